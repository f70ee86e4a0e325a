// Every environment variable the service reads, in one place (README "Configuration" mirrors this).

export type Stage = "development" | "production";
export type PlatformName = "local" | "aws";

export interface Config {
  /** development: dev codes returned and logged, loopback webhooks allowed. production: none of that. */
  stage: Stage;
  platform: PlatformName;
  tableName: string;
  bucketName: string;
  region: string;
  /** Only set locally: where DynamoDB Local and s3rver listen. */
  dynamodbEndpoint?: string;
  s3Endpoint?: string;
  /** Public base URL of the API, used in WWW-Authenticate and links. */
  baseUrl: string;
  sharedDomain: string;
  inboxLimitPerOrg: number;
  /** Secret mixed into page tokens and first-key encryption; generated into DATA_DIR locally. */
  serverSecret: string;
  /** CORS origins; empty means CORS off. */
  corsOrigins: string[];
  logLevel: LogLevel;
  /** How sends leave: SES (AWS), the local transport, or none (sends answer 501). */
  mailTransport: "ses" | "local" | "none";
  sesConfigurationSet?: string;
  /** Local transport: where mail for other domains is kept, and an optional SMTP relay for it. */
  outboxDir?: string;
  smtpRelayUrl?: string;
  /** Distinct recipients (to, cc, bcc) per message. */
  recipientCap: number;
  /** EventBridge Scheduler (AWS): the group, the function it invokes and the role it assumes. */
  scheduler?: { groupName: string; targetArn: string; roleArn: string };
  /** Development only: loopback URLs are fetchable (attachments, webhooks). */
  allowLoopback: boolean;
}

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

function str(name: string, fallback?: string): string {
  const value = process.env[name];
  if (value !== undefined && value !== "") return value;
  if (fallback !== undefined) return fallback;
  throw new Error(`Missing required environment variable ${name}`);
}

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer`);
  return n;
}

function oneOf<T extends string>(name: string, values: readonly T[], fallback: T): T {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!(values as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${values.join(", ")}`);
  return raw as T;
}

let cached: Config | undefined;

export function loadConfig(): Config {
  if (cached) return cached;
  const platform = oneOf<PlatformName>("PLATFORM", ["local", "aws"], "aws");
  cached = {
    // Deployed stacks are production unless told otherwise; `npm start` sets development.
    stage: oneOf<Stage>("STAGE", ["development", "production"], "production"),
    platform,
    tableName: str("TABLE_NAME", "agent-mail"),
    bucketName: str("BUCKET_NAME", "agent-mail"),
    region: str("AWS_REGION", "us-east-1"),
    dynamodbEndpoint: process.env.DYNAMODB_ENDPOINT || undefined,
    s3Endpoint: process.env.S3_ENDPOINT || undefined,
    baseUrl: str("API_BASE_URL", "http://localhost:3000").replace(/\/+$/, ""),
    sharedDomain: str("SHARED_DOMAIN", "agents.localhost").toLowerCase(),
    inboxLimitPerOrg: int("INBOX_LIMIT_PER_ORG", 1000),
    serverSecret: str("SERVER_SECRET"),
    corsOrigins: (process.env.CORS_ORIGINS ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: oneOf<LogLevel>("LOG_LEVEL", ["debug", "info", "warn", "error", "silent"], "info"),
    mailTransport: oneOf("MAIL_TRANSPORT", ["ses", "local", "none"], platform === "local" ? "local" : "none"),
    sesConfigurationSet: process.env.SES_CONFIGURATION_SET || undefined,
    outboxDir: process.env.OUTBOX_DIR || undefined,
    smtpRelayUrl: process.env.SMTP_RELAY_URL || undefined,
    recipientCap: int("RECIPIENT_CAP", 50),
    scheduler: process.env.SCHEDULER_TARGET_ARN
      ? {
          groupName: str("SCHEDULER_GROUP", "default"),
          targetArn: str("SCHEDULER_TARGET_ARN"),
          roleArn: str("SCHEDULER_ROLE_ARN"),
        }
      : undefined,
    allowLoopback: false,
  };
  cached.allowLoopback = cached.stage === "development";
  return cached;
}

/** Tests and the local runtime change env between instances in one process only through this. */
export function resetConfig(): void {
  cached = undefined;
}
