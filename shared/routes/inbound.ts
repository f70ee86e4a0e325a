import { inScope, type Scope } from "../auth/principal.js";
import { readDomain } from "../db/domains.js";
import { readInbox } from "../db/inboxes.js";
import { forbidden, notFound, validation } from "../errors.js";
import { created, route } from "../http/route.js";
import { formatMegabytes } from "../limits.js";
import { addressOf } from "../mime/addresses.js";
import type { Platform } from "../ports/platform.js";

/**
 * The receiving pipeline (MIME parsing, the trust layer) is loaded by the first injection, not with the API: most
 * API invocations never need it, and it is most of the bundle (it is its own chunk, read only then).
 */
const receiving = async () => ({ ...(await import("../mail/receive.js")), ...(await import("../mime/parse.js")) });

function splitAddresses(header: string): string[] {
  return header
    .split(",")
    .map((part) => addressOf(part))
    .filter((a) => a.includes("@"));
}

/** An unknown address of a catch-all domain creates an inbox: only for a caller whose scope holds that domain. */
async function mayCreateFor(platform: Platform, scope: Scope, address: string): Promise<boolean> {
  const existing = await readInbox(platform.db, address);
  if (existing) return true;
  const domainName = address.slice(address.lastIndexOf("@") + 1);
  const domain = await readDomain(platform.db, domainName);
  return !domain || inScope(scope, { organizationId: domain.organizationId, podId: domain.podId });
}

export const inboundRoutes = [
  route({
    method: "POST",
    path: "/inbound/raw",
    absolute: true,
    auth: "credential",
    permission: "inbound_raw",
    rawBody: true,
    summary: "Inject a raw RFC 5322 message as received mail (recipient from X-Recipient, else To)",
    handler: async ({ platform, request, scope, now }) => {
      const raw = request.body;
      const limit = platform.config.inboundRawLimitBytes;
      if (raw.length > limit) throw validation(`Message too large (over ${formatMegabytes(limit)})`);
      if (raw.length === 0) throw validation("Request body must be the raw message");
      const { inboxFor, parseMessage, processInbound, storeIncoming, UnparsableMessageError } = await receiving();
      // The durable record comes first: whatever fails next, the bytes can be replayed.
      const rawKey = await storeIncoming(platform, raw, now);
      let recipients = splitAddresses(request.headers["x-recipient"] ?? "");
      if (!recipients.length) {
        try {
          recipients = (await parseMessage(raw)).to.map(addressOf);
        } catch {
          recipients = [];
        }
      }
      if (!recipients.length) {
        throw validation("No recipient: set the X-Recipient header or a To header", "recipient");
      }
      const inScopeRecipients: string[] = [];
      for (const recipient of recipients) {
        if (!(await mayCreateFor(platform, scope, recipient))) continue;
        const inbox = await inboxFor(platform, recipient, now);
        if (inbox && inScope(scope, inbox)) inScopeRecipients.push(recipient);
      }
      if (!inScopeRecipients.length) throw notFound(`No inbox for ${recipients.join(", ")}`, "recipient");
      let outcomes: Awaited<ReturnType<typeof processInbound>>;
      try {
        outcomes = await processInbound(platform, {
          raw,
          rawKey,
          recipients: inScopeRecipients,
          receivedVia: "raw",
          now,
        });
      } catch (error) {
        if (error instanceof UnparsableMessageError) throw validation("Message could not be parsed as RFC 5322");
        throw error;
      }
      const stored = outcomes.flatMap((o) =>
        o.status === "stored" ? [{ inbox_id: o.inboxId, message_id: o.messageId, thread_id: o.threadId }] : [],
      );
      if (!stored.length) {
        // A paused inbox stores nothing; the pipeline has written its message.rejected event.
        const paused = outcomes.find((o) => o.status === "rejected");
        throw forbidden(
          paused && "inboxId" in paused ? `Inbox ${paused.inboxId} is paused` : "The inbox refused the message",
        );
      }
      return created({ ...stored[0], received_via: "raw", ...(stored.length > 1 ? { deliveries: stored } : {}) });
    },
  }),
];
