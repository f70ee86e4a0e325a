// The pure parts of the live streams: filters, the read rule for streams, replay selection, resume points,
// frame formats, client frames, and one SSE stream driven by fake dependencies (ready, replay, live, ping,
// recheck, deadline); the log tail, the local hub and the management-API adapter with stand-ins.
import type { Readable } from "node:stream";
import { GoneException } from "@aws-sdk/client-apigatewaymanagementapi";
import { describe, expect, it, vi } from "vitest";
import { apiGatewayConnections } from "../../shared/adapters/aws/ws-connections.js";
import type { Principal, Scope } from "../../shared/auth/principal.js";
import type { StoredEvent } from "../../shared/db/entities/event.js";
import type { Db } from "../../shared/db/service.js";
import { ApiError } from "../../shared/errors.js";
import { type HubSocket, RealtimeHub } from "../../shared/events/local-hub.js";
import {
  DEADLINE_MARGIN_MS,
  type EventStreamDeps,
  type EventStreamOptions,
  openEventStream,
  PING_FRAME,
  sseFrame,
} from "../../shared/events/sse.js";
import {
  matchesFilter,
  REPLAY_LIMIT,
  RecentIds,
  resumeCursor,
  selectReplay,
  sessionEnvelope,
  sessionSelected,
  streamable,
  streamFilter,
} from "../../shared/events/streams.js";
import { eventLogTail } from "../../shared/events/tail.js";
import { errorFrame, eventFrame, parseClientFrame, subscribedFrame } from "../../shared/events/websocket.js";
import { idAtTime, newId } from "../../shared/ids.js";
import { WEBSOCKET_FRAME_BYTES } from "../../shared/limits.js";
import { createLogger } from "../../shared/observability/logger.js";
import type { LiveListener, LiveSubscription, SessionEvent } from "../../shared/ports/realtime.js";

const ORG = "org_1";
const POD = "pod_a";
const log = createLogger({}, { level: "silent" });

const orgKey: Principal = { kind: "api_key", organizationId: ORG, scope: "organization", grant: null };
const orgScope: Scope = { organizationId: ORG };

let clock = Date.parse("2026-01-01T00:00:00Z");
function event(type: string, inboxId?: string, podId: string | undefined = inboxId ? POD : undefined): StoredEvent {
  clock += 10;
  const at = new Date(clock).toISOString();
  return {
    eventId: newId("event", clock),
    eventType: type,
    organizationId: ORG,
    podId,
    inboxId,
    data: inboxId ? { message: { inbox_id: inboxId } } : { domain: { domain_id: "dom_1" } },
    timestamp: at,
    createdAt: at,
  };
}

function apiError(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected an ApiError");
}

describe("streamFilter", () => {
  it("keeps distinct names and lowercases inbox IDs; empty lists mean everything", () => {
    expect(
      streamFilter({
        eventTypes: ["message.sent", "message.sent", "session.cli.device"],
        inboxIds: ["A@X.io", "a@x.io", " "],
        podIds: ["pod_1"],
      }),
    ).toEqual({ eventTypes: ["message.sent", "session.cli.device"], inboxIds: ["a@x.io"], podIds: ["pod_1"] });
    expect(streamFilter({ eventTypes: [], inboxIds: [], podIds: undefined })).toEqual({});
  });

  it("refuses unknown event types (audit types included) and lists over 100 items", () => {
    expect(apiError(() => streamFilter({ eventTypes: ["message.opened"] })).toBody()).toEqual({
      error: { type: "validation", message: "Unknown event type: message.opened", param: "event_types" },
    });
    expect(apiError(() => streamFilter({ eventTypes: ["token.issued"] })).message).toBe(
      "Unknown event type: token.issued",
    );
    const many = Array.from({ length: 101 }, (_, i) => `i${i}@x.io`);
    expect(apiError(() => streamFilter({ inboxIds: many })).message).toBe("inbox_ids must have at most 100 items");
  });
});

describe("matchesFilter and streamable", () => {
  it("matches types, inboxes and pods together; events without an inbox never match an inbox filter", () => {
    const m = event("message.received", "a@x.io");
    const d = event("domain.verified");
    expect(matchesFilter({}, m)).toBe(true);
    expect(matchesFilter({ eventTypes: ["message.sent"] }, m)).toBe(false);
    expect(matchesFilter({ inboxIds: ["a@x.io"] }, m)).toBe(true);
    expect(matchesFilter({ inboxIds: ["b@x.io"] }, m)).toBe(false);
    expect(matchesFilter({ inboxIds: ["a@x.io"] }, d)).toBe(false);
    expect(matchesFilter({ podIds: [POD] }, d)).toBe(false);
    expect(matchesFilter({ podIds: [POD], inboxIds: ["a@x.io"] }, m)).toBe(true);
    expect(matchesFilter({ podIds: ["pod_b"], inboxIds: ["a@x.io"] }, m)).toBe(false);
  });

  it("never streams audit events; needs the family's read permission and the scope", () => {
    const audit = { ...event("token.issued"), eventType: "token.issued" };
    expect(streamable(orgKey, orgScope, audit)).toBe(false);
    const noMessages: Principal = { ...orgKey, grant: ["metrics_read", "inbox_read"] };
    expect(streamable(noMessages, orgScope, event("message.sent", "a@x.io"))).toBe(false);
    expect(streamable(noMessages, orgScope, event("inbox.created", "a@x.io"))).toBe(true);
    const inboxKey: Principal = { ...orgKey, scope: "inbox", podId: POD, inboxId: "a@x.io" };
    const inboxScope: Scope = { organizationId: ORG, podId: POD, inboxId: "a@x.io" };
    expect(streamable(inboxKey, inboxScope, event("message.sent", "a@x.io"))).toBe(true);
    expect(streamable(inboxKey, inboxScope, event("message.sent", "b@x.io"))).toBe(false);
    expect(streamable(inboxKey, inboxScope, event("domain.verified"))).toBe(false);
    expect(streamable(orgKey, { organizationId: "org_2" }, event("message.sent", "a@x.io"))).toBe(false);
  });
});

describe("selectReplay", () => {
  it("applies event types and permissions but not inbox or pod filters", () => {
    const stored = [event("message.sent", "a@x.io"), event("message.sent", "b@x.io"), event("inbox.created", "a@x.io")];
    const limited: Principal = { ...orgKey, grant: ["metrics_read", "message_read"] };
    const { events, resyncAfter } = selectReplay(stored, limited, orgScope, {
      inboxIds: ["a@x.io"],
      podIds: ["pod_z"],
      eventTypes: ["message.sent", "inbox.created"],
    });
    expect(events.map((e) => e.inboxId)).toEqual(["a@x.io", "b@x.io"]);
    expect(resyncAfter).toBeUndefined();
  });

  it("covers at most 500 stored events and names the last one covered", () => {
    const stored = Array.from({ length: REPLAY_LIMIT + 1 }, () => event("message.sent", "a@x.io"));
    const { events, resyncAfter } = selectReplay(stored, orgKey, orgScope, { eventTypes: ["message.received"] });
    expect(events).toEqual([]);
    expect(resyncAfter).toBe(stored[REPLAY_LIMIT - 1].eventId);
    expect(selectReplay(stored.slice(0, REPLAY_LIMIT), orgKey, orgScope, {}).resyncAfter).toBeUndefined();
  });
});

describe("resumeCursor", () => {
  it("goes back a few seconds from now, never before the stream's start", () => {
    const now = Date.parse("2026-01-01T12:00:00Z");
    expect(resumeCursor(idAtTime("event", now - 60_000), now)).toBe(idAtTime("event", now - 5000));
    const start = idAtTime("event", now - 1000);
    expect(resumeCursor(start, now)).toBe(start);
  });
});

describe("frames", () => {
  it("sends an event over the WebSocket frame limit without its message bodies, marked truncated", () => {
    const small = event("message.received", "a@agents.test");
    small.data = { message: { message_id: "msg_1", text: "hi" } };
    expect(JSON.parse(eventFrame(small)).truncated).toBeUndefined();

    const large = event("message.received", "a@agents.test");
    const body = "x".repeat(WEBSOCKET_FRAME_BYTES);
    large.data = { message: { message_id: "msg_1", subject: "big", text: body, html: `<p>${body}</p>` }, thread: {} };
    const frame = eventFrame(large);
    expect(Buffer.byteLength(frame)).toBeLessThanOrEqual(WEBSOCKET_FRAME_BYTES);
    const parsed = JSON.parse(frame);
    expect(parsed).toMatchObject({ type: "event", event_type: "message.received", truncated: true });
    expect(parsed.message).toEqual({ message_id: "msg_1", subject: "big" });
    expect(parsed.data.message.text).toBeUndefined();

    const huge = event("message.received", "a@agents.test");
    huge.data = { message: { message_id: "msg_1" }, thread: { subject: body } };
    const minimal = JSON.parse(eventFrame(huge));
    expect(minimal).toEqual({
      type: "event",
      event_id: huge.eventId,
      event_type: "message.received",
      timestamp: huge.timestamp,
      truncated: true,
    });
  });

  it("formats SSE frames with id, event and one data line", () => {
    expect(sseFrame("message.sent", { a: "line\nbreak" }, "evt_1")).toBe(
      'id: evt_1\nevent: message.sent\ndata: {"a":"line\\nbreak"}\n\n',
    );
    expect(sseFrame("ready", { type: "ready" })).toBe('event: ready\ndata: {"type":"ready"}\n\n');
    expect(PING_FRAME).toBe(": ping\n\n");
  });

  it("shapes session events like envelopes, without an ID, for their own person only", () => {
    const session: SessionEvent = {
      eventType: "session.cli.device",
      userId: "usr_1",
      organizationId: ORG,
      data: { user_code: "123456" },
      timestamp: "2026-01-01T00:00:00.000Z",
    };
    expect(sessionEnvelope(session)).toEqual({
      user_code: "123456",
      type: "event",
      event_type: "session.cli.device",
      timestamp: session.timestamp,
      data: { user_code: "123456" },
    });
    const person: Principal = {
      kind: "session",
      organizationId: ORG,
      scope: "organization",
      grant: null,
      userId: "usr_1",
    };
    expect(sessionSelected(person, {}, session)).toBe(true);
    expect(sessionSelected({ ...person, userId: "usr_2" }, {}, session)).toBe(false);
    expect(sessionSelected({ ...orgKey, userId: "usr_1" }, {}, session)).toBe(false);
    expect(sessionSelected(person, { eventTypes: ["message.sent"] }, session)).toBe(false);
  });

  it("reads subscribe frames and names what is wrong with others", () => {
    expect(parseClientFrame('{"type":"subscribe","event_types":["message.sent"],"inbox_ids":null}')).toEqual({
      eventTypes: ["message.sent"],
    });
    expect(parseClientFrame('{"type":"subscribe"}')).toEqual({});
    const messages = ["[]", "nope", '{"type":1}', "{}", '{"type":"subscribe","pod_ids":[1]}'].map(
      (text) => apiError(() => parseClientFrame(text)).message,
    );
    expect(messages).toEqual([
      "Frames must be JSON objects",
      "Frames must be JSON objects",
      "Unknown frame type: 1",
      "type is required",
      "pod_ids must be a list of strings",
    ]);
    expect(JSON.parse(errorFrame(new ApiError("validation", "bad")))).toEqual({
      type: "error",
      name: "ValidationError",
      message: "bad",
    });
    expect(JSON.parse(subscribedFrame({ podIds: ["pod_1"] }))).toEqual({ type: "subscribed", pod_ids: ["pod_1"] });
  });

  it("remembers a bounded number of IDs", () => {
    const ids = new RecentIds(2);
    ids.add("a");
    ids.add("b");
    ids.add("c");
    expect([ids.has("a"), ids.has("b"), ids.has("c")]).toEqual([false, true, true]);
  });
});

// ---- one SSE stream with fake dependencies

class FakeSource {
  listener?: LiveListener;
  subscription?: LiveSubscription;
  unsubscribed = false;
  subscribe(subscription: LiveSubscription, listener: LiveListener) {
    this.subscription = subscription;
    this.listener = listener;
    return () => {
      this.unsubscribed = true;
    };
  }
}

interface Harness {
  body: Readable;
  source: FakeSource;
  text(): string;
  ended: Promise<void>;
}

function harness(overrides: Partial<EventStreamDeps> = {}, options: Partial<EventStreamOptions> = {}): Harness {
  const source = new FakeSource();
  const deps: EventStreamDeps = {
    source,
    now: () => Date.now(),
    eventsAfter: async () => [],
    recheck: async () => orgKey,
    log,
    ...overrides,
  };
  const body = openEventStream(deps, {
    principal: orgKey,
    scope: orgScope,
    filter: {},
    sessionEvents: false,
    pingMs: 60_000,
    recheckMs: 60_000,
    ...options,
  });
  let out = "";
  body.on("data", (chunk) => {
    out += chunk.toString();
  });
  const ended = new Promise<void>((resolve) => body.on("end", () => resolve()));
  return { body, source, text: () => out, ended };
}

const until = async (test: () => boolean, ms = 2000) => {
  const start = Date.now();
  while (!test()) {
    if (Date.now() - start > ms) throw new Error("condition not met");
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe("openEventStream", () => {
  it("sends ready (with the start as ID), then live events that pass the filter and the read rule", async () => {
    const h = harness({}, { filter: { inboxIds: ["a@x.io"] } });
    await until(() => h.text().includes("event: ready"));
    const a = event("message.sent", "a@x.io");
    h.source.listener?.events([a, event("message.sent", "b@x.io"), { ...a }]);
    await until(() => h.text().includes(a.eventId));
    const frames = h.text().split("\n\n").filter(Boolean);
    expect(frames[0]).toMatch(
      /^id: evt_[0-9A-Z]{26}\nevent: ready\ndata: \{"type":"ready","organization_id":"org_1","inbox_ids":\["a@x.io"\]\}$/,
    );
    // The duplicate is dropped.
    expect(frames.slice(1)).toEqual([
      `id: ${a.eventId}\nevent: message.sent\ndata: ${JSON.stringify({ ...a.data, type: "event", event_id: a.eventId, event_type: "message.sent", timestamp: a.timestamp, data: a.data })}`,
    ]);
    h.body.destroy();
    expect(h.source.unsubscribed).toBe(true);
  });

  it("replays after Last-Event-Id before live events, without duplicates, and without a ready ID", async () => {
    const missed = [event("message.sent", "b@x.io"), event("message.sent", "a@x.io")];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const h = harness(
      {
        eventsAfter: async () => {
          await gate;
          return missed;
        },
      },
      { filter: { inboxIds: ["a@x.io"] }, lastEventId: idAtTime("event", 0) },
    );
    await until(() => h.source.listener !== undefined);
    const live = event("message.sent", "a@x.io");
    // Arrives while the replay is still being read: held until it is out.
    h.source.listener?.events([missed[1], live]);
    release();
    await until(() => h.text().includes(live.eventId));
    const ids = [...h.text().matchAll(/^id: (.+)$/gm)].map((m) => m[1]);
    expect(ids).toEqual([missed[0].eventId, missed[1].eventId, live.eventId]);
    expect(h.text().startsWith("event: ready\n")).toBe(true);
    h.body.destroy();
  });

  it("ends with resync after 500 missed events, naming the last one covered", async () => {
    const stored = Array.from({ length: REPLAY_LIMIT + 1 }, () => event("message.sent", "a@x.io"));
    const h = harness({ eventsAfter: async () => stored }, { lastEventId: idAtTime("event", 0) });
    await h.ended;
    const last = h.text().trimEnd().split("\n\n").at(-1) as string;
    expect(last.startsWith(`id: ${stored[REPLAY_LIMIT - 1].eventId}\nevent: resync\n`)).toBe(true);
    expect((h.text().match(/event: message.sent/g) ?? []).length).toBe(REPLAY_LIMIT);
    expect(h.source.unsubscribed).toBe(true);
  });

  it("pings after silence", async () => {
    const h = harness({}, { pingMs: 30 });
    await until(() => h.text().includes(PING_FRAME));
    h.body.destroy();
  });

  it("delivers session events only on cookie streams", async () => {
    const person: Principal = {
      kind: "session",
      organizationId: ORG,
      scope: "organization",
      grant: null,
      userId: "usr_1",
    };
    const session: SessionEvent = {
      eventType: "session.oauth.request",
      userId: "usr_1",
      organizationId: ORG,
      data: {},
      timestamp: new Date().toISOString(),
    };
    const cookie = harness({}, { principal: person, sessionEvents: true });
    const bearer = harness({}, { principal: person, sessionEvents: false });
    await until(() => cookie.text().includes("ready") && bearer.text().includes("ready"));
    expect(cookie.source.subscription?.userId).toBe("usr_1");
    expect(bearer.source.subscription?.userId).toBeUndefined();
    cookie.source.listener?.session(session);
    bearer.source.listener?.session(session);
    await until(() => cookie.text().includes("session.oauth.request"));
    expect(cookie.text()).toContain('event: session.oauth.request\ndata: {"type":"event"');
    expect(bearer.text()).not.toContain("session.");
    cookie.body.destroy();
    bearer.body.destroy();
  });

  it("ends with an error frame when the recheck finds the credential revoked or changed", async () => {
    const revoked = harness({ recheck: async () => undefined }, { recheckMs: 20 });
    await revoked.ended;
    expect(revoked.text()).toMatch(
      /event: error\ndata: \{"error":\{"type":"unauthorized","message":"The credential was revoked or has expired"\}\}\n\n$/,
    );
    const narrowed = harness({ recheck: async () => ({ ...orgKey, grant: ["message_read"] }) }, { recheckMs: 20 });
    await narrowed.ended;
    expect(narrowed.text()).toContain('"type":"forbidden"');
    let calls = 0;
    const flaky = harness(
      {
        recheck: async () => {
          calls++;
          throw new Error("table unavailable");
        },
      },
      { recheckMs: 20 },
    );
    await until(() => calls >= 2);
    expect(flaky.text()).not.toContain("event: error");
    flaky.body.destroy();
  });

  it("ends with resync before the deadline, resuming a few seconds back", async () => {
    const now = Date.now();
    const h = harness({ now: () => now }, { deadlineAt: now + DEADLINE_MARGIN_MS + 20 });
    await h.ended;
    const id = idAtTime("event", now);
    expect(h.text()).toContain(`id: ${id}\nevent: resync\ndata: {"type":"resync","reason":"time_limit"`);
  });
});

// ---- sources and adapters

describe("eventLogTail", () => {
  it("polls after the cursor, looks back over the overlap, and delivers each event once", async () => {
    const a = event("message.sent", "a@x.io");
    const b = event("message.sent", "a@x.io");
    const pages = [[a], [a, b], [a, b]];
    const froms: string[] = [];
    const db = {
      entities: {
        event: {
          query: {
            byOrganization: () => ({
              gt: ({ eventId }: { eventId: string }) => ({
                go: async () => {
                  froms.push(eventId);
                  return { data: pages.shift() ?? [] };
                },
              }),
            }),
          },
        },
      },
    } as unknown as Db;
    const cursor = idAtTime("event", clock - 60_000);
    const delivered: string[] = [];
    const stop = eventLogTail(db, { pollMs: 5, now: () => clock, log }).subscribe(
      { organizationId: ORG, cursor },
      { events: (es) => delivered.push(...es.map((e) => e.eventId)), session: () => undefined },
    );
    await until(() => froms.length >= 3);
    stop();
    expect(delivered).toEqual([a.eventId, b.eventId]);
    expect(froms[0]).toBe(cursor);
    expect(froms[1]).toBe(idAtTime("event", clock - 5000));
  });
});

describe("eventLogTail backing off", () => {
  it("doubles the wait after each empty poll up to idlePollMs, and polls at pollMs again once events come", async () => {
    vi.useFakeTimers();
    try {
      const polledAt: number[] = [];
      let next: StoredEvent[] = [];
      const db = {
        entities: {
          event: {
            query: {
              byOrganization: () => ({
                gt: () => ({
                  go: async () => {
                    polledAt.push(Date.now());
                    const data = next;
                    next = [];
                    return { data };
                  },
                }),
              }),
            },
          },
        },
      } as unknown as Db;
      const start = Date.now();
      const stop = eventLogTail(db, { pollMs: 1000, idlePollMs: 4000, now: () => Date.now(), log }).subscribe(
        { organizationId: ORG, cursor: idAtTime("event", start) },
        { events: () => undefined, session: () => undefined },
      );
      await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 4000);
      // Quiet: 1 s, then 2 s, then 4 s, and 4 s from then on.
      expect(polledAt.map((t) => t - start)).toEqual([1000, 3000, 7000, 11000]);
      next = [event("message.sent", "a@x.io")];
      await vi.advanceTimersByTimeAsync(4000 + 1000 + 2000);
      // The poll at 15 s delivers: the next comes 1 s later, then the wait grows again.
      expect(polledAt.map((t) => t - start).slice(4)).toEqual([15000, 16000, 18000]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("RealtimeHub", () => {
  it("hands published events to the subscribers of their organization until they unsubscribe", async () => {
    const hub = new RealtimeHub({} as never);
    const got: string[] = [];
    const stop = hub.subscribe(
      { organizationId: ORG, cursor: idAtTime("event", 0) },
      { events: (es) => got.push(...es.map((e) => e.eventType)), session: () => undefined },
    );
    hub.subscribe(
      { organizationId: "org_2", cursor: idAtTime("event", 0) },
      { events: () => got.push("wrong organization"), session: () => undefined },
    );
    await hub.publish([event("message.sent", "a@x.io")]);
    stop();
    await hub.publish([event("message.received", "a@x.io")]);
    expect(got).toEqual(["message.sent"]);
  });

  it("posts to registered open sockets; an unknown or closed one is gone", async () => {
    const hub = new RealtimeHub({} as never);
    const sent: string[] = [];
    const socket: HubSocket = {
      readyState: 1,
      send: (data, callback) => {
        sent.push(data);
        callback();
      },
      close: vi.fn(),
    };
    hub.register("c1", socket);
    expect(await hub.post("c1", "frame")).toBe(true);
    expect(await hub.post("c2", "frame")).toBe(false);
    await hub.close("c1");
    expect(socket.close).toHaveBeenCalledWith(1008, "closed by the server");
    expect(await hub.post("c1", "again")).toBe(false);
    expect(sent).toEqual(["frame"]);
  });
});

describe("apiGatewayConnections", () => {
  it("posts frames, reports a 410 as gone, and rethrows other failures", async () => {
    const send = vi.fn();
    const connections = apiGatewayConnections({
      region: "us-east-1",
      endpoint: "https://x",
      client: { send } as never,
    });
    send.mockResolvedValueOnce({});
    expect(await connections.post("c1", "hi")).toBe(true);
    expect(send.mock.calls[0][0].input).toEqual({ ConnectionId: "c1", Data: Buffer.from("hi") });
    send.mockRejectedValueOnce(new GoneException({ message: "gone", $metadata: {} }));
    expect(await connections.post("c1", "hi")).toBe(false);
    send.mockRejectedValueOnce(new Error("throttled"));
    await expect(connections.post("c1", "hi")).rejects.toThrow("throttled");
    send.mockRejectedValueOnce(new GoneException({ message: "gone", $metadata: {} }));
    await expect(connections.close("c1")).resolves.toBeUndefined();
  });
});
