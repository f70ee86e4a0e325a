// The route table: every HTTP route of the API function, declared once.
import { buildOpenApi } from "../http/openapi.js";
import { ok, route } from "../http/route.js";
import { compileRoutes } from "../http/router.js";
import { agentAuthRoutes } from "./agent-auth.js";
import { agentRegistrationRoutes } from "./agent-registrations.js";
import { apiKeyRoutes } from "./api-keys.js";
import { authRoutes } from "./auth.js";
import { dashboardAdminRoutes } from "./dashboard-admin.js";
import { dashboardBodyRoutes } from "./dashboard-body.js";
import { dashboardMailRoutes } from "./dashboard-mail.js";
import { domainRoutes } from "./domains.js";
import { draftRoutes } from "./drafts.js";
import { eventRoutes } from "./events.js";
import { healthRoutes } from "./health.js";
import { inboundRoutes } from "./inbound.js";
import { inboxRoutes } from "./inboxes.js";
import { listRoutes } from "./lists.js";
import { mcpRoutes } from "./mcp.js";
import { memberRoutes } from "./members.js";
import { exportRoutes, messageRoutes } from "./messages.js";
import { metricRoutes } from "./metrics.js";
import { oauthAppRoutes } from "./oauth-apps.js";
import { organizationRoutes } from "./organization.js";
import { podRoutes } from "./pods.js";
import { sendRoutes } from "./send.js";
import { streamRoutes } from "./streams.js";
import { suppressionRoutes } from "./suppressions.js";
import { threadRoutes } from "./threads.js";
import { webhookRoutes } from "./webhooks.js";

const openApiRoute = route({
  method: "GET",
  path: "/openapi.json",
  absolute: true,
  auth: "none",
  permission: null,
  summary: "This API as an OpenAPI 3.1 document, generated from the route table",
  // Read at request time, when the table below is complete.
  handler: async ({ platform }) => ok(buildOpenApi(COMPILED_ROUTES, platform.config.baseUrl)),
});

export const ROUTES = [
  ...healthRoutes,
  openApiRoute,
  ...authRoutes,
  ...agentAuthRoutes,
  ...organizationRoutes,
  ...memberRoutes,
  ...podRoutes,
  ...inboxRoutes,
  ...domainRoutes,
  ...apiKeyRoutes,
  ...agentRegistrationRoutes,
  ...listRoutes,
  ...suppressionRoutes,
  ...messageRoutes,
  ...sendRoutes,
  ...threadRoutes,
  ...draftRoutes,
  ...exportRoutes,
  ...inboundRoutes,
  ...webhookRoutes,
  ...streamRoutes,
  ...eventRoutes,
  ...metricRoutes,
  ...mcpRoutes,
  ...oauthAppRoutes,
  ...dashboardMailRoutes,
  ...dashboardAdminRoutes,
  ...dashboardBodyRoutes,
];

export const COMPILED_ROUTES = compileRoutes(ROUTES);
