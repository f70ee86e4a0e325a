// Token buckets in the table, so a sign-in limit holds across every instance: each bucket keeps its tokens, the time
// they were counted and a version; writes are conditional on the version read.
import type { Db } from "./service.js";
import { named, writeTransaction } from "./transactions.js";

export interface BucketState {
  key: string;
  /** Absent when the bucket was never written (or has refilled and expired): full. */
  tokens?: number;
  at?: number;
  /** 0 when the bucket has never been written. */
  version: number;
}

/** Buckets by key, strongly consistent. */
export async function readBuckets(db: Db, keys: readonly string[]): Promise<BucketState[]> {
  return Promise.all(
    keys.map(async (key) => {
      const { data } = await db.entities.tokenBucket.get({ key }).go({ consistent: true });
      return data ? { key, tokens: data.tokens, at: data.at, version: data.version } : { key, version: 0 };
    }),
  );
}

/**
 * Writes buckets back, all or nothing, each only if nobody wrote it since it was read (its version). False when
 * another instance did: read again and retry.
 */
export async function writeBuckets(
  db: Db,
  buckets: ReadonlyArray<{ key: string; tokens: number; at: number; version: number; expiresAtSeconds: number }>,
): Promise<boolean> {
  let outcome: Awaited<ReturnType<typeof writeTransaction>>;
  try {
    outcome = await writeTransaction(db, ({ tokenBucket }) =>
      buckets.map((b) => {
        const put = tokenBucket.put({
          key: b.key,
          tokens: b.tokens,
          at: b.at,
          version: b.version + 1,
          ttl: b.expiresAtSeconds,
        });
        return named(
          "bucket",
          (b.version === 0
            ? put.where((a, op) => op.notExists(a.version))
            : put.where((a, op) => op.eq(a.version, b.version))
          ).commit(),
        );
      }),
    );
  } catch (error) {
    // Another instance's transaction on the same bucket at the same moment: also a lost race.
    if (error instanceof Error && /TransactionConflict/.test(`${error.name} ${error.message}`)) return false;
    throw error;
  }
  return outcome.ok;
}
