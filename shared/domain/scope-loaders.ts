// Loading the pod or inbox a path names, as the credential may see it: anything outside scope is 404.
import type { Scope } from "../auth/principal.js";
import { inboxExpired, readInbox } from "../db/inboxes.js";
import { readPod } from "../db/pods.js";
import type { InboxItem, PodItem } from "../db/service.js";
import { notFound } from "../errors.js";
import type { Platform } from "../ports/platform.js";

export async function getPodInScope(platform: Platform, scope: Scope, podId: string): Promise<PodItem> {
  const missing = () => notFound(`Pod not found: ${podId}`);
  if (scope.podId && scope.podId !== podId) throw missing();
  const data = await readPod(platform.db, scope.organizationId, podId, { consistent: true });
  if (!data) throw missing();
  return data;
}

export async function getInboxInScope(
  platform: Platform,
  scope: Scope,
  inboxId: string,
  now: Date,
): Promise<InboxItem> {
  const missing = () => notFound(`Inbox not found: ${inboxId}`);
  if (scope.inboxId && scope.inboxId !== inboxId) throw missing();
  const data = await readInbox(platform.db, inboxId, { consistent: true });
  if (!data || data.organizationId !== scope.organizationId) throw missing();
  if (scope.podId && data.podId !== scope.podId) throw missing();
  if (inboxExpired(data, now)) throw missing();
  return data;
}
