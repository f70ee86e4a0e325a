// Webhook delivery attempts waiting to run: SQS (with a dead-letter queue) on AWS, an in-process queue locally.
// Longer waits than a queue can hold go through the Scheduler port instead (shared/events/webhook-delivery.ts).

import type { StoredEvent } from "../db/entities/event.js";
import type { WebhookDeliveryItem, WebhookItem } from "../db/service.js";

/** What the sender of an attempt already holds; the attempt then skips reading it (safe: its claim is conditional). */
export interface KnownAttemptState {
  delivery?: WebhookDeliveryItem;
  webhook?: WebhookItem;
  event?: StoredEvent;
}

/** One attempt of one delivery; `attempt` is the attempt number it is for, so a duplicate or stale copy is a no-op. */
export interface DeliveryRef {
  webhookId: string;
  deliveryId: string;
  attempt: number;
  /** Handed over by an in-process queue; a queue that serializes its messages drops it. */
  known?: KnownAttemptState;
}

export interface DeliveryQueue {
  /** Longest delay `send` accepts (SQS: 900 s); 0 when only immediate attempts can be queued. */
  readonly maxDelaySeconds: number;
  /** Runs each attempt after `delaySeconds` (0 to maxDelaySeconds). */
  send(refs: readonly DeliveryRef[], delaySeconds: number): Promise<void>;
}
