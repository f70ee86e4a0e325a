import { Entity } from "electrodb";

// A person's place in an organization. Keyed by organization and user, so the check every session request makes
// ("still a member?") is one strongly consistent read; the person's own list comes from gsi1.
export const Membership = new Entity({
  model: { entity: "membership", version: "1", service: "mail" },
  attributes: {
    organizationId: { type: "string", required: true, readOnly: true },
    userId: { type: "string", required: true, readOnly: true },
    /** The person's address (the User's key), kept here so a member list needs no join for it. */
    email: { type: "string", required: true, readOnly: true },
    role: { type: ["owner", "admin", "member"] as const, required: true },
    /** Sessions carry it: a session of an earlier membership (removed, then invited again) stays ended. */
    createdAt: { type: "string", required: true, readOnly: true },
    /** When a session last started acting in this organization (sign-in or switch): the default at sign-in. */
    lastUsedAt: { type: "string" },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byOrganization: {
      pk: { field: "pk", composite: ["organizationId"] },
      sk: { field: "sk", composite: ["userId"] },
    },
    byUser: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["userId"] },
      sk: { field: "gsi1sk", composite: ["organizationId"] },
    },
  },
});

// One invitation per organization and address (a new one replaces an accepted, revoked or expired one). The link's
// token names the invitation and carries a secret of which only the SHA-256 is stored.
export const Invitation = new Entity({
  model: { entity: "invitation", version: "1", service: "mail" },
  attributes: {
    organizationId: { type: "string", required: true, readOnly: true },
    email: { type: "string", required: true, readOnly: true },
    invitationId: { type: "string", required: true, readOnly: true },
    role: { type: ["owner", "admin", "member"] as const, required: true, readOnly: true },
    /** Stored state; `expired` is computed from expiresAt when read. */
    state: { type: ["pending", "accepted", "revoked"] as const, required: true },
    invitedByUserId: { type: "string", required: true, readOnly: true },
    tokenHash: { type: "string", required: true },
    expiresAt: { type: "string", required: true },
    acceptedAt: { type: "string" },
    acceptedByUserId: { type: "string" },
    revokedAt: { type: "string" },
    createdAt: { type: "string", required: true, readOnly: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byOrganization: {
      pk: { field: "pk", composite: ["organizationId"] },
      sk: { field: "sk", composite: ["email"] },
    },
    byId: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["invitationId"] },
      sk: { field: "gsi1sk", composite: [] },
    },
    byEmail: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["email"] },
      sk: { field: "gsi2sk", composite: ["organizationId"] },
    },
  },
});
