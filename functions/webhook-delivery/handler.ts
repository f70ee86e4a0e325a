// Lambda entry for webhook delivery attempts from the SQS delivery queue (partial batch failures).
import middy from "@middy/core";
import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import { handleDeliveryQueue } from "../../shared/events/webhook-delivery.js";
import { getPlatform } from "../../shared/platform/index.js";

export const handler = middy<SQSEvent, SQSBatchResponse>().handler((event) =>
  handleDeliveryQueue(getPlatform(), event),
);
