// DKIM keys and signing. The local transport signs mail between local inboxes with the instance's key, so
// the inbound pipeline authenticates it for real; the key's TXT record goes into the local DNS zone.
import { generateKeyPairSync } from "node:crypto";
import { dkimSign } from "mailauth/lib/dkim/sign.js";

export interface DkimKey {
  /** PKCS#8 PEM. */
  privateKeyPem: string;
  /** The TXT record value to publish at `<selector>._domainkey.<domain>`: `v=DKIM1; k=rsa; p=<SPKI DER base64>`. */
  publicKeyDnsValue: string;
}

export interface DkimSigningOptions {
  /** The `d=` domain; align it with the From domain for DMARC. */
  domain: string;
  selector: string;
  privateKeyPem: string;
}

/** A fresh RSA-2048 key pair. */
export function generateDkimKey(): DkimKey {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "der" },
  });
  return { privateKeyPem: privateKey, publicKeyDnsValue: `v=DKIM1; k=rsa; p=${publicKey.toString("base64")}` };
}

/** The TXT record name for a selector: `<selector>._domainkey.<domain>`. */
export function dkimRecordName(domain: string, selector: string): string {
  return `${selector}._domainkey.${domain}`.toLowerCase();
}

/** Signs a raw RFC 5322 message (relaxed/relaxed, rsa-sha256) and returns it with the DKIM-Signature prepended. */
export async function signMessage(raw: Buffer, options: DkimSigningOptions): Promise<Buffer> {
  const signature = {
    signingDomain: options.domain,
    selector: options.selector,
    privateKey: options.privateKeyPem,
  };
  // mailauth's typings ask for the top-level fields, but the signer only reads `signatureData`.
  const result = await dkimSign(raw, {
    ...signature,
    canonicalization: "relaxed/relaxed",
    algorithm: "rsa-sha256",
    signatureData: [signature],
  });
  const signatures = result.signatures.trim();
  if (result.errors?.length || !signatures) {
    // Errors come as `{ selector, signingDomain, err }` entries, not Error objects.
    const first = result.errors?.[0] as { err?: Error } | undefined;
    throw new Error(`DKIM signing failed for ${options.domain}: ${first?.err?.message ?? "no signature produced"}`, {
      cause: first?.err,
    });
  }
  return Buffer.concat([Buffer.from(`${signatures}\r\n`), raw]);
}
