// Messages live in their inbox's partition (sorted by ID, which is arrival time) and are indexed by thread; RFC
// Message-ID references (threading, delivery reports, duplicate deliveries) and the addresses an inbox wrote to
// share that partition. A message joins its thread in one transaction with its references and its event.
import { type Cursor, type Page, type PageRequest, toPage } from "../pagination.js";
import { filterExpression, type MessageFilter, type WhereOps } from "./mail-filter.js";
import type { CorrespondentItem, Db, MessageItem, MessageRefItem, ReadOptions } from "./service.js";

/** Message by inbox and ID. */
export async function readMessage(
  db: Db,
  inboxId: string,
  messageId: string,
  options: ReadOptions = {},
): Promise<MessageItem | undefined> {
  const { data } = await db.entities.message.get({ inboxId, messageId }).go({ consistent: options.consistent });
  return data ?? undefined;
}

/** Messages of an inbox by ID, in one batch read; unknown IDs are left out (in no particular order). */
export async function readMessages(db: Db, inboxId: string, messageIds: string[]): Promise<MessageItem[]> {
  const { data } = await db.entities.message.get(messageIds.map((messageId) => ({ inboxId, messageId }))).go();
  return data;
}

/** Messages of an inbox by arrival, one page, filtered by labels, dates and search words. */
export async function pageInboxMessages(
  db: Db,
  inboxId: string,
  page: PageRequest,
  filter: MessageFilter,
): Promise<Page<MessageItem>> {
  const base = db.entities.message.query.byInbox({ inboxId });
  const cursor = page.cursor as { messageId: string } | undefined;
  const ranged = cursor ? (page.ascending ? base.gt(cursor) : base.lt(cursor)) : base;
  const query = ranged.where((attr, op) => filterExpression(attr, op as unknown as WhereOps, filter));
  const { data } = await query.go({ order: page.ascending ? "asc" : "desc", count: page.limit + 1 });
  return toPage(data, page, (m): Cursor => ({ messageId: m.messageId }));
}

/** Every message of an inbox, oldest first, a page of 100 at a time (export). */
export async function* inboxMessagesOldestFirst(db: Db, inboxId: string): AsyncGenerator<MessageItem> {
  let cursor: string | null = null;
  do {
    const page: { data: MessageItem[]; cursor: string | null } = await db.entities.message.query
      .byInbox({ inboxId })
      .go({ order: "asc", limit: 100, cursor });
    for (const item of page.data) yield item;
    cursor = page.cursor;
  } while (cursor);
}

/** How many messages an inbox holds (their IDs only are read). */
export async function countInboxMessages(db: Db, inboxId: string): Promise<number> {
  const { data } = await db.entities.message.query.byInbox({ inboxId }).go({ pages: "all", attributes: ["messageId"] });
  return data.length;
}

/** Up to `limit` messages of a thread, oldest first. */
export async function threadMessages(db: Db, threadId: string, limit: number): Promise<MessageItem[]> {
  const { data } = await db.entities.message.query.byThread({ threadId }).go({ count: limit });
  return data;
}

/** Messages of a thread, newest first, one page, leaving out those carrying any of `exclude`. */
export async function pageThreadMessagesNewestFirst(
  db: Db,
  threadId: string,
  page: PageRequest,
  exclude: string[],
): Promise<Page<MessageItem>> {
  const base = db.entities.message.query.byThread({ threadId });
  const cursor = page.cursor as { messageId: string } | undefined;
  const ranged = cursor ? base.lt(cursor) : base;
  const { data } = await ranged
    .where((attr, op) => exclude.map((label) => op.notContains(attr.labels, label)).join(" AND "))
    .go({ order: "desc", count: page.limit + 1 });
  return toPage(data, page, (m): Cursor => ({ messageId: m.messageId }));
}

/** Whether a thread has a message carrying none of `labels` (stops at the first). */
export async function threadHasMessageWithout(db: Db, threadId: string, labels: string[]): Promise<boolean> {
  const { data } = await db.entities.message.query
    .byThread({ threadId })
    .where((attr, op) => labels.map((label) => op.notContains(attr.labels, label)).join(" AND "))
    .go({ count: 1 });
  return data.length > 0;
}

/** Set a message's labels; the updated message. */
export async function setMessageLabels(
  db: Db,
  message: MessageItem,
  labels: string[],
  at: string,
): Promise<MessageItem> {
  const { data } = await db.entities.message
    .patch({ inboxId: message.inboxId, messageId: message.messageId })
    .set({ labels, updatedAt: at })
    .go({ response: "all_new" });
  return data as MessageItem;
}

/** Delete one message. */
export async function deleteMessage(db: Db, inboxId: string, messageId: string): Promise<void> {
  await db.entities.message.delete({ inboxId, messageId }).go();
}

/** The first 100 messages of an inbox (deleting an inbox's mail a batch at a time). */
export async function firstInboxMessages(db: Db, inboxId: string): Promise<MessageItem[]> {
  const { data } = await db.entities.message.query.byInbox({ inboxId }).go({ limit: 100 });
  return data;
}

/** Delete messages of an inbox in one batch. */
export async function deleteMessageBatch(db: Db, inboxId: string, messageIds: string[]): Promise<void> {
  await db.entities.message.delete(messageIds.map((messageId) => ({ inboxId, messageId }))).go();
}

/** Reference by inbox and RFC Message-ID: which message (and thread) carries it. */
export async function readMessageRef(
  db: Db,
  inboxId: string,
  rfcMessageId: string,
  options: ReadOptions = {},
): Promise<MessageRefItem | undefined> {
  const { data } = await db.entities.messageRef.get({ inboxId, rfcMessageId }).go({ consistent: options.consistent });
  return data ?? undefined;
}

/** References of an inbox by RFC Message-ID, in one batch read; unknown ones are left out. */
export async function readMessageRefs(db: Db, inboxId: string, rfcMessageIds: string[]): Promise<MessageRefItem[]> {
  const { data } = await db.entities.messageRef
    .get(rfcMessageIds.map((rfcMessageId) => ({ inboxId, rfcMessageId })))
    .go();
  return data;
}

/** The first 100 references of an inbox (deleting an inbox's mail a batch at a time). */
export async function firstInboxMessageRefs(db: Db, inboxId: string): Promise<MessageRefItem[]> {
  const { data } = await db.entities.messageRef.query.byRfcId({ inboxId }).go({ limit: 100 });
  return data;
}

/** Delete references of an inbox in one batch. */
export async function deleteMessageRefBatch(db: Db, inboxId: string, rfcMessageIds: string[]): Promise<void> {
  await db.entities.messageRef.delete(rfcMessageIds.map((rfcMessageId) => ({ inboxId, rfcMessageId }))).go();
}

/** Prior correspondence: when an inbox last wrote to an address, if ever. */
export async function readCorrespondent(
  db: Db,
  inboxId: string,
  address: string,
): Promise<CorrespondentItem | undefined> {
  const { data } = await db.entities.correspondent.get({ inboxId, address }).go();
  return data ?? undefined;
}
