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
// figure to compare on a shared machine), and where the time goes: parsing and each stage (its record's ms).
// Then the reference filters score the same messages as a mail system runs them (scripts/bench/reference-filters.ts):
// rspamd's daemon through HTTP /checkv2 and SpamAssassin's spamd with compiled rules through SPAMC, one message at a
// time on loopback, network checks off, after a warm-up. Targets (issue 13): parse + pipeline at least as fast as
// rspamd on ~10 KB messages and ≥ 250 msgs/s there, ≥ 25 msgs/s on ~200 KB.
// Env: BENCH_TRUST_SMALL (10 KB messages timed, default 1000), BENCH_TRUST_LARGE (200 KB, default 200),
//   BENCH_TRUST_REF_SMALL / BENCH_TRUST_REF_LARGE (messages each reference filter scores, default 300 / 40),
//   BENCH_TRUST_SKIP_REFERENCE=1 to skip the reference filters.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import MailComposer from "nodemailer/lib/mail-composer";
import { type ParsedMessage, parseMessage } from "../../shared/mime/parse.js";
import { offlineTrust } from "../../shared/platform/trust.js";
import type { TrustDeps } from "../../shared/ports/trust.js";
import { computeTrust, type TrustInput, trustInputFor } from "../../shared/trust/pipeline.js";
import { percentile, positiveInt, round, xorshift } from "./numbers.js";
import { type ReferenceFilter, startRspamd, startSpamd } from "./reference-filters.js";
import type { BenchCheck, BenchContext, BenchSection, MetricColumn, MetricRow, SectionResult } from "./types.js";

const FIXTURES = fileURLToPath(new URL("../../test/fixtures/trust/", import.meta.url));
/** Issue 13's targets for parse + pipeline on one core: rspamd's ~250 msgs/s on ~10 KB, and 25 msgs/s on ~200 KB. */
const SMALL_TARGET = 250;
const LARGE_TARGET = 25;
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

interface Paragraph {
  headline: string;
  body: string;
  link?: string;
}

function paragraphs(count: number, seed: number): Paragraph[] {
  const next = xorshift(seed);
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
  /** Milliseconds summed over the messages: parsing, and each stage as its record gives it (ours only). */
  partMs?: Map<string, number>;
}

function addPart(parts: Map<string, number>, name: string, ms: number): void {
  parts.set(name, (parts.get(name) ?? 0) + ms);
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
  const partMs = new Map<string, number>();
  for (const input of inputs) {
    const at = performance.now();
    const { report, stages } = await computeTrust(deps, input);
    perMessageMs.push(performance.now() - at);
    for (const { stage, ms } of stages) addPart(partMs, stage, ms);
    if (report.classification?.cached) cachedHits++;
  }
  const seconds = (performance.now() - started) / 1000;
  return { messages: inputs.length, seconds, cachedHits, perMessageMs, cpuSeconds: cpuSeconds(cpuStart), partMs };
}

async function timeParseAndPipeline(deps: TrustDeps, raws: Buffer[]): Promise<Timing> {
  let cachedHits = 0;
  const perMessageMs: number[] = [];
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const partMs = new Map<string, number>();
  for (const raw of raws) {
    const at = performance.now();
    const parsed = await parseMessage(raw);
    addPart(partMs, "parse", performance.now() - at);
    const { report, stages } = await computeTrust(deps, trustInput(raw, parsed));
    perMessageMs.push(performance.now() - at);
    for (const { stage, ms } of stages) addPart(partMs, stage, ms);
    if (report.classification?.cached) cachedHits++;
  }
  const seconds = (performance.now() - started) / 1000;
  return { messages: raws.length, seconds, cachedHits, perMessageMs, cpuSeconds: cpuSeconds(cpuStart), partMs };
}

// ---- the reference filters ----

/** One filter over messages, one at a time after a warm-up: throughput and per-message latency. */
async function timeReference(filter: ReferenceFilter, warmup: Buffer[], raws: Buffer[]): Promise<Timing> {
  for (const raw of warmup) await filter.check(raw);
  const perMessageMs: number[] = [];
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (const raw of raws) {
    const t = performance.now();
    await filter.check(raw);
    perMessageMs.push(performance.now() - t);
  }
  return {
    messages: raws.length,
    seconds: (performance.now() - started) / 1000,
    perMessageMs,
    cpuSeconds: cpuSeconds(cpu),
    cachedHits: 0,
  };
}

// ---- the section ----

interface Size {
  label: string;
  bytes: number;
  count: number;
  /** Messages each reference filter scores. */
  refCount: number;
}

async function run(ctx: BenchContext): Promise<SectionResult> {
  const sizes: Size[] = [
    { label: "~10 KB", bytes: 10 * 1024, count: positiveInt("BENCH_TRUST_SMALL", 1000), refCount: 0 },
    { label: "~200 KB", bytes: 200 * 1024, count: positiveInt("BENCH_TRUST_LARGE", 200), refCount: 0 },
  ];
  sizes[0].refCount = Math.min(sizes[0].count, positiveInt("BENCH_TRUST_REF_SMALL", 300));
  sizes[1].refCount = Math.min(sizes[1].count, positiveInt("BENCH_TRUST_REF_LARGE", 40));

  const fixtures = await loadFixtures();
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
    // Where a message's time goes (parse + pipeline run): stages without dependencies overlap, so the parts can sum
    // to more than the whole.
    for (const [part, ms] of full.partMs ?? []) {
      rows.push({ name: `  ${part}, ${size.label}`, messages: full.messages, meanMs: round(ms / full.messages, 3) });
    }
    checks.push({
      label: `classifier cache hits, ${size.label}`,
      target: "0 (every message classified)",
      actual: String(alone.cachedHits + full.cachedHits),
      met: alone.cachedHits + full.cachedHits === 0,
    });
  }

  // The targets on our own figures, whatever the reference filters do.
  for (const { size, full } of corpora) {
    const rate = full.messages / full.seconds;
    const floor = size.bytes > 100 * 1024 ? LARGE_TARGET : SMALL_TARGET;
    checks.push({
      label: `parse + pipeline, ${size.label}`,
      target: `≥ ${floor} msgs/s`,
      actual: `${rate.toFixed(1)} msgs/s (CPU ${((1000 * full.cpuSeconds) / full.messages).toFixed(2)} ms per message)`,
      met: rate >= floor,
    });
  }

  if (process.env.BENCH_TRUST_SKIP_REFERENCE === "1") {
    rows.push({ name: "reference filters", note: "skipped (BENCH_TRUST_SKIP_REFERENCE=1)" });
  } else {
    for (const start of [startRspamd, startSpamd]) {
      const filter = await start(ctx.log).catch((error: unknown) => String(error));
      if (typeof filter === "string") {
        ctx.log(`  reference filter SKIPPED: ${filter}`);
        rows.push({ name: start === startRspamd ? "rspamd" : "spamd", note: `skipped: ${filter}` });
        if (start === startRspamd) {
          checks.push({
            label: "ours ÷ rspamd, ~10 KB",
            target: "≥ 1×",
            actual: `not measured (${filter})`,
            met: false,
          });
        }
        continue;
      }
      try {
        ctx.log(`  ${filter.version}: one message at a time on loopback, network checks off`);
        for (const { size, raws, full } of corpora) {
          const sample = raws.slice(0, size.refCount);
          const t = await timeReference(filter, raws.slice(size.refCount, size.refCount + 20), sample);
          const rate = t.messages / t.seconds;
          const meanKb = sample.reduce((n, r) => n + r.length, 0) / sample.length / 1024;
          rows.push({
            name: `${filter.name}, ${size.label}`,
            messages: t.messages,
            sizeKb: round(meanKb, 1),
            perSecond: round(rate, 1),
            meanMs: round((1000 * t.seconds) / t.messages, 3),
            p50Ms: round(percentile(t.perMessageMs, 50), 3),
            p99Ms: round(percentile(t.perMessageMs, 99), 3),
            ratio: "",
            note: filter.version,
          });
          const ours = full.messages / full.seconds;
          const row = rows.find((r) => r.name === `parse + pipeline, ${size.label}`);
          if (row) row.ratio = `${row.ratio ? `${row.ratio}; ` : ""}${(ours / rate).toFixed(2)}× ${filter.name}`;
          if (filter.name === "rspamd") {
            checks.push({
              label: `ours (parse + pipeline) ÷ rspamd, ${size.label}`,
              target: "≥ 1×",
              actual: `${(ours / rate).toFixed(2)}× (${ours.toFixed(1)} vs ${rate.toFixed(1)} msgs/s)`,
              met: ours >= rate,
            });
          }
        }
      } finally {
        await filter.stop();
      }
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
    { key: "ratio", header: "ours ÷ reference" },
    { key: "note", header: "note", align: "left" },
  ];
  return { rows: [], checks, metrics: { columns, rows } };
}

export const trustSection: BenchSection = {
  name: "trust",
  description: "the trust pipeline, one core, ~10 KB and ~200 KB messages, beside rspamd and spamd",
  run,
};
