// API keys: scope set by the creation path, permission lists that can only narrow, hashed storage.
import { type Grant, grantHas, grantToObject, isPermission } from "../auth/permissions.js";
import { inScope, type Principal, type Scope, type ScopeType } from "../auth/principal.js";
import { newApiKey, sha256Hex } from "../auth/secrets.js";
import { findApiKey, insertApiKey, markApiKeyRevoked, pageLiveApiKeys, updateLiveApiKey } from "../db/api-keys.js";
import type { ApiKeyItem } from "../db/service.js";
import { forbidden, notFound, validation } from "../errors.js";
import { newId } from "../ids.js";
import type { Page, PageRequest } from "../pagination.js";
import type { Platform } from "../ports/platform.js";

export type PermissionsInput = Record<string, boolean> | string[] | null | undefined;

export function toApiKey(key: ApiKeyItem) {
  return {
    type: "bearer" as const,
    api_key_id: key.apiKeyId,
    prefix: key.prefix,
    name: key.name,
    pod_id: key.podId,
    inbox_id: key.inboxId,
    permissions: grantToObject(key.restricted ? (key.permissions ?? []) : null),
    created_at: key.createdAt,
    updated_at: key.updatedAt,
    expires_at: key.expiresAt,
    organization_id: key.organizationId,
    used_at: key.usedAt,
    revoked_at: key.revokedAt,
    client_id: key.clientId,
  };
}

/** Object of booleans or list of names → the stored grant (null = no list). camelCase names are accepted. */
export function parsePermissions(input: PermissionsInput): Grant {
  if (input === undefined || input === null) return null;
  const entries: Array<[string, boolean]> = Array.isArray(input)
    ? input.map((name) => [name, true])
    : Object.entries(input);
  const out: string[] = [];
  for (const [raw, granted] of entries) {
    const name = raw === "*" ? raw : raw.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (name !== "*" && !isPermission(name)) throw validation(`Unknown permission: ${raw}`, "permissions");
    if (granted && !out.includes(name)) out.push(name);
  }
  return out;
}

/** A limited creator can only hand out what it holds; inbound_raw only from a person or a key holding it. */
export function checkGrantable(principal: Principal, grant: Grant): void {
  const creator = principal.grant;
  if (creator !== null && (grant === null || grant.includes("*"))) {
    throw forbidden("A key with a permission list cannot create a key without one or with *", "permissions");
  }
  if (grant === null) return;
  for (const name of grant) {
    if (name === "inbound_raw") {
      const mayGrant = principal.kind === "session" || creator?.includes("inbound_raw");
      if (!mayGrant) {
        throw forbidden("inbound_raw can be granted only by a signed-in person or a key that holds it", "permissions");
      }
      continue;
    }
    if (name !== "*" && !grantHas(creator, name as Parameters<typeof grantHas>[1])) {
      throw forbidden(`Cannot grant ${name}: this key lacks it`, "permissions");
    }
  }
}

export interface NewKeyInput {
  name?: string;
  grant: Grant;
  expiresAt?: string;
  clientId?: string;
}

export function buildApiKey(
  target: { organizationId: string; scope: ScopeType; podId?: string; inboxId?: string },
  input: NewKeyInput,
  creator: { userId?: string; apiKeyId?: string },
  now: Date,
): { item: ApiKeyItem; token: string } {
  const token = newApiKey();
  const at = now.toISOString();
  return {
    token,
    item: {
      keyHash: sha256Hex(token),
      apiKeyId: newId("apiKey", now.getTime()),
      organizationId: target.organizationId,
      scope: target.scope,
      podId: target.podId,
      inboxId: target.inboxId,
      prefix: token.slice(0, 12),
      name: input.name ?? "API key",
      restricted: input.grant !== null,
      permissions: input.grant === null ? undefined : [...input.grant],
      expiresAt: input.expiresAt,
      clientId: input.clientId,
      createdByUserId: creator.userId,
      createdByKeyId: creator.apiKeyId,
      createdAt: at,
      updatedAt: at,
    },
  };
}

/** The one-time creation response: the only time the full key is shown. */
export function toCreatedKey(item: ApiKeyItem, token: string) {
  return { ...toApiKey(item), api_key: token };
}

function checkExpiry(expiresAt: string | undefined, now: Date): void {
  if (expiresAt !== undefined && Date.parse(expiresAt) <= now.getTime()) {
    throw validation("expires_at must be in the future", "expires_at");
  }
}

export async function createApiKey(
  platform: Platform,
  principal: Principal,
  scope: Scope,
  input: { name?: string; permissions: PermissionsInput; expiresAt?: string; clientId?: string },
  now: Date,
) {
  const grant = parsePermissions(input.permissions);
  checkGrantable(principal, grant);
  checkExpiry(input.expiresAt, now);
  const target = {
    organizationId: scope.organizationId,
    scope: (scope.inboxId ? "inbox" : scope.podId ? "pod" : "organization") as ScopeType,
    podId: scope.podId,
    inboxId: scope.inboxId,
  };
  const { item, token } = buildApiKey(
    target,
    { name: input.name, grant, expiresAt: input.expiresAt, clientId: input.clientId },
    { userId: principal.userId, apiKeyId: principal.apiKeyId },
    now,
  );
  await insertApiKey(platform.db, item);
  return toCreatedKey(item, token);
}

function keyInScope(scope: Scope, key: ApiKeyItem): boolean {
  return inScope(scope, { organizationId: key.organizationId, podId: key.podId, inboxId: key.inboxId });
}

/** Non-revoked keys visible in scope. */
export async function listApiKeys(platform: Platform, scope: Scope, page: PageRequest): Promise<Page<ApiKeyItem>> {
  return pageLiveApiKeys(platform.db, scope, page);
}

export async function getApiKey(platform: Platform, scope: Scope, apiKeyId: string, options: { live?: boolean } = {}) {
  const key = await findApiKey(platform.db, scope.organizationId, apiKeyId);
  if (!key || !keyInScope(scope, key) || (options.live && key.revokedAt)) throw notFound("API key not found");
  return key;
}

export async function updateApiKey(
  platform: Platform,
  principal: Principal,
  key: ApiKeyItem,
  input: { name?: string; permissions?: PermissionsInput },
  now: Date,
): Promise<ApiKeyItem> {
  const set: Partial<ApiKeyItem> = { updatedAt: now.toISOString() };
  if (input.name !== undefined) set.name = input.name;
  let removePermissions = false;
  if (input.permissions !== undefined) {
    const grant = parsePermissions(input.permissions);
    checkGrantable(principal, grant);
    set.restricted = grant !== null;
    if (grant === null) removePermissions = true;
    else set.permissions = [...grant];
  }
  return updateLiveApiKey(platform.db, key.keyHash, set, removePermissions);
}

export async function revokeApiKey(platform: Platform, key: ApiKeyItem, now: Date): Promise<void> {
  await markApiKeyRevoked(platform.db, key.keyHash, now.toISOString());
}
