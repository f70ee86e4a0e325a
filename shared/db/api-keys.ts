// API keys: stored by the SHA-256 of the key (every request authenticates with one strongly consistent read, so a
// revocation is seen by the very next request) and listed per organization by key ID.
import type { Scope } from "../auth/principal.js";
import { type Cursor, type Page, type PageRequest, toPage } from "../pagination.js";
import type { ApiKeyItem, Db } from "./service.js";

/** Key by hash (authentication): strongly consistent. */
export async function readApiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyItem | undefined> {
  const { data } = await db.entities.apiKey.get({ keyHash }).go({ consistent: true });
  return data ?? undefined;
}

/** Record that a key was used now. */
export async function touchApiKey(db: Db, keyHash: string, at: string): Promise<void> {
  await db.entities.apiKey.patch({ keyHash }).set({ usedAt: at }).go({ response: "none" });
}

/** Create a key; fails if one with the same hash exists. */
export async function insertApiKey(db: Db, item: ApiKeyItem): Promise<void> {
  await db.entities.apiKey.create(item).go();
}

/** Live (not revoked) keys of an organization within a scope, by key ID, one page. */
export async function pageLiveApiKeys(db: Db, scope: Scope, page: PageRequest): Promise<Page<ApiKeyItem>> {
  const base = db.entities.apiKey.query.byOrganization({ organizationId: scope.organizationId });
  const cursor = page.cursor as { apiKeyId: string } | undefined;
  const ranged = cursor ? (page.ascending ? base.gt(cursor) : base.lt(cursor)) : base;
  const { data } = await ranged
    .where((a, op) => {
      const parts = [op.notExists(a.revokedAt)];
      if (scope.inboxId) parts.push(op.eq(a.inboxId, scope.inboxId));
      else if (scope.podId) parts.push(op.eq(a.podId, scope.podId));
      return parts.join(" AND ");
    })
    .go({ order: page.ascending ? "asc" : "desc", count: page.limit + 1 });
  return toPage(data, page, (k): Cursor => ({ apiKeyId: k.apiKeyId }));
}

/** Key by organization and key ID (revoked ones included). */
export async function findApiKey(db: Db, organizationId: string, apiKeyId: string): Promise<ApiKeyItem | undefined> {
  const { data } = await db.entities.apiKey.query.byOrganization({ organizationId, apiKeyId }).go();
  return data[0];
}

/** Change a key's name or permissions while it is not revoked (throws the conditional failure otherwise). */
export async function updateLiveApiKey(
  db: Db,
  keyHash: string,
  set: Partial<ApiKeyItem>,
  removePermissions: boolean,
): Promise<ApiKeyItem> {
  let update = db.entities.apiKey
    .patch({ keyHash })
    .set(set)
    .where((a, op) => op.notExists(a.revokedAt));
  if (removePermissions) update = update.remove(["permissions"]);
  const { data } = await update.go({ response: "all_new" });
  return data as ApiKeyItem;
}

/** Revoke a key. */
export async function markApiKeyRevoked(db: Db, keyHash: string, at: string): Promise<void> {
  await db.entities.apiKey.patch({ keyHash }).set({ revokedAt: at, updatedAt: at }).go({ response: "none" });
}
