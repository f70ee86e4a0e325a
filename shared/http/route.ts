// How a route is declared: data that routing, auth, validation, scoped copies and the authorization tests all read.
import type { z } from "zod";
import type { Permission } from "../auth/permissions.js";
import type { Principal, Scope, ScopeType } from "../auth/principal.js";
import type { InboxItem, PodItem } from "../db/service.js";
import type { Platform } from "../ports/platform.js";
import type { HttpRequest, Reply } from "./request.js";

export type Method = "GET" | "POST" | "PATCH" | "DELETE" | "PUT";

/** Scoped copies: `/v0/pods/{pod_id}…`, `/v0/inboxes/{inbox_id}…`, `/v0/pods/{pod_id}/inboxes/{inbox_id}…`. */
export type Prefix = "pod" | "inbox" | "pod_inbox";

export type Auth =
  /** An API key, agent token or dashboard session (any /v0 route). */
  | "credential"
  /** The dashboard session cookie only. */
  | "session"
  /** No credential (health, sign-in start, discovery documents). */
  | "none";

export interface RouteContext<Q, B> {
  platform: Platform;
  request: HttpRequest;
  /** Present unless the route's auth is "none". */
  principal: Principal;
  /** Credential scope narrowed by the route prefix. */
  scope: Scope;
  /** Set when the route was reached through a prefix (or names the resource itself) and it was checked. */
  prefixPod?: PodItem;
  prefixInbox?: InboxItem;
  params: Record<string, string>;
  query: Q;
  body: B;
  now: Date;
}

export interface RouteDef<Q = unknown, B = unknown> {
  method: Method;
  /** Path below /v0 for API routes (e.g. `/inboxes/{inbox_id}`), or an absolute path with `absolute: true`. */
  path: string;
  absolute?: boolean;
  auth: Auth;
  /** Permission needed; an array means any one of them. null: a valid credential is enough. */
  permission: Permission | readonly Permission[] | null;
  /** Credential scopes allowed to call; others get 403 with `scopeMessage`. Default: all. */
  scopes?: readonly ScopeType[];
  scopeMessage?: string;
  prefixes?: readonly Prefix[];
  /** `?token=` is accepted (stream routes only). */
  queryToken?: boolean;
  /**
   * Answers with a stream that does not end by itself (SSE): served by the streaming front (functions/sse on
   * AWS, the local front's streaming path), never by the buffered API function.
   */
  stream?: boolean;
  /** The body is not JSON (raw MIME); the handler reads request.body. */
  rawBody?: boolean;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  summary: string;
  handler: (ctx: RouteContext<Q, B>) => Promise<Reply>;
}

/** Keeps the handler's query and body types tied to its schemas. */
export function route<Q = Record<string, never>, B = Record<string, never>>(def: RouteDef<Q, B>): RouteDef<Q, B> {
  return def;
}

export const ok = (json: unknown, headers?: Record<string, string>): Reply => ({ status: 200, json, headers });
export const created = (json: unknown): Reply => ({ status: 201, json });
export const deleted = (): Reply => ({ status: 200, json: { ok: true } });
