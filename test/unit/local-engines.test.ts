// The local engines the dev server and integration tests stand on: DynamoDB Local (jar) and s3rver.
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { localDynamoDbClientConfig, startDynamoDbLocal } from "../../scripts/local/dynamodb.js";
import { localS3ClientConfig, startS3 } from "../../scripts/local/s3.js";
import { ensureTable } from "../../scripts/local/table.js";
import { TABLE } from "../../shared/db/table.js";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== "ESRCH";
  }
}

describe("local engines", { timeout: 120_000 }, () => {
  it("DynamoDB Local: ensureTable is idempotent and builds the table TABLE declares", async () => {
    const ddb = await startDynamoDbLocal({});
    const client = new DynamoDBClient(localDynamoDbClientConfig(ddb.endpoint));
    try {
      const tableName = "local-engines-test";
      await ensureTable(ddb.endpoint, tableName);
      await ensureTable(ddb.endpoint, tableName);

      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      expect(Table?.TableStatus).toBe("ACTIVE");
      expect(Table?.KeySchema).toEqual([
        { AttributeName: TABLE.partitionKey, KeyType: "HASH" },
        { AttributeName: TABLE.sortKey, KeyType: "RANGE" },
      ]);
      const gsis = [...(Table?.GlobalSecondaryIndexes ?? [])].sort((a, b) =>
        (a.IndexName ?? "").localeCompare(b.IndexName ?? ""),
      );
      expect(
        gsis.map((g) => ({ name: g.IndexName, keys: g.KeySchema, projection: g.Projection?.ProjectionType })),
      ).toEqual(
        [...TABLE.indexes]
          .sort((a, b) => a.indexName.localeCompare(b.indexName))
          .map((i) => ({
            name: i.indexName,
            keys: [
              { AttributeName: i.partitionKey, KeyType: "HASH" },
              { AttributeName: i.sortKey, KeyType: "RANGE" },
            ],
            projection: "ALL",
          })),
      );

      const { TimeToLiveDescription } = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
      expect(TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: "ENABLED", AttributeName: TABLE.ttlAttribute });
    } finally {
      client.destroy();
      await ddb.stop();
    }
    expect(isRunning(ddb.pid)).toBe(false);
  });

  it("s3rver: Buffer and stream bodies round-trip byte-identical", async () => {
    const dir = await mkdtemp(join(tmpdir(), "local-engines-s3-"));
    const bucket = "local-engines-test";
    const s3 = await startS3({ directory: join(dir, "s3"), bucket });
    const client = new S3Client(localS3ClientConfig(s3.endpoint));
    try {
      const body = randomBytes(300_000);

      await client.send(new PutObjectCommand({ Bucket: bucket, Key: "buffer.bin", Body: body }));
      const fromBuffer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: "buffer.bin" }));
      const bufferBytes = Buffer.from((await fromBuffer.Body?.transformToByteArray()) ?? []);
      expect(bufferBytes.length).toBe(body.length);
      expect(bufferBytes.equals(body)).toBe(true);

      // The case the SDK's default checksum mode corrupts on s3rver (aws-chunked framing stored as data).
      const file = join(dir, "upload.bin");
      await writeFile(file, body);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: "stream.bin",
          Body: createReadStream(file),
          ContentLength: body.length,
        }),
      );
      const fromStream = await client.send(new GetObjectCommand({ Bucket: bucket, Key: "stream.bin" }));
      const streamBytes = Buffer.from((await fromStream.Body?.transformToByteArray()) ?? []);
      expect(streamBytes.length).toBe(body.length);
      expect(streamBytes.equals(body)).toBe(true);
    } finally {
      client.destroy();
      await s3.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
