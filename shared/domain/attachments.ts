// Attachments of stored mail and drafts: their metadata on the item, their bytes in the blob store, their API shape.
import { notFound } from "../errors.js";
import { newId } from "../ids.js";
import type { Platform } from "../ports/platform.js";

export interface AttachmentMeta {
  attachmentId: string;
  filename?: string;
  size: number;
  contentType?: string;
  contentDisposition?: "inline" | "attachment";
  contentId?: string;
  blobKey: string;
}

/** Attachment bytes with their MIME metadata, before or after the blob store. */
export interface AttachmentBytes {
  filename?: string;
  contentType: string;
  contentDisposition: "inline" | "attachment";
  contentId?: string;
  content: Buffer;
}

/** Stores attachment bytes under keys from `keyOf` and returns their metadata for the item. */
export async function storeAttachmentBlobs(
  platform: Platform,
  parts: readonly AttachmentBytes[],
  keyOf: (attachmentId: string) => string,
  now: Date,
): Promise<AttachmentMeta[]> {
  const out: AttachmentMeta[] = [];
  for (const part of parts) {
    const attachmentId = newId("attachment", now.getTime());
    const blobKey = keyOf(attachmentId);
    await platform.blobs.put(blobKey, part.content, part.contentType);
    out.push({
      attachmentId,
      filename: part.filename,
      size: part.content.length,
      contentType: part.contentType,
      contentDisposition: part.contentDisposition,
      contentId: part.contentId,
      blobKey,
    });
  }
  return out;
}

/** Stored attachments back as bytes (a forward re-attaches them, a draft send attaches them). */
export async function loadAttachmentBlobs(
  platform: Platform,
  metas: unknown,
): Promise<(AttachmentBytes & { size: number })[]> {
  const out: (AttachmentBytes & { size: number })[] = [];
  for (const a of (metas as AttachmentMeta[] | undefined) ?? []) {
    const content = await platform.blobs.get(a.blobKey);
    if (!content) continue;
    out.push({
      filename: a.filename,
      contentType: a.contentType ?? "application/octet-stream",
      contentDisposition: a.contentDisposition ?? "attachment",
      contentId: a.contentId,
      content,
      size: content.length,
    });
  }
  return out;
}

export function toAttachment(a: Omit<AttachmentMeta, "blobKey">) {
  return {
    attachment_id: a.attachmentId,
    filename: a.filename,
    size: a.size,
    content_type: a.contentType,
    content_disposition: a.contentDisposition,
    content_id: a.contentId,
  };
}

/** One attachment of a stored message or draft, by ID (404 when it has none of that ID). */
export function findAttachment(list: unknown, attachmentId: string): AttachmentMeta {
  const attachment = ((list as AttachmentMeta[] | undefined) ?? []).find((a) => a.attachmentId === attachmentId);
  if (!attachment) throw notFound("Attachment not found");
  return attachment;
}
