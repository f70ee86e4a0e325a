// Pods: create, list, rename and delete, with the organization's pod counter and client_id kept in step.
import type { Scope } from "../auth/principal.js";
import { clientRefItem, findByClientId } from "../db/client-refs.js";
import { deleteEmptyPod, insertPod, pageOrganizationPods, readPod, setPodName } from "../db/pods.js";
import type { PodItem } from "../db/service.js";
import { conflict } from "../errors.js";
import { newId } from "../ids.js";
import type { Page, PageRequest } from "../pagination.js";
import type { Platform } from "../ports/platform.js";

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
  const result = await insertPod(
    platform.db,
    pod,
    input.clientId ? clientRefItem(organizationId, "pods", input.clientId, pod.podId) : undefined,
  );
  if (!result.ok && result.failed === "clientRef") {
    const raced = await findExisting(platform, organizationId, input.clientId);
    if (raced) return { pod: raced, created: false };
  }
  if (!result.ok) throw conflict("pods conflicts with an existing record");
  return { pod, created: true };
}

async function findExisting(
  platform: Platform,
  organizationId: string,
  clientId?: string,
): Promise<PodItem | undefined> {
  const podId = await findByClientId(platform.db, organizationId, "pods", clientId);
  if (!podId) return undefined;
  return readPod(platform.db, organizationId, podId, { consistent: true });
}

/** Pods the scope can see: a pod or inbox credential sees only its own pod. */
export async function listPods(platform: Platform, scope: Scope, page: PageRequest): Promise<Page<PodItem>> {
  if (scope.podId) {
    const data = await readPod(platform.db, scope.organizationId, scope.podId);
    return { items: data && !page.cursor ? [data] : [] };
  }
  return pageOrganizationPods(platform.db, scope.organizationId, page);
}

export async function renamePod(platform: Platform, pod: PodItem, name: string, now: Date): Promise<PodItem> {
  return setPodName(platform.db, pod, name, now.toISOString());
}

export async function deletePod(platform: Platform, pod: PodItem): Promise<void> {
  if (pod.isDefault) throw conflict("The default pod cannot be deleted");
  if (pod.inboxCount > 0) throw conflict("Pod still has inboxes");
  // The pod's condition catches an inbox created since the pod was read.
  const result = await deleteEmptyPod(platform.db, pod);
  if (!result.ok) throw conflict("Pod still has inboxes");
}
