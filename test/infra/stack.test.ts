import { App, type CfnElement } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { AgentMailStack } from "../../infra/stack.js";
import { TABLE } from "../../shared/db/table.js";

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };
type Statement = { Action: string | string[]; Effect: string; Resource: unknown };

// Synth (with esbuild bundling) takes seconds: build once, assert many times.
describe("AgentMailStack", { timeout: 120_000 }, () => {
  const stack = new AgentMailStack(new App(), "TestStack");
  const template = Template.fromStack(stack);
  const ref = (element: unknown) => ({ Ref: stack.getLogicalId(element as CfnElement) });
  const getAtt = (element: unknown, attr: string) => ({
    "Fn::GetAtt": [stack.getLogicalId(element as CfnElement), attr],
  });

  const tableId = stack.getLogicalId(stack.data.table.node.defaultChild as CfnElement);
  const bucketId = stack.getLogicalId(stack.data.bucket.node.defaultChild as CfnElement);
  const fnId = stack.getLogicalId(stack.api.function.fn.node.defaultChild as CfnElement);

  describe("table", () => {
    const table = template.findResources("AWS::DynamoDB::GlobalTable")[tableId] as Resource;

    it("is the only table", () => {
      template.resourceCountIs("AWS::DynamoDB::GlobalTable", 1);
      template.resourceCountIs("AWS::DynamoDB::Table", 0);
      expect(table).toBeDefined();
    });

    it("has the pk/sk key schema, on demand", () => {
      expect(TABLE.partitionKey).toBe("pk");
      expect(TABLE.sortKey).toBe("sk");
      expect(table.Properties.KeySchema).toEqual([
        { AttributeName: "pk", KeyType: "HASH" },
        { AttributeName: "sk", KeyType: "RANGE" },
      ]);
      expect(table.Properties.BillingMode).toBe("PAY_PER_REQUEST");
    });

    it("has exactly the GSIs that shared/db/table.ts declares, projecting all attributes", () => {
      const gsis = table.Properties.GlobalSecondaryIndexes as Array<Record<string, unknown>>;
      const expected = TABLE.indexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: "HASH" },
          { AttributeName: index.sortKey, KeyType: "RANGE" },
        ],
        Projection: { ProjectionType: "ALL" },
      }));
      const byName = (a: Record<string, unknown>, b: Record<string, unknown>) =>
        String(a.IndexName).localeCompare(String(b.IndexName));
      expect([...gsis].sort(byName)).toEqual([...expected].sort(byName));
    });

    it("declares every key attribute as a string", () => {
      const keys = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
      const definitions = table.Properties.AttributeDefinitions as Array<{
        AttributeName: string;
        AttributeType: string;
      }>;
      expect(definitions.map((d) => d.AttributeName).sort()).toEqual([...keys].sort());
      for (const definition of definitions) expect(definition.AttributeType).toBe("S");
    });

    it("expires items on the ttl attribute", () => {
      expect(TABLE.ttlAttribute).toBe("ttl");
      expect(table.Properties.TimeToLiveSpecification).toEqual({ AttributeName: "ttl", Enabled: true });
    });

    it("streams new and old images", () => {
      expect(table.Properties.StreamSpecification).toEqual({ StreamViewType: "NEW_AND_OLD_IMAGES" });
    });

    it("has point-in-time recovery on", () => {
      expect(table.Properties.Replicas).toEqual([
        expect.objectContaining({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        }),
      ]);
    });

    it("is retained on stack deletion", () => {
      expect(table.DeletionPolicy).toBe("Retain");
    });
  });

  describe("mail bucket", () => {
    it("blocks all public access, uses S3-managed encryption and is retained", () => {
      template.hasResource("AWS::S3::Bucket", {
        DeletionPolicy: "Retain",
        Properties: Match.objectLike({
          PublicAccessBlockConfiguration: {
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          },
          BucketEncryption: {
            ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: "AES256" } }],
          },
        }),
      });
    });

    it("expires large exports (stored only for their download) after a day, and nothing else", () => {
      const bucket = template.findResources("AWS::S3::Bucket")[bucketId] as Resource;
      expect(bucket.Properties.LifecycleConfiguration).toEqual({
        Rules: [{ Prefix: "exports/", ExpirationInDays: 1, Status: "Enabled" }],
      });
    });

    it("denies requests without TLS", () => {
      template.hasResourceProperties("AWS::S3::BucketPolicy", {
        Bucket: { Ref: bucketId },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: "Deny",
              Action: "s3:*",
              Principal: { AWS: "*" },
              Condition: { Bool: { "aws:SecureTransport": "false" } },
            }),
          ]),
        },
      });
    });
  });

  describe("server secret", () => {
    it("is a generated 48-character secret without punctuation, retained", () => {
      template.hasResource("AWS::SecretsManager::Secret", {
        DeletionPolicy: "Retain",
        Properties: Match.objectLike({
          GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true },
        }),
      });
    });

    it("has no fixed name, so a redeploy after destroy does not collide with the retained one", () => {
      // The server secret and the signing key secret (test/infra/signing-keys.test.ts), neither with a name.
      const secrets = Object.values(template.findResources("AWS::SecretsManager::Secret"));
      expect(secrets).toHaveLength(2);
      for (const secret of secrets) expect(secret.Properties).not.toHaveProperty("Name");
    });
  });

  describe("API function", () => {
    const fn = template.findResources("AWS::Lambda::Function")[fnId] as Resource;
    const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;

    it("runs Node.js 22 on arm64 with tracing", () => {
      expect(fn.Properties.Runtime).toBe("nodejs22.x");
      expect(fn.Properties.Architectures).toEqual(["arm64"]);
      expect(fn.Properties.MemorySize).toBe(1024);
      expect(fn.Properties.Timeout).toBe(29);
      expect(fn.Properties.Handler).toBe("index.handler");
      expect(fn.Properties.TracingConfig).toEqual({ Mode: "Active" });
    });

    it("gets platform, stage, table and bucket from the stack", () => {
      expect(env).toMatchObject({
        PLATFORM: "aws",
        STAGE: "production",
        SHARED_DOMAIN: "agents.example.com",
        NODE_OPTIONS: "--enable-source-maps",
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      });
      expect(env.TABLE_NAME).toEqual({ Ref: tableId });
      expect(env.BUCKET_NAME).toEqual({ Ref: bucketId });
      // Derived from the REST API id and the stage name when no custom base URL is given.
      expect(JSON.stringify(env.API_BASE_URL)).toContain("execute-api");
      expect(JSON.stringify(env.API_BASE_URL)).toContain("/api");
    });

    it("knows where the server secret is (its ARN), never its value", () => {
      expect(env.SERVER_SECRET_ARN).toEqual(ref(stack.data.serverSecret.node.defaultChild));
      expect(env).not.toHaveProperty("SERVER_SECRET");
      expect(JSON.stringify(env)).not.toContain("{{resolve:secretsmanager:");
    });

    it("logs to its own log group kept for 30 days", () => {
      const logGroup = stack.api.function.logGroup.node.defaultChild;
      expect(fn.Properties.LoggingConfig).toMatchObject({ LogGroup: ref(logGroup) });
      template.hasResourceProperties("AWS::Logs::LogGroup", { RetentionInDays: 30 });
      for (const group of Object.values(template.findResources("AWS::Logs::LogGroup"))) {
        expect(group.Properties.RetentionInDays).toBe(30);
      }
    });

    it("may use the table and the mail bucket's prefixes, and nothing broader", () => {
      const roleId = stack.getLogicalId(stack.api.function.fn.role?.node.defaultChild as CfnElement);
      const policies = Object.values(
        template.findResources("AWS::IAM::Policy", { Properties: { Roles: [{ Ref: roleId }] } }),
      );
      const statements = policies.flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
      const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

      const tableStatement = statements.find((s) => actionsOf(s).includes("dynamodb:PutItem"));
      expect(tableStatement).toBeDefined();
      expect(actionsOf(tableStatement as Statement)).toEqual(
        expect.arrayContaining(["dynamodb:GetItem", "dynamodb:Query", "dynamodb:UpdateItem", "dynamodb:DeleteItem"]),
      );
      expect(tableStatement?.Resource).toEqual(getAtt(stack.data.table.node.defaultChild, "Arn"));

      for (const statement of statements) {
        const actions = actionsOf(statement);
        expect(actions).not.toContain("dynamodb:*");
        expect(actions).not.toContain("s3:*");
        expect(actions).not.toContain("*");
        if (actions.some((a) => a.startsWith("dynamodb:") || a.startsWith("s3:"))) {
          expect(statement.Resource).not.toBe("*");
          expect(statement.Resource).not.toEqual(expect.arrayContaining(["*"]));
        }
      }

      const bucketStatement = statements.find((s) => actionsOf(s).includes("s3:PutObject"));
      expect(bucketStatement?.Resource).toContainEqual({
        "Fn::Join": ["", [getAtt(stack.data.bucket.node.defaultChild, "Arn"), "/messages/*"]],
      });
    });
  });

  describe("REST API", () => {
    const apiId = stack.getLogicalId(stack.api.restApi.node.defaultChild as CfnElement);
    const integration = {
      Type: "AWS_PROXY",
      IntegrationHttpMethod: "POST",
      Uri: Match.objectLike({
        "Fn::Join": Match.arrayWith([Match.arrayWith([getAtt(stack.api.function.fn.node.defaultChild, "Arn")])]),
      }),
    };

    it("accepts every body as binary and leaves the account CloudWatch role alone", () => {
      template.hasResourceProperties("AWS::ApiGateway::RestApi", { BinaryMediaTypes: ["*/*"] });
      template.resourceCountIs("AWS::ApiGateway::Account", 0);
    });

    it("deploys the stage 'api' with JSON access logs", () => {
      template.hasResourceProperties("AWS::ApiGateway::Stage", {
        StageName: "api",
        AccessLogSetting: {
          DestinationArn: getAtt(stack.api.node.findChild("AccessLogs").node.defaultChild, "Arn"),
          Format: Match.stringLikeRegexp('^\\{"requestId":"\\$context.requestId"'),
        },
      });
    });

    it("sends ANY on the root to the function", () => {
      template.hasResourceProperties("AWS::ApiGateway::Method", {
        HttpMethod: "ANY",
        ResourceId: { "Fn::GetAtt": [apiId, "RootResourceId"] },
        Integration: integration,
      });
    });

    it("sends ANY on {proxy+} to the function", () => {
      const resources = template.findResources("AWS::ApiGateway::Resource", { Properties: { PathPart: "{proxy+}" } });
      // The root's, and those beside the SSE route's path (/v0, /v0/events: test/infra/realtime.test.ts).
      expect(Object.keys(resources)).toHaveLength(3);
      for (const proxyId of Object.keys(resources)) {
        template.hasResourceProperties("AWS::ApiGateway::Method", {
          HttpMethod: "ANY",
          ResourceId: { Ref: proxyId },
          Integration: integration,
        });
      }
    });

    it("outputs the API URL", () => {
      template.hasOutput("ApiUrl", { Value: Match.objectLike({ "Fn::Join": Match.anyValue() }) });
    });
  });

  describe("observability", () => {
    it("alarms on function errors and API 5xx", () => {
      template.hasResourceProperties("AWS::CloudWatch::Alarm", {
        Namespace: "AWS/Lambda",
        MetricName: "Errors",
        Dimensions: [{ Name: "FunctionName", Value: ref(stack.api.function.fn.node.defaultChild) }],
        Statistic: "Sum",
        Period: 300,
        Threshold: 1,
        ComparisonOperator: "GreaterThanOrEqualToThreshold",
      });
      template.hasResourceProperties("AWS::CloudWatch::Alarm", {
        Namespace: "AWS/ApiGateway",
        MetricName: "5XXError",
        Statistic: "Sum",
        Period: 300,
        Threshold: 1,
      });
    });

    it("has a dashboard", () => {
      template.resourceCountIs("AWS::CloudWatch::Dashboard", 1);
    });
  });

  it("honours the stage and baseUrl props", () => {
    const other = new AgentMailStack(new App(), "StagingStack", {
      stage: "development",
      sharedDomain: "mail.test",
      baseUrl: "https://api.mail.test",
    });
    const variables = Object.values(Template.fromStack(other).findResources("AWS::Lambda::Function"))
      .map((r) => (r.Properties.Environment as { Variables: Record<string, unknown> }).Variables)
      .find((v) => v.PLATFORM === "aws");
    expect(variables).toMatchObject({
      STAGE: "development",
      SHARED_DOMAIN: "mail.test",
      API_BASE_URL: "https://api.mail.test",
    });
  });
});
