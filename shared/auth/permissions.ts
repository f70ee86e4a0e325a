// Permission names, OAuth scopes and event-family read permissions: the data every check reads.

export const PERMISSIONS = [
  "inbox_read",
  "inbox_create",
  "inbox_update",
  "inbox_delete",
  "thread_read",
  "thread_delete",
  "message_read",
  "message_send",
  "message_reply",
  "message_update",
  "message_delete",
  "label_spam_read",
  "label_blocked_read",
  "label_unauthenticated_read",
  "label_trash_read",
  "draft_read",
  "draft_create",
  "draft_update",
  "draft_delete",
  "draft_send",
  "webhook_read",
  "webhook_create",
  "webhook_update",
  "webhook_delete",
  "domain_read",
  "domain_create",
  "domain_update",
  "domain_delete",
  "list_entry_read",
  "list_entry_create",
  "list_entry_delete",
  "metrics_read",
  "api_key_read",
  "api_key_create",
  "api_key_update",
  "api_key_delete",
  "pod_read",
  "pod_create",
  "pod_update",
  "pod_delete",
  "inbound_raw",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Granted only by name: never implied by "no list" or by "*". */
export const EXPLICIT_ONLY: ReadonlySet<Permission> = new Set<Permission>(["inbound_raw"]);

const KNOWN: ReadonlySet<string> = new Set(PERMISSIONS);

export function isPermission(name: string): name is Permission {
  return KNOWN.has(name);
}

/** Stored form of a key's grant: null = no list (everything its scope allows but inbound_raw). */
export type Grant = readonly string[] | null;

/** "*" in a stored list stands for every permission except the explicit-only ones. */
export function grantHas(grant: Grant, permission: Permission): boolean {
  if (grant === null) return !EXPLICIT_ONLY.has(permission);
  if (grant.includes(permission)) return true;
  return grant.includes("*") && !EXPLICIT_ONLY.has(permission);
}

/** Response form: an object of booleans over every permission name. */
export function grantToObject(grant: Grant): Record<Permission, boolean> | undefined {
  if (grant === null) return undefined;
  return Object.fromEntries(PERMISSIONS.map((p) => [p, grantHas(grant, p)])) as Record<Permission, boolean>;
}

/** OAuth scopes (agent tokens) and the permissions each grants. */
export const OAUTH_SCOPES: Record<string, readonly Permission[]> = {
  "inboxes.read": ["inbox_read"],
  "inboxes.write": ["inbox_create", "inbox_update", "inbox_delete"],
  "messages.read": [
    "message_read",
    "thread_read",
    "label_spam_read",
    "label_blocked_read",
    "label_unauthenticated_read",
    "label_trash_read",
  ],
  "messages.send": [
    "message_send",
    "message_reply",
    "draft_read",
    "draft_create",
    "draft_update",
    "draft_delete",
    "draft_send",
  ],
  "messages.write": ["message_update", "message_delete", "thread_delete"],
  "webhooks.read": ["webhook_read"],
  "webhooks.write": ["webhook_create", "webhook_update", "webhook_delete"],
  "domains.read": ["domain_read"],
  "domains.write": ["domain_create", "domain_update", "domain_delete"],
  "lists.read": ["list_entry_read"],
  "lists.write": ["list_entry_create", "list_entry_delete"],
  "metrics.read": ["metrics_read"],
  "pods.read": ["pod_read"],
  "pods.write": ["pod_create", "pod_update", "pod_delete"],
  "api_keys.read": ["api_key_read"],
  "api_keys.write": ["api_key_create", "api_key_update", "api_key_delete"],
};

export const OAUTH_SCOPE_NAMES = Object.keys(OAUTH_SCOPES);

/** The permissions a space-separated OAuth scope string grants (unknown names grant nothing). */
export function permissionsForScopes(scope: string): Permission[] {
  const out = new Set<Permission>();
  for (const name of scope.split(" ")) for (const p of OAUTH_SCOPES[name] ?? []) out.add(p);
  return [...out];
}

/** Read permission of each event family: streams, the event log and webhooks send an event only to holders. */
export const EVENT_FAMILY_PERMISSION: Record<string, Permission> = {
  message: "message_read",
  inbox: "inbox_read",
  domain: "domain_read",
  draft: "draft_read",
  webhook: "webhook_read",
};
