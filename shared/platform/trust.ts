// The trust pipeline's adapters per platform: DNS (system resolver with timeouts on AWS, an in-memory zone
// locally), the classifier (the fast local backend, cached by input hash) and the URL resolver (no network).
import { randomBytes } from "node:crypto";
import { systemDnsResolver } from "../adapters/aws/system-dns.js";
import { type MemoryDnsResolver, memoryDnsResolver } from "../adapters/local/memory-dns.js";
import type { Config } from "../config.js";
import { dkimRecordName, generateDkimKey, signMessage } from "../mail/dkim.js";
import { cachedClassifier, memoryClassificationCache } from "../ports/classifier.js";
import { noNetworkResolver } from "../ports/url-resolver.js";
import { localClassifier } from "../trust/classifier.js";
import type { TrustDeps } from "../trust/pipeline.js";

const CLASSIFICATION_CACHE_ENTRIES = 5000;

/** No network, no records: the evaluation corpus and the benchmark score mail as a stranger's. */
export function offlineTrust(cacheEntries: number, mta = "agents.localhost"): TrustDeps {
  return {
    dns: memoryDnsResolver(),
    classifier: cachedClassifier(localClassifier(), memoryClassificationCache(cacheEntries)),
    urlResolver: noNetworkResolver,
    mta,
  };
}

export function awsTrust(config: Config): TrustDeps {
  return {
    ...offlineTrust(CLASSIFICATION_CACHE_ENTRIES, config.sharedDomain),
    dns: systemDnsResolver({ timeoutMs: 3000 }),
  };
}

export interface LocalTrust extends TrustDeps {
  dns: MemoryDnsResolver;
  /** DKIM-signs mail leaving one local inbox for another, with the instance's key published in the zone. */
  sign(raw: Buffer): Promise<Buffer>;
}

/**
 * The local zone publishes SPF (127.0.0.1), DKIM (a key made at start) and DMARC (p=reject) for the shared
 * domain, so mail between two local inboxes authenticates for real.
 */
export function localTrust(config: Config): LocalTrust {
  const domain = config.sharedDomain;
  const selector = `local${randomBytes(3).toString("hex")}`;
  const key = generateDkimKey();
  const dns = memoryDnsResolver();
  dns.setTxt(domain, ["v=spf1 ip4:127.0.0.1 ip6:::1 -all"]);
  dns.setTxt(dkimRecordName(domain, selector), [key.publicKeyDnsValue]);
  dns.setTxt(`_dmarc.${domain}`, ["v=DMARC1; p=reject"]);
  return {
    ...offlineTrust(CLASSIFICATION_CACHE_ENTRIES, domain),
    dns,
    sign: (raw) => signMessage(raw, { domain, selector, privateKeyPem: key.privateKeyPem }),
  };
}
