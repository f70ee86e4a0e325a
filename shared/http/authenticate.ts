// Reading the one credential of a request and turning it into a Principal.

import { SESSION_COOKIE } from "../auth/cookies.js";
import type { Principal } from "../auth/principal.js";
import { API_KEY_PATTERN, sha256Hex } from "../auth/secrets.js";
import { looksLikeJwt } from "../auth/tokens.js";
import { readApiKeyByHash, touchApiKey } from "../db/api-keys.js";
import { readSession } from "../db/sessions.js";
import { type Audience, principalFromAccessToken } from "../domain/agent-tokens.js";
import { sessionMembership } from "../domain/members.js";
import { ApiError } from "../errors.js";
import type { Platform } from "../ports/platform.js";
import type { HttpRequest } from "./request.js";

/** used_at is refreshed at most this often, so a read costs one key lookup and no write. */
export const USED_AT_RESOLUTION_MS = 60_000;

export type CredentialSource = "bearer" | "query" | "cookie";

export interface Credential {
  token: string;
  source: CredentialSource;
}

/** Bearer header, then `?token=` (stream routes only), then the session cookie. */
export function readCredential(request: HttpRequest, allowQueryToken: boolean): Credential | undefined {
  const bearer = readBearer(request);
  if (bearer) return { token: bearer, source: "bearer" };
  if (allowQueryToken) {
    const token = request.query.token?.at(-1) ?? request.query.api_key?.at(-1);
    if (token) return { token, source: "query" };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) return { token: cookie, source: "cookie" };
  return undefined;
}

/** Where a 401 sends an OAuth client: a protected resource's metadata (RFC 9728) and the scopes it asks for. */
export interface Challenge {
  /** Path of the metadata document below the base URL. */
  metadataPath: string;
  /** Space-separated OAuth scopes. */
  scope?: string;
}

const API_CHALLENGE: Challenge = { metadataPath: "/.well-known/oauth-protected-resource" };

export function unauthorized(
  platform: Platform,
  message = "Missing or invalid API key",
  challenge: Challenge = API_CHALLENGE,
): ApiError {
  const scope = challenge.scope ? `, scope="${challenge.scope}"` : "";
  return new ApiError("unauthorized", message, {
    headers: {
      "www-authenticate": `Bearer resource_metadata="${platform.config.baseUrl}${challenge.metadataPath}"${scope}`,
    },
  });
}

async function principalFromApiKey(platform: Platform, token: string): Promise<Principal | undefined> {
  if (!API_KEY_PATTERN.test(token)) return undefined;
  return principalFromKeyHash(platform, sha256Hex(token));
}

/** By the stored hash: long-lived streams recheck their credential without keeping the secret. */
export async function principalFromKeyHash(platform: Platform, keyHash: string): Promise<Principal | undefined> {
  const key = await readApiKeyByHash(platform.db, keyHash);
  const now = platform.clock.now();
  if (!key || key.revokedAt) return undefined;
  if (key.expiresAt && Date.parse(key.expiresAt) <= now.getTime()) return undefined;
  if (!key.usedAt || now.getTime() - Date.parse(key.usedAt) >= USED_AT_RESOLUTION_MS) {
    await touchApiKey(platform.db, key.keyHash, now.toISOString());
  }
  return {
    kind: "api_key",
    organizationId: key.organizationId,
    scope: key.scope,
    podId: key.podId,
    inboxId: key.inboxId,
    grant: key.restricted ? (key.permissions ?? []) : null,
    apiKeyId: key.apiKeyId,
    userId: key.createdByUserId,
  };
}

export async function principalFromSession(platform: Platform, token: string): Promise<Principal | undefined> {
  return principalFromSessionHash(platform, sha256Hex(token));
}

export async function principalFromSessionHash(platform: Platform, tokenHash: string): Promise<Principal | undefined> {
  const session = await readSession(platform.db, tokenHash);
  if (!session || Date.parse(session.expiresAt) <= platform.clock.now().getTime()) return undefined;
  // Valid only while the person is a member (spec): removal ends the session and, at their recheck, its streams.
  if (!(await sessionMembership(platform, session))) return undefined;
  return {
    kind: "session",
    organizationId: session.organizationId,
    scope: "organization",
    grant: null,
    userId: session.userId,
    email: session.email,
    sessionHash: tokenHash,
  };
}

/** Resolves a credential; undefined when it is unknown, revoked or expired. */
export async function resolveCredential(platform: Platform, credential: Credential): Promise<Principal | undefined> {
  if (credential.source === "cookie") return principalFromSession(platform, credential.token);
  return principalFromBearer(platform, credential.token, "api");
}

/**
 * A bearer token as the given surface accepts it. API keys are valid on every surface; agent access tokens (JWTs
 * from POST /oauth2/token) only where their audience (`resource`) names the surface.
 */
export async function principalFromBearer(
  platform: Platform,
  token: string,
  audience: Audience,
): Promise<Principal | undefined> {
  if (looksLikeJwt(token)) return principalFromAccessToken(platform, token, audience);
  return principalFromApiKey(platform, token);
}

/** The `Authorization: Bearer` token only: the session cookie and `?token=` are never read (the MCP routes). */
export function readBearer(request: HttpRequest): string | undefined {
  return request.headers.authorization?.match(/^bearer\s+(.+)$/i)?.[1]?.trim() || undefined;
}
