// Every environment variable the service reads, in one place (docs/configuration.md lists them; a test checks).

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
  /** The dashboard's address ({public_url}): MCP tool results link to its pages (shared/links.ts). */
  publicUrl: string;
  sharedDomain: string;
  inboxLimitPerOrg: number;
  /**
   * Secret mixed into page tokens and first-key encryption; generated into DATA_DIR locally. On AWS it is read from
   * Secrets Manager (serverSecretArn) by the composition root, so it is empty until then.
   */
  serverSecret: string;
  /** The Secrets Manager secret holding serverSecret (AWS). */
  serverSecretArn?: string;
  /** The JWT signing key set: a file locally (generated into DATA_DIR), a Secrets Manager secret on AWS. */
  signingKeysFile?: string;
  signingKeysSecretArn?: string;
  /** Agent self-registration: the sandbox caps and registration limits (spec defaults, changeable by the operator). */
  agentAuth: AgentAuthConfig;
  /**
   * Identity providers whose security event tokens POST /agent/event/notify accepts, each with its key set
   * (AGENT_AUTH_TRUSTED_ISSUERS, a JSON list); none by default, so every event token is refused.
   */
  trustedIssuers: TrustedIssuer[];
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
  /**
   * Largest raw message POST /inbound/raw takes (INBOUND_RAW_LIMIT_BYTES): the spec's 40 MB by default; the AWS stack
   * sets what a request can carry through API Gateway into Lambda (shared/limits.ts).
   */
  inboundRawLimitBytes: number;
  /** EventBridge Scheduler (AWS): the group, the function it invokes and the role it assumes. */
  scheduler?: { groupName: string; targetArn: string; roleArn: string };
  /**
   * Loopback URLs (127.0.0.0/8, ::1) are fetchable: attachment URLs and webhook targets (ALLOW_LOOPBACK_URLS;
   * default on in development, refused in production).
   */
  allowLoopback: boolean;
  /** SQS queue of webhook delivery attempts (AWS); locally attempts run in process. */
  webhookQueueUrl?: string;
  /**
   * SSE and WebSocket streams: ping after this much silence, credential recheck, and on AWS the log-tail poll (ms):
   * every pollMs while events come, backing off to idlePollMs while none do.
   */
  streams: { pingMs: number; recheckMs: number; pollMs: number; idlePollMs: number };
  /** API Gateway management endpoint of the WebSocket API (AWS): where frames to connections are posted. */
  websocketCallbackUrl?: string;
  /**
   * Local only: the BIND zone file the local DNS resolver reads (LOCAL_DNS_ZONE; `npm start` defaults it into
   * DATA_DIR), standing in for public DNS so custom domains can verify offline.
   */
  localDnsZone?: string;
  /** The MX host custom domains point inbound mail at (SES's inbound endpoint on AWS, the local SMTP server here). */
  inboundMxHost: string;
  /** Domain Connect: our template's provider and service IDs, and where the apply_url signing key lives. */
  domainConnect: DomainConnectConfig;
  /** The trust classifier: the local rules (default) or Amazon Bedrock (AWS only, falls back to local). */
  classifierBackend: ClassifierBackendName;
  /** Set when classifierBackend is "bedrock". */
  bedrock?: { modelId: string; timeoutMs: number };
  /** Dashboard sign-in: the token buckets' sizes and the code rules (spec defaults, changeable by the operator). */
  signInLimits: SignInLimitsConfig;
  /** Social sign-in providers (SOCIAL_PROVIDERS); none by default, so social sign-in is off. */
  socialProviders: SocialProviderConfig[];
}

/** The spec's dashboard sign-in buckets, by name (shared/domain/sign-in-limits.ts says what each applies to). */
export const SIGN_IN_BUCKET_NAMES = [
  "ip",
  "email_login",
  "email_signup",
  "email_link",
  "email_ip_code",
  "email_ip_check",
  "invitation_ip",
] as const;
export type SignInBucketName = (typeof SIGN_IN_BUCKET_NAMES)[number];

/** A token bucket: up to `burst` requests at once, then one more every `refillSeconds`. */
export interface BucketSize {
  burst: number;
  refillSeconds: number;
}

export interface SignInLimitsConfig {
  /** SIGNIN_<NAME>_BURST and SIGNIN_<NAME>_REFILL_SECONDS (NAME: IP, EMAIL_LOGIN, ..., EMAIL_IP_CHECK). */
  buckets: Record<SignInBucketName, BucketSize>;
  /** New codes per address from any client IP per rolling hour (SIGNIN_CODES_PER_ADDRESS_HOUR). */
  codesPerAddressHour: number;
  /** Wrong codes per address and client IP in 24 hours before codes pause (SIGNIN_WRONG_CODES_PER_DAY). */
  wrongCodesPerDay: number;
}

export const SOCIAL_PROVIDER_NAMES = ["google", "github", "apple", "microsoft"] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDER_NAMES)[number];

/** One social provider: any OpenID Connect issuer, found by discovery. */
export interface SocialProviderConfig {
  name: SocialProviderName;
  /** SOCIAL_<NAME>_ISSUER: the issuer URL (its /.well-known/openid-configuration is read). */
  issuer: string;
  /** SOCIAL_<NAME>_CLIENT_ID and SOCIAL_<NAME>_CLIENT_SECRET (the secret may be absent: a public client). */
  clientId: string;
  clientSecret?: string;
  /** SOCIAL_<NAME>_CLIENT_SECRET_ARN: on AWS the secret is read from Secrets Manager at cold start instead. */
  clientSecretArn?: string;
}

/** The spec's "Dashboard sign-in buckets": burst, and seconds per token of refill. */
const SIGN_IN_BUCKET_DEFAULTS: Record<SignInBucketName, BucketSize> = {
  ip: { burst: 20, refillSeconds: 6 },
  email_login: { burst: 5, refillSeconds: 60 },
  email_signup: { burst: 5, refillSeconds: 60 },
  // 5 per 15 minutes.
  email_link: { burst: 5, refillSeconds: 180 },
  email_ip_code: { burst: 5, refillSeconds: 180 },
  email_ip_check: { burst: 5, refillSeconds: 60 },
  // Invitation lookups (GET /auth/invitations/{token}): the spec has the 429 but not its size; the per-IP one's.
  invitation_ip: { burst: 20, refillSeconds: 6 },
};

function signInLimits(): SignInLimitsConfig {
  const buckets = {} as Record<SignInBucketName, BucketSize>;
  for (const name of SIGN_IN_BUCKET_NAMES) {
    const env = `SIGNIN_${name.toUpperCase()}`;
    const fallback = SIGN_IN_BUCKET_DEFAULTS[name];
    buckets[name] = {
      burst: int(`${env}_BURST`, fallback.burst),
      refillSeconds: int(`${env}_REFILL_SECONDS`, fallback.refillSeconds),
    };
  }
  return {
    buckets,
    codesPerAddressHour: int("SIGNIN_CODES_PER_ADDRESS_HOUR", 10),
    wrongCodesPerDay: int("SIGNIN_WRONG_CODES_PER_DAY", 20),
  };
}

/** SOCIAL_PROVIDERS=google,microsoft with SOCIAL_GOOGLE_ISSUER, SOCIAL_GOOGLE_CLIENT_ID, SOCIAL_GOOGLE_CLIENT_SECRET… */
function socialProviders(stage: Stage): SocialProviderConfig[] {
  const names = (process.env.SOCIAL_PROVIDERS ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(names)].map((name) => {
    if (!(SOCIAL_PROVIDER_NAMES as readonly string[]).includes(name)) {
      throw new Error(`SOCIAL_PROVIDERS: ${name} is not one of ${SOCIAL_PROVIDER_NAMES.join(", ")}`);
    }
    const env = `SOCIAL_${name.toUpperCase()}`;
    const issuer = str(`${env}_ISSUER`);
    let url: URL;
    try {
      url = new URL(issuer);
    } catch {
      throw new Error(`${env}_ISSUER must be a URL`);
    }
    // Plain http only for a development provider (the tests' local issuer).
    if (url.protocol !== "https:" && !(url.protocol === "http:" && stage === "development")) {
      throw new Error(`${env}_ISSUER must be an https URL`);
    }
    return {
      name: name as SocialProviderName,
      issuer,
      clientId: str(`${env}_CLIENT_ID`),
      clientSecret: process.env[`${env}_CLIENT_SECRET`] || undefined,
      clientSecretArn: process.env[`${env}_CLIENT_SECRET_ARN`] || undefined,
    };
  });
}

export type ClassifierBackendName = "local" | "bedrock";

export interface DomainConnectConfig {
  /** The template's providerId and serviceId (as published in the Domain Connect templates repository). */
  providerId: string;
  serviceId: string;
  /** The template's syncPubKeyDomain: the public key is a TXT record at `<keyHost>.<keyDomain>`. */
  keyDomain: string;
  keyHost: string;
  /** The RSA private key (PEM) that signs apply_url: a file locally, a Secrets Manager secret on AWS. */
  keyFile?: string;
  keySecretArn?: string;
  /** Deadline of each discovery request. */
  timeoutMs: number;
}

export interface AgentAuthConfig {
  /** Unclaimed sandbox inbox: messages and different recipients per rolling 24 hours, recipients per message. */
  sandboxMessagesPerDay: number;
  sandboxRecipientsPerDay: number;
  sandboxRecipientsPerMessage: number;
  /** POST /agent/identity per requester (IPv4 address or IPv6 /64): per rolling hour and 24 hours; whole service per hour. */
  registrationsPerRequesterHour: number;
  registrationsPerRequesterDay: number;
  registrationsPerServiceHour: number;
}

export interface TrustedIssuer {
  issuer: string;
  jwksUri: string;
}

/** AGENT_AUTH_TRUSTED_ISSUERS: `[{"issuer": "...", "jwks_uri": "https://..."}]`. */
function trustedIssuers(name: string): TrustedIssuer[] {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`${name} must be a JSON list of {issuer, jwks_uri}`);
  }
  if (!Array.isArray(parsed)) throw new Error(`${name} must be a JSON list of {issuer, jwks_uri}`);
  return parsed.map((entry: unknown) => {
    const { issuer, jwks_uri } = (entry ?? {}) as Record<string, unknown>;
    if (typeof issuer !== "string" || !issuer || typeof jwks_uri !== "string" || !/^https?:\/\//.test(jwks_uri)) {
      throw new Error(`${name}: each entry needs an issuer and an http(s) jwks_uri`);
    }
    return { issuer, jwksUri: jwks_uri };
  });
}

/** A small, fast on-demand model in the regions SES receives mail in; any Converse-capable model id works. */
export const DEFAULT_BEDROCK_MODEL_ID = "amazon.nova-lite-v1:0";

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

function bool(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  if (raw === "true" || raw === "1") return true;
  if (raw === "false" || raw === "0") return false;
  throw new Error(`${name} must be true or false`);
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
  const classifierBackend = oneOf<ClassifierBackendName>("CLASSIFIER_BACKEND", ["local", "bedrock"], "local");
  if (classifierBackend === "bedrock" && platform !== "aws") {
    throw new Error("CLASSIFIER_BACKEND=bedrock needs PLATFORM=aws");
  }
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
    publicUrl: (process.env.PUBLIC_URL || str("API_BASE_URL", "http://localhost:3000")).replace(/\/+$/, ""),
    sharedDomain: str("SHARED_DOMAIN", "agents.localhost").toLowerCase(),
    inboxLimitPerOrg: int("INBOX_LIMIT_PER_ORG", 1000),
    serverSecret: process.env.SERVER_SECRET_ARN ? (process.env.SERVER_SECRET ?? "") : str("SERVER_SECRET"),
    serverSecretArn: process.env.SERVER_SECRET_ARN || undefined,
    signingKeysFile: process.env.SIGNING_KEYS_FILE || undefined,
    signingKeysSecretArn: process.env.SIGNING_KEYS_SECRET_ARN || undefined,
    agentAuth: {
      sandboxMessagesPerDay: int("SANDBOX_MESSAGES_PER_DAY", 10),
      sandboxRecipientsPerDay: int("SANDBOX_RECIPIENTS_PER_DAY", 10),
      sandboxRecipientsPerMessage: int("SANDBOX_RECIPIENTS_PER_MESSAGE", 5),
      registrationsPerRequesterHour: int("REGISTRATIONS_PER_REQUESTER_HOUR", 3),
      registrationsPerRequesterDay: int("REGISTRATIONS_PER_REQUESTER_DAY", 10),
      registrationsPerServiceHour: int("REGISTRATIONS_PER_SERVICE_HOUR", 100),
    },
    trustedIssuers: trustedIssuers("AGENT_AUTH_TRUSTED_ISSUERS"),
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
    inboundRawLimitBytes: int("INBOUND_RAW_LIMIT_BYTES", 40 * 1024 * 1024),
    scheduler: process.env.SCHEDULER_TARGET_ARN
      ? {
          groupName: str("SCHEDULER_GROUP", "default"),
          targetArn: str("SCHEDULER_TARGET_ARN"),
          roleArn: str("SCHEDULER_ROLE_ARN"),
        }
      : undefined,
    allowLoopback: false,
    webhookQueueUrl: process.env.WEBHOOK_QUEUE_URL || undefined,
    streams: {
      pingMs: int("STREAM_PING_MS", 15_000),
      recheckMs: int("STREAM_RECHECK_MS", 30_000),
      pollMs: int("STREAM_POLL_MS", 1000),
      idlePollMs: int("STREAM_IDLE_POLL_MS", 4000),
    },
    websocketCallbackUrl: process.env.WEBSOCKET_CALLBACK_URL || undefined,
    localDnsZone: process.env.LOCAL_DNS_ZONE || undefined,
    inboundMxHost: str(
      "INBOUND_MX_HOST",
      platform === "aws"
        ? `inbound-smtp.${str("AWS_REGION", "us-east-1")}.amazonaws.com`
        : str("SHARED_DOMAIN", "agents.localhost"),
    ).toLowerCase(),
    domainConnect: {
      providerId: str("DOMAIN_CONNECT_PROVIDER_ID", str("SHARED_DOMAIN", "agents.localhost").toLowerCase()),
      serviceId: str("DOMAIN_CONNECT_SERVICE_ID", "mail"),
      keyDomain: str("DOMAIN_CONNECT_KEY_DOMAIN", str("SHARED_DOMAIN", "agents.localhost").toLowerCase()),
      keyHost: str("DOMAIN_CONNECT_KEY_HOST", "_dck1"),
      keyFile: process.env.DOMAIN_CONNECT_KEY_FILE || undefined,
      keySecretArn: process.env.DOMAIN_CONNECT_KEY_SECRET_ARN || undefined,
      timeoutMs: int("DOMAIN_CONNECT_TIMEOUT_MS", 5000),
    },
    classifierBackend,
    bedrock:
      classifierBackend === "bedrock"
        ? { modelId: str("BEDROCK_MODEL_ID", DEFAULT_BEDROCK_MODEL_ID), timeoutMs: int("BEDROCK_TIMEOUT_MS", 5000) }
        : undefined,
    signInLimits: signInLimits(),
    socialProviders: [],
  };
  cached.socialProviders = socialProviders(cached.stage);
  cached.allowLoopback = bool("ALLOW_LOOPBACK_URLS", cached.stage === "development");
  // A deployed function's loopback is its own host: never a webhook or attachment target.
  if (cached.allowLoopback && cached.stage === "production") {
    throw new Error("ALLOW_LOOPBACK_URLS=true is for development only (STAGE=development)");
  }
  return cached;
}

/** Tests and the local runtime change env between instances in one process only through this. */
export function resetConfig(): void {
  cached = undefined;
}
