// Lambda entry for the table's DynamoDB Stream (INSERTs of event items only): webhook deliveries and open streams.
import middy from "@middy/core";
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from "aws-lambda";
import { handleEventStream } from "../../shared/events/fanout.js";
import { getPlatform } from "../../shared/platform/index.js";

export const handler = middy<DynamoDBStreamEvent, DynamoDBBatchResponse>().handler((event) =>
  handleEventStream(getPlatform(), event),
);
