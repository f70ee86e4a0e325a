// GET /v0/events/stream against the local service with real clients (a raw fetch reader, and the `eventsource`
// package): the ready frame, events after a send between two local inboxes, filters, permission and scope
// filtering, Last-Event-Id replay (and resync past 500 missed events), ?token= and the session cookie, pings,
// and a revoked key ending the stream. global-setup shortens the recheck and ping intervals.
// Live events reach the stream through the fan-out (called in-process after each commit).
import { randomBytes } from "node:crypto";
import { EventSource } from "eventsource";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { eventRecord } from "../../shared/domain/events.js";
import { testDb } from "../helpers/db.js";
import { type Account, baseUrl, call, createInbox, createPod, sendMessage, signUp } from "../helpers/http.js";
import { SseClient } from "../helpers/streams.js";

const STREAM = "/v0/events/stream";

let account: Account;
let alice: string;
let bob: string;
let carol: string;
const open: SseClient[] = [];

const tag = () => randomBytes(4).toString("hex");

/** The inbox an envelope is about: the `inbox_id` of its payload object (message, send, delivery, inbox…). */
function inboxOf(envelope: any): string | undefined {
  for (const value of Object.values(envelope.data ?? {})) {
    const id = (value as { inbox_id?: unknown } | null)?.inbox_id;
    if (typeof id === "string") return id;
  }
  return undefined;
}

async function stream(path: string, options: Parameters<typeof SseClient.open>[1] = {}): Promise<SseClient> {
  const client = await SseClient.open(path, options);
  open.push(client);
  return client;
}

async function mintKey(body: Record<string, unknown>, path = "/v0/api-keys") {
  const res = await call("POST", path, { key: account.key, body: { name: "streams", ...body } });
  if (res.status !== 201) throw new Error(`key create failed: ${res.status} ${res.text}`);
  return { id: res.body.api_key_id as string, token: res.body.api_key as string };
}

const send = (from: string, to: string, subject = `SSE ${tag()}`) =>
  sendMessage(account.key, from, to, subject, "hello over the stream");

const isEvent = (type: string, inbox?: string) => (f: { event?: string; json?: any }) =>
  f.event === type &&
  (inbox === undefined || f.json?.data?.[type === "message.sent" ? "send" : "message"]?.inbox_id === inbox);

beforeAll(async () => {
  account = await signUp();
  const suffix = tag();
  [alice, bob, carol] = await Promise.all(
    ["alice", "bob", "carol"].map((n) =>
      createInbox(account.key, { username: `${n}-sse-${suffix}` }).then((i) => i.inbox_id),
    ),
  );
});

afterEach(() => {
  for (const client of open.splice(0)) client.close();
});

describe("GET /v0/events/stream: opening", () => {
  it("refuses a missing or unknown credential (401) and a key without metrics_read (403)", async () => {
    const none = await stream(STREAM);
    expect(none.status).toBe(401);
    expect(JSON.parse(none.text ?? "")).toEqual({
      error: { type: "unauthorized", message: "Missing or invalid API key" },
    });
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer resource_metadata=/);

    const unknown = await stream(`${STREAM}?token=mm_live_${"x".repeat(32)}`);
    expect(unknown.status).toBe(401);

    const noMetrics = await mintKey({ permissions: ["message_read"] });
    const refused = await stream(STREAM, { key: noMetrics.token });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text ?? "")).toEqual({
      error: { type: "forbidden", message: "API key lacks the metrics_read permission" },
    });
  });

  it("validates event_types, list sizes and Last-Event-Id before any frame", async () => {
    const badType = await stream(`${STREAM}?event_types=message.received,message.opened`, { key: account.key });
    expect(badType.status).toBe(400);
    expect(JSON.parse(badType.text ?? "")).toEqual({
      error: { type: "validation", message: "Unknown event type: message.opened", param: "event_types" },
    });
    const many = Array.from({ length: 101 }, (_, i) => `pod_${i}`).join(",");
    const tooMany = await stream(`${STREAM}?pod_ids=${many}`, { key: account.key });
    expect(tooMany.status).toBe(400);
    expect(JSON.parse(tooMany.text ?? "").error.message).toBe("pod_ids must have at most 100 items");
    const badId = await stream(STREAM, { key: account.key, headers: { "last-event-id": "evt_nope" } });
    expect(badId.status).toBe(400);
    expect(JSON.parse(badId.text ?? "").error.message).toBe("Last-Event-Id must be an event ID");
  });

  it("opens with a ready frame echoing the subscription, as text/event-stream", async () => {
    const client = await stream(
      `${STREAM}?event_types=message.received&event_types=message.sent&inbox_id=${alice.toUpperCase()}`,
      {
        key: account.key,
      },
    );
    expect(client.status).toBe(200);
    expect(client.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(client.headers.get("cache-control")).toContain("no-cache");
    const first = await client.find(() => true, 5000, "the first frame");
    expect(first.event).toBe("ready");
    expect(first.id).toMatch(/^evt_[0-9A-Z]{26}$/);
    expect(first.json).toEqual({
      type: "ready",
      organization_id: account.organizationId,
      event_types: ["message.received", "message.sent"],
      inbox_ids: [alice],
    });
  });

  it("accepts the key as ?token= and ?api_key=, the session cookie, and pod and inbox keys", async () => {
    const byToken = await stream(`${STREAM}?token=${account.key}`);
    const byApiKey = await stream(`${STREAM}?api_key=${account.key}`);
    const byCookie = await stream(STREAM, { cookie: account.session });
    const podKey = await mintKey({}, `/v0/pods/${account.defaultPodId}/api-keys`);
    const inboxKey = await mintKey({}, `/v0/inboxes/${alice}/api-keys`);
    const byPodKey = await stream(STREAM, { key: podKey.token });
    const byInboxKey = await stream(`${STREAM}?token=${inboxKey.token}`);
    for (const client of [byToken, byApiKey, byCookie, byPodKey, byInboxKey]) {
      expect(client.status).toBe(200);
      expect((await client.find((f) => f.event === "ready")).json.organization_id).toBe(account.organizationId);
    }
  });

  it("sends a ping comment after a stretch of silence", async () => {
    const client = await stream(`${STREAM}?inbox_id=${carol}&event_types=draft.sent`, { key: account.key });
    const ping = await client.find((f) => f.comment === "ping", 8000, "a ping");
    expect(ping).toEqual({ comment: "ping" });
  });
});

describe("GET /v0/events/stream: live events", () => {
  it("streams message.sent and message.received after a send between two local inboxes", async () => {
    const client = await stream(`${STREAM}?inbox_ids=${alice},${bob}`, { key: account.key });
    await client.find((f) => f.event === "ready");
    const sent = await send(alice, bob);

    const sentFrame = await client.find(isEvent("message.sent", alice), 10_000, "message.sent");
    expect(sentFrame.id).toBe(sentFrame.json.event_id);
    expect(sentFrame.json).toMatchObject({
      type: "event",
      event_type: "message.sent",
      event_id: expect.stringMatching(/^evt_/),
      timestamp: expect.any(String),
      send: { inbox_id: alice, message_id: sent.message_id, recipients: [bob] },
    });
    // Payload keys are repeated at the top level of the envelope.
    expect(sentFrame.json.data.send).toEqual(sentFrame.json.send);

    const received = await client.find(isEvent("message.received", bob), 10_000, "message.received");
    expect(received.json.message).toMatchObject({ inbox_id: bob });
    expect(received.json.thread).toMatchObject({ inbox_id: bob });
  });

  it("applies event_types, inbox and pod filters", async () => {
    const onlyBobReceived = await stream(`${STREAM}?event_types=message.received&inbox_id=${bob}`, {
      key: account.key,
    });
    const otherPod = await createPod(account.key, { name: `sse-${tag()}` });
    const otherPodOnly = await stream(`${STREAM}?pod_id=${otherPod.pod_id}`, { key: account.key });
    const defaultPodOnly = await stream(`${STREAM}?pod_ids=${account.defaultPodId}&event_types=message.sent`, {
      key: account.key,
    });
    await Promise.all([onlyBobReceived, otherPodOnly, defaultPodOnly].map((c) => c.find((f) => f.event === "ready")));

    await send(alice, carol);
    await send(carol, bob);
    const inOtherPod = await createInbox(
      account.key,
      { username: `dora-sse-${tag()}` },
      `/v0/pods/${otherPod.pod_id}/inboxes`,
    );

    await onlyBobReceived.find(isEvent("message.received", bob));
    await otherPodOnly.find((f) => f.event === "inbox.created");
    await defaultPodOnly.find(isEvent("message.sent", carol));
    await defaultPodOnly.find(isEvent("message.sent", alice));

    expect(onlyBobReceived.events().map((f) => [f.event, f.json.message?.inbox_id])).toEqual([
      ["message.received", bob],
    ]);
    expect(otherPodOnly.events().map((f) => [f.event, f.json.inbox?.inbox_id])).toEqual([
      ["inbox.created", inOtherPod.inbox_id],
    ]);
    expect(new Set(defaultPodOnly.events().map((f) => f.event))).toEqual(new Set(["message.sent"]));
  });

  it("skips events the key may not read: no message events without message_read", async () => {
    const inboxOnly = await mintKey({ permissions: ["metrics_read", "inbox_read"] });
    const client = await stream(STREAM, { key: inboxOnly.token });
    const full = await stream(`${STREAM}?inbox_id=${bob}&event_types=message.received`, { key: account.key });
    await Promise.all([client, full].map((c) => c.find((f) => f.event === "ready")));

    await send(alice, bob);
    await full.find(isEvent("message.received", bob));
    // Committed after the mail: once it arrives, the message events (had they been sent) would be here.
    const later = await createInbox(account.key, { username: `erin-sse-${tag()}` });
    await client.find((f) => f.event === "inbox.created" && f.json.inbox.inbox_id === later.inbox_id);
    expect(client.events().filter((f) => f.event?.startsWith("message."))).toEqual([]);
  });

  it("shows an inbox-scoped key only its inbox's events", async () => {
    const aliceKey = await mintKey({}, `/v0/inboxes/${alice}/api-keys`);
    const client = await stream(STREAM, { key: aliceKey.token });
    const full = await stream(`${STREAM}?inbox_id=${carol}&event_types=message.received`, { key: account.key });
    await Promise.all([client, full].map((c) => c.find((f) => f.event === "ready")));

    await send(bob, carol);
    await full.find(isEvent("message.received", carol));
    await send(bob, alice);
    await client.find(isEvent("message.received", alice));
    const inboxes = client.events().map((f) => inboxOf(f.json));
    expect(new Set(inboxes)).toEqual(new Set([alice]));
  });
});

describe("GET /v0/events/stream: Last-Event-Id", () => {
  it("replays missed events first, with event types but without inbox and pod filters", async () => {
    const first = await stream(`${STREAM}?inbox_id=${alice}&event_types=message.sent`, { key: account.key });
    await first.find((f) => f.event === "ready");
    await send(alice, carol);
    const seen = await first.find(isEvent("message.sent", alice));
    first.close();

    // Missed while disconnected: one send from bob (another inbox), one from alice.
    const missedBob = await send(bob, carol);
    const missedAlice = await send(alice, carol);

    const resumed = await stream(`${STREAM}?inbox_id=${alice}&event_types=message.sent`, {
      key: account.key,
      headers: { "Last-Event-Id": seen.id as string },
    });
    const ready = await resumed.find((f) => f.event === "ready");
    // A resumed stream's ready frame carries no ID: the client's last ID stays where it was.
    expect(ready.id).toBeUndefined();
    await resumed.find((f) => f.json?.send?.message_id === missedAlice.message_id, 10_000, "alice's missed send");
    await resumed.find((f) => f.json?.send?.message_id === missedBob.message_id, 10_000, "bob's missed send");
    expect(resumed.frames[0].event).toBe("ready");
    expect(resumed.events().every((f) => f.event === "message.sent")).toBe(true);
    expect(resumed.events().some((f) => f.id === seen.id)).toBe(false);

    // After the replay the live filters apply again.
    await send(bob, alice);
    await send(alice, bob);
    await resumed.find(
      (f) => f.event === "message.sent" && f.json.send.inbox_id === alice && f.json.send.recipients[0] === bob,
    );
    const liveFromBob = resumed
      .events()
      .filter((f) => f.json.send.inbox_id === bob && f.json.send.message_id !== missedBob.message_id);
    expect(liveFromBob).toEqual([]);
  });

  it("replays at most 500 missed events, then ends with a resync frame to continue from", async () => {
    const other = await signUp();
    const now = Date.now();
    const records = Array.from({ length: 502 }, (_, i) =>
      eventRecord({
        eventType: "inbox.created",
        organizationId: other.organizationId,
        podId: other.defaultPodId,
        inboxId: `replay-${i}@example.com`,
        data: { inbox: { inbox_id: `replay-${i}@example.com` } },
        now: new Date(now - 60_000 + i),
      }),
    );
    for (let i = 0; i < records.length; i += 25) {
      await testDb()
        .entities.event.put(records.slice(i, i + 25))
        .go();
    }
    const client = await stream(STREAM, { key: other.key, headers: { "last-event-id": records[0].eventId } });
    await client.waitForEnd(15_000);
    const replayed = client.events();
    expect(replayed).toHaveLength(500);
    expect(replayed[0].id).toBe(records[1].eventId);
    expect(replayed[499].id).toBe(records[500].eventId);
    const resync = client.frames[client.frames.length - 1];
    expect(resync.event).toBe("resync");
    expect(resync.id).toBe(records[500].eventId);
    expect(resync.json).toMatchObject({ type: "resync", reason: "replay_limit", last_event_id: records[500].eventId });

    // Reconnecting from the resync ID continues where the replay stopped.
    const next = await stream(STREAM, { key: other.key, headers: { "last-event-id": resync.id as string } });
    const rest = await next.find((f) => f.json?.type === "event");
    expect(rest.id).toBe(records[501].eventId);
  });
});

describe("GET /v0/events/stream: credential recheck", () => {
  it("ends the stream with an error frame once the key is revoked", async () => {
    const key = await mintKey({});
    const client = await stream(STREAM, { key: key.token });
    await client.find((f) => f.event === "ready");
    const revoke = await call("DELETE", `/v0/api-keys/${key.id}`, { key: account.key });
    expect(revoke.status).toBe(200);
    await client.waitForEnd(8000);
    const last = client.frames[client.frames.length - 1];
    expect(last.event).toBe("error");
    expect(last.json).toEqual({
      error: { type: "unauthorized", message: "The credential was revoked or has expired" },
    });
  });

  it("ends the stream when the key loses metrics_read", async () => {
    const key = await mintKey({ permissions: ["metrics_read", "message_read"] });
    const client = await stream(STREAM, { key: key.token });
    await client.find((f) => f.event === "ready");
    const patch = await call("PATCH", `/v0/api-keys/${key.id}`, {
      key: account.key,
      body: { permissions: ["message_read"] },
    });
    expect(patch.status).toBe(200);
    await client.waitForEnd(8000);
    expect(client.frames[client.frames.length - 1]).toMatchObject({
      event: "error",
      json: { error: { type: "forbidden" } },
    });
  });
});

describe("GET /v0/events/stream with the eventsource package", () => {
  it("receives the ready frame and live events, and keeps the last event ID", async () => {
    const source = new EventSource(`${baseUrl()}${STREAM}?inbox_id=${bob}&event_types=message.received`, {
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...init.headers, authorization: `Bearer ${account.key}` } }),
    });
    try {
      const ready = await new Promise<MessageEvent>((resolve, reject) => {
        source.addEventListener("ready", resolve);
        source.addEventListener("error", (e) => reject(new Error(`eventsource error: ${e.message}`)));
      });
      expect(JSON.parse(ready.data).type).toBe("ready");
      const received = new Promise<MessageEvent>((resolve) => source.addEventListener("message.received", resolve));
      await send(alice, bob);
      const event = await received;
      const envelope = JSON.parse(event.data);
      expect(envelope.event_type).toBe("message.received");
      expect(event.lastEventId).toBe(envelope.event_id);
    } finally {
      source.close();
    }
  });
});
