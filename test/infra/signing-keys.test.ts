// The signing key secret of agent access tokens: retained, rotated every 30 days (and once at deployment) by its own
// function, which may do what rotation needs on that secret and nothing else; read by the functions that verify agent tokens (API, MCP, SSE, WebSocket) only.
import { describe, expect, it } from "vitest";
import { ACCESS, FUNCTION_NAMES } from "../../infra/constructs/access.js";
import { KEY_ROTATION_DAYS, ROTATION_ACTIONS } from "../../infra/constructs/key-rotation.js";
import { asArray, inspect, unbundledStack } from "./helpers.js";

describe("signing keys (infra/constructs/key-rotation.ts)", { timeout: 120_000 }, () => {
  const stack = unbundledStack();
  const { resources, idOf, ref, getAtt, resource, roleStatements } = inspect(stack);
  const secret = stack.data.signingKeySecret;
  const rotation = stack.keyRotation;
  const key = (value: unknown) => JSON.stringify(value);
  const secretActions = (roleId: string) =>
    roleStatements(roleId)
      .filter((s) => s.Effect === "Allow")
      .flatMap((s) => asArray(s.Action).map((action) => ({ action, resources: asArray(s.Resource).map(key) })))
      .filter((g) => g.action.startsWith("secretsmanager:"));

  it("is a secret of its own, kept when the stack is deleted, created with a placeholder the first rotation replaces", () => {
    const created = resource(secret) as { DeletionPolicy?: string; UpdateReplacePolicy?: string; Properties: any };
    expect(created.DeletionPolicy).toBe("Retain");
    expect(created.UpdateReplacePolicy).toBe("Retain");
    expect(created.Properties.GenerateSecretString).toBeDefined();
    expect(created.Properties).not.toHaveProperty("SecretString");
    expect(idOf(secret)).not.toBe(idOf(stack.data.serverSecret as never));
  });

  it(`rotates every ${KEY_ROTATION_DAYS} days with its function, and once when deployed`, () => {
    const schedules = Object.entries(resources).filter(([, r]) => r.Type === "AWS::SecretsManager::RotationSchedule");
    expect(schedules).toHaveLength(1);
    const [id, schedule] = schedules[0];
    const scheduleId = stack.getLogicalId(rotation.schedule);
    expect(id).toBe(scheduleId);
    expect(schedule.Properties).toEqual({
      SecretId: ref(secret),
      RotationLambdaARN: getAtt(rotation.function.fn, "Arn"),
      RotationRules: { ScheduleExpression: "rate(30 days)" },
      RotateImmediatelyOnUpdate: true,
    });
    expect(KEY_ROTATION_DAYS).toBe(30);
    // Secrets Manager may invoke the function before the first rotation runs, for this secret only.
    const permissions = Object.entries(resources).filter(
      ([, r]) =>
        r.Type === "AWS::Lambda::Permission" &&
        key(r.Properties.FunctionName) === key(getAtt(rotation.function.fn, "Arn")),
    );
    expect(permissions).toHaveLength(1);
    const [permissionId, permission] = permissions[0];
    expect(permission.Properties).toMatchObject({
      Action: "lambda:InvokeFunction",
      Principal: "secretsmanager.amazonaws.com",
      SourceArn: ref(secret),
    });
    const dependsOn = (resources[scheduleId] as unknown as { DependsOn?: string[] }).DependsOn;
    expect(dependsOn).toContain(permissionId);
  });

  it("lets the rotation function do what rotation needs on that secret, and nothing else", () => {
    const statements = roleStatements(idOf(rotation.function.role)).filter((s) => s.Effect === "Allow");
    const actions = statements.flatMap((s) => asArray(s.Action)).sort();
    expect(actions).toEqual(
      [
        ...ROTATION_ACTIONS,
        "logs:CreateLogStream",
        "logs:PutLogEvents",
        "xray:PutTelemetryRecords",
        "xray:PutTraceSegments",
      ].sort(),
    );
    for (const grant of secretActions(idOf(rotation.function.role)))
      expect(grant.resources).toEqual([key(ref(secret))]);
    expect(actions).not.toContain("secretsmanager:GetRandomPassword");
    // No table, bucket or server secret: its environment is the defaults every function has.
    const env = (resource(rotation.function.fn).Properties.Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(Object.keys(env).sort()).toEqual(["AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED", "NODE_OPTIONS"]);
  });

  it("is read by the functions that verify agent tokens (API, MCP, SSE, WebSocket) only, and written by none", () => {
    expect(FUNCTION_NAMES.filter((name) => ACCESS[name].signingKeys)).toEqual(["api", "webSocket", "sse", "mcp"]);
    for (const name of FUNCTION_NAMES) {
      const fn = stack.functions[name];
      const onKeys = secretActions(idOf(fn.role)).filter((g) => g.resources.includes(key(ref(secret))));
      const env = (resource(fn.fn).Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      if (ACCESS[name].signingKeys) {
        expect(onKeys).toEqual([{ action: "secretsmanager:GetSecretValue", resources: [key(ref(secret))] }]);
        expect(env.SIGNING_KEYS_SECRET_ARN).toEqual(ref(secret));
      } else {
        expect(onKeys).toEqual([]);
        expect(env).not.toHaveProperty("SIGNING_KEYS_SECRET_ARN");
      }
    }
  });

  it("alarms when a rotation fails, on the stack's alarm topic", () => {
    const alarm = resource(rotation.errorsAlarm).Properties;
    expect(alarm).toMatchObject({ MetricName: "Errors", Threshold: 1, TreatMissingData: "notBreaching" });
    expect(alarm.Dimensions).toEqual([{ Name: "FunctionName", Value: ref(rotation.function.fn) }]);
    expect(alarm.AlarmActions).toEqual([ref(stack.observability.alarmTopic)]);
  });
});
