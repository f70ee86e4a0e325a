// `cost`: the cost model, measured. Per 1,000 inbound messages, 1,000 outbound messages and 1,000 API calls: every
// component's units, counted from the real calls the code makes, times us-east-1 list prices (PRICES below).
//
// How it measures (all in this process, against the local service's DynamoDB Local and s3rver):
// - Each unit of work runs as the Lambda that does it on AWS, called the way AWS calls it: the inbound worker with an
//   SQS record holding an SES receipt (after the raw message is put where SES puts it), the API function with an API
//   Gateway proxy event. Fan-out, webhook deliveries and SES delivery reports run in the background as locally
//   always, each timed as its own function (shared/db/metering.ts: AsyncLocalStorage scopes, so the local runtime's
//   own timers are never counted).
// - DynamoDB: every call inside a scenario asks for ReturnConsumedCapacity INDEXES; the units DynamoDB Local
//   reports per table and index are summed (transactions halved: Local reports 4 units per KB, AWS documents 2).
// - S3: the platform's BlobStore is wrapped to count PUT/GET requests and bytes. SQS: the delivery queue is wrapped
//   to count messages (and drops the in-process shortcut, so deliveries read what they read on AWS).
// - Lambda: wall time of each handler call, sequential (one message at a time), × the function's memory read from
//   infra/constructs/*.ts. SES, SNS, SQS polling and API Gateway are counted per message/request by the pipeline's
//   shape (documented in docs/cost.md).
// Env: BENCH_COST_TRUST_MESSAGES (sample of the trust corpora, default 60), BENCH_COST_OUTBOUND (default 30),
// BENCH_COST_API_CALLS (per call type, default 20), BENCH_COST_WEBHOOK (0 to measure inbound without a webhook).
import { randomBytes, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, loadavg } from "node:os";
import { join, relative } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { APIGatewayProxyResult, Context, SQSEvent } from "aws-lambda";
import MailComposer from "nodemailer/lib/mail-composer";
import { blobKeys } from "../../shared/db/blob-keys.js";
import { type ItemRecord, installMeter, Meter, meterScope, runScenario } from "../../shared/db/metering.js";
import type { BlobStore } from "../../shared/ports/blob-store.js";
import type { DeliveryQueue } from "../../shared/ports/delivery-queue.js";
import type { Platform } from "../../shared/ports/platform.js";
import { apiHandler } from "../../shared/routes/api.js";
import { handleInboundQueue } from "../../shared/workers/inbound.js";
import { toProxyEvent } from "../local/http-server.js";
import { REPO_ROOT } from "../local/service.js";
import { createInbox, request, signUp } from "./http.js";
import { percentile, positiveInt, round } from "./numbers.js";
import { fixed, table } from "./table.js";
import type { BenchContext, BenchSection, MetricColumn, MetricRow, SectionResult } from "./types.js";

// ---- prices ----

/**
 * us-east-1 on-demand list prices, USD, without free tiers. Source: the AWS pricing pages named per line
 * (aws.amazon.com/<service>/pricing/), as published in 2025 (DynamoDB after its 2024-11-01 on-demand price cut);
 * copied on 2026-11-26 from those published figures, not fetched live: check them before quoting.
 */
export const PRICES = {
  asOf: "AWS list prices as published in 2025 (us-east-1), copied 2026-11-26",
  /** dynamodb/pricing/on-demand: $0.625 per million write request units (Standard table class). */
  dynamodbWriteUnit: 0.625 / 1e6,
  /** $0.125 per million read request units. */
  dynamodbReadUnit: 0.125 / 1e6,
  /** $0.25 per GB-month (first 25 GB free, ignored); PITR adds $0.20 per GB-month. */
  dynamodbStorageGbMonth: 0.25,
  /** lambda/pricing: Arm, $0.0000133334 per GB-second (first 7.5 billion GB-s a month). */
  lambdaArmGbSecond: 0.0000133334,
  /** $0.20 per million requests. */
  lambdaRequest: 0.2 / 1e6,
  /** s3/pricing: S3 Standard PUT, COPY, POST, LIST $0.005 per 1,000. */
  s3Put: 0.005 / 1000,
  /** GET, SELECT and all other requests $0.0004 per 1,000 (DELETE is free). */
  s3Get: 0.0004 / 1000,
  /** First 50 TB $0.023 per GB-month. */
  s3StorageGbMonth: 0.023,
  /** ses/pricing: receiving, $0.10 per 1,000 emails… */
  sesInboundMessage: 0.1 / 1000,
  /** …plus $0.09 per 1,000 incoming mail chunks of 256 KB (a message of up to 256 KB is one chunk). */
  sesInboundChunk: 0.09 / 1000,
  /** Sending, $0.10 per 1,000 emails… */
  sesOutboundMessage: 0.1 / 1000,
  /** …plus $0.12 per GB of attachments sent. */
  sesOutboundAttachmentGb: 0.12,
  /** sqs/pricing: standard queue, $0.40 per million requests (each 64 KB chunk of a payload is a request). */
  sqsRequest: 0.4 / 1e6,
  /** sns/pricing: $0.50 per million publishes; deliveries to SQS and Lambda are free. */
  snsPublish: 0.5 / 1e6,
  /** api-gateway/pricing: REST APIs, $3.50 per million requests (first 333 million a month). */
  apiGatewayRequest: 3.5 / 1e6,
  /** api-gateway/pricing: WebSocket APIs, $1.00 per million messages (first billion; metered in 32 KB units)… */
  apiGatewayWebSocketMessage: 1.0 / 1e6,
  /** …and $0.25 per million connection minutes. */
  apiGatewayWebSocketConnectionMinute: 0.25 / 1e6,
  /** lambda/pricing: response streaming, $0.008 per GB streamed beyond the first 6 MB of each response. */
  lambdaStreamedGb: 0.008,
  /** ec2/pricing/on-demand (data transfer): out to the internet $0.09 per GB (first 10 TB; 100 GB a month free). */
  dataTransferOutGb: 0.09,
} as const;

const GB = 1024 ** 3;
const SES_CHUNK = 256 * 1024;
/** DynamoDB bills 100 bytes of overhead per stored item (and per index copy). */
const ITEM_OVERHEAD = 100;
/** Target of the issue: all in, SES's own $0.19 included. */
const INBOUND_TARGET_USD = 0.25;

// ---- Lambda memory, as deployed ----

type Fn = "api" | "inbound" | "fan-out" | "webhook-delivery" | "ses-events";

/** Which construct declares each function, so the memory used here is the memory deployed. */
const FUNCTIONS: Record<Fn, { file: string; id: string }> = {
  api: { file: "infra/constructs/api.ts", id: "Function" },
  inbound: { file: "infra/constructs/mail.ts", id: "InboundFunction" },
  "fan-out": { file: "infra/constructs/events.ts", id: "FanOutFunction" },
  "webhook-delivery": { file: "infra/constructs/events.ts", id: "DeliveryFunction" },
  "ses-events": { file: "infra/constructs/mail.ts", id: "SesEventsFunction" },
};

/** `memorySize` of `new ServiceFunction(this, "<id>", { … })`, else ServiceFunction's default. */
function deployedMemoryMb(): Record<Fn, number> {
  const defaults = readFileSync(join(REPO_ROOT, "infra/constructs/function.ts"), "utf8");
  const fallback = Number(/memorySize: props\.memorySize \?\? (\d+)/.exec(defaults)?.[1] ?? Number.NaN);
  const out = {} as Record<Fn, number>;
  for (const [fn, { file, id }] of Object.entries(FUNCTIONS) as Array<[Fn, { file: string; id: string }]>) {
    const source = readFileSync(join(REPO_ROOT, file), "utf8");
    const start = source.indexOf(`new ServiceFunction(this, "${id}"`);
    if (start < 0) throw new Error(`${file} declares no ServiceFunction "${id}"`);
    const block = source.slice(start, source.indexOf("});", start));
    const memory = /memorySize: (\d+)/.exec(block)?.[1];
    out[fn] = memory ? Number(memory) : fallback;
    if (!Number.isFinite(out[fn])) throw new Error(`no memory size for ${fn} in ${file}`);
  }
  return out;
}

// ---- metered adapters ----

/** Counts S3 requests and bytes under the current scenario and function. */
function meteredBlobs(inner: BlobStore, meter: Meter, scope: () => { scenario: string; fn: string } | undefined) {
  const record = (op: "put" | "get" | "delete", key: string, bytes: number) => {
    const s = scope();
    if (s) meter.blobs.push({ ...s, op, key, bytes });
  };
  const store: BlobStore = {
    async put(key, body, contentType) {
      await inner.put(key, body, contentType);
      record("put", key, Buffer.byteLength(body));
    },
    async get(key) {
      const out = await inner.get(key);
      record("get", key, out?.length ?? 0);
      return out;
    },
    async delete(key) {
      await inner.delete(key);
      record("delete", key, 0);
    },
    downloadUrl: (key, options) => inner.downloadUrl(key, options),
    ping: () => inner.ping(),
  };
  return store;
}

/** Counts queued delivery attempts; drops what an SQS message cannot carry, as the SQS adapter does. */
function meteredQueue(
  inner: DeliveryQueue,
  meter: Meter,
  scope: () => { scenario: string; fn: string } | undefined,
): DeliveryQueue {
  return {
    maxDelaySeconds: inner.maxDelaySeconds,
    async send(refs, delaySeconds) {
      const s = scope();
      if (s) meter.queues.push({ ...s, queue: "delivery", messages: refs.length });
      await inner.send(
        refs.map(({ webhookId, deliveryId, attempt }) => ({ webhookId, deliveryId, attempt })),
        delaySeconds,
      );
    },
  };
}

// ---- calling the handlers as AWS does ----

function lambdaContext(name: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: "$LATEST",
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: "1024",
    awsRequestId: randomUUID(),
    logGroupName: "bench",
    logStreamName: "bench",
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

interface ApiResult {
  status: number;
  body: any;
  /** Response bytes as API Gateway returns them. */
  bytes: number;
}

/** The API function called with the proxy event the local HTTP front (and API Gateway) would build. */
/** The API function's handler over the local platform (set when the section runs). */
let localApi: ReturnType<typeof apiHandler>;

async function invokeApi(method: string, path: string, key: string, body?: unknown): Promise<ApiResult> {
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body));
  const headers = [
    "Host",
    "api.bench",
    "Authorization",
    `Bearer ${key}`,
    ...(body === undefined ? [] : ["Content-Type", "application/json"]),
  ];
  const req = {
    url: path,
    method,
    httpVersion: "1.1",
    rawHeaders: headers,
    headers: {},
    socket: { remoteAddress: "127.0.0.1" },
  } as unknown as IncomingMessage;
  const event = toProxyEvent(req, payload, randomUUID());
  const result = (await localApi(event, lambdaContext("api"))) as APIGatewayProxyResult;
  const raw = Buffer.from(result.body ?? "", result.isBase64Encoded ? "base64" : "utf8");
  let parsed: unknown;
  try {
    parsed = raw.length ? JSON.parse(raw.toString("utf8")) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: result.statusCode, body: parsed, bytes: raw.length };
}

/** SES's receipt notification for a stored object, in an SQS record (raw SNS delivery), as the inbound queue has it. */
function sesReceiptEvent(objectKey: string, recipient: string): SQSEvent {
  const notification = {
    notificationType: "Received",
    mail: { source: "sender@bench.example", destination: [recipient] },
    receipt: { recipients: [recipient], action: { type: "S3", bucketName: "bench", objectKey } },
  };
  return {
    Records: [
      {
        messageId: randomUUID(),
        receiptHandle: "bench",
        body: JSON.stringify(notification),
        attributes: {
          ApproximateReceiveCount: "1",
          SentTimestamp: String(Date.now()),
          SenderId: "bench",
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes: {},
        md5OfBody: "",
        eventSource: "aws:sqs",
        eventSourceARN: "arn:aws:sqs:us-east-1:000000000000:inbound",
        awsRegion: "us-east-1",
      },
    ],
  };
}

/** Waits until no metered function (fan-out, delivery, SES report) has run for a few quiet ticks. */
async function drained(meter: Meter): Promise<void> {
  let quiet = 0;
  for (let i = 0; i < 2000 && quiet < 4; i++) {
    await sleep(5);
    quiet = meter.open === 0 ? quiet + 1 : 0;
  }
}

// ---- the mail driven through the pipeline ----

interface MailSample {
  name: string;
  raw: Buffer;
}

function emlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...emlFiles(path));
    else if (name.endsWith(".eml")) out.push(path);
  }
  return out;
}

/** Every parser fixture, an even sample of the trust corpora (benign and attack mail), and mail as it arrives. */
async function corpus(trustSample: number): Promise<MailSample[]> {
  const fixtures = join(REPO_ROOT, "test/fixtures");
  const load = (path: string): MailSample => ({ name: relative(fixtures, path), raw: readFileSync(path) });
  const mail = emlFiles(join(fixtures, "mail")).map(load);
  const trust = readdirSync(fixtures)
    .filter((d) => d.startsWith("trust"))
    .sort()
    .flatMap((d) => emlFiles(join(fixtures, d)));
  const step = Math.max(1, Math.floor(trust.length / trustSample));
  const sampled = trust
    .filter((_, i) => i % step === 0)
    .slice(0, trustSample)
    .map(load);
  return [...mail, ...sampled, ...(await realisticMails())];
}

/** Two thousand made-up words from syllables, so texts have as many distinct words as prose does. */
const VOCABULARY = (() => {
  const syllables = ["ka", "ten", "ro", "mi", "sul", "de", "pa", "vin", "lo", "tra", "ne", "shi", "mor", "ba", "el"];
  // Word i spells i + 15 in base 15, one syllable per digit: distinct by construction.
  return Array.from({ length: 2000 }, (_, i) => {
    let word = "";
    for (let n = i + 15; n > 0; n = Math.floor(n / 15)) word = syllables[n % 15] + word;
    return word;
  });
})();

/** Prose-like filler: words drawn with Zipf's law (s = 1), so a 1,500-byte text has about 130 distinct words. */
function words(bytes: number, seed: number): string {
  let state = seed * 2654435761 + 1;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  // Inverse of the Zipf CDF, approximated by the harmonic number H(n) ≈ ln n + 0.5772.
  const harmonic = Math.log(VOCABULARY.length) + 0.5772;
  const draw = () => VOCABULARY[Math.min(VOCABULARY.length - 1, Math.floor(Math.exp(random() * harmonic - 0.5772)))];
  const lines: string[] = [];
  let length = 0;
  while (length < bytes) {
    const line = `${Array.from({ length: 11 }, draw).join(" ")}.`;
    lines.push(line);
    length += line.length + 2;
  }
  return lines.join("\r\n");
}

const b64 = (bytes: number) => randomBytes(bytes).toString("base64");
const fold = (value: string) => value.replace(/(.{76})/g, "$1\r\n\t");

/**
 * What SES puts above every message it stores: its Received header, spam and virus verdicts, SPF and
 * authentication results, the receipt and its signature (about 1.8 KB). The inbound worker reads that object.
 */
function sesHeaders(raw: Buffer, recipient: string): Buffer {
  const head = raw.subarray(0, 16 * 1024).toString("latin1");
  const from = /^From:.*?([^\s<>"]+@[^\s<>"]+)/im.exec(head)?.[1] ?? "sender@unknown.example";
  const domain = from.split("@")[1];
  const date = new Date().toUTCString().replace("GMT", "+0000");
  const spf = `spfCheck: domain of ${domain} designates 209.85.221.41 as permitted sender`;
  const lines = [
    `Return-Path: <${from}>`,
    `Received: from mail-wr1-f41.google.com (mail-wr1-f41.google.com [209.85.221.41])\r\n by inbound-smtp.us-east-1.amazonaws.com with SMTP id ${randomBytes(16).toString("hex")}\r\n for ${recipient}; ${date}`,
    "X-SES-Spam-Verdict: PASS",
    "X-SES-Virus-Verdict: PASS",
    `Received-SPF: pass (${spf}) client-ip=209.85.221.41; envelope-from=${from}; helo=mail-wr1-f41.google.com;`,
    `Authentication-Results: amazonses.com;\r\n spf=pass (${spf}) client-ip=209.85.221.41; envelope-from=${from}; helo=mail-wr1-f41.google.com;\r\n dkim=pass header.i=@${domain};\r\n dmarc=pass header.from=${domain};`,
    `X-SES-RECEIPT: ${fold(b64(420))}`,
    `X-SES-DKIM-SIGNATURE: a=rsa-sha256; q=dns/txt; b=${fold(b64(256))}; c=relaxed/simple; s=6gbrjpgwjskckoa6a5zn6fwqkn67xbtw; d=amazonses.com; t=${Math.floor(Date.now() / 1000)}; v=1; bh=${b64(32)}; h=From:To:Cc:Bcc:Subject:Date:Message-ID:MIME-Version:Content-Type:X-SES-RECEIPT;`,
  ];
  return Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n`), raw]);
}

/** A large provider's hops, DKIM signatures and tracing headers, as mail from such a sender has (about 2.3 KB). */
function providerHeaders(from: string): string {
  const domain = from.split("@")[1];
  const date = new Date().toUTCString().replace("GMT", "+0000");
  const now = Math.floor(Date.now() / 1000);
  return [
    `Received: by mail-wr1-f41.google.com with SMTP id ${b64(9)}; ${date}`,
    `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=${domain}; s=google; t=${now}; x=${now + 604800};\r\n h=to:subject:message-id:date:from:in-reply-to:references:mime-version:from:to:cc:subject:date:message-id:reply-to;\r\n bh=${b64(32)};\r\n b=${fold(b64(256))}`,
    `X-Google-DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=1e100.net; s=20230601; t=${now};\r\n h=to:subject:message-id:date:from:in-reply-to:references:mime-version:x-gm-message-state:from:to:cc:subject:date:message-id:reply-to;\r\n bh=${b64(32)};\r\n b=${fold(b64(256))}`,
    `X-Gm-Message-State: ${fold(b64(120))}`,
    `X-Google-Smtp-Source: ${b64(70)}`,
    `X-Received: by 2002:a5d:64e7:0:b0:33d:${randomBytes(2).toString("hex")} with SMTP id ${b64(12)}; ${date}`,
  ].join("\r\n");
}

/**
 * Mail as it arrives at an agent, each with a large provider's headers: a short note, a four-message conversation
 * quoting what came before, an HTML newsletter of about 60 KB, and a 200 KB PDF (two SES chunks).
 */
async function realisticMails(): Promise<MailSample[]> {
  const to = "agent@bench.example";
  const build = async (options: NonNullable<ConstructorParameters<typeof MailComposer>[0]>) => {
    const mime = await new MailComposer(options).compile().build();
    return Buffer.concat([Buffer.from(`${providerHeaders(String(options.from).replace(/.*<|>.*/g, ""))}\r\n`), mime]);
  };
  const dana = "Dana Reyes <dana@partner.example>";
  const out: MailSample[] = [
    {
      name: "realistic/note.eml",
      raw: await build({ from: dana, to, subject: "Notes from today", text: words(1500, 1) }),
    },
  ];
  // A conversation: each message answers the one before and quotes it, as mail clients do.
  const ids: string[] = [];
  let quoted = "";
  for (let i = 0; i < 4; i++) {
    const messageId = `<conv-${randomBytes(6).toString("hex")}@partner.example>`;
    const text = `${words(900, 10 + i)}\r\n\r\nOn Tue, Dana Reyes wrote:\r\n${quoted.replace(/^/gm, "> ")}`;
    out.push({
      name: `realistic/conversation-${i + 1}.eml`,
      raw: await build({
        from: dana,
        to,
        subject: i ? "Re: Contract review" : "Contract review",
        messageId,
        inReplyTo: ids.at(-1),
        references: [...ids],
        text,
        html: `<div dir="ltr">${text.replaceAll("\r\n", "<br>")}</div>`,
      }),
    });
    ids.push(messageId);
    quoted = text;
  }
  const stories = Array.from(
    { length: 30 },
    (_, i) =>
      `<tr><td style="padding:12px 24px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#333333"><a href="https://click.news.example/ls/click?upn=${b64(60)}" style="color:#1a73e8;text-decoration:none;font-weight:bold">Story ${i}: ${words(60, i)}</a><br>${words(700, i)}</td></tr>`,
  ).join("\n");
  out.push({
    name: "realistic/newsletter.eml",
    raw: await build({
      from: "The Weekly <weekly@news.example>",
      to,
      subject: "This week in agents",
      text: words(12 * 1024, 2),
      html: `<html><body style="margin:0;padding:0;background:#f4f4f4"><div style="display:none;max-height:0;overflow:hidden">${words(150, 3)}&zwnj;&nbsp;&zwnj;&nbsp;</div><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${stories}</table><img src="https://news.example/open/${b64(24)}.gif" width="1" height="1" alt=""></body></html>`,
    }),
  });
  out.push({
    name: "realistic/pdf-200k.eml",
    raw: await build({
      from: dana,
      to,
      subject: "Signed contract",
      text: words(800, 4),
      attachments: [{ filename: "contract.pdf", contentType: "application/pdf", content: randomBytes(200 * 1024) }],
    }),
  });
  return out;
}

// ---- usage of one scenario ----

interface Usage {
  units: number;
  writeUnits: number;
  readUnits: number;
  /** Index copies written inside transactions (billed once in this model). */
  transactionalIndexUnits: number;
  /** Units per "function / target", write and read apart. */
  targets: Record<string, { write: number; read: number }>;
  s3Puts: number;
  s3PutBytes: number;
  s3Gets: number;
  s3GetBytes: number;
  /** Bytes kept per unit (last version of each blob and item, with index copies). */
  s3StoredBytes: number;
  dynamoStoredBytes: number;
  /** Per function: invocations, wall and CPU milliseconds, median wall time. */
  runs: Record<string, { count: number; ms: number; cpuMs: number; medianMs: number }>;
  deliveryMessages: number;
  deliverySends: number;
  items: ItemRecord[];
}

function usageOf(meter: Meter, scenario: string, units: number): Usage {
  const mine = <T extends { scenario: string }>(list: readonly T[]) => list.filter((r) => r.scenario === scenario);
  const targets: Usage["targets"] = {};
  for (const r of mine(meter.dynamo)) {
    for (const [target, n] of Object.entries(r.targets)) {
      const name = `${r.fn} / ${target}`;
      targets[name] ??= { write: 0, read: 0 };
      targets[name][r.writeUnits > 0 ? "write" : "read"] += n;
    }
  }
  const blobs = mine(meter.blobs);
  const lastBlob = new Map<string, number>();
  for (const b of blobs) if (b.op === "put") lastBlob.set(b.key, b.bytes);
  const items = mine(meter.items);
  const lastItem = new Map<string, ItemRecord>();
  for (const item of items) lastItem.set(item.key, item);
  const runs: Usage["runs"] = {};
  const walls = new Map<string, number[]>();
  for (const r of mine(meter.runs)) walls.set(r.fn, [...(walls.get(r.fn) ?? []), r.ms]);
  for (const r of mine(meter.runs)) {
    runs[r.fn] ??= { count: 0, ms: 0, cpuMs: 0, medianMs: percentile(walls.get(r.fn) ?? [], 50) };
    runs[r.fn].count++;
    runs[r.fn].ms += r.ms;
    runs[r.fn].cpuMs += r.cpuMs;
  }
  const queues = mine(meter.queues);
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  return {
    units,
    writeUnits: sum(mine(meter.dynamo).map((r) => r.writeUnits)),
    readUnits: sum(mine(meter.dynamo).map((r) => r.readUnits)),
    transactionalIndexUnits: sum(mine(meter.dynamo).map((r) => (r.writeUnits ? r.transactionalIndexUnits : 0))),
    targets,
    s3Puts: blobs.filter((b) => b.op === "put").length,
    s3PutBytes: sum(blobs.filter((b) => b.op === "put").map((b) => b.bytes)),
    s3Gets: blobs.filter((b) => b.op === "get").length,
    s3GetBytes: sum(blobs.filter((b) => b.op === "get").map((b) => b.bytes)),
    s3StoredBytes: sum([...lastBlob.values()]),
    dynamoStoredBytes: sum([...lastItem.values()].map((i) => (i.bytes + ITEM_OVERHEAD) * (1 + i.indexes.length))),
    runs,
    deliveryMessages: sum(queues.map((q) => q.messages)),
    deliverySends: sum(queues.map((q) => Math.ceil(q.messages / 10))),
    items,
  };
}

// ---- the cost model ----

interface Component {
  name: string;
  /** Units per message or call, and what they are. */
  perUnit: number;
  unit: string;
  usdPer1000: number;
  /** Ours (AWS services our code drives) or SES's own fee. */
  ses?: boolean;
}

/** Lambda components: GB-seconds (mean ms × memory) and requests, per function. */
function lambdaComponents(usage: Usage, memory: Record<Fn, number>): Component[] {
  const out: Component[] = [];
  for (const [fn, run] of Object.entries(usage.runs).sort()) {
    const mb = memory[fn as Fn] ?? 1024;
    const ms = run.ms / usage.units;
    const invocations = run.count / usage.units;
    const gbSeconds = (ms / 1000) * (mb / 1024);
    out.push({
      name: `Lambda ${fn} (${mb} MB)`,
      perUnit: round(ms, 1),
      unit: "ms",
      usdPer1000: 1000 * (gbSeconds * PRICES.lambdaArmGbSecond + invocations * PRICES.lambdaRequest),
    });
  }
  return out;
}

function dynamoComponents(usage: Usage): Component[] {
  const wru = usage.writeUnits / usage.units;
  const rru = usage.readUnits / usage.units;
  return [
    { name: "DynamoDB writes", perUnit: round(wru, 1), unit: "WRU", usdPer1000: 1000 * wru * PRICES.dynamodbWriteUnit },
    { name: "DynamoDB reads", perUnit: round(rru, 1), unit: "RRU", usdPer1000: 1000 * rru * PRICES.dynamodbReadUnit },
  ];
}

function s3Components(usage: Usage, extraPuts = 0): Component[] {
  const puts = (usage.s3Puts + extraPuts) / usage.units;
  const gets = usage.s3Gets / usage.units;
  return [
    { name: "S3 PUT", perUnit: round(puts, 2), unit: "requests", usdPer1000: 1000 * puts * PRICES.s3Put },
    { name: "S3 GET", perUnit: round(gets, 2), unit: "requests", usdPer1000: 1000 * gets * PRICES.s3Get },
  ];
}

/** Webhook deliveries: SQS SendMessageBatch per fan-out, then a receive and a delete per attempt. */
function deliveryQueueComponent(usage: Usage): Component[] {
  if (!usage.deliveryMessages) return [];
  const requests = (usage.deliverySends + 2 * usage.deliveryMessages) / usage.units;
  return [
    {
      name: "SQS webhook deliveries",
      perUnit: round(requests, 2),
      unit: "requests",
      usdPer1000: 1000 * requests * PRICES.sqsRequest,
    },
  ];
}

function transferComponent(name: string, bytesPerUnit: number): Component {
  return {
    name,
    perUnit: Math.round(bytesPerUnit),
    unit: "bytes",
    usdPer1000: (1000 * bytesPerUnit * PRICES.dataTransferOutGb) / GB,
  };
}

const total = (components: Component[]) => components.reduce((n, c) => n + c.usdPer1000, 0);

// ---- scenarios ----

interface Setup {
  key: string;
  inboxes: string[];
  meter: Meter;
  memory: Record<Fn, number>;
  webhookBytes: () => number;
}

interface InboundResult {
  usage: Usage;
  components: Component[];
  rawBytes: number;
  perMessage: Array<{ name: string; raw: number; writeUnits: number; usd: number; items: ItemRecord[] }>;
}

async function inboundScenario(ctx: BenchContext, setup: Setup, mails: MailSample[]): Promise<InboundResult> {
  const { meter, inboxes } = setup;
  const { platform } = ctx;
  const perMessage: InboundResult["perMessage"] = [];
  const webhookBefore = setup.webhookBytes();
  let stored = 0;
  let rawBytes = 0;
  ctx.log(`  inbound: ${mails.length} messages through the inbound worker, one at a time…`);
  for (const [i, mail] of mails.entries()) {
    const recipient = inboxes[i % inboxes.length];
    const writesBefore = meter.dynamo.reduce((n, r) => n + r.writeUnits, 0);
    const itemsBefore = meter.items.length;
    await runScenario(meter, "inbound", "inbound", async () => {
      // What SES does before the queue: the raw message stored under the receipt rule's prefix.
      const key = blobKeys.incoming(new Date());
      await platform.blobs.put(key, sesHeaders(mail.raw, recipient), "message/rfc822");
      const response = await handleInboundQueue(platform, sesReceiptEvent(key, recipient));
      if (response.batchItemFailures.length) throw new Error(`inbound failed for ${mail.name}`);
    });
    await drained(meter);
    stored++;
    rawBytes += mail.raw.length;
    perMessage.push({
      name: mail.name,
      raw: mail.raw.length,
      writeUnits: meter.dynamo.reduce((n, r) => n + r.writeUnits, 0) - writesBefore,
      usd: 0,
      items: meter.items.slice(itemsBefore),
    });
  }
  const usage = usageOf(meter, "inbound", stored);
  // SES's own S3 PUT is counted with the blobs (it is billed to the bucket owner); the worker's GET too.
  const chunks = mails.reduce((n, m) => n + Math.max(1, Math.ceil(m.raw.length / SES_CHUNK)), 0) / stored;
  const webhookBytes = (setup.webhookBytes() - webhookBefore) / stored;
  const components: Component[] = [
    {
      name: "SES receiving (fee per message)",
      perUnit: 1,
      unit: "messages",
      usdPer1000: 1000 * PRICES.sesInboundMessage,
      ses: true,
    },
    {
      name: "SES receiving (256 KB chunks)",
      perUnit: round(chunks, 3),
      unit: "chunks",
      usdPer1000: 1000 * chunks * PRICES.sesInboundChunk,
      ses: true,
    },
    ...dynamoComponents(usage),
    ...s3Components(usage),
    ...lambdaComponents(usage, setup.memory),
    // SES → SNS (receipt notification, one publish) → SQS (SendMessage by SNS, ReceiveMessage, DeleteMessage).
    { name: "SNS receipt publish", perUnit: 1, unit: "publishes", usdPer1000: 1000 * PRICES.snsPublish },
    { name: "SQS inbound queue", perUnit: 3, unit: "requests", usdPer1000: 3000 * PRICES.sqsRequest },
    ...deliveryQueueComponent(usage),
    ...(webhookBytes ? [transferComponent("Data out (webhook POSTs)", webhookBytes)] : []),
  ];
  // Each message's own figure, for the size classes: its writes plus the per-message fixed part of the rest.
  const fixedPart = total(components.filter((c) => !c.name.startsWith("DynamoDB writes") && !c.name.startsWith("SES")));
  for (const m of perMessage) {
    const sesFee =
      1000 * (PRICES.sesInboundMessage + Math.max(1, Math.ceil(m.raw / SES_CHUNK)) * PRICES.sesInboundChunk);
    m.usd = sesFee + fixedPart + 1000 * m.writeUnits * PRICES.dynamodbWriteUnit;
  }
  return { usage, components, rawBytes: rawBytes / stored, perMessage };
}

async function outboundScenario(
  ctx: BenchContext,
  setup: Setup,
  count: number,
): Promise<{ usage: Usage; components: Component[] }> {
  const { meter, key, inboxes } = setup;
  const inbox = inboxes[0];
  const list = await invokeApi("GET", `/v0/inboxes/${encodeURIComponent(inbox)}/messages?limit=50`, key);
  const received: string[] = (list.body?.messages ?? []).map((m: { message_id: string }) => m.message_id);
  const to = "success@simulator.amazonses.com";
  let attachmentBytes = 0;
  let responseBytes = 0;
  ctx.log(`  outbound: ${count} sends and replies to the SES mailbox simulator, one at a time…`);
  for (let i = 0; i < count; i++) {
    // An agent's mail: short text, some with HTML, one in five with a 50 KB PDF; every other one a reply.
    const text = words(i % 2 ? 1500 : 600, i);
    const body: Record<string, unknown> = { to, text };
    if (i % 3 === 0) body.html = `<p>${text.replaceAll("\r\n", "</p><p>")}</p>`;
    if (i % 5 === 0) {
      const pdf = randomBytes(50 * 1024);
      attachmentBytes += pdf.length;
      body.attachments = [
        { filename: "summary.pdf", content_type: "application/pdf", content: pdf.toString("base64") },
      ];
    }
    const replyTo = i % 2 && received.length ? received[i % received.length] : undefined;
    const path = replyTo
      ? `/v0/inboxes/${encodeURIComponent(inbox)}/messages/${replyTo}/reply`
      : `/v0/inboxes/${encodeURIComponent(inbox)}/messages/send`;
    if (!replyTo) body.subject = `Bench send ${i}`;
    const res = await runScenario(meter, "outbound", "api", () => invokeApi("POST", path, key, body));
    if (res.status !== 201 && res.status !== 200) throw new Error(`POST ${path} answered ${res.status}`);
    responseBytes += res.bytes;
    await drained(meter);
  }
  const usage = usageOf(meter, "outbound", count);
  const reports = (usage.runs["ses-events"]?.count ?? 0) / count;
  const components: Component[] = [
    {
      name: "SES sending (fee per message)",
      perUnit: 1,
      unit: "messages",
      usdPer1000: 1000 * PRICES.sesOutboundMessage,
      ses: true,
    },
    {
      name: "SES sending (attachments)",
      perUnit: Math.round(attachmentBytes / count),
      unit: "bytes",
      usdPer1000: (1000 * (attachmentBytes / count) * PRICES.sesOutboundAttachmentGb) / GB,
      ses: true,
    },
    { name: "API Gateway", perUnit: 1, unit: "requests", usdPer1000: 1000 * PRICES.apiGatewayRequest },
    ...dynamoComponents(usage),
    ...s3Components(usage),
    ...lambdaComponents(usage, setup.memory),
    // SES delivery event → SNS topic → the SES events function.
    {
      name: "SNS SES event publish",
      perUnit: round(reports, 2),
      unit: "publishes",
      usdPer1000: 1000 * reports * PRICES.snsPublish,
    },
    ...deliveryQueueComponent(usage),
    transferComponent("Data out (API responses)", responseBytes / count),
  ];
  return { usage, components };
}

/** Typical reads of an agent's client, with how often each comes (weights sum to 1). */
const API_MIX: Array<{ name: string; weight: number; path: (ids: ApiIds) => string }> = [
  { name: "GET messages (list)", weight: 0.25, path: (x) => `/v0/inboxes/${x.inbox}/messages` },
  { name: "GET message", weight: 0.25, path: (x) => `/v0/inboxes/${x.inbox}/messages/${x.message}` },
  { name: "GET threads (list)", weight: 0.15, path: (x) => `/v0/inboxes/${x.inbox}/threads` },
  { name: "GET thread", weight: 0.15, path: (x) => `/v0/inboxes/${x.inbox}/threads/${x.thread}` },
  { name: "GET events (list)", weight: 0.1, path: (x) => `/v0/inboxes/${x.inbox}/events` },
  { name: "GET message trust", weight: 0.1, path: (x) => `/v0/inboxes/${x.inbox}/messages/${x.message}/trust` },
];

interface ApiIds {
  inbox: string;
  message: string;
  thread: string;
}

async function apiScenario(ctx: BenchContext, setup: Setup, perCall: number) {
  const { meter, key, inboxes } = setup;
  const idsPerInbox: ApiIds[] = [];
  for (const inbox of inboxes) {
    const res = await invokeApi("GET", `/v0/inboxes/${encodeURIComponent(inbox)}/messages?limit=50`, key);
    for (const m of (res.body?.messages ?? []) as Array<{ message_id: string; thread_id: string; direction: string }>) {
      if (m.direction === "inbound")
        idsPerInbox.push({ inbox: encodeURIComponent(inbox), message: m.message_id, thread: m.thread_id });
    }
  }
  if (!idsPerInbox.length) throw new Error("no inbound messages to read");
  ctx.log(`  api: ${API_MIX.length} call types × ${perCall}…`);
  const rows: Array<{ name: string; weight: number; usage: Usage; components: Component[]; listed: number }> = [];
  for (const call of API_MIX) {
    let bytes = 0;
    let listed = 0;
    for (let i = 0; i < perCall; i++) {
      const path = call.path(idsPerInbox[(i * 7) % idsPerInbox.length]);
      const res = await runScenario(meter, `api:${call.name}`, "api", () => invokeApi("GET", path, key));
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
      bytes += res.bytes;
      listed += res.body?.count ?? 0;
      await drained(meter);
    }
    const usage = usageOf(meter, `api:${call.name}`, perCall);
    const components: Component[] = [
      { name: "API Gateway", perUnit: 1, unit: "requests", usdPer1000: 1000 * PRICES.apiGatewayRequest },
      ...dynamoComponents(usage),
      ...s3Components(usage),
      ...lambdaComponents(usage, setup.memory),
      transferComponent("Data out (responses)", bytes / perCall),
    ];
    rows.push({ name: call.name, weight: call.weight, usage, components, listed: listed / perCall });
  }
  // The mix: each component weighted by how often its call comes.
  const names = [...new Set(rows.flatMap((r) => r.components.map((c) => c.name)))];
  const mix: Component[] = names.map((name) => {
    const parts = rows.map((r) => ({ w: r.weight, c: r.components.find((c) => c.name === name) }));
    return {
      name,
      perUnit: round(
        parts.reduce((n, p) => n + p.w * (p.c?.perUnit ?? 0), 0),
        2,
      ),
      unit: parts.find((p) => p.c)?.c?.unit ?? "",
      usdPer1000: parts.reduce((n, p) => n + p.w * (p.c?.usdPer1000 ?? 0), 0),
    };
  });
  return { rows, mix };
}

// ---- printing ----

function componentTable(components: Component[]): string {
  const rows = components.map((c) => [c.name, fixed(c.perUnit, c.perUnit < 10 ? 2 : 1), c.unit, usd(c.usdPer1000)]);
  const ours = components.filter((c) => !c.ses);
  rows.push(["our share", "", "", usd(total(ours))]);
  rows.push(["TOTAL (all in)", "", "", usd(total(components))]);
  return table(["component", "per unit", "unit", "$ per 1,000"], rows);
}

const usd = (n: number) => `$${n.toFixed(4)}`;

/** Written items by entity: count per message, mean and max bytes, index copies and the units they cost. */
function itemTable(items: ItemRecord[], messages: number): string {
  const byEntity = new Map<string, ItemRecord[]>();
  for (const item of items) byEntity.set(`${item.entity}`, [...(byEntity.get(item.entity) ?? []), item]);
  const rows = [...byEntity.entries()]
    .sort((a, b) => b[1].reduce((n, i) => n + i.bytes, 0) - a[1].reduce((n, i) => n + i.bytes, 0))
    .map(([entity, list]) => {
      const bytes = list.map((i) => i.bytes);
      const copies = list.reduce((n, i) => n + 1 + i.indexes.length, 0) / list.length;
      // The item twice in a transaction (prepare, commit), each index copy once.
      const units = list.reduce(
        (n, i) => n + Math.ceil(i.bytes / 1024) * ((i.transactional ? 2 : 1) + i.indexes.length),
        0,
      );
      return [
        entity,
        fixed(list.length / messages, 2),
        Math.round(bytes.reduce((a, b) => a + b, 0) / list.length),
        Math.max(...bytes),
        [...new Set(list.flatMap((i) => i.indexes))].join(",") || "-",
        fixed(copies, 2),
        fixed(units / messages, 1),
      ];
    });
  return table(["item put", "per msg", "mean bytes", "max bytes", "GSIs", "copies", "WRU/msg (size model)"], rows);
}

function functionTable(usage: Usage, memory: Record<Fn, number>): string {
  return table(
    ["function", "memory MB", "invocations/unit", "mean ms", "median ms", "CPU ms", "GB-s per 1,000"],
    Object.entries(usage.runs)
      .sort()
      .map(([fn, r]) => [
        fn,
        memory[fn as Fn] ?? 1024,
        fixed(r.count / usage.units, 2),
        fixed(r.ms / r.count, 1),
        fixed(r.medianMs, 1),
        fixed(r.cpuMs / r.count, 1),
        fixed(((r.ms / usage.units) * (memory[fn as Fn] ?? 1024)) / 1024, 3),
      ]),
  );
}

function targetTable(usage: Usage): string {
  return table(
    ["function / DynamoDB target", "WRU/unit", "RRU/unit"],
    Object.entries(usage.targets)
      .sort()
      .map(([t, v]) => [t, fixed(v.write / usage.units, 1), fixed(v.read / usage.units, 1)]),
  );
}

const FORMULA = `Formula, per 1,000 units (messages or calls), each term = 1,000 × units per message × price:
  DynamoDB   WRU × $0.625/M + RRU × $0.125/M
             WRU = Σ writes ceil(item KB) × (1, or 2 in a transaction) + Σ index copies ceil(KB) (2 when a key moves)
             RRU = Σ reads ceil(KB read / 4 KB) × (½ eventually consistent, 1 strongly consistent)
  Lambda     Σ functions (ms/1000 × MB/1024) × $0.0000133334 + invocations × $0.20/M   (arm64)
  S3         PUT × $0.005/1k + GET × $0.0004/1k     (SES's own PUT of the raw message is ours too)
  SES in     $0.10/1k messages + ceil(bytes / 256 KB) × $0.09/1k chunks
  SES out    $0.10/1k messages + attachment GB × $0.12
  SQS        requests × $0.40/M   (inbound: SNS's send, the poller's receive and delete; webhooks: batch send + receive + delete)
  SNS        publishes × $0.50/M  (SES receipt and SES event notifications; deliveries to SQS/Lambda free)
  API GW     requests × $3.50/M   (REST)
  Transfer   bytes out × $0.09/GB (webhook POSTs, API responses)
  Not per message: storage (below, per month kept), DynamoDB Streams reads by Lambda (free), idle SQS long polls,
  alarms, logs and X-Ray (docs/cost.md).`;

// ---- the section ----

async function run(ctx: BenchContext): Promise<SectionResult> {
  const trustSample = positiveInt("BENCH_COST_TRUST_MESSAGES", 60);
  const outboundCount = positiveInt("BENCH_COST_OUTBOUND", 30);
  const apiCalls = positiveInt("BENCH_COST_API_CALLS", 20);
  const withWebhook = process.env.BENCH_COST_WEBHOOK !== "0";
  const memory = deployedMemoryMb();

  // A webhook endpoint that answers 200 and counts what it receives.
  let webhookBytes = 0;
  const receiver = createServer((req, res) => {
    req.on("data", (chunk: Buffer) => {
      webhookBytes += chunk.length;
    });
    req.on("end", () => res.end("ok"));
  });
  await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  const platform: Platform = ctx.platform;
  localApi = apiHandler(async () => platform);
  const meter = new Meter();
  const scope = () => {
    const s = meterScope();
    return s ? { scenario: s.scenario, fn: s.fn } : undefined;
  };
  const originalBlobs = platform.blobs;
  const originalQueue = platform.deliveryQueue;
  platform.blobs = meteredBlobs(originalBlobs, meter, scope);
  platform.deliveryQueue = meteredQueue(originalQueue, meter, scope);
  installMeter(meter);
  try {
    const tag = randomBytes(4).toString("hex");
    const account = await signUp(ctx.baseUrl, `bench-cost-${tag}@example.com`);
    const inboxes = [];
    for (let i = 0; i < 4; i++) {
      inboxes.push((await createInbox(ctx.baseUrl, account.key, { username: `cost-${tag}-${i}` })).inbox_id);
    }
    if (withWebhook) {
      const hook = await request(ctx.baseUrl, "POST", "/v0/webhooks", { key: account.key, body: { url: receiverUrl } });
      if (hook.status !== 200 && hook.status !== 201) throw new Error(`webhook create: ${hook.status} ${hook.text}`);
    }
    const setup: Setup = { key: account.key, inboxes, meter, memory, webhookBytes: () => webhookBytes };

    // Untimed warm-up: module loading, JIT, the classifier model, connection pools.
    const mails = await corpus(trustSample);
    installMeter(undefined);
    for (const mail of mails.slice(0, 5)) {
      const key = blobKeys.incoming(new Date());
      await originalBlobs.put(key, mail.raw, "message/rfc822");
      await handleInboundQueue(platform, sesReceiptEvent(key, inboxes[0]));
    }
    await sleep(200);
    installMeter(meter);

    const inbound = await inboundScenario(ctx, setup, mails);
    const outbound = await outboundScenario(ctx, setup, outboundCount);
    const api = await apiScenario(ctx, setup, apiCalls);

    // ---- report ----
    const lines: string[] = [];
    lines.push(
      "",
      FORMULA,
      "",
      `Prices: ${PRICES.asOf}. Lambda memory from infra/constructs: ${JSON.stringify(memory)}`,
      `Load average when done: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")} on ${cpus().length} CPUs (wall times stretch with it; CPU ms less so).`,
    );
    lines.push(
      "",
      `INBOUND: ${inbound.usage.units} messages (mean ${Math.round(inbound.rawBytes)} B raw) through SES (adds its headers) → S3 → SNS → SQS → inbound worker${withWebhook ? ", one webhook subscribed" : ""}`,
      componentTable(inbound.components),
      "",
      functionTable(inbound.usage, memory),
      "",
      targetTable(inbound.usage),
      `Index copies written inside transactions: ${fixed(inbound.usage.transactionalIndexUnits / inbound.usage.units, 1)} WRU/msg, billed once here (DynamoDB doubles the item, not its index copies); were they doubled too, add as many.`,
      "",
      "Items an inbound message puts (sizes as DynamoDB counts them; copies = table + GSIs with ProjectionType ALL):",
      itemTable(inbound.usage.items, inbound.usage.units),
      "",
      `Stored per 1,000 inbound messages (per month kept): S3 ${fixed((inbound.usage.s3StoredBytes * 1000) / inbound.usage.units / GB, 4)} GB = ${usd((((inbound.usage.s3StoredBytes * 1000) / inbound.usage.units) * PRICES.s3StorageGbMonth) / GB)}, DynamoDB ${fixed((inbound.usage.dynamoStoredBytes * 1000) / inbound.usage.units / GB, 4)} GB = ${usd((((inbound.usage.dynamoStoredBytes * 1000) / inbound.usage.units) * PRICES.dynamodbStorageGbMonth) / GB)}`,
    );
    const buckets: Array<[string, (raw: number) => boolean]> = [
      ["≤ 4 KB", (raw) => raw <= 4096],
      ["4–32 KB", (raw) => raw > 4096 && raw <= 32768],
      ["> 32 KB", (raw) => raw > 32768],
    ];
    lines.push(
      "",
      "Inbound by raw size (each message's own writes; other components at the mix's mean):",
      table(
        ["raw size", "messages", "mean WRU", "$ per 1,000"],
        buckets.map(([label, match]) => {
          const list = inbound.perMessage.filter((m) => match(m.raw));
          const mean = (f: (m: (typeof list)[number]) => number) =>
            list.length ? list.reduce((n, m) => n + f(m), 0) / list.length : Number.NaN;
          return [
            label,
            list.length,
            fixed(
              mean((m) => m.writeUnits),
              1,
            ),
            list.length ? usd(mean((m) => m.usd)) : "-",
          ];
        }),
      ),
    );
    lines.push(
      "",
      "Mail as it arrives (a large provider's headers, and SES's as on every message; replies quote what came before):",
      table(
        ["message", "raw bytes", "message item", "event item", "thread item", "WRU", "$ per 1,000"],
        inbound.perMessage
          .filter((m) => m.name.startsWith("realistic/"))
          .map((m) => {
            const bytes = (entity: string) => m.items.find((i) => i.entity === entity)?.bytes ?? "-";
            return [
              m.name,
              m.raw,
              bytes("message"),
              bytes("event"),
              bytes("thread"),
              fixed(m.writeUnits, 1),
              usd(m.usd),
            ];
          }),
      ),
    );
    lines.push(
      "",
      `OUTBOUND: ${outbound.usage.units} sends and replies (API → SES), delivery report via SNS`,
      componentTable(outbound.components),
      "",
      functionTable(outbound.usage, memory),
      "",
      "Items an outbound message puts:",
      itemTable(outbound.usage.items, outbound.usage.units),
    );
    lines.push(
      "",
      `API CALLS: ${API_MIX.map((c) => `${c.name} ${Math.round(c.weight * 100)}%`).join(", ")}`,
      table(
        ["call", "RRU", "WRU", "S3 GET", "ms", "items listed", "$ per 1,000"],
        api.rows.map((r) => [
          r.name,
          fixed(r.usage.readUnits / r.usage.units, 1),
          fixed(r.usage.writeUnits / r.usage.units, 1),
          fixed(r.usage.s3Gets / r.usage.units, 2),
          fixed((r.usage.runs.api?.ms ?? 0) / r.usage.units, 1),
          fixed(r.listed, 1),
          usd(total(r.components)),
        ]),
      ),
      "",
      "The mix:",
      componentTable(api.mix),
    );
    for (const line of lines) ctx.log(line);

    const summary = (scenario: string, components: Component[], units: number): MetricRow => ({
      name: scenario,
      units,
      ours: round(total(components.filter((c) => !c.ses)), 4),
      ses: round(total(components.filter((c) => c.ses)), 4),
      total: round(total(components), 4),
      dynamoWrites: components.find((c) => c.name === "DynamoDB writes")?.perUnit,
      dynamoReads: components.find((c) => c.name === "DynamoDB reads")?.perUnit,
      components: JSON.stringify(components.map((c) => ({ ...c, usdPer1000: round(c.usdPer1000, 5) }))),
    });
    const columns: MetricColumn[] = [
      { key: "units", header: "measured", digits: 0 },
      { key: "dynamoWrites", header: "WRU/unit", digits: 1 },
      { key: "dynamoReads", header: "RRU/unit", digits: 1 },
      { key: "ours", header: "ours $/1k", digits: 4 },
      { key: "ses", header: "SES $/1k", digits: 4 },
      { key: "total", header: "total $/1k", digits: 4 },
    ];
    const inboundTotal = total(inbound.components);
    return {
      rows: [],
      metrics: {
        columns,
        rows: [
          summary("per 1,000 inbound messages", inbound.components, inbound.usage.units),
          summary("per 1,000 outbound messages", outbound.components, outbound.usage.units),
          summary("per 1,000 API calls (mix)", api.mix, apiCalls * API_MIX.length),
        ],
      },
      checks: [
        {
          label: "inbound, all in (SES included), per 1,000 messages",
          target: `≤ $${INBOUND_TARGET_USD.toFixed(2)}`,
          actual: usd(inboundTotal),
          met: inboundTotal <= INBOUND_TARGET_USD,
        },
      ],
    };
  } finally {
    installMeter(undefined);
    platform.blobs = originalBlobs;
    platform.deliveryQueue = originalQueue;
    await new Promise<void>((done) => receiver.close(() => done()));
  }
}

export const costSection: BenchSection = {
  name: "cost",
  description: "Cost per 1,000 inbound and outbound messages and API calls, from measured units × us-east-1 prices",
  run,
};
