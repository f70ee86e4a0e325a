import { Entity } from "electrodb";
import { packJson, unpackJson } from "../packed-json.js";

// Messages live in their inbox's partition (sorted by ID = arrival time) and are indexed by thread.
// Bodies, raw MIME and attachment bytes are in the blob store; the item keeps metadata, preview and trust summary.
export const Message = new Entity({
  model: { entity: "message", version: "1", service: "mail" },
  attributes: {
    inboxId: { type: "string", required: true, readOnly: true },
    messageId: { type: "string", required: true, readOnly: true },
    threadId: { type: "string", required: true, readOnly: true },
    organizationId: { type: "string", required: true, readOnly: true },
    podId: { type: "string", required: true },
    direction: { type: ["inbound", "outbound"] as const, required: true, readOnly: true },
    labels: { type: "list", items: { type: "string" }, required: true },
    from: { type: "string", required: true },
    to: { type: "list", items: { type: "string" }, required: true },
    cc: { type: "list", items: { type: "string" } },
    bcc: { type: "list", items: { type: "string" } },
    replyTo: { type: "list", items: { type: "string" } },
    subject: { type: "string" },
    preview: { type: "string" },
    /** RFC 5322 Message-ID of this message, and the IDs it answers. */
    rfcMessageId: { type: "string" },
    inReplyTo: { type: "string" },
    references: { type: "list", items: { type: "string" } },
    /** gzip-compressed when large (shared/db/packed-json.ts): received mail carries kilobytes of transit headers. */
    headers: { type: "any", set: (value) => packJson(value), get: (value) => unpackJson(value) },
    size: { type: "number", required: true },
    attachments: { type: "any" },
    deliveryStatus: { type: ["sent", "delivered", "bounced", "complained"] as const },
    trustLevel: { type: ["verified", "known", "unknown", "suspicious", "quarantined"] as const },
    /** The full report of items written before it moved to the body blob; new items keep only trustLevel. */
    trust: { type: "any" },
    receivedVia: { type: ["raw"] as const },
    rawKey: { type: "string", required: true },
    bodyKey: { type: "string" },
    /** Lowercased subject, addresses, attachment names and the start of the body, for search without blob reads. */
    searchText: { type: "string" },
    timestamp: { type: "string", required: true, readOnly: true },
    createdAt: { type: "string", required: true, readOnly: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byInbox: { pk: { field: "pk", composite: ["inboxId"] }, sk: { field: "sk", composite: ["messageId"] } },
    byThread: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["threadId"] },
      sk: { field: "gsi1sk", composite: ["messageId"] },
    },
  },
});

/** RFC Message-ID → our message, per inbox: threading and delivery notifications find messages in one read. */
export const MessageRef = new Entity({
  model: { entity: "messageRef", version: "1", service: "mail" },
  attributes: {
    inboxId: { type: "string", required: true, readOnly: true },
    rfcMessageId: { type: "string", required: true, readOnly: true },
    messageId: { type: "string", required: true, readOnly: true },
    threadId: { type: "string", required: true, readOnly: true },
  },
  indexes: {
    // Same partition as the inbox's messages, so deleting an inbox's mail is a query per entity.
    byRfcId: { pk: { field: "pk", composite: ["inboxId"] }, sk: { field: "sk", composite: ["rfcMessageId"] } },
  },
});
