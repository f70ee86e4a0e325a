// Event records written in the same transaction as the change they describe (the outbox).
import { newIdAt } from "../ids.js";

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

/** Event log only; never delivered to webhooks or streams. */
export const AUDIT_EVENT_TYPES = [
  "registration.created",
  "token.issued",
  "agent.claimed",
  "agent.revoked",
  "member.invited",
  "member.role_changed",
  "member.removed",
] as const;

export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export interface NewEvent {
  eventType: EventType | AuditEventType;
  organizationId: string;
  podId?: string;
  inboxId?: string;
  data: Record<string, unknown>;
  now: Date;
}

/**
 * Attributes for EventRecord.create inside a transaction. The log is listed by event ID and shows created_at, so
 * both come from the same instant: the ID's time is exactly `now` (newIdAt), even when this process has already
 * made an ID for a later time (a send whose local delivery recorded its message.received first, a pipeline that
 * took its `now` on arrival).
 */
export function eventRecord(event: NewEvent) {
  const at = event.now.toISOString();
  return {
    eventId: newIdAt("event", event.now.getTime()),
    eventType: event.eventType,
    organizationId: event.organizationId,
    podId: event.podId,
    inboxId: event.inboxId,
    data: event.data,
    timestamp: at,
    createdAt: at,
  };
}
