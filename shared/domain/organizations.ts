// Organizations: the first sign-in creates one with its default pod; counts follow the caller's view.
import type { Scope } from "../auth/principal.js";
import { countPodDomains } from "../db/domains.js";
import { readOrganization, setOrganizationName } from "../db/organizations.js";
import { readPod } from "../db/pods.js";
import type { OrganizationItem, PodItem } from "../db/service.js";
import { notFound } from "../errors.js";
import { newId } from "../ids.js";
import type { Platform } from "../ports/platform.js";

/** A new organization and its default pod, counters at zero (first sign-in, an agent's sandbox). */
export function newOrganization(
  names: { name: string; slugBase: string; podName: string },
  now: Date,
): { organization: OrganizationItem; pod: PodItem } {
  const at = now.toISOString();
  const organizationId = newId("organization", now.getTime());
  const podId = newId("pod", now.getTime());
  return {
    organization: {
      organizationId,
      name: names.name,
      slug: `${slugify(names.slugBase)}-${organizationId.slice(-6).toLowerCase()}`,
      defaultPodId: podId,
      plan: "free",
      inboxCount: 0,
      sharedInboxCount: 0,
      podCount: 1,
      domainCount: 0,
      createdAt: at,
      updatedAt: at,
    },
    pod: { organizationId, podId, name: names.podName, isDefault: true, inboxCount: 0, createdAt: at, updatedAt: at },
  };
}

export function slugify(value: string): string {
  return (
    value
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "org"
  );
}

export async function getOrganization(platform: Platform, organizationId: string): Promise<OrganizationItem> {
  const data = await readOrganization(platform.db, organizationId, { consistent: true });
  if (!data) throw notFound("Organization not found");
  return data;
}

/** Counts reflect what the credential can see: a pod credential counts its pod, an inbox credential its inbox. */
export async function toOrganization(platform: Platform, org: OrganizationItem, scope: Scope) {
  let inboxCount = org.inboxCount;
  let podCount = org.podCount;
  let domainCount = org.domainCount;
  if (scope.inboxId) {
    inboxCount = 1;
    podCount = 1;
    domainCount = 0;
  } else if (scope.podId) {
    const pod = await readPod(platform.db, org.organizationId, scope.podId);
    inboxCount = pod?.inboxCount ?? 0;
    podCount = 1;
    // Domains belong to pods: a pod credential counts its pod's.
    domainCount = await countPodDomains(platform.db, org.organizationId, scope.podId);
  }
  return {
    organization_id: org.organizationId,
    name: org.name,
    slug: org.slug,
    plan: org.plan,
    inbox_count: inboxCount,
    domain_count: domainCount,
    inbox_limit: platform.config.inboxLimitPerOrg,
    shared_domain: platform.config.sharedDomain,
    usage: { inbox_count: inboxCount, domain_count: domainCount, pod_count: podCount },
    updated_at: org.updatedAt,
    created_at: org.createdAt,
  };
}

export async function renameOrganization(platform: Platform, organizationId: string, name: string, now: Date) {
  return setOrganizationName(platform.db, organizationId, name, now.toISOString());
}
