// The composition root of every Lambda function: the account's DynamoDB table and S3 bucket, the system clock,
// Powertools logs and metrics, and the AWS adapters the function's environment configures. Adapters load their SDK
// client on first use and the trust pipeline is imported when mail first arrives, so a function pays at cold start
// only for what its environment enables and it actually calls.
import { eventBridgeScheduler } from "../adapters/aws/eventbridge-scheduler.js";
import { s3BlobStore } from "../adapters/aws/s3-blob-store.js";
import { readSecretString } from "../adapters/aws/secrets.js";
import { sesDomainIdentities } from "../adapters/aws/ses-domain-identities.js";
import { sesTransport } from "../adapters/aws/ses-transport.js";
import { secretKeySource } from "../adapters/aws/signing-keys.js";
import { sqsDeliveryQueue } from "../adapters/aws/sqs-delivery-queue.js";
import { systemDnsResolver } from "../adapters/aws/system-dns.js";
import { apiGatewayConnections } from "../adapters/aws/ws-connections.js";
import { domainConnectClient } from "../adapters/net/domain-connect.js";
import { systemClock } from "../adapters/system/clock.js";
import { keyring, missingKeySource } from "../auth/keyring.js";
import { type Config, loadConfig } from "../config.js";
import { createDocumentClient } from "../db/client.js";
import { createService } from "../db/service.js";
import { ApiError } from "../errors.js";
import { eventLogTail } from "../events/tail.js";
import { connectionPublisher } from "../events/websocket.js";
import { processLogger } from "../observability/logger.js";
import { powertoolsMetrics } from "../observability/metrics.js";
import { once } from "../once.js";
import type { DeliveryQueue } from "../ports/delivery-queue.js";
import type { Platform } from "../ports/platform.js";
import type { Scheduler } from "../ports/scheduler.js";

/** A stack deployed without the scheduler settings refuses scheduled sends instead of never sending them. */
const noScheduler: Scheduler = {
  schedule: async () => {
    throw new ApiError("not_implemented", "Scheduled sending is not configured on this deployment");
  },
  cancel: async () => undefined,
};

/** Without the queue settings, webhook deliveries cannot be queued: fan-out fails loudly (the stream retries). */
const noDeliveryQueue: DeliveryQueue = {
  maxDelaySeconds: 0,
  send: async () => {
    throw new ApiError("not_implemented", "Webhook delivery is not configured on this deployment");
  },
};

/**
 * The server secret and social sign-in client secrets, read from Secrets Manager once per cold start (never from a
 * plaintext variable on AWS).
 */
async function withSecrets(config: Config): Promise<Config> {
  if (!config.serverSecret && !config.serverSecretArn) throw new Error("Missing SERVER_SECRET_ARN (or SERVER_SECRET)");
  const [serverSecret, socialProviders] = await Promise.all([
    config.serverSecret || readSecretString(config.serverSecretArn as string, config.region),
    Promise.all(
      config.socialProviders.map(async (p) =>
        p.clientSecretArn && !p.clientSecret
          ? { ...p, clientSecret: await readSecretString(p.clientSecretArn, config.region) }
          : p,
      ),
    ),
  ]);
  return { ...config, serverSecret, socialProviders };
}

/** The trust module (shared/platform/trust.ts), passed in by the functions that receive mail. */
export type TrustModule = typeof import("./trust.js");

/** What a function without the trust pipeline answers if something asks it for one: a wiring mistake. */
const noTrust = async (): Promise<never> => {
  throw new Error("This function does not receive mail: its composition root has no trust pipeline");
};

async function buildAwsPlatform(loadTrust?: () => Promise<TrustModule>): Promise<Platform> {
  const config = await withSecrets(loadConfig());
  const client = createDocumentClient({ region: config.region });
  const db = createService(client, config.tableName);
  const log = processLogger({ stage: config.stage });
  const services = { db, clock: systemClock, log };
  const dns = systemDnsResolver({ timeoutMs: 3000 });
  const { keySecretArn } = config.domainConnect;
  const platform: Platform = {
    config,
    db,
    blobs: s3BlobStore(config.bucketName, { region: config.region }),
    clock: systemClock,
    log,
    metrics: powertoolsMetrics(),
    keys: keyring(
      config.signingKeysSecretArn
        ? secretKeySource(config.signingKeysSecretArn, config.region)
        : missingKeySource("SIGNING_KEYS_SECRET_ARN"),
    ),
    scheduler: config.scheduler ? eventBridgeScheduler({ region: config.region, ...config.scheduler }) : noScheduler,
    dns,
    domainIdentities: sesDomainIdentities({ region: config.region }),
    domainConnect: domainConnectClient({
      dns,
      timeoutMs: config.domainConnect.timeoutMs,
      allowLoopback: config.allowLoopback,
      readKey: async () => (keySecretArn ? readSecretString(keySecretArn, config.region) : undefined),
    }),
    deliveryQueue: config.webhookQueueUrl
      ? sqsDeliveryQueue({ region: config.region, queueUrl: config.webhookQueueUrl })
      : noDeliveryQueue,
    transport:
      config.mailTransport === "ses"
        ? sesTransport({ region: config.region, configurationSetName: config.sesConfigurationSet })
        : undefined,
    trust: loadTrust ? once(async () => (await loadTrust()).awsTrust(config, services)) : noTrust,
  };
  // No memory is shared between Lambda instances: an SSE stream tails the event log itself, and WebSocket
  // connections (table records) are posted to through the management API by whichever function publishes.
  platform.liveEvents = eventLogTail(db, {
    pollMs: config.streams.pollMs,
    idlePollMs: config.streams.idlePollMs,
    now: () => platform.clock.now().getTime(),
    log: platform.log,
  });
  if (config.websocketCallbackUrl) {
    platform.wsConnections = apiGatewayConnections({ region: config.region, endpoint: config.websocketCallbackUrl });
    platform.realtime = connectionPublisher(platform);
  }
  return platform;
}

/**
 * The platform of a Lambda process, built on the first invocation and reused by every later one. Functions that
 * receive mail pass the trust module's loader (a dynamic import, so it is its own chunk, loaded when mail first
 * arrives); the others leave it out, and their bundles carry no trust code at all.
 */
export function awsPlatform(options: { trust?: () => Promise<TrustModule> } = {}): () => Promise<Platform> {
  return once(() => buildAwsPlatform(options.trust));
}
