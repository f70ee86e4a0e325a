// Fan-out: committed event records → webhook deliveries and open streams. On AWS the table's DynamoDB Stream feeds
// it (INSERTs of event items, filtered by the event source mapping); locally a middleware on the DynamoDB client
// feeds it after each write that committed event items. Either way nothing is published before its write commits.

import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from "aws-lambda";
import type { StoredEvent } from "../db/entities/event.js";
import { storedEventFromItem } from "../db/events.js";
import { metered } from "../db/metering.js";
import { eachStreamRecord } from "../observability/batch.js";
import type { DeliveryRef } from "../ports/delivery-queue.js";
import type { Platform } from "../ports/platform.js";
import { isAuditEvent } from "./record.js";
import { openDelivery } from "./webhook-delivery.js";
import { webhookMatches, webhooksOf } from "./webhooks.js";

/** Deliveries opened side by side per batch. */
const CONCURRENCY = 8;

async function inParallel<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface FanOutResult {
  /** Events whose deliveries may be incomplete: hand them over again (deliveries are idempotent). */
  failed: StoredEvent[];
}

/**
 * Opens a delivery for every enabled webhook that matches each event and queues the first attempts, and publishes
 * the events to open streams. Audit events go nowhere; webhook.test reaches streams but no webhook (the test call
 * delivers it itself). Streams are best effort here (they replay from the log); only webhook work marks an event
 * failed.
 */
export async function fanOut(
  platform: Platform,
  events: readonly StoredEvent[],
  readWebhooks: (organizationId: string) => ReturnType<typeof webhooksOf> = (id) => webhooksOf(platform.db, id),
): Promise<FanOutResult> {
  const live = events.filter((e) => !isAuditEvent(e.eventType));
  const publishing = live.length && platform.realtime ? publish(platform, live) : Promise.resolve();
  const failed = new Set<string>();
  const byOrganization = new Map<string, StoredEvent[]>();
  for (const event of live) {
    if (event.eventType === "webhook.test") continue;
    const list = byOrganization.get(event.organizationId) ?? [];
    list.push(event);
    byOrganization.set(event.organizationId, list);
  }
  const now = platform.clock.now();
  for (const [organizationId, orgEvents] of byOrganization) {
    try {
      const webhooks = (await readWebhooks(organizationId)).filter((w) => w.enabled);
      if (!webhooks.length) continue;
      const refs = new Map<string, DeliveryRef[]>();
      await inParallel(orgEvents, CONCURRENCY, async (event) => {
        try {
          const opened: DeliveryRef[] = [];
          for (const webhook of webhooks) {
            if (!webhookMatches(webhook, event)) continue;
            const ref = await openDelivery(platform, webhook, event, now);
            if (ref) opened.push(ref);
          }
          refs.set(event.eventId, opened);
        } catch (error) {
          platform.log.error("fan-out: opening deliveries failed", { error, eventId: event.eventId });
          failed.add(event.eventId);
        }
      });
      const queued = [...refs.values()].flat();
      try {
        if (queued.length) await platform.deliveryQueue.send(queued, 0);
      } catch (error) {
        platform.log.error("fan-out: queueing deliveries failed", { error, organizationId });
        for (const [eventId, list] of refs) if (list.length) failed.add(eventId);
      }
    } catch (error) {
      platform.log.error("fan-out: reading webhooks failed", { error, organizationId });
      for (const event of orgEvents) failed.add(event.eventId);
    }
  }
  await publishing;
  return { failed: events.filter((e) => failed.has(e.eventId)) };
}

async function publish(platform: Platform, events: StoredEvent[]): Promise<void> {
  try {
    await platform.realtime?.publish(events);
  } catch (error) {
    platform.log.error("fan-out: publishing to streams failed", { error, events: events.length });
  }
}

// ---- AWS: the DynamoDB Stream ----

/**
 * The stream function: the event source mapping only passes INSERTs of event items (filter in
 * infra/constructs/events.ts); anything else is ignored here too. Each record is fanned out on its own; a failed one
 * is reported by its sequence number, so the stream retries from it (records after it run again, harmlessly:
 * deliveries are idempotent). Webhooks are read once per organization and batch.
 */
export async function handleEventStream(
  platform: Platform,
  batch: DynamoDBStreamEvent,
  context?: Context,
): Promise<DynamoDBBatchResponse> {
  const webhooks = new Map<string, ReturnType<typeof webhooksOf>>();
  const recordHandler = async (record: DynamoDBRecord) => {
    if (record.eventName !== "INSERT" || !record.dynamodb?.NewImage) return;
    const event = storedEventFromItem(unmarshall(record.dynamodb.NewImage as Record<string, AttributeValue>));
    if (!event) return;
    const { failed } = await fanOut(platform, [event], (organizationId) => {
      let read = webhooks.get(organizationId);
      if (!read) {
        read = webhooksOf(platform.db, organizationId);
        webhooks.set(organizationId, read);
        // A failed read is not kept: the retry of the record reads again.
        read.catch(() => webhooks.delete(organizationId));
      }
      return read;
    });
    if (failed.length) throw new Error(`fan-out failed for event ${event.eventId}`);
  };
  return eachStreamRecord(batch, recordHandler, context);
}

// ---- local: after the write commits, in this process ----

type WriteInput = {
  Item?: Record<string, unknown>;
  TransactItems?: Array<{ Put?: { Item?: Record<string, unknown> } }>;
  RequestItems?: Record<string, Array<{ PutRequest?: { Item?: Record<string, unknown> } }>>;
};

/** Event items a Put, TransactWrite or BatchWrite carries (DocumentClient shapes, before marshalling). */
function eventsWritten(input: WriteInput): StoredEvent[] {
  const items: Array<Record<string, unknown> | undefined> = [
    input.Item,
    ...(input.TransactItems ?? []).map((t) => t.Put?.Item),
    // BatchGet shares the RequestItems name with a different shape ({Keys} per table): only arrays are writes.
    ...Object.values(input.RequestItems ?? {}).flatMap((writes) =>
      Array.isArray(writes) ? writes.map((w) => w.PutRequest?.Item) : [],
    ),
  ];
  return items.map(storedEventFromItem).filter((e): e is StoredEvent => e !== undefined);
}

/**
 * The local change feed: a middleware on the DocumentClient that, once a write carrying event items has succeeded
 * (committed), runs fanOut on them in the background. Every writer goes through this client, so none has to
 * remember it. A process that dies between the commit and the fan-out loses those deliveries and stream frames
 * (the events stay in the log; the DynamoDB Stream on AWS has no such gap).
 */
export function fanOutAfterCommit(client: DynamoDBDocumentClient, platform: Platform): void {
  // Commits that land in the same turn of the event loop are fanned out together (one webhook read per
  // organization and batch, as a stream batch on AWS).
  let batch: StoredEvent[] = [];
  const flush = () => {
    const events = batch;
    batch = [];
    // Timed as the fan-out function when a cost bench scenario caused the commit (shared/db/metering.ts).
    metered("fan-out", () => fanOut(platform, events))
      .then(({ failed }) => {
        if (failed.length) {
          platform.log.error("fan-out failed for committed events", { eventIds: failed.map((e) => e.eventId) });
        }
      })
      .catch((error: unknown) => platform.log.error("fan-out failed", { error }));
  };
  client.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      const events = eventsWritten(args.input as WriteInput);
      if (events.length) {
        if (!batch.length) setImmediate(flush);
        batch.push(...events);
      }
      return result;
    },
    { step: "initialize", name: "fanOutAfterCommit" },
  );
}
