// Ephemeral inboxes past their expires_at: removed with their mail, announced by inbox.expired (the reaper's work:
// EventBridge every minute on AWS, a timer locally).
import { inboxesExpiredBefore } from "../db/inboxes.js";
import { countInboxMessages } from "../db/messages.js";
import type { InboxItem } from "../db/service.js";
import type { Platform } from "../ports/platform.js";
import { removeInbox } from "./inboxes.js";

/**
 * Deletes ephemeral inboxes whose expires_at has passed, with their mail, emitting inbox.expired.
 * The inbox record goes first (guarded by its expiry, so mail that just extended it wins), then its contents.
 */
export async function reapExpiredInboxes(platform: Platform): Promise<number> {
  const now = platform.clock.now();
  const nowIso = now.toISOString();
  const data = await inboxesExpiredBefore(platform.db, nowIso);
  let reaped = 0;
  for (const inbox of data) {
    if (!inbox.expiresAt || inbox.expiresAt >= nowIso) continue;
    if (await expireInbox(platform, inbox, now)) reaped++;
  }
  return reaped;
}

async function expireInbox(platform: Platform, inbox: InboxItem, now: Date): Promise<boolean> {
  const deletedMessages = await countInboxMessages(platform.db, inbox.inboxId);
  return removeInbox(platform, inbox, { deletedMessages, now });
}
