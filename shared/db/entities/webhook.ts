import { Entity } from "electrodb";

// Webhooks live in their organization's partition: fan-out reads every webhook of the event's organization
// in one query, and pod or inbox scope is a filter on the binding (podId, inboxId).
export const Webhook = new Entity({
  model: { entity: "webhook", version: "1", service: "mail" },
  attributes: {
    organizationId: { type: "string", required: true, readOnly: true },
    webhookId: { type: "string", required: true, readOnly: true },
    url: { type: "string", required: true },
    /** Empty: every type except domain.updated (which must be listed by name). */
    eventTypes: { type: "list", items: { type: "string" }, required: true },
    inboxIds: { type: "list", items: { type: "string" }, required: true },
    podIds: { type: "list", items: { type: "string" }, required: true },
    /** Binding by key scope or route prefix: the pod (also set for an inbox binding) and the inbox. */
    podId: { type: "string", readOnly: true },
    inboxId: { type: "string", readOnly: true },
    /** `whsec_…`; the HMAC key of every delivery's signature, so it is stored as is. */
    secret: { type: "string", required: true, readOnly: true },
    enabled: { type: "boolean", required: true },
    clientId: { type: "string", readOnly: true },
    createdAt: { type: "string", required: true, readOnly: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byOrganization: {
      pk: { field: "pk", composite: ["organizationId"] },
      sk: { field: "sk", composite: ["webhookId"] },
    },
  },
});
