import { describe, expect, it } from "vitest";
import { ApiError } from "../../shared/errors.js";
import {
  bareAddress,
  checkRecipientCap,
  distinctAddresses,
  domainOf,
  formatAddress,
  isValidAddress,
  parseRecipients,
} from "../../shared/mime/addresses.js";
import { parseMessage } from "../../shared/mime/parse.js";

function errorOf(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected an ApiError");
}

describe("parseRecipients", () => {
  it("returns nothing for undefined, null, empty strings and empty lists", () => {
    expect(parseRecipients(undefined, "to")).toEqual([]);
    expect(parseRecipients(null, "to")).toEqual([]);
    expect(parseRecipients("", "to")).toEqual([]);
    expect(parseRecipients("  ", "to")).toEqual([]);
    expect(parseRecipients([], "to")).toEqual([]);
  });

  it("lowercases and trims a bare address", () => {
    expect(parseRecipients("  Alice@Example.COM ", "to")).toEqual([{ address: "alice@example.com" }]);
  });

  it("keeps display names", () => {
    expect(parseRecipients("Alice Smith <Alice@Example.com>", "to")).toEqual([
      { address: "alice@example.com", name: "Alice Smith" },
    ]);
  });

  it("handles quoted names containing commas", () => {
    expect(parseRecipients('"Smith, Alice" <alice@example.com>, bob@example.org', "cc")).toEqual([
      { address: "alice@example.com", name: "Smith, Alice" },
      { address: "bob@example.org" },
    ]);
  });

  it("handles UTF-8 names", () => {
    expect(parseRecipients("Jürgen Müller <jm@example.de>", "to")).toEqual([
      { address: "jm@example.de", name: "Jürgen Müller" },
    ]);
  });

  it("accepts comma- and semicolon-separated strings and arrays of them", () => {
    expect(parseRecipients(["a@x.com, b@y.com", "c@z.com; D <d@w.org>"], "to").map((r) => r.address)).toEqual([
      "a@x.com",
      "b@y.com",
      "c@z.com",
      "d@w.org",
    ]);
  });

  it("drops duplicates within a field, keeping the first", () => {
    expect(parseRecipients(["A <a@x.com>", "A@X.com", "b@x.com"], "to")).toEqual([
      { address: "a@x.com", name: "A" },
      { address: "b@x.com" },
    ]);
  });

  it("converts internationalized domains to punycode", () => {
    expect(parseRecipients("info@bücher.de", "to")).toEqual([{ address: "info@xn--bcher-kva.de" }]);
  });

  it("treats an empty group as nobody", () => {
    expect(parseRecipients("undisclosed-recipients:;", "to")).toEqual([]);
  });

  it.each([
    ["not-an-address"],
    ["a@"],
    ["@x.com"],
    ["a@localhost"],
    ["Name <>"],
    ["a@x.com b@y.com"],
    ["a..b@x.com"],
    ["a@-x.com"],
    ["a@x.c"],
    [`${"a".repeat(65)}@x.com`],
  ])("rejects %j with the address as given and the field as param", (input) => {
    const error = errorOf(() => parseRecipients(input, "cc"));
    expect(error.type).toBe("validation");
    expect(error.status).toBe(400);
    expect(error.message).toBe(`Invalid recipient: ${input}`);
    expect(error.param).toBe("cc");
  });

  it("reports only the bad entry of a list", () => {
    const error = errorOf(() => parseRecipients("good@x.com, Bad Person <bad@>", "to"));
    expect(error.message).toBe("Invalid recipient: Bad Person <bad@>");
  });

  it("rejects non-string items", () => {
    expect(errorOf(() => parseRecipients([42 as unknown as string], "bcc")).message).toBe("Invalid recipient: 42");
  });
});

describe("address helpers", () => {
  it("isValidAddress", () => {
    expect(isValidAddress("a.b+tag@sub.example.co.uk")).toBe(true);
    expect(isValidAddress("a@example")).toBe(false);
    expect(isValidAddress("a b@example.com")).toBe(false);
  });

  it("bareAddress strips names and brackets and lowercases", () => {
    expect(bareAddress("Alice <Alice@Example.com>")).toBe("alice@example.com");
    expect(bareAddress('"Last, First" <LF@x.com>')).toBe("lf@x.com");
    expect(bareAddress(" b@X.com ")).toBe("b@x.com");
    expect(bareAddress("<c@x.com>")).toBe("c@x.com");
  });

  it("formatAddress quotes names only when needed", () => {
    expect(formatAddress({ address: "a@x.com" })).toBe("a@x.com");
    expect(formatAddress({ address: "a@x.com", name: "Alice Smith" })).toBe("Alice Smith <a@x.com>");
    expect(formatAddress({ address: "a@x.com", name: "Smith, Alice" })).toBe('"Smith, Alice" <a@x.com>');
    expect(formatAddress({ address: "a@x.com", name: 'Al "the pal"' })).toBe('"Al \\"the pal\\"" <a@x.com>');
    expect(formatAddress({ address: "a@x.com", name: "A. Smith" })).toBe('"A. Smith" <a@x.com>');
    expect(formatAddress({ address: "a@x.com", name: "Jürgen" })).toBe("Jürgen <a@x.com>");
  });

  it("formatAddress output parses back to the same recipient", () => {
    for (const name of ["Smith, Alice", 'Al "the pal"', "x\\y", "Jürgen Müller", "a@b"]) {
      expect(parseRecipients(formatAddress({ address: "a@x.com", name }), "to")).toEqual([
        { address: "a@x.com", name },
      ]);
    }
  });

  it("distinctAddresses merges lists case-insensitively in first-seen order", () => {
    expect(
      distinctAddresses(
        [{ address: "a@x.com" }, { address: "b@x.com" }],
        [{ address: "B@x.com" }],
        [{ address: "c@x.com" }, { address: "a@x.com" }],
      ),
    ).toEqual(["a@x.com", "b@x.com", "c@x.com"]);
  });

  it("checkRecipientCap counts distinct addresses and states the cap", () => {
    expect(() => checkRecipientCap(["a@x.com", "A@x.com", "b@x.com"], 2)).not.toThrow();
    const error = errorOf(() => checkRecipientCap(["a@x.com", "b@x.com", "c@x.com"], 2));
    expect(error.message).toBe("A message may have at most 2 distinct recipients (to, cc, bcc)");
    expect(error.param).toBe("to");
    expect(error.status).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `r${i}@x.com`);
    expect(errorOf(() => checkRecipientCap(many, 50)).message).toContain("at most 50");
    expect(() => checkRecipientCap(many.slice(0, 50), 50)).not.toThrow();
  });

  it("domainOf", () => {
    expect(domainOf("a@Example.COM")).toBe("example.com");
    expect(domainOf("Name <a@sub.x.org>")).toBe("sub.x.org");
  });

  it("a received From with specials in its name is stored so that it parses back to the same address", async () => {
    const raw = Buffer.from(
      'From: "<img src=x onerror=alert(1)>Mallory, Inc." <mallory@example.com>\r\nTo: a@x.com\r\nSubject: s\r\n\r\nbody\r\n',
    );
    const parsed = await parseMessage(raw);
    expect(parsed.from).toBe('"<img src=x onerror=alert(1)>Mallory, Inc." <mallory@example.com>');
    expect(parseRecipients(parsed.from, "to")).toEqual([
      { address: "mallory@example.com", name: "<img src=x onerror=alert(1)>Mallory, Inc." },
    ]);
    const plain = await parseMessage(Buffer.from("From: Ann Lee <ann@example.com>\r\n\r\nx\r\n"));
    expect(plain.from).toBe("Ann Lee <ann@example.com>");
  });
});
