// Social sign-in through any OpenID Connect issuer (openid-client): the trip to the provider with state, nonce and
// PKCE (S256) derived from the mm_signin token, the callback that verifies the ID token, and, when the provider did
// not vouch for the address, the emailed-code step (/login/verify) before the sign-in completes.
import * as oidc from "openid-client";
import { SIGNIN_COOKIE, serializeCookie } from "../auth/cookies.js";
import { hmacHex, newToken, safeEqual, sha256Hex } from "../auth/secrets.js";
import type { SocialProviderConfig, SocialProviderName } from "../config.js";
import { countSocialWrongCode, insertSocialSignIn, readSocialSignIn, useSocialSignIn } from "../db/social-sign-ins.js";
import { ApiError, notFound, validation } from "../errors.js";
import { randomDigits } from "../ids.js";
import type { Platform } from "../ports/platform.js";
import { maskEmail } from "./agent-identity.js";
import { completeSocialSignIn, emailCodeAvailable, safeNext, sendCode } from "./sign-in.js";
import { chargeNewCode, emailKey } from "./sign-in-limits.js";

const PENDING_TTL_SECONDS = 10 * 60;
const MAX_WRONG_CODES = 5;
const DISCOVERY_TIMEOUT_SECONDS = 5;

/** Why a social sign-in went back to /login (`?error=`), as the spec names them. */
export type SocialFailure = "signin_failed" | "access_denied" | "unverified" | "codes_paused";

/** A redirect with the cookies to set on the way. */
export interface Redirect {
  location: string;
  cookies: string[];
}

/** The configured providers' names, for /auth/config and the sign-in page. */
export function socialProviderNames(platform: Platform): SocialProviderName[] {
  return platform.config.socialProviders.map((p) => p.name);
}

function providerConfig(platform: Platform, name: string): SocialProviderConfig | undefined {
  return platform.config.socialProviders.find((p) => p.name === name);
}

function redirectUri(platform: Platform): string {
  return `${platform.config.baseUrl}/auth/callback`;
}

function secure(platform: Platform): boolean {
  return platform.config.baseUrl.startsWith("https://");
}

function signInCookie(platform: Platform, token: string): string {
  return serializeCookie(SIGNIN_COOKIE, token, {
    path: "/auth",
    maxAgeSeconds: PENDING_TTL_SECONDS,
    secure: secure(platform),
  });
}

function clearSignInCookie(platform: Platform): string {
  return serializeCookie(SIGNIN_COOKIE, "", { path: "/auth", maxAgeSeconds: 0, secure: secure(platform) });
}

/**
 * State, nonce and PKCE verifier of a trip, derived from its mm_signin token under the server secret: only the
 * browser holding the cookie can finish it, and the table holds nothing that would.
 */
function tripSecrets(platform: Platform, token: string) {
  const derive = (purpose: string) =>
    Buffer.from(hmacHex(platform.config.serverSecret, `social-${purpose}:${token}`), "hex").toString("base64url");
  return { state: derive("state"), nonce: derive("nonce"), codeVerifier: derive("pkce") };
}

// Discovery once per instance and provider; a failure is not kept, so the next sign-in tries again.
const discovered = new Map<string, Promise<oidc.Configuration>>();

async function discover(platform: Platform, provider: SocialProviderConfig): Promise<oidc.Configuration> {
  const cacheKey = `${provider.name} ${provider.issuer} ${provider.clientId}`;
  let found = discovered.get(cacheKey);
  if (!found) {
    const issuer = new URL(provider.issuer);
    // Plain http is accepted by the configuration only in development (a local test issuer).
    const insecure = issuer.protocol === "http:" && platform.config.stage === "development";
    found = oidc.discovery(
      issuer,
      provider.clientId,
      provider.clientSecret,
      provider.clientSecret ? oidc.ClientSecretPost(provider.clientSecret) : oidc.None(),
      { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout: DISCOVERY_TIMEOUT_SECONDS },
    );
    discovered.set(cacheKey, found);
    found.catch(() => discovered.delete(cacheKey));
  }
  return found;
}

/** GET /auth/social/{provider}: a pending sign-in behind a new mm_signin cookie, and the provider's address. */
export async function startSocialSignIn(
  platform: Platform,
  providerName: string,
  input: { next?: string; invitationToken?: string },
  now: Date,
): Promise<Redirect> {
  const provider = providerConfig(platform, providerName);
  if (!provider) throw notFound(`Sign-in with ${providerName} is not offered by this server`, "provider");
  let config: oidc.Configuration;
  try {
    config = await discover(platform, provider);
  } catch (error) {
    platform.log.error("social provider discovery failed", { provider: provider.name, error });
    return failure(platform, "signin_failed");
  }
  const token = newToken();
  const { state, nonce, codeVerifier } = tripSecrets(platform, token);
  const expiresMs = now.getTime() + PENDING_TTL_SECONDS * 1000;
  await insertSocialSignIn(platform.db, {
    tokenHash: sha256Hex(token),
    step: "provider",
    provider: provider.name,
    next: safeNext(input.next),
    invitationToken: input.invitationToken || undefined,
    attempts: 0,
    expiresAt: new Date(expiresMs).toISOString(),
    createdAt: now.toISOString(),
    ttl: Math.ceil(expiresMs / 1000) + 3600,
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(platform),
    response_type: "code",
    scope: "openid email",
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
  });
  return { location: url.href, cookies: [signInCookie(platform, token)] };
}

function failure(platform: Platform, reason: SocialFailure): Redirect {
  return { location: `/login?error=${reason}`, cookies: [clearSignInCookie(platform)] };
}

/** An email_verified claim: a boolean, or the string some providers send. */
function vouched(value: unknown): boolean {
  return value === true || value === "true";
}

/**
 * GET /auth/callback: checks the state against the pending sign-in, redeems the code (ID token signature, issuer,
 * audience, nonce, PKCE checked by openid-client), then signs in, or goes on to the code step, or back to /login
 * with a reason. Without state, or with another browser's, nobody is signed in.
 */
export async function finishSocialSignIn(
  platform: Platform,
  input: { token: string | undefined; query: URLSearchParams; ip: string },
  now: Date,
): Promise<Redirect> {
  const { query } = input;
  const state = query.get("state");
  if (!state || !input.token) return failure(platform, "signin_failed");
  const tokenHash = sha256Hex(input.token);
  const pending = await readSocialSignIn(platform.db, tokenHash);
  const secrets = tripSecrets(platform, input.token);
  if (
    pending?.step !== "provider" ||
    pending.usedAt ||
    Date.parse(pending.expiresAt) <= now.getTime() ||
    !safeEqual(state, secrets.state)
  ) {
    return failure(platform, "signin_failed");
  }
  // One callback per trip, whatever its outcome.
  if (!(await useSocialSignIn(platform.db, tokenHash, now.toISOString()))) return failure(platform, "signin_failed");
  const error = query.get("error");
  if (error) return failure(platform, error === "access_denied" ? "access_denied" : "signin_failed");
  const provider = providerConfig(platform, pending.provider);
  if (!provider) return failure(platform, "signin_failed");

  let email: string | undefined;
  let verified = false;
  try {
    const config = await discover(platform, provider);
    const callbackUrl = new URL(redirectUri(platform));
    callbackUrl.search = query.toString();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) return failure(platform, "signin_failed");
    let source: Record<string, unknown> = claims;
    // Some providers put the address in the ID token only when asked; the userinfo endpoint always has it.
    if (typeof claims.email !== "string") {
      source = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    }
    email = typeof source.email === "string" ? emailKey(source.email) : undefined;
    verified = vouched(source.email_verified);
  } catch (err) {
    platform.log.warn("social sign-in callback refused", { provider: provider.name, error: err });
    return failure(platform, "signin_failed");
  }
  if (!email?.includes("@")) return failure(platform, "signin_failed");

  if (verified) {
    const done = await completeSocialSignIn(
      platform,
      { email, next: pending.next, invitationToken: pending.invitationToken },
      now,
    );
    return { location: done.body.redirect_to, cookies: done.cookies };
  }
  // The provider does not vouch for the address: prove it with an emailed code first.
  if (!emailCodeAvailable(platform)) return failure(platform, "unverified");
  try {
    await chargeNewCode(platform, "social_code", { ip: input.ip, email }, now);
  } catch (err) {
    if (err instanceof ApiError && err.type === "rate_limited") return failure(platform, "codes_paused");
    throw err;
  }
  const token = newToken();
  const code = randomDigits(6);
  const verifyHash = sha256Hex(token);
  const expiresMs = now.getTime() + PENDING_TTL_SECONDS * 1000;
  await insertSocialSignIn(platform.db, {
    tokenHash: verifyHash,
    step: "verify",
    provider: provider.name,
    next: pending.next,
    invitationToken: pending.invitationToken,
    email,
    codeHash: codeHash(platform, verifyHash, code),
    attempts: 0,
    expiresAt: new Date(expiresMs).toISOString(),
    createdAt: now.toISOString(),
    ttl: Math.ceil(expiresMs / 1000) + 3600,
  });
  const development = await sendCode(platform, email, code, now);
  const devQuery = development ? `&${new URLSearchParams({ dev_code: code })}` : "";
  return { location: `/login/verify?step=pending${devQuery}`, cookies: [signInCookie(platform, token)] };
}

function codeHash(platform: Platform, tokenHash: string, code: string): string {
  // Keyed: a leaked table does not give codes away to a search over a million values.
  return hmacHex(platform.config.serverSecret, `social-code:${tokenHash}:${code}`);
}

async function liveVerifyStep(platform: Platform, token: string | undefined, now: Date) {
  if (!token) return undefined;
  const pending = await readSocialSignIn(platform.db, sha256Hex(token));
  if (
    pending?.step !== "verify" ||
    !pending.email ||
    pending.usedAt ||
    pending.attempts >= MAX_WRONG_CODES ||
    Date.parse(pending.expiresAt) <= now.getTime()
  ) {
    return undefined;
  }
  return pending;
}

/** GET /auth/pending: the extra step in progress behind mm_signin. */
export async function pendingStep(platform: Platform, token: string | undefined, now: Date) {
  const pending = await liveVerifyStep(platform, token, now);
  if (!pending) throw notFound("No sign-in step in progress");
  return {
    step: "verify" as const,
    provider: pending.provider,
    email: maskEmail(pending.email as string),
    redirect_to: "/login/verify?step=pending",
    expires_at: pending.expiresAt,
  };
}

/** The address of the verify step in progress (for the limits keyed on it), if any. */
export async function pendingEmail(platform: Platform, token: string | undefined, now: Date) {
  return (await liveVerifyStep(platform, token, now))?.email;
}

/** POST /auth/pending/verify: the emailed code completes the social sign-in. Wrong code 400; 5 wrong, used: 404. */
export async function verifyPending(platform: Platform, token: string | undefined, code: string, now: Date) {
  const gone = () => notFound("Sign-in code not found, expired or already used");
  const pending = await liveVerifyStep(platform, token, now);
  if (!token || !pending) throw gone();
  const tokenHash = sha256Hex(token);
  if (!safeEqual(codeHash(platform, tokenHash, code.trim()), pending.codeHash ?? "")) {
    await countSocialWrongCode(platform.db, tokenHash);
    throw validation("Invalid code", "code");
  }
  if (!(await useSocialSignIn(platform.db, tokenHash, now.toISOString()))) throw gone();
  return completeSocialSignIn(
    platform,
    { email: pending.email as string, next: pending.next, invitationToken: pending.invitationToken },
    now,
  );
}
