import { Entity } from "electrodb";

// Drafts live in their inbox's partition; bodies and attachment bytes are in the blob store.
export const Draft = new Entity({
  model: { entity: "draft", version: "1", service: "mail" },
  attributes: {
    inboxId: { type: "string", required: true, readOnly: true },
    draftId: { type: "string", required: true, readOnly: true },
    organizationId: { type: "string", required: true, readOnly: true },
    podId: { type: "string", required: true },
    labels: { type: "list", items: { type: "string" }, required: true },
    to: { type: "list", items: { type: "string" } },
    cc: { type: "list", items: { type: "string" } },
    bcc: { type: "list", items: { type: "string" } },
    replyTo: { type: "list", items: { type: "string" } },
    subject: { type: "string" },
    preview: { type: "string" },
    bodyKey: { type: "string" },
    attachments: { type: "any" },
    /** Our message ID it answers (in this inbox), and the RFC threading headers taken from it. */
    inReplyTo: { type: "string", readOnly: true },
    inReplyToRfc: { type: "string", readOnly: true },
    references: { type: "list", items: { type: "string" }, readOnly: true },
    threadId: { type: "string", readOnly: true },
    clientId: { type: "string" },
    sendAt: { type: "string" },
    sendStatus: { type: ["scheduled", "sending", "failed"] as const },
    sendError: { type: "string" },
    createdAt: { type: "string", required: true, readOnly: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byInbox: { pk: { field: "pk", composite: ["inboxId"] }, sk: { field: "sk", composite: ["draftId"] } },
    byOrganization: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["organizationId"] },
      sk: { field: "gsi1sk", composite: ["draftId"] },
    },
    byPod: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["podId"] },
      sk: { field: "gsi2sk", composite: ["draftId"] },
    },
  },
});
