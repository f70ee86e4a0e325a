// The DnsResolver contract on both platforms: the system resolver (node:dns, c-ares) querying a name server on a
// loopback port that serves the zone, and the in-memory zone.
import { describe, expect, it } from "vitest";
import { systemDnsResolver } from "../../shared/adapters/aws/system-dns.js";
import { memoryDnsResolver } from "../../shared/adapters/local/memory-dns.js";
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

describe.each([
  { name: "system resolver (AWS)", make: systemResolver },
  { name: "in-memory zone (local)", make: memoryResolver },
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
