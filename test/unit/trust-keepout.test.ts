// The people in the loop kept out (shared/trust/lexicon/oversight-cues.ts, concept 3): the professionals an office, a
// firm or a shop is run by (the accountant, the partners, the manager, the team, the office, the staff …) as principals
// near a keep-out form, and the same people not waited for ("without waiting for the director"), in every cue
// language. Each language's samples must hit their table; the benign near-misses (a client's "no need to call me",
// "don't tell my wife about the surprise", "I'll check with my accountant", "without waiting for the bus", "please copy
// my accountant", "our partner company will invoice you", "tell the manager I said thanks") must hit neither and stay
// unscored. The messages are written for these tests (test/unit/trust-keepout.samples.ts), not taken from any corpus.
import { describe, expect, it } from "vitest";
import { injectionScore } from "../../shared/trust/injection.js";
import type { Lang } from "../../shared/trust/lexicon/combinators.js";
import { SECRECY } from "../../shared/trust/lexicon/injection.js";
import {
  OVERSIGHT_CUES,
  OVERSIGHT_KEEP_OUT,
  OVERSIGHT_KEEP_OUT_CUES,
  OVERSIGHT_PRINCIPALS_BYPASSED,
} from "../../shared/trust/lexicon/oversight-cues.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { hits, ownRowsHit } from "../helpers/phrase-hits.js";
import { MORE_KEPT_OUT, SAMPLES } from "./trust-keepout.samples.js";

const LOW = 0.3;

describe("keep-out: every cue language keeps its professionals out, merged into SECRECY", () => {
  it("has samples for every cue language", () => {
    expect(CUE_LANGUAGES).toHaveLength(75);
    expect(Object.keys(SAMPLES).sort()).toEqual([...CUE_LANGUAGES].sort());
  });

  it("has principals and a keep-out form in each language, and a keep-out row that waits for no one", () => {
    for (const lang of CUE_LANGUAGES as Lang[]) {
      const row = OVERSIGHT_CUES[lang];
      expect(row?.principals, `${lang}.principals`).toBeTruthy();
      expect(row?.bypass ?? row?.bypassFrame, `${lang}.bypass`).toBeTruthy();
      const keepOut = OVERSIGHT_KEEP_OUT_CUES[lang];
      expect(Boolean((keepOut?.wait && keepOut?.review) || keepOut?.frame), `${lang} keep-out wait`).toBe(true);
    }
    expect(Object.keys(OVERSIGHT_PRINCIPALS_BYPASSED).sort()).toEqual([...CUE_LANGUAGES].sort());
    expect(Object.keys(OVERSIGHT_KEEP_OUT).sort()).toEqual([...CUE_LANGUAGES].sort());
  });

  it("merges both tables into SECRECY", () => {
    for (const lang of CUE_LANGUAGES as Lang[]) {
      expect(SECRECY[lang]).toEqual(expect.arrayContaining([...(OVERSIGHT_PRINCIPALS_BYPASSED[lang] ?? [])]));
      expect(SECRECY[lang]).toEqual(expect.arrayContaining([...(OVERSIGHT_KEEP_OUT[lang] ?? [])]));
    }
  });
});

describe("keep-out: the professionals kept out and not waited for, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES)) {
    it(`principals kept out (${lang}): ${samples.keptOut}`, () => {
      expect(hits(OVERSIGHT_PRINCIPALS_BYPASSED, samples.keptOut)).toContain(lang);
    });
    it(`not waited for (${lang}): ${samples.awaited}`, () => {
      expect(hits(OVERSIGHT_KEEP_OUT, samples.awaited)).toContain(lang);
    });
  }
});

describe("keep-out: more forms of keeping them out, per language (its own rows)", () => {
  for (const [lang, texts] of Object.entries(MORE_KEPT_OUT))
    for (const text of texts)
      it(`principals kept out (${lang}): ${text}`, () => {
        expect(ownRowsHit(OVERSIGHT_PRINCIPALS_BYPASSED, lang as Lang, text)).toBe(true);
      });
});

describe("keep-out: the same words the human way stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(OVERSIGHT_PRINCIPALS_BYPASSED, text), "principals kept out").toEqual([]);
        expect(hits(OVERSIGHT_KEEP_OUT, text), "not waited for").toEqual([]);
        expect(injectionScore(text, "").score).toBeLessThan(LOW);
      });
});
