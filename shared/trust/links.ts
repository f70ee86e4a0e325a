// Link stage of the trust report: every link in the message (HTML anchors, image-map areas, form actions and URLs
// in plain text), with its registrable domain, whether its text shows another domain, shortener use and the
// reasons it looks dangerous. Pure apart from the optional UrlResolver (no network by default).

import { domainToUnicode } from "node:url";
import type { ChildNode, Document, Element, Text } from "domhandler";
import { Parser } from "htmlparser2";
import * as linkify from "linkifyjs";
import { parse as parseDomain } from "tldts";
import unhomoglyph from "unhomoglyph";
import { noNetworkResolver } from "../adapters/net/url-resolver.js";
import type { UrlResolver } from "../ports/url-resolver.js";
import { PROTECTED_BRANDS } from "./data/brands.js";
import { URL_SHORTENERS } from "./data/url-shorteners.js";
import { isLetterOrDigit } from "./prefilter.js";
import { evaluateRules } from "./rules/evaluate.js";
import {
  LINK_HOST_RULES,
  LINK_LOOKALIKE_RULES,
  LINK_PATH_RULES,
  LINK_REDIRECT_RULES,
  LINK_SCHEME_RULES,
  LINK_TEXT_RULES,
  type LinkHostFeatures,
  type LinkRedirectFeatures,
  type LookAlikeFeatures,
} from "./rules/links.js";
import type { LinkResult } from "./types.js";

export const MAX_LINKS = 500;
const MAX_HREF_CHARS = 2048;
const MAX_TEXT_CHARS = 300;
/** Links whose destination is resolved (shorteners and click trackers only), and how many at once. */
const MAX_RESOLVED = 25;
const RESOLVE_CONCURRENCY = 5;

export type LinkSource = "anchor" | "area" | "form" | "text";

export interface ExtractedLink {
  /** The raw href (entities decoded, trimmed). */
  href: string;
  /** Visible anchor text, whitespace collapsed (image alt text when the anchor has no text). */
  text: string;
  source: LinkSource;
  /** Plain-text link written without a scheme (`example.zip`): weaker evidence of a link. */
  fuzzy?: boolean;
}

export interface AnalyzeLinksInput {
  html?: string;
  text?: string;
  resolver?: UrlResolver;
  /** The recipient's own domains: look-alikes of them are flagged like brand look-alikes. */
  ownDomains?: string[];
  /** The links of `html`, when it was parsed already (`htmlLinksOf`). */
  htmlLinks?: readonly ExtractedLink[];
}

// ---- extraction ----

const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

/** `http://[v6]…` in plain text: linkifyjs does not recognise bracketed IPv6 hosts. */
const BRACKETED_HOST_URL =
  /\b(?:https?|ftp):\/\/(?:[^\s/?#@[\]]*@)?\[[0-9a-fA-F:.]+(?:%[\w.~-]+)?\](?::\d{1,5})?(?:[/?#][^\s<>"'`]*)?/g;

/** The parser callbacks that collect an HTML body's links into `out`, and `end` for after the last one. `capped`
 * tells whether an anchor's text reached its cap (from there, how the text was cut into callbacks matters). */
function htmlLinkHandlers(out: ExtractedLink[], limit: number) {
  let base: string | undefined;
  let open: { href: string; source: LinkSource; text: string; alt: string } | undefined;
  let done = false;
  let capped = false;
  const push = (link: ExtractedLink) => {
    if (out.length >= limit) {
      done = true;
      return;
    }
    out.push(link);
  };
  const resolveHref = (raw: string): string => {
    const href = raw.trim();
    if (!base) return href;
    try {
      // Relative hrefs only make sense against <base href>; absolute ones are kept as written.
      new URL(href);
      return href;
    } catch {
      try {
        return new URL(href, base).href;
      } catch {
        return href;
      }
    }
  };
  const closeAnchor = () => {
    if (!open) return;
    const text = collapse(open.text) || collapse(open.alt);
    push({ href: open.href, text: text.slice(0, MAX_TEXT_CHARS), source: open.source });
    open = undefined;
  };
  return {
    onopentag(name: string, attrs: Record<string, string>) {
      if (done) return;
      if (name === "base" && attrs.href && base === undefined) {
        try {
          base = new URL(attrs.href.trim()).href;
        } catch {
          base = "";
        }
      } else if (name === "a" && attrs.href !== undefined) {
        closeAnchor(); // nested anchors are invalid: the outer one ends here
        open = { href: resolveHref(attrs.href), source: "anchor", text: "", alt: "" };
      } else if (name === "area" && attrs.href !== undefined) {
        push({
          href: resolveHref(attrs.href),
          text: collapse(attrs.alt ?? "").slice(0, MAX_TEXT_CHARS),
          source: "area",
        });
      } else if (name === "form" && attrs.action) {
        push({ href: resolveHref(attrs.action), text: "", source: "form" });
      } else if ((name === "button" || name === "input") && attrs.formaction) {
        push({ href: resolveHref(attrs.formaction), text: collapse(attrs.value ?? ""), source: "form" });
      } else if (name === "img" && open && attrs.alt && open.alt.length < MAX_TEXT_CHARS) {
        open.alt += ` ${attrs.alt}`;
      }
    },
    ontext(data: string) {
      if (open && open.text.length < MAX_TEXT_CHARS * 2) {
        open.text += data;
        if (open.text.length >= MAX_TEXT_CHARS * 2) capped = true;
      }
    },
    onclosetag(name: string) {
      if (name === "a") closeAnchor();
    },
    end: closeAnchor,
    capped: () => capped,
  };
}

const HTML_LINK_PARSING = { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true };

function extractFromHtml(html: string, out: ExtractedLink[], limit: number): void {
  const handlers = htmlLinkHandlers(out, limit);
  const parser = new Parser(handlers, HTML_LINK_PARSING);
  parser.write(html);
  parser.end();
  handlers.end();
}

/**
 * The links of an HTML body already parsed into `doc` (parseDocument, whose default options are HTML_LINK_PARSING),
 * as `extractLinks` finds them in its HTML: the document's nodes replayed, in order, into the same callbacks, so the
 * body is not parsed a second time. The parser may hand one text node over in several pieces (around entities);
 * that makes a difference only once an anchor's text reaches its cap, and then the answer is undefined (parse the
 * HTML instead). Call it before anything changes the document.
 */
export function htmlLinksOf(doc: Document, limit = MAX_LINKS * 4): ExtractedLink[] | undefined {
  const out: ExtractedLink[] = [];
  const handlers = htmlLinkHandlers(out, limit);
  try {
    // Depth first with an explicit stack (mail can nest deeper than the call stack goes); a closing frame is the
    // element itself, marked by `close`.
    const stack: Array<{ node: ChildNode; close: boolean }> = [];
    for (let i = doc.children.length - 1; i >= 0; i--) stack.push({ node: doc.children[i], close: false });
    for (let frame = stack.pop(); frame; frame = stack.pop()) {
      const { node, close } = frame;
      if (node.type === "tag" || node.type === "script" || node.type === "style") {
        const el = node as Element;
        if (close) {
          handlers.onclosetag(el.name);
          continue;
        }
        handlers.onopentag(el.name, el.attribs);
        stack.push({ node, close: true });
        for (let i = el.children.length - 1; i >= 0; i--) stack.push({ node: el.children[i], close: false });
      } else if (node.type === "text") handlers.ontext((node as Text).data);
    }
    handlers.end();
  } catch {
    // as in extractLinks: the links found so far
  }
  return handlers.capped() ? undefined : out;
}

/** A run of non-space characters that can hold a URL: a dot or colon before a letter or digit, "://", or localhost.
 * URLs never span whitespace, so linkify reads only these runs, not the whole text (about 2.5× less work on the
 * corpora, same links: test/unit/trust-links.test.ts compares them). A run is only tried from its first character
 * (a match always starts there; trying every character of every word cost time quadratic in word length). */
const URL_CANDIDATE = /(?<!\S)\S*(?:[.:][\p{L}\p{N}]|:\/\/|localhost)\S*/giu;

/** linkify's URLs in the text, as `linkify.find(text, "url")` gives them. */
export function findUrls(text: string): Array<{ start: number; end: number; value: string; href: string }> {
  const found: Array<{ start: number; end: number; value: string; href: string }> = [];
  for (const run of text.matchAll(URL_CANDIDATE)) {
    for (const item of linkify.find(run[0], "url")) {
      found.push({ start: item.start + run.index, end: item.end + run.index, value: item.value, href: item.href });
    }
  }
  return found;
}

function extractFromText(text: string, out: ExtractedLink[], limit: number): void {
  const found: Array<{ start: number; end: number; link: ExtractedLink }> = [];
  for (const match of text.matchAll(BRACKETED_HOST_URL)) {
    const start = match.index ?? 0;
    const value = match[0].replace(/[.,;:!?)\]]+$/, ""); // sentence punctuation after the URL
    found.push({ start, end: start + value.length, link: { href: value, text: value, source: "text" } });
  }
  for (const item of findUrls(text)) {
    if (found.some((f) => item.start < f.end && item.end > f.start)) continue;
    const fuzzy = !/^[a-z][a-z0-9+.-]*:/i.test(item.value);
    found.push({
      start: item.start,
      end: item.end,
      link: { href: item.href, text: item.value.slice(0, MAX_TEXT_CHARS), source: "text", fuzzy },
    });
  }
  found.sort((a, b) => a.start - b.start);
  for (const f of found) {
    if (out.length >= limit) return;
    out.push(f.link);
  }
}

/** Links in document order: HTML first, then plain text. At most `limit` (default 500) raw links. */
export function extractLinks(
  input: { html?: string; text?: string; htmlLinks?: readonly ExtractedLink[] },
  limit = MAX_LINKS * 4,
): ExtractedLink[] {
  const out: ExtractedLink[] = [];
  try {
    if (input.html && input.htmlLinks && limit === MAX_LINKS * 4) out.push(...input.htmlLinks);
    else if (input.html) extractFromHtml(input.html, out, limit);
  } catch {
    // htmlparser2 is forgiving; anything thrown here leaves the links found so far.
  }
  try {
    if (input.text && out.length < limit) extractFromText(input.text, out, limit);
  } catch {
    // as above
  }
  return out;
}

// ---- domain helpers ----

const SHORTENERS = new Set(URL_SHORTENERS);
const DANGEROUS_SCHEMES = new Set(["data:", "javascript:", "vbscript:", "file:"]);
/** Schemes that launch local programs on Windows or Office; seen in exploit mail. */
const LAUNCHER_SCHEMES = new Set([
  "ms-msdt:",
  "search-ms:",
  "search:",
  "ms-officecmd:",
  "ms-word:",
  "ms-excel:",
  "ms-powerpoint:",
  "ms-appinstaller:",
  "ms-cxh:",
  "ms-cxh-full:",
  "jar:",
]);
/** Schemes that are not network links and are left out of the report. */
const IGNORED_SCHEMES = new Set(["tel:", "sms:", "callto:", "cid:", "about:", "mid:"]);
/** File extensions of executables at the end of a link's path (not `.com`: paths often end in an embedded domain). */
const EXECUTABLE_EXTENSIONS = new Set([
  "exe",
  "scr",
  "pif",
  "bat",
  "cmd",
  "msi",
  "msix",
  "msp",
  "appx",
  "appxbundle",
  "appinstaller",
  "jar",
  "js",
  "jse",
  "vbs",
  "vbe",
  "wsf",
  "wsh",
  "hta",
  "lnk",
  "ps1",
  "psm1",
  "iso",
  "img",
  "vhd",
  "vhdx",
  "dll",
  "cpl",
  "reg",
  "apk",
  "dmg",
  "pkg",
  "application",
  "library-ms",
  "settingcontent-ms",
]);
/** TLDs that look like file names or are heavily abused: a weak reason, not suspicious on its own. */
const WEAK_TLDS = new Set([
  "zip",
  "mov",
  "tk",
  "ml",
  "ga",
  "cf",
  "gq",
  "top",
  "icu",
  "cyou",
  "rest",
  "sbs",
  "cfd",
  "quest",
  "monster",
  "su",
]);

export interface ClickTracker {
  /** Known ESP or link-protection host (registrable domain match), as opposed to a generic `click.` pattern. */
  known: boolean;
  name: string;
}

const TRACKER_DOMAINS: Record<string, string> = {
  "sendgrid.net": "SendGrid",
  "list-manage.com": "Mailchimp",
  "mailchimp.com": "Mailchimp",
  "mcsv.net": "Mailchimp",
  "hubspotlinks.com": "HubSpot",
  "hubspotemail.net": "HubSpot",
  "hs-sites.com": "HubSpot",
  "mandrillapp.com": "Mandrill",
  "awstrack.me": "Amazon SES",
  "mailgun.org": "Mailgun",
  "mailgun.net": "Mailgun",
  "exacttarget.com": "Salesforce Marketing Cloud",
  "exct.net": "Salesforce Marketing Cloud",
  "rs6.net": "Constant Contact",
  "createsend1.com": "Campaign Monitor",
  "cmail19.com": "Campaign Monitor",
  "cmail20.com": "Campaign Monitor",
  "klclick.com": "Klaviyo",
  "klclick1.com": "Klaviyo",
  "klaviyomail.com": "Klaviyo",
  "pstmrk.it": "Postmark",
  "mjt.lu": "Mailjet",
  "sendibt2.com": "Brevo",
  "sendibt3.com": "Brevo",
  "sparkpostmail.com": "SparkPost",
  "mkt.com": "Marketo",
  "mktoweb.com": "Marketo",
  "customeriomail.com": "Customer.io",
  "ct.sendgrid.net": "SendGrid",
  "safelinks.protection.outlook.com": "Microsoft Safe Links",
  "urldefense.com": "Proofpoint URL Defense",
  "urldefense.proofpoint.com": "Proofpoint URL Defense",
  "mimecast.com": "Mimecast",
  "mimecastprotect.com": "Mimecast",
};
/** First labels of generic click-tracking hosts (`click.example-esp.com`, `links.example.net`). */
const TRACKER_LABELS = new Set(["click", "clicks", "links", "link", "track", "trk", "email"]);

/** Whether a host is a click-tracking or link-protection redirector. */
/** TRACKER_DOMAINS in its order, each with its dotted suffix: built once, not for every link. */
const TRACKER_SUFFIXES = Object.entries(TRACKER_DOMAINS).map(([suffix, name]) => ({
  suffix,
  dotted: `.${suffix}`,
  name,
}));

export function clickTracker(hostname: string): ClickTracker | undefined {
  const host = hostname.toLowerCase();
  for (const { suffix, dotted, name } of TRACKER_SUFFIXES) {
    if (host === suffix || host.endsWith(dotted)) return { known: true, name };
  }
  const labels = host.split(".");
  if (labels.length >= 4 && labels[0] === "email" && labels[1] === "mg") return { known: true, name: "Mailgun" };
  if (labels.length >= 3 && TRACKER_LABELS.has(labels[0])) {
    return { known: false, name: `${labels[0]}.* redirector` };
  }
  return undefined;
}

export interface HostInfo {
  hostname: string;
  /** Registrable domain (private suffixes count), or the IP, or the hostname when neither applies. */
  domain: string;
  subdomain: string;
  domainWithoutSuffix: string;
  publicSuffix: string;
  isIp: boolean;
}

export function hostInfo(hostname: string): HostInfo {
  const bare = hostname
    .replace(/^\[|\]$/g, "")
    .toLowerCase()
    .replace(/\.$/, "");
  const parsed = parseDomain(bare, { allowPrivateDomains: true });
  const isIp = parsed.isIp === true;
  return {
    hostname: bare,
    domain: isIp ? bare : (parsed.domain ?? bare),
    subdomain: isIp ? "" : (parsed.subdomain ?? ""),
    domainWithoutSuffix: isIp ? "" : (parsed.domainWithoutSuffix ?? ""),
    publicSuffix: isIp ? "" : (parsed.publicSuffix ?? ""),
    isIp,
  };
}

/** UTS #39 skeleton of a label (`pаypal` → `paypal`, `rnicrosoft` → `rnicrosoft`, `microsoft` → `rnicrosoft`). */
export function skeleton(label: string): string {
  const lower = label.toLowerCase();
  // Fast path for plain ASCII letters, digits and hyphens, where the confusables table maps only 0, 1 and m (the
  // general path runs one very large regex per call, and this is called for every word of a message).
  // Three plain replacements (none of "o", "l", "rn" holds 0, 1 or m, so their order does not matter): cheaper than
  // a regex replace with a callback, and a label without them comes back as it is.
  if (ASCII_LABEL.test(lower)) return lower.replaceAll("m", "rn").replaceAll("0", "o").replaceAll("1", "l");
  return unhomoglyph(lower.normalize("NFD")).toLowerCase();
}
const ASCII_LABEL = /^[a-z0-9-]*$/;

interface ProtectedName {
  label: string;
  skeleton: string;
  display: string;
  domains: Set<string>;
  own: boolean;
}

const BRAND_NAMES: ProtectedName[] = PROTECTED_BRANDS.flatMap((brand) =>
  brand.names.map((label) => ({
    label,
    skeleton: skeleton(label),
    display: brand.name,
    domains: new Set(brand.domains),
    own: false,
  })),
);
const BRAND_OF_DOMAIN = new Map<string, string>();
for (const brand of PROTECTED_BRANDS) for (const d of brand.domains) BRAND_OF_DOMAIN.set(d, brand.name);

function protectedNames(ownDomains: string[] | undefined): ProtectedName[] {
  if (!ownDomains?.length) return BRAND_NAMES;
  const own: ProtectedName[] = [];
  for (const d of ownDomains) {
    const info = hostInfo(d.trim());
    const label = domainToUnicode(info.domainWithoutSuffix) || info.domainWithoutSuffix;
    if (!label || info.isIp) continue;
    own.push({ label, skeleton: skeleton(label), display: info.domain, domains: new Set([info.domain]), own: true });
  }
  return [...own, ...BRAND_NAMES];
}

const SCRIPT_PATTERNS: Array<[string, RegExp]> = [
  ["Latin", /\p{Script=Latin}/u],
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Greek", /\p{Script=Greek}/u],
  ["Armenian", /\p{Script=Armenian}/u],
  ["Cherokee", /\p{Script=Cherokee}/u],
  ["Han", /\p{Script=Han}/u],
  ["Hangul", /\p{Script=Hangul}/u],
  ["Arabic", /\p{Script=Arabic}/u],
  ["Hebrew", /\p{Script=Hebrew}/u],
];

function scriptsOf(label: string): string[] {
  return SCRIPT_PATTERNS.filter(([, re]) => re.test(label)).map(([name]) => name);
}

export function sameSite(a: string, b: string): boolean {
  if (a === b) return true;
  const brandA = BRAND_OF_DOMAIN.get(a);
  return brandA !== undefined && brandA === BRAND_OF_DOMAIN.get(b);
}

function isShortener(info: HostInfo): boolean {
  const host = info.hostname.replace(/^www\./, "");
  return SHORTENERS.has(info.domain) || SHORTENERS.has(host);
}

// ---- per-link checks ----

/** Reasons a host looks like a protected brand or own domain it is not (rules/links.ts, once per label and name). */
function lookAlikeReasons(info: HostInfo, names: ProtectedName[]): string[] {
  if (info.isIp || !info.domainWithoutSuffix) return [];
  const reasons = new Set<string>();
  const judge = (name: ProtectedName, facts: Omit<LookAlikeFeatures, "domain" | "what">) => {
    // Every row needs one of these, and most label and name pairs have none (there are hundreds of names).
    if (!facts.lookAlike && !facts.namePiece && !facts.nameOnWeakTld) return;
    const features = { domain: info.domain, what: protectedName(name), ...facts };
    for (const reason of evaluateRules(LINK_LOOKALIKE_RULES, features).verdicts.warn) reasons.add(reason);
  };
  for (const rawLabel of info.domainWithoutSuffix.split(".")) {
    const label = domainToUnicode(rawLabel) || rawLabel;
    const labelSkeleton = skeleton(label);
    const tokens = label.split("-").filter(Boolean);
    const tokenSkeletons = new Set(tokens.length > 1 ? tokens.map(skeleton) : []);
    for (const name of names) {
      if (name.domains.has(info.domain)) continue;
      judge(name, {
        part: "registered",
        lookAlike: labelSkeleton === name.skeleton && label !== name.label,
        namePiece: tokenSkeletons.has(name.skeleton),
        nameOnWeakTld: label === name.label && WEAK_TLDS.has(info.publicSuffix),
      });
    }
  }
  for (const rawLabel of info.subdomain ? info.subdomain.split(".") : []) {
    const label = domainToUnicode(rawLabel) || rawLabel;
    const tokenSkeletons = new Set([label, ...label.split("-").filter(Boolean)].map(skeleton));
    for (const name of names) {
      if (name.domains.has(info.domain)) continue;
      judge(name, {
        part: "subdomain",
        lookAlike: false,
        namePiece: tokenSkeletons.has(name.skeleton),
        nameOnWeakTld: false,
      });
    }
  }
  return [...reasons];
}

/** One message's lookAlikeReasons by host (with one list of names): a newsletter's links share a few hosts, and each
 * host is compared with every protected name. */
type LookAlikeCache = Map<string, readonly string[]>;

function cachedLookAlikes(info: HostInfo, names: ProtectedName[], cache: LookAlikeCache): readonly string[] {
  let reasons = cache.get(info.hostname);
  if (!reasons) {
    reasons = lookAlikeReasons(info, names);
    cache.set(info.hostname, reasons);
  }
  return reasons;
}

const protectedName = (name: ProtectedName) => (name.own ? `your domain ${name.display}` : name.display);

/** Endings that read as the end of a domain name when they sit inside a longer host ("paypal.com.secure.example",
 * "bank.com-verify.example"): the common generic TLDs, the reserved ones (RFC 2606, as test mail uses them like
 * .com), and the host's own top-level domain ("bank.se-verify.se"). */
const EMBEDDED_ENDINGS = new Set(["com", "net", "org", "gov", "edu", "test", "example", "invalid"]);

/** The host carries another domain name before its real one: "bank.com.login-check.example" or
 * "bank.se-verify.se" read as bank.com and bank.se at a glance. */
function embeddedDomain(info: HostInfo): string | undefined {
  if (info.isIp || !info.domainWithoutSuffix) return undefined;
  const tld = info.publicSuffix.split(".").pop() ?? "";
  const isEnding = (label: string) => EMBEDDED_ENDINGS.has(label) || label === tld;
  const sub = info.subdomain ? info.subdomain.split(".") : [];
  for (let i = 1; i < sub.length; i++) if (isEnding(sub[i])) return sub.slice(0, i + 1).join(".");
  const first = info.domainWithoutSuffix.split("-")[0];
  const name = sub[sub.length - 1];
  if (name && name !== "www" && isEnding(first) && info.domainWithoutSuffix.includes("-")) return `${name}.${first}`;
  return undefined;
}

/** What a link's host and path show (rules/links.ts): `strong` reasons make it suspicious, `weak` ones do not. */
function hostReasons(
  url: URL,
  info: HostInfo,
  names: ProtectedName[],
  lookAlikes: LookAlikeCache,
): { strong: string[]; weak: string[] } {
  const labels = info.hostname.split(".");
  const mixed = info.isIp
    ? undefined
    : labels.map((l) => scriptsOf(domainToUnicode(l) || l)).find((scripts) => scripts.length > 1);
  const fetchable = url.protocol === "http:" || url.protocol === "https:" || url.protocol === "ftp:";
  const ext = fetchable ? /\.([a-z0-9-]{1,24})$/i.exec(url.pathname)?.[1]?.toLowerCase() : undefined;
  const features: LinkHostFeatures = {
    hostname: info.hostname,
    isIp: info.isIp,
    embedded: embeddedDomain(info),
    userinfo: url.username || url.password ? decodeURIComponent(url.username) : undefined,
    punycodeShownAs:
      !info.isIp && labels.some((l) => l.startsWith("xn--")) ? domainToUnicode(info.hostname) : undefined,
    mixedScripts: mixed,
    executable: ext && EXECUTABLE_EXTENSIONS.has(ext) ? ext : undefined,
    weakTld: WEAK_TLDS.has(info.publicSuffix) ? info.publicSuffix : undefined,
  };
  const path = evaluateRules(LINK_PATH_RULES, features).verdicts;
  return {
    strong: [
      ...evaluateRules(LINK_HOST_RULES, features).verdicts.warn,
      ...cachedLookAlikes(info, names, lookAlikes),
      ...path.warn,
    ],
    weak: path.note,
  };
}

/** Registrable domains of URLs, domains (and, for mailto hrefs, email addresses) shown in link text. */
/** A bare host cited inside prose ("the ALA's survey (ala.org) found…") names a source, not the destination. */
function isCitation(text: string, value: string, words: number): boolean {
  if (/^(?:[a-z][a-z\d+.-]*:\/\/|www\.)/i.test(value)) return false;
  const at = text.indexOf(value);
  const inParentheses = at > 0 && text[at - 1] === "(" && text[at + value.length] === ")";
  const ownWords = value.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return inParentheses || words - ownWords >= 6;
}

function displayedDomains(text: string, includeEmails: boolean): string[] {
  if (!text || !/[.:]/.test(text)) return [];
  const out: string[] = [];
  let items: ReturnType<typeof linkify.find>;
  try {
    items = linkify.find(text);
  } catch {
    return [];
  }
  const words = text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  for (const item of items) {
    if (item.type !== "url" && !(includeEmails && item.type === "email")) continue;
    if (item.type === "url" && isCitation(text, item.value, words)) continue;
    try {
      const href = item.type === "email" ? `mailto:${item.value}` : item.href;
      const u = new URL(href);
      const host = u.protocol === "mailto:" ? (u.pathname.split("@").pop() ?? "") : u.hostname;
      if (host) out.push(hostInfo(host).domain);
    } catch {
      // not a URL after all
    }
  }
  for (const match of text.matchAll(BRACKETED_HOST_URL)) {
    try {
      out.push(hostInfo(new URL(match[0]).hostname).domain);
    } catch {
      // ignore
    }
  }
  return out;
}

interface Analyzed {
  result: LinkResult;
  /** Its reasons from `note` rows (stated, not suspicious), and those that say its text shows another site. */
  notes: Set<string>;
  mismatches: Set<string>;
  url?: URL;
  info?: HostInfo;
  tracker?: ClickTracker;
  shown: string[];
}

function analyzeOne(link: ExtractedLink, names: ProtectedName[], lookAlikes: LookAlikeCache): Analyzed | undefined {
  const raw = link.href.trim();
  if (!raw || raw.startsWith("#")) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined; // relative or malformed: nothing to follow
  }
  const protocol = url.protocol.toLowerCase();
  if (IGNORED_SCHEMES.has(protocol)) return undefined;
  const href = url.href.length > MAX_HREF_CHARS ? `${url.href.slice(0, MAX_HREF_CHARS)}…` : url.href;
  const text = collapse(link.text).slice(0, MAX_TEXT_CHARS);
  const result: LinkResult = {
    href,
    text,
    domain: "",
    display_mismatch: false,
    shortener: false,
    suspicious: false,
    reasons: [],
  };
  const scheme = evaluateRules(LINK_SCHEME_RULES, {
    protocol,
    dangerous: DANGEROUS_SCHEMES.has(protocol),
    launcher: LAUNCHER_SCHEMES.has(protocol),
  }).verdicts.warn;
  const entry: Analyzed = { result, notes: new Set(), mismatches: new Set(), shown: [] };
  if (scheme.length) {
    result.suspicious = true;
    result.reasons.push(...scheme);
    return entry;
  }
  let hostname = url.hostname;
  if (protocol === "mailto:") {
    const address = decodeURIComponent(url.pathname.split(",")[0] ?? "");
    hostname = address.includes("@") ? (address.split("@").pop() ?? "") : "";
  }
  if (!hostname) return entry;
  const info = hostInfo(hostname);
  result.domain = info.domain;
  result.shortener = isShortener(info);
  const { strong, weak } = hostReasons(url, info, names, lookAlikes);
  const shown = displayedDomains(text, protocol === "mailto:");
  const tracker = protocol === "mailto:" ? undefined : clickTracker(info.hostname);
  result.reasons.push(...strong);
  if (strong.length) result.suspicious = true;
  Object.assign(entry, { url, info, tracker, shown });
  applyMismatch(entry, info, names);
  result.reasons.push(...weak);
  for (const reason of weak) entry.notes.add(reason);
  return entry;
}

function applyMismatch(entry: Analyzed, info: HostInfo, names: ProtectedName[]): void {
  const { result, shown, tracker } = entry;
  const other = shown.find((d) => !sameSite(d, info.domain));
  if (!other) return;
  result.display_mismatch = true;
  // A tracker only softens the mismatch when it is a known ESP, or a generic click./links. host and the text does
  // not show a protected brand (phishers register click.whatever.xyz too).
  const showsProtected = names.some((n) => n.domains.has(other));
  const { warn, note } = evaluateRules(LINK_TEXT_RULES, {
    shown: other,
    domain: info.domain,
    via: result.shortener ? `the shortener ${info.domain}` : info.domain,
    tracker: tracker && (tracker.known || !showsProtected) ? tracker.name : undefined,
  }).verdicts;
  result.reasons.push(...warn, ...note);
  if (warn.length) result.suspicious = true;
  for (const reason of warn) entry.mismatches.add(reason);
  for (const reason of note) entry.notes.add(reason);
}

/** The redirect rows' reasons for what following a link, or a shared redirector, shows (one feature set). */
const redirectFindings = (features: LinkRedirectFeatures) => evaluateRules(LINK_REDIRECT_RULES, features).verdicts;

/** Whether any of a link's reasons is a warning (a reason from a `note` row is only stated). */
const warns = (entry: Analyzed) => entry.result.reasons.some((reason) => !entry.notes.has(reason));

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Applies a resolved destination: final_url, and the destination's own red flags. */
function applyFinal(entry: Analyzed, finalUrl: string, names: ProtectedName[], lookAlikes: LookAlikeCache): void {
  const { result } = entry;
  let url: URL;
  try {
    url = new URL(finalUrl);
  } catch {
    return;
  }
  result.final_url = url.href.length > MAX_HREF_CHARS ? `${url.href.slice(0, MAX_HREF_CHARS)}…` : url.href;
  const protocol = url.protocol.toLowerCase();
  if (DANGEROUS_SCHEMES.has(protocol) || LAUNCHER_SCHEMES.has(protocol)) {
    result.suspicious = true;
    result.reasons.push(...redirectFindings({ domain: "", dangerousScheme: protocol }).warn);
    return;
  }
  if (!url.hostname) return;
  const info = hostInfo(url.hostname);
  const { strong } = hostReasons(url, info, names, lookAlikes);
  for (const reason of strong) result.reasons.push(`Redirects to: ${reason}`);
  if (strong.length) result.suspicious = true;
  if (result.display_mismatch && entry.shown.length) {
    const other = entry.shown.find((d) => !sameSite(d, info.domain));
    if (other) {
      if (!result.suspicious && result.shortener) {
        result.suspicious = true;
        const { warn } = redirectFindings({ domain: info.domain, shownElsewhere: other });
        result.reasons.push(...warn);
        for (const reason of warn) entry.mismatches.add(reason);
      }
    } else if (result.shortener && !strong.length) {
      // The shortener leads where the text says: the mismatch alone is no longer suspicious.
      const { note } = redirectFindings({ domain: info.domain, matchesText: true });
      result.reasons = [...result.reasons.filter((r) => !entry.mismatches.has(r)), ...note];
      for (const reason of note) entry.notes.add(reason);
      result.suspicious = warns(entry);
    }
  }
}

/** Links that must share a redirector, showing as many different sites, before it counts as click tracking. */
const REDIRECTOR_MIN_LINKS = 3;

/**
 * A newsletter's own click tracker (`tracking.example-news.com` in front of every article) is a display mismatch
 * on each link, but one redirector carrying several links whose texts show several different, unprotected sites
 * is how tracking looks; a phishing mail shows one site, usually a protected brand (so at least two of the sites
 * shown must be unprotected ones).
 */
function softenSharedRedirector(entries: Analyzed[], names: ProtectedName[]): void {
  const groups = new Map<string, Analyzed[]>();
  for (const entry of entries) {
    if (!entry.info || !entry.result.display_mismatch || entry.tracker?.known) continue;
    groups.set(entry.info.domain, [...(groups.get(entry.info.domain) ?? []), entry]);
  }
  for (const [domain, group] of groups) {
    const shown = new Set(group.flatMap((e) => e.shown.filter((d) => !sameSite(d, domain))));
    const unprotected = [...shown].filter((d) => !names.some((n) => n.domains.has(d)));
    if (group.length < REDIRECTOR_MIN_LINKS || shown.size < REDIRECTOR_MIN_LINKS || unprotected.length < 2) continue;
    const { note } = redirectFindings({ domain, shared: { links: group.length, sites: shown.size } });
    for (const entry of group) {
      const { result } = entry;
      result.reasons = result.reasons.flatMap((r) => (entry.mismatches.has(r) ? note : [r]));
      for (const reason of note) entry.notes.add(reason);
      result.suspicious = warns(entry);
    }
  }
}

/**
 * Extracts and analyses the links of a message. Identical hrefs are reported once (first text kept, unless a
 * later copy's text is a display mismatch: then that one is kept). At most 500 links. Shortener and click-tracker
 * links are resolved with `resolver` (default: no network) and get `final_url` when it answers.
 */
export async function analyzeLinks(input: AnalyzeLinksInput): Promise<LinkResult[]> {
  const names = protectedNames(input.ownDomains);
  const lookAlikes: LookAlikeCache = new Map();
  const raw = extractLinks(input);
  const byHref = new Map<string, Analyzed>();
  for (const link of raw) {
    let analyzed: Analyzed | undefined;
    try {
      analyzed = analyzeOne(link, names, lookAlikes);
    } catch {
      analyzed = undefined;
    }
    if (!analyzed) continue;
    const key = analyzed.result.href;
    const existing = byHref.get(key);
    if (existing) {
      if (!existing.result.display_mismatch && analyzed.result.display_mismatch) byHref.set(key, analyzed);
      continue;
    }
    if (byHref.size >= MAX_LINKS) break;
    byHref.set(key, analyzed);
  }
  const entries = [...byHref.values()];
  softenSharedRedirector(entries, names);
  const resolver = input.resolver ?? noNetworkResolver;
  if (resolver !== noNetworkResolver) {
    const toResolve = entries
      .filter((e) => e.url && /^https?:$/.test(e.url.protocol) && (e.result.shortener || e.tracker))
      .slice(0, MAX_RESOLVED);
    await mapLimit(toResolve, RESOLVE_CONCURRENCY, async (entry) => {
      let finalUrl: string | undefined;
      try {
        finalUrl = await resolver.resolve(entry.result.href);
      } catch {
        finalUrl = undefined;
      }
      if (finalUrl && finalUrl !== entry.result.href) applyFinal(entry, finalUrl, names, lookAlikes);
    });
  }
  return entries.map((e) => e.result);
}

/** Links leading off the sender's own site (its registrable domain, or another domain of the same brand). */
function offSite(links: readonly LinkResult[], senderDomain: string | undefined): LinkResult[] {
  if (!senderDomain) return [];
  const site = hostInfo(senderDomain).domain;
  return links.filter((l) => l.domain && !sameSite(l.domain, site));
}

export function offSiteLinks(links: readonly LinkResult[], senderDomain: string | undefined): number {
  return offSite(links, senderDomain).length;
}

/** Words of a URL that name a sign-in, verification or unlock step, in the languages phishing comes in. */
const LOGIN_URL =
  /(?:^|[^a-z])(?:log-?in|sign-?in|log-?on|signon|sso|auth\w*|verif\w*|validat\w*|unlock|reactivat\w*|recover\w*|suspend\w*|bankid|mfa|2fa|otp|password|passwd|wallet-?connect|kyc|secure-?\w*|anmeld\w*|connexion|iniciar-?sesion|accedi|entrar|inloggen|logowanie|giris|giriş|prihlas\w*|вход|odeme|odeme\w*)(?:[^a-z]|$)/i;

/** Links to a sign-in or verification page on another site than the sender's: how credential phishing reaches its
 * form, whatever language the mail is written in. */
export function offSiteLoginLinks(links: readonly LinkResult[], senderDomain: string | undefined): number {
  return offSite(links, senderDomain).filter((link) => {
    try {
      const target = new URL(link.final_url ?? link.href);
      return LOGIN_URL.test(`${target.hostname}${target.pathname}`);
    } catch {
      return false;
    }
  }).length;
}

/** Links that unsubscribe or manage a subscription carry the subscriber's address as a matter of course. */
const SUBSCRIPTION_URL =
  /(?:^|[^a-z])(?:unsub\w*|opt-?out|optout|subscri\w*|preferences?|list-?manage|abmeld\w*|desinscri\w*|desuscri\w*|afmeld\w*)(?:[^a-z]|$)/i;

/** Links whose URL carries one of the message's addressees (`?u=you@…`, `login_hint=`, `/share/you@…`): a sign-in
 * page pre-filled with the reader's own address is how credential phishing makes its form look expected, in any
 * language. Not subscription links, and not links to the sender's own site when it authenticates (`ownSite`: its
 * domain then, else undefined), where a real account notice links to its own account pages. */
export function recipientLinks(
  links: readonly LinkResult[],
  recipients: readonly string[],
  ownSite: string | undefined,
): number {
  if (!recipients.length) return 0;
  const site = ownSite ? hostInfo(ownSite).domain : undefined;
  return links.filter((link) => {
    if (site && link.domain && sameSite(link.domain, site)) return false;
    return [link.href, link.final_url].some((url) => {
      if (!url) return false;
      let text = url.toLowerCase();
      try {
        text = decodeURIComponent(text);
      } catch {
        // A malformed escape: read the URL as written.
      }
      return !SUBSCRIPTION_URL.test(text) && recipients.some((address) => text.includes(address));
    });
  }).length;
}

/** Edit distance with adjacent transpositions, stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
    }
  }
  return rows[a.length][b.length];
}

/** Two strings of the same length that differ by one replaced letter or one swap of neighbours. */
function oneLetterApart(a: string, b: string): boolean {
  let first = -1;
  let second = -1;
  for (let k = 0; k < a.length; k++) {
    if (a[k] === b[k]) continue;
    if (first < 0) first = k;
    else if (second < 0) second = k;
    else return false;
  }
  if (first < 0) return false;
  if (second < 0) return true;
  return second === first + 1 && a[first] === b[second] && a[second] === b[first];
}

/** Whether `text[from, to)` is all ASCII letters and digits (ASCII_WORD, on a lower-cased text). */
function asciiRun(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const unit = text.charCodeAt(i);
    if (!((unit >= 0x61 && unit <= 0x7a) || (unit >= 0x30 && unit <= 0x39))) return false;
  }
  return true;
}

/** `k.startsWith(skeleton(text.slice(from, to)))` for a run of ASCII letters and digits (whose skeleton spells m
 * as rn, 0 as o and 1 as l), without the strings. */
function skeletonStartsWith(k: string, text: string, from: number, to: number): boolean {
  let at = 0;
  for (let i = from; i < to; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 0x6d) {
      if (k.charCodeAt(at) !== 0x72 || k.charCodeAt(at + 1) !== 0x6e) return false;
      at += 2;
      continue;
    }
    const spelled = unit === 0x30 ? 0x6f : unit === 0x31 ? 0x6c : unit;
    if (k.charCodeAt(at) !== spelled) return false;
    at++;
  }
  return at <= k.length;
}

/** `fewMismatches(label, text.slice(from, to))` without the string. */
function fewMismatchesAt(label: string, text: string, from: number, to: number): boolean {
  if (to - from > label.length) return false;
  let mismatches = 0;
  for (let k = 0; k < to - from; k++)
    if (text.charCodeAt(from + k) !== label.charCodeAt(k) && ++mismatches > 2) return false;
  return true;
}

/** Whether `word` differs from the start of `label` in at most two letters. */
function fewMismatches(label: string, word: string): boolean {
  if (word.length > label.length) return false;
  let mismatches = 0;
  for (let k = 0; k < word.length; k++) if (word[k] !== label[k] && ++mismatches > 2) return false;
  return true;
}

const HAS_DIGIT = /\d/;
const WORD_RUN = /[\p{L}\p{N}]+/gu;
const HAS_SURROGATE = /[\uD800-\uDFFF]/;
const ASCII_WORD = /^[a-z0-9]+$/;
const COMBINING_MARKS = /\p{M}/gu;
interface NameWord {
  word: string;
  skeleton: string;
  /** Whether a name starting with this word can match a label. */
  starts: boolean;
}

const CONNECTOR_WORDS = new Set(["and", "und", "et", "y", "e", "en", "och", "i", "a", "the"]);
/** The connector words (all of one to three letters a-z) by a number: each letter's place in the alphabet in base 27. */
const letterKey = (text: string, from: number, to: number): number => {
  let key = 0;
  for (let i = to - 1; i >= from; i--) {
    const unit = text.charCodeAt(i);
    if (unit < 0x61 || unit > 0x7a) return -1;
    key = key * 27 + (unit - 0x60);
  }
  return key;
};
const CONNECTOR_KEYS = new Set([...CONNECTOR_WORDS].map((word) => letterKey(word, 0, word.length)));

/** `CONNECTOR_WORDS.has(text.slice(from, to))` for at most three code units, without the string. */
function isConnector(text: string, from: number, to: number): boolean {
  const key = letterKey(text, from, to);
  return key >= 0 && CONNECTOR_KEYS.has(key);
}

/** imitatedName's words of the last text (start, end, starts), reused. */
let nameWords = new Int32Array(3 * 1024);

/** Letters with a stroke or ligatures that NFD does not take apart, as domains spell them ("Wisła" at wisla.example). */
const UNDECOMPOSED: Record<string, string> = {
  ł: "l",
  ø: "o",
  đ: "d",
  ħ: "h",
  ı: "i",
  ŧ: "t",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  þ: "th",
  ð: "d",
};
const UNDECOMPOSED_LETTER = /[łøđħıŧßæœþð]/g;

/** A lowercase word as a domain would spell it: accents dropped, stroked letters and ligatures spelled out. */
function asciiFolded(word: string): string {
  return word
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .replace(UNDECOMPOSED_LETTER, (c) => UNDECOMPOSED[c]);
}

/** The organisation named in the text whose name a domain imitates with look-alike characters: the mail says
 * "Hallbrook & Meyer", the link or sender is hallbrookrneyer.example ("rn" for "m"), or "Kestrel Goods" and
 * kestre1goods.example. Names of one to three words are compared by their confusable skeletons, and names of eight
 * letters or more also by a single swapped or replaced letter. */
export function imitatedName(text: string, domains: readonly string[]): string | undefined {
  const labels = new Set<string>();
  // Links repeat their domains: each is looked up once.
  for (const d of new Set(domains)) {
    const info = hostInfo(d);
    const label = (info.domainWithoutSuffix.split(".").pop() ?? "").replace(/-/g, "");
    if (label.length >= 5 && !info.isIp) labels.add(label);
  }
  if (!labels.size) return undefined;
  const bySkeleton = new Map<string, string[]>();
  const byLength = new Map<number, string[]>();
  for (const label of labels) {
    bySkeleton.set(skeleton(label), [...(bySkeleton.get(skeleton(label)) ?? []), label]);
    byLength.set(label.length, [...(byLength.get(label.length) ?? []), label]);
  }
  const longest = Math.max(...[...bySkeleton.keys()].map((k) => k.length), ...[...labels].map((l) => l.length));
  const labelSkeletons = [...bySkeleton.keys()];
  const skeletonLengths = new Set(labelSkeletons.map((k) => k.length));
  const longLabels = [...labels].filter((label) => label.length >= 8);
  // Domains drop accents ("Código Abierto" at codigoabierto.example), so names are compared without them. Skeletons
  // are taken per word (once per distinct word) and joined, which is what the skeleton of the joined name is. Most
  // words can begin neither kind of match: a name starting with a word has the word's skeleton as a prefix of a
  // label's, or (one letter apart) at most two letters of the word differ from the start of a long label.
  const lower = text.slice(0, 20_000).toLowerCase();
  // The words (letter-and-digit runs) but connectors, as [start, end) offsets in `lower`: most are looked at only
  // here, code unit by code unit, without a string or an object each; a word is taken as a string (folded, with its
  // skeleton) only when a name may begin with it or run through it.
  // Per word: its start, its end, and 1 when a name starting with it can match a label (in a buffer kept from call
  // to call, which is synchronous).
  let count = 0;
  const seen = new Map<string, NameWord>();
  const takeWord = (from: number, to: number) => {
    if (to - from <= 3 && isConnector(lower, from, to)) return;
    if (3 * count + 3 > nameWords.length) {
      const grown = new Int32Array(nameWords.length * 2);
      grown.set(nameWords);
      nameWords = grown;
    }
    const starts = asciiRun(lower, from, to) ? asciiMayStart(from, to) : nameWord(lower.slice(from, to)).starts;
    nameWords[3 * count] = from;
    nameWords[3 * count + 1] = to;
    nameWords[3 * count + 2] = starts ? 1 : 0;
    count++;
  };
  const nameWord = (raw: string): NameWord => {
    let info = seen.get(raw);
    if (info === undefined) {
      const word = ASCII_WORD.test(raw) ? raw : asciiFolded(raw);
      const wordSkeleton = skeleton(word);
      info = {
        word,
        skeleton: wordSkeleton,
        starts:
          labelSkeletons.some((k) => k.startsWith(wordSkeleton)) ||
          longLabels.some((label) => fewMismatches(label, word)),
      };
      seen.set(raw, info);
    }
    return info;
  };
  // The same test for a word of ASCII letters and digits (its own spelling, its skeleton by the fast path of
  // `skeleton`), read in place.
  const asciiMayStart = (from: number, to: number): boolean => {
    for (const k of labelSkeletons) if (skeletonStartsWith(k, lower, from, to)) return true;
    for (const label of longLabels) if (fewMismatchesAt(label, lower, from, to)) return true;
    return false;
  };
  if (HAS_SURROGATE.test(lower)) {
    // exec on the regex itself: matchAll clones it and builds an iterator for every text.
    WORD_RUN.lastIndex = 0;
    for (let match = WORD_RUN.exec(lower); match; match = WORD_RUN.exec(lower))
      takeWord(match.index, match.index + match[0].length);
  } else {
    // The same runs by code unit (without surrogates a code unit is a code point, as the pattern reads it).
    let start = -1;
    for (let i = 0; i <= lower.length; i++) {
      if (i < lower.length && isLetterOrDigit(lower.charCodeAt(i))) {
        if (start < 0) start = i;
      } else if (start >= 0) {
        takeWord(start, i);
        start = -1;
      }
    }
  }
  const wordAt = (i: number) => nameWord(lower.slice(nameWords[3 * i], nameWords[3 * i + 1]));
  const nameOf = (from: number, to: number) => {
    const parts: string[] = [];
    for (let i = from; i < to; i++) parts.push(wordAt(i).word);
    return parts.join(" ");
  };
  for (let i = 0; i < count; i++) {
    if (nameWords[3 * i + 2] === 0) continue;
    // The name and its skeleton are counted, and joined only at a length some label (or its skeleton) has.
    let nameLength = 0;
    let skeletonLength = 0;
    for (let n = 0; n < 3 && i + n < count; n++) {
      const next = wordAt(i + n);
      nameLength += next.word.length;
      skeletonLength += next.skeleton.length;
      if (nameLength > longest && skeletonLength > longest) break;
      if (nameLength < 5) continue;
      const byName = nameLength >= 8 ? byLength.get(nameLength) : undefined;
      if (!skeletonLengths.has(skeletonLength) && !byName) continue;
      let name = "";
      let nameSkeleton = "";
      for (let k = i; k <= i + n; k++) {
        const word = wordAt(k);
        name += word.word;
        nameSkeleton += word.skeleton;
      }
      if (bySkeleton.get(nameSkeleton)?.some((label) => label !== name)) return nameOf(i, i + n + 1);
      // A long name with one letter swapped or replaced ("helix logistics" and helix-logistlcs.example); a letter
      // more or less is not counted, since joining words ("infra weekly 2") makes those by accident.
      if (byName && !HAS_DIGIT.test(name))
        for (const label of byName) if (oneLetterApart(label, name)) return nameOf(i, i + n + 1);
    }
  }
  return undefined;
}

// Anchored on "@" (a leading local-part class would be tried at every character of the text); the local part's
// presence is checked on the character before.
const ADDRESS_DOMAIN = /@([\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63})+)/gu;
const LOCAL_PART_END = /[\p{L}\p{N}._%+-]$/u;

/** The domains of the addresses written in a text. */
function* addressDomains(text: string): Generator<string> {
  for (const match of text.matchAll(ADDRESS_DOMAIN))
    if (LOCAL_PART_END.test(text.slice(Math.max(0, match.index - 2), match.index))) yield match[1];
}

/** A domain of the thread the sender's domain imitates: the reply quotes mail from s.mendes@atlantica-uw.example and
 * comes from atlantica-uwa.test. Hijacked-thread fraud copies the real correspondence and sends from a domain one
 * letter away; a company writing from its second domain keeps the same name (acme.com, acme.co.uk), which this
 * does not count. `text` holds the body with its quoted history; `threadIds` the In-Reply-To and References ids. */
export function imitatedCorrespondent(
  text: string,
  threadIds: readonly string[],
  senderDomain: string | undefined,
  ownDomains: readonly string[] = [],
): string | undefined {
  if (!senderDomain) return undefined;
  const sender = hostInfo(senderDomain);
  const senderLabel = sender.domainWithoutSuffix.split(".").pop() ?? "";
  if (sender.isIp || senderLabel.length < 6) return undefined;
  const own = new Set(ownDomains.map((d) => hostInfo(d).domain));
  const seen = new Set<string>([sender.domain]);
  const candidates = [...addressDomains(text.slice(0, 50_000)), ...addressDomains(threadIds.join(" "))];
  for (const domain of candidates.slice(0, 200)) {
    const info = hostInfo(domain);
    if (seen.has(info.domain) || own.has(info.domain) || info.isIp) continue;
    seen.add(info.domain);
    const label = info.domainWithoutSuffix.split(".").pop() ?? "";
    if (label === senderLabel || Math.min(label.length, senderLabel.length) < 6) continue;
    const max = Math.min(label.length, senderLabel.length) >= 12 ? 2 : 1;
    if (editDistance(label, senderLabel, max) <= max) return info.domain;
  }
  return undefined;
}

/** The words an impersonator appends to an organisation's name for a domain of its own (tauferbach-info.test,
 * notelark-admin.test); a club or a school named after a town puts its own word first (sv-tauferbach.example). */
const RE_SERVICE_SUFFIX =
  /-(?:mail|email|webmail|it|admin|billing|support|info|secure|security|login|portal|helpdesk|hr|payroll|accounts?|services?|team|notify|notifications?|verify|online|cloud|docs|share|sso|auth|pay|payments?|invoices?)$/;

/** The recipient's own organisation imitated: a sender or link domain one letter or a hyphen away from an addressee's
 * domain (tessaly-water.example writing to projects@tessalywater.example), or a link host that wears the addressee's
 * name as part of a compound label on another site (tessalywater-mail.phish.example), or whose own name is the
 * addressee's with a service word appended (tessalywater-it.example). A look-alike of the reader's own
 * domain is how internal-notice and mailbox-quota phishing looks familiar, in any language. The same name on another
 * suffix (acme.com, acme.de) is the organisation's second domain, and a tenant named exactly after it on a service's
 * site (acme.zendesk.com) is how software-as-a-service addresses customers; neither counts. */
export function imitatedRecipient(
  recipients: readonly string[],
  senderDomain: string | undefined,
  linkHostnames: readonly string[],
): string | undefined {
  const own = new Map<string, string>();
  for (const address of recipients) {
    const info = hostInfo(address.slice(address.lastIndexOf("@") + 1));
    const label = info.domainWithoutSuffix.split(".").pop() ?? "";
    if (!info.isIp && label.length >= 6) own.set(info.domain, label);
  }
  if (!own.size) return undefined;
  const hosts = new Set([senderDomain, ...linkHostnames].filter((d): d is string => Boolean(d)));
  for (const host of hosts) {
    const info = hostInfo(host);
    if (info.isIp || own.has(info.domain)) continue;
    const label = info.domainWithoutSuffix.split(".").pop() ?? "";
    const compounds = info.subdomain.split(".").filter((part) => part.includes("-"));
    for (const [domain, name] of own) {
      if (label !== name) {
        const bare = name.replace(/-/g, "");
        if (label.replace(/-/g, "") === bare) return domain;
        const max = Math.min(label.length, name.length) >= 12 ? 2 : 1;
        if (Math.min(label.length, name.length) >= 6 && editDistance(label, name, max) <= max) return domain;
      }
      if (compounds.some((part) => part.split("-").includes(name))) return domain;
      if (RE_SERVICE_SUFFIX.test(label) && label.slice(0, label.lastIndexOf("-")) === name) return domain;
    }
  }
  return undefined;
}

/** The host names the links point to (the final URL's where a redirect was followed). */
export function linkHosts(links: readonly LinkResult[]): string[] {
  return links.flatMap((link) => {
    try {
      return [new URL(link.final_url ?? link.href).hostname];
    } catch {
      return [];
    }
  });
}

/** An authorisation endpoint of an app platform (OAuth 2.0 and OpenID Connect: /oauth/authorize, /oauth2/v2.0/authorize,
 * /o/oauth2/auth, /connect/authorize). */
const CONSENT_PATH = /\/(?:o\/)?(?:oauth2?|connect|openid)(?:\/v\d(?:\.\d)?)?\/(?:authori[sz]e|auth)(?:\/|$)/i;
/** Scopes that hand over the mailbox, its files or the organisation's users (the names the large platforms use). */
const BROAD_SCOPE =
  /(?:^|[\s+,:./])(?:mail|messages?|gmail|imap|files?|drive|sites|contacts|directory|admin|users?|offline_access|full_access|\.default)(?:[\s+,:./_-]|$)/i;

/** Links that ask the reader to grant an app access to the mailbox, its files or the organisation's users: consent
 * phishing needs no password, only a click on "allow", and reads the same in any language. A link to such a page with
 * a client id and a broad scope; a real app asks for that in the browser, not by mail. */
export function consentLinks(links: readonly LinkResult[]): number {
  return links.filter((link) => {
    for (const href of [link.href, link.final_url]) {
      if (!href) continue;
      try {
        const url = new URL(href);
        const scope = url.searchParams.get("scope") ?? "";
        if (CONSENT_PATH.test(url.pathname) && url.searchParams.has("client_id") && BROAD_SCOPE.test(scope))
          return true;
      } catch {
        // Not a URL: nothing to grant.
      }
    }
    return false;
  }).length;
}
