import { Annotations, Duration, RemovalPolicy, Stack } from "aws-cdk-lib";
import * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as iam from "aws-cdk-lib/aws-iam";
import * as s3 from "aws-cdk-lib/aws-s3";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import { Construct } from "constructs";
import { TABLE } from "../../shared/db/table.js";
import { BLOB_PREFIXES } from "./access.js";

/** Server access logs of the mail bucket are kept this long. */
export const ACCESS_LOG_RETENTION_DAYS = 90;
const MAIL_BUCKET_LOG_PREFIX = "mail-bucket/";

const stringKey = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

export interface DataProps {
  /**
   * Complete ARN of an existing server secret (e.g. the one a destroyed stack retained): imported instead of
   * creating a new one, so what was derived from it stays valid. @default a new generated secret
   */
  readonly serverSecretArn?: string;
}

/**
 * Stateful resources: the single table, the mail bucket (and its access log bucket), the server secret and the
 * signing key secret. All are retained on stack deletion.
 */
export class Data extends Construct {
  readonly table: dynamodb.TableV2;
  readonly bucket: s3.Bucket;
  /** Server access logs of the mail bucket. */
  readonly accessLogBucket: s3.Bucket;
  readonly serverSecret: secretsmanager.ISecret;
  /** The JWT signing key set (shared/auth/signing-keys.ts), written by the key-rotation function only. */
  readonly signingKeySecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: DataProps = {}) {
    super(scope, id);

    // Built from the same definition the local bootstrap uses, so the two cannot drift.
    this.table = new dynamodb.TableV2(this, "Table", {
      partitionKey: stringKey(TABLE.partitionKey),
      sortKey: stringKey(TABLE.sortKey),
      billing: dynamodb.Billing.onDemand(),
      globalSecondaryIndexes: TABLE.indexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      })),
      timeToLiveAttribute: TABLE.ttlAttribute,
      dynamoStream: dynamodb.StreamViewType[TABLE.streamViewType],
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Who read or wrote which object of the mail bucket (S3 server access logs), kept 90 days. SSE-S3: the one
    // encryption log delivery supports. Retained like the bucket it describes.
    this.accessLogBucket = new s3.Bucket(this, "AccessLogBucket", {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      lifecycleRules: [{ expiration: Duration.days(ACCESS_LOG_RETENTION_DAYS) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Raw MIME, bodies and attachments.
    this.bucket = new s3.Bucket(this, "MailBucket", {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
      // Passed by name, so CDK does not fall back to an ACL (LogDeliveryWrite) on the log bucket; its bucket policy
      // below lets the logging service write instead, for this bucket only.
      serverAccessLogsBucket: s3.Bucket.fromBucketName(this, "AccessLogDestination", this.accessLogBucket.bucketName),
      serverAccessLogsPrefix: MAIL_BUCKET_LOG_PREFIX,
      // A large export is stored only to be downloaded through its presigned URL (minutes): a day is plenty.
      lifecycleRules: [{ prefix: BLOB_PREFIXES.exports, expiration: Duration.days(1) }],
    });
    Annotations.of(this.bucket).acknowledgeWarning(
      "@aws-cdk/aws-s3:accessLogsPolicyNotAdded",
      "The log bucket's own policy (next statement) lets the logging service write.",
    );
    this.accessLogBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal("logging.s3.amazonaws.com")],
        actions: ["s3:PutObject"],
        resources: [this.accessLogBucket.arnForObjects(`${MAIL_BUCKET_LOG_PREFIX}*`)],
        conditions: {
          ArnLike: { "aws:SourceArn": this.bucket.bucketArn },
          StringEquals: { "aws:SourceAccount": Stack.of(this).account },
        },
      }),
    );

    // Keys the hashes of sign-in codes (and whatever else the runtime derives from it: shared/config.ts). Retained
    // with the table whose items were derived from it. No fixed name: CloudFormation generates one, so a redeploy after
    // `cdk destroy` creates a new secret beside the retained one instead of colliding with its name; pass the
    // retained one's ARN (serverSecretArn) to keep the stored data valid. Functions read it at run time
    // (SERVER_SECRET_ARN), so its value is in no template, no function configuration and no environment.
    this.serverSecret = props.serverSecretArn
      ? secretsmanager.Secret.fromSecretCompleteArn(this, "ServerSecret", props.serverSecretArn)
      : new secretsmanager.Secret(this, "ServerSecret", {
          description: "Server secret of the agent mail service (token signing, key pepper).",
          generateSecretString: { passwordLength: 48, excludePunctuation: true },
          removalPolicy: RemovalPolicy.RETAIN,
        });

    // The access tokens' signing keys. CloudFormation's generated value is only a placeholder: the rotation that
    // runs at deployment (infra/constructs/key-rotation.ts) replaces it with the first key set, and every rotation
    // keeps the retired keys verifying for their grace period. Updates of the stack keep it (tokens and the JWKS survive
    // redeploys); retained like the server secret, so deleting the stack does not delete key material.
    this.signingKeySecret = new secretsmanager.Secret(this, "SigningKeySecret", {
      description: "JWT signing key set (ES256) of the agent mail service; rotated by its key-rotation function.",
      generateSecretString: { passwordLength: 32, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
