// The ready-cue concept tables (shared/trust/lexicon/ready-cues.ts): the sign-in page announced by the secret the
// reader should have ready for it (READY_SECRET) and the sign-in with the business e-mail address or the mailbox's own
// password (ADDRESS_LOGIN), one row per cue language. Each language's samples must hit its own row of their table;
// the benign near-misses ("have your booking reference ready", "bring your ID card", "sign in to your account on our
// website", "we will never ask for your password", "log in with your customer number") must hit neither table. The
// messages are written for these tests (test/unit/trust-ready.samples.ts), not taken from any corpus.
import { describe, expect, it } from "vitest";
import type { Lang, PhraseTable } from "../../shared/trust/lexicon/combinators.js";
import { ADDRESS_LOGIN, READY_ROWS, READY_SECRET } from "../../shared/trust/lexicon/ready-cues.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { compiledOnce, hits, ownRowsHit } from "../helpers/phrase-hits.js";
import { SAMPLES } from "./trust-ready.samples.js";

const LANGS = Object.keys(READY_ROWS) as Lang[];

/** The two tables merged as the own-login feature will read them. */
const MERGED: PhraseTable = (() => {
  const merged: PhraseTable = {};
  for (const lang of LANGS) merged[lang] = [...(READY_SECRET[lang] ?? []), ...(ADDRESS_LOGIN[lang] ?? [])];
  return merged;
})();

describe("ready cues: every cue language has both concepts", () => {
  it("covers every cue language of agent-cues.ts", () => {
    expect(CUE_LANGUAGES).toHaveLength(75);
    expect([...LANGS].sort()).toEqual([...CUE_LANGUAGES].sort());
  });

  it("has both fields in each language, an entry in each table, and samples for each", () => {
    for (const lang of LANGS) {
      for (const field of ["ready", "address"] as const)
        expect(READY_ROWS[lang]?.[field], `${lang}.${field}`).toBeTruthy();
      expect(READY_SECRET[lang], lang).toHaveLength(1);
      expect(ADDRESS_LOGIN[lang], lang).toHaveLength(1);
    }
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGS].sort());
    for (const [lang, samples] of Object.entries(SAMPLES)) {
      expect(samples.ready, lang).toHaveLength(2);
      expect(samples.address, lang).toHaveLength(2);
      expect(samples.benign.length, lang).toBeGreaterThanOrEqual(4);
    }
  });
});

describe("ready cues: each sample hits its own language's row of its table", () => {
  // Compiled together before any search: each compile makes the shared screen prepare again at the next search.
  for (const table of [READY_SECRET, ADDRESS_LOGIN, MERGED]) compiledOnce(table);
  for (const [lang, samples] of Object.entries(SAMPLES)) {
    for (const text of samples.ready)
      it(`have it ready (${lang}): ${text}`, () => {
        expect(ownRowsHit(READY_SECRET, lang as Lang, text)).toBe(true);
        expect(hits(READY_SECRET, text).length).toBeGreaterThan(0);
      });
    for (const text of samples.address)
      it(`sign in with the e-mail address (${lang}): ${text}`, () => {
        expect(ownRowsHit(ADDRESS_LOGIN, lang as Lang, text)).toBe(true);
        expect(hits(ADDRESS_LOGIN, text).length).toBeGreaterThan(0);
      });
  }
});

describe("ready cues: the ordinary senses stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(MERGED, text)).toEqual([]);
      });
});
