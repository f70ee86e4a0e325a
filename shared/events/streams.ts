// What the two live streams (SSE and WebSocket) share: the subscription filter, which events a credential's
// stream may carry, the Last-Event-Id replay rule and where a client resumes. Pure functions, unit-tested.
import { EVENT_FAMILY_PERMISSION, type Permission } from "../auth/permissions.js";
import { can, type Principal, type Scope } from "../auth/principal.js";
import type { StoredEvent } from "../db/entities/event.js";
import { EVENT_TYPES } from "../domain/events.js";
import { validation } from "../errors.js";
import { idAtTime } from "../ids.js";
import { SESSION_EVENT_TYPES, type SessionEvent } from "../ports/realtime.js";
import { canReadEvent, isAuditEvent } from "./record.js";
import { checkEventTypes } from "./types.js";

/** Types a stream can be asked for: the delivered types and the session types (cookie streams only). */
export const STREAM_EVENT_TYPES: readonly string[] = [...EVENT_TYPES, ...SESSION_EVENT_TYPES];

/** Missed events replayed after `Last-Event-Id` before the stream asks the client to resync (spec). */
export const REPLAY_LIMIT = 500;

/**
 * Events committed this close together may become visible out of ID order (several writers); a resume point
 * is moved back by this much, so the client may see a few repeats (deduplicated by event ID) but no gaps.
 */
export const RESUME_OVERLAP_MS = 5000;

/** Longest `inbox_ids` / `pod_ids` list a stream accepts. */
export const MAX_FILTER_IDS = 100;

/** `/v0/ws` needs any one of these: the read permission of every event family (spec). */
export const WS_READ_PERMISSIONS: readonly Permission[] = Object.values(EVENT_FAMILY_PERMISSION);

/** Absent or empty lists mean "everything the credential may read". */
export interface StreamFilter {
  eventTypes?: string[];
  inboxIds?: string[];
  podIds?: string[];
}

function distinctIds(values: readonly string[] | undefined, name: string, lower: boolean): string[] | undefined {
  if (!values?.length) return undefined;
  const out = [...new Set(values.map((v) => (lower ? v.trim().toLowerCase() : v.trim())).filter(Boolean))];
  if (out.length > MAX_FILTER_IDS) throw validation(`${name} must have at most ${MAX_FILTER_IDS} items`, name);
  return out.length ? out : undefined;
}

/** Checks and normalizes a subscription (query parameters or a subscribe frame); 400-style ApiError when bad. */
export function streamFilter(input: { eventTypes?: string[]; inboxIds?: string[]; podIds?: string[] }): StreamFilter {
  const eventTypes = input.eventTypes?.length ? checkEventTypes(input.eventTypes, STREAM_EVENT_TYPES) : undefined;
  const filter: StreamFilter = {};
  if (eventTypes?.length) filter.eventTypes = eventTypes;
  // Inbox IDs are addresses: the API treats them case-insensitively.
  const inboxIds = distinctIds(input.inboxIds, "inbox_ids", true);
  if (inboxIds) filter.inboxIds = inboxIds;
  const podIds = distinctIds(input.podIds, "pod_ids", false);
  if (podIds) filter.podIds = podIds;
  return filter;
}

/** The filter as the `ready` / `subscribed` frames echo it (snake_case, absent lists left out). */
export function filterBody(filter: StreamFilter) {
  return {
    ...(filter.eventTypes ? { event_types: filter.eventTypes } : {}),
    ...(filter.inboxIds ? { inbox_ids: filter.inboxIds } : {}),
    ...(filter.podIds ? { pod_ids: filter.podIds } : {}),
  };
}

/** Whether a credential's stream may carry the event at all: never audit events; scope and family permission. */
export function streamable(principal: Principal, scope: Scope, event: StoredEvent): boolean {
  return !isAuditEvent(event.eventType) && canReadEvent(principal, scope, event);
}

export function matchesTypes(filter: StreamFilter, eventType: string): boolean {
  return !filter.eventTypes || filter.eventTypes.includes(eventType);
}

/** The live rule: event types, inbox and pod filters; events without an inbox never match an inbox filter. */
export function matchesFilter(filter: StreamFilter, event: StoredEvent): boolean {
  if (!matchesTypes(filter, event.eventType)) return false;
  if (filter.inboxIds && !(event.inboxId && filter.inboxIds.includes(event.inboxId))) return false;
  if (filter.podIds && !(event.podId && filter.podIds.includes(event.podId))) return false;
  return true;
}

/** Live events a stream sends: readable by the credential and matching its filter. */
export function liveSelection(
  principal: Principal,
  scope: Scope,
  filter: StreamFilter,
  events: readonly StoredEvent[],
): StoredEvent[] {
  return events.filter((e) => streamable(principal, scope, e) && matchesFilter(filter, e));
}

/** Session events go to the person's own cookie-authenticated streams, filtered by type only. */
export function sessionSelected(principal: Principal, filter: StreamFilter, event: SessionEvent): boolean {
  return (
    principal.kind === "session" &&
    principal.userId === event.userId &&
    principal.organizationId === event.organizationId &&
    matchesTypes(filter, event.eventType)
  );
}

/** A session event in the envelope's shape, without an ID: it is never stored or replayed. */
export function sessionEnvelope(event: SessionEvent) {
  return {
    ...event.data,
    type: "event" as const,
    event_type: event.eventType,
    timestamp: event.timestamp,
    data: event.data,
  };
}

export interface ReplaySelection {
  events: StoredEvent[];
  /** Set when more than REPLAY_LIMIT events were missed: the ID of the last one covered, to resume after. */
  resyncAfter?: string;
}

/**
 * Replay after `Last-Event-Id`: `stored` holds up to REPLAY_LIMIT + 1 events after it, oldest first. Event
 * types, scope and permissions apply; inbox and pod filters do not (spec). Events beyond the limit are left
 * for the next connection.
 */
export function selectReplay(
  stored: readonly StoredEvent[],
  principal: Principal,
  scope: Scope,
  filter: StreamFilter,
): ReplaySelection {
  const covered = stored.slice(0, REPLAY_LIMIT);
  const events = covered.filter((e) => streamable(principal, scope, e) && matchesTypes(filter, e.eventType));
  return stored.length > REPLAY_LIMIT ? { events, resyncAfter: covered[covered.length - 1]?.eventId } : { events };
}

/**
 * Where a client resumes when the server ends a stream it fed without a gap: RESUME_OVERLAP_MS before now
 * (events that became visible late), never before where this stream itself started.
 */
export function resumeCursor(startCursor: string, nowMs: number): string {
  const recent = idAtTime("event", nowMs - RESUME_OVERLAP_MS);
  return recent > startCursor ? recent : startCursor;
}

/** What must stay the same for a long-lived stream to keep its credential: organization, scope and grant. */
export function principalFingerprint(principal: Principal): string {
  return JSON.stringify([
    principal.kind,
    principal.organizationId,
    principal.scope,
    principal.podId ?? null,
    principal.inboxId ?? null,
    principal.grant === null ? null : [...principal.grant].sort(),
  ]);
}

export function canOpenWebSocket(principal: Principal): boolean {
  return WS_READ_PERMISSIONS.some((p) => can(principal, p));
}

/** A bounded set of recently sent event IDs (duplicates between replay, live feed and log tail). */
export class RecentIds {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity: number) {}

  has(id: string): boolean {
    return this.ids.has(id);
  }

  add(id: string): void {
    this.ids.add(id);
    if (this.ids.size > this.capacity) {
      const oldest = this.ids.values().next().value;
      if (oldest !== undefined) this.ids.delete(oldest);
    }
  }
}
