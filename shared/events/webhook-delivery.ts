// Webhook deliveries: the record per (event, webhook), the signed POST, the retry schedule, the attempt runner
// (whichever queue or timer woke it), the delivery log, replay, test, and failing what a deleted webhook left.

import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import {
  claimAttempt,
  type DeliveryRemovable,
  failPendingDelivery,
  insertDelivery,
  insertEventWithDelivery,
  pageDeliveries,
  pendingDeliveries,
  readDelivery,
  recordAttempt,
} from "../db/deliveries.js";
import type { StoredEvent } from "../db/entities/event.js";
import { readEvent } from "../db/events.js";
import { metered } from "../db/metering.js";
import type { WebhookDeliveryItem, WebhookItem } from "../db/service.js";
import { conditionFailed } from "../db/transactions.js";
import { readWebhook } from "../db/webhooks.js";
import { eventRecord } from "../domain/events.js";
import { notFound } from "../errors.js";
import { derivedId, newId } from "../ids.js";
import { type ResolvedAddress, safeFetch } from "../net/safe-fetch.js";
import { eachSqsRecord } from "../observability/batch.js";
import type { Page, PageRequest } from "../pagination.js";
import type { DeliveryRef, KnownAttemptState } from "../ports/delivery-queue.js";
import type { Platform } from "../ports/platform.js";
import { toEnvelope } from "./record.js";
import { signatureHeader } from "./signature.js";

// ---- the schedule (spec: Events → Webhooks) ----

/** Waits before attempts 2 to 6, after the previous one failed. */
export const RETRY_DELAYS_MS: readonly number[] = [
  60_000, // attempt 2 after 1 minute
  5 * 60_000, // 3 after 5 minutes
  30 * 60_000, // 4 after 30 minutes
  2 * 3_600_000, // 5 after 2 hours
  12 * 3_600_000, // 6 after 12 hours
];
/** Attempt 7 and later: every 24 hours. */
export const LATER_RETRY_DELAY_MS = 24 * 3_600_000;
/** No retry later than five days after the event; the delivery is then `failed`. */
export const RETRY_WINDOW_MS = 5 * 24 * 3_600_000;
/** The endpoint answers any 2xx within this, or the attempt failed. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** Kept of each response. */
export const RESPONSE_BODY_BYTES = 1024;
export const USER_AGENT = "Service-Webhooks/1.0";
/**
 * An attempt in flight holds the delivery this long (leaseUntil): a worker that dies mid-attempt leaves it to the
 * queue's redelivery after the lease, while a duplicate message meanwhile is ignored.
 */
const ATTEMPT_LEASE_MS = ATTEMPT_TIMEOUT_MS + 50_000;
/** A wake-up this early (scheduler or queue jitter) still runs the attempt; earlier ones are put back. */
const EARLY_TOLERANCE_MS = 1_000;

export type DeliveryStatus = WebhookDeliveryItem["status"];
export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ["pending", "delivered", "failed"];

/** The wait after attempt `failedAttempt` (1 = the first) failed. */
export function retryDelayMs(failedAttempt: number): number {
  return RETRY_DELAYS_MS[failedAttempt - 1] ?? LATER_RETRY_DELAY_MS;
}

/** When the next attempt runs, or undefined when it would fall after `retryUntil` (the delivery then fails). */
export function nextAttemptTime(failedAttempt: number, failedAt: Date, retryUntil: Date): Date | undefined {
  const next = failedAt.getTime() + retryDelayMs(failedAttempt);
  return next <= retryUntil.getTime() ? new Date(next) : undefined;
}

export function toDelivery(delivery: WebhookDeliveryItem) {
  return {
    delivery_id: delivery.deliveryId,
    webhook_id: delivery.webhookId,
    event_id: delivery.eventId,
    event_type: delivery.eventType,
    attempt: delivery.attempt,
    status: delivery.status,
    response_status: delivery.responseStatus,
    response_body: delivery.responseBody,
    next_attempt_at: delivery.nextAttemptAt,
    last_error: delivery.lastError,
    created_at: delivery.createdAt,
    updated_at: delivery.updatedAt,
  };
}

// ---- records ----

const firstAttempt = (delivery: WebhookDeliveryItem, known: KnownAttemptState = {}): DeliveryRef => ({
  webhookId: delivery.webhookId,
  deliveryId: delivery.deliveryId,
  attempt: 1,
  known: { ...known, delivery },
});

function newDelivery(
  webhook: WebhookItem,
  event: Pick<StoredEvent, "eventId" | "eventType">,
  deliveryId: string,
  retryUntil: Date,
  now: Date,
): WebhookDeliveryItem {
  const at = now.toISOString();
  return {
    webhookId: webhook.webhookId,
    deliveryId,
    organizationId: webhook.organizationId,
    eventId: event.eventId,
    eventType: event.eventType,
    attempt: 0,
    status: "pending",
    nextAttemptAt: at,
    retryUntil: retryUntil.toISOString(),
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * The delivery of a committed event to a matching webhook (fan-out). Its ID is derived from the event and the
 * webhook, so a batch the change feed hands over again finds it instead of making a second one. Returns the first
 * attempt to queue, or undefined when that attempt already ran.
 */
export async function openDelivery(
  platform: Platform,
  webhook: WebhookItem,
  event: StoredEvent,
  now: Date,
): Promise<DeliveryRef | undefined> {
  const eventTime = Date.parse(event.timestamp);
  const deliveryId = derivedId("delivery", eventTime, `${event.eventId}/${webhook.webhookId}`);
  const item = newDelivery(webhook, event, deliveryId, new Date(eventTime + RETRY_WINDOW_MS), now);
  try {
    await insertDelivery(platform.db, item);
    return firstAttempt(item, { webhook, event });
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
  const existing = await readDelivery(platform.db, { webhookId: webhook.webhookId, deliveryId });
  return existing?.status === "pending" && existing.attempt === 0
    ? firstAttempt(existing, { webhook, event })
    : undefined;
}

export async function getDelivery(platform: Platform, webhookId: string, deliveryId: string) {
  const data = await readDelivery(platform.db, { webhookId, deliveryId });
  if (!data) throw notFound("Delivery not found");
  return data;
}

/** The delivery log of a webhook, newest first, optionally of one status. */
export async function listDeliveries(
  platform: Platform,
  webhookId: string,
  page: PageRequest,
  status?: DeliveryStatus,
): Promise<Page<WebhookDeliveryItem>> {
  return pageDeliveries(platform.db, webhookId, page, status);
}

/** A deleted webhook's pending deliveries fail (spec: DELETE). */
export async function failPendingDeliveries(
  platform: Platform,
  webhookId: string,
  reason: string,
  now: Date,
): Promise<number> {
  let failed = 0;
  for (const delivery of await pendingDeliveries(platform.db, webhookId)) {
    try {
      await failPendingDelivery(platform.db, { webhookId, deliveryId: delivery.deliveryId }, reason, now.toISOString());
      failed++;
    } catch (error) {
      if (!conditionFailed(error)) throw error; // finished meanwhile
    }
  }
  return failed;
}

// ---- sending ----

export interface WebhookResponse {
  status: number;
  headers: Record<string, string>;
  /** At most RESPONSE_BODY_BYTES. */
  body: Buffer;
}

/** One POST: throws on network errors, timeouts and refused destinations; any HTTP status comes back. */
export type WebhookSender = (url: string, body: string, headers: Record<string, string>) => Promise<WebhookResponse>;

/**
 * POSTs through safe-fetch: the host is resolved and checked again at delivery time and the socket pinned to the
 * checked address (no DNS rebinding), redirects are not followed, 10 s for the whole exchange, 1 KB of body kept.
 */
export function safeWebhookSender(options: {
  allowLoopback: boolean;
  lookup?: (host: string) => Promise<ResolvedAddress[]>;
  timeoutMs?: number;
}): WebhookSender {
  return (url, body, headers) =>
    safeFetch(url, {
      method: "POST",
      body,
      headers,
      maxBytes: RESPONSE_BODY_BYTES,
      truncate: true,
      timeoutMs: options.timeoutMs ?? ATTEMPT_TIMEOUT_MS,
      allowLoopback: options.allowLoopback,
      lookup: options.lookup,
    });
}

/** The request a delivery sends: the envelope as JSON, signed with the webhook's secret at `at`. */
export function deliveryRequest(
  webhook: Pick<WebhookItem, "secret">,
  event: StoredEvent,
  deliveryId: string,
  at: Date,
) {
  const body = JSON.stringify(toEnvelope(event));
  return {
    body,
    headers: {
      "Content-Type": "application/json",
      "User-Agent": USER_AGENT,
      "X-Service-Signature": signatureHeader(body, webhook.secret, at),
      "X-Service-Event": event.eventType,
      "X-Service-Event-Id": event.eventId,
      "X-Service-Delivery-Id": deliveryId,
    },
  };
}

interface AttemptResult {
  delivered: boolean;
  responseStatus?: number;
  responseBody?: string;
  error?: string;
}

async function post(
  send: WebhookSender,
  webhook: WebhookItem,
  event: StoredEvent,
  deliveryId: string,
  at: Date,
): Promise<AttemptResult> {
  const request = deliveryRequest(webhook, event, deliveryId, at);
  let response: WebhookResponse;
  try {
    response = await send(webhook.url, request.body, request.headers);
  } catch (error) {
    return { delivered: false, error: error instanceof Error ? error.message : String(error) };
  }
  const responseStatus = response.status;
  const responseBody = response.body.subarray(0, RESPONSE_BODY_BYTES).toString("utf8");
  if (responseStatus >= 200 && responseStatus < 300) return { delivered: true, responseStatus, responseBody };
  const location = response.headers.location;
  const error =
    responseStatus >= 300 && responseStatus < 400
      ? `Redirect (${responseStatus}) not followed${location ? `: ${location.slice(0, 200)}` : ""}`
      : `HTTP ${responseStatus}`;
  return { delivered: false, responseStatus, responseBody, error };
}

// ---- running attempts ----

export const deliveryJobId = (ref: DeliveryRef) => `webhook-${ref.deliveryId}-${ref.attempt}`;

/**
 * Puts an attempt where it will run at `at`: the delivery queue now or after a delay it can hold (SQS: 15 minutes),
 * otherwise a one-time schedule that puts it on the queue when due.
 */
export async function dispatchAttempt(platform: Platform, ref: DeliveryRef, at: Date): Promise<void> {
  const delaySeconds = Math.ceil((at.getTime() - platform.clock.now().getTime()) / 1000);
  if (delaySeconds <= 0) return platform.deliveryQueue.send([ref], 0);
  if (delaySeconds <= platform.deliveryQueue.maxDelaySeconds) return platform.deliveryQueue.send([ref], delaySeconds);
  await platform.scheduler.schedule({
    jobId: deliveryJobId(ref),
    kind: "webhook.delivery",
    dueAt: at,
    payload: { webhookId: ref.webhookId, deliveryId: ref.deliveryId, attempt: String(ref.attempt) },
  });
}

/** The scheduled job of a long retry: the attempt goes on the queue. */
export async function wakeDelivery(platform: Platform, payload: Record<string, string>): Promise<void> {
  const attempt = Number(payload.attempt);
  if (!payload.webhookId || !payload.deliveryId || !Number.isInteger(attempt)) {
    platform.log.warn("malformed webhook delivery job", { payload });
    return;
  }
  await platform.deliveryQueue.send([{ webhookId: payload.webhookId, deliveryId: payload.deliveryId, attempt }], 0);
}

export type AttemptOutcome = "delivered" | "retrying" | "failed" | "skipped";

export interface AttemptOptions {
  /** Default: safeWebhookSender with the configured loopback rule. */
  send?: WebhookSender;
  /** The test and replay calls: their first attempt goes out even while the webhook is disabled. */
  force?: boolean;
}

/**
 * Runs attempt `ref.attempt` of a delivery, at most once however often it is woken: a stale or duplicate wake-up is
 * skipped, an early one is put back, and the attempt is claimed with a conditional write before the POST. The result
 * is recorded (delivered, retry at next_attempt_at, or failed) and the next attempt dispatched.
 */
export async function runDeliveryAttempt(
  platform: Platform,
  ref: DeliveryRef,
  options: AttemptOptions = {},
): Promise<AttemptOutcome> {
  const key = { webhookId: ref.webhookId, deliveryId: ref.deliveryId };
  const bare: DeliveryRef = { ...key, attempt: ref.attempt };
  const known = ref.known ?? {};
  const now = platform.clock.now();
  const delivery = known.delivery ?? (await readDelivery(platform.db, key));
  if (delivery?.status !== "pending" || !delivery.nextAttemptAt) return "skipped";
  const due = Date.parse(delivery.nextAttemptAt);
  const fresh = delivery.attempt + 1 === ref.attempt && !delivery.leaseUntil;
  // Claimed by a worker whose lease ran out (it died mid-attempt): this redelivered message runs it again.
  const abandoned =
    delivery.attempt === ref.attempt && !!delivery.leaseUntil && Date.parse(delivery.leaseUntil) <= now.getTime();
  if (!fresh && !abandoned) return "skipped";
  if (fresh && due > now.getTime() + EARLY_TOLERANCE_MS) {
    await dispatchAttempt(platform, bare, new Date(due));
    return "skipped";
  }

  const lease = new Date(now.getTime() + ATTEMPT_LEASE_MS).toISOString();
  try {
    await claimAttempt(platform.db, delivery, ref.attempt, lease, now.toISOString());
  } catch (error) {
    if (conditionFailed(error)) return "skipped"; // another worker has it
    throw error;
  }

  const [webhook, event] = await Promise.all([
    known.webhook ?? readWebhook(platform.db, delivery.organizationId, delivery.webhookId, { consistent: true }),
    known.event ?? readEvent(platform.db, delivery.organizationId, delivery.eventId),
  ]);
  let result: AttemptResult;
  let retry = true;
  if (!webhook) {
    result = { delivered: false, error: "Webhook deleted" };
    retry = false;
  } else if (!event) {
    result = { delivered: false, error: "Event not found" };
    retry = false;
  } else if (!webhook.enabled && !options.force) {
    // Deliveries stop while a webhook is disabled; a pending one keeps its schedule and fails after five days.
    result = { delivered: false, error: "Webhook disabled; not sent" };
  } else {
    const send = options.send ?? safeWebhookSender({ allowLoopback: platform.config.allowLoopback });
    result = await post(send, webhook, event, delivery.deliveryId, now);
  }

  const finishedAt = platform.clock.now();
  const next =
    !result.delivered && retry ? nextAttemptTime(ref.attempt, finishedAt, new Date(delivery.retryUntil)) : undefined;
  const status: DeliveryStatus = result.delivered ? "delivered" : next ? "pending" : "failed";
  const set: Partial<WebhookDeliveryItem> = { status, updatedAt: finishedAt.toISOString() };
  const remove: DeliveryRemovable[] = ["leaseUntil"];
  if (result.responseStatus !== undefined) set.responseStatus = result.responseStatus;
  else remove.push("responseStatus");
  if (result.responseBody !== undefined) set.responseBody = result.responseBody;
  else remove.push("responseBody");
  if (result.error !== undefined) set.lastError = result.error;
  else remove.push("lastError");
  if (next) set.nextAttemptAt = next.toISOString();
  else remove.push("nextAttemptAt");
  try {
    await recordAttempt(platform.db, key, { attempt: ref.attempt, lease }, set, remove);
  } catch (error) {
    // The webhook was deleted meanwhile (its pending deliveries failed), or the lease ran out and another took it.
    if (conditionFailed(error)) return "skipped";
    throw error;
  }
  // One line per attempt for operators (the failure-rate alarm counts the WebhookAttempts metric below); no URL, no body.
  platform.log.info("webhook attempt", {
    deliveryId: ref.deliveryId,
    webhookId: ref.webhookId,
    eventType: delivery.eventType,
    attempt: ref.attempt,
    delivered: result.delivered,
    status,
    responseStatus: result.responseStatus,
    ...(result.responseStatus === undefined ? { error: result.error } : {}),
  });
  platform.metrics.add("webhookAttempts", 1, result.delivered ? "delivered" : next ? "retry" : "failed");
  if (!result.delivered) platform.metrics.add("webhookFailures", 1);
  if (next) {
    await dispatchAttempt(platform, { ...key, attempt: ref.attempt + 1 }, next);
    return "retrying";
  }
  return status === "delivered" ? "delivered" : "failed";
}

/**
 * The in-process consumer (local): an attempt that throws (the table unreachable, say) is woken again once its lease
 * has run out, through the due-job table, as SQS would redeliver its message.
 */
export function runQueuedAttempt(platform: Platform, ref: DeliveryRef): Promise<AttemptOutcome> {
  // Timed as the delivery function when a cost bench scenario queued it (shared/db/metering.ts).
  return metered("webhook-delivery", async () => {
    try {
      return await runDeliveryAttempt(platform, ref);
    } catch (error) {
      const later = new Date(platform.clock.now().getTime() + ATTEMPT_LEASE_MS + 1000);
      await dispatchAttempt(
        platform,
        { webhookId: ref.webhookId, deliveryId: ref.deliveryId, attempt: ref.attempt },
        later,
      ).catch((cause: unknown) =>
        platform.log.error("webhook attempt could not be put back", { error: cause, deliveryId: ref.deliveryId }),
      );
      throw error;
    }
  });
}

/** SQS consumer (AWS): each message is one attempt; attempts run side by side, failures go back to the queue. */
export async function handleDeliveryQueue(
  platform: Platform,
  event: SQSEvent,
  context?: Context,
): Promise<SQSBatchResponse> {
  return eachSqsRecord(
    event,
    async (record: SQSRecord) => {
      try {
        await runDeliveryAttempt(platform, JSON.parse(record.body) as DeliveryRef);
      } catch (error) {
        platform.log.error("webhook delivery message failed", { error, messageId: record.messageId });
        throw error;
      }
    },
    context,
  );
}

// ---- replay and test: a new delivery whose first attempt runs in the request ----

async function attemptNow(
  platform: Platform,
  delivery: WebhookDeliveryItem,
  known: KnownAttemptState,
  options: AttemptOptions,
): Promise<WebhookDeliveryItem> {
  await runDeliveryAttempt(platform, firstAttempt(delivery, known), { ...options, force: true });
  return getDelivery(platform, delivery.webhookId, delivery.deliveryId);
}

/** Sends the event of an earlier delivery again, now, as a new delivery (retried for five days from now). */
export async function replayDelivery(
  platform: Platform,
  webhook: WebhookItem,
  deliveryId: string,
  now: Date,
  options: AttemptOptions = {},
): Promise<WebhookDeliveryItem> {
  const original = await getDelivery(platform, webhook.webhookId, deliveryId);
  const delivery = newDelivery(
    webhook,
    original,
    newId("delivery", now.getTime()),
    new Date(now.getTime() + RETRY_WINDOW_MS),
    now,
  );
  await insertDelivery(platform.db, delivery);
  return attemptNow(platform, delivery, { webhook }, options);
}

/**
 * A `webhook.test` event, written to the event log like any other (it is readable with webhook_read) and sent to
 * this webhook only: fan-out never delivers webhook.test.
 */
export async function testWebhook(
  platform: Platform,
  webhook: WebhookItem,
  now: Date,
  options: AttemptOptions = {},
): Promise<WebhookDeliveryItem> {
  const event = eventRecord({
    eventType: "webhook.test",
    organizationId: webhook.organizationId,
    podId: webhook.podId,
    inboxId: webhook.inboxId,
    data: { webhook_id: webhook.webhookId, message: `Test event for webhook ${webhook.webhookId}` },
    now,
  });
  const delivery = newDelivery(
    webhook,
    event,
    newId("delivery", now.getTime()),
    new Date(now.getTime() + RETRY_WINDOW_MS),
    now,
  );
  // Both IDs are new: neither create can meet an existing item.
  await insertEventWithDelivery(platform.db, event, delivery);
  return attemptNow(platform, delivery, { webhook, event: event as StoredEvent }, options);
}
