// Webhook signatures: `X-Service-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed by
// the full webhook secret including its `whsec_` prefix. The same scheme as Stripe's, so receivers can verify with
// `Stripe.webhooks.constructEvent(rawBody, header, secret)` as well as with `verifySignature` below.
import { createHmac, timingSafeEqual } from "node:crypto";
import { randomBase62 } from "../ids.js";

export const SIGNATURE_HEADER = "X-Service-Signature";
export const SECRET_PREFIX = "whsec_";
/** Receivers reject timestamps further than this from their clock (Limits). */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** `whsec_` and 32 base62 characters (190 bits). */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBase62(32);
}

/** Hex HMAC-SHA256 of `<timestamp>.<body>` keyed by the whole secret. */
export function computeSignature(body: string | Buffer, secret: string, timestamp: number): string {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest("hex");
}

/** The header value for a body sent at `at`. */
export function signatureHeader(body: string | Buffer, secret: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${computeSignature(body, secret, timestamp)}`;
}

export type SignatureFailure = "malformed" | "mismatch" | "timestamp";

export class SignatureError extends Error {
  readonly reason: SignatureFailure;
  constructor(reason: SignatureFailure, message: string) {
    super(message);
    this.name = "SignatureError";
    this.reason = reason;
  }
}

/**
 * What a receiver does: recompute over the raw bytes, compare in constant time with every `v1` in the header (more
 * than one may be sent during a secret rotation), reject timestamps more than `toleranceSeconds` from `now`.
 * Returns the signed timestamp; throws SignatureError.
 */
export function verifySignature(
  body: string | Buffer,
  header: string | undefined,
  secret: string,
  options: { now?: Date; toleranceSeconds?: number } = {},
): number {
  if (!header) throw new SignatureError("malformed", "No signature header");
  let timestamp: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === "t" && /^\d+$/.test(value)) timestamp = Number(value);
    else if (name === "v1" && /^[0-9a-f]{64}$/i.test(value)) candidates.push(value.toLowerCase());
  }
  if (timestamp === undefined || !candidates.length) {
    throw new SignatureError("malformed", "Signature header needs t=<unix seconds> and v1=<hex>");
  }
  const expected = Buffer.from(computeSignature(body, secret, timestamp), "hex");
  const matched = candidates.some((candidate) => timingSafeEqual(Buffer.from(candidate, "hex"), expected));
  if (!matched) throw new SignatureError("mismatch", "No signature matches the body");
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) {
    throw new SignatureError("timestamp", "Signature timestamp is outside the tolerance");
  }
  return timestamp;
}
