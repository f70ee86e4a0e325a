// The DynamoDB client used by ElectroDB on both platforms; only the endpoint differs.
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { meterDynamoMiddleware } from "./metering.js";

let calls = 0;

/** DynamoDB calls made by this process so far (the benchmark reads it to report calls per request). */
export function dynamoCallCount(): number {
  return calls;
}

/** The document client on AWS (no endpoint) or against DynamoDB Local (its endpoint, dummy credentials). */
export function createDocumentClient(options: { region: string; endpoint?: string }): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: options.region,
    ...(options.endpoint
      ? { endpoint: options.endpoint, credentials: { accessKeyId: "local", secretAccessKey: "local" } }
      : {}),
  });
  client.middlewareStack.add(
    (next) => async (args) => {
      calls += 1;
      return next(args);
    },
    { step: "initialize", name: "countDynamoCalls" },
  );
  // Capacity units per call, only inside a metered bench scenario (shared/db/metering.ts).
  client.middlewareStack.add(meterDynamoMiddleware as never, { step: "initialize", name: "meterCapacity" });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
