// Invitations: one per organization and address, read and listed from the organization's partition (strongly
// consistent), found by ID (the link's token names it) on gsi1 and by address (sign-in) on gsi2. Accepting one is a
// transaction with the new membership.
import type { Db, InvitationItem, MembershipItem } from "./service.js";
import { conditional, conditionalItem, named, type TxOutcome, writeTransaction } from "./transactions.js";

/**
 * Writes an invitation unless one for the address is still pending and unexpired at `now` (then false). An
 * accepted, revoked or expired one is replaced.
 */
export async function insertInvitation(db: Db, item: InvitationItem, now: string): Promise<boolean> {
  return conditional(() =>
    db.entities.invitation
      .put(item)
      .where(
        (a, op) => `${op.notExists(a.invitationId)} OR ${op.ne(a.state, "pending")} OR ${op.lte(a.expiresAt, now)}`,
      )
      .go({ response: "none" }),
  );
}

/** The invitation of an address to an organization: strongly consistent. */
export async function readInvitation(
  db: Db,
  organizationId: string,
  email: string,
): Promise<InvitationItem | undefined> {
  const { data } = await db.entities.invitation.get({ organizationId, email }).go({ consistent: true });
  return data ?? undefined;
}

/** Every invitation of an organization (any state), strongly consistent. */
export async function organizationInvitations(db: Db, organizationId: string): Promise<InvitationItem[]> {
  const { data } = await db.entities.invitation.query
    .byOrganization({ organizationId })
    .go({ consistent: true, pages: "all" });
  return data;
}

/** Invitation by ID (gsi1), then re-read strongly consistent from its own key. */
export async function readInvitationById(db: Db, invitationId: string): Promise<InvitationItem | undefined> {
  const { data } = await db.entities.invitation.query.byId({ invitationId }).go();
  const found = data[0];
  if (!found) return undefined;
  const current = await readInvitation(db, found.organizationId, found.email);
  return current?.invitationId === invitationId ? current : undefined;
}

/** Invitations sent to an address, every organization (gsi2). */
export async function invitationsForEmail(db: Db, email: string): Promise<InvitationItem[]> {
  const { data } = await db.entities.invitation.query.byEmail({ email }).go({ pages: "all" });
  return data;
}

/** Changes an invitation only while it is still pending (and still that invitation); the updated record, else undefined. */
async function patchPending(
  db: Db,
  key: { organizationId: string; email: string; invitationId: string },
  set: { updatedAt: string; tokenHash?: string; expiresAt?: string; state?: "revoked"; revokedAt?: string },
): Promise<InvitationItem | undefined> {
  const written = await conditionalItem(() =>
    db.entities.invitation
      .patch({ organizationId: key.organizationId, email: key.email })
      .set(set)
      .where((a, op) => `${op.eq(a.invitationId, key.invitationId)} AND ${op.eq(a.state, "pending")}`)
      .go({ response: "all_new" }),
  );
  return written?.data as InvitationItem | undefined;
}

/** Resend: a new token hash and expiry for an invitation still pending (expired included); the updated record. */
export async function renewInvitation(
  db: Db,
  key: { organizationId: string; email: string; invitationId: string },
  set: { tokenHash: string; expiresAt: string; at: string },
): Promise<InvitationItem | undefined> {
  return patchPending(db, key, { tokenHash: set.tokenHash, expiresAt: set.expiresAt, updatedAt: set.at });
}

/** Revokes an invitation still pending; the updated record, or undefined when it was not pending. */
export async function markInvitationRevoked(
  db: Db,
  key: { organizationId: string; email: string; invitationId: string },
  at: string,
): Promise<InvitationItem | undefined> {
  return patchPending(db, key, { state: "revoked", revokedAt: at, updatedAt: at });
}

/**
 * Accepts an invitation still pending and unexpired at `at`, adding the membership in the same transaction.
 * `membership` fails when the person already belongs to the organization.
 */
export async function acceptInvitationWithMembership(
  db: Db,
  invitation: { organizationId: string; email: string; invitationId: string },
  membership: MembershipItem,
  at: string,
): Promise<TxOutcome<"invitation" | "membership">> {
  const { organizationId, email, invitationId } = invitation;
  return writeTransaction(db, (entities) => [
    named(
      "invitation",
      entities.invitation
        .patch({ organizationId, email })
        .set({ state: "accepted", acceptedAt: at, acceptedByUserId: membership.userId, updatedAt: at })
        .where(
          (a, op) =>
            `${op.eq(a.invitationId, invitationId)} AND ${op.eq(a.state, "pending")} AND ${op.gt(a.expiresAt, at)}`,
        )
        .commit(),
    ),
    named("membership", entities.membership.create(membership).commit()),
  ]);
}

/** Marks an invitation accepted without a new membership (the person already belonged to the organization). */
export async function markInvitationAccepted(
  db: Db,
  invitation: { organizationId: string; email: string; invitationId: string },
  userId: string,
  at: string,
): Promise<boolean> {
  return conditional(() =>
    db.entities.invitation
      .patch({ organizationId: invitation.organizationId, email: invitation.email })
      .set({ state: "accepted", acceptedAt: at, acceptedByUserId: userId, updatedAt: at })
      .where((a, op) => `${op.eq(a.invitationId, invitation.invitationId)} AND ${op.eq(a.state, "pending")}`)
      .go({ response: "none" }),
  );
}
