// Social sign-ins in progress (shared/db/entities/social-sign-in.ts), by the hash of their mm_signin token.
import type { Db, SocialSignInItem } from "./service.js";
import { conditional } from "./transactions.js";

/** Start a social sign-in step (the trip to the provider, or its emailed code), by the hash of its token. */
export async function insertSocialSignIn(db: Db, item: SocialSignInItem): Promise<void> {
  await db.entities.socialSignIn.create(item).go();
}

/** Strongly consistent. */
export async function readSocialSignIn(db: Db, tokenHash: string): Promise<SocialSignInItem | undefined> {
  const { data } = await db.entities.socialSignIn.get({ tokenHash }).go({ consistent: true });
  return data ?? undefined;
}

/** Use it once: false when it was already used (a replayed callback, concurrent verifies) or is gone. */
export async function useSocialSignIn(db: Db, tokenHash: string, at: string): Promise<boolean> {
  return conditional(() =>
    db.entities.socialSignIn
      .patch({ tokenHash })
      .set({ usedAt: at })
      .where((a, op) => op.notExists(a.usedAt))
      .go({ response: "none" }),
  );
}

/** Count a wrong code against the verify step. */
export async function countSocialWrongCode(db: Db, tokenHash: string): Promise<void> {
  await db.entities.socialSignIn.patch({ tokenHash }).add({ attempts: 1 }).go({ response: "none" });
}
