// Dashboard sign-in by emailed code; the first sign-in creates the organization, its default pod and first key.

import { SESSION_COOKIE, SIGNIN_COOKIE, serializeCookie } from "../auth/cookies.js";
import { hmacHex, newToken, openWithToken, safeEqual, sealWithToken, sha256Hex } from "../auth/secrets.js";
import { createOrganizationWithOwner } from "../db/organizations.js";
import type { UserItem } from "../db/service.js";
import {
  countWrongCode,
  deleteSession,
  insertSession,
  insertSignIn,
  markSignInUsed,
  readSignIn,
  readUser,
  takeFirstKeyRecord,
} from "../db/sessions.js";
import { forbidden, notFound, validation } from "../errors.js";
import { newId, randomDigits } from "../ids.js";
import type { Platform } from "../ports/platform.js";
import { buildApiKey, toCreatedKey } from "./api-keys.js";
import { newOrganization } from "./organizations.js";
import { mailPerson } from "./sign-in-mail.js";

const CODE_TTL_SECONDS = 10 * 60;
const SESSION_TTL_SECONDS = 30 * 24 * 3600;
const FIRST_KEY_TTL_SECONDS = 10 * 60;
const MAX_WRONG_CODES = 5;
const FIRST_KEY_PURPOSE = "first-key";
export const EMAIL_PATTERN = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

/** Codes go out by mail through the transport; development also shows them in the log and the answer. */
export function emailCodeAvailable(platform: Platform): boolean {
  return platform.config.stage === "development" || platform.transport !== undefined;
}

/** The code mail (codes of social sign-ins that need the address proven too). */
export async function mailCode(platform: Platform, email: string, code: string, now: Date): Promise<void> {
  await mailPerson(
    platform,
    email,
    {
      subject: `Your sign-in code: ${code}`,
      text: `Your sign-in code is ${code}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask for it, ignore this message.`,
    },
    now,
  );
}

function secureCookies(platform: Platform): boolean {
  return platform.config.baseUrl.startsWith("https://");
}

function codeHash(platform: Platform, tokenHash: string, code: string): string {
  // Keyed so that a leaked table does not reveal codes by brute force over a million values.
  return hmacHex(platform.config.serverSecret, `${tokenHash}:${code}`);
}

/** `next` is only ever a path on this server. */
export function safeNext(next: string | undefined): string | undefined {
  return next?.startsWith("/") && !next.startsWith("//") && !next.includes("\\") ? next : undefined;
}

export async function startSignIn(
  platform: Platform,
  input: { email: string; next?: string; invitationToken?: string },
  now: Date,
) {
  if (!emailCodeAvailable(platform)) throw notFound("Email code sign-in is not available on this server");
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email) || email.length > 254)
    throw validation("email must be a valid email address", "email");
  if (input.invitationToken) throw notFound("Invitation not found", "invitation_token");
  const token = newToken();
  const tokenHash = sha256Hex(token);
  const code = randomDigits(6);
  const expiresMs = now.getTime() + CODE_TTL_SECONDS * 1000;
  await insertSignIn(platform.db, {
    tokenHash,
    email,
    codeHash: codeHash(platform, tokenHash, code),
    attempts: 0,
    next: safeNext(input.next),
    expiresAt: new Date(expiresMs).toISOString(),
    createdAt: now.toISOString(),
    ttl: Math.ceil(expiresMs / 1000) + 3600,
  });
  const development = platform.config.stage === "development";
  if (development) platform.log.info("sign-in code (development only)", { email, dev_code: code });
  try {
    await mailCode(platform, email, code, now);
  } catch (error) {
    // The answer must not reveal whether an address can receive mail; the failure is for operators.
    platform.log.error("sign-in code mail failed", { error });
  }
  return {
    body: { ok: true, redirect_to: "/login/verify", ...(development ? { dev_code: code } : {}) },
    cookie: serializeCookie(SIGNIN_COOKIE, token, {
      path: "/auth",
      maxAgeSeconds: CODE_TTL_SECONDS,
      secure: secureCookies(platform),
    }),
  };
}

export async function verifySignIn(platform: Platform, signInToken: string | undefined, code: string, now: Date) {
  const gone = () => notFound("Sign-in code not found, expired or already used");
  if (!signInToken) throw gone();
  const tokenHash = sha256Hex(signInToken);
  const { db } = platform;
  const attempt = await readSignIn(db, tokenHash);
  if (
    !attempt ||
    attempt.usedAt ||
    attempt.attempts >= MAX_WRONG_CODES ||
    Date.parse(attempt.expiresAt) <= now.getTime()
  ) {
    throw gone();
  }
  if (!safeEqual(codeHash(platform, tokenHash, code.trim()), attempt.codeHash)) {
    await countWrongCode(db, tokenHash);
    throw validation("Invalid code", "code");
  }
  try {
    // Single use even under concurrent verifies.
    await markSignInUsed(db, tokenHash, now.toISOString());
  } catch {
    throw gone();
  }
  return completeSignIn(platform, attempt.email, attempt.next, now);
}

/**
 * Finish a sign-in once the address is proven (code or social provider): finds or creates the person, opens the
 * session and clears the pending sign-in cookie.
 */
export async function completeSignIn(platform: Platform, email: string, next: string | undefined, now: Date) {
  const { db } = platform;
  const sessionToken = newToken();
  const sessionHash = sha256Hex(sessionToken);
  const user = await findOrCreateUser(platform, email, sessionToken, sessionHash, now);
  const expiresMs = now.getTime() + SESSION_TTL_SECONDS * 1000;
  await insertSession(db, {
    tokenHash: sessionHash,
    userId: user.userId,
    email: user.email,
    organizationId: user.organizationId,
    expiresAt: new Date(expiresMs).toISOString(),
    createdAt: now.toISOString(),
    ttl: Math.ceil(expiresMs / 1000),
  });
  const secure = secureCookies(platform);
  return {
    body: { ok: true, signed_in: true, redirect_to: safeNext(next) ?? "/" },
    cookies: [
      serializeCookie(SESSION_COOKIE, sessionToken, { path: "/", maxAgeSeconds: SESSION_TTL_SECONDS, secure }),
      serializeCookie(SIGNIN_COOKIE, "", { path: "/auth", maxAgeSeconds: 0, secure }),
    ],
  };
}

async function findOrCreateUser(
  platform: Platform,
  email: string,
  sessionToken: string,
  sessionHash: string,
  now: Date,
): Promise<UserItem> {
  const { db } = platform;
  const existing = await readUser(db, email, { consistent: true });
  if (existing) return existing;

  const at = now.toISOString();
  const local = email.split("@")[0];
  const { organization, pod } = newOrganization(
    { name: `${local}'s organization`, slugBase: local, podName: "Default pod" },
    now,
  );
  const { organizationId } = organization;
  const user: UserItem = { email, userId: newId("user", now.getTime()), organizationId, role: "owner", createdAt: at };
  const key = buildApiKey(
    { organizationId, scope: "organization" },
    { name: "Default key", grant: null },
    { userId: user.userId },
    now,
  );
  const firstKeyExpires = now.getTime() + FIRST_KEY_TTL_SECONDS * 1000;
  const result = await createOrganizationWithOwner(db, {
    user,
    organization,
    pod,
    apiKey: key.item,
    firstKey: {
      sessionHash,
      apiKeyId: key.item.apiKeyId,
      // Only the browser holding this session can decrypt it.
      ciphertext: sealWithToken(sessionToken, FIRST_KEY_PURPOSE, JSON.stringify(toCreatedKey(key.item, key.token))),
      expiresAt: new Date(firstKeyExpires).toISOString(),
      ttl: Math.ceil(firstKeyExpires / 1000),
    },
  });
  if (!result.ok && result.failed === "user") {
    // Another verify for the same address won the race: use the user it created.
    const raced = await readUser(db, email, { consistent: true });
    if (raced) return raced;
  }
  if (!result.ok) throw forbidden("Could not create the organization");
  platform.log.info("organization created", { organizationId, userId: user.userId });
  return user;
}

/** The first key, once, within 10 minutes of the first sign-in; deleted on read. */
export async function takeFirstKey(platform: Platform, sessionToken: string, now: Date) {
  const sessionHash = sha256Hex(sessionToken);
  const gone = () => notFound("First key not found: it can be fetched once, within 10 minutes of the first sign-in");
  let record: { ciphertext: string; expiresAt: string } | null;
  try {
    record = await takeFirstKeyRecord(platform.db, sessionHash);
  } catch {
    throw gone();
  }
  if (!record || Date.parse(record.expiresAt) <= now.getTime()) throw gone();
  const plaintext = openWithToken(sessionToken, FIRST_KEY_PURPOSE, record.ciphertext);
  if (!plaintext) throw gone();
  return JSON.parse(plaintext) as Record<string, unknown>;
}

export async function signOut(platform: Platform, sessionToken: string) {
  await deleteSession(platform.db, sha256Hex(sessionToken));
  return serializeCookie(SESSION_COOKIE, "", { path: "/", maxAgeSeconds: 0, secure: secureCookies(platform) });
}
