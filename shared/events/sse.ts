// GET /v0/events/stream: server-sent events. One stream = a `ready` frame, the replay after Last-Event-Id, then
// live events from the platform's LiveEventSource, with a ping comment after silence, a periodic credential
// recheck, and a `resync` frame whenever the server ends a stream it cannot continue (time limit, replay limit,
// a client too slow to read). The body is a Node Readable: the local front pipes it into the socket, the
// streaming Lambda (functions/sse) into its response stream.
import { Readable } from "node:stream";
import { can, type Principal, type Scope } from "../auth/principal.js";
import type { StoredEvent } from "../db/entities/event.js";
import { eventsAfter } from "../db/events.js";
import { ApiError, validation } from "../errors.js";
import { readCredential, resolveCredential } from "../http/authenticate.js";
import type { Reply } from "../http/request.js";
import type { RouteContext } from "../http/route.js";
import { idAtTime, idTime } from "../ids.js";
import type { Logger } from "../observability/logger.js";
import type { LiveEventSource, SessionEvent } from "../ports/realtime.js";
import { toEnvelope } from "./record.js";
import {
  filterBody,
  liveSelection,
  principalFingerprint,
  REPLAY_LIMIT,
  RESUME_OVERLAP_MS,
  RecentIds,
  resumeCursor,
  type StreamFilter,
  selectReplay,
  sessionEnvelope,
  sessionSelected,
  streamFilter,
} from "./streams.js";

export const SSE_HEADERS: Readonly<Record<string, string>> = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  // Proxies that buffer (nginx) would hold frames back.
  "x-accel-buffering": "no",
};

/** The stream ends this long before the platform's time limit, so the resync frame gets out. */
export const DEADLINE_MARGIN_MS = 5000;

/** Frames a client has not read yet, past which the stream ends with resync instead of buffering without end. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Event IDs remembered for deduplication (replay vs. live feed). */
const DEDUPE_CAPACITY = 10_000;

export const PING_FRAME = ": ping\n\n";

/** One SSE frame. JSON never contains a raw line break, so `data` is always one line. */
export function sseFrame(event: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface EventStreamDeps {
  source: LiveEventSource;
  now(): number;
  /** Stored events strictly after an ID, oldest first (the event log). */
  eventsAfter(afterId: string, limit: number): Promise<StoredEvent[]>;
  /** The credential as it stands now; undefined when it was revoked or has expired. */
  recheck(): Promise<Principal | undefined>;
  log: Logger;
}

export interface EventStreamOptions {
  principal: Principal;
  scope: Scope;
  filter: StreamFilter;
  lastEventId?: string;
  /** Cookie-authenticated: the person's session events are delivered too. */
  sessionEvents: boolean;
  pingMs: number;
  recheckMs: number;
  deadlineAt?: number;
}

type ResyncReason = "time_limit" | "replay_limit" | "slow_client";

const RESYNC_MESSAGES: Record<ResyncReason, string> = {
  time_limit: "The stream reached its time limit; reconnect with this ID as Last-Event-Id",
  replay_limit: `More than ${REPLAY_LIMIT} events were missed; reconnect with this ID as Last-Event-Id to continue`,
  slow_client: "The client fell too far behind; reconnect with this ID as Last-Event-Id",
};

class EventStream {
  readonly body: Readable;
  private closed = false;
  /** Live events wait here until the ready frame and the replay are out. */
  private pending: StoredEvent[] | undefined = [];
  private readonly sent = new RecentIds(DEDUPE_CAPACITY);
  private readonly startCursor: string;
  private unsubscribe?: () => void;
  private pingTimer?: NodeJS.Timeout;
  private recheckTimer?: NodeJS.Timeout;
  private deadlineTimer?: NodeJS.Timeout;
  private rechecking = false;

  constructor(
    private readonly deps: EventStreamDeps,
    private readonly options: EventStreamOptions,
  ) {
    this.startCursor = options.lastEventId ?? idAtTime("event", deps.now());
    this.body = new Readable({
      read: () => undefined,
      destroy: (error, callback) => {
        this.cleanup();
        callback(error);
      },
    });
  }

  start(): void {
    this.run().catch((error) => {
      this.deps.log.error("event stream failed", { error });
      this.end(sseFrame("error", new ApiError("internal", "Internal server error").toBody()));
    });
  }

  private async run(): Promise<void> {
    const { principal, lastEventId } = this.options;
    // Subscribed before the replay is read, so nothing committed in between is lost (duplicates are dropped).
    this.unsubscribe = this.deps.source.subscribe(
      {
        organizationId: principal.organizationId,
        userId: this.options.sessionEvents ? principal.userId : undefined,
        cursor: idAtTime("event", this.deps.now() - RESUME_OVERLAP_MS),
      },
      { events: (events) => this.onLive(events), session: (event) => this.onSession(event) },
    );
    // A fresh stream's ready frame carries its start as ID: a client that reconnects before any event arrives
    // still resumes from here.
    const ready = { type: "ready", organization_id: principal.organizationId, ...filterBody(this.options.filter) };
    this.write(sseFrame("ready", ready, lastEventId ? undefined : this.startCursor));
    this.armTimers();
    if (lastEventId) {
      const stored = await this.deps.eventsAfter(lastEventId, REPLAY_LIMIT + 1);
      if (this.closed) return;
      const replay = selectReplay(stored, principal, this.options.scope, this.options.filter);
      for (const event of replay.events) this.sendEvent(event);
      if (replay.resyncAfter) {
        this.resync("replay_limit", replay.resyncAfter);
        return;
      }
    }
    const pending = this.pending ?? [];
    this.pending = undefined;
    this.onLive(pending);
  }

  private armTimers(): void {
    const { pingMs, recheckMs, deadlineAt } = this.options;
    this.pingTimer = setTimeout(() => this.ping(), pingMs);
    this.recheckTimer = setInterval(() => void this.recheck(), recheckMs);
    if (deadlineAt !== undefined) {
      const wait = Math.max(0, deadlineAt - DEADLINE_MARGIN_MS - this.deps.now());
      this.deadlineTimer = setTimeout(() => this.resync("time_limit"), wait);
    }
  }

  private onLive(events: readonly StoredEvent[]): void {
    if (this.closed) return;
    if (this.pending) {
      this.pending.push(...events);
      return;
    }
    const { principal, scope, filter } = this.options;
    for (const event of liveSelection(principal, scope, filter, events)) this.sendEvent(event);
  }

  private onSession(event: SessionEvent): void {
    if (this.closed || !this.options.sessionEvents) return;
    if (!sessionSelected(this.options.principal, this.options.filter, event)) return;
    this.write(sseFrame(event.eventType, sessionEnvelope(event)));
  }

  private sendEvent(event: StoredEvent): void {
    if (this.closed || this.sent.has(event.eventId)) return;
    this.sent.add(event.eventId);
    this.write(sseFrame(event.eventType, toEnvelope(event), event.eventId));
  }

  private write(frame: string): void {
    if (this.closed) return;
    this.body.push(frame);
    this.pingTimer?.refresh();
    if (this.body.readableLength > MAX_BUFFERED_BYTES) this.resync("slow_client");
  }

  private ping(): void {
    // write() re-arms the timer: the next ping comes after the next stretch of silence.
    this.write(PING_FRAME);
  }

  private async recheck(): Promise<void> {
    if (this.closed || this.rechecking) return;
    this.rechecking = true;
    try {
      const current = await this.deps.recheck();
      if (!current) {
        this.fail(new ApiError("unauthorized", "The credential was revoked or has expired"));
      } else if (
        principalFingerprint(current) !== principalFingerprint(this.options.principal) ||
        !can(current, "metrics_read")
      ) {
        this.fail(new ApiError("forbidden", "The credential's scope or permissions changed; reconnect"));
      }
    } catch (error) {
      // A failed lookup is not a revocation: try again at the next interval.
      this.deps.log.warn("event stream credential recheck failed", { error });
    } finally {
      this.rechecking = false;
    }
  }

  private fail(error: ApiError): void {
    this.end(sseFrame("error", error.toBody()));
  }

  private resync(reason: ResyncReason, after?: string): void {
    if (this.closed) return;
    const id = after ?? resumeCursor(this.startCursor, this.deps.now());
    this.end(sseFrame("resync", { type: "resync", reason, message: RESYNC_MESSAGES[reason], last_event_id: id }, id));
  }

  private end(finalFrame: string): void {
    if (this.closed) return;
    // Pushed directly: the size check in write() must not recurse into another resync.
    this.body.push(finalFrame);
    this.closed = true;
    this.body.push(null);
    this.cleanup();
  }

  private cleanup(): void {
    this.closed = true;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    clearTimeout(this.pingTimer);
    clearInterval(this.recheckTimer);
    clearTimeout(this.deadlineTimer);
  }
}

/** Starts a stream; its frames come out of the returned Readable until the server or the client ends it. */
export function openEventStream(deps: EventStreamDeps, options: EventStreamOptions): Readable {
  const stream = new EventStream(deps, options);
  stream.start();
  return stream.body;
}

export interface StreamQuery {
  inbox_id?: string[];
  inbox_ids?: string[];
  pod_id?: string[];
  pod_ids?: string[];
  event_types?: string[];
}

/** `Last-Event-Id`: an event ID, or the resume ID of a ready or resync frame (same form). */
function lastEventIdOf(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (idTime("event", value) === undefined) throw validation("Last-Event-Id must be an event ID", "Last-Event-Id");
  return value;
}

/** The route handler: everything is checked before the 200 goes out; the stream opens when the front asks. */
export async function eventStreamReply(ctx: RouteContext<StreamQuery, unknown>): Promise<Reply> {
  const { platform, principal, scope, request, query } = ctx;
  const filter = streamFilter({
    eventTypes: query.event_types,
    inboxIds: [...(query.inbox_id ?? []), ...(query.inbox_ids ?? [])],
    podIds: [...(query.pod_id ?? []), ...(query.pod_ids ?? [])],
  });
  const lastEventId = lastEventIdOf(request.headers["last-event-id"]);
  const source = platform.liveEvents;
  if (!source) throw new ApiError("not_implemented", "Event streams are not available on this deployment");
  const credential = readCredential(request, true);
  const deps: EventStreamDeps = {
    source,
    now: () => platform.clock.now().getTime(),
    eventsAfter: (afterId, limit) => eventsAfter(platform.db, principal.organizationId, afterId, limit),
    recheck: async () => (credential ? resolveCredential(platform, credential) : undefined),
    log: platform.log.child({ requestId: request.requestId, stream: "sse" }),
  };
  const { pingMs, recheckMs } = platform.config.streams;
  return {
    status: 200,
    headers: { ...SSE_HEADERS },
    stream: (limits) =>
      openEventStream(deps, {
        principal,
        scope,
        filter,
        lastEventId,
        sessionEvents: credential?.source === "cookie",
        pingMs,
        recheckMs,
        deadlineAt: limits.deadlineAt,
      }),
  };
}
