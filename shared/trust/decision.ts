// The last stage: signals → score, level, reasons, labels and the one message.received* event.
// The score and the reasons are rows of rules/decision.ts (docs/trust.md's rule table is generated from them); this
// file turns the verdict lists into the level, the labels and the event.
import { DECISION_RULES, type DecisionFeatures, THRESHOLDS, TRUST_START } from "./rules/decision.js";
import { evaluateRules } from "./rules/evaluate.js";
import type { AttachmentTrust, AuthenticationResult, LinkResult, TrustLevel } from "./types.js";

export interface DecisionInput {
  authentication: Pick<AuthenticationResult, "spf" | "dkim" | "dmarc" | "aligned" | "listRelay">;
  onAllowList: boolean;
  onBlockList: boolean;
  priorCorrespondence: boolean;
  /** An authenticated sender of the receiving organisation's own domain. */
  colleague?: boolean;
  hiddenTextFound: boolean;
  /** Words of hidden text (and alt/title text) that appear nowhere in what the reader sees. */
  hiddenNovelWords?: number;
  /** E-mail addresses in the hidden (and alt/title) text that the reader never sees. */
  hiddenAddresses?: number;
  /** The receiving organisation's domain the sender's domain imitates (a hyphen or a letter away), if any. */
  ownDomainImitated?: string;
  zeroWidthFound: boolean;
  /** The writer's own words frame the message as a report about attacks (a security notice, a forwarded "is this
   * legit?"), and nothing besides a preheader is hidden: quoted attacks then warn but do not quarantine. A function
   * is called only if a rule reads it (only messages an attack score would quarantine: reading the frames of a
   * whole message is a pass of its own, and most mail never needs it). */
  reportsOnAttacks?: boolean | (() => boolean);
  links: Pick<LinkResult, "suspicious" | "display_mismatch" | "shortener">[];
  attachments: Pick<AttachmentTrust, "risk">[];
  classification: {
    is_spam: number;
    is_phishing: number;
    contains_instructions_to_agent: number;
    requests_credentials_or_payment: number;
    urgency: number;
  };
}

export type ReceivedEvent =
  | "message.received"
  | "message.received.quarantined"
  | "message.received.spam"
  | "message.received.unauthenticated"
  | "message.received.blocked";

export interface Decision {
  level: TrustLevel;
  score: number;
  reasons: string[];
  labels: string[];
  eventType: ReceivedEvent;
}

export { THRESHOLDS };

/** DMARC failed, or SPF and DKIM both failed (the spec's definition of unauthenticated). */
export function isUnauthenticated(auth: DecisionInput["authentication"]): boolean {
  const failed = (r: string) => r === "fail" || r === "softfail" || r === "permerror";
  return auth.dmarc === "fail" || (failed(auth.spf) && failed(auth.dkim));
}

const clamp = (n: number) => Math.max(0, Math.min(1, Math.round(n * 1000) / 1000));

/** The decision's features: the input reduced to the facts its rules read. */
export function decisionFeatures(input: DecisionInput): DecisionFeatures {
  const authenticated = input.authentication.dmarc === "pass" && input.authentication.aligned;
  const reports = input.reportsOnAttacks;
  let reportsOnAttacks = typeof reports === "function" ? undefined : (reports ?? false);
  return {
    classification: input.classification,
    authenticated,
    unauthenticated: isUnauthenticated(input.authentication),
    listRelay: input.authentication.listRelay === true,
    known: input.onAllowList || input.priorCorrespondence || input.colleague === true,
    onAllowList: input.onAllowList,
    onBlockList: input.onBlockList,
    priorCorrespondence: input.priorCorrespondence,
    hiddenTextFound: input.hiddenTextFound,
    hiddenNovelWords: input.hiddenNovelWords ?? 0,
    hiddenAddresses: input.hiddenAddresses ?? 0,
    ownDomainImitated: input.ownDomainImitated,
    zeroWidthFound: input.zeroWidthFound,
    get reportsOnAttacks() {
      reportsOnAttacks ??= (reports as () => boolean)();
      return reportsOnAttacks;
    },
    suspiciousLinks: input.links.filter((l) => l.suspicious).length,
    highRiskAttachment: input.attachments.some((a) => a.risk === "high"),
    mediumRiskAttachment: input.attachments.some((a) => a.risk === "medium"),
  };
}

export function decide(input: DecisionInput): Decision {
  const f = decisionFeatures(input);
  const { known, authenticated, unauthenticated } = f;
  const { sums, verdicts } = evaluateRules(DECISION_RULES, f, { trust: TRUST_START });
  const score = sums.trust;

  if (verdicts.block.length) {
    return {
      level: "quarantined",
      score: clamp(Math.min(score, 0.1)),
      reasons: verdicts.block,
      labels: ["BLOCKED"],
      eventType: "message.received.blocked",
    };
  }

  const { quarantine, warn: warnings, note: reasons } = verdicts;
  const spam = input.classification.is_spam >= THRESHOLDS.spam;

  let level: TrustLevel;
  if (quarantine.length) level = "quarantined";
  else if (warnings.length) level = "suspicious";
  // Spec: an allow-listed sender reaches verified only with an aligned DMARC pass.
  else if (known && authenticated) level = "verified";
  else if (known) level = "known";
  else level = "unknown";
  reasons.unshift(...quarantine, ...warnings);

  // Exactly one event, first match wins: blocked (above), quarantined, spam, unauthenticated, plain.
  if (level === "quarantined") {
    return {
      level,
      score: clamp(Math.min(score, 0.2)),
      reasons,
      labels: ["QUARANTINE", "UNREAD"],
      eventType: "message.received.quarantined",
    };
  }
  if (spam)
    return { level, score: clamp(score), reasons, labels: ["SPAM", "UNREAD"], eventType: "message.received.spam" };
  if (unauthenticated) {
    return {
      level,
      score: clamp(score),
      reasons,
      labels: ["INBOX", "UNREAD", "UNAUTHENTICATED"],
      eventType: "message.received.unauthenticated",
    };
  }
  return { level, score: clamp(score), reasons, labels: ["INBOX", "UNREAD"], eventType: "message.received" };
}
