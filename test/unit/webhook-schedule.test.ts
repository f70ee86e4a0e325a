// The retry schedule as data: 1 min, 5 min, 30 min, 2 h, 12 h, then every 24 h, until five days after the event.
import { describe, expect, it } from "vitest";
import {
  ATTEMPT_TIMEOUT_MS,
  LATER_RETRY_DELAY_MS,
  nextAttemptTime,
  RESPONSE_BODY_BYTES,
  RETRY_DELAYS_MS,
  RETRY_WINDOW_MS,
  retryDelayMs,
} from "../../shared/events/webhook-delivery.js";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("retryDelayMs", () => {
  it("waits 1 min, 5 min, 30 min, 2 h and 12 h before attempts 2 to 6", () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([MIN, 5 * MIN, 30 * MIN, 2 * HOUR, 12 * HOUR]);
    expect(RETRY_DELAYS_MS).toEqual([MIN, 5 * MIN, 30 * MIN, 2 * HOUR, 12 * HOUR]);
  });

  it("waits 24 h before attempt 7 and every later one", () => {
    expect(LATER_RETRY_DELAY_MS).toBe(DAY);
    expect([6, 7, 8, 20, 100].map(retryDelayMs)).toEqual([DAY, DAY, DAY, DAY, DAY]);
  });

  it("keeps the spec's limits: five days, 10 s per attempt, 1 KB of response", () => {
    expect(RETRY_WINDOW_MS).toBe(5 * DAY);
    expect(ATTEMPT_TIMEOUT_MS).toBe(10_000);
    expect(RESPONSE_BODY_BYTES).toBe(1024);
  });
});

describe("nextAttemptTime", () => {
  it("runs ten attempts within five days of an event when every one fails at once, then stops", () => {
    const event = Date.parse("2026-03-01T00:00:00Z");
    const until = new Date(event + RETRY_WINDOW_MS);
    const times = [event];
    for (let attempt = 1; ; attempt++) {
      const next = nextAttemptTime(attempt, new Date(times[times.length - 1]), until);
      if (!next) break;
      times.push(next.getTime());
    }
    const offsets = times.map((t) => t - event);
    expect(offsets).toEqual([
      0,
      MIN,
      6 * MIN,
      36 * MIN,
      2 * HOUR + 36 * MIN,
      14 * HOUR + 36 * MIN,
      DAY + 14 * HOUR + 36 * MIN,
      2 * DAY + 14 * HOUR + 36 * MIN,
      3 * DAY + 14 * HOUR + 36 * MIN,
      4 * DAY + 14 * HOUR + 36 * MIN,
    ]);
  });

  it("counts each wait from when the failed attempt ended", () => {
    const failedAt = new Date("2026-03-01T10:00:07.500Z");
    expect(nextAttemptTime(1, failedAt, new Date("2026-03-06T00:00:00Z"))?.toISOString()).toBe(
      "2026-03-01T10:01:07.500Z",
    );
  });

  it("allows an attempt exactly at the end of the window, none after it", () => {
    const until = new Date("2026-03-06T00:00:00Z");
    expect(nextAttemptTime(7, new Date(until.getTime() - DAY), until)?.getTime()).toBe(until.getTime());
    expect(nextAttemptTime(7, new Date(until.getTime() - DAY + 1), until)).toBeUndefined();
    expect(nextAttemptTime(1, new Date(until.getTime() - 30_000), until)).toBeUndefined();
  });
});
