import { Entity } from "electrodb";

/**
 * A social sign-in in progress, by the hash of its mm_signin token: first the trip to the provider (its state,
 * nonce and PKCE verifier are derived from the token, so none is stored), then, when the provider did not vouch for
 * the address, the emailed code (stored as a keyed hash).
 */
export const SocialSignIn = new Entity({
  model: { entity: "socialSignIn", version: "1", service: "mail" },
  attributes: {
    tokenHash: { type: "string", required: true, readOnly: true },
    step: { type: ["provider", "verify"] as const, required: true, readOnly: true },
    provider: { type: "string", required: true, readOnly: true },
    next: { type: "string", readOnly: true },
    invitationToken: { type: "string", readOnly: true },
    /** Verify step: the address the provider named, and the code's hash and wrong tries. */
    email: { type: "string", readOnly: true },
    codeHash: { type: "string", readOnly: true },
    attempts: { type: "number", required: true, default: 0 },
    expiresAt: { type: "string", required: true, readOnly: true },
    usedAt: { type: "string" },
    createdAt: { type: "string", required: true, readOnly: true },
    ttl: { type: "number" },
  },
  indexes: {
    byHash: { pk: { field: "pk", composite: ["tokenHash"] }, sk: { field: "sk", composite: [] } },
  },
});
