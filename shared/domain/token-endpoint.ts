// POST /oauth2/token: one handler per grant type. The agent grants (claim, jwt-bearer) live in agent-identity.ts,
// the app grants (authorization code, refresh token, device code) in oauth-apps.ts; this table is the one place
// that says which grant types the endpoint serves, and the metadata document lists the same keys.
import { OAuthError } from "../errors.js";
import type { Platform } from "../ports/platform.js";

export const GRANT_TYPES = {
  authorizationCode: "authorization_code",
  refreshToken: "refresh_token",
  deviceCode: "urn:ietf:params:oauth:grant-type:device_code",
  jwtBearer: "urn:ietf:params:oauth:grant-type:jwt-bearer",
  claim: "urn:service:agent-auth:grant-type:claim",
} as const;

export type GrantType = (typeof GRANT_TYPES)[keyof typeof GRANT_TYPES];

export interface TokenRequest {
  platform: Platform;
  /** Lowercased request headers (client_secret_basic reads Authorization). */
  headers: Record<string, string>;
  /** The form parameters (each at most once). */
  params: Record<string, string>;
  now: Date;
}

/** The token response's fields (RFC 6749 §5.1 plus the agent grants' identity assertion). */
export interface TokenResponse {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  scope: string;
  refresh_token?: string;
  identity_assertion?: string;
  assertion_expires?: string;
}

export type GrantHandler = (input: TokenRequest) => Promise<TokenResponse>;

/** Access tokens live one hour (spec: token lifetimes). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export async function exchange(
  handlers: Readonly<Record<string, GrantHandler>>,
  input: TokenRequest,
): Promise<TokenResponse> {
  const grantType = input.params.grant_type;
  if (!grantType) throw new OAuthError("invalid_request", "grant_type is required");
  const handler = Object.hasOwn(handlers, grantType) ? handlers[grantType] : undefined;
  if (!handler) throw new OAuthError("unsupported_grant_type", `Unsupported grant_type: ${grantType}`);
  return handler(input);
}

/** A required parameter, or invalid_request naming it. */
export function required(params: Record<string, string>, name: string): string {
  const value = params[name];
  if (!value) throw new OAuthError("invalid_request", `${name} is required`);
  return value;
}
