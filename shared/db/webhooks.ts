// Webhooks, per organization by webhook ID (creation order); creating and deleting one keeps its client_id
// reference in step.
import type { Scope } from "../auth/principal.js";
import type { ClientRefItem, Db, ReadOptions, WebhookItem } from "./service.js";
import { named, type TxOutcome, writeTransaction } from "./transactions.js";

/** Every webhook of an organization (fan-out matches events against them). */
export async function webhooksOfOrganization(db: Db, organizationId: string): Promise<WebhookItem[]> {
  const { data } = await db.entities.webhook.query.byOrganization({ organizationId }).go({ pages: "all" });
  return data;
}

/** Webhook by organization and ID. */
export async function readWebhook(
  db: Db,
  organizationId: string,
  webhookId: string,
  options: ReadOptions = {},
): Promise<WebhookItem | undefined> {
  const { data } = await db.entities.webhook.get({ organizationId, webhookId }).go({ consistent: options.consistent });
  return data ?? undefined;
}

/** The items of a webhook's create and delete transactions. */
export type WebhookWrite = "webhook" | "clientRef";

/** Create a webhook with its client_id reference (`clientRef` fails when another create with it won). */
export async function insertWebhook(
  db: Db,
  webhook: WebhookItem,
  clientRef: ClientRefItem | undefined,
): Promise<TxOutcome<WebhookWrite>> {
  return writeTransaction<WebhookWrite>(db, ({ webhook: webhooks, clientRef: refs }) => [
    named("webhook", webhooks.create(webhook).commit()),
    ...(clientRef ? [named("clientRef", refs.create(clientRef).commit())] : []),
  ]);
}

/**
 * Webhooks of an organization by ID, bound to the scope's inbox or pod when it has one: up to `count` from after
 * (ascending) or before (descending) the cursor.
 */
export async function queryWebhooks(
  db: Db,
  scope: Scope,
  request: { ascending: boolean; cursor?: { webhookId: string }; count: number },
): Promise<WebhookItem[]> {
  const base = db.entities.webhook.query.byOrganization({ organizationId: scope.organizationId });
  const { cursor } = request;
  const ranged = cursor ? (request.ascending ? base.gt(cursor) : base.lt(cursor)) : base;
  const { data } = await ranged
    .where((a, op) => {
      if (scope.inboxId) return op.eq(a.inboxId, scope.inboxId);
      if (scope.podId) return op.eq(a.podId, scope.podId);
      return "";
    })
    .go({ order: request.ascending ? "asc" : "desc", count: request.count });
  return data;
}

/** Change a webhook's URL, event types, inbox and pod filters and whether it is enabled. */
export async function updateWebhookSettings(db: Db, next: WebhookItem): Promise<void> {
  await db.entities.webhook
    .patch({ organizationId: next.organizationId, webhookId: next.webhookId })
    .set({
      url: next.url,
      eventTypes: next.eventTypes,
      inboxIds: next.inboxIds,
      podIds: next.podIds,
      enabled: next.enabled,
      updatedAt: next.updatedAt,
    })
    .go({ response: "none" });
}

/** Delete a webhook with its client_id reference. */
export async function deleteWebhookRecord(db: Db, webhook: WebhookItem): Promise<TxOutcome<WebhookWrite>> {
  return writeTransaction<WebhookWrite>(db, ({ webhook: webhooks, clientRef }) => [
    named(
      "webhook",
      webhooks.delete({ organizationId: webhook.organizationId, webhookId: webhook.webhookId }).commit(),
    ),
    ...(webhook.clientId
      ? [
          named(
            "clientRef",
            clientRef
              .delete({ organizationId: webhook.organizationId, collection: "webhooks", clientId: webhook.clientId })
              .commit(),
          ),
        ]
      : []),
  ]);
}
