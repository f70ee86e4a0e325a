// CDK assertions for the remote MCP server: its addresses on the REST API stream from their own function (STREAM
// integrations: wait_for_message's 60 s is past the 29 s of a buffered one), the function outlasts the longest wait,
// the API function keeps its buffered 29 s integration, and the MCP role holds what its tools need and no more.
import { describe, expect, it } from "vitest";
import { ACCESS } from "../../infra/constructs/access.js";
import { MCP_MEMORY_MB, MCP_TIMEOUT } from "../../infra/constructs/mcp.js";
import { MCP_LIMITS } from "../../shared/limits.js";
import { asArray, inspect, type Resource, unbundledStack } from "./helpers.js";

describe("MCP", { timeout: 120_000 }, () => {
  const stack = unbundledStack();
  const { resources, idOf, resource, roleStatements } = inspect(stack);
  const mcpFn = stack.mcp.function;
  const mcpFnId = idOf(mcpFn.fn);
  const apiFnId = idOf(stack.api.function.fn);
  const restApiId = idOf(stack.api.restApi);

  const apiResources = Object.entries(resources).filter(([, r]) => r.Type === "AWS::ApiGateway::Resource");
  const methods = Object.values(resources).filter((r) => r.Type === "AWS::ApiGateway::Method");
  /** The REST resource at a path, by walking PathPart from the root. */
  const resourceAt = (path: string): string | undefined => {
    let parent: unknown = { "Fn::GetAtt": [restApiId, "RootResourceId"] };
    let id: string | undefined;
    for (const part of path.split("/").filter(Boolean)) {
      id = apiResources.find(
        ([, r]) => r.Properties.PathPart === part && JSON.stringify(r.Properties.ParentId) === JSON.stringify(parent),
      )?.[0];
      if (!id) return undefined;
      parent = { Ref: id };
    }
    return id;
  };
  const methodsOn = (id: string | undefined): Resource[] =>
    methods.filter((m) => JSON.stringify(m.Properties.ResourceId) === JSON.stringify({ Ref: id }));
  const integration = (m: Resource | undefined) => m?.Properties.Integration as Record<string, unknown> | undefined;

  it.each(["/mcp", "/v0/mcp", "/sse"])("streams every method at %s from the MCP function for 90 s", (path) => {
    const id = resourceAt(path);
    expect(id, path).toBeDefined();
    const any = methodsOn(id).find((m) => m.Properties.HttpMethod === "ANY");
    expect(integration(any)).toMatchObject({
      Type: "AWS_PROXY",
      ResponseTransferMode: "STREAM",
      TimeoutInMillis: MCP_TIMEOUT.toMilliseconds(),
    });
    const uri = JSON.stringify(integration(any)?.Uri);
    expect(uri).toContain("response-streaming-invocations");
    expect(uri).toContain(mcpFnId);
    // Nothing else is routed there: no child resources, so no other path reaches the MCP function.
    expect(
      apiResources.filter(([, r]) => JSON.stringify(r.Properties.ParentId) === JSON.stringify({ Ref: id })),
    ).toEqual([]);
  });

  it("outlasts the longest wait_for_message, past API Gateway's 29 s for buffered integrations", () => {
    const props = resource(mcpFn.fn).Properties;
    expect(MCP_TIMEOUT.toSeconds()).toBeGreaterThanOrEqual(MCP_LIMITS.waitMaxSeconds + 20);
    expect(MCP_TIMEOUT.toSeconds()).toBeGreaterThan(29);
    expect(props.Timeout).toBe(MCP_TIMEOUT.toSeconds());
    expect(props.MemorySize).toBe(MCP_MEMORY_MB);
    expect(JSON.stringify(props.Code)).not.toContain("functions/api");
  });

  it("leaves the API function's integrations buffered, with API Gateway's 29 s", () => {
    const onApi = methods.filter((m) => JSON.stringify(integration(m)?.Uri ?? "").includes(apiFnId));
    expect(onApi.length).toBeGreaterThan(0);
    for (const m of onApi) {
      expect(integration(m)).not.toHaveProperty("ResponseTransferMode", "STREAM");
      expect(integration(m)?.TimeoutInMillis ?? 29_000).toBeLessThanOrEqual(29_000);
    }
    expect(resource(stack.api.function.fn).Properties.Timeout).toBe(29);
    // /.well-known/mcp.json is a plain document: the root proxy sends it to the API function.
    expect(resourceAt("/.well-known")).toBeUndefined();
  });

  it("gives the MCP role its table, index and bucket access from access.ts, and SES and the scheduler", () => {
    const statements = roleStatements(idOf(mcpFn.role)).filter((s) => s.Effect === "Allow");
    const actions = new Set(statements.flatMap((s) => asArray(s.Action)));
    for (const action of ACCESS.mcp.table) expect(actions).toContain(action);
    expect(actions).not.toContain("dynamodb:BatchWriteItem");
    expect(actions).not.toContain("dynamodb:Scan");
    expect(actions).toContain("ses:SendRawEmail");
    expect([...actions].some((a) => a.startsWith("scheduler:"))).toBe(true);
    expect([...actions].some((a) => a.startsWith("sqs:"))).toBe(false);
    expect([...actions].some((a) => a.startsWith("bedrock:"))).toBe(false);
    expect(actions).not.toContain("execute-api:ManageConnections");
  });
});
