// The reader as the subject of an instruction (shared/trust/lexicon/delegation-cues.ts, concept 1) in the forms shop and
// clinic inboxes meet: a qualified subject ("the mail assistant", "the AI assistant of this shop", "ИИ-ассистент
// магазина"), a passive or reported instruction ("is hereby instructed to", "wird angewiesen, … zu", the jussive and
// necessitative forms of the verb-final languages), with a shop or clinic act. Each language's samples must hit its
// own rows; the benign counterparts (a shop's help text, a rule about AI assistants as a class, a person's assistant, a
// job ad, a negated sentence, a newsletter) must hit none of the subject rows. The messages are written for these tests
// (test/unit/trust-subject.samples.ts), not taken from any corpus.
import { describe, expect, it } from "vitest";
import { ADDRESSING, DIRECTIVE } from "../../shared/trust/lexicon/addressing.js";
import type { Lang } from "../../shared/trust/lexicon/combinators.js";
import { DELEGATION_CUES, DELEGATION_SUBJECT } from "../../shared/trust/lexicon/delegation-cues.js";
import { hits, ownRowsHit } from "../helpers/phrase-hits.js";
import { SAMPLES, type SubjectSamples } from "./trust-subject.samples.js";

const LANGS = Object.keys(DELEGATION_CUES) as Lang[];

describe("reader as subject: the rows are merged into the detector's tables", () => {
  it("has samples for every language it covers, each a cue language", () => {
    for (const lang of Object.keys(SAMPLES)) expect(LANGS).toContain(lang);
  });

  it("merges the subject rows into ADDRESSING and DIRECTIVE", () => {
    for (const lang of LANGS) {
      const rows = [...(DELEGATION_SUBJECT[lang] ?? [])];
      expect(rows.length).toBeGreaterThan(0);
      expect(ADDRESSING[lang]).toEqual(expect.arrayContaining(rows));
      expect(DIRECTIVE[lang]).toEqual(expect.arrayContaining(rows));
    }
  });
});

describe("reader as subject: qualified subjects, passive instructions, shop and clinic acts, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES) as Array<[Lang, SubjectSamples]>)
    for (const text of samples.subject)
      it(`${lang}: ${text}`, () => {
        expect(ownRowsHit(DELEGATION_SUBJECT, lang, text)).toBe(true);
      });
});

describe("reader as subject: the human senses stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES) as Array<[Lang, SubjectSamples]>)
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(DELEGATION_SUBJECT, text)).toEqual([]);
      });
});
