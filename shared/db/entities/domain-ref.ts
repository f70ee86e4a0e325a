import { Entity } from "electrodb";

// A domain's ID → its name, per organization, written in the same transaction as the domain: routes name a domain
// by domain_id, and the domain is keyed by name, so this is how a request finds it with consistent reads (the
// organization index would answer a moment late right after a create).
export const DomainRef = new Entity({
  model: { entity: "domainRef", version: "1", service: "mail" },
  attributes: {
    organizationId: { type: "string", required: true, readOnly: true },
    domainId: { type: "string", required: true, readOnly: true },
    domain: { type: "string", required: true, readOnly: true },
  },
  indexes: {
    byDomainId: {
      pk: { field: "pk", composite: ["organizationId", "domainId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});
