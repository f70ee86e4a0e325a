// Reaper worker: deletes expired ephemeral inboxes (EventBridge rate(1 minute) on AWS, a timer locally).
import { reapExpiredInboxes } from "../domain/inbox-mail.js";
import { getPlatform } from "../platform/index.js";

export async function handleReaper(): Promise<{ reaped: number }> {
  return { reaped: await reapExpiredInboxes(getPlatform()) };
}
