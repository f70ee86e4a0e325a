import { RemovalPolicy, Stack } from "aws-cdk-lib";
import * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import type * as iam from "aws-cdk-lib/aws-iam";
import * as s3 from "aws-cdk-lib/aws-s3";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import { Construct } from "constructs";
import { TABLE } from "../../shared/db/table.js";

const stringKey = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

/** Stateful resources: the single table, the mail bucket and the server secret. All are retained on stack deletion. */
export class Data extends Construct {
  readonly table: dynamodb.TableV2;
  readonly bucket: s3.Bucket;
  readonly serverSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string) {
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

    // Raw MIME, bodies, attachments and exports.
    this.bucket = new s3.Bucket(this, "MailBucket", {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Signs tokens and peppers key hashes. Retained like the data it protects: hashes and tokens
    // stored in a retained table are useless without it.
    this.serverSecret = new secretsmanager.Secret(this, "ServerSecret", {
      secretName: `${Stack.of(this).stackName}/server-secret`,
      description: "Server secret of the agent mail service (token signing, key pepper).",
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /** Read and write the table (and its indexes) and the mail bucket: what every service function needs. */
  grantReadWrite(grantee: iam.IGrantable): void {
    this.table.grantReadWriteData(grantee);
    this.bucket.grantReadWrite(grantee);
  }
}
