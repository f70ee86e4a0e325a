// POST /mcp through the MCP SDK's Streamable HTTP serving, stateless: each request gets its own server
// (server.ts) bound to its caller. 2026-07-28 requests (the per-request `_meta` form) go to the SDK's
// createMcpHandler; 2025-era ones (2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05: an initialize handshake, then
// requests without the envelope) to the SDK's Streamable HTTP transport with no session. The answer is an SSE
// stream when the client's Accept names text/event-stream, one JSON body otherwise (the SDK's own 2025 transport
// would refuse a client accepting JSON alone, so the Accept it sees names both).
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import {
  createMcpHandler,
  isLegacyRequest,
  WebStandardStreamableHTTPServerTransport,
} from "@modelcontextprotocol/server";
import type { Principal, Scope } from "../auth/principal.js";
import type { HttpRequest, Reply } from "../http/request.js";
import { bodyTooLargeMessage, MCP_LIMITS } from "../limits.js";
import type { Platform } from "../ports/platform.js";
import { acceptsEventStream, INVALID_REQUEST, jsonRpcError } from "./http.js";
import { mcpServer } from "./server.js";

export interface McpCaller {
  platform: Platform;
  principal: Principal;
  scope: Scope;
  now: Date;
}

function webRequest(platform: Platform, request: HttpRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) headers.set(name, value);
  headers.set("accept", "application/json, text/event-stream");
  return new Request(`${platform.config.baseUrl}${request.path}`, {
    method: "POST",
    headers,
    body: new Uint8Array(request.body),
  });
}

function parsed(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    // The SDK answers the parse error itself.
    return undefined;
  }
}

/** The SDK's Response as a Reply: SSE streamed as it is written, anything else whole; `done` runs once it is out. */
async function toReply(response: Response, done: () => void): Promise<Reply> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const type = response.headers.get("content-type") ?? "";
  if (response.body && type.startsWith("text/event-stream")) {
    const body = response.body as unknown as NodeReadableStream<Uint8Array>;
    return {
      status: response.status,
      headers,
      stream: () => Readable.fromWeb(body).once("close", done),
    };
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  done();
  return { status: response.status, headers, ...(bytes.length ? { raw: bytes } : {}) };
}

/** One POST /mcp: a JSON-RPC message in, its answer (or 202 for a notification) out. */
export async function serveMcp(caller: McpCaller, request: HttpRequest): Promise<Reply> {
  const { platform } = caller;
  if (request.body.length > MCP_LIMITS.bodyBytes) {
    return jsonRpcError(400, INVALID_REQUEST, bodyTooLargeMessage(MCP_LIMITS.bodyBytes));
  }
  const sse = acceptsEventStream(request);
  const message = parsed(request.body);
  const web = webRequest(platform, request);
  const onerror = (error: Error) => platform.log.debug("MCP request refused by the SDK", { reason: error.message });
  const server = () => mcpServer({ ...caller, scope: { ...caller.scope } });

  if (await isLegacyRequest(web, message, { maxRequestBodySize: MCP_LIMITS.bodyBytes })) {
    const product = server();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: !sse,
      maxRequestBodySize: MCP_LIMITS.bodyBytes,
    });
    transport.onerror = onerror;
    await product.connect(transport);
    const response = await transport.handleRequest(web, message === undefined ? {} : { parsedBody: message });
    return toReply(response, () => {
      void transport.close().catch(() => undefined);
      void product.close().catch(() => undefined);
    });
  }

  const handler = createMcpHandler(server, {
    legacy: "reject",
    responseMode: sse ? "sse" : "auto",
    maxRequestBodySize: MCP_LIMITS.bodyBytes,
    onerror,
  });
  const response = await handler.fetch(web, message === undefined ? {} : { parsedBody: message });
  return toReply(response, () => void handler.close().catch(() => undefined));
}
