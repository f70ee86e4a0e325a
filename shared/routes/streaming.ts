// Streaming routes (SSE): the streaming Lambda's handler (functions/sse, API Gateway REST response streaming into
// Lambda response streaming) and the local front's streaming path. It takes its routes, so the streaming function
// carries only the stream routes, not the whole API.
import { Readable } from "node:stream";
import type { APIGatewayProxyEvent } from "aws-lambda";
import { requestFromEvent, resultFromReply, type StreamLimits } from "../http/request.js";
import { type CompiledRoute, dispatch } from "../http/router.js";
import { lambda } from "../observability/lambda.js";
import type { Platform } from "../ports/platform.js";

/** A response whose body may still be being written: Lambda response streaming's shape (middy streamifyResponse). */
export interface StreamingResult {
  statusCode: number;
  headers: Record<string, string>;
  body: Readable;
}

/** Any route through the same pipeline; a streaming reply is opened with the front's limits, others sent whole. */
export async function handleStreamingApiEvent(
  platform: Platform,
  routes: CompiledRoute[],
  event: APIGatewayProxyEvent,
  limits: StreamLimits,
): Promise<StreamingResult> {
  const reply = await dispatch(platform, routes, requestFromEvent(event));
  if (reply.stream) {
    return { statusCode: reply.status, headers: reply.headers ?? {}, body: reply.stream(limits) };
  }
  const result = resultFromReply(reply);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  const bytes = Buffer.from(result.body, result.isBase64Encoded ? "base64" : "utf8");
  return { statusCode: result.statusCode, headers, body: Readable.from([bytes], { objectMode: false }) };
}

/**
 * The Lambda handler of the streaming function: API Gateway REST response streaming (integration in STREAM mode)
 * into Lambda response streaming. The stream ends with a resync frame before this invocation's time limit.
 */
export function streamingApiHandler(platform: () => Promise<Platform>, routes: CompiledRoute[]) {
  return lambda<APIGatewayProxyEvent, StreamingResult>(
    async (event, context) =>
      handleStreamingApiEvent(await platform(), routes, event, {
        deadlineAt: Date.now() + context.getRemainingTimeInMillis(),
      }),
    { streaming: true },
  );
}
