// The ClassificationCache contract over its two implementations: the in-process LRU and the table cache (DynamoDB
// Local, the real engine, so the same adapter as on AWS). In front of each other they make the tiered cache.
import { describe } from "vitest";
import { tableClassificationCache } from "../../shared/adapters/dynamodb/classification-cache.js";
import { memoryClassificationCache, tieredClassificationCache } from "../../shared/trust/classification-cache.js";
import { type ClassificationCacheFixture, runClassificationCacheConformance } from "./classification-cache.contract.js";
import { contractTable } from "./support/table.js";

async function tableFixture(): Promise<ClassificationCacheFixture> {
  const table = await contractTable();
  return { cache: tableClassificationCache(table.db), dispose: () => table.drop() };
}

async function memoryFixture(): Promise<ClassificationCacheFixture> {
  return { cache: memoryClassificationCache(100), dispose: async () => undefined };
}

async function tieredFixture(): Promise<ClassificationCacheFixture> {
  const table = await contractTable();
  return {
    cache: tieredClassificationCache(memoryClassificationCache(100), tableClassificationCache(table.db)),
    dispose: () => table.drop(),
  };
}

describe.each([
  { name: "table cache (DynamoDB, both platforms)", make: tableFixture },
  { name: "in-process LRU", make: memoryFixture },
  { name: "LRU in front of the table", make: tieredFixture },
])("$name", ({ name, make }) => {
  runClassificationCacheConformance(name, make);
});
