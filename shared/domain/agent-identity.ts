// Agent self-registration (POST /agent/identity), claim attempts (POST /agent/identity/claim), the person's side of
// a claim (GET/POST /auth/claim), revocation, and the two agent grants of the token endpoint (claim, jwt-bearer).
// The registration record decides what every token may do (agent-tokens.ts): claiming and revoking move its
// generation on, so tokens and assertions issued before stop working at once.
import { OAUTH_SCOPE_NAMES } from "../auth/permissions.js";
import type { Principal } from "../auth/principal.js";
import { sha256Hex } from "../auth/secrets.js";
import { issueToken, verifyToken } from "../auth/tokens.js";
import {
  changeRegistration,
  findClaimAttemptByToken,
  findRegistrationByClaimToken,
  insertClaimAttempt,
  insertRegistration,
  insertSandboxRegistration,
  pageRegistrations,
  type RegistrationStatus,
  readClaimAttempt,
  readRegistration,
} from "../db/agent-registrations.js";
import { insertEvent } from "../db/events.js";
import { moveInbox, readInbox } from "../db/inboxes.js";
import { readOrganization } from "../db/organizations.js";
import type { AgentRegistrationItem, ClaimAttemptItem, InboxItem } from "../db/service.js";
import { ApiError, forbidden, notFound, OAuthError, validation } from "../errors.js";
import { newId, randomBase62, randomDigits } from "../ids.js";
import type { Page, PageRequest } from "../pagination.js";
import type { Platform } from "../ports/platform.js";
import { type Audience, resources } from "./agent-tokens.js";
import { type AuditEventType, eventRecord } from "./events.js";
import { createInbox, toInbox } from "./inboxes.js";
import { isEmailAddress } from "./lists.js";
import { newOrganization } from "./organizations.js";
import { requesterKey, takeOne } from "./rate-limits.js";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  GRANT_TYPES,
  type GrantHandler,
  required,
  type TokenResponse,
} from "./token-endpoint.js";

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** Spec: token lifetimes. */
export const CLAIM_WINDOW_MS = DAY_MS;
export const ASSERTION_TTL_SECONDS = 24 * 3600;
export const USER_CODE_TTL_SECONDS = 600;
export const POLL_INTERVAL_SECONDS = 5;
export const SANDBOX_INBOX_TTL_SECONDS = 24 * 3600;
/** First characters of the agent's own name that are kept. */
export const NAME_LIMIT = 100;

/** What an unclaimed anonymous registration's token may do, on its sandbox inbox only. */
export const PRE_CLAIM_SCOPES = ["inboxes.read", "messages.read", "messages.send", "messages.write"] as const;
export const POST_CLAIM_SCOPES: readonly string[] = OAUTH_SCOPE_NAMES;

export const REGISTRATION_TYPES = ["anonymous", "service_auth", "identity_assertion"] as const;
export const ENABLED_REGISTRATION_TYPES = ["anonymous", "service_auth"] as const;

/** Claim lookups by a person: 10 per 10 minutes (every lookup counts); the 11th is 429 without Retry-After. */
const CLAIM_LOOKUPS = { windowMs: 10 * 60_000, limit: 10, name: "claim lookups" };

const CLAIM_TOKEN_PREFIX = "clm_";
/** The organization of a registration nobody has claimed and that has no sandbox (unlisted). */
const UNCLAIMED = "unclaimed";
/** Unclaimed registrations stay readable a while after their window closes (a late poll learns expired_token). */
const UNCLAIMED_RETENTION_SECONDS = 7 * 24 * 3600;

// ---------------------------------------------------------------------------------------------------------------
// Shapes

/** The Agent registration resource (hashes and tokens never included). */
export function toRegistration(r: AgentRegistrationItem) {
  return {
    agent_id: r.registrationId,
    registration_id: r.registrationId,
    registration_type: r.registrationType,
    status: r.status,
    name: r.name ?? null,
    client: r.client ?? null,
    organization_id: r.status === "claimed" ? (r.organizationId ?? null) : null,
    inbox_id: r.inboxId ?? null,
    email: r.email ?? null,
    issuer: null,
    agent_platform: null,
    created_at: r.createdAt,
    claimed_at: r.claimedAt ?? null,
    revoked_at: r.revokedAt ?? null,
    expires_at: r.status === "pending_claim" ? r.claimExpiresAt : null,
  };
}

function claimUri(platform: Platform): string {
  return `${platform.config.publicUrl}/claim`;
}

/** `a***@example.com`: enough for the right person to recognise their address, not enough to learn someone else's. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

/** Control characters and bidi overrides out, first 100 characters: the name is shown, never interpreted. */
export function cleanName(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const cleaned = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned ? [...cleaned].slice(0, NAME_LIMIT).join("") : undefined;
}

async function audit(
  platform: Platform,
  eventType: AuditEventType,
  organizationId: string | undefined,
  data: Record<string, unknown>,
  now: Date,
  inbox?: { podId?: string; inboxId?: string },
): Promise<void> {
  if (!organizationId || organizationId === UNCLAIMED) return;
  await insertEvent(
    platform.db,
    eventRecord({ eventType, organizationId, podId: inbox?.podId, inboxId: inbox?.inboxId, data, now }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Register

export interface RegisterInput {
  type?: string;
  name?: string;
  clientName?: string;
  loginHint?: string;
  ip: string;
}

function registrationLimits(platform: Platform, ip: string) {
  const c = platform.config.agentAuth;
  return {
    requester: {
      key: `registration:requester:${requesterKey(ip)}`,
      limits: [
        { windowMs: HOUR_MS, limit: c.registrationsPerRequesterHour, name: "requester" },
        { windowMs: DAY_MS, limit: c.registrationsPerRequesterDay, name: "requester" },
      ],
    },
    service: {
      key: "registration:service",
      limits: [{ windowMs: HOUR_MS, limit: c.registrationsPerServiceHour, name: "service" }],
    },
  };
}

export async function register(platform: Platform, input: RegisterInput, now: Date) {
  const type = input.type;
  if (!type) throw new OAuthError("invalid_request", "type is required (anonymous or service_auth)");
  if (!(REGISTRATION_TYPES as readonly string[]).includes(type)) {
    throw new OAuthError("invalid_request", `Unknown registration type: ${type}`);
  }
  if (type === "identity_assertion") {
    throw new OAuthError(
      "identity_assertion_not_enabled",
      "identity_assertion registration is not enabled on this deployment",
    );
  }
  const loginHint = input.loginHint?.trim().toLowerCase();
  if (type === "service_auth") {
    if (!loginHint) throw new OAuthError("invalid_request", "login_hint is required for service_auth");
    if (!isEmailAddress(loginHint)) throw new OAuthError("invalid_request", "login_hint must be an email address");
  }

  const limits = registrationLimits(platform, input.ip);
  const taken = await takeOne(platform.db, [limits.requester, limits.service], now.getTime());
  if (!taken.ok) {
    const message =
      taken.limit.name === "service"
        ? "Registration capacity exhausted; retry later"
        : `Too many registrations from this address; retry in ${taken.retryAfterSeconds} seconds`;
    throw new OAuthError("rate_limited", message, {
      status: 429,
      headers: { "retry-after": String(taken.retryAfterSeconds) },
    });
  }

  const at = now.toISOString();
  const registrationId = newId("agentRegistration", now.getTime());
  const claimToken = CLAIM_TOKEN_PREFIX + randomBase62(40);
  const claimExpiresMs = now.getTime() + CLAIM_WINDOW_MS;
  const base: AgentRegistrationItem = {
    registrationId,
    registrationType: type as AgentRegistrationItem["registrationType"],
    status: "pending_claim",
    name: cleanName(input.name ?? input.clientName),
    client: cleanName(input.clientName),
    loginHint,
    claimTokenHash: sha256Hex(claimToken),
    claimExpiresAt: new Date(claimExpiresMs).toISOString(),
    generation: 0,
    requester: requesterKey(input.ip),
    createdAt: at,
    updatedAt: at,
    ttl: Math.ceil(claimExpiresMs / 1000) + UNCLAIMED_RETENTION_SECONDS,
  };

  const common = {
    registration_id: registrationId,
    agent_id: registrationId,
    registration_type: type,
    pre_claim_scopes: type === "anonymous" ? [...PRE_CLAIM_SCOPES] : [],
    post_claim_scopes: [...POST_CLAIM_SCOPES],
    claim_url: claimUri(platform),
    claim_token: claimToken,
    claim_token_expires: base.claimExpiresAt,
  };

  if (type === "service_auth") {
    // Not in any organization until claimed (and so on no organization's list).
    await insertRegistration(platform.db, { ...base, organizationId: UNCLAIMED });
    // The named person confirms on the dashboard with this code; the agent gets nothing usable until then.
    const attempt = await startAttempt(platform, base, loginHint, now);
    return { ...common, claim: attemptBody(platform, attempt).claim_attempt };
  }

  const sandbox = await createSandbox(platform, base, now);
  const assertion = await issueAssertion(platform, sandbox.registration, [...PRE_CLAIM_SCOPES], now);
  return {
    ...common,
    identity_assertion: assertion.token,
    assertion_expires: assertion.expiresAt.toISOString(),
    inbox: {
      inbox_id: sandbox.inbox.inboxId,
      email: sandbox.inbox.inboxId,
      ephemeral: true,
      expires_at: sandbox.inbox.expiresAt,
    },
  };
}

/** An anonymous registration's own organization, default pod and 24-hour inbox on the shared domain. */
async function createSandbox(platform: Platform, base: AgentRegistrationItem, now: Date) {
  const { organization, pod } = newOrganization(
    { name: "Agent sandbox", slugBase: "sandbox", podName: "Sandbox" },
    now,
  );
  const { organizationId, podId } = pod;
  const inboxId = `agent-${randomBase62(10).toLowerCase()}@${platform.config.sharedDomain}`;
  const registration: AgentRegistrationItem = { ...base, organizationId, podId, inboxId };
  const outcome = await insertSandboxRegistration(platform.db, { registration, organization, pod });
  if (!outcome.ok) throw new Error(`Sandbox registration not created (${outcome.failed})`);
  const { inbox } = await createInbox(
    platform,
    { organizationId, podId },
    {
      username: inboxId.split("@")[0],
      ttlSeconds: SANDBOX_INBOX_TTL_SECONDS,
      displayName: registration.name,
      sandboxOf: registration.registrationId,
    },
    "agent",
    now,
  );
  await audit(platform, "registration.created", organizationId, { registration: toRegistration(registration) }, now, {
    podId,
    inboxId,
  });
  return { registration, inbox };
}

/** The registration's identity assertion: 24 hours, never beyond an unclaimed registration's claim window. */
async function issueAssertion(platform: Platform, registration: AgentRegistrationItem, scopes: string[], now: Date) {
  const windowLeft = Math.floor((Date.parse(registration.claimExpiresAt) - now.getTime()) / 1000);
  const ttl = registration.status === "claimed" ? ASSERTION_TTL_SECONDS : Math.min(ASSERTION_TTL_SECONDS, windowLeft);
  return issueToken(platform.keys, {
    use: "assertion",
    issuer: platform.config.baseUrl,
    subject: registration.registrationId,
    audience: platform.config.baseUrl,
    scope: scopes.join(" "),
    ttlSeconds: Math.max(1, ttl),
    now,
    registrationId: registration.registrationId,
    generation: registration.generation,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Claim attempts

function attemptBody(platform: Platform, attempt: ClaimAttemptItem & { token: string }) {
  const claim_attempt = {
    user_code: attempt.userCode,
    verification_uri: claimUri(platform),
    verification_uri_complete: `${claimUri(platform)}?claim_attempt_token=${attempt.token}`,
    expires_in: USER_CODE_TTL_SECONDS,
    interval: POLL_INTERVAL_SECONDS,
  };
  return {
    registration_id: attempt.registrationId,
    agent_id: attempt.registrationId,
    claim_attempt_id: attempt.attemptId,
    status: "initiated" as const,
    expires_at: attempt.expiresAt,
    ...claim_attempt,
    claim_attempt,
  };
}

/** A fresh attempt with a new user code; the previous attempt's code stops working. */
async function startAttempt(
  platform: Platform,
  registration: AgentRegistrationItem,
  email: string | undefined,
  now: Date,
): Promise<ClaimAttemptItem & { token: string }> {
  const expiresMs = now.getTime() + USER_CODE_TTL_SECONDS * 1000;
  const token = `cat_${randomBase62(40)}`;
  for (let tries = 0; tries < 8; tries++) {
    const attempt: ClaimAttemptItem = {
      userCode: randomDigits(6),
      attemptId: newId("claimAttempt", now.getTime()),
      registrationId: registration.registrationId,
      tokenHash: sha256Hex(token),
      email,
      expiresAt: new Date(expiresMs).toISOString(),
      createdAt: now.toISOString(),
      ttl: Math.ceil(expiresMs / 1000),
    };
    // A live code is never given twice; an expired one may be reused.
    if (!(await insertClaimAttempt(platform.db, attempt))) continue;
    const changed = await changeRegistration(
      platform.db,
      registration.registrationId,
      {
        attemptId: attempt.attemptId,
        attemptUserCode: attempt.userCode,
        attemptExpiresAt: attempt.expiresAt,
        updatedAt: now.toISOString(),
      },
      { from: ["pending_claim"] },
    );
    if (!changed) throw new OAuthError("claimed_or_in_flight", "This agent is already claimed", { status: 409 });
    return { ...attempt, token };
  }
  throw new Error("No free user code after several tries");
}

export interface ClaimInput {
  claimToken?: string;
  email?: string;
  registrationId?: string;
  bearer?: string;
}

/** POST /agent/identity/claim: a new attempt, by claim token or by the registration's own token. */
export async function startClaim(platform: Platform, input: ClaimInput, now: Date) {
  let registration: AgentRegistrationItem | undefined;
  if (input.claimToken) {
    registration = input.claimToken.startsWith(CLAIM_TOKEN_PREFIX)
      ? await findRegistrationByClaimToken(platform.db, sha256Hex(input.claimToken))
      : undefined;
    if (!registration || registration.status === "revoked") {
      throw new OAuthError("invalid_claim_token", "Unknown claim token", { status: 404 });
    }
  } else if (input.registrationId) {
    registration = input.bearer ? await registrationOfBearer(platform, input.bearer, now) : undefined;
    if (!registration || registration.registrationId !== input.registrationId || registration.status === "revoked") {
      throw new OAuthError(
        "invalid_claim_token",
        "The bearer token is not this registration's access token or assertion",
        {
          status: 401,
          headers: { "www-authenticate": 'Bearer error="invalid_token"' },
        },
      );
    }
  } else {
    throw new OAuthError("invalid_request", "Send claim_token, or agent_id with the registration's token as Bearer");
  }
  if (registration.status === "claimed") {
    throw new OAuthError("claimed_or_in_flight", "This agent is already claimed", { status: 409 });
  }
  if (Date.parse(registration.claimExpiresAt) <= now.getTime()) {
    throw new OAuthError("claim_expired", "The 24-hour claim window has closed; register again", { status: 410 });
  }
  let email = input.email?.trim().toLowerCase();
  if (email && !isEmailAddress(email)) throw new OAuthError("invalid_request", "email must be an email address");
  // service_auth is always bound to the person it named.
  if (registration.registrationType === "service_auth") email = registration.loginHint;
  const attempt = await startAttempt(platform, registration, email, now);
  return attemptBody(platform, attempt);
}

/** The registration an access token or identity assertion speaks for, if it is still valid. */
async function registrationOfBearer(platform: Platform, bearer: string, now: Date) {
  const { api, mcp } = resources(platform);
  const expected = { issuer: platform.config.baseUrl, now };
  const claims =
    (await verifyToken(platform.keys, bearer, { ...expected, use: "access", audiences: [api, mcp] })) ??
    (await verifyToken(platform.keys, bearer, { ...expected, use: "assertion", audiences: [api] }));
  if (!claims?.reg) return undefined;
  const registration = await readRegistration(platform.db, claims.reg);
  return registration && registration.generation === claims.gen ? registration : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The person's side: preview and complete (session cookie)

export interface ClaimLookup {
  userCode?: string;
  attemptToken?: string;
}

async function countLookup(platform: Platform, principal: Principal, now: Date): Promise<void> {
  const rule = { key: `claim-lookups:${principal.userId ?? principal.email}`, limits: [CLAIM_LOOKUPS] };
  const taken = await takeOne(platform.db, [rule], now.getTime());
  // No Retry-After here, as the spec says for human claim lookups.
  if (!taken.ok) throw new ApiError("rate_limited", "Too many claim attempts; wait a few minutes and try again");
}

/** The live attempt a person names, with its registration, or the envelope's 400/403/404. */
async function findAttempt(platform: Platform, principal: Principal, lookup: ClaimLookup, now: Date) {
  await countLookup(platform, principal, now);
  let attempt: ClaimAttemptItem | undefined;
  if (lookup.userCode !== undefined) {
    if (!/^\d{6}$/.test(lookup.userCode)) throw validation("user_code must be 6 digits", "user_code");
    attempt = await readClaimAttempt(platform.db, lookup.userCode);
    if (attempt && lookup.attemptToken && attempt.tokenHash !== sha256Hex(lookup.attemptToken)) attempt = undefined;
  } else if (lookup.attemptToken) {
    attempt = await findClaimAttemptByToken(platform.db, sha256Hex(lookup.attemptToken));
  } else {
    throw validation("user_code is required", "user_code");
  }
  const gone = () => notFound("Claim code not found or expired", "user_code");
  if (!attempt || Date.parse(attempt.expiresAt) <= now.getTime()) throw gone();
  const registration = await readRegistration(platform.db, attempt.registrationId);
  if (
    registration?.status !== "pending_claim" ||
    registration.attemptId !== attempt.attemptId ||
    Date.parse(registration.claimExpiresAt) <= now.getTime()
  ) {
    throw gone();
  }
  if (attempt.email && attempt.email !== principal.email?.toLowerCase()) {
    throw forbidden(`This agent can only be claimed by ${maskEmail(attempt.email)}`);
  }
  return { attempt, registration };
}

async function sandboxInboxOf(platform: Platform, registration: AgentRegistrationItem): Promise<InboxItem | undefined> {
  return registration.inboxId ? readInbox(platform.db, registration.inboxId, { consistent: true }) : undefined;
}

export async function previewClaim(platform: Platform, principal: Principal, lookup: ClaimLookup, now: Date) {
  const { attempt, registration } = await findAttempt(platform, principal, lookup, now);
  const inbox = await sandboxInboxOf(platform, registration);
  return {
    ...toRegistration(registration),
    claim_email: attempt.email ?? null,
    user_code: attempt.userCode,
    user_code_expires_at: attempt.expiresAt,
    sandbox_inbox: inbox
      ? {
          inbox_id: inbox.inboxId,
          email: inbox.inboxId,
          display_name: inbox.displayName ?? null,
          created_at: inbox.createdAt,
          expires_at: inbox.expiresAt ?? null,
        }
      : null,
  };
}

/**
 * Completes a claim: the registration joins the person's organization, its sandbox inbox moves into their default
 * pod and becomes permanent, and every earlier token and assertion stops working.
 */
export async function completeClaim(platform: Platform, principal: Principal, lookup: ClaimLookup, now: Date) {
  const { attempt, registration } = await findAttempt(platform, principal, lookup, now);
  const organization = await readOrganization(platform.db, principal.organizationId, { consistent: true });
  if (!organization) throw notFound("Organization not found");
  const podId = organization.defaultPodId;
  const at = now.toISOString();
  const inbox = await sandboxInboxOf(platform, registration);
  if (inbox) {
    const onShared = inbox.domain === platform.config.sharedDomain;
    const moved = await moveInbox(platform.db, inbox, {
      organizationId: organization.organizationId,
      podId,
      sharedInboxLimit: onShared ? platform.config.inboxLimitPerOrg : undefined,
      at,
    });
    if (!moved.ok && moved.failed === "organization") {
      throw forbidden(
        `Inbox limit reached: ${platform.config.inboxLimitPerOrg} inboxes per organization on ${inbox.domain}`,
      );
    }
    if (!moved.ok) throw notFound("Claim code not found or expired", "user_code");
  }
  const claimed = await changeRegistration(
    platform.db,
    registration.registrationId,
    {
      status: "claimed",
      organizationId: organization.organizationId,
      listed: "1",
      podId: inbox ? podId : undefined,
      email: principal.email?.toLowerCase(),
      claimedByUserId: principal.userId,
      claimedAt: at,
      generation: registration.generation + 1,
      updatedAt: at,
    },
    { from: ["pending_claim"], attemptId: attempt.attemptId },
    ["ttl"],
  );
  if (!claimed) throw notFound("Claim code not found or expired", "user_code");
  // The person's own dashboard streams hear of it at once (a session event: never stored or sent to others).
  if (principal.userId) {
    await platform.realtime?.publishSession?.({
      eventType: "session.agent.claimed",
      userId: principal.userId,
      organizationId: organization.organizationId,
      data: { agent_registration: toRegistration(claimed) },
      timestamp: at,
    });
  }
  await audit(
    platform,
    "agent.claimed",
    organization.organizationId,
    {
      registration: toRegistration(claimed),
      ...(inbox ? { inbox: toInbox({ ...inbox, organizationId: organization.organizationId, podId }) } : {}),
    },
    now,
    inbox ? { podId, inboxId: inbox.inboxId } : undefined,
  );
  return toRegistration(claimed);
}

// ---------------------------------------------------------------------------------------------------------------
// The organization's registrations

export async function listRegistrations(
  platform: Platform,
  organizationId: string,
  status: RegistrationStatus | undefined,
  page: PageRequest,
): Promise<Page<AgentRegistrationItem>> {
  return pageRegistrations(platform.db, organizationId, status, page);
}

export async function getRegistration(platform: Platform, organizationId: string, registrationId: string) {
  const registration = await readRegistration(platform.db, registrationId);
  if (!registration || (registration.status !== "claimed" && registration.status !== "revoked")) {
    throw notFound("Agent registration not found");
  }
  if (registration.organizationId !== organizationId || !registration.listed)
    throw notFound("Agent registration not found");
  return registration;
}

/** Revokes a registration: its tokens stop working; repeating is not an error. */
export async function revokeRegistration(
  platform: Platform,
  organizationId: string,
  registrationId: string,
  now: Date,
) {
  const registration = await getRegistration(platform, organizationId, registrationId);
  if (registration.status === "revoked") return registration;
  const at = now.toISOString();
  const revoked = await changeRegistration(
    platform.db,
    registrationId,
    { status: "revoked", revokedAt: at, updatedAt: at, generation: registration.generation + 1 },
    { from: ["claimed", "pending_claim"] },
  );
  const result = revoked ?? (await getRegistration(platform, organizationId, registrationId));
  if (revoked) await audit(platform, "agent.revoked", organizationId, { registration: toRegistration(revoked) }, now);
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// Token endpoint: the claim grant and the assertion exchange

/** `resource` names where the token is used: the service root (REST and MCP) or the MCP server only. */
function resourceOf(platform: Platform, value: string | undefined): { audience: string; surface: Audience } {
  const { api, mcp } = resources(platform);
  const wanted = (value ?? api).replace(/\/+$/, "");
  if (wanted === api) return { audience: api, surface: "api" };
  if (wanted === mcp) return { audience: mcp, surface: "mcp" };
  throw new OAuthError("invalid_target", `resource must be ${api} or ${mcp}`);
}

/** The requested scopes, which must be among those allowed; all allowed when none is asked for. */
function narrowScope(requested: string | undefined, allowed: readonly string[]): string[] {
  if (!requested?.trim()) return [...allowed];
  const names = [...new Set(requested.trim().split(/\s+/))];
  const outside = names.filter((n) => !allowed.includes(n));
  if (outside.length) throw new OAuthError("invalid_scope", `Scope not allowed: ${outside.join(" ")}`);
  return names;
}

async function accessTokenFor(
  platform: Platform,
  registration: AgentRegistrationItem,
  scopes: string[],
  audience: string,
  now: Date,
) {
  const issued = await issueToken(platform.keys, {
    use: "access",
    issuer: platform.config.baseUrl,
    subject: registration.registrationId,
    audience,
    scope: scopes.join(" "),
    ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    now,
    registrationId: registration.registrationId,
    generation: registration.generation,
    // RFC 9068 asks for the client: an agent is its own client.
    clientId: registration.registrationId,
  });
  await audit(
    platform,
    "token.issued",
    registration.organizationId,
    {
      registration_id: registration.registrationId,
      scope: scopes.join(" "),
      audience,
      expires_at: issued.expiresAt.toISOString(),
    },
    now,
    registration.status === "pending_claim" ? { podId: registration.podId, inboxId: registration.inboxId } : undefined,
  );
  return issued;
}

const claimGrant: GrantHandler = async ({ platform, params, now }) => {
  const claimToken = required(params, "claim_token");
  const { audience } = resourceOf(platform, params.resource);
  const found = claimToken.startsWith(CLAIM_TOKEN_PREFIX)
    ? await findRegistrationByClaimToken(platform.db, sha256Hex(claimToken))
    : undefined;
  if (!found) throw new OAuthError("invalid_grant", "Unknown claim token");
  if (found.status === "revoked") throw new OAuthError("access_denied", "The registration was revoked");
  if (found.status === "claimed") {
    const redeemed = await changeRegistration(
      platform.db,
      found.registrationId,
      { claimRedeemedAt: now.toISOString(), updatedAt: now.toISOString() },
      { from: ["claimed"], notRedeemed: true },
    );
    if (!redeemed)
      throw new OAuthError("invalid_grant", "This claim's tokens were already issued; exchange the identity assertion");
    const scopes = narrowScope(params.scope, POST_CLAIM_SCOPES);
    const access = await accessTokenFor(platform, redeemed, scopes, audience, now);
    const assertion = await issueAssertion(platform, redeemed, [...POST_CLAIM_SCOPES], now);
    return {
      access_token: access.token,
      token_type: "Bearer",
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      scope: scopes.join(" "),
      identity_assertion: assertion.token,
      assertion_expires: assertion.expiresAt.toISOString(),
    };
  }
  if (Date.parse(found.claimExpiresAt) <= now.getTime()) {
    throw new OAuthError("expired_token", "The 24-hour claim window has closed; register again");
  }
  // Polled at most every 5 seconds: the first poll inside the interval is told to slow down.
  const polled = await changeRegistration(
    platform.db,
    found.registrationId,
    { lastPolledAt: now.getTime() },
    { from: ["pending_claim"], polledBefore: now.getTime() - POLL_INTERVAL_SECONDS * 1000 },
  );
  if (!polled) {
    const current = await readRegistration(platform.db, found.registrationId);
    if (current?.status === "pending_claim") {
      throw new OAuthError("slow_down", `Poll at most every ${POLL_INTERVAL_SECONDS} seconds`);
    }
    // Claimed or revoked between the two reads: the next poll answers for the new state.
    throw new OAuthError("authorization_pending", "The claim is being completed; poll again");
  }
  if (polled.attemptExpiresAt && Date.parse(polled.attemptExpiresAt) <= now.getTime()) {
    throw new OAuthError("expired_token", "The user code expired; start a new claim attempt");
  }
  throw new OAuthError("authorization_pending", "Waiting for a person to enter the user code on the claim page");
};

const assertionGrant: GrantHandler = async ({ platform, params, now }): Promise<TokenResponse> => {
  const assertion = required(params, "assertion");
  const { audience } = resourceOf(platform, params.resource);
  const claims = await verifyToken(platform.keys, assertion, {
    use: "assertion",
    issuer: platform.config.baseUrl,
    audiences: [platform.config.baseUrl],
    now,
  });
  const registration = claims?.reg ? await readRegistration(platform.db, claims.reg) : undefined;
  if (!claims || !registration || registration.generation !== claims.gen || registration.status === "revoked") {
    throw new OAuthError("invalid_grant", "The assertion is invalid, expired or no longer valid for this registration");
  }
  const allowed = registration.status === "claimed" ? POST_CLAIM_SCOPES : PRE_CLAIM_SCOPES;
  if (registration.status !== "claimed" && registration.registrationType !== "anonymous") {
    throw new OAuthError("invalid_grant", "This registration has not been claimed yet");
  }
  const scopes = narrowScope(params.scope, allowed);
  const access = await accessTokenFor(platform, registration, scopes, audience, now);
  return {
    access_token: access.token,
    token_type: "Bearer",
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    scope: scopes.join(" "),
  };
};

export const AGENT_GRANTS: Readonly<Record<string, GrantHandler>> = {
  [GRANT_TYPES.claim]: claimGrant,
  [GRANT_TYPES.jwtBearer]: assertionGrant,
};
