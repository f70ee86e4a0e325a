// A platform over the suite's DynamoDB Local whose clock moves only when the test says, for the time-bound rules
// (rate limits, token buckets, expiries) driven through the real route table with dispatch. Mail it sends is kept.
import { keyring } from "../../shared/auth/keyring.js";
import { rotateKeySet } from "../../shared/auth/signing-keys.js";
import type { Config } from "../../shared/config.js";
import { createLogger } from "../../shared/observability/logger.js";
import { noMetrics } from "../../shared/observability/metrics.js";
import type { OutboundMessage } from "../../shared/ports/mail-transport.js";
import type { Platform } from "../../shared/ports/platform.js";
import { testDb } from "./db.js";
import { SPEC_SIGN_IN_LIMITS } from "./sign-in-limits.js";

/** `start` (epoch ms) gets a random offset, so runs and tests do not share rolling windows or buckets. */
export function clockPlatform(options: { start?: number; config?: Partial<Config> } = {}) {
  let now = (options.start ?? Date.parse("2032-01-01T00:00:00Z")) + Math.floor(Math.random() * 1e10);
  // One key set for the platform's life, made when first read.
  let keys: Promise<string> | undefined;
  const readKeys = () => {
    keys ??= rotateKeySet(undefined, new Date(now)).then((set) => JSON.stringify(set));
    return keys;
  };
  const sent: OutboundMessage[] = [];
  const platform = {
    config: {
      stage: "development",
      baseUrl: "https://mail.test",
      publicUrl: "https://mail.test",
      sharedDomain: "agents.localhost",
      inboxLimitPerOrg: 1000,
      recipientCap: 50,
      corsOrigins: [],
      serverSecret: "clock-platform-test",
      signInLimits: SPEC_SIGN_IN_LIMITS,
      socialProviders: [],
      ...options.config,
    } as Config,
    db: testDb(),
    clock: { now: () => new Date(now) },
    log: createLogger({}, { level: "silent" }),
    metrics: noMetrics,
    keys: keyring({ read: readKeys }),
    transport: {
      name: "test",
      maxMessageBytes: 10_000_000,
      send: async (message: OutboundMessage) => {
        sent.push(message);
        return {};
      },
    },
  } as unknown as Platform;
  return {
    platform,
    /** The subjects of the mail sent to an address. */
    mailTo: (email: string) =>
      sent
        .filter((m) => m.recipients.includes(email))
        .map((m) => m.raw.toString("utf8").match(/^Subject: (.*)$/m)?.[1]),
    advance: (ms: number) => {
      now += ms;
    },
  };
}
