// POST /agent/event/notify: a trusted identity provider pushes a signed security event token (RFC 8417, delivered as
// RFC 8935 push) saying an identity assertion it issued is revoked; every registration made with assertions about
// that subject from that provider is revoked with it.
import { createLocalJWKSet, decodeJwt, type JSONWebKeySet, type JWTPayload, jwtVerify } from "jose";
import { changeRegistration, readRegistration } from "../db/agent-registrations.js";
import { markEventTokenSeen, registrationIdsForSubject } from "../db/oauth.js";
import { SafeFetchError, safeFetch } from "../net/safe-fetch.js";
import type { Platform } from "../ports/platform.js";

/** The event this endpoint acts on (listed as `agent_auth.events_supported` in the metadata document). */
export const ASSERTION_REVOKED_EVENT = "urn:service:agent-auth:event:identity-assertion-revoked";

export const SECURITY_EVENT_CONTENT_TYPE = "application/secevent+jwt";

/** RFC 8935 §2.3 error codes, as `{err, description}`. */
export type SecurityEventError = "invalid_request" | "invalid_issuer" | "invalid_key" | "invalid_audience";

export type NotifyOutcome = { ok: true; revoked: number } | { ok: false; err: SecurityEventError; description: string };

const JWKS_MAX_BYTES = 64 * 1024;
const JWKS_TIMEOUT_MS = 5000;
/** A token without `exp` is remembered (for replay) this long. */
const REPLAY_MEMORY_SECONDS = 7 * 24 * 3600;

const refuse = (err: SecurityEventError, description: string): NotifyOutcome => ({ ok: false, err, description });

async function fetchKeySet(platform: Platform, jwksUri: string): Promise<JSONWebKeySet | undefined> {
  try {
    const response = await safeFetch(jwksUri, {
      maxBytes: JWKS_MAX_BYTES,
      timeoutMs: JWKS_TIMEOUT_MS,
      allowLoopback: platform.config.allowLoopback,
      headers: { accept: "application/json" },
    });
    if (response.status !== 200) return undefined;
    const parsed: unknown = JSON.parse(response.body.toString("utf8"));
    const keys = (parsed as { keys?: unknown } | null)?.keys;
    return Array.isArray(keys) ? (parsed as JSONWebKeySet) : undefined;
  } catch (error) {
    if (error instanceof SafeFetchError || error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/** The subject an event names: the token's `sub`, or the event's `subject` (`sub`, or RFC 9493 `iss_sub`). */
function subjectOf(payload: JWTPayload, event: Record<string, unknown>): string | undefined {
  if (typeof payload.sub === "string" && payload.sub) return payload.sub;
  const subject = event.subject as Record<string, unknown> | undefined;
  const sub = subject?.sub;
  return typeof sub === "string" && sub ? sub : undefined;
}

/** Checks a pushed security event token and revokes the registrations it names. */
export async function receiveSecurityEvent(
  platform: Platform,
  contentType: string | undefined,
  body: string,
  now: Date,
): Promise<NotifyOutcome> {
  if ((contentType ?? "").split(";")[0].trim().toLowerCase() !== SECURITY_EVENT_CONTENT_TYPE) {
    return refuse("invalid_request", `Content-Type must be ${SECURITY_EVENT_CONTENT_TYPE}`);
  }
  const token = body.trim();
  let unverified: JWTPayload;
  try {
    unverified = decodeJwt(token);
  } catch {
    return refuse("invalid_request", "The body is not a JWT");
  }
  const trusted = platform.config.trustedIssuers.find((t) => t.issuer === unverified.iss);
  if (!trusted) return refuse("invalid_issuer", "The issuer is not trusted by this service");
  const keySet = await fetchKeySet(platform, trusted.jwksUri);
  if (!keySet) return refuse("invalid_key", "The issuer's key set could not be fetched");
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, createLocalJWKSet(keySet), { issuer: trusted.issuer, currentDate: now }));
  } catch {
    return refuse("invalid_key", "The signature does not verify with the issuer's keys");
  }
  const audiences = typeof payload.aud === "string" ? [payload.aud] : (payload.aud ?? []);
  if (!audiences.includes(platform.config.baseUrl)) {
    return refuse("invalid_audience", `aud must be ${platform.config.baseUrl}`);
  }
  if (typeof payload.jti !== "string" || !payload.jti) return refuse("invalid_request", "jti is required");
  const events = payload.events as Record<string, unknown> | undefined;
  const event = events?.[ASSERTION_REVOKED_EVENT];
  if (!event || typeof event !== "object") {
    return refuse("invalid_request", `events must hold ${ASSERTION_REVOKED_EVENT}`);
  }
  const subject = subjectOf(payload, event as Record<string, unknown>);
  if (!subject) return refuse("invalid_request", "The event names no subject");
  const rememberUntil =
    typeof payload.exp === "number" ? payload.exp : Math.floor(now.getTime() / 1000) + REPLAY_MEMORY_SECONDS;
  if (!(await markEventTokenSeen(platform.db, `${trusted.issuer}\n${payload.jti}`, rememberUntil))) {
    return refuse("invalid_request", "This event token was already received (jti)");
  }
  let revoked = 0;
  for (const registrationId of await registrationIdsForSubject(platform.db, trusted.issuer, subject)) {
    const registration = await readRegistration(platform.db, registrationId);
    if (!registration || registration.status === "revoked") continue;
    const at = now.toISOString();
    const changed = await changeRegistration(
      platform.db,
      registrationId,
      { status: "revoked", revokedAt: at, updatedAt: at, generation: registration.generation + 1 },
      { from: ["pending_claim", "claimed"] },
    );
    if (changed) revoked++;
  }
  platform.log.info("security event received", { issuer: trusted.issuer, revoked });
  return { ok: true, revoked };
}
