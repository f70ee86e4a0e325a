// Everything an inbox holds (messages, threads, references, drafts and their blobs), deleted with the inbox.
import { deleteDraftBatch, firstInboxDrafts } from "../db/drafts.js";
import {
  deleteMessageBatch,
  deleteMessageRefBatch,
  firstInboxMessageRefs,
  firstInboxMessages,
} from "../db/messages.js";
import { deleteThreadBatch, firstInboxThreads } from "../db/threads.js";
import type { Platform } from "../ports/platform.js";
import type { AttachmentMeta } from "./attachments.js";

function blobKeysOf(item: { rawKey?: string; bodyKey?: string; attachments?: unknown }): string[] {
  const attachments = ((item.attachments as AttachmentMeta[] | undefined) ?? []).map((a) => a.blobKey);
  return [item.rawKey, item.bodyKey, ...attachments].filter((k): k is string => Boolean(k));
}

/** Deletes the inbox's mail page by page; returns how many messages were deleted. */
export async function deleteInboxContents(platform: Platform, inboxId: string): Promise<number> {
  const { db } = platform;
  let deletedMessages = 0;
  for (;;) {
    const data = await firstInboxMessages(db, inboxId);
    if (!data.length) break;
    await Promise.all(data.flatMap(blobKeysOf).map((k) => platform.blobs.delete(k)));
    await deleteMessageBatch(
      db,
      inboxId,
      data.map((m) => m.messageId),
    );
    deletedMessages += data.length;
  }
  for (;;) {
    const data = await firstInboxDrafts(db, inboxId);
    if (!data.length) break;
    await Promise.all(data.flatMap(blobKeysOf).map((k) => platform.blobs.delete(k)));
    await deleteDraftBatch(
      db,
      inboxId,
      data.map((d) => d.draftId),
    );
  }
  for (;;) {
    const data = await firstInboxMessageRefs(db, inboxId);
    if (!data.length) break;
    await deleteMessageRefBatch(
      db,
      inboxId,
      data.map((r) => r.rfcMessageId),
    );
  }
  for (;;) {
    const data = await firstInboxThreads(db, inboxId);
    if (!data.length) break;
    await deleteThreadBatch(
      db,
      data.map((t) => t.threadId),
    );
  }
  return deletedMessages;
}
