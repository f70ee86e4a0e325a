// What the domain may assume of any DeliveryQueue (shared/ports/delivery-queue.ts): the fan-out and the retry
// schedule (dispatchAttempt in shared/events/webhook-delivery.ts) hand it attempt references, and rely on each one
// reaching the delivery consumer with its webhook, delivery and attempt number, after the delay they asked for as
// long as it is within maxDelaySeconds; a longer one must go through the Scheduler, so the queue refuses it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DeliveryQueue, DeliveryRef } from "../../shared/ports/delivery-queue.js";

/** What reached the consumer, and after how long the queue made it visible to it. */
export interface QueuedAttempt {
  ref: DeliveryRef;
  delaySeconds: number;
}

export interface DeliveryQueueFixture {
  queue: DeliveryQueue;
  /**
   * The attempts the consumer has been handed since the last call, as it reads them (locally the in-process
   * runner's argument; on AWS the SQS message body, parsed as handleDeliveryQueue parses it).
   */
  delivered(): Promise<QueuedAttempt[]>;
  dispose(): Promise<void>;
}

/** SQS's longest message delay: no queue may promise more, and the local one promises less (none). */
export const SQS_LONGEST_DELAY_SECONDS = 900;

const ULID = "01J9Z8Y7X6W5V4T3S2R1Q0P9N8";
const ref = (n: number, attempt = 1): DeliveryRef => ({
  webhookId: `wh_${ULID}`,
  deliveryId: `dlv_${ULID.slice(0, -2)}${String(n).padStart(2, "0")}`,
  attempt,
});
/** Only what travels: a queue that serializes its messages drops the in-memory `known` state. */
const identity = ({ webhookId, deliveryId, attempt }: DeliveryRef) => ({ webhookId, deliveryId, attempt });

export function runDeliveryQueueConformance(name: string, makeAdapter: () => Promise<DeliveryQueueFixture>): void {
  describe(`${name} as a DeliveryQueue`, () => {
    let fixture: DeliveryQueueFixture;
    beforeEach(async () => {
      fixture = await makeAdapter();
    });
    afterEach(async () => {
      await fixture.dispose();
    });

    it("promises no longer delay than SQS can hold", () => {
      expect(fixture.queue.maxDelaySeconds).toBeGreaterThanOrEqual(0);
      expect(fixture.queue.maxDelaySeconds).toBeLessThanOrEqual(SQS_LONGEST_DELAY_SECONDS);
    });

    it("hands an attempt sent now to the consumer with its webhook, delivery and attempt number", async () => {
      const sent = ref(1, 3);
      await fixture.queue.send([{ ...sent, known: {} }], 0);

      const delivered = await fixture.delivered();
      expect(delivered).toHaveLength(1);
      expect(identity(delivered[0].ref)).toEqual(sent);
      expect(delivered[0].delaySeconds).toBe(0);
    });

    it("hands every attempt of a large send to the consumer exactly once", async () => {
      const refs = Array.from({ length: 23 }, (_, n) => ref(n));
      await fixture.queue.send(refs, 0);

      const delivered = (await fixture.delivered()).map((attempt) => identity(attempt.ref));
      const byDelivery = (a: DeliveryRef, b: DeliveryRef) => a.deliveryId.localeCompare(b.deliveryId);
      expect(delivered.sort(byDelivery)).toEqual(refs.sort(byDelivery));
    });

    it("holds an attempt for the longest delay it promises", async () => {
      await fixture.queue.send([ref(1)], fixture.queue.maxDelaySeconds);

      const delivered = await fixture.delivered();
      expect(delivered.map((attempt) => attempt.delaySeconds)).toEqual([fixture.queue.maxDelaySeconds]);
    });

    it("refuses a delay beyond the longest it promises, queueing nothing", async () => {
      await expect(fixture.queue.send([ref(1)], fixture.queue.maxDelaySeconds + 1)).rejects.toThrow();

      expect(await fixture.delivered()).toEqual([]);
    });

    it("accepts an empty send", async () => {
      await expect(fixture.queue.send([], 0)).resolves.toBeUndefined();
      expect(await fixture.delivered()).toEqual([]);
    });
  });
}
