// Partial batch failures for the SQS and DynamoDB Streams consumers, with Powertools' batch processor: each record
// is handled on its own (side by side), and only the failed ones are reported back, so Lambda retries just those.
import { BatchProcessor, EventType, processPartialResponse } from "@aws-lambda-powertools/batch";
import type {
  Context,
  DynamoDBBatchResponse,
  DynamoDBRecord,
  DynamoDBStreamEvent,
  SQSBatchResponse,
  SQSEvent,
  SQSRecord,
} from "aws-lambda";

/** A batch whose every record failed is still answered with the list, never thrown: one path for every failure. */
const OPTIONS = { throwOnFullBatchFailure: false } as const;

export function eachSqsRecord(
  event: SQSEvent,
  handle: (record: SQSRecord) => Promise<void>,
  context?: Context,
): Promise<SQSBatchResponse> {
  return processPartialResponse(event, handle, new BatchProcessor(EventType.SQS), { ...OPTIONS, context });
}

export function eachStreamRecord(
  event: DynamoDBStreamEvent,
  handle: (record: DynamoDBRecord) => Promise<void>,
  context?: Context,
): Promise<DynamoDBBatchResponse> {
  return processPartialResponse(event, handle, new BatchProcessor(EventType.DynamoDBStreams), {
    ...OPTIONS,
    context,
  });
}
