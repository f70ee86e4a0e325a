// The dashboard's admin pages (HTML): webhooks and their deliveries, the event log, API keys and custom domains.
// Each page calls the same domain functions as its /v0 route, with the signed-in person's principal and the same
// permission and scope rule, so a page can neither show nor do more than the API would. Form posts pass the Origin
// check (formFields) and answer 303, except the new API key, which is shown once on the POST's own answer.
import { z } from "zod";
import type { Permission } from "../auth/permissions.js";
import type { Principal, Scope, ScopeType } from "../auth/principal.js";
import {
  apiKeysPage,
  confirmPage,
  createdKeyPage,
  domainPage,
  domainsPage,
  eventsPage,
  href,
  type NoticeKey,
  noticeOf,
  type PageLinks,
  problemPage,
  webhookPage,
  webhooksPage,
} from "../dashboard/admin-pages.js";
import { formFields, type PageSession, requirePageSession, type Section, seeOther } from "../dashboard/layout.js";
import { asPage } from "../dashboard/pages.js";
import { createApiKey, getApiKey, listApiKeys, revokeApiKey, toApiKey } from "../domain/api-keys.js";
import { domainConnectSetup } from "../domain/domain-connect.js";
import { checkDomain, createDomain, deleteDomain, getDomainInScope, listDomains, toDomain } from "../domain/domains.js";
import { listInboxes } from "../domain/inboxes.js";
import { listPods } from "../domain/pods.js";
import { getInboxInScope, getPodInScope } from "../domain/scope-loaders.js";
import { ApiError, validation } from "../errors.js";
import { listEvents } from "../events/log.js";
import { canReadEvent, toEventRecord } from "../events/record.js";
import { checkEventTypes, LOGGED_EVENT_TYPES } from "../events/types.js";
import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  listDeliveries,
  replayDelivery,
  testWebhook,
  toDelivery,
} from "../events/webhook-delivery.js";
import { createWebhook, deleteWebhook, getWebhookInScope, listWebhooks, toWebhook } from "../events/webhooks.js";
import type { HttpRequest, Reply } from "../http/request.js";
import { NO_STORE, type RouteContext, type RouteDef, route } from "../http/route.js";
import { checkAccess } from "../http/router.js";
import { listQuery, parseWith, q } from "../http/validation.js";
import { encodeToken, MAX_LIMIT, type Page, pageRequest } from "../pagination.js";
import type { Platform } from "../ports/platform.js";
import { filtered, readableTypes } from "./events.js";

type Ctx = RouteContext<Record<string, never>, Record<string, never>>;

interface PageRule {
  section: Section;
  /** The /v0 route's permission and credential scopes (checkAccess). */
  permission: Permission;
  scopes?: readonly ScopeType[];
  scopeMessage?: string;
  /** Where the error page's Back link (and a signed-out post's sign-in) goes. */
  back: string | ((params: Record<string, string>) => string);
}

/**
 * A dashboard page: signed out → the sign-in page coming back here; then the API route's access rule; envelope
 * errors (the spec's messages) become a page in the dashboard's frame with their status.
 */
function page(
  method: "GET" | "POST",
  path: string,
  summary: string,
  rule: PageRule,
  work: (session: PageSession, ctx: Ctx) => Promise<Reply>,
): RouteDef<Record<string, never>, Record<string, never>> {
  return route({
    method,
    path,
    absolute: true,
    auth: "none",
    permission: null,
    // Form posts are read by formFields, never as JSON.
    rawBody: method === "POST",
    summary,
    handler: (ctx) =>
      asPage(async () => {
        // A signed-out form post comes back to the page the form was on, not to the post's own path.
        const back = (): string => (typeof rule.back === "string" ? rule.back : rule.back(ctx.params));
        const request = method === "POST" ? { ...ctx.request, path: back(), query: {} } : ctx.request;
        const found = await requirePageSession(ctx.platform, request);
        if ("redirect" in found) return found.redirect;
        const { session } = found;
        try {
          checkAccess(session.principal, rule);
          return await work(session, ctx);
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500) throw error;
          // Back to the section's list when the thing itself is not there (its own page would be 404 again).
          const to = error.status === 404 ? `/${rule.section}` : back();
          return problemPage(session, rule.section, error.status, error.message, to);
        }
      }),
  });
}

/** The organization the person acts in (a session has no narrower scope). */
const scopeOf = (principal: Principal): Scope => ({ organizationId: principal.organizationId });

const notice = (request: HttpRequest) => noticeOf(request.query.done?.[0]);
const done = (path: string, key: NoticeKey) => seeOther(href(path, { done: key }));

/** The list's paging links: the next page keeps the filters; "Newest" once past the first page. */
function links(path: string, filters: Record<string, string | undefined>, page: Page<unknown>, query: PageQuery) {
  const keep = { ...filters, limit: query.limit !== undefined ? String(query.limit) : undefined };
  const out: PageLinks = {};
  if (query.page_token) out.first = href(path, keep);
  if (page.next) out.next = href(path, { ...keep, page_token: encodeToken(page.next) });
  return out;
}

const PAGE_QUERY = z.object({ limit: listQuery.limit, page_token: listQuery.page_token });
type PageQuery = z.infer<typeof PAGE_QUERY>;

/** Pods and inboxes to choose from in the forms (the newest 500 of each, as the API pages them). */
async function podChoices(platform: Platform, scope: Scope) {
  const pods = await listPods(platform, scope, { limit: MAX_LIMIT, ascending: false });
  return pods.items.map((p) => ({ pod_id: p.podId, name: p.name }));
}

async function inboxChoices(platform: Platform, scope: Scope, now: Date) {
  const inboxes = await listInboxes(platform, scope, { limit: MAX_LIMIT, ascending: false }, { now });
  return inboxes.items.map((i) => ({ inbox_id: i.inboxId, display_name: i.displayName }));
}

/** Checked boxes named `<prefix>.<value>`: their values, in form order. */
function checked(fields: Record<string, string>, prefix: string): string[] {
  return Object.keys(fields)
    .filter((name) => name.startsWith(`${prefix}.`))
    .map((name) => name.slice(prefix.length + 1));
}

/** A text field of IDs separated by commas or white space. */
const idList = (value: string | undefined) => (value ?? "").split(/[\s,]+/).filter(Boolean);

// ---- webhooks ----

const webhookBack = (params: Record<string, string>) =>
  params.webhook_id ? `/webhooks/${encodeURIComponent(params.webhook_id)}` : "/webhooks";
const WEBHOOK_READ: PageRule = { section: "webhooks", permission: "webhook_read", back: "/webhooks" };
const DELIVERY_QUERY = PAGE_QUERY.extend({
  status: q.oneOf(DELIVERY_STATUSES as [DeliveryStatus, ...DeliveryStatus[]]),
});

const webhookPages = [
  page("GET", "/webhooks", "Webhooks (HTML): the list and the create form", WEBHOOK_READ, async (session, ctx) => {
    const { platform, request } = ctx;
    const principal = session.principal;
    const query = parseWith(PAGE_QUERY, request.query);
    const scope = scopeOf(principal);
    const { page: result } = await listWebhooks(platform, principal, scope, pageRequest(query));
    return webhooksPage(
      session,
      {
        webhooks: result.items.map(toWebhook),
        pods: await podChoices(platform, scope),
        links: links("/webhooks", {}, result, query),
      },
      notice(request),
    );
  }),
  page(
    "POST",
    "/webhooks",
    "Create a webhook from the form (url, event_type.<type>, pod_id.<pod>, inbox_ids); 303 to its page",
    { section: "webhooks", permission: "webhook_create", back: "/webhooks" },
    async (session, { platform, request, now }) => {
      const fields = formFields(platform, request);
      const { webhook } = await createWebhook(
        platform,
        session.principal,
        scopeOf(session.principal),
        {
          url: fields.url ?? "",
          eventTypes: checked(fields, "event_type"),
          podIds: checked(fields, "pod_id"),
          inboxIds: idList(fields.inbox_ids),
        },
        now,
      );
      return done(`/webhooks/${encodeURIComponent(webhook.webhookId)}`, "webhook-created");
    },
  ),
  page(
    "GET",
    "/webhooks/{webhook_id}",
    "A webhook (HTML): its settings, signing secret and recent deliveries with a Replay button each",
    { ...WEBHOOK_READ, back: "/webhooks" },
    async (session, { platform, request, params }) => {
      const query = parseWith(DELIVERY_QUERY, request.query);
      const webhook = await getWebhookInScope(platform, scopeOf(session.principal), params.webhook_id);
      const result = await listDeliveries(platform, webhook.webhookId, pageRequest(query), query.status);
      const path = `/webhooks/${encodeURIComponent(webhook.webhookId)}`;
      return webhookPage(
        session,
        {
          webhook: toWebhook(webhook),
          deliveries: result.items.map(toDelivery),
          status: query.status,
          statuses: DELIVERY_STATUSES,
          links: links(path, { status: query.status }, result, query),
        },
        notice(request),
      );
    },
  ),
  page(
    "POST",
    "/webhooks/{webhook_id}/test",
    "Send a webhook.test event to this webhook now (as POST /v0/webhooks/{webhook_id}/test); 303 back",
    { section: "webhooks", permission: "webhook_update", back: webhookBack },
    async (session, { platform, request, params, now }) => {
      formFields(platform, request);
      const webhook = await getWebhookInScope(platform, scopeOf(session.principal), params.webhook_id);
      await testWebhook(platform, webhook, now);
      return done(`/webhooks/${encodeURIComponent(webhook.webhookId)}`, "webhook-tested");
    },
  ),
  page(
    "POST",
    "/webhooks/{webhook_id}/deliveries/{delivery_id}/replay",
    "The Replay button: the delivery's event sent again now as a new delivery (as the API's replay); 303 back",
    { section: "webhooks", permission: "webhook_update", back: webhookBack },
    async (session, { platform, request, params, now }) => {
      formFields(platform, request);
      const webhook = await getWebhookInScope(platform, scopeOf(session.principal), params.webhook_id);
      await replayDelivery(platform, webhook, params.delivery_id, now);
      return done(`/webhooks/${encodeURIComponent(webhook.webhookId)}`, "replayed");
    },
  ),
  page(
    "GET",
    "/webhooks/{webhook_id}/delete",
    "Confirm deleting a webhook (HTML)",
    { section: "webhooks", permission: "webhook_delete", back: webhookBack },
    async (session, { platform, params }) => {
      const webhook = await getWebhookInScope(platform, scopeOf(session.principal), params.webhook_id);
      const path = `/webhooks/${encodeURIComponent(webhook.webhookId)}`;
      return confirmPage(session, "webhooks", {
        title: "Delete this webhook?",
        question: ["The webhook to ", webhook.url, " stops receiving events."],
        warning: "Its pending deliveries fail. This cannot be undone.",
        action: `${path}/delete`,
        confirm: "Delete webhook",
        cancel: path,
      });
    },
  ),
  page(
    "POST",
    "/webhooks/{webhook_id}/delete",
    "Delete a webhook (as DELETE /v0/webhooks/{webhook_id}); 303 to the list",
    { section: "webhooks", permission: "webhook_delete", back: "/webhooks" },
    async (session, { platform, request, params, now }) => {
      formFields(platform, request);
      const webhook = await getWebhookInScope(platform, scopeOf(session.principal), params.webhook_id);
      await deleteWebhook(platform, webhook, now);
      return done("/webhooks", "webhook-deleted");
    },
  ),
];

// ---- the event log ----

const EVENTS_QUERY = PAGE_QUERY.extend({ event_type: q.string(), inbox_id: q.string(), pod_id: q.string() });

const eventPages = [
  page(
    "GET",
    "/events",
    "The event log (HTML), newest first, by type and inbox, each payload shown escaped",
    { section: "events", permission: "metrics_read", back: "/events" },
    async (session, { platform, request }) => {
      const principal = session.principal;
      const query = parseWith(EVENTS_QUERY, request.query);
      const eventType = query.event_type || undefined;
      const inboxId = query.inbox_id?.trim() || undefined;
      const podId = query.pod_id || undefined;
      const requested = eventType ? checkEventTypes([eventType], LOGGED_EVENT_TYPES) : undefined;
      const pageReq = pageRequest(query);
      const narrowed = filtered(scopeOf(principal), inboxId, podId);
      const result = narrowed
        ? await listEvents(
            platform.db,
            { ...narrowed, eventTypes: readableTypes(principal, requested) },
            pageReq,
            (event) => canReadEvent(principal, narrowed, event),
          )
        : { items: [] };
      return eventsPage(session, {
        events: result.items.map(toEventRecord),
        types: LOGGED_EVENT_TYPES,
        pods: await podChoices(platform, scopeOf(principal)),
        eventType,
        inboxId,
        podId,
        links: links("/events", { event_type: eventType, inbox_id: inboxId, pod_id: podId }, result, query),
      });
    },
  ),
];

// ---- API keys ----

const API_KEY_READ: PageRule = { section: "api-keys", permission: "api_key_read", back: "/api-keys" };

/** The form's `scope`: organization, pod:<pod_id> or inbox:<inbox_id>, as the API's path prefixes set it. */
async function keyScope(platform: Platform, principal: Principal, target: string | undefined, now: Date) {
  const scope = scopeOf(principal);
  const value = target ?? "organization";
  if (value === "organization") return scope;
  if (value.startsWith("pod:")) {
    const pod = await getPodInScope(platform, scope, value.slice(4));
    return { ...scope, podId: pod.podId };
  }
  if (value.startsWith("inbox:")) {
    const inbox = await getInboxInScope(platform, scope, value.slice(6).toLowerCase(), now);
    return { ...scope, podId: inbox.podId, inboxId: inbox.inboxId };
  }
  throw validation("scope must be organization, pod:<pod_id> or inbox:<inbox_id>", "scope");
}

const apiKeyPages = [
  page("GET", "/api-keys", "API keys (HTML): the list and the create form", API_KEY_READ, async (session, ctx) => {
    const { platform, request, now } = ctx;
    const query = parseWith(PAGE_QUERY, request.query);
    const scope = scopeOf(session.principal);
    const result = await listApiKeys(platform, scope, pageRequest(query));
    return apiKeysPage(
      session,
      {
        keys: result.items.map(toApiKey),
        pods: await podChoices(platform, scope),
        inboxes: await inboxChoices(platform, scope, now),
        links: links("/api-keys", {}, result, query),
      },
      notice(request),
    );
  }),
  page(
    "POST",
    "/api-keys",
    "Create an API key from the form (name, scope, access, permission.<name>); the key is shown on this answer only",
    {
      section: "api-keys",
      permission: "api_key_create",
      scopes: ["organization"],
      scopeMessage: "Only organization-scoped credentials may create API keys",
      back: "/api-keys",
    },
    async (session, { platform, request, now }) => {
      const fields = formFields(platform, request);
      const scope = await keyScope(platform, session.principal, fields.scope, now);
      const name = fields.name?.trim() || undefined;
      const access = fields.access ?? "all";
      if (access !== "all" && access !== "selected") throw validation("access must be all or selected", "access");
      const boxes = checked(fields, "permission");
      // Boxes checked under "every permission" are a contradiction: refused rather than silently ignored.
      if (access === "all" && boxes.length) {
        throw validation("Choose only the permissions checked to give the key a list of permissions", "permissions");
      }
      const key = await createApiKey(
        platform,
        session.principal,
        scope,
        { name, permissions: access === "selected" ? boxes : undefined },
        now,
      );
      // Never a redirect: the key would have to travel in a URL or be kept to be shown again.
      const reply = createdKeyPage(session, key);
      return { ...reply, headers: { ...reply.headers, ...NO_STORE } };
    },
  ),
  page(
    "GET",
    "/api-keys/{api_key_id}/revoke",
    "Confirm revoking an API key (HTML)",
    { section: "api-keys", permission: "api_key_delete", back: "/api-keys" },
    async (session, { platform, params }) => {
      const key = await getApiKey(platform, scopeOf(session.principal), params.api_key_id, { live: true });
      return confirmPage(session, "api-keys", {
        title: "Revoke this API key?",
        question: ["The key ", `${key.name} (${key.prefix}…)`, " stops working at once."],
        warning: "Programs using it get 401 from now on. This cannot be undone.",
        action: `/api-keys/${encodeURIComponent(key.apiKeyId)}/revoke`,
        confirm: "Revoke key",
        cancel: "/api-keys",
      });
    },
  ),
  page(
    "POST",
    "/api-keys/{api_key_id}/revoke",
    "Revoke an API key (as DELETE /v0/api-keys/{api_key_id}); 303 to the list",
    { section: "api-keys", permission: "api_key_delete", back: "/api-keys" },
    async (session, { platform, request, params, now }) => {
      formFields(platform, request);
      const key = await getApiKey(platform, scopeOf(session.principal), params.api_key_id, { live: true });
      await revokeApiKey(platform, key, now);
      return done("/api-keys", "key-revoked");
    },
  ),
];

// ---- domains ----

const DOMAIN_SCOPES = {
  scopes: ["organization", "pod"] as const,
  scopeMessage: "Inbox-scoped credentials cannot manage domains",
};
const domainBack = (params: Record<string, string>) =>
  params.domain_id ? `/domains/${encodeURIComponent(params.domain_id)}` : "/domains";

const domainPages = [
  page(
    "GET",
    "/domains",
    "Custom domains (HTML): the list with their status and the add form",
    { section: "domains", permission: "domain_read", ...DOMAIN_SCOPES, back: "/domains" },
    async (session, { platform, request }) => {
      const query = parseWith(PAGE_QUERY, request.query);
      const scope = scopeOf(session.principal);
      const result = await listDomains(platform, scope, pageRequest(query));
      return domainsPage(
        session,
        {
          domains: result.items.map(toDomain),
          pods: await podChoices(platform, scope),
          links: links("/domains", {}, result, query),
        },
        notice(request),
      );
    },
  ),
  page(
    "POST",
    "/domains",
    "Add a custom domain from the form (domain, pod_id, inbound_enabled); 303 to its records",
    { section: "domains", permission: "domain_create", ...DOMAIN_SCOPES, back: "/domains" },
    async (session, { platform, request, now }) => {
      const fields = formFields(platform, request);
      const { domain } = await createDomain(
        platform,
        scopeOf(session.principal),
        {
          domain: fields.domain ?? "",
          podId: fields.pod_id || undefined,
          // An unchecked box is absent from the form.
          inboundEnabled: fields.inbound_enabled !== undefined,
        },
        now,
      );
      return done(`/domains/${encodeURIComponent(domain.domainId)}`, "domain-created");
    },
  ),
  page(
    "GET",
    "/domains/{domain_id}",
    "A custom domain (HTML): its DNS records, Verify now, the zone file and Domain Connect",
    { section: "domains", permission: "domain_read", ...DOMAIN_SCOPES, back: "/domains" },
    async (session, { platform, request, params }) => {
      const domain = await getDomainInScope(platform, scopeOf(session.principal), params.domain_id);
      return domainPage(session, toDomain(domain), notice(request));
    },
  ),
  page(
    "POST",
    "/domains/{domain_id}/verify",
    "Check a domain's DNS records now (as POST /v0/domains/{domain_id}/verify); 303 back",
    { section: "domains", permission: "domain_update", ...DOMAIN_SCOPES, back: domainBack },
    async (session, { platform, request, params, now }) => {
      formFields(platform, request);
      const domain = await getDomainInScope(platform, scopeOf(session.principal), params.domain_id);
      await checkDomain(platform, domain, now);
      return done(`/domains/${encodeURIComponent(domain.domainId)}`, "domain-checked");
    },
  ),
  page(
    "POST",
    "/domains/{domain_id}/domain-connect",
    "Domain Connect discovery now (as GET /v0/domains/{domain_id}/domain-connect); 303 back with its outcome",
    { section: "domains", permission: "domain_read", ...DOMAIN_SCOPES, back: domainBack },
    async (session, { platform, request, params, now }) => {
      formFields(platform, request);
      const domain = await getDomainInScope(platform, scopeOf(session.principal), params.domain_id);
      const setup = await domainConnectSetup(platform, domain, now);
      const outcome: NoticeKey =
        setup.reason === "not_configured"
          ? setup.apply_url
            ? "connect-ready"
            : "connect-unsigned"
          : `connect-${setup.reason}`;
      return done(`/domains/${encodeURIComponent(domain.domainId)}`, outcome);
    },
  ),
  page(
    "GET",
    "/domains/{domain_id}/delete",
    "Confirm deleting a custom domain (HTML)",
    { section: "domains", permission: "domain_delete", ...DOMAIN_SCOPES, back: domainBack },
    async (session, { platform, params }) => {
      const domain = await getDomainInScope(platform, scopeOf(session.principal), params.domain_id);
      const path = `/domains/${encodeURIComponent(domain.domainId)}`;
      return confirmPage(session, "domains", {
        title: "Delete this domain?",
        question: ["", domain.domain, " is removed with every inbox on it and all their mail."],
        warning: "Its sending identity is removed too. This cannot be undone.",
        action: `${path}/delete`,
        confirm: "Delete domain",
        cancel: path,
      });
    },
  ),
  page(
    "POST",
    "/domains/{domain_id}/delete",
    "Delete a custom domain with its inboxes (as DELETE /v0/domains/{domain_id}); 303 to the list",
    { section: "domains", permission: "domain_delete", ...DOMAIN_SCOPES, back: "/domains" },
    async (session, { platform, request, params }) => {
      formFields(platform, request);
      const domain = await getDomainInScope(platform, scopeOf(session.principal), params.domain_id);
      await deleteDomain(platform, domain);
      return done("/domains", "domain-deleted");
    },
  ),
];

export const dashboardAdminRoutes = [...webhookPages, ...eventPages, ...apiKeyPages, ...domainPages];
