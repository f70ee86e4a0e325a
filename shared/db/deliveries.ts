// Webhook deliveries: one per (event, webhook) with its attempts so far, listed per webhook (newest first) and per
// webhook and status. An attempt is claimed and recorded with conditional writes, so it runs at most once however
// often its worker is woken.
import { type Cursor, type Page, type PageRequest, toPage } from "../pagination.js";
import type { CreateEventItem, Db, WebhookDeliveryItem } from "./service.js";
import { named, type TxOutcome, writeTransaction } from "./transactions.js";

/** A delivery's key. */
export interface DeliveryKey {
  webhookId: string;
  deliveryId: string;
}

/** Attributes an attempt's outcome may clear. */
export type DeliveryRemovable = "responseStatus" | "responseBody" | "lastError" | "nextAttemptAt" | "leaseUntil";

/** Create a delivery; throws the conditional failure when one with its ID exists (the change feed handed it over again). */
export async function insertDelivery(db: Db, delivery: WebhookDeliveryItem): Promise<void> {
  await db.entities.webhookDelivery.create(delivery).go({ response: "none" });
}

/** Delivery by webhook and ID: strongly consistent. */
export async function readDelivery(db: Db, key: DeliveryKey): Promise<WebhookDeliveryItem | undefined> {
  const { data } = await db.entities.webhookDelivery.get(key).go({ consistent: true });
  return data ?? undefined;
}

/** A webhook's delivery log, by delivery ID, one page, optionally of one status. */
export async function pageDeliveries(
  db: Db,
  webhookId: string,
  page: PageRequest,
  status?: WebhookDeliveryItem["status"],
): Promise<Page<WebhookDeliveryItem>> {
  const { webhookDelivery } = db.entities;
  const cursor = page.cursor as { deliveryId: string } | undefined;
  const order = page.ascending ? "asc" : "desc";
  const count = page.limit + 1;
  let data: WebhookDeliveryItem[];
  if (status) {
    const base = webhookDelivery.query.byStatus({ webhookId, status });
    const ranged = cursor ? (page.ascending ? base.gt(cursor) : base.lt(cursor)) : base;
    ({ data } = await ranged.go({ order, count }));
  } else {
    const base = webhookDelivery.query.byWebhook({ webhookId });
    const ranged = cursor ? (page.ascending ? base.gt(cursor) : base.lt(cursor)) : base;
    ({ data } = await ranged.go({ order, count }));
  }
  return toPage(data, page, (d): Cursor => ({ deliveryId: d.deliveryId }));
}

/** Every pending delivery of a webhook. */
export async function pendingDeliveries(db: Db, webhookId: string): Promise<WebhookDeliveryItem[]> {
  const { data } = await db.entities.webhookDelivery.query
    .byStatus({ webhookId, status: "pending" })
    .go({ pages: "all" });
  return data;
}

/** Fail a delivery while it is pending (throws the conditional failure when it finished meanwhile). */
export async function failPendingDelivery(db: Db, key: DeliveryKey, reason: string, at: string): Promise<void> {
  await db.entities.webhookDelivery
    .patch(key)
    .set({ status: "failed", lastError: reason, updatedAt: at })
    .remove(["nextAttemptAt", "leaseUntil"])
    .where((a, op) => op.eq(a.status, "pending"))
    .go({ response: "none" });
}

/**
 * Claim an attempt: the delivery takes the attempt number and a lease, if it is still pending at the attempt and
 * lease it was read with (throws the conditional failure when another worker has it).
 */
export async function claimAttempt(
  db: Db,
  delivery: WebhookDeliveryItem,
  attempt: number,
  lease: string,
  at: string,
): Promise<void> {
  await db.entities.webhookDelivery
    .patch({ webhookId: delivery.webhookId, deliveryId: delivery.deliveryId })
    .set({ attempt, leaseUntil: lease, updatedAt: at })
    .where((a, op) =>
      [
        op.eq(a.attempt, delivery.attempt),
        op.eq(a.status, "pending"),
        delivery.leaseUntil ? op.eq(a.leaseUntil, delivery.leaseUntil) : op.notExists(a.leaseUntil),
      ].join(" AND "),
    )
    .go({ response: "none" });
}

/**
 * Record an attempt's outcome, if the delivery is still pending under this attempt's lease (throws the conditional
 * failure when the webhook was deleted meanwhile or the lease ran out and another worker took it).
 */
export async function recordAttempt(
  db: Db,
  key: DeliveryKey,
  claim: { attempt: number; lease: string },
  set: Partial<WebhookDeliveryItem>,
  remove: DeliveryRemovable[],
): Promise<void> {
  await db.entities.webhookDelivery
    .patch(key)
    .set(set)
    .remove(remove)
    .where(
      (a, op) =>
        `${op.eq(a.attempt, claim.attempt)} AND ${op.eq(a.status, "pending")} AND ${op.eq(a.leaseUntil, claim.lease)}`,
    )
    .go({ response: "none" });
}

/** A test event with its one delivery, written together. */
export async function insertEventWithDelivery(
  db: Db,
  event: CreateEventItem,
  delivery: WebhookDeliveryItem,
): Promise<TxOutcome<"event" | "delivery">> {
  return writeTransaction<"event" | "delivery">(db, ({ event: events, webhookDelivery }) => [
    named("event", events.create(event).commit()),
    named("delivery", webhookDelivery.create(delivery).commit()),
  ]);
}
