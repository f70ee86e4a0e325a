// Messages as the API shows them, and their bodies in the blob store.

import type { Principal } from "../auth/principal.js";
import { blobKeys } from "../db/blob-keys.js";
import type { MessageFilter } from "../db/mail-filter.js";
import {
  deleteMessage,
  messagesOfThread,
  pageInboxMessages,
  readMessage,
  readMessages,
  setMessageLabels,
} from "../db/messages.js";
import type { MessageItem, ThreadItem } from "../db/service.js";
import { deleteThreadAtVersion, readThread, replaceThreadAtVersion } from "../db/threads.js";
import { conditionFailed } from "../db/transactions.js";
import { notFound, validation } from "../errors.js";
import { offsetPage, type Page, type PageRequest } from "../pagination.js";
import type { Platform } from "../ports/platform.js";
import type { TrustReport } from "../trust/types.js";
import { type AttachmentMeta, toAttachment } from "./attachments.js";
import { applyLabelChanges, excludedLabels, normalizeLabels, readableLabels } from "./labels.js";
import { searchWords, threadFrom } from "./threads.js";

export interface MessageBodies {
  text?: string;
  html?: string;
  extracted_text?: string;
  extracted_html?: string;
}

const nonEmpty = <T>(list: T[] | undefined) => (list?.length ? list : undefined);

/** The Message view; `trust` is the full report (GET and export show it; lists and events do not). */
export function toMessage(item: MessageItem, bodies?: MessageBodies, options: { trust?: TrustReport } = {}) {
  const attachments = (item.attachments as AttachmentMeta[] | undefined) ?? [];
  return {
    inbox_id: item.inboxId,
    thread_id: item.threadId,
    message_id: item.messageId,
    labels: item.labels,
    timestamp: item.timestamp,
    from: item.from,
    to: item.to,
    cc: nonEmpty(item.cc),
    bcc: nonEmpty(item.bcc),
    reply_to: nonEmpty(item.replyTo),
    subject: item.subject,
    preview: item.preview,
    attachments: attachments.length ? attachments.map(toAttachment) : undefined,
    in_reply_to: item.inReplyTo,
    references: nonEmpty(item.references),
    headers: item.headers as Record<string, string> | undefined,
    size: item.size,
    updated_at: item.updatedAt,
    created_at: item.createdAt,
    pod_id: item.podId,
    direction: item.direction,
    delivery_status: item.deliveryStatus,
    trust_level: item.trustLevel,
    ...(bodies ?? {}),
    received_via: item.receivedVia,
    ...(options.trust ? { trust: options.trust } : {}),
  };
}

export type MessageView = ReturnType<typeof toMessage>;

/**
 * The body blob: the bodies and, for inbound mail, the full trust report. The report is large (agent-safe text
 * and HTML, segments, links) and only GET and export show it, so it lives here rather than in the item (which
 * keeps the level for lists). Items written before that carry the report themselves.
 */
interface StoredContent extends MessageBodies {
  trust?: TrustReport;
}

async function readContent(platform: Platform, item: MessageItem): Promise<StoredContent> {
  if (!item.bodyKey) return {};
  const raw = await platform.blobs.get(item.bodyKey);
  return raw ? (JSON.parse(raw.toString("utf8")) as StoredContent) : {};
}

export async function readBodies(platform: Platform, item: MessageItem): Promise<MessageBodies> {
  const { trust: _report, ...bodies } = await readContent(platform, item);
  return bodies;
}

/** Bodies and trust report with one blob read (GET message, export). */
export async function readBodiesAndTrust(
  platform: Platform,
  item: MessageItem,
): Promise<{ bodies: MessageBodies; trust?: TrustReport }> {
  const { trust, ...bodies } = await readContent(platform, item);
  return { bodies, trust: (item.trust as TrustReport | undefined) ?? trust };
}

/** An inbound message's trust report, or undefined (outbound mail has none). */
export async function readTrust(platform: Platform, item: MessageItem): Promise<TrustReport | undefined> {
  if (item.direction !== "inbound") return undefined;
  return (await readBodiesAndTrust(platform, item)).trust;
}

/** How long a download link in an answer is said to hold (the link needs the same credential anyway). */
const DOWNLOAD_LINK_LIFETIME_MS = 3600_000;

/** Where the API serves a stored message's raw bytes, or one of its attachments' bytes. */
export function downloadLink(
  platform: Platform,
  message: MessageItem,
  what: "raw" | Pick<AttachmentMeta, "attachmentId">,
  now: Date,
): { download_url: string; expires_at: string } {
  const base = `${platform.config.baseUrl}/v0/inboxes/${encodeURIComponent(message.inboxId)}/messages/${message.messageId}`;
  const suffix = what === "raw" ? "/raw/download" : `/attachments/${what.attachmentId}/download`;
  return {
    download_url: `${base}${suffix}`,
    expires_at: new Date(now.getTime() + DOWNLOAD_LINK_LIFETIME_MS).toISOString(),
  };
}

export async function writeBodies(
  platform: Platform,
  inboxId: string,
  messageId: string,
  bodies: MessageBodies,
  trust?: TrustReport,
) {
  const key = blobKeys.body(inboxId, messageId);
  const content: StoredContent = trust ? { ...bodies, trust } : bodies;
  await platform.blobs.put(key, JSON.stringify(content), "application/json");
  return key;
}

/** Bodies ride along in event payloads while they are small; larger ones are fetched with GET. */
export function bodiesForEvent(bodies: MessageBodies): MessageBodies {
  const size = Object.values(bodies).reduce((n, v) => n + (v?.length ?? 0), 0);
  return size <= 128 * 1024 ? bodies : {};
}

// ---- reading and changing stored messages ----

/** What a list of mail asks for: label filters, time bounds, and which hidden labels to show (if permitted). */
export interface MailListQuery {
  labels?: string[];
  before?: string;
  after?: string;
  include_spam?: boolean;
  include_blocked?: boolean;
  include_unauthenticated?: boolean;
  include_trash?: boolean;
  include_quarantine?: boolean;
}

const iso = (value: string | undefined) => (value ? new Date(value).toISOString() : undefined);

/**
 * The list filter for a query (message and thread lists, REST and MCP): label filters, time bounds, and hidden labels
 * left out unless asked and permitted. A label filter for a hidden label the credential may not see matches nothing.
 */
export function mailFilter(principal: Principal, query: MailListQuery, words: string[] = []): MessageFilter {
  const labels = normalizeLabels(query.labels);
  const exclude = excludedLabels(principal, query as Record<string, boolean | undefined>, labels);
  return { labels, exclude, before: iso(query.before), after: iso(query.after), words };
}

export async function listMessages(
  platform: Platform,
  inboxId: string,
  page: PageRequest,
  filter: MessageFilter,
): Promise<Page<MessageItem>> {
  return pageInboxMessages(platform.db, inboxId, page, filter);
}

/** How many of the newest messages matching a search's filter are read for its words. */
export const SEARCH_SCAN = 500;

/**
 * Messages whose subject, addresses, attachment names or body contain every word of `q`, newest first: the newest
 * SEARCH_SCAN matching the filter, paged by offset (`truncated` when more matched than were read).
 */
export async function searchMessages(
  platform: Platform,
  principal: Principal,
  inboxId: string,
  q: string | undefined,
  query: MailListQuery,
  page: PageRequest,
  pageToken: string | undefined,
): Promise<{ page: Page<MessageItem>; truncated: boolean }> {
  const words = searchWords(q ?? "");
  if (!words.length) throw validation("q is required", "q");
  const scanned = await listMessages(
    platform,
    inboxId,
    { limit: SEARCH_SCAN, ascending: false },
    mailFilter(principal, query, words),
  );
  return { page: offsetPage(scanned.items, page, pageToken), truncated: scanned.next !== undefined };
}

export async function getMessage(platform: Platform, inboxId: string, messageId: string): Promise<MessageItem> {
  const data = await readMessage(platform.db, inboxId, messageId, { consistent: true });
  if (!data) throw notFound("Message not found");
  return data;
}

/** A message the credential may read: hidden labels it may not see make it not found. */
export async function getReadableMessage(platform: Platform, principal: Principal, inboxId: string, messageId: string) {
  const message = await getMessage(platform, inboxId, messageId);
  if (!readableLabels(principal, message.labels)) throw notFound("Message not found");
  return message;
}

/** Messages by ID in request order (first 100 distinct), unknown or unreadable ones left out. */
export async function batchGetMessages(
  platform: Platform,
  principal: Principal,
  inboxId: string,
  messageIds: string[],
): Promise<MessageItem[]> {
  const ids = [...new Set(messageIds)].slice(0, BATCH_LIMIT);
  if (!ids.length) return [];
  const data = await readMessages(platform.db, inboxId, ids);
  const byId = new Map(data.map((m) => [m.messageId, m]));
  return ids
    .map((id) => byId.get(id))
    .filter((m): m is MessageItem => m !== undefined && readableLabels(principal, m.labels));
}

export const BATCH_LIMIT = 100;

/** Sets a message's labels and brings its thread's label union in step. */
export async function relabelMessages(
  platform: Platform,
  messages: MessageItem[],
  add: string[],
  remove: string[],
  now: Date,
): Promise<MessageItem[]> {
  const at = now.toISOString();
  const updated: MessageItem[] = [];
  for (const message of messages) {
    const labels = applyLabelChanges(message.labels, add, remove);
    if (labels.join("\n") === message.labels.join("\n")) {
      updated.push(message);
      continue;
    }
    updated.push(await setMessageLabels(platform.db, message, labels, at));
  }
  for (const threadId of new Set(updated.map((m) => m.threadId))) await refreshThread(platform, threadId, now);
  return updated;
}

export async function deleteMessages(platform: Platform, messages: MessageItem[], now: Date): Promise<void> {
  for (const message of messages) {
    await deleteMessage(platform.db, message.inboxId, message.messageId);
    const keys = [
      message.rawKey,
      message.bodyKey,
      ...((message.attachments as AttachmentMeta[] | undefined) ?? []).map((a) => a.blobKey),
    ];
    await Promise.all(keys.filter((k): k is string => Boolean(k)).map((k) => platform.blobs.delete(k)));
  }
  for (const threadId of new Set(messages.map((m) => m.threadId))) await refreshThread(platform, threadId, now);
}

/** Up to this many messages are read, relabelled or deleted per thread operation. */
export const THREAD_MESSAGE_CAP = 500;

export async function threadMessages(platform: Platform, threadId: string, limit = THREAD_MESSAGE_CAP) {
  return messagesOfThread(platform.db, threadId, limit);
}

/** Recomputes a thread from its messages (or deletes it when none are left). */
export async function refreshThread(platform: Platform, threadId: string, now: Date): Promise<ThreadItem | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const thread = await readThread(platform.db, threadId, { consistent: true });
    if (!thread) return undefined;
    const rebuilt = threadFrom(thread, await threadMessages(platform, threadId), now);
    try {
      if (!rebuilt) {
        await deleteThreadAtVersion(platform.db, threadId, thread.version);
        return undefined;
      }
      await replaceThreadAtVersion(platform.db, rebuilt, thread.version);
      return rebuilt;
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }
  throw new Error(`Thread ${threadId} kept changing while being refreshed`);
}
