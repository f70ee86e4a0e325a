import { CfnOutput, Duration, Names, Stack } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import { SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import * as ses from "aws-cdk-lib/aws-ses";
import * as sesActions from "aws-cdk-lib/aws-ses-actions";
import type * as sns from "aws-cdk-lib/aws-sns";
import * as subscriptions from "aws-cdk-lib/aws-sns-subscriptions";
import * as sqs from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import { acknowledgeWildcard } from "../nag.js";
import { BLOB_PREFIXES } from "./access.js";
import type { Data } from "./data.js";
import { ServiceFunction } from "./function.js";
import { encryptedTopic, type TopicKey } from "./topics.js";

export interface MailProps {
  readonly data: Data;
  /** Encrypts the receipt and events topics; SES may use it to publish to them. */
  readonly topicKey: TopicKey;
  /** The common service environment (serviceEnvironment in function.ts). */
  readonly environment: Record<string, string>;
}

/** What managing a custom domain's SES identity takes (SES v2: create with Easy DKIM, read, MAIL FROM, delete). */
export const DOMAIN_IDENTITY_ACTIONS = [
  "ses:CreateEmailIdentity",
  "ses:GetEmailIdentity",
  "ses:PutEmailIdentityMailFromAttributes",
  "ses:DeleteEmailIdentity",
] as const;

/** Where SES stores received messages in the mail bucket; the receipt notification carries the full key. */
export const INBOUND_OBJECT_PREFIX = BLOB_PREFIXES.incomingSes;

const INBOUND_TIMEOUT = Duration.seconds(60);

/**
 * Inbound and outbound mail through SES.
 *
 * Inbound: SES receipt rule → raw MIME in the mail bucket + a "Received" notification on an SNS topic → SQS
 * (with a DLQ) → the inbound function. Outbound: the API and scheduler functions send with SES v2 through a
 * configuration set whose delivery, bounce, complaint and reject events go to SNS → the SES-events function.
 *
 * Not done here (per account and region, by hand): verifying the domains as SES identities, their MX records
 * (inbound-smtp.<region>.amazonaws.com), leaving the SES sandbox, and activating the receipt rule set.
 */
export class Mail extends Construct {
  readonly receiptTopic: sns.Topic;
  readonly inboundQueue: sqs.Queue;
  readonly inboundDeadLetterQueue: sqs.Queue;
  readonly receiptRuleSet: ses.ReceiptRuleSet;
  readonly receiptRule: ses.ReceiptRule;
  readonly inboundFunction: ServiceFunction;
  readonly configurationSet: ses.ConfigurationSet;
  readonly eventsTopic: sns.Topic;
  readonly sesEventsFunction: ServiceFunction;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    const { data, environment } = props;

    // ---- Inbound ----

    // The S3 action's notification carries headers and the object key, never the body; encrypted all the same,
    // with the stack's customer-managed topic key (SES cannot publish to a topic under alias/aws/sns). SES's
    // receipt rule adds no topic policy of its own, so the one encryptedTopic writes allows it.
    this.receiptTopic = encryptedTopic(this, "ReceiptTopic", {
      key: props.topicKey,
      displayName: "SES receipts",
      publishers: ["ses.amazonaws.com"],
    });

    // SQS-managed SSE, not KMS: SNS cannot deliver to a queue encrypted with the AWS managed key alias/aws/sqs (and
    // a customer-managed one would need a key policy for sns.amazonaws.com); an encrypted topic delivers to SSE-SQS.
    this.inboundDeadLetterQueue = new sqs.Queue(this, "InboundDeadLetterQueue", {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    this.inboundQueue = new sqs.Queue(this, "InboundQueue", {
      // Lambda's guidance for SQS event sources: at least six times the function timeout, so a message is not
      // redelivered while a batch that holds it is still being retried.
      visibilityTimeout: Duration.seconds(INBOUND_TIMEOUT.toSeconds() * 6),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.inboundDeadLetterQueue, maxReceiveCount: 5 },
    });
    // Raw delivery: the queue body is the SES notification itself, not an SNS envelope around it.
    this.receiptTopic.addSubscription(
      new subscriptions.SqsSubscription(this.inboundQueue, { rawMessageDelivery: true }),
    );

    // Only one receipt rule set can be active per account and region, so deploying does not activate this
    // one: that is a manual, one-time step (command in the ReceiptRuleSetName output). Activating it
    // deactivates whatever set was active before, e.g. another stage's stack in the same region.
    const ruleSetName = Names.uniqueResourceName(this, { maxLength: 64, separator: "-" });
    this.receiptRuleSet = new ses.ReceiptRuleSet(this, "ReceiptRuleSet", { receiptRuleSetName: ruleSetName });
    // No recipients: the rule takes mail for every domain this account has verified in SES in this region, the
    // shared domain and custom domains alike. Custom domains join at run time, and SES allows one active rule set
    // per region, so rewriting a recipient list from the API (and racing other writers of it) is avoided: the
    // inbound worker keeps the recipients on the shared domain and on VERIFIED custom domains with inbound on
    // (shared/workers/inbound.ts) and drops the rest.
    this.receiptRule = this.receiptRuleSet.addRule("Inbound", {
      // SES adds X-SES-Spam-Verdict / X-SES-Virus-Verdict headers to the stored message.
      scanEnabled: true,
      tlsPolicy: ses.TlsPolicy.REQUIRE,
      // The action also adds the bucket policy statement letting ses.amazonaws.com put objects under the
      // prefix (conditioned on aws:SourceAccount), and makes the rule depend on that policy.
      actions: [
        new sesActions.S3({ bucket: data.bucket, objectKeyPrefix: INBOUND_OBJECT_PREFIX, topic: this.receiptTopic }),
      ],
    });

    // SES may check at rule creation that it can publish to the topic: the topic policy first.
    const topicPolicy = this.receiptTopic.node.tryFindChild("Policy");
    if (topicPolicy) this.receiptRule.node.addDependency(topicPolicy);

    const activate = new CfnOutput(this, "ReceiptRuleSetName", {
      value: this.receiptRuleSet.receiptRuleSetName,
      description:
        "SES receipt rule set; activate once per region (only one set can be active): " +
        `aws ses set-active-receipt-rule-set --rule-set-name ${ruleSetName}`,
    });
    activate.overrideLogicalId("ReceiptRuleSetName");

    this.inboundFunction = new ServiceFunction(this, "InboundFunction", {
      entry: "functions/inbound/handler.ts",
      description: "Agent mail inbound: SES receipts from SQS",
      timeout: INBOUND_TIMEOUT,
      memorySize: 1024,
      environment,
    });
    this.inboundFunction.fn.addEventSource(
      new SqsEventSource(this.inboundQueue, { batchSize: 5, reportBatchItemFailures: true }),
    );

    // ---- Outbound ----

    this.configurationSet = new ses.ConfigurationSet(this, "ConfigurationSet", { reputationMetrics: true });
    // Encrypted with the same key, which SES may use. The topic policy's SES statement comes from the event
    // destination below, narrower than encryptedTopic's (aws:SourceArn: this configuration set).
    this.eventsTopic = encryptedTopic(this, "EventsTopic", {
      key: props.topicKey,
      displayName: "SES sending events",
      publishers: [],
    });
    props.topicKey.allow("ses.amazonaws.com");
    // Adds the topic policy statement letting SES publish for this configuration set.
    this.configurationSet.addEventDestination("Events", {
      destination: ses.EventDestination.snsTopic(this.eventsTopic),
      events: [
        ses.EmailSendingEvent.DELIVERY,
        ses.EmailSendingEvent.BOUNCE,
        ses.EmailSendingEvent.COMPLAINT,
        ses.EmailSendingEvent.REJECT,
      ],
    });

    this.sesEventsFunction = new ServiceFunction(this, "SesEventsFunction", {
      entry: "functions/ses-events/handler.ts",
      description: "Agent mail SES events: delivery, bounce, complaint, reject",
      environment,
    });
    this.eventsTopic.addSubscription(new subscriptions.LambdaSubscription(this.sesEventsFunction.fn));
  }

  /**
   * Lets a function manage custom domains' SES v2 identities: create one with Easy DKIM, read its DKIM tokens, set
   * its custom MAIL FROM, delete it. On this account's identities in this region only (their names are the
   * organizations' domains, known at run time).
   */
  grantDomainIdentities(fn: lambda.Function): void {
    const stack = Stack.of(this);
    const identities = stack.formatArn({ service: "ses", resource: "identity", resourceName: "*" });
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        // SES v2's actions carry the ses: prefix (there is no sesv2: namespace in IAM).
        actions: [...DOMAIN_IDENTITY_ACTIONS],
        resources: [identities],
      }),
    );
    acknowledgeWildcard(
      stack,
      fn.role ?? fn,
      identities,
      "Custom domains are registered by organizations at run time, so their identities are not known at deploy; " +
        "this account's identities in this region only.",
    );
  }

  /** Lets a function send through SES v2 with the configuration set, and tells it to. */
  grantSend(fn: lambda.Function): void {
    const stack = Stack.of(this);
    const name = this.configurationSet.configurationSetName;
    // Sender and (in the sandbox) recipient identities, whichever domains get verified later.
    const identities = stack.formatArn({ service: "ses", resource: "identity", resourceName: "*" });
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        // SES v2 SendEmail with raw content; SendRawEmail covers the v1 call for the same identities.
        actions: ["ses:SendEmail", "ses:SendRawEmail"],
        resources: [identities, stack.formatArn({ service: "ses", resource: "configuration-set", resourceName: name })],
      }),
    );
    acknowledgeWildcard(
      stack,
      fn.role ?? fn,
      identities,
      "Organizations verify their own sending domains at run time, so the identities are not known at deploy; " +
        "this account's identities in this region only, and only with this configuration set.",
    );
    fn.addEnvironment("MAIL_TRANSPORT", "ses");
    fn.addEnvironment("SES_CONFIGURATION_SET", name);
  }
}
