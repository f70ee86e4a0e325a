// Domain Connect discovery needs the network (the DNS provider's settings document and template check), so it is a
// port: the SSRF-guarded HTTP client with timeouts in shared/adapters/net/domain-connect.ts.

/** The fields of a provider's settings document (`https://<host>/v2/<domain>/settings`) the service reads. */
export interface DomainConnectSettings {
  providerId: string;
  providerName?: string;
  providerDisplayName?: string;
  /** Base URL of the synchronous flow; absent when the provider offers none. */
  urlSyncUX?: string;
  urlAPI?: string;
  width?: number;
  height?: number;
}

export type DomainConnectDiscovery =
  /** No `_domainconnect` TXT record. */
  | { kind: "none" }
  /** The settings document could not be fetched or read. */
  | { kind: "error"; detail: string }
  | { kind: "settings"; settings: DomainConnectSettings };

export interface DomainConnectClient {
  /** `_domainconnect.<domain>` TXT, then the settings document at that host. */
  discover(domain: string): Promise<DomainConnectDiscovery>;
  /** Whether the provider supports a template: `<urlAPI>/v2/domainTemplates/providers/<providerId>/services/<serviceId>`. */
  templateSupported(settings: DomainConnectSettings, providerId: string, serviceId: string): Promise<boolean | "error">;
  /** The RSA private key (PKCS#8 or PKCS#1 PEM) that signs apply URLs; undefined when none is configured. */
  signingKey(): Promise<string | undefined>;
}
