// Limits that differ on AWS, as the stack deploys them: API Gateway's own answers in the spec's envelope, the raw
// injection limit a request can carry into the function, the WebSocket keep-alive rule and what it may reach, and
// the SSE function sized to what a stream uses.
import { describe, expect, it } from "vitest";
import { ACCESS, indexArn } from "../../infra/constructs/access.js";
import { GATEWAY_RESPONSES } from "../../infra/constructs/api.js";
import { SSE_MEMORY_MB } from "../../infra/constructs/realtime.js";
import { KEEPALIVE_INTERVAL_MS, LAMBDA_BODY_LIMIT_BYTES } from "../../shared/limits.js";
import { asArray, inspect, unbundledStack } from "./helpers.js";

describe("limits that differ on AWS", { timeout: 120_000 }, () => {
  const stack = unbundledStack();
  const { resources, idOf, ref, getAtt, resource, roleStatements } = inspect(stack);
  const ofType = (type: string) => Object.values(resources).filter((r) => r.Type === type);
  const env = (fn: { fn: unknown }) =>
    (resource(fn.fn as never).Properties.Environment as { Variables: Record<string, unknown> }).Variables;

  describe("API Gateway's own answers", () => {
    const responses = ofType("AWS::ApiGateway::GatewayResponse");
    const byType = (type: string) => responses.find((r) => r.Properties.ResponseType === type)?.Properties;
    const body = (type: string) =>
      JSON.parse(String((byType(type)?.ResponseTemplates as Record<string, string>)["application/json"]));

    it("a body over 10 MB is 400 validation in the error envelope, naming the limit and the way around it", () => {
      expect(byType("REQUEST_TOO_LARGE")).toMatchObject({ RestApiId: ref(stack.api.restApi), StatusCode: "400" });
      expect(body("REQUEST_TOO_LARGE")).toEqual({
        error: {
          type: "validation",
          message: "Request body too large (over 10 MB); send large attachments by URL",
        },
      });
    });

    it("throttling is the spec's 429 rate_limited; every other gateway 5xx keeps its status with internal", () => {
      expect(byType("THROTTLED")?.StatusCode).toBe("429");
      expect(body("THROTTLED").error.type).toBe("rate_limited");
      expect(byType("DEFAULT_5XX")?.StatusCode).toBeUndefined();
      expect(body("DEFAULT_5XX")).toEqual({ error: { type: "internal", message: "Internal server error" } });
    });

    it("declares exactly the responses of GATEWAY_RESPONSES, with templates that are plain JSON", () => {
      expect(responses.map((r) => r.Properties.ResponseType).sort()).toEqual(
        GATEWAY_RESPONSES.map((r) => r.type.responseType).sort(),
      );
      // A `$` or `#` would be read as template language by API Gateway.
      for (const r of GATEWAY_RESPONSES) expect(JSON.stringify(r.body)).not.toMatch(/[$#]/);
    });
  });

  describe("POST /inbound/raw", () => {
    it("the API function holds raw injection to what fits, base64-encoded, in Lambda's 6 MB invoke payload", () => {
      expect(env(stack.api.function).INBOUND_RAW_LIMIT_BYTES).toBe(String(LAMBDA_BODY_LIMIT_BYTES));
      expect(LAMBDA_BODY_LIMIT_BYTES * (4 / 3)).toBeLessThan(6 * 1024 * 1024 - 256 * 1024);
    });

    it("no other function is given the setting (only the API serves the route)", () => {
      for (const [name, fn] of Object.entries(stack.functions)) {
        if (name !== "api") expect(env(fn)).not.toHaveProperty("INBOUND_RAW_LIMIT_BYTES");
      }
    });
  });

  describe("WebSocket keep-alive", () => {
    const wsFn = stack.realtime.webSocketFunction.fn;

    it("an EventBridge rule runs the WebSocket function every 5 minutes, half the 10-minute idle timeout", () => {
      expect(KEEPALIVE_INTERVAL_MS).toBe(5 * 60_000);
      const rule = resource(stack.realtime.keepAliveRule).Properties;
      expect(rule.ScheduleExpression).toBe("rate(5 minutes)");
      expect(rule.State).toBe("ENABLED");
      expect(asArray(rule.Targets as unknown[])).toEqual([expect.objectContaining({ Arn: getAtt(wsFn, "Arn") })]);
      const permission = ofType("AWS::Lambda::Permission").find(
        (p) =>
          JSON.stringify(p.Properties.FunctionName) === JSON.stringify(getAtt(wsFn, "Arn")) &&
          p.Properties.Principal === "events.amazonaws.com",
      );
      expect(permission?.Properties.SourceArn).toEqual(getAtt(stack.realtime.keepAliveRule, "Arn"));
    });

    it("a failed sweep is retried once, never after the next one started; the function may outlast a request", () => {
      const config = ofType("AWS::Lambda::EventInvokeConfig").find(
        (c) => JSON.stringify(c.Properties.FunctionName) === JSON.stringify(ref(wsFn)),
      );
      expect(config?.Properties).toMatchObject({ MaximumRetryAttempts: 1, MaximumEventAgeInSeconds: 240 });
      expect(resource(wsFn).Properties.Timeout).toBe(240);
      expect(240 * 1000).toBeLessThan(KEEPALIVE_INTERVAL_MS);
    });

    it("the WebSocket role may query the connection index (gsi2), and the access table says so", () => {
      expect(ACCESS.webSocket.indexes).toEqual(["gsi2"]);
      const statements = roleStatements(idOf(stack.realtime.webSocketFunction.role));
      const gsi2 = JSON.stringify(stack.resolve(indexArn(stack.data.table.tableArn, "gsi2")));
      const query = statements.find(
        (s) =>
          asArray(s.Action).includes("dynamodb:Query") && asArray(s.Resource).some((r) => JSON.stringify(r) === gsi2),
      );
      expect(query).toBeDefined();
    });
  });

  describe("SSE", () => {
    it("the SSE function runs at the memory a stream needs, for API Gateway's 15-minute stream", () => {
      const props = resource(stack.realtime.sseFunction.fn).Properties;
      expect(props.MemorySize).toBe(SSE_MEMORY_MB);
      expect(SSE_MEMORY_MB).toBeLessThan(512);
      expect(props.Timeout).toBe(15 * 60);
    });
  });
});
