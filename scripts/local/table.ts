// Creates the single table locally exactly as shared/db/table.ts declares it (the CDK stack reads the same file).
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  UpdateTimeToLiveCommand,
} from "@aws-sdk/client-dynamodb";
import { createTableInput, TABLE } from "../../shared/db/table.js";
import { localDynamoDbClientConfig } from "./dynamodb.js";

const ACTIVE_TIMEOUT_MS = 30_000;

function errorName(err: unknown): string | undefined {
  return err && typeof err === "object" && "name" in err ? String((err as { name: unknown }).name) : undefined;
}

/** Idempotent: creates the table if missing, waits until it and its indexes are ACTIVE, and enables TTL. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient(localDynamoDbClientConfig(endpoint));
  try {
    try {
      await client.send(new CreateTableCommand(createTableInput(tableName)));
    } catch (err) {
      // Someone (another test file, an earlier run with -dbPath) already created it.
      if (errorName(err) !== "ResourceInUseException") throw err;
    }

    const deadline = Date.now() + ACTIVE_TIMEOUT_MS;
    for (;;) {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      const indexesActive = (Table?.GlobalSecondaryIndexes ?? []).every((i) => i.IndexStatus === "ACTIVE");
      if (Table?.TableStatus === "ACTIVE" && indexesActive) break;
      if (Date.now() > deadline) {
        throw new Error(
          `Table ${tableName} is not ACTIVE after ${ACTIVE_TIMEOUT_MS / 1000} s (status ${Table?.TableStatus})`,
        );
      }
      await new Promise((r) => setTimeout(r, 100));
    }

    const { TimeToLiveDescription: ttl } = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
    if (ttl?.TimeToLiveStatus === "ENABLED" && ttl.AttributeName === TABLE.ttlAttribute) return;
    try {
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: tableName,
          TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
        }),
      );
    } catch (err) {
      // A concurrent ensureTable may have enabled it between our describe and update.
      const message = err instanceof Error ? err.message : "";
      if (!(errorName(err) === "ValidationException" && /already enabled/i.test(message))) throw err;
    }
  } finally {
    client.destroy();
  }
}
