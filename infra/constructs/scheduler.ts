import { ArnFormat, Duration, Names, RemovalPolicy, Stack } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as scheduler from "aws-cdk-lib/aws-scheduler";
import { Construct } from "constructs";
import { acknowledgeWildcard } from "../nag.js";
import { ServiceFunction } from "./function.js";

export interface SchedulerProps {
  /** The common service environment (serviceEnvironment in function.ts). */
  readonly environment: Record<string, string>;
}

/**
 * One-time jobs (scheduled sends and the like) as EventBridge Scheduler schedules. The code creates them at
 * run time (shared/adapters/aws/eventbridge-scheduler.ts) in this group; each invokes the scheduler function
 * with the job as input, through a role only EventBridge Scheduler can assume, and deletes itself afterwards.
 */
export class Scheduler extends Construct {
  readonly group: scheduler.ScheduleGroup;
  readonly function: ServiceFunction;
  /** The role schedules run as: it may invoke the scheduler function and nothing else. */
  readonly invokeRole: iam.Role;
  /** ARN of the scheduler function, built from its fixed name (SCHEDULER_TARGET_ARN). */
  readonly targetArn: string;

  constructor(scope: Construct, id: string, props: SchedulerProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // Schedules target this stack's function and role, so they go with the stack.
    this.group = new scheduler.ScheduleGroup(this, "Group", { removalPolicy: RemovalPolicy.DESTROY });

    // Jobs can schedule jobs, so the function's environment holds its own ARN. A function cannot reference
    // its own ARN attribute (a circular dependency), so it gets a fixed name and the ARN is built from it.
    const functionName = Names.uniqueResourceName(this, { maxLength: 64, separator: "-" });
    this.targetArn = stack.formatArn({
      service: "lambda",
      resource: "function",
      resourceName: functionName,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });

    this.function = new ServiceFunction(this, "Function", {
      entry: "functions/scheduler/handler.ts",
      description: "Agent mail scheduled jobs from EventBridge Scheduler",
      functionName,
      timeout: Duration.seconds(60),
      environment: props.environment,
    });

    this.invokeRole = new iam.Role(this, "InvokeRole", {
      description: "Assumed by EventBridge Scheduler to invoke the scheduler function",
      // Confused-deputy guard: only schedules in this account's group may use the role.
      assumedBy: new iam.ServicePrincipal("scheduler.amazonaws.com", {
        conditions: {
          StringEquals: { "aws:SourceAccount": stack.account, "aws:SourceArn": this.group.scheduleGroupArn },
        },
      }),
    });
    // A separate policy resource (not inline): the function's environment references the role, so an inline
    // policy referencing the function would be a cycle.
    this.invokeRole.addToPolicy(
      new iam.PolicyStatement({ actions: ["lambda:InvokeFunction"], resources: [this.function.fn.functionArn] }),
    );
  }

  /** Lets a function create, read and delete schedules in the group and pass the invoke role, and tells it how. */
  grantScheduling(fn: lambda.Function): void {
    const stack = Stack.of(this);
    const schedules = stack.formatArn({
      service: "scheduler",
      resource: "schedule",
      resourceName: `${this.group.scheduleGroupName}/*`,
    });
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ["scheduler:CreateSchedule", "scheduler:DeleteSchedule", "scheduler:GetSchedule"],
        resources: [schedules],
      }),
    );
    acknowledgeWildcard(
      stack,
      fn.role ?? fn,
      schedules,
      "Schedules are named per job at run time (a draft, a webhook retry); only within this stack's group.",
    );
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ["iam:PassRole"],
        resources: [this.invokeRole.roleArn],
        conditions: { StringEquals: { "iam:PassedToService": "scheduler.amazonaws.com" } },
      }),
    );
    fn.addEnvironment("SCHEDULER_GROUP", this.group.scheduleGroupName);
    fn.addEnvironment("SCHEDULER_TARGET_ARN", this.targetArn);
    fn.addEnvironment("SCHEDULER_ROLE_ARN", this.invokeRole.roleArn);
  }
}
