// What the domain may assume of any DnsResolver (shared/ports/dns.ts): sender authentication hands it to mailauth,
// which expects `dns.promises.resolve` behaviour: TXT as one array of character-strings per record (mailauth joins
// them), MX as { exchange, priority }, addresses as strings, and a missing name or type rejecting with the `code`
// ENOTFOUND or ENODATA (a "none" result), any other code meaning a temporary error.
import { afterEach, describe, expect, it } from "vitest";
import type { MemoryZone } from "../../shared/adapters/local/memory-dns.js";
import { generateDkimKey, signMessage } from "../../shared/mime/dkim.js";
import type { DnsResolver } from "../../shared/ports/dns.js";
import { authenticateMessage } from "../../shared/trust/authentication.js";

export interface DnsResolverFixture {
  resolver: DnsResolver;
  dispose(): Promise<void>;
}

/** The resolver over `zone` (the in-memory zone itself, or a name server serving it). */
export type MakeDnsResolver = (zone: MemoryZone) => Promise<DnsResolverFixture>;

// One key for the suite: RSA generation costs ~100 ms. Its DKIM record is over 255 bytes, so a name server splits it.
const dkimKey = generateDkimKey();
const SENDER_IP = "203.0.113.5";

const ZONE: MemoryZone = {
  txt: {
    "example.com": ["v=spf1 ip4:203.0.113.5 -all", "google-site-verification=abc123"],
    "sel._domainkey.example.com": [dkimKey.publicKeyDnsValue],
    "_dmarc.example.com": ["v=DMARC1; p=reject"],
    "chunks.example.com": [["v=DKIM1; k=rsa; ", "p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC"]],
    "long.example.com": [`v=spf1 ${Array.from({ length: 30 }, (_, n) => `ip4:192.0.2.${n}`).join(" ")} -all`],
  },
  mx: {
    "example.com": [
      { exchange: "mx1.example.com", priority: 10 },
      { exchange: "mx2.example.com", priority: 20 },
    ],
  },
  a: { "mx1.example.com": ["192.0.2.10", "192.0.2.11"] },
  aaaa: { "mx1.example.com": ["2001:db8::10"] },
  // Custom domains' checks: Easy DKIM CNAMEs and the nameservers that name the DNS host.
  cname: { "tok1._domainkey.example.com": "tok1.dkim.amazonses.com" },
  ns: { "example.com": ["ada.ns.cloudflare.com", "bob.ns.cloudflare.com"] },
};

async function errorOf(promise: Promise<unknown>): Promise<Error & { code?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { code?: string };
  }
  throw new Error("expected the lookup to reject");
}

const sorted = <T>(items: T[]) => [...items].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

export function runDnsResolverConformance(name: string, makeAdapter: MakeDnsResolver): void {
  describe(`${name} as a DnsResolver`, () => {
    let fixture: DnsResolverFixture | undefined;
    const resolver = async (zone: MemoryZone = ZONE) => {
      fixture = await makeAdapter(zone);
      return fixture.resolver;
    };
    afterEach(async () => {
      await fixture?.dispose();
      fixture = undefined;
    });

    it("answers TXT lookups with one array of strings per record", async () => {
      const answer = await (await resolver()).resolve("example.com", "TXT");

      // Name servers may answer records in any order.
      expect(sorted(answer as string[][])).toEqual(
        sorted([["v=spf1 ip4:203.0.113.5 -all"], ["google-site-verification=abc123"]]),
      );
    });

    it("keeps a record's character-strings apart", async () => {
      const answer = await (await resolver()).resolve("chunks.example.com", "TXT");

      expect(answer).toEqual([["v=DKIM1; k=rsa; ", "p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC"]]);
    });

    // A name server splits a value over 255 bytes into several character-strings; the in-memory zone keeps it whole.
    // Callers (mailauth) join a record's strings, so what holds on both is the joined text.
    it("answers a TXT record longer than 255 bytes whose strings join to its text", async () => {
      const answer = (await (await resolver()).resolve("long.example.com", "TXT")) as string[][];

      expect(answer).toHaveLength(1);
      expect(answer[0].join("")).toBe(ZONE.txt?.["long.example.com"][0]);
    });

    it("answers MX lookups with exchange and priority", async () => {
      const answer = await (await resolver()).resolve("example.com", "MX");

      expect(sorted(answer as object[])).toEqual(sorted(ZONE.mx?.["example.com"] ?? []));
    });

    it("answers A and AAAA lookups with address strings", async () => {
      const dns = await resolver();

      expect(sorted((await dns.resolve("mx1.example.com", "A")) as string[])).toEqual(["192.0.2.10", "192.0.2.11"]);
      expect(await dns.resolve("mx1.example.com", "AAAA")).toEqual(["2001:db8::10"]);
    });

    it("answers CNAME lookups with the alias and NS lookups with the nameservers", async () => {
      const dns = await resolver();

      expect(await dns.resolve("tok1._domainkey.example.com", "CNAME")).toEqual(["tok1.dkim.amazonses.com"]);
      expect(sorted((await dns.resolve("example.com", "NS")) as string[])).toEqual([
        "ada.ns.cloudflare.com",
        "bob.ns.cloudflare.com",
      ]);
      expect((await errorOf(dns.resolve("mx1.example.com", "CNAME"))).code).toBe("ENODATA");
    });

    it("matches names whatever their case, with or without the root dot", async () => {
      const dns = await resolver();

      expect(await dns.resolve("_DMARC.Example.COM.", "TXT")).toEqual([["v=DMARC1; p=reject"]]);
      expect(await dns.resolve("_dmarc.example.com", "txt")).toEqual([["v=DMARC1; p=reject"]]);
    });

    it("rejects a name that does not exist with code ENOTFOUND", async () => {
      const error = await errorOf((await resolver()).resolve("nowhere.example.com", "TXT"));

      expect(error).toBeInstanceOf(Error);
      expect(error.code).toBe("ENOTFOUND");
    });

    it("rejects a name without records of the asked type with code ENODATA", async () => {
      const error = await errorOf((await resolver()).resolve("mx1.example.com", "TXT"));

      expect(error).toBeInstanceOf(Error);
      expect(error.code).toBe("ENODATA");
    });

    it("lets mailauth pass SPF, DKIM and DMARC for a signed message from an allowed address", async () => {
      const raw = Buffer.from(
        [
          "From: Alice <alice@example.com>",
          "To: agent@agents.example.com",
          "Subject: Quarterly report",
          "Date: Mon, 01 Jan 2024 10:00:00 +0000",
          "Message-ID: <q1@example.com>",
          "",
          "The report is attached.",
          "",
        ].join("\r\n"),
      );
      const signed = await signMessage(raw, {
        domain: "example.com",
        selector: "sel",
        privateKeyPem: dkimKey.privateKeyPem,
      });

      const result = await authenticateMessage(
        signed,
        { ip: SENDER_IP, mailFrom: "alice@example.com", helo: "mx.example.com" },
        await resolver(),
      );
      expect(result).toMatchObject({ spf: "pass", dkim: "pass", dmarc: "pass", aligned: true });
    });

    it("lets mailauth find no records (not a temporary error) for a domain that does not exist", async () => {
      const raw = Buffer.from("From: someone@nowhere.example.org\r\nSubject: hi\r\n\r\nhello\r\n");

      const result = await authenticateMessage(
        raw,
        { ip: SENDER_IP, mailFrom: "someone@nowhere.example.org" },
        await resolver(),
      );
      expect(result.spf).toBe("none");
      expect(result.dmarc).toBe("none");
    });
  });
}
