// The generic request pipeline: match → authenticate → permission and scope → validate → handler → envelope.

import { SESSION_COOKIE } from "../auth/cookies.js";
import type { Permission } from "../auth/permissions.js";
import { can, type Principal, type ScopeType, scopeOf } from "../auth/principal.js";
import type { InboxItem, PodItem } from "../db/service.js";
import { getInboxInScope, getPodInScope } from "../domain/scope-loaders.js";
import { ApiError, forbidden, notFound, OAuthError, validation } from "../errors.js";
import type { Platform } from "../ports/platform.js";
import {
  principalFromBearer,
  principalFromSession,
  readBearer,
  readCredential,
  resolveCredential,
  unauthorized,
} from "./authenticate.js";
import { mountPrefix, mountReply } from "./mount.js";
import type { HttpRequest, Reply } from "./request.js";
import { type Method, NO_STORE, type Prefix, type RouteContext, type RouteDef } from "./route.js";
import { parseWith, snakeKeys } from "./validation.js";

export interface CompiledRoute {
  def: RouteDef<any, any>;
  method: Method;
  /** Full path template, e.g. `/v0/pods/{pod_id}/inboxes/{inbox_id}`. */
  template: string;
  prefix: Prefix | null;
  segments: string[];
}

const PREFIX_PATHS: Record<Prefix, string> = {
  pod: "/pods/{pod_id}",
  inbox: "/inboxes/{inbox_id}",
  pod_inbox: "/pods/{pod_id}/inboxes/{inbox_id}",
};

export function compileRoutes(defs: readonly RouteDef<any, any>[]): CompiledRoute[] {
  const out: CompiledRoute[] = [];
  for (const def of defs) {
    const variants: Array<[Prefix | null, string]> = def.absolute
      ? [[null, def.path]]
      : [
          [null, `/v0${def.path}`],
          ...(def.prefixes ?? []).map((p): [Prefix, string] => [p, `/v0${PREFIX_PATHS[p]}${def.path}`]),
        ];
    for (const [prefix, template] of variants) {
      out.push({ def, method: def.method, template, prefix, segments: template.split("/").filter(Boolean) });
    }
  }
  return out;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Literal segments win over parameters, earliest position first. */
function matchRoute(routes: CompiledRoute[], method: string, path: string) {
  const parts = path.split("/").filter(Boolean).map(decodeSegment);
  if (parts.some((p) => p === undefined)) return undefined;
  let best: { route: CompiledRoute; params: Record<string, string>; score: string } | undefined;
  for (const route of routes) {
    if (route.method !== method || route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let score = "";
    let matched = true;
    for (let i = 0; i < parts.length; i++) {
      const seg = route.segments[i];
      const part = parts[i] as string;
      if (seg.startsWith("{")) {
        if (part === "") {
          matched = false;
          break;
        }
        params[seg.slice(1, -1)] = part;
        score += "1";
      } else if (seg === part) {
        score += "2";
      } else {
        matched = false;
        break;
      }
    }
    if (matched && (!best || score > best.score)) best = { route, params, score };
  }
  return best;
}

function parseJsonBody(request: HttpRequest): Record<string, unknown> {
  const text = request.body.toString("utf8").trim();
  if (text === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw validation("Request body must be a JSON object");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw validation("Request body must be a JSON object");
  }
  return snakeKeys(parsed as Record<string, unknown>);
}

/** This API's own origin or a configured CORS origin. */
export function isAllowedOrigin(platform: Platform, origin: string): boolean {
  if (platform.config.corsOrigins.includes(origin)) return true;
  try {
    return new URL(platform.config.baseUrl).origin === origin;
  } catch {
    return false;
  }
}

/** Cookie-authenticated writes from another site are refused (SameSite=Lax plus an Origin check). */
export function checkOrigin(platform: Platform, request: HttpRequest): void {
  const origin = request.headers.origin;
  if (!origin || request.method === "GET") return;
  if (!isAllowedOrigin(platform, origin)) throw forbidden("Cross-site request refused");
}

async function authenticate(platform: Platform, request: HttpRequest, def: RouteDef<any, any>): Promise<Principal> {
  if (def.auth === "session") {
    const token = request.cookies[SESSION_COOKIE];
    const principal = token ? await principalFromSession(platform, token) : undefined;
    if (!principal) throw unauthorized(platform, "Not signed in");
    checkOrigin(platform, request);
    return principal;
  }
  if (def.auth === "mcp") {
    const token = readBearer(request);
    const principal = token ? await principalFromBearer(platform, token, "mcp") : undefined;
    if (!principal) throw unauthorized(platform, undefined, def.challenge);
    return principal;
  }
  const credential = readCredential(request, def.queryToken === true);
  if (!credential) throw unauthorized(platform);
  const principal = await resolveCredential(platform, credential);
  if (!principal) throw unauthorized(platform);
  if (principal.kind === "session") checkOrigin(platform, request);
  return principal;
}

/** What a caller needs for a route (or an MCP tool doing a route's work): a permission and a credential scope. */
export interface AccessRule {
  /** Any one of these; null: a valid credential is enough. */
  permission: Permission | readonly Permission[] | null;
  scopes?: readonly ScopeType[];
  scopeMessage?: string;
  /** Only a dashboard session may call (members, invitations): API keys and agent tokens get 403. */
  sessionOnly?: boolean;
}

/** The permission check (403 naming the first permission accepted), then the credential scope check (403). */
export function checkAccess(principal: Principal, rule: AccessRule): void {
  if (rule.permission !== null) {
    const needed = typeof rule.permission === "string" ? [rule.permission] : rule.permission;
    if (!needed.some((p) => can(principal, p))) {
      throw forbidden(`API key lacks the ${needed[0]} permission`);
    }
  }
  if (rule.scopes && !rule.scopes.includes(principal.scope)) {
    throw forbidden(rule.scopeMessage ?? "This credential's scope cannot call this route");
  }
  if (rule.sessionOnly && principal.kind !== "session") {
    throw forbidden("Only a dashboard session may call this route; API keys and agent tokens cannot");
  }
}

function corsHeaders(platform: Platform, request: HttpRequest): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin || !platform.config.corsOrigins.includes(origin)) return {};
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-credentials": "true",
    "access-control-expose-headers": "WWW-Authenticate",
    vary: "Origin",
  };
}

export function errorReply(error: ApiError): Reply {
  return { status: error.status, json: error.toBody(), headers: error.headers };
}

export async function dispatch(platform: Platform, routes: CompiledRoute[], request: HttpRequest): Promise<Reply> {
  // On every line of this request (the Lambda middleware resets them after the invocation).
  platform.log.appendRequestKeys({ requestId: request.requestId });
  const log = platform.log;
  const cors = corsHeaders(platform, request);
  if (request.method === "OPTIONS" && Object.keys(cors).length) {
    return {
      status: 204,
      headers: {
        ...cors,
        "access-control-allow-methods": "GET, POST, PATCH, PUT, DELETE, OPTIONS",
        "access-control-allow-headers": "Authorization, Content-Type, X-Recipient, Idempotency-Key",
        "access-control-max-age": "600",
      },
    };
  }
  let reply: Reply;
  const started = performance.now();
  const matched: { route?: string } = {};
  try {
    reply = await run(platform, routes, request, matched);
  } catch (error) {
    if (error instanceof ApiError) {
      reply = errorReply(error);
    } else if (error instanceof OAuthError) {
      reply = {
        status: error.status,
        json: error.toBody(),
        headers: { ...NO_STORE, ...error.headers },
      };
    } else {
      log.error("unhandled error", { error, method: request.method, path: request.path });
      reply = errorReply(new ApiError("internal", "Internal server error"));
    }
  }
  const ms = performance.now() - started;
  // Unmatched paths are one series, so a scanner cannot make a dimension per path it tries.
  platform.metrics.add("routeLatency", ms, matched.route ?? "unmatched");
  log.debug("request", { method: request.method, status: reply.status, ms: Math.round(ms) });
  const mounted = mountReply(reply, mountPrefix(platform.config.publicUrl));
  return { ...mounted, headers: { ...cors, ...(mounted.headers ?? {}), "x-request-id": request.requestId } };
}

async function run(
  platform: Platform,
  routes: CompiledRoute[],
  request: HttpRequest,
  matched: { route?: string },
): Promise<Reply> {
  const match = matchRoute(routes, request.method, request.path);
  if (!match) throw notFound(`Route not found: ${request.method} ${request.path}`);
  const { route, params } = match;
  const def = route.def;
  const now = platform.clock.now();
  matched.route = `${route.method} ${route.template}`;
  platform.log.appendRequestKeys({ route: matched.route });

  if (def.auth === "none" || def.publicWhen?.(request)) {
    const query = def.query ? parseWith(def.query, request.query) : {};
    const body = def.body && !def.rawBody ? parseWith(def.body, parseJsonBody(request)) : {};
    return def.handler({ platform, request, params, query, body, now } as RouteContext<unknown, unknown>);
  }

  const principal = await authenticate(platform, request, def);
  platform.log.appendRequestKeys({ organization_id: principal.organizationId });
  checkAccess(principal, def);

  const scope = scopeOf(principal);
  // The pod and the inbox the path names: route handlers declared under them take them from here (PathContext).
  const ctx = { platform, request, principal, scope, params, now } as RouteContext<unknown, unknown> & {
    pod?: PodItem;
    inbox?: InboxItem;
  };
  if (params.pod_id !== undefined) {
    ctx.pod = await getPodInScope(platform, scope, params.pod_id);
    scope.podId = ctx.pod.podId;
  }
  if (params.inbox_id !== undefined) {
    params.inbox_id = params.inbox_id.toLowerCase();
    ctx.inbox = await getInboxInScope(platform, scope, params.inbox_id, now);
    scope.podId = ctx.inbox.podId;
    scope.inboxId = ctx.inbox.inboxId;
  }
  ctx.query = def.query ? parseWith(def.query, request.query) : {};
  ctx.body = def.body && !def.rawBody ? parseWith(def.body, parseJsonBody(request)) : {};
  return def.handler(ctx);
}
