// Memberships: who belongs to which organization with which role. Keyed by organization and user (the session
// check is one strongly consistent read), listed per organization from the same partition and per person from gsi1.
// Role changes and removals that could leave an organization without an owner are transactions that check another
// owner still is one, so two owners demoting each other at once cannot both succeed.
import type { Db, MembershipItem, UserItem } from "./service.js";
import { conditional, conditionFailed, named, type TxOutcome, writeTransaction } from "./transactions.js";

export type Role = MembershipItem["role"];

/** Membership by organization and user: strongly consistent (every session request reads it). */
export async function readMembership(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<MembershipItem | undefined> {
  const { data } = await db.entities.membership.get({ organizationId, userId }).go({ consistent: true });
  return data ?? undefined;
}

/** Every membership of an organization, strongly consistent (the owner count must be current). */
export async function organizationMemberships(db: Db, organizationId: string): Promise<MembershipItem[]> {
  const { data } = await db.entities.membership.query
    .byOrganization({ organizationId })
    .go({ consistent: true, pages: "all" });
  return data;
}

/** Every membership of a person (gsi1). */
export async function userMemberships(db: Db, userId: string): Promise<MembershipItem[]> {
  const { data } = await db.entities.membership.query.byUser({ userId }).go({ pages: "all" });
  return data;
}

/** Adds a membership; false when the person already is a member. */
export async function insertMembership(db: Db, item: MembershipItem): Promise<boolean> {
  return conditional(() => db.entities.membership.create(item).go({ response: "none" }));
}

/** A session started acting in the organization now (the default organization of the next sign-in). */
export async function markMembershipUsed(db: Db, organizationId: string, userId: string, at: string): Promise<void> {
  try {
    await db.entities.membership.patch({ organizationId, userId }).set({ lastUsedAt: at }).go({ response: "none" });
  } catch (error) {
    // Removed meanwhile: the session check refuses the session anyway.
    if (!conditionFailed(error)) throw error;
  }
}

/**
 * Changes a member's role if it still is `from`; `otherOwner`, when given, must still be an owner (the change
 * takes an owner's role away).
 */
export async function changeMembershipRole(
  db: Db,
  target: { organizationId: string; userId: string; from: Role; to: Role },
  otherOwner: string | undefined,
  at: string,
): Promise<TxOutcome<"member" | "owner" | "conflict">> {
  const { organizationId, userId } = target;
  return raced(db, ({ membership }) => [
    named(
      "member",
      membership
        .patch({ organizationId, userId })
        .set({ role: target.to, updatedAt: at })
        .where((a, op) => op.eq(a.role, target.from))
        .commit(),
    ),
    ...(otherOwner
      ? [
          named(
            "owner" as const,
            membership
              .check({ organizationId, userId: otherOwner })
              .where((a, op) => op.eq(a.role, "owner"))
              .commit(),
          ),
        ]
      : []),
  ]);
}

/** Removes a membership that still has role `role`; `otherOwner` as in changeMembershipRole. */
export async function deleteMembership(
  db: Db,
  target: { organizationId: string; userId: string; role: Role },
  otherOwner: string | undefined,
): Promise<TxOutcome<"member" | "owner" | "conflict">> {
  const { organizationId, userId } = target;
  return raced(db, ({ membership }) => [
    named(
      "member",
      membership
        .delete({ organizationId, userId })
        .where((a, op) => op.eq(a.role, target.role))
        .commit(),
    ),
    ...(otherOwner
      ? [
          named(
            "owner" as const,
            membership
              .check({ organizationId, userId: otherOwner })
              .where((a, op) => op.eq(a.role, "owner"))
              .commit(),
          ),
        ]
      : []),
  ]);
}

/**
 * A transaction whose cancellation by another transaction on the same items (two owners demoting each other at once)
 * is reported as `conflict` instead of thrown: the caller answers 409 and the person tries again.
 */
async function raced<N extends string>(
  db: Db,
  build: Parameters<typeof writeTransaction<N>>[1],
): Promise<TxOutcome<N | "conflict">> {
  try {
    return await writeTransaction(db, build);
  } catch (error) {
    // writeTransaction throws this for cancellations other than a failed condition (TransactionConflict).
    if (error instanceof Error && error.message.startsWith("Transaction cancelled")) {
      return { ok: false, failed: "conflict" };
    }
    throw error;
  }
}

/** Users by address, for names in a member list (batch get; missing ones left out). */
export async function readUsers(db: Db, emails: readonly string[]): Promise<UserItem[]> {
  if (!emails.length) return [];
  const { data } = await db.entities.user.get(emails.map((email) => ({ email }))).go();
  return data;
}

/** Creates a person (first sign-in by invitation); false when the address already has one. */
export async function insertUser(db: Db, item: UserItem): Promise<boolean> {
  return conditional(() => db.entities.user.create(item).go({ response: "none" }));
}

/** Migration: the legacy organization and role of a user item, once they became a membership. */
export async function clearLegacyOrganization(db: Db, email: string): Promise<void> {
  await db.entities.user.patch({ email }).remove(["organizationId", "role"]).go({ response: "none" });
}
