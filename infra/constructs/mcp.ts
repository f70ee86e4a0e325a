import { Duration } from "aws-cdk-lib";
import * as apigw from "aws-cdk-lib/aws-apigateway";
import { Construct } from "constructs";
import { MCP_LIMITS } from "../../shared/limits.js";
import { LEGACY_MCP_PATHS, MCP_PATH } from "../../shared/mcp/description.js";
import type { Api } from "./api.js";
import { ServiceFunction } from "./function.js";

export interface McpProps {
  /** The common service environment (serviceEnvironment in function.ts). */
  readonly environment: Record<string, string>;
  /** The REST API: the MCP server's addresses are added to it, streaming to their own function. */
  readonly api: Api;
}

/**
 * How long one MCP request may take: wait_for_message's longest wait, plus the look that follows it and the
 * answer. A buffered REST integration ends at 29 s; a streaming one may last up to 15 minutes, so the wait needs
 * no quota increase (docs/mcp.md, "On AWS").
 */
export const MCP_TIMEOUT = Duration.seconds(MCP_LIMITS.waitMaxSeconds + 30);

/**
 * A waiting call holds its instance for up to a minute, billed by the millisecond × memory. The tools read one
 * message's bodies and trust report at a time or compose one outgoing message; the artifact test measures the
 * bundle's peak and fails above 80 % of this.
 */
export const MCP_MEMORY_MB = 512;

/**
 * The remote MCP server: POST/GET/DELETE at /mcp and its legacy addresses on the REST API, integrated in STREAM mode
 * with their own function (functions/mcp), whose timeout outlasts wait_for_message's 60 s. GET /.well-known/mcp.json
 * is a plain document and stays with the API function through the root proxy.
 */
export class Mcp extends Construct {
  readonly function: ServiceFunction;

  constructor(scope: Construct, id: string, props: McpProps) {
    super(scope, id);

    this.function = new ServiceFunction(this, "Function", {
      entry: "functions/mcp/handler.ts",
      description: "Agent mail remote MCP server (response streaming)",
      memorySize: MCP_MEMORY_MB,
      timeout: MCP_TIMEOUT,
      environment: props.environment,
    });

    const integration = new apigw.LambdaIntegration(this.function.fn, {
      responseTransferMode: apigw.ResponseTransferMode.STREAM,
      timeout: MCP_TIMEOUT,
    });
    // A path below a resource this construct creates (none today: /v0 is the SSE route's) keeps sending everything
    // else to the API function, as the root proxy would.
    const apiIntegration = new apigw.LambdaIntegration(props.api.function.fn);
    for (const path of [MCP_PATH, ...LEGACY_MCP_PATHS]) {
      const parts = path.split("/").filter(Boolean);
      let resource = props.api.restApi.root;
      for (const [i, part] of parts.entries()) {
        const existing = resource.getResource(part);
        resource = existing ?? resource.addResource(part);
        if (!existing && i < parts.length - 1) {
          resource.addMethod("ANY", apiIntegration);
          resource.addProxy({ defaultIntegration: apiIntegration, anyMethod: true });
        }
      }
      // Every method: POST, GET (the description document or 405), DELETE (405), OPTIONS (CORS preflight).
      resource.addMethod("ANY", integration);
    }
  }
}
