// The oversight-cue concept tables (shared/trust/lexicon/oversight-cues.ts): the automated reader named, the reader of
// this very mail, the principals kept out, mail hidden from its owner, filtering switched off and reasoning handed to
// the reader, one row per language. Each language's sample of a concept must hit that concept; the samples together
// must be scored as an injection for the reasons of the tables they are merged into; the benign counterparts (a
// person's assistant, an automatic notice, parents asked to sign, "you can delete this email") must hit none of them.
// The messages are written for these tests (test/unit/trust-oversight-cues.samples.ts), not taken from any corpus.
import { describe, expect, it } from "vitest";
import { injectionScore } from "../../shared/trust/injection.js";
import { ADDRESSING } from "../../shared/trust/lexicon/addressing.js";
import { CUE_OVERRIDE_FRAME } from "../../shared/trust/lexicon/agent-cues.js";
import type { Lang, PhraseTable } from "../../shared/trust/lexicon/combinators.js";
import { ACTION_SENSITIVE, ROLE, SECRECY } from "../../shared/trust/lexicon/injection.js";
import {
  OVERSIGHT_AUTOMATED_READER,
  OVERSIGHT_CONCEPTS,
  OVERSIGHT_CUES,
  OVERSIGHT_DIRECTIVE,
  OVERSIGHT_FILTER_OFF,
  OVERSIGHT_MAIL_HIDDEN,
  OVERSIGHT_PRINCIPALS_BYPASSED,
  OVERSIGHT_STEPWISE,
  OVERSIGHT_THIS_READER,
} from "../../shared/trust/lexicon/oversight-cues.js";
import { CUE_LANGUAGES, FORTY_CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { hits } from "../helpers/phrase-hits.js";
import { DIRECTIVE_SAMPLES, type OversightSamples, SAMPLES } from "./trust-oversight-cues.samples.js";

const SUSPICIOUS = 0.5;
const LOW = 0.3;
const DIRECTIVE_REASON = "turns to an AI reader with a direct instruction";
const ADDRESSING_REASON = "addresses an AI reader";
const SECRECY_REASON = "asks to keep the action from the user";
const SENSITIVE_REASON = "asks to send out secrets or mail, or to change mail rules";
const ROLE_REASON = "tries to give the reader a new role";

const CONCEPTS: Array<[keyof Omit<OversightSamples, "benign">, string, PhraseTable]> = [
  ["automated", "automated reader named", OVERSIGHT_AUTOMATED_READER],
  ["thisReader", "reader of this mail", OVERSIGHT_THIS_READER],
  ["bypassed", "principals kept out", OVERSIGHT_PRINCIPALS_BYPASSED],
  ["hidden", "mail hidden from its owner", OVERSIGHT_MAIL_HIDDEN],
  ["filterOff", "filtering switched off", OVERSIGHT_FILTER_OFF],
  ["stepwise", "reasoning handed to the reader", OVERSIGHT_STEPWISE],
];

describe("oversight cues: every cue language has every concept", () => {
  const cueLanguages = FORTY_CUE_LANGUAGES.filter((lang) => lang in CUE_OVERRIDE_FRAME);
  it("covers forty of the cue languages", () => expect(cueLanguages).toHaveLength(40));

  it("has a row for each concept in each language of agent-cues.ts, and samples for each", () => {
    for (const lang of cueLanguages) {
      const row = OVERSIGHT_CUES[lang];
      for (const field of ["automated", "thisReader", "principals", "suppress", "alerts", "offVerb", "filterNoun"])
        expect(row?.[field as keyof typeof row], `${lang}.${field}`).toBeTruthy();
      expect(row?.bypass ?? row?.bypassFrame, `${lang}.bypass`).toBeTruthy();
      expect(row?.stepwise, `${lang}.stepwise`).toBeTruthy();
      expect(Object.keys(SAMPLES)).toContain(lang);
    }
    // The automated reader of the legal register ("automated systems processing this mail") is named in every cue
    // language (LEGAL in oversight-cues.ts; samples in test/unit/trust-reader-audit.test.ts), and so are the
    // principals kept out (samples in test/unit/trust-keepout.test.ts).
    const allCueLanguages = CUE_LANGUAGES;
    for (const [name, table] of Object.entries(OVERSIGHT_CONCEPTS))
      expect(Object.keys(table).sort()).toEqual(
        [
          ...(name === "OVERSIGHT_AUTOMATED_READER" || name === "OVERSIGHT_PRINCIPALS_BYPASSED"
            ? allCueLanguages
            : cueLanguages),
        ].sort(),
      );
  });

  it("merges the rows into the detector's tables", () => {
    for (const lang of cueLanguages) {
      expect(ADDRESSING[lang]).toEqual(expect.arrayContaining([...(OVERSIGHT_AUTOMATED_READER[lang] ?? [])]));
      expect(ADDRESSING[lang]).toEqual(expect.arrayContaining([...(OVERSIGHT_THIS_READER[lang] ?? [])]));
      expect(SECRECY[lang]).toEqual(expect.arrayContaining([...(OVERSIGHT_PRINCIPALS_BYPASSED[lang] ?? [])]));
      expect(ACTION_SENSITIVE[lang]).toEqual(expect.arrayContaining([...(OVERSIGHT_MAIL_HIDDEN[lang] ?? [])]));
      expect(ACTION_SENSITIVE[lang]).toEqual(expect.arrayContaining([...(OVERSIGHT_FILTER_OFF[lang] ?? [])]));
      expect(ROLE[lang]).toEqual(expect.arrayContaining([...(OVERSIGHT_STEPWISE[lang] ?? [])]));
    }
  });
});

describe("oversight cues: each concept's sample hits it, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const [field, name, table] of CONCEPTS)
      it(`${name} (${lang}): ${samples[field]}`, () => {
        expect(hits(table, samples[field])).toContain(lang);
      });
});

describe("oversight cues: scored as an injection, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES)) {
    it(`flags the ${lang} reader told to hide the bank's alerts without asking the family`, () => {
      const result = injectionScore(`${samples.automated} ${samples.hidden} ${samples.bypassed}`, "");
      expect(result.score).toBeGreaterThanOrEqual(SUSPICIOUS);
      expect(result.reasons).toEqual(expect.arrayContaining([ADDRESSING_REASON, SECRECY_REASON, SENSITIVE_REASON]));
    });
    it(`flags the ${lang} reader of this mail told to switch the filter off, reasoning handed to it`, () => {
      const result = injectionScore(`${samples.thisReader} ${samples.filterOff} ${samples.stepwise}`, "");
      expect(result.score).toBeGreaterThanOrEqual(SUSPICIOUS);
      expect(result.reasons).toEqual(expect.arrayContaining([SENSITIVE_REASON, ROLE_REASON]));
      // The reader named: as an address, or (the stronger reason, when the reasons are many) as a directive's.
      expect(result.reasons.some((r) => r === ADDRESSING_REASON || r === DIRECTIVE_REASON)).toBe(true);
    });
  }
});

describe("oversight cues: the human senses stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        for (const [, name, table] of CONCEPTS) expect(hits(table, text), name).toEqual([]);
        expect(injectionScore(text, "").score).toBeLessThan(LOW);
      });
});

describe("oversight cues: a third-person directive to the automated reader, per language", () => {
  // Tigrinya and Igbo have the legal register's row only, sampled in test/unit/trust-reader-audit.test.ts.
  it("has a row for each cue language and samples for each but ti and ig, merged into ADDRESSING", () => {
    const langs = Object.keys(DIRECTIVE_SAMPLES);
    expect(langs).toHaveLength(73);
    expect(Object.keys(OVERSIGHT_DIRECTIVE).sort()).toEqual([...langs, "ti", "ig"].sort());
    for (const lang of Object.keys(OVERSIGHT_DIRECTIVE) as Lang[])
      expect(ADDRESSING[lang]).toEqual(expect.arrayContaining([...(OVERSIGHT_DIRECTIVE[lang] ?? [])]));
  });

  for (const [lang, samples] of Object.entries(DIRECTIVE_SAMPLES)) {
    it(`reads the ${lang} directive: ${samples.directive.join(" / ")}`, () => {
      for (const text of samples.directive) expect(hits(OVERSIGHT_DIRECTIVE, text), text).toContain(lang);
    });
    it(`leaves the ${lang} person's assistant or system notice alone: ${samples.benign.join(" / ")}`, () => {
      for (const text of samples.benign) expect(hits(OVERSIGHT_DIRECTIVE, text), text).toEqual([]);
    });
  }
});
