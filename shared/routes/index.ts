// The route table: every HTTP route of the API function, declared once.
import { compileRoutes } from "../http/router.js";
import { apiKeyRoutes } from "./api-keys.js";
import { authRoutes } from "./auth.js";
import { healthRoutes } from "./health.js";
import { inboxRoutes } from "./inboxes.js";
import { organizationRoutes } from "./organization.js";
import { podRoutes } from "./pods.js";

export const ROUTES = [
  ...healthRoutes,
  ...authRoutes,
  ...organizationRoutes,
  ...podRoutes,
  ...inboxRoutes,
  ...apiKeyRoutes,
];

export const COMPILED_ROUTES = compileRoutes(ROUTES);
