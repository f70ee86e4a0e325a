// Custom domains: registering one (its sending identity and the records to publish), DNS checks on request and in
// the background with the spec's state machine and events, settings, and deleting one with its inboxes.
import type { Scope } from "../auth/principal.js";
import { clientRefItem, findByClientId } from "../db/client-refs.js";
import {
  deleteDomainRecord,
  domainsDueForRecheck,
  insertDomain,
  pageDomains,
  RECHECK_QUEUE,
  readDomain,
  readDomainById,
  saveDomain,
} from "../db/domains.js";
import { inboxesOnDomain } from "../db/inboxes.js";
import { readOrganization } from "../db/organizations.js";
import type { CreateEventItem, DomainItem } from "../db/service.js";
import { conflict, notFound, validation } from "../errors.js";
import { newId } from "../ids.js";
import type { Page, PageRequest } from "../pagination.js";
import type { Platform } from "../ports/platform.js";
import {
  checkRecords,
  dnsProviderOf,
  dnsProviderUrl,
  domainStatus,
  expectedRecords,
  findNameservers,
  statusReason,
  type VerificationRecord,
} from "./domain-records.js";
import { eventRecord } from "./events.js";
import { removeInbox } from "./inboxes.js";
import { getPodInScope } from "./scope-loaders.js";

/** The background worker looks at a PENDING or INVALID domain this often… */
export const RECHECK_INTERVAL_MS = 5 * 60_000;
/** …until this long after the domain was created. */
export const RECHECK_WINDOW_MS = 7 * 24 * 3600_000;

export const HOSTNAME_MESSAGE = "domain must be a valid hostname";
export const CATCH_ALL_TTL_MESSAGE = "catch_all_ttl_seconds must be positive";

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A domain name as stored: trimmed, lowercased, no root dot; 400 unless it is a hostname of two labels or more. */
export function normalizeDomainName(value: unknown): string {
  if (typeof value !== "string") throw validation(HOSTNAME_MESSAGE, "domain");
  const name = value.trim().toLowerCase().replace(/\.$/, "");
  const labels = name.split(".");
  const valid =
    name.length <= 253 &&
    labels.length >= 2 &&
    labels.every((l) => LABEL.test(l)) &&
    !/^\d+$/.test(labels.at(-1) ?? "");
  if (!valid) throw validation(HOSTNAME_MESSAGE, "domain");
  return name;
}

function toRecord(r: VerificationRecord) {
  return {
    type: r.type,
    name: r.name,
    value: r.value,
    status: r.status,
    ...(r.priority !== undefined ? { priority: r.priority } : {}),
    ...(r.reason ? { reason: r.reason } : {}),
    purpose: r.purpose,
    required: r.required,
  };
}

/** The DomainItem of the spec (the local DKIM key and the re-check bookkeeping are never shown). */
export function toDomain(d: DomainItem) {
  return {
    pod_id: d.podId,
    domain_id: d.domainId,
    domain: d.domain,
    feedback_enabled: d.feedbackEnabled,
    inbound_enabled: d.inboundEnabled,
    subdomains_enabled: false,
    tracking_enabled: false,
    client_id: d.clientId,
    updated_at: d.updatedAt,
    created_at: d.createdAt,
    status: d.status,
    reason: d.status === "VERIFIED" ? undefined : d.reason,
    records: d.records.map(toRecord),
    organization_id: d.organizationId,
    catch_all: d.catchAll,
    catch_all_ttl_seconds: d.catchAllTtlSeconds,
    nameservers: d.nameservers,
    dns_provider: d.dnsProvider,
    dns_provider_url: dnsProviderUrl(d.dnsProvider),
    domain_connect: d.domainConnect
      ? {
          supported: d.domainConnect.supported,
          provider_name: d.domainConnect.providerName,
          apply_url: d.domainConnect.applyUrl,
        }
      : undefined,
    verified_at: d.verifiedAt,
    last_checked_at: d.lastCheckedAt,
  };
}

/** Records with `required` following inbound_enabled (the inbound MX is required only while inbound is on). */
function withInbound(records: VerificationRecord[], inboundEnabled: boolean): VerificationRecord[] {
  return records.map((r) => (r.purpose === "inbound" ? { ...r, required: inboundEnabled } : r));
}

// ---- reading ----

/** A domain as the scope may see it: a pod credential sees its pod's, an inbox credential none (404 otherwise). */
export async function getDomainInScope(platform: Platform, scope: Scope, domainId: string): Promise<DomainItem> {
  const missing = () => notFound("Domain not found");
  if (scope.inboxId) throw missing();
  const data = await readDomainById(platform.db, scope.organizationId, domainId);
  if (!data || (scope.podId && data.podId !== scope.podId)) throw missing();
  return data;
}

/** Domains in scope, newest first by default; an inbox credential has none. */
export async function listDomains(platform: Platform, scope: Scope, page: PageRequest): Promise<Page<DomainItem>> {
  if (scope.inboxId) return { items: [] };
  return pageDomains(platform.db, scope, page);
}

// ---- creating ----

export interface CreateDomainInput {
  domain: unknown;
  feedbackEnabled?: boolean;
  inboundEnabled?: boolean;
  clientId?: string;
  podId?: string;
  catchAll?: boolean;
  catchAllTtlSeconds?: number | null;
}

function checkCatchAllTtl(value: number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Number.isInteger(value) || value <= 0) throw validation(CATCH_ALL_TTL_MESSAGE, "catch_all_ttl_seconds");
  return value;
}

async function findExisting(platform: Platform, scope: Scope, clientId: string | undefined) {
  const domainId = await findByClientId(platform.db, scope.organizationId, "domains", clientId);
  if (!domainId) return undefined;
  const data = await readDomainById(platform.db, scope.organizationId, domainId);
  // client_id is unique per organization: one outside this credential's pod must not hand that domain out.
  if (data && scope.podId && data.podId !== scope.podId) {
    throw conflict("domains conflicts with an existing record", "client_id");
  }
  return data;
}

/**
 * 201 with a new NOT_STARTED domain and the records to publish (its sending identity is created now), or 200 with
 * the one holding this client_id. 409 for the shared domain and for a name registered already.
 */
export async function createDomain(
  platform: Platform,
  scope: Scope,
  input: CreateDomainInput,
  now: Date,
): Promise<{ domain: DomainItem; created: boolean }> {
  const existing = await findExisting(platform, scope, input.clientId);
  if (existing) return { domain: existing, created: false };
  const name = normalizeDomainName(input.domain);
  const catchAllTtlSeconds = checkCatchAllTtl(input.catchAllTtlSeconds);
  if (name === platform.config.sharedDomain) throw conflict(`${name} is a shared domain`, "domain");
  const registered = () => conflict(`Domain ${name} is already registered`, "domain");
  if (await readDomain(platform.db, name, { consistent: true })) throw registered();

  let podId = scope.podId;
  if (input.podId && input.podId !== scope.podId) podId = (await getPodInScope(platform, scope, input.podId)).podId;
  if (!podId) {
    const org = await readOrganization(platform.db, scope.organizationId);
    if (!org) throw notFound("Organization not found");
    podId = org.defaultPodId;
  }

  const inboundEnabled = input.inboundEnabled ?? true;
  const [identity, found] = await Promise.all([
    platform.domainIdentities.create(name),
    findNameservers(platform.dns, name),
  ]);
  const at = now.toISOString();
  const records = expectedRecords(name, identity, { inboundMxHost: platform.config.inboundMxHost, inboundEnabled });
  const domain: DomainItem = {
    domain: name,
    domainId: newId("domain", now.getTime()),
    organizationId: scope.organizationId,
    podId,
    status: "NOT_STARTED",
    reason: statusReason("NOT_STARTED", records),
    feedbackEnabled: input.feedbackEnabled ?? false,
    inboundEnabled,
    catchAll: input.catchAll ?? false,
    catchAllTtlSeconds,
    clientId: input.clientId,
    records,
    nameservers: found.nameservers.length ? found.nameservers : undefined,
    dnsProvider: dnsProviderOf(found.nameservers),
    dkimSigning: identity.dkimSigning,
    createdAt: at,
    updatedAt: at,
  };
  const result = await insertDomain(
    platform.db,
    domain,
    input.clientId ? clientRefItem(scope.organizationId, "domains", input.clientId, domain.domainId) : undefined,
  );
  if (result.ok) return { domain, created: true };
  if (result.failed === "clientRef") {
    const raced = await findExisting(platform, scope, input.clientId);
    if (raced) return { domain: raced, created: false };
    throw conflict("domains conflicts with an existing record", "client_id");
  }
  if (result.failed === "domain") throw registered();
  throw conflict("domains conflicts with an existing record");
}

// ---- checking ----

function domainEvents(previous: DomainItem, next: DomainItem, now: Date): CreateEventItem[] {
  const recordsChanged =
    previous.records.length !== next.records.length ||
    next.records.some((r, i) => r.status !== previous.records[i]?.status);
  const events: CreateEventItem[] = [];
  const base = { organizationId: next.organizationId, podId: next.podId, data: { domain: toDomain(next) }, now };
  if (next.status === "VERIFIED" && previous.status !== "VERIFIED") {
    events.push(eventRecord({ ...base, eventType: "domain.verified" }));
  }
  if (recordsChanged || next.status !== previous.status) {
    events.push(eventRecord({ ...base, eventType: "domain.updated" }));
  }
  return events;
}

/** Whether the background worker should look again: PENDING or INVALID, and younger than the re-check window. */
function recheckFields(domain: Pick<DomainItem, "status" | "createdAt">, now: Date) {
  const open = domain.status === "PENDING" || domain.status === "INVALID";
  const until = Date.parse(domain.createdAt) + RECHECK_WINDOW_MS;
  const next = now.getTime() + RECHECK_INTERVAL_MS;
  if (!open || next > until) return {};
  return { recheckQueue: RECHECK_QUEUE, recheckAt: new Date(next).toISOString() };
}

/** The domain as it is once `records` are its records (status, reason, verified_at and re-check follow). */
function settle(domain: DomainItem, records: VerificationRecord[], now: Date, checked: boolean): DomainItem {
  const { recheckQueue: _q, recheckAt: _a, reason: _r, ...rest } = domain;
  // Before the first check there is nothing to settle: a NOT_STARTED domain is only checked by the verify call.
  const status = checked || domain.status !== "NOT_STARTED" ? domainStatus(records) : "NOT_STARTED";
  const at = now.toISOString();
  const reason = statusReason(status, records);
  return {
    ...rest,
    records,
    status,
    ...(reason ? { reason } : {}),
    ...(status === "VERIFIED" && domain.status !== "VERIFIED" ? { verifiedAt: at } : {}),
    ...(checked ? { lastCheckedAt: at } : {}),
    ...recheckFields({ status, createdAt: domain.createdAt }, now),
    updatedAt: at,
  };
}

/** Saves a domain's next state with the events its change causes; 404 when it was deleted meanwhile. */
async function commit(platform: Platform, previous: DomainItem, next: DomainItem, now: Date): Promise<DomainItem> {
  const result = await saveDomain(platform.db, next, domainEvents(previous, next, now));
  if (!result.ok) throw notFound("Domain not found");
  return next;
}

/** A DNS check now (the verify call, or the background worker): records, status, nameservers and DNS host. */
export async function checkDomain(platform: Platform, domain: DomainItem, now: Date): Promise<DomainItem> {
  const [records, found] = await Promise.all([
    checkRecords(platform.dns, withInbound(domain.records, domain.inboundEnabled)),
    findNameservers(platform.dns, domain.domain),
  ]);
  const next = settle(domain, records, now, true);
  next.nameservers = found.nameservers.length ? found.nameservers : undefined;
  next.dnsProvider = dnsProviderOf(found.nameservers);
  return commit(platform, domain, next, now);
}

/**
 * The background re-check: every PENDING or INVALID domain due on the re-check index is checked again (every 5
 * minutes, until 7 days after its creation). Answers how many were checked.
 */
export async function recheckDomains(platform: Platform): Promise<number> {
  const now = platform.clock.now();
  let checked = 0;
  for (const due of await domainsDueForRecheck(platform.db, now.toISOString())) {
    const domain = await readDomain(platform.db, due.domain, { consistent: true });
    if (!domain || domain.domainId !== due.domainId) continue;
    try {
      const open = domain.status === "PENDING" || domain.status === "INVALID";
      if (!open || now.getTime() >= Date.parse(domain.createdAt) + RECHECK_WINDOW_MS) {
        // Past its window (or settled meanwhile): off the index without a check.
        const { recheckQueue: _q, recheckAt: _a, ...rest } = domain;
        await saveDomain(platform.db, rest);
        continue;
      }
      await checkDomain(platform, domain, now);
      checked++;
    } catch (error) {
      // One domain's failure must not hold up the others; it stays due and is tried on the next run.
      platform.log.error("domain re-check failed", { error, domain: domain.domain });
    }
  }
  return checked;
}

// ---- settings ----

export interface UpdateDomainInput {
  feedbackEnabled?: boolean;
  inboundEnabled?: boolean;
  catchAll?: boolean;
  catchAllTtlSeconds?: number | null;
}

/**
 * Changes the settings. Turning inbound off (on) makes the inbound MX optional (required): the status follows from
 * the last check's results, with the events a status change causes.
 */
export async function updateDomain(
  platform: Platform,
  domain: DomainItem,
  input: UpdateDomainInput,
  now: Date,
): Promise<DomainItem> {
  const { catchAllTtlSeconds: _ttl, ...kept } = domain;
  const ttl =
    input.catchAllTtlSeconds === undefined ? domain.catchAllTtlSeconds : checkCatchAllTtl(input.catchAllTtlSeconds);
  const inboundEnabled = input.inboundEnabled ?? domain.inboundEnabled;
  const changed: DomainItem = {
    ...kept,
    feedbackEnabled: input.feedbackEnabled ?? domain.feedbackEnabled,
    inboundEnabled,
    catchAll: input.catchAll ?? domain.catchAll,
    ...(ttl !== undefined ? { catchAllTtlSeconds: ttl } : {}),
  };
  return commit(platform, domain, settle(changed, withInbound(domain.records, inboundEnabled), now, false), now);
}

// ---- deleting ----

/**
 * Deletes a domain and every inbox on it, with their mail (no inbox.expired: nothing expired). The inboxes go
 * first, then the domain, then any inbox a catch-all made meanwhile; last the sending identity. An address on a
 * domain the organization gave up must not outlive it: another organization may register the name next.
 */
export async function deleteDomain(platform: Platform, domain: DomainItem): Promise<number> {
  const sweep = async () => {
    let removed = 0;
    for (const inbox of await inboxesOnDomain(platform.db, domain.organizationId, domain.domain)) {
      if (await removeInbox(platform, inbox)) removed++;
    }
    return removed;
  };
  let removed = await sweep();
  const result = await deleteDomainRecord(platform.db, domain);
  if (!result.ok) throw notFound("Domain not found");
  removed += await sweep();
  try {
    await platform.domainIdentities.delete(domain.domain);
  } catch (error) {
    // The domain is gone either way; a leftover SES identity is reused if the name is registered again.
    platform.log.error("deleting the sending identity of a deleted domain failed", { error, domain: domain.domain });
  }
  return removed;
}
