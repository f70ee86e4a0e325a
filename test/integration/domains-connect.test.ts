// Domain Connect discovery against a DNS provider of the test's own: a local HTTP server serving the settings
// document and the template check, named by the domain's `_domainconnect` TXT record in the local zone. Loopback is
// reachable because the test service runs in development (ALLOW_LOOPBACK_URLS); private addresses stay refused.
// The apply_url is checked against the protocol: the template's path, the groups still to add, the variables, and
// an RSA-SHA256 signature that verifies with the service's key.
import { createPublicKey, createVerify } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { txt, zoneOf } from "../helpers/dns-zone.js";
import { createDomain, publish, uniqueDomain, unpublishAll, verifiedDomain, zoneText } from "../helpers/domains.js";
import { type Account, call, signUp } from "../helpers/http.js";

interface Provider {
  base: string;
  requests: string[];
  /** Per request path: what the provider answers (default 404). */
  answers: Map<string, { status: number; json?: unknown }>;
  close(): Promise<void>;
}

async function startProvider(): Promise<Provider> {
  const requests: string[] = [];
  const answers = new Map<string, { status: number; json?: unknown }>();
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? "");
    const answer = answers.get(req.url ?? "") ?? { status: 404 };
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(answer.json === undefined ? "" : JSON.stringify(answer.json));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    answers,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

let account: Account;
let provider: Provider;
// The service's template IDs (DOMAIN_CONNECT_PROVIDER_ID defaults to the shared domain, the service ID to "mail").
const TEMPLATE = "/v2/domainTemplates/providers/agents.localhost/services/mail";

beforeAll(async () => {
  [account, provider] = await Promise.all([signUp(), startProvider()]);
});

afterAll(async () => {
  await Promise.all([unpublishAll(), provider.close()]);
});

function settings(overrides: Record<string, unknown> = {}) {
  return {
    providerId: "testdns.example",
    providerName: "TestDNS",
    providerDisplayName: "Test DNS Co",
    urlSyncUX: `${provider.base}/sync`,
    urlAPI: provider.base,
    width: 750,
    height: 700,
    ...overrides,
  };
}

/** A domain whose `_domainconnect` record names the test provider (its own records not published yet). */
async function domainAtProvider(body: Record<string, unknown> = {}) {
  const d = await createDomain(account.key, { domain: uniqueDomain("dc"), ...body });
  await publish(d.domain, zoneOf(d.domain, [[`_domainconnect.${d.domain}`, "TXT", txt(provider.base)]]));
  return d;
}

async function setup(domainId: string) {
  const res = await call("GET", `/v0/domains/${domainId}/domain-connect`, { key: account.key });
  expect(res.status).toBe(200);
  return res.body;
}

describe("Domain Connect discovery", () => {
  it("says no_domain_connect without a _domainconnect record", async () => {
    const d = await createDomain(account.key, { domain: uniqueDomain("nodc") });
    const before = Date.now();
    const s = await setup(d.domain_id);
    expect(s).toEqual({ supported: false, reason: "no_domain_connect", checked_at: expect.any(String) });
    expect(Date.parse(s.checked_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("says provider_error when the settings document fails, or the provider's address is private", async () => {
    const d = await domainAtProvider();
    provider.answers.set(`/v2/${d.domain}/settings`, { status: 500 });
    expect(await setup(d.domain_id)).toMatchObject({ supported: false, reason: "provider_error" });
    expect(provider.requests).toContain(`/v2/${d.domain}/settings`);

    const privateHost = await createDomain(account.key, { domain: uniqueDomain("dcprivate") });
    await publish(
      privateHost.domain,
      zoneOf(privateHost.domain, [[`_domainconnect.${privateHost.domain}`, "TXT", txt("http://10.0.0.1:8080")]]),
    );
    expect(await setup(privateHost.domain_id)).toMatchObject({ supported: false, reason: "provider_error" });
  });

  it("says no_sync_flow when the provider has no synchronous flow, template_not_supported without our template", async () => {
    const d = await domainAtProvider();
    provider.answers.set(`/v2/${d.domain}/settings`, { status: 200, json: settings({ urlSyncUX: undefined }) });
    expect(await setup(d.domain_id)).toEqual({
      supported: false,
      reason: "no_sync_flow",
      provider_id: "testdns.example",
      provider_name: "Test DNS Co",
      width: 750,
      height: 700,
      checked_at: expect.any(String),
    });

    provider.answers.set(`/v2/${d.domain}/settings`, { status: 200, json: settings() });
    provider.answers.delete(TEMPLATE);
    expect(await setup(d.domain_id)).toMatchObject({
      supported: false,
      reason: "template_not_supported",
      url_sync_ux: `${provider.base}/sync`,
    });
    expect(provider.requests).toContain(TEMPLATE);
  });

  it("gives a signed apply_url for the records still to add, kept on the domain", async () => {
    const d = await domainAtProvider();
    provider.answers.set(`/v2/${d.domain}/settings`, { status: 200, json: settings() });
    provider.answers.set(TEMPLATE, { status: 200, json: { providerId: "agents.localhost", serviceId: "mail" } });
    const s = await setup(d.domain_id);
    expect(s).toMatchObject({
      supported: true,
      reason: "not_configured",
      provider_id: "testdns.example",
      provider_name: "Test DNS Co",
      url_sync_ux: `${provider.base}/sync`,
    });
    const url = new URL(s.apply_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.base}/sync${TEMPLATE}/apply`);
    const params = url.searchParams;
    expect(params.get("domain")).toBe(d.domain);
    expect(params.get("groupId")).toBe("inbound,spf,dkim,dmarc");
    const dkim = d.records.find((r: { purpose: string }) => r.purpose === "dkim");
    expect(params.get("inbound1host")).toBe("@");
    expect(params.get("inbound1")).toBe("agents.localhost");
    expect(params.get("dkim1host")).toBe(dkim.name.slice(0, -(d.domain.length + 1)));
    expect(params.get("dkim1")).toBe(dkim.value);
    expect(params.get("dmarc1host")).toBe("_dmarc");
    expect(params.get("key")).toBe("_dck1");

    // sig: RSA-SHA256 over the query string before sig and key, verifiable with the service's public key.
    const query = url.search.slice(1);
    const signed = query.slice(0, query.indexOf("&sig="));
    const publicKey = createPublicKey(await readFile(inject("domainConnectKeyFile"), "utf8"));
    const ok = createVerify("RSA-SHA256")
      .update(signed)
      .verify(publicKey, params.get("sig") ?? "", "base64");
    expect(ok).toBe(true);

    const got = await call("GET", `/v0/domains/${d.domain_id}`, { key: account.key });
    expect(got.body.domain_connect).toEqual({ supported: true, provider_name: "Test DNS Co", apply_url: s.apply_url });
  });

  it("asks only for the groups still missing, and says already_configured once every record is valid", async () => {
    const d = await verifiedDomain(account.key, { domain: uniqueDomain("dcdone") });
    // The records and the _domainconnect record together.
    await publish(
      d.domain,
      `${await zoneText(account.key, d.domain_id)}\n_domainconnect.${d.domain}. 300 IN TXT ${txt(provider.base)}\n`,
    );
    provider.answers.set(`/v2/${d.domain}/settings`, { status: 200, json: settings() });
    provider.answers.set(TEMPLATE, { status: 200, json: {} });
    const done = await setup(d.domain_id);
    expect(done).toMatchObject({ supported: true, reason: "already_configured" });
    expect(done.apply_url).toBeUndefined();

    // The DMARC record removed: a new check finds it missing, and the link adds that group alone.
    const withoutDmarc = (await zoneText(account.key, d.domain_id))
      .split("\n")
      .filter((line) => !line.startsWith("_dmarc"))
      .join("\n");
    await publish(d.domain, `${withoutDmarc}\n_domainconnect.${d.domain}. 300 IN TXT ${txt(provider.base)}\n`);
    const checked = await call("POST", `/v0/domains/${d.domain_id}/verify`, { key: account.key });
    expect(checked.body.status).toBe("PENDING");
    const partial = await setup(d.domain_id);
    expect(new URL(partial.apply_url).searchParams.get("groupId")).toBe("dmarc");
  });

  it("needs domain_read", async () => {
    const d = await createDomain(account.key, { domain: uniqueDomain("dcperm") });
    const res = await call("GET", `/v0/domains/${d.domain_id}/domain-connect`, {
      key: (await call("POST", "/v0/api-keys", { key: account.key, body: { permissions: ["inbox_read"] } })).body
        .api_key,
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe("API key lacks the domain_read permission");
  });
});
