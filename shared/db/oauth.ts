// The OAuth authorization server's records. Every single-use step (a request approved, a code exchanged, a refresh
// token rotated, a device code redeemed) is a conditional write, so two instances cannot both take it.
import type {
  Db,
  DeviceAuthorizationItem,
  OAuthClientItem,
  OAuthCodeItem,
  OAuthGrantItem,
  OAuthRefreshTokenItem,
  OAuthRequestItem,
} from "./service.js";
import { conditional, conditionFailed, named, type TxOutcome, writeTransaction } from "./transactions.js";

// ---- clients ----

/** A newly registered client. */
export async function insertClient(db: Db, item: OAuthClientItem): Promise<void> {
  await db.entities.oauthClient.create(item).go({ response: "none" });
}

/** A client-ID metadata document's copy, replacing the one before it. */
export async function putMetadataClient(db: Db, item: OAuthClientItem): Promise<void> {
  await db.entities.oauthClient.put(item).go({ response: "none" });
}

/** Client by ID, strongly consistent (a client may use its registration at once). */
export async function readClient(db: Db, clientId: string): Promise<OAuthClientItem | undefined> {
  const { data } = await db.entities.oauthClient.get({ clientId }).go({ consistent: true });
  return data ?? undefined;
}

/** A registered client's first approval: it stops being deleted as unused (its TTL goes). Once only. */
export async function markClientUsed(db: Db, clientId: string, at: string): Promise<void> {
  await conditional(() =>
    db.entities.oauthClient
      .patch({ clientId })
      .set({ usedAt: at })
      .remove(["ttl"])
      .where((a, op) => `${op.eq(a.source, "registered")} AND ${op.notExists(a.usedAt)}`)
      .go({ response: "none" }),
  );
}

// ---- authorization requests ----

/** A validated authorization request, until the person decides. */
export async function insertAuthorizationRequest(db: Db, item: OAuthRequestItem): Promise<void> {
  await db.entities.oauthRequest.create(item).go({ response: "none" });
}

/** Authorization request by ID, strongly consistent. */
export async function readAuthorizationRequest(db: Db, requestId: string): Promise<OAuthRequestItem | undefined> {
  const { data } = await db.entities.oauthRequest.get({ requestId }).go({ consistent: true });
  return data ?? undefined;
}

/** Deletes a request that is still there; false when another decision took it first. */
export async function takeAuthorizationRequest(db: Db, requestId: string): Promise<boolean> {
  return conditional(() =>
    db.entities.oauthRequest
      .delete({ requestId })
      .where((a, op) => op.exists(a.requestId))
      .go({ response: "none" }),
  );
}

// ---- grants and codes ----

/** An approved request: the grant and its one code, together. */
export async function insertGrantWithCode(
  db: Db,
  grant: OAuthGrantItem,
  code: OAuthCodeItem,
): Promise<TxOutcome<"grant" | "code">> {
  return writeTransaction(db, ({ oauthGrant, oauthCode }) => [
    named("grant", oauthGrant.create(grant).commit()),
    named("code", oauthCode.create(code).commit()),
  ]);
}

/** Grant by ID, strongly consistent (every grant token check reads it, so a revocation counts at once). */
export async function readGrant(db: Db, grantId: string): Promise<OAuthGrantItem | undefined> {
  const { data } = await db.entities.oauthGrant.get({ grantId }).go({ consistent: true });
  return data ?? undefined;
}

/** Revokes a grant (idempotent): its access and refresh tokens stop working. */
export async function revokeGrant(db: Db, grantId: string, at: string): Promise<void> {
  await conditional(() =>
    db.entities.oauthGrant
      .patch({ grantId })
      .set({ status: "revoked", revokedAt: at })
      .where((a, op) => op.eq(a.status, "active"))
      .go({ response: "none" }),
  );
}

/** Active grants a member of an organization consented to (gsi1). */
export async function activeGrantIdsOfMember(db: Db, organizationId: string, userId: string): Promise<string[]> {
  const { data } = await db.entities.oauthGrant.query
    .byMember({ organizationId, userId })
    .where((a, op) => op.eq(a.status, "active"))
    .go({ pages: "all", attributes: ["grantId"] });
  return data.map((g) => g.grantId);
}

/**
 * Marks a code used. `first`: this call used it; `reused`: it had been used before; undefined: no such code.
 * The record is returned either way.
 */
export async function useCode(
  db: Db,
  codeHash: string,
  at: string,
): Promise<{ code: OAuthCodeItem; first: boolean } | undefined> {
  try {
    const { data } = await db.entities.oauthCode
      .patch({ codeHash })
      .set({ usedAt: at })
      .where((a, op) => `${op.exists(a.codeHash)} AND ${op.notExists(a.usedAt)}`)
      .go({ response: "all_new" });
    return { code: data as OAuthCodeItem, first: true };
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
  const { data } = await db.entities.oauthCode.get({ codeHash }).go({ consistent: true });
  return data ? { code: data, first: false } : undefined;
}

// ---- refresh tokens ----

/** Refresh token by hash, strongly consistent. */
export async function readRefreshToken(db: Db, tokenHash: string): Promise<OAuthRefreshTokenItem | undefined> {
  const { data } = await db.entities.oauthRefreshToken.get({ tokenHash }).go({ consistent: true });
  return data ?? undefined;
}

/**
 * A grant's first refresh token (code exchange, device grant), or the next one in a rotation: the one presented is
 * marked rotated, and the grant, still active, lives as long as the new token. All or nothing.
 */
export async function issueRefreshToken(
  db: Db,
  next: OAuthRefreshTokenItem,
  rotated?: { tokenHash: string; at: string },
): Promise<TxOutcome<"grant" | "rotated" | "token">> {
  return writeTransaction(db, ({ oauthGrant, oauthRefreshToken }) => [
    named(
      "grant",
      oauthGrant
        .patch({ grantId: next.grantId })
        .set({ ttl: next.ttl })
        .where((a, op) => op.eq(a.status, "active"))
        .commit(),
    ),
    ...(rotated
      ? [
          named(
            "rotated",
            oauthRefreshToken
              .patch({ tokenHash: rotated.tokenHash })
              .set({ rotatedAt: rotated.at })
              .where((a, op) => op.notExists(a.rotatedAt))
              .commit(),
          ),
        ]
      : []),
    named("token", oauthRefreshToken.create(next).commit()),
  ]);
}

// ---- device authorizations ----

/** A new device authorization; false when its user code is already live (pick another). */
export async function insertDeviceAuthorization(db: Db, item: DeviceAuthorizationItem): Promise<boolean> {
  const live = await findDeviceAuthorizationByUserCode(db, item.userCode);
  if (live && Date.parse(live.expiresAt) > Date.parse(item.createdAt)) return false;
  await db.entities.deviceAuthorization.create(item).go({ response: "none" });
  return true;
}

/** Device authorization by the hash of its device code, strongly consistent. */
export async function readDeviceAuthorization(
  db: Db,
  deviceCodeHash: string,
): Promise<DeviceAuthorizationItem | undefined> {
  const { data } = await db.entities.deviceAuthorization.get({ deviceCodeHash }).go({ consistent: true });
  return data ?? undefined;
}

/** The newest device authorization with this user code (the index is eventually consistent: re-read by key). */
export async function findDeviceAuthorizationByUserCode(
  db: Db,
  userCode: string,
): Promise<DeviceAuthorizationItem | undefined> {
  const { data } = await db.entities.deviceAuthorization.query.byUserCode({ userCode }).go();
  const newest = data.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return newest ? readDeviceAuthorization(db, newest.deviceCodeHash) : undefined;
}

/**
 * Records a poll if the previous one was at or before `polledBefore` (epoch ms); false when the client polls too
 * fast. `interval` replaces the stored one (slow_down lengthens it).
 */
export async function recordDevicePoll(
  db: Db,
  deviceCodeHash: string,
  at: number,
  polledBefore: number,
  interval?: number,
): Promise<boolean> {
  return conditional(() =>
    db.entities.deviceAuthorization
      .patch({ deviceCodeHash })
      .set({ lastPolledAt: at, ...(interval ? { interval } : {}) })
      .where((a, op) => `${op.notExists(a.lastPolledAt)} OR ${op.lte(a.lastPolledAt, polledBefore)}`)
      .go({ response: "none" }),
  );
}

/** Denies a pending device authorization; false when it was no longer pending. */
export async function denyDeviceAuthorization(db: Db, deviceCodeHash: string): Promise<boolean> {
  return conditional(() =>
    db.entities.deviceAuthorization
      .patch({ deviceCodeHash })
      .set({ status: "denied" })
      .where((a, op) => op.eq(a.status, "pending"))
      .go({ response: "none" }),
  );
}

/** Approves a pending device authorization with its grant, together. */
export async function approveDeviceAuthorization(
  db: Db,
  deviceCodeHash: string,
  grant: OAuthGrantItem,
): Promise<TxOutcome<"device" | "grant">> {
  return writeTransaction(db, ({ deviceAuthorization, oauthGrant }) => [
    named(
      "device",
      deviceAuthorization
        .patch({ deviceCodeHash })
        .set({ status: "approved", grantId: grant.grantId })
        .where((a, op) => op.eq(a.status, "pending"))
        .commit(),
    ),
    named("grant", oauthGrant.create(grant).commit()),
  ]);
}

/** Hands an approved device authorization's tokens out once; false when they already were. */
export async function redeemDeviceAuthorization(db: Db, deviceCodeHash: string): Promise<boolean> {
  return conditional(() =>
    db.entities.deviceAuthorization
      .patch({ deviceCodeHash })
      .set({ status: "redeemed" })
      .where((a, op) => op.eq(a.status, "approved"))
      .go({ response: "none" }),
  );
}

// ---- revoked access tokens ----

/** Denylists one access token until it expires (epoch seconds). */
export async function insertRevokedAccessToken(db: Db, jti: string, at: string, expiresAt: number): Promise<void> {
  await db.entities.revokedAccessToken.put({ jti, revokedAt: at, ttl: expiresAt }).go({ response: "none" });
}

/** Whether an access token was revoked, strongly consistent. */
export async function accessTokenRevoked(db: Db, jti: string): Promise<boolean> {
  const { data } = await db.entities.revokedAccessToken.get({ jti }).go({ consistent: true });
  return data !== null && data !== undefined;
}

// ---- security events ----

/** Records an identity-assertion registration's provider and subject (for security event tokens naming them). */
export async function insertIdentitySubject(
  db: Db,
  item: { issuer: string; subject: string; registrationId: string; createdAt: string; ttl?: number },
): Promise<void> {
  await db.entities.identitySubject.put(item).go({ response: "none" });
}

/** Every registration made with assertions of this provider about this subject. */
export async function registrationIdsForSubject(db: Db, issuer: string, subject: string): Promise<string[]> {
  const { data } = await db.entities.identitySubject.query.bySubject({ issuer, subject }).go({ pages: "all" });
  return data.map((d) => d.registrationId);
}

/** Remembers a security event token's issuer and jti until `ttl`; false when it was seen before (a replay). */
export async function markEventTokenSeen(db: Db, key: string, ttl: number): Promise<boolean> {
  return conditional(() => db.entities.seenEventToken.create({ key, ttl }).go({ response: "none" }));
}
