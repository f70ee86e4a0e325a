import { Entity } from "electrodb";

// Keyed by the SHA-256 of the key: every request authenticates with one strongly consistent read,
// so a revocation is seen by the very next request.
export const ApiKey = new Entity({
  model: { entity: "apiKey", version: "1", service: "mail" },
  attributes: {
    keyHash: { type: "string", required: true, readOnly: true },
    apiKeyId: { type: "string", required: true, readOnly: true },
    organizationId: { type: "string", required: true, readOnly: true },
    scope: { type: ["organization", "pod", "inbox"] as const, required: true, readOnly: true },
    podId: { type: "string", readOnly: true },
    inboxId: { type: "string", readOnly: true },
    prefix: { type: "string", required: true, readOnly: true },
    name: { type: "string", required: true },
    /** false: no permission list. true: only `permissions` (may hold "*"). */
    restricted: { type: "boolean", required: true },
    permissions: { type: "list", items: { type: "string" } },
    expiresAt: { type: "string" },
    usedAt: { type: "string" },
    revokedAt: { type: "string" },
    clientId: { type: "string" },
    createdByUserId: { type: "string", readOnly: true },
    createdByKeyId: { type: "string", readOnly: true },
    createdAt: { type: "string", required: true, readOnly: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byHash: { pk: { field: "pk", composite: ["keyHash"] }, sk: { field: "sk", composite: [] } },
    byOrganization: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["organizationId"] },
      sk: { field: "gsi1sk", composite: ["apiKeyId"] },
    },
  },
});
