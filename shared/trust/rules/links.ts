// The links stage's per-link findings as rules: each row states one thing a link's scheme, host, path or text shows.
// A `warn` row makes the link suspicious; a `note` row is stated only (an often-abused TLD alone, a known tracker).
// The detection stays in links.ts; these rows word what it found and say which findings count.
//
// Per link, in this order (its reasons in that order): the scheme (a dangerous scheme ends the checks), the host, the
// look-alike rows once per label of the host and protected name, the path and TLD, then the link text against the
// destination. Following redirects (links.ts) adds the redirect rows: a resolved destination's host and path warnings
// come back prefixed "Redirects to:", a shortener that leads where its text says loses its mismatch (a note says so),
// and one redirector carrying many sites' links turns their mismatches into a tracking note.
import type { Rule } from "./evaluate.js";

export interface LinkSchemeFeatures {
  /** `javascript:`, `data:`, `vbscript:`, `file:`. */
  protocol: string;
  dangerous: boolean;
  /** A scheme that starts a local program (`ms-msdt:`, `search-ms:`, …). */
  launcher: boolean;
}

export interface LinkHostFeatures {
  hostname: string;
  isIp: boolean;
  /** Another domain name the host shows before its own (`bank.com.login-check.example` → `bank.com`). */
  embedded?: string;
  /** User information before "@" (`https://bank.com@evil.example/`), decoded; undefined when there is none. */
  userinfo?: string;
  /** The host as its punycode labels display, when it has any. */
  punycodeShownAs?: string;
  /** The scripts of the first host label that mixes several (Latin + Cyrillic). */
  mixedScripts?: string[];
  /** Extension of an executable the path ends in. */
  executable?: string;
  /** The public suffix, when it is one of the often-abused TLDs. */
  weakTld?: string;
}

/** One label of a host beside one protected name (a brand, or one of this organisation's own domains). */
export interface LookAlikeFeatures {
  /** The host's registrable domain. */
  domain: string;
  /** "PayPal", or "your domain example.com". */
  what: string;
  /** A label of the registrable domain, or of the subdomain. */
  part: "registered" | "subdomain";
  /** The label reads as the name (same confusable skeleton) but is spelled differently (`pаypal`, `rnicrosoft`). */
  lookAlike: boolean;
  /** A hyphen-separated piece of the label (for a subdomain label, the label itself too) reads as the name. */
  namePiece: boolean;
  /** The label is exactly the name, on an often-abused TLD. */
  nameOnWeakTld: boolean;
}

export interface LinkTextFeatures {
  /** A site the link text shows that is not where the link goes. */
  shown: string;
  domain: string;
  /** How the destination is named in the reason ("the shortener bit.ly" for a shortener). */
  via: string;
  /** The click tracker the link goes through, when it softens the mismatch (a known ESP's, or a generic
   * click./links. host while the text shows no protected name). */
  tracker?: string;
}

const stage = "links" as const;

export const LINK_SCHEME_RULES: readonly Rule<LinkSchemeFeatures>[] = [
  {
    id: "links.dangerous_scheme",
    stage,
    score: "link",
    weight: "warn",
    when: (f) => f.dangerous,
    reason: (f) => `Dangerous ${f.protocol} link`,
    doc: "A `javascript:`, `data:`, `vbscript:` or `file:` link (nothing else about it is checked).",
  },
  {
    id: "links.launcher_scheme",
    stage,
    score: "link",
    weight: "warn",
    when: (f) => !f.dangerous && f.launcher,
    reason: (f) => `The ${f.protocol} scheme can launch local programs`,
    doc: "A scheme that opens a local program (`ms-msdt:`, `search-ms:`, `ms-officecmd:`, …).",
  },
];

export const LINK_HOST_RULES: readonly Rule<LinkHostFeatures>[] = [
  {
    id: "links.ip_host",
    stage,
    score: "link",
    weight: "warn",
    when: (f) => f.isIp,
    reason: (f) => `Host is an IP address (${f.hostname})`,
    doc: "The host is an IP address, not a name.",
  },
  {
    id: "links.embedded_domain",
    stage,
    score: "link",
    weight: "warn",
    when: (f) => f.embedded !== undefined,
    reason: (f) => `Host ${f.hostname} starts with another domain name (${f.embedded}) before its own`,
    doc: "The host shows another domain name before its own (`bank.com.login-check.example`, `bank.se-verify.se`).",
  },
  {
    id: "links.userinfo",
    stage,
    score: "link",
    weight: "warn",
    when: (f) => f.userinfo !== undefined,
    reason: (f) => `URL carries credentials or a fake host before "@" (${f.userinfo}@…)`,
    doc: 'User information before "@", which browsers skip and people read as the host.',
  },
  {
    id: "links.punycode",
    stage,
    score: "link",
    weight: "warn",
    when: (f) => f.punycodeShownAs !== undefined,
    reason: (f) => `Internationalised (punycode) host ${f.hostname} shows as ${f.punycodeShownAs}`,
    doc: "A punycode (`xn--`) label: the host displays in other characters than it is written.",
  },
  {
    id: "links.mixed_scripts",
    stage,
    score: "link",
    weight: "warn",
    when: (f) => f.mixedScripts !== undefined,
    reason: (f) => `Host label mixes scripts (${f.mixedScripts?.join(" + ")})`,
    doc: "A host label mixes scripts (Latin with Cyrillic or Greek, …).",
  },
];

/** Once per label of the host and protected name (a label's rows in this order, the first that fires wins). */
export const LINK_LOOKALIKE_RULES: readonly Rule<LookAlikeFeatures>[] = [
  {
    id: "links.look_alike",
    stage,
    score: "link",
    weight: "warn",
    when: (f) => f.part === "registered" && f.lookAlike,
    reason: (f) => `Domain ${f.domain} looks like ${f.what} (look-alike characters)`,
    doc: "A label of the registrable domain reads as a protected name with look-alike characters (UTS #39 skeleton).",
  },
  {
    id: "links.name_in_domain",
    stage,
    score: "link",
    weight: "warn",
    when: (f) => f.part === "registered" && !f.lookAlike && f.namePiece,
    reason: (f) => `Domain ${f.domain} uses the name of ${f.what} without belonging to it`,
    doc: "A hyphenated piece of the registrable domain is a protected name (`paypal-secure.example`).",
  },
  {
    id: "links.name_on_weak_tld",
    stage,
    score: "link",
    weight: "warn",
    when: (f) => f.part === "registered" && !f.lookAlike && !f.namePiece && f.nameOnWeakTld,
    reason: (f) => `Domain ${f.domain} uses the name of ${f.what} on an often-abused TLD`,
    doc: "The registrable domain is a protected name on an often-abused TLD.",
  },
  {
    id: "links.name_in_subdomain",
    stage,
    score: "link",
    weight: "warn",
    when: (f) => f.part === "subdomain" && f.namePiece,
    reason: (f) => `Brand name of ${f.what} in the subdomain of unrelated ${f.domain}`,
    doc: "A subdomain label (or a hyphenated piece of it) is a protected name (`paypal.login.example`).",
  },
];

export const LINK_PATH_RULES: readonly Rule<LinkHostFeatures>[] = [
  {
    id: "links.executable",
    stage,
    score: "link",
    weight: "warn",
    when: (f) => f.executable !== undefined,
    reason: (f) => `Links to an executable file (.${f.executable})`,
    doc: "An http(s) or ftp path ending in an executable's extension.",
  },
  {
    id: "links.weak_tld",
    stage,
    score: "link",
    weight: "note",
    when: (f) => f.weakTld !== undefined,
    reason: (f) => `Uncommon, often-abused top-level domain .${f.weakTld}`,
    doc: "An often-abused TLD (stated; not suspicious on its own).",
  },
];

export const LINK_TEXT_RULES: readonly Rule<LinkTextFeatures>[] = [
  {
    id: "links.tracking_redirect",
    stage,
    score: "link",
    weight: "note",
    when: (f) => f.tracker !== undefined,
    reason: (f) => `Tracking redirect: text shows ${f.shown}, link goes through ${f.domain} (${f.tracker})`,
    doc: "The text shows another site, and the link goes through a click tracker that may lead there.",
  },
  {
    id: "links.display_mismatch",
    stage,
    score: "link",
    weight: "warn",
    when: (f) => f.tracker === undefined,
    reason: (f) => `Link text shows ${f.shown} but the link goes to ${f.via}`,
    doc: "The link text shows another site than the one the link goes to.",
  },
];

/** What following a link's redirects shows, or one redirector carrying several links (each call sets one). */
export interface LinkRedirectFeatures {
  /** The destination's registrable domain (the redirector's, for a shared one). */
  domain: string;
  /** The destination's scheme, when it is dangerous or starts a local program. */
  dangerousScheme?: string;
  /** A shortener leads to another site than the one its text shows: that site. */
  shownElsewhere?: string;
  /** A shortener leads to the site its text shows. */
  matchesText?: boolean;
  /** One redirector carries this many links showing this many different sites, two of them unprotected. */
  shared?: { links: number; sites: number };
}

export const LINK_REDIRECT_RULES: readonly Rule<LinkRedirectFeatures>[] = [
  {
    id: "links.redirect_dangerous",
    stage,
    score: "link",
    weight: "warn",
    when: (f) => f.dangerousScheme !== undefined,
    reason: (f) => `Redirects to a dangerous ${f.dangerousScheme} link`,
    doc: "A shortener or tracker that redirects to a dangerous or program-starting scheme.",
  },
  {
    id: "links.redirect_elsewhere",
    stage,
    score: "link",
    weight: "warn",
    when: (f) => f.shownElsewhere !== undefined,
    reason: (f) => `Link text shows ${f.shownElsewhere} but the link leads to ${f.domain}`,
    doc: "A shortener whose destination, once followed, is another site than its text shows.",
  },
  {
    id: "links.redirect_matches",
    stage,
    score: "link",
    weight: "note",
    when: (f) => f.matchesText === true,
    reason: (f) => `Link text matches the destination ${f.domain} after redirects`,
    doc: "A shortener that leads where its text says: its display mismatch no longer counts (stated).",
  },
  {
    id: "links.shared_redirector",
    stage,
    score: "link",
    weight: "note",
    when: (f) => f.shared !== undefined,
    reason: (f) => `Tracking redirect: ${f.shared?.links} links to ${f.shared?.sites} sites go through ${f.domain}`,
    doc: "Three or more links showing three or more sites, two of them unprotected, go through one redirector: click tracking, not a mismatch (stated).",
  },
];
