// Lambda entry for received mail: SES receipt notifications from the inbound SQS queue (partial batch failures).
import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import { lambda } from "../../shared/observability/lambda.js";
import { awsPlatform } from "../../shared/platform/aws.js";
import { handleInboundQueue } from "../../shared/workers/inbound.js";

const platform = awsPlatform({ trust: () => import("../../shared/platform/trust.js") });

export const handler = lambda<SQSEvent, SQSBatchResponse>(async (event, context) =>
  handleInboundQueue(await platform(), event, context),
);
