import { probeTable } from "../db/organizations.js";
import { ok, route } from "../http/route.js";

export const healthRoutes = [
  route({
    method: "GET",
    path: "/health",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Ready when the table and the blob store answer",
    handler: async ({ platform }) => {
      await Promise.all([probeTable(platform.db), platform.blobs.ping()]);
      return ok({ ok: true, stage: platform.config.stage });
    },
  }),
];
