import { beforeAll, describe, expect, it } from "vitest";
import { eventsOf } from "../helpers/db.js";
import { type Account, call, createInbox, createKey, createPod, signUp } from "../helpers/http.js";

const DOMAIN = "agents.localhost";
let account: Account;

beforeAll(async () => {
  account = await signUp();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("create", () => {
  it("creates an inbox on the shared domain with every required field", async () => {
    const res = await call("POST", "/v0/inboxes", {
      key: account.key,
      body: { username: "Sales.Team", display_name: "Sales", metadata: { tier: "gold", seats: 3, vip: true } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      inbox_id: `sales.team@${DOMAIN}`,
      email: `sales.team@${DOMAIN}`,
      display_name: "Sales",
      pod_id: account.defaultPodId,
      organization_id: account.organizationId,
      status: "active",
      ephemeral: false,
      created_by: "api",
      metadata: { tier: "gold", seats: 3, vip: true },
    });
    expect(res.body.created_at).toBe(res.body.updated_at);
  });

  it("picks a random username when none is given", async () => {
    const a = await createInbox(account.key);
    const b = await createInbox(account.key);
    expect(a.inbox_id).toMatch(new RegExp(`^[a-z0-9._+-]{1,64}@${DOMAIN.replace(".", "\\.")}$`));
    expect(a.inbox_id).not.toBe(b.inbox_id);
  });

  it("stores the name of a `Name <address>` display name", async () => {
    const inbox = await createInbox(account.key, { display_name: "Help Desk <help@elsewhere.test>" });
    expect(inbox.display_name).toBe("Help Desk");
  });

  it.each(["", "has space", "a".repeat(65), "bad/slash", "ümlaut"])("rejects username %j", async (username) => {
    const res = await call("POST", "/v0/inboxes", { key: account.key, body: { username } });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      type: "validation",
      message: "username may contain a-z, 0-9 and . _ + - (1-64 characters)",
      param: "username",
    });
  });

  it("answers 409 for an address that exists, in any organization", async () => {
    const username = `dup-${Date.now()}`;
    await createInbox(account.key, { username });
    const other = await signUp();
    const res = await call("POST", "/v0/inboxes", { key: other.key, body: { username } });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      type: "conflict",
      message: `Address ${username}@${DOMAIN} already exists`,
      param: "username",
    });
  });

  it("answers 404 for a domain the organization has not verified", async () => {
    const res = await call("POST", "/v0/inboxes", { key: account.key, body: { domain: "unverified.example" } });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ type: "not_found", param: "domain" });
  });

  it("validates status, metadata and ttl_seconds", async () => {
    const status = await call("POST", "/v0/inboxes", { key: account.key, body: { status: "sleeping" } });
    expect(status.body.error).toEqual({
      type: "validation",
      message: "status must be active or paused",
      param: "status",
    });
    for (const ttl of [0, -5, 1.5, "60"]) {
      const res = await call("POST", "/v0/inboxes", { key: account.key, body: { ttl_seconds: ttl } });
      expect(res.body.error).toEqual({
        type: "validation",
        message: "ttl_seconds must be a positive number",
        param: "ttl_seconds",
      });
    }
    const meta = await call("POST", "/v0/inboxes", { key: account.key, body: { metadata: { nested: { a: 1 } } } });
    expect(meta.status).toBe(400);
    expect(meta.body.error.param).toBe("metadata");
  });

  it("creates a paused inbox when asked", async () => {
    const inbox = await createInbox(account.key, { status: "paused" });
    expect(inbox.status).toBe("paused");
  });

  it("places the inbox in the named pod, the prefix pod, or the key's pod", async () => {
    const pod = await createPod(account.key);
    expect((await createInbox(account.key, { pod_id: pod.pod_id })).pod_id).toBe(pod.pod_id);
    expect((await createInbox(account.key, {}, `/v0/pods/${pod.pod_id}/inboxes`)).pod_id).toBe(pod.pod_id);
    const podKey = await createKey(account, {}, `/v0/pods/${pod.pod_id}/api-keys`);
    expect((await createInbox(podKey)).pod_id).toBe(pod.pod_id);
    const foreign = await signUp();
    const res = await call("POST", "/v0/inboxes", { key: account.key, body: { pod_id: foreign.defaultPodId } });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(`Pod not found: ${foreign.defaultPodId}`);
  });

  it("refuses inbox-scoped credentials (403)", async () => {
    const inbox = await createInbox(account.key);
    const inboxKey = await createKey(account, {}, `/v0/inboxes/${inbox.inbox_id}/api-keys`);
    const res = await call("POST", "/v0/inboxes", { key: inboxKey, body: {} });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe("Inbox-scoped credentials cannot create inboxes");
    const del = await call("DELETE", `/v0/inboxes/${inbox.inbox_id}`, { key: inboxKey });
    expect(del.status).toBe(403);
    expect(del.body.error.message).toBe("Inbox-scoped credentials cannot delete inboxes");
  });

  it("dedupes by client_id", async () => {
    const first = await call("POST", "/v0/inboxes", { key: account.key, body: { client_id: "inbox-ci-1" } });
    const second = await call("POST", "/v0/inboxes", {
      key: account.key,
      body: { client_id: "inbox-ci-1", username: "ignored" },
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it("writes inbox.created in the same transaction as the inbox", async () => {
    const fresh = await signUp();
    const inbox = await createInbox(fresh.key, { username: `evt-${Date.now()}` });
    const events = await eventsOf(fresh.organizationId);
    const created = events.filter((e) => e.eventType === "inbox.created");
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ inboxId: inbox.inbox_id, podId: inbox.pod_id });
    expect(created[0].eventId).toMatch(/^evt_/);
    expect((created[0].data as { inbox: unknown }).inbox).toEqual(inbox);
  });

  it("enforces the per-organization cap on the shared domain (403, param domain)", async () => {
    const fresh = await signUp();
    const cap = 25; // INBOX_LIMIT_PER_ORG in test/global-setup.ts
    await Promise.all(Array.from({ length: cap }, () => createInbox(fresh.key)));
    const res = await call("POST", "/v0/inboxes", { key: fresh.key, body: {} });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ type: "forbidden", param: "domain" });
    expect(res.body.error.message).toContain(String(cap));
    const list = await call("GET", "/v0/inboxes", { key: fresh.key });
    const victim = list.body.inboxes[0].inbox_id;
    await call("DELETE", `/v0/inboxes/${victim}`, { key: fresh.key });
    expect((await call("POST", "/v0/inboxes", { key: fresh.key, body: {} })).status).toBe(201);
  });
});

describe("ephemeral inboxes", () => {
  it("defaults the TTL to 3600 seconds", async () => {
    const before = Date.now();
    const inbox = await createInbox(account.key, { ephemeral: true });
    expect(inbox.ephemeral).toBe(true);
    expect(inbox.ttl_seconds).toBe(3600);
    const expires = Date.parse(inbox.expires_at as string);
    expect(expires).toBeGreaterThanOrEqual(before + 3600_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 3600_000 + 1000);
  });

  it("makes ttl_seconds imply ephemeral and refuses it with ephemeral false", async () => {
    const inbox = await createInbox(account.key, { ttl_seconds: 120 });
    expect(inbox).toMatchObject({ ephemeral: true, ttl_seconds: 120 });
    const res = await call("POST", "/v0/inboxes", { key: account.key, body: { ephemeral: false, ttl_seconds: 60 } });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe("ttl_seconds");
  });

  it("treats an expired inbox as gone before any reaper runs", async () => {
    const inbox = await createInbox(account.key, { ttl_seconds: 1 });
    await sleep(1200);
    const res = await call("GET", `/v0/inboxes/${inbox.inbox_id}`, { key: account.key });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(`Inbox not found: ${inbox.inbox_id}`);
    const list = await call("GET", "/v0/inboxes?limit=500", { key: account.key });
    expect(list.body.inboxes.map((i: { inbox_id: string }) => i.inbox_id)).not.toContain(inbox.inbox_id);
  });

  it("filters the list by ephemeral", async () => {
    const fresh = await signUp();
    const e = await createInbox(fresh.key, { ephemeral: true });
    const p = await createInbox(fresh.key);
    const eph = await call("GET", "/v0/inboxes?ephemeral=true", { key: fresh.key });
    expect(eph.body.inboxes.map((i: { inbox_id: string }) => i.inbox_id)).toEqual([e.inbox_id]);
    const perm = await call("GET", "/v0/inboxes?ephemeral=false", { key: fresh.key });
    expect(perm.body.inboxes.map((i: { inbox_id: string }) => i.inbox_id)).toEqual([p.inbox_id]);
  });
});

describe("read, list, update, delete", () => {
  it("gets an inbox by its URL-encoded address, case-insensitively", async () => {
    const inbox = await createInbox(account.key, { username: `case-${Date.now()}` });
    const res = await call("GET", `/v0/inboxes/${encodeURIComponent(inbox.inbox_id.toUpperCase())}`, {
      key: account.key,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(inbox);
  });

  it("lists newest first and pages", async () => {
    const fresh = await signUp();
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await createInbox(fresh.key)).inbox_id);
    const page1 = await call("GET", "/v0/inboxes?limit=3", { key: fresh.key });
    const page2 = await call("GET", `/v0/inboxes?limit=3&page_token=${page1.body.next_page_token}`, { key: fresh.key });
    expect([...page1.body.inboxes, ...page2.body.inboxes].map((i: { inbox_id: string }) => i.inbox_id)).toEqual(
      made.reverse(),
    );
    expect(page2.body).not.toHaveProperty("next_page_token");
    expect(page2.body.count).toBe(2);
  });

  it("updates display_name, merges metadata, pauses and resumes", async () => {
    const inbox = await createInbox(account.key, { metadata: { a: "1", b: "2" } });
    const path = `/v0/inboxes/${inbox.inbox_id}`;
    const res = await call("PATCH", path, {
      key: account.key,
      body: { display_name: "Renamed", metadata: { b: null, c: 3 }, status: "paused" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ display_name: "Renamed", metadata: { a: "1", c: 3 }, status: "paused" });
    expect(res.body.metadata).not.toHaveProperty("b");
    const resumed = await call("PATCH", path, { key: account.key, body: { status: "active", metadata: null } });
    expect(resumed.body.status).toBe("active");
    expect(resumed.body).not.toHaveProperty("metadata");
    const cleared = await call("PATCH", path, { key: account.key, body: { display_name: null } });
    expect(cleared.body).not.toHaveProperty("display_name");
    const bad = await call("PATCH", path, { key: account.key, body: { status: "off" } });
    expect(bad.body.error).toEqual({ type: "validation", message: "status must be active or paused", param: "status" });
    const empty = await call("PATCH", path, { key: account.key, body: {} });
    expect(empty.status).toBe(400);
  });

  it("sets and clears ttl_seconds by PATCH", async () => {
    const inbox = await createInbox(account.key);
    const path = `/v0/inboxes/${inbox.inbox_id}`;
    const timed = await call("PATCH", path, { key: account.key, body: { ttl_seconds: 600 } });
    expect(timed.body).toMatchObject({ ephemeral: true, ttl_seconds: 600 });
    expect(Date.parse(timed.body.expires_at)).toBeGreaterThan(Date.now() + 590_000);
    const permanent = await call("PATCH", path, { key: account.key, body: { ttl_seconds: null } });
    expect(permanent.body.ephemeral).toBe(false);
    expect(permanent.body).not.toHaveProperty("ttl_seconds");
    expect(permanent.body).not.toHaveProperty("expires_at");
  });

  it("deletes an inbox", async () => {
    const inbox = await createInbox(account.key);
    const del = await call("DELETE", `/v0/inboxes/${inbox.inbox_id}`, { key: account.key });
    expect(del.body).toEqual({ ok: true });
    expect((await call("GET", `/v0/inboxes/${inbox.inbox_id}`, { key: account.key })).status).toBe(404);
    expect((await call("DELETE", `/v0/inboxes/${inbox.inbox_id}`, { key: account.key })).status).toBe(404);
  });

  it("limits an inbox key to its own inbox", async () => {
    const mine = await createInbox(account.key);
    const other = await createInbox(account.key);
    const inboxKey = await createKey(account, {}, `/v0/inboxes/${mine.inbox_id}/api-keys`);
    const list = await call("GET", "/v0/inboxes", { key: inboxKey });
    expect(list.body.inboxes.map((i: { inbox_id: string }) => i.inbox_id)).toEqual([mine.inbox_id]);
    expect((await call("GET", `/v0/inboxes/${other.inbox_id}`, { key: inboxKey })).status).toBe(404);
    const patched = await call("PATCH", `/v0/inboxes/${mine.inbox_id}`, { key: inboxKey, body: { display_name: "x" } });
    expect(patched.status).toBe(200);
  });
});

describe("availability and search", () => {
  it("reports availability without ever answering 4xx for a bad name", async () => {
    const taken = await createInbox(account.key, { username: `taken-${Date.now()}` });
    const [user] = taken.inbox_id.split("@");
    const cases: Array<[string, Record<string, unknown>]> = [
      [`username=FREE-${Date.now()}`, { available: true }],
      [`username=${user}`, { available: false, reason: "taken" }],
      ["username=bad%20name", { available: false, reason: "invalid_username" }],
      ["", { available: false, reason: "invalid_username" }],
      ["username=ok&domain=nowhere.example", { available: false, reason: "domain_not_found" }],
    ];
    for (const [query, expected] of cases) {
      const res = await call("GET", `/v0/inboxes/availability?${query}`, { key: account.key });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(expected);
      expect(res.body.email).toBe(res.body.email.toLowerCase());
    }
  });

  it("searches address and display name, case-insensitively, newest first", async () => {
    const fresh = await signUp();
    const a = await createInbox(fresh.key, { username: `alpha-${Date.now()}` });
    const b = await createInbox(fresh.key, { display_name: "The ALPHA team" });
    await createInbox(fresh.key, { username: `beta-${Date.now()}` });
    const res = await call("GET", "/v0/inboxes/search?q=Alpha", { key: fresh.key });
    expect(res.status).toBe(200);
    expect(res.body.inboxes.map((i: { inbox_id: string }) => i.inbox_id)).toEqual([b.inbox_id, a.inbox_id]);
    expect(res.body.truncated).toBe(false);
    const paged = await call("GET", "/v0/inboxes/search?q=alpha&limit=1", { key: fresh.key });
    expect(paged.body.inboxes).toHaveLength(1);
    const next = await call("GET", `/v0/inboxes/search?q=alpha&limit=1&page_token=${paged.body.next_page_token}`, {
      key: fresh.key,
    });
    expect(next.body.inboxes[0].inbox_id).toBe(a.inbox_id);
    const missing = await call("GET", "/v0/inboxes/search", { key: fresh.key });
    expect(missing.body.error).toEqual({ type: "validation", message: "q is required", param: "q" });
  });
});
