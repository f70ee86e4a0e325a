// The dashboard sign-in limits at the spec's defaults, with a clock the test moves: the token buckets (per client
// IP, IPv6 by /64; per address and client IP for codes and for code checks), new codes per address per rolling
// hour, and the pause after 20 wrong codes for an address from one client IP. Requests go through the real route
// table and handlers (dispatch) over the shared local DynamoDB; only the clock (and the outgoing mail) is the test's.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { takeTokens } from "../../shared/domain/sign-in-limits.js";
import type { HttpRequest, Reply } from "../../shared/http/request.js";
import { dispatch } from "../../shared/http/router.js";
import type { Platform } from "../../shared/ports/platform.js";
import { COMPILED_ROUTES } from "../../shared/routes/index.js";
import { clockPlatform } from "../helpers/clock-platform.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const testPlatform = () => clockPlatform({ config: { serverSecret: "sign-in-limits-test" } });

function request(
  method: string,
  path: string,
  options: { json?: unknown; form?: string; ip: string; cookie?: string },
): HttpRequest {
  const body = options.form ?? (options.json === undefined ? "" : JSON.stringify(options.json));
  return {
    method,
    path,
    headers: {
      "content-type": options.form !== undefined ? "application/x-www-form-urlencoded" : "application/json",
    },
    query: {},
    body: Buffer.from(body),
    cookies: options.cookie ? { mm_signin: options.cookie } : {},
    ip: options.ip,
    requestId: "test",
  };
}

const json = (reply: Reply) => reply.json as Record<string, any>;

/** Each test its own client addresses and email addresses, so other tests' (and runs') buckets do not count. */
function ipv4() {
  return `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
}
function ipv6Net() {
  const group = () => Math.floor(Math.random() * 0xffff).toString(16);
  const net = `2001:db8:${group()}:${group()}`;
  return (tail: string) => `${net}::${tail}`;
}
const address = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

function client(platform: Platform) {
  const start = async (email: string, ip: string) => {
    const reply = await dispatch(
      platform,
      COMPILED_ROUTES,
      request("POST", "/auth/email/start", { json: { email }, ip }),
    );
    const cookie = reply.cookies
      ?.find((c) => c.startsWith("mm_signin="))
      ?.split(";")[0]
      .slice("mm_signin=".length);
    return { reply, cookie, code: json(reply).dev_code as string | undefined };
  };
  const verify = (cookie: string | undefined, code: string, ip: string) =>
    dispatch(platform, COMPILED_ROUTES, request("POST", "/auth/email/verify", { json: { code }, ip, cookie }));
  const pendingVerify = (cookie: string | undefined, code: string, ip: string) =>
    dispatch(platform, COMPILED_ROUTES, request("POST", "/auth/pending/verify", { json: { code }, ip, cookie }));
  return { start, verify, pendingVerify };
}

const wrongFor = (code: string | undefined) => (code === "000000" ? "111111" : "000000");

describe("per client IP bucket (20, then 1 every 6 seconds)", () => {
  it("is shared by email start, email verify and pending verify, and refills over time", async () => {
    const { platform, advance } = testPlatform();
    const { start, verify, pendingVerify } = client(platform);
    const ip = ipv4();
    for (let i = 0; i < 20; i++) expect((await start(address("ip"), ip)).reply.status, `start ${i + 1}`).toBe(202);
    const refused = (await start(address("ip"), ip)).reply;
    expect(refused.status).toBe(429);
    expect(json(refused).error.type).toBe("rate_limited");
    expect(refused.headers?.["retry-after"]).toBe("6");
    // The code checks draw on the same bucket.
    expect((await verify("nothing", "123456", ip)).status).toBe(429);
    expect((await pendingVerify("nothing", "123456", ip)).status).toBe(429);
    // Another client IP has its own bucket.
    expect((await start(address("ip"), ipv4())).reply.status).toBe(202);
    advance(3000);
    expect((await start(address("ip"), ip)).reply.headers?.["retry-after"]).toBe("3");
    advance(3000);
    expect((await start(address("ip"), ip)).reply.status).toBe(202);
    expect((await start(address("ip"), ip)).reply.status).toBe(429);
    // A minute refills 10.
    advance(MINUTE);
    for (let i = 0; i < 10; i++) expect((await verify("nothing", "123456", ip)).status, `check ${i + 1}`).toBe(404);
    expect((await verify("nothing", "123456", ip)).status).toBe(429);
    // Never beyond the burst, however long it rests.
    advance(24 * HOUR);
    let accepted = 0;
    while ((await start(address("ip"), ip)).reply.status === 202) accepted++;
    expect(accepted).toBe(20);
  });

  it("charges refused requests too: malformed addresses count against the client IP", async () => {
    const { platform } = testPlatform();
    const { start } = client(platform);
    const ip = ipv4();
    for (let i = 0; i < 19; i++) expect((await start(`not-an-address-${i}`, ip)).reply.status).toBe(400);
    expect((await start(address("ip"), ip)).reply.status).toBe(202);
    expect((await start(address("ip"), ip)).reply.status).toBe(429);
    expect((await start("not-an-address", ip)).reply.status).toBe(429);
  });

  it("keys an IPv6 client by its /64", async () => {
    const { platform } = testPlatform();
    const { verify } = client(platform);
    const net = ipv6Net();
    for (let i = 0; i < 20; i++) expect((await verify(undefined, "123456", net(`${i + 1}`))).status).toBe(404);
    expect((await verify(undefined, "123456", net("abcd:ef01"))).status).toBe(429);
    expect((await verify(undefined, "123456", ipv6Net()("1"))).status).toBe(404);
  });

  it("a refused form post still says when to retry", async () => {
    const { platform } = testPlatform();
    const ip = ipv4();
    const post = () =>
      dispatch(
        platform,
        COMPILED_ROUTES,
        request("POST", "/auth/email/start", { form: `email=${encodeURIComponent(address("form"))}`, ip }),
      );
    for (let i = 0; i < 20; i++) expect((await post()).status).toBe(303);
    const page = await post();
    expect(page.status).toBe(429);
    expect(page.headers?.["content-type"]).toMatch(/text\/html/);
    expect(page.headers?.["retry-after"]).toBe("6");
  });
});

describe("invitation lookups", () => {
  it("20 per client IP, then 1 every 6 seconds: 429 with Retry-After, whether or not the token exists", async () => {
    const { platform, advance } = testPlatform();
    const ip = ipv4();
    const lookup = () =>
      dispatch(platform, COMPILED_ROUTES, request("GET", `/auth/invitations/inv_unknown.${randomUUID()}`, { ip }));
    for (let i = 0; i < 20; i++) expect((await lookup()).status).toBe(404);
    const refused = await lookup();
    expect(refused.status).toBe(429);
    expect(json(refused).error.type).toBe("rate_limited");
    expect(refused.headers?.["retry-after"]).toBe("6");
    // Another client is not affected.
    const other = await dispatch(
      platform,
      COMPILED_ROUTES,
      request("GET", "/auth/invitations/inv_x.y", { ip: ipv4() }),
    );
    expect(other.status).toBe(404);
    advance(6000);
    expect((await lookup()).status).toBe(404);
  });
});

describe("codes per address", () => {
  it("5 per 15 minutes per address and client IP, the address trimmed and lowercased", async () => {
    const { platform, advance } = testPlatform();
    const { start } = client(platform);
    const email = address("codes");
    const ip = ipv4();
    const spellings = [email, ` ${email.toUpperCase()} `, email, `${email} `, email.replace("codes", "CODES")];
    for (const spelling of spellings) expect((await start(spelling, ip)).reply.status).toBe(202);
    const sixth = (await start(email, ip)).reply;
    expect(sixth.status).toBe(429);
    expect(sixth.headers?.["retry-after"]).toBe("180");
    // From another client IP the address still gets codes.
    expect((await start(email, ipv4())).reply.status).toBe(202);
    advance(3 * MINUTE);
    expect((await start(email, ip)).reply.status).toBe(202);
    expect((await start(email, ip)).reply.status).toBe(429);
  });

  it("10 per rolling hour per address from any client IP", async () => {
    const { platform, advance } = testPlatform();
    const { start } = client(platform);
    const email = address("hourly");
    const [a, b, c] = [ipv4(), ipv4(), ipv4()];
    for (let i = 0; i < 5; i++) expect((await start(email, a)).reply.status).toBe(202);
    advance(20 * MINUTE);
    for (let i = 0; i < 5; i++) expect((await start(email, b)).reply.status).toBe(202);
    const eleventh = (await start(email, c)).reply;
    expect(eleventh.status).toBe(429);
    expect(json(eleventh).error.message).toMatch(/10 per hour/);
    // The first five leave the hour 40 minutes from now.
    expect(eleventh.headers?.["retry-after"]).toBe(String(40 * 60));
    // Other addresses from the same client IP are not affected.
    expect((await start(address("hourly"), c)).reply.status).toBe(202);
    advance(40 * MINUTE + 1000);
    expect((await start(email, c)).reply.status).toBe(202);
  });
});

describe("code checks", () => {
  it("5 per minute per address and client IP; nothing keyed on the address alone refuses a check", async () => {
    const { platform, advance } = testPlatform();
    const { start, verify } = client(platform);
    const email = address("checks");
    const ip = ipv4();
    const first = await start(email, ip);
    for (let i = 0; i < 5; i++) expect((await verify(first.cookie, wrongFor(first.code), ip)).status).toBe(400);
    const sixth = await verify(first.cookie, first.code as string, ip);
    expect(sixth.status).toBe(429);
    expect(sixth.headers?.["retry-after"]).toBe("60");
    // The same address from another client IP: its code checks go on.
    const other = ipv4();
    const second = await start(email, other);
    const ok = await verify(second.cookie, second.code as string, other);
    expect(ok.status).toBe(200);
    expect(json(ok).signed_in).toBe(true);
    // A minute later the first client IP may check again: that code died after 5 wrong tries.
    advance(MINUTE);
    expect((await verify(first.cookie, first.code as string, ip)).status).toBe(404);
  });

  it("20 wrong codes for an address from one client IP in 24 hours pause codes and checks there, and email once", async () => {
    const { platform, advance, mailTo } = testPlatform();
    const { start, verify } = client(platform);
    const email = address("pause");
    const ip = ipv4();
    // Four codes, five wrong tries each (codes last 10 minutes; the checks' bucket refills between codes), and a
    // fifth code started before the last wrong try.
    let fifth: Awaited<ReturnType<typeof start>> | undefined;
    for (let n = 0; n < 4; n++) {
      const attempt = await start(email, ip);
      expect(attempt.reply.status).toBe(202);
      if (n === 3) fifth = await start(email, ip);
      for (let i = 0; i < 5; i++) {
        const reply = await verify(attempt.cookie, wrongFor(attempt.code), ip);
        expect(reply.status, `code ${n + 1}, wrong try ${i + 1}`).toBe(400);
      }
      advance(5 * MINUTE);
    }
    const codes = [fifth as Awaited<ReturnType<typeof start>>];
    const notices = mailTo(email).filter((s) => /paused/.test(s ?? ""));
    expect(notices).toEqual(["Sign-in codes for your address are paused"]);
    // The fifth code is right, but checks from this client IP are paused, as are new codes.
    const check = await verify(codes[0].cookie, codes[0].code as string, ip);
    expect(check.status).toBe(429);
    expect(json(check).error.message).toMatch(/paused/);
    const wait = Number(check.headers?.["retry-after"]);
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    advance(20 * MINUTE);
    expect((await start(email, ip)).reply.status).toBe(429);
    // Another client IP is not paused for the address.
    const elsewhere = ipv4();
    const fresh = await start(email, elsewhere);
    expect(fresh.reply.status).toBe(202);
    expect((await verify(fresh.cookie, fresh.code as string, elsewhere)).status).toBe(200);
    // Still paused: the notice went out once.
    expect((await start(email, ip)).reply.status).toBe(429);
    expect(mailTo(email).filter((s) => /paused/.test(s ?? ""))).toHaveLength(1);
    // 24 hours after the first wrong codes the pause lifts.
    advance(24 * HOUR);
    const after = await start(email, ip);
    expect(after.reply.status).toBe(202);
    expect((await verify(after.cookie, after.code as string, ip)).status).toBe(200);
  });
});

describe("token buckets across instances", () => {
  it("racing requests never take more than the bucket holds", async () => {
    const first = testPlatform();
    const second = testPlatform();
    const key = `test-bucket:${randomUUID()}`;
    const size = { burst: 5, refillSeconds: 3600 };
    const now = Date.parse("2032-06-01T00:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => takeTokens((i % 2 ? first : second).platform, [{ key, size }], now)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    const refused = results.find((r) => !r.ok);
    expect(refused).toMatchObject({ ok: false, index: 0, retryAfterSeconds: 3600 });
  });
});
