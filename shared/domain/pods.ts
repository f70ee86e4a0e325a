// Pods: create, list, rename and delete, with the organization's pod counter and client_id kept in step.
import type { Scope } from "../auth/principal.js";
import type { PodItem } from "../db/service.js";
import { failedCondition } from "../db/transactions.js";
import { conflict } from "../errors.js";
import { newId } from "../ids.js";
import { type Cursor, type Page, type PageRequest, toPage } from "../pagination.js";
import type { Platform } from "../ports/platform.js";
import { clientRefItem, findByClientId } from "./client-ids.js";

export function toPod(pod: PodItem) {
  return {
    pod_id: pod.podId,
    organization_id: pod.organizationId,
    name: pod.name,
    is_default: pod.isDefault,
    client_id: pod.clientId,
    updated_at: pod.updatedAt,
    created_at: pod.createdAt,
  };
}

export async function createPod(
  platform: Platform,
  organizationId: string,
  input: { name: string; clientId?: string },
  now: Date,
): Promise<{ pod: PodItem; created: boolean }> {
  const { db } = platform;
  const existing = await findExisting(platform, organizationId, input.clientId);
  if (existing) return { pod: existing, created: false };
  const at = now.toISOString();
  const pod: PodItem = {
    organizationId,
    podId: newId("pod", now.getTime()),
    name: input.name,
    isDefault: false,
    clientId: input.clientId,
    inboxCount: 0,
    createdAt: at,
    updatedAt: at,
  };
  const result = await db.transaction
    .write(({ pod: pods, organization, clientRef }) => [
      pods.create(pod).commit(),
      organization.patch({ organizationId }).add({ podCount: 1 }).commit(),
      ...(input.clientId
        ? [clientRef.create(clientRefItem(organizationId, "pods", input.clientId, pod.podId)).commit()]
        : []),
    ])
    .go();
  if (failedCondition(result) === 2) {
    const raced = await findExisting(platform, organizationId, input.clientId);
    if (raced) return { pod: raced, created: false };
  }
  if (failedCondition(result) >= 0) throw conflict("pods conflicts with an existing record");
  return { pod, created: true };
}

async function findExisting(
  platform: Platform,
  organizationId: string,
  clientId?: string,
): Promise<PodItem | undefined> {
  const podId = await findByClientId(platform.db, organizationId, "pods", clientId);
  if (!podId) return undefined;
  const { data } = await platform.db.entities.pod.get({ organizationId, podId }).go({ consistent: true });
  return data ?? undefined;
}

/** Pods the scope can see: a pod or inbox credential sees only its own pod. */
export async function listPods(platform: Platform, scope: Scope, page: PageRequest): Promise<Page<PodItem>> {
  const cursorOf = (p: PodItem): Cursor => ({ podId: p.podId });
  if (scope.podId) {
    const { data } = await platform.db.entities.pod
      .get({ organizationId: scope.organizationId, podId: scope.podId })
      .go();
    return { items: data && !page.cursor ? [data] : [] };
  }
  const query = platform.db.entities.pod.query.byOrganization({ organizationId: scope.organizationId });
  const ranged = page.cursor
    ? page.ascending
      ? query.gt(page.cursor as { podId: string })
      : query.lt(page.cursor as { podId: string })
    : query;
  const { data } = await ranged.go({ order: page.ascending ? "asc" : "desc", count: page.limit + 1 });
  return toPage(data, page, cursorOf);
}

export async function renamePod(platform: Platform, pod: PodItem, name: string, now: Date): Promise<PodItem> {
  const { data } = await platform.db.entities.pod
    .patch({ organizationId: pod.organizationId, podId: pod.podId })
    .set({ name, updatedAt: now.toISOString() })
    .go({ response: "all_new" });
  return data as PodItem;
}

export async function deletePod(platform: Platform, pod: PodItem): Promise<void> {
  if (pod.isDefault) throw conflict("The default pod cannot be deleted");
  if (pod.inboxCount > 0) throw conflict("Pod still has inboxes");
  const result = await platform.db.transaction
    .write(({ pod: pods, organization, clientRef }) => [
      // The condition catches an inbox created since the pod was read.
      pods
        .delete({ organizationId: pod.organizationId, podId: pod.podId })
        .where((attr, op) => `${op.eq(attr.inboxCount, 0)} AND ${op.eq(attr.isDefault, false)}`)
        .commit(),
      organization.patch({ organizationId: pod.organizationId }).add({ podCount: -1 }).commit(),
      ...(pod.clientId
        ? [
            clientRef
              .delete({ organizationId: pod.organizationId, collection: "pods", clientId: pod.clientId })
              .commit(),
          ]
        : []),
    ])
    .go();
  if (failedCondition(result) >= 0) throw conflict("Pod still has inboxes");
}
