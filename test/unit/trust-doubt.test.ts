// The "is this really from you?" concepts (shared/trust/lexicon/doubt-cues.ts): a reader's doubt about a message they
// received (DOUBT_FRAME, for the reporting frames) and a request they describe rather than make (DESCRIBED_REQUEST,
// for REPORTED_REQUEST), one row per cue language. Each language's samples must hit its own rows; the benign
// near-misses (a question about a date or an invoice, the writer's own "please pay by Friday", "did you send the plans
// yet?", a person who asked) must hit neither table. The messages are written for these tests
// (test/unit/trust-doubt.samples.ts), not taken from any corpus.
import { describe, expect, it } from "vitest";
import { injectionScore } from "../../shared/trust/injection.js";
import type { Lang } from "../../shared/trust/lexicon/combinators.js";
import { DESCRIBED_REQUEST, DOUBT_FRAME, DOUBT_ROWS } from "../../shared/trust/lexicon/doubt-cues.js";
import { entryStarts } from "../../shared/trust/prefilter.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { hits, ownRowsHit } from "../helpers/phrase-hits.js";
import { SAMPLES } from "./trust-doubt.samples.js";

const LOW = 0.3;

const LANGS = Object.keys(DOUBT_ROWS) as Lang[];

describe("doubt cues: every cue language has both concepts", () => {
  it("covers every cue language of agent-cues.ts, with samples for each", () => {
    expect(CUE_LANGUAGES).toHaveLength(75);
    expect([...LANGS].sort()).toEqual([...CUE_LANGUAGES].sort());
    expect(Object.keys(DOUBT_FRAME).sort()).toEqual([...LANGS].sort());
    expect(Object.keys(DESCRIBED_REQUEST).sort()).toEqual([...LANGS].sort());
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGS].sort());
    for (const [lang, samples] of Object.entries(SAMPLES)) {
      expect(samples.doubt.length, lang).toBeGreaterThanOrEqual(3);
      expect(samples.described.length, lang).toBeGreaterThanOrEqual(2);
      expect(samples.benign.length, lang).toBeGreaterThanOrEqual(4);
    }
  });

  it("begins every entry with a literal the screen can place, and every entry compiles", () => {
    const unplaced = [DOUBT_FRAME, DESCRIBED_REQUEST].flatMap((table) =>
      Object.entries(table).flatMap(([lang, entries]) =>
        (entries ?? []).filter((entry) => !entryStarts(entry)).map((entry) => `${lang}: ${entry.slice(0, 80)}`),
      ),
    );
    expect(unplaced).toEqual([]);
    for (const table of [DOUBT_FRAME, DESCRIBED_REQUEST])
      for (const entries of Object.values(table)) for (const entry of entries ?? []) new RegExp(entry, "u");
  });
});

describe("doubt cues: each doubt hits its own row, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.doubt)
      it(`(${lang}): ${text}`, () => {
        expect(ownRowsHit(DOUBT_FRAME, lang as Lang, text)).toBe(true);
        expect(hits(DOUBT_FRAME, text).length).toBeGreaterThan(0);
      });
});

describe("doubt cues: each described request hits its own row, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.described)
      it(`(${lang}): ${text}`, () => {
        expect(ownRowsHit(DESCRIBED_REQUEST, lang as Lang, text)).toBe(true);
        expect(hits(DESCRIBED_REQUEST, text).length).toBeGreaterThan(0);
      });
});

describe("doubt cues: the writer's own questions and requests stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(DOUBT_FRAME, text)).toEqual([]);
        expect(hits(DESCRIBED_REQUEST, text)).toEqual([]);
      });
});

describe("doubt cues: end to end, a customer's doubt and the benign mail are no injection", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    it(`(${lang}) scores its doubts and its benign mail low`, () => {
      for (const text of [...samples.doubt, ...samples.benign])
        expect(injectionScore(text, "").score, text).toBeLessThan(LOW);
    });
});
