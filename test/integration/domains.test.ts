// Custom domains over HTTP against the local runtime: create (validation, conflicts, scopes, client_id), the records
// to publish, list and get (paging, pod scope), the zone file (parsed back with dns-zonefile), verification walking
// NOT_STARTED → PENDING → INVALID → VERIFIED by editing the local zone file (LOCAL_DNS_ZONE), with domain.updated and
// domain.verified, nameservers and DNS host, update, inboxes on custom domains, and delete with its inboxes.
import { randomBytes } from "node:crypto";
import zonefile from "dns-zonefile";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { txt, zoneOf } from "../helpers/dns-zone.js";
import {
  createDomain,
  publish,
  uniqueDomain,
  unpublishAll,
  verifiedDomain,
  verify,
  zoneText,
} from "../helpers/domains.js";
import { type Account, call, createInbox, createKey, createPod, signUp } from "../helpers/http.js";
import { type Receiver, startReceiver } from "../helpers/webhook-receiver.js";

let account: Account;
let other: Account;

const unique = uniqueDomain;

beforeAll(async () => {
  [account, other] = await Promise.all([signUp(), signUp()]);
});

afterAll(unpublishAll);

const recordOf = (domain: { records: Array<{ purpose: string }> }, purpose: string) =>
  domain.records.find((r) => r.purpose === purpose) as Record<string, any>;

describe("creating a domain", () => {
  it("answers 201 with the domain lowercased, NOT_STARTED, and a record for every purpose", async () => {
    const name = unique("Create").toUpperCase();
    const res = await call("POST", "/v0/domains", {
      key: account.key,
      body: { domain: `${name}.`, feedback_enabled: true, catch_all: true, catch_all_ttl_seconds: 600 },
    });
    expect(res.status).toBe(201);
    const d = res.body;
    expect(d).toMatchObject({
      domain: name.toLowerCase(),
      organization_id: account.organizationId,
      pod_id: account.defaultPodId,
      status: "NOT_STARTED",
      feedback_enabled: true,
      inbound_enabled: true,
      subdomains_enabled: false,
      tracking_enabled: false,
      catch_all: true,
      catch_all_ttl_seconds: 600,
      reason: expect.any(String),
    });
    expect(d.domain_id).toMatch(/^dom_[0-9A-Z]{26}$/);
    expect(d.verified_at).toBeUndefined();
    expect(d.last_checked_at).toBeUndefined();
    const domain = name.toLowerCase();
    expect(d.records.map((r: { purpose: string }) => r.purpose)).toEqual(["inbound", "spf", "dkim", "dmarc"]);
    for (const r of d.records) expect(r).toMatchObject({ status: "MISSING", required: true });
    expect(recordOf(d, "inbound")).toEqual({
      type: "MX",
      name: domain,
      value: "agents.localhost",
      priority: 10,
      status: "MISSING",
      purpose: "inbound",
      required: true,
    });
    expect(recordOf(d, "spf")).toMatchObject({ type: "TXT", name: domain, value: "v=spf1 ip4:127.0.0.1 ip6:::1 -all" });
    expect(recordOf(d, "dkim")).toMatchObject({ type: "TXT", value: expect.stringMatching(/^v=DKIM1; k=rsa; p=/) });
    expect(recordOf(d, "dkim").name).toMatch(
      new RegExp(`^mm[0-9a-f]{8}\\._domainkey\\.${domain.replace(/\./g, "\\.")}$`),
    );
    expect(recordOf(d, "dmarc")).toMatchObject({
      type: "TXT",
      name: `_dmarc.${domain}`,
      value: "v=DMARC1; p=quarantine",
    });
    // The private key never leaves the service.
    expect(JSON.stringify(d)).not.toContain("PRIVATE");
    const got = await call("GET", `/v0/domains/${d.domain_id}`, { key: account.key });
    expect(got.body).toEqual(d);
  });

  it("makes the inbound MX optional for a send-only domain (inbound_enabled false)", async () => {
    const d = await createDomain(account.key, { domain: unique("sendonly"), inbound_enabled: false });
    expect(d.inbound_enabled).toBe(false);
    expect(recordOf(d, "inbound").required).toBe(false);
    expect(d.records.filter((r: { required: boolean }) => !r.required)).toHaveLength(1);
  });

  it("refuses names that are not hostnames, and a catch_all_ttl_seconds that is not positive (400)", async () => {
    for (const domain of ["not a host", "localhost", "-bad.example.com", "a..b.com", "example.123", ""]) {
      const res = await call("POST", "/v0/domains", { key: account.key, body: { domain } });
      expect(res.status, domain).toBe(400);
      expect(res.body.error).toEqual({
        type: "validation",
        message: "domain must be a valid hostname",
        param: "domain",
      });
    }
    const missing = await call("POST", "/v0/domains", { key: account.key, body: {} });
    expect(missing.body.error).toEqual({ type: "validation", message: "domain is required", param: "domain" });
    for (const ttl of [0, -5, 1.5]) {
      const res = await call("POST", "/v0/domains", {
        key: account.key,
        body: { domain: unique("ttl"), catch_all_ttl_seconds: ttl },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        type: "validation",
        message: "catch_all_ttl_seconds must be positive",
        param: "catch_all_ttl_seconds",
      });
    }
    const nullTtl = await createDomain(account.key, { domain: unique("ttlnull"), catch_all_ttl_seconds: null });
    expect(nullTtl.catch_all_ttl_seconds).toBeUndefined();
  });

  it("answers 409 for the shared domain and for a domain registered already, here or elsewhere", async () => {
    const shared = await call("POST", "/v0/domains", { key: account.key, body: { domain: "Agents.Localhost" } });
    expect(shared.status).toBe(409);
    expect(shared.body.error).toEqual({
      type: "conflict",
      message: "agents.localhost is a shared domain",
      param: "domain",
    });
    const name = unique("taken");
    await createDomain(account.key, { domain: name });
    for (const key of [other.key, account.key]) {
      const res = await call("POST", "/v0/domains", { key, body: { domain: name.toUpperCase() } });
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({
        type: "conflict",
        message: `Domain ${name} is already registered`,
        param: "domain",
      });
    }
  });

  it("returns the domain holding a client_id unchanged with 200", async () => {
    const first = await call("POST", "/v0/domains", {
      key: account.key,
      body: { domain: unique("cid"), client_id: "dom-1" },
    });
    expect(first.status).toBe(201);
    expect(first.body.client_id).toBe("dom-1");
    const again = await call("POST", "/v0/domains", {
      key: account.key,
      body: { domain: unique("cid2"), client_id: "dom-1" },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it("refuses inbox-scoped keys (403), keeps pod keys in their pod, and needs domain_create", async () => {
    const inbox = await createInbox(account.key);
    const inboxKey = await createKey(account, {}, `/v0/inboxes/${inbox.inbox_id}/api-keys`);
    const refused = await call("POST", "/v0/domains", { key: inboxKey, body: { domain: unique("inboxkey") } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ type: "forbidden", message: "Inbox-scoped credentials cannot add domains" });
    const listed = await call("GET", "/v0/domains", { key: inboxKey });
    expect(listed.status).toBe(403);
    expect(listed.body.error.message).toBe("Inbox-scoped credentials cannot manage domains");

    const [podA, podB] = await Promise.all([createPod(account.key), createPod(account.key)]);
    const podKey = await createKey(account, {}, `/v0/pods/${podA.pod_id}/api-keys`);
    const mine = await createDomain(podKey, { domain: unique("podkey") });
    expect(mine.pod_id).toBe(podA.pod_id);
    const elsewhere = await call("POST", "/v0/domains", {
      key: podKey,
      body: { domain: unique("podkey2"), pod_id: podB.pod_id },
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.message).toBe(`Pod not found: ${podB.pod_id}`);
    const prefixed = await createDomain(account.key, { domain: unique("prefixed") }, `/v0/pods/${podB.pod_id}/domains`);
    expect(prefixed.pod_id).toBe(podB.pod_id);
    const named = await createDomain(account.key, { domain: unique("named"), pod_id: podB.pod_id });
    expect(named.pod_id).toBe(podB.pod_id);

    // A pod key sees its pod's domains only.
    const list = await call("GET", "/v0/domains?limit=500", { key: podKey });
    expect(list.body.domains.map((d: { domain_id: string }) => d.domain_id)).toEqual([mine.domain_id]);
    const counted = await call("GET", "/v0/organization", { key: podKey });
    expect(counted.body.domain_count).toBe(1);
    const hidden = await call("GET", `/v0/domains/${prefixed.domain_id}`, { key: podKey });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toEqual({ type: "not_found", message: "Domain not found" });
    const podList = await call("GET", `/v0/pods/${podB.pod_id}/domains`, { key: account.key });
    expect(podList.body.domains.map((d: { domain_id: string }) => d.domain_id).sort()).toEqual(
      [prefixed.domain_id, named.domain_id].sort(),
    );

    const readOnly = await createKey(account, { permissions: ["domain_read"] });
    const denied = await call("POST", "/v0/domains", { key: readOnly, body: { domain: unique("perm") } });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toEqual({ type: "forbidden", message: "API key lacks the domain_create permission" });
    const verifyDenied = await call("POST", `/v0/domains/${mine.domain_id}/verify`, { key: readOnly });
    expect(verifyDenied.body.error.message).toBe("API key lacks the domain_update permission");
  });
});

describe("listing domains", () => {
  it("pages newest first with next_page_token, and oldest first with ascending", async () => {
    const fresh = await signUp();
    const made = [];
    for (const tag of ["p1", "p2", "p3"]) made.push(await createDomain(fresh.key, { domain: unique(tag) }));
    const first = await call("GET", "/v0/domains?limit=2", { key: fresh.key });
    expect(first.body).toMatchObject({ count: 2, limit: 2, next_page_token: expect.any(String) });
    expect(first.body.domains.map((d: { domain_id: string }) => d.domain_id)).toEqual([
      made[2].domain_id,
      made[1].domain_id,
    ]);
    const second = await call("GET", `/v0/domains?limit=2&page_token=${first.body.next_page_token}`, {
      key: fresh.key,
    });
    expect(second.body.domains.map((d: { domain_id: string }) => d.domain_id)).toEqual([made[0].domain_id]);
    expect(second.body.next_page_token).toBeUndefined();
    const asc = await call("GET", "/v0/domains?ascending=true", { key: fresh.key });
    expect(asc.body.domains.map((d: { domain_id: string }) => d.domain_id)).toEqual(made.map((d) => d.domain_id));
    const org = await call("GET", "/v0/organization", { key: fresh.key });
    expect(org.body.domain_count).toBe(3);
    const strangers = await call("GET", `/v0/domains/${made[0].domain_id}`, { key: other.key });
    expect(strangers.status).toBe(404);
  });
});

describe("the zone file", () => {
  it("is text/plain, an attachment named <domain>.zone, and loads in a real zone parser with every record", async () => {
    const d = await createDomain(account.key, { domain: unique("zone"), inbound_enabled: false });
    const res = await call("GET", `/v0/domains/${d.domain_id}/zone-file`, { key: account.key });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${d.domain}.zone"`);
    const zone = zonefile.parse(res.text);
    expect(zone.$origin).toBe(`${d.domain}.`);
    const abs = (name: string) =>
      name === "@" ? d.domain : name.endsWith(".") ? name.slice(0, -1) : `${name}.${d.domain}`;
    const strings = (value: string) => [...value.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join("");
    const found = [
      ...(zone.mx ?? []).map((r) => ({
        type: "MX",
        name: abs(r.name),
        value: r.host.replace(/\.$/, ""),
        priority: r.preference,
      })),
      ...(zone.txt ?? []).map((r) => ({ type: "TXT", name: abs(r.name), value: strings(r.txt) })),
      ...(zone.cname ?? []).map((r) => ({ type: "CNAME", name: abs(r.name), value: r.alias.replace(/\.$/, "") })),
    ];
    const expected = d.records.map((r: Record<string, any>) => ({
      type: r.type,
      name: r.name,
      value: r.value,
      ...(r.priority !== undefined ? { priority: r.priority } : {}),
    }));
    expect(found.sort((a, b) => a.name.localeCompare(b.name) || a.type.localeCompare(b.type))).toEqual(
      expected.sort((a: any, b: any) => a.name.localeCompare(b.name) || a.type.localeCompare(b.type)),
    );
    // The DKIM key is longer than one 255-byte string: split, and joined back whole.
    expect(recordOf(d, "dkim").value.length).toBeGreaterThan(255);
  });
});

describe("verification by editing the local zone file", () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it("walks NOT_STARTED → PENDING → INVALID → VERIFIED with domain.updated and domain.verified", async () => {
    const fresh = await signUp();
    const [byName, everything] = await Promise.all([
      call("POST", "/v0/webhooks", {
        key: fresh.key,
        body: { url: receiver.urlFor("/by-name"), event_types: ["domain.updated", "domain.verified"] },
      }),
      call("POST", "/v0/webhooks", { key: fresh.key, body: { url: receiver.urlFor("/all") } }),
    ]);
    expect(byName.status).toBe(201);
    expect(everything.status).toBe(201);

    const d = await createDomain(fresh.key, { domain: unique("walk") });
    const name = d.domain as string;
    const dkim = recordOf(d, "dkim");

    // Nothing published: PENDING, every record MISSING.
    const pending = await verify(fresh.key, d.domain_id);
    expect(pending.status).toBe("PENDING");
    expect(pending.records.map((r: { status: string }) => r.status)).toEqual([
      "MISSING",
      "MISSING",
      "MISSING",
      "MISSING",
    ]);
    expect(pending.reason).toMatch(/^Not found yet: /);
    expect(pending.last_checked_at).toEqual(expect.any(String));
    expect(pending.verified_at).toBeUndefined();

    // A wrong SPF record and an MX pointing elsewhere: INVALID, with what was found.
    await publish(
      name,
      zoneOf(name, [
        [name, "MX", "10 mx.other-provider.example."],
        [name, "TXT", txt("v=spf1 include:_spf.other.example -all")],
        [name, "NS", "ada.ns.cloudflare.com."],
        [name, "NS", "bob.ns.cloudflare.com."],
      ]),
    );
    const invalid = await verify(fresh.key, d.domain_id);
    expect(invalid.status).toBe("INVALID");
    expect(recordOf(invalid, "inbound")).toMatchObject({
      status: "INVALID",
      reason: "found MX 10 mx.other-provider.example",
    });
    expect(recordOf(invalid, "spf")).toMatchObject({
      status: "INVALID",
      reason: expect.stringContaining("v=spf1 include:_spf.other.example -all"),
    });
    expect(recordOf(invalid, "dkim").status).toBe("MISSING");
    expect(invalid.nameservers).toEqual(["ada.ns.cloudflare.com", "bob.ns.cloudflare.com"]);
    expect(invalid.dns_provider).toBe("cloudflare");
    expect(invalid.dns_provider_url).toBe("https://dash.cloudflare.com/");

    // Some right, the DKIM key still missing: PENDING again.
    await publish(
      name,
      zoneOf(name, [
        [name, "MX", "10 agents.localhost."],
        [name, "TXT", txt("v=spf1 ip4:127.0.0.1 ip6:::1 -all")],
        [`_dmarc.${name}`, "TXT", txt("v=DMARC1; p=none")],
        [name, "NS", "ns-1.awsdns-01.org."],
      ]),
    );
    const partly = await verify(fresh.key, d.domain_id);
    expect(partly.status).toBe("PENDING");
    expect(partly.records.map((r: { status: string }) => r.status)).toEqual(["VALID", "VALID", "MISSING", "VALID"]);
    expect(partly.dns_provider).toBe("route53");

    // Everything: VERIFIED.
    await publish(
      name,
      zoneOf(name, [
        [name, "MX", "10 agents.localhost."],
        [name, "TXT", txt("v=spf1 ip4:127.0.0.1 ip6:::1 -all")],
        [`_dmarc.${name}`, "TXT", txt("v=DMARC1; p=none")],
        [dkim.name, "TXT", txt(dkim.value)],
      ]),
    );
    const verified = await verify(fresh.key, d.domain_id);
    expect(verified.status).toBe("VERIFIED");
    expect(verified.reason).toBeUndefined();
    expect(verified.verified_at).toEqual(verified.last_checked_at);
    expect(verified.records.every((r: { status: string }) => r.status === "VALID")).toBe(true);
    expect(verified.nameservers).toBeUndefined();

    // Checking again changes nothing: no event.
    const again = await verify(fresh.key, d.domain_id);
    expect(again.verified_at).toBe(verified.verified_at);

    const log = await call("GET", "/v0/events?event_types=domain.updated,domain.verified&ascending=true", {
      key: fresh.key,
    });
    expect(log.body.events.map((e: { event_type: string }) => e.event_type)).toEqual([
      "domain.updated",
      "domain.updated",
      "domain.updated",
      "domain.verified",
      "domain.updated",
    ]);
    const statuses = log.body.events.map((e: { data: { domain: { status: string } } }) => e.data.domain.status);
    expect(statuses).toEqual(["PENDING", "INVALID", "PENDING", "VERIFIED", "VERIFIED"]);
    expect(log.body.events[0]).toMatchObject({ pod_id: d.pod_id, data: { domain: { domain_id: d.domain_id } } });
    expect(log.body.events[0].inbox_id).toBeUndefined();

    // domain.updated only reaches the webhook that names it; domain.verified reaches both.
    await receiver.waitFor((r) => r.path === "/all" && r.json?.event_type === "domain.verified", "verified to /all");
    await receiver.waitFor(
      () => receiver.requests.filter((r) => r.path === "/by-name").length === 5,
      "five domain events to /by-name",
    );
    const toAll = receiver.requests.filter((r) => r.path === "/all").map((r) => r.json.event_type);
    expect(toAll.filter((t) => t.startsWith("domain."))).toEqual(["domain.verified"]);
    const verifiedHook = receiver.requests.find(
      (r) => r.path === "/by-name" && r.json.event_type === "domain.verified",
    );
    expect(verifiedHook?.json.domain).toMatchObject({ domain_id: d.domain_id, status: "VERIFIED" });
  });

  it("verifies a domain from its own downloaded zone file in one step", async () => {
    const d = await verifiedDomain(account.key, { domain: unique("oneshot") });
    expect(d.records.every((r: { status: string }) => r.status === "VALID")).toBe(true);
  });

  it("verifies a send-only domain without the inbound MX", async () => {
    const d = await createDomain(account.key, { domain: unique("sendonly-verify"), inbound_enabled: false });
    const zone = (await zoneText(account.key, d.domain_id))
      .split("\n")
      .filter((line) => !/\tMX\t/.test(line))
      .join("\n");
    await publish(d.domain, zone);
    const done = await verify(account.key, d.domain_id);
    expect(done.status).toBe("VERIFIED");
    expect(recordOf(done, "inbound")).toMatchObject({ status: "MISSING", required: false });
  });
});

describe("updating a domain", () => {
  it("changes the settings, clears the catch-all TTL with null, and refuses an empty body", async () => {
    const d = await createDomain(account.key, { domain: unique("patch"), catch_all_ttl_seconds: 60 });
    const res = await call("PATCH", `/v0/domains/${d.domain_id}`, {
      key: account.key,
      body: { feedback_enabled: true, catch_all: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ feedback_enabled: true, catch_all: true, catch_all_ttl_seconds: 60 });
    const cleared = await call("PATCH", `/v0/domains/${d.domain_id}`, {
      key: account.key,
      body: { catch_all_ttl_seconds: null },
    });
    expect(cleared.body.catch_all_ttl_seconds).toBeUndefined();
    const bad = await call("PATCH", `/v0/domains/${d.domain_id}`, {
      key: account.key,
      body: { catch_all_ttl_seconds: 0 },
    });
    expect(bad.body.error.message).toBe("catch_all_ttl_seconds must be positive");
    const empty = await call("PATCH", `/v0/domains/${d.domain_id}`, { key: account.key, body: {} });
    expect(empty.status).toBe(400);
    const missing = await call("PATCH", "/v0/domains/dom_01J00000000000000000000000", {
      key: account.key,
      body: { catch_all: true },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ type: "not_found", message: "Domain not found" });
  });

  it("turning inbound off makes a domain whose only gap was the MX VERIFIED (domain.verified)", async () => {
    const fresh = await signUp();
    const d = await createDomain(fresh.key, { domain: unique("inboundoff") });
    const zone = (await zoneText(fresh.key, d.domain_id))
      .split("\n")
      .filter((line) => !/\tMX\t/.test(line))
      .join("\n");
    await publish(d.domain, zone);
    expect((await verify(fresh.key, d.domain_id)).status).toBe("PENDING");
    const off = await call("PATCH", `/v0/domains/${d.domain_id}`, { key: fresh.key, body: { inbound_enabled: false } });
    expect(off.body).toMatchObject({ status: "VERIFIED", inbound_enabled: false });
    expect(recordOf(off.body, "inbound").required).toBe(false);
    const log = await call("GET", "/v0/events?event_types=domain.verified", { key: fresh.key });
    expect(log.body.count).toBe(1);
  });
});

describe("inboxes on custom domains", () => {
  it("are refused (404 domain) until the domain is VERIFIED, and only for its organization", async () => {
    const d = await createDomain(account.key, { domain: unique("inboxes") });
    const early = await call("POST", "/v0/inboxes", {
      key: account.key,
      body: { username: "early", domain: d.domain },
    });
    expect(early.status).toBe(404);
    expect(early.body.error).toEqual({ type: "not_found", message: `Domain not found: ${d.domain}`, param: "domain" });
    await publish(d.domain, await zoneText(account.key, d.domain_id));
    expect((await verify(account.key, d.domain_id)).status).toBe("VERIFIED");
    const inbox = await createInbox(account.key, { username: "Sales", domain: d.domain.toUpperCase() });
    expect(inbox.inbox_id).toBe(`sales@${d.domain}`);
    const stranger = await call("POST", "/v0/inboxes", { key: other.key, body: { username: "x", domain: d.domain } });
    expect(stranger.status).toBe(404);
    const availability = await call("GET", `/v0/inboxes/availability?username=new&domain=${d.domain}`, {
      key: account.key,
    });
    expect(availability.body).toEqual({ available: true, email: `new@${d.domain}` });
  });
});

describe("deleting a domain", () => {
  it("deletes its inboxes with their mail, frees the name, and answers 404 afterwards", async () => {
    const fresh = await signUp();
    const d = await verifiedDomain(fresh.key, { domain: unique("delete"), client_id: "to-delete" });
    const onIt = await createInbox(fresh.key, { username: "gone", domain: d.domain });
    const shared = await createInbox(fresh.key, { username: `stays-${randomBytes(3).toString("hex")}` });
    const before = await call("GET", "/v0/organization", { key: fresh.key });
    expect(before.body.domain_count).toBe(1);

    const res = await call("DELETE", `/v0/domains/${d.domain_id}`, { key: fresh.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await call("GET", `/v0/domains/${d.domain_id}`, { key: fresh.key })).status).toBe(404);
    expect((await call("GET", `/v0/inboxes/${onIt.inbox_id}`, { key: fresh.key })).status).toBe(404);
    expect((await call("GET", `/v0/inboxes/${shared.inbox_id}`, { key: fresh.key })).status).toBe(200);
    const after = await call("GET", "/v0/organization", { key: fresh.key });
    expect(after.body.domain_count).toBe(0);
    expect((await call("DELETE", `/v0/domains/${d.domain_id}`, { key: fresh.key })).status).toBe(404);

    // The name (and the client_id) are free again: another organization may register it.
    const again = await call("POST", "/v0/domains", { key: other.key, body: { domain: d.domain } });
    expect(again.status).toBe(201);
    expect(again.body.status).toBe("NOT_STARTED");
    const reused = await call("POST", "/v0/domains", {
      key: fresh.key,
      body: { domain: unique("reuse"), client_id: "to-delete" },
    });
    expect(reused.status).toBe(201);
  });
});
