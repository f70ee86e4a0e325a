// Where mail lives in the blob store. Raw inbound MIME is written before anything else can fail.
import { randomUUID } from "node:crypto";

export const blobKeys = {
  /** Raw inbound message as received, before parsing (date-partitioned so operators can find and replay it). */
  incoming: (now: Date) => `incoming/${now.toISOString().slice(0, 10)}/${now.getTime()}-${randomUUID()}.eml`,
  raw: (inboxId: string, messageId: string) => `messages/${inboxId}/${messageId}/raw.eml`,
  body: (inboxId: string, messageId: string) => `messages/${inboxId}/${messageId}/body.json`,
  attachment: (inboxId: string, messageId: string, attachmentId: string) =>
    `messages/${inboxId}/${messageId}/attachments/${attachmentId}`,
  draftAttachment: (inboxId: string, draftId: string, attachmentId: string) =>
    `drafts/${inboxId}/${draftId}/attachments/${attachmentId}`,
  /** An export too large to answer inline, kept for its download (the bucket expires `exports/` after a day). */
  export: (inboxId: string, format: string, now: Date) =>
    `exports/${inboxId}/${now.getTime()}-${randomUUID()}.${format}`,
};
