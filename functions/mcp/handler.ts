// Lambda entry for the remote MCP server (/mcp and its legacy addresses): API Gateway REST response streaming into
// Lambda response streaming, so wait_for_message can wait 60 s past the 29 s of a buffered integration. Only the MCP
// routes are compiled here: API Gateway sends nothing else to this function.
import { compileRoutes } from "../../shared/http/router.js";
import { awsPlatform } from "../../shared/platform/aws.js";
import { mcpRoutes } from "../../shared/routes/mcp.js";
import { streamingApiHandler } from "../../shared/routes/streaming.js";

const platform = awsPlatform();

export const handler = streamingApiHandler(platform, compileRoutes(mcpRoutes));
