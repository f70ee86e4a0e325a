// Social sign-in against the local OpenID Connect provider (test/helpers/oidc-provider.ts, offered as `google`):
// the whole redirect dance over HTTP, redirects followed by hand with each site's cookies kept apart.
import { describe, expect, inject, it } from "vitest";
import { baseUrl, call, cookieValue, signUp, uniqueEmail } from "../helpers/http.js";

interface Hop {
  status: number;
  location?: string;
  url: URL;
  cookies: string[];
  text: string;
}

/** A browser reduced to what the dance needs: manual redirects and one cookie jar per site. */
class Browser {
  private readonly jars = new Map<string, Map<string, string>>();

  private jar(url: URL): Map<string, string> {
    // The service answers on 127.0.0.1 and localhost alike: one site by port.
    const site = url.port;
    let jar = this.jars.get(site);
    if (!jar) {
      jar = new Map();
      this.jars.set(site, jar);
    }
    return jar;
  }

  cookie(url: string | URL, name: string): string | undefined {
    return this.jar(new URL(url, baseUrl())).get(name);
  }

  drop(url: string | URL, name: string) {
    this.jar(new URL(url, baseUrl())).delete(name);
  }

  async go(target: string | URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Hop> {
    const url = new URL(target, baseUrl());
    const jar = this.jar(url);
    const headers: Record<string, string> = {};
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    }
    const res = await fetch(url, { method: init.method ?? (body ? "POST" : "GET"), headers, body, redirect: "manual" });
    const cookies = res.headers.getSetCookie();
    for (const line of cookies) {
      const [pair, ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (gone) jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get("location") ?? undefined;
    return { status: res.status, location, url, cookies, text: await res.text() };
  }
}

const issuers = () => Object.values(inject("oidcIssuers"));
const atProvider = (location: string | undefined) =>
  location !== undefined && issuers().some((issuer) => new URL(location).origin === new URL(issuer).origin);

/** From the service's social start to the provider's interaction (its login step). */
async function toProvider(browser: Browser, path = "/auth/social/google?next=%2Finboxes") {
  const start = await browser.go(path);
  expect(start.status).toBe(302);
  const authorize = new URL(start.location as string);
  expect(atProvider(authorize.href)).toBe(true);
  const prompt = await browser.go(authorize);
  expect(prompt.status).toBe(303);
  return { start, authorize, interaction: new URL(prompt.location as string, authorize) };
}

/** The person acts at the provider; the provider's redirects are followed until it sends the browser back. */
async function atTheProvider(browser: Browser, interaction: URL, form: Record<string, string>): Promise<URL> {
  let hop = await browser.go(interaction, { form });
  for (let i = 0; i < 5; i++) {
    expect([302, 303], hop.text).toContain(hop.status);
    const next = new URL(hop.location as string, hop.url);
    if (atProvider(next.href)) hop = await browser.go(next);
    else return next;
  }
  throw new Error("the provider kept redirecting");
}

async function dance(browser: Browser, email: string, verified: boolean, path?: string) {
  const { interaction } = await toProvider(browser, path);
  const callback = await atTheProvider(browser, interaction, { email, email_verified: String(verified) });
  expect(callback.pathname).toBe("/auth/callback");
  return callback;
}

describe("social sign-in", () => {
  it("is listed by /auth/config and shown on /login, one button per provider", async () => {
    const config = await call("GET", "/auth/config");
    expect(config.body.providers).toEqual(["google", "microsoft"]);
    const page = await call("GET", "/login?next=%2Finboxes");
    expect(page.text).toContain('href="/auth/social/google?next=%2Finboxes"');
    expect(page.text).toContain("Continue with Google");
    expect(page.text).toContain('href="/auth/social/microsoft?next=%2Finboxes"');
    expect(page.text).toContain("Continue with Microsoft");
    const failed = await call("GET", "/login?error=codes_paused");
    expect(failed.text).toContain('role="alert"');
    expect(failed.text).toMatch(/Too many sign-in codes/);
    // An unknown reason is still said in plain words, never echoed.
    const odd = await call("GET", "/login?error=%3Cscript%3E");
    expect(odd.text).not.toContain("<script>");
    expect(odd.text).toContain("Signing in did not work");
  });

  it("goes to the provider with state, nonce and PKCE S256, the state kept behind mm_signin", async () => {
    const browser = new Browser();
    const { start, authorize } = await toProvider(browser);
    const params = authorize.searchParams;
    expect(params.get("response_type")).toBe("code");
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get("state")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(params.get("nonce")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(params.get("redirect_uri")).toMatch(/\/auth\/callback$/);
    const cookie = start.cookies.find((c) => c.startsWith("mm_signin=")) as string;
    expect(cookie).toMatch(/Path=\/auth/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(start.location).not.toContain(browser.cookie(baseUrl(), "mm_signin") as string);
  });

  it("signs in a person whose address the provider vouches for, and goes back to next", async () => {
    const browser = new Browser();
    const email = uniqueEmail("social");
    const callback = await dance(browser, email.toUpperCase(), true);
    const done = await browser.go(callback);
    expect(done.status).toBe(302);
    expect(done.location).toBe("/inboxes");
    const session = browser.cookie(baseUrl(), "mm_session");
    expect(session).toBeDefined();
    expect(browser.cookie(baseUrl(), "mm_signin")).toBeUndefined();
    const me = await call("GET", "/auth/me", { cookie: `mm_session=${session}` });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
    // The same callback again (a replay) signs nobody in.
    const again = new Browser();
    const replay = await again.go(callback);
    expect(replay.location).toBe("/login?error=signin_failed");
    expect(again.cookie(baseUrl(), "mm_session")).toBeUndefined();
  });

  it("any OpenID Connect issuer: a provider that gives the address only at its userinfo endpoint", async () => {
    const browser = new Browser();
    const email = uniqueEmail("userinfo");
    const { start, interaction } = await toProvider(browser, "/auth/social/microsoft?next=%2Fdomains");
    expect(new URL(start.location as string).origin).toBe(new URL(inject("oidcIssuers").microsoft).origin);
    const callback = await atTheProvider(browser, interaction, { email, email_verified: "true" });
    const done = await browser.go(callback);
    expect(done.location).toBe("/domains");
    const me = await call("GET", "/auth/me", { cookie: `mm_session=${browser.cookie(baseUrl(), "mm_session")}` });
    expect(me.body.email).toBe(email);
  });

  it("never sends the browser off-site: next is only ever a path on this server", async () => {
    for (const next of ["https://evil.example/steal", "//evil.example/steal", "/\\evil.example"]) {
      const browser = new Browser();
      const callback = await dance(
        browser,
        uniqueEmail("offsite"),
        true,
        `/auth/social/google?next=${encodeURIComponent(next)}`,
      );
      const done = await browser.go(callback);
      expect(done.status).toBe(302);
      expect(done.location, next).toBe("/");
      expect(browser.cookie(baseUrl(), "mm_session")).toBeDefined();
    }
  });

  it("asks for an emailed code when the provider does not vouch for the address", async () => {
    const browser = new Browser();
    const email = uniqueEmail("unverified");
    const callback = await dance(browser, email, false);
    const step = await browser.go(callback);
    expect(step.status).toBe(302);
    const verifyPage = new URL(step.location as string, baseUrl());
    expect(verifyPage.pathname).toBe("/login/verify");
    expect(verifyPage.searchParams.get("step")).toBe("pending");
    const code = verifyPage.searchParams.get("dev_code") as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(browser.cookie(baseUrl(), "mm_session")).toBeUndefined();

    const page = await browser.go(verifyPage);
    expect(page.text).toContain('action="/auth/pending/verify"');
    const signin = `mm_signin=${browser.cookie(baseUrl(), "mm_signin")}`;
    const pending = await call("GET", "/auth/pending", { cookie: signin });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({
      step: "verify",
      provider: "google",
      redirect_to: "/login/verify?step=pending",
    });
    expect(pending.body.email).toBe(`${email[0]}***@example.com`);

    const wrong = await call("POST", "/auth/pending/verify", {
      cookie: signin,
      body: { code: code === "000000" ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.param).toBe("code");
    const missing = await call("POST", "/auth/pending/verify", { cookie: signin, body: {} });
    expect(missing.status).toBe(400);

    // The page's form post: 303 to where the sign-in started, signed in.
    const done = await browser.go("/auth/pending/verify", { form: { code } });
    expect(done.status).toBe(303);
    expect(done.location).toBe("/inboxes");
    const session = browser.cookie(baseUrl(), "mm_session");
    const me = await call("GET", "/auth/me", { cookie: `mm_session=${session}` });
    expect(me.body.email).toBe(email);
    // Single use.
    expect((await call("POST", "/auth/pending/verify", { cookie: signin, body: { code } })).status).toBe(404);
    expect((await call("GET", "/auth/pending", { cookie: signin })).status).toBe(404);
  });

  it("the pending step's code stops working after 5 wrong codes; JSON callers get signed_in", async () => {
    const browser = new Browser();
    const step = await browser.go(await dance(browser, uniqueEmail("fivewrong"), false));
    const code = new URL(step.location as string, baseUrl()).searchParams.get("dev_code") as string;
    const signin = `mm_signin=${browser.cookie(baseUrl(), "mm_signin")}`;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      expect((await call("POST", "/auth/pending/verify", { cookie: signin, body: { code: wrong } })).status).toBe(400);
    }
    expect((await call("POST", "/auth/pending/verify", { cookie: signin, body: { code } })).status).toBe(404);

    const other = new Browser();
    const step2 = await other.go(await dance(other, uniqueEmail("json"), false));
    const code2 = new URL(step2.location as string, baseUrl()).searchParams.get("dev_code") as string;
    const ok = await call("POST", "/auth/pending/verify", {
      cookie: `mm_signin=${other.cookie(baseUrl(), "mm_signin")}`,
      body: { code: code2 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ok: true, signed_in: true, redirect_to: "/inboxes" });
    expect(cookieValue(ok.cookies, "mm_session")).toBeDefined();
  });

  it("access denied at the provider comes back as /login?error=access_denied", async () => {
    const browser = new Browser();
    const { interaction } = await toProvider(browser);
    const callback = await atTheProvider(browser, interaction, { deny: "1" });
    expect(callback.searchParams.get("error")).toBe("access_denied");
    const done = await browser.go(callback);
    expect(done.status).toBe(302);
    expect(done.location).toBe("/login?error=access_denied");
    expect(browser.cookie(baseUrl(), "mm_session")).toBeUndefined();
    expect(browser.cookie(baseUrl(), "mm_signin")).toBeUndefined();
  });

  it("a callback without state, with tampered state, or from another browser signs nobody in", async () => {
    const browser = new Browser();
    const callback = await dance(browser, uniqueEmail("tamper"), true);

    const withoutState = new URL(callback);
    withoutState.searchParams.delete("state");
    const tampered = new URL(callback);
    const state = tampered.searchParams.get("state") as string;
    tampered.searchParams.set("state", `${state.slice(0, -2)}${state.endsWith("AA") ? "BB" : "AA"}`);
    const signin = browser.cookie(baseUrl(), "mm_signin") as string;
    for (const attempt of [withoutState, tampered]) {
      const res = await fetch(attempt, { redirect: "manual", headers: { cookie: `mm_signin=${signin}` } });
      expect(res.status, attempt.search).toBe(302);
      expect(res.headers.get("location")).toBe("/login?error=signin_failed");
      expect(cookieValue(res.headers.getSetCookie(), "mm_session")).toBeUndefined();
    }
    // Another browser (no mm_signin) with the genuine callback.
    const stranger = await fetch(callback, { redirect: "manual" });
    expect(stranger.headers.get("location")).toBe("/login?error=signin_failed");
    expect(cookieValue(stranger.headers.getSetCookie(), "mm_session")).toBeUndefined();
    // Bare callbacks.
    for (const query of ["", "?code=abc", "?error=access_denied"]) {
      const bare = await fetch(`${baseUrl()}/auth/callback${query}`, { redirect: "manual" });
      expect(bare.status).toBe(302);
      expect(bare.headers.get("location")).toBe("/login?error=signin_failed");
    }
    // The genuine browser still finishes (the refused attempts did not use its sign-in up).
    const done = await browser.go(callback);
    expect(done.location).toBe("/inboxes");
    expect(browser.cookie(baseUrl(), "mm_session")).toBeDefined();
  });

  it("a provider this server does not offer is 404", async () => {
    const res = await call("GET", "/auth/social/github");
    expect(res.status).toBe(404);
    expect(res.body.error.type).toBe("not_found");
    expect((await call("GET", "/auth/social/myspace")).status).toBe(404);
  });

  it("codes past the address's hourly limit: the social sign-in goes to /login?error=codes_paused", async () => {
    const email = uniqueEmail("paused");
    for (let i = 0; i < 10; i++) {
      expect((await call("POST", "/auth/email/start", { body: { email } })).status, `code ${i + 1}`).toBe(202);
    }
    const eleventh = await call("POST", "/auth/email/start", { body: { email } });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.type).toBe("rate_limited");
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(3000);
    const browser = new Browser();
    const done = await browser.go(await dance(browser, email, false));
    expect(done.location).toBe("/login?error=codes_paused");
    expect(browser.cookie(baseUrl(), "mm_session")).toBeUndefined();
    // A provider that vouches for the address needs no code: not paused.
    const vouched = new Browser();
    expect((await vouched.go(await dance(vouched, email, true))).location).toBe("/inboxes");
  });
});

describe("sign-out from the dashboard", () => {
  it("a form post answers 303 to /login with the cleared cookie; JSON keeps 200 {ok: true}", async () => {
    const browser = new Browser();
    await browser.go(await dance(browser, uniqueEmail("logout"), true));
    const session = browser.cookie(baseUrl(), "mm_session") as string;
    const form = await fetch(`${baseUrl()}/auth/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: `mm_session=${session}`, "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/login");
    expect(form.headers.getSetCookie().join("\n")).toMatch(/mm_session=; Path=\/; Max-Age=0/);
    expect((await call("GET", "/auth/me", { cookie: `mm_session=${session}` })).status).toBe(401);

    const other = new Browser();
    await other.go(await dance(other, uniqueEmail("logout-json"), true));
    const json = await call("POST", "/auth/logout", { cookie: `mm_session=${other.cookie(baseUrl(), "mm_session")}` });
    expect(json.status).toBe(200);
    expect(json.body).toEqual({ ok: true });
  });

  it("joins the organizations the address was invited to: the invitation link's decides, else the person chooses", async () => {
    const [a, b] = [await signUp(), await signUp()];
    const invite = async (inviter: { session: string }, email: string) => {
      const res = await call("POST", "/v0/organizations/invitations", { cookie: inviter.session, body: { email } });
      expect(res.status).toBe(201);
      return new URL(res.body.dev_link as string).searchParams.get("invitation_token") as string;
    };

    // Invited to two, signing in with the link of one: that one.
    const linked = uniqueEmail("social-linked");
    await invite(a, linked);
    const token = await invite(b, linked);
    const browser = new Browser();
    const query = new URLSearchParams({ next: "/members", invitation_token: token });
    const done = await browser.go(await dance(browser, linked, true, `/auth/social/google?${query}`));
    expect(done.location).toBe("/members");
    const me = await call("GET", "/auth/me", { cookie: `mm_session=${browser.cookie(baseUrl(), "mm_session")}` });
    expect(me.body.organization_id).toBe(b.organizationId);

    // Invited to two, no link, never signed in: the organization step, held behind mm_signin.
    const chooser = uniqueEmail("social-chooser");
    await invite(a, chooser);
    await invite(b, chooser);
    const other = new Browser();
    const held = await other.go(await dance(other, chooser, true));
    expect(held.location).toBe("/login/organization");
    expect(other.cookie(baseUrl(), "mm_session")).toBeUndefined();
    const signin = `mm_signin=${other.cookie(baseUrl(), "mm_signin")}`;
    const pending = await call("GET", "/auth/pending", { cookie: signin });
    expect(pending.body).toMatchObject({ step: "organization", redirect_to: "/login/organization" });
    expect(pending.body.organizations.map((o: { organization_id: string }) => o.organization_id).sort()).toEqual(
      [a.organizationId, b.organizationId].sort(),
    );
    const chosen = await other.go("/auth/pending/organization", { form: { organization_id: a.organizationId } });
    expect(chosen.status).toBe(303);
    expect(chosen.location).toBe("/inboxes");
    const chooserMe = await call("GET", "/auth/me", {
      cookie: `mm_session=${other.cookie(baseUrl(), "mm_session")}`,
    });
    expect(chooserMe.body.organization_id).toBe(a.organizationId);
  });
});
