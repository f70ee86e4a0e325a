// An OpenAPI 3.1 document derived from the route table: paths, permissions and the zod schemas.
import { z } from "zod";
import type { Auth } from "./route.js";
import type { CompiledRoute } from "./router.js";

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return rest;
}

function queryParameters(schema: z.ZodType | undefined) {
  const properties = (jsonSchema(schema)?.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, s]) => ({ name, in: "query", required: false, schema: s }));
}

const SECURITY: Record<Auth, unknown[]> = {
  none: [],
  session: [{ session: [] }],
  credential: [{ bearer: [] }, { session: [] }],
  mcp: [{ bearer: [] }],
};

export function buildOpenApi(routes: readonly CompiledRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { def, template, method } of routes) {
    const pathParams = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const body = def.rawBody ? undefined : jsonSchema(def.body);
    paths[template] ??= {};
    paths[template][method.toLowerCase()] = {
      summary: def.summary,
      security: SECURITY[def.auth],
      "x-permission": def.permission,
      ...(def.scopes ? { "x-scopes": def.scopes } : {}),
      parameters: [...pathParams, ...queryParameters(def.query)],
      ...(body ? { requestBody: { content: { "application/json": { schema: body } } } } : {}),
      responses: { default: { description: "See the spec; errors use {error: {type, message, param?}}" } },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Agent mail service", version: "0.1.0" },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "API key mm_live_… or agent access token" },
        session: { type: "apiKey", in: "cookie", name: "mm_session" },
      },
    },
    paths,
  };
}
