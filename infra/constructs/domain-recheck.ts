import { Duration } from "aws-cdk-lib";
import * as events from "aws-cdk-lib/aws-events";
import * as targets from "aws-cdk-lib/aws-events-targets";
import { Construct } from "constructs";
import { ServiceFunction } from "./function.js";

export interface DomainRecheckProps {
  /** The common service environment (serviceEnvironment in function.ts). */
  readonly environment: Record<string, string>;
}

/** How often PENDING and INVALID custom domains are checked again (the spec: about every 5 minutes). */
export const DOMAIN_RECHECK_RATE = Duration.minutes(5);

/**
 * The custom-domain re-check (functions/domain-recheck), run every 5 minutes: DNS lookups for the PENDING and
 * INVALID domains due on the table's re-check index (shared/domain/domains.ts, recheckDomains). Two overlapping runs
 * are harmless: each check writes the whole domain under its ID, and a check finding nothing new writes no event.
 */
export class DomainRecheck extends Construct {
  readonly function: ServiceFunction;
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: DomainRecheckProps) {
    super(scope, id);

    this.function = new ServiceFunction(this, "Function", {
      entry: "functions/domain-recheck/handler.ts",
      description: "Agent mail custom-domain DNS re-check, every 5 minutes",
      // Up to 100 domains a run, a few DNS lookups each (3 s deadline per lookup).
      timeout: Duration.minutes(4),
      memorySize: 256,
      environment: props.environment,
    });
    // A missed run is made up by the next one five minutes later.
    this.function.fn.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(5) });

    this.rule = new events.Rule(this, "EveryFiveMinutes", {
      description: "Runs the agent mail custom-domain re-check",
      schedule: events.Schedule.rate(DOMAIN_RECHECK_RATE),
      targets: [new targets.LambdaFunction(this.function.fn)],
    });
  }
}
