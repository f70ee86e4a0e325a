import { Entity } from "electrodb";

// One item per organization; counters are kept in the same transactions that create and delete their children.
export const Organization = new Entity({
  model: { entity: "organization", version: "1", service: "mail" },
  attributes: {
    organizationId: { type: "string", required: true, readOnly: true },
    name: { type: "string", required: true },
    slug: { type: "string", required: true },
    defaultPodId: { type: "string", required: true },
    plan: { type: ["free", "pro", "enterprise"] as const, required: true, default: "free" },
    inboxCount: { type: "number", required: true, default: 0 },
    sharedInboxCount: { type: "number", required: true, default: 0 },
    podCount: { type: "number", required: true, default: 0 },
    domainCount: { type: "number", required: true, default: 0 },
    createdAt: { type: "string", required: true, readOnly: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byId: { pk: { field: "pk", composite: ["organizationId"] }, sk: { field: "sk", composite: [] } },
  },
});
