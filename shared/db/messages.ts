// Messages live in their inbox's partition (sorted by ID, which is arrival time) and are indexed by thread; RFC
// Message-ID references (threading, delivery reports, duplicate deliveries) and the addresses an inbox wrote to
// share that partition. A message joins its thread in one transaction with its references and its event.
import { idAtTime } from "../ids.js";
import { type Cursor, type Page, type PageRequest, toPage } from "../pagination.js";
import { filterExpression, type MessageFilter, type WhereOps } from "./mail-filter.js";
import type {
  CorrespondentItem,
  CreateEventItem,
  Db,
  InboxItem,
  MessageItem,
  MessageRefItem,
  ReadOptions,
  ThreadItem,
} from "./service.js";
import { named, type TxOutcome, writeTransaction } from "./transactions.js";

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

/**
 * The oldest inbound message of an inbox received after a time and carrying none of `exclude` (wait_for_message).
 * A key range from the first ID of that time: a message's ID is made at or after its timestamp, so no later message
 * sorts before it, and the query reads only the inbox's newer items. Consistent, so a message announced by its event
 * is found.
 */
export async function oldestInboundAfter(
  db: Db,
  inboxId: string,
  after: string,
  exclude: readonly string[],
): Promise<MessageItem | undefined> {
  const { data } = await db.entities.message.query
    .byInbox({ inboxId })
    .gt({ messageId: idAtTime("message", Date.parse(after)) })
    .where((attr, op) =>
      [
        op.eq(attr.direction, "inbound"),
        op.gt(attr.timestamp, after),
        ...exclude.map((label) => op.notContains(attr.labels, label)),
      ].join(" AND "),
    )
    .go({ order: "asc", count: 1, consistent: true });
  return data[0];
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
export async function messagesOfThread(db: Db, threadId: string, limit: number): Promise<MessageItem[]> {
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

/** What one attempt of a message append writes, built from a fresh read of the thread. */
export interface MessageAppend {
  message: MessageItem;
  /** The thread as read: its version guards the write. Absent when the message starts a thread. */
  thread?: ThreadItem;
  /** The thread once the message has joined it (or the new thread). */
  nextThread: ThreadItem;
  /** RFC Message-IDs that find this message: its own, and for sent mail the transport's aliases. */
  refs: string[];
  /**
   * Received mail: the dedupe reference of the stored raw message, created only when absent, so the same bytes
   * replayed are stored once (a failed `delivery` condition).
   */
  deliveryRef?: string;
  /** Sent mail: the addresses written to, for the trust layer's prior correspondence. */
  correspondents?: string[];
  /** The one event announcing the message. */
  event: CreateEventItem;
  /** Received mail in an ephemeral inbox: the inbox's expiry, pushed by each message. */
  inboxExpiry?: Pick<InboxItem, "expiresAt" | "expiryQueue" | "ttl" | "updatedAt">;
}

/** The items of a message append. */
export type AppendWrite = "delivery" | "thread" | "message" | "correspondent" | "reference" | "event" | "inbox";

/** Appended (with the message as written, in the thread it joined), or a duplicate delivery. */
export type AppendOutcome = { ok: true; message: MessageItem } | { ok: false; failed: "delivery" };

/** Attempts at an append whose thread keeps moving (other messages joining it) before giving up. */
const APPEND_ATTEMPTS = 6;

/**
 * Message append (received and sent mail alike): the message, its thread created or rewritten under its version,
 * its RFC Message-ID references and its event in one transaction, with the dedupe reference, the correspondents
 * and the inbox expiry where given. `plan` reads the thread and builds the writes; when the thread moved under the
 * write it is called again, up to six attempts. A duplicate delivery comes back as `failed: "delivery"`; any
 * other failed condition throws.
 */
export async function appendMessageToThread(db: Db, plan: () => Promise<MessageAppend>): Promise<AppendOutcome> {
  for (let attempt = 1; attempt <= APPEND_ATTEMPTS; attempt++) {
    const append = await plan();
    const { message, thread, nextThread } = append;
    const { inboxId, messageId, threadId } = message;
    const result = await writeTransaction<AppendWrite>(
      db,
      ({ message: messages, thread: threads, messageRef, correspondent, event, inbox }) => [
        ...(append.deliveryRef
          ? [
              named(
                "delivery",
                messageRef.create({ inboxId, rfcMessageId: append.deliveryRef, messageId, threadId }).commit(),
              ),
            ]
          : []),
        named(
          "thread",
          thread
            ? threads
                .put(nextThread)
                .where((a, op) => op.eq(a.version, thread.version))
                .commit()
            : threads.create(nextThread).commit(),
        ),
        named("message", messages.create(message).commit()),
        ...(append.correspondents ?? []).map((address) =>
          named("correspondent", correspondent.put({ inboxId, address, lastWrittenAt: message.timestamp }).commit()),
        ),
        ...append.refs.map((rfcMessageId) =>
          named("reference", messageRef.put({ inboxId, rfcMessageId, messageId, threadId }).commit()),
        ),
        named("event", event.create(append.event).commit()),
        ...(append.inboxExpiry ? [named("inbox", inbox.patch({ inboxId }).set(append.inboxExpiry).commit())] : []),
      ],
    );
    if (result.ok) return { ok: true, message };
    if (result.failed === "delivery") return { ok: false, failed: "delivery" };
    if (result.failed !== "thread")
      throw new Error(`Appending message ${messageId}: the ${result.failed} write failed`);
  }
  throw new Error("Appending a message: its thread kept changing");
}

/** Record a delivery report: the sent message's delivery status with its event (`message` fails when it is gone). */
export async function recordDeliveryStatus(
  db: Db,
  message: MessageItem,
  status: NonNullable<MessageItem["deliveryStatus"]>,
  at: string,
  event: CreateEventItem,
): Promise<TxOutcome<"message" | "event">> {
  return writeTransaction<"message" | "event">(db, ({ message: messages, event: events }) => [
    named(
      "message",
      messages
        .patch({ inboxId: message.inboxId, messageId: message.messageId })
        .set({ deliveryStatus: status, updatedAt: at })
        .commit(),
    ),
    named("event", events.create(event).commit()),
  ]);
}
