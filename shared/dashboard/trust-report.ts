// The trust report of an inbound message in plain words, for the dashboard's message page: what the level means,
// each reason as a sentence, authentication, the sender, hidden text shown AS hidden (escaped, in a marked box),
// flagged links as text (never a live link to them) and risky attachments. Pure: the report in, HTML out.
import type { TrustLevel, TrustReport } from "../trust/types.js";
import { escapeHtml as e } from "./pages.js";

/** What each level means, in the terms of docs/trust.md (decision). */
export const LEVEL_MEANING: Record<TrustLevel, string> = {
  verified:
    "Verified: the sender proved its domain (DMARC passed, aligned) and is on an allow list or was written to before, and nothing raised a warning.",
  known:
    "Known: the sender is on an allow list or was written to before, and nothing raised a warning, but it did not prove its domain (no aligned DMARC pass).",
  unknown: "Unknown: nothing raised a warning, but this inbox does not know the sender.",
  suspicious: "Suspicious: at least one warning was raised (see the reasons). Read it with care.",
  quarantined:
    "Quarantined: the message was withheld from agents (a block list, instructions aimed at an AI reader, phishing or a high-risk attachment). Its content is not shown.",
};

/** Segment kinds a person never sees on screen. */
const HIDDEN_KINDS: Record<string, string> = {
  hidden: "hidden by the message's formatting",
  comment: "an HTML comment",
  invisible_characters: "invisible characters",
};

/** Why a hidden segment is hidden, for the reasons content.ts records. */
const HIDDEN_REASONS: Record<string, string> = {
  display_none: "styled display:none",
  visibility_hidden: "styled visibility:hidden",
  zero_font: "a zero font size",
  zero_opacity: "zero opacity",
  same_color: "text coloured like its background",
  off_screen: "positioned off screen",
  hidden_attribute: "the hidden attribute",
  collapsed: "a collapsed box",
  template: "inside a template element",
  noscript: "inside a noscript element",
  mso_hide: "hidden for Outlook (mso-hide)",
  bidi_reordered: "bidi controls that change the reading order",
  zero_width_interleaved: "zero-width characters between its letters",
};

/** SPF, DKIM and DMARC results as mailauth words them, in plain words. */
export function authResultWords(result: string): string {
  switch (result) {
    case "pass":
      return "passed";
    case "fail":
      return "failed";
    case "softfail":
      return "soft-failed (the domain does not fully vouch for the sending server)";
    case "neutral":
      return "neutral (the domain makes no statement about the sending server)";
    case "none":
      return "not available (no record or no signature to check)";
    case "temperror":
      return "could not be checked (a temporary DNS error)";
    case "permerror":
      return "could not be checked (the domain's record is broken)";
    case "policy":
      return "not accepted by local policy";
    default:
      return result || "not recorded";
  }
}

/** A reason as a sentence: reasons are short phrases; a sentence ends with a full stop. */
export function asSentence(reason: string): string {
  const text = reason.trim();
  if (!text) return text;
  const first = text[0].toUpperCase() + text.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

const yesNo = (value: boolean, yes: string, no: string) => (value ? yes : no);

/** 0..1 classifier scores as a share a person reads. */
const percent = (value: number) => `${Math.round(Math.max(0, Math.min(1, value)) * 100)} %`;

export interface HiddenPassage {
  kind: string;
  why: string;
  text: string;
}

/** The passages a person never sees (hidden, comments, invisible characters), with why each is hidden. */
export function hiddenPassages(report: TrustReport): HiddenPassage[] {
  return report.content.segments
    .filter((s) => s.kind in HIDDEN_KINDS && s.text.trim() !== "")
    .map((s) => {
      const reason = (s as { reason?: string }).reason;
      const why = reason ? (HIDDEN_REASONS[reason] ?? reason.replaceAll("_", " ")) : HIDDEN_KINDS[s.kind];
      return { kind: s.kind, why, text: s.text };
    });
}

export function flaggedLinks(report: TrustReport) {
  return report.links.filter((l) => l.suspicious || l.display_mismatch);
}

export function riskyAttachments(report: TrustReport) {
  return report.attachments.filter((a) => a.risk !== "none");
}

function section(id: string, title: string, body: string): string {
  return `<section aria-labelledby="${id}"><h2 id="${id}">${e(title)}</h2>${body}</section>`;
}

function authenticationSection(report: TrustReport): string {
  const a = report.authentication;
  const domain = report.sender.domain;
  const rows = [
    ["SPF", a.spf, "whether the sending server may send for the envelope sender's domain"],
    ["DKIM", a.dkim, "whether a domain's signature over the message is intact"],
    ["DMARC", a.dmarc, `whether the From domain${domain ? ` (${domain})` : ""} is proven by SPF or DKIM`],
  ]
    .map(
      ([name, result, what]) =>
        `<tr><th scope="row">${name}</th><td>${e(result)}</td><td>${e(`${authResultWords(result)}: ${what}.`)}</td></tr>`,
    )
    .join("");
  const aligned = yesNo(
    a.aligned,
    `Aligned: a passing check belongs to the From domain${domain ? ` ${domain}` : ""}, so the sender's address is proven.`,
    `Not aligned: no passing check belongs to the From domain${domain ? ` ${domain}` : ""}, so the sender's address is not proven.`,
  );
  return section(
    "trust-authentication",
    "Authentication",
    `<table><caption>SPF, DKIM and DMARC results</caption><thead><tr><th scope="col">Check</th><th scope="col">Result</th><th scope="col">Meaning</th></tr></thead><tbody>${rows}</tbody></table><p>${e(aligned)}</p>`,
  );
}

function senderSection(report: TrustReport): string {
  const s = report.sender;
  const facts = [
    `Address: ${s.address || "none"} (domain ${s.domain || "none"}).`,
    yesNo(
      s.prior_correspondence,
      "This inbox has written to the sender before.",
      "This inbox has never written to the sender.",
    ),
    yesNo(s.on_allow_list, "The sender is on an allow list.", "The sender is on no allow list."),
    yesNo(s.on_block_list, "The sender is on a block list.", "The sender is on no block list."),
    yesNo(
      s.free_mail_provider,
      "The address is at a free mail provider: anyone can open one.",
      "The address is not at a free mail provider.",
    ),
  ];
  return section("trust-sender", "Sender", `<ul>${facts.map((f) => `<li>${e(f)}</li>`).join("")}</ul>`);
}

function classificationSection(report: TrustReport): string {
  const c = report.classification;
  if (!c) return "";
  const rows = [
    ["Spam", c.is_spam],
    ["Phishing", c.is_phishing],
    ["Instructions aimed at an AI reader", c.contains_instructions_to_agent],
    ["Asks for credentials or payment", c.requests_credentials_or_payment],
    ["Urgency", c.urgency],
  ]
    .map(([name, value]) => `<tr><th scope="row">${e(String(name))}</th><td>${percent(Number(value))}</td></tr>`)
    .join("");
  return section(
    "trust-classification",
    "What the content reads as",
    `<p>${e(`Category: ${c.category}; language: ${c.language || "unknown"}.`)}</p><table><caption>How likely the classifier finds each</caption><thead><tr><th scope="col">Signal</th><th scope="col">Likelihood</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

function hiddenSection(report: TrustReport): string {
  const passages = hiddenPassages(report);
  const notes = [
    report.content.zero_width_found ? "Invisible characters (zero-width, bidi or tag characters) were found." : "",
    report.content.tracking_pixels > 0
      ? `${report.content.tracking_pixels} tracking pixel${report.content.tracking_pixels === 1 ? "" : "s"} (images that tell the sender the message was opened) ${report.content.tracking_pixels === 1 ? "was" : "were"} found.`
      : "",
  ].filter(Boolean);
  const noteHtml = notes.map((n) => `<p>${e(n)}</p>`).join("");
  if (!passages.length) {
    const none = report.content.hidden_text_found
      ? "Hidden text was found and withheld from agents."
      : "No hidden text was found.";
    return section("trust-hidden", "Hidden text", `<p>${e(none)}</p>${noteHtml}`);
  }
  // Shown as text inside a marked box: what the sender hid must never be rendered as the message.
  const items = passages
    .map((p) => `<li><p class="muted">${e(asSentence(p.why))}</p><pre>${e(p.text)}</pre></li>`)
    .join("");
  return section(
    "trust-hidden",
    "Hidden text",
    `<p>${e(`${passages.length} passage${passages.length === 1 ? " is" : "s are"} in the message but not shown to a reader. Agents never get ${passages.length === 1 ? "it" : "them"}.`)}</p><div class="hidden-box" role="note" aria-label="Hidden in this message"><p><b>Hidden in this message</b> (shown as text, not as the sender laid it out)</p><ol>${items}</ol></div>${noteHtml}`,
  );
}

function linksSection(report: TrustReport): string {
  const links = flaggedLinks(report);
  if (!links.length) {
    return section(
      "trust-links",
      "Links",
      `<p>${e(report.links.length ? `None of the ${report.links.length} links was flagged.` : "The message has no links.")}</p>`,
    );
  }
  // The target is text, never an <a>: a flagged URL must not be one click away.
  const rows = links
    .map((l) => {
      const why = [
        l.display_mismatch ? "The text shows a different address than the link goes to." : "",
        l.shortener ? "The link goes through a URL shortener, which hides where it ends." : "",
        ...l.reasons.map(asSentence),
      ].filter(Boolean);
      return `<tr><td>${e(l.text || "(no text)")}</td><td><code>${e(l.href)}</code>${l.final_url && l.final_url !== l.href ? `<br><span class="muted">ends at</span> <code>${e(l.final_url)}</code>` : ""}</td><td>${e(l.domain)}</td><td><ul>${why.map((w) => `<li>${e(w)}</li>`).join("")}</ul></td></tr>`;
    })
    .join("");
  return section(
    "trust-links",
    "Flagged links",
    `<table><caption>Links shown as text, not as links</caption><thead><tr><th scope="col">Shown text</th><th scope="col">Real target</th><th scope="col">Domain</th><th scope="col">Why flagged</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

function attachmentsSection(report: TrustReport): string {
  const risky = riskyAttachments(report);
  if (!risky.length) {
    return section(
      "trust-attachments",
      "Attachments",
      `<p>${e(report.attachments.length ? "No attachment was found risky." : "The message has no attachments.")}</p>`,
    );
  }
  const rows = risky
    .map((a) => {
      const type = [
        a.content_type,
        a.detected_type && a.detected_type !== a.content_type ? `really ${a.detected_type}` : "",
      ]
        .filter(Boolean)
        .join(", ");
      const why = a.reasons.length ? a.reasons.map(asSentence) : ["No reason recorded."];
      return `<tr><td>${e(a.filename ?? a.attachment_id ?? "(no name)")}</td><td>${e(type || "unknown")}</td><td>${e(a.risk)}</td><td><ul>${why.map((w) => `<li>${e(w)}</li>`).join("")}</ul></td></tr>`;
    })
    .join("");
  return section(
    "trust-attachments",
    "Risky attachments",
    `<table><caption>Attachments that need care</caption><thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Risk</th><th scope="col">Why</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

/** The level in one line, for lists and the thread page. */
export function trustSummaryLine(report: TrustReport): string {
  return `${LEVEL_MEANING[report.level] ?? report.level} Score ${report.score.toFixed(2)} of 1 (higher is safer).`;
}

/** The whole report in plain words, as HTML sections (every value escaped). */
export function trustReportHtml(report: TrustReport): string {
  const reasons = report.reasons.length
    ? `<ul>${report.reasons.map((r) => `<li>${e(asSentence(r))}</li>`).join("")}</ul>`
    : "<p>No reasons were recorded.</p>";
  const level = section(
    "trust-level",
    "Trust level",
    `<p><span class="badge level-${e(report.level)}">${e(report.level)}</span> ${e(LEVEL_MEANING[report.level] ?? "")}</p><p>${e(`Score ${report.score.toFixed(2)} of 1 (higher is safer). Checked ${report.computed_at}.`)}</p><h3>Reasons</h3>${reasons}`,
  );
  return [
    level,
    authenticationSection(report),
    senderSection(report),
    classificationSection(report),
    hiddenSection(report),
    linksSection(report),
    attachmentsSection(report),
  ].join("");
}
