// The remote MCP server's routes: POST at its address and the two legacy ones (the SDK's Streamable HTTP serving,
// shared/mcp/transport.ts), GET and DELETE there (the description document, or 405: there is no session), and the
// description document at /.well-known/mcp.json. Bearer credentials only; the tools check their own permissions.
// On AWS they are served by the MCP function (functions/mcp) with response streaming, since wait_for_message may
// take 60 s and the API function's integration ends at 29 s.
import { ok, type RouteDef, route } from "../http/route.js";
import {
  descriptionDocument,
  LEGACY_MCP_PATHS,
  MCP_CHALLENGE,
  MCP_DOCS_PATH,
  MCP_PATH,
  toolReference,
} from "../mcp/description.js";
import { acceptsEventStream, methodNotAllowed } from "../mcp/http.js";

const ADDRESSES = [MCP_PATH, ...LEGACY_MCP_PATHS] as const;

/** The same server at each of its addresses. */
function serverRoutes(path: string): RouteDef[] {
  const common = {
    path,
    absolute: true,
    auth: "mcp",
    permission: null,
    stream: true,
    challenge: MCP_CHALLENGE,
  } as const;
  return [
    route({
      ...common,
      method: "POST",
      rawBody: true,
      summary:
        "MCP Streamable HTTP (stateless): one JSON-RPC message; JSON, or SSE when accepted; 202 for notifications",
      // The SDK is its own chunk, loaded on the first POST (the API function shares this table and never loads it).
      handler: async ({ platform, principal, scope, now, request }) =>
        (await import("../mcp/transport.js")).serveMcp({ platform, principal, scope, now }, request),
    }),
    route({
      ...common,
      method: "GET",
      // The description document needs no credential; a stream request (event-stream Accept) does, and gets 405.
      publicWhen: (request) => !acceptsEventStream(request),
      summary: "The MCP server's description document; with Accept: text/event-stream, 405 (no standalone stream)",
      handler: async ({ platform, request }) =>
        acceptsEventStream(request) ? methodNotAllowed() : ok(descriptionDocument(platform.config)),
    }),
    route({
      ...common,
      method: "DELETE",
      summary: "405: the MCP server keeps no session to end",
      handler: async () => methodNotAllowed(),
    }),
  ];
}

export const mcpRoutes: RouteDef[] = [
  ...ADDRESSES.flatMap(serverRoutes),
  route({
    method: "GET",
    path: "/.well-known/mcp.json",
    absolute: true,
    auth: "none",
    permission: null,
    summary: `The MCP server's description document (name, version, transport, url, authentication, docs)`,
    handler: async ({ platform }) => ok(descriptionDocument(platform.config)),
  }),
  route({
    method: "GET",
    path: MCP_DOCS_PATH,
    absolute: true,
    auth: "none",
    permission: null,
    summary: "The MCP server's reference (the description document's docs): every tool, generated from the tool table",
    handler: async ({ platform }) => ({
      status: 200,
      raw: toolReference(platform.config),
      headers: { "content-type": "text/markdown; charset=utf-8" },
    }),
  }),
];
