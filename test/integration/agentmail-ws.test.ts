// The official AgentMail client's WebSocket (agentmail@0.5.27) against the local service, unchanged: it opens
// `<baseUrl>/v0?api_key=…` (with the bearer header too), subscribes with its own frame, and parses our frames
// with its own schemas. A frame it cannot parse would reach on("message") raw (snake_case) with a console
// warning, so the tests check the camelCase fields its parser produces.
// Live events reach the socket through the fan-out (called in-process after each commit).
import { randomBytes } from "node:crypto";
import { AgentMailClient } from "agentmail";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Account, baseUrl, call, createInbox, signUp } from "../helpers/http.js";

type Socket = Awaited<ReturnType<AgentMailClient["websockets"]["connect"]>>;

let account: Account;
let alice: string;
let bob: string;
const sockets: Socket[] = [];

const tag = () => randomBytes(4).toString("hex");

/** Everything the SDK hands to on("message"), and a way to wait for one. */
function collect(socket: Socket) {
  const messages: any[] = [];
  const waiters = new Set<() => void>();
  socket.on("message", (m) => {
    messages.push(m);
    for (const w of [...waiters]) w();
  });
  const find = (match: (m: any) => boolean, timeoutMs = 10_000) =>
    new Promise<any>((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (found === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out; messages so far: ${JSON.stringify(messages)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { messages, find };
}

async function connect(apiKey: string): Promise<Socket> {
  const client = new AgentMailClient({ baseUrl: baseUrl(), apiKey, maxRetries: 0 });
  const socket = await client.websockets.connect({ reconnectAttempts: 0, connectionTimeoutInSeconds: 5 });
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  account = await signUp();
  const suffix = tag();
  [alice, bob] = await Promise.all(
    ["alice", "bob"].map((n) => createInbox(account.key, { username: `${n}-amws-${suffix}` }).then((i) => i.inbox_id)),
  );
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

describe("agentmail SDK: websockets", () => {
  it("connects on /v0, subscribes, and receives a message.received event it parses", async () => {
    const socket = await connect(account.key);
    const { messages, find } = collect(socket);
    socket.sendSubscribe({ type: "subscribe", eventTypes: ["message.received"], inboxIds: [bob] });
    const subscribed = await find((m) => m.type === "subscribed");
    expect(subscribed).toEqual({ type: "subscribed", eventTypes: ["message.received"], inboxIds: [bob] });

    const res = await call("POST", `/v0/inboxes/${alice}/messages/send`, {
      key: account.key,
      body: { to: [bob], subject: `SDK socket ${tag()}`, text: "hello, SDK" },
    });
    expect(res.status).toBe(201);
    const event = await find((m) => m.type === "event");
    // Parsed by the SDK's MessageReceivedEvent schema: camelCase keys and Date objects.
    expect(event.eventType).toBe("message.received");
    expect(event.eventId).toMatch(/^evt_/);
    expect(event.message.inboxId).toBe(bob);
    expect(event.message.messageId).toEqual(expect.any(String));
    expect(event.message.createdAt).toBeInstanceOf(Date);
    expect(event.thread.threadId).toBe(event.message.threadId);
    expect(messages.filter((m) => m.type === "event")).toHaveLength(1);
  });

  it("gets an error frame for an unknown event type, in the SDK's error shape", async () => {
    const socket = await connect(account.key);
    const { find } = collect(socket);
    // message.opened is in the SDK's enum; this service has no open tracking.
    socket.sendSubscribe({ type: "subscribe", eventTypes: ["message.opened"] });
    expect(await find((m) => m.type === "error")).toEqual({
      type: "error",
      name: "ValidationError",
      message: "Unknown event type: message.opened",
    });
  });

  it("cannot connect with a key holding none of the read permissions", async () => {
    const created = await call("POST", "/v0/api-keys", {
      key: account.key,
      body: { name: "no reads", permissions: ["metrics_read"] },
    });
    const client = new AgentMailClient({ baseUrl: baseUrl(), apiKey: created.body.api_key, maxRetries: 0 });
    const socket = await client.websockets.connect({ reconnectAttempts: 0, waitForOpen: false });
    sockets.push(socket);
    let opened = false;
    socket.on("open", () => {
      opened = true;
    });
    // The refused upgrade surfaces as an error and a close, never as an open socket.
    await new Promise<void>((resolve) => socket.on("close", () => resolve()));
    expect(opened).toBe(false);
    expect(socket.readyState).not.toBe(1);
  });
});
