// The discovery documents are authoritative: every endpoint they name is served by a route of the one route table,
// with the method OAuth uses for it, and /auth.md names the same endpoints.
import { describe, expect, it } from "vitest";
import type { Config } from "../../shared/config.js";
import {
  AGENT_AUTH_ENDPOINTS,
  authorizationServerMetadata,
  DISCOVERY_PATHS,
  OAUTH_ENDPOINTS,
  onboardingMarkdown,
  protectedResourceMetadata,
} from "../../shared/domain/discovery.js";
import { TOKEN_GRANTS } from "../../shared/routes/agent-auth.js";
import { COMPILED_ROUTES } from "../../shared/routes/index.js";

const config = { baseUrl: "https://mail.example", publicUrl: "https://app.mail.example" } as Config;

/** The method each endpoint is called with (RFC 6749, 7009, 7591, 8414, 8628, 9728). */
const METHODS: Record<string, "GET" | "POST"> = {
  authorization_endpoint: "GET",
  token_endpoint: "POST",
  registration_endpoint: "POST",
  revocation_endpoint: "POST",
  device_authorization_endpoint: "POST",
  identity_endpoint: "POST",
  claim_endpoint: "POST",
  events_endpoint: "POST",
  jwks_uri: "GET",
  skill: "GET",
  resource_documentation: "GET",
};

function served(method: string, url: string): boolean {
  const path = new URL(url).pathname;
  return COMPILED_ROUTES.some((r) => r.method === method && r.template === path);
}

describe("discovery documents", () => {
  const meta = authorizationServerMetadata(config);
  const endpoints: Array<[string, string]> = [
    ...Object.keys(OAUTH_ENDPOINTS).map((name): [string, string] => [name, meta[name as keyof typeof OAUTH_ENDPOINTS]]),
    ...Object.keys(AGENT_AUTH_ENDPOINTS).map((name): [string, string] => [
      name,
      meta.agent_auth[name as keyof typeof AGENT_AUTH_ENDPOINTS],
    ]),
    ["jwks_uri", meta.jwks_uri],
    ["skill", meta.agent_auth.skill],
    ["resource_documentation", protectedResourceMetadata(config).resource_documentation],
  ];

  it.each(endpoints)("%s (%s) is a route of the table", (name, url) => {
    expect(url.startsWith(config.baseUrl)).toBe(true);
    expect(served(METHODS[name], url), `${METHODS[name]} ${url}`).toBe(true);
  });

  it("serves the documents themselves, the MCP server's metadata included", () => {
    for (const path of Object.values(DISCOVERY_PATHS))
      expect(served("GET", `${config.baseUrl}${path}`), path).toBe(true);
    expect(COMPILED_ROUTES.some((r) => r.template === `${DISCOVERY_PATHS.protectedResource}/{resource_path}`)).toBe(
      true,
    );
    expect(protectedResourceMetadata(config, "/mcp").resource).toBe(`${config.baseUrl}/mcp`);
  });

  it("lists every grant type the token endpoint serves, and names the issuer everywhere", () => {
    expect(Object.keys(TOKEN_GRANTS).sort()).toEqual([...meta.grant_types_supported].sort());
    expect(meta.issuer).toBe(config.baseUrl);
    expect(protectedResourceMetadata(config).authorization_servers).toEqual([meta.issuer]);
    const markdown = onboardingMarkdown(config);
    for (const [, url] of endpoints.filter(([name]) =>
      ["token_endpoint", "identity_endpoint", "claim_endpoint"].includes(name),
    )) {
      expect(markdown).toContain(url);
    }
  });
});
