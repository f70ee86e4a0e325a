import { z } from "zod";
import {
  availability,
  createInbox,
  deleteInbox,
  listInboxes,
  searchInboxes,
  toInbox,
  updateInbox,
} from "../domain/inboxes.js";
import { validation } from "../errors.js";
import { created, deleted, ok, route } from "../http/route.js";
import { listQuery, q } from "../http/validation.js";
import { listBody, pageRequest } from "../pagination.js";

const metadataValue = z.union([z.string().max(256), z.number(), z.boolean()], {
  error: "metadata values must be strings, numbers or booleans",
});
const metadataKeys = (m: Record<string, unknown>) =>
  Object.keys(m).length <= 256 && Object.keys(m).every((k) => k.length <= 256);
const ttlSeconds = z
  .number({ error: "ttl_seconds must be a positive number" })
  .int({ error: "ttl_seconds must be a positive number" })
  .positive({ error: "ttl_seconds must be a positive number" });
const status = z.enum(["active", "paused"], { error: "status must be active or paused" });

export const inboxRoutes = [
  route({
    method: "GET",
    path: "/inboxes",
    auth: "credential",
    permission: "inbox_read",
    prefixes: ["pod"],
    summary: "List inboxes, newest first",
    query: z.object({ ...listQuery, ephemeral: q.bool() }),
    handler: async ({ platform, scope, query, now }) => {
      const page = pageRequest(query);
      const result = await listInboxes(platform, scope, page, { ephemeral: query.ephemeral, now });
      return ok(listBody("inboxes", result, page.limit, toInbox));
    },
  }),
  route({
    method: "POST",
    path: "/inboxes",
    auth: "credential",
    permission: "inbox_create",
    prefixes: ["pod"],
    scopes: ["organization", "pod"],
    scopeMessage: "Inbox-scoped credentials cannot create inboxes",
    summary: "Create an inbox (201), or return the one with this client_id (200)",
    body: z.object({
      username: z.string({ error: "username must be a string" }).optional(),
      domain: z.string().optional(),
      display_name: z.string().optional(),
      client_id: z.string().min(1).optional(),
      status: status.optional(),
      metadata: z
        .record(z.string(), metadataValue)
        .refine(metadataKeys, { error: "metadata may hold at most 256 keys of at most 256 characters" })
        .optional(),
      pod_id: z.string().optional(),
      ephemeral: z.boolean().optional(),
      ttl_seconds: ttlSeconds.nullable().optional(),
    }),
    handler: async ({ platform, principal, scope, body, now }) => {
      const result = await createInbox(
        platform,
        scope,
        {
          username: body.username,
          domain: body.domain,
          displayName: body.display_name,
          clientId: body.client_id,
          status: body.status,
          metadata: body.metadata,
          podId: body.pod_id,
          ephemeral: body.ephemeral,
          ttlSeconds: body.ttl_seconds,
        },
        principal.kind === "session" ? "dashboard" : "api",
        now,
      );
      return result.created ? created(toInbox(result.inbox)) : ok(toInbox(result.inbox));
    },
  }),
  route({
    method: "GET",
    path: "/inboxes/availability",
    auth: "credential",
    permission: "inbox_read",
    prefixes: ["pod"],
    summary: "Whether an address can be created (never 4xx for a bad name)",
    query: z.object({ username: q.string(), domain: q.string() }),
    handler: async ({ platform, scope, query }) =>
      ok(await availability(platform, scope.organizationId, query.username, query.domain)),
  }),
  route({
    method: "GET",
    path: "/inboxes/search",
    auth: "credential",
    permission: "inbox_read",
    prefixes: ["pod"],
    summary: "Search inboxes by address or display name (newest 500 in scope)",
    query: z.object({ ...listQuery, q: q.string() }),
    handler: async ({ platform, scope, query, now }) => {
      if (!query.q || query.q.trim() === "") throw validation("q is required", "q");
      const page = pageRequest(query);
      const result = await searchInboxes(platform, scope, query.q.trim(), page, query.page_token, now);
      return ok({ ...listBody("inboxes", result, page.limit, toInbox), truncated: result.truncated });
    },
  }),
  route({
    method: "GET",
    path: "/inboxes/{inbox_id}",
    auth: "credential",
    permission: "inbox_read",
    prefixes: ["pod"],
    summary: "Get an inbox",
    handler: async ({ inbox }) => ok(toInbox(inbox)),
  }),
  route({
    method: "PATCH",
    path: "/inboxes/{inbox_id}",
    auth: "credential",
    permission: "inbox_update",
    prefixes: ["pod"],
    summary: "Update display_name, metadata (merged), status or ttl_seconds",
    body: z.object({
      display_name: z.string().nullable().optional(),
      metadata: z
        .record(z.string(), metadataValue.nullable())
        .refine(metadataKeys, { error: "metadata may hold at most 256 keys of at most 256 characters" })
        .nullable()
        .optional(),
      status: status.optional(),
      ttl_seconds: ttlSeconds.nullable().optional(),
    }),
    handler: async ({ platform, inbox, body, now }) => {
      if (Object.values(body).every((v) => v === undefined)) {
        throw validation("Provide at least one of display_name, metadata, status or ttl_seconds");
      }
      const updated = await updateInbox(
        platform,
        inbox,
        { displayName: body.display_name, metadata: body.metadata, status: body.status, ttlSeconds: body.ttl_seconds },
        now,
      );
      return ok(toInbox(updated));
    },
  }),
  route({
    method: "DELETE",
    path: "/inboxes/{inbox_id}",
    auth: "credential",
    permission: "inbox_delete",
    prefixes: ["pod"],
    scopes: ["organization", "pod"],
    scopeMessage: "Inbox-scoped credentials cannot delete inboxes",
    summary: "Delete an inbox",
    handler: async ({ platform, inbox }) => {
      await deleteInbox(platform, inbox);
      return deleted();
    },
  }),
];
