// CDK assertions for fan-out and webhook delivery: the stream mapping (filter, partial batch failures, retries,
// DLQ), the delivery queue and its DLQ, who may queue attempts and schedule long retries, and the alarms.
import { marshall } from "@aws-sdk/util-dynamodb";
import { App, type CfnElement } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import type { IConstruct } from "constructs";
import { describe, expect, it } from "vitest";
import { AgentMailStack } from "../../infra/stack.js";
import { EventRecord } from "../../shared/db/entities/event.js";
import { Webhook } from "../../shared/db/entities/webhook.js";
import { eventRecord } from "../../shared/domain/events.js";

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Effect: string; Resource: unknown; Condition?: unknown };

/** EventBridge-style equality matching, enough for the filter's shape: leaves are lists of allowed values. */
function matches(pattern: unknown, value: unknown): boolean {
  if (Array.isArray(pattern)) return pattern.includes(value);
  if (!pattern || typeof pattern !== "object") return false;
  if (!value || typeof value !== "object") return false;
  return Object.entries(pattern).every(([key, sub]) => matches(sub, (value as Record<string, unknown>)[key]));
}

describe("AgentMailStack events: fan-out and webhook delivery", { timeout: 120_000 }, () => {
  const stack = new AgentMailStack(new App(), "EventsTestStack");
  const template = Template.fromStack(stack);
  const { data, events, api, scheduler, mail, reaper } = stack;

  const idOf = (construct: IConstruct) => stack.getLogicalId(construct.node.defaultChild as CfnElement);
  const ref = (construct: IConstruct) => ({ Ref: idOf(construct) });
  const getAtt = (construct: IConstruct, attr: string) => ({ "Fn::GetAtt": [idOf(construct), attr] });
  const asArray = <T>(value: T | T[]) => (Array.isArray(value) ? value : [value]);
  const resource = (construct: IConstruct) => template.toJSON().Resources[idOf(construct)] as Resource;
  const envOf = (fn: lambda.IFunction) =>
    (resource(fn).Properties.Environment as { Variables: Record<string, unknown> }).Variables;
  const statementsOf = (fn: lambda.IFunction) =>
    Object.values(
      template.findResources("AWS::IAM::Policy", { Properties: { Roles: [ref(fn.role as IConstruct)] } }),
    ).flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  const withAction = (fn: lambda.IFunction, action: string) =>
    statementsOf(fn).filter((s) => asArray(s.Action).includes(action));
  const mappingOf = (fn: lambda.IFunction) => {
    const found = Object.values(
      template.findResources("AWS::Lambda::EventSourceMapping", { Properties: { FunctionName: ref(fn) } }),
    ) as Resource[];
    expect(found).toHaveLength(1);
    return found[0].Properties;
  };

  const fanOut = events.fanOutFunction.fn;
  const delivery = events.deliveryFunction.fn;

  describe("fan-out from the table's stream", () => {
    const mapping = mappingOf(fanOut);

    it("reads the table's stream from the oldest record kept, 100 records per batch", () => {
      expect(mapping.EventSourceArn).toEqual(getAtt(data.table, "StreamArn"));
      expect(mapping.StartingPosition).toBe("TRIM_HORIZON");
      expect(mapping.BatchSize).toBe(100);
    });

    it("is filtered to INSERTs of event items, the items ElectroDB writes for the event log", () => {
      const filters = (mapping.FilterCriteria as { Filters: Array<{ Pattern: string }> }).Filters;
      expect(filters).toHaveLength(1);
      const pattern = JSON.parse(filters[0].Pattern);
      expect(pattern).toEqual({ eventName: ["INSERT"], dynamodb: { NewImage: { __edb_e__: { S: ["event"] } } } });

      // Against stream records built from the items ElectroDB really writes.
      const now = new Date();
      const event = EventRecord.put(
        eventRecord({ eventType: "inbox.created", organizationId: "org_x", inboxId: "a@b.c", data: {}, now }),
      ).params({ table: "t" }).Item;
      const webhook = Webhook.put({
        organizationId: "org_x",
        webhookId: "whk_x",
        url: "https://example.com/",
        eventTypes: [],
        inboxIds: [],
        podIds: [],
        secret: "whsec_x",
        enabled: true,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      }).params({ table: "t" }).Item;
      const record = (eventName: string, item: Record<string, unknown>) => ({
        eventName,
        dynamodb: { NewImage: marshall(item, { removeUndefinedValues: true }) },
      });
      expect(matches(pattern, record("INSERT", event))).toBe(true);
      expect(matches(pattern, record("MODIFY", event))).toBe(false);
      expect(matches(pattern, record("INSERT", webhook))).toBe(false);
    });

    it("reports partial batch failures, bisects failing batches, retries 20 times, then sends the batch to a DLQ", () => {
      expect(mapping.FunctionResponseTypes).toEqual(["ReportBatchItemFailures"]);
      expect(mapping.BisectBatchOnFunctionError).toBe(true);
      expect(mapping.MaximumRetryAttempts).toBe(20);
      expect(mapping.DestinationConfig).toEqual({
        OnFailure: { Destination: getAtt(events.fanOutDeadLetterQueue, "Arn") },
      });
    });

    it("may read the stream and send the failed-batch records to its DLQ", () => {
      const stream = withAction(fanOut, "dynamodb:GetRecords").map((s) => s.Resource);
      expect(stream).toContainEqual(getAtt(data.table, "StreamArn"));
      expect(withAction(fanOut, "sqs:SendMessage").map((s) => s.Resource)).toEqual(
        expect.arrayContaining([getAtt(events.fanOutDeadLetterQueue, "Arn")]),
      );
    });
  });

  describe("delivery queue and function", () => {
    it("keeps failed messages 14 days in a DLQ after 5 receives; both queues encrypted, TLS only", () => {
      const queue = resource(events.deliveryQueue).Properties;
      expect(queue.RedrivePolicy).toEqual({
        deadLetterTargetArn: getAtt(events.deliveryDeadLetterQueue, "Arn"),
        maxReceiveCount: 5,
      });
      expect(queue.SqsManagedSseEnabled).toBe(true);
      const dlq = resource(events.deliveryDeadLetterQueue).Properties;
      expect(dlq.MessageRetentionPeriod).toBe(14 * 24 * 3600);
      expect(dlq.SqsManagedSseEnabled).toBe(true);
      for (const q of [events.deliveryQueue, events.deliveryDeadLetterQueue, events.fanOutDeadLetterQueue]) {
        template.hasResourceProperties("AWS::SQS::QueuePolicy", {
          Queues: [ref(q)],
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
            ]),
          },
        });
      }
    });

    it("has a visibility timeout of at least 6 × the delivery function's timeout, which outlasts 10 s attempts", () => {
      const timeout = resource(delivery).Properties.Timeout as number;
      expect(timeout).toBeGreaterThan(10);
      expect(resource(events.deliveryQueue).Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * timeout);
    });

    it("feeds the delivery function 10 attempts at a time with partial batch failures", () => {
      const mapping = mappingOf(delivery);
      expect(mapping.EventSourceArn).toEqual(getAtt(events.deliveryQueue, "Arn"));
      expect(mapping.BatchSize).toBe(10);
      expect(mapping.FunctionResponseTypes).toEqual(["ReportBatchItemFailures"]);
    });

    it("runs the thin entry files on Node.js 22 / arm64 with the common environment", () => {
      for (const [fn, entry] of [
        [fanOut, "fanout"],
        [delivery, "webhook-delivery"],
      ] as const) {
        const props = resource(fn).Properties;
        expect(props.Runtime).toBe("nodejs22.x");
        expect(props.Architectures).toEqual(["arm64"]);
        expect(String(props.Description)).toMatch(entry === "fanout" ? /fan-out/ : /delivery/);
        expect(envOf(fn)).toMatchObject({ PLATFORM: "aws", TABLE_NAME: ref(data.table) });
      }
    });
  });

  describe("who queues attempts and schedules long retries", () => {
    const queuers = { api: api.function.fn, scheduler: scheduler.function.fn, fanOut, delivery };
    const others = {
      inbound: mail.inboundFunction.fn,
      sesEvents: mail.sesEventsFunction.fn,
      reaper: reaper.function.fn,
    };

    it.each(Object.entries(queuers))("%s: knows the delivery queue and may send to it", (_name, fn) => {
      expect(envOf(fn).WEBHOOK_QUEUE_URL).toEqual(ref(events.deliveryQueue));
      const send = withAction(fn, "sqs:SendMessage").filter(
        (s) => JSON.stringify(s.Resource) === JSON.stringify(getAtt(events.deliveryQueue, "Arn")),
      );
      expect(send).toHaveLength(1);
    });

    it.each(Object.entries(others))("%s: neither knows nor may use the delivery queue", (_name, fn) => {
      expect(envOf(fn)).not.toHaveProperty("WEBHOOK_QUEUE_URL");
      for (const s of withAction(fn, "sqs:SendMessage")) {
        expect(s.Resource).not.toEqual(getAtt(events.deliveryQueue, "Arn"));
      }
    });

    it("the delivery function may schedule retries beyond SQS's 15 minutes in the group and pass the invoke role", () => {
      expect(envOf(delivery)).toMatchObject({ SCHEDULER_ROLE_ARN: getAtt(scheduler.invokeRole, "Arn") });
      expect(withAction(delivery, "scheduler:CreateSchedule")).toHaveLength(1);
      expect(withAction(delivery, "iam:PassRole")).toEqual([
        expect.objectContaining({ Resource: getAtt(scheduler.invokeRole, "Arn") }),
      ]);
    });

    it("fan-out neither sends mail nor schedules", () => {
      const actions = statementsOf(fanOut).flatMap((s) => asArray(s.Action));
      expect(actions.filter((a) => /^(ses|scheduler):|^iam:PassRole$/.test(a))).toEqual([]);
    });
  });

  describe("alarms", () => {
    const alarmOn = (construct: IConstruct) =>
      Object.values(template.findResources("AWS::CloudWatch::Alarm")).filter((a) =>
        JSON.stringify(a.Properties.Dimensions ?? []).includes(idOf(construct)),
      );

    it("fire on any message in either dead-letter queue", () => {
      for (const dlq of [events.deliveryDeadLetterQueue, events.fanOutDeadLetterQueue]) {
        const [alarm] = alarmOn(dlq);
        expect(alarm?.Properties).toMatchObject({
          MetricName: "ApproximateNumberOfMessagesVisible",
          Threshold: 1,
          ComparisonOperator: "GreaterThanOrEqualToThreshold",
          Dimensions: [{ Name: "QueueName", Value: getAtt(dlq, "QueueName") }],
        });
      }
    });

    it("fires when fan-out lags the stream by 5 minutes", () => {
      const [alarm] = alarmOn(fanOut);
      expect(alarm?.Properties).toMatchObject({ MetricName: "IteratorAge", Threshold: 300_000 });
    });

    it("alarms on the failure rate of the attempts the delivery function counts (EMF), not on log lines", () => {
      template.resourceCountIs("AWS::Logs::MetricFilter", 0);
      const alarm = Object.values(template.findResources("AWS::CloudWatch::Alarm")).find(
        (a) => (a.Properties as { Threshold?: number }).Threshold === 0.5,
      ) as { Properties: { EvaluationPeriods: number; Metrics: Array<Record<string, unknown>> } };
      expect(alarm.Properties.EvaluationPeriods).toBe(3);
      const expression = alarm.Properties.Metrics.find((m) => m.Expression);
      expect(expression?.Expression).toBe(
        "IF(delivered + retry + failed >= 20, (retry + failed) / (delivered + retry + failed), 0)",
      );
      for (const outcome of ["delivered", "retry", "failed"]) {
        const metric = alarm.Properties.Metrics.find((m) => m.Id === outcome) as {
          MetricStat: { Metric: { Namespace: string; MetricName: string; Dimensions: unknown[] } };
        };
        expect(metric.MetricStat.Metric).toEqual({
          Namespace: "AgentMail",
          MetricName: "WebhookAttempts",
          Dimensions: expect.arrayContaining([
            { Name: "service", Value: "agent-mail" },
            { Name: "outcome", Value: outcome },
          ]),
        });
      }
    });
  });
});
