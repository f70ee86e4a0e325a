// The WebSocket stream (/v0/ws and /v0) against the local `ws` front with the `ws` client: refused upgrades,
// credentials at connect (?token=, ?api_key=, bearer, cookie), event envelopes after a send, the subscribe and
// subscribed frames, error frames for bad frames, permission and scope filtering, and a revoked key closing
// the connection at its next event (global-setup shortens the recheck interval).
// Live events reach the sockets through the fan-out (called in-process after each commit).
import { randomBytes } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Account, baseUrl, call, createInbox, sendMessage, signUp } from "../helpers/http.js";
import { RefusedUpgrade, WsClient } from "../helpers/streams.js";
import { sleep } from "../helpers/wait.js";

let account: Account;
let alice: string;
let bob: string;
let carol: string;
const open: WsClient[] = [];

const tag = () => randomBytes(4).toString("hex");

/** The inbox an envelope is about: the `inbox_id` of its payload object (message, send, delivery, inbox…). */
function inboxOf(envelope: any): string | undefined {
  for (const value of Object.values(envelope.data ?? {})) {
    const id = (value as { inbox_id?: unknown } | null)?.inbox_id;
    if (typeof id === "string") return id;
  }
  return undefined;
}

async function connect(path: string, headers: Record<string, string> = {}): Promise<WsClient> {
  const client = await WsClient.open(path, headers);
  open.push(client);
  return client;
}

async function refusal(path: string, headers: Record<string, string> = {}): Promise<RefusedUpgrade> {
  try {
    (await WsClient.open(path, headers)).close();
  } catch (error) {
    if (error instanceof RefusedUpgrade) return error;
    throw error;
  }
  throw new Error("expected the upgrade to be refused");
}

async function mintKey(body: Record<string, unknown>, path = "/v0/api-keys") {
  const res = await call("POST", path, { key: account.key, body: { name: "ws", ...body } });
  if (res.status !== 201) throw new Error(`key create failed: ${res.status} ${res.text}`);
  return { id: res.body.api_key_id as string, token: res.body.api_key as string };
}

const send = (from: string, to: string) => sendMessage(account.key, from, to, `WS ${tag()}`, "hello over the socket");

const received = (inbox: string) => (f: any) => f.event_type === "message.received" && f.message?.inbox_id === inbox;

beforeAll(async () => {
  account = await signUp();
  const suffix = tag();
  [alice, bob, carol] = await Promise.all(
    ["alice", "bob", "carol"].map((n) =>
      createInbox(account.key, { username: `${n}-ws-${suffix}` }).then((i) => i.inbox_id),
    ),
  );
});

afterEach(() => {
  for (const client of open.splice(0)) client.close();
});

describe("WebSocket /v0/ws: connecting", () => {
  it("refuses the upgrade without a credential or with an unknown one (401)", async () => {
    const none = await refusal("/v0/ws");
    expect(none.status).toBe(401);
    expect(JSON.parse(none.body)).toEqual({ error: { type: "unauthorized", message: "Missing or invalid API key" } });
    const unknown = await refusal(`/v0/ws?token=mm_live_${"A".repeat(32)}`);
    expect(unknown.status).toBe(401);
    const badBearer = await refusal("/v0/ws", { authorization: "Bearer nope", cookie: account.session });
    expect(badBearer.status).toBe(401);
  });

  it("refuses a key holding none of the five read permissions (403)", async () => {
    const key = await mintKey({ permissions: ["metrics_read", "message_send", "thread_read"] });
    const refused = await refusal(`/v0/ws?token=${key.token}`);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({
      error: { type: "forbidden", message: "API key lacks the message_read permission" },
    });
    // Any one of them is enough.
    for (const permission of ["message_read", "inbox_read", "domain_read", "draft_read", "webhook_read"]) {
      const ok = await mintKey({ permissions: [permission] });
      await connect(`/v0/ws?token=${ok.token}`);
    }
  });

  it("accepts ?token=, ?api_key= (on /v0 too), the bearer header and the session cookie", async () => {
    await connect(`/v0/ws?token=${account.key}`);
    await connect(`/v0?api_key=${account.key}`);
    await connect("/v0/ws", { authorization: `Bearer ${account.key}` });
    await connect("/v0/ws", { cookie: account.session });
    expect((await refusal("/v0/other", { authorization: `Bearer ${account.key}` })).status).toBe(404);
  });

  it("refuses a cookie-authenticated upgrade from another site", async () => {
    const refused = await refusal("/v0/ws", { cookie: account.session, origin: "https://evil.example" });
    expect(refused.status).toBe(403);
    await connect("/v0/ws", {
      cookie: account.session,
      origin: new URL(baseUrl()).origin.replace("127.0.0.1", "localhost"),
    });
  });
});

describe("WebSocket /v0/ws: events", () => {
  it("sends envelopes as JSON text frames after a send between two local inboxes, without a subscribe frame", async () => {
    const client = await connect(`/v0/ws?token=${account.key}`);
    const sent = await send(alice, bob);
    const sentFrame = await client.find(
      (f) => f.event_type === "message.sent" && f.send?.message_id === sent.message_id,
    );
    expect(sentFrame).toMatchObject({
      type: "event",
      event_id: expect.stringMatching(/^evt_/),
      timestamp: expect.any(String),
      send: { inbox_id: alice, recipients: [bob] },
      data: { send: { inbox_id: alice } },
    });
    const receivedFrame = await client.find(received(bob));
    expect(receivedFrame.thread).toMatchObject({ inbox_id: bob });
  });

  it("answers subscribe with subscribed and applies its filters; a later subscribe replaces it", async () => {
    const client = await connect("/v0/ws", { authorization: `Bearer ${account.key}` });
    client.send({ type: "subscribe", event_types: ["message.received"], inbox_ids: [bob.toUpperCase()] });
    expect(await client.find((f) => f.type === "subscribed")).toEqual({
      type: "subscribed",
      event_types: ["message.received"],
      inbox_ids: [bob],
    });
    // Frames before "subscribed" went out unfiltered (a delivery report of the last test's mail may land there).
    const subscribedAt = client.frames.findIndex((f) => f.type === "subscribed");
    await send(alice, carol);
    await send(alice, bob);
    await client.find(received(bob));
    const filtered = client.frames.slice(subscribedAt + 1).filter((f) => f.type === "event");
    expect(filtered.map((f) => [f.event_type, f.message?.inbox_id])).toEqual([["message.received", bob]]);

    client.send({ type: "subscribe", pod_ids: [account.defaultPodId] });
    await client.find((f) => f.type === "subscribed" && f.pod_ids);
    await send(carol, alice);
    // The replaced subscription lets every type through again.
    await client.find(received(alice));
    await client.find((f) => f.event_type === "message.sent" && f.send.inbox_id === carol);
  });

  it("takes the same filters as connect query parameters", async () => {
    const client = await connect(`/v0/ws?token=${account.key}&event_types=message.sent&inbox_id=${carol}`);
    await send(alice, carol);
    await send(carol, alice);
    await client.find((f) => f.event_type === "message.sent" && f.send.inbox_id === carol);
    expect(new Set(client.events().map((f) => `${f.event_type} ${f.send?.inbox_id}`))).toEqual(
      new Set([`message.sent ${carol}`]),
    );
    expect((await refusal(`/v0/ws?token=${account.key}&event_types=message.opened`)).status).toBe(400);
  });

  it("answers malformed frames with error frames and stays open", async () => {
    const client = await connect(`/v0/ws?token=${account.key}`);
    client.send("not json");
    client.send({ type: "ping" });
    client.send({ event_types: ["message.received"] });
    client.send({ type: "subscribe", event_types: ["message.opened"] });
    client.send({ type: "subscribe", inbox_ids: "not-a-list" });
    client.send({ type: "subscribe" });
    await client.find((f) => f.type === "subscribed");
    expect(client.frames.filter((f) => f.type === "error")).toEqual([
      { type: "error", name: "ValidationError", message: "Frames must be JSON objects" },
      { type: "error", name: "ValidationError", message: "Unknown frame type: ping" },
      { type: "error", name: "ValidationError", message: "type is required" },
      { type: "error", name: "ValidationError", message: "Unknown event type: message.opened" },
      { type: "error", name: "ValidationError", message: "inbox_ids must be a list of strings" },
    ]);
    expect(client.closeCode).toBeUndefined();
  });

  it("sends only events the key may read: inbox events without message_read", async () => {
    const inboxOnly = await mintKey({ permissions: ["inbox_read"] });
    const client = await connect(`/v0/ws?token=${inboxOnly.token}`);
    const full = await connect(`/v0/ws?token=${account.key}&event_types=message.received&inbox_id=${bob}`);
    await send(alice, bob);
    await full.find(received(bob));
    const later = await createInbox(account.key, { username: `dave-ws-${tag()}` });
    await client.find((f) => f.event_type === "inbox.created" && f.inbox?.inbox_id === later.inbox_id);
    expect(client.events().filter((f) => f.event_type.startsWith("message."))).toEqual([]);
  });

  it("shows an inbox-scoped key only its inbox's events", async () => {
    const aliceKey = await mintKey({}, `/v0/inboxes/${alice}/api-keys`);
    const client = await connect(`/v0/ws?token=${aliceKey.token}`);
    const full = await connect(`/v0/ws?token=${account.key}&event_types=message.received&inbox_id=${carol}`);
    await send(bob, carol);
    await full.find(received(carol));
    await send(bob, alice);
    await client.find(received(alice));
    const inboxes = client.events().map(inboxOf);
    expect(new Set(inboxes)).toEqual(new Set([alice]));
  });

  it("tells a revoked key why and closes its connection when the next event comes", async () => {
    const key = await mintKey({});
    const client = await connect(`/v0/ws?token=${key.token}&event_types=message.sent&inbox_id=${alice}`);
    expect((await call("DELETE", `/v0/api-keys/${key.id}`, { key: account.key })).status).toBe(200);
    // Past the recheck interval, the next event for the connection triggers the check.
    await sleep(1200);
    await send(alice, bob);
    const error = await client.find((f) => f.type === "error");
    expect(error).toEqual({
      type: "error",
      name: "UnauthorizedError",
      message: "The credential was revoked or has expired",
    });
    expect(await client.waitForClose()).toBe(1008);
    expect(client.events()).toEqual([]);
  });
});
