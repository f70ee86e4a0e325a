import { Entity } from "electrodb";

// One delivery of one event to one webhook, with its attempts so far. Listed per webhook (newest first), and per
// webhook and status (the delivery log's filter, and failing the pending ones when the webhook is deleted).
export const WebhookDelivery = new Entity({
  model: { entity: "webhookDelivery", version: "1", service: "mail" },
  attributes: {
    webhookId: { type: "string", required: true, readOnly: true },
    deliveryId: { type: "string", required: true, readOnly: true },
    organizationId: { type: "string", required: true, readOnly: true },
    eventId: { type: "string", required: true, readOnly: true },
    eventType: { type: "string", required: true, readOnly: true },
    /** Attempts made (0 until the first one). */
    attempt: { type: "number", required: true },
    status: { type: ["pending", "delivered", "failed"] as const, required: true },
    responseStatus: { type: "number" },
    /** First 1 KB of the last response. */
    responseBody: { type: "string" },
    nextAttemptAt: { type: "string" },
    lastError: { type: "string" },
    /** Set while an attempt runs: a worker that dies mid-attempt leaves it to the queue's redelivery after this. */
    leaseUntil: { type: "string" },
    /** No retry is scheduled after this: five days after the event (or after a replay or test was asked for). */
    retryUntil: { type: "string", required: true, readOnly: true },
    createdAt: { type: "string", required: true, readOnly: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byWebhook: {
      pk: { field: "pk", composite: ["webhookId"] },
      sk: { field: "sk", composite: ["deliveryId"] },
    },
    byStatus: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["webhookId", "status"] },
      sk: { field: "gsi1sk", composite: ["deliveryId"] },
    },
  },
});
