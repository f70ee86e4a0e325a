// CDK assertions for the live streams: the WebSocket API (routes, stage, function, connection access, the
// fan-out's permission to post), and the SSE route streaming from its own function.
import { App, type CfnElement } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { WEBSOCKET_STAGE } from "../../infra/constructs/realtime.js";
import { AgentMailStack } from "../../infra/stack.js";

type Resource = { Type: string; Properties: Record<string, any> };
type Statement = { Action: string | string[]; Effect: string; Resource: unknown };

// Synth (with esbuild bundling) takes seconds: build once, assert many times.
describe("Realtime", { timeout: 120_000 }, () => {
  const stack = new AgentMailStack(new App(), "RealtimeTestStack");
  const template = Template.fromStack(stack);
  const idOf = (element: unknown) =>
    stack.getLogicalId((element as { node: { defaultChild: CfnElement } }).node.defaultChild);
  const wsApiId = idOf(stack.realtime.webSocketApi);
  const wsFnId = idOf(stack.realtime.webSocketFunction.fn);
  const sseFnId = idOf(stack.realtime.sseFunction.fn);
  const apiFnId = idOf(stack.api.function.fn);
  const tableId = idOf(stack.data.table);
  const functions = template.findResources("AWS::Lambda::Function") as Record<string, Resource>;

  /** Statements of the policies attached to a function's role. */
  const statementsOf = (fnId: string): Statement[] => {
    const role = functions[fnId].Properties.Role["Fn::GetAtt"][0];
    const policies = Object.values(template.findResources("AWS::IAM::Policy")) as Resource[];
    return policies
      .filter((p) => (p.Properties.Roles as unknown[]).some((r) => JSON.stringify(r) === JSON.stringify({ Ref: role })))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
  };
  const actions = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);
  const manageConnections = (fnId: string) =>
    statementsOf(fnId).find((s) => actions(s).includes("execute-api:ManageConnections"));

  describe("WebSocket API", () => {
    it("is a WebSocket API with $connect, $disconnect and $default routed to the WebSocket function", () => {
      template.hasResourceProperties("AWS::ApiGatewayV2::Api", { ProtocolType: "WEBSOCKET" });
      const routes = Object.values(template.findResources("AWS::ApiGatewayV2::Route")) as Resource[];
      expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual(["$connect", "$default", "$disconnect"]);
      const integrations = Object.values(template.findResources("AWS::ApiGatewayV2::Integration")) as Resource[];
      expect(integrations).toHaveLength(3);
      for (const integration of integrations) {
        expect(integration.Properties).toMatchObject({ ApiId: { Ref: wsApiId }, IntegrationType: "AWS_PROXY" });
        expect(JSON.stringify(integration.Properties.IntegrationUri)).toContain(wsFnId);
      }
    });

    it("deploys the stage v0 automatically and outputs its wss URL", () => {
      template.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
        ApiId: { Ref: wsApiId },
        StageName: WEBSOCKET_STAGE,
        AutoDeploy: true,
      });
      template.hasOutput("WebSocketUrl", {
        Value: { "Fn::Join": ["", Match.arrayWith([Match.stringLikeRegexp("^wss://$"), { Ref: wsApiId }])] },
      });
    });

    it("gives the WebSocket function the table, the callback URL and the management API", () => {
      const variables = functions[wsFnId].Properties.Environment.Variables;
      expect(variables.PLATFORM).toBe("aws");
      expect(JSON.stringify(variables.WEBSOCKET_CALLBACK_URL)).toContain(`/${WEBSOCKET_STAGE}`);
      expect(JSON.stringify(variables.WEBSOCKET_CALLBACK_URL)).toContain(wsApiId);
      const table = statementsOf(wsFnId).find((s) => actions(s).includes("dynamodb:PutItem"));
      // Connection records by ID and the credential lookups of $connect: no query.
      expect(actions(table as Statement).sort()).toEqual(
        ["dynamodb:DeleteItem", "dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:UpdateItem"].sort(),
      );
      expect(JSON.stringify(table?.Resource)).toContain(tableId);
      expect(JSON.stringify(manageConnections(wsFnId)?.Resource)).toContain(wsApiId);
    });

    it("lets the fan-out function post to connections, and no other function", () => {
      const fanOutId = idOf(stack.events.fanOutFunction.fn);
      expect(JSON.stringify(manageConnections(fanOutId)?.Resource)).toContain(wsApiId);
      expect(JSON.stringify(functions[fanOutId].Properties.Environment.Variables.WEBSOCKET_CALLBACK_URL)).toContain(
        wsApiId,
      );
      const posting = Object.keys(functions).filter((id) => manageConnections(id));
      expect(posting.sort()).toEqual([fanOutId, wsFnId].sort());
    });
  });

  describe("SSE", () => {
    const resources = template.findResources("AWS::ApiGateway::Resource") as Record<string, Resource>;
    const resourceId = (pathPart: string, parent: unknown) =>
      Object.keys(resources).find(
        (id) =>
          resources[id].Properties.PathPart === pathPart &&
          JSON.stringify(resources[id].Properties.ParentId) === JSON.stringify(parent),
      );
    const restApiId = idOf(stack.api.restApi);
    const v0 = resourceId("v0", { "Fn::GetAtt": [restApiId, "RootResourceId"] });
    const events = resourceId("events", { Ref: v0 });
    const stream = resourceId("stream", { Ref: events });
    const methods = Object.values(template.findResources("AWS::ApiGateway::Method")) as Resource[];
    const methodsOn = (id: string | undefined) =>
      methods.filter((m) => JSON.stringify(m.Properties.ResourceId) === JSON.stringify({ Ref: id }));

    it("streams GET /v0/events/stream from the SSE function for up to 15 minutes", () => {
      expect(stream).toBeDefined();
      const get = methodsOn(stream).find((m) => m.Properties.HttpMethod === "GET");
      expect(get?.Properties.Integration).toMatchObject({
        Type: "AWS_PROXY",
        ResponseTransferMode: "STREAM",
        TimeoutInMillis: 900_000,
      });
      const uri = JSON.stringify(get?.Properties.Integration.Uri);
      expect(uri).toContain("response-streaming-invocations");
      expect(uri).toContain(sseFnId);
      expect(functions[sseFnId].Properties.Timeout).toBe(900);
    });

    it("keeps every other method and path under /v0 on the API function", () => {
      for (const id of [v0, events, stream]) {
        const any = methodsOn(id).find((m) => m.Properties.HttpMethod === "ANY");
        expect(JSON.stringify(any?.Properties.Integration.Uri)).toContain(apiFnId);
      }
      const proxies = Object.keys(resources).filter((id) => resources[id].Properties.PathPart === "{proxy+}");
      expect(proxies.map((id) => JSON.stringify(resources[id].Properties.ParentId)).sort()).toEqual(
        [{ "Fn::GetAtt": [restApiId, "RootResourceId"] }, { Ref: v0 }, { Ref: events }]
          .map((p) => JSON.stringify(p))
          .sort(),
      );
      for (const id of proxies) {
        const any = methodsOn(id).find((m) => m.Properties.HttpMethod === "ANY");
        expect(JSON.stringify(any?.Properties.Integration.Uri)).toContain(apiFnId);
      }
    });

    it("lets the SSE function read the table, and nothing of the mail bucket", () => {
      const statements = statementsOf(sseFnId);
      const table = statements.find((s) => actions(s).includes("dynamodb:Query"));
      expect(JSON.stringify(table?.Resource)).toContain(tableId);
      expect(statements.flatMap(actions).filter((a) => a.startsWith("s3:"))).toEqual([]);
      expect(statements.flatMap(actions).filter((a) => a.startsWith("execute-api:"))).toEqual([]);
    });
  });
});
