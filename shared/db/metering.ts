// Cost metering for `npm run bench -- cost`: what each unit of work consumes, counted from the real calls.
// Inert unless a Meter is installed AND the work runs inside one of its scenarios (an AsyncLocalStorage scope), so
// production pays one `getStore()` per DynamoDB call and per metered function, and background timers of the local
// runtime (due jobs, reaper) are never counted. Inside a scenario every DynamoDB call asks for
// `ReturnConsumedCapacity: "INDEXES"` and records the units per table and index, and the put items' sizes.
import { AsyncLocalStorage } from "node:async_hooks";
import { performance } from "node:perf_hooks";
import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import { TABLE } from "./table.js";

/** Where a record belongs: the scenario the bench runs and the (Lambda) function doing the work. */
export interface MeterScope {
  meter: Meter;
  scenario: string;
  fn: string;
}

export interface DynamoRecord {
  scenario: string;
  fn: string;
  command: string;
  readUnits: number;
  writeUnits: number;
  /** Units per target: "table" or the index name. */
  targets: Record<string, number>;
  /** Index units written by a transaction (counted once; see LOCAL_TRANSACTION_INDEX_FACTOR). */
  transactionalIndexUnits: number;
}

export interface ItemRecord {
  scenario: string;
  fn: string;
  /** ElectroDB entity name (`__edb_e__`), or "?" */
  entity: string;
  /** `pk sk`: the same item written twice is stored once. */
  key: string;
  bytes: number;
  /** Global secondary indexes the item has both keys of (each holds a copy with ProjectionType ALL). */
  indexes: string[];
  transactional: boolean;
}

export interface BlobRecord {
  scenario: string;
  fn: string;
  op: "put" | "get" | "delete";
  key: string;
  bytes: number;
}

export interface RunRecord {
  scenario: string;
  fn: string;
  /** Wall time, what Lambda bills. */
  ms: number;
  /** CPU time of this whole process meanwhile (the in-process S3 emulator included): less sensitive to load. */
  cpuMs: number;
}

export interface QueueRecord {
  scenario: string;
  fn: string;
  queue: string;
  messages: number;
}

/** Everything recorded while installed; the bench reads and clears the arrays. */
export class Meter {
  readonly dynamo: DynamoRecord[] = [];
  readonly items: ItemRecord[] = [];
  readonly blobs: BlobRecord[] = [];
  readonly runs: RunRecord[] = [];
  readonly queues: QueueRecord[] = [];
  /** Metered functions still running (background fan-out, deliveries): the bench waits for 0. */
  open = 0;

  clear(): void {
    for (const list of [this.dynamo, this.items, this.blobs, this.runs, this.queues]) list.length = 0;
  }
}

const scopes = new AsyncLocalStorage<MeterScope>();
let installed: Meter | undefined;

/** Turns capacity metering on for a bench run (a meter) or off (undefined). */
export function installMeter(meter: Meter | undefined): void {
  installed = meter;
}

/** The scope the current async context is metered under, if any. */
export function meterScope(): MeterScope | undefined {
  return installed ? scopes.getStore() : undefined;
}

/** Runs `work` as `fn` of a scenario (the bench's entry point); its time is recorded as one run of `fn`. */
export function runScenario<T>(meter: Meter, scenario: string, fn: string, work: () => Promise<T>): Promise<T> {
  return timed({ meter, scenario, fn }, work);
}

/**
 * Runs `work` as function `fn` (a Lambda on AWS: fan-out, webhook delivery, SES events) within the current
 * scenario, timing it. Outside a metered scenario it just runs `work`.
 */
export function metered<T>(fn: string, work: () => Promise<T>): Promise<T> {
  const parent = meterScope();
  return parent ? timed({ ...parent, fn }, work) : work();
}

async function timed<T>(scope: MeterScope, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  scope.meter.open++;
  try {
    return await scopes.run(scope, work);
  } finally {
    scope.meter.open--;
    const used = process.cpuUsage(cpu);
    scope.meter.runs.push({
      scenario: scope.scenario,
      fn: scope.fn,
      ms: performance.now() - started,
      cpuMs: (used.user + used.system) / 1000,
    });
  }
}

// ---- DynamoDB ----

/** Commands that accept ReturnConsumedCapacity. */
const CAPACITY_COMMANDS = new Set([
  "GetItemCommand",
  "PutItemCommand",
  "UpdateItemCommand",
  "DeleteItemCommand",
  "QueryCommand",
  "ScanCommand",
  "BatchGetItemCommand",
  "BatchWriteItemCommand",
  "TransactGetItemsCommand",
  "TransactWriteItemsCommand",
]);
const WRITE_COMMANDS = new Set([
  "PutItemCommand",
  "UpdateItemCommand",
  "DeleteItemCommand",
  "BatchWriteItemCommand",
  "TransactWriteItemsCommand",
]);

interface Capacity {
  CapacityUnits?: number;
  Table?: { CapacityUnits?: number };
  GlobalSecondaryIndexes?: Record<string, { CapacityUnits?: number }>;
}

/**
 * DynamoDB Local reports 4 units per KB for each item of a transaction, on the table and on every index alike. AWS
 * documents 2 for the item (a prepare and a commit write); index copies are written after the commit, as for any
 * write, at 1 (as measured against DynamoDB by the dynoxide emulator, nubo-db/dynoxide#188). The meter scales
 * Local's transactional figures to that: table ÷ 2, indexes ÷ 4.
 */
const LOCAL_TRANSACTION_TABLE_FACTOR = 2;
const LOCAL_TRANSACTION_INDEX_FACTOR = 4;

type Middleware = (
  next: (args: { input: unknown }) => Promise<{ output: unknown }>,
  context: { commandName?: string },
) => (args: { input: unknown }) => Promise<{ output: unknown }>;

/** The DynamoDB client middleware (initialize step, before DocumentClient marshalling). */
export const meterDynamoMiddleware: Middleware = (next, context) => async (args) => {
  const scope = meterScope();
  const command = context.commandName ?? "?";
  if (!scope || !CAPACITY_COMMANDS.has(command)) return next(args);
  const input = args.input as Record<string, unknown>;
  input.ReturnConsumedCapacity = "INDEXES";
  const result = await next(args);
  const transactional = command.startsWith("Transact");
  const output = result.output as { ConsumedCapacity?: Capacity | Capacity[] };
  const capacities = [output.ConsumedCapacity ?? []].flat();
  const tableFactor = transactional ? 1 / LOCAL_TRANSACTION_TABLE_FACTOR : 1;
  const indexFactor = transactional ? 1 / LOCAL_TRANSACTION_INDEX_FACTOR : 1;
  const targets: Record<string, number> = {};
  let units = 0;
  for (const c of capacities) {
    const table = (c.Table?.CapacityUnits ?? c.CapacityUnits ?? 0) * tableFactor;
    targets.table = (targets.table ?? 0) + table;
    units += table;
    for (const [name, index] of Object.entries(c.GlobalSecondaryIndexes ?? {})) {
      const copy = (index.CapacityUnits ?? 0) * indexFactor;
      targets[name] = (targets[name] ?? 0) + copy;
      units += copy;
    }
  }
  const write = WRITE_COMMANDS.has(command);
  scope.meter.dynamo.push({
    scenario: scope.scenario,
    fn: scope.fn,
    command,
    readUnits: write ? 0 : units,
    writeUnits: write ? units : 0,
    targets,
    transactionalIndexUnits: transactional ? units - (targets.table ?? 0) : 0,
  });
  for (const item of putItems(input)) {
    scope.meter.items.push({ scenario: scope.scenario, fn: scope.fn, ...describeItem(item), transactional });
  }
  return result;
};

type WriteInput = {
  Item?: Record<string, unknown>;
  TransactItems?: Array<{ Put?: { Item?: Record<string, unknown> } }>;
  RequestItems?: Record<string, unknown>;
};

/** Items a Put, TransactWrite or BatchWrite carries (DocumentClient shapes). */
function putItems(input: WriteInput): Record<string, unknown>[] {
  const items = [
    input.Item,
    ...(input.TransactItems ?? []).map((t) => t.Put?.Item),
    ...Object.values(input.RequestItems ?? {}).flatMap((writes) =>
      Array.isArray(writes)
        ? writes.map((w: { PutRequest?: { Item?: Record<string, unknown> } }) => w.PutRequest?.Item)
        : [],
    ),
  ];
  return items.filter((i): i is Record<string, unknown> => i !== undefined);
}

/** Entity, size and index copies of an item as stored. */
export function describeItem(item: Record<string, unknown>): Omit<ItemRecord, "scenario" | "fn" | "transactional"> {
  return {
    entity: typeof item.__edb_e__ === "string" ? item.__edb_e__ : "?",
    key: `${String(item[TABLE.partitionKey])} ${String(item[TABLE.sortKey])}`,
    bytes: itemSize(item),
    indexes: TABLE.indexes
      .filter((i) => item[i.partitionKey] !== undefined && item[i.sortKey] !== undefined)
      .map((i) => i.indexName),
  };
}

/**
 * An item's size as DynamoDB bills it: attribute names plus values (UTF-8 strings, numbers by their digits,
 * binary bytes; lists and maps 3 bytes plus 1 per element).
 */
export function itemSize(item: Record<string, unknown>): number {
  const marshalled = marshall(item, { removeUndefinedValues: true, convertClassInstanceToMap: true });
  let size = 0;
  for (const [name, value] of Object.entries(marshalled)) size += Buffer.byteLength(name) + valueSize(value);
  return size;
}

function valueSize(value: AttributeValue): number {
  if (value.S !== undefined) return Buffer.byteLength(value.S);
  if (value.N !== undefined) return numberSize(value.N);
  if (value.B !== undefined) return value.B.length;
  if (value.BOOL !== undefined || value.NULL !== undefined) return 1;
  if (value.SS) return value.SS.reduce((n, s) => n + Buffer.byteLength(s), 0);
  if (value.NS) return value.NS.reduce((n, s) => n + numberSize(s), 0);
  if (value.BS) return value.BS.reduce((n, b) => n + b.length, 0);
  if (value.L) return 3 + value.L.reduce((n, v) => n + 1 + valueSize(v), 0);
  if (value.M) {
    return 3 + Object.entries(value.M).reduce((n, [k, v]) => n + 1 + Buffer.byteLength(k) + valueSize(v), 0);
  }
  return 0;
}

function numberSize(n: string): number {
  const digits = n.replace(/^-/, "").replace(".", "").replace(/^0+/, "").replace(/e.*$/i, "");
  return Math.ceil(Math.max(1, digits.length) / 2) + 1;
}
