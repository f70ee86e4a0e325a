import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBlockedAddress, type SafeFetchError, safeFetch } from "../../shared/net/safe-fetch.js";

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect((error as Error).name).toBe("SafeFetchError");
    return (error as SafeFetchError).reason;
  }
  throw new Error("expected a SafeFetchError");
}

describe("isBlockedAddress", () => {
  it.each([
    // IPv4 private, loopback, link-local, CGNAT, this-network, multicast, broadcast, reserved, documentation
    "10.0.0.1",
    "10.255.255.255",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "127.0.0.1",
    "127.8.9.10",
    "169.254.169.254",
    "100.64.0.1",
    "100.127.255.255",
    "0.0.0.0",
    "0.1.2.3",
    "224.0.0.1",
    "239.255.255.250",
    "255.255.255.255",
    "240.0.0.1",
    "192.0.0.8",
    "192.0.2.1",
    "198.18.0.1",
    "198.19.255.255",
    "198.51.100.7",
    "203.0.113.25",
    "192.88.99.1",
    // IPv6 loopback, unspecified, link-local, unique-local, site-local, multicast, documentation, discard
    "::1",
    "::",
    "fe80::1",
    "fe80::1%eth0",
    "febf::1",
    "fc00::1",
    "fd12:3456:789a::1",
    "fec0::1",
    "ff02::1",
    "2001:db8::1",
    "3fff::1",
    "100::1",
    "2001::1",
    // IPv4-mapped, IPv4-compatible, NAT64 and 6to4 forms of blocked IPv4 addresses
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "::ffff:a9fe:a9fe",
    "::127.0.0.1",
    "64:ff9b::10.0.0.1",
    "64:ff9b::a00:1",
    "64:ff9b::127.0.0.1",
    "64:ff9b:1::1",
    "2002:a00:1::1",
    "2002:c0a8:0101::1",
    "[::1]",
    // not an IP at all
    "example.com",
    "",
    "1.2.3",
  ])("blocks %s", (ip) => {
    expect(isBlockedAddress(ip, false)).toBe(true);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "1.1.1.1",
    "172.15.255.255",
    "172.32.0.1",
    "100.63.255.255",
    "100.128.0.1",
    "192.169.0.1",
    "169.253.0.1",
    "223.255.255.255",
    "2606:4700:4700::1111",
    "2a00:1450:4001:82a::200e",
    "::ffff:93.184.216.34",
    "64:ff9b::5db8:d822",
    "2002:5db8:d822::1",
  ])("allows public %s", (ip) => {
    expect(isBlockedAddress(ip, false)).toBe(false);
  });

  it("allows loopback only when asked, and never the other ranges", () => {
    for (const ip of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"])
      expect(isBlockedAddress(ip, true)).toBe(false);
    for (const ip of ["0.0.0.0", "::", "10.0.0.1", "169.254.169.254", "fe80::1", "64:ff9b::127.0.0.1"]) {
      expect(isBlockedAddress(ip, true)).toBe(true);
    }
  });
});

describe("safeFetch", () => {
  let server: http.Server;
  let port: number;
  const seen: Array<{ url?: string; host?: string; method?: string; body: string }> = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        seen.push({ url: req.url, host: req.headers.host, method: req.method, body });
        switch (req.url) {
          case "/hello":
            res.writeHead(200, { "content-type": "text/plain", "x-multi": ["a", "b"] });
            res.end("hello world");
            return;
          case "/big":
            res.writeHead(200, { "content-type": "application/octet-stream" });
            res.end(Buffer.alloc(64 * 1024, 1));
            return;
          case "/big-chunked": {
            // No Content-Length: the cap has to be enforced while streaming.
            res.writeHead(200, { "content-type": "application/octet-stream" });
            let sent = 0;
            const push = () => {
              if (sent >= 10) return res.end();
              sent++;
              res.write(Buffer.alloc(16 * 1024, 2), () => setImmediate(push));
            };
            push();
            return;
          }
          case "/redirect":
            res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
            res.end("moved");
            return;
          case "/slow":
            // Never answers; the client's timeout has to fire.
            return;
          case "/echo":
            res.writeHead(201, { "content-type": "application/json" });
            res.end(JSON.stringify({ method: req.method, body }));
            return;
          default:
            res.writeHead(404);
            res.end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const base = { maxBytes: 1024 * 1024, timeoutMs: 2000 };

  it("fetches from loopback when allowed", async () => {
    const res = await safeFetch(`http://127.0.0.1:${port}/hello`, { ...base, allowLoopback: true });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe("hello world");
    expect(res.headers["content-type"]).toBe("text/plain");
    expect(res.headers["x-multi"]).toBe("a, b");
  });

  it("refuses loopback when not allowed, before connecting", async () => {
    const before = seen.length;
    expect(await reasonOf(safeFetch(`http://127.0.0.1:${port}/hello`, { ...base, allowLoopback: false }))).toBe(
      "blocked_address",
    );
    expect(await reasonOf(safeFetch(`http://[::1]:${port}/hello`, { ...base, allowLoopback: false }))).toBe(
      "blocked_address",
    );
    expect(await reasonOf(safeFetch(`http://localhost:${port}/hello`, { ...base, allowLoopback: false }))).toBe(
      "blocked_address",
    );
    expect(seen.length).toBe(before);
  });

  it("refuses IP literals in blocked ranges, including encoded IPv4 forms", async () => {
    for (const url of [
      "http://10.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://0.0.0.0/",
      "http://[::ffff:127.0.0.1]/",
      "http://[fd00::1]/",
      "http://2130706433/", // 127.0.0.1 as one number
      "http://0x7f.1/", // 127.0.0.1 in hex shorthand
      "http://017700000001/", // octal
    ]) {
      expect(await reasonOf(safeFetch(url, { ...base, allowLoopback: false })), url).toBe("blocked_address");
    }
  });

  it("refuses a public-looking name that resolves to a private address", async () => {
    const lookup = async () => [{ address: "10.1.2.3", family: 4 as const }];
    expect(await reasonOf(safeFetch("https://files.example.com/x", { ...base, allowLoopback: false, lookup }))).toBe(
      "blocked_address",
    );
  });

  it("refuses when any resolved address is blocked", async () => {
    const lookup = async () => [
      { address: "93.184.216.34", family: 4 as const },
      { address: "fd00::5", family: 6 as const },
    ];
    expect(await reasonOf(safeFetch("https://files.example.com/x", { ...base, allowLoopback: false, lookup }))).toBe(
      "blocked_address",
    );
  });

  it("connects to exactly the checked address, keeping the Host header (no second lookup)", async () => {
    let lookups = 0;
    const lookup = async (host: string) => {
      lookups++;
      expect(host).toBe("rebind.example.test");
      return [{ address: "127.0.0.1", family: 4 as const }];
    };
    const res = await safeFetch(`http://rebind.example.test:${port}/hello`, { ...base, allowLoopback: true, lookup });
    expect(res.status).toBe(200);
    expect(lookups).toBe(1);
    expect(seen[seen.length - 1].host).toBe(`rebind.example.test:${port}`);
  });

  it("reports unresolvable hosts", async () => {
    const lookup = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    expect(await reasonOf(safeFetch("http://nowhere.example.test/", { ...base, allowLoopback: false, lookup }))).toBe(
      "unresolvable",
    );
    const empty = async () => [];
    expect(
      await reasonOf(safeFetch("http://nowhere.example.test/", { ...base, allowLoopback: false, lookup: empty })),
    ).toBe("unresolvable");
  });

  it.each([
    ["not a url"],
    ["ftp://example.com/file"],
    ["file:///etc/passwd"],
    ["gopher://example.com/"],
    ["http://user:pass@example.com/"],
    ["http://user@example.com/"],
  ])("refuses %s as invalid_url", async (url) => {
    expect(await reasonOf(safeFetch(url, { ...base, allowLoopback: true }))).toBe("invalid_url");
  });

  it("aborts a body over maxBytes, with and without Content-Length", async () => {
    const opts = { ...base, maxBytes: 32 * 1024, allowLoopback: true };
    expect(await reasonOf(safeFetch(`http://127.0.0.1:${port}/big`, opts))).toBe("too_large");
    expect(await reasonOf(safeFetch(`http://127.0.0.1:${port}/big-chunked`, opts))).toBe("too_large");
    const ok = await safeFetch(`http://127.0.0.1:${port}/big-chunked`, { ...opts, maxBytes: 160 * 1024 });
    expect(ok.body.length).toBe(160 * 1024);
  });

  it("times out", async () => {
    const started = Date.now();
    expect(
      await reasonOf(safeFetch(`http://127.0.0.1:${port}/slow`, { ...base, timeoutMs: 200, allowLoopback: true })),
    ).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("times out a slow lookup", async () => {
    const lookup = () => new Promise<never>(() => {});
    expect(
      await reasonOf(
        safeFetch("http://slow-dns.example.test/", { ...base, timeoutMs: 100, allowLoopback: true, lookup }),
      ),
    ).toBe("timeout");
  });

  it("returns redirects as they are, without following", async () => {
    const before = seen.length;
    const res = await safeFetch(`http://127.0.0.1:${port}/redirect`, { ...base, allowLoopback: true });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("http://169.254.169.254/latest/meta-data/");
    expect(res.body.toString()).toBe("moved");
    expect(seen.length).toBe(before + 1);
  });

  it("sends a method, headers and body (webhook style)", async () => {
    const res = await safeFetch(`http://127.0.0.1:${port}/echo`, {
      ...base,
      allowLoopback: true,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"a":1}',
    });
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body.toString())).toEqual({ method: "POST", body: '{"a":1}' });
  });

  it("reports network errors", async () => {
    // A port nothing listens on: bind one, learn its number, close it.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    expect(await reasonOf(safeFetch(`http://127.0.0.1:${closedPort}/`, { ...base, allowLoopback: true }))).toBe(
      "network",
    );
  });
});
