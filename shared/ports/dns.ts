// DNS lookups for sender authentication (SPF, DKIM keys, DMARC policies). System resolver on AWS, an in-memory
// zone in tests and the local runtime.

/**
 * Behaves like `dns.promises.resolve(name, rrtype)`: TXT gives `string[][]` (each record's chunks), MX gives
 * `{ exchange, priority }[]`, A/AAAA give `string[]`. A missing name or record type rejects with an Error whose
 * `code` is `ENOTFOUND` or `ENODATA`; a lookup that took too long rejects with `ETIMEOUT`.
 */
export interface DnsResolver {
  resolve(name: string, rrtype: string): Promise<unknown>;
}

export interface MxRecord {
  exchange: string;
  priority: number;
}
