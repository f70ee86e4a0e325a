import { Entity } from "electrodb";

// Agents that registered themselves (POST /agent/identity), and the claim attempts a person completes on the
// dashboard. Claim tokens and attempt tokens are stored as SHA-256 hashes.

export const AgentRegistration = new Entity({
  model: { entity: "agentRegistration", version: "1", service: "mail" },
  attributes: {
    registrationId: { type: "string", required: true, readOnly: true },
    registrationType: { type: ["anonymous", "service_auth", "identity_assertion"] as const, required: true },
    status: { type: ["pending_claim", "claimed", "revoked"] as const, required: true },
    /** Agent-described, untrusted: shown as text, never interpreted. */
    name: { type: "string" },
    client: { type: "string" },
    /** The sandbox organization (anonymous) until claimed, then the claimer's; "unclaimed" for unclaimed service_auth. */
    organizationId: { type: "string" },
    /** Listed under the organization (sparse index: only registrations with one). */
    listed: { type: "string" },
    inboxId: { type: "string" },
    podId: { type: "string" },
    /** service_auth's login_hint, or the email a claim token was bound to. */
    loginHint: { type: "string" },
    /** Verified email of the person who claimed it. */
    email: { type: "string" },
    claimedByUserId: { type: "string" },
    claimTokenHash: { type: "string", required: true, readOnly: true },
    /** End of the 24-hour claim window. */
    claimExpiresAt: { type: "string", required: true, readOnly: true },
    /** The attempt whose user code is live (a new attempt replaces it). */
    attemptId: { type: "string" },
    attemptUserCode: { type: "string" },
    attemptExpiresAt: { type: "string" },
    /** Epoch ms of the last claim-grant poll (slow_down under 5 s). */
    lastPolledAt: { type: "number" },
    /** Tokens and assertions carry the generation they were issued in; claiming and revoking move it on. */
    generation: { type: "number", required: true, default: 0 },
    /** The claim grant's tokens were handed out (once). */
    claimRedeemedAt: { type: "string" },
    requester: { type: "string" },
    createdAt: { type: "string", required: true, readOnly: true },
    claimedAt: { type: "string" },
    revokedAt: { type: "string" },
    updatedAt: { type: "string", required: true },
    /** DynamoDB TTL: unclaimed registrations go some days after their claim window closed. */
    ttl: { type: "number" },
  },
  indexes: {
    byId: { pk: { field: "pk", composite: ["registrationId"] }, sk: { field: "sk", composite: [] } },
    byOrganization: {
      index: "gsi1",
      condition: (attr) => attr.listed !== undefined && attr.organizationId !== undefined,
      pk: { field: "gsi1pk", composite: ["organizationId"] },
      sk: { field: "gsi1sk", composite: ["registrationId"] },
    },
    byClaimToken: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["claimTokenHash"] },
      sk: { field: "gsi2sk", composite: [] },
    },
  },
});

/** A claim attempt, by its 6-digit user code (unique among live codes) and by its attempt token. */
export const ClaimAttempt = new Entity({
  model: { entity: "claimAttempt", version: "1", service: "mail" },
  attributes: {
    userCode: { type: "string", required: true, readOnly: true },
    attemptId: { type: "string", required: true, readOnly: true },
    registrationId: { type: "string", required: true, readOnly: true },
    tokenHash: { type: "string", required: true, readOnly: true },
    /** Only this signed-in person may complete it (claim_token bound to an email). */
    email: { type: "string", readOnly: true },
    expiresAt: { type: "string", required: true, readOnly: true },
    createdAt: { type: "string", required: true, readOnly: true },
    ttl: { type: "number", required: true },
  },
  indexes: {
    byCode: { pk: { field: "pk", composite: ["userCode"] }, sk: { field: "sk", composite: [] } },
    byToken: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["tokenHash"] },
      sk: { field: "gsi1sk", composite: [] },
    },
  },
});

/**
 * A rolling-window counter shared by every instance: the times (and, for sandbox sends, the recipients) of recent
 * uses of one key, written with a version check so concurrent uses cannot both take the last slot.
 */
export const RateWindow = new Entity({
  model: { entity: "rateWindow", version: "1", service: "mail" },
  attributes: {
    key: { type: "string", required: true, readOnly: true },
    /** Epoch ms of each use, oldest first. */
    uses: { type: "list", required: true, items: { type: "number" } },
    /** Per use, its tags joined by spaces (sandbox sends: the bare recipient addresses). */
    tags: { type: "list", items: { type: "string" } },
    version: { type: "number", required: true },
    ttl: { type: "number", required: true },
  },
  indexes: {
    byKey: { pk: { field: "pk", composite: ["key"] }, sk: { field: "sk", composite: [] } },
  },
});
