// Sending identities of custom domains: SES v2 email identities with Easy DKIM and a custom MAIL FROM on AWS, a
// DKIM key of the instance's own locally. Domain code asks this port what the sending side needs published.

/** One DNS record the sending side needs (the domain service adds status and the inbound and DMARC records). */
export interface SendingRecord {
  type: "TXT" | "CNAME" | "MX";
  /** Fully qualified, lowercase, no trailing dot. */
  name: string;
  value: string;
  priority?: number;
  purpose: "spf" | "dkim" | "provider";
}

/** The local platform's key, stored with the domain and used to sign its mail (SES signs on AWS). */
export interface DkimSigningKey {
  selector: string;
  privateKeyPem: string;
}

export interface DomainIdentity {
  /** SPF, DKIM and, where the platform needs one, the custom MAIL FROM's record (purpose `provider`). */
  records: SendingRecord[];
  dkimSigning?: DkimSigningKey;
}

export interface DomainIdentities {
  /** Creates (or, when it exists already, reads) the sending identity of a domain. */
  create(domain: string): Promise<DomainIdentity>;
  /** Removes it; a domain without one is not an error. */
  delete(domain: string): Promise<void>;
}
