// What an agent access token may do, decided on every request from its registration (or authorization grant), so
// that claiming and revoking take effect at once: the state table of the spec.
import { permissionsForScopes } from "../auth/permissions.js";
import type { AccessTokenRef, Principal } from "../auth/principal.js";
import { type TokenClaims, verifyToken } from "../auth/tokens.js";
import { readRegistration } from "../db/agent-registrations.js";
import { MCP_PATH } from "../links.js";
import type { Platform } from "../ports/platform.js";
import { principalFromGrant } from "./grant-tokens.js";

/** Which surface a bearer is presented to: an access token names the one it was issued for (its `resource`). */
export type Audience = "api" | "mcp";

/** The resource indicators the service accepts: the service root (REST and MCP) and the MCP server (MCP only). */
export function resources(platform: Platform): { api: string; mcp: string } {
  const root = platform.config.baseUrl;
  return { api: root, mcp: `${root}${MCP_PATH}` };
}

/** Audiences a surface accepts: the service root everywhere, the MCP address on the MCP server only. */
function audiencesFor(platform: Platform, audience: Audience): string[] {
  const { api, mcp } = resources(platform);
  return audience === "mcp" ? [api, mcp] : [api];
}

export function tokenRef(claims: TokenClaims): AccessTokenRef {
  return {
    sub: claims.sub,
    scope: claims.scope,
    exp: claims.exp,
    jti: claims.jti,
    aud: claims.aud ?? [],
    ...(claims.reg ? { reg: claims.reg } : {}),
    ...(claims.grant ? { grant: claims.grant } : {}),
    ...(claims.gen !== undefined ? { gen: claims.gen } : {}),
  };
}

/** A signed access token as a surface accepts it, or undefined (bad signature, issuer, audience, expiry or state). */
export async function principalFromAccessToken(
  platform: Platform,
  token: string,
  audience: Audience,
): Promise<Principal | undefined> {
  const now = platform.clock.now();
  const claims = await verifyToken(platform.keys, token, {
    use: "access",
    issuer: platform.config.baseUrl,
    audiences: audiencesFor(platform, audience),
    now,
  });
  return claims ? principalFromTokenRef(platform, tokenRef(claims), now) : undefined;
}

/**
 * The principal of a verified token, from its registration as it stands now. Long-lived streams call this again
 * with the reference they kept, so a claim or revocation ends them too.
 */
export async function principalFromTokenRef(
  platform: Platform,
  ref: AccessTokenRef,
  now: Date,
): Promise<Principal | undefined> {
  if (ref.exp * 1000 <= now.getTime()) return undefined;
  // Apps' tokens (authorization code, refresh, device grants) speak for a person's consent, not a registration.
  if (ref.grant) return principalFromGrant(platform, ref, now);
  if (!ref.reg) return undefined;
  const registration = await readRegistration(platform.db, ref.reg);
  if (!registration || registration.status === "revoked" || registration.generation !== ref.gen) return undefined;
  const base = { kind: "agent_token" as const, registrationId: registration.registrationId, token: ref };
  if (registration.status === "claimed" && registration.organizationId) {
    return {
      ...base,
      organizationId: registration.organizationId,
      scope: "organization",
      grant: permissionsForScopes(ref.scope),
    };
  }
  // Unclaimed: only an anonymous registration's token works, and only on its sandbox inbox.
  if (registration.registrationType !== "anonymous" || !registration.organizationId || !registration.inboxId) {
    return undefined;
  }
  return {
    ...base,
    organizationId: registration.organizationId,
    scope: "inbox",
    podId: registration.podId,
    inboxId: registration.inboxId,
    grant: permissionsForScopes(ref.scope),
    sandbox: true,
  };
}
