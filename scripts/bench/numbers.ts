// Small numeric helpers shared by the benchmark sections: settings from the environment, rounding, percentiles, and a
// deterministic pseudo-random sequence.

/** A positive integer setting from the environment, or the fallback when unset. */
export function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got ${raw}`);
  return n;
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Nearest-rank percentile of unsorted samples (NaN when there are none). */
export function percentile(samples: readonly number[], p: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Latency figures of a set of samples in ms: count, p50, p99, max and mean (NaN when there are none). */
export function latencySummary(values: readonly number[]) {
  return {
    samples: values.length,
    p50Ms: round(percentile(values, 50)),
    p99Ms: round(percentile(values, 99)),
    maxMs: round(percentile(values, 100)),
    meanMs: values.length ? round(values.reduce((a, b) => a + b, 0) / values.length) : Number.NaN,
  };
}

/** Deterministic pseudo-random sequence (xorshift32): a seed always gives the same numbers (filler text, test data). */
export function xorshift(seed: number): () => number {
  let x = (seed * 2654435761) >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}
