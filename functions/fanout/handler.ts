// Lambda entry for the table's DynamoDB Stream (INSERTs of event items only): webhook deliveries and open streams.
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from "aws-lambda";
import { handleEventStream } from "../../shared/events/fanout.js";
import { lambda } from "../../shared/observability/lambda.js";
import { awsPlatform } from "../../shared/platform/aws.js";

const platform = awsPlatform();

export const handler = lambda<DynamoDBStreamEvent, DynamoDBBatchResponse>(async (event, context) =>
  handleEventStream(await platform(), event, context),
);
