// The dashboard sign-in limits: the spec's token buckets (held in the table, so they hold across instances) and the
// code rules (codes per address, a pause after too many wrong codes). Callers name the action; every bucket that
// applies to it is charged. Refusals are 429 rate_limited with Retry-After in seconds.
import { sha256Hex } from "../auth/secrets.js";
import type { BucketSize, SignInBucketName } from "../config.js";
import { readWindows, writeWindows } from "../db/rate-windows.js";
import { readSignIn } from "../db/sessions.js";
import { readBuckets, writeBuckets } from "../db/token-buckets.js";
import { ApiError } from "../errors.js";
import { isPersonAddress } from "../mime/addresses.js";
import type { Platform } from "../ports/platform.js";
import { requesterKey, takeOne } from "./rate-limits.js";
import { emailCodeAvailable } from "./sign-in.js";
import { mailPerson } from "./sign-in-mail.js";

/** What a request does. This server offers email start and verify and the pending steps; not the rest. */
export type SignInAction =
  | "login"
  | "signup"
  | "magic_link"
  | "email_start"
  | "email_verify"
  | "pending_organization"
  | "pending_verify"
  | "invitation_lookup"
  // The emailed code of a social sign-in: not an email start (the client IP's bucket is not charged), but a code.
  | "social_code";

type KeyedBy = "ip" | "email" | "email_ip";

interface BucketRow {
  name: SignInBucketName;
  keyedBy: KeyedBy;
  appliesTo: readonly SignInAction[];
  /** For the refusal's message. */
  what: string;
}

/** The spec's "Dashboard sign-in buckets" table; sizes come from the configuration (spec defaults). */
export const SIGN_IN_BUCKETS: readonly BucketRow[] = [
  {
    name: "ip",
    keyedBy: "ip",
    appliesTo: [
      "login",
      "signup",
      "magic_link",
      "email_start",
      "email_verify",
      "pending_organization",
      "pending_verify",
    ],
    what: "sign-in requests from your network",
  },
  { name: "email_login", keyedBy: "email", appliesTo: ["login"], what: "sign-ins for this address" },
  { name: "email_signup", keyedBy: "email", appliesTo: ["signup"], what: "sign-ups for this address" },
  { name: "email_link", keyedBy: "email", appliesTo: ["magic_link"], what: "sign-in links for this address" },
  {
    name: "email_ip_code",
    keyedBy: "email_ip",
    appliesTo: ["email_start", "social_code"],
    what: "sign-in codes for this address from your network",
  },
  {
    name: "email_ip_check",
    keyedBy: "email_ip",
    appliesTo: ["email_verify", "pending_verify"],
    what: "code checks for this address from your network",
  },
  {
    name: "invitation_ip",
    keyedBy: "ip",
    appliesTo: ["invitation_lookup"],
    what: "invitation lookups from your network",
  },
];

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
const MAX_RACES = 20;

/** Email keys are trimmed and lowercased. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

function bucketKey(row: BucketRow, ip: string, email: string | undefined): string | undefined {
  const requester = requesterKey(ip);
  if (row.keyedBy === "ip") return `signin:${row.name}:${requester}`;
  if (email === undefined) return undefined;
  return row.keyedBy === "email" ? `signin:${row.name}:${email}` : `signin:${row.name}:${requester}:${email}`;
}

function rateLimited(message: string, retryAfterSeconds: number): ApiError {
  return new ApiError("rate_limited", `${message}; retry in ${retryAfterSeconds} seconds`, {
    headers: { "retry-after": String(retryAfterSeconds) },
  });
}

function describe(size: BucketSize): string {
  return `${size.burst} at once, then 1 every ${size.refillSeconds} seconds`;
}

export type Taken = { ok: true } | { ok: false; index: number; retryAfterSeconds: number };

/**
 * Takes one token from every bucket if each has one; otherwise takes none and names the first empty bucket.
 * Refill is continuous: `refillSeconds` per token, up to `burst`.
 */
export async function takeTokens(
  platform: Platform,
  buckets: ReadonlyArray<{ key: string; size: BucketSize }>,
  now: number,
): Promise<Taken> {
  for (let race = 0; race < MAX_RACES; race++) {
    const states = await readBuckets(
      platform.db,
      buckets.map((b) => b.key),
    );
    const next = [];
    for (const [index, { size }] of buckets.entries()) {
      const state = states[index];
      const refillMs = size.refillSeconds * 1000;
      const elapsed = state.at === undefined ? 0 : Math.max(0, now - state.at);
      const tokens = Math.min(size.burst, (state.tokens ?? size.burst) + elapsed / refillMs);
      // A hair below 1 after exact refill steps is float error, not an empty bucket.
      if (tokens < 1 - 1e-9) {
        return { ok: false, index, retryAfterSeconds: Math.max(1, Math.ceil(((1 - tokens) * refillMs) / 1000)) };
      }
      const left = Math.max(0, tokens - 1);
      // Full again after this long; then an absent item reads the same.
      const fullAt = now + (size.burst - left) * refillMs;
      next.push({
        key: state.key,
        tokens: left,
        at: now,
        version: state.version,
        expiresAtSeconds: Math.ceil(fullAt / 1000) + 60,
      });
    }
    if (await writeBuckets(platform.db, next)) return { ok: true };
    // Lost a race to another request: read again after a short, random pause so racers spread out.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * (race + 1)));
  }
  throw new Error("Token bucket kept changing under concurrent writers");
}

/**
 * Charges every bucket that applies to the action: the client IP's (IPv6 by /64), and those keyed by the address
 * when the address is known. Throws 429 with Retry-After when one is empty.
 */
export async function chargeSignIn(
  platform: Platform,
  action: SignInAction,
  client: { ip: string; email?: string },
  now: Date,
): Promise<void> {
  const sizes = platform.config.signInLimits.buckets;
  const email = client.email === undefined ? undefined : emailKey(client.email);
  const applicable = SIGN_IN_BUCKETS.filter((row) => row.appliesTo.includes(action)).flatMap((row) => {
    const key = bucketKey(row, client.ip, email);
    return key ? [{ row, key, size: sizes[row.name] }] : [];
  });
  if (applicable.length === 0) return;
  const taken = await takeTokens(platform, applicable, now.getTime());
  if (!taken.ok) {
    const { row, size } = applicable[taken.index];
    throw rateLimited(`Too many ${row.what} (${describe(size)})`, taken.retryAfterSeconds);
  }
}

function wrongCodesKey(ip: string, email: string): string {
  return `signin-wrong:${requesterKey(ip)}:${email}`;
}

/**
 * 429 while codes for the address from this client IP are paused: as many wrong codes as the limit within 24 hours.
 * Nothing keyed on the address alone refuses a code check.
 */
export async function checkNotPaused(platform: Platform, client: { ip: string; email: string }, now: Date) {
  const limit = platform.config.signInLimits.wrongCodesPerDay;
  const at = now.getTime();
  const [state] = await readWindows(platform.db, [wrongCodesKey(client.ip, emailKey(client.email))]);
  const recent = state.uses.filter((u) => u.at > at - DAY_MS);
  if (recent.length < limit) return;
  // When the oldest counted wrong code leaves the 24 hours.
  const freeing = recent[recent.length - limit].at + DAY_MS;
  throw rateLimited(
    `Sign-in codes for this address are paused after ${limit} wrong codes from your network in 24 hours`,
    Math.max(1, Math.ceil((freeing - at) / 1000)),
  );
}

/**
 * Counts a wrong code for the address from this client IP. The one that reaches the limit pauses codes there and
 * emails the address (once per pause: only one writer moves the count onto the limit).
 */
export async function recordWrongCode(platform: Platform, client: { ip: string; email: string }, now: Date) {
  const limit = platform.config.signInLimits.wrongCodesPerDay;
  const email = emailKey(client.email);
  const key = wrongCodesKey(client.ip, email);
  const at = now.getTime();
  for (let race = 0; race < MAX_RACES; race++) {
    const [state] = await readWindows(platform.db, [key]);
    const recent = state.uses.filter((u) => u.at > at - DAY_MS);
    if (recent.length >= limit) return;
    const uses = [...recent, { at }];
    const written = await writeWindows(platform.db, [
      { ...state, uses, expiresAtSeconds: Math.ceil((at + DAY_MS) / 1000) + 60 },
    ]);
    if (!written) continue;
    if (uses.length === limit) await mailPause(platform, email, requesterKey(client.ip), limit, now);
    return;
  }
  throw new Error("Wrong-code window kept changing under concurrent writers");
}

async function mailPause(platform: Platform, email: string, requester: string, limit: number, now: Date) {
  platform.log.warn("sign-in codes paused", { email, requester });
  try {
    await mailPerson(
      platform,
      email,
      {
        subject: "Sign-in codes for your address are paused",
        text: `Someone entered ${limit} wrong sign-in codes for this address from the network ${requester} in the last 24 hours. New codes and code checks for this address from that network are paused for up to 24 hours.\n\nIf this was you, wait and try again later. If it was not, nobody signed in: your account is safe, and you can still sign in from elsewhere.`,
      },
      now,
    );
  } catch (error) {
    platform.log.error("sign-in pause mail failed", { error });
  }
}

/**
 * An email start: every bucket of the request (the client IP's always); the code rules only when a code can go
 * out (the server mails codes and the address is one), so a refused request never counts as a code.
 */
export async function chargeEmailStart(platform: Platform, client: { ip: string; email: string }, now: Date) {
  const email = emailKey(client.email);
  if (emailCodeAvailable(platform) && isPersonAddress(email)) {
    await chargeNewCode(platform, "email_start", { ip: client.ip, email }, now);
  } else {
    await chargeSignIn(platform, "email_start", { ip: client.ip }, now);
  }
}

/**
 * A new code for the address (email start, or the verification code of a social sign-in): not while paused, at most
 * the per-address-and-IP bucket's and 10 per rolling hour per address from any IP. Throws 429 with Retry-After.
 */
export async function chargeNewCode(
  platform: Platform,
  action: "email_start" | "social_code",
  client: { ip: string; email: string },
  now: Date,
): Promise<void> {
  const email = emailKey(client.email);
  await chargeSignIn(platform, action, { ip: client.ip, email }, now);
  await checkNotPaused(platform, { ip: client.ip, email }, now);
  const perHour = platform.config.signInLimits.codesPerAddressHour;
  const taken = await takeOne(
    platform.db,
    [{ key: `signin-codes:${email}`, limits: [{ windowMs: HOUR_MS, limit: perHour, name: "codes per address" }] }],
    now.getTime(),
  );
  if (!taken.ok) {
    throw rateLimited(`Too many sign-in codes for this address (${perHour} per hour)`, taken.retryAfterSeconds);
  }
}

/**
 * A code check (email verify, pending verify): charges its buckets, refuses while codes are paused for the address
 * from this client IP, and counts a wrong code towards the pause. `email` is the address of the sign-in the
 * cookie names, when there is one.
 */
export async function limitCodeCheck<T>(
  platform: Platform,
  action: "email_verify" | "pending_verify",
  client: { ip: string; email?: string },
  check: () => Promise<T>,
  now: Date,
): Promise<T> {
  await chargeSignIn(platform, action, client, now);
  const { email } = client;
  if (email === undefined) return check();
  await checkNotPaused(platform, { ip: client.ip, email }, now);
  try {
    return await check();
  } catch (error) {
    if (error instanceof ApiError && error.type === "validation" && error.param === "code") {
      await recordWrongCode(platform, { ip: client.ip, email }, now);
    }
    throw error;
  }
}

/** The address of the email-code sign-in a mm_signin token names, if any (the code check's limits are keyed on it). */
export async function emailOfSignIn(platform: Platform, token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  return (await readSignIn(platform.db, sha256Hex(token)))?.email;
}
