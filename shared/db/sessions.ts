// People who sign in to the dashboard: pending sign-in codes, sessions, users and the first key handed to the
// session that created the organization. Secrets are stored hashed.
import type { Db, ReadOptions, SessionItem, SignInItem, UserItem } from "./service.js";

/** Start a sign-in: the pending code, by the hash of the sign-in token. */
export async function insertSignIn(db: Db, item: SignInItem): Promise<void> {
  await db.entities.signIn.create(item).go();
}

/** Pending sign-in by token hash: strongly consistent. */
export async function readSignIn(db: Db, tokenHash: string): Promise<SignInItem | undefined> {
  const { data } = await db.entities.signIn.get({ tokenHash }).go({ consistent: true });
  return data ?? undefined;
}

/** Count a wrong code against a sign-in. */
export async function countWrongCode(db: Db, tokenHash: string): Promise<void> {
  await db.entities.signIn.patch({ tokenHash }).add({ attempts: 1 }).go({ response: "none" });
}

/** Use a sign-in once: throws the conditional failure when it was already used (concurrent verifies). */
export async function markSignInUsed(db: Db, tokenHash: string, at: string): Promise<void> {
  await db.entities.signIn
    .patch({ tokenHash })
    .set({ usedAt: at })
    .where((a, op) => op.notExists(a.usedAt))
    .go({ response: "none" });
}

/** Open a session, by the hash of its token. */
export async function insertSession(db: Db, item: SessionItem): Promise<void> {
  await db.entities.session.create(item).go();
}

/** Session by token hash: strongly consistent. */
export async function readSession(db: Db, tokenHash: string): Promise<SessionItem | undefined> {
  const { data } = await db.entities.session.get({ tokenHash }).go({ consistent: true });
  return data ?? undefined;
}

/** Sign out: forget a session. */
export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.entities.session.delete({ tokenHash }).go({ response: "none" });
}

/** User by email address. */
export async function readUser(db: Db, email: string, options: ReadOptions = {}): Promise<UserItem | undefined> {
  const { data } = await db.entities.user.get({ email }).go({ consistent: options.consistent });
  return data ?? undefined;
}

/**
 * Take the first key of a session: deleted as it is read, so it is handed out once; throws the conditional
 * failure when there is none.
 */
export async function takeFirstKeyRecord(
  db: Db,
  sessionHash: string,
): Promise<{ ciphertext: string; expiresAt: string } | null> {
  const { data } = await db.entities.firstKey
    .delete({ sessionHash })
    .where((a, op) => op.exists(a.ciphertext))
    .go({ response: "all_old" });
  return data;
}

/** The session acts in another organization from now on (switch; the person is a member there). */
export async function setSessionOrganization(
  db: Db,
  tokenHash: string,
  organizationId: string,
  memberSince: string,
): Promise<void> {
  await db.entities.session.patch({ tokenHash }).set({ organizationId, memberSince }).go({ response: "none" });
}

/** Code checked, but the person belongs to several organizations: the sign-in waits for the choice. */
export async function holdSignInForOrganization(db: Db, tokenHash: string, userId: string): Promise<void> {
  await db.entities.signIn.patch({ tokenHash }).set({ pendingUserId: userId }).go({ response: "none" });
}

/** Completes a sign-in held for the organization choice once: throws the conditional failure the second time. */
export async function markSignInCompleted(db: Db, tokenHash: string, at: string): Promise<void> {
  await db.entities.signIn
    .patch({ tokenHash })
    .set({ completedAt: at })
    .where((a, op) => `${op.exists(a.pendingUserId)} AND ${op.notExists(a.completedAt)}`)
    .go({ response: "none" });
}
