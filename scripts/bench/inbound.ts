// Mail-path sections, measured in this one process (the handler, the SMTP server and the clients share it):
// `inbound`: SMTP → stored throughput. ~10 KB mails, each with a small PDF attachment, sent over a pooled
//   nodemailer transport to a few inboxes of one organization; wall time from the first send until the
//   messages list API shows all of them, SMTP accept latency per sendMail, DynamoDB calls per stored message.
//   Env: BENCH_INBOUND_MESSAGES (default 300), BENCH_INBOUND_CONCURRENCY (SMTP connections, default 4),
//   BENCH_INBOUND_INBOXES (default 4).
// `latency`: send → received between two local inboxes, BENCH_LATENCY_SAMPLES (default 100) sequential sends.
//   Delivery to a local inbox runs before the send's 201, so the POST's own latency is a lower bound of the
//   end-to-end figure; the other row is t0 before the POST → t1 when the recipient's messages list shows it.
// The local due-job runner polls DynamoDB once a second in the background; its calls land in the counts too.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import { dynamoCallCount } from "../../shared/db/client.js";
import { type BenchAccount, createInbox, inParallel, request, signUp } from "./http.js";
import { percentile, positiveInt, round } from "./numbers.js";
import type { BenchContext, BenchSection, MetricColumn, MetricRow, SectionResult } from "./types.js";

function latencyFigures(samples: readonly number[]) {
  return {
    latencyP50Ms: round(percentile(samples, 50)),
    latencyP99Ms: round(percentile(samples, 99)),
    latencyMaxMs: round(percentile(samples, 100)),
    latencyMeanMs: samples.length ? round(samples.reduce((a, b) => a + b, 0) / samples.length) : Number.NaN,
  };
}

/** Waits until no DynamoDB call has been made for two 100 ms ticks in a row (at most 3 s). */
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

/** Every hidden label too: "stored" means the record exists, whatever the trust layer labelled it. */
const ALL_MESSAGES =
  "include_spam=true&include_blocked=true&include_unauthenticated=true&include_trash=true&include_quarantine=true";

interface ListedMessage {
  message_id: string;
  subject?: string;
  labels?: string[];
  attachments?: Array<{ filename?: string; size?: number }>;
}

/** Messages in an inbox, counted through the list API (limit 500, following next_page_token). */
async function countMessages(baseUrl: string, key: string, inboxId: string): Promise<number> {
  let total = 0;
  let token: string | undefined;
  do {
    const path = `/v0/inboxes/${encodeURIComponent(inboxId)}/messages?limit=500&${ALL_MESSAGES}${
      token ? `&page_token=${encodeURIComponent(token)}` : ""
    }`;
    const res = await request<{ count: number; next_page_token?: string }>(baseUrl, "GET", path, { key });
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${res.text.slice(0, 300)}`);
    total += res.body.count;
    token = res.body.next_page_token;
  } while (token);
  return total;
}

async function newestMessage(
  baseUrl: string,
  key: string,
  inboxId: string,
  query = "",
): Promise<ListedMessage | undefined> {
  const path = `/v0/inboxes/${encodeURIComponent(inboxId)}/messages?limit=1${query ? `&${query}` : ""}`;
  const res = await request<{ messages: ListedMessage[] }>(baseUrl, "GET", path, { key });
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return res.body.messages[0];
}

// ---- inbound ----

const MAIL_BYTES = 10 * 1024;
const ATTACHMENT_BYTES = 1536; // ~2 KB once base64-encoded

/** PDF-looking bytes: a header, random filler, a trailer. */
function pdfLike(size: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", "latin1");
  const tail = Buffer.from("\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n", "latin1");
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length - tail.length)), tail]);
}

/** Plain text of `size` bytes, in lines (quoted-printable would otherwise inflate long ones). */
function filler(size: number, seed: number): string {
  const words = ["agent", "mail", "inbound", "benchmark", "thread", "message", "attachment", "stored", "queue"];
  const lines: string[] = [];
  let length = 0;
  for (let i = seed; length < size; i++) {
    const line = Array.from({ length: 10 }, (_, j) => words[(i * 7 + j * 3) % words.length]).join(" ");
    lines.push(line);
    length += line.length + 2;
  }
  return lines.join("\r\n").slice(0, size);
}

/** One ~10 KB raw message: text sized so that headers + text + the base64 attachment come to MAIL_BYTES. */
async function buildMail(from: string, to: string, subject: string, attachment: Buffer, seed: number) {
  const compose = (text: string) =>
    new MailComposer({
      from,
      to,
      subject,
      text,
      attachments: [{ filename: `report-${seed}.pdf`, contentType: "application/pdf", content: attachment }],
    })
      .compile()
      .build();
  const probe = await compose("");
  return compose(filler(Math.max(0, MAIL_BYTES - probe.length), seed));
}

async function runInbound(ctx: BenchContext): Promise<SectionResult> {
  const messages = positiveInt("BENCH_INBOUND_MESSAGES", 300);
  const concurrency = positiveInt("BENCH_INBOUND_CONCURRENCY", 4);
  const inboxCount = positiveInt("BENCH_INBOUND_INBOXES", 4);
  const warmupMessages = Math.min(20, Math.max(concurrency * 2, 5));

  const tag = randomBytes(4).toString("hex");
  const account = await signUp(ctx.baseUrl, `bench-inbound-${tag}@example.com`);
  const [warmupInbox, ...inboxes] = await inParallel(inboxCount + 1, 5, (i) =>
    createInbox(ctx.baseUrl, account.key, { username: `inbound-${tag}-${i}`, display_name: `Inbound ${i}` }),
  );
  const targets = inboxes.map((inbox) => inbox.inbox_id);
  ctx.log(`  ${targets.length} inboxes (${targets[0]}, …); building ${messages} mails…`);

  const from = `sender-${tag}@example.com`;
  const attachment = pdfLike(ATTACHMENT_BYTES);
  const build = (i: number, to: string) => buildMail(from, to, `Inbound bench ${tag} #${i}`, attachment, i);
  const warmupRaw = await inParallel(warmupMessages, 8, (i) => build(-1 - i, warmupInbox.inbox_id));
  const raws = await inParallel(messages, 8, (i) => build(i, targets[i % targets.length]));
  const rawBytes = Math.round(raws.reduce((a, r) => a + r.length, 0) / raws.length);

  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: ctx.smtpPort,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: concurrency,
  });
  const send = (raw: Buffer, to: string) => transport.sendMail({ envelope: { from, to: [to] }, raw });

  try {
    // Untimed: opens the pooled connections and warms the parse/store path, into an inbox not counted.
    await inParallel(warmupRaw.length, concurrency, (i) => send(warmupRaw[i], warmupInbox.inbox_id));
    await settle();

    ctx.log(`  sending ${messages} × ${rawBytes} B over ${concurrency} SMTP connections to ${targets.length} inboxes…`);
    const acceptMs: number[] = [];
    const failures: string[] = [];
    const before = dynamoCallCount();
    const t0 = performance.now();
    await inParallel(messages, concurrency, async (i) => {
      const started = performance.now();
      try {
        const info = await send(raws[i], targets[i % targets.length]);
        if (info.rejected.length) failures.push(`#${i}: rejected ${info.response}`);
        else acceptMs.push(performance.now() - started);
      } catch (error) {
        failures.push(`#${i}: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    const tAccepted = performance.now();
    const afterSends = dynamoCallCount();

    // Stored = visible through the messages list; poll until every accepted message is there (60 s at most).
    const expected = messages - failures.length;
    let stored = 0;
    let polls = 0;
    const deadline = tAccepted + 60_000;
    for (;;) {
      polls++;
      const counts = await Promise.all(targets.map((id) => countMessages(ctx.baseUrl, account.key, id)));
      stored = counts.reduce((a, b) => a + b, 0);
      if (stored >= expected || performance.now() > deadline) break;
      await sleep(20);
    }
    const tStored = performance.now();
    const afterCount = dynamoCallCount();
    await settle();
    // The pipeline's calls: everything during the sends plus any straggler after the counting, not the counting.
    const dynamoCalls = afterSends - before + (dynamoCallCount() - afterCount);
    if (stored < expected) throw new Error(`only ${stored} of ${expected} accepted messages visible after 60 s`);

    const sample = await newestMessage(ctx.baseUrl, account.key, targets[0], ALL_MESSAGES);
    const attachmentStored = sample?.attachments?.length === 1;
    if (failures.length) ctx.log(`  ${failures.length} sends failed, e.g. ${failures.slice(0, 3).join("; ")}`);
    ctx.log(
      `  sample ${sample?.message_id}: labels ${JSON.stringify(sample?.labels)}, attachments ${JSON.stringify(sample?.attachments?.map((a) => a.filename))}`,
    );

    const wallSeconds = (tStored - t0) / 1000;
    const row: MetricRow = {
      name: "SMTP → stored",
      messages,
      stored,
      failed: failures.length,
      errorRate: round(failures.length / messages, 4),
      concurrency,
      inboxes: targets.length,
      rawBytesPerMessage: rawBytes,
      attachmentBytes: attachment.length,
      wallSeconds: round(wallSeconds, 3),
      sendSeconds: round((tAccepted - t0) / 1000, 3),
      messagesPerSecond: round(stored / wallSeconds, 1),
      countPolls: polls,
      smtpAcceptP50Ms: round(percentile(acceptMs, 50)),
      smtpAcceptP99Ms: round(percentile(acceptMs, 99)),
      smtpAcceptMaxMs: round(percentile(acceptMs, 100)),
      dynamoCalls,
      dynamoCallsPerMessage: stored ? round(dynamoCalls / stored, 2) : Number.NaN,
    };
    const columns: MetricColumn[] = [
      { key: "messagesPerSecond", header: "msg/s" },
      { key: "wallSeconds", header: "wall s", digits: 2 },
      { key: "stored", header: "stored", digits: 0 },
      { key: "failed", header: "failed", digits: 0 },
      { key: "concurrency", header: "conns", digits: 0 },
      { key: "rawBytesPerMessage", header: "bytes/msg", digits: 0 },
      { key: "smtpAcceptP50Ms", header: "accept p50 ms" },
      { key: "smtpAcceptP99Ms", header: "accept p99 ms" },
      { key: "dynamoCalls", header: "DynamoDB calls", digits: 0 },
      { key: "dynamoCallsPerMessage", header: "DynamoDB/msg", digits: 2 },
    ];
    return {
      rows: [],
      metrics: { columns, rows: [row] },
      checks: [
        {
          label: "every accepted message stored, with its attachment",
          target: `${expected} visible in the messages list, sample has 1 attachment`,
          actual: `${stored} visible; sample attachments: ${sample?.attachments?.length ?? 0}`,
          met: stored === expected && attachmentStored,
        },
      ],
    };
  } finally {
    transport.close();
  }
}

// ---- latency ----

async function runLatency(ctx: BenchContext): Promise<SectionResult> {
  const samples = positiveInt("BENCH_LATENCY_SAMPLES", 100);
  const pollMs = 5;
  const tag = randomBytes(4).toString("hex");
  const account: BenchAccount = await signUp(ctx.baseUrl, `bench-latency-${tag}@example.com`);
  const sender = await createInbox(ctx.baseUrl, account.key, { username: `lat-a-${tag}`, display_name: "Latency A" });
  const recipient = await createInbox(ctx.baseUrl, account.key, {
    username: `lat-b-${tag}`,
    display_name: "Latency B",
  });
  const sendPath = `/v0/inboxes/${encodeURIComponent(sender.inbox_id)}/messages/send`;
  const text = filler(2048, 1);

  let postDynamoCalls = 0;
  /** Sends one and returns [POST ms, visible ms, polls]; visible = t0 → the recipient's newest message is it. */
  const once = async (subject: string): Promise<[number, number, number]> => {
    const callsBefore = dynamoCallCount();
    const t0 = performance.now();
    const res = await request(ctx.baseUrl, "POST", sendPath, {
      key: account.key,
      body: { to: recipient.inbox_id, subject, text },
    });
    const tPost = performance.now();
    postDynamoCalls += dynamoCallCount() - callsBefore;
    if (res.status !== 201) throw new Error(`POST ${sendPath} answered ${res.status}: ${res.text.slice(0, 300)}`);
    for (let polls = 1; ; polls++) {
      const newest = await newestMessage(ctx.baseUrl, account.key, recipient.inbox_id);
      if (newest?.subject === subject) return [tPost - t0, performance.now() - t0, polls];
      if (performance.now() - t0 > 10_000) {
        throw new Error(
          `"${subject}" not in ${recipient.inbox_id}'s messages list after 10 s (newest: ${newest?.subject})`,
        );
      }
      await sleep(pollMs);
    }
  };

  for (let i = 0; i < 10; i++) await once(`Latency warm-up ${tag} #${i}`);
  await settle();

  ctx.log(`  ${samples} sequential sends ${sender.inbox_id} → ${recipient.inbox_id}…`);
  const postMs: number[] = [];
  const visibleMs: number[] = [];
  let pollsTotal = 0;
  let firstPollHits = 0;
  postDynamoCalls = 0;
  const before = dynamoCallCount();
  const started = performance.now();
  for (let i = 0; i < samples; i++) {
    const [post, visible, polls] = await once(`Latency ${tag} #${i}`);
    postMs.push(post);
    visibleMs.push(visible);
    pollsTotal += polls;
    if (polls === 1) firstPollHits++;
  }
  const elapsed = (performance.now() - started) / 1000;
  await settle();
  const dynamoCalls = dynamoCallCount() - before;

  const columns: MetricColumn[] = [
    { key: "samples", header: "samples", digits: 0 },
    { key: "latencyP50Ms", header: "p50 ms" },
    { key: "latencyP99Ms", header: "p99 ms" },
    { key: "latencyMaxMs", header: "max ms" },
    { key: "latencyMeanMs", header: "mean ms" },
    { key: "dynamoCallsPerSample", header: "DynamoDB/sample", digits: 2 },
    { key: "note", header: "what", align: "left" },
  ];
  const rows: MetricRow[] = [
    {
      name: "POST …/messages/send → 201",
      samples,
      ...latencyFigures(postMs),
      note: "lower bound: the 201 comes after local delivery",
      dynamoCalls: postDynamoCalls,
      dynamoCallsPerSample: round(postDynamoCalls / samples, 2),
      errorRate: 0,
    },
    {
      name: "send → visible to recipient",
      samples,
      ...latencyFigures(visibleMs),
      note: `t0 before the POST → first list (limit=1) showing it; polled every ${pollMs} ms`,
      pollsPerSample: round(pollsTotal / samples, 2),
      visibleOnFirstPoll: firstPollHits,
      sendsPerSecond: round(samples / elapsed, 1),
      dynamoCalls,
      dynamoCallsPerSample: round(dynamoCalls / samples, 2),
      errorRate: 0,
    },
  ];
  ctx.log(
    `  visible on the first poll in ${firstPollHits}/${samples} samples; DynamoDB calls per sample: ${round(postDynamoCalls / samples, 2)} in the POST, ${round(dynamoCalls / samples, 2)} with the polls`,
  );
  return {
    rows: [],
    metrics: { columns, rows },
    checks: [
      {
        label: "local delivery is synchronous (message listed on the first poll after the 201)",
        target: `${samples}/${samples}`,
        actual: `${firstPollHits}/${samples}`,
        met: firstPollHits === samples,
      },
    ],
  };
}

export const inboundSection: BenchSection = {
  name: "inbound",
  description: "SMTP → stored: ~10 KB mails with a PDF attachment over pooled SMTP connections",
  run: runInbound,
};

export const latencySection: BenchSection = {
  name: "latency",
  description: "Send → received between two local inboxes, sequential",
  run: runLatency,
};
