// Resource IDs: the spec's prefix followed by a ULID, so IDs sort by creation time.
import { createHash, randomBytes } from "node:crypto";
import { decodeTime, encodeTime, monotonicFactory, ulid as ulidAt } from "ulid";

export const ID_PREFIXES = {
  organization: "org_",
  pod: "pod_",
  thread: "thd_",
  message: "msg_",
  draft: "drf_",
  webhook: "whk_",
  domain: "dom_",
  apiKey: "key_",
  delivery: "dlv_",
  event: "evt_",
  attachment: "att_",
  user: "usr_",
  agentRegistration: "reg_",
  claimAttempt: "cla_",
  invitation: "inv_",
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

const ulid = monotonicFactory();

export function newId(kind: IdKind, now: number = Date.now()): string {
  return ID_PREFIXES[kind] + ulid(now);
}

/** The factory of the millisecond newIdAt made its last ID at: IDs of one millisecond keep the order they were made in. */
let exact = { ms: Number.NaN, make: monotonicFactory() };

/**
 * An ID whose time is exactly `ms`. newId never goes back in time within a process: asked for a time before its
 * last ID's, it moves the ID forward to that time, so the time in the ID is not the time it was made for. Records
 * listed by ID beside their own time (events and their created_at) take this one, so the two orders agree.
 */
export function newIdAt(kind: IdKind, ms: number): string {
  if (ms !== exact.ms) exact = { ms, make: monotonicFactory() };
  return ID_PREFIXES[kind] + exact.make(ms);
}

/**
 * The smallest ID of a kind at a time: IDs sort by creation time, so it is a cursor for "created at or after"
 * (streams resume from it; it never names a real resource).
 */
export function idAtTime(kind: IdKind, ms: number): string {
  return `${ID_PREFIXES[kind]}${encodeTime(Math.max(0, Math.floor(ms)))}${"0".repeat(16)}`;
}

/** Creation time (epoch ms) of a prefixed ULID, or undefined when it is not one of this kind. */
export function idTime(kind: IdKind, id: string): number | undefined {
  const prefix = ID_PREFIXES[kind];
  if (!id.startsWith(prefix) || !/^[0-9A-HJKMNP-TV-Z]{26}$/.test(id.slice(prefix.length))) return undefined;
  try {
    return decodeTime(id.slice(prefix.length));
  } catch {
    return undefined;
  }
}

/**
 * The same ID for the same seed and time: a write retried after a crash (the change feed re-delivering a batch)
 * finds the item it already made instead of making a second one. The random part is taken from SHA-256 of the seed.
 */
export function derivedId(kind: IdKind, now: number, seed: string): string {
  const digest = createHash("sha256").update(seed).digest();
  let i = 0;
  return ID_PREFIXES[kind] + ulidAt(now, () => digest[i++ % digest.length] / 256);
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Uniform base62 string (rejection sampling, so no modulo bias). */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

/** Uniform decimal digits, for sign-in codes. */
export function randomDigits(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 250 && out.length < length) out += String(byte % 10);
    }
  }
  return out;
}
