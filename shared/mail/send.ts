// Sending: checks in the spec's order, MIME built once, handed to the transport, then recorded in the sender's
// inbox (label SENT, the right thread) with message.sent in the same transaction.

import { blobKeys } from "../db/blob-keys.js";
import { appendMessageToThread } from "../db/messages.js";
import type { InboxItem, MessageItem, ThreadItem } from "../db/service.js";
import { readThread } from "../db/threads.js";
import { storeAttachmentBlobs } from "../domain/attachments.js";
import { eventRecord } from "../domain/events.js";
import { normalizeLabels } from "../domain/labels.js";
import { checkSendAllowed } from "../domain/lists.js";
import { bodiesForEvent, type MessageBodies, toMessage, writeBodies } from "../domain/messages.js";
import { recipientCapFor, takeSandboxSend } from "../domain/sandbox.js";
import { checkNotSuppressed } from "../domain/suppressions.js";
import { searchTextOf, threadWith, toThread } from "../domain/threads.js";
import { ApiError, forbidden, validation } from "../errors.js";
import { newId } from "../ids.js";
import { formatMegabytes } from "../limits.js";
import { checkRecipientCap, distinctAddresses, formatAddress, type Recipient } from "../mime/addresses.js";
import { type ResolvedAttachment, resolveAttachments, type SendAttachment } from "../mime/attachments.js";
import { composeMime } from "../mime/compose.js";
import { makePreview } from "../mime/preview.js";
import type { Platform } from "../ports/platform.js";

export interface OutboundDraft {
  to: Recipient[];
  cc: Recipient[];
  bcc: Recipient[];
  replyTo: Recipient[];
  subject?: string;
  text?: string;
  html?: string;
  labels?: string[];
  attachments?: SendAttachment[];
  /** Attachments already in hand (a forward re-attaches the original's). */
  resolvedAttachments?: ResolvedAttachment[];
  headers?: Record<string, string>;
  inReplyTo?: string;
  references?: string[];
  /** The thread to record the sent message in (replies and forwards); a new one otherwise. */
  threadId?: string;
  isReply?: boolean;
}

export interface SendResult {
  message_id: string;
  thread_id: string;
  timestamp: string;
}

/** Recipient checks in the spec's order, before any byte is composed. */
export async function checkOutbound(platform: Platform, inbox: InboxItem, draft: OutboundDraft): Promise<string[]> {
  const recipients = distinctAddresses(draft.to, draft.cc, draft.bcc);
  if (!recipients.length) throw validation("At least one recipient is needed (to, cc or bcc)", "to");
  checkRecipientCap(recipients, recipientCapFor(platform, inbox));
  if (inbox.status === "paused") throw forbidden(`Inbox ${inbox.inboxId} is paused`);
  await checkNotSuppressed(platform, inbox.organizationId, recipients);
  await checkSendAllowed(
    platform,
    { organizationId: inbox.organizationId, podId: inbox.podId, inboxId: inbox.inboxId },
    recipients,
    { isReply: draft.isReply === true },
  );
  return recipients;
}

export async function sendFromInbox(
  platform: Platform,
  inbox: InboxItem,
  draft: OutboundDraft,
  now: Date,
): Promise<{ result: SendResult; message: MessageItem }> {
  const recipients = await checkOutbound(platform, inbox, draft);
  const transport = platform.transport;
  if (!transport) throw new ApiError("not_implemented", "No email transport is configured; cannot send");
  // Counted before the send: a send the provider then refuses still used its slot (the safe side of a cap).
  await takeSandboxSend(platform, inbox, recipients, now);

  const attachments = [
    ...(draft.resolvedAttachments ?? []),
    ...(await resolveAttachments(draft.attachments ?? undefined, { allowLoopback: platform.config.allowLoopback })),
  ];
  const messageId = newId("message", now.getTime());
  const { raw, rfcMessageId } = await composeMime({
    from: { address: inbox.inboxId, name: inbox.displayName },
    to: draft.to,
    cc: draft.cc,
    bcc: draft.bcc,
    replyTo: draft.replyTo,
    subject: draft.subject,
    text: draft.text,
    html: draft.html,
    attachments,
    rfcMessageId: `<${messageId}@${inbox.domain}>`,
    inReplyTo: draft.inReplyTo,
    references: draft.references,
    date: now,
    headers: draft.headers,
  });

  checkMessageSize(raw.length, transport.maxMessageBytes);

  // The provider must accept it before it is recorded as sent.
  const receipt = await transport.send({
    messageId,
    rfcMessageId,
    organizationId: inbox.organizationId,
    inboxId: inbox.inboxId,
    recipients,
    raw,
  });
  platform.metrics.add("messagesSent", 1);

  const rawKey = blobKeys.raw(inbox.inboxId, messageId);
  await platform.blobs.put(rawKey, raw, "message/rfc822");
  const stored = await storeAttachmentBlobs(
    platform,
    attachments,
    (attachmentId) => blobKeys.attachment(inbox.inboxId, messageId, attachmentId),
    now,
  );
  const bodies: MessageBodies = { text: draft.text, html: draft.html };
  const bodyKey = await writeBodies(platform, inbox.inboxId, messageId, bodies);
  const at = now.toISOString();
  const from = formatAddress({ address: inbox.inboxId, name: inbox.displayName });
  const message: MessageItem = {
    inboxId: inbox.inboxId,
    messageId,
    threadId: draft.threadId ?? newId("thread", now.getTime()),
    organizationId: inbox.organizationId,
    podId: inbox.podId,
    direction: "outbound",
    labels: normalizeLabels(["SENT", ...(draft.labels ?? [])]),
    from,
    to: draft.to.map(formatAddress),
    cc: draft.cc.length ? draft.cc.map(formatAddress) : undefined,
    bcc: draft.bcc.length ? draft.bcc.map(formatAddress) : undefined,
    replyTo: draft.replyTo.length ? draft.replyTo.map(formatAddress) : undefined,
    subject: draft.subject,
    preview: makePreview(draft.text ?? draft.html?.replace(/<[^>]+>/g, " ")),
    rfcMessageId,
    inReplyTo: draft.inReplyTo,
    references: draft.references?.length ? draft.references : undefined,
    size: raw.length,
    attachments: stored.length ? stored : undefined,
    deliveryStatus: "sent",
    rawKey,
    bodyKey,
    searchText: searchTextOf(
      [
        draft.subject ?? "",
        from,
        ...recipients,
        ...stored.map((a) => a.filename ?? ""),
        (draft.text ?? "").slice(0, 4096),
      ].join(" "),
      8192,
    ),
    timestamp: at,
    createdAt: at,
    updatedAt: at,
  };
  await recordSent(platform, inbox, message, bodies, recipients, receipt.messageIdAliases ?? [], now);
  return { result: { message_id: messageId, thread_id: message.threadId, timestamp: at }, message };
}

/**
 * The composed message must fit the transport (SES: 40 MB), checked before anything is sent or stored. Attachments
 * grow by a third in base64, so files adding up to 30 MB already make a 40 MB message.
 */
export function checkMessageSize(bytes: number, maxBytes: number): void {
  if (bytes <= maxBytes) return;
  // Stated in the unit of the cap: SES's 40 MB is decimal.
  const mb = (n: number) => formatMegabytes(n, 1_000_000);
  throw validation(
    `Message too large: ${mb(bytes)} once composed (attachments are base64-encoded, a third larger); ` +
      `the limit is ${mb(maxBytes)}`,
    "attachments",
  );
}

async function recordSent(
  platform: Platform,
  inbox: InboxItem,
  message: MessageItem,
  bodies: MessageBodies,
  recipients: string[],
  aliases: string[],
  now: Date,
) {
  const refIds = [message.rfcMessageId as string, ...aliases];
  await appendMessageToThread(platform.db, async () => {
    // Read again on every attempt: another message may have joined the thread meanwhile.
    const existing = message.threadId
      ? await readThread(platform.db, message.threadId, { consistent: true })
      : undefined;
    const thread: ThreadItem | undefined = existing && existing.inboxId === inbox.inboxId ? existing : undefined;
    const next = threadWith(thread, message);
    return {
      message,
      thread,
      nextThread: next,
      // Recorded for the trust layer: mail from these addresses is from someone this inbox wrote to.
      correspondents: recipients,
      refs: refIds,
      event: eventRecord({
        eventType: "message.sent",
        organizationId: inbox.organizationId,
        podId: inbox.podId,
        inboxId: inbox.inboxId,
        data: {
          send: {
            inbox_id: inbox.inboxId,
            thread_id: message.threadId,
            message_id: message.messageId,
            timestamp: message.timestamp,
            recipients,
          },
          message: toMessage(message, bodiesForEvent(bodies)),
          thread: toThread(next),
        },
        now,
      }),
    };
  });
}
