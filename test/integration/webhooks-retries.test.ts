// The attempt runner and fan-out with a controllable clock, against the test run's DynamoDB Local and real local
// receivers: the whole retry schedule to `failed` (short waits on the queue, long ones on the scheduler), recovery,
// duplicate, stale and early wake-ups, an abandoned attempt, timeouts, DNS re-checked at delivery time (rebinding),
// disabled webhooks, and fan-out: idempotent deliveries, partial batch failures on the stream, audit and test events,
// streams, and the local change feed (nothing before the write commits).
import { randomBytes } from "node:crypto";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import type { DynamoDBStreamEvent } from "aws-lambda";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Config } from "../../shared/config.js";
import { dynamoCallCount } from "../../shared/db/client.js";
import type { StoredEvent } from "../../shared/db/entities/event.js";
import { createService, type WebhookItem } from "../../shared/db/service.js";
import { type EventType, eventRecord } from "../../shared/domain/events.js";
import { fanOut, fanOutAfterCommit, handleEventStream } from "../../shared/events/fanout.js";
import { verifySignature } from "../../shared/events/signature.js";
import {
  type AttemptOptions,
  openDelivery,
  RETRY_WINDOW_MS,
  runDeliveryAttempt,
  runQueuedAttempt,
  safeWebhookSender,
} from "../../shared/events/webhook-delivery.js";
import { newId } from "../../shared/ids.js";
import { createLogger } from "../../shared/observability/logger.js";
import { noMetrics } from "../../shared/observability/metrics.js";
import type { DeliveryQueue, DeliveryRef } from "../../shared/ports/delivery-queue.js";
import type { Platform } from "../../shared/ports/platform.js";
import type { ScheduledJob, Scheduler } from "../../shared/ports/scheduler.js";
import { testDb } from "../helpers/db.js";
import { waitFor } from "../helpers/wait.js";
import { type Receiver, startReceiver } from "../helpers/webhook-receiver.js";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** Where an attempt was put: on the queue (with a delay) or on the scheduler (at a time). */
type Dispatch =
  | { via: "queue"; ref: DeliveryRef; delaySeconds: number; at: number }
  | { via: "scheduler"; job: ScheduledJob };

interface Harness {
  platform: Platform;
  dispatched: Dispatch[];
  published: StoredEvent[][];
  setNow(ms: number): void;
  now(): number;
  /** Makes the queue refuse the next `n` sends. */
  failQueue(n: number): void;
}

/** A platform on the test table with a fake clock, an SQS-like queue (15 min delays) and a recording scheduler. */
function harness(): Harness {
  let now = Date.parse("2026-05-01T12:00:00.000Z");
  let queueFailures = 0;
  const dispatched: Dispatch[] = [];
  const published: StoredEvent[][] = [];
  const deliveryQueue: DeliveryQueue = {
    maxDelaySeconds: 900,
    async send(refs, delaySeconds) {
      if (queueFailures > 0) {
        queueFailures--;
        throw new Error("queue unavailable");
      }
      for (const ref of refs) dispatched.push({ via: "queue", ref, delaySeconds, at: now });
    },
  };
  const scheduler: Scheduler = {
    async schedule(job) {
      dispatched.push({ via: "scheduler", job });
    },
    async cancel() {},
  };
  const platform = {
    config: { allowLoopback: true } as Config,
    db: testDb(),
    clock: { now: () => new Date(now) },
    log: createLogger({ test: "webhooks-retries" }, { level: "silent" }),
    metrics: noMetrics,
    scheduler,
    deliveryQueue,
    realtime: { publish: async (events: readonly StoredEvent[]) => void published.push([...events]) },
  } as unknown as Platform;
  return {
    platform,
    dispatched,
    published,
    setNow: (ms) => {
      now = ms;
    },
    now: () => now,
    failQueue: (n) => {
      queueFailures = n;
    },
  };
}

const receivers: Receiver[] = [];
async function receiver(): Promise<Receiver> {
  const r = await startReceiver();
  receivers.push(r);
  return r;
}
afterAll(() => Promise.all(receivers.map((r) => r.close())));

const newOrg = () => `org_test${randomBytes(6).toString("hex")}`;

async function storeWebhook(organizationId: string, url: string, over: Partial<WebhookItem> = {}) {
  const at = new Date().toISOString();
  const webhook: WebhookItem = {
    organizationId,
    webhookId: newId("webhook"),
    url,
    eventTypes: [],
    inboxIds: [],
    podIds: [],
    secret: `whsec_${randomBytes(16).toString("hex")}`,
    enabled: true,
    createdAt: at,
    updatedAt: at,
    ...over,
  };
  await testDb().entities.webhook.create(webhook).go();
  return webhook;
}

async function storeEvent(organizationId: string, at: number, eventType: EventType = "inbox.created") {
  const event = eventRecord({
    eventType,
    organizationId,
    podId: "pod_test",
    inboxId: "retry@agents.localhost",
    data: { inbox: { inbox_id: "retry@agents.localhost" } },
    now: new Date(at),
  }) as StoredEvent;
  await testDb().entities.event.create(event).go();
  return event;
}

const getDelivery = async (ref: DeliveryRef) =>
  (await testDb().entities.webhookDelivery.get({ webhookId: ref.webhookId, deliveryId: ref.deliveryId }).go()).data;

/** A webhook, an event at the harness's time and its open delivery; returns the first attempt's ref. */
async function setup(h: Harness, url: string, over: Partial<WebhookItem> = {}) {
  const organizationId = newOrg();
  const webhook = await storeWebhook(organizationId, url, over);
  const event = await storeEvent(organizationId, h.now());
  const opened = await openDelivery(h.platform, webhook, event, new Date(h.now()));
  if (!opened) throw new Error("no delivery opened");
  // As a queue message carries it: the attempt reads the delivery, webhook and event itself.
  const ref: DeliveryRef = { webhookId: opened.webhookId, deliveryId: opened.deliveryId, attempt: opened.attempt };
  return { webhook, event, ref, opened };
}

/** The next dispatch's attempt and when it is due. */
function due(d: Dispatch): { ref: DeliveryRef; at: number } {
  if (d.via === "queue") return { ref: d.ref, at: d.at + d.delaySeconds * 1000 };
  const p = d.job.payload;
  return {
    ref: { webhookId: p.webhookId, deliveryId: p.deliveryId, attempt: Number(p.attempt) },
    at: d.job.dueAt.getTime(),
  };
}

describe("the retry schedule, with a controllable clock", () => {
  it("fails ten attempts over five days (1 min, 5 min on the queue; longer on the scheduler), then gives up", async () => {
    const h = harness();
    const r = await receiver();
    r.reply = { status: 500, body: "nope" };
    const start = h.now();
    const { ref, webhook } = await setup(h, r.url);

    const attemptTimes: number[] = [];
    let next: DeliveryRef | undefined = ref;
    while (next) {
      attemptTimes.push(h.now() - start);
      expect(await runDeliveryAttempt(h.platform, next)).toBe(attemptTimes.length < 10 ? "retrying" : "failed");
      const d = h.dispatched.shift();
      expect(h.dispatched).toEqual([]);
      if (!d) break;
      const { ref: queued, at } = due(d);
      expect(queued).toEqual({ ...next, attempt: next.attempt + 1 });
      // The wait and how it was dispatched: SQS holds up to 15 minutes; longer waits are schedules.
      expect(d.via).toBe(at - h.now() <= 15 * MIN ? "queue" : "scheduler");
      const delivery = await getDelivery(queued);
      expect(delivery).toMatchObject({
        status: "pending",
        attempt: next.attempt,
        nextAttemptAt: new Date(at).toISOString(),
      });
      h.setNow(at);
      next = queued;
    }
    expect(attemptTimes).toEqual([
      0,
      MIN,
      6 * MIN,
      36 * MIN,
      2 * HOUR + 36 * MIN,
      14 * HOUR + 36 * MIN,
      DAY + 14 * HOUR + 36 * MIN,
      2 * DAY + 14 * HOUR + 36 * MIN,
      3 * DAY + 14 * HOUR + 36 * MIN,
      4 * DAY + 14 * HOUR + 36 * MIN,
    ]);
    const final = await getDelivery(ref);
    expect(final).toMatchObject({
      status: "failed",
      attempt: 10,
      responseStatus: 500,
      responseBody: "nope",
      lastError: "HTTP 500",
    });
    expect(final?.nextAttemptAt).toBeUndefined();
    expect(final?.retryUntil).toBe(new Date(start + RETRY_WINDOW_MS).toISOString());
    // Ten real POSTs, each signed at its own (fake) time with the webhook's secret.
    expect(r.requests).toHaveLength(10);
    r.requests.forEach((req, i) => {
      const t = verifySignature(req.raw, req.headers["x-service-signature"] as string, webhook.secret, {
        now: new Date(start + attemptTimes[i]),
      });
      expect(t).toBe(Math.floor((start + attemptTimes[i]) / 1000));
      expect(req.headers["x-service-delivery-id"]).toBe(ref.deliveryId);
    });
  });

  it("stops retrying once an attempt gets a 2xx", async () => {
    const h = harness();
    const r = await receiver();
    let calls = 0;
    r.reply = () => (++calls < 4 ? { status: 429 } : { status: 202, body: "thanks" });
    const { ref } = await setup(h, r.url);
    let next: DeliveryRef | undefined = ref;
    const outcomes: string[] = [];
    while (next) {
      outcomes.push(await runDeliveryAttempt(h.platform, next));
      const d = h.dispatched.shift();
      if (!d) break;
      h.setNow(due(d).at);
      next = due(d).ref;
    }
    expect(outcomes).toEqual(["retrying", "retrying", "retrying", "delivered"]);
    const delivery = await getDelivery(ref);
    expect(delivery).toMatchObject({ status: "delivered", attempt: 4, responseStatus: 202, responseBody: "thanks" });
    expect(delivery?.lastError).toBeUndefined();
    expect(delivery?.nextAttemptAt).toBeUndefined();
  });

  it("measures the five days from the event: an event fanned out late gets fewer retries", async () => {
    const h = harness();
    const r = await receiver();
    r.reply = { status: 500 };
    const organizationId = newOrg();
    const webhook = await storeWebhook(organizationId, r.url);
    const event = await storeEvent(organizationId, h.now());
    // Fan-out (e.g. the stream catching up) reaches it 4 days 23 h 59.5 min later: one attempt, then failed.
    h.setNow(h.now() + RETRY_WINDOW_MS - 30_000);
    const ref = await openDelivery(h.platform, webhook, event, new Date(h.now()));
    expect(await runDeliveryAttempt(h.platform, ref as DeliveryRef)).toBe("failed");
    expect(h.dispatched).toEqual([]);
  });
});

describe("the attempt runner", () => {
  it("runs a duplicated wake-up once, and ignores a stale one", async () => {
    const h = harness();
    const r = await receiver();
    r.reply = { status: 200, delayMs: 100 };
    const { ref } = await setup(h, r.url);
    const outcomes = await Promise.all([runDeliveryAttempt(h.platform, ref), runDeliveryAttempt(h.platform, ref)]);
    expect(outcomes.sort()).toEqual(["delivered", "skipped"]);
    expect(r.requests).toHaveLength(1);
    expect(await runDeliveryAttempt(h.platform, ref)).toBe("skipped");
    expect(await runDeliveryAttempt(h.platform, { ...ref, attempt: 5 })).toBe("skipped");
    expect(r.requests).toHaveLength(1);
  });

  it("puts an early wake-up back for the time that is left, without sending", async () => {
    const h = harness();
    const r = await receiver();
    r.reply = { status: 500 };
    const { ref } = await setup(h, r.url);
    await runDeliveryAttempt(h.platform, ref);
    const retry = due(h.dispatched.shift() as Dispatch);
    h.setNow(retry.at - 20_000);
    expect(await runDeliveryAttempt(h.platform, retry.ref)).toBe("skipped");
    expect(h.dispatched).toEqual([{ via: "queue", ref: retry.ref, delaySeconds: 20, at: h.now() }]);
    expect(r.requests).toHaveLength(1);
  });

  it("runs an attempt again when the worker that claimed it died (its lease ran out)", async () => {
    const h = harness();
    const r = await receiver();
    const { ref } = await setup(h, r.url);
    // The state a crash mid-attempt leaves: attempt 1 claimed, never recorded.
    await testDb()
      .entities.webhookDelivery.patch({ webhookId: ref.webhookId, deliveryId: ref.deliveryId })
      .set({ attempt: 1, leaseUntil: new Date(h.now() + MIN).toISOString() })
      .go();
    expect(await runDeliveryAttempt(h.platform, ref)).toBe("skipped"); // still leased
    h.setNow(h.now() + MIN + 1);
    expect(await runDeliveryAttempt(h.platform, ref)).toBe("delivered");
    expect(r.requests).toHaveLength(1);
    expect(await getDelivery(ref)).toMatchObject({ status: "delivered", attempt: 1 });
  });

  it("counts a timeout as a failure", async () => {
    const h = harness();
    const r = await receiver();
    r.reply = { status: 200, delayMs: 1000 };
    const { ref } = await setup(h, r.url);
    const send = safeWebhookSender({ allowLoopback: true, timeoutMs: 200 });
    expect(await runDeliveryAttempt(h.platform, ref, { send })).toBe("retrying");
    expect(await getDelivery(ref)).toMatchObject({
      status: "pending",
      lastError: "No complete response within 200 ms",
    });
  });

  it("re-checks DNS at delivery time and connects to the checked address (no rebinding)", async () => {
    const h = harness();
    const r = await receiver();
    const port = new URL(r.url).port;
    const { ref } = await setup(h, `http://hooks.rebind.test:${port}/hook`);
    // The name now answers with a private address: refused before any connection.
    const rebound: AttemptOptions = {
      send: safeWebhookSender({ allowLoopback: true, lookup: async () => [{ address: "10.0.0.9", family: 4 }] }),
    };
    expect(await runDeliveryAttempt(h.platform, ref, rebound)).toBe("retrying");
    expect(await getDelivery(ref)).toMatchObject({
      lastError: "Host hooks.rebind.test resolves to a blocked address (10.0.0.9)",
    });
    expect(r.requests).toEqual([]);
    // Answering with the receiver's (allowed) address: the socket goes to that address, the Host stays the name.
    const retry = due(h.dispatched.shift() as Dispatch);
    h.setNow(retry.at);
    const pinned: AttemptOptions = {
      send: safeWebhookSender({ allowLoopback: true, lookup: async () => [{ address: "127.0.0.1", family: 4 }] }),
    };
    expect(await runDeliveryAttempt(h.platform, retry.ref, pinned)).toBe("delivered");
    expect(r.requests[0].headers.host).toBe(`hooks.rebind.test:${port}`);
  });

  it("sends nothing for a disabled webhook; the delivery keeps its schedule", async () => {
    const h = harness();
    const r = await receiver();
    const { ref, webhook } = await setup(h, r.url);
    await testDb()
      .entities.webhook.patch({ organizationId: webhook.organizationId, webhookId: webhook.webhookId })
      .set({ enabled: false })
      .go();
    expect(await runDeliveryAttempt(h.platform, ref)).toBe("retrying");
    expect(r.requests).toEqual([]);
    expect(await getDelivery(ref)).toMatchObject({
      status: "pending",
      attempt: 1,
      lastError: "Webhook disabled; not sent",
    });
    expect(due(h.dispatched[0]).at).toBe(h.now() + MIN);
  });

  it("uses what fan-out hands over in process: two table calls per attempt instead of five", async () => {
    const h = harness();
    const r = await receiver();
    const first = await setup(h, r.url);
    const second = await setup(h, r.url);
    expect(first.opened.known).toMatchObject({ delivery: { attempt: 0 }, webhook: first.webhook, event: first.event });
    const calls = async (ref: DeliveryRef) => {
      const before = dynamoCallCount();
      expect(await runDeliveryAttempt(h.platform, ref)).toBe("delivered");
      return dynamoCallCount() - before;
    };
    // Claim and record; versus also reading the delivery, the webhook and the event.
    expect(await calls(first.opened)).toBe(2);
    expect(await calls(second.ref)).toBe(5);
  });

  it("in process, an attempt that throws is put back for after its lease, as SQS would redeliver it", async () => {
    const h = harness();
    const unreachable = new Error("table unreachable");
    const broken = {
      ...h.platform,
      db: {
        entities: {
          webhookDelivery: {
            get: () => ({ go: () => Promise.reject(unreachable) }),
          },
        },
      },
    } as unknown as Platform;
    const ref: DeliveryRef = { webhookId: "whk_x", deliveryId: "dlv_x", attempt: 3 };
    await expect(runQueuedAttempt(broken, ref)).rejects.toBe(unreachable);
    expect(h.dispatched).toEqual([{ via: "queue", ref, delaySeconds: 61, at: h.now() }]);
  });

  it("fails the delivery of a webhook deleted before its attempt", async () => {
    const h = harness();
    const r = await receiver();
    const { ref, webhook } = await setup(h, r.url);
    await testDb()
      .entities.webhook.delete({ organizationId: webhook.organizationId, webhookId: webhook.webhookId })
      .go();
    expect(await runDeliveryAttempt(h.platform, ref)).toBe("failed");
    expect(await getDelivery(ref)).toMatchObject({ status: "failed", lastError: "Webhook deleted" });
    expect(r.requests).toEqual([]);
  });
});

// ---- fan-out ----

function streamBatch(events: StoredEvent[], extra: DynamoDBStreamEvent["Records"] = []): DynamoDBStreamEvent {
  const db = testDb();
  return {
    Records: [
      ...extra,
      ...events.map((event, i) => ({
        eventName: "INSERT" as const,
        dynamodb: {
          SequenceNumber: String(1000 + i),
          NewImage: marshall(db.entities.event.put(event).params().Item, { removeUndefinedValues: true }) as never,
        },
      })),
    ],
  };
}

describe("fan-out", () => {
  it("opens one delivery per matching webhook, queues first attempts, and publishes to streams", async () => {
    const h = harness();
    const organizationId = newOrg();
    const [all, messagesOnly, disabled] = await Promise.all([
      storeWebhook(organizationId, "http://127.0.0.1:9/a"),
      storeWebhook(organizationId, "http://127.0.0.1:9/b", { eventTypes: ["message.received"] }),
      storeWebhook(organizationId, "http://127.0.0.1:9/c", { enabled: false }),
    ]);
    const inboxEvent = await storeEvent(organizationId, h.now(), "inbox.created");
    const messageEvent = await storeEvent(organizationId, h.now(), "message.received");
    const audit = { ...inboxEvent, eventId: newId("event"), eventType: "token.issued" };
    const test = { ...inboxEvent, eventId: newId("event"), eventType: "webhook.test" };

    const { failed } = await fanOut(h.platform, [inboxEvent, messageEvent, audit, test]);
    expect(failed).toEqual([]);
    const queued = h.dispatched.map((d) =>
      d.via === "queue" ? `${d.ref.webhookId}:${d.ref.attempt}:${d.delaySeconds}` : "x",
    );
    expect(queued.sort()).toEqual(
      [`${all.webhookId}:1:0`, `${all.webhookId}:1:0`, `${messagesOnly.webhookId}:1:0`].sort(),
    );
    const db = testDb();
    const { data: none } = await db.entities.webhookDelivery.query.byWebhook({ webhookId: disabled.webhookId }).go();
    expect(none).toEqual([]);
    // Streams get everything but audit events (webhook.test included: stream readers filter by permission).
    expect(
      h.published
        .flat()
        .map((e) => e.eventType)
        .sort(),
    ).toEqual(["inbox.created", "message.received", "webhook.test"]);
  });

  it("is idempotent: the same events again open no second delivery and queue only attempts that never ran", async () => {
    const h = harness();
    const r = await receiver();
    const organizationId = newOrg();
    const webhook = await storeWebhook(organizationId, r.url);
    const [e1, e2] = [await storeEvent(organizationId, h.now()), await storeEvent(organizationId, h.now())];
    await fanOut(h.platform, [e1, e2]);
    expect(h.dispatched).toHaveLength(2);
    // e1's attempt runs; then the batch is handed over again (the stream retrying it).
    await runDeliveryAttempt(h.platform, (h.dispatched[0] as { ref: DeliveryRef }).ref);
    h.dispatched.length = 0;
    await fanOut(h.platform, [e1, e2]);
    const { data } = await testDb().entities.webhookDelivery.query.byWebhook({ webhookId: webhook.webhookId }).go();
    expect(data).toHaveLength(2);
    expect(h.dispatched).toHaveLength(1);
    expect((h.dispatched[0] as { ref: DeliveryRef }).ref.deliveryId).not.toBe(
      data.find((d) => d.status === "delivered")?.deliveryId,
    );
    expect(r.requests).toHaveLength(1);
  });

  it("the stream handler reports failed events by sequence number; the retry completes them", async () => {
    const h = harness();
    const organizationId = newOrg();
    const webhook = await storeWebhook(organizationId, "http://127.0.0.1:9/hook");
    const events = [await storeEvent(organizationId, h.now()), await storeEvent(organizationId, h.now())];
    const other: DynamoDBStreamEvent["Records"] = [
      // Not INSERTs of event items: ignored (the mapping's filter keeps them out on AWS anyway).
      { eventName: "MODIFY", dynamodb: { SequenceNumber: "1", NewImage: marshall({ __edb_e__: "event" }) as never } },
      { eventName: "INSERT", dynamodb: { SequenceNumber: "2", NewImage: marshall({ __edb_e__: "inbox" }) as never } },
    ];
    // Each record queues its own attempt: both sends fail, so both records are reported.
    h.failQueue(2);
    const first = await handleEventStream(h.platform, streamBatch(events, other));
    expect(first.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(["1000", "1001"]);
    expect(h.dispatched).toEqual([]);
    const again = await handleEventStream(h.platform, streamBatch(events, other));
    expect(again.batchItemFailures).toEqual([]);
    expect(h.dispatched).toHaveLength(2);
    const { data } = await testDb().entities.webhookDelivery.query.byWebhook({ webhookId: webhook.webhookId }).go();
    expect(data.map((d) => d.eventId).sort()).toEqual(events.map((e) => e.eventId).sort());
  });
});

describe("the local change feed", () => {
  let feed: ReturnType<typeof createService>;
  let h: Harness;

  beforeAll(() => {
    // A client of our own with the middleware the local platform installs, feeding a recording platform.
    h = harness();
    const raw = new DynamoDBClient({
      region: "us-east-1",
      endpoint: inject("dynamodbEndpoint"),
      credentials: { accessKeyId: "local", secretAccessKey: "local" },
    });
    const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
    feed = createService(client, process.env.TABLE_NAME || "agent-mail");
    fanOutAfterCommit(client, { ...h.platform, db: feed } as Platform);
  });

  it("fans out event items once their put or transaction has committed", async () => {
    const organizationId = newOrg();
    const single = eventRecord({ eventType: "inbox.created", organizationId, data: {}, now: new Date() });
    await feed.entities.event.create(single).go();
    const pair = [1, 2].map(() => eventRecord({ eventType: "draft.sent", organizationId, data: {}, now: new Date() }));
    await feed.transaction.write(({ event }) => pair.map((e) => event.create(e).commit())).go();
    await waitFor(async () => (h.published.flat().length >= 3 ? true : undefined), 5000, "three published events");
    expect(h.published.map((batch) => batch.map((e) => e.eventId))).toEqual([
      [single.eventId],
      pair.map((e) => e.eventId),
    ]);
  });

  it("publishes nothing when the write fails (a cancelled transaction, a failed condition)", async () => {
    h.published.length = 0;
    const organizationId = newOrg();
    const existing = eventRecord({ eventType: "inbox.created", organizationId, data: {}, now: new Date() });
    await feed.entities.event.create(existing).go();
    await waitFor(async () => (h.published.length ? true : undefined), 5000, "the first event");
    h.published.length = 0;
    const fresh = eventRecord({ eventType: "inbox.created", organizationId, data: {}, now: new Date() });
    const result = await feed.transaction
      .write(({ event }) => [event.create(fresh).commit(), event.create(existing).commit()])
      .go();
    expect(result.canceled).toBe(true);
    await expect(feed.entities.event.create(existing).go()).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.published).toEqual([]);
  });
});
