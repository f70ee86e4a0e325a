// CloudWatch metrics in the Embedded Metric Format, written by Powertools for AWS Lambda's Metrics: a log line that
// CloudWatch turns into metrics, so no API call and no extra latency. The names are data here, so dashboards,
// alarms and docs read them from one place.
import { MetricUnit, Metrics as PowertoolsMetrics } from "@aws-lambda-powertools/metrics";
import { rootLogger, SERVICE_NAME } from "./logger.js";

export const METRICS_NAMESPACE = "AgentMail";

/** Every metric the service emits, with its unit and the dimension it is split by (if any). */
export const METRIC = {
  /** One per inbound message stored, by trust level. */
  messagesReceived: { name: "MessagesReceived", unit: MetricUnit.Count, dimension: "trust_level" },
  /** One per outbound message handed to the transport. */
  messagesSent: { name: "MessagesSent", unit: MetricUnit.Count, dimension: undefined },
  /** One per webhook delivery attempt, by outcome (delivered, retry, failed). */
  webhookAttempts: { name: "WebhookAttempts", unit: MetricUnit.Count, dimension: "outcome" },
  /** Attempts that did not deliver (retry or failed): the alarmable failure count. */
  webhookFailures: { name: "WebhookFailures", unit: MetricUnit.Count, dimension: undefined },
  /** API latency per route template, in the API function. */
  routeLatency: { name: "RouteLatency", unit: MetricUnit.Milliseconds, dimension: "route" },
} as const;

export type MetricKey = keyof typeof METRIC;

export interface Metrics {
  /** Adds one data point; `dimensionValue` fills the metric's dimension (when it has one). */
  add(metric: MetricKey, value: number, dimensionValue?: string): void;
}

let root: PowertoolsMetrics | undefined;

/**
 * The process's Powertools metrics: the instance the Lambda middleware (logMetrics) flushes after each invocation.
 * Created on first use, so the environment (POWERTOOLS_DEV, POWERTOOLS_METRICS_DISABLED) is read then.
 */
export function rootMetrics(): PowertoolsMetrics {
  root ??= new PowertoolsMetrics({
    namespace: METRICS_NAMESPACE,
    serviceName: SERVICE_NAME,
    // Its own notices go to the log; an invocation that recorded nothing is normal here, not a warning.
    logger: {
      trace: (...args: unknown[]) => rootLogger().trace(String(args[0])),
      debug: (...args: unknown[]) => rootLogger().debug(String(args[0])),
      info: (...args: unknown[]) => rootLogger().info(String(args[0])),
      warn: (...args: unknown[]) =>
        String(args[0]).startsWith("No application metrics")
          ? rootLogger().debug(String(args[0]))
          : rootLogger().warn(String(args[0])),
      error: (...args: unknown[]) => rootLogger().error(String(args[0])),
    },
  });
  return root;
}

/**
 * Dimensioned points go out at once as their own EMF line (a dimension set per point); the others are buffered and
 * flushed with the invocation.
 */
export function powertoolsMetrics(metrics: () => PowertoolsMetrics = rootMetrics): Metrics {
  return {
    add(key, value, dimensionValue) {
      const metric = METRIC[key];
      if (metric.dimension && dimensionValue !== undefined) {
        const single = metrics().singleMetric();
        single.addDimension(metric.dimension, dimensionValue);
        single.addMetric(metric.name, metric.unit, value);
        return;
      }
      metrics().addMetric(metric.name, metric.unit, value);
    },
  };
}

/** Metrics that go nowhere: for platforms built in tests and scripts. */
export const noMetrics: Metrics = { add: () => undefined };
