// The execute concept table (shared/trust/lexicon/execute-cues.ts): a text to translate or decode and then carry out,
// or to carry out as if it came from a person, one row per language. Each language's samples must hit its own rows;
// the benign counterparts ("please translate the text below for our client", "follow the instructions in the
// attachment to register", "the translation agency executed the order", "treat it as urgent", "follow the instructions
// on the form as if you were a new customer") must hit nothing. The messages are written for these tests
// (test/unit/trust-execute.samples.ts), not taken from any corpus. End to end, the benign ones stay below the
// detector's low band through injectionScore.
import { describe, expect, it } from "vitest";
import { injectionScore } from "../../shared/trust/injection.js";
import type { Lang, PhraseTable } from "../../shared/trust/lexicon/combinators.js";
import { EXECUTE_EMBEDDED, EXECUTE_ROWS } from "../../shared/trust/lexicon/execute-cues.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { hits, ownRowsHit } from "../helpers/phrase-hits.js";
import { IT_SAMPLES, SAMPLES } from "./trust-execute.samples.js";

/** Below the detector's low band: a benign counterpart must not read as an injection end to end. */
const LOW = 0.3;

const LANGS = Object.keys(EXECUTE_ROWS) as Lang[];

describe("execute cues: every language has the concept", () => {
  it("covers every cue language of agent-cues.ts", () => {
    expect(CUE_LANGUAGES).toHaveLength(75);
    expect([...LANGS].sort()).toEqual([...CUE_LANGUAGES].sort());
    expect(Object.keys(EXECUTE_EMBEDDED).sort()).toEqual([...LANGS].sort());
  });

  it("has every field in each language, and samples of each concept for each", () => {
    for (const lang of LANGS) {
      const row = EXECUTE_ROWS[lang];
      for (const field of ["inner", "asIf"] as const) expect(row?.[field], `${lang}.${field}`).toBeTruthy();
    }
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGS].sort());
    for (const [lang, samples] of Object.entries(SAMPLES)) {
      expect(samples.translate.length, lang).toBeGreaterThanOrEqual(2);
      expect(samples.asIf.length, lang).toBeGreaterThanOrEqual(2);
      expect(samples.benign.length, lang).toBeGreaterThanOrEqual(4);
    }
  });
});

describe("execute cues: each sample hits its own rows, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of [...samples.translate, ...samples.asIf])
      it(`(${lang}): ${text}`, () => {
        expect(ownRowsHit(EXECUTE_EMBEDDED, lang as Lang, text)).toBe(true);
        expect(hits(EXECUTE_EMBEDDED, text).length).toBeGreaterThan(0);
      });
});

describe("execute cues: the human senses stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(EXECUTE_EMBEDDED, text)).toEqual([]);
        expect(injectionScore(text, "").score).toBeLessThan(LOW);
      });
});

/** The pronoun entry alone (the second of each language's entries: decode, then carry IT out), as a one-language table
 * built once per language. */
const itEntries = new Map<Lang, PhraseTable>();
function itEntry(lang: Lang): PhraseTable {
  let table = itEntries.get(lang);
  if (!table) {
    const entry = EXECUTE_EMBEDDED[lang]?.[1];
    table = entry ? { [lang]: [entry] } : {};
    itEntries.set(lang, table);
  }
  return table;
}

describe("execute cues: translate, then carry IT out", () => {
  it("has the pronoun in every language, and samples of it for each", () => {
    for (const lang of LANGS) expect(EXECUTE_ROWS[lang]?.it, `${lang}.it`).toBeTruthy();
    expect(Object.keys(IT_SAMPLES).sort()).toEqual([...LANGS].sort());
    for (const [lang, samples] of Object.entries(IT_SAMPLES)) {
      expect(samples.hits.length, lang).toBeGreaterThanOrEqual(2);
      expect(samples.benign.length, lang).toBeGreaterThanOrEqual(3);
    }
  });

  for (const [lang, samples] of Object.entries(IT_SAMPLES)) {
    for (const text of samples.hits)
      it(`(${lang}) hits: ${text}`, () => {
        expect(ownRowsHit(itEntry(lang as Lang), lang as Lang, text)).toBe(true);
        expect(hits(EXECUTE_EMBEDDED, text).length).toBeGreaterThan(0);
      });
    for (const text of samples.benign)
      it(`(${lang}) leaves alone: ${text}`, () => {
        expect(hits(EXECUTE_EMBEDDED, text)).toEqual([]);
        expect(injectionScore(text, "").score).toBeLessThan(LOW);
      });
  }

  // One hit per language that the follow table's decode-then-act entry (ACTION_GENERIC) meets too: this entry feeds
  // ROLE, which alone scores 0.1 ("tradúcelo y luego ejecútalo", "訳して、それを実行してください" stay there).
  const endToEnd: Array<[Lang, number]> = [
    ["en", 0],
    ["de", 0],
    ["es", 1],
    ["vi", 0],
    ["ja", 1],
    ["ru", 0],
  ];
  for (const [lang, index] of endToEnd)
    it(`reads as an injection end to end (${lang})`, () => {
      const text = IT_SAMPLES[lang].hits[index];
      expect(injectionScore(text, "").score).toBeGreaterThanOrEqual(LOW);
    });
});
