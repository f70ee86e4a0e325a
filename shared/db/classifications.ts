// The trust classifier's results by input hash, shared by every function instance behind their in-process caches;
// the table's TTL removes each after its time.
import type { ClassificationItem, Db } from "./service.js";

/** Cached classification by input hash (possibly past its ttl: DynamoDB deletes expired items lazily). */
export async function readClassification(db: Db, inputHash: string): Promise<ClassificationItem | undefined> {
  const { data } = await db.entities.classification.get({ inputHash }).go();
  return data ?? undefined;
}

/** Cache a classification (replacing any for the same hash). */
export async function putClassification(db: Db, item: ClassificationItem): Promise<void> {
  await db.entities.classification.put(item).go({ response: "none" });
}
