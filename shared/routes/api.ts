// The API function's handler: API Gateway REST proxy event in, proxy result out, over the platform of its
// composition root (AWS in functions/api, local in scripts/local). Streaming routes (SSE) have their own handler
// (streaming.ts).
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { ApiError } from "../errors.js";
import { requestFromEvent, resultFromReply } from "../http/request.js";
import { dispatch, errorReply } from "../http/router.js";
import { lambda } from "../observability/lambda.js";
import type { Platform } from "../ports/platform.js";
import { COMPILED_ROUTES } from "./index.js";

export async function handleApiEvent(platform: Platform, event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const reply = await dispatch(platform, COMPILED_ROUTES, requestFromEvent(event));
  if (reply.stream) {
    // API Gateway sends streaming routes to the streaming function; reaching here is a wiring mistake.
    platform.log.error("streaming route reached the buffered API function", { path: event.path });
    return resultFromReply(errorReply(new ApiError("internal", "Internal server error")));
  }
  return resultFromReply(reply);
}

/** The Lambda handler of the API function, over the platform its composition root gives. */
export function apiHandler(platform: () => Promise<Platform>) {
  return lambda<APIGatewayProxyEvent, APIGatewayProxyResult>(async (event) => handleApiEvent(await platform(), event));
}

/** `METHOD path` of the routes declared `stream: true` (none has a path parameter): what a streaming front serves. */
const STREAMING: ReadonlySet<string> = new Set(
  COMPILED_ROUTES.filter((r) => r.def.stream).map((r) => `${r.method} ${r.template}`),
);

/** Whether a request goes to a streaming function (SSE, MCP) rather than the buffered API function. */
export function isStreamingRequest(method: string, path: string): boolean {
  return STREAMING.has(`${method.toUpperCase()} ${path.replace(/\/+$/, "") || "/"}`);
}
