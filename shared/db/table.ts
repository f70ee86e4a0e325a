// The one table definition: read by the CDK stack (infra/) and by the local bootstrap (scripts/).
import type { CreateTableCommandInput } from "@aws-sdk/client-dynamodb";

export const TABLE = {
  partitionKey: "pk",
  sortKey: "sk",
  ttlAttribute: "ttl",
  /** Global secondary indexes; ElectroDB entities name them in shared/db/entities. */
  indexes: [
    { indexName: "gsi1", partitionKey: "gsi1pk", sortKey: "gsi1sk" },
    { indexName: "gsi2", partitionKey: "gsi2pk", sortKey: "gsi2sk" },
    { indexName: "gsi3", partitionKey: "gsi3pk", sortKey: "gsi3sk" },
  ],
  /** Event records are fanned out from the change feed. */
  streamViewType: "NEW_AND_OLD_IMAGES",
} as const;

/** The CreateTable input with TABLE's keys and indexes (the local bootstrap and the artifact harness create it). */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const keyNames = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  return {
    TableName: tableName,
    BillingMode: "PAY_PER_REQUEST",
    AttributeDefinitions: keyNames.map((AttributeName) => ({ AttributeName, AttributeType: "S" })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: "HASH" },
      { AttributeName: TABLE.sortKey, KeyType: "RANGE" },
    ],
    GlobalSecondaryIndexes: TABLE.indexes.map((i) => ({
      IndexName: i.indexName,
      KeySchema: [
        { AttributeName: i.partitionKey, KeyType: "HASH" },
        { AttributeName: i.sortKey, KeyType: "RANGE" },
      ],
      Projection: { ProjectionType: "ALL" },
    })),
    StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE.streamViewType },
  };
}
