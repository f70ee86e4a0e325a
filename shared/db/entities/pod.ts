import { Entity } from "electrodb";

// Pods live in their organization's partition, sorted by ID (= creation time).
export const Pod = new Entity({
  model: { entity: "pod", version: "1", service: "mail" },
  attributes: {
    organizationId: { type: "string", required: true, readOnly: true },
    podId: { type: "string", required: true, readOnly: true },
    name: { type: "string", required: true },
    isDefault: { type: "boolean", required: true, default: false },
    clientId: { type: "string" },
    inboxCount: { type: "number", required: true, default: 0 },
    createdAt: { type: "string", required: true, readOnly: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byOrganization: { pk: { field: "pk", composite: ["organizationId"] }, sk: { field: "sk", composite: ["podId"] } },
  },
});
