// Sending a draft: now (POST …/drafts/{id}/send) or when its `send_at` comes (the scheduler's job). The draft is
// checked, sent through the send pipeline, and deleted with its draft.sent event; a failure leaves it as it was, or
// `failed` when the send was scheduled.
import { deleteSentDraft, markDraftFailed, markDraftSending, readDraft, restoreDraftSendStatus } from "../db/drafts.js";
import { readInbox } from "../db/inboxes.js";
import type { DraftItem, InboxItem } from "../db/service.js";
import { loadAttachmentBlobs } from "../domain/attachments.js";
import { checkCap, deleteDraftBlobs, draftJobId, readDraftBodies } from "../domain/drafts.js";
import { eventRecord } from "../domain/events.js";
import { applyLabelChanges } from "../domain/labels.js";
import { ApiError, conflict } from "../errors.js";
import { parseRecipients } from "../mime/addresses.js";
import type { Platform } from "../ports/platform.js";
import { type SendResult, sendFromInbox } from "./send.js";

/**
 * Sends a draft now (explicitly or on schedule) and deletes it, with draft.sent; a failure leaves it `failed`
 * (not retried) and is rethrown.
 */
export async function sendDraft(
  platform: Platform,
  inbox: InboxItem,
  draft: DraftItem,
  changes: { addLabels?: string[]; removeLabels?: string[] },
  now: Date,
  options: { scheduled?: boolean } = {},
): Promise<SendResult> {
  try {
    await markDraftSending(platform.db, draft, now.toISOString());
  } catch {
    throw conflict("The draft is already being sent");
  }
  try {
    checkCap(platform, inbox, draft);
    const bodies = await readDraftBodies(platform, draft);
    const { result } = await sendFromInbox(
      platform,
      inbox,
      {
        to: parseRecipients(draft.to ?? [], "to"),
        cc: parseRecipients(draft.cc ?? [], "cc"),
        bcc: parseRecipients(draft.bcc ?? [], "bcc"),
        replyTo: parseRecipients(draft.replyTo ?? [], "reply_to"),
        subject: draft.subject,
        text: bodies.text,
        html: bodies.html,
        labels: applyLabelChanges(draft.labels, changes.addLabels ?? [], changes.removeLabels ?? []),
        resolvedAttachments: await loadAttachmentBlobs(platform, draft.attachments),
        inReplyTo: draft.inReplyToRfc,
        references: draft.references,
        threadId: draft.threadId,
        isReply: draft.inReplyTo !== undefined,
      },
      now,
    );
    await deleteSentDraft(
      platform.db,
      draft,
      eventRecord({
        eventType: "draft.sent",
        organizationId: draft.organizationId,
        podId: draft.podId,
        inboxId: draft.inboxId,
        data: {
          draft_id: draft.draftId,
          inbox_id: draft.inboxId,
          send: { message_id: result.message_id, thread_id: result.thread_id, timestamp: result.timestamp },
        },
        now,
      }),
    );
    await platform.scheduler.cancel(draftJobId(draft.draftId));
    await deleteDraftBlobs(platform, draft);
    return result;
  } catch (error) {
    // A scheduled send that fails is `failed` and not retried; an explicit one leaves the draft as it was.
    const restore = options.scheduled
      ? markDraftFailed(
          platform.db,
          draft,
          error instanceof ApiError ? error.message : "Sending failed",
          platform.clock.now().toISOString(),
        )
      : restoreDraftSendStatus(platform.db, draft);
    await restore.catch(() => undefined);
    throw error;
  }
}

/** The scheduled-send job: sends the draft if it is still scheduled for that time; failures are not retried. */
export async function runScheduledDraft(platform: Platform, payload: Record<string, string>): Promise<void> {
  const draft = await readDraft(platform.db, payload.inboxId, payload.draftId, { consistent: true });
  if (draft?.sendStatus !== "scheduled" || draft.sendAt !== payload.sendAt) return;
  const inbox = await readInbox(platform.db, draft.inboxId, { consistent: true });
  const now = platform.clock.now();
  if (!inbox) return;
  try {
    await sendDraft(platform, inbox, draft, {}, now, { scheduled: true });
  } catch (error) {
    platform.log.warn("scheduled draft failed", { draftId: draft.draftId, error });
  }
}
