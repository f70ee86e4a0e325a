// Composition root for Lambda: DynamoDB and S3 of the account, system clock.

import { s3BlobStore } from "../adapters/aws/s3-blob-store.js";
import { sesTransport } from "../adapters/aws/ses-transport.js";
import type { Config } from "../config.js";
import { createDocumentClient } from "../db/client.js";
import { createService } from "../db/service.js";
import { createLogger } from "../observability/logger.js";
import { systemClock } from "../ports/clock.js";
import type { Platform } from "./platform.js";

export function awsPlatform(config: Config): Platform {
  const client = createDocumentClient({ region: config.region });
  return {
    transport:
      config.mailTransport === "ses"
        ? sesTransport({ region: config.region, configurationSetName: config.sesConfigurationSet })
        : undefined,
    config,
    db: createService(client, config.tableName),
    blobs: s3BlobStore(config.bucketName, { region: config.region }),
    clock: systemClock,
    log: createLogger({ service: "agent-mail" }, { level: config.logLevel }),
  };
}
