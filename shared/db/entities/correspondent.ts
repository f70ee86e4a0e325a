import { Entity } from "electrodb";

// Addresses an inbox has written to, for the trust layer's prior_correspondence. Same partition as the inbox's mail.
export const Correspondent = new Entity({
  model: { entity: "correspondent", version: "1", service: "mail" },
  attributes: {
    inboxId: { type: "string", required: true, readOnly: true },
    address: { type: "string", required: true, readOnly: true },
    lastWrittenAt: { type: "string", required: true },
  },
  indexes: {
    byInbox: { pk: { field: "pk", composite: ["inboxId"] }, sk: { field: "sk", composite: ["address"] } },
  },
});
