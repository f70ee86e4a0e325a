import { Entity } from "electrodb";

// Custom domains, keyed by name so a domain belongs to one organization and inbound mail finds it in one read.
// The domains feature (records, verification) builds on this shape; inboxes and catch-all read it now.
export const Domain = new Entity({
  model: { entity: "domain", version: "1", service: "mail" },
  attributes: {
    domain: { type: "string", required: true, readOnly: true },
    domainId: { type: "string", required: true, readOnly: true },
    organizationId: { type: "string", required: true, readOnly: true },
    podId: { type: "string", required: true },
    status: {
      type: ["NOT_STARTED", "PENDING", "INVALID", "FAILED", "VERIFYING", "VERIFIED"] as const,
      required: true,
    },
    inboundEnabled: { type: "boolean", required: true, default: true },
    catchAll: { type: "boolean", required: true, default: false },
    catchAllTtlSeconds: { type: "number" },
    clientId: { type: "string" },
    createdAt: { type: "string", required: true, readOnly: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byName: { pk: { field: "pk", composite: ["domain"] }, sk: { field: "sk", composite: [] } },
    byOrganization: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["organizationId"] },
      sk: { field: "gsi1sk", composite: ["domainId"] },
    },
  },
});
