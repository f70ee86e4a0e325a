// The DomainConnectClient: discovery as the Domain Connect protocol defines it (v2). The `_domainconnect.<domain>`
// TXT record names the DNS provider's API host; its settings document is at `https://<host>/v2/<domain>/settings`;
// a template is supported when `<urlAPI>/v2/domainTemplates/providers/<providerId>/services/<serviceId>` answers 200.
// Every request goes through the SSRF-safe client (private and loopback addresses refused, socket pinned to the
// checked address, no redirects) with a deadline and a size cap.
import { type ResolvedAddress, safeFetch } from "../../net/safe-fetch.js";
import type { DnsResolver } from "../../ports/dns.js";
import type { DomainConnectClient, DomainConnectSettings } from "../../ports/domain-connect.js";

export interface DomainConnectClientOptions {
  dns: DnsResolver;
  /** Per request (settings document, template check). */
  timeoutMs: number;
  /**
   * Development only (ALLOW_LOOPBACK_URLS): loopback hosts are reachable, and a `_domainconnect` record may name an
   * `http://` base, so a test's provider on a loopback port can stand in for a DNS provider.
   */
  allowLoopback: boolean;
  /** Reads the apply_url signing key (a file locally, a secret on AWS); undefined when none is configured. */
  readKey(): Promise<string | undefined>;
  /** DNS lookup override for the HTTP client (tests). */
  lookup?: (host: string) => Promise<ResolvedAddress[]>;
}

const MAX_BYTES = 64 * 1024;
/** A host name with an optional port and path, as providers publish it (`api.example.net/v4/domainconnect`). */
const HOST_PATH = /^[a-z0-9.-]+(:\d{1,5})?(\/[\w\-./~%]*)?$/i;

/** The provider's API base from a `_domainconnect` TXT value, or undefined when the value is not one. */
export function domainConnectBase(value: string, allowHttp: boolean): string | undefined {
  const text = value.trim().replace(/\/+$/, "");
  const http = /^http:\/\//i.test(text);
  if (http && !allowHttp) return undefined;
  const hostPath = text.replace(/^https?:\/\//i, "");
  if (!HOST_PATH.test(hostPath)) return undefined;
  return `${http ? "http" : "https"}://${hostPath}`;
}

function str(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

function int(value: unknown): number | undefined {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The fields read from a settings document; undefined when it has no providerId (not a settings document). */
export function readSettings(json: unknown): DomainConnectSettings | undefined {
  if (!json || typeof json !== "object" || Array.isArray(json)) return undefined;
  const doc = json as Record<string, unknown>;
  const providerId = str(doc.providerId);
  if (!providerId) return undefined;
  return {
    providerId,
    providerName: str(doc.providerName),
    providerDisplayName: str(doc.providerDisplayName),
    urlSyncUX: str(doc.urlSyncUX),
    urlAPI: str(doc.urlAPI),
    width: int(doc.width),
    height: int(doc.height),
  };
}

export function domainConnectClient(options: DomainConnectClientOptions): DomainConnectClient {
  const fetchOptions = {
    maxBytes: MAX_BYTES,
    timeoutMs: options.timeoutMs,
    allowLoopback: options.allowLoopback,
    lookup: options.lookup,
    headers: { accept: "application/json" },
  };
  let key: Promise<string | undefined> | undefined;
  return {
    signingKey() {
      key ??= options.readKey();
      // A failed read is tried again by the next request instead of being kept.
      key.catch(() => {
        key = undefined;
      });
      return key;
    },
    async discover(domain) {
      let values: string[];
      try {
        const answer = (await options.dns.resolve(`_domainconnect.${domain}`, "TXT")) as string[][];
        values = answer.map((chunks) => chunks.join(""));
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === "ENOTFOUND" || code === "ENODATA") return { kind: "none" };
        return { kind: "error", detail: `_domainconnect lookup failed (${code ?? "error"})` };
      }
      const base = values.map((v) => domainConnectBase(v, options.allowLoopback)).find((b) => b !== undefined);
      if (!base) return { kind: "none" };
      try {
        const response = await safeFetch(`${base}/v2/${encodeURIComponent(domain)}/settings`, fetchOptions);
        if (response.status !== 200) return { kind: "error", detail: `settings answered ${response.status}` };
        const settings = readSettings(JSON.parse(response.body.toString("utf8")));
        if (!settings) return { kind: "error", detail: "settings document has no providerId" };
        return { kind: "settings", settings: { ...settings, urlAPI: settings.urlAPI ?? base } };
      } catch (error) {
        return { kind: "error", detail: error instanceof Error ? error.message : String(error) };
      }
    },
    async templateSupported(settings, providerId, serviceId) {
      const api = settings.urlAPI?.replace(/\/+$/, "");
      if (!api || (!api.startsWith("https://") && !(options.allowLoopback && api.startsWith("http://")))) {
        return "error";
      }
      const path = `/v2/domainTemplates/providers/${encodeURIComponent(providerId)}/services/${encodeURIComponent(serviceId)}`;
      try {
        const response = await safeFetch(`${api}${path}`, fetchOptions);
        if (response.status === 200) return true;
        if (response.status === 404) return false;
        return "error";
      } catch {
        return "error";
      }
    },
  };
}
