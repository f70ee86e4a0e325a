// The SSE stream of events. `/v0/ws` is not here: it is a WebSocket upgrade (shared/events/websocket.ts).
import { z } from "zod";
import { eventStreamReply } from "../events/sse.js";
import { route } from "../http/route.js";
import { q } from "../http/validation.js";

const streamQuery = z.object({
  inbox_id: q.list(),
  inbox_ids: q.list(),
  pod_id: q.list(),
  pod_ids: q.list(),
  event_types: q.list(),
});

export const streamRoutes = [
  route({
    method: "GET",
    path: "/events/stream",
    auth: "credential",
    permission: "metrics_read",
    queryToken: true,
    stream: true,
    summary:
      "Server-sent events: a ready frame, the replay after Last-Event-Id, then live events the credential may read",
    query: streamQuery,
    handler: eventStreamReply,
  }),
];
