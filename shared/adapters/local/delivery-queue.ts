// The local webhook delivery queue: attempts run in this process as soon as they are sent, a few at a time.
// Delays are not held here (maxDelaySeconds 0): retries go through the due-job scheduler, which survives restarts.
import type { Logger } from "../../observability/logger.js";
import type { DeliveryQueue, DeliveryRef } from "../../ports/delivery-queue.js";

export interface InProcessDeliveryQueue extends DeliveryQueue {
  /** Resolves when nothing is queued or running (tests and the benchmark). */
  idle(): Promise<void>;
}

export function inProcessDeliveryQueue(
  run: (ref: DeliveryRef) => Promise<unknown>,
  log: Logger,
  concurrency = 16,
): InProcessDeliveryQueue {
  const waiting: DeliveryRef[] = [];
  let active = 0;
  let idleWaiters: Array<() => void> = [];

  const pump = () => {
    while (active < concurrency && waiting.length) {
      const ref = waiting.shift() as DeliveryRef;
      active++;
      run(ref)
        .catch((error: unknown) => log.error("webhook delivery attempt failed", { error, deliveryId: ref.deliveryId }))
        .finally(() => {
          active--;
          pump();
        });
    }
    if (active === 0 && !waiting.length) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  };

  return {
    maxDelaySeconds: 0,
    async send(refs, delaySeconds) {
      if (delaySeconds > 0) throw new Error("The in-process delivery queue runs attempts now; schedule later ones");
      waiting.push(...refs);
      // After the caller's own work, never inside it.
      setImmediate(pump);
    },
    idle: () =>
      active === 0 && !waiting.length ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve)),
  };
}
