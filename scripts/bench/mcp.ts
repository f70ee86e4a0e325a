// Section `mcp`: the remote MCP server. Tool call latency of list_messages and get_message, sequentially through the
// SDK's own client (BENCH_MCP_SAMPLES calls each, default 200, in the 2026-07-28 and the 2025-11-25 forms) and under
// load (autocannon, raw JSON-RPC POSTs, stateless); and how soon wait_for_message returns after a send
// (BENCH_MCP_WAKE_SAMPLES, default 20): through the local change feed (what `npm start` runs), and through the event
// log's tail (what the deployed MCP function runs: the organization's events polled every STREAM_POLL_MS, backing off
// to STREAM_IDLE_POLL_MS while none come; sends come 0.3 s, 2.5 s and 10 s into the wait), plus the DynamoDB calls
// each makes during a quiet wait.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { dynamoCallCount } from "../../shared/db/client.js";
import { readInbox } from "../../shared/db/inboxes.js";
import type { InboxItem } from "../../shared/db/service.js";
import { eventLogTail } from "../../shared/events/tail.js";
import { waitForInbound } from "../../shared/mcp/wait.js";
import type { Platform } from "../../shared/ports/platform.js";
import { measure } from "./harness.js";
import { type BenchAccount, createInbox, request, signUp } from "./http.js";
import { latencySummary, positiveInt } from "./numbers.js";
import type { BenchContext, BenchRow, BenchSection, MetricColumn, MetricRow, SectionResult } from "./types.js";

const MODERN = "2026-07-28";
const LEGACY = "2025-11-25";

async function connect(ctx: BenchContext, key: string, version: string): Promise<Client> {
  const client = new Client(
    { name: "bench", version: "1.0.0" },
    version === MODERN ? { versionNegotiation: { mode: { pin: MODERN } } } : { supportedProtocolVersions: [version] },
  );
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${ctx.baseUrl}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  return client;
}

const latencyRow = (name: string, values: number[], failures = 0): MetricRow => ({
  name,
  ...latencySummary(values),
  errorRate: failures / Math.max(1, values.length + failures),
});

/** Sequential tool calls: each timed from the call to its parsed result. */
async function toolLatency(client: Client, name: string, args: Record<string, unknown>, samples: number) {
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < 20 + samples; i++) {
    const t0 = performance.now();
    const result = await client.callTool({ name, arguments: args });
    const ms = performance.now() - t0;
    if (i < 20) continue;
    if (result.isError) failures++;
    else times.push(ms);
  }
  return { times, failures };
}

/** A send to `inbox`, then how long until `wait` (already waiting) returned it; null when it timed out. */
async function wakeSamples(
  ctx: BenchContext,
  account: BenchAccount,
  sender: string,
  inbox: string,
  samples: number,
  wait: (after: string) => Promise<boolean>,
  /** How long into the wait each send comes, in turn (a quiet tail has backed off by then). */
  delaysMs: readonly number[] = [300, 2500],
): Promise<{ times: number[]; missed: number }> {
  const times: number[] = [];
  let missed = 0;
  const sendPath = `/v0/inboxes/${encodeURIComponent(sender)}/messages/send`;
  for (let i = 0; i < samples + 2; i++) {
    const after = new Date().toISOString();
    const waiting = wait(after).then((ok) => ({ ok, at: performance.now() }));
    // The waiter is subscribed and has looked once; an idle tail has backed off by the time mail comes.
    await sleep(delaysMs[i % delaysMs.length]);
    const t0 = performance.now();
    const res = await request(ctx.baseUrl, "POST", sendPath, {
      key: account.key,
      body: { to: inbox, subject: `Wake ${i}`, text: "wake" },
    });
    if (res.status !== 201) throw new Error(`send answered ${res.status}: ${res.text.slice(0, 200)}`);
    const { ok, at } = await waiting;
    if (i < 2) continue;
    if (ok) times.push(at - t0);
    else missed++;
  }
  return { times, missed };
}

/** DynamoDB calls made during one quiet wait of `seconds` (no mail comes). */
async function quietWaitCalls(wait: () => Promise<boolean>): Promise<number> {
  const before = dynamoCallCount();
  await wait();
  return dynamoCallCount() - before;
}

async function runMcp(ctx: BenchContext): Promise<SectionResult> {
  const samples = positiveInt("BENCH_MCP_SAMPLES", 200);
  const wakeSamplesCount = positiveInt("BENCH_MCP_WAKE_SAMPLES", 20);
  const tag = randomBytes(4).toString("hex");
  const account = await signUp(ctx.baseUrl, `bench-mcp-${tag}@example.com`);
  const sender = (await createInbox(ctx.baseUrl, account.key, { username: `mcp-a-${tag}` })).inbox_id as string;
  const inbox = (await createInbox(ctx.baseUrl, account.key, { username: `mcp-b-${tag}` })).inbox_id as string;
  // 30 messages in the inbox: list_messages reads a page of 20 of them.
  for (let i = 0; i < 30; i++) {
    const res = await request(ctx.baseUrl, "POST", `/v0/inboxes/${encodeURIComponent(sender)}/messages/send`, {
      key: account.key,
      body: { to: inbox, subject: `Bench ${i}`, text: `Message ${i} of the MCP benchmark. `.repeat(20) },
    });
    if (res.status !== 201) throw new Error(`seed send answered ${res.status}`);
  }
  await sleep(500);
  const listed = await request(ctx.baseUrl, "GET", `/v0/inboxes/${encodeURIComponent(inbox)}/messages?limit=1`, {
    key: account.key,
  });
  const messageId = listed.body.messages[0].message_id as string;

  const metrics: MetricRow[] = [];
  for (const version of [MODERN, LEGACY]) {
    const client = await connect(ctx, account.key, version);
    try {
      ctx.log(`  ${samples} sequential list_messages and get_message calls (${version})…`);
      const list = await toolLatency(client, "list_messages", { inbox_id: inbox }, samples);
      metrics.push(latencyRow(`list_messages, SDK client, ${version}`, list.times, list.failures));
      const get = await toolLatency(client, "get_message", { inbox_id: inbox, message_id: messageId }, samples);
      metrics.push(latencyRow(`get_message, SDK client, ${version}`, get.times, get.failures));
    } finally {
      await client.close();
    }
  }

  // Under load: raw stateless JSON-RPC POSTs (2025-11-25 form, JSON answers), as many connections as the other loads.
  const call = (name: string, args: Record<string, unknown>) =>
    JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } });
  const headers = {
    authorization: `Bearer ${account.key}`,
    "content-type": "application/json",
    accept: "application/json",
    "mcp-protocol-version": LEGACY,
  };
  const rows: BenchRow[] = [];
  rows.push(
    await measure(ctx, {
      name: "MCP tools/call list_messages",
      method: "POST",
      path: "/mcp",
      headers,
      body: call("list_messages", { inbox_id: inbox }),
    }),
  );
  rows.push(
    await measure(ctx, {
      name: "REST GET …/messages/{id} (the same read, for comparison)",
      path: `/v0/inboxes/${encodeURIComponent(inbox)}/messages/${messageId}`,
      headers: { authorization: `Bearer ${account.key}` },
    }),
  );
  rows.push(
    await measure(ctx, {
      name: "MCP tools/call get_message",
      method: "POST",
      path: "/mcp",
      headers,
      body: call("get_message", { inbox_id: inbox, message_id: messageId }),
    }),
  );

  // wait_for_message through the server and the local change feed.
  const client = await connect(ctx, account.key, MODERN);
  let viaHub: { times: number[]; missed: number };
  try {
    ctx.log(`  ${wakeSamplesCount} wake-ups of wait_for_message after a send (local change feed)…`);
    viaHub = await wakeSamples(ctx, account, sender, inbox, wakeSamplesCount, async (after) => {
      const result = await client.callTool({
        name: "wait_for_message",
        arguments: { inbox_id: inbox, after, timeout_seconds: 20 },
      });
      return (result.structuredContent as { timed_out?: boolean } | undefined)?.timed_out === false;
    });
    metrics.push(
      latencyRow("wait_for_message wake after send, local change feed (MCP call)", viaHub.times, viaHub.missed),
    );
  } finally {
    await client.close();
  }

  // The same wait over the event log's tail, as the MCP function runs it on AWS (below HTTP: the tool's own code).
  const platform: Platform = ctx.platform;
  const tailed: Platform = {
    ...platform,
    liveEvents: eventLogTail(platform.db, {
      pollMs: platform.config.streams.pollMs,
      idlePollMs: platform.config.streams.idlePollMs,
      now: () => Date.now(),
      log: platform.log,
    }),
  };
  const inboxItem = (await readInbox(platform.db, inbox)) as InboxItem;
  const principal = {
    kind: "api_key" as const,
    organizationId: inboxItem.organizationId,
    scope: "organization" as const,
    grant: null,
  };
  const tailWait = (after: string, seconds: number) =>
    waitForInbound(tailed, principal, { inbox: inboxItem, after, timeoutMs: seconds * 1000 }).then(Boolean);
  ctx.log(
    `  ${wakeSamplesCount} wake-ups over the event log's tail (poll ${platform.config.streams.pollMs} ms, idle ${platform.config.streams.idlePollMs} ms)…`,
  );
  // Sends 0.3 s, 2.5 s and 10 s into the wait: by 10 s the tail polls every STREAM_IDLE_POLL_MS.
  const viaTail = await wakeSamples(
    ctx,
    account,
    sender,
    inbox,
    wakeSamplesCount,
    (after) => tailWait(after, 20),
    [300, 2500, 10_000],
  );
  metrics.push(
    latencyRow(
      `wait_for_message wake after send, event log tail (${platform.config.streams.pollMs}/${platform.config.streams.idlePollMs} ms)`,
      viaTail.times,
      viaTail.missed,
    ),
  );

  ctx.log("  DynamoDB calls during a quiet 20 s: without a wait (the runtime's own timers), then a wait each way…");
  const baseline = await quietWaitCalls(() => sleep(20_000).then(() => true));
  const hubWait = () =>
    waitForInbound(platform, principal, { inbox: inboxItem, after: new Date().toISOString(), timeoutMs: 20_000 }).then(
      Boolean,
    );
  const quietHub = await quietWaitCalls(hubWait);
  const quietTail = await quietWaitCalls(() => tailWait(new Date().toISOString(), 20));
  metrics.push({ name: "quiet 20 s, no wait (the local runtime's own timers)", calls: baseline });
  metrics.push({ name: "quiet 20 s wait, local change feed (minus the timers)", calls: quietHub - baseline });
  metrics.push({ name: "quiet 20 s wait, event log tail (minus the timers)", calls: quietTail - baseline });

  const columns: MetricColumn[] = [
    { key: "samples", header: "samples", digits: 0 },
    { key: "p50Ms", header: "p50 ms" },
    { key: "p99Ms", header: "p99 ms" },
    { key: "maxMs", header: "max ms" },
    { key: "meanMs", header: "mean ms" },
    { key: "calls", header: "DynamoDB calls", digits: 0 },
  ];
  return {
    rows,
    metrics: { columns, rows: metrics },
    checks: [
      {
        label: "every wait_for_message was woken by its send (none timed out)",
        target: `${wakeSamplesCount * 2} wake-ups`,
        actual: `${viaHub.times.length + viaTail.times.length} wake-ups`,
        met: viaHub.missed + viaTail.missed === 0,
      },
      {
        label: "a quiet wait on the change feed does not poll the table",
        target: "≤ 3 DynamoDB calls beyond the runtime's own timers",
        actual: `${quietHub - baseline} calls`,
        met: quietHub - baseline <= 3,
      },
    ],
  };
}

export const mcpSection: BenchSection = {
  name: "mcp",
  description: "MCP tool call latency (list_messages, get_message) and wait_for_message wake-up after a send",
  run: runMcp,
};
