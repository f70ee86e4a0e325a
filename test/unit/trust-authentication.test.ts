// Sender authentication with real DKIM signatures against an in-memory DNS zone (and a silent DNS server for
// timeouts). No network.
import { createSocket, type Socket } from "node:dgram";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemDnsResolver } from "../../shared/adapters/aws/system-dns.js";
import { type MemoryDnsResolver, memoryDnsResolver } from "../../shared/adapters/local/memory-dns.js";
import { generateDkimKey, signMessage } from "../../shared/mime/dkim.js";
import type { DnsResolver } from "../../shared/ports/dns.js";
import { authenticateMessage, domainsAlign } from "../../shared/trust/authentication.js";

const GOOD_IP = "203.0.113.5";
const ESP_IP = "198.51.100.20";
const WRONG_IP = "203.0.113.9";

// One key for the whole file: RSA generation costs ~100 ms.
const key = generateDkimKey();

function message(from = "Alice <alice@example.com>", body = "Hello Bob,\r\nthe report is attached.\r\n"): Buffer {
  return Buffer.from(
    [
      `From: ${from}`,
      "To: bob@agents.test",
      "Subject: Quarterly report",
      "Date: Mon, 01 Jan 2024 10:00:00 +0000",
      "Message-ID: <q1@example.com>",
      "MIME-Version: 1.0",
      "Content-Type: text/plain; charset=utf-8",
      "",
      body,
    ].join("\r\n"),
  );
}

function zone(dmarc = "v=DMARC1; p=reject"): MemoryDnsResolver {
  const dns = memoryDnsResolver();
  dns.setTxt("sel._domainkey.example.com", [key.publicKeyDnsValue]);
  dns.setTxt("sel._domainkey.mail.example.com", [key.publicKeyDnsValue]);
  dns.setTxt("esp._domainkey.esp.example.net", [key.publicKeyDnsValue]);
  dns.setTxt("example.com", ["v=spf1 ip4:203.0.113.5 -all", "google-site-verification=abc"]);
  dns.setTxt("bounce.example.com", ["v=spf1 ip4:203.0.113.5 -all"]);
  dns.setTxt("esp.example.net", ["v=spf1 ip4:198.51.100.20 -all"]);
  dns.setTxt("_dmarc.example.com", [dmarc]);
  return dns;
}

const sign = (raw: Buffer, domain: string, selector = "sel") =>
  signMessage(raw, { domain, selector, privateKeyPem: key.privateKeyPem });

function tamper(raw: Buffer): Buffer {
  const text = raw.toString("utf8");
  const tampered = text.replace("the report is attached.", "wire $9,800 to the account below.");
  expect(tampered).not.toBe(text);
  return Buffer.from(tampered);
}

describe("DKIM signing", () => {
  it("publishes an RSA key as a DKIM TXT value and prepends a relaxed/relaxed rsa-sha256 signature", async () => {
    expect(key.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(key.publicKeyDnsValue).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/]+=*$/);
    const raw = message();
    const signed = await sign(raw, "example.com");
    const text = signed.toString();
    expect(text.startsWith("DKIM-Signature:")).toBe(true);
    expect(text).toMatch(/\bd=example\.com;/);
    expect(text).toMatch(/\bs=sel;/);
    expect(text).toMatch(/\ba=rsa-sha256;/);
    expect(text).toMatch(/\bc=relaxed\/relaxed;/);
    expect(signed.subarray(signed.length - raw.length).equals(raw)).toBe(true);
  });

  it("throws instead of returning an unsigned message when the key is unusable", async () => {
    await expect(
      signMessage(message(), { domain: "example.com", selector: "sel", privateKeyPem: "not a key" }),
    ).rejects.toThrow(/DKIM signing failed for example\.com/);
  });

  it("verifies mail signed by nodemailer's own dkim option with the same key", async () => {
    const transport = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      dkim: { domainName: "example.com", keySelector: "sel", privateKey: key.privateKeyPem },
    });
    const info = await transport.sendMail({
      from: "alice@example.com",
      to: "bob@agents.test",
      subject: "Signed by nodemailer",
      text: "Hello",
    });
    const result = await authenticateMessage(info.message as Buffer, {}, zone());
    expect(result.dkim).toBe("pass");
    expect(result.dmarc).toBe("pass");
    expect(result.aligned).toBe(true);
  });
});

describe("authenticateMessage", () => {
  it("passes SPF, DKIM and DMARC for a signed message from the domain's own server", async () => {
    const result = await authenticateMessage(
      await sign(message(), "example.com"),
      { ip: GOOD_IP, helo: "mx.example.com", mailFrom: "bounce@example.com" },
      zone(),
      { mta: "mx.agents.test" },
    );
    expect(result).toMatchObject({ spf: "pass", dkim: "pass", dmarc: "pass", aligned: true });
    expect(result.dkimDomains).toEqual(["example.com"]);
    expect(result.spfDomain).toBe("example.com");
    expect(result.reasons).toContain("DMARC pass, aligned with example.com via DKIM and SPF");
    expect(result.reasons).toContain("DKIM pass for example.com");
    expect(result.reasons).toContain("SPF pass for 203.0.113.5 (example.com)");
  });

  it("fails DKIM and DMARC when the body changed after signing and SPF does not pass", async () => {
    const result = await authenticateMessage(
      tamper(await sign(message(), "example.com")),
      { ip: WRONG_IP, mailFrom: "bounce@example.com" },
      zone(),
    );
    expect(result).toMatchObject({ spf: "fail", dkim: "fail", dmarc: "fail", aligned: false });
    expect(result.dkimDomains).toBeUndefined();
    expect(result.reasons).toContain("DKIM fail for example.com (body hash did not verify)");
    expect(result.reasons).toContain("DMARC fail for example.com (policy reject)");
  });

  it("still passes DMARC through aligned SPF when the body changed after signing", async () => {
    const result = await authenticateMessage(
      tamper(await sign(message(), "example.com")),
      { ip: GOOD_IP, mailFrom: "bounce@example.com" },
      zone(),
    );
    expect(result).toMatchObject({ spf: "pass", dkim: "fail", dmarc: "pass", aligned: true });
    expect(result.reasons).toContain("DMARC pass, aligned with example.com via SPF");
  });

  it("marks a DMARC failure as a list relay only with a List-Id, the list's SPF passing and the author's body hash broken", async () => {
    // The list esp.example.net relays example.com's signed post from its own server and adds a footer.
    const listed = (raw: Buffer, listId = "Readers <readers.lists.esp.example.net>") =>
      Buffer.from(`List-Id: ${listId}\r\n${tamper(raw).toString("utf8")}`);
    const relayed = { ip: ESP_IP, mailFrom: "readers-bounces@esp.example.net" };
    const result = await authenticateMessage(listed(await sign(message(), "example.com")), relayed, zone());
    expect(result).toMatchObject({ spf: "pass", dkim: "fail", dmarc: "fail", aligned: false, listRelay: true });
    // No List-Id; a List-Id of another domain than the relay's; an unsigned post; a signature of another domain.
    const tampered = tamper(await sign(message(), "example.com"));
    for (const raw of [
      tampered,
      listed(await sign(message(), "example.com"), "<readers.lists.elsewhere.example>"),
      Buffer.from(`List-Id: <readers.lists.esp.example.net>\r\n${message().toString("utf8")}`),
      listed(await sign(message(), "esp.example.net", "esp")),
    ]) {
      const other = await authenticateMessage(raw, relayed, zone());
      expect(other.dmarc).toBe("fail");
      expect(other.listRelay).toBeUndefined();
    }
  });

  it("reports an unsigned message from an unlisted IP as dkim none, spf fail, dmarc fail", async () => {
    const result = await authenticateMessage(message(), { ip: WRONG_IP, mailFrom: "bounce@example.com" }, zone());
    expect(result).toMatchObject({ spf: "fail", dkim: "none", dmarc: "fail", aligned: false });
    expect(result.reasons).toContain("No DKIM signature");
    expect(result.reasons).toContain("SPF fail for 203.0.113.9 (example.com)");
  });

  it("does not align a third-party signature and envelope with the From domain", async () => {
    const result = await authenticateMessage(
      await sign(message(), "esp.example.net", "esp"),
      { ip: ESP_IP, mailFrom: "bounces@esp.example.net" },
      zone(),
    );
    expect(result).toMatchObject({ spf: "pass", dkim: "pass", dmarc: "fail", aligned: false });
    expect(result.dkimDomains).toEqual(["esp.example.net"]);
    expect(result.spfDomain).toBe("esp.example.net");
    expect(result.reasons).toContain("DKIM signer esp.example.net is not aligned with example.com");
    expect(result.reasons).toContain("SPF domain esp.example.net is not aligned with example.com");
  });

  it("aligns a subdomain signer with the From domain under relaxed alignment", async () => {
    const result = await authenticateMessage(
      await sign(message(), "mail.example.com"),
      { ip: WRONG_IP, mailFrom: "bounce@example.com" },
      zone(),
    );
    expect(result).toMatchObject({ spf: "fail", dkim: "pass", dmarc: "pass", aligned: true });
    expect(result.dkimDomains).toEqual(["mail.example.com"]);
    expect(result.reasons).toContain("DMARC pass, aligned with example.com via DKIM");
  });

  it("does not align a subdomain signer under strict DKIM alignment (adkim=s), which mailauth itself accepts", async () => {
    const strict = zone("v=DMARC1; p=reject; adkim=s");
    const sub = await authenticateMessage(
      await sign(message(), "mail.example.com"),
      { ip: WRONG_IP, mailFrom: "bounce@example.com" },
      strict,
    );
    expect(sub).toMatchObject({ dkim: "pass", dmarc: "fail", aligned: false });
    expect(sub.reasons).toContain("DKIM signer mail.example.com is not strictly aligned with example.com");

    const exact = await authenticateMessage(
      await sign(message(), "example.com"),
      { ip: WRONG_IP, mailFrom: "bounce@example.com" },
      strict,
    );
    expect(exact).toMatchObject({ dkim: "pass", dmarc: "pass", aligned: true });
  });

  it("aligns an SPF subdomain relaxed but not under aspf=s", async () => {
    const envelope = { ip: GOOD_IP, mailFrom: "list@bounce.example.com" };
    const relaxed = await authenticateMessage(message(), envelope, zone());
    expect(relaxed).toMatchObject({ spf: "pass", dkim: "none", dmarc: "pass", aligned: true });
    expect(relaxed.spfDomain).toBe("bounce.example.com");

    const strict = await authenticateMessage(message(), envelope, zone("v=DMARC1; p=quarantine; aspf=s"));
    expect(strict).toMatchObject({ spf: "pass", dkim: "none", dmarc: "fail", aligned: false });
  });

  it("reports dmarc none (and not aligned) when the domain publishes no DMARC record", async () => {
    const dns = zone();
    dns.remove("_dmarc.example.com", "TXT");
    const result = await authenticateMessage(
      await sign(message(), "example.com"),
      { ip: GOOD_IP, mailFrom: "bounce@example.com" },
      dns,
    );
    expect(result).toMatchObject({ spf: "pass", dkim: "pass", dmarc: "none", aligned: false });
    expect(result.reasons).toContain("No DMARC record for example.com");
  });

  it("reports spf none without a connecting IP", async () => {
    const result = await authenticateMessage(
      await sign(message(), "example.com"),
      { mailFrom: "x@example.com" },
      zone(),
    );
    expect(result).toMatchObject({ spf: "none", dkim: "pass", dmarc: "pass", aligned: true });
    expect(result.spfDomain).toBeUndefined();
    expect(result.reasons).toContain("SPF not checked: the connecting IP address is unknown");
  });

  it("treats more than one From address as a DMARC permerror", async () => {
    const raw = await sign(message("alice@example.com, mallory@example.org"), "example.com");
    const result = await authenticateMessage(raw, { ip: GOOD_IP, mailFrom: "bounce@example.com" }, zone());
    expect(result).toMatchObject({ dkim: "pass", dmarc: "permerror", aligned: false });
  });

  it("turns DNS timeouts into temperror", async () => {
    const timingOut: DnsResolver = {
      resolve: async (name) => {
        throw Object.assign(new Error(`queryTxt ETIMEOUT ${name}`), { code: "ETIMEOUT" });
      },
    };
    const result = await authenticateMessage(
      await sign(message(), "example.com"),
      { ip: GOOD_IP, mailFrom: "bounce@example.com" },
      timingOut,
    );
    expect(result).toMatchObject({ spf: "temperror", dkim: "temperror", dmarc: "temperror", aligned: false });
    expect(result.reasons).toContain("DMARC temporary error for example.com: DNS lookup failed");
  });

  it("never throws, even when the resolver throws synchronously", async () => {
    const broken: DnsResolver = {
      resolve: () => {
        throw new Error("resolver exploded");
      },
    };
    const result = await authenticateMessage(await sign(message(), "example.com"), { ip: GOOD_IP }, broken);
    expect(result.dkim).toBe("temperror");
    expect(result.aligned).toBe(false);
  });
});

describe("systemDnsResolver", () => {
  // A UDP "name server" that never answers.
  let silent: Socket;
  let server: string;
  beforeAll(async () => {
    silent = createSocket("udp4");
    await new Promise<void>((resolve) => silent.bind(0, "127.0.0.1", resolve));
    server = `127.0.0.1:${silent.address().port}`;
  });
  afterAll(() => silent.close());

  it("rejects with ETIMEOUT at its deadline", async () => {
    const dns = systemDnsResolver({ timeoutMs: 300, servers: [server] });
    const started = Date.now();
    const error = await dns.resolve("example.com", "TXT").then(
      () => undefined,
      (e: unknown) => e as { code?: string },
    );
    expect(error?.code).toBe("ETIMEOUT");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("makes authentication a temperror when DNS does not answer", async () => {
    const dns = systemDnsResolver({ timeoutMs: 200, servers: [server] });
    const result = await authenticateMessage(
      await sign(message(), "example.com"),
      { ip: GOOD_IP, mailFrom: "bounce@example.com" },
      dns,
    );
    expect(result).toMatchObject({ spf: "temperror", dkim: "temperror", dmarc: "temperror", aligned: false });
  });
});

describe("memoryDnsResolver", () => {
  it("answers like dns.promises.resolve, case-insensitively", async () => {
    const dns = memoryDnsResolver({ txt: { "Example.COM.": ["v=spf1 -all"] } });
    dns.setMx("example.com", [{ exchange: "MX.Example.com", priority: 10 }]);
    dns.setA("mx.example.com", ["192.0.2.1"]);
    await expect(dns.resolve("EXAMPLE.com", "txt")).resolves.toEqual([["v=spf1 -all"]]);
    await expect(dns.resolve("example.com", "MX")).resolves.toEqual([{ exchange: "mx.example.com", priority: 10 }]);
    await expect(dns.resolve("MX.example.com", "A")).resolves.toEqual(["192.0.2.1"]);
    await expect(dns.resolve("example.com", "AAAA")).rejects.toMatchObject({ code: "ENODATA" });
    await expect(dns.resolve("nowhere.example", "TXT")).rejects.toMatchObject({ code: "ENOTFOUND" });
    dns.remove("example.com", "TXT");
    await expect(dns.resolve("example.com", "TXT")).rejects.toMatchObject({ code: "ENODATA" });
    dns.remove("example.com");
    await expect(dns.resolve("example.com", "MX")).rejects.toMatchObject({ code: "ENOTFOUND" });
  });
});

describe("domainsAlign", () => {
  it("compares organizational domains when relaxed and exact domains when strict", () => {
    expect(domainsAlign("mail.example.co.uk", "example.co.uk", false)).toBe(true);
    expect(domainsAlign("example.co.uk", "other.co.uk", false)).toBe(false);
    expect(domainsAlign("mail.example.com", "example.com", true)).toBe(false);
    expect(domainsAlign("Example.com.", "example.com", true)).toBe(true);
    // Private-section suffixes separate organizations: two github.io users are not aligned.
    expect(domainsAlign("alice.github.io", "mallory.github.io", false)).toBe(false);
  });
});
