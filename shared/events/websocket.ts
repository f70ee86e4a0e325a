// The WebSocket stream (`/v0/ws`, and `/v0` where AgentMail's client connects): the $connect, $disconnect and
// $default handlers API Gateway's WebSocket API invokes, which the local `ws` server calls too, and the
// publisher that pushes committed events to the open connections. Connections are table records (principal
// snapshot, credential hash, subscription); frames go out through the WsConnections port.
//
// Protocol (AgentMail's): the server sends event envelopes as JSON text frames. The client may send
// `{"type":"subscribe","event_types"?,"inbox_ids"?,"pod_ids"?}`, answered by `{"type":"subscribed",…}`; a
// later subscribe replaces the earlier one. Until then a connection gets every event its credential may read
// in its scope (or what the same filters given as connect query parameters select). A bad frame is answered by
// `{"type":"error","name","message"}`. Every 5 minutes the server posts each connection its `subscribed` frame
// again (keepConnectionsAlive), so API Gateway's 10-minute idle timeout never closes a quiet one.
import { z } from "zod";
import type { AccessTokenRef, Principal, Scope } from "../auth/principal.js";
import { sha256Hex } from "../auth/secrets.js";
import type { StoredEvent } from "../db/entities/event.js";
import type { WsConnectionItem } from "../db/service.js";
import {
  connectionsOfOrganization,
  everyConnection,
  forgetConnection,
  markConnectionChecked,
  putConnection,
  readConnection,
  setConnectionFilter,
} from "../db/ws-connections.js";
import { principalFromTokenRef } from "../domain/agent-tokens.js";
import { ApiError, type ErrorType, forbidden, validation } from "../errors.js";
import {
  principalFromKeyHash,
  principalFromSessionHash,
  readCredential,
  resolveCredential,
  unauthorized,
} from "../http/authenticate.js";
import { type HttpRequest, requestFromEvent } from "../http/request.js";
import { isAllowedOrigin } from "../http/router.js";
import { parseList } from "../http/validation.js";
import { WEBSOCKET_FRAME_BYTES } from "../limits.js";
import type { Platform } from "../ports/platform.js";
import type { RealtimePublisher, SessionEvent } from "../ports/realtime.js";
import type { WsConnections } from "../ports/ws-connections.js";
import { toEnvelope } from "./record.js";
import {
  canOpenWebSocket,
  filterBody,
  liveSelection,
  principalFingerprint,
  type StreamFilter,
  sessionEnvelope,
  sessionSelected,
  streamFilter,
  WS_READ_PERMISSIONS,
} from "./streams.js";

/** The paths a WebSocket client may open: ours, and AgentMail's (its client appends `/v0` to the base). */
export const WS_PATHS: readonly string[] = ["/v0/ws", "/v0"];

/** API Gateway closes a WebSocket after 2 hours; the local server does the same, and records expire then. */
export const CONNECTION_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** A post that finds a connection this young "gone" may race its own $connect: the record is kept. */
const GONE_GRACE_MS = 10_000;

/** Connections posted to at once by one publish. */
const POST_CONCURRENCY = 16;

/** The fields of API Gateway's WebSocket event that the handlers read; the local server builds the same. */
export interface WsEvent {
  requestContext: {
    eventType: "CONNECT" | "DISCONNECT" | "MESSAGE";
    connectionId: string;
    routeKey?: string;
    requestId?: string;
    identity?: { sourceIp?: string };
  };
  headers?: Record<string, string | undefined> | null;
  multiValueHeaders?: Record<string, string[] | undefined> | null;
  queryStringParameters?: Record<string, string | undefined> | null;
  multiValueQueryStringParameters?: Record<string, string[] | undefined> | null;
  body?: string | null;
  isBase64Encoded?: boolean;
}

/** $connect: a non-2xx status refuses the upgrade (with this body locally; API Gateway sends the status). */
export interface WsResult {
  statusCode: number;
  headers?: Record<string, string>;
  body?: string;
}

const ERROR_NAMES: Record<ErrorType, string> = {
  validation: "ValidationError",
  unauthorized: "UnauthorizedError",
  forbidden: "ForbiddenError",
  account_suspended: "ForbiddenError",
  not_found: "NotFoundError",
  conflict: "ConflictError",
  rate_limited: "RateLimitError",
  internal: "InternalServerError",
  not_implemented: "NotImplementedError",
};

/** AgentMail's error frame: `{"type":"error","name","message"}`. */
export function errorFrame(error: ApiError): string {
  return JSON.stringify({ type: "error", name: ERROR_NAMES[error.type], message: error.message });
}

export function subscribedFrame(filter: StreamFilter): string {
  return JSON.stringify({ type: "subscribed", ...filterBody(filter) });
}

/** The bodies of a Message: what makes an event large, and what a client can read again by the message's ID. */
const MESSAGE_BODY_FIELDS = ["text", "html", "extracted_text", "extracted_html"] as const;

function withoutBodies(data: Record<string, unknown>): Record<string, unknown> {
  const message = data.message;
  if (!message || typeof message !== "object") return data;
  const rest = { ...(message as Record<string, unknown>) };
  for (const field of MESSAGE_BODY_FIELDS) delete rest[field];
  return { ...data, message: rest };
}

/**
 * An event as a WebSocket frame. A frame over the WebSocket limit (API Gateway refuses to post it) goes out without
 * the message's bodies, marked `truncated: true` (read them with GET …/messages/{id}); if even that is too large,
 * as the envelope's identity alone. Both platforms hold the same line.
 */
export function eventFrame(event: StoredEvent): string {
  const full = JSON.stringify(toEnvelope(event));
  if (Buffer.byteLength(full) <= WEBSOCKET_FRAME_BYTES) return full;
  const trimmed = JSON.stringify({ ...toEnvelope({ ...event, data: withoutBodies(event.data) }), truncated: true });
  if (Buffer.byteLength(trimmed) <= WEBSOCKET_FRAME_BYTES) return trimmed;
  const { type, event_id, event_type, timestamp } = toEnvelope(event);
  return JSON.stringify({ type, event_id, event_type, timestamp, truncated: true });
}

const optionalList = z.array(z.string()).nullable().optional();
const subscribeSchema = z.object({
  type: z.literal("subscribe"),
  event_types: optionalList,
  inbox_ids: optionalList,
  pod_ids: optionalList,
});

/** Reads one client frame: a subscribe frame's filter, or the ApiError to answer with. */
export function parseClientFrame(text: string): StreamFilter {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw validation("Frames must be JSON objects");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw validation("Frames must be JSON objects");
  }
  const type = (parsed as { type?: unknown }).type;
  if (type === undefined) throw validation("type is required", "type");
  if (type !== "subscribe") throw validation(`Unknown frame type: ${String(type)}`, "type");
  const result = subscribeSchema.safeParse(parsed);
  if (!result.success) {
    const field = String(result.error.issues[0]?.path[0] ?? "frame");
    throw validation(`${field} must be a list of strings`, field);
  }
  return streamFilter({
    eventTypes: result.data.event_types ?? undefined,
    inboxIds: result.data.inbox_ids ?? undefined,
    podIds: result.data.pod_ids ?? undefined,
  });
}

function requestOf(event: WsEvent): HttpRequest {
  // The connect event carries the upgrade request's headers and query as a REST proxy event does.
  return requestFromEvent({
    httpMethod: "GET",
    path: "/v0/ws",
    headers: event.headers ?? {},
    multiValueHeaders: event.multiValueHeaders ?? {},
    queryStringParameters: event.queryStringParameters ?? null,
    multiValueQueryStringParameters: event.multiValueQueryStringParameters ?? null,
    body: null,
    isBase64Encoded: false,
    requestContext: { requestId: event.requestContext.requestId ?? "", identity: event.requestContext.identity ?? {} },
  } as unknown as Parameters<typeof requestFromEvent>[0]);
}

function refusal(error: ApiError): WsResult {
  return {
    statusCode: error.status,
    headers: { "content-type": "application/json", ...error.headers },
    body: JSON.stringify(error.toBody()),
  };
}

function principalOf(c: WsConnectionItem): Principal {
  return {
    kind: c.principalKind,
    organizationId: c.organizationId,
    scope: c.scope,
    podId: c.podId,
    inboxId: c.inboxId,
    grant: c.restricted ? (c.permissions ?? []) : null,
    userId: c.userId,
  };
}

const scopeOf = (p: Principal): Scope => ({ organizationId: p.organizationId, podId: p.podId, inboxId: p.inboxId });

const filterOf = (c: WsConnectionItem): StreamFilter => ({
  ...(c.eventTypes?.length ? { eventTypes: c.eventTypes } : {}),
  ...(c.inboxIds?.length ? { inboxIds: c.inboxIds } : {}),
  ...(c.podIds?.length ? { podIds: c.podIds } : {}),
});

async function connect(platform: Platform, event: WsEvent): Promise<WsResult> {
  const request = requestOf(event);
  const credential = readCredential(request, true);
  const principal = credential ? await resolveCredential(platform, credential) : undefined;
  if (!credential || !principal) return refusal(unauthorized(platform));
  // Browsers send the cookie with a cross-site upgrade too: only this site's pages may use it.
  const origin = request.headers.origin;
  if (principal.kind === "session" && origin && !isAllowedOrigin(platform, origin)) {
    return refusal(forbidden("Cross-site request refused"));
  }
  if (!canOpenWebSocket(principal)) return refusal(forbidden(`API key lacks the ${WS_READ_PERMISSIONS[0]} permission`));
  let filter: StreamFilter;
  try {
    // The same filters as the SSE stream may be given at connect; a subscribe frame replaces them.
    const list = (name: string) => parseList(request.query[name] ?? []);
    filter = streamFilter({
      eventTypes: list("event_types"),
      inboxIds: [...list("inbox_id"), ...list("inbox_ids")],
      podIds: [...list("pod_id"), ...list("pod_ids")],
    });
  } catch (error) {
    if (error instanceof ApiError) return refusal(error);
    throw error;
  }
  const now = platform.clock.now();
  const expiresAt = new Date(now.getTime() + CONNECTION_LIFETIME_MS);
  await putConnection(platform.db, {
    connectionId: event.requestContext.connectionId,
    organizationId: principal.organizationId,
    principalKind: principal.kind,
    scope: principal.scope,
    podId: principal.podId,
    inboxId: principal.inboxId,
    restricted: principal.grant !== null,
    permissions: principal.grant === null ? undefined : [...principal.grant],
    userId: principal.userId,
    credentialSource: credential.source,
    credentialHash: sha256Hex(credential.token),
    tokenRef: principal.token ? JSON.stringify(principal.token) : undefined,
    eventTypes: filter.eventTypes,
    inboxIds: filter.inboxIds,
    podIds: filter.podIds,
    connectedAt: now.toISOString(),
    checkedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    // TTL only cleans up after a lost $disconnect, a little after API Gateway's own limit.
    ttl: Math.floor(expiresAt.getTime() / 1000) + 600,
  });
  return { statusCode: 200 };
}

function connectionsPort(platform: Platform): WsConnections {
  if (!platform.wsConnections) throw new Error("WebSocket connections are not configured on this platform");
  return platform.wsConnections;
}

async function message(platform: Platform, event: WsEvent): Promise<WsResult> {
  const connections = connectionsPort(platform);
  const connectionId = event.requestContext.connectionId;
  const record = await readConnection(platform.db, connectionId);
  if (!record) {
    // Known to the gateway but not to us (its record expired): it cannot be authorized any more.
    await connections.post(connectionId, errorFrame(unauthorized(platform, "Connection expired; reconnect")));
    await connections.close(connectionId);
    return { statusCode: 200 };
  }
  const text = event.body ? Buffer.from(event.body, event.isBase64Encoded ? "base64" : "utf8").toString("utf8") : "";
  let filter: StreamFilter;
  try {
    filter = parseClientFrame(text);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await connections.post(connectionId, errorFrame(error));
    return { statusCode: 200 };
  }
  await setConnectionFilter(platform.db, connectionId, filter);
  await connections.post(connectionId, subscribedFrame(filter));
  return { statusCode: 200 };
}

async function disconnect(platform: Platform, event: WsEvent): Promise<WsResult> {
  await forgetConnection(platform.db, event.requestContext.connectionId);
  return { statusCode: 200 };
}

/** The one entry for $connect, $disconnect and $default, on both platforms. */
export async function handleWsEvent(platform: Platform, event: WsEvent): Promise<WsResult> {
  switch (event.requestContext.eventType) {
    case "CONNECT":
      return connect(platform, event);
    case "DISCONNECT":
      return disconnect(platform, event);
    case "MESSAGE":
      return message(platform, event);
    default:
      return { statusCode: 400 };
  }
}

// ---- publishing -------------------------------------------------------------------------------------------

async function inPool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(POST_CONCURRENCY, items.length) }, worker));
}

/**
 * The connection's principal, rechecked against its credential when the last check is older than the
 * recheck interval; undefined after the connection was told why and closed (revoked, expired or changed).
 */
async function currentPrincipal(
  platform: Platform,
  connections: WsConnections,
  c: WsConnectionItem,
  now: Date,
): Promise<Principal | undefined> {
  const principal = principalOf(c);
  if (now.getTime() - Date.parse(c.checkedAt) < platform.config.streams.recheckMs) return principal;
  const current =
    c.credentialSource === "cookie"
      ? await principalFromSessionHash(platform, c.credentialHash)
      : c.tokenRef
        ? await principalFromTokenRef(platform, JSON.parse(c.tokenRef) as AccessTokenRef, now)
        : await principalFromKeyHash(platform, c.credentialHash);
  let refusal: ApiError | undefined;
  if (!current) refusal = new ApiError("unauthorized", "The credential was revoked or has expired");
  else if (principalFingerprint(current) !== principalFingerprint(principal) || !canOpenWebSocket(current)) {
    refusal = new ApiError("forbidden", "The credential's scope or permissions changed; reconnect");
  }
  if (refusal) {
    await connections.post(c.connectionId, errorFrame(refusal));
    await connections.close(c.connectionId);
    await forgetConnection(platform.db, c.connectionId);
    return undefined;
  }
  await markConnectionChecked(platform.db, c.connectionId, now.toISOString());
  return principal;
}

/**
 * Posts frames in order; false when the connection is gone, which is then forgotten (unless it may still be
 * connecting).
 */
async function postAll(
  platform: Platform,
  connections: WsConnections,
  c: WsConnectionItem,
  frames: readonly string[],
  now: Date,
): Promise<boolean> {
  for (const frame of frames) {
    if (await connections.post(c.connectionId, frame)) continue;
    if (now.getTime() - Date.parse(c.connectedAt) > GONE_GRACE_MS) await forgetConnection(platform.db, c.connectionId);
    return false;
  }
  return true;
}

/** Committed events to every open connection of their organizations that may read them and subscribed to them. */
export async function publishToConnections(
  platform: Platform,
  connections: WsConnections,
  events: readonly StoredEvent[],
): Promise<void> {
  const byOrganization = new Map<string, StoredEvent[]>();
  for (const e of events) byOrganization.set(e.organizationId, [...(byOrganization.get(e.organizationId) ?? []), e]);
  const now = platform.clock.now();
  for (const [organizationId, orgEvents] of byOrganization) {
    const open = (await connectionsOfOrganization(platform.db, organizationId)).filter(
      (c) => Date.parse(c.expiresAt) > now.getTime(),
    );
    await inPool(open, async (c) => {
      try {
        const selected = liveSelection(principalOf(c), scopeOf(principalOf(c)), filterOf(c), orgEvents);
        if (!selected.length) return;
        const principal = await currentPrincipal(platform, connections, c, now);
        if (!principal) return;
        await postAll(platform, connections, c, selected.map(eventFrame), now);
      } catch (error) {
        platform.log.warn("websocket publish failed", { error, connectionId: c.connectionId });
      }
    });
  }
}

/** A session event to the person's own cookie-authenticated connections. */
export async function publishSessionToConnections(
  platform: Platform,
  connections: WsConnections,
  event: SessionEvent,
): Promise<void> {
  const now = platform.clock.now();
  const open = (await connectionsOfOrganization(platform.db, event.organizationId)).filter(
    (c) => c.credentialSource === "cookie" && Date.parse(c.expiresAt) > now.getTime(),
  );
  const frame = JSON.stringify(sessionEnvelope(event));
  await inPool(open, async (c) => {
    if (!sessionSelected(principalOf(c), filterOf(c), event)) return;
    const principal = await currentPrincipal(platform, connections, c, now);
    if (principal) await postAll(platform, connections, c, [frame], now);
  });
}

/** The RealtimePublisher of a platform whose only live consumers are WebSocket connections (AWS). */
export function connectionPublisher(platform: Platform): RealtimePublisher {
  return {
    publish: (events) => publishToConnections(platform, connectionsPort(platform), events),
    publishSession: (event) => publishSessionToConnections(platform, connectionsPort(platform), event),
  };
}

// ---- keep-alive -------------------------------------------------------------------------------------------

/** What EventBridge sends the WebSocket function on the keep-alive rule (a scheduled event; nothing in it is read). */
export interface KeepAliveEvent {
  source: "aws.events";
  "detail-type": string;
}

export function isKeepAliveEvent(event: WsEvent | KeepAliveEvent): event is KeepAliveEvent {
  return !("requestContext" in event) && event.source === "aws.events";
}

export interface KeepAliveResult {
  /** Connection records read. */
  connections: number;
  /** Connections posted their frame. */
  posted: number;
  /** Connections found gone, past their 2-hour lifetime, or closed because their credential no longer holds. */
  dropped: number;
}

/**
 * Posts every open connection its current `subscribed` frame again, so a quiet agent never reaches API Gateway's
 * 10-minute idle timeout: no process holds the sockets on AWS, so nothing else would. That frame, not a new type:
 * AgentMail's client accepts it, and an unknown frame type makes it emit an error. The credential is rechecked on
 * the way (as before any event), so a quiet connection whose key was revoked is closed within one interval.
 */
export async function keepConnectionsAlive(platform: Platform): Promise<KeepAliveResult> {
  const connections = connectionsPort(platform);
  const now = platform.clock.now();
  const all = await everyConnection(platform.db);
  let posted = 0;
  let dropped = 0;
  await inPool(all, async (c) => {
    try {
      // API Gateway has closed it; its $disconnect did not reach us.
      if (Date.parse(c.expiresAt) <= now.getTime()) {
        await forgetConnection(platform.db, c.connectionId);
        dropped++;
        return;
      }
      const principal = await currentPrincipal(platform, connections, c, now);
      if (principal && (await postAll(platform, connections, c, [subscribedFrame(filterOf(c))], now))) posted++;
      else dropped++;
    } catch (error) {
      platform.log.warn("websocket keep-alive failed", { error, connectionId: c.connectionId });
    }
  });
  if (all.length) platform.log.info("websocket keep-alive", { connections: all.length, posted, dropped });
  return { connections: all.length, posted, dropped };
}
