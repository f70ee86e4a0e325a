// Drafts: saved messages that can be sent later, now or at `send_at` (through the Scheduler port).

import { inScope, type Principal, type Scope } from "../auth/principal.js";
import { blobKeys } from "../db/blob-keys.js";
import { clientRefItem, findByClientId } from "../db/client-refs.js";
import {
  deleteDraftRecord,
  findOrganizationDraft,
  insertDraft,
  pageDrafts,
  readDraft,
  replaceDraftIfUnchanged,
} from "../db/drafts.js";
import type { DraftItem, InboxItem } from "../db/service.js";
import { conditionFailed } from "../db/transactions.js";
import { conflict, notFound, validation } from "../errors.js";
import { newId } from "../ids.js";
import { checkRecipientCap, distinctAddresses, formatAddress, parseRecipients } from "../mime/addresses.js";
import { resolveAttachments, type SendAttachment } from "../mime/attachments.js";
import { referencesFor } from "../mime/compose.js";
import { makePreview } from "../mime/preview.js";
import type { Page, PageRequest } from "../pagination.js";
import type { Platform } from "../ports/platform.js";
import { type AttachmentMeta, storeAttachmentBlobs, toAttachment } from "./attachments.js";
import { normalizeLabels } from "./labels.js";
import { getReadableMessage, type MessageBodies } from "./messages.js";
import { recipientCapFor } from "./sandbox.js";

export const draftJobId = (draftId: string) => `draft-send-${draftId}`;

type Recipients = string | string[] | null | undefined;

export interface DraftInput {
  labels?: string[];
  to?: Recipients;
  cc?: Recipients;
  bcc?: Recipients;
  replyTo?: Recipients;
  subject?: string | null;
  text?: string | null;
  html?: string | null;
  attachments?: SendAttachment[] | null;
  inReplyTo?: string | null;
  sendAt?: string | null;
  clientId?: string;
  /** Update only. */
}

export function toDraft(draft: DraftItem, bodies?: MessageBodies) {
  const attachments = (draft.attachments as AttachmentMeta[] | undefined) ?? [];
  const list = (v: string[] | undefined) => (v?.length ? v : undefined);
  return {
    inbox_id: draft.inboxId,
    draft_id: draft.draftId,
    labels: draft.labels,
    to: list(draft.to),
    cc: list(draft.cc),
    bcc: list(draft.bcc),
    reply_to: list(draft.replyTo),
    subject: draft.subject,
    preview: draft.preview,
    text: bodies?.text,
    html: bodies?.html,
    attachments: attachments.length ? attachments.map(toAttachment) : undefined,
    in_reply_to: draft.inReplyTo,
    references: list(draft.references),
    client_id: draft.clientId,
    send_at: draft.sendAt,
    send_status: draft.sendStatus,
    updated_at: draft.updatedAt,
    created_at: draft.createdAt,
    pod_id: draft.podId,
  };
}

const formatted = (value: Recipients, field: string) => parseRecipients(value, field).map(formatAddress);

export function checkCap(
  platform: Platform,
  inbox: Pick<InboxItem, "sandboxOf">,
  draft: Pick<DraftItem, "to" | "cc" | "bcc">,
): void {
  const all = distinctAddresses(
    parseRecipients(draft.to ?? [], "to"),
    parseRecipients(draft.cc ?? [], "cc"),
    parseRecipients(draft.bcc ?? [], "bcc"),
  );
  checkRecipientCap(all, recipientCapFor(platform, inbox));
}

export async function readDraftBodies(platform: Platform, draft: DraftItem): Promise<MessageBodies> {
  if (!draft.bodyKey) return {};
  const raw = await platform.blobs.get(draft.bodyKey);
  return raw ? (JSON.parse(raw.toString("utf8")) as MessageBodies) : {};
}

async function writeDraftBodies(platform: Platform, draft: DraftItem, bodies: MessageBodies): Promise<string> {
  const key = `drafts/${draft.inboxId}/${draft.draftId}/body.json`;
  await platform.blobs.put(key, JSON.stringify(bodies), "application/json");
  return key;
}

async function schedule(platform: Platform, draft: DraftItem): Promise<void> {
  if (draft.sendAt && draft.sendStatus === "scheduled") {
    await platform.scheduler.schedule({
      jobId: draftJobId(draft.draftId),
      kind: "draft.send",
      dueAt: new Date(draft.sendAt),
      payload: { inboxId: draft.inboxId, draftId: draft.draftId, sendAt: draft.sendAt },
    });
  } else {
    await platform.scheduler.cancel(draftJobId(draft.draftId));
  }
}

async function findExisting(platform: Platform, inbox: InboxItem, clientId: string | undefined) {
  const draftId = await findByClientId(platform.db, inbox.organizationId, "drafts", clientId);
  if (!draftId) return undefined;
  const draft = await findOrganizationDraft(platform.db, inbox.organizationId, draftId);
  // client_id is unique per organization: one used by another inbox's draft must not hand that draft out.
  if (draft && draft.inboxId !== inbox.inboxId) {
    throw conflict("drafts conflicts with an existing record", "client_id");
  }
  return draft;
}

export async function createDraft(
  platform: Platform,
  principal: Principal,
  inbox: InboxItem,
  input: DraftInput,
  now: Date,
): Promise<{ draft: DraftItem; created: boolean }> {
  const existing = await findExisting(platform, inbox, input.clientId);
  if (existing) return { draft: existing, created: false };
  const at = now.toISOString();
  const draftId = newId("draft", now.getTime());
  const draft: DraftItem = {
    inboxId: inbox.inboxId,
    draftId,
    organizationId: inbox.organizationId,
    podId: inbox.podId,
    labels: normalizeLabels(input.labels),
    to: formatted(input.to, "to"),
    cc: formatted(input.cc, "cc"),
    bcc: formatted(input.bcc, "bcc"),
    replyTo: formatted(input.replyTo, "reply_to"),
    subject: input.subject ?? undefined,
    preview: makePreview(input.text ?? input.html?.replace(/<[^>]+>/g, " ") ?? undefined),
    clientId: input.clientId,
    sendAt: input.sendAt ? new Date(input.sendAt).toISOString() : undefined,
    sendStatus: input.sendAt ? "scheduled" : undefined,
    createdAt: at,
    updatedAt: at,
  };
  checkCap(platform, inbox, draft);
  if (input.inReplyTo) {
    let original: Awaited<ReturnType<typeof getReadableMessage>>;
    try {
      original = await getReadableMessage(platform, principal, inbox.inboxId, input.inReplyTo);
    } catch {
      throw notFound(`Message not found: ${input.inReplyTo}`, "in_reply_to");
    }
    Object.assign(draft, {
      inReplyTo: original.messageId,
      inReplyToRfc: original.rfcMessageId,
      references: referencesFor(original),
      threadId: original.threadId,
    });
  }
  const resolved = await resolveAttachments(input.attachments ?? undefined, {
    allowLoopback: platform.config.allowLoopback,
  });
  const attachments = await storeAttachmentBlobs(
    platform,
    resolved,
    (attachmentId) => blobKeys.draftAttachment(inbox.inboxId, draftId, attachmentId),
    now,
  );
  if (attachments.length) draft.attachments = attachments;
  draft.bodyKey = await writeDraftBodies(platform, draft, {
    text: input.text ?? undefined,
    html: input.html ?? undefined,
  });

  const result = await insertDraft(
    platform.db,
    draft,
    input.clientId ? clientRefItem(inbox.organizationId, "drafts", input.clientId, draftId) : undefined,
  );
  if (!result.ok && result.failed === "clientRef") {
    const raced = await findExisting(platform, inbox, input.clientId);
    if (raced) return { draft: raced, created: false };
  }
  if (!result.ok) throw conflict("drafts conflicts with an existing record");
  await schedule(platform, draft);
  return { draft, created: true };
}

export async function getDraft(platform: Platform, inboxId: string, draftId: string): Promise<DraftItem> {
  const data = await readDraft(platform.db, inboxId, draftId, { consistent: true });
  if (!data) throw notFound("Draft not found");
  return data;
}

/** A draft by ID alone (the organization-level read route), within the credential's scope. */
export async function getDraftInScope(platform: Platform, scope: Scope, draftId: string): Promise<DraftItem> {
  const draft = await findOrganizationDraft(platform.db, scope.organizationId, draftId);
  if (!draft || !inScope(scope, draft)) throw notFound("Draft not found");
  return draft;
}

export async function listDrafts(
  platform: Platform,
  scope: Scope,
  page: PageRequest,
  range: { before?: string; after?: string },
): Promise<Page<DraftItem>> {
  return pageDrafts(platform.db, scope, page, range);
}

export async function updateDraft(
  platform: Platform,
  inbox: InboxItem,
  draft: DraftItem,
  input: DraftInput,
  now: Date,
): Promise<DraftItem> {
  if (draft.sendStatus === "sending") throw conflict("The draft is being sent");
  if (input.inReplyTo !== undefined && (input.inReplyTo ?? undefined) !== draft.inReplyTo) {
    throw validation("in_reply_to cannot change", "in_reply_to");
  }
  const next: DraftItem = { ...draft, updatedAt: now.toISOString() };
  const setList = (value: Recipients, field: "to" | "cc" | "bcc" | "replyTo", param: string) => {
    if (value !== undefined) next[field] = formatted(value, param);
  };
  setList(input.to, "to", "to");
  setList(input.cc, "cc", "cc");
  setList(input.bcc, "bcc", "bcc");
  setList(input.replyTo, "replyTo", "reply_to");
  if (input.subject !== undefined) next.subject = input.subject ?? undefined;
  if (input.sendAt !== undefined) {
    next.sendAt = input.sendAt ? new Date(input.sendAt).toISOString() : undefined;
    next.sendStatus = input.sendAt ? "scheduled" : undefined;
    next.sendError = undefined;
  }
  checkCap(platform, inbox, next);
  if (input.text !== undefined || input.html !== undefined) {
    const bodies = await readDraftBodies(platform, draft);
    if (input.text !== undefined) bodies.text = input.text ?? undefined;
    if (input.html !== undefined) bodies.html = input.html ?? undefined;
    next.bodyKey = await writeDraftBodies(platform, draft, bodies);
    next.preview = makePreview(bodies.text ?? bodies.html?.replace(/<[^>]+>/g, " "));
  }
  try {
    await replaceDraftIfUnchanged(platform.db, next, draft.updatedAt);
  } catch (error) {
    if (conditionFailed(error)) throw conflict("The draft changed meanwhile; read it again");
    throw error;
  }
  if (input.sendAt !== undefined) await schedule(platform, next);
  return next;
}

export async function deleteDraftBlobs(platform: Platform, draft: DraftItem): Promise<void> {
  const keys = [draft.bodyKey, ...((draft.attachments as AttachmentMeta[] | undefined) ?? []).map((a) => a.blobKey)];
  await Promise.all(keys.filter((k): k is string => Boolean(k)).map((k) => platform.blobs.delete(k)));
}

export async function deleteDraft(platform: Platform, draft: DraftItem): Promise<void> {
  await platform.scheduler.cancel(draftJobId(draft.draftId));
  // Neither delete has a condition: there is no failure to tell apart.
  await deleteDraftRecord(platform.db, draft);
  await deleteDraftBlobs(platform, draft);
}
