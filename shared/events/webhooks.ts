// Webhooks: create, read, list, change and delete, the URL guard, the event types a credential may ask for, and
// which events a webhook receives (matching, used by fan-out).

import { can, inScope, type Principal, type Scope } from "../auth/principal.js";
import { clientRefItem, findByClientId } from "../db/client-refs.js";
import type { StoredEvent } from "../db/entities/event.js";
import type { Db, WebhookItem } from "../db/service.js";
import {
  deleteWebhookRecord,
  insertWebhook,
  queryWebhooks,
  readWebhook,
  updateWebhookSettings,
  webhooksOfOrganization,
} from "../db/webhooks.js";
import { EVENT_TYPES } from "../domain/events.js";
import { conflict, forbidden, notFound, validation } from "../errors.js";
import { newId } from "../ids.js";
import { checkFetchableUrl, type ResolvedAddress, SafeFetchError } from "../net/safe-fetch.js";
import { type Cursor, MAX_LIMIT, type Page, type PageRequest, toPage } from "../pagination.js";
import type { Platform } from "../ports/platform.js";
import { eventReadPermission, isAuditEvent } from "./record.js";
import { newWebhookSecret } from "./signature.js";
import { checkEventTypes } from "./types.js";
import { failPendingDeliveries } from "./webhook-delivery.js";

/** Sent only to webhooks that list it by name (an empty `event_types` does not include it). */
const BY_NAME_ONLY = "domain.updated";
/** Never fanned out: the test call sends it to one webhook itself. */
const TEST_EVENT = "webhook.test";
/** What an empty `event_types` stands for. */
const EVERY_TYPE: readonly string[] = EVENT_TYPES.filter((t) => t !== BY_NAME_ONLY && t !== TEST_EVENT);

const MAX_URL_LENGTH = 2048;

export function toWebhook(webhook: WebhookItem) {
  return {
    webhook_id: webhook.webhookId,
    url: webhook.url,
    event_types: webhook.eventTypes,
    inbox_ids: webhook.inboxIds,
    pod_ids: webhook.podIds,
    pod_id: webhook.podId,
    inbox_id: webhook.inboxId,
    secret: webhook.secret,
    enabled: webhook.enabled,
    status: webhook.enabled ? ("active" as const) : ("disabled" as const),
    client_id: webhook.clientId,
    created_at: webhook.createdAt,
    updated_at: webhook.updatedAt,
  };
}

// ---- rules ----

export interface UrlCheckOptions {
  /** Development only (ALLOW_LOOPBACK_URLS): 127.0.0.0/8 and ::1 are allowed. */
  allowLoopback: boolean;
  /** DNS lookup override (tests); default the system resolver. */
  lookup?: (host: string) => Promise<ResolvedAddress[]>;
}

/**
 * A webhook URL must be http or https, without credentials, to a host whose every address is public (the same
 * classification safe-fetch applies again at delivery time). 400 with param `url` otherwise.
 */
export async function checkWebhookUrl(url: string, options: UrlCheckOptions): Promise<string> {
  const trimmed = url.trim();
  if (!trimmed) throw validation("url is required", "url");
  if (trimmed.length > MAX_URL_LENGTH) throw validation(`url must be at most ${MAX_URL_LENGTH} characters`, "url");
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw validation("url must be a valid http or https URL", "url");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw validation("url must be http or https", "url");
  }
  if (parsed.username || parsed.password) throw validation("url must not contain credentials", "url");
  try {
    await checkFetchableUrl(parsed.href, options);
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    const host = parsed.hostname;
    if (error.reason === "unresolvable") throw validation(`url host ${host} could not be resolved`, "url");
    if (error.reason === "blocked_address") {
      throw validation(`url must point to a public host; ${host} is private, loopback or link-local`, "url");
    }
    throw validation("url must be a valid http or https URL", "url");
  }
  return parsed.href;
}

/**
 * The types a webhook is stored with. Every listed type needs its family's read permission (403); an empty list
 * from a credential lacking some stands for the types it can read, so it is stored as that list.
 */
export function webhookEventTypes(principal: Principal, requested: readonly string[] | undefined): string[] {
  const types = checkEventTypes(requested ?? []);
  for (const type of types) {
    const permission = eventReadPermission(type);
    if (!permission || !can(principal, permission)) {
      throw forbidden(`API key lacks the ${permission} permission`, "event_types");
    }
  }
  if (types.length) return types;
  const readable = EVERY_TYPE.filter((type) => can(principal, eventReadPermission(type)));
  if (readable.length === EVERY_TYPE.length) return [];
  if (!readable.length) {
    // Nothing readable: an empty list would mean "every type", which this credential may not ask for.
    throw forbidden(`API key lacks the ${eventReadPermission(EVERY_TYPE[0])} permission`, "event_types");
  }
  return readable;
}

const distinct = (values: readonly string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];
const inboxIdList = (values: readonly string[] | undefined) => distinct((values ?? []).map((v) => v.toLowerCase()));

/** Whether `webhook` receives `event` through fan-out (the spec's delivery rule, plus the binding). */
export function webhookMatches(webhook: WebhookItem, event: StoredEvent): boolean {
  if (!webhook.enabled || webhook.organizationId !== event.organizationId) return false;
  if (isAuditEvent(event.eventType) || event.eventType === TEST_EVENT) return false;
  // Bound to a pod or an inbox: nothing from outside it (organization-level events have neither).
  if (webhook.podId && event.podId !== webhook.podId) return false;
  if (webhook.inboxId && event.inboxId !== webhook.inboxId) return false;
  const types = webhook.eventTypes;
  if (types.length ? !types.includes(event.eventType) : event.eventType === BY_NAME_ONLY) return false;
  if (webhook.podIds.length && !(event.podId && webhook.podIds.includes(event.podId))) return false;
  if (webhook.inboxIds.length && !(event.inboxId && webhook.inboxIds.includes(event.inboxId))) return false;
  return true;
}

// ---- storage ----

/** Every webhook of an organization (fan-out matches events against them). */
export async function webhooksOf(db: Db, organizationId: string): Promise<WebhookItem[]> {
  return webhooksOfOrganization(db, organizationId);
}

export async function getWebhookInScope(platform: Platform, scope: Scope, webhookId: string): Promise<WebhookItem> {
  const data = await readWebhook(platform.db, scope.organizationId, webhookId, { consistent: true });
  if (!data || !inScope(scope, data)) throw notFound("Webhook not found");
  return data;
}

async function findExisting(platform: Platform, scope: Scope, clientId: string | undefined) {
  const webhookId = await findByClientId(platform.db, scope.organizationId, "webhooks", clientId);
  if (!webhookId) return undefined;
  const data = await readWebhook(platform.db, scope.organizationId, webhookId, { consistent: true });
  // client_id is unique per organization: one outside this credential's scope must not hand that webhook out.
  if (data && !inScope(scope, data)) throw conflict("webhooks conflicts with an existing record", "client_id");
  return data;
}

export interface WebhookInput {
  url: string;
  eventTypes?: string[];
  inboxIds?: string[];
  podIds?: string[];
  clientId?: string;
}

/** 201 with a new webhook bound to the scope's pod or inbox, or 200 with the one holding this client_id. */
export async function createWebhook(
  platform: Platform,
  principal: Principal,
  scope: Scope,
  input: WebhookInput,
  now: Date,
  urlOptions: UrlCheckOptions = { allowLoopback: platform.config.allowLoopback },
): Promise<{ webhook: WebhookItem; created: boolean }> {
  const existing = await findExisting(platform, scope, input.clientId);
  if (existing) return { webhook: existing, created: false };
  const eventTypes = webhookEventTypes(principal, input.eventTypes);
  const url = await checkWebhookUrl(input.url, urlOptions);
  const at = now.toISOString();
  const webhook: WebhookItem = {
    organizationId: scope.organizationId,
    webhookId: newId("webhook", now.getTime()),
    url,
    eventTypes,
    inboxIds: inboxIdList(input.inboxIds),
    podIds: distinct(input.podIds ?? []),
    podId: scope.podId,
    inboxId: scope.inboxId,
    secret: newWebhookSecret(),
    enabled: true,
    clientId: input.clientId,
    createdAt: at,
    updatedAt: at,
  };
  const result = await insertWebhook(
    platform.db,
    webhook,
    input.clientId ? clientRefItem(scope.organizationId, "webhooks", input.clientId, webhook.webhookId) : undefined,
  );
  if (!result.ok && result.failed === "clientRef") {
    const raced = await findExisting(platform, scope, input.clientId);
    if (raced) return { webhook: raced, created: false };
  }
  if (!result.ok) throw conflict("webhooks conflicts with an existing record");
  return { webhook, created: true };
}

/**
 * Webhooks in scope, newest first. An organization credential pages as usual (narrowed by a route prefix); a pod
 * or inbox credential gets everything in its scope, up to 500, in one response without a token.
 */
export async function listWebhooks(
  platform: Platform,
  principal: Principal,
  scope: Scope,
  page: PageRequest,
): Promise<{ page: Page<WebhookItem>; limit: number }> {
  const whole = principal.scope !== "organization";
  const request: PageRequest = whole ? { limit: MAX_LIMIT, ascending: page.ascending } : page;
  const data = await queryWebhooks(platform.db, scope, {
    ascending: request.ascending,
    cursor: request.cursor as { webhookId: string } | undefined,
    count: whole ? MAX_LIMIT : request.limit + 1,
  });
  if (whole) return { page: { items: data.slice(0, MAX_LIMIT) }, limit: MAX_LIMIT };
  return { page: toPage(data, request, (w): Cursor => ({ webhookId: w.webhookId })), limit: request.limit };
}

export interface WebhookChange {
  url?: string;
  eventTypes?: string[];
  addInboxIds?: string[];
  removeInboxIds?: string[];
  addPodIds?: string[];
  removePodIds?: string[];
  enabled?: boolean;
}

/** PATCH: `event_types` replaces (with the create rules), ids are added and removed, `enabled` switches status. */
export async function updateWebhook(
  platform: Platform,
  principal: Principal,
  webhook: WebhookItem,
  change: WebhookChange,
  now: Date,
  urlOptions: UrlCheckOptions = { allowLoopback: platform.config.allowLoopback },
): Promise<WebhookItem> {
  const next: WebhookItem = { ...webhook, updatedAt: now.toISOString() };
  if (change.eventTypes !== undefined) next.eventTypes = webhookEventTypes(principal, change.eventTypes);
  if (change.url !== undefined) next.url = await checkWebhookUrl(change.url, urlOptions);
  const edit = (current: string[], add: string[], remove: string[]) =>
    distinct([...current, ...add]).filter((id) => !remove.includes(id));
  next.inboxIds = edit(next.inboxIds, inboxIdList(change.addInboxIds), inboxIdList(change.removeInboxIds));
  next.podIds = edit(next.podIds, distinct(change.addPodIds ?? []), distinct(change.removePodIds ?? []));
  if (change.enabled !== undefined) next.enabled = change.enabled;
  await updateWebhookSettings(platform.db, next);
  return next;
}

/** Deletes the webhook (and its client_id) and fails its pending deliveries. */
export async function deleteWebhook(platform: Platform, webhook: WebhookItem, now: Date): Promise<void> {
  // Neither delete has a condition: there is no failure to tell apart.
  await deleteWebhookRecord(platform.db, webhook);
  await failPendingDeliveries(platform, webhook.webhookId, "Webhook deleted", now);
}
