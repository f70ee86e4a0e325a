// The execute concept table (shared/trust/lexicon/execute-cues.ts): a text to translate or decode and then carry out,
// or to carry out as if it came from a person, one row per language. Each language's samples must hit its own rows;
// the benign counterparts ("please translate the text below for our client", "follow the instructions in the
// attachment to register", "the translation agency executed the order", "treat it as urgent", "follow the instructions
// on the form as if you were a new customer") must hit nothing. The messages are written for these tests
// (test/unit/trust-execute.samples.ts), not taken from any corpus. End to end, the benign ones stay below the
// detector's low band through injectionScore.
import { describe, expect, it } from "vitest";
import { injectionScore } from "../../shared/trust/injection.js";
import type { Lang } from "../../shared/trust/lexicon/combinators.js";
import { EXECUTE_EMBEDDED, EXECUTE_ROWS } from "../../shared/trust/lexicon/execute-cues.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { hits, ownRowsHit } from "../helpers/phrase-hits.js";
import { SAMPLES } from "./trust-execute.samples.js";

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
