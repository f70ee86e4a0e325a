import { z } from "zod";
import { getOrganization, renameOrganization, toOrganization } from "../domain/organizations.js";
import { ok, type RouteContext, route } from "../http/route.js";

const read = async ({ platform, scope }: RouteContext<unknown, unknown>) =>
  ok(await toOrganization(platform, await getOrganization(platform, scope.organizationId), scope));

export const organizationRoutes = [
  route({
    method: "GET",
    path: "/organizations",
    auth: "credential",
    permission: null,
    summary: "The caller's organization (counts reflect the credential's view)",
    handler: read,
  }),
  route({
    method: "GET",
    path: "/organization",
    auth: "credential",
    permission: null,
    summary: "Alias of GET /v0/organizations",
    handler: read,
  }),
  route({
    method: "PATCH",
    path: "/organizations",
    auth: "credential",
    permission: null,
    scopes: ["organization"],
    scopeMessage: "Only organization-scoped credentials may update the organization",
    summary: "Rename the organization",
    body: z.object({ name: z.string().trim().min(1).optional() }),
    handler: async ({ platform, scope, body, now }) => {
      const org = body.name
        ? await renameOrganization(platform, scope.organizationId, body.name, now)
        : await getOrganization(platform, scope.organizationId);
      return ok(await toOrganization(platform, org, scope));
    },
  }),
];
