// The account-keeping lure table (shared/trust/lexicon/retain-cues.ts): a credential act to keep access ("to keep
// access to mail, update your password"), funds held until the reader verifies ("your payouts are on hold until KYC
// verification is complete") and the reader's session suspended with an order to re-validate ("your session has been
// suspended. Re-validate now"), one row per language. Each language's samples must hit their concept's entry in its
// own row; the benign near-misses (a password changed to keep the account safe, access kept after a migration, a
// payment on hold until the goods arrive, an account suspended for non-payment with no order to re-validate, a
// subscription paused) must hit nothing. The end-to-end check through the classifier's lure feature is the caller's,
// who merges RETAIN_LURE into PHISH_LURE. The messages are written for these tests (test/unit/trust-retain.samples.ts),
// not taken from any corpus.
import { describe, expect, it } from "vitest";
import type { Lang, PhraseTable } from "../../shared/trust/lexicon/combinators.js";
import { RETAIN_LURE, RETAIN_ROWS } from "../../shared/trust/lexicon/retain-cues.js";
import { entryStarts } from "../../shared/trust/prefilter.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { hits, ownRowsHit } from "../helpers/phrase-hits.js";
import { SAMPLES } from "./trust-retain.samples.js";

const LANGS = Object.keys(RETAIN_ROWS) as Lang[];
const FIELDS = ["act", "secret", "funds", "held", "until", "mine", "blocked", "reval"] as const;

describe("retain lure: every language has the three concepts", () => {
  it("covers every cue language of agent-cues.ts", () => {
    expect(CUE_LANGUAGES).toHaveLength(75);
    expect([...LANGS].sort()).toEqual([...CUE_LANGUAGES].sort());
  });

  it("has every field in each language, three entries, and samples for each", () => {
    for (const lang of LANGS) {
      const row = RETAIN_ROWS[lang];
      for (const field of FIELDS) expect(row?.[field], `${lang}.${field}`).toBeTruthy();
      expect(RETAIN_LURE[lang], lang).toHaveLength(3);
      const samples = SAMPLES[lang];
      expect(samples?.password, lang).toHaveLength(2);
      expect(samples?.funds, lang).toHaveLength(2);
      expect(samples?.suspended, lang).toHaveLength(2);
      expect(samples?.benign.length, lang).toBeGreaterThanOrEqual(5);
    }
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGS].sort());
    expect(Object.keys(RETAIN_LURE).sort()).toEqual([...LANGS].sort());
  });

  it("starts every entry with a literal the screen can place", () => {
    const unplaced = Object.entries(RETAIN_LURE).flatMap(([lang, entries]) =>
      (entries ?? []).filter((entry) => !entryStarts(entry)).map((entry) => `${lang}: ${entry.slice(0, 80)}`),
    );
    expect(unplaced).toEqual([]);
  });
});

describe("retain lure: each sample hits its own rows, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of [...samples.password, ...samples.funds, ...samples.suspended])
      it(`(${lang}): ${text}`, () => {
        expect(ownRowsHit(RETAIN_LURE, lang as Lang, text)).toBe(true);
        expect(hits(RETAIN_LURE, text).length).toBeGreaterThan(0);
      });
});

describe("retain lure: each concept's samples hit that concept's entry, per language", () => {
  const only = (index: number): PhraseTable =>
    Object.fromEntries(Object.entries(RETAIN_LURE).map(([lang, entries]) => [lang, [entries?.[index] ?? ""]]));
  const [passwordOnly, fundsOnly, suspendedOnly] = [only(0), only(1), only(2)];
  for (const [lang, samples] of Object.entries(SAMPLES)) {
    for (const text of samples.password)
      it(`(${lang}) a credential act to keep access: ${text}`, () =>
        expect(ownRowsHit(passwordOnly, lang as Lang, text)).toBe(true));
    for (const text of samples.funds)
      it(`(${lang}) funds held until the reader verifies: ${text}`, () =>
        expect(ownRowsHit(fundsOnly, lang as Lang, text)).toBe(true));
    for (const text of samples.suspended)
      it(`(${lang}) a suspension with an order to re-validate: ${text}`, () =>
        expect(ownRowsHit(suspendedOnly, lang as Lang, text)).toBe(true));
  }
});

describe("retain lure: the human senses stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(RETAIN_LURE, text)).toEqual([]);
      });
});
