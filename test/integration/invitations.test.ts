// Invitations over HTTP: created by owners and admins of a dashboard session only, mailed with a link valid 7
// days for one address, looked up by token, accepted by signing in with the invited address (with or without the
// link), resent with a new link, revoked; the 7 days run out on a clock the test moves.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import type { HttpRequest, Reply } from "../../shared/http/request.js";
import { dispatch } from "../../shared/http/router.js";
import type { Platform } from "../../shared/ports/platform.js";
import { COMPILED_ROUTES } from "../../shared/routes/index.js";
import { clockPlatform } from "../helpers/clock-platform.js";
import { type Account, call, cookieValue, createKey, signUp, uniqueEmail } from "../helpers/http.js";

const DAY = 24 * 3600_000;

async function invite(account: Account, email: string, role?: string) {
  return call("POST", "/v0/organizations/invitations", { cookie: account.session, body: { email, role } });
}

/** The token of a dev_link. */
function tokenOf(devLink: string): string {
  return new URL(devLink).searchParams.get("invitation_token") as string;
}

/** Email-code sign-in; returns the verify answer and the session cookie. */
async function signIn(email: string, extra: Record<string, unknown> = {}) {
  const start = await call("POST", "/auth/email/start", { body: { email, ...extra } });
  expect(start.status, start.text).toBe(202);
  const verify = await call("POST", "/auth/email/verify", {
    cookie: cookieValue(start.cookies, "mm_signin"),
    body: { code: start.body.dev_code },
  });
  expect(verify.status, verify.text).toBe(200);
  return { verify, session: cookieValue(verify.cookies, "mm_session") as string };
}

describe("invitations", () => {
  it("creates an invitation with the spec's fields, valid 7 days, with a development link", async () => {
    const owner = await signUp();
    const email = uniqueEmail("invitee");
    const res = await invite(owner, email.toUpperCase(), "admin");
    expect(res.status, res.text).toBe(201);
    const me = await call("GET", "/auth/me", { cookie: owner.session });
    expect(res.body).toMatchObject({
      organization_id: owner.organizationId,
      email,
      role: "admin",
      state: "pending",
      invited_by_user_id: me.body.user_id,
    });
    expect(res.body.invitation_id).toMatch(/^inv_[0-9A-Z]{26}$/);
    expect(Date.parse(res.body.expires_at) - Date.parse(res.body.created_at)).toBe(7 * DAY);
    expect(res.body.dev_link).toMatch(/\/login\?invitation_token=inv_/);
    // The role defaults to member.
    const plain = await invite(owner, uniqueEmail("plain"));
    expect(plain.body.role).toBe("member");
  });

  it("mails the link through the transport (the local outbox)", async () => {
    const owner = await signUp();
    const email = uniqueEmail("mailed-invite");
    const res = await invite(owner, email);
    const dir = inject("outboxDir");
    const files = (await readdir(dir)).filter((f) => f.endsWith(".json"));
    const sidecars = await Promise.all(files.map(async (f) => ({ f, text: await readFile(join(dir, f), "utf8") })));
    const mine = sidecars.find((s) => s.text.includes(email));
    expect(mine, "outbox sidecar for the invitation").toBeDefined();
    const eml = await readFile(join(dir, (mine as { f: string }).f.replace(/\.json$/, ".eml")), "utf8");
    expect(eml).toMatch(/^Subject: You are invited to join /m);
    // Quoted-printable may wrap the link: compare without soft line breaks.
    expect(eml.replace(/=\r?\n/g, "").replace(/=3D/g, "=")).toContain(tokenOf(res.body.dev_link));
  });

  it("is for dashboard sessions only: API keys get 403, no credential 401", async () => {
    const owner = await signUp();
    const created = await invite(owner, uniqueEmail());
    const id = created.body.invitation_id;
    const attempts: Array<[string, string, unknown?]> = [
      ["GET", "/v0/organizations/invitations"],
      ["POST", "/v0/organizations/invitations", { email: uniqueEmail() }],
      ["DELETE", `/v0/organizations/invitations/${id}`],
      ["POST", `/v0/organizations/invitations/${id}/resend`],
    ];
    for (const [method, path, body] of attempts) {
      const byKey = await call(method, path, { key: owner.key, body });
      expect(byKey.status, `${method} ${path}`).toBe(403);
      expect(byKey.body.error.type).toBe("forbidden");
      expect((await call(method, path, { body })).status).toBe(401);
    }
  });

  it("answers 409 when the address is already a member or invited, 400 for bad input", async () => {
    const owner = await signUp();
    expect((await invite(owner, owner.email)).status).toBe(409);
    const email = uniqueEmail();
    expect((await invite(owner, email)).status).toBe(201);
    const again = await invite(owner, email);
    expect(again.status).toBe(409);
    expect(again.body.error.param).toBe("email");
    const bad = await invite(owner, "nope");
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("email");
    const badRole = await invite(owner, uniqueEmail(), "king");
    expect(badRole.status).toBe(400);
    expect(badRole.body.error.param).toBe("role");
    const missing = await call("POST", "/v0/organizations/invitations", { cookie: owner.session, body: {} });
    expect(missing.body.error).toMatchObject({ type: "validation", param: "email" });
  });

  it("shows an invitation by token (masked address), 404 for unknown tokens", async () => {
    const owner = await signUp();
    const email = uniqueEmail("lookup");
    const token = tokenOf((await invite(owner, email)).body.dev_link);
    const org = await call("GET", "/v0/organizations", { key: owner.key });
    const res = await call("GET", `/auth/invitations/${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      organization_name: org.body.name,
      email: `${email[0]}***@example.com`,
      state: "pending",
    });
    expect((await call("GET", "/auth/invitations/nope")).status).toBe(404);
    // The right invitation with a wrong secret is unknown too.
    expect((await call("GET", `/auth/invitations/${token.split(".")[0]}.wrong`)).status).toBe(404);
  });

  it("is accepted by signing in with the invited address and its link: member with the role, session there", async () => {
    const owner = await signUp();
    const email = uniqueEmail("joiner");
    const token = tokenOf((await invite(owner, email, "admin")).body.dev_link);
    // For that one address only.
    const other = await call("POST", "/auth/email/start", {
      body: { email: uniqueEmail("other"), invitation_token: token },
    });
    expect(other.status).toBe(404);
    expect(other.body.error.param).toBe("invitation_token");

    const { verify, session } = await signIn(email, { invitation_token: token, next: "/inboxes" });
    expect(verify.body).toEqual({ ok: true, signed_in: true, redirect_to: "/inboxes" });
    const me = await call("GET", "/auth/me", { cookie: session });
    expect(me.body).toMatchObject({ email, role: "admin", organization_id: owner.organizationId });
    // No organization of their own was made: the invited one is their only one.
    const mine = await call("GET", "/auth/organizations", { cookie: session });
    expect(mine.body.organizations.map((o: { organization_id: string }) => o.organization_id)).toEqual([
      owner.organizationId,
    ]);
    const members = await call("GET", "/v0/organizations/members", { key: owner.key });
    expect(members.body.members.map((m: { email: string }) => m.email)).toEqual([owner.email, email]);

    expect((await call("GET", `/auth/invitations/${encodeURIComponent(token)}`)).body.state).toBe("accepted");
    // Used: the link no longer starts a sign-in, and the list no longer shows it.
    const reuse = await call("POST", "/auth/email/start", { body: { email, invitation_token: token } });
    expect(reuse.status).toBe(404);
    const list = await call("GET", "/v0/organizations/invitations", { cookie: owner.session });
    expect(list.body.invitations).toEqual([]);
  });

  it("the link's sign-in page carries the token into the sign-in form (escaped)", async () => {
    const page = await call("GET", `/login?invitation_token=${encodeURIComponent('inv_X."><b>')}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<input type="hidden" name="invitation_token" value="inv_X.&quot;&gt;&lt;b&gt;">');
    const plain = await call("GET", "/login");
    expect(plain.text).not.toContain("invitation_token");
  });

  it("is accepted by signing in with the invited address without the link too", async () => {
    const owner = await signUp();
    const invited = await signUp(); // has an organization of their own, used last
    expect((await invite(owner, invited.email)).status).toBe(201);
    const { session } = await signIn(invited.email);
    const mine = await call("GET", "/auth/organizations", { cookie: session });
    const ids = mine.body.organizations.map((o: { organization_id: string }) => o.organization_id).sort();
    expect(ids).toEqual([owner.organizationId, invited.organizationId].sort());
    // The most recently used organization stays the one signed in to.
    expect(mine.body.current_organization_id).toBe(invited.organizationId);
  });

  it("resends with a new link and 7 new days; the old link stops working", async () => {
    const owner = await signUp();
    const email = uniqueEmail("resend");
    const first = await invite(owner, email);
    const oldToken = tokenOf(first.body.dev_link);
    const resent = await call("POST", `/v0/organizations/invitations/${first.body.invitation_id}/resend`, {
      cookie: owner.session,
    });
    expect(resent.status, resent.text).toBe(200);
    expect(resent.body.invitation_id).toBe(first.body.invitation_id);
    expect(resent.body.state).toBe("pending");
    const newToken = tokenOf(resent.body.dev_link);
    expect(newToken).not.toBe(oldToken);
    expect(Date.parse(resent.body.expires_at)).toBeGreaterThanOrEqual(Date.parse(first.body.expires_at));
    expect((await call("GET", `/auth/invitations/${encodeURIComponent(oldToken)}`)).status).toBe(404);
    expect((await call("GET", `/auth/invitations/${encodeURIComponent(newToken)}`)).status).toBe(200);
    const unknown = await call("POST", "/v0/organizations/invitations/inv_00000000000000000000000000/resend", {
      cookie: owner.session,
    });
    expect(unknown.status).toBe(404);
  });

  it("revokes: state revoked, the link stops working, the list drops it; another organization's is 404", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const email = uniqueEmail("revoked");
    const created = await invite(owner, email);
    const token = tokenOf(created.body.dev_link);
    const path = `/v0/organizations/invitations/${created.body.invitation_id}`;
    expect((await call("DELETE", path, { cookie: stranger.session })).status).toBe(404);
    const revoked = await call("DELETE", path, { cookie: owner.session });
    expect(revoked.status).toBe(200);
    expect(revoked.body.state).toBe("revoked");
    expect((await call("DELETE", path, { cookie: owner.session })).status).toBe(409);
    expect((await call("POST", `${path}/resend`, { cookie: owner.session })).status).toBe(409);
    expect((await call("GET", `/auth/invitations/${encodeURIComponent(token)}`)).status).toBe(404);
    const start = await call("POST", "/auth/email/start", { body: { email, invitation_token: token } });
    expect(start.status).toBe(404);
    const list = await call("GET", "/v0/organizations/invitations", { cookie: owner.session });
    expect(list.body.invitations).toEqual([]);
    // Signing in with the address no longer joins: the person gets an organization of their own.
    const { session } = await signIn(email);
    const me = await call("GET", "/auth/me", { cookie: session });
    expect(me.body.organization_id).not.toBe(owner.organizationId);
    // And a new invitation for the address can be made.
    expect((await invite(owner, email)).status).toBe(201);
  });

  it("lists pending invitations newest first with the list params", async () => {
    const owner = await signUp();
    const a = await invite(owner, uniqueEmail("a"));
    const b = await invite(owner, uniqueEmail("b"));
    const first = await call("GET", "/v0/organizations/invitations?limit=1", { cookie: owner.session });
    expect(first.body).toMatchObject({ count: 1, limit: 1 });
    expect(first.body.invitations[0].invitation_id).toBe(b.body.invitation_id);
    expect(first.body.invitations[0].dev_link).toBeUndefined();
    const second = await call("GET", `/v0/organizations/invitations?limit=1&page_token=${first.body.next_page_token}`, {
      cookie: owner.session,
    });
    expect(second.body.invitations[0].invitation_id).toBe(a.body.invitation_id);
    expect(second.body.next_page_token).toBeUndefined();
    const asc = await call("GET", "/v0/organizations/invitations?ascending=true", { cookie: owner.session });
    expect(asc.body.invitations.map((i: { invitation_id: string }) => i.invitation_id)).toEqual([
      a.body.invitation_id,
      b.body.invitation_id,
    ]);
  });

  it("lets admins invite but only owners invite owners; members cannot invite", async () => {
    const owner = await signUp();
    const adminEmail = uniqueEmail("admin");
    const memberEmail = uniqueEmail("member");
    await invite(owner, adminEmail, "admin");
    await invite(owner, memberEmail, "member");
    const admin = await signIn(adminEmail);
    const member = await signIn(memberEmail);
    const byAdmin = await call("POST", "/v0/organizations/invitations", {
      cookie: admin.session,
      body: { email: uniqueEmail(), role: "admin" },
    });
    expect(byAdmin.status).toBe(201);
    const ownerByAdmin = await call("POST", "/v0/organizations/invitations", {
      cookie: admin.session,
      body: { email: uniqueEmail(), role: "owner" },
    });
    expect(ownerByAdmin.status).toBe(403);
    const byMember = await call("POST", "/v0/organizations/invitations", {
      cookie: member.session,
      body: { email: uniqueEmail() },
    });
    expect(byMember.status).toBe(403);
    expect((await call("GET", "/v0/organizations/invitations", { cookie: member.session })).status).toBe(403);
  });

  it("a key cannot be made to look like a session", async () => {
    const owner = await signUp();
    const key = await createKey(owner, { name: "automation" });
    const res = await call("POST", "/v0/organizations/invitations", { key, body: { email: uniqueEmail() } });
    expect(res.status).toBe(403);
  });
});

// ---- the 7 days, on a clock the test moves ----

function request(method: string, path: string, json: unknown, cookies: Record<string, string> = {}): HttpRequest {
  return {
    method,
    path,
    headers: { "content-type": "application/json" },
    query: {},
    body: Buffer.from(json === undefined ? "" : JSON.stringify(json)),
    cookies,
    ip: "198.51.100.9",
    requestId: "test",
  };
}

const cookieOf = (reply: Reply, name: string) =>
  reply.cookies
    ?.find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0]
    .slice(name.length + 1) ?? "";

async function clockSignIn(platform: Platform, email: string, extra: Record<string, unknown> = {}) {
  const start = await dispatch(platform, COMPILED_ROUTES, request("POST", "/auth/email/start", { email, ...extra }));
  if (start.status !== 202) return { status: start.status, session: "" };
  const code = (start.json as { dev_code: string }).dev_code;
  const verify = await dispatch(
    platform,
    COMPILED_ROUTES,
    request("POST", "/auth/email/verify", { code }, { mm_signin: cookieOf(start, "mm_signin") }),
  );
  return { status: verify.status, session: cookieOf(verify, "mm_session") };
}

describe("invitation expiry (a clock the test moves)", () => {
  it("expires after 7 days: listed as expired, the link stops working, resend gives 7 new days", async () => {
    const { platform, advance } = clockPlatform({ config: { serverSecret: "test-secret-for-invitations" } });
    const run = (method: string, path: string, json?: unknown, cookies?: Record<string, string>) =>
      dispatch(platform, COMPILED_ROUTES, request(method, path, json, cookies));
    const owner = await clockSignIn(platform, uniqueEmail("clock-owner"));
    const email = uniqueEmail("clock-invitee");
    const created = await run("POST", "/v0/organizations/invitations", { email }, { mm_session: owner.session });
    expect(created.status).toBe(201);
    const invitation = created.json as { invitation_id: string; dev_link: string };
    const token = tokenOf(invitation.dev_link);

    advance(7 * DAY - 1000);
    expect((await run("GET", `/auth/invitations/${encodeURIComponent(token)}`)).status).toBe(200);
    advance(2000);
    expect((await run("GET", `/auth/invitations/${encodeURIComponent(token)}`)).status).toBe(404);
    const list = await run("GET", "/v0/organizations/invitations", undefined, { mm_session: owner.session });
    expect((list.json as { invitations: Array<{ state: string }> }).invitations.map((i) => i.state)).toEqual([
      "expired",
    ]);
    expect((await clockSignIn(platform, email, { invitation_token: token })).status).toBe(404);
    // An expired invitation does not block a new one for the address.
    const renewed = await run("POST", `/v0/organizations/invitations/${invitation.invitation_id}/resend`, undefined, {
      mm_session: owner.session,
    });
    expect(renewed.status).toBe(200);
    const fresh = renewed.json as { state: string; expires_at: string; dev_link: string };
    expect(fresh.state).toBe("pending");
    expect(Date.parse(fresh.expires_at)).toBe(platform.clock.now().getTime() + 7 * DAY);
    const joined = await clockSignIn(platform, email, { invitation_token: tokenOf(fresh.dev_link) });
    expect(joined.status).toBe(200);
    const me = await run("GET", "/auth/me", undefined, { mm_session: joined.session });
    const ownerMe = await run("GET", "/auth/me", undefined, { mm_session: owner.session });
    expect((me.json as { organization_id: string }).organization_id).toBe(
      (ownerMe.json as { organization_id: string }).organization_id,
    );
  });
});
