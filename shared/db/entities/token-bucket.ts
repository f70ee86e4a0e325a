import { Entity } from "electrodb";

/**
 * A token bucket of the dashboard sign-in limits: the tokens left when last written and when that was; refill is
 * computed on read. A version guards each write, so instances racing for the last token cannot both take it.
 */
export const TokenBucket = new Entity({
  model: { entity: "tokenBucket", version: "1", service: "mail" },
  attributes: {
    key: { type: "string", required: true, readOnly: true },
    /** Tokens left at `at` (fractional: refill is continuous). */
    tokens: { type: "number", required: true },
    /** Epoch ms of the last write. */
    at: { type: "number", required: true },
    version: { type: "number", required: true },
    /** Once full again the bucket is the same as no bucket: the item may go. */
    ttl: { type: "number", required: true },
  },
  indexes: {
    byKey: { pk: { field: "pk", composite: ["key"] }, sk: { field: "sk", composite: [] } },
  },
});
