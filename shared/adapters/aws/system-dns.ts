// The DnsResolver on AWS (and for the local runtime when real DNS is wanted): node:dns with a hard deadline.
import { Resolver } from "node:dns/promises";
import { dnsError } from "../../net/dns-error.js";
import type { DnsResolver } from "../../ports/dns.js";

export interface SystemDnsOptions {
  /** Deadline for one lookup, retries included. A lookup past it rejects with code `ETIMEOUT`. */
  timeoutMs: number;
  /** Name servers (`ip` or `ip:port`); defaults to the system's. */
  servers?: string[];
}

const RRTYPES = new Set(["A", "AAAA", "ANY", "CAA", "CNAME", "MX", "NAPTR", "NS", "PTR", "SOA", "SRV", "TXT"]);

export function systemDnsResolver(options: SystemDnsOptions): DnsResolver {
  const timeoutMs = Math.max(1, Math.floor(options.timeoutMs));
  // c-ares doubles the per-try timeout on each retry: two tries of a third each fit inside the deadline.
  const resolver = new Resolver({ timeout: Math.max(1, Math.floor(timeoutMs / 3)), tries: 2 });
  if (options.servers?.length) resolver.setServers(options.servers);

  return {
    resolve(name, rrtype) {
      const type = rrtype.toUpperCase();
      if (!RRTYPES.has(type)) return Promise.reject(dnsError("ENOTIMP", "query", name));
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(dnsError("ETIMEOUT", `query${type}`, name)), timeoutMs);
        timer.unref();
      });
      return Promise.race([resolver.resolve(name, type), deadline]).finally(() => clearTimeout(timer));
    },
  };
}
