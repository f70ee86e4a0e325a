import { z } from "zod";
import {
  createDraft,
  deleteDraft,
  getDraft,
  getDraftInScope,
  listDrafts,
  readDraftBodies,
  toDraft,
  updateDraft,
} from "../domain/drafts.js";
import type { Reply } from "../http/request.js";
import { created, deleted, ok, type RouteContext, route } from "../http/route.js";
import { isoString, listQuery, q } from "../http/validation.js";
import { sendDraft } from "../mail/send-draft.js";
import { sendAttachmentSchema } from "../mime/attachments.js";
import { listBody, pageRequest } from "../pagination.js";
import { labelList } from "./messages.js";

const BASE = "/inboxes/{inbox_id}/drafts";
const recipients = z
  .union([z.string(), z.array(z.string())])
  .nullable()
  .optional();
const sendAt = isoString("send_at must be an ISO timestamp").nullable().optional();

const draftFields = {
  reply_to: recipients,
  to: recipients,
  cc: recipients,
  bcc: recipients,
  subject: z.string().nullable().optional(),
  text: z.string().nullable().optional(),
  html: z.string().nullable().optional(),
  send_at: sendAt,
};

const listDraftsQuery = z.object({ ...listQuery, before: q.timestamp(), after: q.timestamp() });
const iso = (v: string | undefined) => (v ? new Date(v).toISOString() : undefined);

/** Drafts in the credential's scope narrowed by the path (organization, pod or inbox), newest first. */
const listHandler = async ({
  platform,
  scope,
  query,
}: RouteContext<z.infer<typeof listDraftsQuery>, unknown>): Promise<Reply> => {
  const page = pageRequest(query);
  const result = await listDrafts(platform, scope, page, { before: iso(query.before), after: iso(query.after) });
  return ok(listBody("drafts", result, page.limit, (d) => toDraft(d)));
};

export const draftRoutes = [
  route({
    method: "GET",
    path: "/drafts",
    auth: "credential",
    permission: "draft_read",
    prefixes: ["pod"],
    summary: "Drafts in scope, newest first",
    query: listDraftsQuery,
    handler: listHandler,
  }),
  route({
    method: "GET",
    path: "/drafts/{draft_id}",
    auth: "credential",
    permission: "draft_read",
    prefixes: ["pod"],
    summary: "A draft by ID",
    handler: async ({ platform, scope, params }) => {
      const draft = await getDraftInScope(platform, scope, params.draft_id);
      return ok(toDraft(draft, await readDraftBodies(platform, draft)));
    },
  }),
  route({
    method: "GET",
    path: BASE,
    auth: "credential",
    permission: "draft_read",
    prefixes: ["pod"],
    summary: "An inbox's drafts, newest first",
    query: listDraftsQuery,
    handler: listHandler,
  }),
  route({
    method: "POST",
    path: BASE,
    auth: "credential",
    permission: "draft_create",
    prefixes: ["pod"],
    summary: "Create a draft (201), or return the one with this client_id (200); send_at schedules it",
    body: z.object({
      ...draftFields,
      labels: labelList.optional(),
      attachments: z.array(sendAttachmentSchema).nullable().optional(),
      in_reply_to: z.string().nullable().optional(),
      client_id: z.string().min(1).optional(),
    }),
    handler: async ({ platform, principal, inbox, body, now }) => {
      const result = await createDraft(
        platform,
        principal,
        inbox,
        {
          labels: body.labels,
          to: body.to,
          cc: body.cc,
          bcc: body.bcc,
          replyTo: body.reply_to,
          subject: body.subject,
          text: body.text,
          html: body.html,
          attachments: body.attachments,
          inReplyTo: body.in_reply_to,
          sendAt: body.send_at,
          clientId: body.client_id,
        },
        now,
      );
      const view = toDraft(result.draft, await readDraftBodies(platform, result.draft));
      return result.created ? created(view) : ok(view);
    },
  }),
  route({
    method: "GET",
    path: `${BASE}/{draft_id}`,
    auth: "credential",
    permission: "draft_read",
    prefixes: ["pod"],
    summary: "A draft with its bodies",
    handler: async ({ platform, inbox, params }) => {
      const draft = await getDraft(platform, inbox.inboxId, params.draft_id);
      return ok(toDraft(draft, await readDraftBodies(platform, draft)));
    },
  }),
  route({
    method: "PATCH",
    path: `${BASE}/{draft_id}`,
    auth: "credential",
    permission: "draft_update",
    prefixes: ["pod"],
    summary: "Change a draft: omitted fields unchanged, null clears; send_at reschedules (null unschedules)",
    // add_labels, remove_labels, add_attachments and remove_attachments are accepted and ignored (spec: Versioning).
    body: z.object({ ...draftFields, in_reply_to: z.string().nullable().optional() }),
    handler: async ({ platform, inbox, params, body, now }) => {
      const draft = await getDraft(platform, inbox.inboxId, params.draft_id);
      const updated = await updateDraft(
        platform,
        inbox,
        draft,
        {
          to: body.to,
          cc: body.cc,
          bcc: body.bcc,
          replyTo: body.reply_to,
          subject: body.subject,
          text: body.text,
          html: body.html,
          sendAt: body.send_at,
          inReplyTo: body.in_reply_to,
        },
        now,
      );
      return ok(toDraft(updated, await readDraftBodies(platform, updated)));
    },
  }),
  route({
    method: "DELETE",
    path: `${BASE}/{draft_id}`,
    auth: "credential",
    permission: "draft_delete",
    prefixes: ["pod"],
    summary: "Delete a draft (and its schedule)",
    handler: async ({ platform, inbox, params }) => {
      await deleteDraft(platform, await getDraft(platform, inbox.inboxId, params.draft_id));
      return deleted();
    },
  }),
  route({
    method: "POST",
    path: `${BASE}/{draft_id}/send`,
    auth: "credential",
    permission: "draft_send",
    prefixes: ["pod"],
    summary: "Send a draft now and delete it; the message gets the draft's labels plus add_labels minus remove_labels",
    body: z.object({ add_labels: labelList.optional(), remove_labels: labelList.optional() }),
    handler: async ({ platform, inbox, params, body, now }) => {
      const draft = await getDraft(platform, inbox.inboxId, params.draft_id);
      const result = await sendDraft(
        platform,
        inbox,
        draft,
        { addLabels: body.add_labels, removeLabels: body.remove_labels },
        now,
      );
      return created(result);
    },
  }),
];
