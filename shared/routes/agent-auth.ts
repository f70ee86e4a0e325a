// Agent self-registration and the agent side of OAuth: discovery documents, register, claim, the token endpoint,
// and the person's claim lookup and completion (session cookie). /agent/* and /oauth2/* answer OAuth-style errors.
import { z } from "zod";
import {
  asPage,
  claimCodeForm,
  claimDonePage,
  claimPage,
  loginUrl,
  pageSession,
  signInPage,
} from "../dashboard/pages.js";
import { AGENT_GRANTS, completeClaim, previewClaim, register, startClaim } from "../domain/agent-identity.js";
import {
  AGENT_AUTH_ENDPOINTS,
  authorizationServerMetadata,
  DISCOVERY_PATHS,
  OAUTH_ENDPOINTS,
  onboardingMarkdown,
  protectedResourceMetadata,
} from "../domain/discovery.js";
import { APP_GRANTS } from "../domain/oauth-apps.js";
import { getOrganization } from "../domain/organizations.js";
import { exchange } from "../domain/token-endpoint.js";
import { notFound } from "../errors.js";
import { readBearer } from "../http/authenticate.js";
import { NO_STORE, ok, route } from "../http/route.js";
import { formOrJson, q, requireOAuthParams } from "../http/validation.js";
import { MCP_PATH } from "../links.js";

/** Discovery documents may be cached briefly: they change only with a deployment or a key rotation. */
const SHORT_CACHE = { "cache-control": "public, max-age=300" };

/** Every grant the token endpoint serves, by grant_type (the metadata lists the same: test/unit/discovery.test.ts). */
export const TOKEN_GRANTS = { ...AGENT_GRANTS, ...APP_GRANTS };

const claimQuery = z.object({ user_code: q.string(), claim_attempt_token: q.string() });

export const agentAuthRoutes = [
  route({
    method: "GET",
    path: DISCOVERY_PATHS.protectedResource,
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Protected-resource metadata of the API (RFC 9728)",
    handler: async ({ platform }) => ok(protectedResourceMetadata(platform.config), SHORT_CACHE),
  }),
  route({
    method: "GET",
    path: `${DISCOVERY_PATHS.protectedResource}/{resource_path}`,
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Protected-resource metadata of a resource below the service (only mcp)",
    handler: async ({ platform, params: path }) => {
      if (`/${path.resource_path}` !== MCP_PATH) throw notFound(`No protected resource at /${path.resource_path}`);
      return ok(protectedResourceMetadata(platform.config, MCP_PATH), SHORT_CACHE);
    },
  }),
  route({
    method: "GET",
    path: DISCOVERY_PATHS.authorizationServer,
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Authorization-server metadata (RFC 8414), agent_auth included",
    handler: async ({ platform }) => ok(authorizationServerMetadata(platform.config), SHORT_CACHE),
  }),
  route({
    method: "GET",
    path: DISCOVERY_PATHS.jwks,
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Public keys that sign access tokens and identity assertions",
    handler: async ({ platform }) => ok(await platform.keys.jwks(), SHORT_CACHE),
  }),
  route({
    method: "GET",
    path: DISCOVERY_PATHS.onboarding,
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Onboarding instructions for agents, in Markdown, generated from the metadata",
    handler: async ({ platform }) => ({
      status: 200,
      raw: onboardingMarkdown(platform.config),
      headers: { "content-type": "text/markdown; charset=utf-8", ...SHORT_CACHE },
    }),
  }),
  route({
    method: "POST",
    path: AGENT_AUTH_ENDPOINTS.identity_endpoint,
    absolute: true,
    auth: "none",
    permission: null,
    rawBody: true,
    summary: "Register an agent: anonymous (sandbox inbox, 24 h) or service_auth (a named person claims it)",
    handler: async ({ platform, request, now }) => {
      const p = requireOAuthParams(request, { json: true });
      const body = await register(
        platform,
        { type: p.type, name: p.name, clientName: p.client_name, loginHint: p.login_hint, ip: request.ip },
        now,
      );
      return ok(body, NO_STORE);
    },
  }),
  route({
    method: "POST",
    path: AGENT_AUTH_ENDPOINTS.claim_endpoint,
    absolute: true,
    auth: "none",
    permission: null,
    rawBody: true,
    summary: "Start a claim attempt: a 6-digit user code a person enters on the claim page",
    handler: async ({ platform, request, now }) => {
      const p = requireOAuthParams(request, { json: true });
      const body = await startClaim(
        platform,
        {
          claimToken: p.claim_token,
          email: p.email,
          registrationId: p.agent_id ?? p.registration_id,
          bearer: readBearer(request),
        },
        now,
      );
      return ok(body, NO_STORE);
    },
  }),
  route({
    method: "POST",
    path: OAUTH_ENDPOINTS.token_endpoint,
    absolute: true,
    auth: "none",
    permission: null,
    rawBody: true,
    summary: "Token endpoint (form-encoded): claim, jwt-bearer, authorization code, refresh and device grants",
    handler: async ({ platform, request, now }) =>
      ok(
        await exchange(TOKEN_GRANTS, { platform, headers: request.headers, params: requireOAuthParams(request), now }),
        NO_STORE,
      ),
  }),
  route({
    method: "GET",
    path: "/auth/claim",
    absolute: true,
    auth: "session",
    permission: null,
    query: claimQuery,
    summary: "Preview the agent a user code (or claim attempt token) would claim",
    handler: async ({ platform, principal, query, now }) =>
      ok(
        await previewClaim(
          platform,
          principal,
          { userCode: query.user_code, attemptToken: query.claim_attempt_token },
          now,
        ),
        NO_STORE,
      ),
  }),
  route({
    method: "POST",
    path: "/auth/claim",
    absolute: true,
    auth: "session",
    permission: null,
    rawBody: true,
    summary: "Claim the agent (JSON, or the claim page's form): it joins your organization, its inbox your default pod",
    handler: async ({ platform, principal, request, now }) => {
      const { form, params: p } = formOrJson(request);
      const claim = () =>
        completeClaim(platform, principal, { userCode: p.user_code, attemptToken: p.claim_attempt_token }, now);
      if (form) return asPage(async () => claimDonePage(await claim()));
      return ok(await claim(), NO_STORE);
    },
  }),
  route({
    method: "GET",
    path: "/claim",
    absolute: true,
    auth: "none",
    permission: null,
    query: claimQuery,
    summary: "The claim page (HTML): a signed-in person enters an agent's user code and claims it",
    handler: async ({ platform, request, query, now }) => {
      const principal = await pageSession(platform, request);
      if (!principal) return signInPage(loginUrl(platform, request), "An AI agent is waiting to be claimed.");
      if (!query.user_code && !query.claim_attempt_token) return claimCodeForm();
      return asPage(async () => {
        const lookup = { userCode: query.user_code, attemptToken: query.claim_attempt_token };
        const preview = await previewClaim(platform, principal, lookup, now);
        const organization = await getOrganization(platform, principal.organizationId);
        return claimPage(preview, organization.name, query.claim_attempt_token);
      });
    },
  }),
];
