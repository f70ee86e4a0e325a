// The authentication stage's findings as rules: each row states one SPF, DKIM or DMARC result as a reason. Notes
// only: the stage weighs nothing itself (the decision reads its spf, dkim, dmarc and alignment). The verdicts and the
// alignment are computed in authentication.ts; these rows only word them.
//
// Five tables, evaluated in this order (their reasons in that order): SPF (and a message without DKIM signature),
// the DKIM row once per signature, DMARC, the unaligned-signer row once per DKIM signer that passed but does not
// align, then the rest of DMARC.
import type { Rule } from "./evaluate.js";

/** What the authentication rules read, extracted by authentication.ts. */
export interface AuthenticationFeatures {
  /** Why mailauth could not evaluate the message at all; then no other row fires. */
  error?: string;
  /** The connecting IP address, when SPF was checked (none: it was not). */
  spfIp?: string;
  spf: string;
  /** The domain SPF checked (empty or none: there was none). */
  spfDomain?: string;
  spfComment?: string;
  /** DKIM signatures (with a signing domain). */
  signatures: number;
  /** Addresses the From header names, as DMARC reads it. */
  fromCount: number;
  /** The From domain, when there is exactly one From address. */
  fromDomain: string;
  /** DMARC's own result (none: DMARC was not evaluated). */
  dmarcStatus?: string;
  /** How DMARC aligned ("DKIM", "SPF", "DKIM and SPF"), when it passed or failed on alignment and something aligned. */
  alignedVia?: string;
  /** The domain's published policy, when DMARC failed. */
  policy?: string;
  /** The SPF domain that passed but does not align, when DMARC failed. */
  unalignedSpf?: string;
  strictSpf: boolean;
}

/** One DKIM signature, as the DKIM row reads it. */
export interface SignatureFeatures {
  domain: string;
  result: string;
  comment?: string;
}

/** One DKIM signer that passed but does not align with the From domain (DMARC failed). */
export interface UnalignedSignerFeatures {
  signer: string;
  fromDomain: string;
  strict: boolean;
}

type R = Rule<AuthenticationFeatures>;
const note = <F = AuthenticationFeatures>(row: Omit<Rule<F>, "stage" | "score" | "weight">): Rule<F> => ({
  stage: "authentication",
  score: "note",
  weight: "note",
  ...row,
});

const evaluated = (f: AuthenticationFeatures) => f.error === undefined;
const checked = (f: AuthenticationFeatures) => evaluated(f) && f.spfIp !== undefined;
const of = (f: AuthenticationFeatures) => (f.spfDomain ? ` (${f.spfDomain})` : "");
const SPF_STATED = new Set(["pass", "fail", "softfail", "neutral"]);
const SPF_WORDED = new Set([...SPF_STATED, "none", "temperror"]);
const onAlignment = (f: AuthenticationFeatures) => f.dmarcStatus === "pass" || f.dmarcStatus === "fail";

/** SPF, and a message without DKIM signature. */
export const AUTHENTICATION_SPF_RULES: readonly R[] = [
  note({
    id: "authentication.error",
    when: (f) => !evaluated(f),
    reason: (f) => `Sender authentication could not be evaluated: ${f.error}`,
    doc: "mailauth could not evaluate the message (spf, dkim and dmarc are temperror).",
  }),
  note({
    id: "authentication.spf_unchecked",
    when: (f) => evaluated(f) && f.spfIp === undefined,
    reason: "SPF not checked: the connecting IP address is unknown",
    doc: "No connecting IP address (or no SPF result): SPF is none.",
  }),
  note({
    id: "authentication.spf_result",
    when: (f) => checked(f) && SPF_STATED.has(f.spf),
    reason: (f) => `SPF ${f.spf} for ${f.spfIp}${of(f)}`,
    doc: "SPF pass, fail, softfail or neutral for the connecting IP address.",
  }),
  note({
    id: "authentication.spf_no_record",
    when: (f) => checked(f) && f.spf === "none" && Boolean(f.spfDomain),
    reason: (f) => `No SPF record for ${f.spfDomain}`,
    doc: "The domain publishes no SPF record.",
  }),
  note({
    id: "authentication.spf_no_domain",
    when: (f) => checked(f) && f.spf === "none" && !f.spfDomain,
    reason: "No SPF domain to check",
    doc: "Neither MAIL FROM nor HELO gives a domain to check.",
  }),
  note({
    id: "authentication.spf_temperror",
    when: (f) => checked(f) && f.spf === "temperror",
    reason: (f) => `SPF temporary error${of(f)}: ${f.spfComment ?? "DNS lookup failed"}`,
    doc: "SPF temperror (a DNS lookup failed).",
  }),
  note({
    id: "authentication.spf_other",
    when: (f) => checked(f) && !SPF_WORDED.has(f.spf),
    reason: (f) => `SPF ${f.spf}${of(f)}${f.spfComment ? `: ${f.spfComment}` : ""}`,
    doc: "Any other SPF result (permerror, policy), with mailauth's comment.",
  }),
  note({
    id: "authentication.dkim_none",
    when: (f) => evaluated(f) && f.signatures === 0,
    reason: "No DKIM signature",
    doc: "The message carries no DKIM signature.",
  }),
];

const detail = (s: SignatureFeatures) => (s.comment ? ` (${s.comment})` : "");

/** Evaluated once per DKIM signature, in the order of the signatures. */
export const AUTHENTICATION_DKIM_RULES: readonly Rule<SignatureFeatures>[] = [
  note<SignatureFeatures>({
    id: "authentication.dkim_pass",
    when: (s) => s.result === "pass",
    reason: (s) => `DKIM pass for ${s.domain}`,
    doc: "Once per signature: it verifies.",
  }),
  note<SignatureFeatures>({
    id: "authentication.dkim_temperror",
    when: (s) => s.result === "temperror",
    reason: (s) => `DKIM temporary error for ${s.domain}${detail(s)}`,
    doc: "Once per signature: its key could not be looked up.",
  }),
  note<SignatureFeatures>({
    id: "authentication.dkim_other",
    when: (s) => s.result !== "pass" && s.result !== "temperror",
    reason: (s) => `DKIM ${s.result} for ${s.domain}${detail(s)}`,
    doc: "Once per signature: any other result (fail, also for a body hash that does not verify; permerror, neutral …).",
  }),
];

/** DMARC: not applicable, not evaluated, or its result on alignment. */
export const AUTHENTICATION_DMARC_RULES: readonly R[] = [
  note({
    id: "authentication.dmarc_several_from",
    when: (f) => evaluated(f) && f.fromCount > 1,
    reason: "DMARC not applicable: more than one From address",
    doc: "The From header names more than one address (DMARC is permerror).",
  }),
  note({
    id: "authentication.dmarc_no_from",
    when: (f) => evaluated(f) && f.fromCount === 0,
    reason: "DMARC not applicable: no From address",
    doc: "There is no From address.",
  }),
  note({
    id: "authentication.dmarc_not_evaluated",
    when: (f) => evaluated(f) && f.fromCount === 1 && f.dmarcStatus === undefined,
    reason: "DMARC not evaluated",
    doc: "mailauth gave no DMARC result.",
  }),
  note({
    id: "authentication.dmarc_pass",
    when: (f) => onAlignment(f) && f.alignedVia !== undefined,
    reason: (f) => `DMARC pass, aligned with ${f.fromDomain} via ${f.alignedVia}`,
    doc: "A passing DKIM signature or SPF domain aligns with the From domain (alignment computed here).",
  }),
  note({
    id: "authentication.dmarc_fail",
    when: (f) => onAlignment(f) && f.alignedVia === undefined,
    reason: (f) => `DMARC fail for ${f.fromDomain}${f.policy ? ` (policy ${f.policy})` : ""}`,
    doc: "Nothing that passed aligns with the From domain (with the domain's policy).",
  }),
];

/** Evaluated once per DKIM signer that passed but does not align (DMARC failed), in the order of the signers. */
export const AUTHENTICATION_UNALIGNED_RULES: readonly Rule<UnalignedSignerFeatures>[] = [
  note<UnalignedSignerFeatures>({
    id: "authentication.dkim_unaligned",
    when: () => true,
    reason: (u) => `DKIM signer ${u.signer} is not ${u.strict ? "strictly aligned" : "aligned"} with ${u.fromDomain}`,
    doc: "Once per passing DKIM signer, when DMARC failed: it does not align with the From domain (strictly, under adkim=s).",
  }),
];

/** The rest of DMARC. */
export const AUTHENTICATION_DMARC_END_RULES: readonly R[] = [
  note({
    id: "authentication.spf_unaligned",
    when: (f) => f.unalignedSpf !== undefined,
    reason: (f) =>
      `SPF domain ${f.unalignedSpf} is not ${f.strictSpf ? "strictly aligned" : "aligned"} with ${f.fromDomain}`,
    doc: "When DMARC failed: the SPF domain passed but does not align with the From domain (strictly, under aspf=s).",
  }),
  note({
    id: "authentication.dmarc_no_record",
    when: (f) => f.dmarcStatus === "none",
    reason: (f) => `No DMARC record for ${f.fromDomain}`,
    doc: "The From domain publishes no DMARC record.",
  }),
  note({
    id: "authentication.dmarc_temperror",
    when: (f) => f.dmarcStatus === "temperror",
    reason: (f) => `DMARC temporary error for ${f.fromDomain}: DNS lookup failed`,
    doc: "The DMARC record could not be looked up.",
  }),
  note({
    id: "authentication.dmarc_other",
    when: (f) =>
      f.dmarcStatus !== undefined && !onAlignment(f) && f.dmarcStatus !== "none" && f.dmarcStatus !== "temperror",
    reason: (f) => `DMARC ${f.dmarcStatus} for ${f.fromDomain}`,
    doc: "Any other DMARC result (permerror …).",
  }),
];
