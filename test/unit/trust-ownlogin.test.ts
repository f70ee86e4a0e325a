// The organisation's own login asked for in the third person, and re-enrolment under a threat
// (shared/trust/lexicon/login-cues.ts, ORG_LOGIN_CUES): per language, a sign-in with the credential of the
// organisation or of a role in it must hit OWN_LOGIN's row of that language; re-enrolling two-factor authentication
// or re-registering an account beside a threat must hit SIGN_IN_UNDER_THREAT's; the benign near-misses (a service's
// own account, a patient number, the clinic's address, "we never ask", a plain 2FA notice, a colleague who will log
// in) must hit neither. The messages are written for these tests (test/unit/trust-ownlogin.samples.ts), not taken
// from any corpus.
import { describe, expect, it } from "vitest";
import type { Lang, PhraseTable } from "../../shared/trust/lexicon/combinators.js";
import {
  LOGIN_CUES,
  LURE_CUES,
  ORG_LOGIN_CUES,
  OWN_LOGIN,
  SIGN_IN_UNDER_THREAT,
} from "../../shared/trust/lexicon/login-cues.js";
import { compiledOnce, hits } from "../helpers/phrase-hits.js";
import { SAMPLES } from "./trust-ownlogin.samples.js";

const LANGS = Object.keys(ORG_LOGIN_CUES) as Lang[];

describe("own login in the third person: the rows are folded into the login tables", () => {
  it("has samples for every language with rows, and rows for every language with samples", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGS].sort());
  });

  it("puts each language's re-enrolment into its lure login and its third-person credential into ownAccount", () => {
    for (const lang of LANGS) {
      const row = ORG_LOGIN_CUES[lang];
      expect(LURE_CUES[lang]?.login, lang).toContain(row?.reEnrol);
      // Spelled as the language's login row is (Uzbek apostrophes, diacritics dropped), so checked by length.
      expect(LOGIN_CUES[lang]?.ownAccount?.length ?? 0, lang).toBeGreaterThan(row?.org.length ?? 0);
    }
  });
});

describe("own login in the third person: each sample hits its concept, in its own language's row", () => {
  const ownLogin = new Map(LANGS.map((lang) => [lang, { [lang]: OWN_LOGIN[lang] } as PhraseTable]));
  const lure = new Map(LANGS.map((lang) => [lang, { [lang]: SIGN_IN_UNDER_THREAT[lang] } as PhraseTable]));
  for (const table of [...ownLogin.values(), ...lure.values()]) compiledOnce(table);
  for (const [lang, samples] of Object.entries(SAMPLES)) {
    for (const text of samples.org)
      it(`the organisation's login (${lang}): ${text}`, () => {
        expect(hits(ownLogin.get(lang as Lang) ?? {}, text)).toContain(lang);
      });
    for (const text of samples.reEnrol)
      it(`re-enrolment under a threat (${lang}): ${text}`, () => {
        expect(hits(lure.get(lang as Lang) ?? {}, text)).toContain(lang);
      });
  }
});

describe("own login in the third person: the ordinary senses stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(OWN_LOGIN, text)).toEqual([]);
        expect(hits(SIGN_IN_UNDER_THREAT, text)).toEqual([]);
      });
});
