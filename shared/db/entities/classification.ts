import { Entity } from "electrodb";

const score = { type: "number", required: true } as const;

// The trust classifier's results by input hash (shared/ports/classifier.ts), shared by every function instance
// behind their in-process caches. One item per hash; the table's TTL removes it after CLASSIFICATION_TTL_DAYS.
export const Classification = new Entity({
  model: { entity: "classification", version: "1", service: "mail" },
  attributes: {
    /** SHA-256 of the classifier input, backend and model version. */
    inputHash: { type: "string", required: true, readOnly: true },
    result: {
      type: "map",
      required: true,
      properties: {
        is_spam: score,
        is_phishing: score,
        contains_instructions_to_agent: score,
        requests_credentials_or_payment: score,
        urgency: score,
        // One of the classifier port's CATEGORIES (shared/ports/classifier.ts), checked by the classifier that wrote it.
        category: { type: "string", required: true },
        language: { type: "string", required: true },
        backend: { type: "string", required: true },
        reasons: { type: "list", required: true, items: { type: "string" } },
      },
    },
    createdAt: { type: "string", required: true },
    /** Epoch seconds: DynamoDB deletes the item some time after this. */
    ttl: { type: "number", required: true },
  },
  indexes: {
    byHash: { pk: { field: "pk", composite: ["inputHash"] }, sk: { field: "sk", composite: [] } },
  },
});
