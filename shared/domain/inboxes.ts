// Inboxes: addresses on the shared domain (or a verified custom domain), ephemeral expiry, pause, metadata.
import type { Scope } from "../auth/principal.js";
import { clientRefItem, findByClientId } from "../db/client-refs.js";
import { readDomain } from "../db/domains.js";
import {
  deleteInboxRecord,
  type InboxRemovable,
  inboxExpired,
  inboxListed,
  insertInbox,
  pageLiveInboxes,
  readInbox,
  updateInboxSettings,
} from "../db/inboxes.js";
import { readOrganization } from "../db/organizations.js";
import type { InboxItem } from "../db/service.js";
import { ApiError, conflict, forbidden, notFound, validation } from "../errors.js";
import { randomBase62 } from "../ids.js";
import { offsetPage, type Page, type PageRequest } from "../pagination.js";
import type { Platform } from "../ports/platform.js";
import { eventRecord } from "./events.js";
import { deleteInboxContents } from "./inbox-mail.js";
import { getPodInScope } from "./scope-loaders.js";

export const USERNAME_PATTERN = /^[a-z0-9._+-]{1,64}$/;
export const USERNAME_MESSAGE = "username may contain a-z, 0-9 and . _ + - (1-64 characters)";
export const DEFAULT_EPHEMERAL_TTL = 3600;
/** DynamoDB TTL only cleans up: it fires this long after expires_at so the reaper emits inbox.expired first. */
const TTL_GRACE_SECONDS = 7 * 24 * 3600;
const SEARCH_SCAN = 500;

export type Metadata = Record<string, string | number | boolean>;
export type CreatedBy = InboxItem["createdBy"];

export function toInbox(inbox: InboxItem) {
  return {
    pod_id: inbox.podId,
    inbox_id: inbox.inboxId,
    email: inbox.inboxId,
    display_name: inbox.displayName,
    client_id: inbox.clientId,
    status: inbox.status,
    metadata: inbox.metadata as Metadata | undefined,
    updated_at: inbox.updatedAt,
    created_at: inbox.createdAt,
    organization_id: inbox.organizationId,
    ephemeral: inbox.ephemeral,
    ttl_seconds: inbox.ttlSeconds,
    expires_at: inbox.expiresAt,
    created_by: inbox.createdBy,
  };
}

/** `Support <support@x>` is accepted and stored as the name alone. */
export function normalizeDisplayName(value: string): string {
  const match = value.match(/^\s*"?([^"<]*?)"?\s*<[^>]*>\s*$/);
  return (match ? match[1] : value).trim();
}

/** expires_at of an ephemeral inbox, and the later DynamoDB TTL that only cleans up. */
export function inboxExpiry(now: Date, ttlSeconds: number) {
  const expiresMs = now.getTime() + ttlSeconds * 1000;
  return {
    expiresAt: new Date(expiresMs).toISOString(),
    expiryQueue: "ephemeral",
    ttl: Math.ceil(expiresMs / 1000) + TTL_GRACE_SECONDS,
  };
}

function randomUsername(): string {
  return `agent-${randomBase62(10).toLowerCase()}`;
}

/** The shared domain, or a custom domain this organization has verified. */
async function resolveDomain(platform: Platform, organizationId: string, domain: string | undefined): Promise<string> {
  const shared = platform.config.sharedDomain;
  const wanted = (domain ?? shared).trim().toLowerCase();
  if (wanted === shared) return shared;
  const data = await readDomain(platform.db, wanted);
  if (!data || data.organizationId !== organizationId || data.status !== "VERIFIED") {
    throw notFound(`Domain not found: ${wanted}`, "domain");
  }
  return wanted;
}

export interface CreateInboxInput {
  username?: string;
  domain?: string;
  displayName?: string;
  clientId?: string;
  status?: "active" | "paused";
  metadata?: Metadata;
  podId?: string;
  ephemeral?: boolean;
  ttlSeconds?: number | null;
  /** An anonymous agent registration's sandbox inbox (sandbox caps on its sends until claimed). */
  sandboxOf?: string;
}

export async function createInbox(
  platform: Platform,
  scope: Scope,
  input: CreateInboxInput,
  createdBy: CreatedBy,
  now: Date,
): Promise<{ inbox: InboxItem; created: boolean }> {
  const { config } = platform;
  const organizationId = scope.organizationId;
  const existing = await findExisting(platform, organizationId, input.clientId, now);
  if (existing) return { inbox: existing, created: false };

  const username = input.username === undefined ? randomUsername() : input.username.toLowerCase();
  if (!USERNAME_PATTERN.test(username)) throw validation(USERNAME_MESSAGE, "username");
  const domain = await resolveDomain(platform, organizationId, input.domain);

  // A pod credential (or pod route) may name only its own pod.
  let podId = scope.podId;
  if (input.podId && input.podId !== scope.podId) podId = (await getPodInScope(platform, scope, input.podId)).podId;
  if (!podId) {
    const org = await readOrganization(platform.db, organizationId);
    if (!org) throw notFound("Organization not found");
    podId = org.defaultPodId;
  }

  const ttlSeconds = input.ttlSeconds ?? (input.ephemeral ? DEFAULT_EPHEMERAL_TTL : undefined);
  if (input.ephemeral === false && ttlSeconds !== undefined) {
    throw validation("ttl_seconds cannot be set when ephemeral is false", "ttl_seconds");
  }
  const at = now.toISOString();
  const inbox: InboxItem = {
    inboxId: `${username}@${domain}`,
    organizationId,
    podId,
    domain,
    displayName: input.displayName ? normalizeDisplayName(input.displayName) : undefined,
    clientId: input.clientId,
    status: input.status ?? "active",
    metadata: input.metadata && Object.keys(input.metadata).length ? input.metadata : undefined,
    ephemeral: ttlSeconds !== undefined,
    ttlSeconds,
    ...(ttlSeconds !== undefined ? inboxExpiry(now, ttlSeconds) : {}),
    createdBy,
    sandboxOf: input.sandboxOf,
    createdAt: at,
    updatedAt: at,
  };
  const onShared = domain === config.sharedDomain;
  const limit = config.inboxLimitPerOrg;
  const result = await insertInbox(platform.db, {
    inbox,
    sharedInboxLimit: onShared ? limit : undefined,
    event: eventRecord({
      eventType: "inbox.created",
      organizationId,
      podId,
      inboxId: inbox.inboxId,
      data: { inbox: toInbox(inbox) },
      now,
    }),
    clientRef: input.clientId ? clientRefItem(organizationId, "inboxes", input.clientId, inbox.inboxId) : undefined,
  });
  if (result.ok) return { inbox, created: true };
  switch (result.failed) {
    case "inbox":
      throw conflict(`Address ${inbox.inboxId} already exists`, "username");
    case "pod":
      throw notFound(`Pod not found: ${podId}`);
    case "organization":
      throw forbidden(`Inbox limit reached: ${limit} inboxes per organization on ${domain}`, "domain");
    case "clientRef": {
      const raced = await findExisting(platform, organizationId, input.clientId, now);
      if (raced) return { inbox: raced, created: false };
      throw conflict("inboxes conflicts with an existing record", "client_id");
    }
    default:
      throw conflict("inboxes conflicts with an existing record");
  }
}

async function findExisting(platform: Platform, organizationId: string, clientId: string | undefined, now: Date) {
  const inboxId = await findByClientId(platform.db, organizationId, "inboxes", clientId);
  if (!inboxId) return undefined;
  const data = await readInbox(platform.db, inboxId, { consistent: true });
  return data && data.organizationId === organizationId && !inboxExpired(data, now) ? data : undefined;
}

/** Inboxes in scope, newest first; expired ephemeral inboxes are already gone for readers. */
export async function listInboxes(
  platform: Platform,
  scope: Scope,
  page: PageRequest,
  options: { ephemeral?: boolean; now: Date },
): Promise<Page<InboxItem>> {
  if (scope.inboxId) {
    const data = await readInbox(platform.db, scope.inboxId);
    return { items: data && inboxListed(data, options) && !page.cursor ? [data] : [] };
  }
  return pageLiveInboxes(platform.db, { organizationId: scope.organizationId, podId: scope.podId }, page, options);
}

/** Case-insensitive substring of address or display name over the newest 500 inboxes in scope. */
export async function searchInboxes(
  platform: Platform,
  scope: Scope,
  text: string,
  page: PageRequest,
  pageToken: string | undefined,
  now: Date,
): Promise<Page<InboxItem> & { truncated: boolean }> {
  const scanned = await listInboxes(platform, scope, { limit: SEARCH_SCAN, ascending: false }, { now });
  const needle = text.toLowerCase();
  const matches = scanned.items.filter(
    (i) => i.inboxId.includes(needle) || (i.displayName ?? "").toLowerCase().includes(needle),
  );
  const { items, next } = offsetPage(matches, page, pageToken);
  return { items, next, truncated: scanned.next !== undefined };
}

export async function availability(
  platform: Platform,
  organizationId: string,
  username: string | undefined,
  domain: string | undefined,
) {
  const shared = platform.config.sharedDomain;
  const name = (username ?? "").trim().toLowerCase();
  const wantedDomain = (domain ?? shared).trim().toLowerCase();
  const email = `${name}@${wantedDomain}`;
  if (!USERNAME_PATTERN.test(name)) {
    return { available: false, email, reason: "invalid_username", message: USERNAME_MESSAGE };
  }
  try {
    await resolveDomain(platform, organizationId, wantedDomain);
  } catch (error) {
    if (error instanceof ApiError) {
      return { available: false, email, reason: "domain_not_found", message: `Domain not found: ${wantedDomain}` };
    }
    throw error;
  }
  const data = await readInbox(platform.db, email);
  if (data) return { available: false, email, reason: "taken", message: `Address ${email} already exists` };
  return { available: true, email };
}

export interface UpdateInboxInput {
  displayName?: string | null;
  metadata?: Record<string, string | number | boolean | null> | null;
  status?: "active" | "paused";
  ttlSeconds?: number | null;
}

export async function updateInbox(
  platform: Platform,
  inbox: InboxItem,
  input: UpdateInboxInput,
  now: Date,
): Promise<InboxItem> {
  const set: Partial<InboxItem> = { updatedAt: now.toISOString() };
  const remove: InboxRemovable[] = [];
  if (input.displayName === null) remove.push("displayName");
  else if (input.displayName !== undefined) set.displayName = normalizeDisplayName(input.displayName);
  if (input.status) set.status = input.status;
  if (input.metadata === null) remove.push("metadata");
  else if (input.metadata) {
    // Merge: given keys are added or overwritten, a key set to null is removed.
    const merged: Metadata = { ...((inbox.metadata as Metadata | undefined) ?? {}) };
    for (const [key, value] of Object.entries(input.metadata)) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    if (Object.keys(merged).length > 256) throw validation("metadata may hold at most 256 keys", "metadata");
    if (Object.keys(merged).length) set.metadata = merged;
    else remove.push("metadata");
  }
  if (input.ttlSeconds === null) {
    set.ephemeral = false;
    remove.push("ttlSeconds", "expiresAt", "expiryQueue", "ttl");
  } else if (input.ttlSeconds !== undefined) {
    Object.assign(set, { ephemeral: true, ttlSeconds: input.ttlSeconds, ...inboxExpiry(now, input.ttlSeconds) });
  }
  return updateInboxSettings(platform.db, inbox.inboxId, set, remove);
}

/**
 * Removes an inbox record with its counters and client_id in one transaction, then its mail. `expired` guards on
 * the expiry the reaper saw (mail that just pushed it wins) and writes inbox.expired; false when the guard failed.
 */
export async function removeInbox(
  platform: Platform,
  inbox: InboxItem,
  expired?: { deletedMessages: number; now: Date },
): Promise<boolean> {
  const result = await deleteInboxRecord(platform.db, inbox, {
    onSharedDomain: inbox.domain === platform.config.sharedDomain,
    expired: expired
      ? eventRecord({
          eventType: "inbox.expired",
          organizationId: inbox.organizationId,
          podId: inbox.podId,
          inboxId: inbox.inboxId,
          data: { inbox: toInbox(inbox), deleted_messages: expired.deletedMessages },
          now: expired.now,
        })
      : undefined,
  });
  if (!result.ok) return false;
  await deleteInboxContents(platform, inbox.inboxId);
  return true;
}

export async function deleteInbox(platform: Platform, inbox: InboxItem): Promise<void> {
  if (!(await removeInbox(platform, inbox))) throw notFound(`Inbox not found: ${inbox.inboxId}`);
}
