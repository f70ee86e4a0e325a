// DNS lookups for sender authentication (SPF, DKIM keys, DMARC policies) and custom domains' checks (MX, CNAME, NS,
// TXT). System resolver on AWS; locally an in-memory zone plus the developer's zone file (LOCAL_DNS_ZONE).

/**
 * Behaves like `dns.promises.resolve(name, rrtype)`: TXT gives `string[][]` (each record's chunks), MX gives
 * `{ exchange, priority }[]`, A/AAAA, CNAME and NS
 * give `string[]`. A missing name or record type rejects with an Error whose
 * `code` is `ENOTFOUND` or `ENODATA`; a lookup that took too long rejects with `ETIMEOUT`.
 */
export interface DnsResolver {
  resolve(name: string, rrtype: string): Promise<unknown>;
}

export interface MxRecord {
  exchange: string;
  priority: number;
}
