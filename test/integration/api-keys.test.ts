import { beforeAll, describe, expect, it } from "vitest";
import { type Account, call, createInbox, createKey, createPod, signUp } from "../helpers/http.js";

let account: Account;

beforeAll(async () => {
  account = await signUp();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("creating keys", () => {
  it("returns the full key once, with its prefix; lists and gets never show it", async () => {
    const res = await call("POST", "/v0/api-keys", { key: account.key, body: { name: "ci" } });
    expect(res.status).toBe(201);
    const { api_key, api_key_id, prefix } = res.body;
    expect(api_key).toMatch(/^mm_live_[0-9A-Za-z]{32}$/);
    expect(api_key).toHaveLength(40);
    expect(prefix).toBe(api_key.slice(0, 12));
    expect(api_key_id).toMatch(/^key_/);
    expect(res.body).toMatchObject({ name: "ci", type: "bearer", organization_id: account.organizationId });
    const got = await call("GET", `/v0/api-keys/${api_key_id}`, { key: account.key });
    expect(got.status).toBe(200);
    expect(got.body).not.toHaveProperty("api_key");
    expect(got.text).not.toContain(api_key);
    expect(got.body).toMatchObject({ type: "bearer", api_key_id, prefix, name: "ci" });
    expect(got.body.updated_at).toBeTruthy();
    const list = await call("GET", "/v0/api-keys", { key: account.key });
    expect(list.text).not.toContain(api_key);
    expect(list.body.api_keys.map((k: { api_key_id: string }) => k.api_key_id)).toContain(api_key_id);
    expect((await call("GET", "/v0/pods", { key: api_key })).status).toBe(200);
  });

  it("sets the scope from the path and ignores pod_id and inbox_id in the body", async () => {
    const pod = await createPod(account.key);
    const inbox = await createInbox(account.key, { pod_id: pod.pod_id });
    const org = await call("POST", "/v0/api-keys", { key: account.key, body: { pod_id: pod.pod_id } });
    expect(org.body).not.toHaveProperty("pod_id");
    const podRes = await call("POST", `/v0/pods/${pod.pod_id}/api-keys`, { key: account.key, body: {} });
    expect(podRes.body.pod_id).toBe(pod.pod_id);
    expect(podRes.body).not.toHaveProperty("inbox_id");
    const inboxRes = await call("POST", `/v0/inboxes/${inbox.inbox_id}/api-keys`, { key: account.key, body: {} });
    expect(inboxRes.body).toMatchObject({ inbox_id: inbox.inbox_id, pod_id: pod.pod_id });
  });

  it("accepts permissions as a list or an object, answers in object form", async () => {
    const asList = await call("POST", "/v0/api-keys", {
      key: account.key,
      body: { permissions: ["inbox_read", "pod_read"] },
    });
    expect(asList.body.permissions).toMatchObject({ inbox_read: true, pod_read: true, inbox_create: false });
    expect(Object.values(asList.body.permissions).every((v) => typeof v === "boolean")).toBe(true);
    const asObject = await call("POST", "/v0/api-keys", {
      key: account.key,
      body: { permissions: { inbox_read: true, pod_read: false } },
    });
    expect(asObject.body.permissions).toMatchObject({ inbox_read: true, pod_read: false });
    const narrow = asObject.body.api_key;
    expect((await call("GET", "/v0/inboxes", { key: narrow })).status).toBe(200);
    const denied = await call("GET", "/v0/pods", { key: narrow });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toEqual({ type: "forbidden", message: "API key lacks the pod_read permission" });
  });

  it("rejects unknown permission names", async () => {
    for (const permissions of [["inbox_read", "fly"], { fly: false }]) {
      const res = await call("POST", "/v0/api-keys", { key: account.key, body: { permissions } });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ type: "validation", message: "Unknown permission: fly", param: "permissions" });
    }
  });

  it("treats * as everything but inbound_raw", async () => {
    const res = await call("POST", "/v0/api-keys", { key: account.key, body: { permissions: ["*"] } });
    expect(res.body.permissions.inbound_raw).toBe(false);
    expect(res.body.permissions.pod_delete).toBe(true);
  });

  it("keeps a limited key from creating an unlimited or wider key (403, param permissions)", async () => {
    const limited = await createKey(account, { permissions: ["api_key_create", "inbox_read"] });
    for (const body of [{}, { permissions: ["*"] }, { permissions: ["inbox_read", "pod_read"] }]) {
      const res = await call("POST", "/v0/api-keys", { key: limited, body });
      expect(res.status).toBe(403);
      expect(res.body.error.param).toBe("permissions");
    }
    const ok = await call("POST", "/v0/api-keys", { key: limited, body: { permissions: ["inbox_read"] } });
    expect(ok.status).toBe(201);
  });

  it("grants inbound_raw only from a person or a key holding it", async () => {
    const full = await call("POST", "/v0/api-keys", { key: account.key, body: { permissions: ["inbound_raw"] } });
    expect(full.status).toBe(403);
    expect(full.body.error.param).toBe("permissions");
    const bySession = await call("POST", "/v0/api-keys", {
      cookie: account.session,
      body: { permissions: ["inbound_raw", "api_key_create"] },
    });
    expect(bySession.status).toBe(201);
    expect(bySession.body.permissions.inbound_raw).toBe(true);
    const byHolder = await call("POST", "/v0/api-keys", {
      key: bySession.body.api_key,
      body: { permissions: ["inbound_raw"] },
    });
    expect(byHolder.status).toBe(201);
  });

  it("lets only organization-scoped credentials create keys", async () => {
    const podKey = await createKey(account, {}, `/v0/pods/${account.defaultPodId}/api-keys`);
    for (const path of ["/v0/api-keys", `/v0/pods/${account.defaultPodId}/api-keys`]) {
      const res = await call("POST", path, { key: podKey, body: {} });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe("Only organization-scoped credentials may create API keys");
    }
  });

  it("validates expires_at and stops accepting the key after it", async () => {
    const bad = await call("POST", "/v0/api-keys", { key: account.key, body: { expires_at: "tomorrow" } });
    expect(bad.body.error).toEqual({
      type: "validation",
      message: "expires_at must be an ISO timestamp",
      param: "expires_at",
    });
    const expiresAt = new Date(Date.now() + 1500).toISOString();
    const res = await call("POST", "/v0/api-keys", { key: account.key, body: { expires_at: expiresAt } });
    expect(res.body.expires_at).toBe(expiresAt);
    expect((await call("GET", "/v0/pods", { key: res.body.api_key })).status).toBe(200);
    await sleep(1700);
    const after = await call("GET", "/v0/pods", { key: res.body.api_key });
    expect(after.status).toBe(401);
  });

  it("stores client_id without deduping", async () => {
    const a = await call("POST", "/v0/api-keys", { key: account.key, body: { client_id: "same" } });
    const b = await call("POST", "/v0/api-keys", { key: account.key, body: { client_id: "same" } });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body.api_key_id).not.toBe(b.body.api_key_id);
    expect(b.body.client_id).toBe("same");
  });
});

describe("using, updating and revoking keys", () => {
  it("records used_at", async () => {
    const res = await call("POST", "/v0/api-keys", { key: account.key, body: {} });
    expect(res.body).not.toHaveProperty("used_at");
    await call("GET", "/v0/pods", { key: res.body.api_key });
    const got = await call("GET", `/v0/api-keys/${res.body.api_key_id}`, { key: account.key });
    expect(Date.parse(got.body.used_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("renames and changes permissions within the caller's own", async () => {
    const res = await call("POST", "/v0/api-keys", { key: account.key, body: { permissions: ["inbox_read"] } });
    const path = `/v0/api-keys/${res.body.api_key_id}`;
    const renamed = await call("PATCH", path, {
      key: account.key,
      body: { name: "renamed", permissions: ["pod_read"] },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "renamed", permissions: { pod_read: true, inbox_read: false } });
    expect((await call("GET", "/v0/pods", { key: res.body.api_key })).status).toBe(200);
    const limited = await createKey(account, { permissions: ["api_key_update", "api_key_read"] });
    const widen = await call("PATCH", path, { key: limited, body: { permissions: ["pod_delete"] } });
    expect(widen.status).toBe(403);
    expect(widen.body.error.param).toBe("permissions");
    const unlimit = await call("PATCH", path, { key: limited, body: { permissions: null } });
    expect(unlimit.status).toBe(403);
  });

  it("revokes at once and hides revoked keys from the list", async () => {
    const res = await call("POST", "/v0/api-keys", { key: account.key, body: {} });
    const del = await call("DELETE", `/v0/api-keys/${res.body.api_key_id}`, { key: account.key });
    expect(del.body).toEqual({ ok: true });
    const after = await call("GET", "/v0/pods", { key: res.body.api_key });
    expect(after.status).toBe(401);
    const list = await call("GET", "/v0/api-keys?limit=1000", { key: account.key });
    expect(list.body.api_keys.map((k: { api_key_id: string }) => k.api_key_id)).not.toContain(res.body.api_key_id);
    expect((await call("DELETE", `/v0/api-keys/${res.body.api_key_id}`, { key: account.key })).status).toBe(404);
  });

  it("shows pod and inbox credentials only the keys in their scope", async () => {
    const fresh = await signUp();
    const pod = await createPod(fresh.key);
    const inbox = await createInbox(fresh.key, { pod_id: pod.pod_id });
    const podKey = await call("POST", `/v0/pods/${pod.pod_id}/api-keys`, { key: fresh.key, body: {} });
    const inboxKey = await call("POST", `/v0/inboxes/${inbox.inbox_id}/api-keys`, { key: fresh.key, body: {} });
    const podList = await call("GET", "/v0/api-keys", { key: podKey.body.api_key });
    expect(podList.body.api_keys.map((k: { api_key_id: string }) => k.api_key_id).sort()).toEqual(
      [podKey.body.api_key_id, inboxKey.body.api_key_id].sort(),
    );
    const inboxList = await call("GET", "/v0/api-keys", { key: inboxKey.body.api_key });
    expect(inboxList.body.api_keys.map((k: { api_key_id: string }) => k.api_key_id)).toEqual([
      inboxKey.body.api_key_id,
    ]);
    const orgKeyId = (await call("GET", "/v0/api-keys?ascending=true", { key: fresh.key })).body.api_keys[0].api_key_id;
    expect((await call("GET", `/v0/api-keys/${orgKeyId}`, { key: podKey.body.api_key })).status).toBe(404);
    const prefixed = await call("GET", `/v0/inboxes/${inbox.inbox_id}/api-keys`, { key: fresh.key });
    expect(prefixed.body.api_keys.map((k: { api_key_id: string }) => k.api_key_id)).toEqual([inboxKey.body.api_key_id]);
  });

  it("does not cap the list limit", async () => {
    const res = await call("GET", "/v0/api-keys?limit=1000", { key: account.key });
    expect(res.body.limit).toBe(1000);
  });
});
