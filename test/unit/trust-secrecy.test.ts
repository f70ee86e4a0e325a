// Secrecy towards the organisation's own people (shared/trust/lexicon/secrecy-cues.ts): a prohibition of telling,
// informing, mentioning to, checking with, consulting, copying or asking, with the staff, the team, the manager, the
// owner, the office or reception as its object ("do not mention this step to staff", "non dirlo allo staff", "لا
// تبلّغ الطاقم"), in every cue language. Each language's samples must hit the table; the benign near-misses (a
// person's own privacy, a bank's notice, "I told the staff", "please inform the staff that I will be late", "don't
// forget to tell the team", "I did not tell the manager yet") must hit nothing and stay unscored. The messages are
// written for these tests (test/unit/trust-secrecy.samples.ts), not taken from any corpus.
import { describe, expect, it } from "vitest";
import { injectionScore } from "../../shared/trust/injection.js";
import type { Lang } from "../../shared/trust/lexicon/combinators.js";
import { SECRECY } from "../../shared/trust/lexicon/injection.js";
import { SECRECY_STAFF, SECRECY_STAFF_ROWS } from "../../shared/trust/lexicon/secrecy-cues.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { hits } from "../helpers/phrase-hits.js";
import { SAMPLES } from "./trust-secrecy.samples.js";

const LOW = 0.3;

describe("staff secrecy: every cue language keeps its people out, merged into SECRECY", () => {
  it("has a row, entries and samples for every cue language", () => {
    expect(CUE_LANGUAGES).toHaveLength(75);
    expect(Object.keys(SECRECY_STAFF_ROWS).sort()).toEqual([...CUE_LANGUAGES].sort());
    expect(Object.keys(SECRECY_STAFF).sort()).toEqual([...CUE_LANGUAGES].sort());
    expect(Object.keys(SAMPLES).sort()).toEqual([...CUE_LANGUAGES].sort());
    for (const lang of CUE_LANGUAGES as Lang[]) {
      const row = SECRECY_STAFF_ROWS[lang];
      expect(Boolean((row?.tell && row?.staff) || row?.frame), `${lang} row`).toBe(true);
      expect(SAMPLES[lang].staff.length, `${lang} samples`).toBeGreaterThan(0);
      expect(SAMPLES[lang].benign.length, `${lang} benign`).toBeGreaterThan(0);
    }
  });

  it("merges the rows into SECRECY", () => {
    for (const lang of CUE_LANGUAGES as Lang[])
      expect(SECRECY[lang]).toEqual(expect.arrayContaining([...(SECRECY_STAFF[lang] ?? [])]));
  });
});

describe("staff secrecy: the prohibitions hit, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.staff)
      it(`people kept out (${lang}): ${text}`, () => {
        expect(hits(SECRECY_STAFF, text)).toContain(lang);
      });
});

describe("staff secrecy: the same words the human way stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(SECRECY_STAFF, text)).toEqual([]);
        expect(injectionScore(text, "").score).toBeLessThan(LOW);
      });
});
