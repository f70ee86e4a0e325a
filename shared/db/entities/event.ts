import { Entity } from "electrodb";

// The event log (outbox): written in the same transaction as the change it records.
export const EventRecord = new Entity({
  model: { entity: "event", version: "1", service: "mail" },
  attributes: {
    organizationId: { type: "string", required: true, readOnly: true },
    eventId: { type: "string", required: true, readOnly: true },
    eventType: { type: "string", required: true, readOnly: true },
    podId: { type: "string", readOnly: true },
    inboxId: { type: "string", readOnly: true },
    data: { type: "any", required: true, readOnly: true },
    timestamp: { type: "string", required: true, readOnly: true },
    createdAt: { type: "string", required: true, readOnly: true },
  },
  indexes: {
    byOrganization: {
      pk: { field: "pk", composite: ["organizationId"] },
      sk: { field: "sk", composite: ["eventId"] },
    },
  },
});
