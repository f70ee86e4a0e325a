import { z } from "zod";
import type { InboxItem, MessageItem } from "../db/service.js";
import { loadAttachmentBlobs } from "../domain/attachments.js";
import { getReadableMessage, readBodies } from "../domain/messages.js";
import { validation } from "../errors.js";
import { created, route } from "../http/route.js";
import { sendFromInbox } from "../mail/send.js";
import { parseRecipients, type Recipient } from "../mime/addresses.js";
import { sendAttachmentSchema } from "../mime/attachments.js";
import { forwardSubject, quoteForForward, referencesFor, replySubject } from "../mime/compose.js";
import type { Platform } from "../ports/platform.js";
import { labelList } from "./messages.js";

const BASE = "/inboxes/{inbox_id}/messages";

const recipients = z
  .union([z.string(), z.array(z.string())])
  .nullable()
  .optional();
const common = {
  reply_to: recipients,
  text: z.string().nullable().optional(),
  html: z.string().nullable().optional(),
  labels: labelList.optional(),
  attachments: z.array(sendAttachmentSchema).nullable().optional(),
  headers: z.record(z.string(), z.string()).nullable().optional(),
};
const sendBody = z.object({
  ...common,
  to: recipients,
  cc: recipients,
  bcc: recipients,
  subject: z.string().nullable().optional(),
});
const replyBody = z.object({
  ...common,
  to: recipients,
  cc: recipients,
  bcc: recipients,
  reply_all: z.boolean().optional(),
});
const replyAllBody = z.object(common);

type CommonBody = z.infer<typeof replyAllBody>;

function addressesOf(list: string[] | undefined, field: string): Recipient[] {
  return parseRecipients(list ?? [], field);
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
      ? addressesOf(original.to, "to")
      : addressesOf(original.replyTo?.length ? original.replyTo : [original.from], "to");
  const to = without(primary, own);
  if (!all) return { to, cc: [] };
  const others = original.direction === "outbound" ? [] : addressesOf(original.to, "to");
  return { to: [...to, ...without(others, own)], cc: without(addressesOf(original.cc, "cc"), own) };
}

function commonDraft(body: CommonBody) {
  return {
    replyTo: parseRecipients(body.reply_to, "reply_to"),
    text: body.text ?? undefined,
    html: body.html ?? undefined,
    labels: body.labels,
    attachments: body.attachments ?? undefined,
    headers: body.headers ?? undefined,
  };
}

async function reply(
  platform: Platform,
  inbox: InboxItem,
  original: MessageItem,
  body: CommonBody,
  targets: { to: Recipient[]; cc: Recipient[]; bcc: Recipient[] },
  now: Date,
) {
  return sendFromInbox(
    platform,
    inbox,
    {
      ...commonDraft(body),
      ...targets,
      subject: replySubject(original.subject),
      inReplyTo: original.rfcMessageId,
      references: referencesFor(original),
      threadId: original.threadId,
      isReply: true,
    },
    now,
  );
}

export const sendRoutes = [
  route({
    method: "POST",
    path: `${BASE}/send`,
    auth: "credential",
    permission: "message_send",
    prefixes: ["pod"],
    summary: "Send a message (201 with message_id, thread_id, timestamp)",
    body: sendBody,
    handler: async ({ platform, inbox, body, now }) => {
      const { result } = await sendFromInbox(
        platform,
        inbox,
        {
          ...commonDraft(body),
          to: parseRecipients(body.to, "to"),
          cc: parseRecipients(body.cc, "cc"),
          bcc: parseRecipients(body.bcc, "bcc"),
          subject: body.subject ?? undefined,
        },
        now,
      );
      return created(result);
    },
  }),
  route({
    method: "POST",
    path: `${BASE}/{message_id}/reply`,
    auth: "credential",
    permission: ["message_reply", "message_send"],
    prefixes: ["pod"],
    summary: "Reply to a message (In-Reply-To, References, Re: subject); to, cc and bcc override the recipients",
    body: replyBody,
    handler: async ({ platform, principal, inbox, params, body, now }) => {
      const original = await getReadableMessage(platform, principal, inbox.inboxId, params.message_id);
      const override = body.to != null || body.cc != null || body.bcc != null;
      if (override && body.reply_all) throw validation("reply_all cannot be combined with to, cc or bcc", "reply_all");
      const targets = override
        ? {
            to: parseRecipients(body.to, "to"),
            cc: parseRecipients(body.cc, "cc"),
            bcc: parseRecipients(body.bcc, "bcc"),
          }
        : { ...replyTargets(inbox, original, body.reply_all === true), bcc: [] };
      const { result } = await reply(platform, inbox, original, body, targets, now);
      return created(result);
    },
  }),
  route({
    method: "POST",
    path: `${BASE}/{message_id}/reply-all`,
    auth: "credential",
    permission: ["message_reply", "message_send"],
    prefixes: ["pod"],
    summary: "Reply to the sender and the other original recipients (never to this inbox itself)",
    body: replyAllBody,
    handler: async ({ platform, principal, inbox, params, body, now }) => {
      const original = await getReadableMessage(platform, principal, inbox.inboxId, params.message_id);
      const { result } = await reply(
        platform,
        inbox,
        original,
        body,
        { ...replyTargets(inbox, original, true), bcc: [] },
        now,
      );
      return created(result);
    },
  }),
  route({
    method: "POST",
    path: `${BASE}/{message_id}/forward`,
    auth: "credential",
    permission: "message_send",
    prefixes: ["pod"],
    summary: "Forward a message with its attachments to new recipients, with an optional note (text, html)",
    body: sendBody,
    handler: async ({ platform, principal, inbox, params, body, now }) => {
      const original = await getReadableMessage(platform, principal, inbox.inboxId, params.message_id);
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
          ...commonDraft(body),
          to: parseRecipients(body.to, "to"),
          cc: parseRecipients(body.cc, "cc"),
          bcc: parseRecipients(body.bcc, "bcc"),
          subject: body.subject ?? forwardSubject(original.subject),
          text: quoted.text,
          html: quoted.html,
          resolvedAttachments: await loadAttachmentBlobs(platform, original.attachments),
          threadId: original.threadId,
        },
        now,
      );
      return created(result);
    },
  }),
];
