// Section `realtime-cost`: what one connected client costs per hour on AWS, over SSE and over WebSocket, from the
// code's own calls metered against DynamoDB Local (shared/db/metering.ts) times the prices in cost.ts.
//
// SSE on AWS: each stream is one invocation of the SSE function for up to 15 minutes (billed for all of it, at the
// function's memory), which tails the event log (a Query per poll) and rechecks its credential every 30 seconds.
// The section runs that code path here: the streaming handler over the local table with the AWS live source
// (eventLogTail) instead of the in-process hub, production timings, for BENCH_REALTIME_SECONDS (default 60) idle as
// it was before this change (512 MB, a poll every second) and as it is now (SSE_MEMORY_MB, backing off to
// idlePollMs while idle), and once more with a send every 5 seconds, for the reads each event costs.
// WebSocket on AWS: API Gateway holds the socket (connection minutes, messages); the WebSocket function runs at
// $connect/$disconnect and in the keep-alive sweep every 5 minutes, measured here over BENCH_REALTIME_CONNECTIONS
// (default 50) connection records.
import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { APIGatewayProxyEvent } from "aws-lambda";
import { SSE_MEMORY_MB, WEBSOCKET_MEMORY_MB } from "../../infra/constructs/realtime.js";
import { installMeter, Meter, runScenario } from "../../shared/db/metering.js";
import { eventLogTail } from "../../shared/events/tail.js";
import { handleWsEvent, keepConnectionsAlive, type WsEvent } from "../../shared/events/websocket.js";
import { USED_AT_RESOLUTION_MS } from "../../shared/http/authenticate.js";
import { compileRoutes } from "../../shared/http/router.js";
import { KEEPALIVE_INTERVAL_MS } from "../../shared/limits.js";
import type { Platform } from "../../shared/ports/platform.js";
import type { WsConnections } from "../../shared/ports/ws-connections.js";
import { handleStreamingApiEvent } from "../../shared/routes/streaming.js";
import { streamRoutes } from "../../shared/routes/streams.js";
import { toProxyEvent } from "../local/http-server.js";
import { PRICES } from "./cost.js";
import { createInbox, request, signUp } from "./http.js";
import { positiveInt, round } from "./numbers.js";
import { fixed, table } from "./table.js";
import type { BenchContext, BenchSection, MetricColumn, MetricRow, SectionResult } from "./types.js";

const ROUTES = compileRoutes(streamRoutes);
const HOUR_S = 3600;
/** API Gateway REST response streaming ends a stream after 15 minutes; the client reconnects (resync frame). */
const STREAM_S = 15 * 60;
/** API Gateway closes a WebSocket after 2 hours; the client reconnects. */
const CONNECTION_S = 2 * 3600;
/** Production stream timings (shared/config.ts defaults); the bench's own environment may differ. */
const STREAM_TIMINGS = { pingMs: 15_000, recheckMs: 30_000 };
/** How it was deployed before this change (commit 8adf48d): 512 MB, a poll every second whatever happened. */
const BEFORE = { memoryMb: 512, pollMs: 1000, idlePollMs: 1000 };
const AFTER = { memoryMb: SSE_MEMORY_MB, pollMs: 1000, idlePollMs: 4000 };
/**
 * PostToConnection's round trip inside the region: not measurable offline, assumed (the sweep's Lambda time per
 * connection is this ÷ its 16 posts in flight, plus the measured table work).
 */
const ASSUMED_POST_MS = 20;

const usd = (n: number) => `$${n.toFixed(6)}`;
const gbSeconds = (ms: number, memoryMb: number) => (ms / 1000) * (memoryMb / 1024);

interface Units {
  rru: number;
  wru: number;
  calls: Record<string, number>;
  ms: number;
}

function unitsOf(meter: Meter, scenario: string): Units {
  const calls: Record<string, number> = {};
  let rru = 0;
  let wru = 0;
  for (const d of meter.dynamo.filter((r) => r.scenario === scenario)) {
    calls[d.command] = (calls[d.command] ?? 0) + 1;
    rru += d.readUnits;
    wru += d.writeUnits;
  }
  const ms = meter.runs.filter((r) => r.scenario === scenario).reduce((n, r) => n + r.ms, 0);
  return { rru, wru, calls, ms };
}

function queryRru(meter: Meter, scenario: string): number {
  return meter.dynamo
    .filter((r) => r.scenario === scenario && r.command === "QueryCommand")
    .reduce((n, r) => n + r.readUnits, 0);
}

/** An API Gateway proxy event for GET /v0/events/stream, as the local front builds it. */
function streamEvent(key: string): APIGatewayProxyEvent {
  const req = {
    url: "/v0/events/stream",
    method: "GET",
    httpVersion: "1.1",
    rawHeaders: ["Host", "api.bench", "Authorization", `Bearer ${key}`, "Accept", "text/event-stream"],
    headers: {},
    socket: { remoteAddress: "127.0.0.1" },
  } as unknown as IncomingMessage;
  return toProxyEvent(req, Buffer.alloc(0), randomUUID());
}

interface SseRun {
  seconds: number;
  polls: number;
  pollRru: number;
  /** Credential lookups after the first (the open's own is in `open`). */
  rechecks: number;
  /** The open: authentication (and a key's used_at), once per stream. */
  openRru: number;
  events: number;
  /** Frames after the first (the ready frame, once per stream: `readyBytes`). */
  bytesOut: number;
  readyBytes: number;
}

/** Holds one SSE stream open on the AWS code path for `seconds`, metered; `busy` sends mail meanwhile. */
async function holdStream(
  ctx: BenchContext,
  meter: Meter,
  scenario: string,
  key: string,
  settings: { pollMs: number; idlePollMs: number },
  seconds: number,
  busy?: () => Promise<void>,
): Promise<SseRun> {
  const base = ctx.platform;
  const platform: Platform = {
    ...base,
    config: { ...base.config, streams: { ...STREAM_TIMINGS, ...settings } },
    liveEvents: eventLogTail(base.db, { ...settings, now: () => base.clock.now().getTime(), log: base.log }),
  };
  let events = 0;
  let bytesOut = 0;
  let readyBytes = 0;
  await runScenario(meter, scenario, "sse", async () => {
    const result = await handleStreamingApiEvent(platform, ROUTES, streamEvent(key), {
      deadlineAt: Date.now() + STREAM_S * 1000,
    });
    if (result.statusCode !== 200) throw new Error(`stream answered ${result.statusCode}`);
    result.body.on("data", (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      if (!readyBytes && text.includes("event: ready")) readyBytes = chunk.length;
      else bytesOut += chunk.length;
      events += (text.match(/^id: evt_/gm) ?? []).length;
    });
    const ends = performance.now() + seconds * 1000;
    while (performance.now() < ends) await (busy ? busy() : sleep(Math.min(1000, ends - performance.now())));
    result.body.destroy();
  });
  const records = meter.dynamo.filter((r) => r.scenario === scenario);
  const gets = records.filter((r) => r.command === "GetItemCommand");
  const polls = records.filter((r) => r.command === "QueryCommand");
  return {
    seconds,
    polls: polls.length,
    pollRru: queryRru(meter, scenario),
    rechecks: Math.max(0, gets.length - 1),
    openRru: gets[0]?.readUnits ?? 0,
    // The ready frame carries an id too.
    events: Math.max(0, events - 1),
    bytesOut,
    readyBytes,
  };
}

interface Component {
  name: string;
  units: string;
  usd: number;
}

/**
 * One connected SSE client for an hour, idle, from a measured run and a memory size. The key's used_at is written
 * at most once a minute (USED_AT_RESOLUTION_MS) and a recheck comes every 30 s, so once a minute: whether a short
 * run happened to catch that write is chance, so it is counted from the code, at the units one such write measured.
 */
function sseHour(run: SseRun, memoryMb: number, usedAtWru: number): Component[] {
  const perHour = HOUR_S / run.seconds;
  const streams = HOUR_S / STREAM_S;
  const polls = run.polls * perHour;
  const rechecks = run.rechecks * perHour;
  const wru = ((HOUR_S * 1000) / USED_AT_RESOLUTION_MS) * usedAtWru;
  // The open and each recheck are the same lookup (a strongly consistent GetItem of the key).
  const perLookup = run.openRru;
  const bytes = run.bytesOut * perHour + run.readyBytes * streams;
  return [
    {
      name: `Lambda duration (${memoryMb} MB, the whole hour)`,
      units: `${fixed(gbSeconds(HOUR_S * 1000, memoryMb), 0)} GB-s`,
      usd: gbSeconds(HOUR_S * 1000, memoryMb) * PRICES.lambdaArmGbSecond,
    },
    {
      name: "Lambda + API Gateway requests (15-minute streams)",
      units: `${streams} + ${streams}`,
      usd: streams * (PRICES.lambdaRequest + PRICES.apiGatewayRequest),
    },
    {
      name: "DynamoDB reads: log polls",
      units: `${fixed(polls, 0)} × ${fixed(run.pollRru / Math.max(1, run.polls), 2)} RRU`,
      usd: run.pollRru * perHour * PRICES.dynamodbReadUnit,
    },
    {
      name: "DynamoDB reads: credential (open + rechecks)",
      units: `${fixed(streams + rechecks, 0)} × ${fixed(perLookup, 2)} RRU`,
      usd: (streams + rechecks) * perLookup * PRICES.dynamodbReadUnit,
    },
    {
      name: "DynamoDB writes: the key's used_at",
      units: `${fixed(wru, 0)} WRU`,
      usd: wru * PRICES.dynamodbWriteUnit,
    },
    {
      name: "data out (ready frames, pings)",
      units: `${fixed(bytes, 0)} B`,
      usd: (bytes / 1024 ** 3) * PRICES.dataTransferOutGb,
    },
  ];
}

const total = (components: Component[]) => components.reduce((n, c) => n + c.usd, 0);

/** Counts posts instead of reaching sockets; waits as long as a post takes inside the region. */
function countingConnections(): WsConnections & { posts: number } {
  const port = {
    posts: 0,
    async post() {
      port.posts++;
      await sleep(ASSUMED_POST_MS);
      return true;
    },
    async close() {},
  };
  return port;
}

interface WsRun {
  connections: number;
  connect: Units;
  sweep: Units;
  disconnect: Units;
  sweepConnections: number;
  /** Keep-alive frames posted by the sweep. */
  posts: number;
}

async function measureWebSocket(ctx: BenchContext, meter: Meter, key: string, count: number): Promise<WsRun> {
  const port = countingConnections();
  const now = ctx.platform.clock.now().getTime();
  const at = (ms: number): Platform => ({ ...ctx.platform, wsConnections: port, clock: { now: () => new Date(ms) } });
  const ids = Array.from({ length: count }, () => `bench${randomBytes(9).toString("base64url")}=`);
  const event = (eventType: WsEvent["requestContext"]["eventType"], connectionId: string): WsEvent => ({
    requestContext: { eventType, connectionId },
    headers: { Authorization: `Bearer ${key}` },
  });
  await runScenario(meter, "ws-connect", "webSocket", async () => {
    for (const id of ids) await handleWsEvent(at(now), event("CONNECT", id));
  });
  // Five minutes on, as the sweep finds connections: each one's credential is due for its recheck.
  let swept = 0;
  port.posts = 0;
  await runScenario(meter, "ws-keepalive", "webSocket", async () => {
    swept = (await keepConnectionsAlive(at(now + KEEPALIVE_INTERVAL_MS))).connections;
  });
  await runScenario(meter, "ws-disconnect", "webSocket", async () => {
    for (const id of ids) await handleWsEvent(at(now), event("DISCONNECT", id));
  });
  return {
    connections: count,
    connect: unitsOf(meter, "ws-connect"),
    sweep: unitsOf(meter, "ws-keepalive"),
    disconnect: unitsOf(meter, "ws-disconnect"),
    sweepConnections: swept,
    posts: port.posts,
  };
}

function webSocketHour(run: WsRun): Component[] {
  const sweeps = (HOUR_S * 1000) / KEEPALIVE_INTERVAL_MS;
  const reconnects = HOUR_S / CONNECTION_S;
  const perConnection = (u: Units, n: number) => ({ rru: u.rru / n, wru: u.wru / n, ms: u.ms / n });
  const sweep = perConnection(run.sweep, run.sweepConnections);
  const connect = perConnection(run.connect, run.connections);
  const disconnect = perConnection(run.disconnect, run.connections);
  const lifecycle = {
    rru: connect.rru + disconnect.rru,
    wru: connect.wru + disconnect.wru,
    ms: connect.ms + disconnect.ms,
  };
  return [
    {
      name: "API Gateway connection minutes",
      units: "60",
      usd: 60 * PRICES.apiGatewayWebSocketConnectionMinute,
    },
    {
      name: `API Gateway messages: keep-alive every ${KEEPALIVE_INTERVAL_MS / 60_000} minutes`,
      units: String(sweeps),
      usd: sweeps * PRICES.apiGatewayWebSocketMessage,
    },
    {
      name: "keep-alive: DynamoDB (index read, credential recheck, checkedAt)",
      units: `${fixed(sweeps * sweep.rru, 2)} RRU + ${fixed(sweeps * sweep.wru, 1)} WRU`,
      usd: sweeps * (sweep.rru * PRICES.dynamodbReadUnit + sweep.wru * PRICES.dynamodbWriteUnit),
    },
    {
      name: `keep-alive: Lambda (${WEBSOCKET_MEMORY_MB} MB, this connection's share)`,
      units: `${fixed(sweeps * sweep.ms, 0)} ms`,
      usd: gbSeconds(sweeps * sweep.ms, WEBSOCKET_MEMORY_MB) * PRICES.lambdaArmGbSecond,
    },
    {
      name: "$connect and $disconnect every 2 hours",
      units: `${reconnects} × 2 invocations`,
      usd:
        reconnects *
        (2 * PRICES.lambdaRequest +
          gbSeconds(lifecycle.ms, WEBSOCKET_MEMORY_MB) * PRICES.lambdaArmGbSecond +
          lifecycle.rru * PRICES.dynamodbReadUnit +
          lifecycle.wru * PRICES.dynamodbWriteUnit),
    },
  ];
}

const FORMULA = `Per connected client and hour, on AWS (us-east-1, arm64):
  SSE        3600 s × memory GB × $0.0000133334            the stream's invocation is billed for its whole life
             + 4 × ($0.20 + $3.50)/M                       a Lambda invoke and a REST request per 15-minute stream
             + polls/h × RRU per poll × $0.125/M           the event log tailed: a Query each poll (1 s while events
                                                           come, backing off to idlePollMs while none do)
             + (4 + 120) × RRU per lookup × $0.125/M       the credential at open and every 30 s
             + used_at WRU/h × $0.625/M + bytes out × $0.09/GB
  WebSocket  60 × $0.25/M                                  connection minutes
             + (3600 s / keep-alive interval) × $1.00/M    one message per keep-alive (and one per event)
             + per sweep: (RRU × $0.125/M + WRU × $0.625/M + Lambda ms × 0.5 GB × $0.0000133334)
             + every 2 hours: $connect and $disconnect (2 invocations, one put, one delete)
  Events     SSE: each event is read by every poll of the next 5 s (RESUME_OVERLAP_MS) of every connected stream;
             WebSocket: one message ($1.00/M per 32 KB) per connection it is posted to.`;

async function run(ctx: BenchContext): Promise<SectionResult> {
  const seconds = positiveInt("BENCH_REALTIME_SECONDS", 60);
  const connections = positiveInt("BENCH_REALTIME_CONNECTIONS", 50);
  const tag = randomBytes(4).toString("hex");
  const account = await signUp(ctx.baseUrl, `bench-realtime-${tag}@example.com`);
  const from = await createInbox(ctx.baseUrl, account.key, { username: `rt-a-${tag}` });
  const to = await createInbox(ctx.baseUrl, account.key, { username: `rt-b-${tag}` });
  const meter = new Meter();
  // The setup's own events (inbox.created) are older than a stream's look-back once this has passed.
  await sleep(6000);
  installMeter(meter);
  try {
    ctx.log(`  SSE on the AWS code path, idle for ${seconds}s as before (poll every ${BEFORE.idlePollMs} ms)…`);
    const before = await holdStream(ctx, meter, "sse-before", account.key, BEFORE, seconds);
    ctx.log(`  …as now (backing off to ${AFTER.idlePollMs} ms)…`);
    const after = await holdStream(ctx, meter, "sse-after", account.key, AFTER, seconds);
    ctx.log("  …and with a send every 5 s (three events each: sent, received, delivered)…");
    let sends = 0;
    const busy = await holdStream(ctx, meter, "sse-busy", account.key, AFTER, seconds, async () => {
      const res = await request(ctx.baseUrl, "POST", `/v0/inboxes/${encodeURIComponent(from.inbox_id)}/messages/send`, {
        key: account.key,
        body: { to: to.inbox_id, subject: `Realtime ${tag} #${++sends}`, text: "an event for the streams" },
      });
      if (res.status !== 201) throw new Error(`send answered ${res.status}: ${res.text.slice(0, 200)}`);
      await sleep(5000);
    });
    ctx.log(`  WebSocket: ${connections} connections, $connect, one keep-alive sweep, $disconnect…`);
    const ws = await measureWebSocket(ctx, meter, account.key, connections);

    const usedAt = meter.dynamo.find((r) => r.fn === "sse" && r.command === "UpdateItemCommand");
    const usedAtWru = usedAt?.writeUnits ?? 1;
    const sseBefore = sseHour(before, BEFORE.memoryMb, usedAtWru);
    const sseAfter = sseHour(after, AFTER.memoryMb, usedAtWru);
    const webSocket = webSocketHour(ws);
    const emptyPollRru = after.pollRru / Math.max(1, after.polls);
    const rruPerEvent = busy.events ? (busy.pollRru - busy.polls * emptyPollRru) / busy.events : Number.NaN;

    const lines = [
      "",
      FORMULA,
      "",
      `Prices: ${PRICES.asOf}. Measured: ${seconds}s per SSE run; ${ws.sweepConnections} connections in the sweep.`,
      "",
      `SSE, one connected client, idle, per hour: BEFORE (${BEFORE.memoryMb} MB, poll every ${BEFORE.idlePollMs} ms)`,
      table(
        ["component", "units", "$ per hour"],
        sseBefore.map((c) => [c.name, c.units, usd(c.usd)]),
      ),
      `total ${usd(total(sseBefore))} per connected hour, ${usd(total(sseBefore) * 730)} per month always connected`,
      "",
      `SSE, AFTER (${AFTER.memoryMb} MB, poll every ${AFTER.pollMs} ms backing off to ${AFTER.idlePollMs} ms)`,
      table(
        ["component", "units", "$ per hour"],
        sseAfter.map((c) => [c.name, c.units, usd(c.usd)]),
      ),
      `total ${usd(total(sseAfter))} per connected hour, ${usd(total(sseAfter) * 730)} per month always connected`,
      "",
      `SSE with events (a send every 5 s): ${busy.events} events in ${busy.polls} polls; ${fixed(rruPerEvent, 2)} RRU per event ` +
        `above the empty polls (each event is read by the polls of the next 5 s) = ${usd(rruPerEvent * PRICES.dynamodbReadUnit * 1000)} per 1,000 events per stream`,
      "",
      "WebSocket, one connected client, idle, per hour",
      table(
        ["component", "units", "$ per hour"],
        webSocket.map((c) => [c.name, c.units, usd(c.usd)]),
      ),
      `total ${usd(total(webSocket))} per connected hour, ${usd(total(webSocket) * 730)} per month always connected; ` +
        `each event adds one message: ${usd(PRICES.apiGatewayWebSocketMessage * 1000)} per 1,000 events per connection`,
      "",
      `Per sweep and connection: ${fixed(ws.sweep.rru / ws.sweepConnections, 2)} RRU, ${fixed(ws.sweep.wru / ws.sweepConnections, 2)} WRU, ` +
        `${fixed(ws.sweep.ms / ws.sweepConnections, 2)} ms (posts assumed ${ASSUMED_POST_MS} ms, 16 in flight); ` +
        `per $connect ${fixed(ws.connect.rru / connections, 2)} RRU ${fixed(ws.connect.wru / connections, 2)} WRU, ` +
        `per $disconnect ${fixed(ws.disconnect.wru / connections, 2)} WRU.`,
    ];
    for (const line of lines) ctx.log(line);

    const row = (name: string, components: Component[], extra: Partial<MetricRow> = {}): MetricRow => ({
      name,
      perHour: round(total(components), 6),
      perMonth: round(total(components) * 730, 4),
      ...extra,
    });
    const columns: MetricColumn[] = [
      { key: "perHour", header: "$ per connected hour", digits: 6 },
      { key: "perMonth", header: "$ per month (730 h)", digits: 4 },
      { key: "polls", header: "polls/h", digits: 0 },
    ];
    return {
      rows: [],
      metrics: {
        columns,
        rows: [
          row(`SSE before (${BEFORE.memoryMb} MB, 1 s polls)`, sseBefore, { polls: before.polls * (HOUR_S / seconds) }),
          row(`SSE after (${AFTER.memoryMb} MB, idle backoff)`, sseAfter, { polls: after.polls * (HOUR_S / seconds) }),
          row("WebSocket (keep-alive every 5 min)", webSocket),
        ],
      },
      checks: [
        {
          label: "SSE costs less per connected hour than before",
          target: `< ${usd(total(sseBefore))}`,
          actual: usd(total(sseAfter)),
          met: total(sseAfter) < total(sseBefore),
        },
        {
          label: "every open connection was posted its keep-alive frame",
          target: `${ws.sweepConnections} posts`,
          actual: `${ws.posts} posts`,
          met: ws.sweepConnections >= connections && ws.posts === ws.sweepConnections,
        },
      ],
    };
  } finally {
    installMeter(undefined);
  }
}

export const realtimeCostSection: BenchSection = {
  name: "realtime-cost",
  description: "What one connected client costs per hour on AWS: SSE (before/after) against WebSocket",
  run,
};
