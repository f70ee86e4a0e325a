// The payment-cue concept tables (shared/trust/lexicon/payment-cues.ts): credential and payment-fraud cues, one row
// per language. Each language gets an attack that asks for a one-time code (and some a bank change), scored by the
// local classifier with the rules alone; the benign counterparts name the same things without asking for them (a
// code notice that gives a code and warns against passing it on, a payment confirmation, a "your password was
// changed" notice) and must stay low. The messages are written for these tests (test/unit/trust-payment-cues.samples.ts),
// not taken from any corpus.
import { describe, expect, it } from "vitest";
import { localClassifier } from "../../shared/trust/classifier.js";
import { normalizeForMatching } from "../../shared/trust/injection.js";
import type { Lang, PhraseTable } from "../../shared/trust/lexicon/combinators.js";
import { BANK_CHANGE, BEC_SECRECY, REQUEST_SECRET, SENSITIVE_RECORD } from "../../shared/trust/lexicon/payment.js";
import {
  PAY_BANK_CHANGE,
  PAY_DEADLINE,
  PAY_FEE_TO_RECEIVE,
  PAY_MONEY_MOVE,
  PAY_PHISH_LURE,
  PAY_SECRECY,
  PAY_SECRET_MENTION,
  PAY_SECRET_REQUEST,
  PAY_USUAL_ACCOUNT,
  PAY_VERIFY_OUT_OF_BAND,
} from "../../shared/trust/lexicon/payment-cues.js";
import { RULES_ONLY } from "../../shared/trust/model.js";
import { findPhrases } from "../../shared/trust/phrases.js";
import { cleanSignals } from "../helpers/classifier-input.js";
import { compiledOnce, hits } from "../helpers/phrase-hits.js";
import {
  ATTACKS,
  BANK_ATTACKS,
  OTP_NOTICES,
  PASSWORD_CHANGED,
  PAYMENT_CONFIRMATIONS,
  SECRECY_SAMPLES,
  USUAL_ACCOUNT_NOTICES,
  VERIFY_ADVICE,
} from "./trust-payment-cues.samples.js";

const LANGUAGES =
  "en de fr es it pt nl sv pl cs ru uk el tr id vi sw hi bn ur ar fa he am th lo ko ja zh km my si ta ne ka yo ha tl ar-latn hi-latn zu xh af so ti ig ms ps ku ckb gu mr pa te kn ml jv ro hu fi da nb bg sh sk sl lt lv et ca hy az kk uz mn".split(
    " ",
  );
const SUSPICIOUS = 0.5;
const LOW = 0.3;

const classifier = localClassifier({ model: RULES_ONLY });
const credPay = async (text: string) => {
  const output = await classifier.classify({
    subject: "Notice",
    text,
    hiddenText: "",
    from: "Service Desk <desk@example.com>",
    signals: cleanSignals(),
  });
  return output.requests_credentials_or_payment;
};

describe("payment cues: every language has samples", () => {
  it("holds an attack and three benign counterparts per language", () => {
    for (const set of [ATTACKS, OTP_NOTICES, PAYMENT_CONFIRMATIONS, PASSWORD_CHANGED])
      expect(Object.keys(set).sort()).toEqual([...LANGUAGES].sort());
  });

  it("has a secret-request row for every language but English (whose tables already hold it), merged", () => {
    for (const lang of LANGUAGES.filter((lang) => lang !== "en") as Lang[]) {
      expect(Object.keys(PAY_SECRET_REQUEST)).toContain(lang);
      expect(REQUEST_SECRET[lang]).toEqual(expect.arrayContaining([...(PAY_SECRET_REQUEST[lang] ?? [])]));
    }
  });
});

describe("payment cues: asking for a code is a credential request, per language", () => {
  for (const [lang, text] of Object.entries(ATTACKS)) {
    it(`flags the ${lang} request for a verification code`, async () => {
      expect(await credPay(text)).toBeGreaterThanOrEqual(SUSPICIOUS);
    });
  }
  for (const [lang, text] of Object.entries(BANK_ATTACKS)) {
    it(`flags the ${lang} request to pay into a changed bank account`, async () => {
      expect(await credPay(text)).toBeGreaterThanOrEqual(SUSPICIOUS);
    });
  }
});

describe("payment cues: naming a code, a payment or a password is not asking for it, per language", () => {
  for (const [lang, text] of Object.entries(OTP_NOTICES)) {
    it(`leaves the ${lang} one-time-code notice low (it gives a code and says not to share it)`, async () => {
      expect(await credPay(text)).toBeLessThan(LOW);
      // The concept rows carry their own negation guards (the classifier's negation reader knows few languages).
      expect(hits(PAY_SECRET_REQUEST, text)).toEqual([]);
    });
  }
  for (const [lang, text] of Object.entries(PAYMENT_CONFIRMATIONS)) {
    it(`leaves the ${lang} payment confirmation low`, async () => {
      expect(await credPay(text)).toBeLessThan(LOW);
    });
  }
  for (const [lang, text] of Object.entries(PASSWORD_CHANGED)) {
    it(`leaves the ${lang} "your password was changed" notice low`, async () => {
      expect(await credPay(text)).toBeLessThan(LOW);
    });
  }
});

describe("payment cues, one concept at a time", () => {
  const cases: Array<[string, PhraseTable, Lang, string]> = [
    ["secret request", PAY_SECRET_REQUEST, "pl", "Podaj proszę swoje hasło do poczty."],
    ["secret request", PAY_SECRET_REQUEST, "ko", "로그인 정보를 보내 주세요."],
    ["secret request", PAY_SECRET_REQUEST, "he", "שלחו לי את הסיסמה שלכם."],
    ["secret mention", PAY_SECRET_MENTION, "tr", "Şifrenizi kimseyle paylaşmayın."],
    ["bank change", PAY_BANK_CHANGE, "sv", "Vi har bytt bankkonto, använd det nya kontonumret."],
    ["bank change", PAY_BANK_CHANGE, "ar", "يرجى ملاحظة تغيير الحساب البنكي الخاص بنا."],
    ["money move", PAY_MONEY_MOVE, "ru", "Купите подарочные карты и пришлите коды."],
    ["money move", PAY_MONEY_MOVE, "vi", "Hãy chuyển khoản gấp cho đối tác."],
    ["money move", PAY_MONEY_MOVE, "ja", "ギフトカードを購入してください。"],
    ["phishing lure", PAY_PHISH_LURE, "id", "Akun Anda akan ditangguhkan hari ini."],
    ["phishing lure", PAY_PHISH_LURE, "th", "บัญชีของคุณถูกระงับ"],
    ["phishing lure", PAY_PHISH_LURE, "uk", "Поштова скринька переповнена."],
    ["deadline", PAY_DEADLINE, "fa", "ظرف 24 ساعت اقدام کنید."],
    ["deadline", PAY_DEADLINE, "sw", "Hili ni onyo la mwisho."],
    ["phishing lure", PAY_PHISH_LURE, "bn", "আপনার অ্যাকাউন্ট আজ স্থগিত করা হবে।"],
    ["deadline", PAY_DEADLINE, "bn", "২৪ ঘণ্টার মধ্যে পেমেন্ট করুন।"],
    ["money move", PAY_MONEY_MOVE, "bn", "গিফট কার্ড কিনে কোডগুলো পাঠান।"],
    ["bank change", PAY_BANK_CHANGE, "bn", "আমাদের নতুন ব্যাংক অ্যাকাউন্টে টাকা পাঠান।"],
  ];
  for (const [concept, table, lang, text] of cases) {
    it(`${concept} (${lang}): ${text}`, () => {
      expect(hits(table, text)).toContain(lang);
    });
  }

  it("does not read a request after a negation, before or after the verb", () => {
    for (const text of [
      "Nikomu nie podawaj swojego hasła.",
      "Никому не сообщайте код подтверждения.",
      "Jangan kirim kode OTP kepada siapa pun.",
      "비밀번호를 절대 보내지 마세요.",
      "请勿将验证码发送给他人。",
      "Bu kodu kimseyle paylaşmayın, kimseye göndermeyin.",
    ])
      expect(hits(PAY_SECRET_REQUEST, text)).toEqual([]);
  });

  it("reads English request verbs as whole words: a state is not a request", () => {
    const text = "I have triggered a password reset: we are rotating the shared credentials, a provided code expires.";
    expect(hits(REQUEST_SECRET, text)).toEqual([]);
    expect(hits(REQUEST_SECRET, "Please share the credentials for the portal.")).toContain("en");
  });

  it("matches secrets as whole words, not inside other words", () => {
    for (const text of ["The pinned post about shipping is here.", "Tank leeren, Pinnwand aufräumen."])
      expect(hits(PAY_SECRET_MENTION, text)).toEqual([]);
  });

  it("does not take 'unchanged' for a bank change", () => {
    expect(hits(PAY_BANK_CHANGE, "Numer rachunku bankowego pozostaje bez zmian.")).toEqual([]);
  });
});

describe("a fee to pay before money owed is released", () => {
  const table = compiledOnce(PAY_FEE_TO_RECEIVE);
  const langs = (text: string) => findPhrases(table, normalizeForMatching(text).text).map((hit) => hit.lang);
  const cases: Array<[Lang, string]> = [
    ["en", "Your refund is ready, and to release it please pay the £1.50 handling fee."],
    ["es", "Su reembolso está listo, pero debe abonar una tasa de 2 € para recibirlo."],
    ["de", "Ihre Rückerstattung wird ausgezahlt, sobald Sie die Bearbeitungsgebühr bezahlen."],
    ["zh", "您的退款已准备好，请先支付手续费。"],
  ];
  for (const [lang, text] of cases) it(`${lang}: ${text}`, () => expect(langs(text)).toContain(lang));

  it("leaves a fee deducted from a refund, or a payout statement, alone", () => {
    expect(langs("A processing fee of £2.00 was deducted from your refund.")).toEqual([]);
    expect(langs("Payout of £120.00 sent. Payout fee: £0.50.")).toEqual([]);
  });
});

describe("words of one language that are other words in another", () => {
  const langs = hits;

  it("does not read a surname, a month, 'news' or 'again' as a new bank account", () => {
    expect(langs(BANK_CHANGE, "Jan Nowak przesłał IBAN do faktury.")).not.toContain("pl");
    expect(langs(BANK_CHANGE, "Ing. Novák: číslo účtu je v příloze.")).not.toContain("cs");
    expect(langs(BANK_CHANGE, "L'accredito avverrà il 27 novembre sull'IBAN già registrato.")).toEqual([]);
    expect(langs(BANK_CHANGE, "Nuevamente, gracias por revisar la cuenta del mes.")).not.toContain("es");
    expect(langs(BANK_CHANGE, "Nieuwsbrief: uw rekening van deze maand.")).not.toContain("nl");
    expect(langs(BANK_CHANGE, "Your bank details are unchanged.")).toEqual([]);
  });

  it("does not read advice to change a password as a request for it, in either word order", () => {
    expect(langs(REQUEST_SECRET, "กรุณาเข้าสู่ระบบผ่านเว็บไซต์ของเราโดยตรงแล้วเปลี่ยนรหัสผ่าน")).toEqual([]);
    expect(langs(REQUEST_SECRET, "请登录我们的网站并修改密码。")).toEqual([]);
    expect(langs(REQUEST_SECRET, "웹사이트에 로그인하여 비밀번호를 변경해 주세요.")).toEqual([]);
    expect(langs(REQUEST_SECRET, "Lütfen şifrenizi değiştirin.")).toEqual([]);
    expect(langs(REQUEST_SECRET, "กรุณาส่งรหัสผ่านของคุณมาที่อีเมลนี้")).toContain("any_unspaced");
    expect(langs(REQUEST_SECRET, "Lütfen şifrenizi bu adrese gönderin.")).toContain("any");
  });

  it("still reads the adjective forms", () => {
    expect(langs(BANK_CHANGE, "Unsere neue Bankverbindung finden Sie unten.")).toContain("de");
    expect(langs(BANK_CHANGE, "Mi nueva cuenta bancaria es esta.")).toContain("es");
    expect(langs(BANK_CHANGE, "Podaję nowy numer konta.")).toContain("pl");
  });

  it("does not read Polish 'days' and 'no', or the colour tan, as an identity document or a TAN", () => {
    expect(langs(SENSITIVE_RECORD, "Za 3 dni wyślę fakturę, nie martw się.")).not.toContain("es");
    expect(langs(SENSITIVE_RECORD, "Love the tan leather bag.")).not.toContain("de");
    expect(langs(SENSITIVE_RECORD, "Envíe una copia del DNI, por favor.")).toContain("es");
    expect(langs(SENSITIVE_RECORD, "Bitte geben Sie die TAN ein.")).toContain("de");
  });
});

describe("payment cues: a bank change to be verified out of band, per language", () => {
  const classify = (text: string, signals: Parameters<typeof cleanSignals>[0]) =>
    classifier.classify({
      subject: "Change of bank details",
      text,
      hiddenText: "",
      from: "Accounts <accounts@supplier.example>",
      signals: cleanSignals(signals),
    });
  const authenticated = { aligned: true, dmarc: "pass" as const };

  it("has an advice row and a sample for every language", () => {
    expect(Object.keys(VERIFY_ADVICE).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES as Lang[]) expect(Object.keys(PAY_VERIFY_OUT_OF_BAND)).toContain(lang);
  });

  for (const [lang, text] of Object.entries(VERIFY_ADVICE)) {
    it(`reads the ${lang} advice to verify by phone on a known number`, () => {
      expect(hits(PAY_VERIFY_OUT_OF_BAND, text)).toContain(lang);
    });
  }

  it("keeps an authenticated notice that advises a call-back and gives no account number under the warning line", async () => {
    const notice =
      "We are moving to a new bank account from 1 January; please update your records for our new bank details. Please do not change anything based on this email alone: call us on the number in your contract to confirm.";
    expect((await classify(notice, authenticated)).requests_credentials_or_payment).toBeLessThan(0.6);
    // The same notice with the account to pay into now, or from a sender that does not authenticate, still warns.
    const withIban = `${notice}\nNew IBAN: GB29 NWBK 6016 1331 9268 19`;
    expect((await classify(withIban, authenticated)).requests_credentials_or_payment).toBeGreaterThanOrEqual(0.6);
    expect((await classify(notice, { aligned: false })).requests_credentials_or_payment).toBeGreaterThanOrEqual(0.6);
  });
});

describe("payment cues: the usual account, the bank details unchanged, per language", () => {
  const classify = (text: string, signals: Parameters<typeof cleanSignals>[0] = { aligned: false }) =>
    classifier.classify({
      subject: "Invoice 2024-117",
      text,
      hiddenText: "",
      from: "Accounts <accounts@supplier.example>",
      signals: cleanSignals(signals),
    });

  it("has a row and a sample for every language", () => {
    expect(Object.keys(USUAL_ACCOUNT_NOTICES).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES as Lang[]) expect(Object.keys(PAY_USUAL_ACCOUNT)).toContain(lang);
  });

  for (const [lang, text] of Object.entries(USUAL_ACCOUNT_NOTICES)) {
    it(`reads the ${lang} usual account, and no bank change in the details said to be unchanged`, () => {
      expect(hits(PAY_USUAL_ACCOUNT, text)).toContain(lang);
      expect(hits(BANK_CHANGE, text)).toEqual([]);
    });
  }

  it("keeps an invoice paid to the usual account, with the account number, under the warning line", async () => {
    const invoice =
      "Invoice 2024-117 for the hall hire is attached. The balance is GBP 140.00. Please pay by bank transfer to our usual account:\nSort code 40-11-62\nAccount 71203344";
    expect((await classify(invoice)).requests_credentials_or_payment).toBeLessThan(0.6);
    // The same invoice announcing a new account, or from a free-mail address, still warns.
    const changed = invoice.replace("our usual account", "our new account (we changed banks)");
    expect((await classify(changed)).requests_credentials_or_payment).toBeGreaterThanOrEqual(0.6);
    expect(
      (await classify(invoice, { aligned: false, freeMail: true })).requests_credentials_or_payment,
    ).toBeGreaterThanOrEqual(0.6);
  });
});

describe("payment cues in the eighteen languages of Europe, the Caucasus and Central Asia (ro … mn)", () => {
  const cases: Array<[string, PhraseTable, Lang, string]> = [
    ["secret request, without diacritics", PAY_SECRET_REQUEST, "ro", "Trimiteti-ne parola contului."],
    ["bank change", PAY_BANK_CHANGE, "fi", "Maksakaa lasku uudelle tilinumerolle."],
    ["phishing lure", PAY_PHISH_LURE, "hu", "A fiókja felfüggesztésre kerül."],
    ["deadline", PAY_DEADLINE, "kk", "24 сағат ішінде төлеңіз."],
    ["money move", PAY_MONEY_MOVE, "et", "Ostke kinkekaardid ja saatke koodid."],
    ["bank change, Serbian Cyrillic", PAY_BANK_CHANGE, "sh", "Уплатите на наш нови банковни рачун."],
  ];
  for (const [concept, table, lang, text] of cases) {
    it(`${concept} (${lang}): ${text}`, () => {
      expect(hits(table, text)).toContain(lang);
    });
  }

  it("does not read a request after a negation, nor the English 'send' with a Danish row", () => {
    expect(hits(PAY_SECRET_REQUEST, "Nu trimiteți niciodată parola prin e-mail.")).toEqual([]);
    expect(hits(PAY_SECRET_REQUEST, "Nikome ne šaljite lozinku.")).toEqual([]);
    expect(hits(REQUEST_SECRET, "We will never ask you to send your CVV.")).not.toContain("da");
    expect(hits(PAY_BANK_CHANGE, "Naši bankovni podaci nisu se promijenili.")).toEqual([]);
  });
});

describe("payment cues in the sixteen languages of the second round", () => {
  it("reads requests for a secret, without or with the diacritics mail drops", () => {
    expect(hits(PAY_SECRET_REQUEST, "Sitshele iphasiwedi yakho.")).toContain("zu");
    expect(hits(PAY_SECRET_REQUEST, "Ji kerema xwe sifreya xwe ji me re bisine.")).toContain("ku");
  });

  it("does not read an attached negation, or 'just received', as a request or a bank change", () => {
    // Tigrinya "send your password to no one": the negation "ኣይት" is attached to the verb.
    expect(hits(PAY_SECRET_REQUEST, "ቃለ ምስጢርኩም ንማንም ኣይትስደዱልና።")).toEqual([]);
    // Malay "we just received the payment into your bank account": "baru" is also "just".
    expect(hits(BANK_CHANGE, "Kami baru terima bayaran ke akaun bank anda.")).toEqual([]);
    // Sorani "our bank details have not changed" (the negation attached), Pashto "have not been changed" (after).
    expect(hits(BANK_CHANGE, "زانیاریی بانکەکەمان نەگۆڕاوە.")).toEqual([]);
    expect(hits(BANK_CHANGE, "بانکي معلومات بدل شوي نه دي.")).toEqual([]);
  });
});

describe("payment cues: keeping a payment request secret, per language", () => {
  it("has a row and samples for every language, merged into BEC_SECRECY", () => {
    expect(Object.keys(SECRECY_SAMPLES).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES as Lang[]) {
      expect(PAY_SECRECY[lang]?.length, lang).toBe(2);
      expect(BEC_SECRECY[lang]).toEqual(expect.arrayContaining([...(PAY_SECRECY[lang] ?? [])]));
    }
  });

  for (const [lang, samples] of Object.entries(SECRECY_SAMPLES)) {
    it(`reads the ${lang} "keep it confidential" and "tell no one": ${samples.confidential} / ${samples.tellNoOne}`, () => {
      expect(hits(PAY_SECRECY, samples.confidential)).toContain(lang);
      expect(hits(PAY_SECRECY, samples.tellNoOne)).toContain(lang);
    });
    it(`leaves the ${lang} near misses alone: ${samples.benign.join(" / ")}`, () => {
      for (const text of samples.benign) expect(hits(PAY_SECRECY, text), text).toEqual([]);
    });
  }
});
