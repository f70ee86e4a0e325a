import { Entity } from "electrodb";

// The OAuth authorization server for apps and MCP clients: registered clients, pending authorization requests,
// authorization codes, grants (what a person consented to), rotating refresh tokens, device authorizations, revoked
// access tokens, and the security-event subjects of identity-assertion registrations. Every secret (client secret,
// code, refresh token, device code) is stored as a SHA-256 hash; every record ends with a DynamoDB TTL.

/** A client: registered dynamically (RFC 7591) or described by an https metadata document (its URL is its ID). */
export const OAuthClient = new Entity({
  model: { entity: "oauthClient", version: "1", service: "mail" },
  attributes: {
    clientId: { type: "string", required: true, readOnly: true },
    source: { type: ["registered", "metadata_document"] as const, required: true, readOnly: true },
    /** Untrusted, shown as text on the consent page. */
    clientName: { type: "string" },
    clientUri: { type: "string" },
    redirectUris: { type: "list", required: true, items: { type: "string" } },
    tokenEndpointAuthMethod: {
      type: ["none", "client_secret_post", "client_secret_basic"] as const,
      required: true,
    },
    secretHash: { type: "string" },
    grantTypes: { type: "list", required: true, items: { type: "string" } },
    scope: { type: "string" },
    createdAt: { type: "string", required: true },
    /** Set when a person first approves it; an unused registration is deleted 7 days after it was made. */
    usedAt: { type: "string" },
    /** Metadata documents: when this copy stops being served from the table and is fetched again. */
    refreshAfter: { type: "string" },
    ttl: { type: "number" },
  },
  indexes: {
    byId: { pk: { field: "pk", composite: ["clientId"] }, sk: { field: "sk", composite: [] } },
  },
});

/** A valid authorization request, kept 10 minutes while the person decides on the consent page. */
export const OAuthRequest = new Entity({
  model: { entity: "oauthRequest", version: "1", service: "mail" },
  attributes: {
    requestId: { type: "string", required: true, readOnly: true },
    clientId: { type: "string", required: true, readOnly: true },
    redirectUri: { type: "string", required: true, readOnly: true },
    codeChallenge: { type: "string", required: true, readOnly: true },
    scope: { type: "string", required: true, readOnly: true },
    state: { type: "string", required: true, readOnly: true },
    resources: { type: "list", required: true, readOnly: true, items: { type: "string" } },
    expiresAt: { type: "string", required: true, readOnly: true },
    createdAt: { type: "string", required: true, readOnly: true },
    ttl: { type: "number", required: true },
  },
  indexes: {
    byId: { pk: { field: "pk", composite: ["requestId"] }, sk: { field: "sk", composite: [] } },
  },
});

/** An authorization code (single use, 2 minutes); kept a little longer so that a second use is recognised. */
export const OAuthCode = new Entity({
  model: { entity: "oauthCode", version: "1", service: "mail" },
  attributes: {
    codeHash: { type: "string", required: true, readOnly: true },
    grantId: { type: "string", required: true, readOnly: true },
    clientId: { type: "string", required: true, readOnly: true },
    redirectUri: { type: "string", required: true, readOnly: true },
    codeChallenge: { type: "string", required: true, readOnly: true },
    expiresAt: { type: "string", required: true, readOnly: true },
    usedAt: { type: "string" },
    ttl: { type: "number", required: true },
  },
  indexes: {
    byHash: { pk: { field: "pk", composite: ["codeHash"] }, sk: { field: "sk", composite: [] } },
  },
});

/**
 * What a person consented to: one client acting in the organization, one pod or one inbox with some scopes. Access
 * and refresh tokens name it; revoking it (or a reused code or refresh token) ends all of them at once.
 */
export const OAuthGrant = new Entity({
  model: { entity: "oauthGrant", version: "1", service: "mail" },
  attributes: {
    grantId: { type: "string", required: true, readOnly: true },
    clientId: { type: "string", required: true, readOnly: true },
    userId: { type: "string", required: true, readOnly: true },
    email: { type: "string", required: true, readOnly: true },
    organizationId: { type: "string", required: true, readOnly: true },
    targetType: { type: ["organization", "pod", "inbox"] as const, required: true, readOnly: true },
    podId: { type: "string", readOnly: true },
    inboxId: { type: "string", readOnly: true },
    /** Space-separated OAuth scopes. */
    scope: { type: "string", required: true, readOnly: true },
    /** Resource indicators the tokens may name as audience. */
    resources: { type: "list", required: true, readOnly: true, items: { type: "string" } },
    status: { type: ["active", "revoked"] as const, required: true },
    createdAt: { type: "string", required: true, readOnly: true },
    revokedAt: { type: "string" },
    /** Follows the newest refresh token's expiry (or the code's, until it is exchanged). */
    ttl: { type: "number", required: true },
  },
  indexes: {
    byId: { pk: { field: "pk", composite: ["grantId"] }, sk: { field: "sk", composite: [] } },
    /** The apps a member connected: disconnected when they leave or are removed. */
    byMember: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["organizationId", "userId"] },
      sk: { field: "gsi1sk", composite: ["grantId"] },
    },
  },
});

/** A refresh token of a grant; rotated on use, and a rotated one presented again revokes the grant. */
export const OAuthRefreshToken = new Entity({
  model: { entity: "oauthRefreshToken", version: "1", service: "mail" },
  attributes: {
    tokenHash: { type: "string", required: true, readOnly: true },
    grantId: { type: "string", required: true, readOnly: true },
    clientId: { type: "string", required: true, readOnly: true },
    expiresAt: { type: "string", required: true, readOnly: true },
    rotatedAt: { type: "string" },
    ttl: { type: "number", required: true },
  },
  indexes: {
    byHash: { pk: { field: "pk", composite: ["tokenHash"] }, sk: { field: "sk", composite: [] } },
  },
});

/** A device authorization (RFC 8628): polled by its device code, approved by a person who types its user code. */
export const DeviceAuthorization = new Entity({
  model: { entity: "deviceAuthorization", version: "1", service: "mail" },
  attributes: {
    deviceCodeHash: { type: "string", required: true, readOnly: true },
    userCode: { type: "string", required: true, readOnly: true },
    clientId: { type: "string", required: true, readOnly: true },
    scope: { type: "string", required: true, readOnly: true },
    resources: { type: "list", required: true, readOnly: true, items: { type: "string" } },
    status: { type: ["pending", "approved", "denied", "redeemed"] as const, required: true },
    /** Set on approval. */
    grantId: { type: "string" },
    /** Seconds the client must wait between polls; slow_down adds 5. */
    interval: { type: "number", required: true },
    lastPolledAt: { type: "number" },
    expiresAt: { type: "string", required: true, readOnly: true },
    createdAt: { type: "string", required: true, readOnly: true },
    ttl: { type: "number", required: true },
  },
  indexes: {
    byDeviceCode: { pk: { field: "pk", composite: ["deviceCodeHash"] }, sk: { field: "sk", composite: [] } },
    byUserCode: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["userCode"] },
      sk: { field: "gsi1sk", composite: [] },
    },
  },
});

/** A single access token revoked before its expiry (RFC 7009), until that expiry. */
export const RevokedAccessToken = new Entity({
  model: { entity: "revokedAccessToken", version: "1", service: "mail" },
  attributes: {
    jti: { type: "string", required: true, readOnly: true },
    revokedAt: { type: "string", required: true, readOnly: true },
    ttl: { type: "number", required: true },
  },
  indexes: {
    byJti: { pk: { field: "pk", composite: ["jti"] }, sk: { field: "sk", composite: [] } },
  },
});

/**
 * An identity-assertion registration by its provider and subject, so a security event token naming them finds
 * every registration to revoke. Written when such a registration is made (none today: identity_assertion is off).
 */
export const IdentitySubject = new Entity({
  model: { entity: "identitySubject", version: "1", service: "mail" },
  attributes: {
    issuer: { type: "string", required: true, readOnly: true },
    subject: { type: "string", required: true, readOnly: true },
    registrationId: { type: "string", required: true, readOnly: true },
    createdAt: { type: "string", required: true, readOnly: true },
    ttl: { type: "number" },
  },
  indexes: {
    bySubject: {
      pk: { field: "pk", composite: ["issuer", "subject"] },
      sk: { field: "sk", composite: ["registrationId"] },
    },
  },
});

/** A security event token's jti, seen once (replays are refused) until the token would have expired. */
export const SeenEventToken = new Entity({
  model: { entity: "seenEventToken", version: "1", service: "mail" },
  attributes: {
    key: { type: "string", required: true, readOnly: true },
    ttl: { type: "number", required: true },
  },
  indexes: {
    byKey: { pk: { field: "pk", composite: ["key"] }, sk: { field: "sk", composite: [] } },
  },
});
