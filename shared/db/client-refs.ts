// client_id references: one item per organization, collection and client_id, written in the same transaction as
// the resource it names, so a retried create finds the resource instead of making a second one.
import type { ClientRefItem, Db } from "./service.js";

export type Collection = "inboxes" | "pods" | "drafts" | "webhooks" | "domains";

/** Resource by client_id: the ID of the resource holding this client_id, if any. */
export async function findByClientId(
  db: Db,
  organizationId: string,
  collection: Collection,
  clientId: string | undefined,
): Promise<string | undefined> {
  if (!clientId) return undefined;
  const { data } = await db.entities.clientRef.get({ organizationId, collection, clientId }).go({ consistent: true });
  return data?.resourceId;
}

/** The reference item a create writes beside its resource. */
export function clientRefItem(
  organizationId: string,
  collection: Collection,
  clientId: string,
  resourceId: string,
): ClientRefItem {
  return { organizationId, collection, clientId, resourceId };
}
