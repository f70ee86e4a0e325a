import { Duration } from "aws-cdk-lib";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import { Construct } from "constructs";
import type { Api } from "./api.js";

export interface ObservabilityProps {
  readonly api: Api;
}

const FIVE_MINUTES = Duration.minutes(5);

/** Alarms on API failures and a small dashboard for the API and its function. */
export class Observability extends Construct {
  readonly functionErrorsAlarm: cloudwatch.Alarm;
  readonly api5xxAlarm: cloudwatch.Alarm;
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    const fn = props.api.function.fn;
    const restApi = props.api.restApi;

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
      ],
    });
  }
}
