// The local DnsResolver's published records: a BIND zone file the developer (or a test) edits, named by
// LOCAL_DNS_ZONE. Offline there is no public DNS, so this file stands in for a DNS host: records put here are
// what the domain checks and the inbound authentication see. The file is read again whenever it changes, and answers
// from it come before the instance's own in-memory zone (the shared domain's SPF, DKIM and DMARC).
import { readFile, stat } from "node:fs/promises";
import zonefile from "dns-zonefile";
import { dnsError } from "../../net/dns-error.js";
import type { DnsResolver } from "../../ports/dns.js";
import { type MemoryDnsResolver, type MemoryZone, memoryDnsResolver } from "./memory-dns.js";

export interface ZoneFileDnsOptions {
  /** The BIND zone file; a missing file is an empty zone. */
  path: string;
  /** Asked when the file has no answer (the instance's own records). */
  fallback?: DnsResolver;
  /** A file that does not parse is an empty zone until it is fixed; this hears why. */
  onError?(error: unknown): void;
}

const absolute = (name: string) => name.trim().toLowerCase().replace(/\.$/, "");

/** A name of the file relative to its `$ORIGIN` (`@` is the origin itself; a trailing dot makes a name absolute). */
function qualify(name: string, origin: string | undefined): string {
  const n = name.trim();
  if (n === "@" || n === "") return absolute(origin ?? "");
  if (n.endsWith(".") || !origin) return absolute(n);
  return absolute(`${n}.${origin}`);
}

/** A TXT record's character-strings: `"a" "b"`, `( "a" "b" )` or one bare word. */
export function txtStrings(rdata: string): string[] {
  const quoted = [...rdata.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1].replace(/\\(["\\])/g, "$1"));
  if (quoted.length) return quoted;
  const bare = rdata.replace(/[()]/g, "").trim();
  return bare ? [bare] : [];
}

/**
 * The records of a zone file, as an in-memory zone. A file may hold several zones one after another (each from its
 * own `$ORIGIN` line, as concatenated downloads of `GET /v0/domains/{id}/zone-file` are): each part is parsed by
 * dns-zonefile with its origin.
 */
export function parseZoneFile(text: string): MemoryZone {
  const zone: Required<Pick<MemoryZone, "txt" | "mx" | "a" | "aaaa" | "cname" | "ns">> = {
    txt: {},
    mx: {},
    a: {},
    aaaa: {},
    cname: {},
    ns: {},
  };
  const parts: string[] = [];
  let ttlLine = "";
  for (const line of text.split(/\r?\n/)) {
    if (/^\$TTL\b/i.test(line)) ttlLine = line;
    if (/^\$ORIGIN\b/i.test(line) || !parts.length)
      parts.push(ttlLine && !/^\$TTL\b/i.test(line) ? `${ttlLine}\n` : "");
    parts[parts.length - 1] += `${line}\n`;
  }
  const push = <T>(map: Record<string, T[]>, name: string, value: T) => {
    map[name] ??= [];
    map[name].push(value);
  };
  for (const part of parts) {
    const parsed = zonefile.parse(part);
    const origin = parsed.$origin ? absolute(parsed.$origin) : undefined;
    for (const r of parsed.txt ?? []) push(zone.txt, qualify(r.name, origin), txtStrings(r.txt));
    for (const r of parsed.mx ?? []) {
      push(zone.mx, qualify(r.name, origin), { exchange: qualify(r.host, origin), priority: Number(r.preference) });
    }
    for (const r of parsed.a ?? []) push(zone.a, qualify(r.name, origin), r.ip);
    for (const r of parsed.aaaa ?? []) push(zone.aaaa, qualify(r.name, origin), r.ip);
    for (const r of parsed.ns ?? []) push(zone.ns, qualify(r.name, origin), qualify(r.host, origin));
    for (const r of parsed.cname ?? []) zone.cname[qualify(r.name, origin)] = qualify(r.alias, origin);
  }
  return zone;
}

const isMissing = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === "ENOTFOUND" || code === "ENODATA";
};

/** The zone file's records first, then the fallback's; the file is re-read whenever it changed. */
export function zoneFileDnsResolver(options: ZoneFileDnsOptions): DnsResolver {
  let loaded: { stamp: string; zone: MemoryDnsResolver } | undefined;
  let loading: Promise<MemoryDnsResolver> | undefined;

  const load = async (): Promise<MemoryDnsResolver> => {
    let stamp = "missing";
    try {
      const info = await stat(options.path);
      // An editor's save or an atomic rename changes one of these.
      stamp = `${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}`;
    } catch {
      // No file: an empty zone.
    }
    if (loaded?.stamp === stamp) return loaded.zone;
    let zone = memoryDnsResolver();
    if (stamp !== "missing") {
      try {
        zone = memoryDnsResolver(parseZoneFile(await readFile(options.path, "utf8")));
      } catch (error) {
        options.onError?.(error);
      }
    }
    loaded = { stamp, zone };
    return zone;
  };
  const current = () => {
    loading ??= load().finally(() => {
      loading = undefined;
    });
    return loading;
  };

  return {
    async resolve(name, rrtype) {
      const zone = await current();
      let first: unknown;
      try {
        return await zone.resolve(name, rrtype);
      } catch (error) {
        if (!isMissing(error) || !options.fallback) throw error;
        first = error;
      }
      try {
        return await options.fallback.resolve(name, rrtype);
      } catch (error) {
        // The name exists in the file (ENODATA there): that is the better answer than the fallback's ENOTFOUND.
        if (isMissing(error) && (first as { code?: string }).code === "ENODATA") {
          throw dnsError("ENODATA", `query${rrtype.toUpperCase()}`, name);
        }
        throw error;
      }
    },
  };
}
