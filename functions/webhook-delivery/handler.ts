// Lambda entry for webhook delivery attempts from the SQS delivery queue (partial batch failures).
import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import { handleDeliveryQueue } from "../../shared/events/webhook-delivery.js";
import { lambda } from "../../shared/observability/lambda.js";
import { awsPlatform } from "../../shared/platform/aws.js";

const platform = awsPlatform();

export const handler = lambda<SQSEvent, SQSBatchResponse>(async (event, context) =>
  handleDeliveryQueue(await platform(), event, context),
);
