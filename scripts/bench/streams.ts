// Section `streams`: how long a committed event takes to reach an open stream. One SSE stream (a raw fetch
// reader) and one WebSocket (the `ws` client) stay open while BENCH_STREAMS_SAMPLES (default 100) sequential
// sends go between two local inboxes; per send, t0 before the POST → the frame of its message.sent and of the
// recipient's message.received, on each stream. Frames may arrive before the POST answers (local delivery and
// the fan-out run before the 201 is read), so arrivals are recorded as they come and matched by subject.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import WebSocket from "ws";
import { type BenchAccount, createInbox, request, signUp } from "./http.js";
import { latencySummary, positiveInt } from "./numbers.js";
import type { BenchContext, BenchSection, MetricColumn, MetricRow, SectionResult } from "./types.js";

type Kind = "sent" | "received";
type Envelope = { event_type?: string; message?: { subject?: string } };

/** Arrival times by "<kind> <subject>", filled by both stream readers. */
class Arrivals {
  readonly at = new Map<string, number>();
  record(prefix: string, envelope: Envelope): void {
    const subject = envelope.message?.subject;
    if (!subject) return;
    const kind: Kind | undefined =
      envelope.event_type === "message.sent"
        ? "sent"
        : envelope.event_type === "message.received"
          ? "received"
          : undefined;
    if (kind) this.at.set(`${prefix} ${kind} ${subject}`, performance.now());
  }
}

async function openSse(url: string, key: string, arrivals: Arrivals, abort: AbortSignal): Promise<void> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${key}` }, signal: abort });
  if (res.status !== 200 || !res.body) throw new Error(`SSE answered ${res.status}: ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let ready: () => void = () => undefined;
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  void (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split("\n").find((l) => l.startsWith("data: "));
          if (block.includes("event: ready")) ready();
          if (data) arrivals.record("sse", JSON.parse(data.slice(6)) as Envelope);
        }
      }
    } catch {
      // aborted at the end of the section
    }
  })();
  await isReady;
}

async function openWs(url: string, arrivals: Arrivals): Promise<WebSocket> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  socket.on("message", (data) => arrivals.record("ws", JSON.parse(data.toString()) as Envelope));
  return socket;
}

async function runStreams(ctx: BenchContext): Promise<SectionResult> {
  const samples = positiveInt("BENCH_STREAMS_SAMPLES", 100);
  const tag = randomBytes(4).toString("hex");
  const account: BenchAccount = await signUp(ctx.baseUrl, `bench-streams-${tag}@example.com`);
  const sender = await createInbox(ctx.baseUrl, account.key, { username: `str-a-${tag}` });
  const recipient = await createInbox(ctx.baseUrl, account.key, { username: `str-b-${tag}` });
  const filter = `event_types=message.sent,message.received&inbox_ids=${encodeURIComponent(
    `${sender.inbox_id},${recipient.inbox_id}`,
  )}`;
  const arrivals = new Arrivals();
  const abort = new AbortController();
  await openSse(`${ctx.baseUrl}/v0/events/stream?${filter}`, account.key, arrivals, abort.signal);
  const socket = await openWs(`${ctx.baseUrl.replace(/^http/, "ws")}/v0/ws?token=${account.key}&${filter}`, arrivals);
  const sendPath = `/v0/inboxes/${encodeURIComponent(sender.inbox_id)}/messages/send`;
  const keys = ["sse sent", "sse received", "ws sent", "ws received"] as const;
  const latency: Record<(typeof keys)[number] | "post", number[]> = {
    post: [],
    "sse sent": [],
    "sse received": [],
    "ws sent": [],
    "ws received": [],
  };
  let missed = 0;

  const once = async (subject: string, measured: boolean) => {
    const t0 = performance.now();
    const res = await request(ctx.baseUrl, "POST", sendPath, {
      key: account.key,
      body: { to: recipient.inbox_id, subject, text: "stream latency" },
    });
    const tPost = performance.now();
    if (res.status !== 201) throw new Error(`POST ${sendPath} answered ${res.status}: ${res.text.slice(0, 300)}`);
    const deadline = t0 + 10_000;
    while (keys.some((k) => !arrivals.at.has(`${k} ${subject}`)) && performance.now() < deadline) await sleep(1);
    if (!measured) return;
    latency.post.push(tPost - t0);
    for (const k of keys) {
      const at = arrivals.at.get(`${k} ${subject}`);
      if (at === undefined) missed++;
      else latency[k].push(at - t0);
    }
  };

  try {
    for (let i = 0; i < 10; i++) await once(`Streams warm-up ${tag} #${i}`, false);
    ctx.log(
      `  ${samples} sequential sends ${sender.inbox_id} → ${recipient.inbox_id}, one SSE stream and one WebSocket…`,
    );
    for (let i = 0; i < samples; i++) await once(`Streams ${tag} #${i}`, true);
  } finally {
    abort.abort();
    socket.close();
  }

  const row = (name: string, values: number[]): MetricRow => ({ name, ...latencySummary(values) });
  const rows: MetricRow[] = [
    row("POST send → 201 (baseline)", latency.post),
    row("send → SSE frame, message.sent", latency["sse sent"]),
    row("send → SSE frame, message.received", latency["sse received"]),
    row("send → WebSocket frame, message.sent", latency["ws sent"]),
    row("send → WebSocket frame, message.received", latency["ws received"]),
  ];
  rows[0].errorRate = missed / (samples * keys.length);
  const columns: MetricColumn[] = [
    { key: "samples", header: "samples", digits: 0 },
    { key: "p50Ms", header: "p50 ms" },
    { key: "p99Ms", header: "p99 ms" },
    { key: "maxMs", header: "max ms" },
    { key: "meanMs", header: "mean ms" },
  ];
  return {
    rows: [],
    metrics: { columns, rows },
    checks: [
      {
        label: "every send reached both streams, twice (sent and received)",
        target: `${samples * keys.length} frames`,
        actual: `${samples * keys.length - missed} frames`,
        met: missed === 0,
      },
    ],
  };
}

export const streamsSection: BenchSection = {
  name: "streams",
  description: "Send → SSE and WebSocket frame latency between two local inboxes, sequential",
  run: runStreams,
};
