// Agent access tokens and identity assertions: ES256 JWTs signed with the keyring's current key, verified against
// every key the service still publishes. What a token may do is decided by its registration or grant record on each
// request (authenticate.ts), so claiming and revoking take effect at once.
import { randomBytes } from "node:crypto";
import { decodeProtectedHeader, type JWTPayload, jwtVerify, SignJWT } from "jose";
import type { Keyring } from "./keyring.js";
import { SIGNING_ALG } from "./signing-keys.js";

/** RFC 9068 names access tokens by their header type, so an assertion can never be replayed as one. */
const TYPES = { access: "at+jwt", assertion: "agent-assertion+jwt" } as const;

export type TokenUse = keyof typeof TYPES;

export interface TokenClaims extends JWTPayload {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  /** Space-separated OAuth scopes. */
  scope: string;
  /** The agent registration the token speaks for (agent tokens). */
  reg?: string;
  /** The authorization grant it comes from (authorization code, refresh and device tokens). */
  grant?: string;
  /** The registration's token generation when issued: claiming and revoking move it on. */
  gen?: number;
  client_id?: string;
}

export interface IssueInput {
  use: TokenUse;
  issuer: string;
  subject: string;
  audience: string;
  scope: string;
  ttlSeconds: number;
  now: Date;
  registrationId?: string;
  grantId?: string;
  generation?: number;
  clientId?: string;
}

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

/** Whether a bearer looks like a JWT (three base64url parts) rather than an API key. */
export function looksLikeJwt(token: string): boolean {
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token);
}

export async function issueToken(keys: Keyring, input: IssueInput): Promise<IssuedToken> {
  const { kid, key } = await keys.signing();
  const iat = Math.floor(input.now.getTime() / 1000);
  const exp = iat + input.ttlSeconds;
  const jti = randomBytes(16).toString("base64url");
  const claims: Record<string, unknown> = { scope: input.scope };
  if (input.registrationId) claims.reg = input.registrationId;
  if (input.grantId) claims.grant = input.grantId;
  if (input.generation !== undefined) claims.gen = input.generation;
  if (input.clientId) claims.client_id = input.clientId;
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: SIGNING_ALG, kid, typ: TYPES[input.use] })
    .setIssuer(input.issuer)
    .setSubject(input.subject)
    .setAudience(input.audience)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setJti(jti)
    .sign(key);
  return { token, jti, expiresAt: new Date(exp * 1000) };
}

/** The claims of a valid token of this use, issuer and one of these audiences; undefined otherwise. */
export async function verifyToken(
  keys: Keyring,
  token: string,
  expected: { use: TokenUse; issuer: string; audiences: readonly string[]; now: Date },
): Promise<TokenClaims | undefined> {
  if (!looksLikeJwt(token)) return undefined;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== SIGNING_ALG || header.typ !== TYPES[expected.use] || typeof header.kid !== "string") {
      return undefined;
    }
    const key = await keys.verifying(header.kid);
    if (!key) return undefined;
    const { payload } = await jwtVerify(token, key, {
      algorithms: [SIGNING_ALG],
      typ: TYPES[expected.use],
      issuer: expected.issuer,
      audience: [...expected.audiences],
      currentDate: expected.now,
      requiredClaims: ["sub", "jti", "iat", "exp"],
    });
    if (typeof payload.scope !== "string") return undefined;
    return payload as TokenClaims;
  } catch {
    return undefined;
  }
}
