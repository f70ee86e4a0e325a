// The "ask no one / don't tell anyone" concept table (shared/trust/lexicon/nobody-cues.ts): a prohibition of asking,
// telling, informing or consulting with "anyone / no one" as its object, one row per cue language. Each language's
// samples must hit its own rows; the benign counterparts (a credential notice "never tell anyone your PIN", "don't
// forward this to anyone", "I didn't tell anyone", "nobody asked us", "feel free to ask anyone") must hit nothing, nor
// raise the injection score. The merge into SECRECY (lexicon/injection.ts) is the caller's. The messages are written
// for these tests (test/unit/trust-nobody.samples.ts), not taken from any corpus.
import { describe, expect, it } from "vitest";
import { injectionScore } from "../../shared/trust/injection.js";
import type { Lang } from "../../shared/trust/lexicon/combinators.js";
import { NOBODY_KEEP_OUT, NOBODY_ROWS } from "../../shared/trust/lexicon/nobody-cues.js";
import { entryStarts } from "../../shared/trust/prefilter.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { hits, ownRowsHit } from "../helpers/phrase-hits.js";
import { SAMPLES } from "./trust-nobody.samples.js";

const LOW = 0.3;

const LANGS = Object.keys(NOBODY_ROWS) as Lang[];

describe("nobody keep-out: every language has the concept", () => {
  it("covers every cue language of agent-cues.ts", () => {
    expect(CUE_LANGUAGES).toHaveLength(75);
    expect([...LANGS].sort()).toEqual([...CUE_LANGUAGES].sort());
  });

  it("has every field in each language, entries, and samples for each", () => {
    for (const lang of LANGS) {
      const row = NOBODY_ROWS[lang];
      for (const field of ["ban", "anyone", "secret"] as const) expect(row?.[field], `${lang}.${field}`).toBeTruthy();
      expect(NOBODY_KEEP_OUT[lang]?.length, lang).toBeGreaterThan(0);
      const samples = SAMPLES[lang];
      expect(samples?.hits, lang).toHaveLength(3);
      expect(samples?.benign.length, lang).toBeGreaterThanOrEqual(4);
    }
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGS].sort());
    expect(Object.keys(NOBODY_KEEP_OUT).sort()).toEqual([...LANGS].sort());
  });

  it("starts every entry with a literal the screen can place", () => {
    const unplaced = Object.entries(NOBODY_KEEP_OUT).flatMap(([lang, entries]) =>
      (entries ?? []).filter((entry) => !entryStarts(entry)).map((entry) => `${lang}: ${entry.slice(0, 80)}`),
    );
    expect(unplaced).toEqual([]);
  });
});

describe("nobody keep-out: each sample hits its own rows, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.hits)
      it(`(${lang}): ${text}`, () => {
        expect(ownRowsHit(NOBODY_KEEP_OUT, lang as Lang, text)).toBe(true);
        expect(hits(NOBODY_KEEP_OUT, text).length).toBeGreaterThan(0);
      });
});

describe("nobody keep-out: the human senses stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(NOBODY_KEEP_OUT, text)).toEqual([]);
        expect(injectionScore(text, "").score).toBeLessThan(LOW);
      });
});
