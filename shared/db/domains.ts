// Custom domains, keyed by name: a domain belongs to one organization and inbound mail finds it in one read.
import type { Db, DomainItem } from "./service.js";

/** Domain by name. */
export async function readDomain(db: Db, name: string): Promise<DomainItem | undefined> {
  const { data } = await db.entities.domain.get({ domain: name }).go();
  return data ?? undefined;
}

/** How many domains of an organization belong to a pod (their IDs only are read). */
export async function countPodDomains(db: Db, organizationId: string, podId: string): Promise<number> {
  const { data } = await db.entities.domain.query
    .byOrganization({ organizationId })
    .where((a, op) => op.eq(a.podId, podId))
    .go({ pages: "all", attributes: ["domainId"] });
  return data.length;
}
