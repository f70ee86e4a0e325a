// Lambda entry for received mail: SES receipt notifications from the inbound SQS queue (partial batch failures).
import middy from "@middy/core";
import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import { handleInboundQueue } from "../../shared/workers/inbound.js";

export const handler = middy<SQSEvent, SQSBatchResponse>().handler(handleInboundQueue);
