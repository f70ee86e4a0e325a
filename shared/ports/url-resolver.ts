// Resolving where a link really goes (shorteners, click trackers) needs the network, so it is a port. Its
// implementations are in shared/adapters/net/url-resolver.ts: `noNetworkResolver` (the default: the trust layer makes no
// outbound request unless a deployment configures one) and `safeRedirectResolver`.

export interface UrlResolver {
  /** The URL `url` finally leads to, or undefined when unknown (no network, error, no redirect). Never throws. */
  resolve(url: string): Promise<string | undefined>;
}
