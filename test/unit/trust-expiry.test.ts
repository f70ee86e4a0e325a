// The expiry-cue concept tables (shared/trust/lexicon/expiry-cues.ts, merged into PHISH_LURE): the reader's password
// or access expiring, a sign-in joined to confirming data, and a document opened only after signing in with trade or
// platform credentials, one row per language. Each language's sample of a concept must hit that concept's own row;
// the benign near-misses (a subscription or an offer expiring, a user who could not log in, a portal invoice, an
// appointment to confirm, a password changed, a password policy where the plural tells it apart) must hit none. The
// messages are written for these tests (test/unit/trust-expiry.samples.ts), not taken from any corpus.
import { describe, expect, it } from "vitest";
import type { Lang, PhraseTable } from "../../shared/trust/lexicon/combinators.js";
import {
  EXPIRY_CONFIRM_DATA,
  EXPIRY_CUES,
  EXPIRY_SECRET,
  EXPIRY_TRADE_LOGIN,
  PHISH_PLAIN,
} from "../../shared/trust/lexicon/expiry-cues.js";
import { PHISH_LURE } from "../../shared/trust/lexicon/phishing.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { hits, ownRowsHit } from "../helpers/phrase-hits.js";
import { type ExpirySamples, SAMPLES } from "./trust-expiry.samples.js";

const CONCEPTS: Array<[keyof Omit<ExpirySamples, "benign">, string, PhraseTable]> = [
  ["expiry", "password or access expiring", EXPIRY_SECRET],
  ["confirm", "sign-in joined to confirming data", EXPIRY_CONFIRM_DATA],
  ["open", "document opened with trade credentials", EXPIRY_TRADE_LOGIN],
];

const LANGS = Object.keys(EXPIRY_CUES) as Lang[];

describe("expiry cues: every cue language has every concept, merged into PHISH_LURE", () => {
  it("covers every cue language of agent-cues.ts", () => {
    expect(CUE_LANGUAGES).toHaveLength(75);
    expect([...LANGS].sort()).toEqual([...CUE_LANGUAGES].sort());
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGS].sort());
  });

  it("has every field in each language, and each concept's entry in PHISH_PLAIN", () => {
    for (const lang of LANGS) {
      for (const field of ["secret", "expire", "login", "confirm", "data", "trade", "open"] as const)
        expect(EXPIRY_CUES[lang]?.[field], `${lang}.${field}`).toBeTruthy();
      for (const [, , table] of CONCEPTS)
        expect(PHISH_PLAIN[lang]).toEqual(expect.arrayContaining([...(table[lang] ?? [])]));
    }
  });

  it("merges PHISH_PLAIN into PHISH_LURE", () => {
    for (const lang of LANGS) expect(PHISH_LURE[lang]).toEqual(expect.arrayContaining([...(PHISH_PLAIN[lang] ?? [])]));
  });
});

describe("expiry cues: each concept's sample hits its own language's row", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const [field, name, table] of CONCEPTS)
      it(`${name} (${lang}): ${samples[field]}`, () => {
        expect(ownRowsHit(table, lang as Lang, samples[field])).toBe(true);
        expect(hits(PHISH_PLAIN, samples[field]).length).toBeGreaterThan(0);
      });
});

describe("expiry cues: the ordinary senses stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(PHISH_PLAIN, text)).toEqual([]);
      });
});

describe("expiry cues: the brief's forms", () => {
  it("reads the German, Slovenian and Croatian forms and the English notice", () => {
    expect(hits(EXPIRY_SECRET, "Das Passwort Ihres Zugangs läuft heute ab.")).toContain("de");
    expect(hits(EXPIRY_SECRET, "Vaše geslo poteče danes.")).toContain("sl");
    expect(hits(EXPIRY_SECRET, "Your mailbox access is expiring.")).toContain("en");
    // PHISH_LURE's own English row reads the password expiring; the expiry rows add the other words.
    expect(hits(PHISH_LURE, "Your password expires today at 18:00.")).toContain("en");
    expect(hits(EXPIRY_CONFIRM_DATA, "Prijavite se in potrdite podatke.")).toContain("sl");
    expect(hits(EXPIRY_CONFIRM_DATA, "Sign in to update your company data.")).toContain("en");
    expect(hits(EXPIRY_TRADE_LOGIN, "Morate se prijaviti svojim dealerskim podacima da biste ga otvorili.")).toContain(
      "sh",
    );
    expect(hits(EXPIRY_TRADE_LOGIN, "To view the report, sign in with your company login.")).toContain("en");
  });
});
