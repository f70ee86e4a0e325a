import { Entity } from "electrodb";
import { packJson, unpackJson } from "../packed-json.js";

// The event log (outbox): written in the same transaction as the change it records. Listed by organization from
// the table's own key, and by inbox and by pod from sparse indexes: only events that name an inbox (a pod) are on
// them. ElectroDB leaves an index out only when all its composites are absent, so the index sort keys are copies of
// the event ID that exist only alongside the inbox (pod) ID. Each index partition holds events only, so range reads
// by event ID never cross other entities' items.
export const EventRecord = new Entity({
  model: { entity: "event", version: "1", service: "mail" },
  attributes: {
    organizationId: { type: "string", required: true, readOnly: true },
    eventId: { type: "string", required: true, readOnly: true },
    eventType: { type: "string", required: true, readOnly: true },
    podId: { type: "string", readOnly: true },
    inboxId: { type: "string", readOnly: true },
    /** The payload; gzip-compressed when large (shared/db/packed-json.ts): it is copied to both indexes. */
    data: {
      type: "any",
      required: true,
      readOnly: true,
      set: (value) => packJson(value),
      get: (value) => unpackJson(value),
    },
    timestamp: { type: "string", required: true, readOnly: true },
    createdAt: { type: "string", required: true, readOnly: true },
    inboxEventId: {
      type: "string",
      hidden: true,
      readOnly: true,
      watch: ["inboxId", "eventId"],
      set: (_, item) => (item.inboxId ? item.eventId : undefined),
    },
    podEventId: {
      type: "string",
      hidden: true,
      readOnly: true,
      watch: ["podId", "eventId"],
      set: (_, item) => (item.podId ? item.eventId : undefined),
    },
  },
  indexes: {
    byOrganization: {
      pk: { field: "pk", composite: ["organizationId"] },
      sk: { field: "sk", composite: ["eventId"] },
    },
    byInbox: {
      index: "gsi1",
      condition: (attr) => attr.inboxId !== undefined,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: an ElectroDB key template, not a JavaScript one
      pk: { field: "gsi1pk", composite: ["inboxId"], template: "events#${inboxId}" },
      sk: { field: "gsi1sk", composite: ["inboxEventId"] },
    },
    byPod: {
      index: "gsi2",
      condition: (attr) => attr.podId !== undefined,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: an ElectroDB key template, not a JavaScript one
      pk: { field: "gsi2pk", composite: ["podId"], template: "events#${podId}" },
      sk: { field: "gsi2sk", composite: ["podEventId"] },
    },
  },
});

/** An event as stored (the EventRecord entity's attributes); also what the change feed hands to fan-out. */
export interface StoredEvent {
  eventId: string;
  eventType: string;
  organizationId: string;
  podId?: string;
  inboxId?: string;
  data: Record<string, unknown>;
  timestamp: string;
  createdAt: string;
}
