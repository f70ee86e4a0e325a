// The channel-cue concept tables (shared/trust/lexicon/channel-cues.ts): the contact channel changed, the usual
// channel unreachable, someone else's account, the usual way to pay down; one row per language. Each language has a
// sample per concept the table must read; the scoring tests check that an attack built on each concept reaches its
// rule's reason in several languages, and that the benign counterparts (a friend's new number, an out-of-office, a
// rent reminder, a portal under maintenance with payment to the usual account, a supplier whose mail was hacked but
// whose bank details did not change) stay under the warning line. The messages are written for these tests
// (test/unit/trust-channel-cues.samples.ts), not taken from any corpus.
import { describe, expect, it } from "vitest";
import { localClassifier } from "../../shared/trust/classifier.js";
import {
  CHANNEL_ACCOUNT_BLOCKED,
  CHANNEL_CHANGE,
  CHANNEL_CONCEPTS,
  CHANNEL_PORTAL_DOWN,
  CHANNEL_THIRD_PARTY_ACCOUNT,
  CHANNEL_UNREACHABLE,
} from "../../shared/trust/lexicon/channel-cues.js";
import type { Lang, PhraseTable } from "../../shared/trust/lexicon/combinators.js";
import { RULES_ONLY } from "../../shared/trust/model.js";
import { CLASSIFIER_RULES } from "../../shared/trust/rules/classifier.js";
import { cleanSignals } from "../helpers/classifier-input.js";
import { FORTY_CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { hits } from "../helpers/phrase-hits.js";
import {
  ACCOUNT_BLOCKED,
  CHANGE,
  NEW_NUMBER_CHAT,
  OUT_OF_OFFICE,
  PORTAL_DOWN,
  THIRD_PARTY,
  UNREACHABLE,
} from "./trust-channel-cues.samples.js";

const LANGUAGES = FORTY_CUE_LANGUAGES;
const SUSPICIOUS = 0.5;
const LOW = 0.3;
const IBAN = "DE89 3704 0044 0532 0130 00";

const classifier = localClassifier({ model: RULES_ONLY });
type Signals = Parameters<typeof cleanSignals>[0];
const classify = (text: string, signals: Signals = { aligned: false }, subject = "Hello") =>
  classifier.classify({
    subject,
    text,
    hiddenText: "",
    from: "Someone <someone@example.net>",
    signals: cleanSignals(signals),
  });

const reasonOf = (id: string) => {
  const rule = CLASSIFIER_RULES.find((row) => row.id === id);
  if (!rule || typeof rule.reason !== "string") throw new Error(`no rule ${id}`);
  return `credentials or payment: ${rule.reason}`;
};

describe("channel cues: every language has a row and a sample per concept", () => {
  it("has a row for every cue language in every concept", () => {
    for (const [name, table] of Object.entries(CHANNEL_CONCEPTS))
      expect(Object.keys(table).sort(), name).toEqual([...LANGUAGES].sort());
  });

  it("holds a sample per language for every concept", () => {
    for (const set of [CHANGE, UNREACHABLE, THIRD_PARTY, PORTAL_DOWN, ACCOUNT_BLOCKED])
      expect(Object.keys(set).sort()).toEqual([...LANGUAGES].sort());
  });
});

describe("channel cues: each concept is read in each language", () => {
  const concepts: Array<[string, PhraseTable, Record<string, string>]> = [
    ["the contact channel changed", CHANNEL_CHANGE, CHANGE],
    ["the usual channel unreachable", CHANNEL_UNREACHABLE, UNREACHABLE],
    ["someone else's account", CHANNEL_THIRD_PARTY_ACCOUNT, THIRD_PARTY],
    ["the payment portal down", CHANNEL_PORTAL_DOWN, PORTAL_DOWN],
    ["the usual account blocked", CHANNEL_ACCOUNT_BLOCKED, ACCOUNT_BLOCKED],
  ];
  for (const [concept, table, samples] of concepts)
    for (const [lang, text] of Object.entries(samples))
      it(`${concept} (${lang}): ${text}`, () => expect(hits(table, text)).toContain(lang));
});

describe("channel cues: what they must not read", () => {
  it("does not take a firm's new office number, a phone call offered, or an account of events for a cue", () => {
    expect(hits(CHANNEL_CHANGE, "Please note our new phone number: 020 7946 0000.")).toEqual([]);
    expect(hits(CHANNEL_UNREACHABLE, "Feel free to call me on 020 7946 0000 if anything is unclear.")).toEqual([]);
    expect(hits(CHANNEL_THIRD_PARTY_ACCOUNT, "My colleague's account of the meeting is attached.")).toEqual([]);
    expect(hits(CHANNEL_THIRD_PARTY_ACCOUNT, "Account name: Harbour Lettings Ltd.")).toEqual([]);
  });

  it("does not read 'your account is suspended' (a phishing lure, weighed elsewhere) as the payee's account blocked", () => {
    expect(hits(CHANNEL_ACCOUNT_BLOCKED, "Your account has been suspended.")).toEqual([]);
  });
});

describe("channel cues: attacks reach their rule", () => {
  const changeLangs = ["en", "de", "fr", "es", "pt", "ru", "zh", "ar"];
  for (const lang of changeLangs) {
    it(`warns about the ${lang} 'new phone, please pay' opening`, async () => {
      const output = await classify(`${CHANGE[lang]}\nIBAN ${IBAN}\n450 €`);
      expect(output.requests_credentials_or_payment).toBeGreaterThanOrEqual(SUSPICIOUS);
      expect(output.reasons).toContain(reasonOf("credpay.channel_change_money"));
    });
  }

  it("warns about a new number and gift cards asked for, without any account number", async () => {
    const output = await classify(
      "Hi Mum, I lost my phone, this is my new number. Can you buy two Apple gift cards for me and send me the codes?",
    );
    expect(output.requests_credentials_or_payment).toBeGreaterThanOrEqual(SUSPICIOUS);
    expect(output.reasons).toContain(reasonOf("credpay.channel_change_money"));
  });

  it("warns about a supplier whose old mailbox was 'hacked', with a new account to pay", async () => {
    const output = await classify(
      `Dear customer, our old email address was hacked, so please write to us only here. Kindly settle invoice 8812 (EUR 12,400) by bank transfer to IBAN ${IBAN}.`,
      { aligned: true },
      "Invoice 8812",
    );
    expect(output.requests_credentials_or_payment).toBeGreaterThanOrEqual(SUSPICIOUS);
    expect(output.reasons).toContain(reasonOf("credpay.channel_change_money"));
  });

  for (const lang of ["en", "de", "es", "ru"]) {
    it(`raises a ${lang} request made while saying the sender cannot be called`, async () => {
      const request = `IBAN ${IBAN}\n3.500 €\n${THIRD_PARTY[lang]}`;
      const without = (await classify(request)).requests_credentials_or_payment;
      const withCue = (await classify(`${UNREACHABLE[lang]}\n${request}`)).requests_credentials_or_payment;
      expect(withCue).toBeGreaterThan(without);
    });
  }

  for (const lang of ["en", "de", "fr", "es", "it", "pl", "tr", "zh"]) {
    it(`warns about the ${lang} request to pay into someone else's account`, async () => {
      const output = await classify(`${THIRD_PARTY[lang]}\nIBAN ${IBAN}\n950 €`);
      expect(output.requests_credentials_or_payment).toBeGreaterThanOrEqual(SUSPICIOUS);
      expect(output.reasons).toContain(reasonOf("credpay.third_party_account"));
    });
  }

  for (const lang of ["en", "de", "fr", "es", "it", "nl", "ja"]) {
    it(`warns about the ${lang} 'portal down, pay this account' notice`, async () => {
      const output = await classify(`${PORTAL_DOWN[lang]}\nIBAN ${IBAN}\n1.240 €`, { aligned: true }, "Invoice 2291");
      expect(output.requests_credentials_or_payment).toBeGreaterThanOrEqual(SUSPICIOUS);
      expect(output.reasons).toContain(reasonOf("credpay.channel_down"));
    });
  }

  for (const lang of ["en", "de", "fr", "ar"]) {
    it(`warns about the ${lang} 'usual account blocked, pay this one', though it names the usual account`, async () => {
      const output = await classify(`${ACCOUNT_BLOCKED[lang]}\nIBAN ${IBAN}\n3.400 €`, { aligned: true }, "Invoice");
      expect(output.requests_credentials_or_payment).toBeGreaterThanOrEqual(SUSPICIOUS);
      expect(output.reasons).toContain(reasonOf("credpay.channel_down"));
    });
  }
});

describe("channel cues: the benign counterparts stay under the warning line", () => {
  const friend = { aligned: true, freeMail: true };
  for (const [lang, text] of Object.entries(NEW_NUMBER_CHAT)) {
    it(`leaves the ${lang} friend's new number, nothing asked, low`, async () => {
      expect(hits(CHANNEL_CHANGE, text)).toContain(lang);
      expect((await classify(text, friend)).requests_credentials_or_payment).toBeLessThan(LOW);
    });
  }

  for (const [lang, text] of Object.entries(OUT_OF_OFFICE)) {
    it(`leaves the ${lang} out-of-office (reply by email) low`, async () => {
      expect(hits(CHANNEL_UNREACHABLE, text)).toContain(lang);
      expect((await classify(text, { aligned: true }, "Out of office")).requests_credentials_or_payment).toBeLessThan(
        LOW,
      );
    });
  }

  it("leaves a landlord's usual rent reminder under the warning line", async () => {
    for (const text of [
      "Hi, just a reminder that the rent of £950 for December is due on the 1st. Please pay by standing order to my account as usual: sort code 40-11-62, account 71203344. Thanks, Margaret",
      "Hallo, die Miete für Dezember (950 €) ist am 1. fällig. Bitte wie immer auf das bekannte Konto überweisen: IBAN DE89 3704 0044 0532 0130 00. Viele Grüße",
    ]) {
      const output = await classify(text, { aligned: true }, "Rent");
      expect(output.requests_credentials_or_payment).toBeLessThan(SUSPICIOUS);
      expect(output.reasons).not.toContain(reasonOf("credpay.third_party_account"));
    }
  });

  const maintenance: Array<[Lang, string]> = [
    [
      "en",
      "Our payment portal is under maintenance this week. Please pay invoice 2291 (€1,240) as usual by bank transfer to our usual account, IBAN NL91 ABNA 0417 1643 00 (unchanged).",
    ],
    [
      "de",
      "Unser Zahlungsportal ist derzeit in Wartung. Bitte überweisen Sie den Rechnungsbetrag von 1.240 € wie gewohnt auf unser bekanntes Konto, IBAN DE89 3704 0044 0532 0130 00; unsere Bankverbindung hat sich nicht geändert.",
    ],
    [
      "fr",
      "Notre portail de paiement est temporairement en maintenance. Merci de régler la facture 2291 (1 240 €) par virement sur notre compte habituel, IBAN FR76 3000 6000 0112 3456 7890 189 ; nos coordonnées bancaires restent inchangées.",
    ],
    [
      "nl",
      "Ons betaalportaal is tijdelijk in onderhoud. Betaal factuur 2291 (€ 1.240) zoals gebruikelijk per overboeking naar onze vaste rekening, IBAN NL91 ABNA 0417 1643 00; onze bankgegevens zijn ongewijzigd.",
    ],
  ];
  for (const [lang, text] of maintenance) {
    it(`leaves the ${lang} 'portal under maintenance, pay the usual account as always' notice under the warning line`, async () => {
      expect(hits(CHANNEL_PORTAL_DOWN, text)).toContain(lang);
      const output = await classify(text, { aligned: true }, "Invoice 2291");
      expect(output.requests_credentials_or_payment).toBeLessThan(SUSPICIOUS);
      expect(output.reasons).not.toContain(reasonOf("credpay.channel_down"));
    });
  }

  it("leaves a supplier whose mailbox was hacked, but whose bank details did not change, under the warning line", async () => {
    const text =
      "Dear customer, our email account was hacked last week. Our bank details have not changed: please keep paying invoice 8812 (EUR 2,400) as usual by bank transfer to our usual account. Ignore any mail asking you to pay elsewhere.";
    expect(hits(CHANNEL_CHANGE, text)).toContain("en");
    expect((await classify(text, { aligned: true }, "Security notice")).requests_credentials_or_payment).toBeLessThan(
      SUSPICIOUS,
    );
  });

  it("still lowers a known, authenticated correspondent (credpay.known_sender applies with the channel rules)", async () => {
    const text = `${CHANGE.en}\nIBAN ${IBAN}\n450 €`;
    const stranger = (await classify(text)).requests_credentials_or_payment;
    const known = (await classify(text, { aligned: true, priorCorrespondence: true })).requests_credentials_or_payment;
    expect(known).toBeLessThan(stranger);
  });
});
