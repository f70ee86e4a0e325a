import { Entity } from "electrodb";

// A conversation in one inbox. Rewritten whole (put with a version check) when a message joins or labels change,
// so its activity-sorted index keys move with it.
export const Thread = new Entity({
  model: { entity: "thread", version: "1", service: "mail" },
  attributes: {
    threadId: { type: "string", required: true, readOnly: true },
    inboxId: { type: "string", required: true },
    organizationId: { type: "string", required: true },
    podId: { type: "string", required: true },
    /** Union of the labels of its messages. */
    labels: { type: "list", items: { type: "string" }, required: true },
    subject: { type: "string" },
    preview: { type: "string" },
    senders: { type: "list", items: { type: "string" }, required: true },
    recipients: { type: "list", items: { type: "string" }, required: true },
    lastMessageId: { type: "string", required: true },
    messageCount: { type: "number", required: true },
    size: { type: "number", required: true },
    attachments: { type: "any" },
    /** Last activity: the thread sorts by this. */
    timestamp: { type: "string", required: true },
    receivedTimestamp: { type: "string" },
    sentTimestamp: { type: "string" },
    searchText: { type: "string" },
    version: { type: "number", required: true },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byId: { pk: { field: "pk", composite: ["threadId"] }, sk: { field: "sk", composite: [] } },
    byInbox: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["inboxId"] },
      sk: { field: "gsi1sk", composite: ["timestamp", "threadId"] },
    },
    byOrganization: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["organizationId"] },
      sk: { field: "gsi2sk", composite: ["timestamp", "threadId"] },
    },
    byPod: {
      index: "gsi3",
      pk: { field: "gsi3pk", composite: ["podId"] },
      sk: { field: "gsi3sk", composite: ["timestamp", "threadId"] },
    },
  },
});
