// The expiring-session concept table (shared/trust/lexicon/session-cues.ts): the reader's sign-in session lapsing
// ("your session expires today at 17:00") and a sign-in again to keep access ("sign in again to keep access to your
// mailbox"), one row per language. Each language's samples must hit its own rows; the benign counterparts (a
// session with a coach that starts and ends, registration for a session closing, an offer or a reset link expiring,
// "sign in to see your booking", keeping access to a building) must hit nothing. The end-to-end check through the
// classifier's lure feature is the caller's, who merges SESSION_LURE into PHISH_LURE. The messages are written for
// these tests (test/unit/trust-session.samples.ts), not taken from any corpus.
import { describe, expect, it } from "vitest";
import type { Lang } from "../../shared/trust/lexicon/combinators.js";
import { SESSION_LURE, SESSION_ROWS } from "../../shared/trust/lexicon/session-cues.js";
import { entryStarts } from "../../shared/trust/prefilter.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { hits, ownRowsHit } from "../helpers/phrase-hits.js";
import { SAMPLES } from "./trust-session.samples.js";

const LANGS = Object.keys(SESSION_ROWS) as Lang[];

describe("session lure: every language has the concept", () => {
  it("covers every cue language of agent-cues.ts", () => {
    expect(CUE_LANGUAGES).toHaveLength(75);
    expect([...LANGS].sort()).toEqual([...CUE_LANGUAGES].sort());
  });

  it("has every field in each language, both entries, and samples for each", () => {
    for (const lang of LANGS) {
      const row = SESSION_ROWS[lang];
      for (const field of ["session", "expire", "signin", "keep"] as const)
        expect(row?.[field], `${lang}.${field}`).toBeTruthy();
      expect(SESSION_LURE[lang], lang).toHaveLength(2);
      const samples = SAMPLES[lang];
      expect(samples?.session, lang).toHaveLength(2);
      expect(samples?.keep, lang).toHaveLength(2);
      expect(samples?.benign.length, lang).toBeGreaterThanOrEqual(4);
    }
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGS].sort());
    expect(Object.keys(SESSION_LURE).sort()).toEqual([...LANGS].sort());
  });

  it("starts every entry with a literal the screen can place", () => {
    const unplaced = Object.entries(SESSION_LURE).flatMap(([lang, entries]) =>
      (entries ?? []).filter((entry) => !entryStarts(entry)).map((entry) => `${lang}: ${entry.slice(0, 80)}`),
    );
    expect(unplaced).toEqual([]);
  });
});

describe("session lure: each sample hits its own rows, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of [...samples.session, ...samples.keep])
      it(`(${lang}): ${text}`, () => {
        expect(ownRowsHit(SESSION_LURE, lang as Lang, text)).toBe(true);
        expect(hits(SESSION_LURE, text).length).toBeGreaterThan(0);
      });
});

describe("session lure: each concept's samples hit that concept's entry, per language", () => {
  const only = (index: number) =>
    Object.fromEntries(Object.entries(SESSION_LURE).map(([lang, entries]) => [lang, [entries?.[index] ?? ""]]));
  const sessionOnly = only(0);
  const keepOnly = only(1);
  for (const [lang, samples] of Object.entries(SAMPLES)) {
    for (const text of samples.session)
      it(`(${lang}) the session lapsing: ${text}`, () =>
        expect(ownRowsHit(sessionOnly, lang as Lang, text)).toBe(true));
    for (const text of samples.keep)
      it(`(${lang}) a sign-in to keep access: ${text}`, () =>
        expect(ownRowsHit(keepOnly, lang as Lang, text)).toBe(true));
  }
});

describe("session lure: the human senses stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(SESSION_LURE, text)).toEqual([]);
      });
});
