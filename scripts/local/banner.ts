// What `npm start` prints once the service is up. The base URL is the address without `/v0`: the README's `B`,
// the official client's `baseUrl`.

export interface BannerInfo {
  stage: string;
  baseUrl: string;
  smtpPort: number;
  sharedDomain: string;
  outboxDir: string;
  dataDir: string;
  /** The local DNS zone file (LOCAL_DNS_ZONE): custom domains' records are published here. */
  dnsZoneFile?: string;
}

export function startBanner(info: BannerInfo): string {
  return `
Agent mail service is running (${info.stage} mode)
  Base URL:  ${info.baseUrl}   (the API is under /v0; B in the README's first run)
  Health:    ${info.baseUrl}/health
  MCP:       ${info.baseUrl}/mcp   (an API key as bearer token; docs/mcp.md)
  SMTP in:   localhost:${info.smtpPort} (mail for @${info.sharedDomain})
  Outbox:    ${info.outboxDir}
${info.dnsZoneFile ? `  DNS zone:  ${info.dnsZoneFile} (publish custom domains' records here; docs/domains.md)\n` : ""}  Data:      ${info.dataDir} (npm run reset wipes it)

Sign in and get an API key: README.md, "First run" (the sign-in code comes back as dev_code in development mode).
`;
}
