// The MCP server's HTTP answers that need no SDK: the JSON-RPC error form of transport refusals, 405 for what a
// stateless server does not offer, and whether a client asks for an event stream. The SDK (transport.ts) is loaded
// only for POST, so the API function, which shares the route table, never loads it.
import type { HttpRequest, Reply } from "../http/request.js";

/** JSON-RPC's code for transport-level refusals (the SDK uses it too: wrong method, not acceptable). */
export const TRANSPORT_ERROR = -32000;
export const INVALID_REQUEST = -32600;

/** A JSON-RPC error answered at the HTTP level (no request ID is known). */
export function jsonRpcError(status: number, code: number, message: string, headers?: Record<string, string>): Reply {
  return { status, json: { jsonrpc: "2.0", error: { code, message }, id: null }, headers };
}

/** GET with an event-stream Accept and DELETE: there is no session or standalone stream to open or close. */
export function methodNotAllowed(): Reply {
  return jsonRpcError(405, TRANSPORT_ERROR, "Method not allowed: this server is stateless; send requests with POST", {
    allow: "POST",
  });
}

export function acceptsEventStream(request: HttpRequest): boolean {
  return (request.headers.accept ?? "").toLowerCase().includes("text/event-stream");
}
