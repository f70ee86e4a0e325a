import { Duration } from "aws-cdk-lib";
import * as events from "aws-cdk-lib/aws-events";
import * as targets from "aws-cdk-lib/aws-events-targets";
import { Construct } from "constructs";
import { ServiceFunction } from "./function.js";

export interface ReaperProps {
  /** The common service environment (serviceEnvironment in function.ts). */
  readonly environment: Record<string, string>;
}

/**
 * The reaper function, run every minute. With the reservedConcurrency switch it runs one instance at a time;
 * without it two slow runs may overlap, which is harmless: each inbox's removal is conditioned on the expiry the run
 * read, so only one run deletes an inbox and its mail.
 */
export class Reaper extends Construct {
  readonly function: ServiceFunction;
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: ReaperProps) {
    super(scope, id);

    this.function = new ServiceFunction(this, "Function", {
      entry: "functions/reaper/handler.ts",
      description: "Agent mail reaper, every minute",
      timeout: Duration.minutes(5),
      environment: props.environment,
    });
    // A trigger that finds the one instance busy (or that failed) is not worth keeping: the next one is a
    // minute away. Without this, throttled invocations would queue up for hours behind a slow run.
    this.function.fn.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(1) });

    this.rule = new events.Rule(this, "EveryMinute", {
      description: "Runs the agent mail reaper",
      schedule: events.Schedule.rate(Duration.minutes(1)),
      targets: [new targets.LambdaFunction(this.function.fn)],
    });
  }
}
