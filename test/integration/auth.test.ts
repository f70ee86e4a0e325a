import { describe, expect, it } from "vitest";
import { call, cookieValue, signUp, uniqueEmail } from "../helpers/http.js";

async function start(email: string, extra: Record<string, unknown> = {}) {
  const res = await call("POST", "/auth/email/start", { body: { email, ...extra } });
  return { res, signin: cookieValue(res.cookies, "mm_signin") as string, code: res.body?.dev_code as string };
}

describe("email code sign-in", () => {
  it("answers 202 with a dev code and sets mm_signin (HttpOnly, path /auth, 10 minutes)", async () => {
    const { res, code } = await start(uniqueEmail());
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true, redirect_to: "/login/verify", dev_code: code });
    expect(code).toMatch(/^\d{6}$/);
    const cookie = res.cookies.find((c) => c.startsWith("mm_signin="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/auth/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("mails the code through the transport (here: the local outbox)", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const { join } = await import("node:path");
    const { inject } = await import("vitest");
    const email = uniqueEmail("mailed");
    const { code } = await start(email);
    const dir = inject("outboxDir");
    const files = (await readdir(dir)).filter((f) => f.endsWith(".json"));
    const sidecars = await Promise.all(files.map(async (f) => ({ f, text: await readFile(join(dir, f), "utf8") })));
    const mine = sidecars.find((s) => s.text.includes(email));
    expect(mine, "outbox sidecar for the sign-in mail").toBeDefined();
    const eml = await readFile(join(dir, (mine as { f: string }).f.replace(/\.json$/, ".eml")), "utf8");
    expect(eml).toContain(`Your sign-in code: ${code}`);
    expect(eml).toMatch(/^From: "?Sign-in"? <no-reply@agents\.localhost>/m);
  });

  it("answers the same whether or not the address has an account", async () => {
    const existing = await signUp();
    const a = await start(existing.email);
    const b = await start(uniqueEmail());
    expect(Object.keys(a.res.body).sort()).toEqual(Object.keys(b.res.body).sort());
    expect(a.res.status).toBe(b.res.status);
  });

  it("rejects a malformed address, an unknown invitation and another site's Origin", async () => {
    const bad = await call("POST", "/auth/email/start", { body: { email: "not-an-address" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("email");
    const missing = await call("POST", "/auth/email/start", { body: {} });
    expect(missing.body.error).toEqual({ type: "validation", message: "email is required", param: "email" });
    const invite = await call("POST", "/auth/email/start", {
      body: { email: uniqueEmail(), invitation_token: "nope" },
    });
    expect(invite.status).toBe(404);
    const foreign = await call("POST", "/auth/email/start", {
      body: { email: uniqueEmail() },
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
  });

  it("signs in with the code: mm_session (HttpOnly, Lax, path /, 30 days), mm_signin cleared", async () => {
    const { signin, code } = await start(uniqueEmail(), { next: "/inboxes" });
    const res = await call("POST", "/auth/email/verify", { cookie: signin, body: { code } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, signed_in: true, redirect_to: "/inboxes" });
    const session = res.cookies.find((c) => c.startsWith("mm_session="));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\/;/);
    expect(session).toMatch(/Max-Age=2592000/);
    expect(session).not.toMatch(/Secure/); // http://localhost
    expect(res.cookies.find((c) => c.startsWith("mm_signin="))).toMatch(/Max-Age=0/);
  });

  it("never redirects off this server", async () => {
    const { signin, code } = await start(uniqueEmail(), { next: "//evil.example/x" });
    const res = await call("POST", "/auth/email/verify", { cookie: signin, body: { code } });
    expect(res.body.redirect_to).toBe("/");
  });

  it("answers 400 for a wrong code and 404 after five wrong codes", async () => {
    const { signin, code } = await start(uniqueEmail());
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await call("POST", "/auth/email/verify", { cookie: signin, body: { code: wrong } });
      expect(res.status).toBe(400);
      expect(res.body.error.param).toBe("code");
    }
    const locked = await call("POST", "/auth/email/verify", { cookie: signin, body: { code } });
    expect(locked.status).toBe(404);
  });

  it("accepts a code once", async () => {
    const { signin, code } = await start(uniqueEmail());
    expect((await call("POST", "/auth/email/verify", { cookie: signin, body: { code } })).status).toBe(200);
    expect((await call("POST", "/auth/email/verify", { cookie: signin, body: { code } })).status).toBe(404);
  });

  it("answers 404 without the mm_signin cookie and 400 without a code", async () => {
    expect((await call("POST", "/auth/email/verify", { body: { code: "123456" } })).status).toBe(404);
    const { signin } = await start(uniqueEmail());
    const res = await call("POST", "/auth/email/verify", { cookie: signin, body: {} });
    expect(res.body.error).toEqual({ type: "validation", message: "code is required", param: "code" });
  });

  it("describes the sign-in methods", async () => {
    const res = await call("GET", "/auth/config");
    expect(res.body).toEqual({
      workos: false,
      email_code: true,
      providers: ["google", "microsoft"],
      magic_link: false,
      password: false,
      authkit: false,
    });
  });
});

describe("first sign-in and the first key", () => {
  it("creates the organization, default pod and `Default key`, readable once", async () => {
    const account = await signUp();
    const keys = await call("GET", "/v0/api-keys", { key: account.key });
    expect(keys.body.api_keys).toHaveLength(1);
    expect(keys.body.api_keys[0]).toMatchObject({ name: "Default key" });
    expect(keys.body.api_keys[0]).not.toHaveProperty("pod_id");
    expect(keys.body.api_keys[0]).not.toHaveProperty("permissions");
    const again = await call("GET", "/auth/first-key", { cookie: account.session });
    expect(again.status).toBe(404);
  });

  it("signs a returning person into the same organization without a new first key", async () => {
    const account = await signUp();
    const { signin, code } = await start(account.email);
    const verify = await call("POST", "/auth/email/verify", { cookie: signin, body: { code } });
    const session = cookieValue(verify.cookies, "mm_session") as string;
    const me = await call("GET", "/auth/me", { cookie: session });
    expect(me.body.organization_id).toBe(account.organizationId);
    expect((await call("GET", "/auth/first-key", { cookie: session })).status).toBe(404);
  });
});

describe("the session", () => {
  it("serves /auth/me and /v0 routes, and ends with /auth/logout", async () => {
    const account = await signUp();
    const me = await call("GET", "/auth/me", { cookie: account.session });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: account.email, organization_id: account.organizationId, role: "owner" });
    const pods = await call("GET", "/v0/pods", { cookie: account.session });
    expect(pods.status).toBe(200);
    const inbox = await call("POST", "/v0/inboxes", { cookie: account.session, body: {} });
    expect(inbox.body.created_by).toBe("dashboard");
    const out = await call("POST", "/auth/logout", { cookie: account.session });
    expect(out.body).toEqual({ ok: true });
    expect(out.cookies.find((c) => c.startsWith("mm_session="))).toMatch(/Max-Age=0/);
    const after = await call("GET", "/auth/me", { cookie: account.session });
    expect(after.status).toBe(401);
    expect(after.body.error).toEqual({ type: "unauthorized", message: "Not signed in" });
    expect((await call("GET", "/v0/pods", { cookie: account.session })).status).toBe(401);
  });

  it("ignores the cookie when a bearer token is present", async () => {
    const account = await signUp();
    const res = await call("GET", "/v0/pods", {
      cookie: account.session,
      key: "mm_live_wrongwrongwrongwrongwrongwrong12",
    });
    expect(res.status).toBe(401);
  });

  it("refuses cookie-authenticated writes from another site", async () => {
    const account = await signUp();
    const res = await call("POST", "/v0/pods", {
      cookie: account.session,
      body: {},
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });

  it("requires the cookie on dashboard routes (an API key is not a session)", async () => {
    const account = await signUp();
    const res = await call("GET", "/auth/me", { key: account.key });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe("Not signed in");
  });
});
