// The discovery documents (RFC 9728 protected-resource metadata, RFC 8414 authorization-server metadata) and the
// onboarding page generated from them. They are authoritative over prose: the route table serves every endpoint
// they name (a test checks), and /auth.md is rendered from them, so the three cannot drift apart.
import { OAUTH_SCOPE_NAMES } from "../auth/permissions.js";
import type { Config } from "../config.js";
import { MCP_PATH } from "../links.js";
import { ENABLED_REGISTRATION_TYPES, POST_CLAIM_SCOPES, PRE_CLAIM_SCOPES } from "./agent-identity.js";
import { ASSERTION_REVOKED_EVENT } from "./security-events.js";
import { GRANT_TYPES } from "./token-endpoint.js";

export const DISCOVERY_PATHS = {
  protectedResource: "/.well-known/oauth-protected-resource",
  authorizationServer: "/.well-known/oauth-authorization-server",
  jwks: "/.well-known/jwks.json",
  onboarding: "/auth.md",
} as const;

/** Endpoints the metadata names, below the issuer. */
export const OAUTH_ENDPOINTS = {
  authorization_endpoint: "/oauth2/authorize",
  token_endpoint: "/oauth2/token",
  registration_endpoint: "/oauth2/register",
  revocation_endpoint: "/oauth2/revoke",
  device_authorization_endpoint: "/auth/cli/device/code",
} as const;

export const AGENT_AUTH_ENDPOINTS = {
  identity_endpoint: "/agent/identity",
  claim_endpoint: "/agent/identity/claim",
  events_endpoint: "/agent/event/notify",
} as const;

/** The protected resource at a path below the base (the API itself, or the MCP server). */
export function protectedResourceMetadata(config: Config, resourcePath: "" | typeof MCP_PATH = "") {
  return {
    resource: `${config.baseUrl}${resourcePath}`,
    resource_name: resourcePath ? "Agent email service (MCP server)" : "Agent email service API",
    resource_logo_uri: `${config.publicUrl}/logo.svg`,
    authorization_servers: [config.baseUrl],
    scopes_supported: [...OAUTH_SCOPE_NAMES],
    bearer_methods_supported: ["header"],
    resource_documentation: `${config.baseUrl}${DISCOVERY_PATHS.onboarding}`,
  };
}

const AUTH_METHODS = ["none", "client_secret_post", "client_secret_basic"];

function absolute<T extends Record<string, string>>(config: Config, paths: T): { [K in keyof T]: string } {
  return Object.fromEntries(Object.entries(paths).map(([name, path]) => [name, `${config.baseUrl}${path}`])) as {
    [K in keyof T]: string;
  };
}

export function authorizationServerMetadata(config: Config) {
  const at = (path: string) => `${config.baseUrl}${path}`;
  return {
    issuer: config.baseUrl,
    ...absolute(config, OAUTH_ENDPOINTS),
    jwks_uri: at(DISCOVERY_PATHS.jwks),
    scopes_supported: [...OAUTH_SCOPE_NAMES],
    grant_types_supported: [
      GRANT_TYPES.authorizationCode,
      GRANT_TYPES.refreshToken,
      GRANT_TYPES.deviceCode,
      GRANT_TYPES.jwtBearer,
      GRANT_TYPES.claim,
    ],
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: AUTH_METHODS,
    revocation_endpoint_auth_methods_supported: AUTH_METHODS,
    client_id_metadata_document_supported: true,
    authorization_response_iss_parameter_supported: true,
    agent_auth: {
      skill: at(DISCOVERY_PATHS.onboarding),
      ...absolute(config, AGENT_AUTH_ENDPOINTS),
      identity_types_supported: [...ENABLED_REGISTRATION_TYPES],
      identity_assertion: { assertion_types_supported: [] as string[] },
      events_supported: [ASSERTION_REVOKED_EVENT],
    },
  };
}

/** Onboarding instructions for an agent, in Markdown, from the metadata above. */
export function onboardingMarkdown(config: Config): string {
  const meta = authorizationServerMetadata(config);
  const resource = protectedResourceMetadata(config);
  const mcp = protectedResourceMetadata(config, MCP_PATH);
  const agent = meta.agent_auth;
  return [
    "# Getting an email inbox and a token (for agents)",
    "",
    `Service: ${resource.resource} · MCP server: ${mcp.resource} · Issuer: ${meta.issuer}`,
    "",
    "## 1. Register (no account needed)",
    "",
    "```http",
    `POST ${agent.identity_endpoint}`,
    "Content-Type: application/json",
    "",
    '{"type": "anonymous", "name": "<what you are>"}',
    "```",
    "",
    `Registration types: ${agent.identity_types_supported.map((t) => `\`${t}\``).join(", ")}. ` +
      "`anonymous` gives you a sandbox inbox (`inbox.email`) for 24 hours and an `identity_assertion`; " +
      "`service_auth` needs `login_hint` (your person's email) and gives you nothing usable until they claim you.",
    "Keep `claim_token`: it is shown once.",
    "",
    `Before a claim your token may only use your sandbox inbox, with the scopes ${PRE_CLAIM_SCOPES.map((s) => `\`${s}\``).join(", ")}, ` +
      "and sends are capped (10 messages and 10 different recipients per 24 hours, 5 recipients per message).",
    "",
    "## 2. Get an access token",
    "",
    "```http",
    `POST ${meta.token_endpoint}`,
    "Content-Type: application/x-www-form-urlencoded",
    "",
    `grant_type=${encodeURIComponent(GRANT_TYPES.jwtBearer)}&assertion=<identity_assertion>&resource=${encodeURIComponent(resource.resource)}`,
    "```",
    "",
    `Access tokens last one hour; exchange the assertion again for a new one. Use \`resource=${mcp.resource}\` for a token that only works on the MCP server.`,
    "Send it as `Authorization: Bearer <access_token>`.",
    "",
    "## 3. Ask your person to claim you",
    "",
    "```http",
    `POST ${agent.claim_endpoint}`,
    "Content-Type: application/json",
    "",
    '{"claim_token": "<claim_token>", "email": "<their email, optional>"}',
    "```",
    "",
    "Give them the `user_code` and the `verification_uri` (or `verification_uri_complete`). They sign in and enter the code; the code is valid 10 minutes.",
    "Meanwhile poll, at most every 5 seconds:",
    "",
    "```http",
    `POST ${meta.token_endpoint}`,
    "Content-Type: application/x-www-form-urlencoded",
    "",
    `grant_type=${encodeURIComponent(GRANT_TYPES.claim)}&claim_token=<claim_token>`,
    "```",
    "",
    "`authorization_pending` means keep waiting; `slow_down` means poll less often; `expired_token` means start a new attempt (or register again when the 24-hour window closed); `access_denied` means you were revoked.",
    `Once claimed you get a new access token and identity assertion with every scope (${POST_CLAIM_SCOPES.length}), for your person's organization. Tokens from before the claim stop working.`,
    "",
    "## Discovery",
    "",
    `- Authorization server metadata: ${config.baseUrl}${DISCOVERY_PATHS.authorizationServer}`,
    `- Protected resource metadata: ${config.baseUrl}${DISCOVERY_PATHS.protectedResource} (MCP: ${config.baseUrl}${DISCOVERY_PATHS.protectedResource}${MCP_PATH})`,
    `- Signing keys: ${meta.jwks_uri}`,
    `- Apps and MCP clients: authorization code with PKCE (S256) at ${meta.authorization_endpoint}, dynamic registration at ${meta.registration_endpoint}`,
    "",
    "Errors from these endpoints are `{error, error_description, message}`. Retry 429 after `Retry-After`.",
    "",
  ].join("\n");
}
