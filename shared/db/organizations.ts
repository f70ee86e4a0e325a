// Organizations: the tenant record with its counters (inboxes, shared-domain inboxes, pods, domains); the first
// sign-in creates it with its owner, default pod and first key.
import type {
  ApiKeyItem,
  Db,
  FirstKeyItem,
  MembershipItem,
  OrganizationItem,
  PodItem,
  ReadOptions,
  UserItem,
} from "./service.js";
import { named, type TxOutcome, writeTransaction } from "./transactions.js";

/** Organization by ID. */
export async function readOrganization(
  db: Db,
  organizationId: string,
  options: ReadOptions = {},
): Promise<OrganizationItem | undefined> {
  const { data } = await db.entities.organization.get({ organizationId }).go({ consistent: options.consistent });
  return data ?? undefined;
}

/** Rename an organization; the updated record. */
export async function setOrganizationName(
  db: Db,
  organizationId: string,
  name: string,
  at: string,
): Promise<OrganizationItem> {
  const { data } = await db.entities.organization
    .patch({ organizationId })
    .set({ name, updatedAt: at })
    .go({ response: "all_new" });
  return data as OrganizationItem;
}

/** Health probe: one read of a key no record has, so the table answered. */
export async function probeTable(db: Db): Promise<void> {
  await db.entities.organization.get({ organizationId: "health" }).go();
}

export interface NewOrganization {
  /** Absent when the person exists already (a sign-in after they left or were removed from every organization). */
  user?: UserItem;
  membership: MembershipItem;
  organization: OrganizationItem;
  pod: PodItem;
  apiKey: ApiKeyItem;
  firstKey: FirstKeyItem;
}

/**
 * First sign-in: the person, their owner membership, their organization, its default pod, its first key and that
 * key sealed for the session, all or nothing; `user` fails when another sign-in for the same address won the race.
 */
export async function createOrganizationWithOwner(
  db: Db,
  items: NewOrganization,
): Promise<TxOutcome<"user" | "membership" | "organization" | "pod" | "apiKey" | "firstKey">> {
  return writeTransaction(db, ({ user, membership, organization, pod, apiKey, firstKey }) => [
    ...(items.user ? [named("user" as const, user.create(items.user).commit())] : []),
    named("membership", membership.create(items.membership).commit()),
    named("organization", organization.create(items.organization).commit()),
    named("pod", pod.create(items.pod).commit()),
    named("apiKey", apiKey.create(items.apiKey).commit()),
    named("firstKey", firstKey.create(items.firstKey).commit()),
  ]);
}
