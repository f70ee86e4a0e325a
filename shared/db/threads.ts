// Threads: one conversation in one inbox, listed by last activity per inbox, pod and organization. A thread is
// rewritten whole (put with a version check) when a message joins or labels change, so its activity-sorted index
// keys move with it.
import type { Scope } from "../auth/principal.js";
import { type Cursor, type Page, type PageRequest, toPage } from "../pagination.js";
import { filterExpression, type MessageFilter, type WhereOps } from "./mail-filter.js";
import type { Db, ReadOptions, ThreadItem } from "./service.js";

/** Thread by ID. */
export async function readThread(db: Db, threadId: string, options: ReadOptions = {}): Promise<ThreadItem | undefined> {
  const { data } = await db.entities.thread.get({ threadId }).go({ consistent: options.consistent });
  return data ?? undefined;
}

/** The narrowest of an inbox's, a pod's and an organization's threads. */
function threadsIn(db: Db, scope: Scope) {
  const { thread } = db.entities;
  return scope.inboxId
    ? thread.query.byInbox({ inboxId: scope.inboxId })
    : scope.podId
      ? thread.query.byPod({ podId: scope.podId })
      : thread.query.byOrganization({ organizationId: scope.organizationId });
}

/** Threads of an inbox, pod or organization by last activity, one page, filtered by labels, dates and words. */
export async function pageThreads(
  db: Db,
  scope: Scope,
  page: PageRequest,
  filter: MessageFilter,
): Promise<Page<ThreadItem>> {
  const base = threadsIn(db, scope);
  const cursor = page.cursor as { timestamp: string; threadId: string } | undefined;
  const ranged = cursor ? (page.ascending ? base.gt(cursor) : base.lt(cursor)) : base;
  const { data } = await ranged
    .where((attr, op) => filterExpression(attr, op as unknown as WhereOps, filter))
    .go({ order: page.ascending ? "asc" : "desc", count: page.limit + 1 });
  return toPage(data, page, (t): Cursor => ({ timestamp: t.timestamp, threadId: t.threadId }));
}

/** Message count and size of the `count` most recently active threads of an inbox, pod or organization (usage). */
export async function recentThreadSizes(
  db: Db,
  scope: Scope,
  count: number,
): Promise<Array<{ messageCount?: number; size?: number }>> {
  const { data } = await threadsIn(db, scope).go({
    order: "desc",
    count,
    attributes: ["messageCount", "size"] as ("messageCount" | "size")[],
  });
  return data;
}

/** Replace a thread recomputed from its messages, if it is still at `version` (throws the conditional failure). */
export async function replaceThreadAtVersion(db: Db, thread: ThreadItem, version: number): Promise<void> {
  await db.entities.thread
    .put(thread)
    .where((a, op) => op.eq(a.version, version))
    .go();
}

/** Delete a thread left without messages, if it is still at `version` (throws the conditional failure). */
export async function deleteThreadAtVersion(db: Db, threadId: string, version: number): Promise<void> {
  await db.entities.thread
    .delete({ threadId })
    .where((a, op) => op.eq(a.version, version))
    .go();
}

/** The first 100 threads of an inbox (deleting an inbox's mail a batch at a time). */
export async function firstInboxThreads(db: Db, inboxId: string): Promise<ThreadItem[]> {
  const { data } = await db.entities.thread.query.byInbox({ inboxId }).go({ limit: 100 });
  return data;
}

/** Delete threads in one batch. */
export async function deleteThreadBatch(db: Db, threadIds: string[]): Promise<void> {
  await db.entities.thread.delete(threadIds.map((threadId) => ({ threadId }))).go();
}
