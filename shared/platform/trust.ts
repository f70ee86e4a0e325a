// The trust pipeline's adapters per platform: DNS (system resolver with timeouts on AWS, an in-memory zone
// locally), the classifier (the fast local backend, or Bedrock on AWS when configured; cached by input hash in
// memory, then in the table) and the URL resolver (no network).
import { randomBytes } from "node:crypto";
import { bedrockClassifier } from "../adapters/aws/bedrock-classifier.js";
import { systemDnsResolver } from "../adapters/aws/system-dns.js";
import { tableClassificationCache } from "../adapters/dynamodb/classification-cache.js";
import { type MemoryDnsResolver, memoryDnsResolver } from "../adapters/local/memory-dns.js";
import { noNetworkResolver } from "../adapters/net/url-resolver.js";
import type { Config } from "../config.js";
import type { Db } from "../db/service.js";
import { dkimRecordName, generateDkimKey, signMessage } from "../mime/dkim.js";
import type { Logger } from "../observability/logger.js";
import type { CachedClassifier, Classifier } from "../ports/classifier.js";
import type { Clock } from "../ports/clock.js";
import type { DnsResolver } from "../ports/dns.js";
import type { TrustDeps } from "../ports/trust.js";
import {
  cachedClassifier,
  memoryClassificationCache,
  tieredClassificationCache,
} from "../trust/classification-cache.js";
import { localClassifier } from "../trust/classifier.js";

const CLASSIFICATION_CACHE_ENTRIES = 5000;

/** What the deployed platforms share: the table (classification cache), the clock and the log. */
export interface TrustServices {
  db: Db;
  clock: Clock;
  log: Logger;
}

/** The configured backend, cached in this process's memory first and then in the table (shared by instances). */
function tableCachedClassifier(config: Config, services: TrustServices): CachedClassifier {
  const local = localClassifier();
  let classifier: Classifier = local;
  if (config.classifierBackend === "bedrock" && config.bedrock) {
    classifier = bedrockClassifier({
      modelId: config.bedrock.modelId,
      timeoutMs: config.bedrock.timeoutMs,
      region: config.region,
      local,
      onFallback: (cause, detail) => services.log.warn("bedrock classifier unavailable, local used", { cause, detail }),
    });
  }
  const cache = tieredClassificationCache(
    memoryClassificationCache(CLASSIFICATION_CACHE_ENTRIES),
    tableClassificationCache(services.db, () => services.clock.now()),
  );
  return cachedClassifier(classifier, cache);
}

/** No network, no records: the evaluation corpus and the benchmark score mail as a stranger's. */
export function offlineTrust(cacheEntries: number, mta = "agents.localhost"): TrustDeps {
  return {
    dns: memoryDnsResolver(),
    classifier: cachedClassifier(localClassifier(), memoryClassificationCache(cacheEntries)),
    urlResolver: noNetworkResolver,
    mta,
  };
}

export function awsTrust(config: Config, services: TrustServices): TrustDeps {
  return {
    dns: systemDnsResolver({ timeoutMs: 3000 }),
    classifier: tableCachedClassifier(config, services),
    urlResolver: noNetworkResolver,
    mta: config.sharedDomain,
  };
}

export interface LocalTrust extends TrustDeps {
  /** The instance's own records (the shared domain's); `dns` answers from the zone file first, then from these. */
  ownZone: MemoryDnsResolver;
  /** DKIM-signs mail leaving one local inbox for another, with the instance's key published in the zone. */
  sign(raw: Buffer): Promise<Buffer>;
}

/**
 * The local zone publishes SPF (127.0.0.1), DKIM (a key made at start) and DMARC (p=reject) for the shared
 * domain, so mail between two local inboxes authenticates for real. With a zone file (LOCAL_DNS_ZONE), its records
 * (custom domains') are answered first.
 */
export function localTrust(
  config: Config,
  services: TrustServices,
  published?: (own: DnsResolver) => DnsResolver,
): LocalTrust {
  const domain = config.sharedDomain;
  const selector = `local${randomBytes(3).toString("hex")}`;
  const key = generateDkimKey();
  const ownZone = memoryDnsResolver();
  ownZone.setTxt(domain, ["v=spf1 ip4:127.0.0.1 ip6:::1 -all"]);
  ownZone.setTxt(dkimRecordName(domain, selector), [key.publicKeyDnsValue]);
  ownZone.setTxt(`_dmarc.${domain}`, ["v=DMARC1; p=reject"]);
  return {
    ownZone,
    dns: published ? published(ownZone) : ownZone,
    classifier: tableCachedClassifier(config, services),
    urlResolver: noNetworkResolver,
    mta: domain,
    sign: (raw) => signMessage(raw, { domain, selector, privateKeyPem: key.privateKeyPem }),
  };
}
