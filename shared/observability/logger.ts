// Structured JSON logs, one line per entry (CloudWatch on AWS, the terminal locally), written by Powertools for AWS
// Lambda's Logger: request id, cold start and function on every line once the handler's middleware
// (injectLambdaContext) has seen the invocation, and per-request keys (organization, route) added by the router.
// Fields are scrubbed before they are written: secrets and message content never reach a log line.
import { Logger as PowertoolsLogger } from "@aws-lambda-powertools/logger";
import type { LogLevel } from "../config.js";

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** A logger whose lines also carry `fields` (a component name, a stream id). */
  child(fields: LogFields): Logger;
  /** Keys on every line until the invocation ends (the middleware resets them): organization, route. */
  appendRequestKeys(fields: LogFields): void;
}

/** Field names whose values are secrets or mail content: written as "[redacted]", at any depth. */
const REDACTED = new Set([
  "authorization",
  "cookie",
  "set-cookie",
  "password",
  "secret",
  "token",
  "api_key",
  "apikey",
  "key",
  "code",
  "claim_token",
  "client_secret",
  "refresh_token",
  "access_token",
  "body",
  "raw",
  "html",
  "text",
  "content",
  "attachments",
]);

/** The one exception: the development-only sign-in code, logged on purpose so `npm start` needs no mailbox. */
const DEVELOPMENT_ONLY = new Set(["dev_code"]);

function scrub(value: unknown, depth = 0): unknown {
  if (value instanceof Error) {
    return {
      name: value.name,
      message: value.message,
      stack: value.stack,
      ...(value.cause ? { cause: scrub(value.cause, depth + 1) } : {}),
    };
  }
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      REDACTED.has(k.toLowerCase()) ? "[redacted]" : scrub(v, depth + 1),
    ]),
  );
}

export function scrubFields(fields: LogFields, stage?: string): LogFields {
  const out: LogFields = {};
  for (const [k, v] of Object.entries(fields)) {
    if (DEVELOPMENT_ONLY.has(k)) {
      if (stage === "development") out[k] = v;
      continue;
    }
    out[k] = REDACTED.has(k.toLowerCase()) ? "[redacted]" : scrub(v);
  }
  return out;
}

/** The `service` key of every log line and the default dimension of every metric. */
export const SERVICE_NAME = "agent-mail";

let root: PowertoolsLogger | undefined;

/**
 * The process's Powertools logger: the one the Lambda middleware injects the invocation context into. Created on
 * first use, at the level LOG_LEVEL gives then (the middleware resets the level to its initial value on every warm
 * invocation, so the level is set here, once, never later).
 */
export function rootLogger(): PowertoolsLogger {
  root ??= new PowertoolsLogger({
    serviceName: SERVICE_NAME,
    logLevel: (process.env.LOG_LEVEL || "info").toUpperCase() as never,
  });
  return root;
}

function wrap(inner: PowertoolsLogger, stage: string | undefined): Logger {
  return {
    debug: (m, f) => inner.debug(m, scrubFields(f ?? {}, stage)),
    info: (m, f) => inner.info(m, scrubFields(f ?? {}, stage)),
    warn: (m, f) => inner.warn(m, scrubFields(f ?? {}, stage)),
    error: (m, f) => inner.error(m, scrubFields(f ?? {}, stage)),
    child: (fields) => wrap(inner.createChild({ persistentKeys: scrubFields(fields, stage) as never }), stage),
    appendRequestKeys: (fields) => inner.appendKeys(scrubFields(fields, stage) as never),
  };
}

/** The process's logger (the platform's), over rootLogger; `stage` lets development-only fields through. */
export function processLogger(options: { stage: string }): Logger {
  return wrap(rootLogger(), options.stage);
}

/** A logger of its own (tests, scripts, components built outside a platform), so levels do not mix. */
export function createLogger(base: LogFields = {}, options: { level?: LogLevel } = {}): Logger {
  return wrap(
    new PowertoolsLogger({
      serviceName: SERVICE_NAME,
      ...(options.level ? { logLevel: options.level.toUpperCase() as never } : {}),
      persistentKeys: scrubFields(base) as never,
    }),
    undefined,
  );
}
