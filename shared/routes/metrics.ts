import { z } from "zod";
import type { Scope } from "../auth/principal.js";
import { EVENT_TYPES } from "../domain/events.js";
import { checkUsageTypes, currentUsage, usageTypesFor } from "../domain/usage.js";
import { type EventSelection, eventIdAt, eventIdTime, eventsForCounting } from "../events/log.js";
import {
  checkNames,
  eventBuckets,
  metricsGrid,
  RATE_TYPES,
  type RateType,
  ratePoints,
  rateWindowMs,
  seriesLimit,
  storedTypesFor,
} from "../events/metrics.js";
import { checkEventTypes, LOGGED_EVENT_TYPES } from "../events/types.js";
import type { Reply } from "../http/request.js";
import { ok, type RouteContext, route } from "../http/route.js";
import { q } from "../http/validation.js";
import { METRICS_EVENT_CAP } from "../limits.js";

// Metric series: a map from a type name to an array of buckets or points, and nothing else at the top level (the
// official SDK rejects any other value). Events are read from the event log by the narrowest index of the scope;
// when more than METRICS_EVENT_CAP match, counting stops there and the response carries `X-Metrics-Truncated: true`.

const TRUNCATED = { "x-metrics-truncated": "true" };

const seriesQuery = {
  start: q.timestamp(),
  end: q.timestamp(),
  period: q.number(),
  limit: q.number(),
  descending: q.bool(),
};
const eventsQuery = z.object({ ...seriesQuery, event_types: q.list() });
const ratesQuery = z.object({ ...seriesQuery, window: q.number(), rate_types: q.list() });
const usageQuery = z.object({ ...seriesQuery, usage_types: q.list() });

const selectionOf = (scope: Scope): EventSelection => ({
  organizationId: scope.organizationId,
  podId: scope.podId,
  inboxId: scope.inboxId,
});

const seriesOptions = (query: { limit?: number; descending?: boolean }) => ({
  limit: seriesLimit(query.limit),
  descending: query.descending ?? false,
});

/** Counts per type in buckets of `period` seconds (default a day) over `start`..`end` (default the last 24 hours). */
async function eventsHandler({
  platform,
  scope,
  query,
  now,
}: RouteContext<z.infer<typeof eventsQuery>, unknown>): Promise<Reply> {
  const grid = metricsGrid(query, now, 86_400);
  const types = query.event_types ? checkEventTypes(query.event_types, LOGGED_EVENT_TYPES) : [...EVENT_TYPES];
  const options = seriesOptions(query);
  const { events, truncated } = await eventsForCounting(
    platform.db,
    {
      ...selectionOf(scope),
      eventTypes: storedTypesFor(types, LOGGED_EVENT_TYPES),
      fromId: eventIdAt(grid.start),
      beforeId: eventIdAt(grid.end),
    },
    { cap: METRICS_EVENT_CAP, order: options.descending ? "desc" : "asc" },
  );
  const timed = events.map((e) => ({ type: e.eventType, time: eventIdTime(e.eventId) }));
  return ok(eventBuckets(timed, types, grid, options), truncated ? TRUNCATED : undefined);
}

const INCIDENT: Record<RateType, { eventType: string; key: string }> = {
  bounce_rate: { eventType: "message.bounced", key: "bounce" },
  complaint_rate: { eventType: "message.complained", key: "complaint" },
};

/** The message an incident event is about (its payload names it); the event itself when it does not. */
function incidentMessage(data: Record<string, unknown> | undefined, key: string, eventId: string): string {
  const payload = data?.[key] as { message_id?: unknown } | undefined;
  return typeof payload?.message_id === "string" ? payload.message_id : eventId;
}

/** Rolling bounce and complaint rates at each grid point over the preceding window. */
async function ratesHandler({
  platform,
  scope,
  query,
  now,
}: RouteContext<z.infer<typeof ratesQuery>, unknown>): Promise<Reply> {
  const grid = metricsGrid(query, now, 3600);
  const windowMs = rateWindowMs(query.window, grid);
  const rateTypes = query.rate_types
    ? checkNames(query.rate_types, RATE_TYPES, "rate type", "rate_types")
    : [...RATE_TYPES];
  const options = seriesOptions(query);
  // Every window ends on a grid point in (start, end]: the events needed are those of (start - window, end].
  const range = { fromId: eventIdAt(grid.start - windowMs + 1), beforeId: eventIdAt(grid.end + 1) };
  const order = options.descending ? "desc" : "asc";
  const incidents = await eventsForCounting(
    platform.db,
    { ...selectionOf(scope), ...range, eventTypes: rateTypes.map((t) => INCIDENT[t].eventType) },
    { cap: METRICS_EVENT_CAP, order, withData: true },
  );
  const left = METRICS_EVENT_CAP - incidents.events.length;
  const sends =
    left > 0
      ? await eventsForCounting(
          platform.db,
          { ...selectionOf(scope), ...range, eventTypes: ["message.sent"] },
          { cap: left, order },
        )
      : { events: [], truncated: true };
  const sendTimes = sends.events.map((e) => eventIdTime(e.eventId));
  const body: Record<string, unknown> = {};
  for (const type of rateTypes) {
    const { eventType, key } = INCIDENT[type];
    const of = incidents.events
      .filter((e) => e.eventType === eventType)
      .map((e) => ({ time: eventIdTime(e.eventId), messageId: incidentMessage(e.data, key, e.eventId) }));
    body[type] = ratePoints(sendTimes, of, grid, windowMs, options);
  }
  return ok(body, incidents.truncated || sends.truncated ? TRUNCATED : undefined);
}

/** Current usage: one point per series, at `end` (default now); there is no history. */
async function usageHandler({
  platform,
  scope,
  query,
  now,
}: RouteContext<z.infer<typeof usageQuery>, unknown>): Promise<Reply> {
  const grid = metricsGrid(query, now, 86_400);
  const types = query.usage_types ? checkUsageTypes(query.usage_types, scope) : usageTypesFor(scope);
  const usage = await currentUsage(platform, scope, types);
  const timestamp = new Date(grid.end).toISOString();
  const body = Object.fromEntries(types.map((type) => [type, [{ timestamp, value: usage.values[type] ?? 0 }]]));
  return ok(body, usage.truncated ? TRUNCATED : undefined);
}

const common = {
  method: "GET",
  auth: "credential",
  permission: "metrics_read",
  prefixes: ["pod", "inbox"],
} as const;

export const metricRoutes = [
  route({
    ...common,
    path: "/metrics",
    summary: "Event counts per type and period (alias of /metrics/events)",
    query: eventsQuery,
    handler: eventsHandler,
  }),
  route({
    ...common,
    path: "/metrics/events",
    summary: "Event counts per type in buckets {timestamp, count}; message.received includes its sub-types",
    query: eventsQuery,
    handler: eventsHandler,
  }),
  route({
    ...common,
    path: "/metrics/rates",
    summary: "Rolling bounce and complaint rates, points {timestamp, value, count, sent}",
    query: ratesQuery,
    handler: ratesHandler,
  }),
  route({
    ...common,
    path: "/metrics/usage",
    summary: "Current usage, one point {timestamp, value} per series at end",
    query: usageQuery,
    handler: usageHandler,
  }),
];
