// SSRF-safe HTTP(S) fetching for user-supplied URLs (attachment URLs, webhooks).
// The host is resolved once, every address is checked, and the socket is pinned to the checked
// address (Host header and TLS servername unchanged), so DNS rebinding cannot redirect it.
import { promises as dns } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";

export type SafeFetchReason = "invalid_url" | "blocked_address" | "unresolvable" | "too_large" | "timeout" | "network";

export class SafeFetchError extends Error {
  readonly reason: SafeFetchReason;
  constructor(reason: SafeFetchReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SafeFetchError";
    this.reason = reason;
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface SafeFetchOptions {
  /** The body is cut off with `too_large` past this many bytes. */
  maxBytes: number;
  /** Whole request: lookup, connect, response and body. */
  timeoutMs: number;
  /** Allow 127.0.0.0/8 and ::1 (development only). */
  allowLoopback: boolean;
  /** Resolver; default `dns.promises.lookup(host, { all: true })`. */
  lookup?: (host: string) => Promise<ResolvedAddress[]>;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Redirects are never followed: a 3xx comes back as the response. */
  followRedirects?: false;
  /** Keep the first `maxBytes` of a longer body and stop reading, instead of failing with `too_large`. */
  truncate?: boolean;
}

export interface SafeFetchResponse {
  status: number;
  /** Lowercased header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
}

// ---- address checks ----

function parseIPv4(ip: string): number[] {
  return ip.split(".").map((part) => Number.parseInt(part, 10));
}

/** 16 bytes of an IPv6 address (zone already removed, validity checked by the caller). */
function parseIPv6(ip: string): number[] {
  let text = ip;
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(":");
  if (text.slice(lastColon + 1).includes(".")) {
    tail = parseIPv4(text.slice(lastColon + 1));
    text = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const [head, rest] = text.includes("::") ? text.split("::") : [text, undefined];
  const words = (s: string | undefined) => (s ? s.split(":").map((w) => Number.parseInt(w, 16)) : []);
  const left = words(head);
  const right = words(rest);
  const middle = rest === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  const all = [...left, ...middle, ...right];
  const bytes = all.flatMap((w) => [w >> 8, w & 0xff]);
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

function blockedV4(b: number[], allowLoopback: boolean): boolean {
  const [a, c] = b;
  if (a === 127) return !allowLoopback; // loopback
  if (a === 0) return true; // "this network", 0.0.0.0 reaches localhost on Linux
  if (a === 10) return true; // private
  if (a === 100 && c >= 64 && c <= 127) return true; // CGNAT 100.64/10
  if (a === 169 && c === 254) return true; // link-local
  if (a === 172 && c >= 16 && c <= 31) return true; // private
  if (a === 192 && c === 168) return true; // private
  if (a === 192 && c === 0 && (b[2] === 0 || b[2] === 2)) return true; // IETF assignments, TEST-NET-1
  if (a === 192 && c === 88 && b[2] === 99) return true; // 6to4 relay anycast
  if (a === 198 && (c === 18 || c === 19)) return true; // benchmarking 198.18/15
  if (a === 198 && c === 51 && b[2] === 100) return true; // TEST-NET-2
  if (a === 203 && c === 0 && b[2] === 113) return true; // TEST-NET-3
  if (a >= 224) return true; // multicast 224/4, reserved 240/4, broadcast
  return false;
}

function blockedV6(b: number[], allowLoopback: boolean): boolean {
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  // IPv4-mapped ::ffff:a.b.c.d
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return blockedV4(b.slice(12), allowLoopback);
  if (zero(0, 12)) {
    if (zero(12, 15) && b[15] === 1) return !allowLoopback; // ::1
    return true; // :: and the deprecated IPv4-compatible ::a.b.c.d
  }
  // NAT64 well-known prefix 64:ff9b::/96 carries an IPv4 address; never to loopback.
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b) {
    if (zero(4, 12)) return blockedV4(b.slice(12), false);
    return true; // 64:ff9b:1::/48 local-use NAT64 and the rest of the block
  }
  // 6to4 2002::/16 carries an IPv4 address in bits 16..48.
  if (b[0] === 0x20 && b[1] === 0x02) return blockedV4(b.slice(2, 6), false);
  // 2001::/23 IETF protocol assignments (Teredo, ORCHID, …) and 2001:db8::/32 documentation.
  if (b[0] === 0x20 && b[1] === 0x01 && (b[2] <= 0x01 || (b[2] === 0x0d && b[3] === 0xb8))) return true;
  // 3fff::/20 documentation.
  if (b[0] === 0x3f && b[1] === 0xff && b[2] < 0x10) return true;
  // Only global unicast 2000::/3 remains; this excludes fc00::/7, fe80::/10, fec0::/10, ff00::/8, 100::/64.
  return (b[0] & 0xe0) !== 0x20;
}

/**
 * True when `ip` must not be connected to: private, loopback (unless allowed), link-local,
 * unique-local, CGNAT, multicast, broadcast, reserved and documentation ranges, and IPv4-mapped,
 * NAT64 or 6to4 forms of those. Anything that is not an IP address is blocked.
 */
export function isBlockedAddress(ip: string, allowLoopback: boolean): boolean {
  const bare = ip.trim().replace(/^\[|\]$/g, "");
  const withoutZone = bare.includes("%") ? bare.slice(0, bare.indexOf("%")) : bare;
  switch (isIP(withoutZone)) {
    case 4:
      return blockedV4(parseIPv4(withoutZone), allowLoopback);
    case 6:
      return blockedV6(parseIPv6(withoutZone.toLowerCase()), allowLoopback);
    default:
      return true;
  }
}

// ---- fetching ----

const defaultLookup = async (host: string): Promise<ResolvedAddress[]> => {
  const found = await dns.lookup(host, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

function parseUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SafeFetchError("invalid_url", "Invalid URL");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new SafeFetchError("invalid_url", "Only http and https URLs can be fetched");
  }
  if (parsed.username || parsed.password) {
    throw new SafeFetchError("invalid_url", "URLs with credentials cannot be fetched");
  }
  if (!parsed.hostname) throw new SafeFetchError("invalid_url", "URL has no host");
  return parsed;
}

async function resolveTarget(
  host: string,
  options: Pick<SafeFetchOptions, "allowLoopback" | "lookup">,
): Promise<ResolvedAddress> {
  const literal = isIP(host);
  if (literal) {
    if (isBlockedAddress(host, options.allowLoopback)) {
      throw new SafeFetchError("blocked_address", `Address ${host} is not allowed`);
    }
    return { address: host, family: literal === 6 ? 6 : 4 };
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await (options.lookup ?? defaultLookup)(host);
  } catch (error) {
    throw new SafeFetchError("unresolvable", `Host ${host} could not be resolved`, { cause: error });
  }
  if (!addresses.length) throw new SafeFetchError("unresolvable", `Host ${host} could not be resolved`);
  // Refuse when ANY answer is blocked: a mixed answer is a rebinding or misconfiguration signal.
  const blocked = addresses.find((a) => isBlockedAddress(a.address, options.allowLoopback));
  if (blocked) {
    throw new SafeFetchError("blocked_address", `Host ${host} resolves to a blocked address (${blocked.address})`);
  }
  const first = addresses[0];
  return { address: first.address, family: isIP(first.address) === 6 ? 6 : 4 };
}

/**
 * The checks safeFetch makes before connecting (scheme, credentials, every resolved address), without a request:
 * for validating a URL when it is stored (webhooks). Throws SafeFetchError (`invalid_url`, `blocked_address`,
 * `unresolvable`); returns the address a request would connect to.
 */
export async function checkFetchableUrl(
  url: string,
  options: Pick<SafeFetchOptions, "allowLoopback" | "lookup">,
): Promise<ResolvedAddress> {
  const parsed = parseUrl(url);
  return resolveTarget(parsed.hostname.replace(/^\[|\]$/g, ""), options);
}

/** A socket lookup that answers with the checked address only (both callback shapes). */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options?.all) {
      (callback as (err: null, addresses: Array<{ address: string; family: number }>) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    } else {
      callback(null, target.address, target.family);
    }
  };
}

function flattenHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

/**
 * Fetches `url` without following redirects, refusing blocked destinations. Throws SafeFetchError
 * (`invalid_url`, `blocked_address`, `unresolvable`, `too_large`, `timeout`, `network`).
 */
export function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResponse> {
  return new Promise<SafeFetchResponse>((resolve, reject) => {
    let settled = false;
    let request: http.ClientRequest | undefined;
    const finish = (error: SafeFetchError | undefined, response?: SafeFetchResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        request?.destroy();
        reject(error);
      } else resolve(response!);
    };
    const timer = setTimeout(
      () => finish(new SafeFetchError("timeout", `No complete response within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );

    const run = async () => {
      const parsed = parseUrl(url);
      const host = parsed.hostname.replace(/^\[|\]$/g, "");
      const target = await resolveTarget(host, options);
      if (settled) return;
      const secure = parsed.protocol === "https:";
      const headers: Record<string, string> = { "user-agent": "agent-mail-fetch/1", ...(options.headers ?? {}) };
      const requestOptions: https.RequestOptions = {
        protocol: parsed.protocol,
        hostname: host,
        port: parsed.port ? Number(parsed.port) : undefined,
        path: `${parsed.pathname}${parsed.search}`,
        method: options.method ?? "GET",
        headers,
        agent: false,
        lookup: pinnedLookup(target),
        ...(secure && !isIP(host) ? { servername: host } : {}),
      };
      const req = (secure ? https : http).request(requestOptions);
      request = req;
      req.on("error", (error) => {
        finish(
          error instanceof SafeFetchError ? error : new SafeFetchError("network", error.message, { cause: error }),
        );
      });
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        const done = () =>
          finish(undefined, {
            status: res.statusCode ?? 0,
            headers: flattenHeaders(res.headers),
            body: Buffer.concat(chunks),
          });
        const declared = Number(res.headers["content-length"]);
        if (!options.truncate && Number.isFinite(declared) && declared > options.maxBytes) {
          res.destroy();
          finish(new SafeFetchError("too_large", `Response is over ${options.maxBytes} bytes`));
          return;
        }
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          if (options.truncate && size + chunk.length >= options.maxBytes) {
            chunks.push(chunk.subarray(0, options.maxBytes - size));
            size = options.maxBytes;
            done();
            res.destroy();
            return;
          }
          size += chunk.length;
          if (size > options.maxBytes) {
            res.destroy();
            finish(new SafeFetchError("too_large", `Response is over ${options.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", done);
        res.on("error", (error) => finish(new SafeFetchError("network", error.message, { cause: error })));
        res.on("close", () => {
          if (!res.complete)
            finish(new SafeFetchError("network", "Connection closed before the response was complete"));
        });
      });
      req.end(options.body);
    };
    run().catch((error: unknown) => {
      finish(
        error instanceof SafeFetchError
          ? error
          : new SafeFetchError("network", error instanceof Error ? error.message : String(error), { cause: error }),
      );
    });
  });
}
