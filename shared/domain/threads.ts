// Threads: the conversation summary kept in step with its messages.
import { inScope, type Principal, type Scope } from "../auth/principal.js";
import type { MessageFilter } from "../db/mail-filter.js";
import { pageThreadMessagesNewestFirst, threadHasMessageWithout } from "../db/messages.js";
import type { MessageItem, ThreadItem } from "../db/service.js";
import { pageThreads, readThread } from "../db/threads.js";
import { notFound } from "../errors.js";
import type { Page, PageRequest } from "../pagination.js";
import type { Platform } from "../ports/platform.js";
import { type AttachmentMeta, toAttachment } from "./attachments.js";
import { unreadableLabels } from "./labels.js";

const MAX_PARTICIPANTS = 100;
const MAX_THREAD_ATTACHMENTS = 100;
const MAX_SEARCH_TEXT = 16 * 1024;

type ThreadAttachment = Omit<AttachmentMeta, "blobKey">;

export function toThread(thread: ThreadItem) {
  const attachments = (thread.attachments as ThreadAttachment[] | undefined) ?? [];
  return {
    inbox_id: thread.inboxId,
    thread_id: thread.threadId,
    labels: thread.labels,
    timestamp: thread.timestamp,
    received_timestamp: thread.receivedTimestamp,
    sent_timestamp: thread.sentTimestamp,
    senders: thread.senders,
    recipients: thread.recipients,
    subject: thread.subject,
    preview: thread.preview,
    last_message_id: thread.lastMessageId,
    message_count: thread.messageCount,
    size: thread.size,
    attachments: attachments.length ? attachments.map(toAttachment) : undefined,
    updated_at: thread.updatedAt,
    created_at: thread.createdAt,
    pod_id: thread.podId,
  };
}

function addUnique(list: readonly string[], values: readonly string[], cap: number): string[] {
  const out = [...list];
  for (const v of values) if (v && !out.includes(v) && out.length < cap) out.push(v);
  return out;
}

/** The thread after `message` joins it (or a new thread when there is none). */
export function threadWith(existing: ThreadItem | undefined, message: MessageItem): ThreadItem {
  const at = message.timestamp;
  const attachments = (message.attachments as AttachmentMeta[] | undefined) ?? [];
  const base: ThreadItem = existing ?? {
    threadId: message.threadId,
    inboxId: message.inboxId,
    organizationId: message.organizationId,
    podId: message.podId,
    labels: [],
    subject: message.subject,
    senders: [],
    recipients: [],
    lastMessageId: message.messageId,
    messageCount: 0,
    size: 0,
    timestamp: at,
    version: 0,
    createdAt: at,
    updatedAt: at,
  };
  const later = at >= base.timestamp;
  return {
    ...base,
    podId: message.podId,
    labels: addUnique(base.labels, message.labels, 1000),
    subject: base.subject ?? message.subject,
    preview: later ? (message.preview ?? base.preview) : base.preview,
    senders: addUnique(base.senders, [message.from], MAX_PARTICIPANTS),
    recipients: addUnique(base.recipients, [...message.to, ...(message.cc ?? [])], MAX_PARTICIPANTS),
    lastMessageId: later ? message.messageId : base.lastMessageId,
    messageCount: base.messageCount + 1,
    size: base.size + message.size,
    // The thread shows its attachments' metadata; where the bytes are stays on the message.
    attachments: [...((base.attachments as ThreadAttachment[] | undefined) ?? []), ...attachments]
      .slice(0, MAX_THREAD_ATTACHMENTS)
      .map(({ blobKey: _, ...meta }: ThreadAttachment & { blobKey?: string }) => meta),
    timestamp: later ? at : base.timestamp,
    receivedTimestamp: message.direction === "inbound" ? at : base.receivedTimestamp,
    sentTimestamp: message.direction === "outbound" ? at : base.sentTimestamp,
    searchText: searchTextOf(`${base.searchText ?? ""} ${message.searchText ?? ""}`, MAX_SEARCH_TEXT),
    version: base.version + 1,
    updatedAt: at,
  };
}

/** Thread summary recomputed from its remaining messages (after label changes or deletions). */
export function threadFrom(existing: ThreadItem, messages: MessageItem[], now: Date): ThreadItem | undefined {
  if (!messages.length) return undefined;
  const sorted = [...messages].sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  let thread: ThreadItem | undefined;
  for (const m of sorted) thread = threadWith(thread, m);
  const rebuilt = thread as ThreadItem;
  return {
    ...rebuilt,
    threadId: existing.threadId,
    createdAt: existing.createdAt,
    version: existing.version + 1,
    updatedAt: now.toISOString(),
  };
}

/**
 * A search text: the distinct words of `text` in order of first appearance, capped at `cap` characters. Filters
 * match each query word as a substring of the text (never across a space), so a repeated word adds bytes (billed
 * again in every index copy of a message or thread) and no match.
 */
export function searchTextOf(text: string, cap: number): string {
  return [...new Set(searchWords(text))].join(" ").slice(0, cap);
}

/** Words of a search text: lowercase, split on anything but letters, digits, @ . _ + -. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}@._+-]+/u)
    .filter(Boolean);
}

// ---- reading threads ----

/** Readable when at least one of its messages carries none of the credential's unreadable hidden labels. */
async function threadReadable(platform: Platform, principal: Principal, thread: ThreadItem): Promise<boolean> {
  // The thread's labels are the union of its messages' (spam mail keeps INBOX), so ask the messages themselves.
  const hidden = unreadableLabels(principal).filter((label) => thread.labels.includes(label));
  if (!hidden.length) return true;
  return threadHasMessageWithout(platform.db, thread.threadId, hidden);
}

export async function getThreadInScope(platform: Platform, principal: Principal, scope: Scope, threadId: string) {
  const data = await readThread(platform.db, threadId, { consistent: true });
  // A thread all of whose mail is unreadable to this credential does not exist for it.
  if (!data || !inScope(scope, data) || !(await threadReadable(platform, principal, data))) {
    throw notFound("Thread not found");
  }
  return data;
}

/** Threads in scope, most recently active first. */
export async function listThreads(
  platform: Platform,
  scope: Scope,
  page: PageRequest,
  filter: MessageFilter,
): Promise<Page<ThreadItem>> {
  return pageThreads(platform.db, scope, page, filter);
}

/** One page of a thread's messages: the first page holds the newest, oldest first within the page. */
export async function threadMessagePage(
  platform: Platform,
  threadId: string,
  page: PageRequest,
  exclude: string[],
): Promise<Page<MessageItem>> {
  const result = await pageThreadMessagesNewestFirst(platform.db, threadId, page, exclude);
  return { ...result, items: [...result.items].reverse() };
}
