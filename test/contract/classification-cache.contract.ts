// What the domain may assume of any ClassificationCache (shared/ports/classifier.ts): cachedClassifier and the tiered
// cache store a classifier's output under its input hash and serve it back on a hit as if the classifier had just
// said it, so a cached verdict must come back whole and equal, under its own hash only, and as the caller's own copy.
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ClassificationCache, ClassifierOutput } from "../../shared/ports/classifier.js";
import { CATEGORIES } from "../../shared/ports/classifier.js";

export interface ClassificationCacheFixture {
  cache: ClassificationCache;
  dispose(): Promise<void>;
}

/** A SHA-256 hex digest's shape, unique per call. */
const newHash = () => randomUUID().replaceAll("-", "").repeat(2);

const RESULT: ClassifierOutput = {
  is_spam: 0.125,
  is_phishing: 0.8333333333333334,
  contains_instructions_to_agent: 0,
  requests_credentials_or_payment: 1,
  urgency: 0.4,
  category: "business",
  language: "de",
  backend: "local-v3",
  reasons: ["link text names paypal.com but points to paypa1-login.example", "Grüße: urgency ✓"],
};

export function runClassificationCacheConformance(
  name: string,
  makeAdapter: () => Promise<ClassificationCacheFixture>,
): void {
  describe(`${name} as a ClassificationCache`, () => {
    let fixture: ClassificationCacheFixture;
    beforeEach(async () => {
      fixture = await makeAdapter();
    });
    afterEach(async () => {
      await fixture.dispose();
    });

    it("misses a hash it never stored", async () => {
      expect(await fixture.cache.get(newHash())).toBeUndefined();
    });

    it("gives back a stored result whole and equal, scores to the last digit", async () => {
      const hash = newHash();
      await fixture.cache.put(hash, RESULT);

      expect(await fixture.cache.get(hash)).toEqual(RESULT);
    });

    it("gives back results of every category, and with no reasons", async () => {
      const hashes = CATEGORIES.map(() => newHash());
      for (const [n, category] of CATEGORIES.entries()) {
        await fixture.cache.put(hashes[n], { ...RESULT, category, reasons: [] });
      }

      for (const [n, category] of CATEGORIES.entries()) {
        expect(await fixture.cache.get(hashes[n])).toEqual({ ...RESULT, category, reasons: [] });
      }
    });

    it("keeps results under their own hash", async () => {
      const [first, second] = [newHash(), newHash()];
      await fixture.cache.put(first, RESULT);
      await fixture.cache.put(second, { ...RESULT, is_spam: 0.99, reasons: ["other"] });

      expect(await fixture.cache.get(first)).toEqual(RESULT);
      expect(await fixture.cache.get(second)).toEqual({ ...RESULT, is_spam: 0.99, reasons: ["other"] });
    });

    it("replaces the result stored again under the same hash", async () => {
      const hash = newHash();
      await fixture.cache.put(hash, RESULT);
      await fixture.cache.put(hash, { ...RESULT, backend: "bedrock", reasons: ["re-classified"] });

      expect(await fixture.cache.get(hash)).toEqual({ ...RESULT, backend: "bedrock", reasons: ["re-classified"] });
    });

    it("hands out copies: changing a stored or returned result changes nothing cached", async () => {
      const hash = newHash();
      const stored = { ...RESULT, reasons: [...RESULT.reasons] };
      await fixture.cache.put(hash, stored);
      stored.reasons.push("added by the caller after put");
      stored.is_spam = 1;
      const returned = await fixture.cache.get(hash);
      returned?.reasons.push("added by the caller after get");

      expect(await fixture.cache.get(hash)).toEqual(RESULT);
    });
  });
}
