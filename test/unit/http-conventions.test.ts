import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "../../shared/errors.js";
import { isIsoTimestamp, parseBool, parseList, parseWith, q, snakeKeys } from "../../shared/http/validation.js";
import { decodeToken, effectiveLimit, encodeToken, offsetPage, pageRequest, toPage } from "../../shared/pagination.js";

describe("query parsing", () => {
  it.each([
    ["", true],
    ["true", true],
    ["1", true],
    ["false", false],
    ["0", false],
    ["TRUE", false],
    ["yes", false],
  ])("parseBool(%j) is %s", (input, expected) => {
    expect(parseBool(input)).toBe(expected);
  });

  it("accepts every list form", () => {
    expect(parseList(["a", "b"])).toEqual(["a", "b"]);
    expect(parseList(["a,b", "c"])).toEqual(["a", "b", "c"]);
    expect(parseList(['["a","b,c"]'])).toEqual(["a", "b,c"]);
    expect(parseList(["[not json", "x"])).toEqual(["[not json", "x"]);
    expect(parseList([" a , ,b "])).toEqual(["a", "b"]);
  });

  it("applies the limit rules", () => {
    expect(effectiveLimit(undefined)).toBe(50);
    expect(effectiveLimit(0)).toBe(50);
    expect(effectiveLimit(-1)).toBe(50);
    expect(effectiveLimit(501)).toBe(500);
    expect(effectiveLimit(7.9)).toBe(7);
    expect(effectiveLimit(2000, Number.MAX_SAFE_INTEGER)).toBe(2000);
  });

  it("recognises ISO 8601 timestamps only", () => {
    expect(isIsoTimestamp("2030-01-01T00:00:00.000Z")).toBe(true);
    expect(isIsoTimestamp("2030-01-01T00:00:00+02:00")).toBe(true);
    expect(isIsoTimestamp("2030-01-01")).toBe(true);
    expect(isIsoTimestamp("tomorrow")).toBe(false);
    expect(isIsoTimestamp("2030-13-45T99:00:00Z")).toBe(false);
  });

  it("reports the first problem in the spec's wording", () => {
    const schema = z.object({ limit: q.number(), tags: q.list(), flag: q.bool() });
    expect(parseWith(schema, { limit: ["5"], tags: ["a,b"], flag: [""] })).toEqual({
      limit: 5,
      tags: ["a", "b"],
      flag: true,
    });
    try {
      parseWith(schema, { limit: ["five"] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).toBody()).toEqual({
        error: { type: "validation", message: "limit must be a number", param: "limit" },
      });
    }
    const body = z.object({
      name: z.string().min(1),
      kind: z.enum(["send", "receive", "reply"]),
      ids: z.array(z.string()),
    });
    const messageOf = (input: unknown) => {
      try {
        parseWith(body, input);
        return undefined;
      } catch (error) {
        return (error as ApiError).message;
      }
    };
    expect(messageOf({ kind: "send", ids: [] })).toBe("name is required");
    expect(messageOf({ name: "", kind: "send", ids: [] })).toBe("name cannot be empty");
    expect(messageOf({ name: "n", kind: "x", ids: [] })).toBe("kind must be send, receive or reply");
    expect(messageOf({ name: "n", kind: "send", ids: "a" })).toBe("ids must be a list");
    expect(messageOf({ name: 5, kind: "send", ids: [] })).toBe("name must be a string");
  });

  it("renames camelCase body keys, snake_case winning a clash, top level only", () => {
    expect(snakeKeys({ displayName: "a", client_id: "b", clientId: "c", metadata: { someKey: 1 } })).toEqual({
      display_name: "a",
      client_id: "b",
      metadata: { someKey: 1 },
    });
  });
});

describe("pagination", () => {
  it("round-trips tokens and restarts on anything undecodable", () => {
    const cursor = { podId: "pod_1", createdAt: "2026-01-01T00:00:00.000Z" };
    expect(decodeToken(encodeToken(cursor))).toEqual(cursor);
    for (const bad of ["", "%%%", "bm90IGpzb24", encodeToken({} as never), Buffer.from("[1]").toString("base64url")]) {
      expect(decodeToken(bad)).toBeUndefined();
    }
    expect(decodeToken(Buffer.from(JSON.stringify({ a: 1 })).toString("base64url"))).toBeUndefined();
  });

  it("keeps the extra fetched item only as a signal of another page", () => {
    const page = pageRequest({ limit: 2 });
    expect(toPage([1, 2, 3], page, (n) => ({ n: String(n) }))).toEqual({ items: [1, 2], next: { n: "2" } });
    expect(toPage([1, 2], page, (n) => ({ n: String(n) }))).toEqual({ items: [1, 2] });
  });

  it("pages in-memory results by offset", () => {
    const page = pageRequest({ limit: 2 });
    const first = offsetPage([1, 2, 3, 4, 5], page);
    expect(first.items).toEqual([1, 2]);
    const second = offsetPage([1, 2, 3, 4, 5], page, encodeToken(first.next!));
    expect(second.items).toEqual([3, 4]);
    const last = offsetPage([1, 2, 3, 4, 5], page, encodeToken(second.next!));
    expect(last).toMatchObject({ items: [5] });
    expect(last.next).toBeUndefined();
  });
});
