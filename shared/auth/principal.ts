import type { Grant, Permission } from "./permissions.js";
import { grantHas } from "./permissions.js";

export type ScopeType = "organization" | "pod" | "inbox";

/** Who is calling: an API key or a signed-in person, with the scope and permissions that apply. */
export interface Principal {
  kind: "api_key" | "session";
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

export function inScope(scope: Scope, item: { organizationId: string; podId?: string; inboxId?: string }): boolean {
  if (item.organizationId !== scope.organizationId) return false;
  if (scope.podId && item.podId !== scope.podId) return false;
  if (scope.inboxId && item.inboxId !== scope.inboxId) return false;
  return true;
}
