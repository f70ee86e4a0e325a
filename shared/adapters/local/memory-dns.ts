// An in-memory DNS zone: the DnsResolver for tests and the local runtime. Names are case-insensitive and a
// trailing dot is ignored. Answers have the shapes `dns.promises.resolve` gives.

import { dnsError } from "../../net/dns-error.js";
import type { DnsResolver, MxRecord } from "../../ports/dns.js";

export type MemoryRecordType = "TXT" | "MX" | "A" | "AAAA" | "CNAME" | "NS";

export interface MemoryZone {
  /** TXT records of a name; a string longer than 255 characters is kept whole (resolvers join the chunks). */
  txt?: Record<string, Array<string | string[]>>;
  mx?: Record<string, MxRecord[]>;
  a?: Record<string, string[]>;
  aaaa?: Record<string, string[]>;
  /** The alias a name points to (one per name, as in DNS). */
  cname?: Record<string, string>;
  ns?: Record<string, string[]>;
}

export interface MemoryDnsResolver extends DnsResolver {
  /** Replaces the TXT records of `name`. Each value is one record (a string, or its character-string chunks). */
  setTxt(name: string, values: Array<string | string[]>): void;
  setMx(name: string, records: MxRecord[]): void;
  setA(name: string, ips: string[]): void;
  setAaaa(name: string, ips: string[]): void;
  setCname(name: string, alias: string): void;
  setNs(name: string, hosts: string[]): void;
  /** Removes records of one type, or every record of the name. */
  remove(name: string, type?: MemoryRecordType): void;
}

const normalize = (name: string) => name.trim().toLowerCase().replace(/\.$/, "");

export function memoryDnsResolver(zone: MemoryZone = {}): MemoryDnsResolver {
  // name -> type -> answer (already in the resolve() shape)
  const records = new Map<string, Map<MemoryRecordType, unknown[]>>();

  const set = (name: string, type: MemoryRecordType, answer: unknown[]) => {
    const key = normalize(name);
    let byType = records.get(key);
    if (!byType) {
      byType = new Map();
      records.set(key, byType);
    }
    if (answer.length) byType.set(type, answer);
    else byType.delete(type);
    if (!byType.size) records.delete(key);
  };

  const resolver: MemoryDnsResolver = {
    async resolve(name, rrtype) {
      const type = rrtype.toUpperCase();
      const byType = records.get(normalize(name));
      if (!byType) throw dnsError("ENOTFOUND", `query${type}`, name);
      const answer = byType.get(type as MemoryRecordType);
      if (!answer) throw dnsError("ENODATA", `query${type}`, name);
      // Copies, so callers can't change the zone.
      return answer.map((entry) =>
        Array.isArray(entry) ? [...entry] : typeof entry === "object" ? { ...entry } : entry,
      );
    },
    setTxt(name, values) {
      set(
        name,
        "TXT",
        values.map((value) => (Array.isArray(value) ? [...value] : [value])),
      );
    },
    setMx(name, mx) {
      set(
        name,
        "MX",
        mx.map((r) => ({ exchange: normalize(r.exchange), priority: r.priority })),
      );
    },
    setA(name, ips) {
      set(name, "A", [...ips]);
    },
    setAaaa(name, ips) {
      set(name, "AAAA", [...ips]);
    },
    setCname(name, alias) {
      set(name, "CNAME", alias ? [normalize(alias)] : []);
    },
    setNs(name, hosts) {
      set(
        name,
        "NS",
        hosts.map((h) => normalize(h)),
      );
    },
    remove(name, type) {
      if (type) set(name, type, []);
      else records.delete(normalize(name));
    },
  };

  for (const [name, values] of Object.entries(zone.txt ?? {})) resolver.setTxt(name, values);
  for (const [name, mx] of Object.entries(zone.mx ?? {})) resolver.setMx(name, mx);
  for (const [name, ips] of Object.entries(zone.a ?? {})) resolver.setA(name, ips);
  for (const [name, ips] of Object.entries(zone.aaaa ?? {})) resolver.setAaaa(name, ips);
  for (const [name, alias] of Object.entries(zone.cname ?? {})) resolver.setCname(name, alias);
  for (const [name, hosts] of Object.entries(zone.ns ?? {})) resolver.setNs(name, hosts);
  return resolver;
}
