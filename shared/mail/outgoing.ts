// What the send, reply, reply-all and forward routes and the MCP sending tools do with a request: resolve its
// recipients, thread and quote it against the original, then hand it to sendFromInbox. One implementation for both
// surfaces, so caps, lists, suppressions and threading cannot differ between them.
import type { Principal } from "../auth/principal.js";
import type { InboxItem, MessageItem } from "../db/service.js";
import { loadAttachmentBlobs } from "../domain/attachments.js";
import { getReadableMessage, readBodies } from "../domain/messages.js";
import { validation } from "../errors.js";
import { parseRecipients, type Recipient } from "../mime/addresses.js";
import type { SendAttachment } from "../mime/attachments.js";
import { forwardSubject, quoteForForward, referencesFor, replySubject } from "../mime/compose.js";
import type { Platform } from "../ports/platform.js";
import { type SendResult, sendFromInbox } from "./send.js";

/** Addresses as a request gives them: one string (comma-separated allowed) or a list; null or absent for none. */
export type AddressInput = string | string[] | null | undefined;

/** The fields every outgoing request may carry besides its recipients. */
export interface OutgoingContent {
  replyTo?: AddressInput;
  text?: string | null;
  html?: string | null;
  labels?: string[];
  attachments?: SendAttachment[] | null;
  headers?: Record<string, string> | null;
}

export interface OutgoingMessage extends OutgoingContent {
  to?: AddressInput;
  cc?: AddressInput;
  bcc?: AddressInput;
  subject?: string | null;
}

export interface ReplyRequest extends OutgoingContent {
  /** Overrides the recipients the original gives; cannot be combined with replyAll. */
  to?: AddressInput;
  cc?: AddressInput;
  bcc?: AddressInput;
  replyAll?: boolean;
}

function content(body: OutgoingContent) {
  return {
    replyTo: parseRecipients(body.replyTo, "reply_to"),
    text: body.text ?? undefined,
    html: body.html ?? undefined,
    labels: body.labels,
    attachments: body.attachments ?? undefined,
    headers: body.headers ?? undefined,
  };
}

function recipients(body: { to?: AddressInput; cc?: AddressInput; bcc?: AddressInput }) {
  return {
    to: parseRecipients(body.to, "to"),
    cc: parseRecipients(body.cc, "cc"),
    bcc: parseRecipients(body.bcc, "bcc"),
  };
}

function without(list: Recipient[], exclude: Set<string>): Recipient[] {
  const out: Recipient[] = [];
  for (const r of list) {
    if (exclude.has(r.address)) continue;
    exclude.add(r.address);
    out.push(r);
  }
  return out;
}

/** Who a reply goes to: the original's Reply-To or sender, or, answering our own sent mail, its recipients. */
function replyTargets(inbox: InboxItem, original: MessageItem, all: boolean): { to: Recipient[]; cc: Recipient[] } {
  const own = new Set([inbox.inboxId]);
  const primary =
    original.direction === "outbound"
      ? parseRecipients(original.to ?? [], "to")
      : parseRecipients(original.replyTo?.length ? original.replyTo : [original.from], "to");
  const to = without(primary, own);
  if (!all) return { to, cc: [] };
  const others = original.direction === "outbound" ? [] : parseRecipients(original.to ?? [], "to");
  return { to: [...to, ...without(others, own)], cc: without(parseRecipients(original.cc ?? [], "cc"), own) };
}

/** A new message (POST …/messages/send, send_message). */
export async function sendNewMessage(
  platform: Platform,
  inbox: InboxItem,
  body: OutgoingMessage,
  now: Date,
): Promise<SendResult> {
  const { result } = await sendFromInbox(
    platform,
    inbox,
    { ...content(body), ...recipients(body), subject: body.subject ?? undefined },
    now,
  );
  return result;
}

/**
 * A reply in the original's thread (In-Reply-To, References, Re: subject): to its sender (Reply-To first), or with
 * replyAll to its other recipients too, never to this inbox; to, cc and bcc replace those recipients.
 */
export async function replyToMessage(
  platform: Platform,
  principal: Principal,
  inbox: InboxItem,
  messageId: string,
  body: ReplyRequest,
  now: Date,
): Promise<SendResult> {
  const original = await getReadableMessage(platform, principal, inbox.inboxId, messageId);
  const override = body.to != null || body.cc != null || body.bcc != null;
  if (override && body.replyAll) throw validation("reply_all cannot be combined with to, cc or bcc", "reply_all");
  const targets = override ? recipients(body) : { ...replyTargets(inbox, original, body.replyAll === true), bcc: [] };
  const { result } = await sendFromInbox(
    platform,
    inbox,
    {
      ...content(body),
      ...targets,
      subject: replySubject(original.subject),
      inReplyTo: original.rfcMessageId,
      references: referencesFor(original),
      threadId: original.threadId,
      isReply: true,
    },
    now,
  );
  return result;
}

/** The original with its attachments to new recipients, an optional note (text, html) above the quoted message. */
export async function forwardMessage(
  platform: Platform,
  principal: Principal,
  inbox: InboxItem,
  messageId: string,
  body: OutgoingMessage,
  now: Date,
): Promise<SendResult> {
  const original = await getReadableMessage(platform, principal, inbox.inboxId, messageId);
  const bodies = await readBodies(platform, original);
  const quoted = quoteForForward(
    {
      from: original.from,
      to: original.to,
      cc: original.cc,
      date: original.timestamp,
      subject: original.subject,
      text: bodies.text,
      html: bodies.html,
    },
    { text: body.text, html: body.html },
  );
  const { result } = await sendFromInbox(
    platform,
    inbox,
    {
      ...content(body),
      ...recipients(body),
      subject: body.subject ?? forwardSubject(original.subject),
      text: quoted.text,
      html: quoted.html,
      resolvedAttachments: await loadAttachmentBlobs(platform, original.attachments),
      threadId: original.threadId,
    },
    now,
  );
  return result;
}
