// The local classifier backend ("local-v1"): no network, a few milliseconds per message.
//
// Each score is a logistic over hand-set weights on phrase-class counts (lexicon/, multilingual) and the other
// stages' signals (links, authentication, attachments, sender). This file extracts the features; the weights are
// rows of rules/classifier.ts (log-odds), evaluated by one loop. The calibration aim is benign mail mostly under 0.3
// and clear attacks above 0.8. The rules that fired double as the explanation (`reasons`).

import type { Category, Classifier, ClassifierInput, ClassifierOutput } from "../ports/classifier.js";
import { TRUST_MODEL } from "./data/trust-model.js";
import { TRUST_VOCABULARY } from "./data/trust-vocabulary.js";
import {
  EMAIL_OR_URL,
  HAS_EMAIL_OR_URL,
  injectionScore,
  normalizeForMatching,
  quoting,
  round,
  type Span,
  weightedCount,
} from "./injection.js";
import {
  CHANNEL_ACCOUNT_BLOCKED,
  CHANNEL_CHANGE,
  CHANNEL_PORTAL_DOWN,
  CHANNEL_THIRD_PARTY_ACCOUNT,
  CHANNEL_UNREACHABLE,
} from "./lexicon/channel-cues.js";
import {
  CUE_BUSINESS,
  CUE_CALENDAR_STRONG,
  CUE_CALENDAR_WEAK,
  CUE_NEWSLETTER,
  CUE_NOTIFICATION,
  CUE_PERSONAL,
  CUE_PROMO,
  CUE_SECURITY,
  CUE_TRANSACTIONAL,
} from "./lexicon/cues.js";
import { OWN_LOGIN } from "./lexicon/login-cues.js";
import {
  BANK_CHANGE,
  BEC_SECRECY,
  CRED_MENTION,
  CRED_PAY_STRONG,
  CRED_PAY_WEAK,
  MONEY_MOVE,
  PASSWORD_LABEL,
  REQUEST_NEVER_ASKED,
  REQUEST_SECRET,
  SENSITIVE_RECORD,
  USUAL_ACCOUNT,
  VERIFY_OUT_OF_BAND,
} from "./lexicon/payment.js";
import { IMPERSONATED_BRANDS, PHISH_LURE } from "./lexicon/phishing.js";
import { REPORTED_REQUEST } from "./lexicon/reporting.js";
import { SPAM_OFFER, SPAM_PHARMA, SPAM_PRESSURE, SPAM_PRIZE } from "./lexicon/spam.js";
import { URGENCY_STRONG, URGENCY_WEAK } from "./lexicon/urgency.js";
import { editDistance } from "./links.js";
import { type LoadedModel, loadModel, MODEL_ALONE_AT, MODEL_WARN_AT, scoreModel } from "./model.js";
import { type CompiledTable, compileTable, countPhrases, findPhrases } from "./phrases.js";
import { CLASSIFIER_BIASES, CLASSIFIER_RULES, type ClassifierFeatures, type TextStats } from "./rules/classifier.js";
import { evaluateRules, sigmoid, topReasons } from "./rules/evaluate.js";
import { knownShare, loadVocabulary, type Vocabulary } from "./vocabulary.js";

export const LOCAL_BACKEND = "local-v1";
/** Bump on any change to weights or lexicons: it is part of the cache key. */
export const LOCAL_MODEL_VERSION = "2026-11-zw";

const MODEL = loadModel(TRUST_MODEL);
const VOCABULARY = loadVocabulary(TRUST_VOCABULARY);
/** The share of a message's words the model must have seen to warn alone. Cross-validated (`npm run train:trust --
 * --cross-validate`, each corpus scored by a model and vocabulary trained without it, 2026-11-27): on `translation`
 * (54 languages) the bar took 3 attacks and 3 benign messages out of the model-alone warnings (coin flips on words it
 * never saw); over all 28 corpora detection 95.5 → 95.1 %, benign suspicious 9.0 → 8.7 %. */
const MODEL_ALONE_KNOWN = 0.6;
/** What the trained model may raise a score to when the rules leave it lower: each a warning in the decision, and
 * below every line that withholds mail (quarantine 0.8, the SPAM label 0.9). `cue`: the rules' score for that kind
 * from which, for an authenticated sender, they count as a cue the model may build on. Ordinary mail scores about
 * 0.02, and a phishing score up to ~0.1 on benign mail with a few links; calibrated on the held-out corpora (phishing
 * at 0.05 warned about 3.2 % of their authenticated benign mail, at 0.15 1.9 %, detection the same). */
const MODEL_FLOOR = {
  contains_instructions_to_agent: { floor: 0.6, cue: 0.05, label: "instructions to agent" },
  is_phishing: { floor: 0.6, cue: 0.15, label: "phishing" },
  requests_credentials_or_payment: { floor: 0.65, cue: 0.05, label: "credentials or payment" },
  is_spam: { floor: 0.65, cue: 0.05, label: "spam" },
} as const;

/** Text beyond this many characters is not scored at all (bounded time on hostile input). */
const MAX_CHARS = 200_000;
/** Spam, phishing, payment, urgency and category cues are read from the head and the tail of long mail: the
 * request is at the top, the unsubscribe footer at the bottom, and each phrase table costs a full pass. The
 * injection detector always reads everything, since a payload can sit anywhere. */
const CUE_HEAD = 16_000;
const CUE_TAIL = 4_000;
function cueText(norm: string): string {
  if (norm.length <= CUE_HEAD + CUE_TAIL) return norm;
  return `${norm.slice(0, CUE_HEAD)}\n\n${norm.slice(norm.length - CUE_TAIL)}`;
}

const T = {
  pharma: compileTable(SPAM_PHARMA),
  prize: compileTable(SPAM_PRIZE),
  pressure: compileTable(SPAM_PRESSURE),
  lure: compileTable(PHISH_LURE),
  ownLogin: compileTable(OWN_LOGIN),
  credStrong: compileTable(CRED_PAY_STRONG),
  credWeak: compileTable(CRED_PAY_WEAK),
  credMention: compileTable(CRED_MENTION),
  urgencyStrong: compileTable(URGENCY_STRONG),
  urgencyWeak: compileTable(URGENCY_WEAK),
  calendarWeak: compileTable(CUE_CALENDAR_WEAK),
  security: compileTable(CUE_SECURITY),
  transactional: compileTable(CUE_TRANSACTIONAL),
  newsletter: compileTable(CUE_NEWSLETTER),
  promo: compileTable(CUE_PROMO),
  notification: compileTable(CUE_NOTIFICATION),
  personal: compileTable(CUE_PERSONAL),
  business: compileTable(CUE_BUSINESS),
  offer: compileTable(SPAM_OFFER),
  requestSecret: compileTable(REQUEST_SECRET),
  neverAsked: compileTable(REQUEST_NEVER_ASKED),
  record: compileTable(SENSITIVE_RECORD),
  bankChange: compileTable(BANK_CHANGE),
  moneyMove: compileTable(MONEY_MOVE),
  becSecrecy: compileTable(BEC_SECRECY),
  reportedRequest: compileTable(REPORTED_REQUEST),
  verifyOutOfBand: compileTable(VERIFY_OUT_OF_BAND),
  usualAccount: compileTable(USUAL_ACCOUNT),
  channelChange: compileTable(CHANNEL_CHANGE),
  unreachable: compileTable(CHANNEL_UNREACHABLE),
  thirdPartyAccount: compileTable(CHANNEL_THIRD_PARTY_ACCOUNT),
  portalDown: compileTable(CHANNEL_PORTAL_DOWN),
  accountBlocked: compileTable(CHANNEL_ACCOUNT_BLOCKED),
} satisfies Record<string, CompiledTable>;

const RE_CALENDAR_STRONG = new RegExp(CUE_CALENDAR_STRONG.join("|"), "mu");
const RE_MONEY =
  /(?:[$€£¥₹₺₽]\s?\d|\d[\d,.]*\s?(?:usd|eur|gbp|dollars|euros?|pounds|usdt|usdc|btc|eth|€|\$)(?![\p{L}\p{N}]))/iu;
const RE_MONEY_RUN = /[$€£]{3,}/u;
/** An IBAN, or an account or routing number written out next to its label. */
const RE_ACCOUNT_NUMBER =
  /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}\b|(?:routing|account|acct|konto|cuenta|compte|rib|sort code|bsb)[^\d\n]{0,15}\d[\d -]{5,}/i;
/** An Indian IFSC code or a crypto wallet (TRON, Ethereum, bech32 Bitcoin): case matters for both. */
const RE_BANK_CODE_OR_WALLET =
  /\b[A-Z]{4}0[A-Z0-9]{6}\b|\bT[1-9A-HJ-NP-Za-km-z]{33}\b|\b0x[0-9a-fA-F]{40}\b|\bbc1[02-9ac-hj-np-z]{25,60}\b/;
/** A wallet address after the word "wallet", whatever its case (a forwarded or retyped address loses it). */
const RE_WALLET_ADDRESS = /wallet[^\n]{0,40}\n?[^\S\n]{0,4}\b(?=[a-z]{0,63}\d)(?=\d{0,63}[a-z])[a-z0-9]{26,64}\b/i;
const RE_LOWER = /\p{Ll}/u;
const RE_CAPS_WORD = /\p{Lu}{3,}/gu;
/** A line of at least two words in capitals and no lowercase ("CLAIM YOUR FUNDS"): the bulk mailer's button.
 * Checked line by line with simple regexes: one pattern over the whole line backtracks catastrophically. */
function hasShoutedLine(text: string): boolean {
  for (const line of text.split("\n")) {
    if (line.length > 200 || RE_LOWER.test(line)) continue;
    if ((line.match(RE_CAPS_WORD)?.length ?? 0) >= 2) return true;
  }
  return false;
}
/** A request to send something over, whatever it is (with a list of records below it). */
const RE_ASKS_TO_SEND =
  /(?:send|export|email|forward|share|provide|pull|need|necesito|env[ií]\p{L}*|benötige|brauche|schick\p{L}*|send\p{L}*|envoy\p{L}*|besoin|preciso|mand\p{L}*)[^.\n]{0,80}(?:export|list|file|spreadsheet|report|extract|copy|data|excel|listado|lista|liste|tabelle|tableau|datos|daten|données|dados)/u;
/** A blank to fill in with a password ("Current password: ____", "- كلمة المرور الحالية:"), in the languages mail
 * comes in: a form written as text, which no legitimate sender sends. */

const RE_PASSWORD_FIELD = new RegExp(
  `^[ \\t>*•·-]*(?:[\\p{L}]+ ){0,2}(?:${PASSWORD_LABEL})(?: [\\p{L}]+){0,2}\\s*[:：]\\s*(?:_{2,}|\\.{3,}|\\[[^\\]\\n]*\\])?\\s*$`,
  "mu",
);
const RE_NOREPLY = /(?:no-?reply|do-?not-?reply|notifications?|alerts?|mailer-daemon)@/i;

// Language detection: eld's medium database takes ~0.6 s to import, so it is loaded once, on first use (or when a
// classifier is created) instead of when this module is imported.
type Detector = { detect(text: string): { language: string } };
let detectorPromise: Promise<Detector> | undefined;
function loadDetector(): Promise<Detector> {
  detectorPromise ??= import("eld/medium").then((module) => module.eld as Detector);
  return detectorPromise;
}

/** Where a described request's sentence ends: a full stop, a blank line, or a new list item. */
const RE_SENTENCE_END = /[.!?;。！？](?=\s|$)|\n[^\S\n]*\n|\n[^\S\n]*(?:[-*•·]|\d+[.)])\s/gu;
/** How far a described request may run. */
const REPORTED_MAX = 300;

/** Spans of the writer's own words that describe a request instead of making one: from "attackers ask you to",
 * "we will never ask you to", "if you entered your password" to the end of that sentence. */
function reportedSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const hit of findPhrases(T.reportedRequest, text)) {
    const from = hit.index + hit.text.length;
    RE_SENTENCE_END.lastIndex = from;
    const end = RE_SENTENCE_END.exec(text)?.index ?? text.length;
    spans.push([hit.index, Math.min(end, from + REPORTED_MAX)]);
  }
  return spans;
}

/** Highest phishing score without a lure in the content: enough to warn, not to quarantine. */
const PHISHING_WITHOUT_LURE_MAX = 0.75;

function textStats(raw: string): TextStats {
  let upper = 0;
  let lower = 0;
  let exclamations = 0;
  let exclamationRuns = 0;
  let words = 0;
  // The current word's letters: a word with a digit in it is a code (a booking number, a container, a voyage),
  // whose capitals are no shouting.
  let wordUpper = 0;
  let wordLower = 0;
  let wordDigit = false;
  let inWord = false;
  for (let i = 0; i <= raw.length; i++) {
    const c = i < raw.length ? raw.charCodeAt(i) : 32;
    const isUpper = c >= 65 && c <= 90;
    const isLower = c >= 97 && c <= 122;
    const isDigit = c >= 48 && c <= 57;
    if (c === 33) {
      exclamations++;
      if (raw.charCodeAt(i + 1) === 33) exclamationRuns++;
    }
    const wordChar = isUpper || isLower || c > 127 || isDigit;
    if (wordChar && !inWord) words++;
    if (wordChar) {
      if (isUpper) wordUpper++;
      else if (isLower) wordLower++;
      else if (isDigit) wordDigit = true;
    } else if (inWord) {
      if (!wordDigit) {
        upper += wordUpper;
        lower += wordLower;
      }
      wordUpper = 0;
      wordLower = 0;
      wordDigit = false;
    }
    inWord = wordChar;
  }
  const letters = upper + lower;
  return { letters, upperRatio: letters ? upper / letters : 0, exclamations, exclamationRuns, words };
}

const WORD_RUN = /[\p{L}\p{N}]+/gu;

/** The text holds at least `n` words (runs of letters and digits), read only as far as the n-th. */
function hasWords(text: string, n: number): boolean {
  WORD_RUN.lastIndex = 0;
  for (let found = 0; found < n; found++) if (!WORD_RUN.exec(text)) return false;
  return true;
}

/** Per brand: its name as a whole word. */
const brandInName = new Map<string, RegExp>();

/** The sender's display name claims a brand its address does not belong to ("PayPal Support <x@mail-ppl.ru>"). */
function brandSpoof(from: string): string | undefined {
  const match = /^\s*"?([^"<]*)"?\s*<([^>]+)>/.exec(from);
  if (!match) return undefined;
  const name = normalizeForMatching(match[1]).text;
  const domain = (match[2].split("@")[1] ?? "").toLowerCase();
  for (const brand of IMPERSONATED_BRANDS) {
    if (!name.includes(brand)) continue;
    let whole = brandInName.get(brand);
    if (!whole) {
      whole = new RegExp(`(?<![\\p{L}\\p{N}])${brand}(?![\\p{L}\\p{N}])`, "u");
      brandInName.set(brand, whole);
    }
    const inName = whole.test(name);
    if (inName && !domain.replace(/[^a-z0-9]/g, "").includes(brand.replace(/\s+/g, ""))) return brand;
  }
  return undefined;
}

/** The sender's domain imitates a brand: one typo away ("docusgn.net") or the brand plus words ("paypal-secure"). */
function brandLookalike(from: string): string | undefined {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = (address.split("@")[1] ?? "").toLowerCase().trim();
  if (!domain) return undefined;
  const labels = domain.split(".");
  const registrable = labels.length >= 2 ? labels[labels.length - 2] : labels[0];
  for (const brand of IMPERSONATED_BRANDS) {
    const name = brand.replace(/\s+/g, "");
    if (name.length < 5 || registrable === name) continue;
    const parts = registrable.split("-");
    if (parts.length > 1 && parts.includes(name)) return brand;
    if (editDistance(registrable, name, 1) === 1) return brand;
  }
  return undefined;
}

/** Characters of the body the language is told from: enough for a stable answer, and eld's time grows with it (on
 * the 193 fitted fixture texts longer than 1,000 characters, samples of 300 to 800 characters name the same
 * language; on the 521 with a labelled language, 200 to 800 are equally right). */
const LANGUAGE_SAMPLE = 400;
/** Too little to tell a language from: fewer than eight letters. */
const MIN_LETTERS = /^(?:\P{L}*\p{L}){8}/u;

async function detectLanguage(subject: string, text: string): Promise<string> {
  let sample = `${subject}\n${text.slice(0, LANGUAGE_SAMPLE)}`;
  // The address-and-link pattern is tried at every character; most samples hold neither.
  if (HAS_EMAIL_OR_URL.test(sample)) sample = sample.replace(EMAIL_OR_URL, " ");
  sample = sample.replace(/[\p{N}\p{P}\p{S}]+/gu, " ");
  if (!MIN_LETTERS.test(sample)) return "und";
  const detector = await loadDetector();
  const language = detector.detect(sample).language;
  return /^[a-z]{2}$/.test(language) ? language : "und";
}

export interface LocalClassifierOptions {
  /** Start loading the language model now rather than on the first message (default true). */
  preload?: boolean;
  /** The trained text model (default: the one `npm run train:trust` wrote). */
  model?: LoadedModel;
  /** The words that model was trained on (default: the ones `npm run train:trust` wrote with it). */
  vocabulary?: Vocabulary;
}

export function localClassifier(options: LocalClassifierOptions = {}): Classifier {
  if (options.preload ?? true) loadDetector().catch(() => undefined);
  return {
    backend: LOCAL_BACKEND,
    modelVersion: `${LOCAL_MODEL_VERSION}+${(options.model ?? MODEL).version}`,
    classify: (input) => classifyLocally(input, options.model, options.vocabulary),
  };
}

type Counter = (table: CompiledTable) => number;

/** Everything the classifier's rules read (rules/classifier.ts), extracted once per message. `count` reads a phrase
 * table's hits (quoted ones weigh less), `asked` reads requests and lures past negations. */
function classifierFeatures(
  input: ClassifierInput,
  raw: string,
  norm: string,
  candidate: string,
  quotedSpans: number,
  count: Counter,
  asked: Counter,
  advice: Counter,
): ClassifierFeatures {
  const s = input.signals;
  const requestSecret = asked(T.requestSecret);
  const moneyMove = count(T.moneyMove);
  const bankChange = count(T.bankChange);
  const credStrong = asked(T.credStrong);
  const credWeak = count(T.credWeak);
  const asks = requestSecret > 0 || moneyMove > 0 || bankChange > 0 || credStrong > 0;
  const accountNumber = RE_ACCOUNT_NUMBER.test(raw) || RE_BANK_CODE_OR_WALLET.test(raw) || RE_WALLET_ADDRESS.test(raw);
  // The channel cues (lexicon/channel-cues.ts) are read only where money, codes or an account to pay into are asked
  // for: no rule reads them otherwise, and each table costs a pass over the text.
  const paying = asks || accountNumber;
  const money = RE_MONEY.test(raw);
  const accountBlocked = paying ? count(T.accountBlocked) : 0;
  // Distinct kinds of personal or financial record named (a list of SSNs, dates of birth, salaries, bank numbers).
  const recordKinds = new Set(findPhrases(T.record, candidate).map((hit) => hit.text.replace(/s$/, ""))).size;
  return {
    signals: s,
    text: textStats(raw),
    subject: textStats(input.subject.slice(0, 2000)),
    pharma: count(T.pharma),
    prize: count(T.prize),
    pressure: count(T.pressure),
    offer: count(T.offer),
    newsletter: count(T.newsletter),
    lure: asked(T.lure),
    ownLogin: asked(T.ownLogin),
    credStrong,
    requestSecret,
    neverAsked: asked(T.neverAsked),
    credWeak,
    credMention: count(T.credMention),
    urgencyStrong: count(T.urgencyStrong),
    urgencyWeak: count(T.urgencyWeak),
    bankChange,
    moneyMove,
    becSecrecy: count(T.becSecrecy),
    // Read only where a row reads them (a bank change or a request for details; a payment asked for): each table
    // costs a pass over the text.
    verifyAdvice: bankChange > 0 || requestSecret > 0 ? advice(T.verifyOutOfBand) : 0,
    usualAccount: credStrong > 0 || moneyMove > 0 || credWeak > 0 ? advice(T.usualAccount) : 0,
    recordKinds,
    asksForRecords: recordKinds >= 3 && (requestSecret > 0 || RE_ASKS_TO_SEND.test(norm)),
    asks,
    passwordField: RE_PASSWORD_FIELD.test(raw.toLowerCase()),
    accountNumber,
    channelChange: paying ? count(T.channelChange) : 0,
    unreachable: asks || (accountNumber && money) ? count(T.unreachable) : 0,
    thirdPartyAccount: paying ? count(T.thirdPartyAccount) : 0,
    channelDown: accountNumber ? count(T.portalDown) + accountBlocked : 0,
    accountBlocked,
    money,
    moneyRun: RE_MONEY_RUN.test(raw),
    shoutedLine: hasShoutedLine(raw),
    spoofedBrand: brandSpoof(input.from),
    lookalike: brandLookalike(input.from),
    signInDomain: Boolean(s.signInDomain),
    badLinks: s.suspiciousLinks > 0 || s.displayMismatches > 0,
    quotedSpans,
    deliveryReport: RE_MAIL_SYSTEM.test(input.from) && RE_SMTP_STATUS.test(raw),
  };
}

/** The mail system's own mailboxes, which send delivery-status notices. */
const RE_MAIL_SYSTEM = /(?:^|[<\s"])(?:mailer-daemon|postmaster|mail-daemon)@/i;
/** An SMTP reply with its enhanced status code: "552 5.2.2", "550-5.1.1", "(5.7.1)". */
const RE_SMTP_STATUS = /\b[245]\d\d[ -]?[245]\.\d{1,3}\.\d{1,3}\b|\([245]\.\d{1,3}\.\d{1,3}\)/;

export async function classifyLocally(
  input: ClassifierInput,
  model: LoadedModel = MODEL,
  vocabulary: Vocabulary = VOCABULARY,
): Promise<ClassifierOutput> {
  const subject = input.subject.slice(0, 2000);
  const body = input.text.slice(0, MAX_CHARS);
  const hidden = input.hiddenText.slice(0, MAX_CHARS);
  const s = input.signals;
  // A blank line keeps the subject its own sentence (hard-wrap joining would run it into the first line).
  const raw = `${subject}\n\n${body}`;
  const normalized = normalizeForMatching(raw);
  const norm = normalized.text;
  const candidate = cueText(norm);
  // What the writer quotes (a forwarded phishing mail, "they asked for my password") counts for less than what
  // they say themselves.
  const quoted = quoting(candidate);
  // So does a request the writer describes ("attackers ask you to send your password"): a report, not a request.
  const reported = reportedSpans(candidate);
  const count = (table: CompiledTable) =>
    weightedCount(table, candidate, quoted.spans, quoted.quotedWeight, false, reported);
  // Requests and lures are read past negations: "never share this code" is the opposite of asking for it.
  const asked = (table: CompiledTable) =>
    weightedCount(table, candidate, quoted.spans, quoted.quotedWeight, true, reported);

  // Advice the writer gives counts in full after a disowned request too ("we will never ask for bank details by
  // email, and we will always confirm them by phone"): a described request is a report, the advice is not.
  const advice = (table: CompiledTable) => weightedCount(table, candidate, quoted.spans, quoted.quotedWeight);
  const features = classifierFeatures(input, raw, norm, candidate, quoted.spans.length, count, asked, advice);
  const { sums, fired } = evaluateRules(CLASSIFIER_RULES, features, CLASSIFIER_BIASES);
  const value = (score: keyof typeof CLASSIFIER_BIASES) => round(sigmoid(sums[score]));
  const { lure, ownLogin, credMention, credStrong, requestSecret, passwordField, lookalike, spoofedBrand } = features;

  const phishingLure =
    lure > 0 ||
    ownLogin > 0 ||
    credMention > 0 ||
    credStrong > 0 ||
    requestSecret > 0 ||
    Boolean(s.credentialForm) ||
    (s.recipientLinks ?? 0) > 0 ||
    (s.consentLinks ?? 0) > 0 ||
    passwordField ||
    Boolean(lookalike) ||
    Boolean(s.imitatedName) ||
    Boolean(spoofedBrand) ||
    s.highRiskAttachments > 0;

  // --- prompt injection ----------------------------------------------------------------------------------------
  // An attachment's text is read by the agent as well: instructions in it count as much as in the body.
  const inBody = injectionScore(raw, hidden, normalized, s.hiddenAddresses);
  const attachmentText = input.attachmentText?.slice(0, MAX_CHARS) ?? "";
  const inAttachment = attachmentText ? injectionScore(attachmentText, "") : undefined;
  const injection =
    inAttachment && inAttachment.score > inBody.score
      ? { score: inAttachment.score, reasons: inAttachment.reasons.map((r) => `in an attachment: ${r}`) }
      : inBody;

  // --- category --------------------------------------------------------------------------------------------------
  const scores = {
    is_spam: value("spam"),
    // Links and headers alone make a message odd, not phishing: a phishing score past the quarantine line needs a
    // lure in the content (login or payment wording, a request for secrets, a form, a brand it imitates).
    is_phishing: phishingLure ? value("phishing") : Math.min(value("phishing"), PHISHING_WITHOUT_LURE_MAX),
    contains_instructions_to_agent: injection.score,
    requests_credentials_or_payment: value("credpay"),
    urgency: value("urgency"),
  };
  // --- trained model ---------------------------------------------------------------------------------------------
  // Attack mail in words no rule lists: the model raises the score the rules already lean to (which kind of attack
  // it is they tell better than one probability), to a warning at most. Not for a known, authenticated sender, and
  // for any other authenticated sender only where the rules found a cue.
  const modelReasons: string[] = [];
  // The classifier's normalised text and quoted spans, when the spans were taken over that text (not a long
  // message's head and tail).
  const attack = scoreModel(model, input, candidate === norm ? { normalized: norm, spans: quoted.spans } : undefined);
  if (attack >= MODEL_WARN_AT && !(s.priorCorrespondence && s.aligned)) {
    const kind = (Object.keys(MODEL_FLOOR) as Array<keyof typeof MODEL_FLOOR>).reduce((a, b) =>
      scores[b] > scores[a] ? b : a,
    );
    const { floor, cue, label } = MODEL_FLOOR[kind];
    // Alone, the model may not make mail from an authenticated sender suspicious: that needs a rule-level cue of
    // the same kind. Its lean is learnt from the style of the mail it was trained on, and ordinary mail in another
    // style (templated updates, notifications, other languages) can read like it; so for any other mail, without a
    // cue it must be surer (MODEL_ALONE_AT).
    // Nor on words it has not seen: there its score is hash collisions (vocabulary.ts).
    const alone = !s.aligned && attack >= MODEL_ALONE_AT && knownShare(vocabulary, norm) >= MODEL_ALONE_KNOWN;
    if (scores[kind] < floor && (scores[kind] >= cue || alone)) {
      scores[kind] = floor;
      modelReasons.push(`${label}: reads like attack mail the trained model has seen (p=${round(attack)})`);
    }
  }
  const category = categorize(scores, raw, candidate, norm, input, {
    newsletter: features.newsletter,
    promo: count(T.promo),
  });

  const reasons: string[] = [...modelReasons];
  const explain = (value: number, label: string, parts: string[]) => {
    if (value >= 0.3) for (const part of parts) reasons.push(`${label}: ${part}`);
  };
  explain(scores.contains_instructions_to_agent, "instructions to agent", injection.reasons.slice(0, 4));
  explain(scores.is_phishing, "phishing", topReasons(fired, "phishing", 3));
  explain(scores.requests_credentials_or_payment, "credentials or payment", topReasons(fired, "credpay", 3));
  explain(scores.is_spam, "spam", topReasons(fired, "spam", 3));
  explain(scores.urgency, "urgency", topReasons(fired, "urgency", 2));
  reasons.push(`category ${category.category}: ${category.why}`);

  return {
    ...scores,
    category: category.category,
    language: await detectLanguage(subject, body),
    backend: LOCAL_BACKEND,
    reasons,
  };
}

function categorize(
  scores: { is_spam: number; is_phishing: number },
  raw: string,
  candidate: string,
  norm: string,
  input: ClassifierInput,
  cues: { newsletter: number; promo: number },
): { category: Category; why: string } {
  if (scores.is_phishing >= 0.7) return { category: "phishing", why: "phishing score is high" };
  if (scores.is_spam >= 0.7) return { category: "spam", why: "spam score is high" };
  const count = (table: CompiledTable) => countPhrases(table, candidate, 8);
  if (RE_CALENDAR_STRONG.test(raw.toLowerCase()) || count(T.calendarWeak) >= 2)
    return { category: "calendar", why: "calendar invitation or reply" };
  const security = count(T.security);
  const transactional = count(T.transactional);
  if (security >= 1 && security >= transactional) return { category: "security", why: "security alert wording" };
  if (transactional >= 1) return { category: "transactional", why: "receipt, order, reset or verification wording" };
  if (cues.newsletter > 0) {
    return cues.promo >= 2
      ? { category: "marketing", why: "unsubscribe footer with promotional offers" }
      : { category: "newsletter", why: "unsubscribe or mailing-list footer" };
  }
  if (count(T.notification) >= 1 || RE_NOREPLY.test(input.from))
    return { category: "notification", why: "automated notification" };
  if (!hasWords(norm, 3)) return { category: "other", why: "too little text" };
  const personal = count(T.personal) + (input.signals.freeMail ? 1 : 0);
  const business = count(T.business);
  return personal > business
    ? { category: "personal", why: "personal wording or a personal mail address" }
    : { category: "business", why: "business correspondence" };
}
