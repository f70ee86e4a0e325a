// The classification cache in the table (DynamoDB Local, the real engine), behind the in-process LRU: put/get,
// the TTL attribute, and a second platform instance with a fresh LRU served through the table.
import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import {
  CLASSIFICATION_TTL_DAYS,
  tableClassificationCache,
} from "../../shared/adapters/dynamodb/classification-cache.js";
import { systemClock } from "../../shared/adapters/system/clock.js";
import { type Config, loadConfig } from "../../shared/config.js";
import { TABLE } from "../../shared/db/table.js";
import { parseMessage } from "../../shared/mime/parse.js";
import { createLogger } from "../../shared/observability/logger.js";
import { localPlatform } from "../../shared/platform/local.js";
import { awsTrust } from "../../shared/platform/trust.js";
import type { ClassificationCache, ClassifierInput, ClassifierOutput } from "../../shared/ports/classifier.js";
import {
  cachedClassifier,
  memoryClassificationCache,
  tieredClassificationCache,
} from "../../shared/trust/classification-cache.js";
import { computeTrust, trustInputFor } from "../../shared/trust/pipeline.js";
import { cleanSignals } from "../helpers/classifier-input.js";
import { testDb } from "../helpers/db.js";

const RESULT: ClassifierOutput = {
  is_spam: 0.1,
  is_phishing: 0.2,
  contains_instructions_to_agent: 0.05,
  requests_credentials_or_payment: 0.3,
  urgency: 0.4,
  category: "business",
  language: "en",
  backend: "local-v1",
  reasons: ["category business: business correspondence"],
};

const hash = () => randomUUID().replace(/-/g, "").repeat(2);

function config(): Config {
  process.env.SERVER_SECRET ??= "test";
  return {
    ...loadConfig(),
    platform: "local",
    tableName: process.env.TABLE_NAME || "agent-mail",
    dynamodbEndpoint: inject("dynamodbEndpoint"),
    // Never reached: these tests use the platform's table and trust deps only.
    s3Endpoint: "http://127.0.0.1:9",
    mailTransport: "none",
    classifierBackend: "local",
    bedrock: undefined,
    logLevel: "silent",
  };
}

const classifierInput = (marker: string): ClassifierInput => ({
  subject: `Project update ${marker}`,
  text: `Hi team,\n\nthe migration finished on schedule (run ${marker}). Notes are in the wiki.\n\nDana`,
  hiddenText: "",
  from: "Dana <dana@example.com>",
  signals: cleanSignals(),
});

describe("table classification cache", () => {
  it("stores and reads a result by hash; an unknown hash is a miss", async () => {
    const cache = tableClassificationCache(testDb());
    const key = hash();
    expect(await cache.get(key)).toBe(undefined);
    await cache.put(key, RESULT);
    expect(await cache.get(key)).toEqual(RESULT);
    expect(await cache.get(hash())).toBe(undefined);
  });

  it(`sets the table's ttl attribute ${CLASSIFICATION_TTL_DAYS} days ahead, and treats an expired item as a miss`, async () => {
    const db = testDb();
    const now = new Date("2030-01-01T00:00:00.000Z");
    const key = hash();
    await tableClassificationCache(db, () => now).put(key, RESULT);
    const raw = await db.entities.classification.get({ inputHash: key }).go({ data: "raw" });
    const item = (raw.data as { Item?: Record<string, unknown> }).Item;
    expect(item?.[TABLE.ttlAttribute]).toBe(now.getTime() / 1000 + CLASSIFICATION_TTL_DAYS * 86_400);
    expect(await tableClassificationCache(db, () => now).get(key)).toEqual(RESULT);
    // DynamoDB removes expired items lazily; until then the adapter must not serve them.
    const later = new Date(now.getTime() + (CLASSIFICATION_TTL_DAYS * 86_400 + 1) * 1000);
    expect(await tableClassificationCache(db, () => later).get(key)).toBe(undefined);
  });

  it("sits behind memory: a table hit fills memory, a put reaches both", async () => {
    const table = tableClassificationCache(testDb());
    const memory = memoryClassificationCache(10);
    const tiers = tieredClassificationCache(memory, table);
    const key = hash();
    await table.put(key, RESULT);
    expect(memory.size).toBe(0);
    expect(await tiers.get(key)).toEqual(RESULT);
    expect(await memory.get(key)).toEqual(RESULT);
    const other = hash();
    await tiers.put(other, { ...RESULT, category: "personal" });
    expect((await memory.get(other))?.category).toBe("personal");
    expect((await table.get(other))?.category).toBe("personal");
  });

  it("keeps classifying when the table fails", async () => {
    const broken: ClassificationCache = {
      get: () => Promise.reject(new Error("table down")),
      put: () => Promise.reject(new Error("table down")),
    };
    let calls = 0;
    const classifier = cachedClassifier(
      {
        backend: "local-v1",
        classify: async () => {
          calls++;
          return RESULT;
        },
      },
      tieredClassificationCache(memoryClassificationCache(10), broken),
    );
    expect((await classifier.classify(classifierInput(hash()))).cached).toBe(false);
    expect(calls).toBe(1);
  });
});

describe("platform wiring", () => {
  it("a second platform instance (fresh LRU) gets cached: true through the table", async () => {
    const marker = randomUUID();
    const raw = Buffer.from(
      [
        "From: Dana <dana@example.com>",
        "To: team@agents.localhost",
        `Subject: Project update ${marker}`,
        "Date: Tue, 14 May 2024 10:02:09 +0000",
        `Message-ID: <${marker}@example.com>`,
        "Content-Type: text/plain; charset=utf-8",
        "",
        `Hi team, the migration finished on schedule (run ${marker}). Notes are in the wiki. Dana`,
        "",
      ].join("\r\n"),
    );
    const parsed = await parseMessage(raw);
    const input = () => trustInputFor(raw, parsed, { ownDomains: ["agents.localhost"], now: new Date() });

    const first = localPlatform(config());
    const a = await computeTrust(await first.trust(), input());
    expect(a.report.classification?.cached).toBe(false);
    expect((await computeTrust(await first.trust(), input())).report.classification?.cached).toBe(true);

    const second = localPlatform(config());
    const b = await computeTrust(await second.trust(), input());
    expect(b.report.classification).toEqual({ ...a.report.classification, cached: true });

    // The table hit filled the second instance's memory: it no longer needs the item.
    const inputHash = a.report.classification?.input_hash ?? "";
    await second.db.entities.classification.delete({ inputHash }).go();
    expect((await computeTrust(await second.trust(), input())).report.classification?.cached).toBe(true);
    const third = localPlatform(config());
    expect((await computeTrust(await third.trust(), input())).report.classification?.cached).toBe(false);
  });

  it("the AWS platform's trust deps read and write the same table", async () => {
    const services = { db: testDb(), clock: systemClock, log: createLogger({}, { level: "silent" }) };
    const input = classifierInput(randomUUID());
    const one = awsTrust({ ...config(), platform: "aws" }, services);
    const two = awsTrust({ ...config(), platform: "aws" }, services);
    const miss = await one.classifier.classify(input);
    expect(miss.cached).toBe(false);
    const hit = await two.classifier.classify(input);
    expect(hit).toEqual({ ...miss, cached: true });
  });
});
