// Sending a draft: now (POST …/drafts/{id}/send) or when its `send_at` comes (the scheduler's job). The draft is
// checked, sent through the send pipeline, and deleted with its draft.sent event; a failure leaves it as it was, or
// `failed` when the send was scheduled.
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
    await platform.db.entities.draft
      .patch({ inboxId: draft.inboxId, draftId: draft.draftId })
      .set({ sendStatus: "sending", updatedAt: now.toISOString() })
      .where((a, op) => op.ne(a.sendStatus, "sending"))
      .go({ response: "none" });
  } catch {
    throw conflict("The draft is already being sent");
  }
  try {
    checkCap(platform, draft);
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
    await platform.db.transaction
      .write(({ draft: drafts, clientRef, event }) => [
        drafts.delete({ inboxId: draft.inboxId, draftId: draft.draftId }).commit(),
        ...(draft.clientId
          ? [
              clientRef
                .delete({ organizationId: draft.organizationId, collection: "drafts", clientId: draft.clientId })
                .commit(),
            ]
          : []),
        event
          .create(
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
          )
          .commit(),
      ])
      .go();
    await platform.scheduler.cancel(draftJobId(draft.draftId));
    await deleteDraftBlobs(platform, draft);
    return result;
  } catch (error) {
    // A scheduled send that fails is `failed` and not retried; an explicit one leaves the draft as it was.
    const patch = platform.db.entities.draft.patch({ inboxId: draft.inboxId, draftId: draft.draftId });
    const restore = options.scheduled
      ? patch.set({
          sendStatus: "failed",
          sendError: error instanceof ApiError ? error.message : "Sending failed",
          updatedAt: platform.clock.now().toISOString(),
        })
      : draft.sendStatus
        ? patch.set({ sendStatus: draft.sendStatus })
        : patch.remove(["sendStatus"]);
    await restore.go({ response: "none" }).catch(() => undefined);
    throw error;
  }
}

/** The scheduled-send job: sends the draft if it is still scheduled for that time; failures are not retried. */
export async function runScheduledDraft(platform: Platform, payload: Record<string, string>): Promise<void> {
  const { data: draft } = await platform.db.entities.draft
    .get({ inboxId: payload.inboxId, draftId: payload.draftId })
    .go({ consistent: true });
  if (draft?.sendStatus !== "scheduled" || draft.sendAt !== payload.sendAt) return;
  const { data: inbox } = await platform.db.entities.inbox.get({ inboxId: draft.inboxId }).go({ consistent: true });
  const now = platform.clock.now();
  if (!inbox) return;
  try {
    await sendDraft(platform, inbox, draft, {}, now, { scheduled: true });
  } catch (error) {
    platform.log.warn("scheduled draft failed", { draftId: draft.draftId, error });
  }
}
