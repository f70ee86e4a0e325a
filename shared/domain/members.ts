// Members of organizations: a person (one user per address) belongs to any number of organizations, each with a
// role. Sign-in picks the organization a session acts in; a switch changes it; removing a member ends what they
// could do there (sessions, streams, keys they made, apps they connected, invitations they sent).
import { SESSION_COOKIE, SIGNIN_COOKIE, serializeCookie } from "../auth/cookies.js";
import type { Principal } from "../auth/principal.js";
import { newToken, sealWithToken, sha256Hex } from "../auth/secrets.js";
import { markApiKeyRevoked, pageLiveApiKeys } from "../db/api-keys.js";
import { markInvitationRevoked, organizationInvitations } from "../db/invitations.js";
import {
  changeMembershipRole,
  clearLegacyOrganization,
  deleteMembership,
  insertMembership,
  markMembershipUsed,
  organizationMemberships,
  type Role,
  readMembership,
  readUsers,
  userMemberships,
} from "../db/memberships.js";
import { activeGrantIdsOfMember, revokeGrant } from "../db/oauth.js";
import { createOrganizationWithOwner, readOrganization } from "../db/organizations.js";
import type { ApiKeyItem, MembershipItem, SignInItem, UserItem } from "../db/service.js";
import {
  holdSignInForOrganization,
  insertSession,
  markSignInCompleted,
  readSignIn,
  readUser,
  setSessionOrganization,
} from "../db/sessions.js";
import { conflict, forbidden, notFound } from "../errors.js";
import { newId } from "../ids.js";
import { offsetPage, type Page, type PageRequest } from "../pagination.js";
import type { Platform } from "../ports/platform.js";
import { buildApiKey, toCreatedKey } from "./api-keys.js";
import { acceptPendingInvitations } from "./invitations.js";
import { newOrganization } from "./organizations.js";

export const ROLES = ["owner", "admin", "member"] as const;
export type { Role };

const SESSION_TTL_SECONDS = 30 * 24 * 3600;
const FIRST_KEY_TTL_SECONDS = 10 * 60;
const FIRST_KEY_PURPOSE = "first-key";

// ---- the session's organization ----

/** Whether a session's organization still holds the very membership the session was opened with. */
export async function sessionMembership(
  platform: Platform,
  session: { organizationId: string; userId: string; memberSince?: string },
): Promise<MembershipItem | undefined> {
  const membership = await readMembership(platform.db, session.organizationId, session.userId);
  // A session of an earlier membership (removed, later invited again) stays ended.
  return membership && membership.createdAt === session.memberSince ? membership : undefined;
}

/** Where a sign-in leads: a session in one organization, or the organization step first. */
export type SignInTarget =
  | { kind: "session"; userId: string; email: string; organizationId: string; memberSince: string }
  | { kind: "choose"; userId: string };

/**
 * The organization a verified address signs in to. Pending invitations for the address are accepted (the spec's
 * "signing in with the invited address"); the one the sign-in started with decides. Otherwise: the only
 * organization, or the most recently used one; several never used ask the person to choose; none creates the
 * person's own organization with its first key, sealed for `sessionToken`.
 */
export async function signInTarget(
  platform: Platform,
  input: { email: string; invitationId?: string; invitationOrganizationId?: string },
  sessionToken: string,
  now: Date,
): Promise<SignInTarget> {
  const { db } = platform;
  const { email } = input;
  let user = await readUser(db, email, { consistent: true });
  const migrated = user ? await migrateLegacyUser(platform, user, now) : undefined;
  const invitations = await acceptPendingInvitations(
    platform,
    { email, user, invitationOrganizationId: input.invitationOrganizationId },
    now,
  );
  user = invitations.user ?? user;
  if (!user) return createOwnOrganization(platform, email, undefined, sessionToken, now);

  // gsi1 may lag a membership just added: those come from the invitations themselves.
  const memberships = new Map((await userMemberships(db, user.userId)).map((m) => [m.organizationId, m]));
  if (migrated) memberships.set(migrated.organizationId, migrated);
  for (const a of invitations.accepted) memberships.set(a.membership.organizationId, a.membership);
  const chosen = input.invitationId
    ? invitations.accepted.find((a) => a.invitationId === input.invitationId)?.membership
    : undefined;
  const session = (m: MembershipItem): SignInTarget => ({
    kind: "session",
    userId: m.userId,
    email,
    organizationId: m.organizationId,
    memberSince: m.createdAt,
  });
  if (chosen) {
    const current = memberships.get(chosen.organizationId);
    if (current) return session(current);
  }
  const all = [...memberships.values()];
  if (all.length === 0) return createOwnOrganization(platform, email, user, sessionToken, now);
  if (all.length === 1) return session(all[0]);
  const used = all.filter((m) => m.lastUsedAt).sort((a, b) => (b.lastUsedAt ?? "").localeCompare(a.lastUsedAt ?? ""));
  return used.length ? session(used[0]) : { kind: "choose", userId: user.userId };
}

/**
 * Users from before memberships carry one organization and role: they become a membership once. Returns it (read
 * by its key: the person's gsi1 list may not show it yet).
 */
async function migrateLegacyUser(platform: Platform, user: UserItem, now: Date): Promise<MembershipItem | undefined> {
  if (!user.organizationId || !user.role) return undefined;
  const { organizationId } = user;
  const organization = await readOrganization(platform.db, organizationId, { consistent: true });
  if (organization) {
    await insertMembership(platform.db, {
      organizationId,
      userId: user.userId,
      email: user.email,
      role: user.role,
      createdAt: user.createdAt,
      updatedAt: now.toISOString(),
    });
  }
  await clearLegacyOrganization(platform.db, user.email);
  platform.log.info("user migrated to memberships", { userId: user.userId, organizationId });
  return organization ? readMembership(platform.db, organizationId, user.userId) : undefined;
}

async function createOwnOrganization(
  platform: Platform,
  email: string,
  existing: UserItem | undefined,
  sessionToken: string,
  now: Date,
): Promise<SignInTarget> {
  const { db } = platform;
  const at = now.toISOString();
  const local = email.split("@")[0];
  const { organization, pod } = newOrganization(
    { name: `${local}'s organization`, slugBase: local, podName: "Default pod" },
    now,
  );
  const { organizationId } = organization;
  const user: UserItem = existing ?? { email, userId: newId("user", now.getTime()), createdAt: at };
  const membership: MembershipItem = {
    organizationId,
    userId: user.userId,
    email,
    role: "owner",
    createdAt: at,
    lastUsedAt: at,
    updatedAt: at,
  };
  const key = buildApiKey(
    { organizationId, scope: "organization" },
    { name: "Default key", grant: null },
    { userId: user.userId },
    now,
  );
  const firstKeyExpires = now.getTime() + FIRST_KEY_TTL_SECONDS * 1000;
  const result = await createOrganizationWithOwner(db, {
    user: existing ? undefined : user,
    membership,
    organization,
    pod,
    apiKey: key.item,
    firstKey: {
      sessionHash: sha256Hex(sessionToken),
      apiKeyId: key.item.apiKeyId,
      // Only the browser holding this session can decrypt it.
      ciphertext: sealWithToken(sessionToken, FIRST_KEY_PURPOSE, JSON.stringify(toCreatedKey(key.item, key.token))),
      expiresAt: new Date(firstKeyExpires).toISOString(),
      ttl: Math.ceil(firstKeyExpires / 1000),
    },
  });
  if (!result.ok && result.failed === "user") {
    // Another verify for the same address won the race: sign in to what it made.
    const raced = await readUser(db, email, { consistent: true });
    const memberships = raced ? await userMemberships(db, raced.userId) : [];
    if (raced && memberships[0]) {
      const m = memberships[0];
      return {
        kind: "session",
        userId: raced.userId,
        email,
        organizationId: m.organizationId,
        memberSince: m.createdAt,
      };
    }
  }
  if (!result.ok) throw forbidden("Could not create the organization");
  platform.log.info("organization created", { organizationId, userId: user.userId });
  return { kind: "session", userId: user.userId, email, organizationId, memberSince: membership.createdAt };
}

function secureCookies(platform: Platform): boolean {
  return platform.config.baseUrl.startsWith("https://");
}

/** Opens the session of a completed sign-in (mm_session set, mm_signin cleared). */
export async function openSession(
  platform: Platform,
  target: Extract<SignInTarget, { kind: "session" }>,
  sessionToken: string,
  next: string,
  now: Date,
  held = false,
) {
  const expiresMs = now.getTime() + SESSION_TTL_SECONDS * 1000;
  await insertSession(platform.db, {
    tokenHash: sha256Hex(sessionToken),
    userId: target.userId,
    email: target.email,
    organizationId: target.organizationId,
    memberSince: target.memberSince,
    expiresAt: new Date(expiresMs).toISOString(),
    createdAt: now.toISOString(),
    ttl: Math.ceil(expiresMs / 1000),
  });
  await markMembershipUsed(platform.db, target.organizationId, target.userId, now.toISOString());
  const secure = secureCookies(platform);
  return {
    body: { ok: true, signed_in: true, redirect_to: next },
    cookies: [
      serializeCookie(SESSION_COOKIE, sessionToken, { path: "/", maxAgeSeconds: SESSION_TTL_SECONDS, secure }),
      serializeCookie(SIGNIN_COOKIE, "", { path: "/auth", maxAgeSeconds: 0, secure }),
      ...(held ? [serializeCookie(SIGNIN_COOKIE, "", { path: ORGANIZATION_STEP_PATH, maxAgeSeconds: 0, secure })] : []),
    ],
  };
}

/** Where the organization step's page is; mm_signin is also set for it (the /auth one never reaches it). */
export const ORGANIZATION_STEP_PATH = "/login/organization";

/**
 * The sign-in waits for `/login/organization`: mm_signin stays for `POST /auth/pending/organization`, and a copy
 * with the page's path lets the page list the person's organizations.
 */
export async function holdForOrganization(
  platform: Platform,
  attempt: { token: string; expiresAt: string },
  userId: string,
  now: Date,
) {
  await holdSignInForOrganization(platform.db, sha256Hex(attempt.token), userId);
  const maxAgeSeconds = Math.max(1, Math.floor((Date.parse(attempt.expiresAt) - now.getTime()) / 1000));
  const secure = secureCookies(platform);
  // At /auth for the step's POST (a social sign-in's cookie there named its provider trip), and for the page.
  return {
    body: { ok: true, signed_in: false, redirect_to: ORGANIZATION_STEP_PATH },
    cookies: [
      serializeCookie(SIGNIN_COOKIE, attempt.token, { path: "/auth", maxAgeSeconds, secure }),
      serializeCookie(SIGNIN_COOKIE, attempt.token, { path: ORGANIZATION_STEP_PATH, maxAgeSeconds, secure }),
    ],
  };
}

async function heldSignIn(platform: Platform, signInToken: string | undefined, now: Date): Promise<SignInItem> {
  const gone = () => notFound("No sign-in is waiting for an organization choice");
  if (!signInToken) throw gone();
  const attempt = await readSignIn(platform.db, sha256Hex(signInToken));
  if (!attempt?.pendingUserId || attempt.completedAt || Date.parse(attempt.expiresAt) <= now.getTime()) throw gone();
  return attempt;
}

/** The person's organizations as the choice and the switch show them, most recently used first. */
async function organizationsOf(platform: Platform, userId: string) {
  const memberships = await userMemberships(platform.db, userId);
  const organizations = await Promise.all(
    memberships.map((m) => readOrganization(platform.db, m.organizationId).then((o) => ({ m, o }))),
  );
  return organizations
    .filter((x) => x.o !== undefined)
    .sort(
      (a, b) =>
        (b.m.lastUsedAt ?? "").localeCompare(a.m.lastUsedAt ?? "") || a.m.createdAt.localeCompare(b.m.createdAt),
    )
    .map(({ m, o }) => ({
      organization_id: m.organizationId,
      name: o?.name ?? "",
      slug: o?.slug ?? "",
      role: m.role,
      joined_at: m.createdAt,
      last_used_at: m.lastUsedAt ?? null,
    }));
}

/**
 * The organization step of a held sign-in (`GET /auth/pending` answers with it): `step`, the address and the
 * organizations to choose from.
 */
export async function pendingOrganizationStep(platform: Platform, signInToken: string | undefined, now: Date) {
  const attempt = await heldSignIn(platform, signInToken, now);
  return {
    step: "organization" as const,
    email: attempt.email,
    redirect_to: ORGANIZATION_STEP_PATH,
    organizations: await organizationsOf(platform, attempt.pendingUserId ?? ""),
  };
}

/** `POST /auth/pending/organization`: the chosen organization completes the sign-in, once. */
export async function choosePendingOrganization(
  platform: Platform,
  signInToken: string | undefined,
  organizationId: string,
  now: Date,
) {
  const attempt = await heldSignIn(platform, signInToken, now);
  const userId = attempt.pendingUserId ?? "";
  const membership = await readMembership(platform.db, organizationId, userId);
  if (!membership) throw notFound("Organization not found among yours", "organization_id");
  try {
    await markSignInCompleted(platform.db, attempt.tokenHash, now.toISOString());
  } catch {
    throw notFound("No sign-in is waiting for an organization choice");
  }
  const target = {
    kind: "session" as const,
    userId,
    email: attempt.email,
    organizationId,
    memberSince: membership.createdAt,
  };
  return openSession(platform, target, newToken(), attempt.next ?? "/", now, true);
}

// ---- the person's organizations and the switch ----

/** `GET /auth/organizations`: the signed-in person's organizations with role, the current one marked. */
export async function listMyOrganizations(platform: Platform, principal: Principal) {
  const organizations = await organizationsOf(platform, principal.userId ?? "");
  return {
    current_organization_id: principal.organizationId,
    organizations: organizations.map((o) => ({ ...o, current: o.organization_id === principal.organizationId })),
  };
}

/** The session acts in another of the person's organizations. */
export async function switchOrganization(platform: Platform, principal: Principal, organizationId: string, now: Date) {
  const membership = await readMembership(platform.db, organizationId, principal.userId ?? "");
  if (!membership || !principal.sessionHash) throw notFound("Organization not found among yours", "organization_id");
  await setSessionOrganization(platform.db, principal.sessionHash, organizationId, membership.createdAt);
  await markMembershipUsed(platform.db, organizationId, membership.userId, now.toISOString());
  return { ok: true, organization_id: organizationId, redirect_to: "/inboxes" };
}

// ---- members ----

export interface Member {
  user_id: string;
  email: string;
  name: string | null;
  organization_id: string;
  role: Role;
  created_at: string;
}

/** Members of an organization, oldest first by default (`ascending` false: newest first). */
export async function listMembers(
  platform: Platform,
  organizationId: string,
  page: PageRequest,
  pageToken: string | undefined,
): Promise<Page<Member>> {
  const all = (await organizationMemberships(platform.db, organizationId)).sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.userId.localeCompare(b.userId),
  );
  if (!page.ascending) all.reverse();
  const slice = offsetPage(all, page, pageToken);
  const users = new Map(
    (
      await readUsers(
        platform.db,
        slice.items.map((m) => m.email),
      )
    ).map((u) => [u.email, u]),
  );
  return { items: slice.items.map((m) => toMember(m, users.get(m.email)?.name)), next: slice.next };
}

export function toMember(m: MembershipItem, name: string | undefined): Member {
  return {
    user_id: m.userId,
    email: m.email,
    name: name ?? null,
    organization_id: m.organizationId,
    role: m.role,
    created_at: m.createdAt,
  };
}

/** Session credentials only: keys and agent tokens get 403 (spec). */
export function requireSession(principal: Principal): { userId: string } {
  if (principal.kind !== "session" || !principal.userId) {
    throw forbidden("Only a dashboard session may manage members and invitations");
  }
  return { userId: principal.userId };
}

/** The caller's own membership, which must allow managing members (owner or admin). */
export async function requireManager(platform: Platform, principal: Principal): Promise<MembershipItem> {
  const { userId } = requireSession(principal);
  const self = await readMembership(platform.db, principal.organizationId, userId);
  if (!self) throw forbidden("Not a member of this organization");
  if (self.role !== "owner" && self.role !== "admin") throw forbidden("Only owners and admins manage members");
  return self;
}

/** An owner other than `userId`, read strongly consistent; undefined when `userId` is the last one. */
async function anotherOwner(platform: Platform, organizationId: string, userId: string): Promise<string | undefined> {
  const all = await organizationMemberships(platform.db, organizationId);
  return all.find((m) => m.role === "owner" && m.userId !== userId)?.userId;
}

async function targetMember(platform: Platform, organizationId: string, userId: string): Promise<MembershipItem> {
  const target = await readMembership(platform.db, organizationId, userId);
  if (!target) throw notFound("Member not found");
  return target;
}

/** `PATCH /v0/organizations/members/{user_id}`: only owners grant, change or remove the owner role. */
export async function changeMemberRole(
  platform: Platform,
  principal: Principal,
  userId: string,
  role: Role,
  now: Date,
): Promise<Member> {
  const self = await requireManager(platform, principal);
  const { organizationId } = principal;
  const target = await targetMember(platform, organizationId, userId);
  if ((target.role === "owner" || role === "owner") && self.role !== "owner") {
    throw forbidden("Only owners grant, change or remove the owner role", "role");
  }
  if (target.role === role) return toMember(target, (await readUser(platform.db, target.email))?.name);
  const other = target.role === "owner" ? await anotherOwner(platform, organizationId, userId) : undefined;
  if (target.role === "owner" && !other) throw conflict("The last owner cannot be demoted", "role");
  const outcome = await changeMembershipRole(
    platform.db,
    { organizationId, userId, from: target.role, to: role },
    other,
    now.toISOString(),
  );
  if (!outcome.ok) {
    if (outcome.failed === "owner") throw conflict("The last owner cannot be demoted", "role");
    throw conflict("The member changed meanwhile; try again");
  }
  const user = await readUser(platform.db, target.email);
  return toMember({ ...target, role, updatedAt: now.toISOString() }, user?.name);
}

/**
 * `DELETE /v0/organizations/members/{user_id}`: remove a member, or leave with one's own user_id. Then everything
 * the member could still do there ends: sessions and their streams (the membership they were opened with is gone),
 * keys they created and keys minted from those, apps they connected, invitations they sent.
 */
export async function removeMember(platform: Platform, principal: Principal, userId: string, now: Date) {
  const { userId: selfId } = requireSession(principal);
  const { organizationId } = principal;
  const leaving = userId === selfId;
  const self = leaving ? undefined : await requireManager(platform, principal);
  const target = await targetMember(platform, organizationId, userId);
  if (self && target.role === "owner" && self.role !== "owner") throw forbidden("Only owners remove an owner");
  const other = target.role === "owner" ? await anotherOwner(platform, organizationId, userId) : undefined;
  const lastOwner = () => conflict(leaving ? "The last owner cannot leave" : "The last owner cannot be removed");
  if (target.role === "owner" && !other) throw lastOwner();
  const outcome = await deleteMembership(platform.db, { organizationId, userId, role: target.role }, other);
  if (!outcome.ok) {
    if (outcome.failed === "owner") throw lastOwner();
    throw conflict("The member changed meanwhile; try again");
  }
  await endMemberAccess(platform, organizationId, userId, now);
  platform.log.info(leaving ? "member left" : "member removed", { organizationId, userId });
  return { ok: true };
}

async function endMemberAccess(platform: Platform, organizationId: string, userId: string, now: Date) {
  const { db } = platform;
  const at = now.toISOString();
  const keys = await liveKeys(platform, organizationId);
  for (const key of keysOfMember(keys, userId)) await markApiKeyRevoked(db, key.keyHash, at);
  for (const grantId of await activeGrantIdsOfMember(db, organizationId, userId)) await revokeGrant(db, grantId, at);
  const invitations = await organizationInvitations(db, organizationId);
  for (const i of invitations) {
    if (i.invitedByUserId === userId && i.state === "pending") await markInvitationRevoked(db, i, at);
  }
}

async function liveKeys(platform: Platform, organizationId: string): Promise<ApiKeyItem[]> {
  const out: ApiKeyItem[] = [];
  let cursor: Record<string, string> | undefined;
  do {
    const page = await pageLiveApiKeys(platform.db, { organizationId }, { limit: 500, ascending: true, cursor });
    out.push(...page.items);
    cursor = page.next;
  } while (cursor);
  return out;
}

/** Keys a member created, and keys minted from those (by key, any depth); keys without a recorded creator stay. */
export function keysOfMember(keys: readonly ApiKeyItem[], userId: string): ApiKeyItem[] {
  const chosen = new Set(keys.filter((k) => k.createdByUserId === userId).map((k) => k.apiKeyId));
  let grew = true;
  while (grew) {
    grew = false;
    for (const k of keys) {
      if (!chosen.has(k.apiKeyId) && k.createdByKeyId && chosen.has(k.createdByKeyId)) {
        chosen.add(k.apiKeyId);
        grew = true;
      }
    }
  }
  return keys.filter((k) => chosen.has(k.apiKeyId));
}
