// Hashing, tokens and constant-time checks for every secret the service hands out.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { randomBase62 } from "../ids.js";

export const API_KEY_PREFIX = "mm_live_";
export const API_KEY_PATTERN = /^mm_live_[0-9A-Za-z]{32}$/;

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function newApiKey(): string {
  return API_KEY_PREFIX + randomBase62(32);
}

/** Opaque bearer token for cookies (sessions, sign-in attempts). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hmacHex(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("hex");
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function keyFrom(token: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", token, Buffer.alloc(0), purpose, 32));
}

/** AES-256-GCM under a key derived from a token only its holder has (the first key is readable by that session alone). */
export function sealWithToken(token: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(token, purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function openWithToken(token: string, purpose: string, sealed: string): string | undefined {
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(token, purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
