// `trust`: the trust pipeline alone, on ONE core: computeTrust runs in this process, one message at a time, no
// concurrency. Two corpora are built from the labelled corpus in test/fixtures/trust/: every fixture is rebuilt as
// valid MIME (its own headers kept, its body re-encoded by nodemailer's MailComposer with the same text, HTML and
// attachments) with realistic newsletter-style filler paragraphs (and a few links) added to the text and HTML
// bodies until the message is ~10 KB, or ~200 KB. Each copy's filler differs, so every message is distinct and the
// classifier (cachedClassifier over a cache of ONE entry, as in production but without hits) never serves a
// cached verdict; the section checks that no result was cached.
// Two figures per size, each after a warm-up: "pipeline alone" (messages parsed once, outside the timed loop; the
// loop times computeTrust only) and "parse + pipeline" (parseMessage + computeTrust from the raw bytes), each as
// throughput, mean, p50 / p99 per message, and CPU ms per message (this process's CPU time over the loop, the
// figure to compare on a shared machine).
// Then SpamAssassin (Debian's package; installed with apt-get when missing and we are root) scores the same
// messages, local tests only (-L, no network), Bayes auto-learning off, in ONE long-running process per run over an
// mbox: its throughput excludes the one-time startup (rule compilation) by timing a run over N messages and a run
// over 1 message and dividing the difference by N − 1. Ratio = ours ÷ SpamAssassin, target ≥ 10× (checked on
// parse + pipeline, the same work SpamAssassin does from raw bytes; the pipeline-alone ratio is in the table).
// Env: BENCH_TRUST_SMALL (10 KB messages timed, default 1000), BENCH_TRUST_LARGE (200 KB, default 200),
//   BENCH_TRUST_SA_SMALL / BENCH_TRUST_SA_LARGE (messages SpamAssassin scores, default 200 / 30),
//   BENCH_TRUST_SKIP_SA=1 to skip SpamAssassin.
import { spawn, spawnSync } from "node:child_process";
import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import MailComposer from "nodemailer/lib/mail-composer";
import { type ParsedMessage, parseMessage } from "../../shared/mime/parse.js";
import { offlineTrust } from "../../shared/platform/trust.js";
import type { TrustDeps } from "../../shared/ports/trust.js";
import { computeTrust, type TrustInput, trustInputFor } from "../../shared/trust/pipeline.js";
import { percentile, positiveInt, round } from "./numbers.js";
import type { BenchCheck, BenchContext, BenchSection, MetricColumn, MetricRow, SectionResult } from "./types.js";

const FIXTURES = fileURLToPath(new URL("../../test/fixtures/trust/", import.meta.url));
const TARGET_RATIO = 10;
const WARMUP_MESSAGES = 100;

// ---- building the corpora ----

const SENTENCES = [
  "Our team spent the last quarter rebuilding the reporting pipeline so that weekly figures arrive before Monday's standup.",
  "Thanks to everyone who joined the community call on Thursday; the recording and the slides are now on the wiki.",
  "The new pricing tiers take effect at the start of next month, and existing annual plans keep their current rate until renewal.",
  "We are hiring two backend engineers and a product designer in the Lisbon office; referrals are very welcome.",
  "A reminder that the office will be closed on the public holiday, and support will answer tickets with a short delay.",
  "This week's deep dive looks at how small teams can run incident reviews without turning them into blame sessions.",
  "Several readers asked about the migration guide, so we added a section on rolling back a partial upgrade safely.",
  "The quarterly survey closes on Friday; it takes about five minutes and every answer is read by the product team.",
  "In the long read, a logistics company explains how it cut delivery times by rearranging its regional warehouses.",
  "Attendance at the spring meetup doubled compared with last year, and the venue has already been booked for autumn.",
  "Customer stories remain our most-read section, so please reply to this email if you would like to be featured.",
  "The documentation site now has a search bar that understands code snippets as well as plain English questions.",
  "We fixed the bug that caused exported spreadsheets to lose their column widths when opened on older versions.",
  "Next month we will publish the results of the accessibility audit along with the list of improvements it led to.",
  "If you manage a shared calendar, the new permission settings let you hide event details from guests by default.",
  "Our partners in the education programme reported that students finished the course faster with the new exercises.",
];
const HEADLINES = [
  "Product update",
  "From the community",
  "Engineering notes",
  "Events and meetups",
  "Customer stories",
  "Worth reading",
  "Around the office",
  "Tips and tricks",
];

/** Deterministic pseudo-random sequence (xorshift32) so a seed always produces the same filler. */
function rng(seed: number): () => number {
  let x = (seed * 2654435761) >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

interface Paragraph {
  headline: string;
  body: string;
  link?: string;
}

function paragraphs(count: number, seed: number): Paragraph[] {
  const next = rng(seed);
  return Array.from({ length: count }, (_, i) => {
    const sentences = Array.from({ length: 3 + (next() % 3) }, () => SENTENCES[next() % SENTENCES.length]);
    return {
      headline: `${HEADLINES[next() % HEADLINES.length]} (issue ${seed}, item ${i + 1})`,
      body: sentences.join(" "),
      link: i % 3 === 0 ? `https://news.example.org/issues/${seed}/items/${i + 1}` : undefined,
    };
  });
}

/** Wraps prose at ~72 columns so the text part stays 7bit / cheap quoted-printable. */
function wrap(text: string): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + word.length + 1 > 72) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join("\n");
}

function paddedText(text: string, extra: Paragraph[]): string {
  const blocks = extra.map((p) => `${p.headline}\n\n${wrap(p.body)}${p.link ? `\nRead more: ${p.link}` : ""}`);
  return [text.trimEnd(), ...blocks].join("\n\n");
}

function paddedHtml(html: string, extra: Paragraph[]): string {
  const blocks = extra
    .map(
      (p) =>
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:16px 24px;font-family:Helvetica,Arial,sans-serif;color:#333333">\n` +
        `<h2 style="font-size:18px;margin:0 0 8px">${p.headline}</h2>\n<p style="font-size:14px;line-height:1.5;margin:0">\n${wrap(p.body)}\n</p>\n` +
        (p.link
          ? `<p style="margin:8px 0 0"><a href="${p.link}" style="color:#1a73e8">Read the full story</a></p>\n`
          : "") +
        `</td></tr></table>`,
    )
    .join("\n");
  const at = html.search(/<\/body>/i);
  return at >= 0 ? `${html.slice(0, at)}${blocks}\n${html.slice(at)}` : `${html}\n${blocks}`;
}

/** Header lines of a raw message (folded lines kept with their field), and the offset where the body starts. */
function splitHeaders(raw: string): { fields: string[]; bodyStart: number } {
  const match = /\r?\n\r?\n/.exec(raw);
  const end = match ? match.index : raw.length;
  const fields: string[] = [];
  for (const line of raw.slice(0, end).split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && fields.length) fields[fields.length - 1] += `\r\n${line}`;
    else if (line) fields.push(line);
  }
  return { fields, bodyStart: match ? match.index + match[0].length : raw.length };
}

const MIME_FIELD = /^(content-[a-z-]*|mime-version)\s*:/i;

interface Fixture {
  file: string;
  headers: string[];
  parsed: ParsedMessage;
}

/** The fixture's own headers (minus the MIME ones) over a body MailComposer builds from its parts plus filler. */
async function compose(fixture: Fixture, extra: Paragraph[]): Promise<Buffer> {
  const { parsed } = fixture;
  const hasHtml = parsed.html !== undefined;
  const built = await new MailComposer({
    text: parsed.text !== undefined || !hasHtml ? paddedText(parsed.text ?? "", extra) : undefined,
    html: hasHtml ? paddedHtml(parsed.html ?? "", extra) : undefined,
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      contentDisposition: a.contentDisposition,
      cid: a.contentId,
      content: a.content,
    })),
  })
    .compile()
    .build();
  const body = built.toString("latin1");
  const { fields, bodyStart } = splitHeaders(body);
  const mime = fields.filter((f) => MIME_FIELD.test(f));
  return Buffer.concat([
    Buffer.from([...fixture.headers, ...mime].join("\r\n"), "latin1"),
    Buffer.from("\r\n\r\n", "latin1"),
    built.subarray(Buffer.byteLength(body.slice(0, bodyStart), "latin1")),
  ]);
}

/** A copy of the fixture padded with `seed`'s filler to about `target` bytes. */
async function padded(fixture: Fixture, target: number, seed: number): Promise<Buffer> {
  const bare = (await compose(fixture, [])).length;
  if (bare >= target) return compose(fixture, paragraphs(1, seed));
  const probe = 8;
  const perParagraph = ((await compose(fixture, paragraphs(probe, seed))).length - bare) / probe;
  let count = Math.max(1, Math.round((target - bare) / perParagraph));
  let mail = await compose(fixture, paragraphs(count, seed));
  // One correction step: paragraphs vary in length; land within a paragraph of the target.
  const off = Math.round((target - mail.length) / perParagraph);
  if (off !== 0) {
    count = Math.max(1, count + off);
    mail = await compose(fixture, paragraphs(count, seed));
  }
  return mail;
}

async function loadFixtures(): Promise<Fixture[]> {
  const manifest = JSON.parse(await readFile(join(FIXTURES, "manifest.json"), "utf8")) as Array<{ file: string }>;
  return Promise.all(
    manifest.map(async ({ file }) => {
      const raw = await readFile(join(FIXTURES, file));
      const { fields } = splitHeaders(raw.toString("latin1"));
      return { file, headers: fields.filter((f) => !MIME_FIELD.test(f)), parsed: await parseMessage(raw) };
    }),
  );
}

/** `count` distinct messages of ~`target` bytes, cycling over the fixtures; seeds start at `firstSeed`. */
async function corpus(fixtures: Fixture[], target: number, count: number, firstSeed: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (let i = 0; i < count; i++) out.push(await padded(fixtures[i % fixtures.length], target, firstSeed + i));
  return out;
}

// ---- our pipeline ----

function trustInput(raw: Buffer, parsed: ParsedMessage): TrustInput {
  return trustInputFor(raw, parsed, { ownDomains: ["agents.localhost"], now: new Date() });
}

interface Timing {
  messages: number;
  seconds: number;
  cachedHits: number;
  /** Milliseconds per message, in order. */
  perMessageMs: number[];
  /** CPU seconds of this process over the loop (the machine may be shared: wall time also measures the neighbours). */
  cpuSeconds: number;
}

function cpuSeconds(since?: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1e6;
}

async function timePipeline(deps: TrustDeps, inputs: TrustInput[]): Promise<Timing> {
  let cachedHits = 0;
  const perMessageMs: number[] = [];
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  for (const input of inputs) {
    const at = performance.now();
    const { report } = await computeTrust(deps, input);
    perMessageMs.push(performance.now() - at);
    if (report.classification?.cached) cachedHits++;
  }
  const seconds = (performance.now() - started) / 1000;
  return { messages: inputs.length, seconds, cachedHits, perMessageMs, cpuSeconds: cpuSeconds(cpuStart) };
}

async function timeParseAndPipeline(deps: TrustDeps, raws: Buffer[]): Promise<Timing> {
  let cachedHits = 0;
  const perMessageMs: number[] = [];
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  for (const raw of raws) {
    const at = performance.now();
    const { report } = await computeTrust(deps, trustInput(raw, await parseMessage(raw)));
    perMessageMs.push(performance.now() - at);
    if (report.classification?.cached) cachedHits++;
  }
  const seconds = (performance.now() - started) / 1000;
  return { messages: raws.length, seconds, cachedHits, perMessageMs, cpuSeconds: cpuSeconds(cpuStart) };
}

// ---- SpamAssassin ----

function onPath(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/** Makes `spamassassin` available or says why not (undefined = available). */
function ensureSpamAssassin(log: (message: string) => void): string | undefined {
  if (process.env.BENCH_TRUST_SKIP_SA === "1") return "BENCH_TRUST_SKIP_SA=1";
  if (onPath("spamassassin")) return undefined;
  if (process.platform !== "linux" || process.getuid?.() !== 0 || !onPath("apt-get")) {
    return "`spamassassin` is not on PATH and it cannot be installed here (needs root and apt-get); install Debian's spamassassin package to compare";
  }
  log(
    "  spamassassin not on PATH: installing it (apt-get update && apt-get install -y --no-install-recommends spamassassin)…",
  );
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update"], { stdio: "ignore", env });
  const install =
    update.status === 0
      ? spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "spamassassin"], {
          encoding: "utf8",
          env,
          maxBuffer: 64 * 1024 * 1024,
        })
      : undefined;
  if (install?.status !== 0 || !onPath("spamassassin")) {
    const why = install ? install.stderr.trim().split("\n").slice(-1)[0] : `apt-get update exited ${update.status}`;
    return `installing spamassassin with apt-get failed (${why})`;
  }
  return undefined;
}

/** mboxrd: a "From " separator per message, LF line ends, body lines starting with ">*From " get one more ">". */
function mbox(messages: Buffer[]): string {
  return messages
    .map((m) => {
      const text = m
        .toString("latin1")
        .replace(/\r\n/g, "\n")
        .replace(/^(>*From )/gm, ">$1");
      return `From bench@example.org Thu Jan  1 00:00:00 2026\n${text}${text.endsWith("\n") ? "" : "\n"}\n`;
    })
    .join("");
}

/** One `spamassassin -L --mbox` process over the messages: wall seconds, and how many it scored. */
async function spamAssassinRun(
  dir: string,
  name: string,
  messages: Buffer[],
): Promise<{ seconds: number; scored: number }> {
  const file = join(dir, `${name}.mbox`);
  await writeFile(file, mbox(messages), "latin1");
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // HOME points at the scratch folder so the run neither reads nor writes the user's ~/.spamassassin.
    const child = spawn("spamassassin", ["-L", "--mbox", "--cf=bayes_auto_learn 0"], {
      env: { ...process.env, HOME: dir },
      stdio: ["pipe", "pipe", "pipe"],
    });
    createReadStream(file).pipe(child.stdin);
    let scored = 0;
    let tail = "";
    let stderr = "";
    child.stdout.setEncoding("latin1");
    child.stdout.on("data", (chunk: string) => {
      const text = tail + chunk;
      scored += text.match(/^X-Spam-Status: /gm)?.length ?? 0;
      tail = text.slice(Math.max(0, text.lastIndexOf("\n")));
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    child.on("error", reject);
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) reject(new Error(`spamassassin exited ${code}: ${stderr.trim()}`));
      else resolve({ seconds, scored });
    });
  });
}

/** Per-message seconds excluding startup: (T(N) − T(1)) / (N − 1), the single-message run taken best of two. */
async function spamAssassinThroughput(dir: string, name: string, messages: Buffer[], log: (m: string) => void) {
  const one = Math.min(
    (await spamAssassinRun(dir, `${name}-1a`, messages.slice(0, 1))).seconds,
    (await spamAssassinRun(dir, `${name}-1b`, messages.slice(0, 1))).seconds,
  );
  const all = await spamAssassinRun(dir, `${name}-n`, messages);
  if (all.scored !== messages.length) {
    throw new Error(`spamassassin scored ${all.scored} of ${messages.length} messages in the ${name} mbox`);
  }
  const perMessage = (all.seconds - one) / (messages.length - 1);
  log(
    `  SpamAssassin ${name}: ${messages.length} messages in ${all.seconds.toFixed(2)} s, 1 message in ${one.toFixed(2)} s (startup) → ${(1 / perMessage).toFixed(1)} msgs/s`,
  );
  return { messages: messages.length, totalSeconds: all.seconds, startupSeconds: one, perMessage };
}

// ---- the section ----

interface Size {
  label: string;
  bytes: number;
  count: number;
  saCount: number;
}

async function run(ctx: BenchContext): Promise<SectionResult> {
  const sizes: Size[] = [
    { label: "~10 KB", bytes: 10 * 1024, count: positiveInt("BENCH_TRUST_SMALL", 1000), saCount: 0 },
    { label: "~200 KB", bytes: 200 * 1024, count: positiveInt("BENCH_TRUST_LARGE", 200), saCount: 0 },
  ];
  sizes[0].saCount = Math.max(2, Math.min(sizes[0].count, positiveInt("BENCH_TRUST_SA_SMALL", 200)));
  sizes[1].saCount = Math.max(2, Math.min(sizes[1].count, positiveInt("BENCH_TRUST_SA_LARGE", 30)));

  const fixtures = await loadFixtures();
  // A cache of one entry: the production code path (hashing, lookup, store) but no hits, every message differs.
  // A cache of one entry: the cache wrapper runs as in production, but distinct messages never hit it.
  const deps = offlineTrust(1);
  ctx.log(
    `  one core: computeTrust sequentially in this process (Node ${process.version}); classifier cache of 1 entry, every message distinct`,
  );

  const rows: MetricRow[] = [];
  const checks: BenchCheck[] = [];
  const corpora: Array<{ size: Size; raws: Buffer[]; alone: Timing; full: Timing }> = [];
  for (const [index, size] of sizes.entries()) {
    const seedBase = (index + 1) * 1_000_000;
    const warmup = await corpus(fixtures, size.bytes, Math.min(WARMUP_MESSAGES, size.count), seedBase + 500_000);
    const raws = await corpus(fixtures, size.bytes, size.count, seedBase);
    const meanKb = raws.reduce((n, r) => n + r.length, 0) / raws.length / 1024;
    ctx.log(
      `  ${size.label}: built ${raws.length} messages (mean ${meanKb.toFixed(1)} KB) from ${fixtures.length} fixtures`,
    );
    for (const raw of warmup) await parseMessage(raw).then((p) => computeTrust(deps, trustInput(raw, p)));
    const inputs: TrustInput[] = [];
    for (const raw of raws) inputs.push(trustInput(raw, await parseMessage(raw)));
    const alone = await timePipeline(deps, inputs);
    const full = await timeParseAndPipeline(deps, raws);
    corpora.push({ size, raws, alone, full });
    for (const [what, t] of [
      ["pipeline alone (pre-parsed)", alone],
      ["parse + pipeline", full],
    ] as const) {
      rows.push({
        name: `${what}, ${size.label}`,
        messages: t.messages,
        sizeKb: round(meanKb, 1),
        perSecond: round(t.messages / t.seconds, 1),
        meanMs: round((1000 * t.seconds) / t.messages, 3),
        p50Ms: round(percentile(t.perMessageMs, 50), 3),
        p99Ms: round(percentile(t.perMessageMs, 99), 3),
        cpuMs: round((1000 * t.cpuSeconds) / t.messages, 3),
        ratio: "",
        note: t.cachedHits ? `${t.cachedHits} cache hits!` : "0 cache hits",
      });
    }
    checks.push({
      label: `classifier cache hits, ${size.label}`,
      target: "0 (every message classified)",
      actual: String(alone.cachedHits + full.cachedHits),
      met: alone.cachedHits + full.cachedHits === 0,
    });
  }

  const skipped = ensureSpamAssassin(ctx.log);
  if (skipped) {
    ctx.log(`  SpamAssassin SKIPPED: ${skipped}. Pipeline figures only; no ratio.`);
    rows.push({ name: "SpamAssassin", note: `skipped: ${skipped}` });
    checks.push({
      label: "ours ÷ SpamAssassin",
      target: `≥ ${TARGET_RATIO}×`,
      actual: `not measured (${skipped})`,
      met: false,
    });
  } else {
    const version = spawnSync("spamassassin", ["-V"], { encoding: "utf8" }).stdout.split("\n")[0]?.trim();
    ctx.log(
      `  ${version}: spamassassin -L --mbox --cf='bayes_auto_learn 0', one process per run; throughput = (N − 1) / (T(N) − T(1)), excluding startup`,
    );
    const dir = await mkdtemp(join(tmpdir(), "bench-trust-sa-"));
    try {
      for (const { size, raws, alone, full } of corpora) {
        const sa = await spamAssassinThroughput(
          dir,
          size.label.replace(/\W/g, ""),
          raws.slice(0, size.saCount),
          ctx.log,
        );
        const saRate = 1 / sa.perMessage;
        const meanKb = raws.slice(0, size.saCount).reduce((n, r) => n + r.length, 0) / size.saCount / 1024;
        rows.push({
          name: `SpamAssassin -L, ${size.label}`,
          messages: sa.messages,
          sizeKb: round(meanKb, 1),
          perSecond: round(saRate, 1),
          meanMs: round(1000 * sa.perMessage, 3),
          ratio: "",
          note: `startup ${sa.startupSeconds.toFixed(2)} s excluded`,
        });
        const fullRate = full.messages / full.seconds;
        const aloneRate = alone.messages / alone.seconds;
        for (const row of rows) {
          if (row.name === `parse + pipeline, ${size.label}`) row.ratio = `${(fullRate / saRate).toFixed(1)}×`;
          if (row.name === `pipeline alone (pre-parsed), ${size.label}`)
            row.ratio = `${(aloneRate / saRate).toFixed(1)}×`;
        }
        checks.push({
          label: `ours (parse + pipeline) ÷ SpamAssassin, ${size.label}`,
          target: `≥ ${TARGET_RATIO}×`,
          actual: `${(fullRate / saRate).toFixed(1)}× (${fullRate.toFixed(1)} vs ${saRate.toFixed(1)} msgs/s; pipeline alone ${(aloneRate / saRate).toFixed(1)}×)`,
          met: fullRate / saRate >= TARGET_RATIO,
        });
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  const columns: MetricColumn[] = [
    { key: "messages", header: "messages", digits: 0 },
    { key: "sizeKb", header: "mean KB", digits: 1 },
    { key: "perSecond", header: "msgs/s", digits: 1 },
    { key: "meanMs", header: "mean ms", digits: 3 },
    { key: "p50Ms", header: "p50 ms", digits: 3 },
    { key: "p99Ms", header: "p99 ms", digits: 3 },
    { key: "cpuMs", header: "CPU ms", digits: 3 },
    { key: "ratio", header: "÷ SpamAssassin" },
    { key: "note", header: "note", align: "left" },
  ];
  return { rows: [], checks, metrics: { columns, rows } };
}

export const trustSection: BenchSection = {
  name: "trust",
  description: "the trust pipeline alone, one core, ~10 KB and ~200 KB messages, against SpamAssassin -L",
  run,
};
