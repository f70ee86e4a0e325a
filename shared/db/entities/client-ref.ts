import { Entity } from "electrodb";

// client_id uniqueness per organization and collection, written in the same transaction as the resource.
export const ClientRef = new Entity({
  model: { entity: "clientRef", version: "1", service: "mail" },
  attributes: {
    organizationId: { type: "string", required: true, readOnly: true },
    collection: { type: "string", required: true, readOnly: true },
    clientId: { type: "string", required: true, readOnly: true },
    resourceId: { type: "string", required: true, readOnly: true },
  },
  indexes: {
    byClientId: {
      pk: { field: "pk", composite: ["organizationId", "collection", "clientId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});
