// The local classifier's scores as rules: each row adds log-odds to one score (urgency, spam, phishing, credpay) when
// its condition holds over the features classifier.ts extracted. The rows of one score are summed in table order
// from its bias (BIASES) and turned into 0..1 by a logistic; the largest contributions are the score's reasons.
import type { ClassifierInput } from "../../ports/classifier.js";
import type { Rule } from "./evaluate.js";

/** Letters, capitals and exclamation marks of a text (the subject, or subject and body). */
export interface TextStats {
  letters: number;
  upperRatio: number;
  exclamations: number;
  exclamationRuns: number;
  words: number;
}

/** What the classifier reads before scoring: phrase-class counts (weighted: a quoted hit counts for less), pattern
 * matches, text statistics, and the other stages' signals. */
export interface ClassifierFeatures {
  signals: ClassifierInput["signals"];
  /** Statistics of subject and body together, and of the subject alone. */
  text: TextStats;
  subject: TextStats;
  pharma: number;
  prize: number;
  pressure: number;
  offer: number;
  newsletter: number;
  /** Read past negations ("never share this code" asks for nothing). */
  lure: number;
  /** The reader's own mailbox or work account asked for on a linked page, or a page announced to ask for a password
   * or code (lexicon/login-cues.ts; read past negations). */
  ownLogin: number;
  credStrong: number;
  requestSecret: number;
  neverAsked: number;
  credWeak: number;
  credMention: number;
  urgencyStrong: number;
  urgencyWeak: number;
  bankChange: number;
  moneyMove: number;
  becSecrecy: number;
  /** Advice to verify out of band: by phone, on a number already held, not because of this mail (read only with a
   * bank change or a request for details). */
  verifyAdvice: number;
  /** Payment to the usual account, or bank details said to be unchanged (read only where a payment is asked for). */
  usualAccount: number;
  /** The contact channel changed: a phone lost or broken, a new or borrowed number or address, the old one hacked
   * (lexicon/channel-cues.ts; read only with a request or an account number). */
  channelChange: number;
  /** The usual channel unreachable: don't call, can't talk, in meetings all day, only by mail (read only with a
   * request). */
  unreachable: number;
  /** Money to someone else's account: a friend's, a relative's, in another person's name (read only with a request or
   * an account number). */
  thirdPartyAccount: number;
  /** The usual way to pay down: the payment portal out of service, or the usual account blocked (read only with an
   * account number). */
  channelDown: number;
  /** The payee's usual account said to be blocked, frozen or under review (read only with a request or an account
   * number). */
  accountBlocked: number;
  /** Distinct kinds of personal or financial record named (SSNs, dates of birth, salaries, bank numbers). */
  recordKinds: number;
  /** At least three kinds of record, and a request for secrets or to send something over. */
  asksForRecords: boolean;
  /** A request for secrets, money moved, bank details changed, or credentials/payment asked for. */
  asks: boolean;
  passwordField: boolean;
  accountNumber: boolean;
  money: boolean;
  moneyRun: boolean;
  shoutedLine: boolean;
  /** The brand a display name claims that its address is not (`PayPal Support <x@mail-ppl.ru>`). */
  spoofedBrand?: string;
  /** The brand the sender's domain imitates (`docusgn.net`, `paypal-secure.com`). */
  lookalike?: string;
  /** The sender's registrable name joins a sign-in or help-desk word to a name ("paylantic-secure",
   * "tierwert-support"). */
  signInDomain: boolean;
  badLinks: boolean;
  /** Quoted spans in the text (forwards, replies, reported mail). */
  quotedSpans: number;
  /** A delivery-status notice: from the mail system's own mailbox (mailer-daemon, postmaster) with an SMTP status code
   * ("552 5.2.2"), in any language. */
  deliveryReport: boolean;
}

/** Each score's start, in log-odds: where it sits with no rule firing (about 2 % for spam, phishing, credpay). */
export const CLASSIFIER_BIASES = { urgency: -3.0, spam: -4.0, phishing: -4.0, credpay: -4.0 } as const;

/** First hit counts fully, each further one 35 % more, up to three more. A count below one (hits only in quoted
 * material, which weigh 0.45, or 0.2 in a report about attacks) counts as much as it weighs. */
export const sat = (n: number) => (n < 1 ? Math.max(0, n) : 1 + 0.35 * Math.min(n - 1, 3));
/** Whether a request or lure is there, as a strength: 1 from one hit in the writer's own words, less when the only
 * hits are quoted ("example of a phishing mail: …"), so a quoted request is not read as one made. */
export const part = (n: number) => Math.min(1, Math.max(0, n));

type R = Rule<ClassifierFeatures>;
const stage = "classifier" as const;
const urgency = (row: Omit<R, "stage" | "score">): R => ({ stage, score: "urgency", ...row });
const spam = (row: Omit<R, "stage" | "score">): R => ({ stage, score: "spam", ...row });
const phishing = (row: Omit<R, "stage" | "score">): R => ({ stage, score: "phishing", ...row });
const credpay = (row: Omit<R, "stage" | "score">): R => ({ stage, score: "credpay", ...row });

/** A sender that fraud would have to be: not failing authentication, not free mail, replies not sent elsewhere, no
 * look-alike or spoofed name or brand, no password field. The rows that lift a payment warning all require it. */
const plainSender = (f: ClassifierFeatures) =>
  !f.signals.authFailed &&
  !f.signals.freeMail &&
  !f.signals.replyToElsewhere &&
  !f.signals.imitatedName &&
  f.lookalike === undefined &&
  f.spoofedBrand === undefined &&
  !f.passwordField;

/** A payee's own reminder that says its account is unchanged ("our account number has not changed; if you ever get
 * a message about a new account number, call us"): the change it names is the fraud it warns of, not its own. Fraud
 * announces a change and never says the opposite. Authenticated and aligned only. */
const changeOnlyWarnedOf = (f: ClassifierFeatures) =>
  f.signals.aligned && plainSender(f) && f.usualAccount > 0 && f.accountBlocked + f.thirdPartyAccount < 0.5;

const linkHeavy = (f: ClassifierFeatures) => f.signals.linkCount >= 5 && f.text.words / f.signals.linkCount < 15;
/** Urgent wording as a strength (less when only quoted). */
const urgentPart = (f: ClassifierFeatures) => part(f.urgencyStrong + f.urgencyWeak);

export const CLASSIFIER_RULES: readonly R[] = [
  // --- urgency ---
  urgency({
    id: "urgency.deadline",
    when: (f) => sat(f.urgencyStrong),
    weight: 1.8,
    reason: "deadline or final-notice wording",
    doc: "Deadline or final-notice phrases (saturating count).",
  }),
  urgency({
    id: "urgency.urgent_words",
    when: (f) => Math.min(f.urgencyWeak, 3),
    weight: 1.1,
    reason: "urgent wording (urgent, immediately, ASAP)",
    doc: "Urgent words, per hit up to three.",
  }),
  urgency({
    id: "urgency.shouting_subject",
    when: (f) => f.subject.exclamations > 0 || (f.subject.letters >= 6 && f.subject.upperRatio > 0.7),
    weight: 0.5,
    reason: "shouting subject line",
    doc: "Subject with an exclamation mark, or mostly capitals.",
  }),
  // --- spam ---
  spam({
    id: "spam.pharma",
    when: (f) => sat(f.pharma),
    weight: 3.5,
    reason: "pharmacy spam terms",
    doc: "Pharmacy spam terms (saturating count).",
  }),
  spam({
    id: "spam.prize",
    when: (f) => sat(f.prize),
    weight: 3.0,
    reason: "prize, lottery, easy-money or crypto-giveaway wording",
    doc: "Prize, lottery, easy-money or giveaway wording (saturating count).",
  }),
  spam({
    id: "spam.pressure",
    when: (f) => Math.min(f.pressure, 4),
    weight: 0.9,
    reason: "hard-sell phrases (act now, click here, % off)",
    doc: "Hard-sell phrases, per hit up to four.",
  }),
  spam({
    id: "spam.offer",
    when: (f) => sat(f.offer),
    weight: 3.4,
    reason: "unsolicited-offer wording (loans, casinos, SEO, lead lists, miracle cures)",
    doc: "Unsolicited-offer wording (saturating count).",
  }),
  spam({
    id: "spam.shouted_line",
    when: (f) => f.shoutedLine,
    weight: 0.7,
    reason: "a line shouted in capitals",
    doc: "A line of two or more words in capitals and no lowercase.",
  }),
  spam({
    id: "spam.capitals",
    when: (f) => f.text.letters >= 40 && f.text.upperRatio > 0.35,
    weight: 1.5,
    reason: "excessive capital letters",
    doc: "More than 35 % capitals over at least 40 letters.",
  }),
  spam({
    id: "spam.caps_subject",
    when: (f) => f.subject.letters >= 10 && f.subject.upperRatio > 0.7,
    weight: 0.8,
    reason: "all-caps subject",
    doc: "Subject more than 70 % capitals over at least 10 letters.",
  }),
  spam({
    id: "spam.exclamations",
    when: (f) => f.text.exclamations >= 3 && f.text.exclamations * 40 > f.text.words,
    weight: 1.0,
    reason: "many exclamation marks",
    doc: "Three or more exclamation marks, more than one per 40 words.",
  }),
  spam({
    id: "spam.exclamation_runs",
    when: (f) => f.text.exclamationRuns >= 2,
    weight: 0.5,
    reason: "repeated exclamation marks",
    doc: "Two or more runs of exclamation marks.",
  }),
  spam({
    id: "spam.currency_runs",
    when: (f) => f.moneyRun,
    weight: 0.8,
    reason: "runs of currency symbols",
    doc: "Three or more currency symbols in a row.",
  }),
  spam({
    id: "spam.link_heavy",
    when: (f) => linkHeavy(f) && f.newsletter === 0,
    weight: 1.2,
    reason: "many links with little text",
    doc: "Five or more links, fewer than 15 words per link, no newsletter footer.",
  }),
  spam({
    // A newsletter the reader subscribed to (its footer says how to leave) is a page of links by design: half the
    // weight, which keeps it under the line from which the trained model may build on a spam cue.
    id: "spam.link_heavy_newsletter",
    when: (f) => linkHeavy(f) && f.newsletter > 0,
    weight: 0.6,
    reason: "many links with little text",
    doc: "As `spam.link_heavy`, with a newsletter footer (unsubscribe, the newsletter named): half the weight.",
  }),
  spam({
    id: "spam.links_little_text",
    when: (f) => !linkHeavy(f) && f.signals.linkCount >= 1 && f.text.words < 25 && f.newsletter === 0,
    weight: 0.6,
    reason: "little text besides links",
    doc: "Links with fewer than 25 words and no newsletter footer (when `spam.link_heavy` does not fire).",
  }),
  spam({
    id: "spam.shorteners",
    when: (f) => Math.min(f.signals.shorteners, 2),
    weight: 0.8,
    reason: "link shorteners",
    doc: "Shortened links, per link up to two.",
  }),
  spam({
    id: "spam.free_mail_bulk",
    when: (f) => f.signals.freeMail && (f.pharma > 0 || f.prize > 0 || f.pressure >= 2),
    weight: 1.0,
    reason: "bulk phrasing from a free-mail address",
    doc: "Pharmacy, prize or hard-sell wording from a free-mail address.",
  }),
  spam({
    id: "spam.prior_correspondence",
    when: (f) => f.signals.priorCorrespondence,
    weight: -2.5,
    reason: "prior correspondence",
    doc: "This inbox has written to the sender before.",
  }),
  spam({
    id: "spam.authenticated",
    when: (f) => f.signals.aligned && !f.signals.authFailed,
    weight: -0.4,
    reason: "authenticated sender",
    doc: "Aligned authentication pass.",
  }),
  // --- phishing ---
  phishing({
    id: "phishing.lure",
    when: (f) => sat(f.lure),
    weight: 2.6,
    reason: "credential-harvest wording (verify your account, account suspended)",
    doc: "Credential-harvest wording (saturating count, read past negations).",
  }),
  phishing({
    id: "phishing.own_login",
    // A service signs users in to its own accounts; no benign message of any corpus asked for the reader's mailbox
    // or work account, or announced a page asking for a password (20 attacks did, most from their own domains).
    when: (f) => sat(f.ownLogin),
    weight: 3.0,
    reason: "asks you to sign in with your own mailbox or work account",
    doc: "Asks the reader to sign in with their own mailbox, work or organisation account (not the sender's service), or announces a page that will ask for a password or code (read past negations).",
  }),
  phishing({
    id: "phishing.credential_mention",
    when: (f) => part(f.credMention),
    weight: 0.8,
    reason: "talks about passwords or logins",
    doc: "Mentions passwords, logins, codes or bank details.",
  }),
  phishing({
    id: "phishing.credential_request",
    when: (f) => part(f.credStrong),
    weight: 0.8,
    reason: "asks for credentials or payment",
    doc: "Asks for gift cards, transfers, bank changes, codes or passwords.",
  }),
  phishing({
    id: "phishing.suspicious_links",
    when: (f) => sat(f.signals.suspiciousLinks),
    weight: 2.0,
    reason: "suspicious links",
    doc: "Links the links stage marked suspicious (saturating count).",
  }),
  phishing({
    id: "phishing.display_mismatch",
    when: (f) => sat(f.signals.displayMismatches),
    weight: 1.5,
    reason: "link text shows a different host than the link",
    doc: "Link text showing another host than the link (saturating count).",
  }),
  phishing({
    id: "phishing.auth_failed",
    when: (f) => f.signals.authFailed,
    weight: 1.5,
    reason: "sender authentication failed",
    doc: "DMARC failed, or SPF and DKIM both failed.",
  }),
  phishing({
    id: "phishing.shorteners",
    when: (f) => Math.min(f.signals.shorteners, 2),
    weight: 0.6,
    reason: "link shorteners",
    doc: "Shortened links, per link up to two.",
  }),
  phishing({
    id: "phishing.high_risk_attachment",
    when: (f) => Math.min(f.signals.highRiskAttachments, 2),
    weight: 1.5,
    reason: "high-risk attachment",
    doc: "High-risk attachments, per attachment up to two.",
  }),
  phishing({
    id: "phishing.risky_attachment",
    when: (f) => Math.min(f.signals.riskyAttachments, 2),
    weight: 0.6,
    reason: "risky attachment",
    doc: "Medium- or high-risk attachments, per attachment up to two.",
  }),
  phishing({
    id: "phishing.brand_in_name",
    when: (f) => f.spoofedBrand !== undefined,
    weight: 1.8,
    reason: (f) => `sender name claims ${f.spoofedBrand} but the address is not theirs`,
    doc: "The display name claims a brand the address does not belong to.",
  }),
  phishing({
    id: "phishing.zero_width",
    when: (f) => f.signals.zeroWidthFound,
    weight: 0.5,
    reason: "invisible characters in the text",
    doc: "Zero-width, bidi or tag characters in the text.",
  }),
  phishing({
    id: "phishing.hidden_text",
    when: (f) => f.signals.hiddenTextFound,
    weight: 0.3,
    reason: "hidden text",
    doc: "Hidden text in the HTML.",
  }),
  phishing({
    id: "phishing.deadline",
    when: (f) => f.urgencyStrong > 0,
    weight: 0.8,
    reason: "deadline pressure",
    doc: "Deadline or final-notice wording.",
  }),
  phishing({
    id: "phishing.lure_with_deception",
    when: (f) =>
      (f.lure >= 0.5 || f.credMention >= 0.5 || f.credStrong >= 0.5) &&
      (f.badLinks || f.signals.authFailed || f.spoofedBrand !== undefined),
    weight: 1.5,
    reason: "login or payment wording together with deceptive links or sender",
    doc: "Login or payment wording, with suspicious or mismatched links, failed authentication or a spoofed name.",
  }),
  phishing({
    id: "phishing.delivery_report",
    // "Mailbox full", "message not delivered" are the words of both a real bounce and the quota phish that imitates
    // one; the phish needs a link or an attachment to act on, the bounce has neither.
    when: (f) => f.deliveryReport && f.signals.linkCount === 0 && f.signals.riskyAttachments === 0,
    weight: -3.0,
    reason: "a delivery report with nothing to click or open",
    doc: "A delivery-status notice (from mailer-daemon or postmaster, with an SMTP status code) with no link and no risky attachment: the lure words are the report's subject.",
  }),
  phishing({
    id: "phishing.lookalike_domain",
    when: (f) => f.lookalike !== undefined,
    weight: 2.2,
    reason: (f) => `sender domain imitates ${f.lookalike}`,
    doc: "The sender's domain is one typo from a brand, or the brand plus words.",
  }),
  phishing({
    id: "phishing.sign_in_domain",
    // In every corpus but the held-out one (2026-11-29) 146 attacks and no benign message came from such a domain; with
    // login or payment wording only, as a sign-in or payment notice is what the name was bought for.
    when: (f) => f.signInDomain && f.lure + f.ownLogin + f.credMention + f.credStrong + f.requestSecret > 0,
    weight: 2.0,
    reason: "sender domain is named for signing in or a help desk (brand-login, brand-support)",
    doc: "The sender's registrable domain joins a sign-in or help-desk word (secure, login, sso, verify, auth, update, support, notify, refunds …) to a name by a hyphen, and the mail has login or payment wording.",
  }),
  phishing({
    id: "phishing.imitated_name",
    when: (f) => Boolean(f.signals.imitatedName),
    weight: 2.2,
    reason: (f) => `a domain imitates the name "${f.signals.imitatedName}" the mail uses`,
    doc: "A sender or link domain imitates a name the mail itself uses (an organisation, a correspondent).",
  }),
  phishing({
    id: "phishing.off_site_login",
    // Only with the writer's own login wording: a forwarded phishing mail ("is this legit?") carries its links along.
    when: (f) => (f.signals.offDomainLoginLinks ?? 0) > 0 && (f.quotedSpans === 0 || f.lure >= 1),
    weight: 1.3,
    reason: "links to a sign-in or verification page on another site",
    doc: "Links to a sign-in page on another site than the sender's (unless only quoted mail carries them).",
  }),
  phishing({
    id: "phishing.recipient_link",
    // In every corpus (3,000 messages, 2026-11-27) 20 phishing messages and 2 spam unsubscribe links carried the
    // reader's address; no benign mail did but a newspaper's unsubscribe link and an account notice linking to its
    // own site, both left out by the signal.
    when: (f) => (f.signals.recipientLinks ?? 0) > 0,
    weight: 4.2,
    reason: "a link carries your own address (a pre-filled sign-in)",
    doc: "A link's URL carries one of the message's addressees, as credential phishing pre-fills its form (not subscription links; not links to an authenticated sender's own site).",
  }),
  phishing({
    id: "phishing.consent_link",
    when: (f) => (f.signals.consentLinks ?? 0) > 0,
    weight: 3.5,
    reason: "a link asks to grant an app access to your mail, files or users",
    doc: "A link to an app-authorisation (OAuth consent) page with a client id and a scope over mail, files, contacts, users or offline access: consent phishing needs only a click on allow.",
  }),
  phishing({
    id: "phishing.lure_off_site",
    when: (f) => f.lure > 0 && (f.signals.offDomainLinks ?? 0) > 0,
    weight: 1.0,
    reason: "login wording with links to another site than the sender's",
    doc: "Credential-harvest wording with links to another site than the sender's.",
  }),
  phishing({
    id: "phishing.credential_form",
    when: (f) => Boolean(f.signals.credentialForm),
    weight: 3.0,
    reason: "a form in the mail asks for a password or posts data",
    doc: "An HTML form with a password field or an action.",
  }),
  phishing({
    id: "phishing.password_field",
    when: (f) => f.passwordField,
    weight: 1.5,
    reason: "leaves a blank to fill in with a password",
    doc: "A line that is a blank for a password (`Current password: ____`).",
  }),
  phishing({
    id: "phishing.asks_secret",
    when: (f) => part(f.requestSecret),
    weight: 1.0,
    reason: "asks for a code, password or key",
    doc: "Asks to send codes, passwords, keys, tax or bank details.",
  }),
  phishing({
    id: "phishing.prior_correspondence",
    when: (f) => f.signals.priorCorrespondence,
    weight: -1.5,
    reason: "prior correspondence",
    doc: "This inbox has written to the sender before.",
  }),
  phishing({
    id: "phishing.authenticated",
    when: (f) => f.signals.aligned && !f.signals.authFailed,
    weight: -0.8,
    reason: "authenticated, aligned sender",
    doc: "Aligned authentication pass.",
  }),
  // --- credentials or payment ---
  credpay({
    id: "credpay.request",
    when: (f) => sat(f.credStrong),
    weight: 3.0,
    reason: "asks for gift cards, a wire transfer, bank-detail changes, codes or passwords",
    doc: "Asks for gift cards, transfers, bank changes, codes or passwords (saturating count).",
  }),
  credpay({
    id: "credpay.pressure",
    when: (f) => !f.signals.priorCorrespondence && Math.min(f.credWeak, 3),
    weight: 1.0,
    reason: "payment pressure or executive-request phrasing",
    doc: "Payment pressure or executive-request phrasing, per hit up to three.",
  }),
  credpay({
    id: "credpay.pressure_known",
    when: (f) => f.signals.priorCorrespondence && Math.min(f.credWeak, 3),
    weight: 0.5,
    reason: "payment pressure or executive-request phrasing",
    doc: "As `credpay.pressure`, from a sender this inbox has written to (half weight).",
  }),
  credpay({
    id: "credpay.mentions_secrets",
    when: (f) => part(f.credMention),
    weight: 0.4,
    reason: "mentions passwords, codes or bank details",
    doc: "Mentions passwords, logins, codes or bank details.",
  }),
  credpay({
    id: "credpay.money",
    when: (f) => f.money,
    weight: 0.5,
    reason: "money amounts",
    doc: "An amount of money.",
  }),
  credpay({
    id: "credpay.time_pressure",
    when: (f) => Math.min(urgentPart(f), part(f.credStrong + f.credWeak)),
    weight: 1.0,
    reason: "payment request under time pressure",
    doc: "Credential or payment wording with urgent or deadline wording.",
  }),
  credpay({
    id: "credpay.asks_secret",
    when: (f) => sat(f.requestSecret),
    weight: 3.8,
    reason: "asks to send codes, passwords, keys, tax or bank details",
    doc: "Asks to send codes, passwords, keys, tax or bank details (saturating count, read past negations).",
  }),
  credpay({
    id: "credpay.password_field",
    when: (f) => f.passwordField,
    weight: 3.0,
    reason: "leaves a blank to fill in with a password",
    doc: "A line that is a blank for a password.",
  }),
  credpay({
    id: "credpay.records",
    when: (f) => f.asksForRecords,
    weight: 2.0,
    reason: "asks for a list of personal or financial records",
    doc: "Names three or more kinds of personal or financial record and asks for them or to send something over.",
  }),
  credpay({
    id: "credpay.never_asked",
    // Passwords, login codes, recovery phrases: a request for these is a warning on its own.
    when: (f) => part(f.neverAsked),
    weight: 0.9,
    reason: "asks for a secret no legitimate sender requests by mail",
    doc: "Asks for a password, login code or recovery phrase.",
  }),
  credpay({
    id: "credpay.bank_change_with_account",
    when: (f) => f.accountNumber && !changeOnlyWarnedOf(f) && part(f.bankChange),
    weight: 4.5,
    reason: "asks to pay into a new or changed bank account",
    doc: "Asks to pay into a new or changed account, and gives the account number (IBAN, routing, wallet).",
  }),
  credpay({
    id: "credpay.bank_change",
    when: (f) => !f.accountNumber && part(f.bankChange),
    weight: 1.2,
    reason: "asks to pay into a new or changed bank account",
    doc: "Asks to pay into a new or changed account, no account number given.",
  }),
  credpay({
    id: "credpay.account_numbers",
    when: (f) => !(f.bankChange > 0) && f.accountNumber && (f.credWeak > 0 || f.moneyMove > 0),
    weight: 1.0,
    reason: "gives account numbers to pay into",
    doc: "Gives an account number with payment wording (when no bank-change rule fires).",
  }),
  credpay({
    id: "credpay.money_move_amount",
    when: (f) => f.money && part(f.moneyMove),
    weight: 2.0,
    reason: "asks to move money (wire, transfer, gift cards)",
    doc: "Asks to move money (wire, transfer, gift cards), with an amount.",
  }),
  credpay({
    id: "credpay.money_move",
    when: (f) => !f.money && part(f.moneyMove),
    weight: 1.0,
    reason: "asks to move money (wire, transfer, gift cards)",
    doc: "Asks to move money, no amount given.",
  }),
  credpay({
    id: "credpay.secrecy",
    when: (f) => (f.asks || f.money || f.recordKinds >= 3) && part(f.becSecrecy),
    weight: 2.0,
    reason: "asks to keep the request quiet, unchecked or unprotected",
    doc: "Asks to keep a request for money, secrets or records quiet or unchecked.",
  }),
  // The channel cues (lexicon/channel-cues.ts): why the request does not come from where the real person or firm
  // writes from, or why the money goes elsewhere. None counts alone: a friend's new number, an out-of-office, a
  // portal under maintenance are ordinary mail; each row needs money, codes or an account to pay into.
  credpay({
    id: "credpay.channel_change_money",
    when: (f) => (f.asks || f.accountNumber) && part(f.channelChange),
    weight: 3.5,
    reason: "writes from a new phone or address and asks for money or codes",
    doc: "Says it writes from a new, borrowed or replaced phone or address (phone lost or broken, new number, old email hacked), and asks for money, codes or gift cards, or gives an account to pay into.",
  }),
  credpay({
    id: "credpay.unreachable",
    // An amount and an account to pay into are a request too, in whatever words the payment is asked for.
    when: (f) => (f.asks || (f.accountNumber && f.money)) && part(f.unreachable),
    weight: 1.0,
    reason: "cannot be called or reached the usual way while asking",
    doc: "Asks for money, codes or a bank change, or gives an amount and an account to pay into, while saying it cannot be called or reached the usual way (don't call, can't talk, in meetings all day, only by email).",
  }),
  credpay({
    id: "credpay.third_party_account",
    when: (f) => (f.accountNumber || f.moneyMove > 0) && part(f.thirdPartyAccount),
    weight: 2.5,
    reason: "asks to pay into someone else's account",
    doc: "Money to an account the sender says is not theirs (a friend's, a relative's, in another person's name), with an account number or a transfer asked for.",
  }),
  credpay({
    id: "credpay.channel_down",
    // A portal under maintenance with payment "as usual to our usual account" is the genuine notice; "our usual
    // account is under review, use …" names the usual account too, and still counts.
    when: (f) =>
      f.accountNumber ? Math.max(part(f.accountBlocked), f.usualAccount < 0.5 ? part(f.channelDown) : 0) : 0,
    weight: 2.5,
    reason: "says the usual way to pay is down and gives an account to pay into",
    doc: "Says the usual account is blocked or under review, or the payment portal or page out of service (unless it says to pay to the usual account), and gives an account number to pay into.",
  }),
  credpay({
    id: "credpay.deadline",
    when: (f) => Math.min(urgentPart(f), part(f.requestSecret + f.moneyMove + f.bankChange)),
    weight: 1.0,
    reason: "wants it done against a deadline",
    doc: "A request for secrets, money moved or a bank change, with urgent wording.",
  }),
  credpay({
    id: "credpay.free_mail",
    when: (f) => f.signals.freeMail && (f.credStrong > 0 || f.requestSecret > 0 || f.bankChange > 0),
    weight: 0.8,
    reason: "payment or secret request from a free-mail address",
    doc: "A payment, secret or bank-change request from a free-mail address.",
  }),
  credpay({
    id: "credpay.imitation",
    when: (f) => f.lookalike !== undefined || Boolean(f.signals.imitatedName),
    weight: 1.0,
    reason: "sender or link domain imitates a name it is not",
    doc: "The sender's domain imitates a brand, or a domain imitates a name the mail uses.",
  }),
  credpay({
    id: "credpay.reply_elsewhere",
    when: (f) => Boolean(f.signals.replyToElsewhere) && (f.asks || f.recordKinds >= 3),
    weight: 0.8,
    reason: "replies go to another domain than the sender's",
    doc: "A request for money, secrets or records whose replies go to another domain.",
  }),
  phishing({
    id: "phishing.reply_elsewhere",
    when: (f) => Boolean(f.signals.replyToElsewhere) && (f.lure > 0 || f.credStrong > 0),
    weight: 0.8,
    reason: "replies go to another domain than the sender's",
    doc: "Login or credential wording whose replies go to another domain.",
  }),
  credpay({
    id: "credpay.verify_out_of_band",
    // A bank-change notice that tells the reader to confirm it by phone on a number they already hold, from an
    // authenticated sender that imitates nobody, with no account number to pay into now and nothing else asked: the
    // notice fraud imitates asks for the opposite (act on this mail, pay the account in it).
    when: (f) =>
      f.signals.aligned &&
      plainSender(f) &&
      !f.accountNumber &&
      !f.asksForRecords &&
      f.requestSecret + f.neverAsked + f.moneyMove < 0.5 &&
      Math.min(part(f.verifyAdvice), part(f.bankChange)),
    weight: -4.0,
    reason: "a bank change to be verified by phone on a known number, from an authenticated sender",
    doc: "A bank-change notice advising to verify it out of band (by phone, on a number already held, not on the strength of the mail), authenticated and aligned, imitating no one, with no account number and nothing else asked.",
  }),
  credpay({
    id: "credpay.payee_details_verified",
    // A payer (a funder, a customer) asks for the reader's bank details to pay them, and says it confirms such
    // details by phone, from an authenticated sender that imitates nobody, asking no password or code and moving
    // no money: the advance-fee fraud it resembles asks for a fee or a login, and never for a call-back.
    when: (f) =>
      f.signals.aligned &&
      plainSender(f) &&
      !f.asksForRecords &&
      f.neverAsked + f.moneyMove + f.bankChange + f.becSecrecy < 0.5 &&
      Math.min(part(f.verifyAdvice), part(f.requestSecret)),
    weight: -4.0,
    reason: "asks for bank details to pay into, to be confirmed by phone, from an authenticated sender",
    doc: "A request for the reader's bank details (no password, code or money moved), advising to confirm them by phone, authenticated and aligned, imitating no one.",
  }),
  credpay({
    id: "credpay.usual_account",
    // An invoice or reminder paid to the account the payer already uses ("payment as usual to our account", "bank
    // details have not changed"): bank-detail fraud must announce a change. Not with a change, a secret asked,
    // secrecy, the usual account said to be blocked ("our usual account is under review, use …"), someone else's
    // account, a free-mail, look-alike or spoofed sender, or replies elsewhere.
    when: (f) =>
      plainSender(f) &&
      (f.bankChange < 0.5 || changeOnlyWarnedOf(f)) &&
      f.requestSecret + f.neverAsked + f.becSecrecy + f.accountBlocked + f.thirdPartyAccount < 0.5 &&
      f.credStrong + f.moneyMove + f.credWeak > 0 &&
      part(f.usualAccount),
    weight: -4.0,
    reason: "payment to the usual account, bank details unchanged",
    doc: "A payment asked for to the account the payer already uses, or with bank details said to be unchanged: no change (other than one warned of, see `credpay.bank_change_with_account`), secret or secrecy asked, the usual account not said to be blocked, no one else's account, no free-mail, look-alike, spoofed or reply-elsewhere sender.",
  }),
  credpay({
    id: "credpay.known_sender",
    when: (f) => f.signals.priorCorrespondence && f.signals.aligned,
    weight: -1.0,
    reason: "a known, authenticated correspondent",
    doc: "A sender this inbox has written to, authenticated and aligned.",
  }),
];
