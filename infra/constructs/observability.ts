import { CfnOutput, Duration } from "aws-cdk-lib";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import * as cloudwatchActions from "aws-cdk-lib/aws-cloudwatch-actions";
import type * as sns from "aws-cdk-lib/aws-sns";
import * as subscriptions from "aws-cdk-lib/aws-sns-subscriptions";
import { Construct, type IConstruct } from "constructs";
import { FUNCTION_NAMES, type FunctionName } from "./access.js";
import type { Api } from "./api.js";
import type { ServiceFunction } from "./function.js";
import type { Mail } from "./mail.js";
import { encryptedTopic, type TopicKey } from "./topics.js";

export interface ObservabilityProps {
  readonly api: Api;
  readonly mail: Mail;
  /** Every function of the stack: each gets an Errors alarm. */
  readonly functions: Record<FunctionName, ServiceFunction>;
  /** Encrypts the alarm topic; CloudWatch may use it to publish. */
  readonly topicKey: TopicKey;
  /** Subscribed to the alarm topic by email (AWS sends a confirmation link first). @default no subscription */
  readonly alarmEmail?: string;
}

/** "fanOut" → "FanOut": construct IDs of the per-function alarms (ApiFunctionErrors, FanOutFunctionErrors, …). */
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const FIVE_MINUTES = Duration.minutes(5);

const ONE_HOUR = Duration.hours(1);

/**
 * Alarms on function errors (every function), API 5xx, inbound dead letters and SES reputation; a topic every alarm
 * in the stack notifies (notifyFromAll); a small dashboard.
 */
export class Observability extends Construct {
  /** Where every alarm of the stack sends ALARM and OK (alarmEmail subscribes to it). */
  readonly alarmTopic: sns.Topic;
  /** Errors of each function: at least one invocation threw or timed out in 5 minutes. */
  readonly functionErrorsAlarms: Record<FunctionName, cloudwatch.Alarm>;
  /** The API function's Errors alarm (functionErrorsAlarms.api). */
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

    this.alarmTopic = encryptedTopic(this, "AlarmTopic", {
      key: props.topicKey,
      displayName: "Agent mail alarms",
      publishers: ["cloudwatch.amazonaws.com"],
    });
    if (props.alarmEmail) {
      this.alarmTopic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    }
    new CfnOutput(this, "AlarmTopicArn", {
      key: "AlarmTopicArn",
      value: this.alarmTopic.topicArn,
      description: "SNS topic of every alarm (subscribe more endpoints here; -c alarmEmail=… subscribes one email)",
    });
    const restApi = props.api.restApi;
    const { inboundQueue, inboundDeadLetterQueue } = props.mail;

    const sum = { period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM };
    const alarmDefaults = {
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No traffic is not an outage.
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    };

    const errorsAlarms: Partial<Record<FunctionName, cloudwatch.Alarm>> = {};
    for (const name of FUNCTION_NAMES) {
      errorsAlarms[name] = new cloudwatch.Alarm(this, `${pascal(name)}FunctionErrors`, {
        ...alarmDefaults,
        metric: props.functions[name].fn.metricErrors(sum),
        alarmDescription: `The ${name} function threw or timed out at least once in 5 minutes.`,
      });
    }
    this.functionErrorsAlarms = errorsAlarms as Record<FunctionName, cloudwatch.Alarm>;
    this.functionErrorsAlarm = this.functionErrorsAlarms.api;

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

    this.inboundFunctionErrorsAlarm = this.functionErrorsAlarms.inbound;

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
          new cloudwatch.GraphWidget({
            title: "Function errors",
            left: FUNCTION_NAMES.map((name) => props.functions[name].fn.metricErrors({ ...sum, label: name })),
            width: 12,
          }),
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

  /** Sends ALARM and OK of every CloudWatch alarm under `scope` (the whole stack) to the alarm topic. */
  notifyFromAll(scope: IConstruct): void {
    const action = new cloudwatchActions.SnsAction(this.alarmTopic);
    for (const construct of scope.node.findAll()) {
      if (!(construct instanceof cloudwatch.Alarm)) continue;
      construct.addAlarmAction(action);
      construct.addOkAction(action);
    }
  }
}
