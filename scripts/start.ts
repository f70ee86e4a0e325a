// `npm start`: the whole service on this machine, in development mode, data kept in DATA_DIR across restarts.
import "./local/env.js";
import { startLocalService } from "./local/service.js";

const port = Number(process.env.PORT || 3000);
const dataDir = process.env.DATA_DIR || ".data";

process.env.STAGE ||= "development";
const service = await startLocalService({
  port,
  dataDir,
  dynamodbPort: process.env.DYNAMODB_PORT ? Number(process.env.DYNAMODB_PORT) : undefined,
  smtpPort: Number(process.env.SMTP_PORT || 2525),
  stage: process.env.STAGE === "production" ? "production" : "development",
});
const base = process.env.API_BASE_URL || `http://localhost:${service.port}`;

console.log(`
Agent mail service is running (${process.env.STAGE} mode)
  API:       ${base}/v0
  Health:    ${base}/health
  SMTP in:   localhost:${service.smtpPort} (mail for @${process.env.SHARED_DOMAIN || "agents.localhost"})
  Outbox:    ${service.outboxDir}
  Data:      ${dataDir} (npm run reset wipes it)

Get an API key:
  curl -s -c cookies.txt -X POST ${base}/auth/email/start -H 'content-type: application/json' -d '{"email":"you@example.com"}'
  curl -s -b cookies.txt -c cookies.txt -X POST ${base}/auth/email/verify -H 'content-type: application/json' -d '{"code":"<dev_code>"}'
  curl -s -b cookies.txt ${base}/auth/first-key
`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  await service.stop();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
