// cdk-nag (AwsSolutions) findings this stack accepts, each with the reason it is right here. cdk-nag 3 reads
// acknowledgements from CDK's own Validations: an acknowledgement covers the construct it is made on and everything
// under it. Wildcard resources of a grant are acknowledged by the grant itself (acknowledgeWildcard); the rest are
// here. `npx cdk synth -c nag=true` runs the checks; test/infra/nag.test.ts keeps the stack clean.
import { type Stack, Validations } from "aws-cdk-lib";
import type { IConstruct } from "constructs";
import type { AgentMailStack } from "./stack.js";

/** A CloudFormation value as cdk-nag writes it in a finding ID: <LogicalId>, <LogicalId.Attr>, joins flattened. */
function flatten(value: unknown): string {
  if (typeof value === "string") return value.replace(/\$\{/g, "<").replace(/\}/g, ">");
  if (value && typeof value === "object") {
    const node = value as Record<string, unknown>;
    if (Array.isArray(node["Fn::Join"])) {
      const [delimiter, items] = node["Fn::Join"] as [string, unknown[]];
      return items.map(flatten).join(delimiter);
    }
    if (Array.isArray(node["Fn::GetAtt"])) {
      const [resource, attribute] = node["Fn::GetAtt"] as [unknown, unknown];
      return `<${flatten(resource)}.${flatten(attribute)}>`;
    }
    if ("Ref" in node) return `<${flatten(node.Ref)}>`;
  }
  return JSON.stringify(value);
}

/**
 * Acknowledges AwsSolutions-IAM5 for one wildcard resource a grant needs, on the grantee (its role's policy), with
 * the reason the wildcard cannot be narrower.
 */
export function acknowledgeWildcard(stack: Stack, grantee: IConstruct, resource: string, reason: string): void {
  Validations.of(grantee).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${flatten(stack.resolve(resource))}]`,
    reason,
  });
}

/** The accepted findings that are not a grant's wildcard. */
export function suppressAcceptedFindings(stack: AgentMailStack): void {
  const ack = (construct: IConstruct, id: string, reason: string) =>
    Validations.of(construct).acknowledge({ id: `AwsSolutions-${id}`, reason });

  // ---- data ----
  const secret = stack.data.serverSecret.node.defaultChild;
  if (secret) {
    ack(
      secret,
      "SMG4",
      "Not rotated on a schedule: functions read one value per cold start and keep no previous version, so a " +
        "rotation invalidates whatever was derived from the old one (sign-in codes in flight); docs/deploying.md " +
        "describes rotating by hand.",
    );
  }
  ack(
    stack.data.accessLogBucket,
    "S1",
    "This is the server access log bucket of the mail bucket; logging it into itself would log its own log writes.",
  );

  // ---- REST and WebSocket APIs ----
  const restApi = stack.api.restApi;
  ack(
    restApi,
    "APIG2",
    "Requests are validated in the function from the route table's zod schemas, with the error bodies the spec " +
      "defines; an API Gateway validator would answer with its own shape.",
  );
  ack(
    restApi.deploymentStage,
    "APIG3",
    "No WAF web ACL by default: the managed rule sets block legitimate bodies of this API (raw MIME, HTML mail), " +
      "and a web ACL costs per month; the stage is throttled instead. docs/deploying.md shows how to attach one.",
  );
  for (const id of ["APIG4", "COG4"]) {
    ack(
      restApi,
      id,
      "Authorization is the function's: API keys (stored hashed), agent tokens and dashboard sessions per route " +
        "(shared/routes, shared/auth); health, OAuth and sign-in routes are public by design. Not Cognito.",
    );
  }
  ack(
    stack.realtime.webSocketApi,
    "APIG4",
    "$connect authenticates the API key or session in the function and refuses the upgrade otherwise; API Gateway " +
      "allows authorizers on $connect only, and $default/$disconnect belong to an authenticated connection.",
  );

  // ---- functions ----
  for (const fn of [...Object.values(stack.functions), stack.keyRotation.function]) {
    ack(
      fn.fn,
      "L1",
      "Node.js 22 on purpose (DESIGN.md): the bundles target node22 and are tested under Node 22; newer runtimes " +
        "are adopted deliberately, not by the newest available.",
    );
  }

  // ---- queues ----
  ack(
    stack.events.fanOutDeadLetterQueue,
    "SQS3",
    "It is a dead-letter queue: the stream event source mapping's on-failure destination (batches that exhausted " +
      "their retries), which cdk-nag only recognises for SQS redrive.",
  );

  // ---- account-level API Gateway logging role (apiGatewayCloudWatchRole) ----
  const cloudWatchRole = restApi.node.tryFindChild("CloudWatchRole");
  if (cloudWatchRole) {
    ack(
      cloudWatchRole,
      "IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]",
      "The region's API Gateway logging role: AWS's managed policy is the documented one for it, and it writes " +
        "only the account's API Gateway logs.",
    );
  }
}
