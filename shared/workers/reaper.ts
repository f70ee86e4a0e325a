// Reaper worker: deletes expired ephemeral inboxes (EventBridge rate(1 minute) on AWS, a timer locally).
import { reapExpiredInboxes } from "../domain/inbox-expiry.js";
import type { Platform } from "../ports/platform.js";

export async function handleReaper(platform: Platform): Promise<{ reaped: number }> {
  return { reaped: await reapExpiredInboxes(platform) };
}
