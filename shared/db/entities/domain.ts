import { Entity } from "electrodb";

/** A DNS record the domain's owner publishes, with what the last check found (the spec's VerificationRecord). */
const record = {
  type: "map",
  properties: {
    type: { type: ["TXT", "CNAME", "MX"] as const, required: true },
    name: { type: "string", required: true },
    value: { type: "string", required: true },
    status: { type: ["MISSING", "INVALID", "VALID"] as const, required: true },
    priority: { type: "number" },
    reason: { type: "string" },
    purpose: { type: ["inbound", "spf", "dkim", "dmarc", "provider"] as const, required: true },
    required: { type: "boolean", required: true },
  },
} as const;

// Custom domains, keyed by name so a domain belongs to one organization and inbound mail finds it in one read.
export const Domain = new Entity({
  model: { entity: "domain", version: "1", service: "mail" },
  attributes: {
    domain: { type: "string", required: true, readOnly: true },
    domainId: { type: "string", required: true, readOnly: true },
    organizationId: { type: "string", required: true, readOnly: true },
    podId: { type: "string", required: true },
    status: {
      type: ["NOT_STARTED", "PENDING", "INVALID", "FAILED", "VERIFYING", "VERIFIED"] as const,
      required: true,
    },
    reason: { type: "string" },
    feedbackEnabled: { type: "boolean", required: true, default: false },
    inboundEnabled: { type: "boolean", required: true, default: true },
    catchAll: { type: "boolean", required: true, default: false },
    catchAllTtlSeconds: { type: "number" },
    clientId: { type: "string" },
    records: { type: "list", items: record, required: true, default: () => [] },
    nameservers: { type: "list", items: { type: "string" } },
    dnsProvider: {
      type: [
        "cloudflare",
        "route53",
        "google",
        "vercel",
        "namecheap",
        "godaddy",
        "digitalocean",
        "hetzner",
        "porkbun",
        "other",
      ] as const,
    },
    /** The last Domain Connect discovery (GET …/domain-connect). */
    domainConnect: {
      type: "map",
      properties: {
        supported: { type: "boolean", required: true },
        providerName: { type: "string" },
        applyUrl: { type: "string" },
      },
    },
    /**
     * The local platform's DKIM key for this domain (SES holds the key on AWS, so it is absent there). Never
     * rendered: toDomain names the fields it shows.
     */
    dkimSigning: {
      type: "map",
      properties: {
        selector: { type: "string", required: true },
        privateKeyPem: { type: "string", required: true },
      },
    },
    verifiedAt: { type: "string" },
    lastCheckedAt: { type: "string" },
    /** "recheck" while the background worker should look at the domain again: puts it on the re-check index. */
    recheckQueue: { type: "string" },
    /** When the background worker looks next. */
    recheckAt: { type: "string" },
    createdAt: { type: "string", required: true, readOnly: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byName: { pk: { field: "pk", composite: ["domain"] }, sk: { field: "sk", composite: [] } },
    byOrganization: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["organizationId"] },
      sk: { field: "gsi1sk", composite: ["domainId"] },
    },
    byRecheck: {
      index: "gsi2",
      // Sparse: only PENDING and INVALID domains younger than 7 days are on the re-check index.
      condition: (attr) => attr.recheckQueue !== undefined && attr.recheckAt !== undefined,
      pk: { field: "gsi2pk", composite: ["recheckQueue"] },
      sk: { field: "gsi2sk", composite: ["recheckAt"] },
    },
  },
});
