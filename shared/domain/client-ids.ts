// client_id dedupe: one reference item per organization, collection and client_id.
import type { Db } from "../db/service.js";

export type Collection = "inboxes" | "pods" | "drafts" | "webhooks" | "domains";

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

export function clientRefItem(organizationId: string, collection: Collection, clientId: string, resourceId: string) {
  return { organizationId, collection, clientId, resourceId };
}
