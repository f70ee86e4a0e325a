// Lambda entry for GET /v0/events/stream: API Gateway REST response streaming into Lambda response streaming.
// Only the stream routes are compiled here: API Gateway sends nothing else to this function.
import { compileRoutes } from "../../shared/http/router.js";
import { awsPlatform } from "../../shared/platform/aws.js";
import { streamingApiHandler } from "../../shared/routes/streaming.js";
import { streamRoutes } from "../../shared/routes/streams.js";

const platform = awsPlatform();

export const handler = streamingApiHandler(platform, compileRoutes(streamRoutes));
