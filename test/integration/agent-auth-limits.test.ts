// The time-bound rules of agent registration with a clock the test moves: registration limits per requester
// (IPv4 address, IPv6 /64) and service-wide, the 24-hour claim window, the 10-minute user code. Requests go through
// the real route table and handlers (dispatch) over the local DynamoDB engine; only the clock is the test's.
import { describe, expect, it } from "vitest";
import type { AgentAuthConfig } from "../../shared/config.js";
import type { HttpRequest, Reply } from "../../shared/http/request.js";
import { dispatch } from "../../shared/http/router.js";
import { COMPILED_ROUTES } from "../../shared/routes/index.js";
import { clockPlatform } from "../helpers/clock-platform.js";

const HOUR = 3600_000;
const CLAIM_GRANT = "urn:service:agent-auth:grant-type:claim";

const DEFAULT_LIMITS: AgentAuthConfig = {
  sandboxMessagesPerDay: 10,
  sandboxRecipientsPerDay: 10,
  sandboxRecipientsPerMessage: 5,
  registrationsPerRequesterHour: 3,
  registrationsPerRequesterDay: 10,
  registrationsPerServiceHour: 100,
};

/** A platform over the shared local table whose clock starts near `start` and moves only when told. */
const testPlatform = async (limits: Partial<AgentAuthConfig> = {}, start = Date.parse("2031-01-01T00:00:00Z")) =>
  clockPlatform({ start, config: { agentAuth: { ...DEFAULT_LIMITS, ...limits } } });

function request(
  method: string,
  path: string,
  options: { json?: unknown; form?: string; ip?: string } = {},
): HttpRequest {
  const body = options.form ?? (options.json === undefined ? "" : JSON.stringify(options.json));
  return {
    method,
    path,
    headers: { "content-type": options.form !== undefined ? "application/x-www-form-urlencoded" : "application/json" },
    query: {},
    body: Buffer.from(body),
    cookies: {},
    ip: options.ip ?? "198.51.100.7",
    requestId: "test",
  };
}

const json = (reply: Reply) => reply.json as Record<string, any>;

/** Each test its own requester addresses, so the windows of other tests (and runs) do not count. */
function addresses() {
  const n = Math.floor(Math.random() * 250) + 1;
  const m = Math.floor(Math.random() * 0xffff).toString(16);
  return { v4: `203.0.${Math.floor(Math.random() * 250)}.${n}`, v6: (tail: string) => `2001:db8:${m}:1::${tail}` };
}

describe("registration limits", () => {
  it("3 per rolling hour and 10 per rolling 24 hours per IPv4 address, with Retry-After", async () => {
    const { platform, advance } = await testPlatform({ registrationsPerServiceHour: 1000 });
    const { v4 } = addresses();
    const registerFrom = (ip: string) =>
      dispatch(platform, COMPILED_ROUTES, request("POST", "/agent/identity", { json: { type: "anonymous" }, ip }));
    for (let i = 0; i < 3; i++) expect((await registerFrom(v4)).status).toBe(200);
    const fourth = await registerFrom(v4);
    expect(fourth.status).toBe(429);
    expect(json(fourth).error).toBe("rate_limited");
    expect(fourth.headers?.["retry-after"]).toBe("3600");
    expect(fourth.headers?.["cache-control"]).toBe("no-store");
    advance(20 * 60_000);
    expect((await registerFrom(v4)).headers?.["retry-after"]).toBe(String(40 * 60));
    // Another address is another requester.
    expect((await registerFrom("198.51.100.200")).status).toBe(200);
    advance(41 * 60_000);
    for (let i = 0; i < 3; i++) expect((await registerFrom(v4)).status, `hour 2, #${i}`).toBe(200);
    advance(HOUR);
    for (let i = 0; i < 3; i++) expect((await registerFrom(v4)).status, `hour 3, #${i}`).toBe(200);
    advance(HOUR);
    expect((await registerFrom(v4)).status).toBe(200);
    // Ten in the last 24 hours: the day limit holds though the hour is fresh.
    advance(HOUR);
    const day = await registerFrom(v4);
    expect(day.status).toBe(429);
    expect(Number(day.headers?.["retry-after"])).toBeGreaterThan(19 * 3600);
  });

  it("counts an IPv6 requester by its /64", async () => {
    const { platform } = await testPlatform({ registrationsPerServiceHour: 1000 });
    const { v6 } = addresses();
    const registerFrom = (ip: string) =>
      dispatch(platform, COMPILED_ROUTES, request("POST", "/agent/identity", { json: { type: "anonymous" }, ip }));
    expect((await registerFrom(v6("1"))).status).toBe(200);
    expect((await registerFrom(v6("2"))).status).toBe(200);
    expect((await registerFrom(v6("abcd:3"))).status).toBe(200);
    expect((await registerFrom(v6("4"))).status).toBe(429);
  });

  it("a service-wide hourly limit with its own message", async () => {
    const { platform, advance } = await testPlatform({
      registrationsPerServiceHour: 2,
      registrationsPerRequesterHour: 50,
    });
    // The service counter is shared by every test of this file: move past anything earlier.
    advance(10 * 24 * HOUR);
    const registerFrom = (ip: string) =>
      dispatch(
        platform,
        COMPILED_ROUTES,
        request("POST", "/agent/identity", { json: { type: "service_auth", login_hint: "p@example.com" }, ip }),
      );
    let refused: Reply | undefined;
    for (let i = 0; i < 5 && !refused; i++) {
      const reply = await registerFrom(addresses().v4);
      if (reply.status === 429) refused = reply;
    }
    expect(refused, "the service limit was never reached").toBeDefined();
    expect(json(refused as Reply).error_description).toBe("Registration capacity exhausted; retry later");
    expect(Number((refused as Reply).headers?.["retry-after"])).toBeGreaterThan(0);
  });
});

describe("claim window and user codes", () => {
  it("a user code lapses after 10 minutes, the claim window after 24 hours", async () => {
    const { platform, advance } = await testPlatform({ registrationsPerServiceHour: 1000 });
    const reg = await dispatch(
      platform,
      COMPILED_ROUTES,
      request("POST", "/agent/identity", { json: { type: "anonymous" }, ip: addresses().v4 }),
    );
    const claimToken = json(reg).claim_token as string;
    const poll = () =>
      dispatch(
        platform,
        COMPILED_ROUTES,
        request("POST", "/oauth2/token", {
          form: `grant_type=${encodeURIComponent(CLAIM_GRANT)}&claim_token=${claimToken}`,
        }),
      );
    const attempt = await dispatch(
      platform,
      COMPILED_ROUTES,
      request("POST", "/agent/identity/claim", { json: { claim_token: claimToken } }),
    );
    expect(attempt.status).toBe(200);
    expect(json(await poll()).error).toBe("authorization_pending");
    advance(3000);
    expect(json(await poll()).error).toBe("slow_down");
    advance(10 * 60_000);
    const lapsed = await poll();
    expect(json(lapsed).error).toBe("expired_token");
    expect(json(lapsed).error_description).toMatch(/new claim attempt/);
    // A new attempt starts a new code.
    advance(60_000);
    expect(
      (
        await dispatch(
          platform,
          COMPILED_ROUTES,
          request("POST", "/agent/identity/claim", { json: { claim_token: claimToken } }),
        )
      ).status,
    ).toBe(200);
    advance(6000);
    expect(json(await poll()).error).toBe("authorization_pending");
    advance(24 * HOUR);
    const closed = await poll();
    expect(json(closed).error).toBe("expired_token");
    expect(json(closed).error_description).toMatch(/register again/);
    const late = await dispatch(
      platform,
      COMPILED_ROUTES,
      request("POST", "/agent/identity/claim", { json: { claim_token: claimToken } }),
    );
    expect(late.status).toBe(410);
    expect(json(late).error).toBe("claim_expired");
    // The assertion never outlives the claim window.
    const exchange = await dispatch(
      platform,
      COMPILED_ROUTES,
      request("POST", "/oauth2/token", {
        form: `grant_type=${encodeURIComponent("urn:ietf:params:oauth:grant-type:jwt-bearer")}&assertion=${json(reg).identity_assertion}`,
      }),
    );
    expect(json(exchange).error).toBe("invalid_grant");
  });
});
