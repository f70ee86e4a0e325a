// The whole local service in one process: DynamoDB Local (child JVM), s3rver, the table, and the HTTP front
// calling the same Lambda handler that is deployed. Used by `npm start`, the tests and the benchmark.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startJobRunner } from "../../shared/adapters/local/due-jobs.js";
import { ensureKeyFile } from "../../shared/adapters/local/signing-keys.js";
import { loadConfig, resetConfig } from "../../shared/config.js";
import { reapExpiredInboxes } from "../../shared/domain/inbox-expiry.js";
import { RealtimeHub } from "../../shared/events/local-hub.js";
import { keepConnectionsAlive } from "../../shared/events/websocket.js";
import { KEEPALIVE_INTERVAL_MS } from "../../shared/limits.js";
import { localPlatform } from "../../shared/platform/local.js";
import type { Platform } from "../../shared/ports/platform.js";
import { apiHandler, isStreamingRequest } from "../../shared/routes/api.js";
import { COMPILED_ROUTES } from "../../shared/routes/index.js";
import { handleStreamingApiEvent } from "../../shared/routes/streaming.js";
import { handleDomainRecheck } from "../../shared/workers/domain-recheck.js";
import { runJob } from "../../shared/workers/jobs.js";
import { startSmtpInbound } from "../../shared/workers/smtp-inbound.js";
import { startDynamoDbLocal } from "./dynamodb.js";
import { createProxyServer, type ProxyHandler } from "./http-server.js";
import { startS3 } from "./s3.js";
import { ensureTable } from "./table.js";
import { attachWebSocketFront } from "./ws-server.js";

/** SES accepts at most 40 MB per received message; the local server holds the same line. */
const SMTP_MAX_BYTES = 40 * 1024 * 1024;

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface LocalServiceOptions {
  /** HTTP port; 0 picks a free one. */
  port: number;
  /** Folder for the table, blobs and generated secrets; undefined keeps everything in memory (tests). */
  dataDir?: string;
  dynamodbPort?: number;
  /** SMTP port for inbound mail; 0 picks a free one. */
  smtpPort: number;
  stage?: "development" | "production";
}

export interface LocalService {
  baseUrl: string;
  /** The local composition root the service runs on (benchmarks reach the table and fan-out through it). */
  platform: Platform;
  port: number;
  dynamodbEndpoint: string;
  smtpPort: number;
  outboxDir: string;
  /** The BIND zone file the local DNS resolver reads (LOCAL_DNS_ZONE): publish custom domains' records here. */
  dnsZoneFile: string;
  stop(): Promise<void>;
}

const ZONE_FILE_HEADER = `; The local DNS zone (LOCAL_DNS_ZONE). Offline there is no public DNS: records published here are what
; custom domain checks and inbound mail authentication see. BIND syntax; several zones may follow one another, each
; from its own $ORIGIN line (append what GET /v0/domains/{domain_id}/zone-file gives). Re-read on every change.
`;

/** The zone file, created with a header that says what it is when it does not exist yet. */
async function ensureZoneFile(file: string): Promise<string> {
  await writeFile(file, ZONE_FILE_HEADER, { flag: "wx" }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
  return file;
}

/** The RSA key that signs Domain Connect apply URLs, generated once per data folder. */
async function ensureDomainConnectKey(file: string): Promise<string> {
  const { privateKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  await writeFile(file, privateKey, { flag: "wx", mode: 0o600 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
  return file;
}

/** One secret per data folder, generated on first start and kept across restarts. */
async function serverSecret(dataDir: string | undefined): Promise<string> {
  if (process.env.SERVER_SECRET) return process.env.SERVER_SECRET;
  if (!dataDir) return randomBytes(32).toString("base64url");
  const file = join(dataDir, "server-secret");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(port, () => {
      server.off("error", reject);
      const address = server.address();
      resolveListen(typeof address === "object" && address ? address.port : port);
    });
  });
}

export async function startLocalService(options: LocalServiceOptions): Promise<LocalService> {
  const dataDir = options.dataDir ? resolve(REPO_ROOT, options.dataDir) : undefined;
  const scratch = join(tmpdir(), `agent-mail-${process.pid}-${Date.now()}`);
  const outboxDir = process.env.OUTBOX_DIR || join(dataDir ?? scratch, "outbox");
  await mkdir(dataDir ?? scratch, { recursive: true });
  const tableName = process.env.TABLE_NAME || "agent-mail";
  const bucketName = process.env.BUCKET_NAME || "agent-mail";

  const dynamo = await startDynamoDbLocal({
    port: options.dynamodbPort,
    dbPath: dataDir ? join(dataDir, "dynamodb") : undefined,
  });
  const s3 = await startS3({
    directory: join(dataDir ?? scratch, "s3"),
    bucket: bucketName,
  });
  try {
    await ensureTable(dynamo.endpoint, tableName);
  } catch (error) {
    await Promise.all([s3.stop(), dynamo.stop()]);
    if (!dataDir) await rm(scratch, { recursive: true, force: true });
    throw error;
  }

  // The local composition root, built once the environment below is set (the port is only known after listen).
  let platform: Platform | undefined;
  const current = (): Platform => {
    if (!platform) throw new Error("The local service is still starting");
    return platform;
  };
  // The API function's own handler (middleware included) over the local platform, as the deployed one runs.
  const handler = apiHandler(async () => current());
  // SSE and MCP: the streaming Lambdas' code path (functions/sse and functions/mcp run the same
  // handleStreamingApiEvent), no time limit.
  const server = createProxyServer(handler as unknown as ProxyHandler, {
    serves: isStreamingRequest,
    handle: (event) => handleStreamingApiEvent(current(), COMPILED_ROUTES, event, {}),
  });
  const websockets = attachWebSocketFront(server, current, () => {
    const hub = current().realtime;
    if (!(hub instanceof RealtimeHub)) throw new Error("The local platform has no realtime hub");
    return hub;
  });
  const port = await listen(server, options.port);
  Object.assign(process.env, {
    PLATFORM: "local",
    STAGE: options.stage ?? process.env.STAGE ?? "development",
    TABLE_NAME: tableName,
    BUCKET_NAME: bucketName,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    S3_ENDPOINT: s3.endpoint,
    API_BASE_URL: process.env.API_BASE_URL || `http://localhost:${port}`,
    SERVER_SECRET: await serverSecret(dataDir),
    SIGNING_KEYS_FILE:
      process.env.SIGNING_KEYS_FILE || (await ensureKeyFile(join(dataDir ?? scratch, "signing-keys.json"), new Date())),
    OUTBOX_DIR: outboxDir,
    LOCAL_DNS_ZONE: await ensureZoneFile(process.env.LOCAL_DNS_ZONE || join(dataDir ?? scratch, "dns.zone")),
    DOMAIN_CONNECT_KEY_FILE:
      process.env.DOMAIN_CONNECT_KEY_FILE ||
      (await ensureDomainConnectKey(join(dataDir ?? scratch, "domain-connect-key.pem"))),
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
  });
  resetConfig();
  platform = localPlatform(loadConfig());
  const baseUrl = `http://127.0.0.1:${port}`;

  const health = await fetch(`${baseUrl}/health`);
  if (!health.ok) throw new Error(`Local service failed its health check: ${health.status} ${await health.text()}`);
  const smtp = await startSmtpInbound(platform, { port: options.smtpPort, maxBytes: SMTP_MAX_BYTES });
  // The timers EventBridge drives on AWS: due jobs (scheduled drafts), the ephemeral-inbox reaper, and the WebSocket
  // keep-alive (the same frames as on AWS, so a client meets here what it meets there).
  const local = platform;
  const jobs = startJobRunner(local.db, local.clock, local.log, (job) => runJob(local, job));
  const reaperEvery = Number(process.env.REAPER_INTERVAL_MS || 60_000);
  let reaping: Promise<unknown> = Promise.resolve();
  const reaper = setInterval(() => {
    reaping = reapExpiredInboxes(local).catch((error) => local.log.error("reaper failed", { error }));
  }, reaperEvery);
  reaper.unref();
  // Custom domains still PENDING or INVALID are checked again every 5 minutes (an EventBridge rule on AWS).
  let rechecking: Promise<unknown> = Promise.resolve();
  const recheck = setInterval(
    () => {
      rechecking = handleDomainRecheck(local).catch((error) => local.log.error("domain re-check failed", { error }));
    },
    Number(process.env.DOMAIN_RECHECK_INTERVAL_MS || 5 * 60_000),
  );
  recheck.unref();
  let keepingAlive: Promise<unknown> = Promise.resolve();
  const keepAlive = setInterval(
    () => {
      keepingAlive = keepConnectionsAlive(local).catch((error) => local.log.error("keep-alive failed", { error }));
    },
    Number(process.env.WS_KEEPALIVE_MS || KEEPALIVE_INTERVAL_MS),
  );
  keepAlive.unref();

  let stopping: Promise<void> | undefined;
  return {
    baseUrl,
    platform: local,
    port,
    dynamodbEndpoint: dynamo.endpoint,
    smtpPort: smtp.port,
    outboxDir,
    dnsZoneFile: process.env.LOCAL_DNS_ZONE as string,
    stop: () => {
      stopping ??= (async () => {
        clearInterval(reaper);
        clearInterval(keepAlive);
        clearInterval(recheck);
        await Promise.all([reaping, keepingAlive, rechecking]);
        await jobs.stop();
        await smtp.stop();
        websockets.close();
        server.closeAllConnections();
        await new Promise<void>((done) => server.close(() => done()));
        await Promise.all([s3.stop(), dynamo.stop()]);
        // Without a data folder everything lived in the scratch folder: nothing of it is meant to outlive the run.
        if (!dataDir) await rm(scratch, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}
