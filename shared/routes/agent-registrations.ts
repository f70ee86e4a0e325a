// The organization's agent registrations: list, read, revoke (organization-scoped credentials, never a sandbox token).
import { z } from "zod";
import { getRegistration, listRegistrations, revokeRegistration, toRegistration } from "../domain/agent-identity.js";
import { ok, route } from "../http/route.js";
import { listQuery, q } from "../http/validation.js";
import { listBody, pageRequest } from "../pagination.js";

const ORGANIZATION_ONLY = {
  scopes: ["organization"] as const,
  scopeMessage: "Only organization-scoped credentials can manage agent registrations",
};

export const agentRegistrationRoutes = [
  route({
    method: "GET",
    path: "/agent-registrations",
    auth: "credential",
    permission: "api_key_read",
    ...ORGANIZATION_ONLY,
    query: z.object({
      ...listQuery,
      status: q.oneOf(["pending_claim", "claimed", "revoked"], "status must be pending_claim, claimed or revoked"),
    }),
    summary: "Agent registrations claimed into this organization, newest first",
    handler: async ({ platform, scope, query }) => {
      const page = pageRequest(query);
      const found = await listRegistrations(platform, scope.organizationId, query.status, page);
      return ok(listBody("agent_registrations", found, page.limit, toRegistration));
    },
  }),
  route({
    method: "GET",
    path: "/agent-registrations/{agent_id}",
    auth: "credential",
    permission: "api_key_read",
    ...ORGANIZATION_ONLY,
    summary: "One agent registration",
    handler: async ({ platform, scope, params }) =>
      ok(toRegistration(await getRegistration(platform, scope.organizationId, params.agent_id))),
  }),
  route({
    method: "DELETE",
    path: "/agent-registrations/{agent_id}",
    auth: "credential",
    permission: "api_key_delete",
    ...ORGANIZATION_ONLY,
    summary: "Revoke an agent registration: its tokens stop working (repeating is not an error)",
    handler: async ({ platform, scope, params, now }) =>
      ok(toRegistration(await revokeRegistration(platform, scope.organizationId, params.agent_id, now))),
  }),
];
