// The DeliveryQueue contract on both platforms: SQS (the AWS SDK against the recording stand-in) and the local
// in-process queue.
import { SQSClient } from "@aws-sdk/client-sqs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqsDeliveryQueue } from "../../shared/adapters/aws/sqs-delivery-queue.js";
import { inProcessDeliveryQueue } from "../../shared/adapters/local/delivery-queue.js";
import type { DeliveryRef } from "../../shared/ports/delivery-queue.js";
import { type DeliveryQueueFixture, runDeliveryQueueConformance } from "./delivery-queue.contract.js";
import { type AwsStandIn, recorded, startAwsStandIn } from "./support/aws-stand-in.js";
import { recordingLog } from "./support/log.js";

const QUEUE_NAME = "AgentMailStack-WebhookDeliveries";

async function sqsFixture(): Promise<DeliveryQueueFixture & { standIn: AwsStandIn }> {
  const standIn = await startAwsStandIn();
  const client = new SQSClient(standIn.clientConfig());
  return {
    standIn,
    queue: sqsDeliveryQueue({ region: "us-east-1", queueUrl: `${standIn.url}/000000000000/${QUEUE_NAME}`, client }),
    async delivered() {
      // handleDeliveryQueue (shared/events/webhook-delivery.ts) reads each record's body so.
      return standIn.aws
        .take(QUEUE_NAME)
        .map((message) => ({ ref: JSON.parse(message.body) as DeliveryRef, delaySeconds: message.delaySeconds }));
    },
    async dispose() {
      client.destroy();
      await standIn.stop();
    },
  };
}

async function inProcessFixture(): Promise<DeliveryQueueFixture> {
  const consumed: DeliveryRef[] = [];
  const queue = inProcessDeliveryQueue(async (ref) => {
    consumed.push(ref);
  }, recordingLog());
  return {
    queue,
    async delivered() {
      // The queue starts its attempts on the next turn of the event loop, after the sender's own work.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      return consumed.splice(0).map((ref) => ({ ref, delaySeconds: 0 }));
    },
    dispose: async () => undefined,
  };
}

describe.each([
  { name: "SQS (AWS)", make: sqsFixture },
  { name: "in-process queue (local)", make: inProcessFixture },
])("$name", ({ name, make }) => {
  runDeliveryQueueConformance(name, make);
});

describe("SQS delivery queue against recorded service responses", () => {
  let fixture: Awaited<ReturnType<typeof sqsFixture>>;
  beforeAll(async () => {
    fixture = await sqsFixture();
  });
  afterAll(() => fixture.dispose());

  const ref: DeliveryRef = { webhookId: "wh_1", deliveryId: "dlv_1", attempt: 1 };

  it("sends only the reference, not the sender's in-memory state", async () => {
    await fixture.queue.send([{ ...ref, known: { event: { big: "x".repeat(10_000) } as never } }], 0);
    const [message] = fixture.standIn.aws.take(QUEUE_NAME);
    expect(JSON.parse(message.body)).toEqual(ref);
  });

  it("surfaces entries SQS refused in an accepted batch", async () => {
    fixture.standIn.answerNext(recorded("sqs-send-message-batch-partial-failure"));
    await expect(fixture.queue.send([ref, { ...ref, deliveryId: "dlv_2" }], 0)).rejects.toThrow(
      /SQS refused 1 delivery message\(s\): InternalError/,
    );
  });

  it("surfaces a queue that does not exist", async () => {
    fixture.standIn.answerNext(recorded("sqs-queue-does-not-exist"));
    await expect(fixture.queue.send([ref], 0)).rejects.toMatchObject({ name: "QueueDoesNotExist" });
  });
});
