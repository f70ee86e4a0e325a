import { z } from "zod";
import { blobKeys } from "../db/blob-keys.js";
import { findAttachment, toAttachment } from "../domain/attachments.js";
import { EXPORT_CONTENT_TYPE, exportInbox } from "../domain/export.js";
import {
  BATCH_LIMIT,
  batchGetMessages,
  deleteMessages,
  downloadLink,
  getReadableMessage,
  listMessages,
  mailFilter,
  readBodiesAndTrust,
  readTrust,
  relabelMessages,
  searchMessages,
  toMessage,
} from "../domain/messages.js";
import { searchWords } from "../domain/threads.js";
import { notFound, validation } from "../errors.js";
import type { Reply } from "../http/request.js";
import { deleted, ok, route } from "../http/route.js";
import { listQuery, q } from "../http/validation.js";
import { DOWNLOAD_URL_TTL_SECONDS, LAMBDA_BODY_LIMIT_BYTES } from "../limits.js";
import { listBody, pageRequest } from "../pagination.js";
import type { Platform } from "../ports/platform.js";

const BASE = "/inboxes/{inbox_id}/messages";

export const labelList = z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : [v]));

export const mailListFilters = {
  labels: q.list(),
  before: q.timestamp(),
  after: q.timestamp(),
  include_spam: q.bool(),
  include_blocked: q.bool(),
  include_unauthenticated: q.bool(),
  include_trash: q.bool(),
  include_quarantine: q.bool(),
};

function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

interface StoredDownload {
  key: string;
  /** Bytes as recorded with the message: decides inline or redirect before anything is read. */
  size: number;
  contentType: string;
  contentDisposition: string;
  /** Headers of an inline answer only (S3 cannot add them; its origin is not ours anyway). */
  inlineHeaders?: Record<string, string>;
  missing: string;
}

/**
 * Stored bytes as a download, alike on both platforms: inline when they fit a Lambda response, else a 302 to a
 * short-lived presigned S3 URL (a buffered Lambda answer cannot carry them on AWS). Clients following the redirect
 * drop the Authorization header on the way to S3's origin, so the credential never reaches it.
 */
async function download(platform: Platform, d: StoredDownload): Promise<Reply> {
  const redirect = async (): Promise<Reply> => ({
    status: 302,
    headers: {
      location: await platform.blobs.downloadUrl(d.key, {
        contentType: d.contentType,
        contentDisposition: d.contentDisposition,
        expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS,
      }),
      "cache-control": "no-store",
    },
  });
  if (d.size > LAMBDA_BODY_LIMIT_BYTES) return redirect();
  const bytes = await platform.blobs.get(d.key);
  if (!bytes) throw notFound(d.missing);
  // A recorded size below the truth must not produce an answer Lambda cannot return.
  if (bytes.length > LAMBDA_BODY_LIMIT_BYTES) return redirect();
  return {
    status: 200,
    raw: bytes,
    headers: { "content-type": d.contentType, "content-disposition": d.contentDisposition, ...d.inlineHeaders },
  };
}

const messageIds = z.array(z.string(), { error: "message_ids must be a list" });

export const messageRoutes = [
  route({
    method: "GET",
    path: BASE,
    auth: "credential",
    permission: "message_read",
    prefixes: ["pod"],
    summary: "List messages, newest first; spam, blocked, unauthenticated, trash and quarantine hidden unless asked",
    query: z.object({ ...listQuery, ...mailListFilters, from: q.list(), to: q.list(), subject: q.list() }),
    handler: async ({ platform, principal, inbox, query }) => {
      const page = pageRequest(query);
      const words = [...(query.from ?? []), ...(query.to ?? []), ...(query.subject ?? [])].flatMap(searchWords);
      const result = await listMessages(platform, inbox.inboxId, page, mailFilter(principal, query, words));
      return ok(listBody("messages", result, page.limit, (m) => toMessage(m)));
    },
  }),
  route({
    method: "GET",
    path: `${BASE}/search`,
    auth: "credential",
    permission: "message_read",
    prefixes: ["pod"],
    summary: "Messages whose subject, addresses, attachment names or body contain every word of q",
    query: z.object({ ...listQuery, ...mailListFilters, q: q.string() }),
    handler: async ({ platform, principal, inbox, query }) => {
      const page = pageRequest(query);
      const found = await searchMessages(platform, principal, inbox.inboxId, query.q, query, page, query.page_token);
      return ok({
        ...listBody("messages", found.page, page.limit, (m) => toMessage(m)),
        truncated: found.truncated,
      });
    },
  }),
  route({
    method: "POST",
    path: `${BASE}/batch-get`,
    auth: "credential",
    permission: "message_read",
    prefixes: ["pod"],
    summary: "Messages by ID (first 100 distinct) in request order; unknown IDs left out",
    body: z.object({ message_ids: messageIds }),
    handler: async ({ platform, principal, inbox, body }) => {
      const messages = await batchGetMessages(platform, principal, inbox.inboxId, body.message_ids);
      return ok({ limit: BATCH_LIMIT, count: messages.length, messages: messages.map((m) => toMessage(m)) });
    },
  }),
  route({
    method: "POST",
    path: `${BASE}/batch-update`,
    auth: "credential",
    permission: "message_update",
    prefixes: ["pod"],
    summary: "Add and remove labels on messages by ID (first 100 distinct)",
    body: z.object({ message_ids: messageIds, add_labels: labelList.optional(), remove_labels: labelList.optional() }),
    handler: async ({ platform, principal, inbox, body, now }) => {
      const found = await batchGetMessages(platform, principal, inbox.inboxId, body.message_ids);
      const updated = await relabelMessages(platform, found, body.add_labels ?? [], body.remove_labels ?? [], now);
      return ok({
        limit: BATCH_LIMIT,
        count: updated.length,
        updates: updated.map((m) => ({ message_id: m.messageId, labels: m.labels })),
        messages: updated.map((m) => toMessage(m)),
      });
    },
  }),
  route({
    method: "GET",
    path: `${BASE}/{message_id}`,
    auth: "credential",
    permission: "message_read",
    prefixes: ["pod"],
    summary: "A message with its bodies and trust report",
    handler: async ({ platform, principal, inbox, params }) => {
      const message = await getReadableMessage(platform, principal, inbox.inboxId, params.message_id);
      const { bodies, trust } = await readBodiesAndTrust(platform, message);
      return ok(toMessage(message, bodies, { trust }));
    },
  }),
  route({
    method: "PATCH",
    path: `${BASE}/{message_id}`,
    auth: "credential",
    permission: "message_update",
    prefixes: ["pod"],
    summary: "Add and remove labels (removing UNREAD marks it read)",
    body: z.object({ add_labels: labelList.optional(), remove_labels: labelList.optional() }),
    handler: async ({ platform, principal, inbox, params, body, now }) => {
      const message = await getReadableMessage(platform, principal, inbox.inboxId, params.message_id);
      const [updated] = await relabelMessages(
        platform,
        [message],
        body.add_labels ?? [],
        body.remove_labels ?? [],
        now,
      );
      return ok(toMessage(updated));
    },
  }),
  route({
    method: "DELETE",
    path: `${BASE}/{message_id}`,
    auth: "credential",
    permission: "message_delete",
    prefixes: ["pod"],
    summary: "Delete a message with its raw MIME, bodies and attachments",
    handler: async ({ platform, principal, inbox, params, now }) => {
      const message = await getReadableMessage(platform, principal, inbox.inboxId, params.message_id);
      await deleteMessages(platform, [message], now);
      return deleted();
    },
  }),
  route({
    method: "GET",
    path: `${BASE}/{message_id}/trust`,
    auth: "credential",
    permission: "message_read",
    prefixes: ["pod"],
    summary: "The trust report of an inbound message (404 for outbound)",
    handler: async ({ platform, principal, inbox, params }) => {
      const message = await getReadableMessage(platform, principal, inbox.inboxId, params.message_id);
      const trust = await readTrust(platform, message);
      if (!trust) throw notFound("Trust report not found");
      return ok(trust);
    },
  }),
  route({
    method: "GET",
    path: `${BASE}/{message_id}/raw`,
    auth: "credential",
    permission: "message_read",
    prefixes: ["pod"],
    summary: "Where to download the raw RFC 5322 message (JSON, as AgentMail answers)",
    handler: async ({ platform, principal, inbox, params, now }) => {
      const message = await getReadableMessage(platform, principal, inbox.inboxId, params.message_id);
      return ok({ message_id: message.messageId, size: message.size, ...downloadLink(platform, message, "raw", now) });
    },
  }),
  route({
    method: "GET",
    path: `${BASE}/{message_id}/raw/download`,
    auth: "credential",
    permission: "message_read",
    prefixes: ["pod"],
    summary: "The raw RFC 5322 message bytes (message/rfc822); over 4 MB, a 302 to a short-lived storage URL",
    handler: async ({ platform, principal, inbox, params }) => {
      const message = await getReadableMessage(platform, principal, inbox.inboxId, params.message_id);
      return download(platform, {
        key: message.rawKey,
        size: message.size,
        contentType: "message/rfc822",
        contentDisposition: contentDisposition("attachment", `${message.messageId}.eml`),
        missing: "Raw message not found",
      });
    },
  }),
  route({
    method: "GET",
    path: `${BASE}/{message_id}/attachments/{attachment_id}`,
    auth: "credential",
    permission: "message_read",
    prefixes: ["pod"],
    summary: "Attachment metadata with a download URL (the URL needs the same credential)",
    handler: async ({ platform, principal, inbox, params, now }) => {
      const message = await getReadableMessage(platform, principal, inbox.inboxId, params.message_id);
      const attachment = findAttachment(message.attachments, params.attachment_id);
      return ok({ ...toAttachment(attachment), ...downloadLink(platform, message, attachment, now) });
    },
  }),
  route({
    method: "GET",
    path: `${BASE}/{message_id}/attachments/{attachment_id}/download`,
    auth: "credential",
    permission: "message_read",
    prefixes: ["pod"],
    summary: "Attachment bytes; over 4 MB, a 302 to a short-lived storage URL",
    handler: async ({ platform, principal, inbox, params }) => {
      const message = await getReadableMessage(platform, principal, inbox.inboxId, params.message_id);
      const attachment = findAttachment(message.attachments, params.attachment_id);
      return download(platform, {
        key: attachment.blobKey,
        size: attachment.size,
        contentType: attachment.contentType ?? "application/octet-stream",
        // Served as a download, never rendered by a browser in our origin.
        contentDisposition: contentDisposition("attachment", attachment.filename ?? attachment.attachmentId),
        inlineHeaders: { "x-content-type-options": "nosniff", "content-security-policy": "sandbox" },
        missing: "Attachment not found",
      });
    },
  }),
];

export const exportRoutes = [
  route({
    method: "GET",
    path: "/inboxes/{inbox_id}/export",
    auth: "credential",
    permission: "message_read",
    prefixes: ["pod"],
    summary: "Every message oldest first: format=mbox (raw MIME) or format=jsonl (one Message per line)",
    query: z.object({ format: q.string() }),
    handler: async ({ platform, principal, inbox, query, now }) => {
      const format = query.format;
      if (format !== "mbox" && format !== "jsonl") throw validation("format must be mbox or jsonl", "format");
      const inboxId = inbox.inboxId;
      const chunks: Buffer[] = [];
      for await (const chunk of exportInbox(platform, principal, inboxId, format)) chunks.push(chunk);
      const body = Buffer.concat(chunks);
      const headers = {
        "content-type": EXPORT_CONTENT_TYPE[format],
        "content-disposition": contentDisposition("attachment", `${inboxId}.${format}`),
      };
      if (body.length <= LAMBDA_BODY_LIMIT_BYTES) return { status: 200, raw: body, headers };
      // Too large for a Lambda answer: stored, then downloaded like a large raw message.
      const key = blobKeys.export(inboxId, format, now);
      await platform.blobs.put(key, body, headers["content-type"]);
      return download(platform, {
        key,
        size: body.length,
        contentType: headers["content-type"],
        contentDisposition: headers["content-disposition"],
        missing: "Export not found",
      });
    },
  }),
];
