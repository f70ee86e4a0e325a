import { z } from "zod";
import { domainConnectSetup } from "../domain/domain-connect.js";
import { zoneFile } from "../domain/domain-records.js";
import {
  checkDomain,
  createDomain,
  deleteDomain,
  getDomainInScope,
  listDomains,
  toDomain,
  updateDomain,
} from "../domain/domains.js";
import { validation } from "../errors.js";
import { created, deleted, ok, route } from "../http/route.js";
import { listQuery } from "../http/validation.js";
import { listBody, pageRequest } from "../pagination.js";

// Domains belong to pods: every route also lives under /v0/pods/{pod_id}/…, limited to that pod. An inbox's
// credential has no domain in its scope: every domain route refuses it (403).
const PREFIXES = ["pod"] as const;
const SCOPES = ["organization", "pod"] as const;
const SCOPE_MESSAGE = "Inbox-scoped credentials cannot manage domains";
const catchAllTtl = z.number().nullable().optional();

export const domainRoutes = [
  route({
    method: "GET",
    path: "/domains",
    auth: "credential",
    permission: "domain_read",
    prefixes: PREFIXES,
    scopes: SCOPES,
    scopeMessage: SCOPE_MESSAGE,
    summary: "List custom domains, newest first (a pod credential sees its pod's)",
    query: z.object(listQuery),
    handler: async ({ platform, scope, query }) => {
      const page = pageRequest(query);
      return ok(listBody("domains", await listDomains(platform, scope, page), page.limit, toDomain));
    },
  }),
  route({
    method: "POST",
    path: "/domains",
    auth: "credential",
    permission: "domain_create",
    prefixes: PREFIXES,
    scopes: SCOPES,
    scopeMessage: "Inbox-scoped credentials cannot add domains",
    summary:
      "Add a custom domain (201, NOT_STARTED, with the DNS records to publish), or return the one with this " +
      "client_id (200); 409 for the shared domain or a domain registered already",
    // allow_conflicting_provider, subdomains_enabled and tracking_enabled are accepted and ignored (spec: Versioning).
    body: z.object({
      domain: z.string(),
      feedback_enabled: z.boolean().optional(),
      inbound_enabled: z.boolean().optional(),
      client_id: z.string().min(1).optional(),
      pod_id: z.string().optional(),
      catch_all: z.boolean().optional(),
      catch_all_ttl_seconds: catchAllTtl,
    }),
    handler: async ({ platform, scope, body, now }) => {
      const result = await createDomain(
        platform,
        scope,
        {
          domain: body.domain,
          feedbackEnabled: body.feedback_enabled,
          inboundEnabled: body.inbound_enabled,
          clientId: body.client_id,
          podId: body.pod_id,
          catchAll: body.catch_all,
          catchAllTtlSeconds: body.catch_all_ttl_seconds,
        },
        now,
      );
      return result.created ? created(toDomain(result.domain)) : ok(toDomain(result.domain));
    },
  }),
  route({
    method: "GET",
    path: "/domains/{domain_id}",
    auth: "credential",
    permission: "domain_read",
    prefixes: PREFIXES,
    scopes: SCOPES,
    scopeMessage: SCOPE_MESSAGE,
    summary: "Get a domain with its records and their status from the last check",
    handler: async ({ platform, scope, params }) =>
      ok(toDomain(await getDomainInScope(platform, scope, params.domain_id))),
  }),
  route({
    method: "PATCH",
    path: "/domains/{domain_id}",
    auth: "credential",
    permission: "domain_update",
    prefixes: PREFIXES,
    scopes: SCOPES,
    scopeMessage: SCOPE_MESSAGE,
    summary: "Change feedback_enabled, inbound_enabled, catch_all or catch_all_ttl_seconds (null: permanent inboxes)",
    body: z.object({
      feedback_enabled: z.boolean().optional(),
      inbound_enabled: z.boolean().optional(),
      catch_all: z.boolean().optional(),
      catch_all_ttl_seconds: catchAllTtl,
    }),
    handler: async ({ platform, scope, params, body, now }) => {
      // The domain first: one outside the scope is 404 whatever the body.
      const domain = await getDomainInScope(platform, scope, params.domain_id);
      if (Object.values(body).every((v) => v === undefined)) {
        throw validation(
          "Provide at least one of feedback_enabled, inbound_enabled, catch_all or catch_all_ttl_seconds",
        );
      }
      const updated = await updateDomain(
        platform,
        domain,
        {
          feedbackEnabled: body.feedback_enabled,
          inboundEnabled: body.inbound_enabled,
          catchAll: body.catch_all,
          catchAllTtlSeconds: body.catch_all_ttl_seconds,
        },
        now,
      );
      return ok(toDomain(updated));
    },
  }),
  route({
    method: "DELETE",
    path: "/domains/{domain_id}",
    auth: "credential",
    permission: "domain_delete",
    prefixes: PREFIXES,
    scopes: SCOPES,
    scopeMessage: SCOPE_MESSAGE,
    summary: "Delete a domain, and every inbox on it with its mail; its sending identity is removed",
    handler: async ({ platform, scope, params }) => {
      await deleteDomain(platform, await getDomainInScope(platform, scope, params.domain_id));
      return deleted();
    },
  }),
  route({
    method: "POST",
    path: "/domains/{domain_id}/verify",
    auth: "credential",
    permission: "domain_update",
    prefixes: PREFIXES,
    scopes: SCOPES,
    scopeMessage: SCOPE_MESSAGE,
    summary: "Check the DNS records now; returns the domain with its new status (domain.updated / domain.verified)",
    handler: async ({ platform, scope, params, now }) =>
      ok(toDomain(await checkDomain(platform, await getDomainInScope(platform, scope, params.domain_id), now))),
  }),
  route({
    method: "GET",
    path: "/domains/{domain_id}/zone-file",
    auth: "credential",
    permission: "domain_read",
    prefixes: PREFIXES,
    scopes: SCOPES,
    scopeMessage: SCOPE_MESSAGE,
    summary: "The records to publish as a BIND zone file (text/plain, attachment <domain>.zone)",
    handler: async ({ platform, scope, params, now }) => {
      const domain = await getDomainInScope(platform, scope, params.domain_id);
      return {
        status: 200,
        raw: zoneFile(domain.domain, domain.records, now),
        headers: {
          "content-type": "text/plain; charset=utf-8",
          "content-disposition": `attachment; filename="${domain.domain}.zone"`,
        },
      };
    },
  }),
  route({
    method: "GET",
    path: "/domains/{domain_id}/domain-connect",
    auth: "credential",
    permission: "domain_read",
    prefixes: PREFIXES,
    scopes: SCOPES,
    scopeMessage: SCOPE_MESSAGE,
    summary: "Domain Connect discovery now: whether the DNS host can add the records in one click, and the signed link",
    handler: async ({ platform, scope, params, now }) =>
      ok(await domainConnectSetup(platform, await getDomainInScope(platform, scope, params.domain_id), now)),
  }),
];
