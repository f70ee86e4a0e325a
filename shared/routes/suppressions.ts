import { z } from "zod";
import {
  addSuppression,
  getSuppression,
  listSuppressions,
  removeSuppression,
  toSuppression,
} from "../domain/suppressions.js";
import { created, deleted, ok, route } from "../http/route.js";
import { listQuery } from "../http/validation.js";
import { listBody, pageRequest } from "../pagination.js";

// Suppressions belong to the whole organization: pod and inbox credentials see and add to the same list.
export const suppressionRoutes = [
  route({
    method: "GET",
    path: "/suppressions",
    auth: "credential",
    permission: "list_entry_read",
    summary: "List the organization's suppressed addresses, newest first",
    query: z.object(listQuery),
    handler: async ({ platform, scope, query }) => {
      const page = pageRequest(query);
      return ok(
        listBody(
          "suppressions",
          await listSuppressions(platform, scope.organizationId, page),
          page.limit,
          toSuppression,
        ),
      );
    },
  }),
  route({
    method: "POST",
    path: "/suppressions",
    auth: "credential",
    permission: "list_entry_create",
    summary: "Suppress an address (reason manual); a complaint suppression already there is returned unchanged (200)",
    body: z.object({
      email: z.string().trim().min(1),
      detail: z.string().nullable().optional(),
      /** Deprecated name of `detail`, ignored when `detail` is set. */
      reason: z.string().nullable().optional(),
    }),
    handler: async ({ platform, scope, body, now }) => {
      const result = await addSuppression(
        platform,
        scope.organizationId,
        { email: body.email, detail: body.detail ?? body.reason ?? undefined },
        now,
      );
      const json = toSuppression(result.suppression);
      return result.created ? created(json) : ok(json);
    },
  }),
  route({
    method: "GET",
    path: "/suppressions/{email}",
    auth: "credential",
    permission: "list_entry_read",
    summary: "Get a suppression (URL-encoded address)",
    handler: async ({ platform, scope, params }) =>
      ok(toSuppression(await getSuppression(platform, scope.organizationId, params.email))),
  }),
  route({
    method: "DELETE",
    path: "/suppressions/{email}",
    auth: "credential",
    permission: "list_entry_delete",
    scopes: ["organization"],
    scopeMessage: "Only organization-scoped credentials may remove suppressions",
    summary: "Remove a bounce or manual suppression (complaints only through the operator's support)",
    handler: async ({ platform, scope, params }) => {
      await removeSuppression(platform, scope.organizationId, params.email);
      return deleted();
    },
  }),
];
