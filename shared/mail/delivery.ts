// Delivery, bounce and complaint reports (SES notifications, or the local simulator): update the sent message's
// delivery_status with its event in one transaction; permanent bounces and complaints suppress the recipients.
import { readMessage, readMessageRef, recordDeliveryStatus } from "../db/messages.js";
import { metered } from "../db/metering.js";
import type { MessageItem } from "../db/service.js";
import { eventRecord } from "../domain/events.js";
import { suppressAutomatically } from "../domain/suppressions.js";
import type { DeliveryNotification } from "../ports/mail-transport.js";
import type { Platform } from "../ports/platform.js";

/** A report can outrun the write that records the sent message; look again briefly before giving up. */
const LOOKUP_ATTEMPTS = 10;
const LOOKUP_DELAY_MS = 100;

async function findSent(platform: Platform, n: DeliveryNotification): Promise<MessageItem | undefined> {
  for (let attempt = 0; attempt < LOOKUP_ATTEMPTS; attempt++) {
    const ref = await readMessageRef(platform.db, n.inboxId, n.rfcMessageId, { consistent: true });
    if (ref) {
      const data = await readMessage(platform.db, n.inboxId, ref.messageId, { consistent: true });
      if (data?.direction === "outbound") return data;
      return undefined;
    }
    await new Promise((resolve) => setTimeout(resolve, LOOKUP_DELAY_MS));
  }
  return undefined;
}

const STATUS = { delivery: "delivered", bounce: "bounced", complaint: "complained" } as const;
const EVENT = { delivery: "message.delivered", bounce: "message.bounced", complaint: "message.complained" } as const;

function payload(n: DeliveryNotification, message: MessageItem) {
  const base = {
    inbox_id: message.inboxId,
    thread_id: message.threadId,
    message_id: message.messageId,
    timestamp: n.timestamp,
  };
  if (n.kind === "delivery") return { delivery: { ...base, recipients: n.recipients.map((r) => r.address) } };
  const recipients = n.recipients.map((r) => ({ address: r.address, status: r.status ?? "" }));
  if (n.kind === "bounce") {
    return { bounce: { ...base, type: n.type ?? "Permanent", sub_type: n.subType ?? "General", recipients } };
  }
  return { complaint: { ...base, type: n.type ?? "complaint", sub_type: n.subType ?? "abuse", recipients } };
}

export function handleDeliveryNotification(platform: Platform, n: DeliveryNotification): Promise<boolean> {
  // Timed as the SES events function when a cost bench scenario caused the report (shared/db/metering.ts).
  return metered("ses-events", () => recordDeliveryNotification(platform, n));
}

async function recordDeliveryNotification(platform: Platform, n: DeliveryNotification): Promise<boolean> {
  const message = await findSent(platform, n);
  if (!message) {
    platform.log.warn("delivery report for an unknown message", { kind: n.kind, rfcMessageId: n.rfcMessageId });
    return false;
  }
  const now = platform.clock.now();
  // A delivery never overwrites a bounce or complaint that arrived first.
  const status =
    n.kind === "delivery" && message.deliveryStatus && message.deliveryStatus !== "sent"
      ? message.deliveryStatus
      : STATUS[n.kind];
  await recordDeliveryStatus(
    platform.db,
    message,
    status,
    now.toISOString(),
    eventRecord({
      eventType: EVENT[n.kind],
      organizationId: message.organizationId,
      podId: message.podId,
      inboxId: message.inboxId,
      data: payload(n, message),
      now,
    }),
  );
  const permanent = n.kind === "complaint" || (n.kind === "bounce" && (n.type ?? "Permanent") === "Permanent");
  if (permanent) {
    for (const recipient of n.recipients) {
      await suppressAutomatically(
        platform,
        {
          organizationId: message.organizationId,
          email: recipient.address,
          reason: n.kind === "complaint" ? "complaint" : "bounce",
          detail: recipient.diagnostic ?? n.subType,
          sourceMessageId: message.messageId,
        },
        now,
      );
    }
  }
  return true;
}
