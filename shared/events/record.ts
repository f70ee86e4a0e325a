// One event model, three shapes: the stored item (outbox), the event record (event log API) and the envelope
// (webhook body, SSE data, WebSocket frame). Who may read an event is decided here and nowhere else.
import { EVENT_FAMILY_PERMISSION } from "../auth/permissions.js";
import { can, type Principal, type Scope } from "../auth/principal.js";
import type { StoredEvent } from "../db/entities/event.js";
import { AUDIT_EVENT_TYPES } from "../domain/events.js";

export { AUDIT_EVENT_TYPES } from "../domain/events.js";

/** The event log's shape (`GET /v0/events`). */
export function toEventRecord(event: StoredEvent) {
  return {
    event_id: event.eventId,
    event_type: event.eventType,
    organization_id: event.organizationId,
    ...(event.podId ? { pod_id: event.podId } : {}),
    ...(event.inboxId ? { inbox_id: event.inboxId } : {}),
    data: event.data,
    timestamp: event.timestamp,
    created_at: event.createdAt,
  };
}

/** The envelope: constant `type`, the ids, and the payload both under `data` and repeated at the top level. */
export function toEnvelope(event: StoredEvent) {
  return {
    ...event.data,
    type: "event" as const,
    event_id: event.eventId,
    event_type: event.eventType,
    timestamp: event.timestamp,
    data: event.data,
  };
}

export function isAuditEvent(eventType: string): boolean {
  return (AUDIT_EVENT_TYPES as readonly string[]).includes(eventType);
}

/** The read permission an event type needs (audit events: metrics_read, the event log's own permission). */
export function eventReadPermission(eventType: string) {
  if (isAuditEvent(eventType)) return "metrics_read" as const;
  return EVENT_FAMILY_PERMISSION[eventType.split(".")[0]];
}

/** Whether a credential may see an event: its scope covers the event and it holds the family's read permission. */
export function canReadEvent(principal: Principal, scope: Scope, event: StoredEvent): boolean {
  if (event.organizationId !== scope.organizationId) return false;
  // Organization-level events (audit) have no pod: only organization-scoped credentials see them. Domain events carry
  // their domain's pod and no inbox: pod credentials see their pod's, inbox credentials none.
  if (scope.podId && event.podId !== scope.podId) return false;
  if (scope.inboxId && event.inboxId !== scope.inboxId) return false;
  const permission = eventReadPermission(event.eventType);
  return permission !== undefined && can(principal, permission);
}
