// A route's handler context follows its path: declared under {inbox_id} ({pod_id}) it gets the inbox (pod) the
// router loaded, typed as present; a prefix alone gives nothing, since the same route also answers without it.
// The checks are the types themselves (tsc runs over test/), the assertions only that the table keeps the routes.
import { describe, expect, it } from "vitest";
import { ok, route } from "../../shared/http/route.js";

const common = { method: "GET", auth: "credential", permission: null, summary: "type check" } as const;

describe("route(): the handler's context follows the path", () => {
  it("types the inbox and the pod as present under {inbox_id} and {pod_id}, whatever else the path holds", () => {
    const BASE = "/inboxes/{inbox_id}/things";
    const routes = [
      route({ ...common, path: BASE, handler: async ({ inbox }) => ok(inbox.inboxId) }),
      route({ ...common, path: `${BASE}/{thing_id}`, handler: async ({ inbox }) => ok(inbox.podId) }),
      route({ ...common, path: "/pods/{pod_id}/things", handler: async ({ pod }) => ok(pod.podId) }),
    ];
    expect(routes.map((r) => r.path)).toEqual([BASE, `${BASE}/{thing_id}`, "/pods/{pod_id}/things"]);
  });

  it("leaves them out where the path does not name them, prefixes or not", () => {
    const routes = [
      // @ts-expect-error no {inbox_id} in the path: the route also answers as /v0/things, without an inbox
      route({ ...common, path: "/things", prefixes: ["inbox"], handler: async ({ inbox }) => ok(inbox) }),
      // @ts-expect-error an inbox route has no pod unless its path names one
      route({ ...common, path: "/inboxes/{inbox_id}", prefixes: ["pod"], handler: async ({ pod }) => ok(pod) }),
    ];
    expect(routes).toHaveLength(2);
  });
});
