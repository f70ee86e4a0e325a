// The classification cache in the service's table: the same adapter on AWS and locally (DynamoDB Local is the
// real engine). It sits behind the in-process LRU (tieredClassificationCache), so a result computed by one
// function instance is a hit for every other instance until the item expires.
import { putClassification, readClassification } from "../../db/classifications.js";
import type { Db } from "../../db/service.js";
import { CATEGORIES, type ClassificationCache, type ClassifierOutput } from "../../ports/classifier.js";

/** Long enough to absorb redeliveries, replays and bulk mail sent in waves; the model version is in the key, so
 * a changed model never serves these. */
export const CLASSIFICATION_TTL_DAYS = 30;
const TTL_SECONDS = CLASSIFICATION_TTL_DAYS * 24 * 60 * 60;

export function tableClassificationCache(db: Db, now: () => Date = () => new Date()): ClassificationCache {
  return {
    async get(hash) {
      const data = await readClassification(db, hash);
      // DynamoDB deletes expired items lazily (within days): an item past its ttl is a miss.
      if (!data || data.ttl * 1000 <= now().getTime()) return undefined;
      // The table stores the category as a string: one outside the port's list reads as "other".
      const category = CATEGORIES.find((c) => c === data.result.category) ?? "other";
      return { ...data.result, category, reasons: [...data.result.reasons] };
    },
    async put(hash, value: ClassifierOutput) {
      const at = now();
      await putClassification(db, {
        inputHash: hash,
        result: {
          is_spam: value.is_spam,
          is_phishing: value.is_phishing,
          contains_instructions_to_agent: value.contains_instructions_to_agent,
          requests_credentials_or_payment: value.requests_credentials_or_payment,
          urgency: value.urgency,
          category: value.category,
          language: value.language,
          backend: value.backend,
          reasons: [...value.reasons],
        },
        createdAt: at.toISOString(),
        ttl: Math.ceil(at.getTime() / 1000) + TTL_SECONDS,
      });
    },
  };
}
