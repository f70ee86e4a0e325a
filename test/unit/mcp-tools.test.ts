// Every MCP tool does the work of a REST route (`mirrors`): that route exists, and the tool asks for the same
// permission and credential scopes, so the two surfaces cannot drift apart. Every input field is described for a
// language model, and the challenge's scopes grant what the tools need.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { OAUTH_SCOPES } from "../../shared/auth/permissions.js";
import { mcpScopes } from "../../shared/mcp/description.js";
import { TOOLS } from "../../shared/mcp/tools.js";
import { COMPILED_ROUTES } from "../../shared/routes/index.js";

const routeOf = (label: string) => COMPILED_ROUTES.find((r) => `${r.method} ${r.template}` === label);

describe("MCP tools", () => {
  it.each(TOOLS.map((t) => [t.name, t] as const))("%s mirrors a route with its permission and scopes", (_, t) => {
    const route = routeOf(t.mirrors);
    expect(route, t.mirrors).toBeDefined();
    expect(t.permission).toEqual(route?.def.permission);
    expect(t.scopes).toEqual(route?.def.scopes);
    if (t.scopes) expect(t.scopeMessage).toBe(route?.def.scopeMessage);
  });

  it.each(TOOLS.map((t) => [t.name, t] as const))("%s describes itself and every parameter", (_, t) => {
    expect(t.description.length).toBeGreaterThan(40);
    const schema = z.toJSONSchema(t.input, { io: "input" }) as { properties: Record<string, { description?: string }> };
    expect(Object.keys(schema.properties)).toEqual(Object.keys(t.input.shape));
    for (const [name, field] of Object.entries(schema.properties)) {
      expect(field.description, `${t.name}.${name}`).toBeTruthy();
    }
    expect(t.hints.readOnlyHint).toBe(t.mirrors.startsWith("GET "));
  });

  it("asks, in the 401 challenge, for the OAuth scopes that grant every tool's permission", () => {
    const granted = new Set(mcpScopes().flatMap((s) => OAUTH_SCOPES[s] ?? []));
    for (const t of TOOLS) {
      const needed = typeof t.permission === "string" ? [t.permission] : t.permission;
      expect(
        needed.some((p) => granted.has(p)),
        t.name,
      ).toBe(true);
    }
  });
});
