import { Entity } from "electrodb";

// An open WebSocket connection (`/v0/ws`): who opened it (a snapshot of the principal, and the hash of its
// credential for the periodic recheck; never the credential itself) and what it subscribed to. Written on
// $connect, read by the publisher per organization and by the keep-alive sweep (all of them), deleted on
// $disconnect or when a post finds it gone.
export const WsConnection = new Entity({
  model: { entity: "wsConnection", version: "1", service: "mail" },
  attributes: {
    connectionId: { type: "string", required: true, readOnly: true },
    organizationId: { type: "string", required: true, readOnly: true },
    principalKind: { type: ["api_key", "session", "agent_token"] as const, required: true, readOnly: true },
    scope: { type: ["organization", "pod", "inbox"] as const, required: true, readOnly: true },
    podId: { type: "string", readOnly: true },
    inboxId: { type: "string", readOnly: true },
    /** false: no permission list; true: only `permissions`. */
    restricted: { type: "boolean", required: true, readOnly: true },
    permissions: { type: "list", items: { type: "string" }, readOnly: true },
    userId: { type: "string", readOnly: true },
    credentialSource: { type: ["bearer", "query", "cookie"] as const, required: true, readOnly: true },
    /** SHA-256 of the API key or session token, the lookup key of its record. */
    credentialHash: { type: "string", required: true, readOnly: true },
    /** Agent tokens: the verified claims (JSON) the recheck rebuilds the principal from; no signature, no secret. */
    tokenRef: { type: "string", readOnly: true },
    /** Subscription; absent lists mean "everything readable in scope". */
    eventTypes: { type: "list", items: { type: "string" } },
    inboxIds: { type: "list", items: { type: "string" } },
    podIds: { type: "list", items: { type: "string" } },
    connectedAt: { type: "string", required: true, readOnly: true },
    checkedAt: { type: "string", required: true },
    expiresAt: { type: "string", required: true, readOnly: true },
    ttl: { type: "number", readOnly: true },
  },
  indexes: {
    byConnection: { pk: { field: "pk", composite: ["connectionId"] }, sk: { field: "sk", composite: [] } },
    byOrganization: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["organizationId"] },
      sk: { field: "gsi1sk", composite: ["connectionId"] },
    },
    /**
     * Every open connection, for the keep-alive sweep, without a scan. Only connection records carry this key, and all
     * of them in one partition: connects are throttled by the WebSocket stage (50 a second by default) far below
     * what one index partition takes (1,000 writes a second).
     */
    everyConnection: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: [], template: "wsconnections#open" },
      sk: { field: "gsi2sk", composite: ["connectionId"] },
    },
  },
});
