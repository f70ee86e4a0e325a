// Dashboard sign-in by emailed code; the first sign-in creates the organization, its default pod and first key.

import { SESSION_COOKIE, SIGNIN_COOKIE, serializeCookie } from "../auth/cookies.js";
import { hmacHex, newToken, openWithToken, safeEqual, sha256Hex } from "../auth/secrets.js";
import {
  countWrongCode,
  deleteSession,
  insertSignIn,
  markSignInUsed,
  readSignIn,
  takeFirstKeyRecord,
} from "../db/sessions.js";
import { ApiError, notFound, validation } from "../errors.js";
import { randomDigits } from "../ids.js";
import { isPersonAddress } from "../mime/addresses.js";
import type { Platform } from "../ports/platform.js";
import { invitationForSignIn } from "./invitations.js";
import { holdForOrganization, openSession, signInTarget } from "./members.js";
import { mailPerson } from "./sign-in-mail.js";

const CODE_TTL_SECONDS = 10 * 60;
const MAX_WRONG_CODES = 5;
const FIRST_KEY_PURPOSE = "first-key";

/** Codes go out by mail through the transport; development also shows them in the log and the answer. */
export function emailCodeAvailable(platform: Platform): boolean {
  return platform.config.stage === "development" || platform.transport !== undefined;
}

/**
 * Sends a new code: by mail, and in development also to the log (and the caller shows it). A mail failure is for
 * operators: the answer must not reveal whether an address can receive mail. True in development.
 */
export async function sendCode(platform: Platform, email: string, code: string, now: Date): Promise<boolean> {
  const development = platform.config.stage === "development";
  if (development) platform.log.info("sign-in code (development only)", { email, dev_code: code });
  try {
    await mailCode(platform, email, code, now);
  } catch (error) {
    platform.log.error("sign-in code mail failed", { error });
  }
  return development;
}

async function mailCode(platform: Platform, email: string, code: string, now: Date): Promise<void> {
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
  if (!isPersonAddress(email)) throw validation("email must be a valid email address", "email");
  const invitation = input.invitationToken
    ? await invitationForSignIn(platform, input.invitationToken, email, now)
    : undefined;
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
    invitationId: invitation?.invitationId,
    invitationOrganizationId: invitation?.organizationId,
    expiresAt: new Date(expiresMs).toISOString(),
    createdAt: now.toISOString(),
    ttl: Math.ceil(expiresMs / 1000) + 3600,
  });
  const development = await sendCode(platform, email, code, now);
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
  return completeSignIn(platform, attempt, { token: signInToken, expiresAt: attempt.expiresAt }, now);
}

/** Who signs in, once their address is proven, and what the sign-in carried (an invitation, where to go next). */
export interface ProvenSignIn {
  email: string;
  next?: string;
  invitationId?: string;
  invitationOrganizationId?: string;
}

/**
 * Finish a sign-in once the address is proven (code or social provider). The organization: an invitation's, the
 * only or last used one, the person's new one, or the choice step, held behind the pending sign-in's token (a
 * social sign-in has none: a used sign-in record is made for the hold).
 */
export async function completeSignIn(
  platform: Platform,
  who: ProvenSignIn,
  pending: { token: string; expiresAt: string } | undefined,
  now: Date,
) {
  const sessionToken = newToken();
  const target = await signInTarget(platform, who, sessionToken, now);
  if (target.kind === "choose") {
    return holdForOrganization(platform, pending ?? (await heldRecord(platform, who, now)), target.userId, now);
  }
  return openSession(platform, target, sessionToken, safeNext(who.next) ?? "/", now);
}

/** A sign-in record no code can complete (used, attempts spent), to hold an organization choice. */
async function heldRecord(platform: Platform, who: ProvenSignIn, now: Date) {
  const token = newToken();
  const expiresMs = now.getTime() + CODE_TTL_SECONDS * 1000;
  const expiresAt = new Date(expiresMs).toISOString();
  await insertSignIn(platform.db, {
    tokenHash: sha256Hex(token),
    email: who.email,
    codeHash: "-",
    attempts: MAX_WRONG_CODES,
    usedAt: now.toISOString(),
    next: safeNext(who.next),
    expiresAt,
    createdAt: now.toISOString(),
    ttl: Math.ceil(expiresMs / 1000) + 3600,
  });
  return { token, expiresAt };
}

/**
 * A sign-in proven by a social provider: its invitation token (from the trip's start) picks the organization when
 * it is still pending for this address; the address's pending invitations are accepted either way.
 */
export async function completeSocialSignIn(
  platform: Platform,
  who: { email: string; next?: string; invitationToken?: string },
  now: Date,
) {
  let invitation: { invitationId: string; organizationId: string } | undefined;
  if (who.invitationToken) {
    try {
      invitation = await invitationForSignIn(platform, who.invitationToken, who.email, now);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
  }
  const proven: ProvenSignIn = {
    email: who.email,
    next: who.next,
    invitationId: invitation?.invitationId,
    invitationOrganizationId: invitation?.organizationId,
  };
  return completeSignIn(platform, proven, undefined, now);
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
