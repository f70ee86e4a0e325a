import { z } from "zod";
import { created, route } from "../http/route.js";
import { forwardMessage, replyToMessage, sendNewMessage } from "../mail/outgoing.js";
import { sendAttachmentSchema } from "../mime/attachments.js";
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

/** A request body in the outgoing module's terms (snake_case on the wire, camelCase inside). */
const outgoing = (body: z.infer<typeof sendBody>) => ({ ...body, replyTo: body.reply_to });

export const sendRoutes = [
  route({
    method: "POST",
    path: `${BASE}/send`,
    auth: "credential",
    permission: "message_send",
    prefixes: ["pod"],
    summary: "Send a message (201 with message_id, thread_id, timestamp)",
    body: sendBody,
    handler: async ({ platform, inbox, body, now }) =>
      created(await sendNewMessage(platform, inbox, outgoing(body), now)),
  }),
  route({
    method: "POST",
    path: `${BASE}/{message_id}/reply`,
    auth: "credential",
    permission: ["message_reply", "message_send"],
    prefixes: ["pod"],
    summary: "Reply to a message (In-Reply-To, References, Re: subject); to, cc and bcc override the recipients",
    body: replyBody,
    handler: async ({ platform, principal, inbox, params, body, now }) =>
      created(
        await replyToMessage(
          platform,
          principal,
          inbox,
          params.message_id,
          { ...body, replyTo: body.reply_to, replyAll: body.reply_all },
          now,
        ),
      ),
  }),
  route({
    method: "POST",
    path: `${BASE}/{message_id}/reply-all`,
    auth: "credential",
    permission: ["message_reply", "message_send"],
    prefixes: ["pod"],
    summary: "Reply to the sender and the other original recipients (never to this inbox itself)",
    body: replyAllBody,
    handler: async ({ platform, principal, inbox, params, body, now }) =>
      created(
        await replyToMessage(
          platform,
          principal,
          inbox,
          params.message_id,
          { ...body, replyTo: body.reply_to, replyAll: true },
          now,
        ),
      ),
  }),
  route({
    method: "POST",
    path: `${BASE}/{message_id}/forward`,
    auth: "credential",
    permission: "message_send",
    prefixes: ["pod"],
    summary: "Forward a message with its attachments to new recipients, with an optional note (text, html)",
    body: sendBody,
    handler: async ({ platform, principal, inbox, params, body, now }) =>
      created(await forwardMessage(platform, principal, inbox, params.message_id, outgoing(body), now)),
  }),
];
