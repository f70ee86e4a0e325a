// The vocative command to the AI reader (shared/trust/lexicon/vocative-cues.ts): the AI reader called by name (or in
// a dative dedication), then an imperative in the same sentence, one row per cue language. Each language's commands
// must hit its own row; the benign near-misses (a signature with "Assistant,", a human assistant named, a greeting to
// a person with a request, AI as a topic with a comma or a colon) must hit nothing in the table. The sentences are
// written for these tests (test/unit/trust-vocative.samples.ts), not taken from any corpus.
import { describe, expect, it } from "vitest";
import type { Lang } from "../../shared/trust/lexicon/combinators.js";
import { VOCATIVE_COMMAND, VOCATIVE_ROWS } from "../../shared/trust/lexicon/vocative-cues.js";
import { entryStarts } from "../../shared/trust/prefilter.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { hits, ownRowsHit } from "../helpers/phrase-hits.js";
import { SAMPLES } from "./trust-vocative.samples.js";

const LANGS = Object.keys(VOCATIVE_ROWS) as Lang[];

describe("vocative commands: every cue language has a row and samples", () => {
  it("covers every cue language of agent-cues.ts", () => {
    expect(CUE_LANGUAGES).toHaveLength(75);
    expect([...LANGS].sort()).toEqual([...CUE_LANGUAGES].sort());
    expect(Object.keys(SAMPLES).sort()).toEqual([...CUE_LANGUAGES].sort());
    expect(Object.keys(VOCATIVE_COMMAND).sort()).toEqual([...CUE_LANGUAGES].sort());
  });

  it("has every field in each language, enough samples, and every entry starts where the screen can place it", () => {
    for (const lang of LANGS) {
      const row = VOCATIVE_ROWS[lang];
      for (const field of ["greeting", "reader", "dative", "please", "verb"] as const)
        expect(row?.[field], `${lang}.${field}`).toBeTruthy();
      expect(SAMPLES[lang].commands.length, `${lang} commands`).toBeGreaterThanOrEqual(3);
      expect(SAMPLES[lang].benign.length, `${lang} benign`).toBeGreaterThanOrEqual(4);
      for (const entry of VOCATIVE_COMMAND[lang] ?? []) {
        const starts = entryStarts(entry);
        expect(starts, `${lang}: ${entry.slice(0, 80)}`).toBeDefined();
        const short = starts?.starts.filter((start) => /^[\x20-\x7e]*$/.test(start) && start.length < 3) ?? [];
        expect(short, `${lang}: ${entry.slice(0, 80)}`).toEqual([]);
      }
    }
  });
});

describe("vocative commands: each command hits its own row, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.commands)
      it(`(${lang}): ${text}`, () => {
        expect(ownRowsHit(VOCATIVE_COMMAND, lang as Lang, text)).toBe(true);
        expect(hits(VOCATIVE_COMMAND, text).length).toBeGreaterThan(0);
      });
});

describe("vocative commands: the human senses stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(VOCATIVE_COMMAND, text)).toEqual([]);
      });
});
