// Recipient parsing and checks for outbound mail: what the API accepts in to, cc, bcc and reply_to.
import { domainToASCII } from "node:url";
import addressparser from "nodemailer/lib/addressparser";
import { validation } from "../errors.js";

export interface Recipient {
  /** Bare address, trimmed and lowercased. */
  address: string;
  /** Display name, when one was given. */
  name?: string;
}

// RFC 5322 dot-atom local part (no quoted local parts) and a hostname with at least one dot.
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

// A person's address (dashboard sign-in, invitations): loosely a@b.c, since a code mailed there proves it anyway.
const PERSON_ADDRESS = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

/** True for an address a person may sign in or be invited with (trimmed and lowercased by the caller). */
export function isPersonAddress(email: string): boolean {
  return email.length <= 254 && PERSON_ADDRESS.test(email);
}

/** True for a bare address this service will send to (ASCII local part, dotted hostname). */
export function isValidAddress(address: string): boolean {
  if (address.length > 254) return false;
  const at = address.lastIndexOf("@");
  if (at <= 0 || at === address.length - 1) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  const labels = domain.split(".");
  if (labels.length < 2) return false;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TLD.test(labels[labels.length - 1]);
}

/**
 * Splits an address list at commas and semicolons that are outside quotes, angle brackets and
 * comments, so each recipient can be reported as it was written.
 */
function splitList(value: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  let angle = 0;
  let comment = 0;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (quoted) {
      current += ch;
      if (ch === "\\" && i + 1 < value.length) current += value[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"' && comment === 0) quoted = true;
    else if (ch === "(") comment++;
    else if (ch === ")" && comment > 0) comment--;
    else if (ch === "<" && comment === 0) angle++;
    else if (ch === ">" && angle > 0 && comment === 0) angle--;
    else if ((ch === "," || ch === ";") && !angle && !comment) {
      parts.push(current);
      current = "";
      continue;
    }
    current += ch;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p !== "");
}

/** Internationalized domains go out in their punycode form (`a@bücher.de` → `a@xn--bcher-kva.de`). */
function toAsciiDomain(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0 || /^\p{ASCII}*$/u.test(address.slice(at + 1))) return address;
  const ascii = domainToASCII(address.slice(at + 1));
  return ascii ? `${address.slice(0, at)}@${ascii}` : address;
}

function parseOne(segment: string, field: string): Recipient[] {
  const invalid = () => validation(`Invalid recipient: ${segment}`, field);
  const entries = addressparser(segment, { flatten: true });
  // A group with no members ("undisclosed-recipients:;") names nobody.
  if (entries.length === 0) {
    if (/:\s*;?\s*$/.test(segment)) return [];
    throw invalid();
  }
  const out: Recipient[] = [];
  for (const entry of entries) {
    const address = toAsciiDomain(entry.address.trim().toLowerCase());
    const name = entry.name.trim();
    if (!address || !isValidAddress(address)) throw invalid();
    // addressparser folds a second unquoted address into the name ("a@x.com b@y.com"): refuse instead of dropping it.
    if (name.includes("@") && !segment.includes('"')) throw invalid();
    out.push(name ? { address, name } : { address });
  }
  return out;
}

/**
 * Parses a recipient field: a string (one address, `Name <a@x.com>`, `"Last, First" <a@x.com>`, or a
 * comma-separated list) or a list of such strings. Duplicates within the field are dropped (first kept).
 * Throws `validation("Invalid recipient: <as given>", field)` for anything unparsable or invalid.
 */
export function parseRecipients(value: string | string[] | undefined | null, field: string): Recipient[] {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value : [value];
  const seen = new Set<string>();
  const out: Recipient[] = [];
  for (const item of items) {
    if (typeof item !== "string") throw validation(`Invalid recipient: ${String(item)}`, field);
    for (const segment of splitList(item)) {
      for (const recipient of parseOne(segment, field)) {
        if (seen.has(recipient.address)) continue;
        seen.add(recipient.address);
        out.push(recipient);
      }
    }
  }
  return out;
}

/** The bare lowercased address of `Name <a@x.com>` or `a@x.com`; the trimmed input when nothing parses. */
export function bareAddress(s: string): string {
  const first = addressparser(s, { flatten: true }).find((e) => e.address);
  const address = first?.address ?? s.replace(/^[\s<]+|[\s>]+$/g, "");
  return address.trim().toLowerCase();
}

// Display names made only of atext and spaces can go unquoted; anything else is quoted.
const PLAIN_NAME = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~ -]+$/u;

/** `a@x.com`, `Name <a@x.com>` or `"Last, First" <a@x.com>` (quotes and backslashes escaped). */
export function formatAddress(recipient: { address: string; name?: string | null }): string {
  const name = recipient.name?.replace(/[\r\n]+/g, " ").trim();
  if (!name) return recipient.address;
  if (PLAIN_NAME.test(name)) return `${name} <${recipient.address}>`;
  return `"${name.replace(/(["\\])/g, "\\$1")}" <${recipient.address}>`;
}

/** Every distinct bare address across the lists, lowercased, in first-seen order. */
export function distinctAddresses(...lists: Recipient[][]): string[] {
  const seen = new Set<string>();
  for (const list of lists) for (const r of list) seen.add(r.address.trim().toLowerCase());
  return [...seen];
}

/** Throws the spec's 400 (param `to`) when there are more than `cap` distinct recipients. */
export function checkRecipientCap(recipients: string[], cap: number): void {
  const distinct = new Set(recipients.map((r) => r.trim().toLowerCase()));
  if (distinct.size > cap) {
    throw validation(`A message may have at most ${cap} distinct recipients (to, cc, bcc)`, "to");
  }
}

/** The lowercased domain of an address (`Name <a@X.com>` works too). */
export function domainOf(address: string): string {
  const bare = bareAddress(address);
  return bare.slice(bare.lastIndexOf("@") + 1);
}

/** The bare address of a header value (`Name <a@b>` → `a@b`), lowercased. */
export function addressOf(value: string): string {
  const match = value.match(/<([^<>]+)>\s*$/);
  return (match ? match[1] : value).trim().toLowerCase();
}

/** An e-mail address written in running text (any script's letters; no display name or angle brackets needed). Its
 * position is set before each `exec` and read right after, so interleaved iterations do not disturb one another. */
const ADDRESS_IN_TEXT = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63})+/gu;
/** The most code units the part before the @ spans: 64 code points, each at most a surrogate pair. */
const LOCAL_PART_UNITS = 128;

/** The e-mail addresses written in a text, in order, each with its offset (`index`): exactly `matchAll`'s matches,
 * but each searched from just before the next @ (a scan from the start of the text tries every word as the part
 * before an @, a long text's words one by one). A match begins at most LOCAL_PART_UNITS code units before its @, and
 * its @ is the first one at or after where it begins (the part before it holds none), so nothing is skipped. */
export function* addressesIn(text: string): Generator<RegExpMatchArray> {
  let from = 0;
  for (let at = text.indexOf("@"); at >= 0; at = text.indexOf("@", from)) {
    let start = Math.max(from, at - LOCAL_PART_UNITS);
    // Never inside a surrogate pair (a scan from `from` steps over whole code points).
    if (start > from && isTrail(text.charCodeAt(start)) && isLead(text.charCodeAt(start - 1))) start--;
    ADDRESS_IN_TEXT.lastIndex = start;
    const match = ADDRESS_IN_TEXT.exec(text);
    if (!match) return;
    from = match.index + match[0].length;
    yield match;
  }
}

const isLead = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isTrail = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
