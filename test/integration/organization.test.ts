import { beforeAll, describe, expect, it } from "vitest";
import { type Account, call, createInbox, createKey, createPod, signUp } from "../helpers/http.js";

let account: Account;

beforeAll(async () => {
  account = await signUp();
});

describe("organization", () => {
  it("returns the organization on both paths with the required fields", async () => {
    const a = await call("GET", "/v0/organizations", { key: account.key });
    const b = await call("GET", "/v0/organization", { key: account.key });
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    for (const field of [
      "organization_id",
      "name",
      "slug",
      "plan",
      "inbox_count",
      "domain_count",
      "updated_at",
      "created_at",
    ]) {
      expect(a.body).toHaveProperty(field);
    }
    expect(a.body.plan).toBe("free");
  });

  it("needs no permission beyond a valid credential", async () => {
    const narrow = await createKey(account, { permissions: ["inbox_read"] });
    expect((await call("GET", "/v0/organizations", { key: narrow })).status).toBe(200);
  });

  it("counts what the credential can see", async () => {
    const fresh = await signUp();
    const pod = await createPod(fresh.key);
    const inbox = await createInbox(fresh.key, { pod_id: pod.pod_id });
    await createInbox(fresh.key);
    await createInbox(fresh.key);
    const org = await call("GET", "/v0/organizations", { key: fresh.key });
    expect(org.body.inbox_count).toBe(3);
    const podKey = await createKey(fresh, {}, `/v0/pods/${pod.pod_id}/api-keys`);
    expect((await call("GET", "/v0/organizations", { key: podKey })).body.inbox_count).toBe(1);
    const inboxKey = await createKey(fresh, {}, `/v0/inboxes/${inbox.inbox_id}/api-keys`);
    expect((await call("GET", "/v0/organizations", { key: inboxKey })).body.inbox_count).toBe(1);
    const viaPodPrefix = await call("GET", `/v0/pods/${pod.pod_id}/inboxes`, { key: fresh.key });
    expect(viaPodPrefix.body.count).toBe(1);
  });

  it("renames with PATCH, organization-scoped only", async () => {
    const res = await call("PATCH", "/v0/organizations", { key: account.key, body: { name: "Acme Agents" } });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe("Acme Agents");
    expect((await call("GET", "/v0/organization", { key: account.key })).body.name).toBe("Acme Agents");
    const empty = await call("PATCH", "/v0/organizations", { key: account.key, body: { name: "" } });
    expect(empty.body.error).toEqual({ type: "validation", message: "name cannot be empty", param: "name" });
    const podKey = await createKey(account, {}, `/v0/pods/${account.defaultPodId}/api-keys`);
    const denied = await call("PATCH", "/v0/organizations", { key: podKey, body: { name: "x" } });
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe("Only organization-scoped credentials may update the organization");
  });
});
