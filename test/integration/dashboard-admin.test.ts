// The dashboard's admin pages over HTTP with a session cookie: signed-out redirects, API keys created and revoked
// through the forms (the key shown once and working, never listed again), a webhook made by the form receiving a
// delivery that the Replay button sends again, the event log's filters and paging, a domain added, published and
// verified through the pages, another site's Origin (403), another organization's things (404) and hostile names
// shown escaped.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { txt, zoneOf } from "../helpers/dns-zone.js";
import { publish, uniqueDomain, unpublishAll } from "../helpers/domains.js";
import { type Account, baseUrl, call, createInbox, createPod, signUp } from "../helpers/http.js";
import { waitFor } from "../helpers/wait.js";
import { type Receiver, startReceiver } from "../helpers/webhook-receiver.js";

let account: Account;
let other: Account;
const receivers: Receiver[] = [];

beforeAll(async () => {
  [account, other] = await Promise.all([signUp(), signUp()]);
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await unpublishAll();
});

interface Page {
  status: number;
  html: string;
  location: string | null;
  headers: Headers;
}

/** A browser-like request that does not follow redirects (the tests look at the 303s). */
async function browse(
  method: "GET" | "POST",
  path: string,
  options: { session?: string; form?: Record<string, string>; origin?: string } = {},
): Promise<Page> {
  const headers: Record<string, string> = {};
  if (options.session) headers.cookie = options.session;
  if (options.origin) headers.origin = options.origin;
  let body: string | undefined;
  if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers["content-type"] = "application/x-www-form-urlencoded";
  }
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body, redirect: "manual" });
  return { status: res.status, html: await res.text(), location: res.headers.get("location"), headers: res.headers };
}

const get = (path: string, session = account.session) => browse("GET", path, { session });
const post = (path: string, form: Record<string, string> = {}, session = account.session, origin?: string) =>
  browse("POST", path, { session, form, origin });

/** Every match of a regular expression's first group. */
const all = (html: string, pattern: RegExp) =>
  [...html.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`))].map(
    (m) => m[1],
  );

function expectPage(page: Page, status = 200) {
  expect(page.status, page.html.slice(0, 500)).toBe(status);
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  // No script of any kind on these pages.
  expect(page.html).not.toMatch(/<script/i);
}

describe("signed out", () => {
  it.each([
    "/webhooks",
    "/events",
    "/api-keys",
    "/domains",
    "/webhooks/whk_X/delete",
  ])("GET %s goes to the sign-in page and back (303)", async (path) => {
    const res = await browse("GET", path);
    expect(res.status).toBe(303);
    expect(res.location).toMatch(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
  });

  it("a form post without a session does nothing and goes to sign in, then back to the form's page", async () => {
    const res = await browse("POST", "/api-keys", { form: { name: "nobody" } });
    expect(res.status).toBe(303);
    expect(res.location).toMatch(/\/login\?next=%2Fapi-keys$/);
    expect(res.html).not.toContain("am_");
    const replay = await browse("POST", "/webhooks/whk_X/deliveries/dlv_Y/replay");
    expect(replay.location).toMatch(/\/login\?next=%2Fwebhooks%2Fwhk_X$/);
  });
});

describe("API keys", () => {
  it("creates a key through the form: shown once (no-store, no redirect), it works, the list never shows it", async () => {
    const created = await post("/api-keys", { name: "Deploy bot", scope: "organization", access: "all" });
    expectPage(created);
    expect(created.location).toBeNull();
    expect(created.headers.get("cache-control")).toBe("no-store");
    expect(created.html).toContain("shown only this once");
    const key = all(created.html, /id="new-api-key"[^>]*value="([^"]+)"/)[0];
    expect(key).toBeDefined();
    // The key works with the API.
    const inboxes = await call("GET", "/v0/inboxes", { key });
    expect(inboxes.status).toBe(200);
    // The list shows its name and prefix, never the key.
    const list = await get("/api-keys");
    expectPage(list);
    expect(list.html).toContain("Deploy bot");
    expect(list.html).toContain(key.slice(0, 12));
    expect(list.html).not.toContain(key);
    const keys = await call("GET", "/v0/api-keys", { key: account.key });
    const view = keys.body.api_keys.find((k: { prefix: string }) => k.prefix === key.slice(0, 12));
    expect(view.name).toBe("Deploy bot");
    // "Every permission": no list.
    expect(view.permissions).toBeUndefined();
  });

  it("creates a pod-scoped key with only the permissions checked", async () => {
    const created = await post("/api-keys", {
      name: "reader",
      scope: `pod:${account.defaultPodId}`,
      access: "selected",
      "permission.inbox_read": "on",
      "permission.message_read": "on",
    });
    expectPage(created);
    const key = all(created.html, /id="new-api-key"[^>]*value="([^"]+)"/)[0];
    const keys = await call("GET", "/v0/api-keys", { key: account.key });
    const view = keys.body.api_keys.find((k: { prefix: string }) => k.prefix === key.slice(0, 12));
    expect(view.pod_id).toBe(account.defaultPodId);
    const granted = Object.entries(view.permissions).filter(([, v]) => v);
    expect(granted.map(([p]) => p).sort()).toEqual(["inbox_read", "message_read"]);
    expect((await call("GET", "/v0/inboxes", { key })).status).toBe(200);
    expect((await call("POST", "/v0/inboxes", { key, body: {} })).status).toBe(403);
  });

  it("creates an inbox-scoped key from the scope list", async () => {
    const inbox = await createInbox(account.key);
    const form = await get("/api-keys");
    expect(form.html).toContain(`value="inbox:${inbox.inbox_id}"`);
    const created = await post("/api-keys", { name: "one inbox", scope: `inbox:${inbox.inbox_id}`, access: "all" });
    expectPage(created);
    const key = all(created.html, /id="new-api-key"[^>]*value="([^"]+)"/)[0];
    const me = await call("GET", "/v0/api-keys", { key: account.key });
    const view = me.body.api_keys.find((k: { prefix: string }) => k.prefix === key.slice(0, 12));
    expect(view).toMatchObject({ inbox_id: inbox.inbox_id, pod_id: inbox.pod_id });
  });

  it("shows the spec's message for a bad scope or an unknown permission", async () => {
    const scope = await post("/api-keys", { scope: "galaxy", access: "all" });
    expectPage(scope, 400);
    expect(scope.html).toContain("scope must be organization, pod:&lt;pod_id&gt; or inbox:&lt;inbox_id&gt;");
    const pod = await post("/api-keys", { scope: `pod:${other.defaultPodId}`, access: "all" });
    expectPage(pod, 404);
    expect(pod.html).toContain(`Pod not found: ${other.defaultPodId}`);
    const permission = await post("/api-keys", { access: "selected", "permission.fly": "on" });
    expectPage(permission, 400);
    expect(permission.html).toContain("Unknown permission: fly");
    const contradiction = await post("/api-keys", { access: "all", "permission.inbox_read": "on" });
    expectPage(contradiction, 400);
    expect(contradiction.html).toContain("Choose only the permissions checked");
  });

  it("revokes a key behind a confirmation page", async () => {
    const created = await post("/api-keys", { name: "short-lived", access: "all" });
    const key = all(created.html, /id="new-api-key"[^>]*value="([^"]+)"/)[0];
    const list = await get("/api-keys");
    const prefix = key.slice(0, 12);
    const revokeLink = all(
      list.html,
      new RegExp(`href="(/api-keys/[^"]+/revoke)" aria-label="Revoke short-lived \\(${prefix}\\)"`),
    )[0];
    expect(revokeLink).toBeDefined();
    const confirm = await get(revokeLink);
    expectPage(confirm);
    expect(confirm.html).toContain(`<form method="post" action="${revokeLink}">`);
    // Seeing the confirmation changes nothing.
    expect((await call("GET", "/v0/inboxes", { key })).status).toBe(200);
    const done = await post(revokeLink);
    expect(done.status).toBe(303);
    expect(done.location).toBe("/api-keys?done=key-revoked");
    expect((await call("GET", "/v0/inboxes", { key })).status).toBe(401);
    const after = await get(done.location as string);
    expect(after.html).toContain("API key revoked.");
    expect(after.html).not.toContain(prefix);
  });

  it("refuses another site's Origin (403) and creates nothing", async () => {
    const before = await call("GET", "/v0/api-keys", { key: account.key });
    const res = await post("/api-keys", { name: "csrf", access: "all" }, account.session, "https://evil.example");
    expect(res.status).toBe(403);
    expect(res.html).not.toContain("am_");
    const after = await call("GET", "/v0/api-keys", { key: account.key });
    expect(after.body.count).toBe(before.body.count);
    // The service's own origin (API_BASE_URL: localhost in the local runtime) is fine.
    const own = new URL(baseUrl());
    own.hostname = "localhost";
    const same = await post("/api-keys", { name: "same site", access: "all" }, account.session, own.origin);
    expectPage(same);
  });

  it("never reaches another organization's key (404 page; the key keeps working)", async () => {
    const theirs = await call("GET", "/v0/api-keys", { key: other.key });
    const id = theirs.body.api_keys[0].api_key_id as string;
    expectPage(await get(`/api-keys/${id}/revoke`), 404);
    const res = await post(`/api-keys/${id}/revoke`);
    expectPage(res, 404);
    expect(res.html).toContain("API key not found");
    expect((await call("GET", "/v0/inboxes", { key: other.key })).status).toBe(200);
  });
});

describe("webhooks", () => {
  it("creates a webhook by the form; a delivery appears; Replay sends it again as a new delivery", async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    const created = await post("/webhooks", {
      url: receiver.url,
      "event_type.inbox.created": "on",
      [`pod_id.${account.defaultPodId}`]: "on",
      inbox_ids: "",
    });
    expect(created.status).toBe(303);
    const [, webhookId] = (created.location ?? "").match(/^\/webhooks\/(whk_[0-9A-Z]+)\?done=webhook-created$/) ?? [];
    expect(webhookId).toBeDefined();
    const api = await call("GET", `/v0/webhooks/${webhookId}`, { key: account.key });
    expect(api.body).toMatchObject({
      url: receiver.url,
      event_types: ["inbox.created"],
      pod_ids: [account.defaultPodId],
    });

    const pagePath = `/webhooks/${webhookId}`;
    const first = await get(created.location as string);
    expectPage(first);
    expect(first.html).toContain("Webhook created.");
    expect(first.html).toContain(`<code>${api.body.secret.slice(0, 10)}…</code>`);
    expect(first.html).toContain("No deliveries yet.");

    const inbox = await createInbox(account.key);
    await receiver.waitFor((r) => r.json?.inbox?.inbox_id === inbox.inbox_id, "inbox.created");
    const replayAction = await waitFor(
      async () => {
        const html = (await get(pagePath)).html;
        return html.includes(">delivered<") ? all(html, /action="([^"]+\/replay)"/)[0] : undefined;
      },
      10_000,
      "the delivery on the page",
    );
    const shown = await get(pagePath);
    expect(shown.html).toContain("<code>inbox.created</code>");
    expect(shown.html).toMatch(/<td>200<\/td>/);

    const replay = await post(replayAction);
    expect(replay.status).toBe(303);
    expect(replay.location).toBe(`${pagePath}?done=replayed`);
    const again = receiver.requests.filter((r) => r.json?.inbox?.inbox_id === inbox.inbox_id);
    expect(again).toHaveLength(2);
    expect(again[1].json.event_id).toBe(again[0].json.event_id);
    const after = await get(replay.location as string);
    expect(all(after.html, /action="([^"]+\/replay)"/)).toHaveLength(2);
    expect(after.html).toContain("Event sent again as a new delivery");
    const deliveries = await call("GET", `/v0/webhooks/${webhookId}/deliveries`, { key: account.key });
    expect(deliveries.body.deliveries).toHaveLength(2);

    // The delivery list pages, keeping the status filter.
    const paged = await get(`${pagePath}?status=delivered&limit=1`);
    expect(all(paged.html, /action="([^"]+\/replay)"/)).toHaveLength(1);
    const older = all(paged.html, /href="([^"]+)" rel="next"/)[0]?.replaceAll("&amp;", "&");
    expect(older).toContain("status=delivered");
    const second = await get(older as string);
    expect(all(second.html, /action="([^"]+\/replay)"/)).toHaveLength(1);
    expect(all(second.html, /action="([^"]+\/replay)"/)[0]).not.toBe(all(paged.html, /action="([^"]+\/replay)"/)[0]);
  });

  it("sends a test event by the button, and deletes behind a confirmation page", async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    const created = await post("/webhooks", { url: receiver.url });
    const path = (created.location ?? "").split("?")[0];
    const tested = await post(`${path}/test`);
    expect(tested.status).toBe(303);
    expect(receiver.ofType("webhook.test")).toHaveLength(1);
    const confirm = await get(`${path}/delete`);
    expectPage(confirm);
    expect(confirm.html).toContain(receiver.url);
    const gone = await post(`${path}/delete`);
    expect(gone.location).toBe("/webhooks?done=webhook-deleted");
    expect((await call("GET", `/v0${path}`, { key: account.key })).status).toBe(404);
  });

  it("shows the spec's message for a bad URL or an unknown event type", async () => {
    const bad = await post("/webhooks", { url: "ftp://example.com/x" });
    expectPage(bad, 400);
    expect(bad.html).toContain("url must be http or https");
    const type = await post("/webhooks", { url: "https://example.com/x", "event_type.message.teleported": "on" });
    expectPage(type, 400);
    expect(type.html).toContain("Unknown event type: message.teleported");
  });

  it("never shows or touches another organization's webhook (404 pages)", async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    const res = await call("POST", "/v0/webhooks", { key: other.key, body: { url: receiver.url } });
    const id = res.body.webhook_id as string;
    const page = await get(`/webhooks/${id}`);
    expectPage(page, 404);
    expect(page.html).toContain("Webhook not found");
    expect(page.html).toContain('<a href="/webhooks">Back</a>');
    expect(page.html).not.toContain(res.body.secret);
    expectPage(await post(`/webhooks/${id}/delete`), 404);
    expectPage(await post(`/webhooks/${id}/test`), 404);
    expect((await call("GET", `/v0/webhooks/${id}`, { key: other.key })).status).toBe(200);
    expect((await get("/webhooks")).html).not.toContain(id);
  });
});

describe("event log", () => {
  it("lists events newest first, filters by type and inbox, and pages with Older links", async () => {
    const fresh = await signUp();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await createInbox(fresh.key)).inbox_id);
    const ids = (html: string) => all(html, /<h3>inbox\.created<\/h3><p>.*?<code>(evt_[0-9A-Z]+)<\/code>/g);
    const inboxOf = (html: string) => all(html, /&quot;inbox_id&quot;: &quot;([^&]+)&quot;/g);

    const first = await get("/events?event_type=inbox.created&limit=2", fresh.session);
    expectPage(first);
    expect(first.html).toContain('<option value="inbox.created" selected>');
    expect(ids(first.html)).toHaveLength(2);
    const seen = [...ids(first.html)];
    let next = all(first.html, /href="([^"]+)" rel="next"/)[0];
    while (next) {
      const page = await get(next.replaceAll("&amp;", "&"), fresh.session);
      expect(page.html).toContain('href="/events?event_type=inbox.created&amp;limit=2">Newest');
      seen.push(...ids(page.html));
      next = all(page.html, /href="([^"]+)" rel="next"/)[0];
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    // Newest first: event IDs sort by time.
    expect([...seen].sort().reverse()).toEqual(seen);

    const one = await get(`/events?inbox_id=${made[2]}`, fresh.session);
    expect(ids(one.html)).toHaveLength(1);
    expect(new Set(inboxOf(one.html))).toEqual(new Set([made[2]]));
    // By pod: a new pod's inbox only.
    const pod = await createPod(fresh.key, { name: "second" });
    const inPod = await createInbox(fresh.key, {}, `/v0/pods/${pod.pod_id}/inboxes`);
    const byPod = await get(`/events?pod_id=${pod.pod_id}`, fresh.session);
    expect(byPod.html).toContain(`<option value="${pod.pod_id}" selected>`);
    expect(ids(byPod.html)).toHaveLength(1);
    expect(inboxOf(byPod.html)).toContain(inPod.inbox_id);

    const bad = await get("/events?event_type=message.teleported", fresh.session);
    expectPage(bad, 400);
    expect(bad.html).toContain("Unknown event type: message.teleported");
  });

  it("shows only the organization's own events", async () => {
    const inbox = await createInbox(other.key);
    const mine = await get(`/events?inbox_id=${inbox.inbox_id}`);
    expectPage(mine);
    expect(mine.html).toContain("No events match.");
    expect(mine.html).not.toContain(`&quot;${inbox.inbox_id}&quot;`);
  });
});

describe("domains", () => {
  it("adds a domain by the form, shows its records, and verifies it with Verify now", async () => {
    const name = uniqueDomain("dash");
    const created = await post("/domains", { domain: name, pod_id: "", inbound_enabled: "on" });
    expect(created.status).toBe(303);
    const [, domainId] = (created.location ?? "").match(/^\/domains\/(dom_[0-9A-Z]+)\?done=domain-created$/) ?? [];
    expect(domainId).toBeDefined();
    const api = (await call("GET", `/v0/domains/${domainId}`, { key: account.key })).body;
    expect(api).toMatchObject({
      domain: name,
      status: "NOT_STARTED",
      pod_id: account.defaultPodId,
      inbound_enabled: true,
    });

    const page = await get(created.location as string);
    expectPage(page);
    expect(page.html).toContain("NOT_STARTED");
    for (const r of api.records) expect(page.html).toContain(`<code>${r.value.replaceAll('"', "&quot;")}</code>`);
    expect(page.html).toContain(`<th scope="col">Required</th>`);
    expect(page.html).toContain(`action="/domains/${domainId}/verify"`);
    const zoneLink = `/v0/domains/${domainId}/zone-file`;
    expect(page.html).toContain(`href="${zoneLink}"`);
    // The download link works with the session cookie alone.
    const zone = await call("GET", zoneLink, { cookie: account.session });
    expect(zone.status).toBe(200);
    expect(zone.headers.get("content-disposition")).toContain(`${name}.zone`);

    await publish(name, zone.text);
    const verified = await post(`/domains/${domainId}/verify`);
    expect(verified.status).toBe(303);
    expect(verified.location).toBe(`/domains/${domainId}?done=domain-checked`);
    const after = await get(verified.location as string);
    expect(after.html).toContain("DNS records checked.");
    expect(after.html).toMatch(/<dt>Status<\/dt><dd>VERIFIED<\/dd>/);
    expect((await call("GET", `/v0/domains/${domainId}`, { key: account.key })).body.status).toBe("VERIFIED");

    const list = await get("/domains");
    expect(list.html).toContain(`<a href="/domains/${domainId}">${name}</a>`);
  });

  it("looks for Domain Connect by the button: says why not, or shows the signed link", async () => {
    // A DNS host of the test's own, named by the domain's _domainconnect record (as domains-connect.test.ts does).
    const answers = new Map<string, unknown>();
    const server = createServer((req, res) => {
      const json = answers.get(req.url ?? "");
      res.writeHead(json === undefined ? 404 : 200, { "content-type": "application/json" });
      res.end(json === undefined ? "" : JSON.stringify(json));
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const name = uniqueDomain("dash-dc");
      const created = await post("/domains", { domain: name, inbound_enabled: "on" });
      const path = (created.location ?? "").split("?")[0];
      const none = await post(`${path}/domain-connect`);
      expect(none.status).toBe(303);
      expect(none.location).toBe(`${path}?done=connect-no_domain_connect`);
      const without = await get(none.location as string);
      expect(without.html).toContain("does not offer Domain Connect");
      expect(without.html).not.toContain("with Domain Connect</a>");

      await publish(name, zoneOf(name, [[`_domainconnect.${name}`, "TXT", txt(host)]]));
      answers.set(`/v2/${name}/settings`, {
        providerId: "testdns.example",
        providerDisplayName: "Test DNS <Co>",
        urlSyncUX: `${host}/sync`,
        urlAPI: host,
      });
      answers.set("/v2/domainTemplates/providers/agents.localhost/services/mail", {});
      const ready = await post(`${path}/domain-connect`);
      expect(ready.location).toBe(`${path}?done=connect-ready`);
      const page = await get(ready.location as string);
      const link = all(
        page.html,
        /<a href="([^"]+)" rel="noopener noreferrer">Add the records at Test DNS &lt;Co&gt;/,
      )[0];
      expect(link).toBeDefined();
      const api = await call("GET", `/v0${path}`, { key: account.key });
      expect(link.replaceAll("&amp;", "&")).toBe(api.body.domain_connect.apply_url);
      expect(link).toMatch(new RegExp(`^${host}/sync/v2/domainTemplates/`));
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it("shows the conflict for a registered domain, and deletes behind a confirmation page", async () => {
    const name = uniqueDomain("dash-del");
    const created = await post("/domains", { domain: name });
    const path = (created.location ?? "").split("?")[0];
    expect((await call("GET", `/v0${path}`, { key: account.key })).body.inbound_enabled).toBe(false);
    const twice = await post("/domains", { domain: name });
    expectPage(twice, 409);
    expect(twice.html).toContain(`Domain ${name} is already registered`);
    const confirm = await get(`${path}/delete`);
    expectPage(confirm);
    expect(confirm.html).toContain(`<b>${name}</b>`);
    const gone = await post(`${path}/delete`);
    expect(gone.location).toBe("/domains?done=domain-deleted");
    expect((await call("GET", `/v0${path}`, { key: account.key })).status).toBe(404);
  });

  it("never shows another organization's domain (404 page)", async () => {
    const res = await call("POST", "/v0/domains", { key: other.key, body: { domain: uniqueDomain("theirs") } });
    expect(res.status).toBe(201);
    const page = await get(`/domains/${res.body.domain_id}`);
    expectPage(page, 404);
    expect(page.html).toContain("Domain not found");
    expect(page.html).not.toContain(res.body.domain);
    expectPage(await post(`/domains/${res.body.domain_id}/verify`), 404);
    expectPage(await post(`/domains/${res.body.domain_id}/delete`), 404);
    expect((await call("GET", `/v0/domains/${res.body.domain_id}`, { key: other.key })).status).toBe(200);
  });

  it("refuses another site's Origin on every form (403)", async () => {
    for (const [path, form] of [
      ["/domains", { domain: uniqueDomain("csrf") }],
      ["/webhooks", { url: "https://example.com/hook" }],
    ] as const) {
      const res = await post(path, form, account.session, "https://evil.example");
      expect(res.status, path).toBe(403);
    }
  });
});

describe("escaping", () => {
  it("shows hostile names as text on every page", async () => {
    const hostile = `<img src=x onerror="alert(1)">'&`;
    const escaped = "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;&amp;";
    const fresh = await signUp();
    await createPod(fresh.key, { name: hostile });
    await createInbox(fresh.key, { display_name: hostile });
    const created = await post("/api-keys", { name: hostile, access: "all" }, fresh.session);
    expectPage(created);
    for (const [path, page] of [
      ["/api-keys (created)", created],
      ["/api-keys", await get("/api-keys", fresh.session)],
      ["/webhooks", await get("/webhooks", fresh.session)],
      ["/domains", await get("/domains", fresh.session)],
      ["/events", await get("/events?event_type=inbox.created", fresh.session)],
    ] as const) {
      expect(page.html, path).not.toContain("<img");
      expect(page.html, path).not.toContain('onerror="');
    }
    expect(created.html).toContain(escaped);
    expect((await get("/api-keys", fresh.session)).html).toContain(escaped);
    expect((await get("/webhooks", fresh.session)).html).toContain(escaped);
    // The payload in <pre>: JSON of the name, then escaped.
    const events = await get("/events?event_type=inbox.created", fresh.session);
    expect(events.html).toContain("&lt;img src=x onerror=\\&quot;alert(1)\\&quot;&gt;&#39;&amp;");
  });
});
