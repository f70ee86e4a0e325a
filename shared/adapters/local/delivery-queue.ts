// The local webhook delivery queue: attempts run in this process as soon as they are sent, a few at a time.
// Delays are not held here (maxDelaySeconds 0): retries go through the due-job scheduler, which survives restarts.
import type { Logger } from "../../observability/logger.js";
import type { DeliveryQueue, DeliveryRef } from "../../ports/delivery-queue.js";

export function inProcessDeliveryQueue(
  run: (ref: DeliveryRef) => Promise<unknown>,
  log: Logger,
  concurrency = 16,
): DeliveryQueue {
  const waiting: DeliveryRef[] = [];
  let active = 0;

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
  };

  return {
    maxDelaySeconds: 0,
    async send(refs, delaySeconds) {
      if (delaySeconds > 0) throw new Error("The in-process delivery queue runs attempts now; schedule later ones");
      waiting.push(...refs);
      // After the caller's own work, never inside it.
      setImmediate(pump);
    },
  };
}
