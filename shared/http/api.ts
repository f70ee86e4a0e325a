// The API function's handler: API Gateway REST proxy event in, proxy result out. Streaming routes (SSE) have
// their own entry below, used by the streaming Lambda (functions/sse) and the local front's streaming path.
import { Readable } from "node:stream";
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { ApiError } from "../errors.js";
import { getPlatform } from "../platform/index.js";
import { COMPILED_ROUTES } from "../routes/index.js";
import { requestFromEvent, resultFromReply, type StreamLimits } from "./request.js";
import { dispatch, errorReply } from "./router.js";

export async function handleApiEvent(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const platform = getPlatform();
  const reply = await dispatch(platform, COMPILED_ROUTES, requestFromEvent(event));
  if (reply.stream) {
    // API Gateway sends streaming routes to the streaming function; reaching here is a wiring mistake.
    platform.log.error("streaming route reached the buffered API function", { path: event.path });
    return resultFromReply(errorReply(new ApiError("internal", "Internal server error")));
  }
  return resultFromReply(reply);
}

/** Paths the streaming front serves (GET): the routes declared `stream: true`. */
export const STREAMING_PATHS: ReadonlySet<string> = new Set(
  COMPILED_ROUTES.filter((r) => r.def.stream && r.method === "GET").map((r) => r.template),
);

/** A response whose body may still be being written: Lambda response streaming's shape (middy streamifyResponse). */
export interface StreamingResult {
  statusCode: number;
  headers: Record<string, string>;
  body: Readable;
}

/** Any route through the same pipeline; a streaming reply is opened with the front's limits, others sent whole. */
export async function handleStreamingApiEvent(
  event: APIGatewayProxyEvent,
  limits: StreamLimits,
): Promise<StreamingResult> {
  const reply = await dispatch(getPlatform(), COMPILED_ROUTES, requestFromEvent(event));
  if (reply.stream) {
    return { statusCode: reply.status, headers: reply.headers ?? {}, body: reply.stream(limits) };
  }
  const result = resultFromReply(reply);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  const bytes = Buffer.from(result.body, result.isBase64Encoded ? "base64" : "utf8");
  return { statusCode: result.statusCode, headers, body: Readable.from([bytes], { objectMode: false }) };
}
