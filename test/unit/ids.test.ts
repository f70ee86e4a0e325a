// IDs sort by the time they carry. Event IDs carry exactly the time they were made for, so the event log's order
// (by ID) and its created_at agree; other IDs never go back in time within a process.
import { describe, expect, it } from "vitest";
import { idTime, newId, newIdAt } from "../../shared/ids.js";

describe("newIdAt", () => {
  it("carries exactly the time asked for, even after an ID for a later time", () => {
    const later = Date.parse("2030-01-01T00:00:00.500Z");
    const earlier = later - 300;
    newId("event", later);
    newIdAt("event", later);
    expect(idTime("event", newIdAt("event", earlier))).toBe(earlier);
    // newId moves such an ID forward to the last time it used.
    expect(idTime("event", newId("event", earlier))).toBe(later);
  });

  it("keeps IDs of one millisecond in the order they were made, and orders IDs by their time", () => {
    const ms = Date.parse("2031-06-01T12:00:00.000Z");
    const same = Array.from({ length: 50 }, () => newIdAt("event", ms));
    expect([...same].sort()).toEqual(same);
    expect(new Set(same).size).toBe(same.length);
    const before = newIdAt("event", ms - 1);
    const after = newIdAt("event", ms + 1);
    expect(before < same[0] && same[same.length - 1] < after).toBe(true);
  });
});
