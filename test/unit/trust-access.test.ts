// The physical-access concept table (shared/trust/lexicon/access-acts.ts): physical access secrets asked for (alarm,
// door, gate, key-safe codes, immobiliser PINs, where the spare key is) and goods handed to a bearer or without the
// usual check, one row per language. Each language's samples must hit its own rows; the benign counterparts (a
// customer about their own keys and codes, "we never ask for your alarm code", "have your ID ready when collecting
// the car", "hand over the keys at reception") must hit nothing. The messages are written for these tests
// (test/unit/trust-access.samples.ts), not taken from any corpus.
import { describe, expect, it } from "vitest";
import { injectionScore } from "../../shared/trust/injection.js";
import { ACCESS_OUT, ACCESS_ROWS } from "../../shared/trust/lexicon/access-acts.js";
import type { Lang } from "../../shared/trust/lexicon/combinators.js";
import { ACTION_SENSITIVE } from "../../shared/trust/lexicon/injection.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { hits, ownRowsHit } from "../helpers/phrase-hits.js";
import { SAMPLES } from "./trust-access.samples.js";

const LOW = 0.3;

const LANGS = Object.keys(ACCESS_ROWS) as Lang[];

describe("access acts: every language has the concept, merged into the detector's table", () => {
  it("covers every cue language of agent-cues.ts", () => {
    expect(CUE_LANGUAGES).toHaveLength(75);
    expect([...LANGS].sort()).toEqual([...CUE_LANGUAGES].sort());
  });

  it("has every field in each language, and samples for each", () => {
    for (const lang of LANGS) {
      const row = ACCESS_ROWS[lang];
      for (const field of ["tell", "code", "release", "bearer", "nocheck"] as const)
        expect(row?.[field], `${lang}.${field}`).toBeTruthy();
    }
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGS].sort());
    expect(Object.keys(ACCESS_OUT).sort()).toEqual([...LANGS].sort());
  });

  it("merges the rows into ACTION_SENSITIVE", () => {
    for (const lang of LANGS)
      expect(ACTION_SENSITIVE[lang]).toEqual(expect.arrayContaining([...(ACCESS_OUT[lang] ?? [])]));
  });
});

describe("access acts: each sample hits its own rows, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of [samples.code, ...samples.release])
      it(`(${lang}): ${text}`, () => {
        expect(ownRowsHit(ACCESS_OUT, lang as Lang, text)).toBe(true);
        expect(hits(ACCESS_OUT, text).length).toBeGreaterThan(0);
      });
});

describe("access acts: the human senses stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(ACCESS_OUT, text)).toEqual([]);
        expect(injectionScore(text, "").score).toBeLessThan(LOW);
      });
});
