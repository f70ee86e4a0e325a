// Drafts live in their inbox's partition and are indexed by organization and by pod (by draft ID, so by creation).
// Creating and deleting one keeps its client_id reference in step; a sent draft is deleted with its event.
import type { Scope } from "../auth/principal.js";
import { type Cursor, type Page, type PageRequest, toPage } from "../pagination.js";
import type { ClientRefItem, CreateEventItem, Db, DraftItem, ReadOptions } from "./service.js";
import { named, type TxOutcome, writeTransaction } from "./transactions.js";

/** Draft by inbox and ID. */
export async function readDraft(
  db: Db,
  inboxId: string,
  draftId: string,
  options: ReadOptions = {},
): Promise<DraftItem | undefined> {
  const { data } = await db.entities.draft.get({ inboxId, draftId }).go({ consistent: options.consistent });
  return data ?? undefined;
}

/** Draft by organization and ID alone, whatever its inbox. */
export async function findOrganizationDraft(
  db: Db,
  organizationId: string,
  draftId: string,
): Promise<DraftItem | undefined> {
  const { data } = await db.entities.draft.query.byOrganization({ organizationId, draftId }).go();
  return data[0];
}

/** The items of a draft's create and delete transactions. */
export type DraftWrite = "draft" | "clientRef";

/** Create a draft with its client_id reference (`clientRef` fails when another create with it won). */
export async function insertDraft(
  db: Db,
  draft: DraftItem,
  clientRef: ClientRefItem | undefined,
): Promise<TxOutcome<DraftWrite>> {
  return writeTransaction<DraftWrite>(db, ({ draft: drafts, clientRef: refs }) => [
    named("draft", drafts.create(draft).commit()),
    ...(clientRef ? [named("clientRef", refs.create(clientRef).commit())] : []),
  ]);
}

/** Drafts of an inbox, pod or organization by creation, one page, optionally created before or after a time. */
export async function pageDrafts(
  db: Db,
  scope: Scope,
  page: PageRequest,
  range: { before?: string; after?: string },
): Promise<Page<DraftItem>> {
  const { draft } = db.entities;
  const base = scope.inboxId
    ? draft.query.byInbox({ inboxId: scope.inboxId })
    : scope.podId
      ? draft.query.byPod({ podId: scope.podId })
      : draft.query.byOrganization({ organizationId: scope.organizationId });
  const cursor = page.cursor as { draftId: string } | undefined;
  const ranged = cursor ? (page.ascending ? base.gt(cursor) : base.lt(cursor)) : base;
  const { data } = await ranged
    .where((a, op) =>
      [range.before ? op.lt(a.createdAt, range.before) : "", range.after ? op.gt(a.createdAt, range.after) : ""]
        .filter(Boolean)
        .join(" AND "),
    )
    .go({ order: page.ascending ? "asc" : "desc", count: page.limit + 1 });
  return toPage(data, page, (d): Cursor => ({ draftId: d.draftId }));
}

/** Replace a draft unless it changed since `updatedAt` was read (throws the conditional failure). */
export async function replaceDraftIfUnchanged(db: Db, next: DraftItem, updatedAt: string): Promise<void> {
  await db.entities.draft
    .put(next)
    .where((a, op) => op.eq(a.updatedAt, updatedAt))
    .go();
}

/** The client_id reference of a draft, for its delete. */
function draftClientRef(draft: DraftItem) {
  return { organizationId: draft.organizationId, collection: "drafts", clientId: draft.clientId as string };
}

/** Delete a draft with its client_id reference. */
export async function deleteDraftRecord(db: Db, draft: DraftItem): Promise<TxOutcome<DraftWrite>> {
  return writeTransaction<DraftWrite>(db, ({ draft: drafts, clientRef }) => [
    named("draft", drafts.delete({ inboxId: draft.inboxId, draftId: draft.draftId }).commit()),
    ...(draft.clientId ? [named("clientRef", clientRef.delete(draftClientRef(draft)).commit())] : []),
  ]);
}

/** Delete a sent draft with its client_id reference and its draft.sent event. */
export async function deleteSentDraft(
  db: Db,
  draft: DraftItem,
  event: CreateEventItem,
): Promise<TxOutcome<DraftWrite | "event">> {
  return writeTransaction<DraftWrite | "event">(db, ({ draft: drafts, clientRef, event: events }) => [
    named("draft", drafts.delete({ inboxId: draft.inboxId, draftId: draft.draftId }).commit()),
    ...(draft.clientId ? [named("clientRef", clientRef.delete(draftClientRef(draft)).commit())] : []),
    named("event", events.create(event).commit()),
  ]);
}

/** Claim a draft for sending: throws the conditional failure when it is being sent already. */
export async function markDraftSending(db: Db, draft: DraftItem, at: string): Promise<void> {
  await db.entities.draft
    .patch({ inboxId: draft.inboxId, draftId: draft.draftId })
    .set({ sendStatus: "sending", updatedAt: at })
    .where((a, op) => op.ne(a.sendStatus, "sending"))
    .go({ response: "none" });
}

/** A scheduled send that failed: the draft is `failed` with the reason, and not retried. */
export async function markDraftFailed(db: Db, draft: DraftItem, sendError: string, at: string): Promise<void> {
  await db.entities.draft
    .patch({ inboxId: draft.inboxId, draftId: draft.draftId })
    .set({ sendStatus: "failed", sendError, updatedAt: at })
    .go({ response: "none" });
}

/** An explicit send that failed: the draft gets back the send status it had (or none). */
export async function restoreDraftSendStatus(db: Db, draft: DraftItem): Promise<void> {
  const patch = db.entities.draft.patch({ inboxId: draft.inboxId, draftId: draft.draftId });
  const restore = draft.sendStatus ? patch.set({ sendStatus: draft.sendStatus }) : patch.remove(["sendStatus"]);
  await restore.go({ response: "none" });
}

/** The first 100 drafts of an inbox (deleting an inbox's mail a batch at a time). */
export async function firstInboxDrafts(db: Db, inboxId: string): Promise<DraftItem[]> {
  const { data } = await db.entities.draft.query.byInbox({ inboxId }).go({ limit: 100 });
  return data;
}

/** Delete drafts of an inbox in one batch. */
export async function deleteDraftBatch(db: Db, inboxId: string, draftIds: string[]): Promise<void> {
  await db.entities.draft.delete(draftIds.map((draftId) => ({ inboxId, draftId }))).go();
}
