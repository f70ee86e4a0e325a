// Metric series as pure logic: query rules with the spec's messages, event buckets (sub-types, limit, order) and
// rolling rates; plus the event-ID bounds the event log and metrics read by.
import { describe, expect, it } from "vitest";
import { ApiError } from "../../shared/errors.js";
import { eventIdAt, eventIdTime, parseEventId } from "../../shared/events/log.js";
import {
  checkNames,
  countsAs,
  eventBuckets,
  gridPoints,
  MAX_RATE_POINTS,
  type MetricsGrid,
  metricsGrid,
  RATE_TYPES,
  ratePoints,
  rateWindowMs,
  seriesLimit,
  storedTypesFor,
} from "../../shared/events/metrics.js";
import { checkEventTypes, LOGGED_EVENT_TYPES } from "../../shared/events/types.js";
import { newId } from "../../shared/ids.js";

const T0 = Date.parse("2030-01-01T00:00:00.000Z");
const H = 3_600_000;
const NOW = new Date(T0 + 24 * H);

function thrown(fn: () => unknown): { message: string; param?: string; status: number } {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return { message: error.message, param: error.param, status: error.status };
    throw error;
  }
  throw new Error("expected an error");
}

describe("query rules", () => {
  it("defaults to the last 24 hours ending now, with the route's default period", () => {
    expect(metricsGrid({}, NOW, 86_400)).toEqual({ start: T0, end: T0 + 24 * H, periodMs: 86_400_000 });
    expect(metricsGrid({ end: "2030-01-03T00:00:00Z" }, NOW, 3600)).toEqual({
      start: T0 + 24 * H,
      end: T0 + 48 * H,
      periodMs: H,
    });
    expect(metricsGrid({ start: "2030-01-01T12:00:00Z" }, NOW, 60).start).toBe(T0 + 12 * H);
  });

  it.each([0, 0.5, -1, 86_401, Number.NaN])("period %s is refused", (period) => {
    expect(thrown(() => metricsGrid({ period }, NOW, 3600))).toEqual({
      message: "period must be between 1 and 86400 seconds",
      param: "period",
      status: 400,
    });
  });

  it("accepts the period bounds", () => {
    expect(metricsGrid({ period: 1 }, NOW, 3600).periodMs).toBe(1000);
    expect(metricsGrid({ period: 86_400 }, NOW, 3600).periodMs).toBe(86_400_000);
  });

  it("start must be before end", () => {
    const same = { start: "2030-01-01T00:00:00Z", end: "2030-01-01T00:00:00Z" };
    expect(thrown(() => metricsGrid(same, NOW, 3600))).toEqual({ message: "start must be before end", status: 400 });
    expect(thrown(() => metricsGrid({ start: "2030-01-02T00:00:01Z" }, NOW, 3600)).message).toBe(
      "start must be before end",
    );
  });

  it("window must be a multiple of period; the default day rounds up to one", () => {
    const grid = metricsGrid({ period: 3600 }, NOW, 3600);
    expect(rateWindowMs(undefined, grid)).toBe(24 * H);
    expect(rateWindowMs(7200, grid)).toBe(2 * H);
    expect(rateWindowMs(3600, grid)).toBe(H);
    for (const window of [5400, 1800, 0, -3600]) {
      expect(thrown(() => rateWindowMs(window, grid))).toEqual({
        message: "window must be a multiple of period",
        param: "window",
        status: 400,
      });
    }
    // 86400 is not a multiple of 7 seconds: the default becomes the next multiple.
    expect(rateWindowMs(undefined, metricsGrid({ period: 7 }, NOW, 3600))).toBe(86_401_000);
  });

  it("limit: missing, 0 or negative means every point", () => {
    expect(seriesLimit(undefined)).toBeUndefined();
    expect(seriesLimit(0)).toBeUndefined();
    expect(seriesLimit(-3)).toBeUndefined();
    expect(seriesLimit(2.7)).toBe(2);
  });

  it("names: unknown ones are 400 with the spec's wording", () => {
    expect(checkEventTypes(["message.sent", "message.sent", "inbox.created"])).toEqual([
      "message.sent",
      "inbox.created",
    ]);
    expect(thrown(() => checkEventTypes(["message.opened"]))).toEqual({
      message: "Unknown event type: message.opened",
      param: "event_types",
      status: 400,
    });
    expect(thrown(() => checkEventTypes(["token.issued"])).message).toBe("Unknown event type: token.issued");
    expect(checkEventTypes(["token.issued"], LOGGED_EVENT_TYPES)).toEqual(["token.issued"]);
    expect(checkNames(["bounce_rate"], RATE_TYPES, "rate type", "rate_types")).toEqual(["bounce_rate"]);
    expect(thrown(() => checkNames(["open_rate"], RATE_TYPES, "rate type", "rate_types"))).toEqual({
      message: "Unknown rate type: open_rate",
      param: "rate_types",
      status: 400,
    });
  });
});

describe("event buckets", () => {
  const grid: MetricsGrid = { start: T0, end: T0 + 24 * H, periodMs: 6 * H };
  const at = (type: string, hours: number) => ({ type, time: T0 + hours * H });

  it("message.received counts its sub-types; a sub-type counts itself", () => {
    expect(countsAs("message.received", "message.received.spam")).toBe(true);
    expect(countsAs("message.received.spam", "message.received")).toBe(false);
    expect(countsAs("message.sent", "message.sent")).toBe(true);
    expect(storedTypesFor(["message.received"], LOGGED_EVENT_TYPES)).toEqual([
      "message.received",
      "message.received.quarantined",
      "message.received.spam",
      "message.received.unauthenticated",
      "message.received.blocked",
    ]);
  });

  it("counts per period, labels each bucket with its start, leaves empty buckets out", () => {
    const events = [
      at("message.received", 0),
      at("message.received.spam", 1),
      at("message.received.blocked", 5.99),
      at("message.received", 13),
      at("message.sent", 6),
      at("message.sent", 23.9),
      at("message.sent", 24), // at end: outside
      at("message.sent", -0.1), // before start: outside
    ];
    const buckets = eventBuckets(
      events,
      ["message.received", "message.received.spam", "message.sent", "inbox.created"],
      grid,
      {
        descending: false,
      },
    );
    expect(buckets).toEqual({
      "message.received": [
        { timestamp: "2030-01-01T00:00:00.000Z", count: 3 },
        { timestamp: "2030-01-01T12:00:00.000Z", count: 1 },
      ],
      "message.received.spam": [{ timestamp: "2030-01-01T00:00:00.000Z", count: 1 }],
      "message.sent": [
        { timestamp: "2030-01-01T06:00:00.000Z", count: 1 },
        { timestamp: "2030-01-01T18:00:00.000Z", count: 1 },
      ],
      "inbox.created": [],
    });
  });

  it("descending gives newest buckets first; limit keeps that many per series", () => {
    const events = [at("message.sent", 1), at("message.sent", 7), at("message.sent", 8), at("message.sent", 19)];
    expect(eventBuckets(events, ["message.sent"], grid, { descending: true, limit: 2 })).toEqual({
      "message.sent": [
        { timestamp: "2030-01-01T18:00:00.000Z", count: 1 },
        { timestamp: "2030-01-01T06:00:00.000Z", count: 2 },
      ],
    });
    expect(eventBuckets(events, ["message.sent"], grid, { descending: false, limit: 1 })["message.sent"]).toEqual([
      { timestamp: "2030-01-01T00:00:00.000Z", count: 1 },
    ]);
  });

  it("a last period shorter than the others still counts", () => {
    const short: MetricsGrid = { start: T0, end: T0 + 10 * H, periodMs: 6 * H };
    expect(eventBuckets([at("inbox.created", 9.5)], ["inbox.created"], short, { descending: false })).toEqual({
      "inbox.created": [{ timestamp: "2030-01-01T06:00:00.000Z", count: 1 }],
    });
  });
});

describe("rolling rates", () => {
  const grid: MetricsGrid = { start: T0, end: T0 + 6 * H, periodMs: H };

  it("grid points are the ends of the periods, the last clamped to end, limited and ordered", () => {
    expect(gridPoints(grid, { descending: false }).map((t) => (t - T0) / H)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(gridPoints({ ...grid, end: T0 + 2.5 * H }, { descending: false }).map((t) => (t - T0) / H)).toEqual([
      1, 2, 2.5,
    ]);
    expect(gridPoints(grid, { descending: true, limit: 2 }).map((t) => (t - T0) / H)).toEqual([6, 5]);
    expect(gridPoints(grid, { descending: false, limit: 2 }).map((t) => (t - T0) / H)).toEqual([1, 2]);
    const huge: MetricsGrid = { start: T0, end: T0 + 30 * 86_400_000, periodMs: 1000 };
    expect(gridPoints(huge, { descending: false })).toHaveLength(MAX_RATE_POINTS);
  });

  it("divides distinct incident messages in the window by the sends in it", () => {
    const sends = [0.5, 0.6, 1.5, 2.5, 2.6, 2.7, 5.5].map((h) => T0 + h * H);
    const incidents = [
      { time: T0 + 0.7 * H, messageId: "a" },
      { time: T0 + 0.8 * H, messageId: "a" }, // the same message again: counted once per window
      { time: T0 + 2.9 * H, messageId: "b" },
    ];
    const points = ratePoints(sends, incidents, grid, 2 * H, { descending: false });
    expect(points.map((p) => [(Date.parse(p.timestamp) - T0) / H, p.count, p.sent])).toEqual([
      [1, 1, 2], // (−1h, 1h]: sends 0.5 0.6; a
      [2, 1, 3], // (0h, 2h]: 0.5 0.6 1.5; a
      [3, 1, 4], // (1h, 3h]: 1.5 2.5 2.6 2.7; b
      [4, 1, 3], // (2h, 4h]: 2.5 2.6 2.7; b
      [5, 0, 0], // (3h, 5h]: nothing
      [6, 0, 1], // (4h, 6h]: 5.5
    ]);
    expect(points[0].value).toBe(0.5);
    expect(points[2].value).toBe(0.25);
    expect(points[4].value).toBe(0);
  });

  it("the window includes its grid point and excludes its start", () => {
    const points = ratePoints([T0 + H, T0 + 2 * H], [{ time: T0 + 2 * H, messageId: "x" }], grid, H, {
      descending: false,
    });
    expect(points.slice(0, 3).map((p) => [p.count, p.sent])).toEqual([
      [0, 1], // (0, 1h]
      [1, 1], // (1h, 2h]: the send at 1h is out, the one at 2h in
      [0, 0],
    ]);
  });

  it("descending with a limit computes the newest points", () => {
    const sends = [T0 + 5.5 * H, T0 + 0.5 * H];
    const points = ratePoints(sends, [], grid, H, { descending: true, limit: 2 });
    expect(points.map((p) => [p.timestamp, p.sent])).toEqual([
      ["2030-01-01T06:00:00.000Z", 1],
      ["2030-01-01T05:00:00.000Z", 0],
    ]);
  });
});

describe("event-ID bounds", () => {
  it("a time bound sorts exactly between the events made before and after it", () => {
    const t = T0 + 1234;
    const before = newId("event", t - 1);
    const at = newId("event", t);
    const after = newId("event", t + 1);
    expect(before < eventIdAt(t)).toBe(true);
    expect(eventIdAt(t) <= at).toBe(true);
    expect(at < eventIdAt(t + 1)).toBe(true);
    expect(eventIdAt(t + 1) <= after).toBe(true);
    expect(eventIdTime(at)).toBe(t);
  });

  it("parses event IDs in any case and refuses anything else", () => {
    const id = newId("event", T0);
    expect(parseEventId(id)).toBe(id);
    expect(parseEventId(`evt_${id.slice(4).toLowerCase()}`)).toBe(id);
    expect(parseEventId("evt_123")).toBeUndefined();
    expect(parseEventId("msg_01HNZX8JGFACFA36RBXDHEQN6E")).toBeUndefined();
    expect(parseEventId("2030-01-01T00:00:00Z")).toBeUndefined();
  });
});
