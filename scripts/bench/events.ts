// Section `events`: fan-out and delivery, measured in this one process (the service, its change feed, the delivery
// queue and the webhook receiver share it).
// - fan-out throughput: N event records (BENCH_EVENTS, default 1000) committed through the service's own DynamoDB
//   client, as any writer commits them (8 writers side by side), each fanned out to one enabled webhook whose
//   receiver (node:http on 127.0.0.1) answers 200; events/s = N / (first commit → last 2xx), plus commit → receipt
//   latency per event under that load.
// - send → webhook receipt: BENCH_EVENTS_LATENCY_SAMPLES (default 100) sequential sends between two local inboxes;
//   t0 before the POST → the receiver has the message.sent event, and the message.received event.
// Add a measurement: write `async (ctx, setup) => MetricRow` and list it in MEASUREMENTS (e.g. send → SSE frame).

import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { dynamoCallCount } from "../../shared/db/client.js";
import { insertEvent } from "../../shared/db/events.js";
import { eventRecord } from "../../shared/domain/events.js";
import { type BenchAccount, createInbox, inParallel, request, signUp } from "./http.js";
import { percentile, positiveInt, round } from "./numbers.js";
import type { BenchCheck, BenchContext, BenchSection, MetricColumn, MetricRow, SectionResult } from "./types.js";

export { percentile, round };

export function latencyFigures(samples: readonly number[]) {
  return {
    samples: samples.length,
    latencyP50Ms: round(percentile(samples, 50)),
    latencyP99Ms: round(percentile(samples, 99)),
    latencyMaxMs: round(percentile(samples, 100)),
  };
}

// ---- a webhook receiver ----

export interface Receipt {
  at: number;
  eventId: string;
  eventType: string;
  body: Record<string, any>;
}

export interface BenchReceiver {
  url: string;
  receipts: Receipt[];
  /** Resolves with the first receipt (past or future) matching `match`. */
  next(match: (r: Receipt) => boolean, timeoutMs?: number): Promise<Receipt>;
  close(): Promise<void>;
}

/** Answers 200 at once and notes when each request arrived (performance.now()). */
export async function startReceiver(): Promise<BenchReceiver> {
  const receipts: Receipt[] = [];
  let waiters: Array<{ match: (r: Receipt) => boolean; resolve: (r: Receipt) => void }> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const receipt: Receipt = {
        at: performance.now(),
        eventId: String(req.headers["x-service-event-id"]),
        eventType: String(req.headers["x-service-event"]),
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
      };
      res.writeHead(200).end("ok");
      receipts.push(receipt);
      const matched = waiters.filter((w) => w.match(receipt));
      waiters = waiters.filter((w) => !w.match(receipt));
      for (const w of matched) w.resolve(receipt);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    receipts,
    next(match, timeoutMs = 10_000) {
      const seen = receipts.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching webhook request in ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          match,
          resolve: (r) => {
            clearTimeout(timer);
            resolve(r);
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function createWebhook(ctx: BenchContext, key: string, body: Record<string, unknown>): Promise<string> {
  const res = await request(ctx.baseUrl, "POST", "/v0/webhooks", { key, body });
  if (res.status !== 201) throw new Error(`webhook create failed: ${res.status} ${res.text.slice(0, 300)}`);
  return res.body.webhook_id;
}

/** Deliveries of a webhook with this status, counted through the delivery log (500 a page). */
async function countDeliveries(ctx: BenchContext, key: string, webhookId: string, status: string): Promise<number> {
  let total = 0;
  let token: string | undefined;
  do {
    const path = `/v0/webhooks/${webhookId}/deliveries?status=${status}&limit=500${token ? `&page_token=${token}` : ""}`;
    const res = await request(ctx.baseUrl, "GET", path, { key });
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    total += res.body.count;
    token = res.body.next_page_token;
  } while (token);
  return total;
}

// ---- measurements ----

export interface EventsSetup {
  tag: string;
  account: BenchAccount;
}

interface Measured {
  row: MetricRow;
  checks: BenchCheck[];
}

const WARMUP = 50;

async function fanOutThroughput(ctx: BenchContext, setup: EventsSetup): Promise<Measured> {
  const total = positiveInt("BENCH_EVENTS", 1000);
  const writers = 8;
  const { platform } = ctx;
  const receiver = await startReceiver();
  try {
    const webhookId = await createWebhook(ctx, setup.account.key, {
      url: receiver.url,
      event_types: ["inbox.created"],
    });
    const { organizationId } = setup.account;
    const record = (i: number) => {
      const inboxId = `fanout-${setup.tag}-${i}@agents.localhost`;
      return eventRecord({
        eventType: "inbox.created",
        organizationId,
        podId: `pod_bench${setup.tag}`,
        inboxId,
        data: {
          inbox: { inbox_id: inboxId, email: inboxId, display_name: `Fan-out ${i}`, organization_id: organizationId },
        },
        now: new Date(),
      });
    };
    const commit = (i: number) => insertEvent(platform.db, record(i));

    // Untimed: warms the write, fan-out and delivery paths and the receiver's connections.
    await inParallel(WARMUP, writers, async (i) => commit(-1 - i));
    while (receiver.receipts.length < WARMUP) await sleep(20);
    receiver.receipts.length = 0;

    ctx.log(`  committing ${total} events (${writers} writers), one webhook, one receiver…`);
    const committedAt = new Map<string, number>();
    const before = dynamoCallCount();
    const t0 = performance.now();
    await inParallel(total, writers, async (i) => {
      const event = record(i);
      await insertEvent(platform.db, event);
      committedAt.set(event.eventId, performance.now());
    });
    const tWritten = performance.now();
    const deadline = tWritten + 120_000;
    while (receiver.receipts.length < total && performance.now() < deadline) await sleep(10);
    const tLast = receiver.receipts.length ? Math.max(...receiver.receipts.map((r) => r.at)) : Number.NaN;
    await sleep(200);
    const dynamoCalls = dynamoCallCount() - before;

    const distinct = new Set(receiver.receipts.map((r) => r.eventId));
    const latencies = receiver.receipts.flatMap((r) => {
      const at = committedAt.get(r.eventId);
      return at === undefined ? [] : [r.at - at];
    });
    // The warm-up's deliveries are in the same log.
    const delivered = (await countDeliveries(ctx, setup.account.key, webhookId, "delivered")) - WARMUP;
    const seconds = (tLast - t0) / 1000;
    return {
      row: {
        name: "fan-out: commit → webhook 2xx",
        what: `${total} events, 1 webhook`,
        eventsPerSecond: round(distinct.size / seconds, 1),
        wallSeconds: round(seconds, 2),
        commitsPerSecond: round(total / ((tWritten - t0) / 1000), 1),
        ...latencyFigures(latencies),
        dynamoCalls,
        dynamoCallsPerEvent: round(dynamoCalls / total, 2),
        errorRate: round((total - distinct.size) / total, 4),
      },
      checks: [
        {
          label: "every committed event reached the receiver once and its delivery is logged as delivered",
          target: `${total} distinct, ${total} delivered`,
          actual: `${distinct.size} distinct of ${receiver.receipts.length} requests, ${delivered} delivered`,
          met: distinct.size === total && receiver.receipts.length === total && delivered === total,
        },
      ],
    };
  } finally {
    await receiver.close();
  }
}

async function sendToWebhook(ctx: BenchContext, setup: EventsSetup): Promise<Measured[]> {
  const samples = positiveInt("BENCH_EVENTS_LATENCY_SAMPLES", 100);
  const receiver = await startReceiver();
  try {
    const { key } = setup.account;
    const sender = await createInbox(ctx.baseUrl, key, { username: `evt-a-${setup.tag}` });
    const recipient = await createInbox(ctx.baseUrl, key, { username: `evt-b-${setup.tag}` });
    await createWebhook(ctx, key, { url: receiver.url, event_types: ["message.sent", "message.received"] });
    const sendPath = `/v0/inboxes/${encodeURIComponent(sender.inbox_id)}/messages/send`;

    const once = async (subject: string) => {
      const t0 = performance.now();
      const res = await request(ctx.baseUrl, "POST", sendPath, {
        key,
        body: { to: recipient.inbox_id, subject, text: "Webhook latency sample." },
      });
      if (res.status !== 201) throw new Error(`POST ${sendPath} answered ${res.status}: ${res.text.slice(0, 300)}`);
      const [sent, received] = await Promise.all([
        receiver.next((r) => r.eventType === "message.sent" && r.body.send?.message_id === res.body.message_id),
        receiver.next((r) => r.eventType === "message.received" && r.body.message?.subject === subject),
      ]);
      return [sent.at - t0, received.at - t0];
    };
    for (let i = 0; i < 10; i++) await once(`Events warm-up ${setup.tag} #${i}`);

    ctx.log(`  ${samples} sequential sends ${sender.inbox_id} → ${recipient.inbox_id}, webhook on both events…`);
    const sentMs: number[] = [];
    const receivedMs: number[] = [];
    for (let i = 0; i < samples; i++) {
      const [sent, received] = await once(`Events latency ${setup.tag} #${i}`);
      sentMs.push(sent);
      receivedMs.push(received);
    }
    return [
      {
        row: {
          name: "send → webhook: message.sent",
          what: "t0 before the POST",
          ...latencyFigures(sentMs),
          errorRate: 0,
        },
        checks: [],
      },
      {
        row: {
          name: "send → webhook: message.received",
          what: "the recipient's arrival",
          ...latencyFigures(receivedMs),
          errorRate: 0,
        },
        checks: [],
      },
    ];
  } finally {
    await receiver.close();
  }
}

/** In order; each returns one or more rows. Streams (send → SSE frame) add theirs here. */
export const MEASUREMENTS: Array<(ctx: BenchContext, setup: EventsSetup) => Promise<Measured | Measured[]>> = [
  fanOutThroughput,
  sendToWebhook,
];

const COLUMNS: MetricColumn[] = [
  { key: "eventsPerSecond", header: "events/s" },
  { key: "samples", header: "samples", digits: 0 },
  { key: "latencyP50Ms", header: "p50 ms" },
  { key: "latencyP99Ms", header: "p99 ms" },
  { key: "latencyMaxMs", header: "max ms" },
  { key: "dynamoCallsPerEvent", header: "DynamoDB/event", digits: 2 },
  { key: "what", header: "what", align: "left" },
];

async function runEvents(ctx: BenchContext): Promise<SectionResult> {
  const tag = randomBytes(4).toString("hex");
  const setup: EventsSetup = { tag, account: await signUp(ctx.baseUrl, `bench-events-${tag}@example.com`) };
  const rows: MetricRow[] = [];
  const checks: BenchCheck[] = [];
  for (const measure of MEASUREMENTS) {
    const result = await measure(ctx, setup);
    for (const m of Array.isArray(result) ? result : [result]) {
      rows.push(m.row);
      checks.push(...m.checks);
    }
  }
  return { rows: [], metrics: { columns: COLUMNS, rows }, checks };
}

export const eventsSection: BenchSection = {
  name: "events",
  description: "Fan-out throughput (commit → webhook 2xx) and send → webhook receipt latency",
  run: runEvents,
};
