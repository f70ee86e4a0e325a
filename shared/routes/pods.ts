import { z } from "zod";
import { createPod, deletePod, listPods, renamePod, toPod } from "../domain/pods.js";
import { created, deleted, ok, route } from "../http/route.js";
import { listQuery } from "../http/validation.js";
import { listBody, pageRequest } from "../pagination.js";

const name = z.string().trim().min(1);

export const podRoutes = [
  route({
    method: "GET",
    path: "/pods",
    auth: "credential",
    permission: "pod_read",
    summary: "List pods (a pod or inbox credential sees only its pod)",
    query: z.object(listQuery),
    handler: async ({ platform, scope, query }) => {
      const page = pageRequest(query);
      return ok(listBody("pods", await listPods(platform, scope, page), page.limit, toPod));
    },
  }),
  route({
    method: "POST",
    path: "/pods",
    auth: "credential",
    permission: "pod_create",
    scopes: ["organization"],
    scopeMessage: "Only organization-scoped credentials may create pods",
    summary: "Create a pod",
    body: z.object({ name: name.optional(), client_id: z.string().min(1).optional() }),
    handler: async ({ platform, principal, body, now }) => {
      const result = await createPod(
        platform,
        principal.organizationId,
        { name: body.name ?? "Untitled pod", clientId: body.client_id },
        now,
      );
      return result.created ? created(toPod(result.pod)) : ok(toPod(result.pod));
    },
  }),
  route({
    method: "GET",
    path: "/pods/{pod_id}",
    auth: "credential",
    permission: "pod_read",
    summary: "Get a pod",
    handler: async ({ pod }) => ok(toPod(pod)),
  }),
  route({
    method: "PATCH",
    path: "/pods/{pod_id}",
    auth: "credential",
    permission: "pod_update",
    scopes: ["organization", "pod"],
    scopeMessage: "Inbox-scoped credentials cannot modify pods",
    summary: "Rename a pod",
    body: z.object({ name: name.optional() }),
    handler: async ({ platform, pod, body, now }) => {
      if (body.name === undefined) return ok(toPod(pod));
      return ok(toPod(await renamePod(platform, pod, body.name, now)));
    },
  }),
  route({
    method: "DELETE",
    path: "/pods/{pod_id}",
    auth: "credential",
    permission: "pod_delete",
    scopes: ["organization", "pod"],
    scopeMessage: "Inbox-scoped credentials cannot modify pods",
    summary: "Delete a pod (409 for the default pod or one that still has inboxes)",
    handler: async ({ platform, pod }) => {
      await deletePod(platform, pod);
      return deleted();
    },
  }),
];
