import { App, type CfnElement } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import type { IConstruct } from "constructs";
import { describe, expect, it } from "vitest";
import { AgentMailStack } from "../../infra/stack.js";

type Resource = { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] };
type Statement = {
  Action: string | string[];
  Effect: string;
  Resource: unknown;
  Condition?: unknown;
  Principal?: unknown;
};

// Synth (with esbuild bundling of six functions) takes seconds: build once, assert many times.
describe("AgentMailStack mail, scheduler and reaper", { timeout: 120_000 }, () => {
  const stack = new AgentMailStack(new App(), "MailTestStack");
  const template = Template.fromStack(stack);
  const { data, api, mail, scheduler, reaper, domainRecheck } = stack;

  const idOf = (construct: IConstruct) => stack.getLogicalId(construct.node.defaultChild as CfnElement);
  const ref = (construct: IConstruct) => ({ Ref: idOf(construct) });
  const getAtt = (construct: IConstruct, attr: string) => ({ "Fn::GetAtt": [idOf(construct), attr] });
  const resolved = (value: unknown) => stack.resolve(value);
  const asArray = <T>(value: T | T[]) => (Array.isArray(value) ? value : [value]);

  const resource = (construct: IConstruct) => {
    const found = template.toJSON().Resources[idOf(construct)] as Resource | undefined;
    if (!found) throw new Error(`no resource for ${construct.node.path}`);
    return found;
  };
  const envOf = (fn: lambda.IFunction) =>
    (resource(fn).Properties.Environment as { Variables: Record<string, unknown> }).Variables;
  const statementsOf = (role: IConstruct) =>
    Object.values(template.findResources("AWS::IAM::Policy", { Properties: { Roles: [ref(role)] } })).flatMap(
      (p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
  const fnStatements = (fn: lambda.IFunction) => statementsOf(fn.role as IConstruct);
  const withAction = (statements: Statement[], action: string) =>
    statements.filter((s) => asArray(s.Action).includes(action));

  const functions = {
    api: api.function,
    inbound: mail.inboundFunction,
    sesEvents: mail.sesEventsFunction,
    scheduler: scheduler.function,
    reaper: reaper.function,
  };
  const senders = { api: api.function.fn, scheduler: scheduler.function.fn };
  const nonSenders = {
    inbound: mail.inboundFunction.fn,
    sesEvents: mail.sesEventsFunction.fn,
    reaper: reaper.function.fn,
    domainRecheck: domainRecheck.function.fn,
  };

  describe("inbound: receipt rule", () => {
    const rule = resource(mail.receiptRule);

    it("is the only rule set and rule", () => {
      template.resourceCountIs("AWS::SES::ReceiptRuleSet", 1);
      template.resourceCountIs("AWS::SES::ReceiptRule", 1);
      expect(rule.Properties.RuleSetName).toEqual(ref(mail.receiptRuleSet));
    });

    it("accepts every verified domain of the account (custom domains join at run time), scanned, over TLS only", () => {
      expect(rule.Properties.Rule).toMatchObject({ Enabled: true, ScanEnabled: true, TlsPolicy: "Require" });
      // No recipient list: the inbound worker keeps the shared domain's and VERIFIED custom domains' recipients.
      expect(rule.Properties.Rule).not.toHaveProperty("Recipients");
    });

    it("stores the raw message under incoming/ses/ in the mail bucket and notifies the receipt topic", () => {
      expect((rule.Properties.Rule as { Actions: unknown[] }).Actions).toEqual([
        {
          S3Action: {
            BucketName: ref(data.bucket),
            ObjectKeyPrefix: "incoming/ses/",
            TopicArn: ref(mail.receiptTopic),
          },
        },
      ]);
    });

    it("lets SES put objects under that prefix only, for this account, before the rule is created", () => {
      const bucketPolicy = data.bucket.policy as IConstruct;
      template.hasResourceProperties("AWS::S3::BucketPolicy", {
        Bucket: ref(data.bucket),
        PolicyDocument: {
          Statement: Match.arrayWith([
            {
              Effect: "Allow",
              Principal: { Service: "ses.amazonaws.com" },
              Action: "s3:PutObject",
              Resource: { "Fn::Join": ["", [getAtt(data.bucket, "Arn"), "/incoming/ses/*"]] },
              Condition: { StringEquals: { "aws:SourceAccount": { Ref: "AWS::AccountId" } } },
            },
          ]),
        },
      });
      // SES checks its access when the rule is created.
      expect(rule.DependsOn).toContain(idOf(bucketPolicy));
    });

    it("is not activated by the stack; an output names the set and the command that activates it", () => {
      const name = resource(mail.receiptRuleSet).Properties.RuleSetName;
      expect(typeof name).toBe("string");
      template.hasOutput("ReceiptRuleSetName", {
        Value: ref(mail.receiptRuleSet),
        Description: Match.stringLikeRegexp(`aws ses set-active-receipt-rule-set --rule-set-name ${name}$`),
      });
    });
  });

  describe("inbound: topic, queue and function", () => {
    const queue = resource(mail.inboundQueue);
    const dlq = resource(mail.inboundDeadLetterQueue);
    const inboundFn = resource(mail.inboundFunction.fn);

    it("queues receipts with SQS-managed encryption and a visibility timeout of at least 6 × the function timeout", () => {
      expect(inboundFn.Properties.Timeout).toBe(60);
      expect(inboundFn.Properties.MemorySize).toBe(1024);
      expect(queue.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * (inboundFn.Properties.Timeout as number));
      expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    });

    it("moves a message to the dead-letter queue after 5 receives; that queue keeps it 14 days", () => {
      expect(queue.Properties.RedrivePolicy).toEqual({
        deadLetterTargetArn: getAtt(mail.inboundDeadLetterQueue, "Arn"),
        maxReceiveCount: 5,
      });
      expect(dlq.Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
      expect(dlq.Properties.SqsManagedSseEnabled).toBe(true);
    });

    it.each([
      ["queue", mail.inboundQueue],
      ["dead-letter queue", mail.inboundDeadLetterQueue],
    ])("denies requests without TLS on the %s", (_name, q) => {
      template.hasResourceProperties("AWS::SQS::QueuePolicy", {
        Queues: [ref(q)],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: "Deny",
              Action: "sqs:*",
              Condition: { Bool: { "aws:SecureTransport": "false" } },
            }),
          ]),
        },
      });
    });

    it("subscribes the queue to the receipt topic with raw message delivery", () => {
      template.hasResourceProperties("AWS::SNS::Subscription", {
        Protocol: "sqs",
        TopicArn: ref(mail.receiptTopic),
        Endpoint: getAtt(mail.inboundQueue, "Arn"),
        RawMessageDelivery: true,
      });
      template.hasResourceProperties("AWS::SQS::QueuePolicy", {
        Queues: [ref(mail.inboundQueue)],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: "Allow",
              Action: "sqs:SendMessage",
              Principal: { Service: "sns.amazonaws.com" },
              Condition: { ArnEquals: { "aws:SourceArn": ref(mail.receiptTopic) } },
            }),
          ]),
        },
      });
    });

    it("feeds the inbound function 5 records at a time, reporting partial batch failures", () => {
      const mappings = Object.values(
        template.findResources("AWS::Lambda::EventSourceMapping", {
          Properties: { EventSourceArn: getAtt(mail.inboundQueue, "Arn") },
        }),
      );
      expect(mappings).toHaveLength(1);
      expect(mappings[0]?.Properties).toMatchObject({
        FunctionName: ref(mail.inboundFunction.fn),
        BatchSize: 5,
        FunctionResponseTypes: ["ReportBatchItemFailures"],
      });
    });

    it("lets the inbound function consume the queue", () => {
      const consume = withAction(fnStatements(mail.inboundFunction.fn), "sqs:DeleteMessage");
      expect(consume).toHaveLength(1);
      expect(consume[0]?.Resource).toEqual(getAtt(mail.inboundQueue, "Arn"));
    });
  });

  describe("outbound: configuration set and events", () => {
    it("has one configuration set whose events go to the events topic", () => {
      template.resourceCountIs("AWS::SES::ConfigurationSet", 1);
      const destinations = Object.values(template.findResources("AWS::SES::ConfigurationSetEventDestination"));
      expect(destinations).toHaveLength(1);
      const props = destinations[0]?.Properties as {
        ConfigurationSetName: unknown;
        EventDestination: { Enabled: boolean; MatchingEventTypes: string[]; SnsDestination: unknown };
      };
      expect(props.ConfigurationSetName).toEqual(ref(mail.configurationSet));
      expect(props.EventDestination.Enabled).toBe(true);
      expect(props.EventDestination.SnsDestination).toEqual({ TopicARN: ref(mail.eventsTopic) });
      expect(props.EventDestination.MatchingEventTypes).toEqual(
        expect.arrayContaining(["delivery", "bounce", "complaint", "reject"]),
      );
    });

    it("lets SES publish to the events topic for that configuration set only", () => {
      template.hasResourceProperties("AWS::SNS::TopicPolicy", {
        Topics: [ref(mail.eventsTopic)],
        PolicyDocument: {
          // Beside the TLS-only deny every topic has (test/infra/operations.test.ts).
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: "Allow",
              Action: "sns:Publish",
              Principal: { Service: "ses.amazonaws.com" },
              Condition: {
                StringEquals: Match.objectLike({
                  "AWS:SourceArn": Match.objectLike({
                    "Fn::Join": Match.arrayWith([Match.arrayWith([ref(mail.configurationSet)])]),
                  }),
                }),
              },
            }),
          ]),
        },
      });
    });

    it("subscribes the SES-events function to the events topic", () => {
      template.hasResourceProperties("AWS::SNS::Subscription", {
        Protocol: "lambda",
        TopicArn: ref(mail.eventsTopic),
        Endpoint: getAtt(mail.sesEventsFunction.fn, "Arn"),
      });
      template.hasResourceProperties("AWS::Lambda::Permission", {
        Action: "lambda:InvokeFunction",
        FunctionName: getAtt(mail.sesEventsFunction.fn, "Arn"),
        Principal: "sns.amazonaws.com",
        SourceArn: ref(mail.eventsTopic),
      });
    });
  });

  describe("every function", () => {
    const apiEnv = envOf(api.function.fn);

    it.each(Object.entries(functions))("%s: Node.js 22 on arm64, logging to its own 30-day log group", (_name, fn) => {
      const props = resource(fn.fn).Properties;
      expect(props.Runtime).toBe("nodejs22.x");
      expect(props.Architectures).toEqual(["arm64"]);
      expect(props.TracingConfig).toEqual({ Mode: "Active" });
      expect(props.LoggingConfig).toMatchObject({ LogGroup: ref(fn.logGroup) });
      expect(resource(fn.logGroup).Properties.RetentionInDays).toBe(30);
    });

    it.each(Object.entries(functions))("%s: has the common environment", (_name, fn) => {
      const env = envOf(fn.fn);
      expect(env).toMatchObject({
        PLATFORM: "aws",
        STAGE: "production",
        SHARED_DOMAIN: "agents.example.com",
        TABLE_NAME: ref(data.table),
        BUCKET_NAME: ref(data.bucket),
        NODE_OPTIONS: "--enable-source-maps",
      });
      expect(env.SERVER_SECRET_ARN).toEqual(ref(data.serverSecret));
      expect(env).not.toHaveProperty("SERVER_SECRET");
      expect(JSON.stringify(env.API_BASE_URL)).toContain("execute-api");
      expect(env.API_BASE_URL).toEqual(apiEnv.API_BASE_URL);
    });

    it.each(
      Object.entries(functions),
    )("%s: may use the table (test/infra/access.test.ts has the details)", (_name, fn) => {
      const table = withAction(fnStatements(fn.fn), "dynamodb:UpdateItem");
      expect(table).toHaveLength(1);
      expect(table[0]?.Resource).toEqual(getAtt(data.table, "Arn"));
    });

    it.each(Object.entries(functions))("%s: has no '*' resource except for X-Ray", (_name, fn) => {
      for (const statement of fnStatements(fn.fn)) {
        const resources = asArray(statement.Resource);
        if (resources.includes("*")) {
          for (const action of asArray(statement.Action)) expect(action).toMatch(/^xray:/);
        }
        for (const action of asArray(statement.Action)) expect(action).not.toMatch(/(^\*$|:\*$)/);
      }
    });

    it.each(Object.entries(nonSenders))("%s: neither sends mail nor schedules jobs", (_name, fn) => {
      const actions = fnStatements(fn).flatMap((s) => asArray(s.Action));
      expect(actions.filter((a) => /^(ses|scheduler):|^iam:PassRole$/.test(a))).toEqual([]);
      const env = envOf(fn);
      for (const key of ["MAIL_TRANSPORT", "SES_CONFIGURATION_SET", "SCHEDULER_TARGET_ARN", "SCHEDULER_ROLE_ARN"]) {
        expect(env).not.toHaveProperty(key);
      }
    });
  });

  describe.each(Object.entries(senders))("%s function: sending and scheduling", (_name, fn) => {
    const env = envOf(fn);
    const statements = fnStatements(fn);
    const groupName = resource(scheduler.group).Properties.Name as string;
    const schedulerFnName = resource(scheduler.function.fn).Properties.FunctionName as string;
    const account = [{ Ref: "AWS::Partition" }, ":", { Ref: "AWS::Region" }, ":", { Ref: "AWS::AccountId" }];

    it("sends through SES with the configuration set", () => {
      expect(env.MAIL_TRANSPORT).toBe("ses");
      expect(env.SES_CONFIGURATION_SET).toEqual(ref(mail.configurationSet));
    });

    it("may send only from identities in this account and with the configuration set", () => {
      const send = withAction(statements, "ses:SendRawEmail");
      expect(send).toHaveLength(1);
      expect(withAction(statements, "ses:SendEmail")).toEqual(send);
      expect(send[0]?.Effect).toBe("Allow");
      expect(send[0]?.Resource).toEqual([
        { "Fn::Join": ["", ["arn:", account[0], ":ses:", ...account.slice(2), ":identity/*"]] },
        {
          "Fn::Join": [
            "",
            ["arn:", account[0], ":ses:", ...account.slice(2), ":configuration-set/", ref(mail.configurationSet)],
          ],
        },
      ]);
    });

    it("knows the schedule group, the scheduler function's ARN and the invoke role", () => {
      expect(typeof groupName).toBe("string");
      expect(env.SCHEDULER_GROUP).toBe(groupName);
      expect(env.SCHEDULER_ROLE_ARN).toEqual(getAtt(scheduler.invokeRole, "Arn"));
      expect(env.SCHEDULER_TARGET_ARN).toEqual(resolved(scheduler.targetArn));
      // Built from the scheduler function's fixed name, so it is that function's ARN.
      expect(JSON.stringify(env.SCHEDULER_TARGET_ARN)).toContain(`:lambda:`);
      expect(JSON.stringify(env.SCHEDULER_TARGET_ARN)).toMatch(new RegExp(`:function:${schedulerFnName}"\\]\\]\\}$`));
    });

    it("may create, get and delete schedules in the group only", () => {
      const create = withAction(statements, "scheduler:CreateSchedule");
      expect(create).toHaveLength(1);
      expect([...asArray(create[0]?.Action as string)].sort()).toEqual([
        "scheduler:CreateSchedule",
        "scheduler:DeleteSchedule",
        "scheduler:GetSchedule",
      ]);
      expect(create[0]?.Resource).toEqual({
        "Fn::Join": ["", ["arn:", account[0], ":scheduler:", ...account.slice(2), `:schedule/${groupName}/*`]],
      });
    });

    it("may pass the invoke role, to EventBridge Scheduler only, and no other role", () => {
      const pass = withAction(statements, "iam:PassRole");
      expect(pass).toEqual([
        {
          Action: "iam:PassRole",
          Effect: "Allow",
          Resource: getAtt(scheduler.invokeRole, "Arn"),
          Condition: { StringEquals: { "iam:PassedToService": "scheduler.amazonaws.com" } },
        },
      ]);
    });
  });

  describe("scheduler", () => {
    it("has one schedule group, removed with the stack", () => {
      template.resourceCountIs("AWS::Scheduler::ScheduleGroup", 1);
      template.resourceCountIs("AWS::Scheduler::Schedule", 0);
      template.hasResource("AWS::Scheduler::ScheduleGroup", { DeletionPolicy: "Delete" });
    });

    it("runs the scheduler function for up to 60 s under a fixed name", () => {
      const props = resource(scheduler.function.fn).Properties;
      expect(props.Timeout).toBe(60);
      expect(props.FunctionName).toMatch(/^[A-Za-z0-9-_]{1,64}$/);
    });

    it("has an invoke role only EventBridge Scheduler can assume, from this account's group", () => {
      const role = resource(scheduler.invokeRole);
      expect(role.Properties.AssumeRolePolicyDocument).toEqual({
        Version: "2012-10-17",
        Statement: [
          {
            Action: "sts:AssumeRole",
            Effect: "Allow",
            Principal: { Service: "scheduler.amazonaws.com" },
            Condition: {
              StringEquals: {
                "aws:SourceAccount": { Ref: "AWS::AccountId" },
                "aws:SourceArn": getAtt(scheduler.group, "Arn"),
              },
            },
          },
        ],
      });
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
      expect(role.Properties.Policies).toBeUndefined();
    });

    it("lets the invoke role invoke the scheduler function and nothing else", () => {
      expect(statementsOf(scheduler.invokeRole)).toEqual([
        { Action: "lambda:InvokeFunction", Effect: "Allow", Resource: getAtt(scheduler.function.fn, "Arn") },
      ]);
    });
  });

  describe("reaper", () => {
    it("runs every minute on an EventBridge rule targeting the reaper function", () => {
      // The other rule is the WebSocket keep-alive (test/infra/limits.test.ts).
      const arn = JSON.stringify(getAtt(reaper.function.fn, "Arn"));
      const rules = Object.values(template.findResources("AWS::Events::Rule")).filter((r) =>
        (r.Properties.Targets as Array<{ Arn: unknown }>).some((t) => JSON.stringify(t.Arn) === arn),
      );
      expect(rules).toHaveLength(1);
      expect(rules[0]?.Properties).toMatchObject({
        ScheduleExpression: "rate(1 minute)",
        State: "ENABLED",
        Targets: [expect.objectContaining({ Arn: getAtt(reaper.function.fn, "Arn") })],
      });
      template.hasResourceProperties("AWS::Lambda::Permission", {
        Action: "lambda:InvokeFunction",
        FunctionName: getAtt(reaper.function.fn, "Arn"),
        Principal: "events.amazonaws.com",
        SourceArn: getAtt(reaper.rule, "Arn"),
      });
    });

    it("runs for up to 5 minutes, dropping triggers it cannot take; one at a time only with reservedConcurrency", () => {
      const props = resource(reaper.function.fn).Properties;
      // Off by default (new accounts cannot reserve any): test/infra/operations.test.ts has it on.
      expect(props).not.toHaveProperty("ReservedConcurrentExecutions");
      expect(props.Timeout).toBe(300);
      template.hasResourceProperties("AWS::Lambda::EventInvokeConfig", {
        FunctionName: ref(reaper.function.fn),
        MaximumRetryAttempts: 0,
        MaximumEventAgeInSeconds: 60,
      });
    });
  });

  describe("custom domains", () => {
    const account = [{ Ref: "AWS::Partition" }, ":", { Ref: "AWS::Region" }, ":", { Ref: "AWS::AccountId" }];
    const identities = { "Fn::Join": ["", ["arn:", account[0], ":ses:", ...account.slice(2), ":identity/*"]] };
    const identityActions = [
      "ses:CreateEmailIdentity",
      "ses:DeleteEmailIdentity",
      "ses:GetEmailIdentity",
      "ses:PutEmailIdentityMailFromAttributes",
    ];

    it("lets the API function manage SES identities, on this account's identities in this region only", () => {
      const statements = fnStatements(api.function.fn).filter((s) =>
        asArray(s.Action).some((a) => a.endsWith("EmailIdentity") || a.includes("MailFrom")),
      );
      expect(statements).toHaveLength(1);
      expect(asArray(statements[0]?.Action).sort()).toEqual(identityActions);
      expect(statements[0]?.Resource).toEqual(identities);
    });

    it("lets no other function touch SES identities", () => {
      for (const fn of [...Object.values(nonSenders), scheduler.function.fn]) {
        const actions = fnStatements(fn).flatMap((s) => asArray(s.Action));
        expect(actions.filter((a) => identityActions.includes(a))).toEqual([]);
      }
    });

    it("re-checks domains every 5 minutes on an EventBridge rule targeting the re-check function", () => {
      const arn = JSON.stringify(getAtt(domainRecheck.function.fn, "Arn"));
      const rules = Object.values(template.findResources("AWS::Events::Rule")).filter((r) =>
        (r.Properties.Targets as Array<{ Arn: unknown }>).some((t) => JSON.stringify(t.Arn) === arn),
      );
      expect(rules).toHaveLength(1);
      expect(rules[0]?.Properties).toMatchObject({ ScheduleExpression: "rate(5 minutes)", State: "ENABLED" });
      template.hasResourceProperties("AWS::Lambda::Permission", {
        Action: "lambda:InvokeFunction",
        FunctionName: getAtt(domainRecheck.function.fn, "Arn"),
        Principal: "events.amazonaws.com",
        SourceArn: getAtt(domainRecheck.rule, "Arn"),
      });
      template.hasResourceProperties("AWS::Lambda::EventInvokeConfig", {
        FunctionName: ref(domainRecheck.function.fn),
        MaximumRetryAttempts: 0,
      });
    });

    it("signs Domain Connect links only with a key secret the operator names, readable by the API alone", () => {
      expect(envOf(api.function.fn)).not.toHaveProperty("DOMAIN_CONNECT_KEY_SECRET_ARN");
      const arn = "arn:aws:secretsmanager:us-east-1:123456789012:secret:dc-key-AbCdEf";
      const withKey = new AgentMailStack(new App(), "DomainConnectStack", { domainConnectKeySecretArn: arn });
      const t = Template.fromStack(withKey);
      const apiId = withKey.getLogicalId(withKey.api.function.fn.node.defaultChild as CfnElement);
      const apiProps = t.toJSON().Resources[apiId].Properties;
      expect(apiProps.Environment.Variables.DOMAIN_CONNECT_KEY_SECRET_ARN).toBe(arn);
      const readers = Object.values(t.findResources("AWS::IAM::Policy")).filter((p) =>
        (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement.some(
          (st) => JSON.stringify(st.Resource) === JSON.stringify(arn),
        ),
      );
      expect(readers).toHaveLength(1);
      const roleId = withKey.getLogicalId(withKey.api.function.role.node.defaultChild as CfnElement);
      expect(readers[0]?.Properties.Roles).toEqual([{ Ref: roleId }]);
    });
  });

  describe("social sign-in", () => {
    it("is off by default; a provider's client secret is read from Secrets Manager by the API alone", () => {
      expect(envOf(api.function.fn)).not.toHaveProperty("SOCIAL_PROVIDERS");
      const arn = "arn:aws:secretsmanager:us-east-1:123456789012:secret:google-oidc-AbCdEf";
      const social = new AgentMailStack(new App(), "SocialStack", {
        socialProviders: [
          { name: "google", issuer: "https://accounts.google.com", clientId: "client-1", clientSecretArn: arn },
          { name: "microsoft", issuer: "https://login.microsoftonline.com/tenant/v2.0", clientId: "client-2" },
        ],
      });
      const t = Template.fromStack(social);
      const apiId = social.getLogicalId(social.api.function.fn.node.defaultChild as CfnElement);
      const vars = t.toJSON().Resources[apiId].Properties.Environment.Variables as Record<string, string>;
      expect(vars).toMatchObject({
        SOCIAL_PROVIDERS: "google,microsoft",
        SOCIAL_GOOGLE_ISSUER: "https://accounts.google.com",
        SOCIAL_GOOGLE_CLIENT_ID: "client-1",
        SOCIAL_GOOGLE_CLIENT_SECRET_ARN: arn,
        SOCIAL_MICROSOFT_CLIENT_ID: "client-2",
      });
      // Never the secret itself in the template.
      expect(Object.keys(vars).filter((k) => k.endsWith("_CLIENT_SECRET"))).toEqual([]);
      const readers = Object.values(t.findResources("AWS::IAM::Policy")).filter((p) =>
        (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement.some(
          (st) => JSON.stringify(st.Resource) === JSON.stringify(arn),
        ),
      );
      expect(readers).toHaveLength(1);
      const roleId = social.getLogicalId(social.api.function.role.node.defaultChild as CfnElement);
      expect(readers[0]?.Properties.Roles).toEqual([{ Ref: roleId }]);
    });
  });

  describe("alarms and dashboard", () => {
    const atLeast = { ComparisonOperator: "GreaterThanOrEqualToThreshold", EvaluationPeriods: 1 };

    it("alarms on any message in the inbound dead-letter queue", () => {
      template.hasResourceProperties("AWS::CloudWatch::Alarm", {
        ...atLeast,
        Namespace: "AWS/SQS",
        MetricName: "ApproximateNumberOfMessagesVisible",
        Dimensions: [{ Name: "QueueName", Value: getAtt(mail.inboundDeadLetterQueue, "QueueName") }],
        Threshold: 1,
      });
    });

    it("alarms on inbound function errors", () => {
      template.hasResourceProperties("AWS::CloudWatch::Alarm", {
        ...atLeast,
        Namespace: "AWS/Lambda",
        MetricName: "Errors",
        Dimensions: [{ Name: "FunctionName", Value: ref(mail.inboundFunction.fn) }],
        Statistic: "Sum",
        Threshold: 1,
      });
    });

    it("alarms on the SES bounce rate at 5% and the complaint rate at 0.1%", () => {
      template.hasResourceProperties("AWS::CloudWatch::Alarm", {
        ...atLeast,
        Namespace: "AWS/SES",
        MetricName: "Reputation.BounceRate",
        Threshold: 0.05,
      });
      template.hasResourceProperties("AWS::CloudWatch::Alarm", {
        ...atLeast,
        Namespace: "AWS/SES",
        MetricName: "Reputation.ComplaintRate",
        Threshold: 0.001,
      });
    });

    it("graphs the inbound backlog and the dead-letter queue depth", () => {
      const body = JSON.stringify(resource(stack.observability.dashboard).Properties.DashboardBody);
      expect(body).toContain("Inbound backlog");
      expect(body).toContain("Inbound dead letters");
      expect(body).toContain(JSON.stringify(getAtt(mail.inboundQueue, "QueueName")));
      expect(body).toContain(JSON.stringify(getAtt(mail.inboundDeadLetterQueue, "QueueName")));
    });
  });
});
