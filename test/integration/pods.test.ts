import { beforeAll, describe, expect, it } from "vitest";
import { type Account, call, createInbox, createKey, createPod, signUp } from "../helpers/http.js";

let account: Account;

beforeAll(async () => {
  account = await signUp();
});

describe("pods", () => {
  it("creates a pod with the spec's fields, defaulting the name", async () => {
    const res = await call("POST", "/v0/pods", { key: account.key, body: {} });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      organization_id: account.organizationId,
      name: "Untitled pod",
      is_default: false,
    });
    expect(Object.keys(res.body).sort()).toEqual(
      ["created_at", "is_default", "name", "organization_id", "pod_id", "updated_at"].sort(),
    );
    const got = await call("GET", `/v0/pods/${res.body.pod_id}`, { key: account.key });
    expect(got.body).toEqual(res.body);
  });

  it("lists the default pod created at sign-up", async () => {
    const res = await call("GET", "/v0/pods?ascending=true", { key: account.key });
    expect(res.body.pods[0]).toMatchObject({ pod_id: account.defaultPodId, is_default: true, name: "Default pod" });
  });

  it("renames a pod and refuses a blank name", async () => {
    const pod = await createPod(account.key, { name: "before" });
    const renamed = await call("PATCH", `/v0/pods/${pod.pod_id}`, { key: account.key, body: { name: "after" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe("after");
    expect(renamed.body.updated_at >= (pod.updated_at as string)).toBe(true);
    const blank = await call("PATCH", `/v0/pods/${pod.pod_id}`, { key: account.key, body: { name: "   " } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: { type: "validation", message: "name cannot be empty", param: "name" } });
    const blankCreate = await call("POST", "/v0/pods", { key: account.key, body: { name: "" } });
    expect(blankCreate.body.error.message).toBe("name cannot be empty");
  });

  it("refuses to delete the default pod or a pod that still has inboxes (409)", async () => {
    const def = await call("DELETE", `/v0/pods/${account.defaultPodId}`, { key: account.key });
    expect(def.status).toBe(409);
    expect(def.body.error).toMatchObject({ type: "conflict", message: "The default pod cannot be deleted" });
    const pod = await createPod(account.key);
    const inbox = await createInbox(account.key, { pod_id: pod.pod_id });
    const busy = await call("DELETE", `/v0/pods/${pod.pod_id}`, { key: account.key });
    expect(busy.status).toBe(409);
    expect(busy.body.error).toMatchObject({ type: "conflict", message: "Pod still has inboxes" });
    await call("DELETE", `/v0/inboxes/${inbox.inbox_id}`, { key: account.key });
    const freed = await call("DELETE", `/v0/pods/${pod.pod_id}`, { key: account.key });
    expect(freed.body).toEqual({ ok: true });
    const gone = await call("GET", `/v0/pods/${pod.pod_id}`, { key: account.key });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(`Pod not found: ${pod.pod_id}`);
  });

  it("lets only organization-scoped credentials create pods", async () => {
    const podKey = await createKey(account, {}, `/v0/pods/${account.defaultPodId}/api-keys`);
    const res = await call("POST", "/v0/pods", { key: podKey, body: { name: "nope" } });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      type: "forbidden",
      message: "Only organization-scoped credentials may create pods",
    });
  });

  it("shows a pod credential only its own pod", async () => {
    const other = await createPod(account.key);
    const podKey = await createKey(account, {}, `/v0/pods/${other.pod_id}/api-keys`);
    const list = await call("GET", "/v0/pods", { key: podKey });
    expect(list.body.pods.map((p: { pod_id: string }) => p.pod_id)).toEqual([other.pod_id]);
    expect(list.body.count).toBe(1);
    const foreign = await call("GET", `/v0/pods/${account.defaultPodId}`, { key: podKey });
    expect(foreign.status).toBe(404);
  });

  it("keeps the organization's pod count in step", async () => {
    const fresh = await signUp();
    await createPod(fresh.key);
    const p = await createPod(fresh.key);
    await call("DELETE", `/v0/pods/${p.pod_id}`, { key: fresh.key });
    const org = await call("GET", "/v0/organizations", { key: fresh.key });
    expect(org.body.usage.pod_count).toBe(2);
  });
});
