// The last stage: signals → score, level, reasons, labels and the one message.received* event.
// The rules are data-light on purpose so the docs can state them exactly (docs/trust.md, stage 7 "Decision").
import type { AttachmentTrust, AuthenticationResult, LinkResult, TrustLevel } from "./types.js";

export interface DecisionInput {
  authentication: Pick<AuthenticationResult, "spf" | "dkim" | "dmarc" | "aligned">;
  onAllowList: boolean;
  onBlockList: boolean;
  priorCorrespondence: boolean;
  hiddenTextFound: boolean;
  /** Words of hidden text (and alt/title text) that appear nowhere in what the reader sees. */
  hiddenNovelWords?: number;
  zeroWidthFound: boolean;
  /** The writer's own words frame the message as a report about attacks (a security notice, a forwarded "is this
   * legit?"), and nothing besides a preheader is hidden: quoted attacks then warn but do not quarantine. */
  reportsOnAttacks?: boolean;
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

/** Thresholds, each named where it is used in the rules below. */
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

/** DMARC failed, or SPF and DKIM both failed (the spec's definition of unauthenticated). */
export function isUnauthenticated(auth: DecisionInput["authentication"]): boolean {
  const failed = (r: string) => r === "fail" || r === "softfail" || r === "permerror";
  return auth.dmarc === "fail" || (failed(auth.spf) && failed(auth.dkim));
}

const clamp = (n: number) => Math.max(0, Math.min(1, Math.round(n * 1000) / 1000));

export function decide(input: DecisionInput): Decision {
  const c = input.classification;
  const reasons: string[] = [];
  const known = input.onAllowList || input.priorCorrespondence;
  const authenticated = input.authentication.dmarc === "pass" && input.authentication.aligned;
  const unauthenticated = isUnauthenticated(input.authentication);
  const highRiskAttachment = input.attachments.some((a) => a.risk === "high");
  const mediumRiskAttachment = input.attachments.some((a) => a.risk === "medium");
  const suspiciousLinks = input.links.filter((l) => l.suspicious).length;

  // Score: 0..1, higher is safer. Start neutral, add trust, subtract risk.
  let score = 0.5;
  if (authenticated) score += 0.2;
  else if (unauthenticated) score -= 0.2;
  if (known) score += 0.15;
  score -= 0.45 * c.contains_instructions_to_agent;
  score -= 0.4 * c.is_phishing;
  score -= 0.3 * c.is_spam;
  score -= 0.2 * c.requests_credentials_or_payment * (authenticated && known ? 0.3 : 1);
  score -= Math.min(0.2, 0.07 * suspiciousLinks);
  if (highRiskAttachment) score -= 0.35;
  else if (mediumRiskAttachment) score -= 0.1;
  if (input.zeroWidthFound) score -= 0.05;

  if (input.onBlockList) {
    reasons.push("Sender is on a receive block list");
    return {
      level: "quarantined",
      score: clamp(Math.min(score, 0.1)),
      reasons,
      labels: ["BLOCKED"],
      eventType: "message.received.blocked",
    };
  }

  const quarantine: string[] = [];
  const warnings: string[] = [];
  // A report quoting an attack is flagged, not withheld: the agent (and the person) need to read the warning.
  const byScore = input.reportsOnAttacks ? warnings : quarantine;
  if (c.contains_instructions_to_agent >= THRESHOLDS.quarantine) {
    byScore.push(
      input.reportsOnAttacks
        ? "Quotes instructions aimed at an AI reader (reads as a report about them)"
        : "Contains instructions aimed at an AI reader (prompt injection)",
    );
  }
  if (c.is_phishing >= THRESHOLDS.quarantine) {
    byScore.push(
      input.reportsOnAttacks ? "Quotes a phishing message (reads as a report about it)" : "Looks like phishing",
    );
  }
  if (highRiskAttachment) quarantine.push("Has a high-risk attachment");

  // The agent's own people (known and authenticated) may address it and ask for work; strangers may not.
  if (
    c.contains_instructions_to_agent >= THRESHOLDS.suspicious &&
    c.contains_instructions_to_agent < THRESHOLDS.quarantine &&
    !(known && authenticated)
  ) {
    warnings.push("May contain instructions aimed at an AI reader");
  }
  if (c.is_phishing >= THRESHOLDS.suspicious && c.is_phishing < THRESHOLDS.quarantine)
    warnings.push("Has signs of phishing");
  if (c.requests_credentials_or_payment >= THRESHOLDS.credentialRequest && !(authenticated && known)) {
    warnings.push("Asks for credentials or payment");
  }
  if (suspiciousLinks) warnings.push(`${suspiciousLinks} suspicious link${suspiciousLinks > 1 ? "s" : ""}`);
  if (mediumRiskAttachment) warnings.push("Has an attachment that needs care");
  if ((input.hiddenNovelWords ?? 0) >= THRESHOLDS.hiddenNovelWords)
    warnings.push(`Hidden text says what the visible text does not (${input.hiddenNovelWords} words)`);
  if (unauthenticated) warnings.push("Sender authentication failed");
  const spam = c.is_spam >= THRESHOLDS.spam;
  if (spam) warnings.push("Classified as spam");
  else if (c.is_spam >= THRESHOLDS.likelySpam) warnings.push("Looks like unsolicited bulk mail");

  if (authenticated) reasons.push("Sender authenticated (DMARC pass, aligned)");
  if (input.onAllowList) reasons.push("Sender is on a receive allow list");
  if (input.priorCorrespondence) reasons.push("This inbox has written to the sender before");
  if (input.hiddenTextFound) reasons.push("Hidden text was found and withheld from the agent-safe text");

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
