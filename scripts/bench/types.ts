// What a benchmark section is and what it reports. Each section lives in its own module in this folder and is
// listed in sections.ts; scripts/bench.ts starts one local service and runs the selected sections against it.
import type { Platform } from "../../shared/ports/platform.js";

export interface BenchContext {
  /** http://127.0.0.1:PORT of the local service (no trailing slash). */
  baseUrl: string;
  /** Seconds each measured load runs (BENCH_DURATION). */
  duration: number;
  /** Concurrent connections per load (BENCH_CONNECTIONS). */
  connections: number;
  /** Port of the local SMTP server (inbound mail for this instance's domains) on 127.0.0.1. */
  smtpPort: number;
  /** The local service's composition root (table, fan-out), for sections that measure below HTTP. */
  platform: Platform;
  /** Prints a progress line (kept off the result tables). */
  log(message: string): void;
}

/** One measured load: a single request shape driven by autocannon. */
export interface BenchRow {
  /** Short label, e.g. "GET /v0/inboxes/{id}". */
  name: string;
  /** Completed requests (any status). */
  requests: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** (non-2xx + errors) / (requests + errors). */
  errorRate: number;
  statusCodes: Record<string, number>;
  /** Requests the service received during the load, including those still in flight when autocannon stopped. */
  serverRequests: number;
  dynamoCalls: number;
  /** dynamoCalls / serverRequests. */
  dynamoCallsPerRequest: number;
}

/** A target the service promises, checked against the figures. */
export interface BenchCheck {
  label: string;
  target: string;
  actual: string;
  met: boolean;
}

/** A column of a section's own figures table: `key` names the field of each MetricRow. */
export interface MetricColumn {
  key: string;
  header: string;
  /** Decimals for numbers (default 1); strings print as they are. */
  digits?: number;
  /** Default right. */
  align?: "left" | "right";
}

/** Figures that are not an autocannon load (mail throughput, end-to-end latency), one row per measurement. */
export interface MetricRow {
  name: string;
  /** (failed operations) / (attempted); above MAX_ERROR_RATE `npm run bench` exits non-zero. */
  errorRate?: number;
  [figure: string]: string | number | undefined;
}

export interface SectionResult {
  /** autocannon loads; may be empty for a section that only reports `metrics`. */
  rows: BenchRow[];
  checks: BenchCheck[];
  /** The section's own table, printed after the loads table and written to the JSON under "metrics". */
  metrics?: { columns: MetricColumn[]; rows: MetricRow[] };
}

export interface BenchSection {
  name: string;
  description: string;
  /** Environment the section needs, applied before the service starts (all selected sections are merged). */
  env?: Record<string, string>;
  run(ctx: BenchContext): Promise<SectionResult>;
}

/** Rows above this error rate make `npm run bench` exit non-zero. */
export const MAX_ERROR_RATE = 0.01;
