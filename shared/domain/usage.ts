// Current usage of an organization, pod or inbox, from data that is cheap to read: the counters kept on the
// organization and pod items, the domains of the organization, and one projected item per thread (threads carry
// their message count and size, so messages themselves are never read).

import type { Scope } from "../auth/principal.js";
import { countPodDomains } from "../db/domains.js";
import { readOrganization } from "../db/organizations.js";
import { readPod } from "../db/pods.js";
import { recentThreadSizes } from "../db/threads.js";
import { validation } from "../errors.js";
import { METRICS_EVENT_CAP } from "../limits.js";
import type { Platform } from "../ports/platform.js";

export const USAGE_TYPES = [
  "message_count",
  "thread_count",
  "storage_bytes",
  "inbox_count",
  "domain_count",
  "pod_count",
] as const;
export type UsageType = (typeof USAGE_TYPES)[number];

/** Mail usage everywhere; pods and the organization add inbox and domain counts; the organization its pod count. */
export function usageTypesFor(scope: Scope): UsageType[] {
  if (scope.inboxId) return ["message_count", "thread_count", "storage_bytes"];
  if (scope.podId) return ["message_count", "thread_count", "storage_bytes", "inbox_count", "domain_count"];
  return [...USAGE_TYPES];
}

const levelOf = (scope: Scope) => (scope.inboxId ? "an inbox" : scope.podId ? "a pod" : "an organization");

/** Requested names checked against the scope: unknown is `Unknown usage type`, known but not here says why. */
export function checkUsageTypes(values: readonly string[], scope: Scope): UsageType[] {
  const available = usageTypesFor(scope);
  const out: UsageType[] = [];
  for (const value of values) {
    if (!(USAGE_TYPES as readonly string[]).includes(value)) {
      throw validation(`Unknown usage type: ${value}`, "usage_types");
    }
    if (!(available as readonly string[]).includes(value)) {
      throw validation(`Usage type ${value} is not available for ${levelOf(scope)}`, "usage_types");
    }
    if (!out.includes(value as UsageType)) out.push(value as UsageType);
  }
  return out;
}

export interface Usage {
  values: Partial<Record<UsageType, number>>;
  /** More threads than METRICS_EVENT_CAP: the mail figures cover the most recently active ones only. */
  truncated: boolean;
}

export async function currentUsage(platform: Platform, scope: Scope, types: readonly UsageType[]): Promise<Usage> {
  const { db } = platform;
  const values: Partial<Record<UsageType, number>> = {};
  let truncated = false;
  const wants = (...names: UsageType[]) => names.some((n) => types.includes(n));

  if (wants("message_count", "thread_count", "storage_bytes")) {
    const data = await recentThreadSizes(db, scope, METRICS_EVENT_CAP + 1);
    truncated = data.length > METRICS_EVENT_CAP;
    const threads = data.slice(0, METRICS_EVENT_CAP);
    values.thread_count = threads.length;
    values.message_count = threads.reduce((sum, t) => sum + (t.messageCount ?? 0), 0);
    values.storage_bytes = threads.reduce((sum, t) => sum + (t.size ?? 0), 0);
  }
  if (!scope.inboxId && scope.podId) {
    if (wants("inbox_count")) {
      const pod = await readPod(db, scope.organizationId, scope.podId);
      values.inbox_count = pod?.inboxCount ?? 0;
    }
    if (wants("domain_count")) {
      values.domain_count = await countPodDomains(db, scope.organizationId, scope.podId);
    }
  } else if (!scope.inboxId && wants("inbox_count", "domain_count", "pod_count")) {
    const org = await readOrganization(db, scope.organizationId);
    values.inbox_count = org?.inboxCount ?? 0;
    values.domain_count = org?.domainCount ?? 0;
    values.pod_count = org?.podCount ?? 0;
  }
  return { values, truncated };
}
