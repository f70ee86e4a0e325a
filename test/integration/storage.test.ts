// Where the data of a message lives (docs/cost.md), and that every response is what it was: the full trust report in
// the body blob beside the bodies (the item keeps the level), large event payloads and message headers stored
// Brotli-packed, search texts of distinct words. Items written the earlier way (report in the item, plain payloads)
// still read the same.
import { randomUUID } from "node:crypto";
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, describe, expect, it, inject as provided } from "vitest";
import { createDocumentClient } from "../../shared/db/client.js";
import { eventRecord } from "../../shared/domain/events.js";
import { testDb } from "../helpers/db.js";
import { type Account, call, createInbox, signUp } from "../helpers/http.js";
import { inject, rawKey, rawMessage } from "../helpers/mail.js";
import { waitFor } from "../helpers/wait.js";
import { type Receiver, startReceiver } from "../helpers/webhook-receiver.js";

let account: Account;
let injector: string;
let inboxId: string;
let receiver: Receiver;

/** The table as DynamoDB holds it, past ElectroDB's getters. */
const raw = () => createDocumentClient({ region: "us-east-1", endpoint: provided("dynamodbEndpoint") });
const TABLE = process.env.TABLE_NAME || "agent-mail";

beforeAll(async () => {
  account = await signUp();
  injector = await rawKey(account);
  inboxId = (await createInbox(account.key)).inbox_id;
  receiver = await startReceiver();
  const hook = await call("POST", "/v0/webhooks", { key: account.key, body: { url: receiver.url } });
  expect(hook.status, hook.text).toBe(201);
});
afterAll(() => receiver.close());

const messagePath = (messageId: string) => `/v0/inboxes/${encodeURIComponent(inboxId)}/messages/${messageId}`;

/** A newsletter-like message: HTML with links, a hidden preheader and a pixel, so the report has every part. */
function newsletter(subject: string, extraHeaders: string[] = []) {
  const links = Array.from(
    { length: 12 },
    (_, i) =>
      `<p><a href="https://news.example/story/${i}?utm=${randomUUID()}">Story ${i}</a> about agents and mail.</p>`,
  ).join("\n");
  return rawMessage({
    to: inboxId,
    from: "The Weekly <weekly@news.example>",
    subject,
    text: `Stories this week. ${"Agents read their mail. ".repeat(40)}`,
    html: `<html><body><div style="display:none">preheader text</div>${links}<img src="https://news.example/p.gif" width="1" height="1"></body></html>`,
    extraHeaders,
  });
}

async function deliver(body: string) {
  const res = await inject(injector, body, inboxId);
  expect(res.status, res.text).toBe(201);
  return res.body as { message_id: string; thread_id: string };
}

async function rawItem(key: Record<string, unknown>) {
  const { Item } = await raw().send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true }));
  return Item as Record<string, unknown>;
}

describe("the trust report beside the bodies", () => {
  it("keeps the level in the item; GET, /trust and export return the full report", async () => {
    const subject = `Report ${randomUUID()}`;
    const { message_id } = await deliver(newsletter(subject));
    const params = testDb().entities.message.get({ inboxId, messageId: message_id }).params();
    const item = await rawItem(params.Key);
    expect(item.trust).toBeUndefined();
    expect(item.trustLevel).toEqual(expect.any(String));

    const full = await call("GET", messagePath(message_id), { key: account.key });
    expect(full.status).toBe(200);
    expect(full.body.trust_level).toBe(item.trustLevel);
    expect(full.body.trust).toMatchObject({
      level: item.trustLevel,
      score: expect.any(Number),
      authentication: { spf: expect.any(String), dkim: expect.any(String), dmarc: expect.any(String) },
      sender: { address: "weekly@news.example", domain: "news.example" },
      content: { text: expect.any(String), segments: expect.any(Array), tracking_pixels: 1 },
      reasons: expect.any(Array),
      computed_at: expect.any(String),
    });
    expect(full.body.trust.links.length).toBeGreaterThanOrEqual(12);
    expect(full.body.text).toContain("Stories this week.");

    const report = await call("GET", `${messagePath(message_id)}/trust`, { key: account.key });
    expect(report.status).toBe(200);
    expect(report.text).toBe(JSON.stringify(full.body.trust));

    const exported = await call("GET", `/v0/inboxes/${encodeURIComponent(inboxId)}/export?format=jsonl`, {
      key: account.key,
    });
    const line = exported.text
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .find((m) => m.message_id === message_id);
    expect(line.trust).toEqual(full.body.trust);
    expect(line.text).toBe(full.body.text);

    // Lists show the level only.
    const listed = await call("GET", `/v0/inboxes/${encodeURIComponent(inboxId)}/messages?limit=500`, {
      key: account.key,
    });
    const summary = listed.body.messages.find((m: { message_id: string }) => m.message_id === message_id);
    expect(summary.trust_level).toBe(item.trustLevel);
    expect(summary.trust).toBeUndefined();
    expect(summary.text).toBeUndefined();
  });

  it("a message whose item carries the report (stored before it moved) answers from the item", async () => {
    const { message_id } = await deliver(newsletter(`Legacy ${randomUUID()}`));
    const current = (await call("GET", `${messagePath(message_id)}/trust`, { key: account.key })).body;
    const legacy = { ...current, reasons: ["stored in the item"] };
    await testDb().entities.message.patch({ inboxId, messageId: message_id }).set({ trust: legacy }).go();
    const full = await call("GET", messagePath(message_id), { key: account.key });
    expect(full.body.trust).toEqual(legacy);
    const report = await call("GET", `${messagePath(message_id)}/trust`, { key: account.key });
    expect(report.body).toEqual(legacy);
  });

  it("an outbound message has no report (404), as before", async () => {
    const sent = await call("POST", `/v0/inboxes/${encodeURIComponent(inboxId)}/messages/send`, {
      key: account.key,
      body: { to: "success@simulator.amazonses.com", subject: "Out", text: "hello" },
    });
    expect(sent.status).toBe(201);
    const report = await call("GET", `${messagePath(sent.body.message_id)}/trust`, { key: account.key });
    expect(report.status).toBe(404);
    const full = await call("GET", messagePath(sent.body.message_id), { key: account.key });
    expect(full.body.trust).toBeUndefined();
  });
});

describe("packed event payloads and headers", () => {
  it("stores a large payload packed; the log's data is the webhook's, byte for byte, by ID and in lists", async () => {
    const subject = `Packed ${randomUUID()}`;
    const { message_id } = await deliver(newsletter(subject));
    const hook = await receiver.waitFor(
      (r) => r.json?.event_type === "message.received" && r.json?.message?.message_id === message_id,
      "the webhook's message.received",
    );
    const eventId = hook.json.event_id as string;
    const item = await rawItem(
      testDb().entities.event.get({ organizationId: account.organizationId, eventId }).params().Key,
    );
    expect(item.data).toBeInstanceOf(Uint8Array);

    const webhookData = JSON.stringify(hook.json.data);
    // The envelope repeats the payload's keys at the top level.
    expect(JSON.stringify(hook.json.message)).toBe(JSON.stringify(hook.json.data.message));
    expect(hook.json.data.message.html).toContain("Story 11");

    const one = await call("GET", `/v0/events/${eventId}`, { key: account.key });
    expect(one.status).toBe(200);
    expect(JSON.stringify(one.body.data)).toBe(webhookData);
    const byInbox = await call("GET", `/v0/inboxes/${encodeURIComponent(inboxId)}/events?limit=500`, {
      key: account.key,
    });
    const listed = byInbox.body.events.find((e: { event_id: string }) => e.event_id === eventId);
    expect(JSON.stringify(listed.data)).toBe(webhookData);
    const byPod = await call("GET", `/v0/events?pod_id=${account.defaultPodId}&limit=500`, { key: account.key });
    const inPod = byPod.body.events.find((e: { event_id: string }) => e.event_id === eventId);
    expect(JSON.stringify(inPod.data)).toBe(webhookData);
  });

  it("reads an event whose large payload was stored plain (before packing)", async () => {
    const db = testDb();
    const event = eventRecord({
      eventType: "inbox.created",
      organizationId: account.organizationId,
      podId: account.defaultPodId,
      inboxId,
      data: { inbox: { inbox_id: inboxId, note: "x".repeat(4000) } },
      now: new Date(),
    });
    const params = db.entities.event.put(event).params() as { Item: Record<string, unknown> };
    expect(params.Item.data).toBeInstanceOf(Uint8Array);
    await raw().send(new PutCommand({ TableName: TABLE, Item: { ...params.Item, data: event.data } }));
    const res = await call("GET", `/v0/events/${event.eventId}`, { key: account.key });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(event.data);
  });

  it("stores large headers packed and lists them as received", async () => {
    const extra = Array.from({ length: 40 }, (_, i) => `X-Trace-${i}: hop ${i} ${randomUUID()}`);
    const { message_id } = await deliver(newsletter(`Headers ${randomUUID()}`, extra));
    const item = await rawItem(testDb().entities.message.get({ inboxId, messageId: message_id }).params().Key);
    expect(item.headers).toBeInstanceOf(Uint8Array);
    const listed = await waitFor(async () => {
      const res = await call("GET", `/v0/inboxes/${encodeURIComponent(inboxId)}/messages?limit=500`, {
        key: account.key,
      });
      return res.body.messages.find((m: { message_id: string }) => m.message_id === message_id);
    });
    for (const line of extra) {
      const [name, value] = line.split(": ");
      expect(listed.headers[name]).toBe(value);
    }
    const full = await call("GET", messagePath(message_id), { key: account.key });
    expect(full.body.headers).toEqual(listed.headers);
  });
});

describe("search texts of distinct words", () => {
  it("holds each word once and still finds words and parts of words, in messages and threads", async () => {
    const word = `zq${randomUUID().slice(0, 8)}word`;
    const { message_id, thread_id } = await deliver(
      rawMessage({ to: inboxId, subject: `Echo ${word}`, text: `${word} ${word} ${word}. Again ${word}.` }),
    );
    const item = await testDb().entities.message.get({ inboxId, messageId: message_id }).go();
    const words = item.data?.searchText?.split(" ") ?? [];
    expect(words.filter((w) => w === word)).toHaveLength(1);
    expect(new Set(words).size).toBe(words.length);

    const inbox = encodeURIComponent(inboxId);
    const part = word.slice(2, 9);
    const search = await call("GET", `/v0/inboxes/${inbox}/messages/search?q=${part}`, { key: account.key });
    expect(search.body.messages.map((m: { message_id: string }) => m.message_id)).toEqual([message_id]);
    const threads = await call("GET", `/v0/inboxes/${inbox}/threads?q=${part}`, { key: account.key });
    expect(threads.body.threads.map((t: { thread_id: string }) => t.thread_id)).toEqual([thread_id]);
  });
});
