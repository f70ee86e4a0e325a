// Trust stage: sender authentication. SPF, DKIM and DMARC via mailauth, mapped to the report's words, with
// DMARC alignment computed here (mailauth's strict-mode check accepts any same-organization domain).
// Pure over the raw message, the SMTP envelope and a DnsResolver; never throws. The reasons are the rows of
// rules/authentication.ts.
import { domainToASCII } from "node:url";
import { type AuthenticateResult, authenticate, type DKIMResult, type DNSResolver } from "mailauth";
import { getDomain } from "tldts";
import type { DnsResolver } from "../ports/dns.js";
import {
  AUTHENTICATION_DKIM_RULES,
  AUTHENTICATION_DMARC_END_RULES,
  AUTHENTICATION_DMARC_RULES,
  AUTHENTICATION_SPF_RULES,
  AUTHENTICATION_UNALIGNED_RULES,
  type AuthenticationFeatures,
  type SignatureFeatures,
  type UnalignedSignerFeatures,
} from "./rules/authentication.js";
import { evaluateRules } from "./rules/evaluate.js";
import type { AuthenticationResult } from "./types.js";

export interface SmtpEnvelope {
  /** The connecting client's IP address. Without it SPF is `none` (not evaluated). */
  ip?: string;
  /** The EHLO/HELO name. */
  helo?: string;
  /** The MAIL FROM address (empty or absent for bounces: SPF then checks the HELO name). */
  mailFrom?: string;
}

export interface AuthenticateMessageOptions {
  /** Our receiving host name, as it appears in mailauth's comments. */
  mta?: string;
}

/** The SPF, DKIM and DMARC verdicts of a raw inbound message. */
export async function authenticateMessage(
  raw: Buffer,
  envelope: SmtpEnvelope,
  resolver: DnsResolver,
  options: AuthenticateMessageOptions = {},
): Promise<AuthenticationResult> {
  const ip = envelope.ip?.trim() || undefined;
  let result: AuthenticateResult;
  try {
    result = await authenticate(signedPart(raw), {
      // Without a client IP there is nothing to check SPF against; leaving the identities out keeps mailauth from
      // looking up records it cannot use.
      ip,
      helo: ip ? envelope.helo?.trim() || undefined : undefined,
      sender: ip ? envelope.mailFrom?.trim() || undefined : undefined,
      mta: options.mta ?? "localhost",
      resolver: mailauthResolver(resolver),
      trustReceived: false,
      disableArc: true,
      disableBimi: true,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      spf: "temperror",
      dkim: "temperror",
      dmarc: "temperror",
      aligned: false,
      reasons: authenticationReasons({
        error: message,
        spf: "temperror",
        signatures: 0,
        fromCount: 0,
        fromDomain: "",
        strictSpf: false,
      }),
    };
  }
  return mapResult(result, ip, listIdDomain(raw));
}

/** What mailauth needs of the message: all of it when the header holds a DKIM or ARC signature (whose body hash it
 * computes), otherwise the header alone. Unsigned, it reads nothing of the body, yet streams it byte by byte (about
 * 3 ms of a 200 KB message); the verdicts are the same without it. The header ends where mailauth's parser ends it:
 * at the first LF right after another LF or after CR LF. */
function signedPart(raw: Buffer): Buffer {
  for (let i = raw.indexOf(0x0a); i >= 0; i = raw.indexOf(0x0a, i + 1)) {
    if (raw[i - 1] !== 0x0a && !(raw[i - 1] === 0x0d && raw[i - 2] === 0x0a)) continue;
    const head = raw.subarray(0, i + 1);
    // Any mention counts, not only a field name: a signature is never missed, at worst the body is read for nothing.
    return /dkim-signature|arc-/i.test(head.toString("latin1")) ? raw : head;
  }
  return raw;
}

/** The domain part of the List-Id header ("Neighbours <buurt.lists.example.org>" → buurt.lists.example.org), read from
 * the header block only. */
function listIdDomain(raw: Buffer): string | undefined {
  const end = raw.indexOf("\r\n\r\n");
  const head = raw.subarray(0, end < 0 ? Math.min(raw.length, 65_536) : end).toString("latin1");
  const match = /^list-id:[^\r\n<]*(?:\r\n[ \t][^\r\n<]*)*<([a-z0-9.-]{3,253})>/im.exec(head);
  return match?.[1].toLowerCase();
}

// mailauth calls `resolver(name, rrtype)` and expects `dns.promises.resolve` behaviour; the async wrapper turns a
// synchronous throw into a rejection, which mailauth reports as temperror.
function mailauthResolver(resolver: DnsResolver): DNSResolver {
  return async (name, rrtype) => (await resolver.resolve(name, rrtype)) as string[][] | string[];
}

const DKIM_RANK = ["pass", "fail", "temperror", "permerror", "policy", "neutral", "none"] as const;

/** The reasons, worded by the rows of rules/authentication.ts: SPF, each DKIM signature, DMARC, each unaligned
 * signer, the rest of DMARC. */
function authenticationReasons(
  features: AuthenticationFeatures,
  signatures: readonly SignatureFeatures[] = [],
  unaligned: readonly UnalignedSignerFeatures[] = [],
): string[] {
  return [
    ...evaluateRules(AUTHENTICATION_SPF_RULES, features).verdicts.note,
    ...signatures.flatMap((s) => evaluateRules(AUTHENTICATION_DKIM_RULES, s).verdicts.note),
    ...evaluateRules(AUTHENTICATION_DMARC_RULES, features).verdicts.note,
    ...unaligned.flatMap((u) => evaluateRules(AUTHENTICATION_UNALIGNED_RULES, u).verdicts.note),
    ...evaluateRules(AUTHENTICATION_DMARC_END_RULES, features).verdicts.note,
  ];
}

function mapResult(result: AuthenticateResult, ip: string | undefined, listId?: string): AuthenticationResult {
  // SPF
  const spfResult = result.spf || undefined;
  const spfDomain = ip && spfResult ? asciiDomain(spfResult.domain) : undefined;
  const spf = !ip || !spfResult ? "none" : normalizeResult(spfResult.status.result);

  // DKIM: one entry per signature; mailauth adds a `none` entry for an unsigned message.
  const signatures: SignatureFeatures[] = (result.dkim?.results ?? [])
    .filter((r) => r.signingDomain)
    .map((r) => ({ domain: asciiDomain(r.signingDomain), result: dkimResult(r), comment: r.status.comment }));
  const dkimDomains = unique(signatures.filter((s) => s.result === "pass").map((s) => s.domain));
  let dkim = "none";
  for (const s of signatures) {
    if (rank(s.result) < rank(dkim)) dkim = s.result;
  }

  // DMARC, with alignment decided here.
  const headerFrom = result.dkim?.headerFrom ?? [];
  const dmarcResult = result.dmarc || undefined;
  let dmarc: string;
  let aligned = false;
  const features: AuthenticationFeatures = {
    spfIp: ip && spfResult ? ip : undefined,
    spf,
    spfDomain,
    spfComment: spfResult?.status.comment,
    signatures: signatures.length,
    fromCount: headerFrom.length,
    fromDomain: "",
    strictSpf: false,
  };
  const unaligned: UnalignedSignerFeatures[] = [];
  if (headerFrom.length !== 1) {
    dmarc = headerFrom.length ? "permerror" : "none";
  } else if (!dmarcResult) {
    dmarc = "none";
  } else {
    const fromDomain = asciiDomain(headerFrom[0].split("@").pop() ?? "");
    const status = normalizeResult(dmarcResult.status.result);
    const strictDkim = dmarcResult.alignment?.dkim?.strict ?? tagIs(dmarcResult.rr, "adkim", "s");
    const strictSpf = dmarcResult.alignment?.spf?.strict ?? tagIs(dmarcResult.rr, "aspf", "s");
    const viaDkim = dkimDomains.filter((d) => domainsAlign(d, fromDomain, strictDkim));
    const viaSpf = spf === "pass" && spfDomain && domainsAlign(spfDomain, fromDomain, strictSpf) ? [spfDomain] : [];
    features.fromDomain = fromDomain;
    features.dmarcStatus = status;
    features.strictSpf = strictSpf;

    if (status === "pass" || status === "fail") {
      aligned = viaDkim.length > 0 || viaSpf.length > 0;
      dmarc = aligned ? "pass" : "fail";
      if (aligned) {
        features.alignedVia = [viaDkim.length ? "DKIM" : "", viaSpf.length ? "SPF" : ""].filter(Boolean).join(" and ");
      } else {
        features.policy = dmarcResult.policy || undefined;
        for (const signer of dkimDomains) unaligned.push({ signer, fromDomain, strict: strictDkim });
        if (spf === "pass" && spfDomain) features.unalignedSpf = spfDomain;
      }
    } else {
      dmarc = status;
    }
  }

  // A list relays the author's mail from its own servers (SPF passes for the list, not the author) and changes the
  // body, breaking the author's signature: DMARC fails for every post of a list that does not rewrite From.
  const listRelay =
    dmarc === "fail" &&
    listId !== undefined &&
    spfDomain !== undefined &&
    spf === "pass" &&
    domainsAlign(spfDomain, listId, false) &&
    signatures.some(
      (s) =>
        s.result === "fail" && domainsAlign(s.domain, features.fromDomain, false) && /body hash/i.test(s.comment ?? ""),
    );
  return {
    spf,
    dkim,
    dmarc,
    aligned,
    ...(dkimDomains.length ? { dkimDomains } : {}),
    ...(spfDomain ? { spfDomain } : {}),
    ...(listRelay ? { listRelay } : {}),
    reasons: authenticationReasons(features, signatures, unaligned),
  };
}

/** mailauth says `neutral (body hash did not verify)` for a tampered body; RFC 6376 §6.3 makes that a failure. */
function dkimResult(r: DKIMResult): string {
  const result = normalizeResult(r.status.result);
  if (result === "neutral" && /body hash did not verify/i.test(r.status.comment ?? "")) return "fail";
  return result;
}

function normalizeResult(result: string | undefined): string {
  const value = (result ?? "none").toLowerCase();
  return value === "temperr" ? "temperror" : value;
}

function rank(result: string): number {
  const i = DKIM_RANK.indexOf(result as (typeof DKIM_RANK)[number]);
  return i < 0 ? DKIM_RANK.indexOf("neutral") : i;
}

/** Strict: the same domain. Relaxed: the same organizational domain (Public Suffix List, private section included). */
export function domainsAlign(a: string, b: string, strict: boolean): boolean {
  const x = asciiDomain(a);
  const y = asciiDomain(b);
  if (!x || !y) return false;
  if (strict) return x === y;
  return organizationalDomain(x) === organizationalDomain(y);
}

function organizationalDomain(domain: string): string {
  return getDomain(domain, { allowPrivateDomains: true }) ?? domain;
}

function asciiDomain(domain: string): string {
  const lower = domain.trim().toLowerCase().replace(/\.$/, "");
  return domainToASCII(lower) || lower;
}

function tagIs(record: string | undefined, tag: string, value: string): boolean {
  const match = record?.match(new RegExp(`(?:^|;)\\s*${tag}\\s*=\\s*([^;\\s]+)`, "i"));
  return match?.[1]?.toLowerCase() === value;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
