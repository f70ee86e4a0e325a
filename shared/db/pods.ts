// Pods: created and deleted with the organization's pod counter and their client_id reference in one transaction.
import { type Cursor, type Page, type PageRequest, toPage } from "../pagination.js";
import type { ClientRefItem, Db, PodItem, ReadOptions } from "./service.js";
import { named, type TxOutcome, writeTransaction } from "./transactions.js";

/** Pod by organization and ID. */
export async function readPod(
  db: Db,
  organizationId: string,
  podId: string,
  options: ReadOptions = {},
): Promise<PodItem | undefined> {
  const { data } = await db.entities.pod.get({ organizationId, podId }).go({ consistent: options.consistent });
  return data ?? undefined;
}

/** Pods of an organization, by pod ID (creation order), one page. */
export async function pageOrganizationPods(db: Db, organizationId: string, page: PageRequest): Promise<Page<PodItem>> {
  const query = db.entities.pod.query.byOrganization({ organizationId });
  const ranged = page.cursor
    ? page.ascending
      ? query.gt(page.cursor as { podId: string })
      : query.lt(page.cursor as { podId: string })
    : query;
  const { data } = await ranged.go({ order: page.ascending ? "asc" : "desc", count: page.limit + 1 });
  return toPage(data, page, (p): Cursor => ({ podId: p.podId }));
}

/** The items of a pod's create and delete transactions. */
export type PodWrite = "pod" | "organization" | "clientRef";

/** Create a pod: the pod, the organization's pod count, its client_id reference. */
export async function insertPod(
  db: Db,
  pod: PodItem,
  clientRef: ClientRefItem | undefined,
): Promise<TxOutcome<PodWrite>> {
  return writeTransaction(db, ({ pod: pods, organization, clientRef: refs }) => [
    named("pod", pods.create(pod).commit()),
    named("organization", organization.patch({ organizationId: pod.organizationId }).add({ podCount: 1 }).commit()),
    ...(clientRef ? [named("clientRef", refs.create(clientRef).commit())] : []),
  ]);
}

/** Rename a pod; the updated record. */
export async function setPodName(db: Db, pod: PodItem, name: string, at: string): Promise<PodItem> {
  const { data } = await db.entities.pod
    .patch({ organizationId: pod.organizationId, podId: pod.podId })
    .set({ name, updatedAt: at })
    .go({ response: "all_new" });
  return data as PodItem;
}

/**
 * Delete an empty pod with its counter and client_id reference; `pod` fails when an inbox was created since the
 * pod was read (or it became the default).
 */
export async function deleteEmptyPod(db: Db, pod: PodItem): Promise<TxOutcome<PodWrite>> {
  return writeTransaction(db, ({ pod: pods, organization, clientRef }) => [
    named(
      "pod",
      pods
        .delete({ organizationId: pod.organizationId, podId: pod.podId })
        .where((attr, op) => `${op.eq(attr.inboxCount, 0)} AND ${op.eq(attr.isDefault, false)}`)
        .commit(),
    ),
    named("organization", organization.patch({ organizationId: pod.organizationId }).add({ podCount: -1 }).commit()),
    ...(pod.clientId
      ? [
          named(
            "clientRef",
            clientRef
              .delete({ organizationId: pod.organizationId, collection: "pods", clientId: pod.clientId })
              .commit(),
          ),
        ]
      : []),
  ]);
}
