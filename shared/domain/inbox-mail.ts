// Everything an inbox holds (messages, threads, references, drafts and their blobs), deleted with the inbox.
import type { Platform } from "../ports/platform.js";
import type { AttachmentMeta } from "./attachments.js";

function blobKeysOf(item: { rawKey?: string; bodyKey?: string; attachments?: unknown }): string[] {
  const attachments = ((item.attachments as AttachmentMeta[] | undefined) ?? []).map((a) => a.blobKey);
  return [item.rawKey, item.bodyKey, ...attachments].filter((k): k is string => Boolean(k));
}

/** Deletes the inbox's mail page by page; returns how many messages were deleted. */
export async function deleteInboxContents(platform: Platform, inboxId: string): Promise<number> {
  const { entities } = platform.db;
  let deletedMessages = 0;
  for (;;) {
    const { data } = await entities.message.query.byInbox({ inboxId }).go({ limit: 100 });
    if (!data.length) break;
    await Promise.all(data.flatMap(blobKeysOf).map((k) => platform.blobs.delete(k)));
    await entities.message.delete(data.map((m) => ({ inboxId, messageId: m.messageId }))).go();
    deletedMessages += data.length;
  }
  for (;;) {
    const { data } = await entities.draft.query.byInbox({ inboxId }).go({ limit: 100 });
    if (!data.length) break;
    await Promise.all(data.flatMap(blobKeysOf).map((k) => platform.blobs.delete(k)));
    await entities.draft.delete(data.map((d) => ({ inboxId, draftId: d.draftId }))).go();
  }
  for (;;) {
    const { data } = await entities.messageRef.query.byRfcId({ inboxId }).go({ limit: 100 });
    if (!data.length) break;
    await entities.messageRef.delete(data.map((r) => ({ inboxId, rfcMessageId: r.rfcMessageId }))).go();
  }
  for (;;) {
    const { data } = await entities.thread.query.byInbox({ inboxId }).go({ limit: 100 });
    if (!data.length) break;
    await entities.thread.delete(data.map((t) => ({ threadId: t.threadId }))).go();
  }
  return deletedMessages;
}
