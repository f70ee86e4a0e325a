// A table of its own in the test run's DynamoDB Local, for adapters whose state must not mix with the local service's
// (the service's own job runner polls the due-job records of its table).
import { randomUUID } from "node:crypto";
import { DeleteTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { inject } from "vitest";
import { localDynamoDbClientConfig } from "../../../scripts/local/dynamodb.js";
import { ensureTable } from "../../../scripts/local/table.js";
import { createDocumentClient } from "../../../shared/db/client.js";
import { createService, type Db } from "../../../shared/db/service.js";

export interface ContractTable {
  db: Db;
  drop(): Promise<void>;
}

/** Creates a fresh table, shaped as the stack's, in the DynamoDB Local the globalSetup started. */
export async function contractTable(): Promise<ContractTable> {
  const endpoint = inject("dynamodbEndpoint");
  const tableName = `contract-${randomUUID()}`;
  await ensureTable(endpoint, tableName);
  const db = createService(createDocumentClient({ region: "us-east-1", endpoint }), tableName);
  return {
    db,
    async drop() {
      const client = new DynamoDBClient(localDynamoDbClientConfig(endpoint));
      try {
        await client.send(new DeleteTableCommand({ TableName: tableName }));
      } finally {
        client.destroy();
      }
    },
  };
}
