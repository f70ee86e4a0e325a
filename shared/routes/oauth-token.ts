// POST /oauth2/token with the app grants only: a stand-in so this branch's flows run end to end. The lead's token
// route (agent and app grants in one table) replaces this file when the branches meet.
import { APP_GRANTS } from "../domain/oauth-apps.js";
import { exchange } from "../domain/token-endpoint.js";
import { OAuthError } from "../errors.js";
import { ok, route } from "../http/route.js";
import { oauthParams } from "../http/validation.js";

export const oauthTokenRoutes = [
  route({
    method: "POST",
    path: "/oauth2/token",
    absolute: true,
    auth: "none",
    permission: null,
    rawBody: true,
    summary: "Exchange a grant for an access token (form-encoded)",
    handler: async ({ platform, request, now }) => {
      const parsed = oauthParams(request);
      if (!parsed) throw new OAuthError("invalid_request", "The body must be application/x-www-form-urlencoded");
      if (parsed.repeated) throw new OAuthError("invalid_request", `${parsed.repeated} was sent more than once`);
      const tokens = await exchange(APP_GRANTS, { platform, request, params: parsed.params, now });
      return ok(tokens, { "cache-control": "no-store", pragma: "no-cache" });
    },
  }),
];
