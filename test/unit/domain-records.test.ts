// The records of a custom domain as data: what each purpose publishes, how a check reads DNS answers (SPF
// mechanisms, DKIM keys, DMARC, MX, CNAME), the state machine, the DNS host from nameservers, the zone file; the
// local zone file resolver (several $ORIGIN sections, re-read on change, ahead of the instance's own records); the
// SES identity adapter against a fake SESv2 client.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sesDomainIdentities, sesIdentityRecords } from "../../shared/adapters/aws/ses-domain-identities.js";
import { LOCAL_SPF, localDomainIdentities } from "../../shared/adapters/local/domain-identities.js";
import { memoryDnsResolver } from "../../shared/adapters/local/memory-dns.js";
import { parseZoneFile, zoneFileDnsResolver } from "../../shared/adapters/local/zone-file-dns.js";
import { domainConnectBase } from "../../shared/adapters/net/domain-connect.js";
import { templateVariables } from "../../shared/domain/domain-connect.js";
import {
  checkRecords,
  DNS_PROVIDERS,
  dnsProviderOf,
  domainStatus,
  expectedRecords,
  findNameservers,
  type VerificationRecord,
  zoneFile,
} from "../../shared/domain/domain-records.js";

const D = "shop.example.com";
const identity = sesIdentityRecords(D, ["tok1", "tok2", "tok3"], "eu-west-1");
const records = expectedRecords(D, identity, {
  inboundMxHost: "inbound-smtp.eu-west-1.amazonaws.com",
  inboundEnabled: true,
});
const byPurpose = (rs: VerificationRecord[], purpose: string) => rs.filter((r) => r.purpose === purpose);

describe("the records of a domain on AWS", () => {
  it("are the inbound MX, SPF at the MAIL FROM, three Easy DKIM CNAMEs, the MAIL FROM MX and DMARC", () => {
    expect(records.map((r) => `${r.purpose} ${r.type} ${r.name} ${r.value}`)).toEqual([
      "inbound MX shop.example.com inbound-smtp.eu-west-1.amazonaws.com",
      "spf TXT mail.shop.example.com v=spf1 include:amazonses.com ~all",
      "dkim CNAME tok1._domainkey.shop.example.com tok1.dkim.amazonses.com",
      "dkim CNAME tok2._domainkey.shop.example.com tok2.dkim.amazonses.com",
      "dkim CNAME tok3._domainkey.shop.example.com tok3.dkim.amazonses.com",
      "provider MX mail.shop.example.com feedback-smtp.eu-west-1.amazonses.com",
      "dmarc TXT _dmarc.shop.example.com v=DMARC1; p=quarantine",
    ]);
    expect(records.every((r) => r.required && r.status === "MISSING")).toBe(true);
    const sendOnly = expectedRecords(D, identity, { inboundMxHost: "mx.example", inboundEnabled: false });
    expect(sendOnly.filter((r) => !r.required).map((r) => r.purpose)).toEqual(["inbound"]);
  });

  it("become VERIFIED only when every required record is VALID; a wrong one makes INVALID", async () => {
    const dns = memoryDnsResolver();
    expect(domainStatus(await checkRecords(dns, records))).toBe("PENDING");
    dns.setMx(D, [{ exchange: "inbound-smtp.eu-west-1.amazonaws.com.", priority: 5 }]);
    dns.setTxt(`mail.${D}`, ["v=spf1 include:amazonses.com include:_spf.google.com ~all"]);
    for (const t of ["tok1", "tok2", "tok3"]) dns.setCname(`${t}._domainkey.${D}`, `${t}.dkim.amazonses.com`);
    dns.setMx(`mail.${D}`, [{ exchange: "feedback-smtp.eu-west-1.amazonses.com", priority: 10 }]);
    dns.setTxt(`_dmarc.${D}`, ["v=DMARC1; p=reject; rua=mailto:d@example.com"]);
    const valid = await checkRecords(dns, records);
    expect(valid.map((r) => r.status)).toEqual(valid.map(() => "VALID"));
    expect(domainStatus(valid)).toBe("VERIFIED");

    dns.setCname(`tok2._domainkey.${D}`, "other.example.net");
    dns.setTxt(`mail.${D}`, ["v=spf1 include:amazonses.com ~all", "v=spf1 -all"]);
    dns.setTxt(`_dmarc.${D}`, ["not a policy"]);
    const wrong = await checkRecords(dns, records);
    expect(domainStatus(wrong)).toBe("INVALID");
    expect(byPurpose(wrong, "dkim")[1]).toMatchObject({ status: "INVALID", reason: "found CNAME other.example.net" });
    expect(byPurpose(wrong, "spf")[0].reason).toMatch(/^found 2 SPF records: /);
    expect(byPurpose(wrong, "dmarc")[0]).toMatchObject({ status: "INVALID", reason: "found not a policy" });
  });

  it("treat an SPF record without our mechanism as INVALID, and name what is missing", async () => {
    const dns = memoryDnsResolver({ txt: { [`mail.${D}`]: ["v=spf1 include:_spf.google.com ~all"] } });
    const [spf] = await checkRecords(dns, byPurpose(records, "spf"));
    expect(spf).toMatchObject({
      status: "INVALID",
      reason: expect.stringContaining("(missing include:amazonses.com)"),
    });
  });

  it("keep a lookup that fails (not NXDOMAIN) MISSING, never INVALID", async () => {
    const failing = { resolve: async () => Promise.reject(Object.assign(new Error("x"), { code: "ETIMEOUT" })) };
    const checked = await checkRecords(failing, records);
    expect(checked.every((r) => r.status === "MISSING")).toBe(true);
  });
});

describe("the local identity", () => {
  it("publishes SPF for loopback and a DKIM key of its own, kept for signing", async () => {
    const id = await localDomainIdentities.create(D);
    expect(id.records[0]).toEqual({ type: "TXT", name: D, value: LOCAL_SPF, purpose: "spf" });
    expect(id.records[1].name).toBe(`${id.dkimSigning?.selector}._domainkey.${D}`);
    expect(id.records[1].value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{300,}$/);
    expect(id.dkimSigning?.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });
});

describe("the DNS host", () => {
  it.each([
    [["kim.ns.cloudflare.com", "lee.ns.cloudflare.com"], "cloudflare"],
    [["ns-1234.awsdns-12.org", "ns-5.awsdns-00.com"], "route53"],
    [["ns-cloud-a1.googledomains.com"], "google"],
    [["ns1.vercel-dns.com"], "vercel"],
    [["dns1.registrar-servers.com"], "namecheap"],
    [["ns51.domaincontrol.com"], "godaddy"],
    [["ns1.digitalocean.com"], "digitalocean"],
    [["hydrogen.ns.hetzner.com"], "hetzner"],
    [["curitiba.ns.porkbun.com"], "porkbun"],
    [["ns1.example.net"], "other"],
  ])("%j is %s", (nameservers, provider) => {
    expect(dnsProviderOf(nameservers)).toBe(provider);
  });

  it("has a console for every known host, and is absent without nameservers", () => {
    expect(DNS_PROVIDERS.every((p) => p.url.startsWith("https://"))).toBe(true);
    expect(dnsProviderOf([])).toBeUndefined();
  });

  it("comes from the nearest name with NS records (a subdomain's zone)", async () => {
    const dns = memoryDnsResolver({ ns: { "example.com": ["b.ns.cloudflare.com", "a.ns.cloudflare.com"] } });
    expect(await findNameservers(dns, "deep.shop.example.com")).toEqual({
      zone: "example.com",
      nameservers: ["a.ns.cloudflare.com", "b.ns.cloudflare.com"],
    });
  });
});

describe("the zone file", () => {
  it("parses back (dns-zonefile through the local resolver's parser) to the same records", () => {
    const text = zoneFile(D, records, new Date("2030-01-01T00:00:00Z"));
    const zone = parseZoneFile(text);
    expect(zone.mx?.[D]).toEqual([{ exchange: "inbound-smtp.eu-west-1.amazonaws.com", priority: 10 }]);
    expect(zone.cname?.[`tok1._domainkey.${D}`]).toBe("tok1.dkim.amazonses.com");
    expect(zone.txt?.[`_dmarc.${D}`]).toEqual([["v=DMARC1; p=quarantine"]]);
    expect(zone.mx?.[`mail.${D}`]).toEqual([{ exchange: "feedback-smtp.eu-west-1.amazonses.com", priority: 10 }]);
  });
});

describe("the zone file resolver", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("reads several $ORIGIN sections with relative names, re-reads on change, and answers before the fallback", async () => {
    dir = await mkdtemp(join(tmpdir(), "zone-"));
    const path = join(dir, "dns.zone");
    const fallback = memoryDnsResolver({ txt: { "a.example": ["from fallback"], "own.example": ["own"] } });
    const errors: unknown[] = [];
    const dns = zoneFileDnsResolver({ path, fallback, onError: (e) => errors.push(e) });
    // No file yet: the fallback answers.
    expect(await dns.resolve("a.example", "TXT")).toEqual([["from fallback"]]);

    await writeFile(
      path,
      [
        "$TTL 300",
        "$ORIGIN a.example.",
        '@ IN TXT "from file"',
        "www IN CNAME a.example.",
        "$ORIGIN b.example.",
        "@ IN MX 10 mx",
        '_dmarc IN TXT ( "v=DMARC1; " "p=none" )',
      ].join("\n"),
    );
    expect(await dns.resolve("a.example", "TXT")).toEqual([["from file"]]);
    expect(await dns.resolve("www.a.example", "CNAME")).toEqual(["a.example"]);
    expect(await dns.resolve("b.example", "MX")).toEqual([{ exchange: "mx.b.example", priority: 10 }]);
    expect(await dns.resolve("_dmarc.b.example", "TXT")).toEqual([["v=DMARC1; ", "p=none"]]);
    expect(await dns.resolve("own.example", "TXT")).toEqual([["own"]]);
    // The name is in the file without that type: ENODATA, not the fallback's ENOTFOUND.
    await expect(dns.resolve("b.example", "TXT")).rejects.toMatchObject({ code: "ENODATA" });

    await writeFile(path, '$ORIGIN a.example.\n@ IN TXT "edited"\n');
    expect(await dns.resolve("a.example", "TXT")).toEqual([["edited"]]);
    await expect(dns.resolve("b.example", "MX")).rejects.toMatchObject({ code: "ENOTFOUND" });
    expect(errors).toEqual([]);
  });
});

describe("Domain Connect", () => {
  it("reads the _domainconnect value as an https base (http only where loopback is allowed)", () => {
    expect(domainConnectBase("api.example.net/v4/domainconnect", false)).toBe(
      "https://api.example.net/v4/domainconnect",
    );
    expect(domainConnectBase("http://127.0.0.1:8080", false)).toBeUndefined();
    expect(domainConnectBase("http://127.0.0.1:8080", true)).toBe("http://127.0.0.1:8080");
    expect(domainConnectBase("not a host!", true)).toBeUndefined();
  });

  it("names a host and a value variable per record, relative to the zone; a record outside it cannot be templated", () => {
    const vars = templateVariables(records, "example.com");
    expect(vars).toMatchObject({
      inbound1host: "shop",
      spf1host: "mail.shop",
      dkim3host: "tok3._domainkey.shop",
      dkim3: "tok3.dkim.amazonses.com",
      provider1: "feedback-smtp.eu-west-1.amazonses.com",
      dmarc1host: "_dmarc.shop",
    });
    expect(templateVariables(records, "other.org")).toBeUndefined();
  });
});

describe("the SES identity adapter", () => {
  it("creates the identity with Easy DKIM and a custom MAIL FROM, reads an existing one, deletes idempotently", async () => {
    const sent: Array<{ name: string; input: unknown }> = [];
    let exists = false;
    const client = {
      async send(command: { constructor: { name: string }; input: unknown }) {
        const name = command.constructor.name;
        sent.push({ name, input: command.input });
        if (name === "CreateEmailIdentityCommand") {
          if (exists) throw Object.assign(new Error("exists"), { name: "AlreadyExistsException" });
          exists = true;
          return { DkimAttributes: { Tokens: ["AAA", "BBB", "CCC"] } };
        }
        if (name === "GetEmailIdentityCommand") return { DkimAttributes: { Tokens: ["AAA", "BBB", "CCC"] } };
        if (name === "DeleteEmailIdentityCommand" && !exists) {
          throw Object.assign(new Error("missing"), { name: "NotFoundException" });
        }
        if (name === "DeleteEmailIdentityCommand") exists = false;
        return {};
      },
    };
    const ses = sesDomainIdentities({ region: "us-east-1", client: client as never });
    const first = await ses.create(D);
    expect(first.records.filter((r) => r.purpose === "dkim").map((r) => r.value)).toEqual([
      "aaa.dkim.amazonses.com",
      "bbb.dkim.amazonses.com",
      "ccc.dkim.amazonses.com",
    ]);
    expect(sent.map((s) => s.name)).toEqual([
      "CreateEmailIdentityCommand",
      "PutEmailIdentityMailFromAttributesCommand",
    ]);
    expect(sent[1].input).toEqual({
      EmailIdentity: D,
      MailFromDomain: `mail.${D}`,
      BehaviorOnMxFailure: "USE_DEFAULT_VALUE",
    });
    const again = await ses.create(D);
    expect(again).toEqual(first);
    expect(sent.map((s) => s.name).slice(2)).toEqual([
      "CreateEmailIdentityCommand",
      "GetEmailIdentityCommand",
      "PutEmailIdentityMailFromAttributesCommand",
    ]);
    await ses.delete(D);
    await ses.delete(D);
    expect(sent.filter((s) => s.name === "DeleteEmailIdentityCommand")).toHaveLength(2);
  });
});
