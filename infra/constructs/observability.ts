import { Duration } from "aws-cdk-lib";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import { Construct } from "constructs";
import type { Api } from "./api.js";
import type { Mail } from "./mail.js";

export interface ObservabilityProps {
  readonly api: Api;
  readonly mail: Mail;
}

const FIVE_MINUTES = Duration.minutes(5);

const ONE_HOUR = Duration.hours(1);

/** Alarms on API and inbound failures and on SES reputation, and a small dashboard. */
export class Observability extends Construct {
  readonly functionErrorsAlarm: cloudwatch.Alarm;
  readonly api5xxAlarm: cloudwatch.Alarm;
  readonly inboundDeadLettersAlarm: cloudwatch.Alarm;
  readonly inboundFunctionErrorsAlarm: cloudwatch.Alarm;
  readonly sesBounceRateAlarm: cloudwatch.Alarm;
  readonly sesComplaintRateAlarm: cloudwatch.Alarm;
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    const fn = props.api.function.fn;
    const restApi = props.api.restApi;
    const { inboundQueue, inboundDeadLetterQueue } = props.mail;
    const inboundFn = props.mail.inboundFunction.fn;

    const sum = { period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM };
    const alarmDefaults = {
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No traffic is not an outage.
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    };

    this.functionErrorsAlarm = new cloudwatch.Alarm(this, "ApiFunctionErrors", {
      ...alarmDefaults,
      metric: fn.metricErrors(sum),
      alarmDescription: "The API function threw or timed out at least once in 5 minutes.",
    });

    this.api5xxAlarm = new cloudwatch.Alarm(this, "Api5xx", {
      ...alarmDefaults,
      metric: restApi.metricServerError(sum),
      alarmDescription: "The REST API returned at least one 5xx in 5 minutes.",
    });

    const maximum = { period: FIVE_MINUTES, statistic: cloudwatch.Stats.MAXIMUM };
    this.inboundDeadLettersAlarm = new cloudwatch.Alarm(this, "InboundDeadLetters", {
      ...alarmDefaults,
      metric: inboundDeadLetterQueue.metricApproximateNumberOfMessagesVisible(maximum),
      alarmDescription: "Received mail failed processing 5 times and waits in the inbound dead-letter queue.",
    });

    this.inboundFunctionErrorsAlarm = new cloudwatch.Alarm(this, "InboundFunctionErrors", {
      ...alarmDefaults,
      metric: inboundFn.metricErrors(sum),
      alarmDescription: "The inbound function threw or timed out at least once in 5 minutes.",
    });

    // Account-wide reputation, published by SES (no dimensions). AWS reviews an account at a 5% bounce rate
    // or a 0.1% complaint rate, and may pause sending beyond that.
    const reputation = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: "AWS/SES",
        metricName,
        period: ONE_HOUR,
        statistic: cloudwatch.Stats.MAXIMUM,
      });
    this.sesBounceRateAlarm = new cloudwatch.Alarm(this, "SesBounceRate", {
      ...alarmDefaults,
      threshold: 0.05,
      metric: reputation("Reputation.BounceRate"),
      alarmDescription: "The SES bounce rate reached 5%, where AWS puts the account under review.",
    });
    this.sesComplaintRateAlarm = new cloudwatch.Alarm(this, "SesComplaintRate", {
      ...alarmDefaults,
      threshold: 0.001,
      metric: reputation("Reputation.ComplaintRate"),
      alarmDescription: "The SES complaint rate reached 0.1%, where AWS puts the account under review.",
    });

    this.dashboard = new cloudwatch.Dashboard(this, "Dashboard", {
      defaultInterval: Duration.hours(3),
      widgets: [
        [
          new cloudwatch.GraphWidget({ title: "API requests", left: [restApi.metricCount(sum)], width: 8 }),
          new cloudwatch.GraphWidget({
            title: "API latency",
            left: [
              restApi.metricLatency({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.p(50), label: "p50" }),
              restApi.metricLatency({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.p(99), label: "p99" }),
            ],
            width: 8,
          }),
          new cloudwatch.GraphWidget({
            title: "API errors",
            left: [
              restApi.metricClientError({ ...sum, label: "4xx" }),
              restApi.metricServerError({ ...sum, label: "5xx" }),
            ],
            width: 8,
          }),
        ],
        [
          new cloudwatch.GraphWidget({ title: "Function errors", left: [fn.metricErrors(sum)], width: 12 }),
          new cloudwatch.GraphWidget({
            title: "Function duration",
            left: [
              fn.metricDuration({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.p(50), label: "p50" }),
              fn.metricDuration({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.p(99), label: "p99" }),
            ],
            width: 12,
          }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: "Inbound backlog",
            left: [inboundQueue.metricApproximateNumberOfMessagesVisible({ ...maximum, label: "messages" })],
            right: [inboundQueue.metricApproximateAgeOfOldestMessage({ ...maximum, label: "oldest (s)" })],
            width: 8,
          }),
          new cloudwatch.GraphWidget({
            title: "Inbound dead letters",
            left: [inboundDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ ...maximum, label: "messages" })],
            width: 8,
          }),
          new cloudwatch.GraphWidget({
            title: "SES reputation",
            left: [
              reputation("Reputation.BounceRate").with({ label: "bounce rate" }),
              reputation("Reputation.ComplaintRate").with({ label: "complaint rate" }),
            ],
            width: 8,
          }),
        ],
      ],
    });
  }
}
