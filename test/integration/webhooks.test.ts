// Webhooks over HTTP against real local receivers (node:http on 127.0.0.1): create/read/list/update/delete, the URL
// guard (SSRF refusals), event types and permissions, binding by scope or prefix, delivery (headers, signature
// checked by our verifier and by Stripe's library, envelope, 1 KB of response), filters, disabled webhooks, failure
// and retry through the local due-job timer, redirects, replay, test, and deleting with pending deliveries.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifySignature } from "../../shared/events/signature.js";
import { deliveryJobId } from "../../shared/events/webhook-delivery.js";
import { testDb } from "../helpers/db.js";
import { type Account, call, createInbox, createKey, createPod, signUp } from "../helpers/http.js";
import { sleep, waitFor } from "../helpers/wait.js";
import { type ReceivedRequest, type Receiver, startReceiver } from "../helpers/webhook-receiver.js";

let account: Account;
const receivers: Receiver[] = [];

async function receiver(): Promise<Receiver> {
  const r = await startReceiver();
  receivers.push(r);
  return r;
}

beforeAll(async () => {
  account = await signUp();
});
afterAll(() => Promise.all(receivers.map((r) => r.close())));

async function createWebhook(body: Record<string, unknown>, key = account.key, path = "/v0/webhooks") {
  const res = await call("POST", path, { key, body });
  if (res.status !== 201) throw new Error(`webhook create failed: ${res.status} ${res.text}`);
  return res.body;
}

async function deliveries(webhookId: string, query = "", key = account.key) {
  const res = await call("GET", `/v0/webhooks/${webhookId}/deliveries${query}`, { key });
  if (res.status !== 200) throw new Error(`deliveries failed: ${res.status} ${res.text}`);
  return res.body.deliveries as any[];
}

/** Waits for a delivery of the webhook matching `match`, as the delivery log shows it. */
function deliveryWhere(webhookId: string, match: (d: any) => boolean, what = "a delivery") {
  return waitFor(async () => (await deliveries(webhookId)).find(match), 10_000, what);
}

/** Attempt 1 failed and was recorded (while it runs, the delivery already says attempt 1 but has no error yet). */
const failedOnce = (d: any) => d.attempt === 1 && d.last_error !== undefined;

const inboxCreated = (inboxId: string) => (r: ReceivedRequest) =>
  r.headers["x-service-event"] === "inbox.created" && r.json?.inbox?.inbox_id === inboxId;

async function sendMail(from: string, to: string, subject: string) {
  const res = await call("POST", `/v0/inboxes/${from}/messages/send`, {
    key: account.key,
    body: { to, subject, text: "hello" },
  });
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${res.text}`);
  return res.body as { message_id: string; thread_id: string };
}

describe("creating, reading and listing", () => {
  it("creates a webhook (201) with a whsec_ secret, active, every event type; GET returns the secret", async () => {
    const url = (await receiver()).url;
    const res = await call("POST", "/v0/webhooks", {
      key: account.key,
      body: { url, headers: { "X-Ignored": "1" } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      webhook_id: expect.stringMatching(/^whk_[0-9A-Z]{26}$/),
      url,
      event_types: [],
      inbox_ids: [],
      pod_ids: [],
      secret: expect.stringMatching(/^whsec_[0-9A-Za-z]{32}$/),
      enabled: true,
      status: "active",
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // An organization key's webhook is bound to nothing.
    expect(res.body.pod_id).toBeUndefined();
    expect(res.body.inbox_id).toBeUndefined();
    expect(res.body.headers).toBeUndefined();
    const got = await call("GET", `/v0/webhooks/${res.body.webhook_id}`, { key: account.key });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it("returns the existing webhook (200, unchanged) for a repeated client_id, in camelCase too", async () => {
    const url = (await receiver()).url;
    const clientId = `wh-${Date.now()}`;
    const first = await call("POST", "/v0/webhooks", { key: account.key, body: { url, client_id: clientId } });
    expect(first.status).toBe(201);
    const again = await call("POST", "/v0/webhooks", {
      key: account.key,
      body: { url: `${url}/other`, clientId, eventTypes: ["inbox.created"] },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body.client_id).toBe(clientId);
  });

  it("answers 404 for an unknown webhook and 400 for a body that is not an object", async () => {
    const missing = await call("GET", "/v0/webhooks/whk_00000000000000000000000000", { key: account.key });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { type: "not_found", message: "Webhook not found" } });
    const bad = await call("POST", "/v0/webhooks", { key: account.key, rawBody: "[1]" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("Request body must be a JSON object");
    const noUrl = await call("POST", "/v0/webhooks", { key: account.key, body: {} });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.error).toMatchObject({ type: "validation", param: "url" });
  });
});

describe("the URL guard", () => {
  const refused: Array<[string, string]> = [
    ["ftp://example.com/hook", "url must be http or https"],
    ["javascript:alert(1)", "url must be http or https"],
    ["not a url", "url must be a valid http or https URL"],
    ["https://user:pass@example.com/hook", "url must not contain credentials"],
    ["https://token@example.com/hook", "url must not contain credentials"],
    ["http://10.0.0.5/hook", "url must point to a public host; 10.0.0.5 is private, loopback or link-local"],
    [
      "http://192.168.1.10:8080/hook",
      "url must point to a public host; 192.168.1.10 is private, loopback or link-local",
    ],
    ["http://172.16.3.4/hook", "url must point to a public host; 172.16.3.4 is private, loopback or link-local"],
    [
      "http://169.254.169.254/latest/meta-data",
      "url must point to a public host; 169.254.169.254 is private, loopback or link-local",
    ],
    ["http://0.0.0.0:3000/", "url must point to a public host; 0.0.0.0 is private, loopback or link-local"],
    [
      "http://[fd12:3456::1]/hook",
      "url must point to a public host; [fd12:3456::1] is private, loopback or link-local",
    ],
    ["http://[fe80::1]/hook", "url must point to a public host; [fe80::1] is private, loopback or link-local"],
    [
      "http://[::ffff:10.1.2.3]/hook",
      "url must point to a public host; [::ffff:a01:203] is private, loopback or link-local",
    ],
    ["https://webhooks.nonexistent.invalid/hook", "url host webhooks.nonexistent.invalid could not be resolved"],
  ];

  it.each(refused)("refuses %s with 400 (param url)", async (url, message) => {
    const res = await call("POST", "/v0/webhooks", { key: account.key, body: { url } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { type: "validation", message, param: "url" } });
  });

  it("applies the same guard when PATCH changes the URL", async () => {
    const hook = await createWebhook({ url: (await receiver()).url });
    const res = await call("PATCH", `/v0/webhooks/${hook.webhook_id}`, {
      key: account.key,
      body: { url: "http://192.168.0.1/" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe("url");
    expect((await call("GET", `/v0/webhooks/${hook.webhook_id}`, { key: account.key })).body.url).toBe(hook.url);
  });

  it("accepts loopback here because the test service runs with ALLOW_LOOPBACK_URLS on (development)", async () => {
    const r = await receiver();
    const res = await call("POST", "/v0/webhooks", { key: account.key, body: { url: r.url } });
    expect(res.status).toBe(201);
    const v6 = await call("POST", "/v0/webhooks", { key: account.key, body: { url: "http://[::1]:9/hook" } });
    expect(v6.status).toBe(201);
    await call("DELETE", `/v0/webhooks/${v6.body.webhook_id}`, { key: account.key });
  });
});

describe("event types and permissions", () => {
  it("refuses an unknown or audit event type with 400 Unknown event type", async () => {
    const url = (await receiver()).url;
    for (const type of ["message.opened", "token.issued"]) {
      const res = await call("POST", "/v0/webhooks", { key: account.key, body: { url, event_types: [type] } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: { type: "validation", message: `Unknown event type: ${type}`, param: "event_types" },
      });
    }
  });

  it("needs the read permission of every listed type (403), on create and when PATCH widens", async () => {
    const url = (await receiver()).url;
    const limited = await createKey(account, {
      permissions: ["webhook_read", "webhook_create", "webhook_update", "inbox_read"],
    });
    const denied = await call("POST", "/v0/webhooks", {
      key: limited,
      body: { url, event_types: ["inbox.created", "message.received"] },
    });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({
      error: { type: "forbidden", message: "API key lacks the message_read permission", param: "event_types" },
    });
    const allowed = await createWebhook({ url, event_types: ["inbox.created"] }, limited);
    expect(allowed.event_types).toEqual(["inbox.created"]);
    const widen = await call("PATCH", `/v0/webhooks/${allowed.webhook_id}`, {
      key: limited,
      body: { event_types: ["inbox.created", "domain.verified"] },
    });
    expect(widen.status).toBe(403);
    expect(widen.body.error.message).toBe("API key lacks the domain_read permission");
  });

  it("stores an empty event_types from a key lacking some read permissions as the types it can read", async () => {
    const url = (await receiver()).url;
    const limited = await createKey(account, {
      permissions: ["webhook_create", "webhook_update", "inbox_read", "draft_read"],
    });
    const hook = await createWebhook({ url }, limited);
    expect(hook.event_types).toEqual(["inbox.created", "inbox.expired", "draft.sent"]);
    // A key that can read nothing may not ask for "every type".
    const none = await createKey(account, { permissions: ["webhook_create"] });
    const res = await call("POST", "/v0/webhooks", { key: none, body: { url } });
    expect(res.status).toBe(403);
    expect(res.body.error.param).toBe("event_types");
    // PATCH with an empty list from the limited key: again the readable types, never "every type".
    const cleared = await call("PATCH", `/v0/webhooks/${hook.webhook_id}`, {
      key: limited,
      body: { event_types: [] },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.event_types).toEqual(["inbox.created", "inbox.expired", "draft.sent"]);
  });

  it("keeps an empty list for a full-access key (every type but domain.updated, which must be named)", async () => {
    const hook = await createWebhook({ url: (await receiver()).url, event_types: [] });
    expect(hook.event_types).toEqual([]);
    const named = await createWebhook({ url: (await receiver()).url, event_types: ["domain.updated"] });
    expect(named.event_types).toEqual(["domain.updated"]);
  });
});

describe("binding to a pod or an inbox, and listing", () => {
  let podA: string;
  let podB: string;
  let inboxA: string;
  let podKeyA: string;
  let inboxKeyA: string;
  let orgHook: any;
  let podHookA: any;
  let prefixedPodHookB: any;
  let inboxHookA: any;

  beforeAll(async () => {
    [podA, podB] = await Promise.all([
      createPod(account.key).then((p) => p.pod_id),
      createPod(account.key).then((p) => p.pod_id),
    ]);
    inboxA = (await createInbox(account.key, {}, `/v0/pods/${podA}/inboxes`)).inbox_id;
    [podKeyA, inboxKeyA] = await Promise.all([
      createKey(account, {}, `/v0/pods/${podA}/api-keys`),
      createKey(account, {}, `/v0/inboxes/${inboxA}/api-keys`),
    ]);
    const url = (await receiver()).url;
    [orgHook, podHookA, prefixedPodHookB, inboxHookA] = await Promise.all([
      createWebhook({ url }),
      createWebhook({ url }, podKeyA),
      createWebhook({ url }, account.key, `/v0/pods/${podB}/webhooks`),
      createWebhook({ url }, account.key, `/v0/inboxes/${inboxA}/webhooks`),
    ]);
  });

  it("binds by the key's scope or the route prefix", () => {
    expect(podHookA.pod_id).toBe(podA);
    expect(podHookA.inbox_id).toBeUndefined();
    expect(prefixedPodHookB.pod_id).toBe(podB);
    expect(inboxHookA).toMatchObject({ pod_id: podA, inbox_id: inboxA });
  });

  it("a pod key lists everything in its pod (up to 500) in one response without a token, whatever the limit", async () => {
    const res = await call("GET", "/v0/webhooks?limit=1", { key: podKeyA });
    expect(res.status).toBe(200);
    const ids = res.body.webhooks.map((w: any) => w.webhook_id).sort();
    expect(ids).toEqual([podHookA.webhook_id, inboxHookA.webhook_id].sort());
    expect(res.body).toMatchObject({ count: 2, limit: 500 });
    expect(res.body.next_page_token).toBeUndefined();
  });

  it("an inbox key lists only its inbox's webhooks; other webhooks are 404 to it", async () => {
    const res = await call("GET", "/v0/webhooks", { key: inboxKeyA });
    expect(res.body.webhooks.map((w: any) => w.webhook_id)).toEqual([inboxHookA.webhook_id]);
    for (const hook of [orgHook, podHookA, prefixedPodHookB]) {
      const got = await call("GET", `/v0/webhooks/${hook.webhook_id}`, { key: inboxKeyA });
      expect(got.status).toBe(404);
    }
    const pod = await call("GET", `/v0/webhooks/${orgHook.webhook_id}`, { key: podKeyA });
    expect(pod.status).toBe(404);
  });

  it("the organization key pages through everything, newest first, and a prefix narrows it", async () => {
    const first = await call("GET", "/v0/webhooks?limit=2", { key: account.key });
    expect(first.body.count).toBe(2);
    expect(first.body.next_page_token).toEqual(expect.any(String));
    const all: string[] = [];
    let token: string | undefined;
    do {
      const page = await call("GET", `/v0/webhooks?limit=3${token ? `&page_token=${token}` : ""}`, {
        key: account.key,
      });
      all.push(...page.body.webhooks.map((w: any) => w.webhook_id));
      token = page.body.next_page_token;
    } while (token);
    expect(all).toEqual([...all].sort().reverse());
    for (const hook of [orgHook, podHookA, prefixedPodHookB, inboxHookA]) expect(all).toContain(hook.webhook_id);
    const podB = await call("GET", `/v0/pods/${prefixedPodHookB.pod_id}/webhooks`, { key: account.key });
    expect(podB.body.webhooks.map((w: any) => w.webhook_id)).toEqual([prefixedPodHookB.webhook_id]);
  });

  it("a pod-bound webhook gets only its pod's events; an inbox-bound one only its inbox's", async () => {
    const podR = await receiver();
    const inboxR = await receiver();
    await call("PATCH", `/v0/webhooks/${podHookA.webhook_id}`, { key: podKeyA, body: { url: podR.url } });
    await call("PATCH", `/v0/webhooks/${inboxHookA.webhook_id}`, { key: inboxKeyA, body: { url: inboxR.url } });
    const inPodB = (await createInbox(account.key, {}, `/v0/pods/${podB}/inboxes`)).inbox_id;
    const inPodA = (await createInbox(account.key, {}, `/v0/pods/${podA}/inboxes`)).inbox_id;
    await podR.waitFor(inboxCreated(inPodA), "pod A's inbox.created");
    await sendMail(inPodA, inboxA, "to the bound inbox");
    await inboxR.waitFor((r) => r.headers["x-service-event"] === "message.received", "inbox A's message.received");
    await sleep(300);
    expect(podR.requests.some(inboxCreated(inPodB))).toBe(false);
    expect(inboxR.requests.every((r) => r.json.message?.inbox_id === inboxA || r.json.send?.inbox_id === inboxA)).toBe(
      true,
    );
    expect(inboxR.requests.some(inboxCreated(inPodA))).toBe(false);
  });
});

describe("delivery", () => {
  it("POSTs the envelope with the spec's headers and a signature that our verifier and Stripe's library accept", async () => {
    const r = await receiver();
    // A long answer: only its first 1 KB is kept.
    r.reply = { status: 200, body: "x".repeat(3000) };
    const hook = await createWebhook({ url: r.url, event_types: ["inbox.created"] });
    const inbox = await createInbox(account.key, { display_name: "Signed" });
    const req = await r.waitFor(inboxCreated(inbox.inbox_id), "inbox.created");

    expect(req.method).toBe("POST");
    expect(req.path).toBe("/hook");
    expect(req.headers["content-type"]).toBe("application/json");
    expect(req.headers["user-agent"]).toBe("Service-Webhooks/1.0");
    expect(req.headers["x-service-event"]).toBe("inbox.created");
    expect(req.headers["x-service-event-id"]).toMatch(/^evt_[0-9A-Z]{26}$/);
    expect(req.headers["x-service-delivery-id"]).toMatch(/^dlv_[0-9A-Z]{26}$/);
    const header = req.headers["x-service-signature"] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    // Our verifier, over the raw bytes.
    const t = verifySignature(req.raw, header, hook.secret);
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(60);
    expect(() => verifySignature(`${req.raw} `, header, hook.secret)).toThrow(/No signature matches/);
    expect(() => verifySignature(req.raw, header, `${hook.secret}x`)).toThrow(/No signature matches/);
    // Stripe's receiver-side verification, unchanged: same t=…,v1=… scheme, keyed by the whole whsec_ secret.
    const viaStripe = Stripe.webhooks.constructEvent(req.raw, header, hook.secret) as unknown as Record<string, any>;
    expect(viaStripe.event_id).toBe(req.headers["x-service-event-id"]);
    expect(() => Stripe.webhooks.constructEvent(req.raw.replace("Signed", "Forged"), header, hook.secret)).toThrow();

    // The envelope: type, ids, timestamp, data, and the payload keys repeated at the top level.
    const body = req.json;
    expect(body).toMatchObject({
      type: "event",
      event_id: req.headers["x-service-event-id"],
      event_type: "inbox.created",
      timestamp: expect.any(String),
      data: { inbox: expect.objectContaining({ inbox_id: inbox.inbox_id, display_name: "Signed" }) },
    });
    expect(body.inbox).toEqual(body.data.inbox);
    expect(Object.keys(body).sort()).toEqual(["data", "event_id", "event_type", "inbox", "timestamp", "type"]);

    // The delivery log: delivered on the first attempt, status and the first 1 KB of the answer kept.
    const delivery = await deliveryWhere(hook.webhook_id, (d) => d.status === "delivered", "delivered");
    expect(delivery).toMatchObject({
      delivery_id: req.headers["x-service-delivery-id"],
      webhook_id: hook.webhook_id,
      event_id: body.event_id,
      event_type: "inbox.created",
      attempt: 1,
      status: "delivered",
      response_status: 200,
      response_body: "x".repeat(1024),
    });
    expect(delivery.next_attempt_at).toBeUndefined();
    expect(delivery.last_error).toBeUndefined();
  });

  it("applies event_types, inbox_ids and pod_ids filters; message events carry their message and thread", async () => {
    const pod = (await createPod(account.key)).pod_id;
    const [a, b, c] = await Promise.all([
      createInbox(account.key).then((i) => i.inbox_id),
      createInbox(account.key).then((i) => i.inbox_id),
      createInbox(account.key, {}, `/v0/pods/${pod}/inboxes`).then((i) => i.inbox_id),
    ]);
    const [byType, byInbox, byPod] = await Promise.all([receiver(), receiver(), receiver()]);
    await Promise.all([
      createWebhook({ url: byType.url, event_types: ["message.received"] }),
      // Inbox ids are addresses: matched case-insensitively.
      createWebhook({ url: byInbox.url, inbox_ids: [b.toUpperCase()] }),
      createWebhook({ url: byPod.url, pod_ids: [pod], event_types: ["message.received", "message.sent"] }),
    ]);
    const sent = await sendMail(a, b, "filters one");
    await sendMail(a, c, "filters two");

    const received = await byType.waitFor(
      (r) => r.json.message?.inbox_id === b && r.json.message?.subject === "filters one",
      "message.received in b",
    );
    expect(received.headers["x-service-event"]).toBe("message.received");
    expect(received.json.data.thread).toEqual(received.json.thread);
    await byType.waitFor((r) => r.json.message?.inbox_id === c, "message.received in c");
    const toB = await byInbox.waitFor((r) => r.headers["x-service-event"] === "message.received", "b's received");
    expect(toB.json.message.inbox_id).toBe(b);
    const inPod = await byPod.waitFor((r) => r.headers["x-service-event"] === "message.received", "pod's received");
    expect(inPod.json.message.inbox_id).toBe(c);
    await sleep(400);

    expect(byType.requests.every((r) => r.headers["x-service-event"] === "message.received")).toBe(true);
    expect(byType.requests.map((r) => r.json.message.inbox_id).sort()).toEqual([b, c].sort());
    // message.sent in a, and everything for c, is outside the inbox filter.
    expect(byInbox.requests.map((r) => r.headers["x-service-event"])).toEqual(["message.received"]);
    // Only c is in the pod: a's message.sent and b's message.received are not.
    expect(byPod.requests).toHaveLength(1);
    expect(sent.message_id).toMatch(/^msg_/);
  });

  it("sends nothing and queues nothing while disabled (status disabled), and resumes when enabled", async () => {
    const r = await receiver();
    const hook = await createWebhook({ url: r.url, event_types: ["inbox.created"] });
    const off = await call("PATCH", `/v0/webhooks/${hook.webhook_id}`, {
      key: account.key,
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ enabled: false, status: "disabled" });
    const quiet = await createInbox(account.key);
    // Another webhook sees the event, so fan-out has run for it.
    const witness = await receiver();
    await createWebhook({ url: witness.url, event_types: ["inbox.created"] });
    const seen = await createInbox(account.key);
    await witness.waitFor(inboxCreated(seen.inbox_id), "the witness's inbox.created");
    await sleep(300);
    expect(r.requests).toEqual([]);
    expect(await deliveries(hook.webhook_id)).toEqual([]);

    const on = await call("PATCH", `/v0/webhooks/${hook.webhook_id}`, { key: account.key, body: { enabled: true } });
    expect(on.body).toMatchObject({ enabled: true, status: "active" });
    const loud = await createInbox(account.key);
    await r.waitFor(inboxCreated(loud.inbox_id), "inbox.created after re-enabling");
    expect(r.requests.some(inboxCreated(quiet.inbox_id))).toBe(false);
  });

  it("PATCH adds and removes inbox and pod ids", async () => {
    const hook = await createWebhook({ url: (await receiver()).url, inbox_ids: ["one@x.test", "two@x.test"] });
    const res = await call("PATCH", `/v0/webhooks/${hook.webhook_id}`, {
      key: account.key,
      body: { add_inbox_ids: ["three@x.test", "one@x.test"], remove_inbox_ids: ["two@x.test"], add_pod_ids: ["pod_a"] },
    });
    expect(res.status).toBe(200);
    expect(res.body.inbox_ids).toEqual(["one@x.test", "three@x.test"]);
    expect(res.body.pod_ids).toEqual(["pod_a"]);
    const again = await call("PATCH", `/v0/webhooks/${hook.webhook_id}`, {
      key: account.key,
      body: { remove_pod_ids: ["pod_a"] },
    });
    expect(again.body.pod_ids).toEqual([]);
    expect(Date.parse(again.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(hook.updated_at));
  });
});

describe("failures and retries", () => {
  it("a failed attempt leaves the delivery pending with next_attempt_at one minute later", async () => {
    const r = await receiver();
    r.reply = { status: 503, body: "down for maintenance" };
    const hook = await createWebhook({ url: r.url, event_types: ["inbox.created"] });
    const inbox = await createInbox(account.key);
    const req = await r.waitFor(inboxCreated(inbox.inbox_id), "the failing attempt");
    const delivery = await deliveryWhere(hook.webhook_id, failedOnce, "attempt 1 recorded");
    expect(delivery).toMatchObject({
      status: "pending",
      attempt: 1,
      response_status: 503,
      response_body: "down for maintenance",
      last_error: "HTTP 503",
    });
    const wait = Date.parse(delivery.next_attempt_at) - req.at;
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThan(65_000);
    // The status filter of the delivery log.
    expect((await deliveries(hook.webhook_id, "?status=pending")).map((d) => d.delivery_id)).toEqual([
      delivery.delivery_id,
    ]);
    expect(await deliveries(hook.webhook_id, "?status=delivered")).toEqual([]);
    const bad = await call("GET", `/v0/webhooks/${hook.webhook_id}/deliveries?status=sent`, { key: account.key });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({
      type: "validation",
      message: "status must be pending, delivered or failed",
      param: "status",
    });
  });

  it("the local due-job timer runs the retry when it is due: attempt 2 is delivered", async () => {
    const r = await receiver();
    let calls = 0;
    r.reply = () => (++calls === 1 ? { status: 500 } : { status: 204 });
    const hook = await createWebhook({ url: r.url, event_types: ["inbox.created"] });
    const inbox = await createInbox(account.key);
    const delivery = await deliveryWhere(hook.webhook_id, failedOnce, "attempt 1 recorded");
    expect(delivery.status).toBe("pending");

    // Time passes: the retry's due-job and the delivery's next_attempt_at move to now (the timer polls each second).
    const db = testDb();
    const ref = { webhookId: hook.webhook_id, deliveryId: delivery.delivery_id, attempt: 2 };
    const { data: jobs } = await db.entities.dueJob.query.byJob({ jobId: deliveryJobId(ref) }).go();
    expect(jobs).toHaveLength(1);
    expect(jobs[0].dueAt).toBe(delivery.next_attempt_at);
    const now = new Date().toISOString();
    await db.entities.webhookDelivery
      .patch({ webhookId: hook.webhook_id, deliveryId: delivery.delivery_id })
      .set({ nextAttemptAt: now })
      .go();
    await db.entities.dueJob.delete({ queue: "due", dueAt: jobs[0].dueAt, jobId: jobs[0].jobId }).go();
    await db.entities.dueJob.create({ ...jobs[0], dueAt: now }).go();

    const done = await deliveryWhere(hook.webhook_id, (d) => d.status === "delivered", "attempt 2 delivered");
    expect(done).toMatchObject({ attempt: 2, response_status: 204, delivery_id: delivery.delivery_id });
    expect(done.last_error).toBeUndefined();
    expect(done.next_attempt_at).toBeUndefined();
    const attempts = r.requests.filter(inboxCreated(inbox.inbox_id));
    expect(attempts).toHaveLength(2);
    // The same event and delivery, signed anew.
    expect(attempts[1].headers["x-service-event-id"]).toBe(attempts[0].headers["x-service-event-id"]);
    expect(attempts[1].headers["x-service-delivery-id"]).toBe(delivery.delivery_id);
  });

  it("does not follow a redirect and counts it as a failure", async () => {
    const r = await receiver();
    const target = await receiver();
    r.reply = { status: 302, headers: { location: target.url } };
    const hook = await createWebhook({ url: r.url, event_types: ["inbox.created"] });
    const inbox = await createInbox(account.key);
    await r.waitFor(inboxCreated(inbox.inbox_id), "the redirected attempt");
    const delivery = await deliveryWhere(hook.webhook_id, failedOnce, "attempt 1 recorded");
    expect(delivery).toMatchObject({
      status: "pending",
      response_status: 302,
      last_error: `Redirect (302) not followed: ${target.url}`,
    });
    expect(target.requests).toEqual([]);
  });

  it("records a connection failure without a response status", async () => {
    const r = await receiver();
    const url = r.url;
    await r.close();
    const hook = await createWebhook({ url, event_types: ["inbox.created"] });
    await createInbox(account.key);
    const delivery = await deliveryWhere(hook.webhook_id, failedOnce, "attempt 1 recorded");
    expect(delivery.status).toBe("pending");
    expect(delivery.response_status).toBeUndefined();
    expect(delivery.last_error).toMatch(/ECONNREFUSED/);
  });
});

describe("replay and test", () => {
  it("replay sends the same event now as a new delivery (201)", async () => {
    const r = await receiver();
    const hook = await createWebhook({ url: r.url, event_types: ["inbox.created"] });
    const inbox = await createInbox(account.key);
    const first = await r.waitFor(inboxCreated(inbox.inbox_id), "the first delivery");
    const original = await deliveryWhere(hook.webhook_id, (d) => d.status === "delivered", "delivered");
    const res = await call("POST", `/v0/webhooks/${hook.webhook_id}/deliveries/${original.delivery_id}/replay`, {
      key: account.key,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      webhook_id: hook.webhook_id,
      event_id: original.event_id,
      event_type: "inbox.created",
      status: "delivered",
      attempt: 1,
      response_status: 200,
    });
    expect(res.body.delivery_id).not.toBe(original.delivery_id);
    const again = r.requests.filter(inboxCreated(inbox.inbox_id));
    expect(again).toHaveLength(2);
    expect(again[1].headers["x-service-event-id"]).toBe(first.headers["x-service-event-id"]);
    expect(again[1].headers["x-service-delivery-id"]).toBe(res.body.delivery_id);
    // The same envelope (the body is rebuilt from the stored event, so key order may differ; the signature covers it).
    expect(again[1].json).toEqual(first.json);
    expect((await deliveries(hook.webhook_id)).map((d) => d.delivery_id)).toEqual([
      res.body.delivery_id,
      original.delivery_id,
    ]);
    const missing = await call("POST", `/v0/webhooks/${hook.webhook_id}/deliveries/dlv_0000/replay`, {
      key: account.key,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("Delivery not found");
  });

  it("test sends webhook.test to that webhook only and returns the delivery; it is in the event log", async () => {
    const org = await signUp();
    const [r, other] = await Promise.all([receiver(), receiver()]);
    const hook = await createWebhook({ url: r.url, event_types: ["inbox.created"] }, org.key);
    // Every type: would take webhook.test if fan-out ever delivered it.
    await createWebhook({ url: other.url }, org.key);
    const res = await call("POST", `/v0/webhooks/${hook.webhook_id}/test`, { key: org.key });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      webhook_id: hook.webhook_id,
      event_type: "webhook.test",
      status: "delivered",
      attempt: 1,
      response_status: 200,
      event_id: expect.stringMatching(/^evt_/),
    });
    const got = r.ofType("webhook.test");
    expect(got).toHaveLength(1);
    expect(got[0].json).toMatchObject({
      type: "event",
      event_type: "webhook.test",
      event_id: res.body.event_id,
      webhook_id: hook.webhook_id,
      data: { webhook_id: hook.webhook_id },
    });
    expect(verifySignature(got[0].raw, got[0].headers["x-service-signature"] as string, hook.secret)).toBeGreaterThan(
      0,
    );
    // A later event reaches the other webhook, so fan-out has had its turn at webhook.test.
    const inbox = await createInbox(org.key);
    await other.waitFor(inboxCreated(inbox.inbox_id), "the other webhook's inbox.created");
    await sleep(200);
    expect(other.ofType("webhook.test")).toEqual([]);
    const { data } = await testDb()
      .entities.event.get({ organizationId: org.organizationId, eventId: res.body.event_id })
      .go();
    expect(data?.eventType).toBe("webhook.test");
  });

  it("a test of a failing endpoint returns the pending delivery with its error", async () => {
    const r = await receiver();
    r.reply = { status: 400, body: "bad signature?" };
    const hook = await createWebhook({ url: r.url });
    const res = await call("POST", `/v0/webhooks/${hook.webhook_id}/test`, { key: account.key });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: "pending",
      attempt: 1,
      response_status: 400,
      response_body: "bad signature?",
      last_error: "HTTP 400",
      next_attempt_at: expect.any(String),
    });
  });
});

describe("deleting", () => {
  it("deletes the webhook ({ok:true}, then 404) and fails its pending deliveries", async () => {
    const r = await receiver();
    r.reply = { status: 500 };
    const hook = await createWebhook({ url: r.url, event_types: ["inbox.created"] });
    await createInbox(account.key);
    const pending = await deliveryWhere(hook.webhook_id, failedOnce, "attempt 1 recorded");
    expect(pending.status).toBe("pending");
    const res = await call("DELETE", `/v0/webhooks/${hook.webhook_id}`, { key: account.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await call("GET", `/v0/webhooks/${hook.webhook_id}`, { key: account.key })).status).toBe(404);
    expect((await call("GET", `/v0/webhooks/${hook.webhook_id}/deliveries`, { key: account.key })).status).toBe(404);
    const { data } = await testDb()
      .entities.webhookDelivery.get({ webhookId: hook.webhook_id, deliveryId: pending.delivery_id })
      .go();
    expect(data).toMatchObject({ status: "failed", lastError: "Webhook deleted" });
    expect(data?.nextAttemptAt).toBeUndefined();
  });

  it("frees the client_id of a deleted webhook", async () => {
    const clientId = `reuse-${Date.now()}`;
    const url = (await receiver()).url;
    const first = await createWebhook({ url, client_id: clientId });
    await call("DELETE", `/v0/webhooks/${first.webhook_id}`, { key: account.key });
    const second = await call("POST", "/v0/webhooks", { key: account.key, body: { url, client_id: clientId } });
    expect(second.status).toBe(201);
    expect(second.body.webhook_id).not.toBe(first.webhook_id);
  });
});
