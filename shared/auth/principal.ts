import type { Grant, Permission } from "./permissions.js";
import { grantHas } from "./permissions.js";

export type ScopeType = "organization" | "pod" | "inbox";

/** Who is calling: an API key, an agent access token or a signed-in person, with the scope and permissions that apply. */
export interface Principal {
  kind: "api_key" | "session" | "agent_token";
  organizationId: string;
  scope: ScopeType;
  podId?: string;
  inboxId?: string;
  /** null: no permission list (everything the scope allows except explicit-only permissions). */
  grant: Grant;
  apiKeyId?: string;
  userId?: string;
  email?: string;
  /** Raw session token hash (cookie sign-in only), for per-session records such as the first key. */
  sessionHash?: string;
  /** Agent tokens: the registration or authorization grant behind the token, and its verified claims. */
  registrationId?: string;
  grantId?: string;
  token?: AccessTokenRef;
  /** An unclaimed anonymous registration's token: the sandbox caps apply to its sends. */
  sandbox?: boolean;
}

/** What a long-lived stream keeps of an agent token to recheck it later without keeping the token itself. */
export interface AccessTokenRef {
  sub: string;
  scope: string;
  exp: number;
  jti: string;
  reg?: string;
  grant?: string;
  gen?: number;
  aud: string | string[];
}

export function can(principal: Principal, permission: Permission): boolean {
  return grantHas(principal.grant, permission);
}

/** The part of the organization a request may touch: credential scope narrowed by a route prefix. */
export interface Scope {
  organizationId: string;
  podId?: string;
  inboxId?: string;
}

/** What a credential reaches: its organization, and its pod or inbox when it is limited to one. */
export function scopeOf(principal: Principal): Scope {
  return { organizationId: principal.organizationId, podId: principal.podId, inboxId: principal.inboxId };
}

export function inScope(scope: Scope, item: { organizationId: string; podId?: string; inboxId?: string }): boolean {
  if (item.organizationId !== scope.organizationId) return false;
  if (scope.podId && item.podId !== scope.podId) return false;
  if (scope.inboxId && item.inboxId !== scope.inboxId) return false;
  return true;
}
