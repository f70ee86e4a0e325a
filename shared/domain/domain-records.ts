// The DNS records of a custom domain, as data: what to publish (the sending identity's SPF, DKIM and MAIL FROM
// records, the inbound MX, DMARC), how each is checked against what DNS answers, which DNS host the nameservers
// belong to, and the BIND zone file that carries them.
import type { DomainItem } from "../db/service.js";
import type { DnsResolver, MxRecord } from "../ports/dns.js";
import type { DomainIdentity } from "../ports/domain-identities.js";

export type VerificationRecord = DomainItem["records"][number];
export type RecordStatus = VerificationRecord["status"];
export type DnsProvider = NonNullable<DomainItem["dnsProvider"]>;

/** The DMARC policy suggested for a new domain: quarantine, not reject, while other senders of it are found. */
export const DMARC_VALUE = "v=DMARC1; p=quarantine";

/** Every record a domain publishes, unchecked (status MISSING). The inbound MX is required only with inbound on. */
export function expectedRecords(
  domain: string,
  identity: DomainIdentity,
  options: { inboundMxHost: string; inboundEnabled: boolean },
): VerificationRecord[] {
  return [
    {
      type: "MX",
      name: domain,
      value: options.inboundMxHost.toLowerCase(),
      priority: 10,
      purpose: "inbound",
      required: options.inboundEnabled,
      status: "MISSING",
    },
    ...identity.records.map((r) => ({ ...r, required: true, status: "MISSING" as const })),
    { type: "TXT", name: `_dmarc.${domain}`, value: DMARC_VALUE, purpose: "dmarc", required: true, status: "MISSING" },
  ];
}

// ---- checks ----

type Found = { status: RecordStatus; reason?: string };

const bare = (name: string) => name.trim().toLowerCase().replace(/\.$/, "");
const missingCodes = new Set(["ENOTFOUND", "ENODATA"]);

/** The answer, or undefined when the name or type does not exist; any other failure counts as not found yet. */
async function lookup<T>(dns: DnsResolver, name: string, type: string): Promise<T[] | undefined> {
  try {
    return (await dns.resolve(name, type)) as T[];
  } catch (error) {
    if (missingCodes.has((error as { code?: string }).code ?? "")) return undefined;
    // A timeout or a failing name server proves nothing: the record stays MISSING until a check gets an answer.
    return undefined;
  }
}

const quote = (values: string[]) => values.map((v) => (v.length > 120 ? `${v.slice(0, 117)}...` : v)).join(", ");

/** SPF mechanisms of a record, without the version and the final `all`. */
const spfMechanisms = (value: string) =>
  value
    .toLowerCase()
    .split(/\s+/)
    .filter((t) => t && t !== "v=spf1" && !/^[-~?+]?all$/.test(t));

/** The `p=` of a DKIM key record, whitespace removed. */
const dkimKey = (value: string) => /(?:^|;)\s*p=([^;]*)/i.exec(value)?.[1].replace(/\s+/g, "");

async function checkTxt(dns: DnsResolver, record: VerificationRecord): Promise<Found> {
  const answer = await lookup<string[]>(dns, record.name, "TXT");
  const values = (answer ?? []).map((chunks) => chunks.join(""));
  switch (record.purpose) {
    case "spf": {
      const spf = values.filter((v) => /^v=spf1(\s|$)/i.test(v.trim()));
      if (!spf.length) return { status: "MISSING" };
      if (spf.length > 1) return { status: "INVALID", reason: `found ${spf.length} SPF records: ${quote(spf)}` };
      const have = new Set(spfMechanisms(spf[0]));
      const lacking = spfMechanisms(record.value).filter((m) => !have.has(m));
      return lacking.length
        ? { status: "INVALID", reason: `found ${quote(spf)} (missing ${lacking.join(" ")})` }
        : { status: "VALID" };
    }
    case "dmarc": {
      if (!values.length) return { status: "MISSING" };
      // Any DMARC policy of the owner's is fine: the check is that one is published.
      if (values.some((v) => /^v=DMARC1\s*(;|$)/i.test(v.trim()) && /;\s*p=\w+/i.test(v))) return { status: "VALID" };
      return { status: "INVALID", reason: `found ${quote(values)}` };
    }
    case "dkim": {
      if (!values.length) return { status: "MISSING" };
      const want = dkimKey(record.value);
      if (values.some((v) => dkimKey(v) === want)) return { status: "VALID" };
      return { status: "INVALID", reason: `found ${quote(values)}` };
    }
    default: {
      if (!values.length) return { status: "MISSING" };
      if (values.some((v) => v.trim() === record.value)) return { status: "VALID" };
      return { status: "INVALID", reason: `found ${quote(values)}` };
    }
  }
}

async function checkMx(dns: DnsResolver, record: VerificationRecord): Promise<Found> {
  const answer = await lookup<MxRecord>(dns, record.name, "MX");
  if (!answer?.length) return { status: "MISSING" };
  if (answer.some((mx) => bare(mx.exchange) === bare(record.value))) return { status: "VALID" };
  return {
    status: "INVALID",
    reason: `found ${answer.map((mx) => `MX ${mx.priority} ${bare(mx.exchange)}`).join(", ")}`,
  };
}

async function checkCname(dns: DnsResolver, record: VerificationRecord): Promise<Found> {
  const answer = await lookup<string>(dns, record.name, "CNAME");
  if (!answer?.length) return { status: "MISSING" };
  if (answer.some((alias) => bare(alias) === bare(record.value))) return { status: "VALID" };
  return { status: "INVALID", reason: `found CNAME ${answer.map(bare).join(", ")}` };
}

const CHECKS: Record<VerificationRecord["type"], (dns: DnsResolver, r: VerificationRecord) => Promise<Found>> = {
  TXT: checkTxt,
  MX: checkMx,
  CNAME: checkCname,
};

/** Each record with what DNS answers now: status, and for INVALID the values found. */
export async function checkRecords(dns: DnsResolver, records: VerificationRecord[]): Promise<VerificationRecord[]> {
  return Promise.all(
    records.map(async (record) => {
      const { reason: _old, ...rest } = record;
      const found = await CHECKS[record.type](dns, record);
      return { ...rest, status: found.status, ...(found.reason ? { reason: found.reason } : {}) };
    }),
  );
}

/** The spec's state machine: VERIFIED when every required record is VALID, INVALID when one is wrong, else PENDING. */
export function domainStatus(records: VerificationRecord[]): "VERIFIED" | "INVALID" | "PENDING" {
  const required = records.filter((r) => r.required);
  if (required.every((r) => r.status === "VALID")) return "VERIFIED";
  if (required.some((r) => r.status === "INVALID")) return "INVALID";
  return "PENDING";
}

/** Why a domain is not verified yet, for its `reason` (absent once VERIFIED). */
export function statusReason(status: DomainItem["status"], records: VerificationRecord[]): string | undefined {
  const names = (s: RecordStatus) =>
    records.filter((r) => r.required && r.status === s).map((r) => `${r.purpose} ${r.type} ${r.name}`);
  switch (status) {
    case "NOT_STARTED":
      return "Publish the DNS records, then call verify";
    case "INVALID":
      return `Wrong value: ${names("INVALID").join("; ")}`;
    case "PENDING":
      return `Not found yet: ${names("MISSING").join("; ")}`;
    default:
      return undefined;
  }
}

// ---- nameservers ----

/** DNS hosts by the names of their nameservers, each with its console. */
export const DNS_PROVIDERS: ReadonlyArray<{ provider: DnsProvider; pattern: RegExp; url: string }> = [
  { provider: "cloudflare", pattern: /\.ns\.cloudflare\.com$/, url: "https://dash.cloudflare.com/" },
  {
    provider: "route53",
    pattern: /^ns-\d+\.awsdns-\d+\.(com|net|org|co\.uk)$/,
    url: "https://console.aws.amazon.com/route53/v2/hostedzones",
  },
  {
    provider: "google",
    pattern: /^ns-cloud-[a-e]\d\.googledomains\.com$|\.google$/,
    url: "https://console.cloud.google.com/net-services/dns/zones",
  },
  { provider: "vercel", pattern: /\.vercel-dns\.com$/, url: "https://vercel.com/dashboard/domains" },
  {
    provider: "namecheap",
    pattern: /\.registrar-servers\.com$|\.namecheaphosting\.com$/,
    url: "https://ap.www.namecheap.com/domains/list/",
  },
  { provider: "godaddy", pattern: /\.domaincontrol\.com$/, url: "https://dcc.godaddy.com/control/portfolio" },
  {
    provider: "digitalocean",
    pattern: /^ns\d\.digitalocean\.com$/,
    url: "https://cloud.digitalocean.com/networking/domains",
  },
  {
    provider: "hetzner",
    pattern: /\.ns\.hetzner\.(com|de)$|\.your-server\.de$|\.first-ns\.de$/,
    url: "https://dns.hetzner.com/",
  },
  { provider: "porkbun", pattern: /\.porkbun\.com$/, url: "https://porkbun.com/account/domainsSpeedy" },
];

/** The DNS host of a set of nameservers (`other` when none is known), or undefined without nameservers. */
export function dnsProviderOf(nameservers: readonly string[]): DnsProvider | undefined {
  if (!nameservers.length) return undefined;
  const hit = DNS_PROVIDERS.find(({ pattern }) => nameservers.some((ns) => pattern.test(bare(ns))));
  return hit?.provider ?? "other";
}

/** The console of a DNS host. */
export function dnsProviderUrl(provider: DnsProvider | undefined): string | undefined {
  return DNS_PROVIDERS.find((p) => p.provider === provider)?.url;
}

/**
 * The NS records of the domain, or of the nearest parent that has them (a subdomain is served by its zone's), and
 * that zone's apex; no nameservers and the domain itself when nothing answers.
 */
export async function findNameservers(
  dns: DnsResolver,
  domain: string,
): Promise<{ zone: string; nameservers: string[] }> {
  const labels = bare(domain).split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    const zone = labels.slice(i).join(".");
    const answer = await lookup<string>(dns, zone, "NS");
    if (answer?.length) return { zone, nameservers: [...new Set(answer.map(bare))].sort() };
  }
  return { zone: bare(domain), nameservers: [] };
}

// ---- zone file ----

/** A TXT value as BIND character-strings: quoted, escaped, split every 255 bytes. */
function txtRdata(value: string): string {
  const chunks: string[] = [];
  for (let i = 0; i < value.length; i += 255) chunks.push(value.slice(i, i + 255));
  return chunks.map((c) => `"${c.replace(/(["\\])/g, "\\$1")}"`).join(" ");
}

/** A name relative to the origin (`@` for the origin itself), as zone files write it. */
function relativeName(name: string, origin: string): string {
  const n = bare(name);
  if (n === origin) return "@";
  return n.endsWith(`.${origin}`) ? n.slice(0, -(origin.length + 1)) : `${n}.`;
}

/** The BIND zone file of a domain's records (every one, required or not), to import at the DNS host. */
export function zoneFile(domain: string, records: VerificationRecord[], generatedAt: Date): string {
  const origin = bare(domain);
  const lines = [
    `; DNS records for ${origin}, generated ${generatedAt.toISOString()}`,
    "; Publish every record at your DNS host (most import this file), then call POST /v0/domains/{domain_id}/verify.",
    `$ORIGIN ${origin}.`,
    "$TTL 3600",
  ];
  for (const r of records) {
    const rdata =
      r.type === "TXT"
        ? txtRdata(r.value)
        : r.type === "MX"
          ? `${r.priority ?? 10} ${bare(r.value)}.`
          : `${bare(r.value)}.`;
    const note = r.required ? r.purpose : `${r.purpose} (optional)`;
    lines.push(`; ${note}`, `${relativeName(r.name, origin)}\tIN\t${r.type}\t${rdata}`);
  }
  return `${lines.join("\n")}\n`;
}
