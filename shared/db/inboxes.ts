// Inboxes, keyed by address (unique across the service; inbound mail finds its inbox in one read), listed per
// organization and per pod by creation time, and on the reaper's sparse index while they have an expiry. Creating
// and deleting one keeps the pod's and organization's counters and the client_id reference in step.
import { type Cursor, type Page, type PageRequest, toPage } from "../pagination.js";
import type { ClientRefItem, CreateEventItem, Db, InboxItem, ReadOptions } from "./service.js";
import { named, type TxOutcome, writeTransaction } from "./transactions.js";

/** An expired ephemeral inbox is gone for readers even before the reaper deletes it. */
export function inboxExpired(inbox: InboxItem, now: Date): boolean {
  return inbox.expiresAt !== undefined && Date.parse(inbox.expiresAt) <= now.getTime();
}

/** Whether a list of inboxes shows this one: not expired, and ephemeral or lasting as asked (either when not). */
export function inboxListed(inbox: InboxItem, options: { ephemeral?: boolean; now: Date }): boolean {
  return (
    !inboxExpired(inbox, options.now) && (options.ephemeral === undefined || inbox.ephemeral === options.ephemeral)
  );
}

/** Inbox by address. */
export async function readInbox(db: Db, inboxId: string, options: ReadOptions = {}): Promise<InboxItem | undefined> {
  const { data } = await db.entities.inbox.get({ inboxId }).go({ consistent: options.consistent });
  return data ?? undefined;
}

/** The items of an inbox's create transaction. */
export type InboxCreateWrite = "inbox" | "pod" | "organization" | "event" | "clientRef";

export interface NewInbox {
  inbox: InboxItem;
  /** On the shared domain: the organization's cap on shared-domain inboxes, checked by the counter's condition. */
  sharedInboxLimit?: number;
  /** inbox.created. */
  event: CreateEventItem;
  clientRef?: ClientRefItem;
}

/**
 * Create an inbox: the inbox (`inbox` fails when the address is taken), its pod's count (`pod` fails when the
 * pod is gone), its organization's counts (`organization` fails at the shared-domain cap), its event and its
 * client_id reference (`clientRef` fails when another create with that client_id won).
 */
export async function insertInbox(db: Db, input: NewInbox): Promise<TxOutcome<InboxCreateWrite>> {
  const { inbox, sharedInboxLimit: limit } = input;
  const { organizationId, podId } = inbox;
  return writeTransaction<InboxCreateWrite>(db, ({ inbox: inboxes, pod, organization, event, clientRef }) => [
    named("inbox", inboxes.create(inbox).commit()),
    named("pod", pod.patch({ organizationId, podId }).add({ inboxCount: 1 }).commit()),
    named(
      "organization",
      limit !== undefined
        ? organization
            .patch({ organizationId })
            .add({ inboxCount: 1, sharedInboxCount: 1 })
            .where((a, op) => op.lt(a.sharedInboxCount, limit))
            .commit()
        : organization.patch({ organizationId }).add({ inboxCount: 1 }).commit(),
    ),
    named("event", event.create(input.event).commit()),
    ...(input.clientRef ? [named("clientRef", clientRef.create(input.clientRef).commit())] : []),
  ]);
}

/** Where inboxes are listed: a pod's, or else the whole organization's. */
export interface InboxPlace {
  organizationId: string;
  podId?: string;
}

/**
 * Live inboxes of a pod or organization by creation time, one page, optionally only the ephemeral (or the
 * lasting) ones; expired ephemeral inboxes are left out.
 */
export async function pageLiveInboxes(
  db: Db,
  place: InboxPlace,
  page: PageRequest,
  options: { ephemeral?: boolean; now: Date },
): Promise<Page<InboxItem>> {
  const nowIso = options.now.toISOString();
  const cursorOf = (i: InboxItem): Cursor => ({ createdAt: i.createdAt, inboxId: i.inboxId });
  const base = place.podId
    ? db.entities.inbox.query.byPod({ podId: place.podId })
    : db.entities.inbox.query.byOrganization({ organizationId: place.organizationId });
  const cursor = page.cursor as { createdAt: string; inboxId: string } | undefined;
  const ranged = cursor ? (page.ascending ? base.gt(cursor) : base.lt(cursor)) : base;
  const { data } = await ranged
    .where((a, op) => {
      const live = `(${op.notExists(a.expiresAt)} OR ${op.gt(a.expiresAt, nowIso)})`;
      return options.ephemeral === undefined ? live : `${live} AND ${op.eq(a.ephemeral, options.ephemeral)}`;
    })
    .go({ order: page.ascending ? "asc" : "desc", count: page.limit + 1 });
  return toPage(
    data.filter((i) => inboxListed(i, options)),
    page,
    cursorOf,
  );
}

/** Every inbox of an organization on one domain (the organization index, filtered by domain): a domain's delete. */
export async function inboxesOnDomain(db: Db, organizationId: string, domain: string): Promise<InboxItem[]> {
  const { data } = await db.entities.inbox.query
    .byOrganization({ organizationId })
    .where((a, op) => op.eq(a.domain, domain))
    .go({ pages: "all" });
  return data;
}

/** Attributes an inbox update may remove. */
export type InboxRemovable = "displayName" | "metadata" | "ttlSeconds" | "expiresAt" | "expiryQueue" | "ttl";

/** Update an inbox's settings (name, metadata, status, expiry); the updated record. */
export async function updateInboxSettings(
  db: Db,
  inboxId: string,
  set: Partial<InboxItem>,
  remove: InboxRemovable[],
): Promise<InboxItem> {
  let update = db.entities.inbox.patch({ inboxId }).set(set);
  if (remove.length) update = update.remove(remove);
  const { data } = await update.go({ response: "all_new" });
  return data as InboxItem;
}

/** Ephemeral inboxes whose expiry is before `nowIso`, soonest first, up to 100 (the reaper's index). */
export async function inboxesExpiredBefore(db: Db, nowIso: string): Promise<InboxItem[]> {
  const { data } = await db.entities.inbox.query
    .byExpiry({ expiryQueue: "ephemeral" })
    .lt({ expiresAt: nowIso })
    .go({ count: 100 });
  return data;
}

/** The items of an inbox's delete transaction. */
export type InboxDeleteWrite = "inbox" | "pod" | "organization" | "clientRef" | "event";

/**
 * Delete an inbox record with its counters and client_id reference. `expired` (the reaper): guarded by the
 * expiry the reaper saw, so mail that just pushed it wins, and written with its inbox.expired event; otherwise
 * guarded by the organization. `inbox` fails when the guard does.
 */
export async function deleteInboxRecord(
  db: Db,
  inbox: InboxItem,
  options: { onSharedDomain: boolean; expired?: CreateEventItem },
): Promise<TxOutcome<InboxDeleteWrite>> {
  const { organizationId } = inbox;
  const { expired } = options;
  return writeTransaction<InboxDeleteWrite>(db, ({ inbox: inboxes, pod, organization, clientRef, event }) => [
    named(
      "inbox",
      inboxes
        .delete({ inboxId: inbox.inboxId })
        .where((a, op) =>
          expired ? op.eq(a.expiresAt, inbox.expiresAt as string) : op.eq(a.organizationId, organizationId),
        )
        .commit(),
    ),
    named("pod", pod.patch({ organizationId, podId: inbox.podId }).add({ inboxCount: -1 }).commit()),
    named(
      "organization",
      organization
        .patch({ organizationId })
        .add(options.onSharedDomain ? { inboxCount: -1, sharedInboxCount: -1 } : { inboxCount: -1 })
        .commit(),
    ),
    ...(inbox.clientId
      ? [
          named(
            "clientRef",
            clientRef.delete({ organizationId, collection: "inboxes", clientId: inbox.clientId }).commit(),
          ),
        ]
      : []),
    ...(expired ? [named("event", event.create(expired).commit())] : []),
  ]);
}

/**
 * Moves an inbox into another organization's pod (a claimed sandbox inbox), permanent from then on: the inbox and
 * the counters of both sides in one transaction (`organization` fails at the target's shared-domain cap), then its
 * messages, threads and drafts. Safe to run again after an interruption: each step skips what already moved.
 */
export async function moveInbox(
  db: Db,
  inbox: InboxItem,
  to: { organizationId: string; podId: string; sharedInboxLimit?: number; at: string },
): Promise<TxOutcome<"inbox" | "organization" | "pod">> {
  const from = { organizationId: inbox.organizationId, podId: inbox.podId };
  if (from.organizationId !== to.organizationId) {
    const { expiresAt: _e, expiryQueue: _q, ttl: _t, ttlSeconds: _s, sandboxOf: _r, ...kept } = inbox;
    const moved: InboxItem = {
      ...kept,
      organizationId: to.organizationId,
      podId: to.podId,
      ephemeral: false,
      updatedAt: to.at,
    };
    const shared = to.sharedInboxLimit !== undefined;
    const outcome = await writeTransaction<"inbox" | "organization" | "pod">(
      db,
      ({ inbox: inboxes, pod, organization }) => [
        named(
          "inbox",
          inboxes
            .put(moved)
            .where((a, op) => op.eq(a.organizationId, from.organizationId))
            .commit(),
        ),
        named("pod", pod.patch(from).add({ inboxCount: -1 }).commit()),
        named("pod", pod.patch({ organizationId: to.organizationId, podId: to.podId }).add({ inboxCount: 1 }).commit()),
        named(
          "organization",
          organization
            .patch({ organizationId: from.organizationId })
            .add(shared ? { inboxCount: -1, sharedInboxCount: -1 } : { inboxCount: -1 })
            .commit(),
        ),
        named(
          "organization",
          shared
            ? organization
                .patch({ organizationId: to.organizationId })
                .add({ inboxCount: 1, sharedInboxCount: 1 })
                .where((a, op) => op.lt(a.sharedInboxCount, to.sharedInboxLimit as number))
                .commit()
            : organization.patch({ organizationId: to.organizationId }).add({ inboxCount: 1 }).commit(),
        ),
      ],
    );
    if (!outcome.ok) return outcome;
  }
  const place = { organizationId: to.organizationId, podId: to.podId };
  const { inboxId } = inbox;
  const messages = await db.entities.message.query.byInbox({ inboxId }).go({ pages: "all" });
  for (const message of messages.data) {
    if (message.organizationId !== to.organizationId) await db.entities.message.put({ ...message, ...place }).go();
  }
  const threads = await db.entities.thread.query.byInbox({ inboxId }).go({ pages: "all" });
  for (const thread of threads.data) {
    if (thread.organizationId !== to.organizationId) await db.entities.thread.put({ ...thread, ...place }).go();
  }
  const drafts = await db.entities.draft.query.byInbox({ inboxId }).go({ pages: "all" });
  for (const draft of drafts.data) {
    if (draft.organizationId !== to.organizationId) await db.entities.draft.put({ ...draft, ...place }).go();
  }
  return { ok: true };
}
