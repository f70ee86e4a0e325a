// The trust pipeline: ordered, separately tested stages over the parsed message plus context, then the decision.
import { addressOf } from "../mime/addresses.js";
import type { ParsedMessage } from "../mime/parse.js";
import type { TrustDeps } from "../ports/trust.js";
import { analyzeAttachments } from "./attachments.js";
import { authenticateMessage, type SmtpEnvelope } from "./authentication.js";
import { analyzeContent } from "./content.js";
import { type Decision, decide } from "./decision.js";
import { carriesInstructions, normalizeForMatching, quoting } from "./injection.js";
import { analyzeLinks, imitatedCorrespondent, imitatedName, offSiteLinks, offSiteLoginLinks } from "./links.js";
import { analyzeSender } from "./sender.js";
import type { AttachmentTrust, TrustReport } from "./types.js";

export interface TrustInput {
  raw: Buffer;
  envelope: SmtpEnvelope;
  from: string;
  fromAddress: string;
  replyTo: string[];
  subject?: string;
  /** In-Reply-To and References message ids: the thread the message says it belongs to. */
  threadIds?: string[];
  text?: string;
  html?: string;
  attachments: Array<{ attachmentId?: string; filename?: string; contentType?: string; content: Buffer }>;
  onAllowList: boolean;
  onBlockList: boolean;
  priorCorrespondence: boolean;
  ownDomains: string[];
  now: Date;
}

/** What the pipeline knows about the receiving side, beyond the message itself. */
export interface TrustContext {
  envelope?: SmtpEnvelope;
  onAllowList?: boolean;
  onBlockList?: boolean;
  priorCorrespondence?: boolean;
  ownDomains: string[];
  /** IDs of the stored attachments, in the parsed message's order. */
  attachmentIds?: string[];
  now: Date;
}

/** The pipeline's input for a parsed message (inbound mail, the evaluation corpus and the benchmark share it). */
export function trustInputFor(raw: Buffer, parsed: ParsedMessage, context: TrustContext): TrustInput {
  const fromAddress = parsed.fromAddress ?? addressOf(parsed.from);
  return {
    raw,
    envelope: context.envelope ?? {},
    from: parsed.from || fromAddress,
    fromAddress,
    replyTo: parsed.replyTo,
    subject: parsed.subject,
    threadIds: [...(parsed.inReplyTo ? [parsed.inReplyTo] : []), ...parsed.references],
    text: parsed.text,
    html: parsed.html,
    attachments: parsed.attachments.map((part, i) => ({
      attachmentId: context.attachmentIds?.[i],
      filename: part.filename,
      contentType: part.contentType,
      content: part.content,
    })),
    onAllowList: context.onAllowList ?? false,
    onBlockList: context.onBlockList ?? false,
    priorCorrespondence: context.priorCorrespondence ?? false,
    ownDomains: context.ownDomains,
    now: context.now,
  };
}

export interface TrustOutcome {
  report: TrustReport;
  decision: Decision;
}

export async function computeTrust(deps: TrustDeps, input: TrustInput): Promise<TrustOutcome> {
  const [authentication, links, attachments] = await Promise.all([
    authenticateMessage(input.raw, input.envelope, deps.dns, { mta: deps.mta }),
    analyzeLinks({ html: input.html, text: input.text, resolver: deps.urlResolver, ownDomains: input.ownDomains }),
    analyzeAttachments(input.attachments),
  ]);
  const content = analyzeContent({ html: input.html, text: input.text });
  const sender = analyzeSender({
    from: input.from,
    fromAddress: input.fromAddress,
    replyTo: input.replyTo,
    onAllowList: input.onAllowList,
    onBlockList: input.onBlockList,
    priorCorrespondence: input.priorCorrespondence,
    ownDomains: input.ownDomains,
  });
  const authFailed =
    authentication.dmarc === "fail" || (authentication.spf === "fail" && authentication.dkim === "fail");
  // The preheader is shown in the inbox preview, so it is read as visible text (it stays out of the agent-safe text),
  // unless it speaks to an AI reader: then it is a payload in the preview position, and read as hidden text.
  const preheader = content.preheaderText;
  const preheaderIsPayload = Boolean(preheader) && carriesInstructions(preheader);
  const classification = await deps.classifier.classify({
    subject: input.subject ?? "",
    text: preheader && !preheaderIsPayload ? `${preheader}\n\n${content.text}` : content.text,
    hiddenText: [preheaderIsPayload ? preheader : "", content.hiddenText, content.attributeText]
      .filter(Boolean)
      .join("\n"),
    attachmentText: attachmentText(attachments),
    from: input.from,
    signals: {
      authFailed,
      aligned: authentication.aligned,
      suspiciousLinks: links.filter((l) => l.suspicious).length,
      displayMismatches: links.filter((l) => l.display_mismatch).length,
      shorteners: links.filter((l) => l.shortener).length,
      riskyAttachments: attachments.filter((a) => a.risk === "medium" || a.risk === "high").length,
      highRiskAttachments: attachments.filter((a) => a.risk === "high").length,
      hiddenTextFound: content.hidden_text_found,
      zeroWidthFound: content.zero_width_found,
      freeMail: sender.free_mail_provider,
      priorCorrespondence: input.priorCorrespondence,
      linkCount: links.length,
      credentialForm: hasCredentialForm(input.html),
      offDomainLinks: offSiteLinks(links, sender.domain),
      offDomainLoginLinks: offSiteLoginLinks(links, sender.domain),
      replyToElsewhere: sender.replyElsewhere,
      imitatedName:
        imitatedName(content.text, [sender.domain, ...links.map((l) => l.domain)].filter(Boolean)) ??
        imitatedCorrespondent(content.text, input.threadIds ?? [], sender.domain, input.ownDomains),
    },
  });
  const decision = decide({
    authentication,
    onAllowList: input.onAllowList,
    onBlockList: input.onBlockList,
    priorCorrespondence: input.priorCorrespondence,
    hiddenTextFound: content.hidden_text_found,
    hiddenNovelWords: content.hiddenNovelWords,
    zeroWidthFound: content.zero_width_found,
    // A preview line that commands the agent still counts as a preview here: a notice framed as a report may well
    // speak to AI assistants in its preview, and the payload is still flagged.
    // The subject frames a notice as much as its body does ("Advisory: prompt injection in inbound e-mail").
    reportsOnAttacks: !content.hiddenText.trim() && readsAsReport(`${input.subject ?? ""}\n\n${content.text}`),
    links,
    attachments,
    classification,
  });
  const { reasons: classifierReasons, ...classificationView } = classification;
  const reasons = [
    ...decision.reasons,
    ...authentication.reasons,
    ...sender.reasons,
    ...content.reasons,
    ...classifierReasons,
  ];
  const report: TrustReport = {
    level: decision.level,
    score: decision.score,
    authentication: {
      spf: authentication.spf,
      dkim: authentication.dkim,
      dmarc: authentication.dmarc,
      aligned: authentication.aligned,
    },
    sender: {
      address: sender.address,
      domain: sender.domain,
      prior_correspondence: sender.prior_correspondence,
      on_allow_list: sender.on_allow_list,
      on_block_list: sender.on_block_list,
      free_mail_provider: sender.free_mail_provider,
    },
    content: {
      text: content.text,
      html: content.html,
      segments: content.segments,
      hidden_text_found: content.hidden_text_found,
      zero_width_found: content.zero_width_found,
      tracking_pixels: content.tracking_pixels,
    },
    links,
    attachments,
    classification: classificationView,
    reasons: [...new Set(reasons)],
    computed_at: input.now.toISOString(),
  };
  return { report, decision };
}

/** A form inside the mail body that takes a password, or posts anywhere: mail never needs one, phishing does. */
export function hasCredentialForm(html: string | undefined): boolean {
  if (!html) return false;
  return /<input\b[^>]{0,300}\btype\s*=\s*["']?password/i.test(html) || /<form\b[^>]{0,300}\baction\s*=/i.test(html);
}

/** Characters read for reporting frames: the framing sits at the top of a notice. */
const REPORT_HEAD_CHARS = 16_000;

/** Two or more reporting frames ("phishing", "we received", "do not click") in the writer's own words. */
function readsAsReport(text: string): boolean {
  return quoting(normalizeForMatching(text.slice(0, REPORT_HEAD_CHARS)).text).frames >= 2;
}

/** Characters of attachment text given to the classifier (it reads for instructions, not the whole document). */
const ATTACHMENT_TEXT_CHARS = 50_000;

function attachmentText(attachments: readonly AttachmentTrust[]): string {
  return attachments
    .map((a) => a.extracted_text ?? "")
    .filter(Boolean)
    .join("\n\n")
    .slice(0, ATTACHMENT_TEXT_CHARS);
}
