import { Entity } from "electrodb";

// People who sign in to the dashboard, their sessions and pending sign-in codes. Secrets are stored hashed.
// Which organizations a person belongs to, and with which role, is in membership.ts.

export const User = new Entity({
  model: { entity: "user", version: "1", service: "mail" },
  attributes: {
    email: { type: "string", required: true, readOnly: true },
    userId: { type: "string", required: true, readOnly: true },
    name: { type: "string" },
    /**
     * Legacy (before memberships): the one organization and role. Read only to migrate: the person's next sign-in
     * turns them into a membership and removes them (docs/organizations.md).
     */
    organizationId: { type: "string" },
    role: { type: ["owner", "admin", "member"] as const },
    createdAt: { type: "string", required: true, readOnly: true },
  },
  indexes: {
    byEmail: { pk: { field: "pk", composite: ["email"] }, sk: { field: "sk", composite: [] } },
  },
});

export const Session = new Entity({
  model: { entity: "session", version: "1", service: "mail" },
  attributes: {
    tokenHash: { type: "string", required: true, readOnly: true },
    userId: { type: "string", required: true, readOnly: true },
    email: { type: "string", required: true, readOnly: true },
    organizationId: { type: "string", required: true },
    /** The membership's createdAt: the session acts only while that very membership exists. */
    memberSince: { type: "string" },
    expiresAt: { type: "string", required: true },
    createdAt: { type: "string", required: true, readOnly: true },
    ttl: { type: "number" },
  },
  indexes: {
    byHash: { pk: { field: "pk", composite: ["tokenHash"] }, sk: { field: "sk", composite: [] } },
  },
});

export const SignIn = new Entity({
  model: { entity: "signIn", version: "1", service: "mail" },
  attributes: {
    tokenHash: { type: "string", required: true, readOnly: true },
    email: { type: "string", required: true, readOnly: true },
    codeHash: { type: "string", required: true, readOnly: true },
    attempts: { type: "number", required: true, default: 0 },
    next: { type: "string" },
    /** The invitation the sign-in started with (`invitation_token`): accepted when the sign-in completes. */
    invitationId: { type: "string", readOnly: true },
    /** Its organization: the invitation is read by its own key at the end, not from an index that may lag. */
    invitationOrganizationId: { type: "string", readOnly: true },
    expiresAt: { type: "string", required: true, readOnly: true },
    usedAt: { type: "string" },
    /** Code checked, organization still to choose (`/login/organization`): the person it is for. */
    pendingUserId: { type: "string" },
    /** The organization step completed: the sign-in cannot open a second session. */
    completedAt: { type: "string" },
    createdAt: { type: "string", required: true, readOnly: true },
    ttl: { type: "number" },
  },
  indexes: {
    byHash: { pk: { field: "pk", composite: ["tokenHash"] }, sk: { field: "sk", composite: [] } },
  },
});

/** The organization's first key, encrypted under the session token that may read it once. */
export const FirstKey = new Entity({
  model: { entity: "firstKey", version: "1", service: "mail" },
  attributes: {
    sessionHash: { type: "string", required: true, readOnly: true },
    apiKeyId: { type: "string", required: true, readOnly: true },
    ciphertext: { type: "string", required: true, readOnly: true },
    expiresAt: { type: "string", required: true, readOnly: true },
    ttl: { type: "number" },
  },
  indexes: {
    bySession: { pk: { field: "pk", composite: ["sessionHash"] }, sk: { field: "sk", composite: [] } },
  },
});
