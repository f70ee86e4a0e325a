import { z } from "zod";
import { can, type Principal, type Scope } from "../auth/principal.js";
import { notFound, validation } from "../errors.js";
import { type EventSelection, eventIdAt, getEvent, listEvents, parseEventId } from "../events/log.js";
import { canReadEvent, eventReadPermission, toEventRecord } from "../events/record.js";
import { checkEventTypes, LOGGED_EVENT_TYPES } from "../events/types.js";
import { ok, route } from "../http/route.js";
import { isIsoTimestamp, listQuery, q } from "../http/validation.js";
import { listBody, pageRequest } from "../pagination.js";

// The event log: every stored event the credential may read (audit types included), newest first, or oldest first
// from a point given by `after`. The stream at /events/stream is another route; literal segments win over
// `{event_id}` in the router.

const eventsQuery = z.object({
  ...listQuery,
  after: q.string(),
  before: q.timestamp(),
  event_types: q.list(),
  inbox_id: q.string(),
  pod_id: q.string(),
});

/** `after` is an event ID (the events after it) or a time (the events made after it: from the next millisecond). */
function afterBound(after: string): Pick<EventSelection, "afterId" | "fromId"> {
  const id = parseEventId(after);
  if (id) return { afterId: id };
  if (isIsoTimestamp(after)) return { fromId: eventIdAt(Date.parse(after) + 1) };
  throw validation("after must be an event ID or an ISO 8601 timestamp", "after");
}

/** Types the credential may read among those asked for; undefined when no filter is needed at all. */
export function readableTypes(principal: Principal, requested: string[] | undefined): string[] | undefined {
  const readable = LOGGED_EVENT_TYPES.filter((type) => {
    const permission = eventReadPermission(type);
    return permission !== undefined && can(principal, permission);
  });
  if (!requested) return readable.length === LOGGED_EVENT_TYPES.length ? undefined : readable;
  return requested.filter((type) => readable.includes(type));
}

/**
 * The scope narrowed further by the `inbox_id` and `pod_id` filters; undefined when a filter names something outside
 * the scope (nothing can match).
 */
export function filtered(scope: Scope, inboxId: string | undefined, podId: string | undefined): Scope | undefined {
  const inbox = inboxId?.toLowerCase();
  if (inbox !== undefined && scope.inboxId !== undefined && inbox !== scope.inboxId) return undefined;
  if (podId !== undefined && scope.podId !== undefined && podId !== scope.podId) return undefined;
  return { organizationId: scope.organizationId, podId: podId ?? scope.podId, inboxId: inbox ?? scope.inboxId };
}

export const eventRoutes = [
  route({
    method: "GET",
    path: "/events",
    auth: "credential",
    permission: "metrics_read",
    prefixes: ["pod", "inbox"],
    summary:
      "The event log: events the credential may read, newest first; `after` (event ID or time) reads oldest first",
    query: eventsQuery,
    handler: async ({ platform, principal, scope, query }) => {
      const after = query.after !== undefined ? afterBound(query.after) : {};
      const beforeId = query.before !== undefined ? eventIdAt(Date.parse(query.before)) : undefined;
      const requested = query.event_types ? checkEventTypes(query.event_types, LOGGED_EVENT_TYPES) : undefined;
      const page = pageRequest(query, { ascending: query.after !== undefined });
      const narrowed = filtered(scope, query.inbox_id, query.pod_id);
      if (!narrowed) return ok(listBody("events", { items: [] }, page.limit, toEventRecord));
      const selection: EventSelection = {
        ...narrowed,
        eventTypes: readableTypes(principal, requested),
        ...after,
        beforeId,
      };
      const result = await listEvents(platform.db, selection, page, (event) =>
        canReadEvent(principal, narrowed, event),
      );
      return ok(listBody("events", result, page.limit, toEventRecord));
    },
  }),
  route({
    method: "GET",
    path: "/events/{event_id}",
    auth: "credential",
    permission: "metrics_read",
    prefixes: ["pod", "inbox"],
    summary: "One event of the log; one the credential may not read is 404",
    handler: async ({ platform, principal, scope, params }) => {
      const event = await getEvent(platform.db, scope.organizationId, params.event_id);
      if (!event || !canReadEvent(principal, scope, event)) throw notFound("Event not found");
      return ok(toEventRecord(event));
    },
  }),
];
