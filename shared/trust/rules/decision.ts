// The decision's rules: weighted rows move the 0..1 trust score (score "trust", from 0.5: higher is safer); verdict
// rows file a reason under block, quarantine, warn or note. decision.ts turns the lists into the level, the labels
// and the one message.received* event (any quarantine reason → quarantined, any warning → suspicious).
import type { Rule } from "./evaluate.js";

/** Thresholds, each named where a rule below uses it. */
export const THRESHOLDS = {
  /** Spec: spam score at least 0.9 → SPAM replaces INBOX. */
  spam: 0.9,
  /** Instructions aimed at an AI reader, or phishing, this likely → quarantine. */
  quarantine: 0.8,
  /** Worth a warning: level at most suspicious. */
  suspicious: 0.5,
  /** Credential or payment requests from a sender that is not authenticated and known. */
  credentialRequest: 0.6,
  /** Probably bulk or unsolicited mail: a warning below the SPAM label's 0.9. */
  likelySpam: 0.6,
  /** Hidden text saying this many words of its own (not a preview line, not a copy of the body): a warning in any
   * language, since nothing a sender hides from the reader needs that many new words. */
  hiddenNovelWords: 15,
} as const;

/** What the decision's rules read: the classifier's scores and the other stages' findings, reduced to facts. */
export interface DecisionFeatures {
  classification: {
    is_spam: number;
    is_phishing: number;
    contains_instructions_to_agent: number;
    requests_credentials_or_payment: number;
  };
  /** DMARC pass, aligned. */
  authenticated: boolean;
  /** DMARC failed, or SPF and DKIM both failed. */
  unauthenticated: boolean;
  /** DMARC failed the way a mailing list's posts fail it (AuthenticationResult.listRelay). */
  listRelay: boolean;
  /** On an allow list, written to before, or a colleague (an authenticated sender of the organisation's own domain). */
  known: boolean;
  onAllowList: boolean;
  onBlockList: boolean;
  priorCorrespondence: boolean;
  hiddenTextFound: boolean;
  hiddenNovelWords: number;
  hiddenAddresses: number;
  /** The receiving organisation's domain the sender's own domain imitates, if any. */
  ownDomainImitated?: string;
  zeroWidthFound: boolean;
  /** The writer's own words frame the message as a report about attacks (nothing hidden besides a preheader). */
  reportsOnAttacks: boolean;
  suspiciousLinks: number;
  highRiskAttachment: boolean;
  mediumRiskAttachment: boolean;
}

/** The trust score's start: neutral. */
export const TRUST_START = 0.5;

type R = Rule<DecisionFeatures>;
const stage = "decision" as const;
const trust = (row: Omit<R, "stage" | "score">): R => ({ stage, score: "trust", ...row });
const verdict = (row: Omit<R, "stage" | "score"> & { weight: "block" | "quarantine" | "warn" | "note" }): R => ({
  stage,
  score: row.weight,
  ...row,
});

const T = THRESHOLDS;
const own = (f: DecisionFeatures) => f.known && f.authenticated;
/** The message reports on attacks and carries nothing that would act on the reader: no suspicious link, no risky
 * attachment. */
const reportedOnly = (f: DecisionFeatures) =>
  f.suspiciousLinks === 0 && !f.highRiskAttachment && !f.mediumRiskAttachment && f.reportsOnAttacks;

export const DECISION_RULES: readonly R[] = [
  // --- the trust score: add trust, subtract risk ---
  trust({ id: "trust.authenticated", when: (f) => f.authenticated, weight: 0.2, doc: "DMARC pass, aligned." }),
  trust({
    id: "trust.unauthenticated",
    when: (f) => !f.authenticated && f.unauthenticated,
    weight: -0.2,
    doc: "DMARC failed, or SPF and DKIM both failed.",
  }),
  trust({
    id: "trust.known",
    when: (f) => f.known,
    weight: 0.15,
    doc: "On an allow list, written to before, or a colleague (an authenticated sender of the organisation's own domain).",
  }),
  trust({
    id: "trust.instructions",
    when: (f) => f.classification.contains_instructions_to_agent,
    weight: -0.45,
    doc: "× the classifier's `contains_instructions_to_agent`.",
  }),
  trust({
    id: "trust.phishing",
    when: (f) => f.classification.is_phishing,
    weight: -0.4,
    doc: "× `is_phishing`.",
  }),
  trust({ id: "trust.spam", when: (f) => f.classification.is_spam, weight: -0.3, doc: "× `is_spam`." }),
  trust({
    id: "trust.credentials",
    when: (f) => !own(f) && f.classification.requests_credentials_or_payment,
    weight: -0.2,
    doc: "× `requests_credentials_or_payment`.",
  }),
  trust({
    id: "trust.credentials_own",
    // The agent's own people may ask for payment: their requests weigh 0.3 as much.
    when: (f) => own(f) && f.classification.requests_credentials_or_payment,
    weight: -0.2,
    scale: 0.3,
    doc: "× `requests_credentials_or_payment`, from a known and authenticated sender (× 0.3).",
  }),
  trust({
    id: "trust.suspicious_links",
    when: (f) => f.suspiciousLinks,
    weight: -0.07,
    cap: 0.2,
    doc: "Per suspicious link, at most 0.2 in all.",
  }),
  trust({
    id: "trust.high_risk_attachment",
    when: (f) => f.highRiskAttachment,
    weight: -0.35,
    doc: "A high-risk attachment.",
  }),
  trust({
    id: "trust.medium_risk_attachment",
    when: (f) => !f.highRiskAttachment && f.mediumRiskAttachment,
    weight: -0.1,
    doc: "A medium-risk attachment (and no high-risk one).",
  }),
  trust({ id: "trust.zero_width", when: (f) => f.zeroWidthFound, weight: -0.05, doc: "Invisible characters." }),

  // --- block: nothing else is decided ---
  verdict({
    id: "block.block_list",
    when: (f) => f.onBlockList,
    weight: "block",
    reason: "Sender is on a receive block list",
    doc: "The sender is on a receive block list: BLOCKED, score at most 0.1.",
  }),

  // --- quarantine; a report quoting an attack is flagged, not withheld (the agent and the person need to read the
  // warning) ---
  verdict({
    id: "quarantine.instructions",
    when: (f) => f.classification.contains_instructions_to_agent >= T.quarantine && !f.reportsOnAttacks && !own(f),
    weight: "quarantine",
    reason: "Contains instructions aimed at an AI reader (prompt injection)",
    doc: `\`contains_instructions_to_agent\` ≥ ${T.quarantine}, sender not known and authenticated.`,
  }),
  verdict({
    id: "warn.instructions_known",
    // A colleague's notice to the assistant about mailbox or forwarding work reads like an injection's words; the
    // sender answers for them, so the agent is warned, not kept from reading them (a hijacked account stays flagged).
    when: (f) => f.classification.contains_instructions_to_agent >= T.quarantine && !f.reportsOnAttacks && own(f),
    weight: "warn",
    reason: "Contains instructions aimed at an AI reader, from a known, authenticated sender",
    doc: `\`contains_instructions_to_agent\` ≥ ${T.quarantine} from a sender known and authenticated: a warning.`,
  }),
  verdict({
    id: "warn.instructions_reported",
    when: (f) =>
      f.classification.contains_instructions_to_agent >= T.quarantine && f.reportsOnAttacks && !f.authenticated,
    weight: "warn",
    reason: "Quotes instructions aimed at an AI reader (reads as a report about them)",
    doc: `\`contains_instructions_to_agent\` ≥ ${T.quarantine} in a message that reads as a report about attacks, sender not authenticated.`,
  }),
  verdict({
    id: "note.instructions_reported",
    // A security notice, a paper or a call for papers quoting attacks, signed by its sender and hiding nothing: the
    // sender answers for its own words, so the quotes are stated, not warned about (no attack of the corpora is one).
    when: (f) =>
      f.classification.contains_instructions_to_agent >= T.suspicious && f.reportsOnAttacks && f.authenticated,
    weight: "note",
    reason: "Quotes instructions aimed at an AI reader (reads as a report about them, from an authenticated sender)",
    doc: `\`contains_instructions_to_agent\` ≥ ${T.suspicious} in a message that reads as a report about attacks, from an authenticated sender: a note (as \`warn.instructions_reported\` is for others at ${T.quarantine}).`,
  }),
  verdict({
    id: "quarantine.phishing",
    when: (f) => f.classification.is_phishing >= T.quarantine && !f.reportsOnAttacks && !own(f),
    weight: "quarantine",
    reason: "Looks like phishing",
    doc: `\`is_phishing\` ≥ ${T.quarantine}, sender not known and authenticated.`,
  }),
  verdict({
    id: "warn.phishing_known",
    // A colleague's IT notice ("you will be asked to sign in at the new portal") reads like a lure; the sender answers
    // for it, so the agent is warned, not kept from reading it, as for instructions (a hijacked account stays flagged).
    when: (f) => f.classification.is_phishing >= T.quarantine && !f.reportsOnAttacks && own(f),
    weight: "warn",
    reason: "Looks like phishing, from a known, authenticated sender",
    doc: `\`is_phishing\` ≥ ${T.quarantine} from a sender known and authenticated: a warning.`,
  }),
  verdict({
    id: "warn.phishing_reported",
    when: (f) => f.classification.is_phishing >= T.quarantine && f.reportsOnAttacks && !f.authenticated,
    weight: "warn",
    reason: "Quotes a phishing message (reads as a report about it)",
    doc: `\`is_phishing\` ≥ ${T.quarantine} in a message that reads as a report about attacks, sender not authenticated.`,
  }),
  verdict({
    id: "note.phishing_reported",
    when: (f) => f.classification.is_phishing >= T.quarantine && f.reportsOnAttacks && f.authenticated,
    weight: "note",
    reason: "Quotes a phishing message (reads as a report about it, from an authenticated sender)",
    doc: `As \`warn.phishing_reported\`, from an authenticated sender: a note.`,
  }),
  verdict({
    id: "quarantine.high_risk_attachment",
    when: (f) => f.highRiskAttachment,
    weight: "quarantine",
    reason: "Has a high-risk attachment",
    doc: "A high-risk attachment.",
  }),

  // --- warnings ---
  verdict({
    id: "warn.instructions",
    // The agent's own people (known and authenticated) may address it and ask for work; strangers may not.
    when: (f) =>
      f.classification.contains_instructions_to_agent >= T.suspicious &&
      f.classification.contains_instructions_to_agent < T.quarantine &&
      !own(f) &&
      // A report about attacks signed by its sender is noted, not warned about, however strongly it quotes them.
      !(f.reportsOnAttacks && f.authenticated),
    weight: "warn",
    reason: "May contain instructions aimed at an AI reader",
    doc: `\`contains_instructions_to_agent\` in [${T.suspicious}, ${T.quarantine}), sender not known and authenticated, and not a report about attacks from an authenticated sender.`,
  }),
  verdict({
    id: "warn.phishing",
    when: (f) => f.classification.is_phishing >= T.suspicious && f.classification.is_phishing < T.quarantine,
    weight: "warn",
    reason: "Has signs of phishing",
    doc: `\`is_phishing\` in [${T.suspicious}, ${T.quarantine}).`,
  }),
  verdict({
    id: "warn.credentials",
    when: (f) => f.classification.requests_credentials_or_payment >= T.credentialRequest && !own(f) && !reportedOnly(f),
    weight: "warn",
    reason: "Asks for credentials or payment",
    doc: `\`requests_credentials_or_payment\` ≥ ${T.credentialRequest}, sender not known and authenticated, unless the request is only reported (\`note.credentials_reported\`).`,
  }),
  verdict({
    id: "note.credentials_reported",
    // A fraud warning describes the request it warns of ("if anyone asks you to change bank details, call us"); it
    // asks for nothing itself, and carries no link or attachment that would.
    when: (f) => f.classification.requests_credentials_or_payment >= T.credentialRequest && !own(f) && reportedOnly(f),
    weight: "note",
    reason: "Describes a request for credentials or payment (reads as a warning about it)",
    doc: `As \`warn.credentials\`, in a message that reads as a report about attacks, with no suspicious link and no risky attachment: a note.`,
  }),
  verdict({
    id: "warn.suspicious_links",
    when: (f) => f.suspiciousLinks > 0,
    weight: "warn",
    reason: (f) => `${f.suspiciousLinks} suspicious link${f.suspiciousLinks > 1 ? "s" : ""}`,
    doc: "Any suspicious link.",
  }),
  verdict({
    id: "warn.medium_risk_attachment",
    when: (f) => f.mediumRiskAttachment,
    weight: "warn",
    reason: "Has an attachment that needs care",
    doc: "A medium-risk attachment.",
  }),
  verdict({
    id: "warn.hidden_words",
    when: (f) => f.hiddenNovelWords >= T.hiddenNovelWords,
    weight: "warn",
    reason: (f) => `Hidden text says what the visible text does not (${f.hiddenNovelWords} words)`,
    doc: `Hidden text holds ${T.hiddenNovelWords} or more words that appear nowhere in the visible text.`,
  }),
  verdict({
    id: "warn.hidden_address",
    when: (f) => f.hiddenAddresses > 0,
    weight: "warn",
    reason: "Hidden text holds an address the reader does not see",
    doc: "Hidden (or alt/title) text holds an e-mail address that appears nowhere in the visible text: where a hidden instruction sends what it asks for, in any language.",
  }),
  verdict({
    id: "warn.own_domain_imitated",
    // Whatever it asks: the sender passes for one of the organisation's own people (the partner "on her phone",
    // IT's quota notice), and its authentication proves only that it owns the look-alike.
    when: (f) => f.ownDomainImitated !== undefined && !f.known,
    weight: "warn",
    reason: (f) => `The sender's domain imitates your organisation's own (${f.ownDomainImitated})`,
    doc: "The sender's domain is a hyphen or a letter away from an addressee's own domain (6 letters or more; not the same name on another suffix), and the sender is not known.",
  }),
  verdict({
    id: "warn.unauthenticated",
    when: (f) => f.unauthenticated && !f.listRelay,
    weight: "warn",
    reason: "Sender authentication failed",
    doc: "DMARC failed, or SPF and DKIM both failed (not as a mailing list's posts fail it, see `note.list_relay`).",
  }),
  verdict({
    id: "note.list_relay",
    // Still labelled UNAUTHENTICATED (the spec's definition), so hidden from lists unless asked for; the content is
    // judged as usual. A list that passes the author's mail through is the commonest DMARC failure of benign mail.
    when: (f) => f.unauthenticated && f.listRelay,
    weight: "note",
    reason:
      "DMARC fails as mailing-list mail does: the list's server sent it and its footer or tag broke the author's signature",
    doc: "DMARC failed, with a List-Id header, SPF passing for the list's domain and the From domain's DKIM signature broken in the body: a note, not a warning.",
  }),
  verdict({
    id: "warn.spam",
    when: (f) => f.classification.is_spam >= T.spam,
    weight: "warn",
    reason: "Classified as spam",
    doc: `\`is_spam\` ≥ ${T.spam} (also labels it SPAM instead of INBOX).`,
  }),
  verdict({
    id: "warn.likely_spam",
    when: (f) => !(f.classification.is_spam >= T.spam) && f.classification.is_spam >= T.likelySpam,
    weight: "warn",
    reason: "Looks like unsolicited bulk mail",
    doc: `\`is_spam\` in [${T.likelySpam}, ${T.spam}).`,
  }),

  // --- notes: stated in the reasons, no effect on the level ---
  verdict({
    id: "note.authenticated",
    when: (f) => f.authenticated,
    weight: "note",
    reason: "Sender authenticated (DMARC pass, aligned)",
    doc: "DMARC pass, aligned.",
  }),
  verdict({
    id: "note.allow_list",
    when: (f) => f.onAllowList,
    weight: "note",
    reason: "Sender is on a receive allow list",
    doc: "The sender is on a receive allow list.",
  }),
  verdict({
    id: "note.prior_correspondence",
    when: (f) => f.priorCorrespondence,
    weight: "note",
    reason: "This inbox has written to the sender before",
    doc: "This inbox has written to the sender before.",
  }),
  verdict({
    id: "note.hidden_text",
    when: (f) => f.hiddenTextFound,
    weight: "note",
    reason: "Hidden text was found and withheld from the agent-safe text",
    doc: "Hidden text was found (and withheld).",
  }),
];
