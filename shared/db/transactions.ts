// Write transactions with named items: ElectroDB resolves a cancelled transaction instead of throwing and reports
// each item's outcome by position; here each item carries a name, and a failed condition is reported by that name.
import type { Db } from "./service.js";

/** The entities as a transaction's write callback receives them. */
export type TxEntities = Parameters<Parameters<Db["transaction"]["write"]>[0]>[0];

/** One committed write (`entity.create(…).commit()` and the like), as a transaction takes it. */
export type TxWrite = ReturnType<Parameters<Db["transaction"]["write"]>[0]>[number];

/** One item of a transaction, named for what its condition guards. */
export interface TxItem<N extends string> {
  name: N;
  write: TxWrite;
}

/** A named item: `named("thread", threads.put(next).where(…).commit())`. */
export function named<N extends string>(name: N, write: TxWrite): TxItem<N> {
  return { name, write };
}

/** Committed, or cancelled by the condition of the named item. */
export type TxOutcome<N extends string> = { ok: true } | { ok: false; failed: N };

/**
 * Writes the items in one transaction. A cancellation by a failed condition comes back as the name of the first
 * item whose condition failed; any other cancellation (a conflict with another transaction, throttling) throws.
 */
export async function writeTransaction<N extends string>(
  db: Db,
  build: (entities: TxEntities) => TxItem<N>[],
): Promise<TxOutcome<N>> {
  let items: TxItem<N>[] = [];
  const result = await db.transaction
    .write((entities) => {
      items = build(entities);
      return items.map((item) => item.write);
    })
    .go();
  if (!result.canceled) return { ok: true };
  const codes: Array<string | undefined> = result.data.map((d: { code?: string }) => d.code);
  const index = codes.indexOf("ConditionalCheckFailed");
  if (index < 0) throw new Error(`Transaction cancelled: ${codes.join(", ")}`);
  return { ok: false, failed: items[index].name };
}

/** Runs a conditional write; false when its condition failed. */
export async function conditional(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** Runs a conditional write that answers the written item; undefined when its condition failed. */
export async function conditionalItem<T>(write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    if (conditionFailed(error)) return undefined;
    throw error;
  }
}

/** A DynamoDB conditional write that did not apply (ElectroDB wraps the SDK error as `cause`). */
export function conditionFailed(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { name?: string }).name === "ConditionalCheckFailedException") return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && message.includes("conditional request failed")) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
