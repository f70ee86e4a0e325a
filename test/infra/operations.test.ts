// A deployment that survives a real account: alarms that notify, encrypted TLS-only topics, throttled stages with
// access logs, reserved concurrency only on request, the server secret out of every environment, the region guard.
import { App } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { FUNCTION_NAMES } from "../../infra/constructs/access.js";
import { DEFAULT_API_THROTTLE } from "../../infra/constructs/api.js";
import { DEFAULT_WEBSOCKET_THROTTLE } from "../../infra/constructs/realtime.js";
import { SES_RECEIVING_REGIONS } from "../../infra/constructs/region.js";
import { AgentMailStack, RESERVED_CONCURRENCY } from "../../infra/stack.js";
import { asArray, inspect, type Resource, type Statement, unbundledStack } from "./helpers.js";

const SECRET_ARN = "arn:aws:secretsmanager:us-east-1:111111111111:secret:AgentMailStack-ServerSecret-AbCdEf";

describe("operations", { timeout: 120_000 }, () => {
  const stack = unbundledStack();
  const { template, resources, idOf, ref, getAtt, resource } = inspect(stack);
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const alarmTopic = ref(stack.observability.alarmTopic);

  describe("alarms", () => {
    it("notify one topic on ALARM and on OK, every alarm of the stack", () => {
      const alarms = ofType("AWS::CloudWatch::Alarm");
      expect(alarms.length).toBeGreaterThanOrEqual(FUNCTION_NAMES.length + 4);
      for (const [, alarm] of alarms) {
        expect(alarm.Properties.AlarmActions).toEqual([alarmTopic]);
        expect(alarm.Properties.OKActions).toEqual([alarmTopic]);
      }
    });

    it.each(FUNCTION_NAMES)("watch the %s function's errors", (name) => {
      const alarm = resource(stack.observability.functionErrorsAlarms[name]).Properties;
      expect(alarm).toMatchObject({
        Namespace: "AWS/Lambda",
        MetricName: "Errors",
        Dimensions: [{ Name: "FunctionName", Value: ref(stack.functions[name].fn) }],
        Statistic: "Sum",
        Period: 300,
        Threshold: 1,
        ComparisonOperator: "GreaterThanOrEqualToThreshold",
        TreatMissingData: "notBreaching",
      });
    });

    it("keep the existing alarms (5xx, dead letters, fan-out lag, webhook failures, SES reputation)", () => {
      for (const metric of ["5XXError", "ApproximateNumberOfMessagesVisible", "IteratorAge", "Reputation.BounceRate"]) {
        template.hasResourceProperties("AWS::CloudWatch::Alarm", Match.objectLike({ MetricName: metric }));
      }
      template.hasResourceProperties("AWS::CloudWatch::Alarm", { Metrics: Match.anyValue() });
      template.resourceCountIs("AWS::CloudWatch::Dashboard", 1);
    });

    it("subscribe no email unless alarmEmail is given, and output the topic", () => {
      template.resourceCountIs("AWS::SNS::Subscription", 2); // the inbound queue and the SES-events function
      template.hasOutput("AlarmTopicArn", { Value: alarmTopic });
      const withEmail = Template.fromStack(unbundledStack({ alarmEmail: "ops@example.com" }, "EmailStack"));
      withEmail.hasResourceProperties("AWS::SNS::Subscription", {
        Protocol: "email",
        Endpoint: "ops@example.com",
        TopicArn: Match.anyValue(),
      });
    });
  });

  describe("SNS topics", () => {
    const topics = ofType("AWS::SNS::Topic");
    const keyId = idOf(stack.topicKey.key);

    it("are the receipt, SES events and alarm topics, each encrypted with the stack's topic key", () => {
      expect(topics.map(([id]) => id).sort()).toEqual(
        [stack.mail.receiptTopic, stack.mail.eventsTopic, stack.observability.alarmTopic].map(idOf).sort(),
      );
      for (const [, topic] of topics) expect(topic.Properties.KmsMasterKeyId).toEqual({ "Fn::GetAtt": [keyId, "Arn"] });
    });

    it.each(topics.map(([id]) => id))("%s refuses publishing without TLS", (topicId) => {
      const policies = ofType("AWS::SNS::TopicPolicy").filter(([, p]) =>
        asArray(p.Properties.Topics).some((t) => JSON.stringify(t) === JSON.stringify({ Ref: topicId })),
      );
      expect(policies).toHaveLength(1);
      const statements = (policies[0]?.[1].Properties.PolicyDocument as { Statement: Statement[] }).Statement;
      expect(statements).toContainEqual(
        expect.objectContaining({
          Effect: "Deny",
          Action: "sns:Publish",
          Principal: "*",
          Condition: { Bool: { "aws:SecureTransport": "false" } },
        }),
      );
    });

    it("let SES publish receipts and events, and CloudWatch alarms, for this account only", () => {
      const allowsFor = (topic: unknown, service: string) =>
        ofType("AWS::SNS::TopicPolicy")
          .filter(([, p]) => asArray(p.Properties.Topics).some((t) => JSON.stringify(t) === JSON.stringify(topic)))
          .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
          .filter((s) => s.Effect === "Allow" && JSON.stringify(s.Principal) === JSON.stringify({ Service: service }));
      for (const [topic, service] of [
        [stack.mail.receiptTopic, "ses.amazonaws.com"],
        [stack.mail.eventsTopic, "ses.amazonaws.com"],
        [stack.observability.alarmTopic, "cloudwatch.amazonaws.com"],
      ] as const) {
        const allowed = allowsFor(ref(topic), service);
        expect(allowed.length).toBeGreaterThanOrEqual(1);
        for (const s of allowed) expect(JSON.stringify(s.Condition)).toContain("AWS::AccountId");
      }
    });

    it("use a rotating customer-managed key that SES and CloudWatch may use (the topic policies gate them)", () => {
      const key = resource(stack.topicKey.key);
      expect(key.Properties.EnableKeyRotation).toBe(true);
      const statements = (key.Properties.KeyPolicy as { Statement: Statement[] }).Statement;
      for (const service of ["ses.amazonaws.com", "cloudwatch.amazonaws.com"]) {
        const grant = statements.find((s) => JSON.stringify(s.Principal) === JSON.stringify({ Service: service }));
        expect(asArray(grant?.Action).sort()).toEqual(["kms:Decrypt", "kms:GenerateDataKey*"]);
      }
    });
  });

  describe("throttling and access logs", () => {
    it("throttles every method of the REST stage", () => {
      template.hasResourceProperties("AWS::ApiGateway::Stage", {
        StageName: "api",
        MethodSettings: Match.arrayWith([
          Match.objectLike({
            HttpMethod: "*",
            ResourcePath: "/*",
            ThrottlingRateLimit: DEFAULT_API_THROTTLE.rateLimit,
            ThrottlingBurstLimit: DEFAULT_API_THROTTLE.burstLimit,
            LoggingLevel: "ERROR",
            DataTraceEnabled: false,
          }),
        ]),
      });
    });

    it("throttles the WebSocket stage's routes and logs every request as JSON", () => {
      const stage = resource(stack.realtime.webSocketStage).Properties;
      expect(stage.DefaultRouteSettings).toEqual({
        ThrottlingRateLimit: DEFAULT_WEBSOCKET_THROTTLE.rateLimit,
        ThrottlingBurstLimit: DEFAULT_WEBSOCKET_THROTTLE.burstLimit,
      });
      const logs = stage.AccessLogSettings as { DestinationArn: unknown; Format: string };
      expect(JSON.stringify(logs.DestinationArn)).toContain("AccessLogs");
      expect(JSON.parse(logs.Format)).toMatchObject({
        requestId: "$context.requestId",
        eventType: "$context.eventType",
        routeKey: "$context.routeKey",
        connectionId: "$context.connectionId",
        status: "$context.status",
      });
    });

    it("takes other limits from the stack's props (context apiRateLimit, webSocketBurstLimit, …)", () => {
      const other = inspect(
        unbundledStack({ apiThrottle: { rateLimit: 7 }, webSocketThrottle: { burstLimit: 9 } }, "ThrottleStack"),
      );
      other.template.hasResourceProperties("AWS::ApiGateway::Stage", {
        MethodSettings: Match.arrayWith([
          Match.objectLike({ ThrottlingRateLimit: 7, ThrottlingBurstLimit: DEFAULT_API_THROTTLE.burstLimit }),
        ]),
      });
      other.template.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
        DefaultRouteSettings: { ThrottlingRateLimit: DEFAULT_WEBSOCKET_THROTTLE.rateLimit, ThrottlingBurstLimit: 9 },
      });
    });
  });

  describe("reserved concurrency", () => {
    it("is off by default: new accounts have a concurrency quota of 10", () => {
      for (const [, fn] of ofType("AWS::Lambda::Function")) {
        expect(fn.Properties).not.toHaveProperty("ReservedConcurrentExecutions");
      }
    });

    it("reserves the chosen value per function with the switch on", () => {
      const on = unbundledStack({ reservedConcurrency: true }, "ReservedStack");
      const found = inspect(on);
      for (const name of FUNCTION_NAMES) {
        expect(found.resource(on.functions[name].fn).Properties.ReservedConcurrentExecutions).toBe(
          RESERVED_CONCURRENCY[name],
        );
      }
      expect(RESERVED_CONCURRENCY.reaper).toBe(1);
    });
  });

  describe("server secret", () => {
    it("is in no function environment, and no template value resolves it", () => {
      const json = JSON.stringify(template.toJSON());
      expect(json).not.toContain("{{resolve:secretsmanager");
      for (const [, fn] of ofType("AWS::Lambda::Function")) {
        const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(Object.keys(env)).not.toContain("SERVER_SECRET");
      }
      for (const name of FUNCTION_NAMES) {
        const env = (
          resource(stack.functions[name].fn).Properties.Environment as { Variables: Record<string, unknown> }
        ).Variables;
        expect(env.SERVER_SECRET_ARN).toEqual(ref(stack.data.serverSecret));
      }
      // The signing key rotation reads only the secret its event names.
      const rotation = resource(stack.keyRotation.function.fn).Properties.Environment as {
        Variables: Record<string, unknown>;
      };
      expect(rotation.Variables).not.toHaveProperty("SERVER_SECRET_ARN");
    });

    it("is imported by ARN with serverSecretArn, and then none is created", () => {
      const reusing = unbundledStack({ serverSecretArn: SECRET_ARN }, "ReuseStack");
      const reused = inspect(reusing);
      // The signing key secret is the only one created.
      reused.template.resourceCountIs("AWS::SecretsManager::Secret", 1);
      const signingKeys = reused.ref(reusing.data.signingKeySecret);
      for (const name of FUNCTION_NAMES) {
        const env = (
          reused.resource(reusing.functions[name].fn).Properties.Environment as {
            Variables: Record<string, unknown>;
          }
        ).Variables;
        expect(env.SERVER_SECRET_ARN).toBe(SECRET_ARN);
      }
      const reads = Object.values(reused.resources)
        .filter((r) => r.Type === "AWS::IAM::Policy")
        .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
        .filter((s) => asArray(s.Action).includes("secretsmanager:GetSecretValue"))
        .filter((s) => JSON.stringify(s.Resource) !== JSON.stringify(signingKeys));
      expect(reads).toHaveLength(FUNCTION_NAMES.length);
      for (const s of reads) expect(s.Resource).toBe(SECRET_ARN);
    });
  });

  describe("mail bucket access logs", () => {
    it("go to a private, retained log bucket that only S3's logging service writes, for the mail bucket", () => {
      const mail = resource(stack.data.bucket).Properties;
      expect(mail.LoggingConfiguration).toEqual({
        DestinationBucketName: ref(stack.data.accessLogBucket),
        LogFilePrefix: "mail-bucket/",
      });
      const logs = resource(stack.data.accessLogBucket) as Resource & { DeletionPolicy?: string };
      expect(logs.DeletionPolicy).toBe("Retain");
      expect(logs.Properties).not.toHaveProperty("AccessControl");
      template.hasResourceProperties("AWS::S3::BucketPolicy", {
        Bucket: ref(stack.data.accessLogBucket),
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: "Allow",
              Principal: { Service: "logging.s3.amazonaws.com" },
              Action: "s3:PutObject",
              Condition: {
                ArnLike: { "aws:SourceArn": getAtt(stack.data.bucket, "Arn") },
                StringEquals: { "aws:SourceAccount": { Ref: "AWS::AccountId" } },
              },
            }),
          ]),
        },
      });
    });
  });

  describe("region guard", () => {
    const inRegion = (region: string, props = {}) =>
      new AgentMailStack(new App({ context: { "aws:cdk:bundling-stacks": [] } }), "RegionStack", {
        env: { account: "111111111111", region },
        ...props,
      });

    it.each([
      "ap-east-1",
      "me-central-1",
      "cn-north-1",
    ])("refuses %s at synth, saying why and where to go", (region) => {
      expect(() => inRegion(region)).toThrow(
        new RegExp(`SES email receiving is not available in ${region}.*Deploy to one of us-east-1, `),
      );
      expect(() => inRegion(region)).toThrow(/sesRegionCheck=false/);
    });

    it.each(["us-east-1", "eu-west-1", "ap-southeast-2"])("accepts %s", (region) => {
      expect(() => inRegion(region)).not.toThrow();
    });

    it("can be turned off for a region AWS added since", () => {
      expect(() => inRegion("ap-east-1", { sesRegionCheck: false })).not.toThrow();
    });

    it("checks an env-agnostic stack at deploy time with a CloudFormation rule", () => {
      const rules = template.toJSON().Rules as Record<string, { Assertions: unknown[] }>;
      expect(rules.SesReceivingRegion?.Assertions).toEqual([
        {
          Assert: { "Fn::Contains": [[...SES_RECEIVING_REGIONS], { Ref: "AWS::Region" }] },
          AssertDescription: expect.stringMatching(/^SES email receiving is not available in this region/),
        },
      ]);
    });
  });
});
