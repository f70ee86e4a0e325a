// Rolling-window counters in the table, so a limit holds across every instance: each window keeps the times (and
// tags) of its recent uses and a version; writes are conditional on the version read.
import type { Db } from "./service.js";
import { named, writeTransaction } from "./transactions.js";

export interface WindowUse {
  at: number;
  /** Sandbox sends: the bare recipient addresses. */
  tags?: string[];
}

export interface WindowState {
  key: string;
  uses: WindowUse[];
  /** 0 when the window has never been written. */
  version: number;
}

/** Windows by key, strongly consistent. */
export async function readWindows(db: Db, keys: readonly string[]): Promise<WindowState[]> {
  return Promise.all(
    keys.map(async (key) => {
      const { data } = await db.entities.rateWindow.get({ key }).go({ consistent: true });
      if (!data) return { key, uses: [], version: 0 };
      return {
        key,
        version: data.version,
        uses: data.uses.map((at, i) => {
          const tags = data.tags?.[i];
          return tags ? { at, tags: tags.split(" ") } : { at };
        }),
      };
    }),
  );
}

/**
 * Writes windows back, all or nothing, each only if nobody wrote it since it was read (its version). False when
 * another instance did: read again and retry.
 */
export async function writeWindows(
  db: Db,
  windows: ReadonlyArray<WindowState & { expiresAtSeconds: number }>,
): Promise<boolean> {
  const outcome = await writeTransaction(db, ({ rateWindow }) =>
    windows.map((w) => {
      const item = {
        key: w.key,
        uses: w.uses.map((u) => u.at),
        tags: w.uses.some((u) => u.tags) ? w.uses.map((u) => u.tags?.join(" ") ?? "") : undefined,
        version: w.version + 1,
        ttl: w.expiresAtSeconds,
      };
      const put = rateWindow.put(item);
      return named(
        "window",
        (w.version === 0
          ? put.where((a, op) => op.notExists(a.version))
          : put.where((a, op) => op.eq(a.version, w.version))
        ).commit(),
      );
    }),
  );
  return outcome.ok;
}
