// The OAuth flows of apps and MCP clients: the authorization request and the person's consent, the authorization
// code, refresh token and device grants of the token endpoint (APP_GRANTS), the device authorization endpoint and
// token revocation. A consent is a grant record; every token names it and is checked against it on each request.
import { createHash, randomBytes } from "node:crypto";
import { OAUTH_SCOPE_NAMES } from "../auth/permissions.js";
import type { ScopeType } from "../auth/principal.js";
import { hmacHex, safeEqual, sha256Hex } from "../auth/secrets.js";
import { issueToken, verifyToken } from "../auth/tokens.js";
import { pageLiveInboxes, readInbox } from "../db/inboxes.js";
import {
  approveDeviceAuthorization,
  denyDeviceAuthorization,
  findDeviceAuthorizationByUserCode,
  insertAuthorizationRequest,
  insertDeviceAuthorization,
  insertGrantWithCode,
  insertRevokedAccessToken,
  issueRefreshToken,
  markClientUsed,
  readAuthorizationRequest,
  readDeviceAuthorization,
  readGrant,
  readRefreshToken,
  recordDevicePoll,
  redeemDeviceAuthorization,
  revokeGrant,
  takeAuthorizationRequest,
  useCode,
} from "../db/oauth.js";
import { pageOrganizationPods, readPod } from "../db/pods.js";
import type { OAuthClientItem, OAuthGrantItem, OAuthRequestItem } from "../db/service.js";
import { forbidden, notFound, OAuthError, validation } from "../errors.js";
import { randomBase62 } from "../ids.js";
import type { Platform } from "../ports/platform.js";
import { resources } from "./agent-tokens.js";
import { authenticateClient, CLI_CLIENT, findClient, knownScopes } from "./oauth-clients.js";
import { requesterKey, takeOne } from "./rate-limits.js";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  GRANT_TYPES,
  type GrantHandler,
  required,
  type TokenRequest,
  type TokenResponse,
} from "./token-endpoint.js";

/** Lifetimes (spec: token and code lifetimes; refresh tokens and device codes are this server's choice). */
const REQUEST_TTL_SECONDS = 10 * 60;
const CODE_TTL_SECONDS = 2 * 60;
/** A used code is remembered this much longer, so a second use still finds it and revokes the grant. */
const CODE_MEMORY_SECONDS = 10 * 60;
const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
const DEVICE_CODE_TTL_SECONDS = 10 * 60;
const DEVICE_INTERVAL_SECONDS = 5;
const AUTHORIZE_PER_REQUESTER_10_MIN = 60;
const DEVICE_CODES_PER_REQUESTER_HOUR = 30;
/** How many pods and inboxes the consent choice lists. */
const CHOICES_MAX = 100;

/** The consent page's words for each scope. */
export const SCOPE_DESCRIPTIONS: Record<string, string> = {
  "inboxes.read": "See inboxes",
  "inboxes.write": "Create, change and delete inboxes",
  "messages.read": "Read messages and threads",
  "messages.send": "Send messages, replies and drafts",
  "messages.write": "Change and delete messages and threads",
  "webhooks.read": "See webhooks",
  "webhooks.write": "Create, change and delete webhooks",
  "domains.read": "See domains",
  "domains.write": "Add, change and remove domains",
  "lists.read": "See allow and block lists",
  "lists.write": "Change allow and block lists",
  "metrics.read": "See metrics and the event log",
  "pods.read": "See pods",
  "pods.write": "Create, change and delete pods",
  "api_keys.read": "See API keys and agent registrations",
  "api_keys.write": "Create, change and delete API keys",
};

const epoch = (ms: number) => Math.floor(ms / 1000);
const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);
const hashOf = (secret: string) => sha256Hex(secret);
const secretToken = () => randomBytes(32).toString("base64url");

// ---------------------------------------------------------------------------------------------------------------
// The authorization request

/** Where an authorization error goes: an error page (nothing is sent to an unverified redirect URI) or the client. */
export type AuthorizeOutcome =
  | { kind: "page"; status: number; title: string; message: string }
  | { kind: "redirect"; location: string };

/** `redirect_uri` with the response parameters added, and `iss` (RFC 9207). */
export function redirectWith(platform: Platform, redirectUri: string, params: Record<string, string | undefined>) {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  url.searchParams.set("iss", platform.config.baseUrl);
  return url.toString();
}

/** The resources a request may name: the service root (REST and MCP) or the MCP server (MCP only). */
function acceptedResources(platform: Platform): string[] {
  const { api, mcp } = resources(platform);
  return [api, mcp];
}

/** The audience of a grant's tokens: the service root when granted (it covers MCP too), else the MCP server. */
function audienceFor(platform: Platform, granted: readonly string[], asked: string | undefined): string {
  if (asked !== undefined) {
    if (!granted.includes(asked)) throw new OAuthError("invalid_target", "resource was not granted");
    return asked;
  }
  const { api } = resources(platform);
  return granted.includes(api) ? api : (granted[0] as string);
}

/**
 * GET /oauth2/authorize. An unknown client, an unregistered redirect URI or a rate limit is an error page; other
 * errors go back to the client; a valid request is kept 10 minutes and the browser goes to the consent page.
 */
export async function startAuthorization(
  platform: Platform,
  query: Record<string, string[]>,
  ip: string,
  now: Date,
): Promise<AuthorizeOutcome> {
  const one = (name: string) => query[name]?.[0];
  const page = (status: number, title: string, message: string): AuthorizeOutcome => ({
    kind: "page",
    status,
    title,
    message,
  });
  const taken = await takeOne(
    platform.db,
    [
      {
        key: `oauth-authorize:${requesterKey(ip)}`,
        limits: [{ windowMs: 10 * 60_000, limit: AUTHORIZE_PER_REQUESTER_10_MIN, name: "requester" }],
      },
    ],
    now.getTime(),
  );
  if (!taken.ok) return page(429, "Too many requests", "Too many authorization requests. Try again in a few minutes.");
  const clientId = one("client_id");
  if (!clientId || (query.client_id?.length ?? 0) > 1) {
    return page(400, "Unknown application", "The request does not name one application (client_id).");
  }
  const client = await findClient(platform, clientId, now);
  if (!client?.grantTypes.includes(GRANT_TYPES.authorizationCode)) {
    return page(400, "Unknown application", "This application is not registered with this service.");
  }
  const redirectUri = one("redirect_uri");
  if (!redirectUri || (query.redirect_uri?.length ?? 0) > 1 || !client.redirectUris.includes(redirectUri)) {
    return page(400, "Unknown return address", "The application's return address (redirect_uri) is not registered.");
  }
  const state = one("state");
  const fail = (error: string, description: string): AuthorizeOutcome => ({
    kind: "redirect",
    location: redirectWith(platform, redirectUri, { error, error_description: description, state }),
  });
  for (const [name, values] of Object.entries(query)) {
    if (name !== "resource" && values.length > 1) return fail("invalid_request", `${name} was sent more than once`);
  }
  const responseType = one("response_type");
  if (!responseType) return fail("invalid_request", "response_type is required");
  if (responseType !== "code") return fail("unsupported_response_type", "response_type must be code");
  if (!state) return fail("invalid_request", "state is required");
  const challenge = one("code_challenge");
  if (!challenge) return fail("invalid_request", "code_challenge is required (PKCE)");
  if (one("code_challenge_method") !== "S256") return fail("invalid_request", "code_challenge_method must be S256");
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) return fail("invalid_request", "code_challenge is malformed");
  const scope = one("scope");
  if (!scope) return fail("invalid_request", "scope is required");
  const scopes = knownScopes(scope);
  if (!scopes || scopes.length === 0) return fail("invalid_scope", "scope names an unknown scope");
  if (client.scope && scopes.some((s) => !client.scope?.split(" ").includes(s))) {
    return fail("invalid_scope", "scope asks for more than the application registered");
  }
  const asked = query.resource ?? [];
  if (asked.length === 0) return fail("invalid_request", "resource is required");
  const accepted = acceptedResources(platform);
  if (asked.some((r) => !accepted.includes(r))) {
    return fail("invalid_target", `resource must be ${accepted.join(" or ")}`);
  }
  const request: OAuthRequestItem = {
    requestId: `oar_${randomBase62(32)}`,
    clientId: client.clientId,
    redirectUri,
    codeChallenge: challenge,
    scope: [...new Set(scopes)].join(" "),
    state,
    resources: [...new Set(asked)],
    expiresAt: later(now, REQUEST_TTL_SECONDS).toISOString(),
    createdAt: now.toISOString(),
    ttl: epoch(now.getTime()) + REQUEST_TTL_SECONDS,
  };
  await insertAuthorizationRequest(platform.db, request);
  return { kind: "redirect", location: `${platform.config.baseUrl}/oauth/consent?request=${request.requestId}` };
}

// ---------------------------------------------------------------------------------------------------------------
// Consent: the signed-in person picks what the app may reach

/** The person deciding: from the dashboard session. */
export interface Consenter {
  userId: string;
  email: string;
  organizationId: string;
  sessionHash: string;
}

/** A form token tied to the session and what it decides, so another site cannot make the browser decide. */
export function csrfToken(platform: Platform, sessionHash: string, subject: string): string {
  return hmacHex(platform.config.serverSecret, `oauth-consent:${sessionHash}:${subject}`);
}

function checkCsrf(platform: Platform, who: Consenter, subject: string, token: string | undefined): void {
  if (!token || !safeEqual(token, csrfToken(platform, who.sessionHash, subject))) {
    throw forbidden("Missing or wrong csrf_token", "csrf_token");
  }
}

export interface Choices {
  pods: Array<{ pod_id: string; name: string }>;
  inboxes: Array<{ inbox_id: string; pod_id: string; display_name: string | null }>;
}

/** What the person can hand an app: the organization's pods and live inboxes (the first of each). */
export async function targetChoices(platform: Platform, organizationId: string, now: Date): Promise<Choices> {
  const pageRequest = { limit: CHOICES_MAX, ascending: true };
  const [pods, inboxes] = await Promise.all([
    pageOrganizationPods(platform.db, organizationId, pageRequest),
    pageLiveInboxes(platform.db, { organizationId }, pageRequest, { now }),
  ]);
  return {
    pods: pods.items.map((p) => ({ pod_id: p.podId, name: p.name })),
    inboxes: inboxes.items.map((i) => ({ inbox_id: i.inboxId, pod_id: i.podId, display_name: i.displayName ?? null })),
  };
}

async function liveRequest(platform: Platform, requestId: string, now: Date): Promise<OAuthRequestItem> {
  const request = requestId ? await readAuthorizationRequest(platform.db, requestId) : undefined;
  if (!request || Date.parse(request.expiresAt) <= now.getTime()) {
    throw notFound("Authorization request not found or expired; start again from the application");
  }
  return request;
}

function describeScopes(scope: string) {
  return scope
    .split(" ")
    .filter(Boolean)
    .map((name) => ({ name, description: SCOPE_DESCRIPTIONS[name] ?? name }));
}

/** GET /auth/oauth/authorize: the request as the consent page shows it, with the choices and the form token. */
export async function consentDetails(platform: Platform, who: Consenter, requestId: string, now: Date) {
  const request = await liveRequest(platform, requestId, now);
  const client = await findClient(platform, request.clientId, now);
  if (!client) throw notFound("Authorization request not found or expired; start again from the application");
  return {
    request_id: request.requestId,
    client: {
      client_id: client.clientId,
      client_name: client.clientName ?? null,
      client_uri: client.clientUri ?? null,
    },
    redirect_uri: request.redirectUri,
    scopes: describeScopes(request.scope),
    resources: request.resources,
    expires_at: request.expiresAt,
    csrf_token: csrfToken(platform, who.sessionHash, request.requestId),
    organization_id: who.organizationId,
    ...(await targetChoices(platform, who.organizationId, now)),
  };
}

/** What a consent hands over: `organization`, `pod:<pod_id>` or `inbox:<inbox_id>`, checked against the org. */
async function resolveTarget(
  platform: Platform,
  organizationId: string,
  target: string | undefined,
  now: Date,
): Promise<{ targetType: ScopeType; podId?: string; inboxId?: string }> {
  const value = target ?? "organization";
  if (value === "organization") return { targetType: "organization" };
  const [kind, id] = [value.slice(0, value.indexOf(":")), value.slice(value.indexOf(":") + 1)];
  if (kind === "pod" && id) {
    const pod = await readPod(platform.db, organizationId, id, { consistent: true });
    if (!pod) throw notFound(`Pod not found: ${id}`, "target");
    return { targetType: "pod", podId: pod.podId };
  }
  if (kind === "inbox" && id) {
    const inbox = await readInbox(platform.db, id.toLowerCase(), { consistent: true });
    const live = inbox && (!inbox.expiresAt || Date.parse(inbox.expiresAt) > now.getTime());
    if (!inbox || !live || inbox.organizationId !== organizationId) throw notFound(`Inbox not found: ${id}`, "target");
    return { targetType: "inbox", podId: inbox.podId, inboxId: inbox.inboxId };
  }
  throw validation("target must be organization, pod:<pod_id> or inbox:<inbox_id>", "target");
}

function newGrant(
  who: Consenter,
  input: { clientId: string; scope: string; resources: string[]; ttlSeconds: number },
  target: { targetType: ScopeType; podId?: string; inboxId?: string },
  now: Date,
): OAuthGrantItem {
  return {
    grantId: `grt_${randomBase62(26)}`,
    clientId: input.clientId,
    userId: who.userId,
    email: who.email,
    organizationId: who.organizationId,
    ...target,
    scope: input.scope,
    resources: input.resources,
    status: "active",
    createdAt: now.toISOString(),
    ttl: epoch(now.getTime()) + input.ttlSeconds,
  };
}

/**
 * POST /auth/oauth/authorize/approve and …/deny: the person's decision, once per request. Returns where the browser
 * goes: the client's redirect URI with `code` (or `error=access_denied`), `state` and `iss`.
 */
export async function decideConsent(
  platform: Platform,
  who: Consenter,
  input: { requestId: string; csrfToken?: string; target?: string; approve: boolean },
  now: Date,
): Promise<{ redirect_to: string }> {
  checkCsrf(platform, who, input.requestId, input.csrfToken);
  const request = await liveRequest(platform, input.requestId, now);
  const target = input.approve ? await resolveTarget(platform, who.organizationId, input.target, now) : undefined;
  if (!(await takeAuthorizationRequest(platform.db, request.requestId))) {
    throw notFound("Authorization request not found or expired; start again from the application");
  }
  if (!target) {
    return {
      redirect_to: redirectWith(platform, request.redirectUri, {
        error: "access_denied",
        error_description: "The person denied the request",
        state: request.state,
      }),
    };
  }
  const code = secretToken();
  const grant = newGrant(
    who,
    {
      clientId: request.clientId,
      scope: request.scope,
      resources: request.resources,
      ttlSeconds: CODE_TTL_SECONDS + CODE_MEMORY_SECONDS,
    },
    target,
    now,
  );
  const outcome = await insertGrantWithCode(platform.db, grant, {
    codeHash: hashOf(code),
    grantId: grant.grantId,
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    expiresAt: later(now, CODE_TTL_SECONDS).toISOString(),
    ttl: epoch(now.getTime()) + CODE_TTL_SECONDS + CODE_MEMORY_SECONDS,
  });
  if (!outcome.ok) throw new Error(`Grant not stored: ${outcome.failed}`);
  await markClientUsed(platform.db, request.clientId, now.toISOString());
  return { redirect_to: redirectWith(platform, request.redirectUri, { code, state: request.state }) };
}

// ---------------------------------------------------------------------------------------------------------------
// Tokens

async function tokensFor(
  platform: Platform,
  grant: OAuthGrantItem,
  client: OAuthClientItem,
  input: { scope: string; resource?: string; now: Date; rotated?: string },
): Promise<TokenResponse> {
  const audience = audienceFor(platform, grant.resources, input.resource);
  const access = await issueToken(platform.keys, {
    use: "access",
    issuer: platform.config.baseUrl,
    subject: grant.userId,
    audience,
    scope: input.scope,
    ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    grantId: grant.grantId,
    clientId: client.clientId,
    now: input.now,
  });
  const response: TokenResponse = {
    access_token: access.token,
    token_type: "Bearer",
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    scope: input.scope,
  };
  if (!client.grantTypes.includes(GRANT_TYPES.refreshToken)) return response;
  const refresh = `mmr_${secretToken()}`;
  const outcome = await issueRefreshToken(
    platform.db,
    {
      tokenHash: hashOf(refresh),
      grantId: grant.grantId,
      clientId: client.clientId,
      expiresAt: later(input.now, REFRESH_TTL_SECONDS).toISOString(),
      ttl: epoch(input.now.getTime()) + REFRESH_TTL_SECONDS,
    },
    input.rotated ? { tokenHash: input.rotated, at: input.now.toISOString() } : undefined,
  );
  if (!outcome.ok) {
    // Another request rotated the same refresh token first: a reuse, so the whole family goes.
    if (outcome.failed === "rotated") await revokeGrant(platform.db, grant.grantId, input.now.toISOString());
    throw new OAuthError("invalid_grant", "The grant is no longer valid");
  }
  return { ...response, refresh_token: refresh };
}

async function activeGrant(platform: Platform, grantId: string): Promise<OAuthGrantItem> {
  const grant = await readGrant(platform.db, grantId);
  if (grant?.status !== "active") throw new OAuthError("invalid_grant", "The grant is no longer valid");
  return grant;
}

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** PKCE S256 (RFC 7636 §4.6): BASE64URL(SHA256(verifier)) equals the challenge. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!VERIFIER.test(verifier)) return false;
  return safeEqual(createHash("sha256").update(verifier, "ascii").digest("base64url"), challenge);
}

const authorizationCodeGrant: GrantHandler = async ({ platform, headers, params, now }: TokenRequest) => {
  const client = await authenticateClient(platform, headers.authorization, params, now);
  const code = required(params, "code");
  const redirectUri = required(params, "redirect_uri");
  const verifier = required(params, "code_verifier");
  const used = await useCode(platform.db, hashOf(code), now.toISOString());
  if (!used || used.code.clientId !== client.clientId) {
    throw new OAuthError("invalid_grant", "Unknown authorization code");
  }
  if (!used.first) {
    // RFC 6749 §4.1.2: a code used twice revokes what it granted.
    await revokeGrant(platform.db, used.code.grantId, now.toISOString());
    throw new OAuthError("invalid_grant", "The authorization code was already used; its grant is revoked");
  }
  if (Date.parse(used.code.expiresAt) <= now.getTime()) {
    throw new OAuthError("invalid_grant", "The authorization code expired");
  }
  if (used.code.redirectUri !== redirectUri) throw new OAuthError("invalid_grant", "redirect_uri does not match");
  if (!pkceMatches(verifier, used.code.codeChallenge)) {
    throw new OAuthError("invalid_grant", "code_verifier does not match the code_challenge");
  }
  const grant = await activeGrant(platform, used.code.grantId);
  return tokensFor(platform, grant, client, { scope: grant.scope, resource: params.resource, now });
};

const refreshTokenGrant: GrantHandler = async ({ platform, headers, params, now }: TokenRequest) => {
  const client = await authenticateClient(platform, headers.authorization, params, now);
  const presented = hashOf(required(params, "refresh_token"));
  const token = await readRefreshToken(platform.db, presented);
  if (!token || token.clientId !== client.clientId || Date.parse(token.expiresAt) <= now.getTime()) {
    throw new OAuthError("invalid_grant", "Unknown or expired refresh token");
  }
  if (token.rotatedAt) {
    // A rotated token presented again: it leaked, so the family (the grant) ends for everyone holding it.
    await revokeGrant(platform.db, token.grantId, now.toISOString());
    throw new OAuthError("invalid_grant", "The refresh token was already used; its grant is revoked");
  }
  const grant = await activeGrant(platform, token.grantId);
  let scope = grant.scope;
  if (params.scope !== undefined) {
    const asked = knownScopes(params.scope);
    const granted = grant.scope.split(" ");
    if (!asked || asked.length === 0 || asked.some((s) => !granted.includes(s))) {
      throw new OAuthError("invalid_scope", "scope may only narrow what was granted");
    }
    scope = [...new Set(asked)].join(" ");
  }
  return tokensFor(platform, grant, client, { scope, resource: params.resource, now, rotated: presented });
};

const deviceCodeGrant: GrantHandler = async ({ platform, headers, params, now }: TokenRequest) => {
  const client = await authenticateClient(platform, headers.authorization, params, now);
  if (client.clientId !== CLI_CLIENT.clientId) {
    throw new OAuthError("unauthorized_client", "The device grant is for the command-line client only");
  }
  const hash = hashOf(required(params, "device_code"));
  const device = await readDeviceAuthorization(platform.db, hash);
  if (!device || device.clientId !== client.clientId) throw new OAuthError("invalid_grant", "Unknown device_code");
  if (Date.parse(device.expiresAt) <= now.getTime()) {
    throw new OAuthError("expired_token", "The device code expired; start again");
  }
  if (device.status === "denied") throw new OAuthError("access_denied", "The person denied the request");
  if (device.status === "redeemed") throw new OAuthError("invalid_grant", "The device code was already used");
  const at = now.getTime();
  if (!(await recordDevicePoll(platform.db, hash, at, at - device.interval * 1000))) {
    // RFC 8628 §3.5: polling too fast lengthens the interval by 5 seconds for every later poll.
    await recordDevicePoll(platform.db, hash, at, Number.MAX_SAFE_INTEGER, device.interval + 5);
    throw new OAuthError("slow_down", `Poll at most every ${device.interval + 5} seconds`);
  }
  if (device.status === "pending" || !device.grantId) {
    throw new OAuthError("authorization_pending", "The person has not decided yet");
  }
  if (!(await redeemDeviceAuthorization(platform.db, hash))) {
    throw new OAuthError("invalid_grant", "The device code was already used");
  }
  const grant = await activeGrant(platform, device.grantId);
  return tokensFor(platform, grant, client, { scope: grant.scope, resource: params.resource, now });
};

/** The token endpoint's app grants; the token route spreads them into its table beside the agent grants. */
export const APP_GRANTS: Record<string, GrantHandler> = {
  [GRANT_TYPES.authorizationCode]: authorizationCodeGrant,
  [GRANT_TYPES.refreshToken]: refreshTokenGrant,
  [GRANT_TYPES.deviceCode]: deviceCodeGrant,
};

// ---------------------------------------------------------------------------------------------------------------
// Device authorization (RFC 8628) for the command-line client

/** Letters without vowels or look-alikes (RFC 8628 §6.1): 20^8 codes, none of them a word. */
const USER_CODE_ALPHABET = "BCDFGHJKLMNPQRSTVWXZ";

function newUserCode(): string {
  const bytes = randomBytes(8);
  return [...bytes].map((b) => USER_CODE_ALPHABET[b % USER_CODE_ALPHABET.length]).join("");
}

/** A user code as typed (any case, with or without the dash) in its stored form. */
export function normalizeUserCode(input: string): string {
  return input.toUpperCase().replace(/[^A-Z]/g, "");
}

const displayUserCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** POST /auth/cli/device/code. */
export async function startDeviceAuthorization(
  platform: Platform,
  params: Record<string, string>,
  ip: string,
  now: Date,
) {
  const clientId = params.client_id;
  if (!clientId) throw new OAuthError("invalid_request", "client_id is required");
  if (clientId !== CLI_CLIENT.clientId) {
    const known = await findClient(platform, clientId, now);
    if (!known) throw new OAuthError("invalid_client", "Unknown client", { status: 401 });
    throw new OAuthError("unauthorized_client", "The device grant is for the command-line client only");
  }
  const taken = await takeOne(
    platform.db,
    [
      {
        key: `oauth-device:${requesterKey(ip)}`,
        limits: [{ windowMs: 3600_000, limit: DEVICE_CODES_PER_REQUESTER_HOUR, name: "requester" }],
      },
    ],
    now.getTime(),
  );
  if (!taken.ok) {
    throw new OAuthError("rate_limited", "Too many device codes; retry later", {
      status: 429,
      headers: { "retry-after": String(taken.retryAfterSeconds) },
    });
  }
  const scopes = params.scope === undefined ? OAUTH_SCOPE_NAMES : knownScopes(params.scope);
  if (!scopes || scopes.length === 0) throw new OAuthError("invalid_scope", "scope names an unknown scope");
  const { api } = resources(platform);
  const resource = params.resource ?? api;
  if (!acceptedResources(platform).includes(resource)) {
    throw new OAuthError("invalid_target", `resource must be ${acceptedResources(platform).join(" or ")}`);
  }
  const deviceCode = secretToken();
  for (let attempt = 0; attempt < 5; attempt++) {
    const userCode = newUserCode();
    const stored = await insertDeviceAuthorization(platform.db, {
      deviceCodeHash: hashOf(deviceCode),
      userCode,
      clientId,
      scope: [...new Set(scopes)].join(" "),
      resources: [resource],
      status: "pending",
      interval: DEVICE_INTERVAL_SECONDS,
      expiresAt: later(now, DEVICE_CODE_TTL_SECONDS).toISOString(),
      createdAt: now.toISOString(),
      ttl: epoch(now.getTime()) + DEVICE_CODE_TTL_SECONDS + 3600,
    });
    if (!stored) continue;
    const verificationUri = `${platform.config.baseUrl}/oauth/device`;
    return {
      device_code: deviceCode,
      user_code: displayUserCode(userCode),
      verification_uri: verificationUri,
      verification_uri_complete: `${verificationUri}?user_code=${displayUserCode(userCode)}`,
      expires_in: DEVICE_CODE_TTL_SECONDS,
      interval: DEVICE_INTERVAL_SECONDS,
    };
  }
  throw new Error("No free user code after 5 tries");
}

async function pendingDevice(platform: Platform, userCode: string, now: Date) {
  const code = normalizeUserCode(userCode);
  const device = code.length === 8 ? await findDeviceAuthorizationByUserCode(platform.db, code) : undefined;
  if (device?.status !== "pending" || Date.parse(device.expiresAt) <= now.getTime()) {
    throw notFound("Device code not found or expired", "user_code");
  }
  return device;
}

/** GET /auth/cli/device: a pending device request as the person sees it, with the choices and the form token. */
export async function deviceDetails(platform: Platform, who: Consenter, userCode: string, now: Date) {
  const device = await pendingDevice(platform, userCode, now);
  return {
    user_code: displayUserCode(device.userCode),
    client: { client_id: device.clientId, client_name: CLI_CLIENT.clientName ?? null },
    scopes: describeScopes(device.scope),
    resources: device.resources,
    expires_at: device.expiresAt,
    csrf_token: csrfToken(platform, who.sessionHash, `device:${device.userCode}`),
    organization_id: who.organizationId,
    ...(await targetChoices(platform, who.organizationId, now)),
  };
}

/** POST /auth/cli/device/approve and …/deny: the person's decision on a user code, once. */
export async function decideDevice(
  platform: Platform,
  who: Consenter,
  input: { userCode: string; csrfToken?: string; target?: string; approve: boolean },
  now: Date,
): Promise<{ ok: true; status: "approved" | "denied" }> {
  const device = await pendingDevice(platform, input.userCode, now);
  checkCsrf(platform, who, `device:${device.userCode}`, input.csrfToken);
  if (!input.approve) {
    if (!(await denyDeviceAuthorization(platform.db, device.deviceCodeHash))) {
      throw notFound("Device code not found or expired", "user_code");
    }
    return { ok: true, status: "denied" };
  }
  const target = await resolveTarget(platform, who.organizationId, input.target, now);
  const grant = newGrant(
    who,
    {
      clientId: device.clientId,
      scope: device.scope,
      resources: device.resources,
      ttlSeconds: DEVICE_CODE_TTL_SECONDS + 3600,
    },
    target,
    now,
  );
  const outcome = await approveDeviceAuthorization(platform.db, device.deviceCodeHash, grant);
  if (!outcome.ok) throw notFound("Device code not found or expired", "user_code");
  return { ok: true, status: "approved" };
}

// ---------------------------------------------------------------------------------------------------------------
// Revocation (RFC 7009)

/**
 * POST /oauth2/revoke. A refresh token revokes its grant (and so every token of it); an access token is denylisted
 * until it expires. Unknown tokens, and tokens of another client, are answered the same way: nothing to say.
 */
export async function revokeToken(
  platform: Platform,
  authorization: string | undefined,
  params: Record<string, string>,
  now: Date,
): Promise<void> {
  const client = await authenticateClient(platform, authorization, params, now);
  const token = required(params, "token");
  const refresh = await readRefreshToken(platform.db, hashOf(token));
  if (refresh) {
    if (refresh.clientId === client.clientId) await revokeGrant(platform.db, refresh.grantId, now.toISOString());
    return;
  }
  const claims = await verifyToken(platform.keys, token, {
    use: "access",
    issuer: platform.config.baseUrl,
    audiences: acceptedResources(platform),
    now,
  });
  if (claims?.grant && claims.client_id === client.clientId) {
    await insertRevokedAccessToken(platform.db, claims.jti, now.toISOString(), claims.exp);
  }
}
