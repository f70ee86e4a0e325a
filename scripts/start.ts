// `npm start`: the whole service on this machine, in development mode, data kept in DATA_DIR across restarts.
import "./local/env.js";
import { startBanner } from "./local/banner.js";
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
console.log(
  startBanner({
    stage: process.env.STAGE,
    // The address without /v0, as the README's B and the official client's baseUrl.
    baseUrl: (process.env.API_BASE_URL || `http://localhost:${service.port}`).replace(/\/+$/, ""),
    smtpPort: service.smtpPort,
    sharedDomain: process.env.SHARED_DOMAIN || "agents.localhost",
    outboxDir: service.outboxDir,
    dataDir,
    dnsZoneFile: service.dnsZoneFile,
  }),
);

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
