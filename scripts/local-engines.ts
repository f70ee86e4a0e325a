// `npm run setup:local`: installs what the local engines need (Java, the DynamoDB Local jar). Safe to re-run.
import { join } from "node:path";
import { ensureDynamoDbLocal, ensureJava } from "./local/dynamodb.js";

async function main(): Promise<void> {
  const started = Date.now();
  await ensureJava();
  const emulatorDir = await ensureDynamoDbLocal();
  console.log(`DynamoDB Local ready: ${join(emulatorDir, "DynamoDBLocal.jar")} (${Date.now() - started} ms)`);
  console.log("s3rver needs no setup: it runs in-process from node_modules.");
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
