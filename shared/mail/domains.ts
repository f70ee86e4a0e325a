// Which domains this instance receives mail for: the shared domain and verified custom domains with inbound on.
import { readDomain } from "../db/domains.js";
import type { DomainItem } from "../db/service.js";
import type { Platform } from "../ports/platform.js";

export async function receivingDomain(
  platform: Platform,
  domainName: string,
): Promise<{ shared: boolean; domain?: DomainItem } | undefined> {
  const name = domainName.toLowerCase();
  if (name === platform.config.sharedDomain) return { shared: true };
  const data = await readDomain(platform.db, name);
  return data && data.status === "VERIFIED" && data.inboundEnabled ? { shared: false, domain: data } : undefined;
}

export async function isLocalAddress(platform: Platform, address: string): Promise<boolean> {
  const at = address.lastIndexOf("@");
  return at > 0 && (await receivingDomain(platform, address.slice(at + 1))) !== undefined;
}

/**
 * The DKIM key a sender's mail is signed with on the local platform: its custom domain's own (d= that domain, so
 * DKIM aligns with the From address for DMARC), or undefined for the shared domain and domains without one.
 */
export async function customDomainSigning(
  platform: Platform,
  sender: string,
): Promise<{ domain: string; selector: string; privateKeyPem: string } | undefined> {
  const name = sender.slice(sender.lastIndexOf("@") + 1).toLowerCase();
  if (!name || name === platform.config.sharedDomain) return undefined;
  const data = await readDomain(platform.db, name);
  return data?.dkimSigning ? { domain: data.domain, ...data.dkimSigning } : undefined;
}
