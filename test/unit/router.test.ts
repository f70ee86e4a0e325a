// Route matching: a literal segment wins over a parameter in the same place, whatever the declaration order, so
// `/v0/events/stream` never reaches `/v0/events/{event_id}`; and the real table keeps that true.
import { describe, expect, it } from "vitest";
import { systemClock } from "../../shared/adapters/system/clock.js";
import type { HttpRequest } from "../../shared/http/request.js";
import { ok, route } from "../../shared/http/route.js";
import { compileRoutes, dispatch } from "../../shared/http/router.js";
import { createLogger } from "../../shared/observability/logger.js";
import { noMetrics } from "../../shared/observability/metrics.js";
import type { Platform } from "../../shared/ports/platform.js";
import { COMPILED_ROUTES } from "../../shared/routes/index.js";

const platform = {
  log: createLogger({}, { level: "silent" }),
  metrics: noMetrics,
  config: { corsOrigins: [] as string[] },
  clock: systemClock,
} as unknown as Platform;

const get = (path: string): HttpRequest => ({
  method: "GET",
  path,
  headers: {},
  query: {},
  body: Buffer.alloc(0),
  cookies: {},
  ip: "127.0.0.1",
  requestId: "test",
});

const named = (name: string, path: string) =>
  route({
    method: "GET",
    path,
    auth: "none",
    permission: null,
    prefixes: ["pod", "inbox"],
    summary: name,
    handler: async ({ params }) => ok({ name, params }),
  });

describe("literal segments win over parameters", () => {
  for (const order of ["parameter first", "literal first"]) {
    it(`whatever the declaration order (${order})`, async () => {
      const param = named("one event", "/events/{event_id}");
      const literal = named("stream", "/events/stream");
      const routes = compileRoutes(order === "parameter first" ? [param, literal] : [literal, param]);
      for (const prefix of ["/v0", "/v0/pods/pod_1", "/v0/inboxes/a@b.test"]) {
        const stream = await dispatch(platform, routes, get(`${prefix}/events/stream`));
        expect((stream.json as { name: string }).name, prefix).toBe("stream");
        const one = await dispatch(platform, routes, get(`${prefix}/events/evt_01HNZX8JGFACFA36RBXDHEQN6E`));
        expect(one.json, prefix).toMatchObject({
          name: "one event",
          params: { event_id: "evt_01HNZX8JGFACFA36RBXDHEQN6E" },
        });
      }
    });
  }

  it("the route table has the event log's parameter route beside any literal /events/* route", () => {
    const templates = COMPILED_ROUTES.filter((r) => r.method === "GET").map((r) => r.template);
    expect(templates).toContain("/v0/events/{event_id}");
    expect(templates).toContain("/v0/events");
  });
});
