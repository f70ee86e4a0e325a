// The login-cue concept table (shared/trust/lexicon/login-cues.ts, the classifier's `ownLogin`): the reader asked to
// sign in with their own mailbox or work account, or told a page will ask for their password or code, one row per
// language. Each language's samples must hit OWN_LOGIN; the benign near-misses (a service's own account, security
// advice, a password reset the user asked for) must hit nothing; a short mail with a sample and a link must be given
// the rule's reason end to end. The messages are written for these tests (test/unit/trust-login-cues.samples.ts),
// not taken from any corpus.
import { describe, expect, it } from "vitest";
import type { ClassifierInput } from "../../shared/ports/classifier.js";
import { classifyLocally } from "../../shared/trust/classifier.js";
import type { Lang, PhraseTable } from "../../shared/trust/lexicon/combinators.js";
import { LOGIN_CUES, OWN_LOGIN } from "../../shared/trust/lexicon/login-cues.js";
import { READER_CUES } from "../../shared/trust/lexicon/reader-cues.js";
import { RULES_ONLY } from "../../shared/trust/model.js";
import { cleanSignals } from "../helpers/classifier-input.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { compiledOnce, hits } from "../helpers/phrase-hits.js";
import { SAMPLES } from "./trust-login-cues.samples.js";

const REASON = "asks you to sign in with your own mailbox or work account";
const LANGS = Object.keys(LOGIN_CUES) as Lang[];

describe("login cues: every cue language has both fields", () => {
  it("covers every cue language of agent-cues.ts, in the order of reader-cues.ts", () => {
    const cueLanguages = CUE_LANGUAGES;
    expect(cueLanguages).toHaveLength(75);
    expect([...LANGS].sort()).toEqual(cueLanguages.sort());
    expect(LANGS).toEqual(Object.keys(READER_CUES));
  });

  it("has ownAccount and askedFor in each language, in OWN_LOGIN, and samples for each", () => {
    for (const lang of LANGS) {
      for (const field of ["ownAccount", "askedFor"] as const)
        expect(LOGIN_CUES[lang]?.[field], `${lang}.${field}`).toBeTruthy();
      // Its own two concepts, the loosened pair, and ready-cues' two (a secret to have ready, the mailbox's login).
      expect(OWN_LOGIN[lang], lang).toHaveLength(6);
    }
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGS].sort());
  });
});

describe("login cues: each sample hits OWN_LOGIN, and its own language's row", () => {
  // A language's row alone, so a sample a sibling row meets first (Russian "вас попросят" inside Ukrainian "вас
  // попросять", Hindi before Marathi) still tests its own row.
  const own = new Map(LANGS.map((lang) => [lang, { [lang]: OWN_LOGIN[lang] } as PhraseTable]));
  // Compiled together before any search: each compile makes the shared screen prepare again at the next search.
  for (const table of own.values()) compiledOnce(table);
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const field of ["ownAccount", "askedFor"] as const)
      it(`${field} (${lang}): ${samples[field]}`, () => {
        expect(hits(OWN_LOGIN, samples[field]).length).toBeGreaterThan(0);
        expect(hits(own.get(lang as Lang) ?? {}, samples[field])).toContain(lang);
      });
});

describe("login cues: the ordinary senses stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(OWN_LOGIN, text)).toEqual([]);
      });
});

describe("login cues: a short phishing mail with the samples and a link is given the rule's reason", () => {
  // One hit alone lifts the phishing score to just under where reasons are listed (the rule's weight against the
  // bias); the mail asks for the account and announces the password prompt, as harvest mail does.
  const mail = (text: string): ClassifierInput => ({
    subject: "Document shared with you",
    text: `${text}\n\nhttps://docs-share.example/view?id=48213`,
    hiddenText: "",
    from: "Document Center <noreply@docs-share.example>",
    signals: cleanSignals({ aligned: false, linkCount: 1 }),
  });
  for (const lang of ["en", "de", "es", "fr", "ru", "zh", "ja", "ar", "hi", "tr", "sw", "ko", "vi", "pl"] as const)
    it(`${lang}: ${SAMPLES[lang].ownAccount}`, async () => {
      const result = await classifyLocally(mail(`${SAMPLES[lang].ownAccount} ${SAMPLES[lang].askedFor}`), RULES_ONLY);
      expect(
        result.reasons.some((reason) => reason.includes(REASON)),
        result.reasons.join(" | "),
      ).toBe(true);
    });
});
