// The UrlResolver port's implementations, the same on both platforms. `noNetworkResolver` is the default.
// `safeRedirectResolver` makes HEAD requests through the SSRF-safe client (shared/net/safe-fetch.ts: private,
// loopback and metadata addresses refused, sockets pinned to the checked address), following redirects by hand up to
// 3 hops; it is wired where the trust pipeline is configured.
import { type ResolvedAddress, type SafeFetchResponse, safeFetch } from "../../net/safe-fetch.js";
import type { UrlResolver } from "../../ports/url-resolver.js";

/** Makes no request and knows nothing: the default. */
export const noNetworkResolver: UrlResolver = {
  resolve: async () => undefined,
};

export interface SafeRedirectResolverOptions {
  /** Redirects followed at most (default 3). */
  maxHops?: number;
  /** Per request (default 3000 ms). */
  timeoutMs?: number;
  /** Development only: allow 127.0.0.0/8 and ::1. */
  allowLoopback?: boolean;
  /** DNS lookup override (tests). */
  lookup?: (host: string) => Promise<ResolvedAddress[]>;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Follows HTTP redirects with HEAD requests (GET when HEAD is refused with 405/501) through safeFetch, one hop at a
 * time, at most `maxHops` hops. Returns the last URL reached when at least one redirect was followed, otherwise
 * undefined. Blocked addresses, timeouts and network errors end the walk at the last URL reached.
 */
export function safeRedirectResolver(options: SafeRedirectResolverOptions = {}): UrlResolver {
  const maxHops = options.maxHops ?? 3;
  const fetchOptions = {
    maxBytes: 64 * 1024,
    timeoutMs: options.timeoutMs ?? 3000,
    allowLoopback: options.allowLoopback ?? false,
    lookup: options.lookup,
    followRedirects: false as const,
  };

  const step = async (url: string): Promise<SafeFetchResponse | undefined> => {
    try {
      const head = await safeFetch(url, { ...fetchOptions, method: "HEAD" });
      if (head.status !== 405 && head.status !== 501) return head;
    } catch {
      return undefined;
    }
    try {
      return await safeFetch(url, { ...fetchOptions, method: "GET" });
    } catch {
      return undefined;
    }
  };

  return {
    async resolve(url: string): Promise<string | undefined> {
      let current: string;
      try {
        current = new URL(url).href;
      } catch {
        return undefined;
      }
      let hops = 0;
      while (hops < maxHops) {
        const response = await step(current);
        if (!response || !REDIRECT_STATUSES.has(response.status) || !response.headers.location) break;
        let next: URL;
        try {
          next = new URL(response.headers.location, current);
        } catch {
          break;
        }
        if (next.protocol !== "http:" && next.protocol !== "https:") {
          // Report where it points (e.g. a javascript: or data: target) without fetching it.
          current = next.href;
          hops += 1;
          break;
        }
        current = next.href;
        hops += 1;
      }
      return hops > 0 ? current : undefined;
    },
  };
}
