// The local DomainIdentities: no SES, so each custom domain gets a DKIM key of the instance's own, published as a
// TXT record and used by the local transport to sign the domain's mail. Mail leaves "from" loopback, so the SPF
// record allows 127.0.0.1 and ::1; the envelope sender is the inbox itself, so no custom MAIL FROM is needed.
import { randomBytes } from "node:crypto";
import { dkimRecordName, generateDkimKey } from "../../mime/dkim.js";
import type { DomainIdentities } from "../../ports/domain-identities.js";

/** The SPF record of a custom domain on the local runtime (the same allowance as the shared domain's). */
export const LOCAL_SPF = "v=spf1 ip4:127.0.0.1 ip6:::1 -all";

/** A fresh key per domain; deleting has nothing to remove (the key lives and dies with the domain record). */
export const localDomainIdentities: DomainIdentities = {
  async create(domain) {
    const selector = `mm${randomBytes(4).toString("hex")}`;
    const key = generateDkimKey();
    return {
      records: [
        { type: "TXT", name: domain, value: LOCAL_SPF, purpose: "spf" },
        { type: "TXT", name: dkimRecordName(domain, selector), value: key.publicKeyDnsValue, purpose: "dkim" },
      ],
      dkimSigning: { selector, privateKeyPem: key.privateKeyPem },
    };
  },
  async delete() {},
};
