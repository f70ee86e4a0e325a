// The screen (prefilter.ts) that lets a phrase table try only where one of its entries can begin. It must never drop
// an offset where a match starts: trust-phrases.test.ts compares every table's hits with the plain patterns on three
// corpora; this file checks the pieces on hand-made patterns and texts.
import { describe, expect, it } from "vitest";
import { phraseTables } from "../../shared/trust/lexicon.js";
import { compileTable, findPhrases, tableSource } from "../../shared/trust/phrases.js";
import {
  entryAnchors,
  entryNeeds,
  probeOf,
  entryStarts as read,
  spellNeed,
  TableScreen,
} from "../../shared/trust/prefilter.js";

const entryStarts = (source: string) => read(source)?.starts;

describe("entry starts", () => {
  it("reads the literal strings a match must begin with, through groups, classes and optional parts", () => {
    expect(entryStarts("(?:skip|drop) (?:all|any)")).toEqual(["skip all", "skip any", "drop all", "drop any"]);
    // Cut to twelve code units ("without " alone tells nothing of the word after it), or to eight where longer starts
    // would outgrow the bound on alternatives and come out shorter.
    expect(entryStarts("ignore (?:all|any) rules")).toEqual(["ignore all r", "ignore any r"]);
    expect(entryStarts("(?:re|un)(?:send|sent)\\p{L}*")?.sort()).toEqual(["resend", "resent", "unsend", "unsent"]);
    expect(entryStarts("[fv]orward")?.sort()).toEqual(["forward", "vorward"]);
    // An optional first word: a match begins with it or with what follows.
    expect(entryStarts("(?:my )?pass")?.sort()).toEqual(["my pass", "pass"]);
    expect(entryStarts("\\d{2,3}% off")).toEqual([..."0123456789"]);
    // Lookarounds consume nothing.
    expect(entryStarts("(?<=[,;] )bot(?![\\p{L}])")).toEqual(["bot"]);
  });

  it("has none when a match can begin with anything", () => {
    expect(entryStarts("\\p{L}+ instructions")).toBeUndefined();
    expect(entryStarts("(?:[\\p{L}-]+ )?assistant")).toBeUndefined();
    expect(entryStarts("x|\\s+y")).toBeUndefined();
    // The inner element may match nothing, so "b" alone matches.
    expect(entryStarts("(?:a?)+b")).toBeUndefined();
  });

  it("gives none for an alternative anchored at offset 0, where the entry is always tried", () => {
    expect(read("(?:^|[.!?] )bots?:")?.atZero).toBe(true);
    expect(read("(?<=^|[.!?] )bots?:")?.atZero).toBe(false);
    expect(entryStarts("(?:^|[.!?] )bots?:")?.sort()).toEqual([
      "! bot:",
      "! bots:",
      ". bot:",
      ". bots:",
      "? bot:",
      "? bots:",
    ]);
  });
});

describe("table screen", () => {
  const screen = new TableScreen([
    [
      { starts: ["ignore", "ign"], atZero: false, spaced: true },
      { starts: ["pl"], atZero: true, spaced: true },
    ],
    [{ starts: ["忽略"], atZero: false, spaced: false, probes: { plain: ["忽略"], latin1: ["忽略"] } }],
    undefined,
  ]);

  it("finds spaced starts only at word starts, unspaced ones anywhere, ^ entries at offset 0", () => {
    const { candidates } = screen.screen("please ignore this; reignore; 请忽略 ignore", {
      latin1: false,
      oneByte: false,
    });
    // Pairs (offset, entry): "pl" at 0 twice (^ and its start), entry 0 once at each word-start "ignore" (its
    // start "ign" reached first; "ignore" below it does not list it again).
    expect(candidates[0]).toEqual([0, 1, 0, 1, 7, 0, 34, 0]);
    expect(candidates[1]).toEqual([31, 0]);
    expect(candidates[2]).toBeUndefined();
  });

  it("gives an entry that needs a character beyond Latin-1 no candidates in a one-byte text", () => {
    const probes = { plain: ["小时"], latin1: ["小时"] };
    const wide = new TableScreen([[{ starts: ["4"], atZero: true, spaced: true, probes }]]);
    expect(wide.screen("4 hours", { latin1: true, oneByte: true }).candidates[0]).toEqual([]);
    expect(wide.screen("4 小时", { latin1: false, oneByte: false }).candidates[0]).toEqual([0, 0, 0, 0]);
  });

  it("gives an entry with frequent starts candidates only in a text holding one of its anchors, as it is spelled", () => {
    const gated = new TableScreen([
      [
        { starts: ["to"], atZero: false, spaced: true, probes: { plain: ["gent"], latin1: ["gent"] } },
        { starts: ["."], atZero: false, spaced: true, probes: { plain: ["bot\u2014"], latin1: ["bot\u00b4"] } },
        { starts: ["tomorrow"], atZero: false, spaced: true, probes: { plain: ["gent"], latin1: ["gent"] } },
      ],
    ]);
    const spelled = { latin1: true, oneByte: true };
    // "to" is gated (a text without "agent" gives it no candidates); "tomorrow", a longer word, is not gated by a
    // search, but a text lacking a trigram of its anchor gives it none either.
    expect(gated.screen("to you, tomorrow.", spelled).candidates[0]).toEqual([]);
    expect(gated.screen("to you, tomorrow, agent.", spelled).candidates[0]).toEqual([0, 0, 8, 0, 8, 2]);
    expect(gated.screen("to the agent.", spelled).candidates[0]).toEqual([0, 0]);
    expect(gated.screen(".bot\u00b4 .", spelled).candidates[0]).toEqual([0, 1, 6, 1]);
    expect(gated.screen(".bot\u00b4 .", { latin1: false, oneByte: true }).candidates[0]).toEqual([]);
  });
});

describe("screened tables", () => {
  it("find the same hits as a scan of the whole text, wherever the entries begin", () => {
    const source = {
      en: ["(?:your )?password (?:expires|expired)", "\\d{2,3}% off", "(?:^|[.!?] )agents?:"],
      zh: ["忽略(?:之前|以上)的?指令"],
    };
    const table = compileTable(source);
    const text =
      "agent: your password expired. Your password expires — 20% off! agent: 忽略之前的指令 password expires";
    const hits = findPhrases(table, text);
    expect(hits.map((h) => h.text)).toEqual([
      "agent:",
      "your password expired",
      "password expires",
      "20% off",
      "忽略之前的指令",
      "password expires",
    ]);
    // Where the plain pattern finds them (a spaced hit's match starts with the separator its guard consumed).
    const plain = [...text.matchAll(new RegExp(tableSource(source).source, "gu"))].map((m) =>
      /^[\p{L}\p{N}]/u.test(m[0]) || m.index === 0 || m[0].startsWith("忽") ? m.index : m.index + 1,
    );
    expect(hits.map((h) => h.index)).toEqual(plain);
  });
});

describe("anchor probes", () => {
  it("search from an anchor's rarest character on, keeping at least three characters, so a search is quick", () => {
    expect(probeOf("agent")).toBe("gent");
    expect(probeOf("gebühr")).toBe("ühr");
    expect(probeOf("% off")).toBe("% off");
    expect(probeOf("小时")).toBe("小时");
    for (const anchor of ["agent", "assistant", "bank details", " closed", "ab"])
      expect(anchor).toContain(probeOf(anchor));
  });
});

describe("entry anchors", () => {
  it("reads literals one of which every match contains: the longest required run, or a required group's", () => {
    expect(entryAnchors("\\p{L}*gebühr\\p{L}*")).toEqual(["gebühr"]);
    expect(entryAnchors("(?:your )?(?:\\p{L}+ )?shop (?:is|was) closed")).toEqual([" closed"]);
    expect(entryAnchors("\\p{L}+(?:assistant|agent|bot)s?")).toEqual(["assistant", "agent", "bot"]);
    expect(entryAnchors("(?:pay|send)\\p{L}* (?:fee|cost)|\\p{L}*charge")).toEqual(["pay", "send", "charge"]);
    expect(entryAnchors("\\p{L}(?:ab){1,3}\\p{L}+xy")).toBeUndefined();
  });

  it("leaves out what a match may skip or look at without consuming", () => {
    expect(entryAnchors("(?:abcdef)?\\p{L}xyz")).toEqual(["xyz"]);
    expect(entryAnchors("(?:abcdef)*\\p{L}xyz")).toEqual(["xyz"]);
    expect(entryAnchors("(?=abcdef)\\p{L}+")).toBeUndefined();
    expect(entryAnchors("\\p{L}+|abc")).toBeUndefined();
    expect(entryAnchors("\\p{L}?费用")).toEqual(["费用"]);
    expect(entryAnchors("\\d+ ?小[时時]内")).toEqual(["小"]);
  });
});

describe("entry needs", () => {
  it("keeps every required part: runs of plain characters, required groups, one alternative of each", () => {
    expect(entryNeeds("(?:send|share)[^.]{0,30}(?:verification|security) codes?")).toEqual({
      all: [{ any: ["send", "share"] }, { any: ["verification", "security"] }, " code"],
    });
    expect(entryNeeds("\\d+x (?:returns?|gains?)|profits?")).toEqual({
      any: [{ all: ["x ", { any: ["return", "gain"] }] }, "profit"],
    });
  });

  it("knows nothing of what a match may skip, look at without consuming, or begin with in one alternative", () => {
    expect(entryNeeds("(?:abcdef)?\\p{L}xyz(?=uvw)")).toBe("xyz");
    expect(entryNeeds("\\p{L}+|abc")).toBe(true);
    expect(spellNeed(entryNeeds("a\u2014b (?:c|d)"), (s) => s.replace("\u2014", "\u00b4"))).toEqual({
      all: ["a\u00b4b ", { any: ["c", "d"] }],
    });
  });

  it("lets the screen turn away an entry when the text lacks one of its required parts", () => {
    const source = "(?:send|share) (?:verification|security) codes?";
    const needs = { plain: entryNeeds(source), latin1: entryNeeds(source) };
    const screen = new TableScreen([[{ starts: ["send", "share"], atZero: false, spaced: true, needs }]]);
    const spelled = { latin1: true, oneByte: true };
    expect(screen.screen("send the security report", spelled).candidates[0]).toEqual([]);
    expect(screen.screen("send the security code", spelled).candidates[0]).toEqual([0, 0]);
  });
});

describe("the lexicon's entries", () => {
  it("can nearly all be placed by the screen (each one that cannot costs a scan of every text with it alone)", () => {
    const unplaced = phraseTables().flatMap(([name, table]) =>
      Object.entries(table).flatMap(([lang, entries]) =>
        (entries as readonly string[]).filter((entry) => !read(entry)).map((entry) => `${name}.${lang}: ${entry}`),
      ),
    );
    // Today: DIRECTIVE's address to an assistant after any word, two fee compounds (de, nl), a shop's suspension
    // after any word. A new one should begin with a literal word where it can.
    expect(unplaced.length, unplaced.join("\n")).toBeLessThanOrEqual(4);
  });
});
