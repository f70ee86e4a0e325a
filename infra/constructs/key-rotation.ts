import { Duration } from "aws-cdk-lib";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import { Construct } from "constructs";
import { ServiceFunction } from "./function.js";

/** Days between rotations of the signing key set (a retired key verifies for 48 hours more: signing-keys.ts). */
export const KEY_ROTATION_DAYS = 30;

/**
 * What the rotation protocol needs on the secret, and nothing else: the steps read the versions and their labels,
 * put the pending version and move AWSCURRENT to it (shared/workers/key-rotation.ts).
 */
export const ROTATION_ACTIONS = [
  "secretsmanager:DescribeSecret",
  "secretsmanager:GetSecretValue",
  "secretsmanager:PutSecretValue",
  "secretsmanager:UpdateSecretVersionStage",
] as const;

export interface KeyRotationProps {
  /** The signing key secret (Data.signingKeySecret). */
  readonly secret: secretsmanager.Secret;
}

/**
 * The signing key secret's rotation: its function (functions/key-rotation) and a schedule every 30 days that also
 * rotates once when deployed, which writes the first key set over CloudFormation's placeholder.
 *
 * The rotation schedule is the CloudFormation resource, not secret.addRotationSchedule: the L2 also grants
 * secretsmanager:GetRandomPassword on every resource, which a rotation that generates its own EC keys never calls.
 */
export class KeyRotation extends Construct {
  readonly function: ServiceFunction;
  readonly schedule: secretsmanager.CfnRotationSchedule;
  /** The rotation function threw or timed out: a failed rotation leaves the current keys signing, but alarms. */
  readonly errorsAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: KeyRotationProps) {
    super(scope, id);
    const { secret } = props;

    this.function = new ServiceFunction(this, "Function", {
      entry: "functions/key-rotation/handler.ts",
      description: "Agent mail signing key rotation (Secrets Manager rotation function)",
      // One EC key pair and four small calls per step.
      memorySize: 256,
      timeout: Duration.seconds(30),
    });
    const fn = this.function.fn;
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: [...ROTATION_ACTIONS], resources: [secret.secretArn] }));
    // Secrets Manager invokes the function for this secret only (aws:SourceArn: no confused deputy).
    fn.addPermission("SecretsManagerInvoke", {
      principal: new iam.ServicePrincipal("secretsmanager.amazonaws.com"),
      sourceArn: secret.secretArn,
    });
    const permission = fn.node.findChild("SecretsManagerInvoke") as lambda.CfnPermission;

    this.schedule = new secretsmanager.CfnRotationSchedule(this, "Schedule", {
      secretId: secret.secretArn,
      rotationLambdaArn: fn.functionArn,
      rotationRules: { scheduleExpression: `rate(${KEY_ROTATION_DAYS} days)` },
      // The first rotation creates the first key, so it must run at deployment.
      rotateImmediatelyOnUpdate: true,
    });
    // The first rotation runs as soon as the schedule exists: Secrets Manager must already be allowed to invoke.
    this.schedule.node.addDependency(permission);

    this.errorsAlarm = new cloudwatch.Alarm(this, "Errors", {
      metric: fn.metricErrors({ period: Duration.minutes(5), statistic: cloudwatch.Stats.SUM }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: "The signing key rotation failed: the current keys keep signing until it succeeds.",
    });
  }
}
