// Storage helpers behind the cost figures (docs/cost.md): packed JSON attributes, distinct-word search texts and the
// item size the cost bench reports. Pure functions, no database.
import { describe, expect, it } from "vitest";
import { itemSize } from "../../shared/db/metering.js";
import { packJson, unpackJson } from "../../shared/db/packed-json.js";
import { searchTextOf, searchWords } from "../../shared/domain/threads.js";

describe("packJson / unpackJson", () => {
  it("leaves small values plain and packs large ones into fewer bytes", () => {
    const small = { a: 1, b: "two" };
    expect(packJson(small)).toBe(small);
    const large = { html: "<p>agents read mail</p>".repeat(200), text: "agents read mail ".repeat(200) };
    const packed = packJson(large);
    expect(packed).toBeInstanceOf(Uint8Array);
    expect((packed as Uint8Array).length).toBeLessThan(JSON.stringify(large).length / 10);
  });

  it("round-trips a payload exactly, key order included", () => {
    const payload = {
      message: { z: "last key first", html: "<b>x</b>".repeat(300), n: 0.1 + 0.2, list: [1, "a", null], ok: true },
      thread: { thread_id: "thd_1", labels: ["INBOX"] },
    };
    const back = unpackJson(packJson(payload));
    expect(JSON.stringify(back)).toBe(JSON.stringify(payload));
  });

  it("passes plain values (small, or stored before packing) and already packed bytes through", () => {
    const plain = { data: "x".repeat(5000) };
    expect(unpackJson(plain)).toBe(plain);
    const packed = packJson(plain) as Uint8Array;
    expect(packJson(packed)).toBe(packed);
    expect(unpackJson(new Uint8Array(packed))).toEqual(plain);
    expect(packJson(undefined)).toBeUndefined();
  });
});

describe("searchTextOf", () => {
  it("keeps each word once, in order of first appearance", () => {
    expect(searchTextOf("Re: Re: Invoice 42 — invoice 42 from bob@example.com", 100)).toBe(
      "re invoice 42 from bob@example.com",
    );
  });

  it("matches every word (and part of a word) the repeated text matched", () => {
    const text = "Alpha beta alpha GAMMA beta delta-epsilon alpha";
    const before = searchWords(text).join(" ");
    const after = searchTextOf(text, 1000);
    for (const word of searchWords(text)) {
      for (let i = 0; i < word.length; i++) expect(after.includes(word.slice(i))).toBe(before.includes(word.slice(i)));
    }
    expect(after.length).toBeLessThan(before.length);
  });

  it("is capped", () => {
    expect(searchTextOf(Array.from({ length: 500 }, (_, i) => `w${i}`).join(" "), 50)).toHaveLength(50);
  });
});

describe("itemSize", () => {
  it("counts names and values as DynamoDB does", () => {
    expect(itemSize({ pk: "abc" })).toBe(2 + 3);
    // Numbers: about one byte per two significant digits, plus one.
    expect(itemSize({ n: 12345 })).toBe(1 + 4);
    expect(itemSize({ b: true, z: null })).toBe(2 + 2);
    // Lists and maps: 3 bytes plus 1 per element, plus the elements (and the map's keys).
    expect(itemSize({ l: ["ab", "c"] })).toBe(1 + 3 + (1 + 2) + (1 + 1));
    expect(itemSize({ m: { k: "v" } })).toBe(1 + 3 + (1 + 1 + 1));
    expect(itemSize({ bin: Buffer.alloc(10) })).toBe(3 + 10);
  });
});
