// The lure concepts of shared/trust/lexicon/login-cues.ts: a sign-in under a threat or a deadline (SIGN_IN_UNDER_THREAT,
// merged into PHISH_LURE, the classifier's `lure`), and the reader's own login loosened (merged into OWN_LOGIN, the
// classifier's `ownLogin`), one row per cue language. Each language's samples must hit their concept's table and
// its own language's row; the benign near-misses (sign in at any time, a session that ended, the code we sent you to
// finish signing in, a subscription that renews) must hit neither; six lures that used to score nothing must be given
// a phishing reason end to end. The messages are written for these tests (test/unit/trust-lures.samples.ts), not
// taken from any corpus.
import { describe, expect, it } from "vitest";
import type { ClassifierInput } from "../../shared/ports/classifier.js";
import { classifyLocally } from "../../shared/trust/classifier.js";
import type { Lang, PhraseTable } from "../../shared/trust/lexicon/combinators.js";
import { LOGIN_CUES, LURE_CUES, OWN_LOGIN, SIGN_IN_UNDER_THREAT } from "../../shared/trust/lexicon/login-cues.js";
import { PHISH_LURE } from "../../shared/trust/lexicon/phishing.js";
import { RULES_ONLY } from "../../shared/trust/model.js";
import { cleanSignals } from "../helpers/classifier-input.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { compiledOnce, hits } from "../helpers/phrase-hits.js";
import { SAMPLES } from "./trust-lures.samples.js";

const LANGS = Object.keys(LURE_CUES) as Lang[];
const FIELDS = ["login", "threat", "when", "enter", "mail"] as const;

describe("lures: every cue language has both concepts", () => {
  it("covers every cue language of agent-cues.ts", () => {
    const cueLanguages = CUE_LANGUAGES;
    expect(cueLanguages).toHaveLength(75);
    expect([...LANGS].sort()).toEqual(cueLanguages.sort());
    expect([...LANGS].sort()).toEqual(Object.keys(LOGIN_CUES).sort());
  });

  it("has every field in each language, its entries in PHISH_LURE and OWN_LOGIN, and samples for each", () => {
    for (const lang of LANGS) {
      for (const field of FIELDS) expect(LURE_CUES[lang]?.[field], `${lang}.${field}`).toBeTruthy();
      expect(SIGN_IN_UNDER_THREAT[lang], lang).toHaveLength(2);
      for (const entry of SIGN_IN_UNDER_THREAT[lang] ?? []) expect(PHISH_LURE[lang], lang).toContain(entry);
      // login-cues' two concepts, the loosened pair, and ready-cues' two.
      expect(OWN_LOGIN[lang], lang).toHaveLength(6);
    }
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGS].sort());
  });
});

// A language's rows alone, so a sample a sibling row meets first (Hindi before Marathi) still tests its own row.
const threatOf = new Map(LANGS.map((lang) => [lang, { [lang]: SIGN_IN_UNDER_THREAT[lang] } as PhraseTable]));
const ownOf = new Map(LANGS.map((lang) => [lang, { [lang]: OWN_LOGIN[lang] } as PhraseTable]));
// Compiled together before any search: each compile makes the shared screen prepare again at the next search.
for (const table of [SIGN_IN_UNDER_THREAT, OWN_LOGIN, ...threatOf.values(), ...ownOf.values()]) compiledOnce(table);

describe("lures: each sample hits its concept, and its own language's row", () => {
  for (const [lang, samples] of Object.entries(SAMPLES)) {
    for (const text of samples.threat)
      it(`sign-in under a threat (${lang}): ${text}`, () => {
        expect(hits(SIGN_IN_UNDER_THREAT, text).length).toBeGreaterThan(0);
        expect(hits(threatOf.get(lang as Lang) ?? {}, text)).toContain(lang);
      });
    for (const text of samples.own)
      it(`own login, loosened (${lang}): ${text}`, () => {
        expect(hits(OWN_LOGIN, text).length).toBeGreaterThan(0);
        expect(hits(ownOf.get(lang as Lang) ?? {}, text)).toContain(lang);
      });
  }
});

describe("lures: the ordinary senses stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(SIGN_IN_UNDER_THREAT, text)).toEqual([]);
        expect(hits(OWN_LOGIN, text)).toEqual([]);
      });
});

describe("lures: the six lures that scored nothing are given a phishing reason", () => {
  // The level the login-cue tests take for a hit: the phishing rule's reason is listed (trust-login-cues.test.ts).
  const REASONS = [
    "asks you to sign in with your own mailbox or work account",
    "credential-harvest wording (verify your account, account suspended)",
  ];
  const mail = (text: string): ClassifierInput => ({
    subject: "Action required",
    text: `${text}\n\nhttps://portal-share.example/view?id=48213`,
    hiddenText: "",
    from: "Portal <noreply@portal-share.example>",
    signals: cleanSignals({ aligned: false, linkCount: 1 }),
  });
  const LURES = [
    "To keep receiving new applicants for your open roles, sign in again within 24 hours. Workspaces that do not re-authenticate will be suspended and their pending applications archived.",
    "Log in met uw zakelijke e-mailaccount om het document te openen.",
    "Please sign in and re-enter your one-time code to release the run. If the run is not released before 23:00, payments will be delayed.",
    "Para renovarla, inicie sesión con la cuenta de la empresa y confirme el código que recibirá por SMS.",
    "ما لم تقوموا بتسجيل الدخول إلى البوابة الجديدة باستخدام بريدكم الإلكتروني وكلمة المرور الحالية",
    "Your business listing will be unpublished in 48 hours unless the owner signs in and confirms ownership.",
  ];
  for (const text of LURES)
    it(text, async () => {
      const result = await classifyLocally(mail(text), RULES_ONLY);
      expect(
        result.reasons.some((reason) => REASONS.some((wanted) => reason.includes(wanted))),
        result.reasons.join(" | "),
      ).toBe(true);
    });

  it("leaves a 2FA mail the reader asked for without either reason", async () => {
    const result = await classifyLocally(
      mail("Enter the code we sent you to finish signing in. You can sign in at any time to view your statement."),
      RULES_ONLY,
    );
    expect(result.reasons.filter((reason) => REASONS.some((wanted) => reason.includes(wanted)))).toEqual([]);
  });
});
