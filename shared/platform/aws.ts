// Composition root for Lambda: DynamoDB and S3 of the account, system clock.

import { eventBridgeScheduler } from "../adapters/aws/eventbridge-scheduler.js";
import { s3BlobStore } from "../adapters/aws/s3-blob-store.js";
import { sesTransport } from "../adapters/aws/ses-transport.js";
import { sqsDeliveryQueue } from "../adapters/aws/sqs-delivery-queue.js";
import { apiGatewayConnections } from "../adapters/aws/ws-connections.js";
import type { Config } from "../config.js";
import { createDocumentClient } from "../db/client.js";
import { createService } from "../db/service.js";
import { ApiError } from "../errors.js";
import { eventLogTail } from "../events/tail.js";
import { connectionPublisher } from "../events/websocket.js";
import { createLogger } from "../observability/logger.js";
import { systemClock } from "../ports/clock.js";
import type { DeliveryQueue } from "../ports/delivery-queue.js";
import type { Scheduler } from "../ports/scheduler.js";
import type { Platform } from "./platform.js";
import { awsTrust } from "./trust.js";

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

export function awsPlatform(config: Config): Platform {
  const client = createDocumentClient({ region: config.region });
  const db = createService(client, config.tableName);
  const log = createLogger({ service: "agent-mail" }, { level: config.logLevel });
  const platform: Platform = {
    scheduler: config.scheduler ? eventBridgeScheduler({ region: config.region, ...config.scheduler }) : noScheduler,
    deliveryQueue: config.webhookQueueUrl
      ? sqsDeliveryQueue({ region: config.region, queueUrl: config.webhookQueueUrl })
      : noDeliveryQueue,
    transport:
      config.mailTransport === "ses"
        ? sesTransport({ region: config.region, configurationSetName: config.sesConfigurationSet })
        : undefined,
    config,
    db,
    trust: awsTrust(config, { db, clock: systemClock, log }),
    blobs: s3BlobStore(config.bucketName, { region: config.region }),
    clock: systemClock,
    log,
  };
  // No memory is shared between Lambda instances: an SSE stream tails the event log itself, and WebSocket
  // connections (table records) are posted to through the management API by whichever function publishes.
  platform.liveEvents = eventLogTail(db, {
    pollMs: config.streams.pollMs,
    now: () => platform.clock.now().getTime(),
    log: platform.log,
  });
  if (config.websocketCallbackUrl) {
    platform.wsConnections = apiGatewayConnections({ region: config.region, endpoint: config.websocketCallbackUrl });
    platform.realtime = connectionPublisher(platform);
  }
  return platform;
}
