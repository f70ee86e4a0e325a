import { Duration, RemovalPolicy, Stack } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import * as kms from "aws-cdk-lib/aws-kms";
import * as sns from "aws-cdk-lib/aws-sns";
import { Construct } from "constructs";

/** AWS services that publish to the stack's topics: SES (receipts, sending events) and CloudWatch (alarms). */
export type TopicPublisher = "ses.amazonaws.com" | "cloudwatch.amazonaws.com";

/**
 * The customer-managed KMS key of every SNS topic in the stack.
 *
 * Not the AWS managed key alias/aws/sns: its key policy cannot be changed, so neither SES nor CloudWatch alarms could
 * publish to a topic encrypted with it. This key lets each publishing service use it. The
 * topics' subscribers need nothing: SNS decrypts before delivery, to Lambda and to the SQS-managed (SSE-SQS)
 * inbound queue alike (a queue encrypted with a KMS key would instead need that key to allow sns.amazonaws.com).
 */
export class TopicKey extends Construct {
  readonly key: kms.Key;
  private readonly publishers = new Set<TopicPublisher>();

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.key = new kms.Key(this, "Key", {
      description: "Encrypts the agent mail service's SNS topics (SES receipts and events, alarms)",
      enableKeyRotation: true,
      // Topics hold messages in flight only, and go with the stack: so does their key (after the waiting period).
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
  }

  /** Lets a service publish to topics encrypted with this key (once per service). */
  allow(publisher: TopicPublisher): void {
    if (this.publishers.has(publisher)) return;
    this.publishers.add(publisher);
    this.key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal(publisher)],
        actions: ["kms:GenerateDataKey*", "kms:Decrypt"],
        resources: ["*"],
        // No condition, as in AWS's own statements for publishing services: not every service sends
        // aws:SourceAccount with its KMS request, and a key it may not use drops its notifications silently. The
        // gate is each topic's policy (encryptedTopic), which allows the service for this account only; the key
        // is used for nothing but these topics.
      }),
    );
  }
}

export interface EncryptedTopicProps {
  readonly key: TopicKey;
  readonly displayName: string;
  /** Services that publish to the topic: allowed in the topic policy and on the key. */
  readonly publishers: readonly TopicPublisher[];
}

/**
 * An SNS topic encrypted with the stack's topic key whose policy refuses publishing without TLS. The policy replaces
 * SNS's default one (which allowed the account's own principals), so each publishing service is allowed explicitly,
 * for this account's resources only.
 */
export function encryptedTopic(scope: Construct, id: string, props: EncryptedTopicProps): sns.Topic {
  const topic = new sns.Topic(scope, id, {
    displayName: props.displayName,
    masterKey: props.key.key,
    enforceSSL: true,
  });
  for (const publisher of props.publishers) {
    props.key.allow(publisher);
    topic.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal(publisher)],
        actions: ["sns:Publish"],
        resources: [topic.topicArn],
        conditions: { StringEquals: { "aws:SourceAccount": Stack.of(scope).account } },
      }),
    );
  }
  return topic;
}
