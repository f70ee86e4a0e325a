// Raw RFC 5322 → the fields we store. mailparser does the MIME work; this keeps what the API shows.
import EmailReplyParser from "email-reply-parser";
import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import { formatAddress } from "./addresses.js";

export interface ParsedAttachment {
  filename?: string;
  contentType: string;
  contentDisposition: "inline" | "attachment";
  contentId?: string;
  content: Buffer;
}

export interface ParsedMessage {
  /** `Name <address>` or the bare address; empty when the message has no usable From. */
  from: string;
  fromAddress?: string;
  to: string[];
  cc: string[];
  replyTo: string[];
  subject?: string;
  rfcMessageId?: string;
  inReplyTo?: string;
  references: string[];
  headers: Record<string, string>;
  /** The text/plain part as sent; absent for an HTML-only message. What an agent reads of either is derived from
   * it in shared/mail/receive.ts (hidden spans withheld, the visible rendering of the HTML). */
  text?: string;
  /** The HTML part as sent. */
  html?: string;
  attachments: ParsedAttachment[];
  date?: Date;
}

/** Header values are capped so a message's item stays far below DynamoDB's 400 KB. */
const MAX_HEADER_VALUE = 4096;
const MAX_HEADERS_TOTAL = 32 * 1024;
/** RFC 5322 field names: printable ASCII except the colon, kept to a sane length. */
const HEADER_NAME = /^[\x21-\x39\x3b-\x7e]{1,128}$/;

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  if (!value) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((group) =>
    group.value.flatMap((a) => {
      if (a.group) return a.group.map((m) => formatParsed(m.name, m.address)).filter(Boolean);
      return [formatParsed(a.name, a.address)].filter(Boolean);
    }),
  );
}

function formatParsed(name: string | undefined, address: string | undefined): string {
  const addr = (address ?? "").trim();
  if (!addr) return "";
  const clean = (name ?? "").replace(/[\r\n"]/g, " ").trim();
  // Quoted when the name has specials (`<`, `,`, `@`…), so the stored field parses back to the same address.
  return formatAddress({ address: addr, name: clean });
}

function messageIds(value: string | string[] | undefined): string[] {
  if (!value) return [];
  const raw = Array.isArray(value) ? value.join(" ") : value;
  return raw.match(/<[^<>\s]+>/g) ?? [];
}

function headerMap(parsed: ParsedMail): Record<string, string> {
  const out: Record<string, string> = {};
  let total = 0;
  for (const { key, line } of parsed.headerLines) {
    const colon = line.indexOf(":");
    const name = colon > 0 ? line.slice(0, colon).trim() : key;
    // Lines in the head that are no header (no name, binary noise) are left out: DynamoDB refuses empty names.
    if (!HEADER_NAME.test(name)) continue;
    const value = (colon > 0 ? line.slice(colon + 1) : line).replace(/\r?\n[ \t]+/g, " ").trim();
    const seen = Object.hasOwn(out, name);
    const merged = seen ? `${out[name]}, ${value}` : value;
    const capped = merged.length > MAX_HEADER_VALUE ? `${merged.slice(0, MAX_HEADER_VALUE)}…` : merged;
    // Names count against the cap too (thousands of distinct names would otherwise overflow the item).
    total += capped.length - (seen ? out[name].length : -name.length);
    if (total > MAX_HEADERS_TOTAL) break;
    out[name] = capped;
  }
  return out;
}

/** Longer texts are searched for quoted history in their first this-many characters only: a reply's own words come
 * first, and the parser's cost grows with every line (a 200 KB newsletter took 25 ms of a 35 ms parse). */
const QUOTE_SEARCH = 16_384;

/** What email-reply-parser (pinned at 2.3.9) needs to see before it hides anything: a line starting with ">", or a
 * literal that each of its quote-header and signature patterns requires ("wrote", "From:", "-- ", "Regards", …). A
 * superset, kept in step with the library's list by test/unit/mime-quoted.test.ts. Without any, the parser keeps the
 * whole text and only trims each line's end, which is computed here directly: its per-line regexes are most of a
 * message's parse time (about 1 ms at 10 KB). */
const REPLY_MARKERS = [
  /^\s*>|wrote|crit|escribi|scritto|escreveu|schrieb|schreef|pisze|napisa|skrev|kirjoitti|г\.|写道|작성|のメッセージ|^\s*(?:From|Von|De|Van|Da)\s?:|>\s*:|^\s*[-_+=]+\s*$|Sent from|Outlook|esendet|Sendt fra|Envoy|Enviado desde|Verzonden|Verstuurd/mu,
  /rigin|prindelig|rsprüngliche|cheers|best wishes|regards|vous|cordialement|bonne/imu,
];

function mayHaveReplyMarkers(text: string): boolean {
  return REPLY_MARKERS.some((marker) => marker.test(text));
}

/** The parser's output for a text without markers: one visible fragment, each line's trailing space removed. */
function unmarkedReply(text: string): string {
  return text
    .replace(/\r\n/g, "\n")
    .split("\n")
    .map((line) => line.replace(/\s+$/, ""))
    .join("\n")
    .replace(/^\n/, "")
    .replace(/~*$/, "")
    .trim();
}

/** Quoted replies removed: the text a person wrote in this message. */
export function stripQuotedText(text: string): string {
  const long = text.length > QUOTE_SEARCH;
  const lineEnd = text.lastIndexOf("\n", QUOTE_SEARCH);
  const head = long ? text.slice(0, lineEnd > 0 ? lineEnd : QUOTE_SEARCH) : text;
  try {
    if (!mayHaveReplyMarkers(head) && head.trim()) return long ? text.trim() : unmarkedReply(text);
    if (!long) return new EmailReplyParser().parseReply(text).trim();
    const email = new EmailReplyParser().read(head);
    // Quoted history or a signature in the head: what precedes it is the reply; otherwise all of it is.
    return email.getFragments().some((fragment) => fragment.isHidden()) ? email.getVisibleText().trim() : text.trim();
  } catch {
    return text.trim();
  }
}

/** Quoted history in HTML sits in a gmail_quote block or a cited blockquote, almost always at the end. */
export function stripQuotedHtml(html: string): string {
  const markers = [
    /<div[^>]*class=["'][^"']*gmail_quote[^"']*["'][^>]*>/i,
    /<blockquote[^>]*type=["']cite["'][^>]*>/i,
    /<div[^>]*id=["']?divRplyFwdMsg["']?[^>]*>/i,
    /<div[^>]*class=["'][^"']*moz-cite-prefix[^"']*["'][^>]*>/i,
  ];
  let cut = html.length;
  for (const marker of markers) {
    const match = marker.exec(html);
    if (match && match.index < cut) cut = match.index;
  }
  return html.slice(0, cut).trim();
}

export async function parseMessage(raw: Buffer): Promise<ParsedMessage> {
  // keepCidLinks: inline images stay `cid:` references to their stored attachments.
  const parsed = await simpleParser(raw, { keepCidLinks: true, skipTextToHtml: true, skipHtmlToText: true });
  const fromList = addresses(parsed.from);
  const fromAddress = Array.isArray(parsed.from) ? undefined : parsed.from?.value[0]?.address?.toLowerCase();
  const html = typeof parsed.html === "string" ? parsed.html : undefined;
  // Only a real text/plain part: reading text out of the HTML here would keep its hidden nodes.
  const text = parsed.text;
  const inReplyTo = messageIds(parsed.inReplyTo)[0];
  return {
    from: fromList[0] ?? "",
    fromAddress: fromAddress || undefined,
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    replyTo: addresses(parsed.replyTo),
    subject: parsed.subject || undefined,
    rfcMessageId: messageIds(parsed.messageId)[0],
    inReplyTo,
    references: messageIds(parsed.references),
    headers: headerMap(parsed),
    text: text || undefined,
    html: html || undefined,
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename || undefined,
      contentType: a.contentType || "application/octet-stream",
      contentDisposition: a.contentDisposition === "inline" ? "inline" : "attachment",
      contentId: a.contentId ? a.contentId.replace(/^<|>$/g, "") : undefined,
      content: a.content,
    })),
    date: parsed.date,
  };
}

/** Bare address from `Name <a@b>` or `a@b`. */
