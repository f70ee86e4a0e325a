// Custom domains, keyed by name: a domain belongs to one organization and inbound mail finds it in one read. Listed
// per organization by domain ID (creation order); PENDING and INVALID ones also sit on a sparse re-check index.
// Creating and deleting one keeps the organization's domain count and the client_id reference in step; a check's
// result is written with its events in one transaction (the outbox).
import type { Scope } from "../auth/principal.js";
import { type Cursor, type Page, type PageRequest, toPage } from "../pagination.js";
import type { ClientRefItem, CreateEventItem, Db, DomainItem, ReadOptions } from "./service.js";
import { named, type TxOutcome, writeTransaction } from "./transactions.js";

/** The re-check index's one partition. */
export const RECHECK_QUEUE = "recheck";

/** Domain by name. */
export async function readDomain(db: Db, name: string, options: ReadOptions = {}): Promise<DomainItem | undefined> {
  const { data } = await db.entities.domain.get({ domain: name }).go({ consistent: options.consistent });
  return data ?? undefined;
}

/** Domain by organization and domain ID: its ID reference, then the domain by name, both read consistently. */
export async function readDomainById(
  db: Db,
  organizationId: string,
  domainId: string,
): Promise<DomainItem | undefined> {
  const { data: ref } = await db.entities.domainRef.get({ organizationId, domainId }).go({ consistent: true });
  if (!ref) return undefined;
  const item = await readDomain(db, ref.domain, { consistent: true });
  return item && item.domainId === domainId && item.organizationId === organizationId ? item : undefined;
}

/** How many domains of an organization belong to a pod (their IDs only are read). */
export async function countPodDomains(db: Db, organizationId: string, podId: string): Promise<number> {
  const { data } = await db.entities.domain.query
    .byOrganization({ organizationId })
    .where((a, op) => op.eq(a.podId, podId))
    .go({ pages: "all", attributes: ["domainId"] });
  return data.length;
}

/** Domains of an organization by domain ID, only the scope's pod's when it has one: one page. */
export async function pageDomains(db: Db, scope: Scope, page: PageRequest): Promise<Page<DomainItem>> {
  const base = db.entities.domain.query.byOrganization({ organizationId: scope.organizationId });
  const cursor = page.cursor as { domainId: string } | undefined;
  const ranged = cursor ? (page.ascending ? base.gt(cursor) : base.lt(cursor)) : base;
  const { data } = await ranged
    .where((a, op) => (scope.podId ? op.eq(a.podId, scope.podId) : ""))
    .go({ order: page.ascending ? "asc" : "desc", count: page.limit + 1 });
  return toPage(data, page, (d): Cursor => ({ domainId: d.domainId }));
}

/** The items of a domain's create and delete transactions. */
export type DomainWrite = "domain" | "domainRef" | "organization" | "clientRef";

/**
 * Create a domain with its ID reference, the organization's domain count and its client_id reference; `domain` fails
 * when the name is registered already (by anyone), `clientRef` when another create with that client_id won.
 */
export async function insertDomain(
  db: Db,
  domain: DomainItem,
  clientRef: ClientRefItem | undefined,
): Promise<TxOutcome<DomainWrite>> {
  const { organizationId, domainId } = domain;
  return writeTransaction<DomainWrite>(db, ({ domain: domains, domainRef, organization, clientRef: refs }) => [
    named("domain", domains.create(domain).commit()),
    named("domainRef", domainRef.create({ organizationId, domainId, domain: domain.domain }).commit()),
    named(
      "organization",
      organization.patch({ organizationId: domain.organizationId }).add({ domainCount: 1 }).commit(),
    ),
    ...(clientRef ? [named("clientRef", refs.create(clientRef).commit())] : []),
  ]);
}

/**
 * Replace a domain's record as a whole (settings or a check's result) with the events that change causes; `domain`
 * fails when the record was deleted, or deleted and registered again, since it was read.
 */
export async function saveDomain(
  db: Db,
  next: DomainItem,
  events: CreateEventItem[] = [],
): Promise<TxOutcome<"domain" | "event">> {
  return writeTransaction<"domain" | "event">(db, ({ domain, event }) => [
    named(
      "domain",
      domain
        .put(next)
        .where((a, op) => op.eq(a.domainId, next.domainId))
        .commit(),
    ),
    ...events.map((e) => named("event" as const, event.create(e).commit())),
  ]);
}

/**
 * Delete a domain with its ID reference, the organization's count and its client_id reference; `domain` fails when
 * already gone.
 */
export async function deleteDomainRecord(db: Db, domain: DomainItem): Promise<TxOutcome<DomainWrite>> {
  const { organizationId, domainId } = domain;
  return writeTransaction<DomainWrite>(db, ({ domain: domains, domainRef, organization, clientRef }) => [
    named(
      "domain",
      domains
        .delete({ domain: domain.domain })
        .where((a, op) => op.eq(a.domainId, domain.domainId))
        .commit(),
    ),
    named("domainRef", domainRef.delete({ organizationId, domainId }).commit()),
    named("organization", organization.patch({ organizationId }).add({ domainCount: -1 }).commit()),
    ...(domain.clientId
      ? [
          named(
            "clientRef",
            clientRef.delete({ organizationId, collection: "domains", clientId: domain.clientId }).commit(),
          ),
        ]
      : []),
  ]);
}

/** Domains due for a background re-check at `nowIso` (the sparse re-check index), soonest first, up to 100. */
export async function domainsDueForRecheck(db: Db, nowIso: string): Promise<DomainItem[]> {
  const { data } = await db.entities.domain.query
    .byRecheck({ recheckQueue: RECHECK_QUEUE })
    .lte({ recheckAt: nowIso })
    .go({ count: 100 });
  return data;
}

/** Record the last Domain Connect discovery on a domain (nothing else of it changes). */
export async function setDomainConnect(
  db: Db,
  domain: DomainItem,
  summary: NonNullable<DomainItem["domainConnect"]>,
): Promise<void> {
  await db.entities.domain
    .patch({ domain: domain.domain })
    .set({ domainConnect: summary })
    .where((a, op) => op.eq(a.domainId, domain.domainId))
    .go({ response: "none" });
}
