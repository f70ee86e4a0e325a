// One measured load: autocannon against the local service, with the DynamoDB calls the handler made meanwhile.
// The handler runs in this process, so dynamoCallCount() (SDK middleware) sees every call it makes. Calls per
// request divide by the requests the service's HTTP server received (node:diagnostics_channel), not by the
// responses autocannon counted: requests still in flight when autocannon stops are then on both sides of the ratio.
import { subscribe } from "node:diagnostics_channel";
import type { Server } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon, { type RequestSpec, type Result } from "autocannon";
import { dynamoCallCount } from "../../shared/db/client.js";
import { round } from "./numbers.js";
import type { BenchContext, BenchRow } from "./types.js";

export interface LoadSpec {
  name: string;
  method?: string;
  /** Fixed path, or use `requests` with setupRequest for a varying one. */
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: RequestSpec[];
  /** Untimed requests first (JIT, connection pools); their DynamoDB calls are not counted. Default connections × 20. */
  warmupRequests?: number;
}

const received = new Map<number, number>();
let subscribed = false;

/** Requests the HTTP server listening on `port` in this process has received so far. */
function receivedCount(port: number): number {
  if (!subscribed) {
    subscribed = true;
    subscribe("http.server.request.start", (message) => {
      const address = (message as { server?: Server }).server?.address();
      if (address && typeof address === "object") received.set(address.port, (received.get(address.port) ?? 0) + 1);
    });
  }
  return received.get(port) ?? 0;
}

/** Waits until the handler has finished the requests still in flight when autocannon stopped (at most 3 s). */
async function settle(): Promise<void> {
  let last = dynamoCallCount();
  let quiet = 0;
  for (let i = 0; i < 30 && quiet < 2; i++) {
    await sleep(100);
    const now = dynamoCallCount();
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
}

function run(ctx: BenchContext, spec: LoadSpec, limit: { duration: number } | { amount: number }): Promise<Result> {
  return Promise.resolve(
    autocannon({
      url: `${ctx.baseUrl}${spec.path ?? "/"}`,
      connections: ctx.connections,
      method: spec.method ?? "GET",
      headers: spec.headers,
      body: spec.body,
      requests: spec.requests,
      timeout: 10,
      ...limit,
    }),
  );
}

export async function measure(ctx: BenchContext, spec: LoadSpec): Promise<BenchRow> {
  const warmup = spec.warmupRequests ?? ctx.connections * 20;
  const port = Number(new URL(ctx.baseUrl).port);
  receivedCount(port);
  if (warmup > 0) {
    await run(ctx, spec, { amount: warmup });
    await settle();
  }

  ctx.log(`  ${spec.name}: ${ctx.duration}s × ${ctx.connections} connections…`);
  const before = dynamoCallCount();
  const receivedBefore = receivedCount(port);
  const result = await run(ctx, spec, { duration: ctx.duration });
  await settle();
  const dynamoCalls = dynamoCallCount() - before;
  const serverRequests = receivedCount(port) - receivedBefore;

  const requests = result.requests.total;
  const errors = result.errors;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  return {
    name: spec.name,
    requests,
    durationSeconds: round(result.duration),
    requestsPerSecond: round(requests / result.duration, 1),
    latencyP50Ms: round(result.latency.p50),
    latencyP99Ms: round(result.latency.p99),
    latencyMaxMs: round(result.latency.max),
    non2xx: result.non2xx,
    errors,
    errorRate: requests + errors === 0 ? 1 : round((result.non2xx + errors) / (requests + errors), 4),
    statusCodes,
    serverRequests,
    dynamoCalls,
    dynamoCallsPerRequest: serverRequests === 0 ? Number.NaN : round(dynamoCalls / serverRequests, 3),
  };
}
