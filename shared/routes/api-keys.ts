import { z } from "zod";
import { createApiKey, getApiKey, listApiKeys, revokeApiKey, toApiKey, updateApiKey } from "../domain/api-keys.js";
import { created, deleted, ok, route } from "../http/route.js";
import { isoString, listQuery } from "../http/validation.js";
import { listBody, pageRequest } from "../pagination.js";

const permissions = z.union([z.record(z.string(), z.boolean()), z.array(z.string())], {
  error: "permissions must be an object of booleans or a list of names",
});
const name = z.string().trim().min(1);

export const apiKeyRoutes = [
  route({
    method: "POST",
    path: "/api-keys",
    auth: "credential",
    permission: "api_key_create",
    prefixes: ["pod", "inbox"],
    scopes: ["organization"],
    scopeMessage: "Only organization-scoped credentials may create API keys",
    summary: "Create an API key; the path sets its scope; the full key is returned once",
    body: z.object({
      name: name.optional(),
      permissions: permissions.nullable().optional(),
      expires_at: isoString("expires_at must be an ISO timestamp").nullable().optional(),
      client_id: z.string().optional(),
    }),
    handler: async ({ platform, principal, scope, body, now }) =>
      created(
        await createApiKey(
          platform,
          principal,
          scope,
          {
            name: body.name,
            permissions: body.permissions,
            expiresAt: body.expires_at ? new Date(body.expires_at).toISOString() : undefined,
            clientId: body.client_id,
          },
          now,
        ),
      ),
  }),
  route({
    method: "GET",
    path: "/api-keys",
    auth: "credential",
    permission: "api_key_read",
    prefixes: ["pod", "inbox"],
    summary: "List the non-revoked API keys in scope",
    query: z.object(listQuery),
    handler: async ({ platform, scope, query }) => {
      // The API key list has no cap on limit (Limits table).
      const page = pageRequest(query, { cap: Number.MAX_SAFE_INTEGER });
      return ok(listBody("api_keys", await listApiKeys(platform, scope, page), page.limit, toApiKey));
    },
  }),
  route({
    method: "GET",
    path: "/api-keys/{api_key_id}",
    auth: "credential",
    permission: "api_key_read",
    prefixes: ["pod", "inbox"],
    summary: "Get an API key (never the key itself)",
    handler: async ({ platform, scope, params }) => ok(toApiKey(await getApiKey(platform, scope, params.api_key_id))),
  }),
  route({
    method: "PATCH",
    path: "/api-keys/{api_key_id}",
    auth: "credential",
    permission: "api_key_update",
    prefixes: ["pod", "inbox"],
    summary: "Rename an API key or change its permissions (never beyond the caller's own)",
    body: z.object({ name: name.optional(), permissions: permissions.nullable().optional() }),
    handler: async ({ platform, principal, scope, params, body, now }) => {
      const key = await getApiKey(platform, scope, params.api_key_id, { live: true });
      return ok(toApiKey(await updateApiKey(platform, principal, key, body, now)));
    },
  }),
  route({
    method: "DELETE",
    path: "/api-keys/{api_key_id}",
    auth: "credential",
    permission: "api_key_delete",
    prefixes: ["pod", "inbox"],
    summary: "Revoke an API key at once",
    handler: async ({ platform, scope, params, now }) => {
      await revokeApiKey(platform, await getApiKey(platform, scope, params.api_key_id, { live: true }), now);
      return deleted();
    },
  }),
];
