// Event records written in the same transaction as the change they describe (the outbox).
import { newId } from "../ids.js";

export const EVENT_TYPES = [
  "message.received",
  "message.received.quarantined",
  "message.received.spam",
  "message.received.unauthenticated",
  "message.received.blocked",
  "message.sent",
  "message.delivered",
  "message.bounced",
  "message.complained",
  "message.rejected",
  "domain.verified",
  "domain.updated",
  "inbox.created",
  "inbox.expired",
  "draft.sent",
  "webhook.test",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export interface NewEvent {
  eventType: EventType;
  organizationId: string;
  podId?: string;
  inboxId?: string;
  data: Record<string, unknown>;
  now: Date;
}

/** Attributes for EventRecord.create inside a transaction. */
export function eventRecord(event: NewEvent) {
  const at = event.now.toISOString();
  return {
    eventId: newId("event", event.now.getTime()),
    eventType: event.eventType,
    organizationId: event.organizationId,
    podId: event.podId,
    inboxId: event.inboxId,
    data: event.data,
    timestamp: at,
    createdAt: at,
  };
}
