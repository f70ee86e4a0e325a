// `npm run bench [-- section...]`: starts the local service in memory, runs the selected benchmark sections
// (all when none are named; see scripts/bench/sections.ts), prints a table per section and writes
// .data/bench/<section>.json. Exits non-zero when a load had more than 1% errors or non-2xx answers.
// Env: BENCH_DURATION (seconds per load, default 10), BENCH_CONNECTIONS (default 10); the mail sections count
// messages instead (BENCH_INBOUND_MESSAGES, BENCH_INBOUND_CONCURRENCY, BENCH_LATENCY_SAMPLES: scripts/bench/inbound.ts).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
process.env.LOG_LEVEL ??= "warn";

// Everything that may read the environment is loaded after it is set.
await import("./local/env.js");
const { mkdir, writeFile } = await import("node:fs/promises");
const { join } = await import("node:path");
const { REPO_ROOT, startLocalService } = await import("./local/service.js");
const { SECTIONS } = await import("./bench/sections.js");
const { fixed, table } = await import("./bench/table.js");
const { MAX_ERROR_RATE } = await import("./bench/types.js");
const { positiveInt } = await import("./bench/numbers.js");
type SectionResult = import("./bench/types.js").SectionResult;

const args = process.argv.slice(2).filter((a) => a !== "--");
const unknown = args.filter((a) => !SECTIONS.some((s) => s.name === a));
if (unknown.length) {
  console.error(`Unknown bench section(s): ${unknown.join(", ")}. Known: ${SECTIONS.map((s) => s.name).join(", ")}`);
  process.exit(2);
}
const selected = args.length ? SECTIONS.filter((s) => args.includes(s.name)) : [...SECTIONS];
const duration = positiveInt("BENCH_DURATION", 10);
const connections = positiveInt("BENCH_CONNECTIONS", 10);
const outDir = join(REPO_ROOT, ".data", "bench");

for (const section of selected) Object.assign(process.env, section.env ?? {});

console.log(
  `Benchmark: ${selected.map((s) => s.name).join(", ")} — ${duration}s per load, ${connections} connections, Node ${process.version}`,
);
const service = await startLocalService({ port: 0, smtpPort: 0, stage: "development" });
console.log(`Local service at ${service.baseUrl} (DynamoDB Local ${service.dynamodbEndpoint}, in memory)\n`);

const results: Array<{ name: string; result?: SectionResult; error?: string }> = [];
try {
  for (const section of selected) {
    console.log(`▶ ${section.name}: ${section.description}`);
    const started = Date.now();
    try {
      const result = await section.run({
        baseUrl: service.baseUrl,
        duration,
        connections,
        smtpPort: service.smtpPort,
        platform: service.platform,
        log: (message) => console.log(message),
      });
      results.push({ name: section.name, result });
      await mkdir(outDir, { recursive: true });
      await writeFile(
        join(outDir, `${section.name}.json`),
        `${JSON.stringify(
          {
            section: section.name,
            description: section.description,
            generatedAt: new Date().toISOString(),
            node: process.version,
            durationSeconds: duration,
            connections,
            rows: result.rows,
            ...(result.metrics ? { metrics: result.metrics.rows } : {}),
            checks: result.checks,
          },
          null,
          2,
        )}\n`,
      );
      console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)}s → .data/bench/${section.name}.json\n`);
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(`  ${section.name} failed: ${message}\n`);
      results.push({ name: section.name, error: message });
    }
  }
} finally {
  await service.stop();
}

let failed = false;
for (const { name, result, error } of results) {
  console.log(`\n== ${name} ==`);
  if (!result) {
    failed = true;
    console.log(`FAILED: ${error}`);
    continue;
  }
  if (result.rows.length) {
    console.log(
      table(
        ["request", "req/s", "p50 ms", "p99 ms", "requests", "non-2xx", "errors", "DynamoDB calls", "DynamoDB/req"],
        result.rows.map((r) => [
          r.name,
          fixed(r.requestsPerSecond),
          fixed(r.latencyP50Ms),
          fixed(r.latencyP99Ms),
          r.requests,
          r.non2xx,
          r.errors,
          `${r.dynamoCalls} / ${r.serverRequests}`,
          fixed(r.dynamoCallsPerRequest, 2),
        ]),
      ),
    );
  }
  for (const r of result.rows) {
    if (r.errorRate > MAX_ERROR_RATE) {
      failed = true;
      console.log(
        `✗ ${r.name}: ${(r.errorRate * 100).toFixed(2)}% errors (status codes ${JSON.stringify(r.statusCodes)})`,
      );
    }
  }
  if (result.metrics) {
    const { columns, rows } = result.metrics;
    if (result.rows.length) console.log("");
    console.log(
      table(
        ["measurement", ...columns.map((c) => c.header)],
        rows.map((r) => [
          r.name,
          ...columns.map((c) => {
            const v = r[c.key];
            return typeof v === "number" ? fixed(v, c.digits) : (v ?? "");
          }),
        ]),
        ["left", ...columns.map((c) => c.align ?? "right")],
      ),
    );
    for (const r of rows) {
      if ((r.errorRate ?? 0) > MAX_ERROR_RATE) {
        failed = true;
        console.log(`✗ ${r.name}: ${((r.errorRate ?? 0) * 100).toFixed(2)}% errors`);
      }
    }
  }
  for (const c of result.checks) {
    console.log(`${c.met ? "✓ met" : "✗ NOT met"}: ${c.label}: ${c.actual}; target ${c.target}`);
  }
}

process.exit(failed ? 1 : 0);
