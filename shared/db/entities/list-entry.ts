import { Entity } from "electrodb";

// Allow and block list entries. A level is "org", a pod id or an inbox id; one partition per level holds every list
// of that level, sorted by direction, list type and entry, so matching reads a direction's allow and block entries
// of a level with one query, and a list page is a range of one partition.
export const ListEntry = new Entity({
  model: { entity: "listEntry", version: "1", service: "mail" },
  attributes: {
    organizationId: { type: "string", required: true, readOnly: true },
    /** "org", the pod id or the inbox id the entry is stored at. */
    level: { type: "string", required: true, readOnly: true },
    direction: { type: ["send", "receive", "reply"] as const, required: true, readOnly: true },
    listType: { type: ["allow", "block"] as const, required: true, readOnly: true },
    /** Lowercased address or domain. */
    entry: { type: "string", required: true, readOnly: true },
    entryType: { type: ["email", "domain"] as const, required: true, readOnly: true },
    podId: { type: "string", readOnly: true },
    inboxId: { type: "string", readOnly: true },
    reason: { type: "string" },
    /** Entries made through the API are never read-only. */
    readOnly: { type: "boolean", required: true, default: false },
    createdAt: { type: "string", required: true, readOnly: true },
  },
  indexes: {
    byLevel: {
      pk: { field: "pk", composite: ["organizationId", "level"] },
      sk: { field: "sk", composite: ["direction", "listType", "entry"] },
    },
  },
});
