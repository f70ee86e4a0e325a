// HTTP conventions from the spec's "Conventions" list, exercised through real routes.
import { beforeAll, describe, expect, it } from "vitest";
import { type Account, call, createInbox, createPod, signUp } from "../helpers/http.js";

let account: Account;

beforeAll(async () => {
  account = await signUp();
});

describe("request bodies", () => {
  it("treats an empty body as {}", async () => {
    const res = await call("POST", "/v0/pods", { key: account.key, rawBody: "" });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe("Untitled pod");
  });

  it.each([
    ["an array", "[1,2]"],
    ["a string", '"x"'],
    ["null", "null"],
    ["a number", "42"],
    ["invalid JSON", "{nope"],
  ])("rejects %s with 400 `Request body must be a JSON object`", async (_, raw) => {
    const res = await call("POST", "/v0/pods", { key: account.key, rawBody: raw });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { type: "validation", message: "Request body must be a JSON object" } });
  });

  it("reads JSON whatever the Content-Type", async () => {
    const res = await call("POST", "/v0/pods", {
      key: account.key,
      rawBody: JSON.stringify({ name: "Typed as text" }),
      headers: { "content-type": "text/plain" },
    });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe("Typed as text");
  });

  it("accepts camelCase body names", async () => {
    const res = await call("POST", "/v0/inboxes", {
      key: account.key,
      body: { displayName: "Camel", clientId: "camel-1" },
    });
    expect(res.status).toBe(201);
    expect(res.body.display_name).toBe("Camel");
    expect(res.body.client_id).toBe("camel-1");
  });

  it("reports only the first problem, with the field as param", async () => {
    const res = await call("POST", "/v0/inboxes", { key: account.key, body: { username: "Bad Name!", status: "x" } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error).sort()).toEqual(["message", "param", "type"]);
    expect(res.body.error.type).toBe("validation");
  });
});

describe("errors", () => {
  it("answers unknown routes with `Route not found: <METHOD> <path>`", async () => {
    const res = await call("GET", "/v0/nothing/here", { key: account.key });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { type: "not_found", message: "Route not found: GET /v0/nothing/here" } });
    const wrongMethod = await call("PUT", "/v0/pods", { key: account.key });
    expect(wrongMethod.body.error.message).toBe("Route not found: PUT /v0/pods");
  });

  it("answers 401 with WWW-Authenticate for a missing credential", async () => {
    const res = await call("GET", "/v0/pods");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { type: "unauthorized", message: "Missing or invalid API key" } });
    expect(res.headers.get("www-authenticate")).toMatch(
      /^Bearer resource_metadata="http:\/\/localhost:\d+\/\.well-known\/oauth-protected-resource"$/,
    );
  });

  it("accepts the Bearer keyword in any case", async () => {
    const res = await call("GET", "/v0/pods", { headers: { authorization: `bEaReR ${account.key}` } });
    expect(res.status).toBe(200);
  });
});

describe("list parameters", () => {
  let pods: string[];

  beforeAll(async () => {
    const fresh = await signUp();
    account = account ?? fresh;
    pods = [];
    for (let i = 0; i < 5; i++) pods.push((await createPod(fresh.key, { name: `p${i}` })).pod_id);
    pods.unshift(fresh.defaultPodId);
    listKey = fresh.key;
  });
  let listKey: string;

  it("lists newest first by default and oldest first with ascending", async () => {
    const desc = await call("GET", "/v0/pods", { key: listKey });
    expect(desc.body.pods.map((p: { pod_id: string }) => p.pod_id)).toEqual([...pods].reverse());
    expect(desc.body.count).toBe(6);
    expect(desc.body.limit).toBe(50);
    expect(desc.body).not.toHaveProperty("next_page_token");
    const asc = await call("GET", "/v0/pods?ascending=true", { key: listKey });
    expect(asc.body.pods.map((p: { pod_id: string }) => p.pod_id)).toEqual(pods);
  });

  it("pages with an opaque token that appears only when another page exists", async () => {
    const seen: string[] = [];
    let token: string | undefined;
    let pagesRead = 0;
    do {
      const res = await call("GET", `/v0/pods?limit=4${token ? `&page_token=${token}` : ""}`, { key: listKey });
      expect(res.status).toBe(200);
      expect(res.body.limit).toBe(4);
      seen.push(...res.body.pods.map((p: { pod_id: string }) => p.pod_id));
      token = res.body.next_page_token;
      pagesRead++;
    } while (token);
    expect(pagesRead).toBe(2);
    expect(seen).toEqual([...pods].reverse());
    const exact = await call("GET", "/v0/pods?limit=6", { key: listKey });
    expect(exact.body).not.toHaveProperty("next_page_token");
  });

  it("pages ascending too", async () => {
    const first = await call("GET", "/v0/pods?limit=3&ascending=1", { key: listKey });
    const second = await call("GET", `/v0/pods?limit=3&ascending=1&page_token=${first.body.next_page_token}`, {
      key: listKey,
    });
    expect([...first.body.pods, ...second.body.pods].map((p: { pod_id: string }) => p.pod_id)).toEqual(pods);
  });

  it("restarts at the first page for an undecodable token", async () => {
    const res = await call("GET", "/v0/pods?page_token=%%%garbage", { key: listKey });
    expect(res.status).toBe(200);
    expect(res.body.pods[0].pod_id).toBe(pods[pods.length - 1]);
  });

  it.each([
    ["0", 50],
    ["-3", 50],
    ["1000", 500],
    ["2", 2],
  ])("limit=%s means %i", async (limit, expected) => {
    const res = await call("GET", `/v0/pods?limit=${limit}`, { key: listKey });
    expect(res.status).toBe(200);
    expect(res.body.limit).toBe(expected);
  });

  it("rejects a non-number limit", async () => {
    const res = await call("GET", "/v0/pods?limit=ten", { key: listKey });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { type: "validation", message: "limit must be a number", param: "limit" } });
  });

  it.each(["", "true", "1"])("boolean query `%s` is true", async (value) => {
    const res = await call("GET", `/v0/pods?ascending=${value}`, { key: listKey });
    expect(res.body.pods[0].pod_id).toBe(pods[0]);
  });

  it.each(["false", "0", "yes"])("boolean query `%s` is false", async (value) => {
    const res = await call("GET", `/v0/pods?ascending=${value}`, { key: listKey });
    expect(res.body.pods[0].pod_id).toBe(pods[pods.length - 1]);
  });
});

describe("create, client_id and delete", () => {
  it("returns 201 on create, 200 with the same resource on a client_id match, {ok:true} on delete", async () => {
    const first = await call("POST", "/v0/pods", { key: account.key, body: { name: "Once", client_id: "pod-once" } });
    expect(first.status).toBe(201);
    const again = await call("POST", "/v0/pods", { key: account.key, body: { name: "Other", client_id: "pod-once" } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const del = await call("DELETE", `/v0/pods/${first.body.pod_id}`, { key: account.key });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ ok: true });
  });

  it("dedupes client_id per organization, not across organizations", async () => {
    const other = await signUp();
    const a = await createInbox(account.key, { client_id: "shared-client-id" });
    const b = await createInbox(other.key, { client_id: "shared-client-id" });
    expect(a.inbox_id).not.toBe(b.inbox_id);
  });

  it("issues IDs with the spec's prefixes that sort by creation time", async () => {
    const p1 = await createPod(account.key);
    const p2 = await createPod(account.key);
    expect(p1.pod_id).toMatch(/^pod_[0-9A-Z]{26}$/);
    expect(p1.pod_id < p2.pod_id).toBe(true);
    expect(account.organizationId).toMatch(/^org_/);
  });

  it("omits optional fields that have no value", async () => {
    const pod = await createPod(account.key);
    expect(pod).not.toHaveProperty("client_id");
    const inbox = await createInbox(account.key);
    for (const field of ["display_name", "client_id", "metadata", "ttl_seconds", "expires_at"]) {
      expect(inbox).not.toHaveProperty(field);
    }
    expect(JSON.stringify(inbox)).not.toContain("null");
  });
});

describe("scoped routes", () => {
  it("serves pod-prefixed copies limited to that pod", async () => {
    const pod = await createPod(account.key, { name: "scoped" });
    const inbox = await createInbox(account.key, {}, `/v0/pods/${pod.pod_id}/inboxes`);
    expect(inbox.pod_id).toBe(pod.pod_id);
    const inPod = await call("GET", `/v0/pods/${pod.pod_id}/inboxes`, { key: account.key });
    expect(inPod.body.inboxes.map((i: { inbox_id: string }) => i.inbox_id)).toEqual([inbox.inbox_id]);
    const viaPod = await call("GET", `/v0/pods/${pod.pod_id}/inboxes/${encodeURIComponent(inbox.inbox_id)}`, {
      key: account.key,
    });
    expect(viaPod.status).toBe(200);
    const wrongPod = await call("GET", `/v0/pods/${account.defaultPodId}/inboxes/${inbox.inbox_id}`, {
      key: account.key,
    });
    expect(wrongPod.status).toBe(404);
    expect(wrongPod.body.error.message).toBe(`Inbox not found: ${inbox.inbox_id}`);
  });

  it("answers 404 for a pod of another organization", async () => {
    const other = await signUp();
    const res = await call("GET", `/v0/pods/${other.defaultPodId}`, { key: account.key });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { type: "not_found", message: `Pod not found: ${other.defaultPodId}` } });
  });
});

describe("OpenAPI document", () => {
  it("describes every route of the table with its permission", async () => {
    const { COMPILED_ROUTES } = await import("../../shared/routes/index.js");
    const res = await call("GET", "/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    for (const r of COMPILED_ROUTES) {
      const op = res.body.paths[r.template]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.template}`).toBeDefined();
      expect(op["x-permission"]).toEqual(r.def.permission);
    }
    const create = res.body.paths["/v0/inboxes"].post;
    expect(create.requestBody.content["application/json"].schema.properties).toHaveProperty("username");
  });
});
