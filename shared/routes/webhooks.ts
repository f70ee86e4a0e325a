import { z } from "zod";
import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  listDeliveries,
  replayDelivery,
  testWebhook,
  toDelivery,
} from "../events/webhook-delivery.js";
import {
  createWebhook,
  deleteWebhook,
  getWebhookInScope,
  listWebhooks,
  toWebhook,
  updateWebhook,
} from "../events/webhooks.js";
import { created, deleted, ok, route } from "../http/route.js";
import { listQuery, q } from "../http/validation.js";
import { listBody, pageRequest } from "../pagination.js";

// Webhooks act in the narrowest of the credential scope and the path prefix; a webhook made there is bound to it.
const PREFIXES = ["pod", "inbox"] as const;
const ids = z.array(z.string());
const eventTypes = z.array(z.string()).nullable().optional();

export const webhookRoutes = [
  route({
    method: "GET",
    path: "/webhooks",
    auth: "credential",
    permission: "webhook_read",
    prefixes: PREFIXES,
    summary: "Webhooks in scope, newest first; a pod or inbox credential gets all of them (up to 500) at once",
    query: z.object(listQuery),
    handler: async ({ platform, principal, scope, query }) => {
      const { page, limit } = await listWebhooks(platform, principal, scope, pageRequest(query));
      return ok(listBody("webhooks", page, limit, toWebhook));
    },
  }),
  route({
    method: "POST",
    path: "/webhooks",
    auth: "credential",
    permission: "webhook_create",
    prefixes: PREFIXES,
    summary:
      "Create a webhook (201, with its whsec_ secret), or return the one with this client_id (200); " +
      "bound to the credential's or the path's pod or inbox",
    // `headers` is accepted and ignored (spec: Versioning).
    body: z.object({
      url: z.string(),
      event_types: eventTypes,
      inbox_ids: ids.nullable().optional(),
      pod_ids: ids.nullable().optional(),
      client_id: z.string().min(1).optional(),
    }),
    handler: async ({ platform, principal, scope, body, now }) => {
      const result = await createWebhook(
        platform,
        principal,
        scope,
        {
          url: body.url,
          eventTypes: body.event_types ?? undefined,
          inboxIds: body.inbox_ids ?? undefined,
          podIds: body.pod_ids ?? undefined,
          clientId: body.client_id,
        },
        now,
      );
      const view = toWebhook(result.webhook);
      return result.created ? created(view) : ok(view);
    },
  }),
  route({
    method: "GET",
    path: "/webhooks/{webhook_id}",
    auth: "credential",
    permission: "webhook_read",
    prefixes: PREFIXES,
    summary: "A webhook, including its secret",
    handler: async ({ platform, scope, params }) =>
      ok(toWebhook(await getWebhookInScope(platform, scope, params.webhook_id))),
  }),
  route({
    method: "PATCH",
    path: "/webhooks/{webhook_id}",
    auth: "credential",
    permission: "webhook_update",
    prefixes: PREFIXES,
    summary: "Change url, event_types (replaces), the inbox and pod filters (add/remove), enabled",
    body: z.object({
      url: z.string().optional(),
      event_types: eventTypes,
      add_inbox_ids: ids.optional(),
      remove_inbox_ids: ids.optional(),
      add_pod_ids: ids.optional(),
      remove_pod_ids: ids.optional(),
      enabled: z.boolean().optional(),
    }),
    handler: async ({ platform, principal, scope, params, body, now }) => {
      const webhook = await getWebhookInScope(platform, scope, params.webhook_id);
      const updated = await updateWebhook(
        platform,
        principal,
        webhook,
        {
          url: body.url,
          // null clears the list: every type the credential may read.
          eventTypes: body.event_types === null ? [] : body.event_types,
          addInboxIds: body.add_inbox_ids,
          removeInboxIds: body.remove_inbox_ids,
          addPodIds: body.add_pod_ids,
          removePodIds: body.remove_pod_ids,
          enabled: body.enabled,
        },
        now,
      );
      return ok(toWebhook(updated));
    },
  }),
  route({
    method: "DELETE",
    path: "/webhooks/{webhook_id}",
    auth: "credential",
    permission: "webhook_delete",
    prefixes: PREFIXES,
    summary: "Delete a webhook; its pending deliveries fail",
    handler: async ({ platform, scope, params, now }) => {
      await deleteWebhook(platform, await getWebhookInScope(platform, scope, params.webhook_id), now);
      return deleted();
    },
  }),
  route({
    method: "GET",
    path: "/webhooks/{webhook_id}/deliveries",
    auth: "credential",
    permission: "webhook_read",
    prefixes: PREFIXES,
    summary: "The delivery log of a webhook, newest first; status filters pending, delivered or failed",
    query: z.object({
      ...listQuery,
      status: q.oneOf(DELIVERY_STATUSES as [DeliveryStatus, ...DeliveryStatus[]]),
    }),
    handler: async ({ platform, scope, params, query }) => {
      const webhook = await getWebhookInScope(platform, scope, params.webhook_id);
      const page = pageRequest(query);
      const result = await listDeliveries(platform, webhook.webhookId, page, query.status);
      return ok(listBody("deliveries", result, page.limit, toDelivery));
    },
  }),
  route({
    method: "POST",
    path: "/webhooks/{webhook_id}/deliveries/{delivery_id}/replay",
    auth: "credential",
    permission: "webhook_update",
    prefixes: PREFIXES,
    summary: "Send a delivery's event again now, as a new delivery (201, after its first attempt)",
    handler: async ({ platform, scope, params, now }) => {
      const webhook = await getWebhookInScope(platform, scope, params.webhook_id);
      return created(toDelivery(await replayDelivery(platform, webhook, params.delivery_id, now)));
    },
  }),
  route({
    method: "POST",
    path: "/webhooks/{webhook_id}/test",
    auth: "credential",
    permission: "webhook_update",
    prefixes: PREFIXES,
    summary: "Send a webhook.test event to this webhook only, now; returns the delivery (201, after its first attempt)",
    handler: async ({ platform, scope, params, now }) => {
      const webhook = await getWebhookInScope(platform, scope, params.webhook_id);
      return created(toDelivery(await testWebhook(platform, webhook, now)));
    },
  }),
];
