// What the trust pipeline needs from the outside world: DNS for sender authentication, the (cached) classifier,
// a resolver for where links lead, and the name of this receiving host.
import type { CachedClassifier } from "./classifier.js";
import type { DnsResolver } from "./dns.js";
import type { UrlResolver } from "./url-resolver.js";

export interface TrustDeps {
  dns: DnsResolver;
  classifier: CachedClassifier;
  urlResolver?: UrlResolver;
  /** Name of this receiving host, for authentication results. */
  mta?: string;
}
