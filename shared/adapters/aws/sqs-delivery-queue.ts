// The webhook delivery queue on AWS: one SQS message per attempt, DelaySeconds for the short retry delays.
import type { SQSClient } from "@aws-sdk/client-sqs";
import { once } from "../../once.js";
import type { DeliveryQueue, DeliveryRef } from "../../ports/delivery-queue.js";

// Loaded when the first attempt is queued.
const sdk = once(() => import("@aws-sdk/client-sqs"));

/** SQS's longest message delay. */
export const SQS_MAX_DELAY_SECONDS = 900;
const BATCH = 10;

export function sqsDeliveryQueue(options: {
  region: string;
  queueUrl: string;
  client?: Pick<SQSClient, "send">;
}): DeliveryQueue {
  const client = once(
    async (): Promise<Pick<SQSClient, "send">> =>
      options.client ?? new (await sdk()).SQSClient({ region: options.region }),
  );
  return {
    maxDelaySeconds: SQS_MAX_DELAY_SECONDS,
    async send(refs: readonly DeliveryRef[], delaySeconds: number) {
      const delay = Math.max(0, Math.ceil(delaySeconds));
      // A longer wait goes through the Scheduler; shortening it here would run the attempt early.
      if (delay > SQS_MAX_DELAY_SECONDS) {
        throw new RangeError(`SQS holds a message at most ${SQS_MAX_DELAY_SECONDS} s; schedule later attempts`);
      }
      const { SendMessageBatchCommand } = await sdk();
      for (let i = 0; i < refs.length; i += BATCH) {
        const chunk = refs.slice(i, i + BATCH);
        const result = await (await client()).send(
          new SendMessageBatchCommand({
            QueueUrl: options.queueUrl,
            Entries: chunk.map((ref, n) => ({
              Id: String(n),
              // The attempt reads what it needs; only the reference travels.
              MessageBody: JSON.stringify({
                webhookId: ref.webhookId,
                deliveryId: ref.deliveryId,
                attempt: ref.attempt,
              }),
              DelaySeconds: delay,
            })),
          }),
        );
        if (result.Failed?.length) {
          const first = result.Failed[0];
          throw new Error(`SQS refused ${result.Failed.length} delivery message(s): ${first.Code} ${first.Message}`);
        }
      }
    },
  };
}
