// Metric series from the event log: the query rules (range, period, window), event counts per bucket and rolling
// bounce and complaint rates. Pure: the routes read the events and hand them over with their times.
import { validation } from "../errors.js";

/** Grid points per rate series at most; `limit` narrows further. */
export const MAX_RATE_POINTS = 10_000;
export const MAX_PERIOD_SECONDS = 86_400;
const DAY_MS = 86_400_000;

export const RATE_TYPES = ["bounce_rate", "complaint_rate"] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** A time range split into periods; times in milliseconds since the epoch. */
export interface MetricsGrid {
  start: number;
  end: number;
  periodMs: number;
}

export interface RangeInput {
  start?: string;
  end?: string;
  /** Seconds. */
  period?: number;
}

/**
 * The range and period of a query: `end` defaults to now, `start` to 24 hours before `end`; `period` must lie in
 * 1..86400 seconds and `start` must come before `end`.
 */
export function metricsGrid(input: RangeInput, now: Date, defaultPeriodSeconds: number): MetricsGrid {
  const period = input.period ?? defaultPeriodSeconds;
  if (!Number.isFinite(period) || period < 1 || period > MAX_PERIOD_SECONDS) {
    throw validation(`period must be between 1 and ${MAX_PERIOD_SECONDS} seconds`, "period");
  }
  const end = input.end !== undefined ? Date.parse(input.end) : now.getTime();
  const start = input.start !== undefined ? Date.parse(input.start) : end - DAY_MS;
  if (start >= end) throw validation("start must be before end");
  return { start, end, periodMs: Math.round(period * 1000) };
}

/**
 * The rate window in milliseconds: a whole multiple of the period (at least one). Without one: a day, rounded up to
 * a multiple of the period so that any valid period works with the default.
 */
export function rateWindowMs(windowSeconds: number | undefined, grid: MetricsGrid): number {
  if (windowSeconds === undefined) return Math.ceil(DAY_MS / grid.periodMs) * grid.periodMs;
  const windowMs = Math.round(windowSeconds * 1000);
  if (!Number.isFinite(windowMs) || windowMs < grid.periodMs || windowMs % grid.periodMs !== 0) {
    throw validation("window must be a multiple of period", "window");
  }
  return windowMs;
}

/** Number of periods in the grid; the last one may be shorter, ending at `end`. */
export function periodCount(grid: MetricsGrid): number {
  return Math.ceil((grid.end - grid.start) / grid.periodMs);
}

export interface SeriesOptions {
  /** Points per series at most; undefined means all. */
  limit?: number;
  /** Newest first. */
  descending: boolean;
}

/** `message.received` also counts its sub-types (`message.received.spam`, …); any other type counts itself. */
export function countsAs(requested: string, actual: string): boolean {
  return actual === requested || (requested === "message.received" && actual.startsWith("message.received."));
}

/** The stored types a requested list needs read, `message.received` expanded to its sub-types. */
export function storedTypesFor(requested: readonly string[], known: readonly string[]): string[] {
  return known.filter((type) => requested.some((r) => countsAs(r, type)));
}

export interface Bucket {
  /** Start of the period. */
  timestamp: string;
  count: number;
}

/**
 * Counts per requested type in buckets of the grid's period, each bucket labelled with its start. Only buckets
 * holding at least one event appear (a missing bucket is a zero); a type with none has an empty array.
 */
export function eventBuckets(
  events: readonly { type: string; time: number }[],
  types: readonly string[],
  grid: MetricsGrid,
  options: SeriesOptions,
): Record<string, Bucket[]> {
  const out: Record<string, Bucket[]> = {};
  for (const type of types) {
    const counts = new Map<number, number>();
    for (const event of events) {
      if (event.time < grid.start || event.time >= grid.end || !countsAs(type, event.type)) continue;
      const index = Math.floor((event.time - grid.start) / grid.periodMs);
      counts.set(index, (counts.get(index) ?? 0) + 1);
    }
    const indexes = [...counts.keys()].sort((a, b) => (options.descending ? b - a : a - b));
    out[type] = takeLimit(indexes, options.limit).map((index) => ({
      timestamp: new Date(grid.start + index * grid.periodMs).toISOString(),
      count: counts.get(index) ?? 0,
    }));
  }
  return out;
}

export interface RatePoint {
  /** The grid point: the window is the `window` before it, this instant included. */
  timestamp: string;
  /** count / sent; 0 when nothing was sent in the window. */
  value: number;
  /** Distinct messages bounced (complained about) in the window. */
  count: number;
  /** Messages sent in the window. */
  sent: number;
}

/** A bounce or complaint: when, and for which message (a message counts once per window however often it bounces). */
export interface Incident {
  time: number;
  messageId: string;
}

/** The grid points, `start + k·period` for k = 1.., the last one clamped to `end`, in the requested order. */
export function gridPoints(grid: MetricsGrid, options: SeriesOptions): number[] {
  const total = periodCount(grid);
  const wanted = Math.min(total, MAX_RATE_POINTS, options.limit ?? Number.POSITIVE_INFINITY);
  const first = options.descending ? total - wanted + 1 : 1;
  const points: number[] = [];
  for (let k = first; k < first + wanted; k++) points.push(Math.min(grid.start + k * grid.periodMs, grid.end));
  return options.descending ? points.reverse() : points;
}

/** Rolling rate at each grid point: distinct messages with an incident in the window over messages sent in it. */
export function ratePoints(
  sends: readonly number[],
  incidents: readonly Incident[],
  grid: MetricsGrid,
  windowMs: number,
  options: SeriesOptions,
): RatePoint[] {
  const sendTimes = [...sends].sort((a, b) => a - b);
  const sorted = [...incidents].sort((a, b) => a.time - b.time);
  const points = gridPoints(grid, options);
  const ascending = options.descending ? [...points].reverse() : points;
  const inWindow = new Map<string, number>();
  let entered = 0;
  let left = 0;
  const computed = ascending.map((t): RatePoint => {
    while (entered < sorted.length && sorted[entered].time <= t) {
      const id = sorted[entered++].messageId;
      inWindow.set(id, (inWindow.get(id) ?? 0) + 1);
    }
    while (left < entered && sorted[left].time <= t - windowMs) {
      const id = sorted[left++].messageId;
      const n = (inWindow.get(id) ?? 1) - 1;
      if (n === 0) inWindow.delete(id);
      else inWindow.set(id, n);
    }
    const sent = countAtMost(sendTimes, t) - countAtMost(sendTimes, t - windowMs);
    const count = inWindow.size;
    return { timestamp: new Date(t).toISOString(), value: sent ? count / sent : 0, count, sent };
  });
  return options.descending ? computed.reverse() : computed;
}

/** How many of the sorted values are ≤ x. */
function countAtMost(sorted: readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function takeLimit<T>(items: T[], limit: number | undefined): T[] {
  return limit === undefined ? items : items.slice(0, limit);
}

/** Names from a query list, each one of `allowed`; the first unknown one is 400 `Unknown <what>: <name>`. */
export function checkNames<T extends string>(
  values: readonly string[],
  allowed: readonly T[],
  what: string,
  param: string,
): T[] {
  const out: T[] = [];
  for (const value of values) {
    if (!(allowed as readonly string[]).includes(value)) throw validation(`Unknown ${what}: ${value}`, param);
    if (!out.includes(value as T)) out.push(value as T);
  }
  return out;
}

/** `limit` for series: missing, 0 or negative means every point. */
export function seriesLimit(limit: number | undefined): number | undefined {
  return limit === undefined || !Number.isFinite(limit) || limit <= 0 ? undefined : Math.floor(limit);
}
