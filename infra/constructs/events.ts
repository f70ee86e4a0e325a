import { Duration } from "aws-cdk-lib";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { DynamoEventSource, SqsDlq, SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import * as sqs from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import { SERVICE_NAME } from "../../shared/observability/logger.js";
import { METRIC, METRICS_NAMESPACE } from "../../shared/observability/metrics.js";
import type { Data } from "./data.js";
import { ServiceFunction } from "./function.js";

export interface EventsProps {
  readonly data: Data;
  /** The common service environment (serviceEnvironment in function.ts). */
  readonly environment: Record<string, string>;
}

/** ElectroDB's entity marker on event items (shared/db/entities/event.ts): the only items fan-out reads. */
export const EVENT_ITEM_FILTER = {
  eventName: lambda.FilterRule.isEqual("INSERT"),
  dynamodb: { NewImage: { __edb_e__: { S: lambda.FilterRule.isEqual("event") } } },
};

/** 10 s per attempt (spec), attempts of a batch side by side, with room for the table writes around them. */
const DELIVERY_TIMEOUT = Duration.seconds(60);
const FAN_OUT_TIMEOUT = Duration.seconds(60);

/**
 * Fan-out and webhook delivery.
 *
 * Fan-out: the table's stream → (filter: INSERTs of event items) → the fan-out function, which opens deliveries,
 * queues their first attempts and publishes to open streams. Failed events are reported by sequence number (partial
 * batch response), retried, bisected, and after the last retry the batch's stream coordinates go to a DLQ.
 *
 * Delivery: SQS queue (DelaySeconds for retries up to 15 minutes; longer ones are EventBridge Scheduler schedules
 * that put the attempt back on it) → the delivery function; messages that fail 5 times land in a DLQ. A webhook
 * endpoint's failure is not a message failure: the attempt is recorded and retried on the spec's schedule.
 *
 * Who may queue attempts (grantDelivery) and schedule long retries is decided in infra/constructs/access.ts.
 */
export class Events extends Construct {
  readonly deliveryQueue: sqs.Queue;
  readonly deliveryDeadLetterQueue: sqs.Queue;
  readonly deliveryFunction: ServiceFunction;
  readonly fanOutFunction: ServiceFunction;
  readonly fanOutDeadLetterQueue: sqs.Queue;
  readonly alarms: cloudwatch.Alarm[];

  constructor(scope: Construct, id: string, props: EventsProps) {
    super(scope, id);
    const { data, environment } = props;
    const queueDefaults = { encryption: sqs.QueueEncryption.SQS_MANAGED, enforceSSL: true };

    // ---- delivery ----

    this.deliveryDeadLetterQueue = new sqs.Queue(this, "DeliveryDeadLetterQueue", {
      ...queueDefaults,
      retentionPeriod: Duration.days(14),
    });
    this.deliveryQueue = new sqs.Queue(this, "DeliveryQueue", {
      ...queueDefaults,
      // Lambda's guidance for SQS event sources: at least six times the function timeout.
      visibilityTimeout: Duration.seconds(DELIVERY_TIMEOUT.toSeconds() * 6),
      deadLetterQueue: { queue: this.deliveryDeadLetterQueue, maxReceiveCount: 5 },
    });
    this.deliveryFunction = new ServiceFunction(this, "DeliveryFunction", {
      entry: "functions/webhook-delivery/handler.ts",
      description: "Agent mail webhook delivery attempts from SQS",
      timeout: DELIVERY_TIMEOUT,
      memorySize: 512,
      environment,
    });
    this.deliveryFunction.fn.addEventSource(
      new SqsEventSource(this.deliveryQueue, { batchSize: 10, reportBatchItemFailures: true }),
    );

    // ---- fan-out ----

    this.fanOutDeadLetterQueue = new sqs.Queue(this, "FanOutDeadLetterQueue", {
      ...queueDefaults,
      retentionPeriod: Duration.days(14),
    });
    this.fanOutFunction = new ServiceFunction(this, "FanOutFunction", {
      entry: "functions/fanout/handler.ts",
      description: "Agent mail fan-out: committed events to webhooks and open streams",
      timeout: FAN_OUT_TIMEOUT,
      memorySize: 512,
      environment,
    });
    // Also grants reading the stream.
    this.fanOutFunction.fn.addEventSource(
      new DynamoEventSource(data.table, {
        // A recreated mapping starts from the oldest record kept (24 h), so no committed event is skipped.
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        filters: [lambda.FilterCriteria.filter(EVENT_ITEM_FILTER)],
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: 20,
        onFailure: new SqsDlq(this.fanOutDeadLetterQueue),
      }),
    );

    // ---- alarms ----

    const sum = { period: Duration.minutes(5), statistic: cloudwatch.Stats.SUM };
    const maximum = { period: Duration.minutes(5), statistic: cloudwatch.Stats.MAXIMUM };
    const alarmDefaults = {
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    };

    // Attempts by outcome, as the delivery function writes them (EMF: shared/observability/metrics.ts).
    const attempts = (outcome: string) =>
      new cloudwatch.Metric({
        namespace: METRICS_NAMESPACE,
        metricName: METRIC.webhookAttempts.name,
        dimensionsMap: { service: SERVICE_NAME, [METRIC.webhookAttempts.dimension]: outcome },
        ...sum,
      });

    this.alarms = [
      new cloudwatch.Alarm(this, "DeliveryDeadLetters", {
        ...alarmDefaults,
        metric: this.deliveryDeadLetterQueue.metricApproximateNumberOfMessagesVisible(maximum),
        alarmDescription: "Webhook delivery messages failed 5 times (not endpoint failures) and wait in the DLQ.",
      }),
      new cloudwatch.Alarm(this, "FanOutDeadLetters", {
        ...alarmDefaults,
        metric: this.fanOutDeadLetterQueue.metricApproximateNumberOfMessagesVisible(maximum),
        alarmDescription:
          "Fan-out gave up on stream records after its retries; their events are in the log but not delivered.",
      }),
      new cloudwatch.Alarm(this, "FanOutLag", {
        ...alarmDefaults,
        threshold: 5 * 60_000,
        metric: this.fanOutFunction.fn.metric("IteratorAge", maximum),
        alarmDescription: "Fan-out is more than 5 minutes behind the table's stream.",
      }),
      new cloudwatch.Alarm(this, "DeliveryFailureRate", {
        ...alarmDefaults,
        threshold: 0.5,
        evaluationPeriods: 3,
        metric: new cloudwatch.MathExpression({
          // Only with enough traffic to mean something: one flaky endpoint alone should not page anyone.
          expression: "IF(delivered + retry + failed >= 20, (retry + failed) / (delivered + retry + failed), 0)",
          usingMetrics: { delivered: attempts("delivered"), retry: attempts("retry"), failed: attempts("failed") },
          period: Duration.minutes(5),
          label: "failed attempts / attempts",
        }),
        alarmDescription: "Over half of webhook attempts failed for 15 minutes (with at least 20 attempts each 5).",
      }),
    ];
  }

  /** Lets a function queue delivery attempts, and tells it where (WEBHOOK_QUEUE_URL). */
  grantDelivery(fn: lambda.Function): void {
    this.deliveryQueue.grantSendMessages(fn);
    fn.addEnvironment("WEBHOOK_QUEUE_URL", this.deliveryQueue.queueUrl);
  }
}
