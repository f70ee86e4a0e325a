// The play-acting table (shared/trust/lexicon/roleplay-cues.ts): a role's duty to act for the writer ("in this role
// you must send me …"), a primed opening ("start your reply with 'Sure!'") and no approval needed because it is only a
// game, one row per language. Each language's samples must hit its own row's entry for their concept; the benign
// counterparts (job ads and role descriptions, "start your reply with the order number", "reply YES to confirm", "it's
// just a test, no action needed", "no approval is needed for orders under 200 EUR") must hit nothing. The messages are
// written for these tests (test/unit/trust-roleplay.samples.ts), not taken from any corpus.
import { describe, expect, it } from "vitest";
import { injectionScore } from "../../shared/trust/injection.js";
import { conceptTable, type Lang, type PhraseTable } from "../../shared/trust/lexicon/combinators.js";
import { ACTION_GENERIC, ACTION_SENSITIVE, ROLE } from "../../shared/trust/lexicon/injection.js";
import { ROLEPLAY_ROLE, ROLEPLAY_ROWS, type RoleplayRow } from "../../shared/trust/lexicon/roleplay-cues.js";
import { entryStarts } from "../../shared/trust/prefilter.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { hits, ownRowsHit } from "../helpers/phrase-hits.js";
import { END_TO_END, SAMPLES } from "./trust-roleplay.samples.js";

const LOW = 0.3;

const LANGS = Object.keys(ROLEPLAY_ROWS) as Lang[];
const CONCEPTS = ["duty", "opener", "onlyGame"] as const;

/** Each concept's entries alone, so a sample is checked against its own concept. */
const BY_CONCEPT: Record<(typeof CONCEPTS)[number], PhraseTable> = {
  duty: conceptTable(ROLEPLAY_ROWS as Partial<Record<Lang, RoleplayRow>>, (row) => [row.duty]),
  opener: conceptTable(ROLEPLAY_ROWS as Partial<Record<Lang, RoleplayRow>>, (row) => [row.opener]),
  onlyGame: conceptTable(ROLEPLAY_ROWS as Partial<Record<Lang, RoleplayRow>>, (row) => [row.onlyGame]),
};

describe("roleplay cues: every language has the three concepts", () => {
  it("covers every cue language of agent-cues.ts", () => {
    expect(CUE_LANGUAGES).toHaveLength(75);
    expect([...LANGS].sort()).toEqual([...CUE_LANGUAGES].sort());
    expect(Object.keys(ROLEPLAY_ROLE).sort()).toEqual([...LANGS].sort());
  });

  it("has every field in each language, and samples for each", () => {
    for (const lang of LANGS)
      for (const field of CONCEPTS) expect(ROLEPLAY_ROWS[lang]?.[field], `${lang}.${field}`).toBeTruthy();
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGS].sort());
    for (const [lang, samples] of Object.entries(SAMPLES))
      for (const concept of CONCEPTS) {
        expect(samples[concept].hit.length, `${lang}.${concept} hits`).toBeGreaterThanOrEqual(2);
        expect(samples[concept].benign.length, `${lang}.${concept} near-misses`).toBeGreaterThanOrEqual(3);
      }
  });

  it("begins every entry with a literal the screen can place, and every entry compiles", () => {
    const unplaced = Object.entries(ROLEPLAY_ROLE).flatMap(([lang, entries]) =>
      (entries ?? []).filter((entry) => !entryStarts(entry)).map((entry) => `${lang}: ${entry.slice(0, 80)}`),
    );
    expect(unplaced).toEqual([]);
    for (const entries of Object.values(ROLEPLAY_ROLE)) for (const entry of entries ?? []) new RegExp(entry, "u");
  });
});

describe("roleplay cues: each sample hits its own concept's row, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const concept of CONCEPTS)
      for (const text of samples[concept].hit)
        it(`(${lang}, ${concept}): ${text}`, () => {
          expect(ownRowsHit(BY_CONCEPT[concept], lang as Lang, text)).toBe(true);
          expect(hits(ROLEPLAY_ROLE, text).length).toBeGreaterThan(0);
        });
});

describe("roleplay cues: the human senses stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const concept of CONCEPTS)
      for (const text of samples[concept].benign)
        it(`leaves the ${lang} ${concept} near-miss alone: ${text}`, () => {
          expect(hits(ROLEPLAY_ROLE, text)).toEqual([]);
          expect(injectionScore(text, "").score).toBeLessThan(LOW);
        });
});

describe("roleplay cues: end to end (en, de, uk, es, ja, ar)", () => {
  for (const [lang, texts] of Object.entries(END_TO_END))
    for (const [i, text] of texts.entries())
      it(`(${lang}, ${CONCEPTS[i]}) is play-acting beside an act the detector weighs: ${text}`, () => {
        expect(ownRowsHit(BY_CONCEPT[CONCEPTS[i]], lang as Lang, text)).toBe(true);
        // The act is already sensitive or generic: with the role the merge adds, the score passes LOW.
        expect(hits(ACTION_SENSITIVE, text).length + hits(ACTION_GENERIC, text).length).toBeGreaterThan(0);
      });

  it("is merged into ROLE (lexicon/injection.ts, beside FRAMING_ROLE)", () => {
    for (const lang of LANGS) for (const entry of ROLEPLAY_ROLE[lang] ?? []) expect(ROLE[lang], lang).toContain(entry);
  });

  for (const [lang, texts] of Object.entries(END_TO_END))
    for (const [i, text] of texts.entries())
      it(`scores the ${lang} ${CONCEPTS[i]} sample at ${LOW} or more`, () => {
        expect(injectionScore(text, "").score).toBeGreaterThanOrEqual(LOW);
      });
});
