// The classifier's cache: results kept by a hash of the exact input, the backend and its model version, in this
// process (an LRU) and then in a shared store (the table), so instances and restarts share verdicts.
import { createHash } from "node:crypto";
import type {
  CachedClassifier,
  ClassificationCache,
  Classifier,
  ClassifierInput,
  ClassifierOutput,
} from "../ports/classifier.js";

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") {
    // undefined and functions have no JSON form; treat them as null so the output stays valid JSON.
    const json = JSON.stringify(value);
    return json === undefined ? "null" : json;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(",")}}`;
}

/** SHA-256 (hex) over the canonical JSON of the input, the backend name and the model version. */
export function classificationHash(input: ClassifierInput, backend: string, modelVersion = "1"): string {
  return createHash("sha256")
    .update(canonicalJson({ backend, model_version: modelVersion, input }))
    .digest("hex");
}

/**
 * Wraps a classifier with a cache keyed by `classificationHash`. A hit returns `cached: true`. The cache is an
 * optimisation: a failing `get` or `put` falls back to classifying (or to not storing), it never fails the call.
 */
export function cachedClassifier(inner: Classifier, cache: ClassificationCache): CachedClassifier {
  const modelVersion = inner.modelVersion ?? "1";
  return {
    backend: inner.backend,
    async classify(input) {
      const inputHash = classificationHash(input, inner.backend, modelVersion);
      const hit = await cache.get(inputHash).catch(() => undefined);
      if (hit) return { ...hit, reasons: [...hit.reasons], input_hash: inputHash, cached: true };
      const result = await inner.classify(input);
      // A result from another backend is a fallback (Bedrock unavailable → local): not stored under this key,
      // so the next delivery of the same input asks the real backend again.
      if (result.backend === inner.backend) {
        await cache.put(inputHash, { ...result, reasons: [...result.reasons] }).catch(() => undefined);
      }
      return { ...result, input_hash: inputHash, cached: false };
    },
  };
}

/**
 * Two caches in front of each other: the fast one (in-process memory) first, then the shared one (the table).
 * A hit in the shared cache fills the fast one; a put goes to both. A failing tier counts as a miss.
 */
export function tieredClassificationCache(fast: ClassificationCache, shared: ClassificationCache): ClassificationCache {
  return {
    async get(hash) {
      const near = await fast.get(hash).catch(() => undefined);
      if (near) return near;
      const far = await shared.get(hash).catch(() => undefined);
      if (far) await fast.put(hash, far).catch(() => undefined);
      return far;
    },
    async put(hash, value) {
      await Promise.all([fast.put(hash, value).catch(() => undefined), shared.put(hash, value)]);
    },
  };
}

/** An in-memory least-recently-used cache (the DynamoDB-backed one implements the same interface). */
export function memoryClassificationCache(maxEntries = 1000): ClassificationCache & { readonly size: number } {
  if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError("maxEntries must be a positive integer");
  const entries = new Map<string, ClassifierOutput>();
  return {
    get size() {
      return entries.size;
    },
    async get(hash) {
      const value = entries.get(hash);
      if (value === undefined) return undefined;
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      entries.delete(hash);
      entries.set(hash, value);
      return { ...value, reasons: [...value.reasons] };
    },
    async put(hash, value) {
      entries.delete(hash);
      entries.set(hash, { ...value, reasons: [...value.reasons] });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}
