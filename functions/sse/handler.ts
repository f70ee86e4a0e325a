// Lambda entry for GET /v0/events/stream: API Gateway REST response streaming (integration in STREAM mode) into
// Lambda response streaming. The stream ends with a resync frame before this invocation's time limit.
import middy from "@middy/core";
import type { APIGatewayProxyEvent } from "aws-lambda";
import { handleStreamingApiEvent, type StreamingResult } from "../../shared/http/api.js";

export const handler = middy<APIGatewayProxyEvent, StreamingResult>({
  streamifyResponse: true,
  // The stream watches its own deadline; middy's early timeout would cut it without the resync frame.
  timeoutEarlyInMillis: 0,
}).handler((event, context) =>
  handleStreamingApiEvent(event, { deadlineAt: Date.now() + context.getRemainingTimeInMillis() }),
);
