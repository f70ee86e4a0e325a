// Where the MCP server is and how to reach it: its addresses, the description document (GET /mcp without an
// event-stream Accept, GET /.well-known/mcp.json) and the 401 challenge, whose scopes are those the tools need.
import { OAUTH_SCOPES, type Permission } from "../auth/permissions.js";
import type { Config } from "../config.js";
import { TOOLS } from "./tools.js";

/** What the server calls itself (spec: Versioning). */
export const SERVER_INFO = { name: "service", version: "0.1.0" } as const;

/** The MCP server's address, below the service's base URL ({mcp_url}). */
export const MCP_PATH = "/mcp";

/**
 * Two earlier addresses answer as the same server: `/v0/mcp`, where a client given the REST API's base looks, and
 * `/sse`, where clients of MCP's earlier HTTP+SSE transport were pointed (a client that tries Streamable HTTP first,
 * as the SDK's clients do, works there unchanged).
 */
export const LEGACY_MCP_PATHS = ["/v0/mcp", "/sse"] as const;

/** The protected-resource metadata of the MCP server (RFC 9728, path-suffixed form), named by its 401 challenge. */
export const MCP_METADATA_PATH = "/.well-known/oauth-protected-resource/mcp";

/** The OAuth scopes that grant the permissions the tools need (an agent token asks for these). */
export function mcpScopes(): string[] {
  const needed = new Set<Permission>(
    TOOLS.flatMap((t) => (typeof t.permission === "string" ? [t.permission] : t.permission)),
  );
  return Object.entries(OAUTH_SCOPES)
    .filter(([, grants]) => grants.some((p) => needed.has(p)))
    .map(([scope]) => scope);
}

export const MCP_CHALLENGE = { metadataPath: MCP_METADATA_PATH, scope: mcpScopes().join(" ") };

export function mcpUrl(config: Config): string {
  return `${config.baseUrl}${MCP_PATH}`;
}

/** The description document: what a person or a client needs to connect, served without a credential. */
export function descriptionDocument(config: Config) {
  return {
    name: SERVER_INFO.name,
    version: SERVER_INFO.version,
    transport: "streamable-http",
    url: mcpUrl(config),
    authentication: {
      type: "bearer",
      header: "Authorization: Bearer <API key (mm_live_…) or agent access token>",
      resource_metadata: `${config.baseUrl}${MCP_METADATA_PATH}`,
      scopes: mcpScopes(),
    },
    // The dashboard's page of this server's documentation (docs/mcp.md).
    docs: `${config.publicUrl}/docs/mcp`,
  };
}
