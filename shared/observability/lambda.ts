// The middleware every Lambda handler runs in: Powertools' Logger (invocation context, cold start, request keys
// reset after each invocation) and Metrics (EMF flushed after each invocation, cold-start metric).
import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import { logMetrics } from "@aws-lambda-powertools/metrics/middleware";
import middy from "@middy/core";
import type { Context } from "aws-lambda";
import { rootLogger } from "./logger.js";
import { rootMetrics } from "./metrics.js";

export interface LambdaOptions {
  /**
   * Lambda response streaming (middy streamifyResponse). The handler watches its own deadline, so middy's early
   * timeout, which would cut the stream without its closing frame, is off.
   */
  streaming?: boolean;
}

export function lambda<TEvent, TResult>(
  handler: (event: TEvent, context: Context) => Promise<TResult>,
  options: LambdaOptions = {},
) {
  return middy<TEvent, TResult>(options.streaming ? { streamifyResponse: true, timeoutEarlyInMillis: 0 } : {})
    .use(injectLambdaContext(rootLogger(), { resetKeys: true }))
    .use(logMetrics(rootMetrics(), { captureColdStartMetric: true }))
    .handler(handler);
}
