// The service's JWT signing keys (ES256): the stored key set, its rotation, and the public JWKS. Stored as JSON in
// Secrets Manager on AWS (written by the key-rotation function) and in the data folder locally.
import { randomBytes } from "node:crypto";
import { exportJWK, generateKeyPair, type JWK } from "jose";

export const SIGNING_ALG = "ES256";

export interface StoredSigningKey {
  kid: string;
  createdAt: string;
  /** Private JWK (EC P-256). */
  privateJwk: JWK;
}

/** Newest first: the first key signs, every key verifies. */
export interface SigningKeySet {
  keys: StoredSigningKey[];
}

/**
 * Keys retired by a rotation still verify for this long: longer than anything they signed lives (access tokens 1 h,
 * identity assertions 24 h), so a rotation breaks no token in flight.
 */
export const RETIRED_KEY_GRACE_MS = 48 * 3600 * 1000;

export async function newSigningKey(now: Date): Promise<StoredSigningKey> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  // The date makes rotations readable in the JWKS; the random part keeps two rotations of one day apart.
  const kid = `${now.toISOString().slice(0, 10)}-${randomBytes(4).toString("hex")}`;
  return { kid, createdAt: now.toISOString(), privateJwk: { ...privateJwk, kid, alg: SIGNING_ALG, use: "sig" } };
}

/**
 * A rotation: a new signing key in front, and the keys that may still have signed a live token behind it. A key
 * stops signing when the next one arrives; it is dropped once it has been retired for the grace period.
 */
export async function rotateKeySet(current: SigningKeySet | undefined, now: Date): Promise<SigningKeySet> {
  const fresh = await newSigningKey(now);
  const keys = current?.keys ?? [];
  const kept = keys.filter((_key, index) => {
    // A key was retired when the key in front of it was created.
    const retiredAt = index === 0 ? now.getTime() : Date.parse(keys[index - 1].createdAt);
    return now.getTime() - retiredAt < RETIRED_KEY_GRACE_MS;
  });
  return { keys: [fresh, ...kept] };
}

/** Parses a stored key set; throws a message an operator can act on when it is not one. */
export function parseKeySet(text: string): SigningKeySet {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error("The signing key secret does not hold a key set yet: run its rotation once");
  }
  const keys = (parsed as { keys?: unknown }).keys;
  if (!Array.isArray(keys) || keys.length === 0) {
    throw new Error("The signing key secret holds no keys: run its rotation once");
  }
  for (const key of keys as StoredSigningKey[]) {
    if (typeof key?.kid !== "string" || key.privateJwk?.kty !== "EC" || typeof key.privateJwk.d !== "string") {
      throw new Error("The signing key secret holds a malformed key");
    }
  }
  return { keys: keys as StoredSigningKey[] };
}

/** The public half of each key, as `/.well-known/jwks.json` publishes it. */
export function publicJwks(set: SigningKeySet): { keys: JWK[] } {
  return {
    keys: set.keys.map(({ privateJwk }) => {
      const { d: _private, ...rest } = privateJwk;
      return rest;
    }),
  };
}
