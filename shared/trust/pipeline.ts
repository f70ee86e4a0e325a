// The trust pipeline: an ordered list of separately tested stages over the parsed message plus context (PIPELINE),
// ending in the decision; each stage leaves a record of what it found and how long it took.
import { addressOf } from "../mime/addresses.js";
import type { ParsedMessage } from "../mime/parse.js";
import type { ClassificationResult, ClassifierInput } from "../ports/classifier.js";
import type { TrustDeps } from "../ports/trust.js";
import { analyzeAttachments } from "./attachments.js";
import { authenticateMessage, type SmtpEnvelope } from "./authentication.js";
import { analyzeContent, type ContentAnalysis } from "./content.js";
import { type Decision, decide, isUnauthenticated, THRESHOLDS } from "./decision.js";
import { carriesInstructions, normalizeForMatching, quoting } from "./injection.js";
import {
  analyzeLinks,
  consentLinks,
  imitatedCorrespondent,
  imitatedName,
  imitatedRecipient,
  linkHosts,
  offSiteLinks,
  offSiteLoginLinks,
  recipientLinks,
} from "./links.js";
import type { StageName } from "./rules/evaluate.js";
import { analyzeSender, namedForSignIn } from "./sender.js";
import type { AttachmentTrust, AuthenticationResult, LinkResult, SenderResult, TrustReport } from "./types.js";

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
  /** The receiving organisation's own domain (a custom domain it verified; never the service's shared domain, where
   * every organisation has inboxes): an authenticated sender there is a colleague. */
  organizationDomain?: string;
  /** The message's addressees (To, Cc) and the receiving inbox: a link that carries one of them is pre-filled. */
  recipients: string[];
  now: Date;
}

/** What the pipeline knows about the receiving side, beyond the message itself. */
export interface TrustContext {
  envelope?: SmtpEnvelope;
  onAllowList?: boolean;
  onBlockList?: boolean;
  priorCorrespondence?: boolean;
  ownDomains: string[];
  /** The receiving organisation's own domain, if the inbox is on one (see TrustInput). */
  organizationDomain?: string;
  /** The receiving inbox's address (the message's own To and Cc are added). */
  recipient?: string;
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
    organizationDomain: context.organizationDomain?.toLowerCase(),
    recipients: [
      ...new Set(
        [...(context.recipient ? [context.recipient] : []), ...[...parsed.to, ...parsed.cc].map(addressOf)]
          .map((a) => a.toLowerCase())
          .filter((a) => a.includes("@")),
      ),
    ],
    now: context.now,
  };
}

/** What one stage did, for logs, benchmarks and tests (not part of the API's trust report, whose shape the spec
 * fixes): its findings, the signals it hands on, and its own time. */
export interface StageRecord {
  stage: StageName;
  /** `ok`: nothing against the message; `flagged`: a finding against it; the decision's is the trust level. */
  status: string;
  reasons: string[];
  signals: Record<string, string | number | boolean>;
  /** Milliseconds of the stage's own work (performance.now()): stages run one after another, so this is its time. */
  ms: number;
}

export interface TrustOutcome {
  report: TrustReport;
  decision: Decision;
  /** One record per stage, in STAGES order. */
  stages: StageRecord[];
}

/** What the stages have found so far; each stage fills its own field. */
interface TrustState {
  authentication?: AuthenticationResult;
  sender?: SenderResult;
  content?: ContentAnalysis;
  /** The hidden text's addresses that are not the message's recipients' or the service's own. */
  hiddenAddresses?: string[];
  links?: LinkResult[];
  attachments?: AttachmentTrust[];
  classification?: ClassificationResult;
  decision?: Decision;
}

interface Stage {
  name: StageName;
  run(deps: TrustDeps, input: TrustInput, state: TrustState): Promise<Omit<StageRecord, "stage" | "ms">>;
}

/** An earlier stage's result (the order of PIPELINE guarantees it is there). */
function got<T>(value: T | undefined, stage: StageName): T {
  if (value === undefined) throw new Error(`trust stage ${stage} has not run`);
  return value;
}

const flagged = (bad: boolean) => (bad ? "flagged" : "ok");

/** The pipeline, in order: each stage reads the context and earlier stages' results, and records what it found. */
export const PIPELINE: readonly Stage[] = [
  {
    name: "authentication",
    async run(deps, input, state) {
      const a = await authenticateMessage(input.raw, input.envelope, deps.dns, { mta: deps.mta });
      state.authentication = a;
      return {
        status: flagged(isUnauthenticated(a)),
        reasons: a.reasons,
        signals: { spf: a.spf, dkim: a.dkim, dmarc: a.dmarc, aligned: a.aligned },
      };
    },
  },
  {
    name: "sender",
    async run(_deps, input, state) {
      const sender = analyzeSender({
        from: input.from,
        fromAddress: input.fromAddress,
        replyTo: input.replyTo,
        onAllowList: input.onAllowList,
        onBlockList: input.onBlockList,
        priorCorrespondence: input.priorCorrespondence,
        ownDomains: input.ownDomains,
      });
      state.sender = sender;
      return {
        status: flagged(sender.on_block_list || Boolean(sender.disposable) || Boolean(sender.replyElsewhere)),
        reasons: sender.reasons,
        signals: {
          domain: sender.domain,
          free_mail_provider: sender.free_mail_provider,
          disposable: Boolean(sender.disposable),
          reply_elsewhere: Boolean(sender.replyElsewhere),
          prior_correspondence: sender.prior_correspondence,
          on_allow_list: sender.on_allow_list,
          on_block_list: sender.on_block_list,
        },
      };
    },
  },
  {
    name: "content",
    async run(_deps, input, state) {
      const content = analyzeContent({ html: input.html, text: input.text }, { links: true });
      state.content = content;
      state.hiddenAddresses = foreignAddresses(content.hiddenAddresses, input);
      return {
        status: flagged(content.hidden_text_found || content.zero_width_found),
        reasons: content.reasons,
        signals: {
          hidden_text_found: content.hidden_text_found,
          zero_width_found: content.zero_width_found,
          tracking_pixels: content.tracking_pixels,
          hidden_novel_words: content.hiddenNovelWords ?? 0,
          hidden_addresses: state.hiddenAddresses.length,
        },
      };
    },
  },
  {
    name: "links",
    async run(deps, input, state) {
      const links = await analyzeLinks({
        html: input.html,
        text: input.text,
        resolver: deps.urlResolver,
        ownDomains: input.ownDomains,
        // Parsed once, by the content stage.
        htmlLinks: got(state.content, "content").htmlLinks,
      });
      state.links = links;
      const suspicious = links.filter((l) => l.suspicious).length;
      return {
        status: flagged(suspicious > 0),
        reasons: [...new Set(links.flatMap((l) => l.reasons))],
        signals: {
          links: links.length,
          suspicious,
          display_mismatches: links.filter((l) => l.display_mismatch).length,
          shorteners: links.filter((l) => l.shortener).length,
        },
      };
    },
  },
  {
    name: "attachments",
    async run(_deps, input, state) {
      const attachments = await analyzeAttachments(input.attachments);
      state.attachments = attachments;
      const risky = attachments.filter((a) => a.risk === "medium" || a.risk === "high").length;
      return {
        status: flagged(risky > 0),
        reasons: [...new Set(attachments.flatMap((a) => a.reasons))],
        signals: {
          attachments: attachments.length,
          risky,
          high_risk: attachments.filter((a) => a.risk === "high").length,
        },
      };
    },
  },
  {
    name: "classifier",
    async run(deps, input, state) {
      const classification = await deps.classifier.classify(classifierInput(input, state));
      state.classification = classification;
      const { reasons, category, language, backend } = classification;
      const scores = {
        is_spam: classification.is_spam,
        is_phishing: classification.is_phishing,
        contains_instructions_to_agent: classification.contains_instructions_to_agent,
        requests_credentials_or_payment: classification.requests_credentials_or_payment,
        urgency: classification.urgency,
      };
      return {
        status: flagged(Object.values(scores).some((v) => v >= THRESHOLDS.suspicious)),
        reasons,
        signals: { ...scores, category, language, backend, cached: Boolean(classification.cached) },
      };
    },
  },
  {
    name: "decision",
    async run(_deps, input, state) {
      const content = got(state.content, "content");
      const decision = decide({
        authentication: got(state.authentication, "authentication"),
        onAllowList: input.onAllowList,
        onBlockList: input.onBlockList,
        priorCorrespondence: input.priorCorrespondence,
        colleague: isColleague(input, got(state.sender, "sender"), got(state.authentication, "authentication")),
        hiddenTextFound: content.hidden_text_found,
        hiddenNovelWords: content.hiddenNovelWords,
        hiddenAddresses: got(state.hiddenAddresses, "content").length,
        ownDomainImitated: imitatedRecipient(input.recipients, got(state.sender, "sender").domain, []),
        zeroWidthFound: content.zero_width_found,
        // A preview line that commands the agent still counts as a preview here: a notice framed as a report may
        // well speak to AI assistants in its preview, and the payload is still flagged.
        // The subject frames a notice as much as its body does ("Advisory: prompt injection in inbound e-mail").
        // A sender whose domain is named for signing in or a help desk ("brand-login", "brand-support") writes the lure,
        // not a report on one.
        reportsOnAttacks: () =>
          !content.hiddenText.trim() &&
          !namedForSignIn(got(state.sender, "sender").domain) &&
          readsAsReport(`${input.subject ?? ""}\n\n${content.text}`),
        links: got(state.links, "links"),
        attachments: got(state.attachments, "attachments"),
        classification: got(state.classification, "classifier"),
      });
      state.decision = decision;
      return {
        status: decision.level,
        reasons: decision.reasons,
        signals: { score: decision.score, event: decision.eventType, labels: decision.labels.join(",") },
      };
    },
  },
];

/** What the classifier is given: the visible and hidden text, attachment text and the other stages' signals. */
function classifierInput(input: TrustInput, state: TrustState): ClassifierInput {
  const authentication = got(state.authentication, "authentication");
  const content = got(state.content, "content");
  const sender = got(state.sender, "sender");
  const links = got(state.links, "links");
  const attachments = got(state.attachments, "attachments");
  const authFailed =
    authentication.dmarc === "fail" || (authentication.spf === "fail" && authentication.dkim === "fail");
  // The preheader is shown in the inbox preview, so it is read as visible text (it stays out of the agent-safe text),
  // unless it speaks to an AI reader: then it is a payload in the preview position, and read as hidden text.
  const preheader = content.preheaderText;
  const preheaderIsPayload = Boolean(preheader) && carriesInstructions(preheader);
  return {
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
      recipientLinks: recipientLinks(links, input.recipients, authentication.aligned ? sender.domain : undefined),
      consentLinks: consentLinks(links),
      replyToElsewhere: sender.replyElsewhere,
      signInDomain: namedForSignIn(sender.domain),
      hiddenAddresses: got(state.hiddenAddresses, "content").length,
      imitatedName:
        imitatedName(content.text, [sender.domain, ...links.map((l) => l.domain)].filter(Boolean)) ??
        imitatedCorrespondent(content.text, input.threadIds ?? [], sender.domain, input.ownDomains) ??
        imitatedRecipient(input.recipients, sender.domain, linkHosts(links)),
    },
  };
}

/** A sender of the receiving organisation's own domain (or a subdomain of it), authenticated and aligned: one of the
 * agent's own people, like a known correspondent. Not when replies go elsewhere: the organisation's own web form or
 * ticket relay writes from its domain on behalf of an outsider, whose words it carries. */
function isColleague(input: TrustInput, sender: SenderResult, auth: AuthenticationResult): boolean {
  const own = input.organizationDomain;
  const senderDomain = sender.domain;
  if (!own || !senderDomain || sender.replyElsewhere || auth.dmarc !== "pass" || !auth.aligned) return false;
  const domain = senderDomain.toLowerCase();
  return domain === own || domain.endsWith(`.${own}`);
}

/** Addresses that are neither the message's recipients nor in the service's own domains: a calendar's hidden
 * guest list names the reader itself. */
function foreignAddresses(addresses: readonly string[], input: TrustInput): string[] {
  const own = new Set(input.ownDomains.map((d) => d.toLowerCase()));
  return addresses.filter((a) => !input.recipients.includes(a) && !own.has(a.slice(a.lastIndexOf("@") + 1)));
}

/** Runs the stages in order, each to its end before the next starts (so each record's ms is that stage's time; the
 * only waits are DNS lookups in authentication and a remote classifier, short beside the rest). */
async function runStages(
  stages: readonly Stage[],
  deps: TrustDeps,
  input: TrustInput,
  state: TrustState,
): Promise<StageRecord[]> {
  const records: StageRecord[] = [];
  for (const stage of stages) {
    const start = performance.now();
    const record = await stage.run(deps, input, state);
    records.push({ stage: stage.name, ...record, ms: performance.now() - start });
  }
  return records;
}

export async function computeTrust(deps: TrustDeps, input: TrustInput): Promise<TrustOutcome> {
  const state: TrustState = {};
  const stages = await runStages(PIPELINE, deps, input, state);
  const authentication = got(state.authentication, "authentication");
  const sender = got(state.sender, "sender");
  const content = got(state.content, "content");
  const links = got(state.links, "links");
  const attachments = got(state.attachments, "attachments");
  const classification = got(state.classification, "classifier");
  const decision = got(state.decision, "decision");
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
  return { report, decision, stages };
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
