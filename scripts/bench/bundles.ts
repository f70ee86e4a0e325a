// `npm run bench -- bundles`: each function's deployed bundle (cdk synth → cdk.out) — its size and its cold
// module-load time in the artifact sandbox (only the AWS SDK beside it, under the runtime's Node major) — side by
// side with the previous layout (every function bundled whole from one platform module, as of BASELINE_COMMIT),
// built in the same run from that commit's source with the options it was deployed with, plus the css-tree alias
// without which its bundles do not load at all. The current bundles are also timed without --enable-source-maps.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, rm, stat, symlink } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";
import { type AssemblyFunction, synthesize } from "../artifact/cloud-assembly.js";
import { startLambda } from "../artifact/lambda-process.js";
import { createSandbox, ensureNode, type NodeBinary, REPO_ROOT, type Sandbox } from "../artifact/sandbox.js";
import { positiveInt } from "./numbers.js";
import type { BenchCheck, BenchSection, MetricRow } from "./types.js";

const execFileAsync = promisify(execFile);

/** The last commit of the previous layout (before per-function composition roots and code splitting). */
const BASELINE_COMMIT = process.env.BENCH_BASELINE ?? "6a59ad9";
const WORK = join(REPO_ROOT, ".local", "bench-bundles");
const API_LOAD_TARGET_MS = 300;
const WORKER_SIZE_TARGET = 1024 * 1024;
/** Functions that run the trust pipeline: the size target is for the others. */
const RUNS_TRUST = new Set(["Api/Function", "Mail/InboundFunction"]);

async function folderBytes(dir: string): Promise<{ code: number; maps: number; entry: number }> {
  let code = 0;
  let maps = 0;
  let entry = 0;
  for (const name of await readdir(dir, { recursive: true })) {
    const path = join(dir, String(name));
    const info = await stat(path);
    if (!info.isFile()) continue;
    if (path.endsWith(".map")) maps += info.size;
    else code += info.size;
    if (String(name) === "index.mjs") entry = info.size;
  }
  return { code, maps, entry };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Cold module-load time: a fresh process per run, the bundle imported once, nothing invoked. */
async function loadTimes(
  fn: AssemblyFunction,
  sandbox: Sandbox,
  node: NodeBinary,
  runs: number,
  nodeOptions: string,
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const proc = await startLambda({
      fn,
      sandbox,
      node,
      environment: { NODE_OPTIONS: nodeOptions, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
      accessKeyId: "AKIABENCH",
      taskName: `bench-${i}-${Math.random().toString(36).slice(2, 8)}`,
    });
    times.push(proc.loadMs);
    await proc.stop();
  }
  return median(times);
}

/** The previous layout's bundle of one entry: that commit's source, bundled whole as NodejsFunction did. */
async function baselineBundle(source: string, entry: string, outdir: string): Promise<boolean> {
  if (!existsSync(join(source, entry))) return false;
  await build({
    entryPoints: [join(source, entry)],
    outfile: join(outdir, "index.mjs"),
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node22",
    mainFields: ["module", "main"],
    external: ["@aws-sdk/*"],
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    // The only change from how it was deployed: without it, none of these bundles loads.
    alias: { "css-tree": "css-tree/dist/csstree.esm" },
    banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
    logLevel: "error",
  });
  return true;
}

async function baselineSource(): Promise<string> {
  const dir = join(WORK, "baseline-src");
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  // The commit's files only (git archive): its imports resolve through this repository's node_modules.
  const { stdout } = await execFileAsync("git", ["archive", "--format=tar", BASELINE_COMMIT, "shared", "functions"], {
    cwd: REPO_ROOT,
    encoding: "buffer",
    maxBuffer: 256 * 1024 * 1024,
  });
  await new Promise<void>((resolve, reject) => {
    const tar = execFile("tar", ["-x", "-C", dir], (error) => (error ? reject(error) : resolve()));
    tar.stdin?.end(stdout);
  });
  await symlink(join(REPO_ROOT, "node_modules"), join(dir, "node_modules"));
  return dir;
}

const kb = (bytes: number) => Math.round(bytes / 1024);

export const bundlesSection: BenchSection = {
  name: "bundles",
  description: `each function's bundle from cdk synth: size and cold load time, beside the layout of ${BASELINE_COMMIT}`,
  async run(ctx) {
    const runs = positiveInt("BENCH_LOAD_RUNS", 5);
    await rm(WORK, { recursive: true, force: true });
    ctx.log("  synthesizing the stack (cdk synth)…");
    const assembly = await synthesize(join(WORK, "cdk.out"));
    const node = await ensureNode(assembly.functions[0].nodeMajor);
    if (node.fallback) ctx.log(`  warning: ${node.fallback}; timing with this machine's Node ${node.version}`);
    const source = await baselineSource();
    const sandbox = await createSandbox();
    const rows: MetricRow[] = [];
    const checks: BenchCheck[] = [];
    try {
      for (const fn of assembly.functions) {
        ctx.log(`  ${fn.name}…`);
        const size = await folderBytes(fn.assetDir);
        const withMaps = await loadTimes(fn, sandbox, node, runs, "--enable-source-maps");
        const withoutMaps = await loadTimes(fn, sandbox, node, runs, "");
        const row: MetricRow = {
          name: fn.name,
          entryKb: kb(size.entry),
          codeKb: kb(size.code),
          mapsKb: kb(size.maps),
          loadMs: withMaps,
          loadNoMapsMs: withoutMaps,
        };
        const baselineDir = join(WORK, "baseline", fn.logicalId);
        if (fn.entry && (await baselineBundle(source, fn.entry, baselineDir))) {
          const before = await folderBytes(baselineDir);
          row.beforeCodeKb = kb(before.code);
          row.beforeLoadMs = await loadTimes(
            { ...fn, assetDir: baselineDir },
            sandbox,
            node,
            runs,
            "--enable-source-maps",
          );
        }
        rows.push(row);
        if (fn.name === "Api/Function") {
          checks.push({
            label: "API function cold module load (with source maps)",
            target: `< ${API_LOAD_TARGET_MS} ms`,
            actual: `${withMaps.toFixed(0)} ms`,
            met: withMaps < API_LOAD_TARGET_MS,
          });
        }
        if (!RUNS_TRUST.has(fn.name)) {
          checks.push({
            label: `${fn.name} bundle (all code, no maps)`,
            target: "< 1024 KB",
            actual: `${kb(size.code)} KB`,
            met: size.code < WORKER_SIZE_TARGET,
          });
        }
      }
    } finally {
      await sandbox.dispose();
    }
    return {
      rows: [],
      checks,
      metrics: {
        columns: [
          { key: "entryKb", header: "index.mjs KB", digits: 0 },
          { key: "codeKb", header: "all code KB", digits: 0 },
          { key: "mapsKb", header: "maps KB", digits: 0 },
          { key: "loadMs", header: "load ms", digits: 0 },
          { key: "loadNoMapsMs", header: "load ms, no maps", digits: 0 },
          { key: "beforeCodeKb", header: `${BASELINE_COMMIT} KB`, digits: 0 },
          { key: "beforeLoadMs", header: `${BASELINE_COMMIT} load ms`, digits: 0 },
        ],
        rows,
      },
    };
  },
};
