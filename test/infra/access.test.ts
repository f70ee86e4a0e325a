// Least privilege: every function role allows exactly what infra/constructs/access.ts names for it, and nothing of
// the table, the indexes, the mail bucket or the secret beyond that.
import { describe, expect, it } from "vitest";
import { ACCESS, BLOB_PREFIXES, FUNCTION_NAMES, indexArn } from "../../infra/constructs/access.js";
import { INBOUND_OBJECT_PREFIX } from "../../infra/constructs/mail.js";
import { blobKeys } from "../../shared/db/blob-keys.js";
import { TABLE } from "../../shared/db/table.js";
import { asArray, inspect, type Statement, unbundledStack } from "./helpers.js";

describe("function access (infra/constructs/access.ts)", { timeout: 120_000 }, () => {
  const stack = unbundledStack();
  const { resources, idOf, getAtt, ref, resource, roleStatements } = inspect(stack);
  const { data } = stack;
  const tableArn = getAtt(data.table, "Arn");
  const bucketArn = getAtt(data.bucket, "Arn");
  const resolve = (value: unknown) => JSON.parse(JSON.stringify(stack.resolve(value)));
  const key = (value: unknown) => JSON.stringify(value);
  const statementsOf = (name: (typeof FUNCTION_NAMES)[number]) =>
    roleStatements(idOf(stack.functions[name].role)).filter((s) => s.Effect === "Allow");
  /** Action → resources (as JSON) over all statements. */
  const grants = (statements: Statement[], prefix: string) => {
    const out = new Map<string, Set<string>>();
    for (const s of statements) {
      for (const action of asArray(s.Action).filter((a) => a.startsWith(prefix))) {
        const set = out.get(action) ?? new Set<string>();
        for (const r of asArray(s.Resource)) set.add(key(r));
        out.set(action, set);
      }
    }
    return out;
  };
  const allStatements = FUNCTION_NAMES.flatMap(statementsOf);

  it("names every function of the stack, each with its own role", () => {
    // The service functions, and the signing key rotation (test/infra/agent-auth.test.ts checks its role).
    const functions = Object.values(resources).filter((r) => r.Type === "AWS::Lambda::Function");
    expect(functions).toHaveLength(FUNCTION_NAMES.length + 1);
    const roles = FUNCTION_NAMES.map((name) => key(resource(stack.functions[name].fn).Properties.Role));
    expect(new Set(roles).size).toBe(FUNCTION_NAMES.length);
    for (const name of FUNCTION_NAMES) {
      expect(resource(stack.functions[name].fn).Properties.Role).toEqual(getAtt(stack.functions[name].role, "Arn"));
    }
  });

  it("no role may scan, use dynamodb:*, s3:* or any action wildcard", () => {
    const actions = allStatements.flatMap((s) => asArray(s.Action));
    expect(actions).not.toContain("dynamodb:Scan");
    for (const action of actions) expect(action).not.toMatch(/\*/);
  });

  it("no role reaches every object of the mail bucket", () => {
    const everything = key({ "Fn::Join": ["", [bucketArn, "/*"]] });
    for (const s of allStatements) for (const r of asArray(s.Resource)) expect(key(r)).not.toBe(everything);
  });

  it("no role has a managed policy (AWSLambdaBasicExecutionRole would allow every log group)", () => {
    for (const name of FUNCTION_NAMES) {
      expect(resource(stack.functions[name].role).Properties).not.toHaveProperty("ManagedPolicyArns");
    }
  });

  describe.each(FUNCTION_NAMES)("%s", (name) => {
    const access = ACCESS[name];
    const statements = statementsOf(name);
    const fn = stack.functions[name];

    it("has exactly its table actions, on the table", () => {
      const onTable = statements.filter((s) => key(s.Resource) === key(tableArn));
      expect(onTable).toHaveLength(1);
      expect(asArray(onTable[0]?.Action).sort()).toEqual([...access.table].sort());
    });

    it("queries exactly its indexes, and does nothing else there", () => {
      const indexArns = TABLE.indexes.map((i) => key(resolve(indexArn(data.table.tableArn, i.indexName))));
      const onIndexes = statements.filter((s) => asArray(s.Resource).some((r) => indexArns.includes(key(r))));
      const expected = access.indexes.map((i) => key(resolve(indexArn(data.table.tableArn, i)))).sort();
      if (!expected.length) return expect(onIndexes).toEqual([]);
      expect(onIndexes).toHaveLength(1);
      expect(onIndexes[0]?.Action).toBe("dynamodb:Query");
      expect(asArray(onIndexes[0]?.Resource).map(key).sort()).toEqual(expected);
    });

    it("touches only its key prefixes of the mail bucket, with only its object actions", () => {
      const s3 = grants(statements, "s3:");
      const expected = new Map<string, Set<string>>();
      for (const [action, prefixes] of Object.entries(access.objects)) {
        const arns = (prefixes ?? []).map((p) => key({ "Fn::Join": ["", [bucketArn, `/${BLOB_PREFIXES[p]}*`]] }));
        expected.set(action, new Set(arns));
      }
      if (access.listBucket) expected.set("s3:ListBucket", new Set([key(bucketArn)]));
      expect(s3).toEqual(expected);
    });

    it("may read the server secret (and the signing keys if it must), those only, and nothing else of Secrets Manager", () => {
      const readable = [ref(data.serverSecret), ...(access.signingKeys ? [ref(data.signingKeySecret)] : [])];
      expect(grants(statements, "secretsmanager:")).toEqual(
        new Map([["secretsmanager:GetSecretValue", new Set(readable.map(key))]]),
      );
      const env = (resource(fn.fn).Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(env.SERVER_SECRET_ARN).toEqual(ref(data.serverSecret));
      expect(env.SIGNING_KEYS_SECRET_ARN).toEqual(access.signingKeys ? ref(data.signingKeySecret) : undefined);
    });

    it("writes only to its own log group", () => {
      expect(grants(statements, "logs:")).toEqual(
        new Map([
          ["logs:CreateLogStream", new Set([key(getAtt(fn.logGroup, "Arn"))])],
          ["logs:PutLogEvents", new Set([key(getAtt(fn.logGroup, "Arn"))])],
        ]),
      );
    });

    it("reaches other services only as its flags say", () => {
      const actions = new Set(statements.flatMap((s) => asArray(s.Action)));
      const has = (action: string) => actions.has(action);
      expect(has("ses:SendEmail")).toBe(Boolean(access.services.sendMail));
      expect(has("scheduler:CreateSchedule")).toBe(Boolean(access.services.scheduleJobs));
      expect(has("iam:PassRole")).toBe(Boolean(access.services.scheduleJobs));
      expect(has("execute-api:ManageConnections")).toBe(Boolean(access.services.postToConnections));
      expect(has("ses:CreateEmailIdentity")).toBe(Boolean(access.services.manageDomains));
      expect(has("ses:DeleteEmailIdentity")).toBe(Boolean(access.services.manageDomains));
      const toDeliveryQueue = statements.some(
        (s) =>
          asArray(s.Action).includes("sqs:SendMessage") &&
          key(s.Resource) === key(getAtt(stack.events.deliveryQueue, "Arn")),
      );
      expect(toDeliveryQueue).toBe(Boolean(access.services.queueDeliveries));
      // Default classifier: the local rules, so Bedrock for nobody (test/infra/classifier.test.ts has the rest).
      expect([...actions].filter((a) => a.startsWith("bedrock:"))).toEqual([]);
      const services = new Set([...actions].map((a) => a.split(":")[0]));
      const allowed = ["logs", "xray", "dynamodb", "s3", "secretsmanager", "sqs", "ses", "scheduler", "iam"];
      for (const service of services) expect([...allowed, "execute-api"]).toContain(service);
    });
  });

  it("keeps the blob key builders under the prefixes access.ts grants", () => {
    const now = new Date("2026-01-02T03:04:05Z");
    expect(blobKeys.incoming(now).startsWith(BLOB_PREFIXES.incoming)).toBe(true);
    expect(blobKeys.incoming(now).startsWith(BLOB_PREFIXES.incomingSes)).toBe(false);
    for (const k of [blobKeys.raw("i", "m"), blobKeys.body("i", "m"), blobKeys.attachment("i", "m", "a")]) {
      expect(k.startsWith(BLOB_PREFIXES.messages)).toBe(true);
    }
    expect(blobKeys.draftAttachment("i", "d", "a").startsWith(BLOB_PREFIXES.drafts)).toBe(true);
    expect(blobKeys.export("i", "mbox", now).startsWith(BLOB_PREFIXES.exports)).toBe(true);
    expect(INBOUND_OBJECT_PREFIX).toBe(BLOB_PREFIXES.incomingSes);
    expect(BLOB_PREFIXES.incomingSes.startsWith(BLOB_PREFIXES.incoming)).toBe(true);
  });
});
