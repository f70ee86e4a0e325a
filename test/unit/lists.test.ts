// Allow and block list matching: pure functions, no database.
import { describe, expect, it } from "vitest";
import {
  addressDomain,
  entryMatches,
  isEmailAddress,
  levelOf,
  type MatchableEntry,
  normalizeAddress,
  parseEntry,
  parseListPath,
  verdictFor,
} from "../../shared/domain/lists.js";
import { ApiError } from "../../shared/errors.js";

const allow = (entry: string): MatchableEntry => ({ ...parseEntry(entry), listType: "allow" });
const block = (entry: string): MatchableEntry => ({ ...parseEntry(entry), listType: "block" });

function apiError(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected an ApiError");
}

describe("addresses", () => {
  it("normalizes to the bare lowercased address", () => {
    expect(normalizeAddress("  Alice@Example.COM ")).toBe("alice@example.com");
    expect(normalizeAddress('"Alice A." <Alice@Example.com>')).toBe("alice@example.com");
    expect(normalizeAddress("Bob <bob@x.org>  ")).toBe("bob@x.org");
  });

  it("takes the domain after the last @", () => {
    expect(addressDomain("a@sub.example.com")).toBe("sub.example.com");
    expect(addressDomain("no-at-sign")).toBeUndefined();
    expect(addressDomain("trailing@")).toBeUndefined();
  });

  it("tells addresses from other strings", () => {
    expect(isEmailAddress("a.b+tag@mail.example.com")).toBe(true);
    expect(isEmailAddress("o'hara@example.ie")).toBe(true);
    for (const bad of ["", "@example.com", "a@", "a@-bad.com", "a@exa mple.com", "a b@example.com", "a@b..com"]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
  });
});

describe("parseEntry", () => {
  it("lowercases and trims addresses and domains and says which it is", () => {
    expect(parseEntry("  Boss@Example.COM ")).toEqual({ entry: "boss@example.com", entryType: "email" });
    expect(parseEntry("Example.COM")).toEqual({ entry: "example.com", entryType: "domain" });
    expect(parseEntry("@example.com")).toEqual({ entry: "example.com", entryType: "domain" });
    expect(parseEntry("example.com.")).toEqual({ entry: "example.com", entryType: "domain" });
    expect(parseEntry("xn--bcher-kva.example")).toEqual({ entry: "xn--bcher-kva.example", entryType: "domain" });
  });

  it("refuses anything else with a 400 naming entry", () => {
    for (const bad of ["not an entry", "a@b@", "@", "a@", "-example.com", "exa_mple.com", "a..b", "x@y_z.com"]) {
      const error = apiError(() => parseEntry(bad));
      expect(error.status, bad).toBe(400);
      expect(error.param).toBe("entry");
      expect(error.message).toMatch(/^entry must be an email address or a domain/);
    }
  });
});

describe("entryMatches", () => {
  const email = parseEntry("boss@example.com");
  const domain = parseEntry("example.com");

  it("matches an address entry to that address only, in any case", () => {
    expect(entryMatches(email, "boss@example.com")).toBe(true);
    expect(entryMatches(email, "BOSS@Example.com")).toBe(true);
    expect(entryMatches(email, "Boss <boss@example.com>")).toBe(true);
    expect(entryMatches(email, "boss@sub.example.com")).toBe(false);
    expect(entryMatches(email, "boss2@example.com")).toBe(false);
  });

  it("matches a domain entry to its domain and every subdomain, not to look-alikes", () => {
    expect(entryMatches(domain, "a@example.com")).toBe(true);
    expect(entryMatches(domain, "a@sub.example.com")).toBe(true);
    expect(entryMatches(domain, "a@deep.sub.EXAMPLE.com")).toBe(true);
    expect(entryMatches(domain, "a@notexample.com")).toBe(false);
    expect(entryMatches(domain, "a@example.com.evil.net")).toBe(false);
    expect(entryMatches(domain, "example.com@evil.net")).toBe(false);
    expect(entryMatches(parseEntry("sub.example.com"), "a@example.com")).toBe(false);
  });
});

describe("verdictFor", () => {
  it("allows everything when no entry applies", () => {
    expect(verdictFor([], "a@example.com")).toEqual({ allowed: true, onAllowList: false, onBlockList: false });
  });

  it("refuses a blocked address and allows the others", () => {
    const entries = [block("spam.test"), block("x@example.com")];
    expect(verdictFor(entries, "a@mail.spam.test")).toEqual({ allowed: false, onAllowList: false, onBlockList: true });
    expect(verdictFor(entries, "x@example.com").allowed).toBe(false);
    expect(verdictFor(entries, "y@example.com")).toEqual({ allowed: true, onAllowList: false, onBlockList: false });
  });

  it("lets an allow entry win over a block entry", () => {
    const entries = [block("example.com"), allow("boss@example.com")];
    expect(verdictFor(entries, "boss@example.com")).toEqual({ allowed: true, onAllowList: true, onBlockList: true });
  });

  it("refuses every address matching no allow entry while one exists (allow-only mode)", () => {
    const entries = [allow("partner.org")];
    expect(verdictFor(entries, "a@partner.org").allowed).toBe(true);
    expect(verdictFor(entries, "a@team.partner.org").allowed).toBe(true);
    expect(verdictFor(entries, "a@elsewhere.com")).toEqual({ allowed: false, onAllowList: false, onBlockList: false });
  });
});

describe("list paths and levels", () => {
  it("validates direction and type with the spec's messages", () => {
    expect(parseListPath({ direction: "reply", type: "block" })).toEqual({ direction: "reply", listType: "block" });
    const direction = apiError(() => parseListPath({ direction: "sideways", type: "allow" }));
    expect([direction.status, direction.message, direction.param]).toEqual([
      400,
      "direction must be send, receive or reply",
      "direction",
    ]);
    const type = apiError(() => parseListPath({ direction: "send", type: "maybe" }));
    expect([type.status, type.message, type.param]).toEqual([400, "type must be allow or block", "type"]);
  });

  it("acts at the narrowest level of the scope", () => {
    expect(levelOf({ organizationId: "org_1" })).toEqual({ level: "org" });
    expect(levelOf({ organizationId: "org_1", podId: "pod_1" })).toEqual({ level: "pod_1", podId: "pod_1" });
    expect(levelOf({ organizationId: "org_1", podId: "pod_1", inboxId: "a@b.c" })).toEqual({
      level: "a@b.c",
      podId: "pod_1",
      inboxId: "a@b.c",
    });
  });
});
