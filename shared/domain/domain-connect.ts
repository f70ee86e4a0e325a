// Domain Connect: whether the domain's DNS host can publish our records in one click, and the signed link that does
// it. Discovery follows the protocol (the `_domainconnect` TXT record, the provider's settings document, the
// template check); the link applies our template (providerId/serviceId from the configuration) with one variable
// per record and only the groups (record purposes) still to add, signed with our RSA key as the protocol's
// digital signatures ask (`sig` over the query string, `key` naming the TXT record of the public key).
import { createSign } from "node:crypto";
import { setDomainConnect } from "../db/domains.js";
import type { DomainItem } from "../db/service.js";
import type { Platform } from "../ports/platform.js";
import { findNameservers, type VerificationRecord } from "./domain-records.js";

export type DomainConnectReason =
  | "no_domain_connect"
  | "provider_error"
  | "no_sync_flow"
  | "template_not_supported"
  | "records_not_templatable"
  | "already_configured"
  | "not_configured";

/** The spec's Domain Connect setup object. */
export interface DomainConnectSetup {
  supported: boolean;
  provider_name?: string;
  apply_url?: string;
  provider_id?: string;
  url_sync_ux?: string;
  width?: number;
  height?: number;
  reason: DomainConnectReason;
  checked_at: string;
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, "");

/** A record's host relative to the zone (`@` for the apex), or undefined when the record is outside the zone. */
function hostIn(name: string, zone: string): string | undefined {
  const n = bare(name);
  if (n === zone) return "@";
  return n.endsWith(`.${zone}`) ? n.slice(0, -(zone.length + 1)) : undefined;
}

/**
 * Our template's variables for these records: `<purpose><n>host` and `<purpose><n>` per record (n counts within a
 * purpose from 1), in record order. The template (docs/domains.md#domain-connect) uses the same names.
 */
export function templateVariables(records: VerificationRecord[], zone: string): Record<string, string> | undefined {
  const vars: Record<string, string> = {};
  const counts = new Map<string, number>();
  for (const r of records) {
    const n = (counts.get(r.purpose) ?? 0) + 1;
    counts.set(r.purpose, n);
    const host = hostIn(r.name, zone);
    if (host === undefined) return undefined;
    vars[`${r.purpose}${n}host`] = host;
    vars[`${r.purpose}${n}`] = r.value;
  }
  return vars;
}

/** RSA-SHA256 over the query string, base64: the protocol's `sig`. */
export function signQuery(query: string, privateKeyPem: string): string {
  return createSign("RSA-SHA256").update(query).sign(privateKeyPem, "base64");
}

/** The signed synchronous-flow link that applies the template's groups still to add. */
export function applyUrl(options: {
  urlSyncUX: string;
  providerId: string;
  serviceId: string;
  zone: string;
  groups: string[];
  vars: Record<string, string>;
  keyHost: string;
  privateKeyPem: string;
}): string {
  const params = new URLSearchParams({ domain: options.zone, groupId: options.groups.join(","), ...options.vars });
  const query = params.toString();
  const sig = signQuery(query, options.privateKeyPem);
  const base = options.urlSyncUX.replace(/\/+$/, "");
  const path = `/v2/domainTemplates/providers/${encodeURIComponent(options.providerId)}/services/${encodeURIComponent(options.serviceId)}/apply`;
  return `${base}${path}?${query}&${new URLSearchParams({ sig, key: options.keyHost }).toString()}`;
}

/**
 * Discovery now, for the domain's zone (the nearest name with NS records): the setup object, also kept on the
 * domain as `domain_connect`. Records "still to add" are the required ones the last check did not find VALID.
 */
export async function domainConnectSetup(
  platform: Platform,
  domain: DomainItem,
  now: Date,
): Promise<DomainConnectSetup> {
  const checkedAt = now.toISOString();
  const { zone } = await findNameservers(platform.dns, domain.domain);
  const client = platform.domainConnect;
  const { providerId, serviceId, keyHost } = platform.config.domainConnect;

  const setup = await (async (): Promise<DomainConnectSetup> => {
    const discovery = await client.discover(zone);
    if (discovery.kind === "none") return { supported: false, reason: "no_domain_connect", checked_at: checkedAt };
    if (discovery.kind === "error") {
      platform.log.info("domain connect discovery failed", { domain: domain.domain, detail: discovery.detail });
      return { supported: false, reason: "provider_error", checked_at: checkedAt };
    }
    const { settings } = discovery;
    const provider = {
      provider_id: settings.providerId,
      provider_name: settings.providerDisplayName ?? settings.providerName ?? settings.providerId,
      ...(settings.urlSyncUX ? { url_sync_ux: settings.urlSyncUX } : {}),
      ...(settings.width ? { width: settings.width } : {}),
      ...(settings.height ? { height: settings.height } : {}),
      checked_at: checkedAt,
    };
    if (!settings.urlSyncUX) return { supported: false, reason: "no_sync_flow", ...provider };
    const supported = await client.templateSupported(settings, providerId, serviceId);
    if (supported === "error") return { supported: false, reason: "provider_error", ...provider };
    if (!supported) return { supported: false, reason: "template_not_supported", ...provider };
    const vars = templateVariables(domain.records, zone);
    if (!vars) return { supported: false, reason: "records_not_templatable", ...provider };
    const toAdd = domain.records.filter((r) => r.required && r.status !== "VALID");
    if (!toAdd.length) return { supported: true, reason: "already_configured", ...provider };
    const privateKeyPem = await client.signingKey();
    if (!privateKeyPem) {
      // An unsigned link would be refused by providers that check signatures: leave it out and say why in the log.
      platform.log.warn("domain connect: no signing key configured (DOMAIN_CONNECT_KEY_FILE / _SECRET_ARN)");
      return { supported: true, reason: "not_configured", ...provider };
    }
    const groups = [...new Set(toAdd.map((r) => r.purpose))];
    const url = applyUrl({
      urlSyncUX: settings.urlSyncUX,
      providerId,
      serviceId,
      zone,
      groups,
      vars,
      keyHost,
      privateKeyPem,
    });
    return { supported: true, reason: "not_configured", apply_url: url, ...provider };
  })();

  await setDomainConnect(platform.db, domain, {
    supported: setup.supported,
    ...(setup.provider_name ? { providerName: setup.provider_name } : {}),
    ...(setup.apply_url ? { applyUrl: setup.apply_url } : {}),
  });
  return setup;
}

/** The public key TXT record values for `<keyHost>.<keyDomain>` (the protocol's `p=<n>,a=RS256,d=<chunk>` form). */
export function publicKeyRecords(publicKeyDerBase64: string, chunk = 200): string[] {
  const out: string[] = [];
  for (let i = 0; i < publicKeyDerBase64.length; i += chunk) {
    out.push(`p=${out.length + 1},a=RS256,d=${publicKeyDerBase64.slice(i, i + chunk)}`);
  }
  return out;
}
