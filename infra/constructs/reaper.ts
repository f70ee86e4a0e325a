import { Duration } from "aws-cdk-lib";
import * as events from "aws-cdk-lib/aws-events";
import * as targets from "aws-cdk-lib/aws-events-targets";
import { Construct } from "constructs";
import type { Data } from "./data.js";
import { ServiceFunction } from "./function.js";

export interface ReaperProps {
  readonly data: Data;
  /** The common service environment (serviceEnvironment in function.ts). */
  readonly environment: Record<string, string>;
}

/** The reaper function, run every minute, one instance at a time. */
export class Reaper extends Construct {
  readonly function: ServiceFunction;
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: ReaperProps) {
    super(scope, id);

    this.function = new ServiceFunction(this, "Function", {
      entry: "functions/reaper/handler.ts",
      description: "Agent mail reaper, every minute",
      timeout: Duration.minutes(5),
      // Never two runs at once. Note: reserving concurrency fails to deploy on an account whose concurrency
      // quota leaves less than the minimum unreserved (new accounts with a quota of 10 hit this).
      reservedConcurrentExecutions: 1,
      environment: props.environment,
    });
    props.data.grantReadWrite(this.function.fn);
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
