import { Entity } from "electrodb";

// Suppressed recipient addresses: keyed by organization and address (sends check recipients with one batch get),
// listed newest first from a partition that holds only the organization's suppressions.
export const Suppression = new Entity({
  model: { entity: "suppression", version: "1", service: "mail" },
  attributes: {
    organizationId: { type: "string", required: true, readOnly: true },
    /** Lowercased address. */
    email: { type: "string", required: true, readOnly: true },
    reason: { type: ["bounce", "complaint", "manual"] as const, required: true },
    detail: { type: "string" },
    sourceMessageId: { type: "string" },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byEmail: { pk: { field: "pk", composite: ["organizationId", "email"] }, sk: { field: "sk", composite: [] } },
    byOrganization: {
      index: "gsi1",
      // Own partition: range reads for paging never cross into other entities' gsi1 items.
      // biome-ignore lint/suspicious/noTemplateCurlyInString: an ElectroDB key template, not a JavaScript one
      pk: { field: "gsi1pk", composite: ["organizationId"], template: "suppressions#${organizationId}" },
      sk: { field: "gsi1sk", composite: ["createdAt", "email"] },
    },
  },
});
