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
  /**
   * The MCP server's rule: a bearer credential only (an API key; agent access tokens for the MCP resource join them
   * in authenticate.ts), never the session cookie, so a browser's cookie cannot drive an agent's tools.
   */
  | "mcp"
  /** No credential (health, sign-in start, discovery documents). */
  | "none";

export interface RouteContext<Q, B> {
  platform: Platform;
  request: HttpRequest;
  /** Present unless the route's auth is "none". */
  principal: Principal;
  /** Credential scope narrowed by the route prefix. */
  scope: Scope;
  params: Record<string, string>;
  query: Q;
  body: B;
  now: Date;
}

/** Whether a path template names a parameter (`{inbox_id}`). */
type Names<Path extends string, Param extends string> = Path extends `${string}{${Param}}${string}` ? true : false;

/**
 * The context of a route declared at `Path`. The router loads (and checks against the scope) the pod and the inbox
 * a request's path names, so a route whose own path names `{inbox_id}` (`{pod_id}`) always has them, whichever
 * prefix it was reached through: its handler gets them typed as present. A prefix alone does not: the same route
 * also answers without it.
 */
export type PathContext<Q, B, Path extends string> = RouteContext<Q, B> &
  (Names<Path, "inbox_id"> extends true ? { inbox: InboxItem } : unknown) &
  (Names<Path, "pod_id"> extends true ? { pod: PodItem } : unknown);

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
  /** With auth "credential": only a dashboard session may call; API keys and agent tokens get 403 (spec). */
  sessionOnly?: boolean;
  prefixes?: readonly Prefix[];
  /** Requests this accepts are answered without a credential (GET /mcp's description document). */
  publicWhen?: (request: HttpRequest) => boolean;
  /**
   * The 401 challenge's protected-resource metadata path and OAuth scopes, for a resource other than the API itself
   * (the MCP server). Default: the API's `/.well-known/oauth-protected-resource`, no scope.
   */
  challenge?: { metadataPath: string; scope: string };
  /** `?token=` is accepted (stream routes only). */
  queryToken?: boolean;
  /**
   * Served by a streaming function (functions/sse, functions/mcp on AWS; the local front's streaming path), never by
   * the buffered API function: its reply may be a stream that does not end by itself (SSE), or take longer than the
   * API's 29 s (MCP's wait_for_message).
   */
  stream?: boolean;
  /** The body is not JSON (raw MIME); the handler reads request.body. */
  rawBody?: boolean;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  summary: string;
  /**
   * A method (checked both ways): a declaration's handler may take a PathContext, which the router provides for
   * every path naming `{inbox_id}` or `{pod_id}`.
   */
  handler(ctx: RouteContext<Q, B>): Promise<Reply>;
}

/** A route as declared: its handler's context follows its path (PathContext). */
export type RouteDeclaration<Q, B, Path extends string> = Omit<RouteDef<Q, B>, "path" | "handler"> & {
  path: Path;
  handler: (ctx: PathContext<Q, B, Path>) => Promise<Reply>;
};

/**
 * Keeps the handler's query and body types tied to its schemas, and its context to its path. The table holds it
 * as a plain RouteDef: the router sets `inbox` and `pod` for every path that names them (router.ts, run).
 */
export function route<Q = Record<string, never>, B = Record<string, never>, Path extends string = string>(
  def: RouteDeclaration<Q, B, Path>,
): RouteDef<Q, B> {
  return def;
}

/** Answers that carry tokens or one-time secrets (OAuth's token responses, RFC 6749 §5.1). */
export const NO_STORE = { "cache-control": "no-store", pragma: "no-cache" } as const;

export const ok = (json: unknown, headers?: Record<string, string>): Reply => ({ status: 200, json, headers });
export const created = (json: unknown): Reply => ({ status: 201, json });
export const deleted = (): Reply => ({ status: 200, json: { ok: true } });
