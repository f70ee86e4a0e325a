import { Entity } from "electrodb";

// Keyed by address so an address is unique across the service and inbound mail finds its inbox in one read.
export const Inbox = new Entity({
  model: { entity: "inbox", version: "1", service: "mail" },
  attributes: {
    inboxId: { type: "string", required: true, readOnly: true },
    organizationId: { type: "string", required: true, readOnly: true },
    podId: { type: "string", required: true },
    domain: { type: "string", required: true, readOnly: true },
    displayName: { type: "string" },
    clientId: { type: "string" },
    status: { type: ["active", "paused"] as const, required: true, default: "active" },
    metadata: { type: "any" },
    ephemeral: { type: "boolean", required: true, default: false },
    ttlSeconds: { type: "number" },
    expiresAt: { type: "string" },
    /** "ephemeral" while the inbox has an expiry: that puts it on the reaper's index (sparse otherwise). */
    expiryQueue: { type: "string" },
    createdBy: { type: ["api", "catch_all", "dashboard", "agent"] as const, required: true },
    /** The unclaimed anonymous registration whose sandbox this is: the sandbox caps apply while it is set. */
    sandboxOf: { type: "string" },
    createdAt: { type: "string", required: true, readOnly: true },
    updatedAt: { type: "string", required: true },
    /** DynamoDB TTL (epoch seconds): cleanup only, well after expiresAt, so the reaper can emit inbox.expired first. */
    ttl: { type: "number" },
  },
  indexes: {
    byAddress: { pk: { field: "pk", composite: ["inboxId"] }, sk: { field: "sk", composite: [] } },
    byOrganization: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["organizationId"] },
      sk: { field: "gsi1sk", composite: ["createdAt", "inboxId"] },
    },
    byPod: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["podId"] },
      sk: { field: "gsi2sk", composite: ["createdAt", "inboxId"] },
    },
    byExpiry: {
      index: "gsi3",
      // Sparse: only inboxes with an expiry are on the reaper's index.
      condition: (attr) => attr.expiryQueue !== undefined && attr.expiresAt !== undefined,
      pk: { field: "gsi3pk", composite: ["expiryQueue"] },
      sk: { field: "gsi3sk", composite: ["expiresAt"] },
    },
  },
});
