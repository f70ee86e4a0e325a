// Outbound MIME, built once with nodemailer's MailComposer, plus the reply/forward helpers around it.
import MailComposer from "nodemailer/lib/mail-composer";
import { validation } from "../errors.js";
import type { Recipient } from "./addresses.js";

export interface ComposeAttachment {
  filename?: string;
  contentType?: string;
  contentDisposition?: "inline" | "attachment";
  /** Content-ID without angle brackets; html refers to it as `cid:<contentId>`. */
  contentId?: string;
  content: Buffer;
}

export interface ComposeInput {
  from: Recipient;
  to?: Recipient[];
  cc?: Recipient[];
  /** Only for the envelope: never written to the headers. */
  bcc?: Recipient[];
  replyTo?: Recipient[];
  subject?: string;
  text?: string;
  html?: string;
  attachments?: ComposeAttachment[];
  /** The Message-ID to carry, e.g. `<msg_01…@domain>` (angle brackets added when missing). */
  rfcMessageId: string;
  inReplyTo?: string;
  references?: string[];
  date?: Date;
  /** Extra headers; structural ones (From, To, Content-Type, …) cannot be set this way. */
  headers?: Record<string, string>;
}

/** Headers the composer owns; an extra header with one of these names is refused. */
const RESERVED_HEADERS = new Set([
  "from",
  "sender",
  "to",
  "cc",
  "bcc",
  "reply-to",
  "subject",
  "date",
  "message-id",
  "in-reply-to",
  "references",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
  "content-disposition",
  "content-id",
  "return-path",
  "received",
  "dkim-signature",
]);

// Printable ASCII without the colon (RFC 5322 field name).
const HEADER_NAME = /^[!-9;-~]+$/;

/** `<id>` form of a Message-ID given with or without angle brackets. */
export function normalizeMessageId(id: string): string {
  const trimmed = id.trim().replace(/^<+|>+$/g, "");
  return `<${trimmed}>`;
}

function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ");
}

function toAddress(r: Recipient): { name: string; address: string } | string {
  return r.name ? { name: oneLine(r.name), address: r.address } : r.address;
}

function extraHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (!HEADER_NAME.test(name)) throw validation(`Invalid header name: ${name}`, "headers");
    if (RESERVED_HEADERS.has(name.toLowerCase())) throw validation(`Header ${name} cannot be set`, "headers");
    out[name] = oneLine(String(value));
  }
  return out;
}

/** Builds the wire message. Bcc recipients are left out of the headers (they only go in the envelope). */
export async function composeMime(input: ComposeInput): Promise<{ raw: Buffer; rfcMessageId: string }> {
  const rfcMessageId = normalizeMessageId(input.rfcMessageId);
  const list = (rs: Recipient[] | undefined) => (rs?.length ? rs.map(toAddress) : undefined);
  const composer = new MailComposer({
    headers: extraHeaders(input.headers),
    from: toAddress(input.from),
    to: list(input.to),
    cc: list(input.cc),
    bcc: list(input.bcc),
    replyTo: list(input.replyTo),
    subject: input.subject !== undefined ? oneLine(input.subject) : undefined,
    messageId: rfcMessageId,
    inReplyTo: input.inReplyTo ? normalizeMessageId(input.inReplyTo) : undefined,
    references: input.references?.length ? input.references.map(normalizeMessageId) : undefined,
    date: input.date,
    text: input.text,
    html: input.html,
    // Nothing may be read from disk or the network while composing: content is always given.
    disableFileAccess: true,
    disableUrlAccess: true,
    attachments: (input.attachments ?? []).map((a) => ({
      content: a.content,
      filename: a.filename !== undefined ? oneLine(a.filename) : undefined,
      contentType: a.contentType,
      contentDisposition: a.contentDisposition ?? (a.contentId ? "inline" : "attachment"),
      cid: a.contentId ? a.contentId.trim().replace(/^<+|>+$/g, "") : undefined,
    })),
  });
  const raw = await composer.compile().build();
  return { raw, rfcMessageId };
}

// ---- reply and forward helpers ----

// Reply prefixes in common mail clients' languages (Re, Aw, Sv, Antw, Vs, Odp, Ynt, Rif, Ref, Res, 回复, 答复).
const REPLY_PREFIX = /^\s*(?:re|aw|sv|antw|vs|odp|ynt|rif|ref|res|回复|答复)\s*(?:\[\d+\])?\s*[:：]/i;
const FORWARD_PREFIX = /^\s*(?:fwd?|wg|tr|rv|enc|vl|doorst|转发|轉寄)\s*(?:\[\d+\])?\s*[:：]/i;

/** `Re: <subject>` unless the subject already starts with a reply prefix. */
export function replySubject(subject: string | undefined | null): string {
  const s = (subject ?? "").trim();
  if (REPLY_PREFIX.test(s)) return s;
  return s ? `Re: ${s}` : "Re:";
}

/** `Fwd: <subject>` unless the subject already starts with a forward prefix. */
export function forwardSubject(subject: string | undefined | null): string {
  const s = (subject ?? "").trim();
  if (FORWARD_PREFIX.test(s)) return s;
  return s ? `Fwd: ${s}` : "Fwd:";
}

/** Most References kept on a reply: the thread root plus the newest ones. */
export const MAX_REFERENCES = 20;

function splitIds(value: string): string[] {
  const bracketed = value.match(/<[^<>\s]+>/g);
  if (bracketed) return bracketed;
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(normalizeMessageId);
}

/**
 * References for a reply to `original`: its References then its Message-ID, deduplicated, the
 * Message-ID last. Beyond MAX_REFERENCES the first (thread root) and the newest ones are kept.
 */
export function referencesFor(original: { rfcMessageId?: string | null; references?: string[] | null }): string[] {
  const own = original.rfcMessageId ? normalizeMessageId(original.rfcMessageId) : undefined;
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const value of original.references ?? []) {
    for (const id of splitIds(value)) {
      if (id === own || seen.has(id)) continue;
      seen.add(id);
      ids.push(id);
    }
  }
  if (own) ids.push(own);
  if (ids.length <= MAX_REFERENCES) return ids;
  return [ids[0], ...ids.slice(ids.length - (MAX_REFERENCES - 1))];
}

export interface ForwardOriginal {
  /** Display form of the sender, e.g. `Name <a@x.com>`. */
  from: string;
  to?: string[];
  cc?: string[];
  date?: Date | string;
  subject?: string;
  text?: string;
  html?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const textToHtml = (s: string) => escapeHtml(s).replace(/\r?\n/g, "<br>\n");

/** The inside of <body> when html is a whole document, otherwise the html itself. */
function bodyOf(html: string): string {
  const match = html.match(/<body[^>]*>([\s\S]*?)<\/body\s*>/i);
  return match ? match[1] : html;
}

function formatDate(date: Date | string | undefined): string | undefined {
  if (date === undefined) return undefined;
  const d = typeof date === "string" ? new Date(date) : date;
  return Number.isNaN(d.getTime()) ? String(date) : d.toUTCString();
}

/**
 * Text and html bodies of a forward: the optional note, then a "Forwarded message" block with the
 * original's From, Date, Subject, To (and Cc), then the original body.
 */
export function quoteForForward(
  original: ForwardOriginal,
  note?: { text?: string | null; html?: string | null },
): { text: string; html: string } {
  const fields: Array<[string, string]> = [["From", original.from]];
  const date = formatDate(original.date);
  if (date) fields.push(["Date", date]);
  fields.push(["Subject", original.subject ?? ""]);
  if (original.to?.length) fields.push(["To", original.to.join(", ")]);
  if (original.cc?.length) fields.push(["Cc", original.cc.join(", ")]);

  const banner = "---------- Forwarded message ---------";
  const noteText = note?.text?.trim() ? `${note.text.replace(/\s+$/, "")}\n\n` : "";
  const originalText = original.text ?? "";
  const text = `${noteText}${banner}\n${fields.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${originalText}`;

  const noteHtml = note?.html?.trim()
    ? `<div>${bodyOf(note.html)}</div><br>\n`
    : note?.text?.trim()
      ? `<div>${textToHtml(note.text.replace(/\s+$/, ""))}</div><br>\n`
      : "";
  const originalHtml = original.html ? bodyOf(original.html) : textToHtml(originalText);
  const html =
    `${noteHtml}<div class="forwarded-message">${banner}<br>\n` +
    fields.map(([k, v]) => `${k}: ${escapeHtml(v)}<br>\n`).join("") +
    `<br>\n<div>${originalHtml}</div>\n</div>`;
  return { text, html };
}
