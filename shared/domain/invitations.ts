// Invitations to an organization: valid 7 days for one address, mailed with a link whose token is stored hashed;
// signing in with the invited address accepts them (the spec's transition), adding the membership with the
// invitation's role. Resend makes a new token and 7 new days; revoke ends the link.
import type { Principal } from "../auth/principal.js";
import { newToken, safeEqual, sha256Hex } from "../auth/secrets.js";
import {
  acceptInvitationWithMembership,
  insertInvitation,
  invitationsForEmail,
  markInvitationAccepted,
  markInvitationRevoked,
  organizationInvitations,
  readInvitation,
  readInvitationById,
  renewInvitation,
} from "../db/invitations.js";
import { insertUser, type Role, readMembership } from "../db/memberships.js";
import { readOrganization } from "../db/organizations.js";
import type { InvitationItem, MembershipItem, UserItem } from "../db/service.js";
import { readUser } from "../db/sessions.js";
import { conflict, forbidden, notFound, validation } from "../errors.js";
import { newId } from "../ids.js";
import { isPersonAddress } from "../mime/addresses.js";
import { offsetPage, type Page, type PageRequest } from "../pagination.js";
import type { Platform } from "../ports/platform.js";
import { mailPerson } from "./sign-in-mail.js";

export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

export type InvitationState = "pending" | "accepted" | "expired" | "revoked";

/** The stored state, with `expired` for a pending one past its 7 days. */
export function invitationState(item: InvitationItem, now: Date): InvitationState {
  if (item.state === "pending" && Date.parse(item.expiresAt) <= now.getTime()) return "expired";
  return item.state;
}

/** The spec's Invitation; `dev_link` (development only) when a token was just made. */
export function toInvitation(platform: Platform, item: InvitationItem, now: Date, token?: string) {
  return {
    invitation_id: item.invitationId,
    organization_id: item.organizationId,
    email: item.email,
    role: item.role,
    state: invitationState(item, now),
    invited_by_user_id: item.invitedByUserId,
    expires_at: item.expiresAt,
    created_at: item.createdAt,
    ...(token && platform.config.stage === "development" ? { dev_link: invitationLink(platform, token) } : {}),
  };
}

export type Invitation = ReturnType<typeof toInvitation>;

export function invitationLink(platform: Platform, token: string): string {
  return `${platform.config.publicUrl}/login?${new URLSearchParams({ invitation_token: token })}`;
}

/** The session's own membership, which must allow managing members (owner or admin); keys and tokens get 403. */
async function manager(platform: Platform, principal: Principal): Promise<MembershipItem> {
  if (principal.kind !== "session" || !principal.userId) {
    throw forbidden("Only a dashboard session may manage members and invitations");
  }
  const self = await readMembership(platform.db, principal.organizationId, principal.userId);
  if (!self) throw forbidden("Not a member of this organization");
  if (self.role !== "owner" && self.role !== "admin") throw forbidden("Only owners and admins manage invitations");
  return self;
}

/** The link's token names the invitation (for the lookup) and carries a secret; only its SHA-256 is stored. */
function newInvitationToken(invitationId: string): { token: string; tokenHash: string } {
  const token = `${invitationId}.${newToken()}`;
  return { token, tokenHash: sha256Hex(token) };
}

/** The invitation a token names, when the token is its current one (constant-time check of the hash). */
async function invitationByToken(platform: Platform, token: string): Promise<InvitationItem | undefined> {
  const invitationId = token.split(".")[0];
  if (!invitationId?.startsWith("inv_") || token.length > 200) return undefined;
  const item = await readInvitationById(platform.db, invitationId);
  return item && safeEqual(sha256Hex(token), item.tokenHash) ? item : undefined;
}

async function mailInvitation(platform: Platform, item: InvitationItem, token: string, now: Date): Promise<void> {
  const organization = await readOrganization(platform.db, item.organizationId);
  const name = organization?.name ?? "an organization";
  await mailPerson(
    platform,
    item.email,
    {
      senderName: "Invitations",
      subject: `You are invited to join ${name}`,
      text: `You are invited to join ${name} as ${item.role}.\n\nSign in with this address (${item.email}) to accept: ${invitationLink(platform, token)}\n\nThe invitation is valid for 7 days. If you did not expect it, ignore this message.`,
    },
    now,
  );
}

async function sendMail(platform: Platform, item: InvitationItem, token: string, now: Date): Promise<void> {
  try {
    await mailInvitation(platform, item, token, now);
  } catch (error) {
    // The invitation stands (resend tries again); the failure is for operators.
    platform.log.error("invitation mail failed", { error, invitationId: item.invitationId });
  }
}

/** `POST /v0/organizations/invitations`: 409 when the address is a member or has a pending invitation. */
export async function createInvitation(
  platform: Platform,
  principal: Principal,
  input: { email: string; role?: Role },
  now: Date,
): Promise<Invitation> {
  const self = await manager(platform, principal);
  const email = input.email.trim().toLowerCase();
  if (!isPersonAddress(email)) {
    throw validation("email must be a valid email address", "email");
  }
  const role = input.role ?? "member";
  if (role === "owner" && self.role !== "owner") throw forbidden("Only owners grant the owner role", "role");
  const { organizationId } = principal;
  const user = await readUser(platform.db, email, { consistent: true });
  if (user && (await readMembership(platform.db, organizationId, user.userId))) {
    throw conflict("This address already belongs to a member", "email");
  }
  const at = now.toISOString();
  const invitationId = newId("invitation", now.getTime());
  const { token, tokenHash } = newInvitationToken(invitationId);
  const item: InvitationItem = {
    organizationId,
    email,
    invitationId,
    role,
    state: "pending",
    invitedByUserId: self.userId,
    tokenHash,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
    createdAt: at,
    updatedAt: at,
  };
  if (!(await insertInvitation(platform.db, item, at))) {
    throw conflict("This address already has a pending invitation", "email");
  }
  await sendMail(platform, item, token, now);
  return toInvitation(platform, item, now, token);
}

/** `GET /v0/organizations/invitations`: pending ones, and expired ones (to resend), newest first by default. */
export async function listInvitations(
  platform: Platform,
  principal: Principal,
  page: PageRequest,
  pageToken: string | undefined,
  now: Date,
): Promise<Page<Invitation>> {
  await manager(platform, principal);
  const open = (await organizationInvitations(platform.db, principal.organizationId))
    .filter((i) => i.state === "pending")
    .sort((a, b) => a.invitationId.localeCompare(b.invitationId));
  if (!page.ascending) open.reverse();
  const slice = offsetPage(open, page, pageToken);
  return { items: slice.items.map((i) => toInvitation(platform, i, now)), next: slice.next };
}

/** From the organization's own partition (strongly consistent): a resend right after the invite finds it. */
async function ownInvitation(platform: Platform, principal: Principal, invitationId: string) {
  const all = await organizationInvitations(platform.db, principal.organizationId);
  const item = all.find((i) => i.invitationId === invitationId);
  if (!item) throw notFound("Invitation not found");
  return item;
}

/** Only owners touch invitations that grant the owner role. */
function checkOwnerRole(self: MembershipItem, item: InvitationItem): void {
  if (item.role === "owner" && self.role !== "owner") throw forbidden("Only owners manage owner invitations");
}

/** `DELETE /v0/organizations/invitations/{invitation_id}`: the link stops working at once. */
export async function revokeInvitation(platform: Platform, principal: Principal, invitationId: string, now: Date) {
  const self = await manager(platform, principal);
  const item = await ownInvitation(platform, principal, invitationId);
  checkOwnerRole(self, item);
  const revoked = await markInvitationRevoked(platform.db, item, now.toISOString());
  if (!revoked) throw conflict(`The invitation is ${item.state}, not pending`);
  return toInvitation(platform, revoked, now);
}

/** `POST /v0/organizations/invitations/{invitation_id}/resend`: a new token, a new mail, 7 new days. */
export async function resendInvitation(platform: Platform, principal: Principal, invitationId: string, now: Date) {
  const self = await manager(platform, principal);
  const item = await ownInvitation(platform, principal, invitationId);
  checkOwnerRole(self, item);
  const { token, tokenHash } = newInvitationToken(invitationId);
  const renewed = await renewInvitation(platform.db, item, {
    tokenHash,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
    at: now.toISOString(),
  });
  if (!renewed) throw conflict(`The invitation is ${item.state}, not pending`);
  await sendMail(platform, renewed, token, now);
  return toInvitation(platform, renewed, now, token);
}

/** `j***@example.com`: enough to recognize one's own address, not to learn someone else's. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * `GET /auth/invitations/{token}`: what the sign-in page shows. A revoked, expired or replaced invitation is
 * unknown (404), as its link stopped working.
 */
export async function describeInvitation(platform: Platform, token: string, now: Date) {
  const item = await invitationByToken(platform, token);
  const state = item ? invitationState(item, now) : undefined;
  if (!item || (state !== "pending" && state !== "accepted")) throw notFound("Invitation not found");
  const organization = await readOrganization(platform.db, item.organizationId);
  return { organization_name: organization?.name ?? "", email: maskEmail(item.email), state };
}

/**
 * `POST /auth/email/start` with `invitation_token`: the pending invitation it names for this address (its ID goes
 * with the sign-in), or 404 for an unknown, used, revoked or expired one, or one for another address.
 */
export async function invitationForSignIn(platform: Platform, token: string, email: string, now: Date) {
  const item = await invitationByToken(platform, token);
  if (!item || invitationState(item, now) !== "pending" || item.email !== email) {
    throw notFound("Invitation not found", "invitation_token");
  }
  return { invitationId: item.invitationId, organizationId: item.organizationId };
}

export interface Accepted {
  invitationId: string;
  membership: MembershipItem;
}

/**
 * Signing in with an invited address accepts its pending invitations: the person (created on their first
 * sign-in) gets a membership with each invitation's role.
 */
export async function acceptPendingInvitations(
  platform: Platform,
  person: { email: string; user: UserItem | undefined; invitationOrganizationId?: string },
  now: Date,
): Promise<{ user: UserItem | undefined; accepted: Accepted[] }> {
  const { db } = platform;
  const found = new Map((await invitationsForEmail(db, person.email)).map((i) => [i.organizationId, i]));
  // The sign-in's own invitation, read by its key: gsi2 may not show one made moments ago.
  if (person.invitationOrganizationId) {
    const carried = await readInvitation(db, person.invitationOrganizationId, person.email);
    if (carried) found.set(carried.organizationId, carried);
  }
  const pending = [...found.values()].filter((i) => invitationState(i, now) === "pending");
  if (!pending.length) return { user: person.user, accepted: [] };
  const at = now.toISOString();
  let user = person.user;
  if (!user) {
    const created: UserItem = { email: person.email, userId: newId("user", now.getTime()), createdAt: at };
    // Another sign-in for the address may have created it first: use that one.
    user = (await insertUser(db, created)) ? created : await readUser(db, person.email, { consistent: true });
    if (!user) throw conflict("Could not create the user; try again");
  }
  const accepted: Accepted[] = [];
  for (const invitation of pending) {
    const membership: MembershipItem = {
      organizationId: invitation.organizationId,
      userId: user.userId,
      email: person.email,
      role: invitation.role,
      createdAt: at,
      updatedAt: at,
    };
    const outcome = await acceptInvitationWithMembership(db, invitation, membership, at);
    if (outcome.ok) {
      accepted.push({ invitationId: invitation.invitationId, membership });
      platform.log.info("invitation accepted", { invitationId: invitation.invitationId, userId: user.userId });
    } else if (outcome.failed === "membership") {
      // Already a member (added meanwhile): the invitation is used all the same.
      await markInvitationAccepted(db, invitation, user.userId, at);
      const existing = await readMembership(db, invitation.organizationId, user.userId);
      if (existing) accepted.push({ invitationId: invitation.invitationId, membership: existing });
    }
  }
  return { user, accepted };
}
