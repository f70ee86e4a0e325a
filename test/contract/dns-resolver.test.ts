// The DnsResolver contract on both platforms: the system resolver (node:dns, c-ares) querying a name server on a
// loopback port that serves the zone, and the in-memory zone.

import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { systemDnsResolver } from "../../shared/adapters/aws/system-dns.js";
import { type MemoryZone, memoryDnsResolver } from "../../shared/adapters/local/memory-dns.js";
import { zoneFileDnsResolver } from "../../shared/adapters/local/zone-file-dns.js";
import { type MakeDnsResolver, runDnsResolverConformance } from "./dns-resolver.contract.js";
import { startDnsServer } from "./support/dns-server.js";

const systemResolver: MakeDnsResolver = async (zone) => {
  const server = await startDnsServer(zone);
  return { resolver: systemDnsResolver({ timeoutMs: 3000, servers: [server.address] }), dispose: server.stop };
};

const memoryResolver: MakeDnsResolver = async (zone) => ({
  resolver: memoryDnsResolver(zone),
  dispose: async () => undefined,
});

const quoted = (value: string | string[]) =>
  (Array.isArray(value) ? value : (value.match(/.{1,255}/gs) ?? [""]))
    .map((c) => `"${c.replace(/(["\\])/g, "\\$1")}"`)
    .join(" ");

/** The zone as a BIND zone file, as a developer writes LOCAL_DNS_ZONE: absolute names, long TXT split in strings. */
function bindZone(zone: MemoryZone): string {
  const lines = ["$TTL 300"];
  for (const [name, values] of Object.entries(zone.txt ?? {}))
    for (const v of values) lines.push(`${name}. IN TXT ${quoted(v)}`);
  for (const [name, mx] of Object.entries(zone.mx ?? {}))
    for (const r of mx) lines.push(`${name}. IN MX ${r.priority} ${r.exchange}.`);
  for (const [name, ips] of Object.entries(zone.a ?? {})) for (const ip of ips) lines.push(`${name}. IN A ${ip}`);
  for (const [name, ips] of Object.entries(zone.aaaa ?? {})) for (const ip of ips) lines.push(`${name}. IN AAAA ${ip}`);
  for (const [name, alias] of Object.entries(zone.cname ?? {})) lines.push(`${name}. IN CNAME ${alias}.`);
  for (const [name, hosts] of Object.entries(zone.ns ?? {})) for (const h of hosts) lines.push(`${name}. IN NS ${h}.`);
  return `${lines.join("\n")}\n`;
}

// The local runtime's resolver: a zone file (LOCAL_DNS_ZONE) read through dns-zonefile, over the instance's own zone.
const zoneFileResolver: MakeDnsResolver = async (zone) => {
  const dir = await mkdtemp(join(tmpdir(), "zone-"));
  const path = join(dir, "dns.zone");
  await writeFile(path, bindZone(zone));
  return {
    resolver: zoneFileDnsResolver({ path, fallback: memoryDnsResolver() }),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
};

describe.each([
  { name: "system resolver (AWS)", make: systemResolver },
  { name: "in-memory zone (local)", make: memoryResolver },
  { name: "zone file (local, LOCAL_DNS_ZONE)", make: zoneFileResolver },
])("$name", ({ name, make }) => {
  runDnsResolverConformance(name, make);
});

// Only a resolver that goes over the network can time out or meet a failing name server; the in-memory zone answers
// at once. What the domain relies on is that these reject with a code other than ENOTFOUND/ENODATA (a temporary
// error for mailauth), by the deadline.
describe("system resolver against a name server that fails", () => {
  it("rejects with ETIMEOUT by its deadline when the name server does not answer", async () => {
    const server = await startDnsServer(
      { txt: { "slow.example.com": ["v=spf1 -all"] } },
      { silent: ["slow.example.com"] },
    );
    try {
      const resolver = systemDnsResolver({ timeoutMs: 300, servers: [server.address] });
      const started = Date.now();
      await expect(resolver.resolve("slow.example.com", "TXT")).rejects.toMatchObject({ code: "ETIMEOUT" });
      expect(Date.now() - started).toBeLessThan(1500);
      expect(server.queries).toContain("slow.example.com TXT");
    } finally {
      await server.stop();
    }
  });

  it("rejects with a code other than ENOTFOUND or ENODATA when the name server fails", async () => {
    const server = await startDnsServer({ txt: { "broken.example.com": ["x"] } }, { failing: ["broken.example.com"] });
    try {
      const resolver = systemDnsResolver({ timeoutMs: 3000, servers: [server.address] });
      const error = (await resolver.resolve("broken.example.com", "TXT").catch((e: unknown) => e)) as {
        code?: string;
      };
      expect(error.code).toBe("ESERVFAIL");
    } finally {
      await server.stop();
    }
  });
});
