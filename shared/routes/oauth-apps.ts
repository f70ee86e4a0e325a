import type { Principal } from "../auth/principal.js";
import {
  asPage,
  consentPage,
  deviceCodeForm,
  deviceDonePage,
  devicePage,
  errorPage,
  loginUrl,
  pageSession,
  signInPage,
} from "../dashboard/pages.js";
import {
  type Consenter,
  consentDetails,
  decideConsent,
  decideDevice,
  deviceDetails,
  revokeToken,
  startAuthorization,
  startDeviceAuthorization,
} from "../domain/oauth-apps.js";
import { registerClient } from "../domain/oauth-clients.js";
import { receiveSecurityEvent } from "../domain/security-events.js";
import { OAuthError } from "../errors.js";
import { NO_STORE, ok, route } from "../http/route.js";
import { formOrJson, requireOAuthParams } from "../http/validation.js";

function consenter(principal: Principal): Consenter {
  return {
    userId: principal.userId ?? "",
    email: principal.email ?? "",
    organizationId: principal.organizationId,
    sessionHash: principal.sessionHash ?? "",
  };
}

export const oauthAppRoutes = [
  route({
    method: "POST",
    path: "/oauth2/register",
    absolute: true,
    auth: "none",
    permission: null,
    rawBody: true,
    summary: "Register an OAuth client (RFC 7591): public unless a client_secret method is asked for",
    handler: async ({ platform, request, now }) => {
      let body: unknown;
      try {
        body = JSON.parse(request.body.toString("utf8") || "null");
      } catch {
        body = null;
      }
      if (!body || typeof body !== "object" || Array.isArray(body)) {
        throw new OAuthError("invalid_client_metadata", "The body must be a JSON object of client metadata");
      }
      const json = await registerClient(platform, body as Record<string, unknown>, request.ip, now);
      return { status: 201, json, headers: NO_STORE };
    },
  }),
  route({
    method: "GET",
    path: "/oauth2/authorize",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Start an authorization code request (PKCE S256); the browser goes on to the consent page",
    handler: async ({ platform, request, now }) => {
      const outcome = await startAuthorization(platform, request.query, request.ip, now);
      if (outcome.kind === "page") return errorPage(outcome.status, outcome.title, outcome.message);
      return { status: 302, headers: { location: outcome.location, ...NO_STORE } };
    },
  }),
  route({
    method: "GET",
    path: "/oauth/consent",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "The consent page (HTML): the signed-in person allows or denies an application's request",
    handler: async ({ platform, request, now }) => {
      const principal = await pageSession(platform, request);
      if (!principal) return signInPage(loginUrl(platform, request));
      const requestId = request.query.request?.[0] ?? "";
      return asPage(async () => consentPage(await consentDetails(platform, consenter(principal), requestId, now)));
    },
  }),
  route({
    method: "GET",
    path: "/auth/oauth/authorize",
    absolute: true,
    auth: "session",
    permission: null,
    summary: "An authorization request as the consent page shows it, with the organization's pods and inboxes",
    handler: async ({ platform, request, principal, now }) =>
      ok(await consentDetails(platform, consenter(principal), request.query.request?.[0] ?? "", now), NO_STORE),
  }),
  ...(["approve", "deny"] as const).map((decision) =>
    route({
      method: "POST",
      path: `/auth/oauth/authorize/${decision}`,
      absolute: true,
      auth: "session",
      permission: null,
      rawBody: true,
      summary:
        decision === "approve"
          ? "Allow an authorization request for the organization, one pod or one inbox (request, csrf_token, target)"
          : "Deny an authorization request (request, csrf_token)",
      handler: async ({ platform, request, principal, now }) => {
        const { form, params } = formOrJson(request);
        const { redirect_to } = await decideConsent(
          platform,
          consenter(principal),
          {
            requestId: params.request ?? params.request_id ?? "",
            csrfToken: params.csrf_token,
            target: params.target,
            approve: decision === "approve",
          },
          now,
        );
        if (form) return { status: 303, headers: { location: redirect_to, ...NO_STORE } };
        return ok({ redirect_to }, NO_STORE);
      },
    }),
  ),
  route({
    method: "POST",
    path: "/auth/cli/device/code",
    absolute: true,
    auth: "none",
    permission: null,
    rawBody: true,
    summary: "Device authorization (RFC 8628) for the command-line client: a device code and a user code",
    handler: async ({ platform, request, now }) =>
      ok(await startDeviceAuthorization(platform, requireOAuthParams(request), request.ip, now), NO_STORE),
  }),
  route({
    method: "GET",
    path: "/oauth/device",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "The device page (HTML): the signed-in person enters a user code and allows or denies it",
    handler: async ({ platform, request, now }) => {
      const principal = await pageSession(platform, request);
      if (!principal) return signInPage(loginUrl(platform, request));
      const userCode = request.query.user_code?.[0];
      if (!userCode) return deviceCodeForm();
      return asPage(async () => devicePage(await deviceDetails(platform, consenter(principal), userCode, now)));
    },
  }),
  route({
    method: "GET",
    path: "/auth/cli/device",
    absolute: true,
    auth: "session",
    permission: null,
    summary: "A pending device request by its user code, with the organization's pods and inboxes",
    handler: async ({ platform, request, principal, now }) =>
      ok(await deviceDetails(platform, consenter(principal), request.query.user_code?.[0] ?? "", now), NO_STORE),
  }),
  ...(["approve", "deny"] as const).map((decision) =>
    route({
      method: "POST",
      path: `/auth/cli/device/${decision}`,
      absolute: true,
      auth: "session",
      permission: null,
      rawBody: true,
      summary:
        decision === "approve"
          ? "Allow a device's user code for the organization, one pod or one inbox (user_code, csrf_token, target)"
          : "Deny a device's user code (user_code, csrf_token)",
      handler: async ({ platform, request, principal, now }) => {
        const { form, params } = formOrJson(request);
        const result = await decideDevice(
          platform,
          consenter(principal),
          {
            userCode: params.user_code ?? "",
            csrfToken: params.csrf_token,
            target: params.target,
            approve: decision === "approve",
          },
          now,
        );
        return form ? deviceDonePage(result.status) : ok(result, NO_STORE);
      },
    }),
  ),
  route({
    method: "POST",
    path: "/oauth2/revoke",
    absolute: true,
    auth: "none",
    permission: null,
    rawBody: true,
    summary: "Revoke a refresh token (and its grant) or an access token (RFC 7009); 200 for unknown tokens",
    handler: async ({ platform, request, now }) => {
      await revokeToken(platform, request.headers.authorization, requireOAuthParams(request), now);
      return { status: 200, raw: "", headers: NO_STORE };
    },
  }),
  route({
    method: "POST",
    path: "/agent/event/notify",
    absolute: true,
    auth: "none",
    permission: null,
    rawBody: true,
    summary: "Security event token push from a trusted identity provider: revokes the registrations it names",
    handler: async ({ platform, request, now }) => {
      const outcome = await receiveSecurityEvent(
        platform,
        request.headers["content-type"],
        request.body.toString("utf8"),
        now,
      );
      if (!outcome.ok) return { status: 400, json: { err: outcome.err, description: outcome.description } };
      return { status: 202, raw: "" };
    },
  }),
];
