// Composition root for `npm start` and tests: DynamoDB Local and s3rver endpoints, same code otherwise.

import { s3BlobStore } from "../adapters/aws/s3-blob-store.js";
import { localS3ClientConfig } from "../adapters/local/s3-config.js";
import type { Config } from "../config.js";
import { createDocumentClient } from "../db/client.js";
import { createService } from "../db/service.js";
import { createLogger } from "../observability/logger.js";
import { systemClock } from "../ports/clock.js";
import type { Platform } from "./platform.js";

export function localPlatform(config: Config): Platform {
  if (!config.dynamodbEndpoint || !config.s3Endpoint) {
    throw new Error("PLATFORM=local needs DYNAMODB_ENDPOINT and S3_ENDPOINT (npm start sets them)");
  }
  const client = createDocumentClient({ region: config.region, endpoint: config.dynamodbEndpoint });
  return {
    config,
    db: createService(client, config.tableName),
    blobs: s3BlobStore(config.bucketName, localS3ClientConfig(config.s3Endpoint, config.region)),
    clock: systemClock,
    log: createLogger({ service: "agent-mail" }, { level: config.logLevel }),
  };
}
