// Members over HTTP: the list (oldest first, organization-scoped credentials), role changes and removals with the
// owner rules, what a removal ends (sessions, streams, keys made by the member and keys minted from them, apps
// they connected, invitations they sent), the person's organizations, the switch, the sign-in's organization step,
// and the pages.
import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../shared/auth/secrets.js";
import type { ApiKeyItem } from "../../shared/db/service.js";
import { keysOfMember } from "../../shared/domain/members.js";
import { testDb } from "../helpers/db.js";
import {
  type Account,
  baseUrl,
  type CallOptions,
  call,
  cookieValue,
  createKey,
  createPod,
  signUp,
  uniqueEmail,
} from "../helpers/http.js";
import { SseClient } from "../helpers/streams.js";

interface Person {
  email: string;
  session: string;
  userId: string;
}

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

/** Invites a new address into the account's organization with a role and signs it in through the link. */
async function join(account: Account | Person, role: string): Promise<Person> {
  const email = uniqueEmail(role);
  const invited = await call("POST", "/v0/organizations/invitations", {
    cookie: account.session,
    body: { email, role },
  });
  expect(invited.status, invited.text).toBe(201);
  const token = new URL(invited.body.dev_link).searchParams.get("invitation_token");
  const { session } = await signIn(email, { invitation_token: token });
  const me = await call("GET", "/auth/me", { cookie: session });
  return { email, session, userId: me.body.user_id };
}

async function userIdOf(session: string): Promise<string> {
  return (await call("GET", "/auth/me", { cookie: session })).body.user_id;
}

const member = (path: string) => `/v0/organizations/members/${path}`;

/** A request whose redirect is answered, not followed (the pages' 303s). */
async function noFollow(method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | undefined;
  if (typeof options.rawBody === "string") body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body, redirect: "manual" });
  return { status: res.status, headers: res.headers, text: await res.text(), cookies: res.headers.getSetCookie() };
}

describe("member list", () => {
  it("lists members oldest first with the spec's shape, for sessions and organization keys", async () => {
    const owner = await signUp();
    const admin = await join(owner, "admin");
    const plain = await join(owner, "member");
    const res = await call("GET", "/v0/organizations/members", { key: owner.key });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.members.map((m: { email: string }) => m.email)).toEqual([owner.email, admin.email, plain.email]);
    expect(res.body.members[1]).toEqual({
      user_id: admin.userId,
      email: admin.email,
      name: null,
      organization_id: owner.organizationId,
      role: "admin",
      created_at: expect.any(String),
    });
    const bySession = await call("GET", "/v0/organizations/members?limit=2", { cookie: plain.session });
    expect(bySession.body.members.map((m: { email: string }) => m.email)).toEqual([owner.email, admin.email]);
    const rest = await call("GET", `/v0/organizations/members?limit=2&page_token=${bySession.body.next_page_token}`, {
      cookie: plain.session,
    });
    expect(rest.body.members.map((m: { email: string }) => m.email)).toEqual([plain.email]);
    expect(rest.body.next_page_token).toBeUndefined();
    const newest = await call("GET", "/v0/organizations/members?ascending=false", { key: owner.key });
    expect(newest.body.members[0].email).toBe(plain.email);
  });

  it("refuses pod-scoped keys (403) and strangers (401)", async () => {
    const owner = await signUp();
    const pod = await createPod(owner.key, { name: "scoped" });
    const podKey = await createKey(owner, {}, `/v0/pods/${pod.pod_id}/api-keys`);
    expect((await call("GET", "/v0/organizations/members", { key: podKey })).status).toBe(403);
    expect((await call("GET", "/v0/organizations/members")).status).toBe(401);
  });
});

describe("role changes", () => {
  it("owners and admins manage roles; only owners touch the owner role; members cannot", async () => {
    const owner = await signUp();
    const admin = await join(owner, "admin");
    const plain = await join(owner, "member");
    const other = await join(owner, "member");

    const promoted = await call("PATCH", member(plain.userId), { cookie: admin.session, body: { role: "admin" } });
    expect(promoted.status, promoted.text).toBe(200);
    expect(promoted.body).toMatchObject({ user_id: plain.userId, role: "admin", email: plain.email });
    const toOwner = await call("PATCH", member(other.userId), { cookie: admin.session, body: { role: "owner" } });
    expect(toOwner.status).toBe(403);
    const ownerId = await userIdOf(owner.session);
    const demoteOwner = await call("PATCH", member(ownerId), { cookie: admin.session, body: { role: "member" } });
    expect(demoteOwner.status).toBe(403);
    const byMember = await call("PATCH", member(admin.userId), { cookie: other.session, body: { role: "member" } });
    expect(byMember.status).toBe(403);
    const byOwner = await call("PATCH", member(other.userId), { cookie: owner.session, body: { role: "owner" } });
    expect(byOwner.body.role).toBe("owner");
    const me = await call("GET", "/auth/me", { cookie: other.session });
    expect(me.body.role).toBe("owner");
  });

  it("never demotes the last owner (409); with a second owner it can", async () => {
    const owner = await signUp();
    const ownerId = await userIdOf(owner.session);
    const last = await call("PATCH", member(ownerId), { cookie: owner.session, body: { role: "admin" } });
    expect(last.status).toBe(409);
    expect(last.body.error.type).toBe("conflict");
    const second = await join(owner, "owner");
    const now = await call("PATCH", member(ownerId), { cookie: second.session, body: { role: "admin" } });
    expect(now.status).toBe(200);
    const again = await call("PATCH", member(second.userId), { cookie: second.session, body: { role: "member" } });
    expect(again.status).toBe(409);
  });

  it("two owners demoting each other at once never leave the organization without an owner", async () => {
    for (let round = 0; round < 3; round++) {
      const owner = await signUp();
      const ownerId = await userIdOf(owner.session);
      const second = await join(owner, "owner");
      const [a, b] = await Promise.all([
        call("PATCH", member(second.userId), { cookie: owner.session, body: { role: "member" } }),
        call("PATCH", member(ownerId), { cookie: second.session, body: { role: "member" } }),
      ]);
      expect([a.status, b.status].sort(), `round ${round}`).not.toEqual([200, 200]);
      // When the two do not overlap (a slow machine), the later one finds its sender already demoted: 403.
      for (const res of [a, b]) expect([200, 403, 409]).toContain(res.status);
      const members = await call("GET", "/v0/organizations/members", { key: owner.key });
      const owners = members.body.members.filter((m: { role: string }) => m.role === "owner");
      expect(owners.length).toBeGreaterThanOrEqual(1);
    }
  });

  it("validates the body, answers 404 for a stranger and 403 for keys", async () => {
    const owner = await signUp();
    const plain = await join(owner, "member");
    const missing = await call("PATCH", member(plain.userId), { cookie: owner.session, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error.param).toBe("role");
    const bad = await call("PATCH", member(plain.userId), { cookie: owner.session, body: { role: "boss" } });
    expect(bad.status).toBe(400);
    const stranger = await signUp();
    const strangerId = await userIdOf(stranger.session);
    const notMine = await call("PATCH", member(strangerId), { cookie: owner.session, body: { role: "admin" } });
    expect(notMine.status).toBe(404);
    const byKey = await call("PATCH", member(plain.userId), { key: owner.key, body: { role: "admin" } });
    expect(byKey.status).toBe(403);
    expect((await call("DELETE", member(plain.userId), { key: owner.key })).status).toBe(403);
  });
});

describe("removal", () => {
  it("ends the member's sessions and streams, revokes their keys and keys minted from them, not others", async () => {
    const owner = await signUp();
    const admin = await join(owner, "admin");
    // A key the member made with their session, and one minted from that key.
    const made = await call("POST", "/v0/api-keys", { cookie: admin.session, body: { name: "made by admin" } });
    expect(made.status, made.text).toBe(201);
    const minted = await createKey({ key: made.body.api_key }, { name: "minted from it" });
    const ownersKey = await createKey(owner, { name: "owner's" });
    const stream = await SseClient.open("/v0/events/stream", { cookie: admin.session });
    expect(stream.status).toBe(200);
    const pending = await call("POST", "/v0/organizations/invitations", {
      cookie: admin.session,
      body: { email: uniqueEmail("from-admin") },
    });
    expect(pending.status).toBe(201);

    const removed = await call("DELETE", member(admin.userId), { cookie: owner.session });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toEqual({ ok: true });

    expect((await call("GET", "/auth/me", { cookie: admin.session })).status).toBe(401);
    expect((await call("GET", "/v0/inboxes", { cookie: admin.session })).status).toBe(401);
    expect((await call("GET", "/v0/inboxes", { key: made.body.api_key })).status).toBe(401);
    expect((await call("GET", "/v0/inboxes", { key: minted })).status).toBe(401);
    expect((await call("GET", "/v0/inboxes", { key: ownersKey })).status).toBe(200);
    expect((await call("GET", "/v0/inboxes", { key: owner.key })).status).toBe(200);
    await stream.waitForEnd(10_000);
    stream.close();
    // The invitation the member sent is revoked.
    const list = await call("GET", "/v0/organizations/invitations", { cookie: owner.session });
    expect(list.body.invitations).toEqual([]);
    const members = await call("GET", "/v0/organizations/members", { key: owner.key });
    expect(members.body.members.map((m: { user_id: string }) => m.user_id)).not.toContain(admin.userId);
  });

  it("keeps an old session ended after the person is invited again", async () => {
    const owner = await signUp();
    const plain = await join(owner, "member");
    expect((await call("DELETE", member(plain.userId), { cookie: owner.session })).status).toBe(200);
    const again = await call("POST", "/v0/organizations/invitations", {
      cookie: owner.session,
      body: { email: plain.email },
    });
    expect(again.status).toBe(201);
    const { session } = await signIn(plain.email);
    expect((await call("GET", "/auth/me", { cookie: session })).body.organization_id).toBe(owner.organizationId);
    expect((await call("GET", "/auth/me", { cookie: plain.session })).status).toBe(401);
  });

  it("lets anyone leave with their own user_id, but not the last owner (409); only owners remove owners", async () => {
    const owner = await signUp();
    const ownerId = await userIdOf(owner.session);
    const plain = await join(owner, "member");
    const admin = await join(owner, "admin");
    expect((await call("DELETE", member(ownerId), { cookie: owner.session })).status).toBe(409);
    expect((await call("DELETE", member(ownerId), { cookie: admin.session })).status).toBe(403);
    expect((await call("DELETE", member(admin.userId), { cookie: plain.session })).status).toBe(403);
    const left = await call("DELETE", member(plain.userId), { cookie: plain.session });
    expect(left.status).toBe(200);
    expect((await call("GET", "/auth/me", { cookie: plain.session })).status).toBe(401);
    expect((await call("DELETE", member(plain.userId), { cookie: owner.session })).status).toBe(404);
  });

  it("disconnects the apps the member connected", async () => {
    const owner = await signUp();
    const admin = await join(owner, "admin");
    const tokens = await connectApp(admin.session);
    expect((await call("GET", "/v0/inboxes", { key: tokens.access_token })).status).toBe(200);
    expect((await call("DELETE", member(admin.userId), { cookie: owner.session })).status).toBe(200);
    expect((await call("GET", "/v0/inboxes", { key: tokens.access_token })).status).toBe(401);
    const refresh = await call("POST", "/oauth2/token", {
      rawBody: new URLSearchParams({
        grant_type: "refresh_token",
        client_id: tokens.client_id,
        refresh_token: tokens.refresh_token,
      }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(refresh.body.error).toBe("invalid_grant");
  });
});

/** Registers a public app, consents as the session (whole organization) and exchanges the code. */
async function connectApp(session: string) {
  const redirect = "http://127.0.0.1:9/callback";
  const challengeRes = await call("GET", "/v0/inboxes");
  const issuer = (challengeRes.headers.get("www-authenticate") ?? "").match(
    /resource_metadata="(.+?)\/\.well-known/,
  )?.[1];
  const reg = await call("POST", "/oauth2/register", { body: { redirect_uris: [redirect], client_name: "App" } });
  expect(reg.status, reg.text).toBe(201);
  const clientId = reg.body.client_id as string;
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const query = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: redirect,
    code_challenge: challenge,
    code_challenge_method: "S256",
    scope: "inboxes.read",
    state: "s",
    resource: issuer ?? "",
  });
  const started = await noFollow("GET", `/oauth2/authorize?${query}`);
  const location = started.headers.get("location") ?? "";
  expect(started.status, started.text).toBe(302);
  const requestId = new URL(location, "http://x").searchParams.get("request") as string;
  const details = await call("GET", `/auth/oauth/authorize?request=${requestId}`, { cookie: session });
  const decided = await call("POST", "/auth/oauth/authorize/approve", {
    cookie: session,
    body: { request: requestId, csrf_token: details.body.csrf_token, target: "organization" },
  });
  expect(decided.status, decided.text).toBe(200);
  const code = new URL(decided.body.redirect_to).searchParams.get("code") as string;
  const exchanged = await call("POST", "/oauth2/token", {
    rawBody: new URLSearchParams({
      grant_type: "authorization_code",
      client_id: clientId,
      code,
      redirect_uri: redirect,
      code_verifier: verifier,
    }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(exchanged.status, exchanged.text).toBe(200);
  return { ...exchanged.body, client_id: clientId } as {
    access_token: string;
    refresh_token: string;
    client_id: string;
  };
}

describe("the person's organizations", () => {
  it("lists them with role and the current one, and switches (JSON 200, form 303 to /inboxes)", async () => {
    const owner = await signUp();
    const other = await signUp();
    expect(
      (await call("POST", "/v0/organizations/invitations", { cookie: other.session, body: { email: owner.email } }))
        .status,
    ).toBe(201);
    const { session } = await signIn(owner.email);
    const mine = await call("GET", "/auth/organizations", { cookie: session });
    expect(mine.status).toBe(200);
    expect(mine.body.current_organization_id).toBe(owner.organizationId);
    const byId = Object.fromEntries(
      mine.body.organizations.map((o: { organization_id: string }) => [o.organization_id, o]),
    );
    expect(byId[owner.organizationId]).toMatchObject({ role: "owner", current: true });
    expect(byId[other.organizationId]).toMatchObject({ role: "member", current: false });

    const switched = await call("POST", "/auth/organizations/switch", {
      cookie: session,
      body: { organization_id: other.organizationId },
    });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ ok: true, organization_id: other.organizationId, redirect_to: "/inboxes" });
    const me = await call("GET", "/auth/me", { cookie: session });
    expect(me.body).toMatchObject({ organization_id: other.organizationId, role: "member" });

    const back = await noFollow("POST", "/auth/organizations/switch", {
      cookie: session,
      rawBody: new URLSearchParams({ organization_id: owner.organizationId }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/inboxes");
    expect((await call("GET", "/auth/me", { cookie: session })).body.organization_id).toBe(owner.organizationId);

    const stranger = await signUp();
    const notMine = await call("POST", "/auth/organizations/switch", {
      cookie: session,
      body: { organization_id: stranger.organizationId },
    });
    expect(notMine.status).toBe(404);
    expect((await call("POST", "/auth/organizations/switch", { cookie: session, body: {} })).status).toBe(400);
    const foreign = await call("POST", "/auth/organizations/switch", {
      cookie: session,
      body: { organization_id: other.organizationId },
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    // The next sign-in goes to the organization used last.
    const next = await signIn(owner.email);
    expect((await call("GET", "/auth/me", { cookie: next.session })).body.organization_id).toBe(owner.organizationId);
  });

  it("asks a person with several organizations, none used yet, to choose (held behind mm_signin)", async () => {
    const a = await signUp();
    const b = await signUp();
    const email = uniqueEmail("chooser");
    for (const inviter of [a, b]) {
      const res = await call("POST", "/v0/organizations/invitations", { cookie: inviter.session, body: { email } });
      expect(res.status).toBe(201);
    }
    const start = await call("POST", "/auth/email/start", { body: { email, next: "/inboxes" } });
    const signin = cookieValue(start.cookies, "mm_signin") as string;
    const verify = await call("POST", "/auth/email/verify", { cookie: signin, body: { code: start.body.dev_code } });
    expect(verify.body).toEqual({ ok: true, signed_in: false, redirect_to: "/login/organization" });
    expect(cookieValue(verify.cookies, "mm_session")).toBeUndefined();
    const pageCookie = verify.cookies.find((c) => c.startsWith("mm_signin=") && c.includes("Path=/login/"));
    // The step's POST reads the same token at /auth.
    expect(verify.cookies.find((c) => c.startsWith("mm_signin=") && c.includes("Path=/auth;"))).toBeDefined();
    expect(pageCookie).toMatch(/Path=\/login\/organization/);
    expect(pageCookie).toMatch(/HttpOnly/);

    const page = await call("GET", "/login/organization", { cookie: signin });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.text).toContain(a.organizationId);
    expect(page.text).toContain(b.organizationId);
    expect(page.text).toContain('action="/auth/pending/organization"');
    expect((await call("GET", "/login/organization")).status).toBe(404);

    const stranger = await signUp();
    const wrong = await call("POST", "/auth/pending/organization", {
      cookie: signin,
      body: { organization_id: stranger.organizationId },
    });
    expect(wrong.status).toBe(404);
    const chosen = await call("POST", "/auth/pending/organization", {
      cookie: signin,
      body: { organization_id: b.organizationId },
    });
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.body).toEqual({ ok: true, signed_in: true, redirect_to: "/inboxes" });
    const session = cookieValue(chosen.cookies, "mm_session") as string;
    const me = await call("GET", "/auth/me", { cookie: session });
    expect(me.body).toMatchObject({ email, organization_id: b.organizationId, role: "member" });
    // Once only.
    const twice = await call("POST", "/auth/pending/organization", {
      cookie: signin,
      body: { organization_id: a.organizationId },
    });
    expect(twice.status).toBe(404);
    // The next sign-in goes straight to the organization used last.
    const next = await signIn(email);
    expect(next.verify.body.signed_in).toBe(true);
    expect((await call("GET", "/auth/me", { cookie: next.session })).body.organization_id).toBe(b.organizationId);
  });
});

describe("pages", () => {
  const formPost = (path: string, session: string, fields: Record<string, string> = {}, origin?: string) =>
    noFollow("POST", path, {
      cookie: session,
      rawBody: new URLSearchParams(fields).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(origin ? { origin } : {}),
      },
    });

  it("/members shows members and invitations with the allowed buttons; the forms answer 303", async () => {
    const owner = await signUp();
    const plain = await join(owner, "member");
    const signedOut = await noFollow("GET", "/members");
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toMatch(/\/login\?next=%2Fmembers/);

    const email = uniqueEmail("page-invite");
    const invited = await formPost("/members/invitations", owner.session, { email, role: "admin" });
    expect(invited.status, invited.text).toBe(303);
    const location = invited.headers.get("location") as string;
    expect(location).toMatch(/^\/members\?done=invited&dev_link=/);

    const page = await call("GET", location, { cookie: owner.session });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(page.text).toContain(plain.email);
    expect(page.text).toContain(email);
    expect(page.text).toContain("Invitation sent.");
    expect(page.text).toContain("invitation_token=inv_");
    expect(page.text).toContain(`action="/members/${plain.userId}/role"`);
    expect(page.text).toContain(`action="/members/${plain.userId}/remove"`);
    expect(page.text).toContain('action="/members/invitations"');
    expect(page.text).not.toContain("<script");

    // A member sees the list, no invitations and only their own leave button.
    const asMember = await call("GET", "/members", { cookie: plain.session });
    expect(asMember.status).toBe(200);
    expect(asMember.text).toContain(owner.email);
    expect(asMember.text).not.toContain('action="/members/invitations"');
    expect(asMember.text).not.toContain("/role");
    expect(asMember.text).toContain(`action="/members/${plain.userId}/remove"`);

    const list = await call("GET", "/v0/organizations/invitations", { cookie: owner.session });
    const id = list.body.invitations[0].invitation_id;
    const resent = await formPost(`/members/invitations/${id}/resend`, owner.session);
    expect(resent.status).toBe(303);
    expect(resent.headers.get("location")).toMatch(/^\/members\?done=resent&dev_link=/);
    const foreign = await formPost(`/members/invitations/${id}/revoke`, owner.session, {}, "https://evil.example");
    expect(foreign.status).toBe(403);
    const revoked = await formPost(`/members/invitations/${id}/revoke`, owner.session);
    expect(revoked.status).toBe(303);
    expect((await call("GET", "/v0/organizations/invitations", { cookie: owner.session })).body.invitations).toEqual(
      [],
    );

    const role = await formPost(`/members/${plain.userId}/role`, owner.session, { role: "admin" });
    expect(role.status).toBe(303);
    expect((await call("GET", "/auth/me", { cookie: plain.session })).body.role).toBe("admin");
    const removed = await formPost(`/members/${plain.userId}/remove`, owner.session);
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe("/members?done=removed");
    expect((await call("GET", "/auth/me", { cookie: plain.session })).status).toBe(401);
    // A refused action is an error page, not a redirect.
    const ownerId = await userIdOf(owner.session);
    const last = await formPost(`/members/${ownerId}/remove`, owner.session);
    expect(last.status).toBe(409);
    expect(last.headers.get("content-type")).toMatch(/text\/html/);
    expect(last.text).toContain('<a href="/members">Back</a>');
    // Signed out, a form post signs in back to the page the form was on.
    const signedOutPost = await noFollow("POST", `/members/${ownerId}/remove`, {
      rawBody: "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(signedOutPost.status).toBe(303);
    expect(signedOutPost.headers.get("location")).toMatch(/\/login\?next=%2Fmembers$/);
  });

  it("never shows a development link that is not this server's invitation link", async () => {
    const owner = await signUp();
    const page = await call("GET", "/members?done=invited&dev_link=https://evil.example/x", { cookie: owner.session });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("evil.example");
    const unknown = await call("GET", "/members?done=<b>hi</b>", { cookie: owner.session });
    expect(unknown.text).not.toContain("<b>hi</b>");
  });

  it("/organizations lists the person's organizations with a switch button", async () => {
    const owner = await signUp();
    const other = await signUp();
    await call("POST", "/v0/organizations/invitations", { cookie: other.session, body: { email: owner.email } });
    const { session } = await signIn(owner.email);
    const page = await call("GET", "/organizations", { cookie: session });
    expect(page.status).toBe(200);
    expect(page.text).toContain('action="/auth/organizations/switch"');
    expect(page.text).toContain(`value="${other.organizationId}"`);
    expect(page.text).toContain("(current)");
    expect((await noFollow("GET", "/organizations")).status).toBe(303);
  });
});

describe("migration from one organization per user", () => {
  it("turns a legacy user's organization and role into a membership at their next sign-in", async () => {
    const owner = await signUp();
    const email = uniqueEmail("legacy");
    const userId = `usr_LEGACY${randomBytes(8).toString("hex").toUpperCase()}`;
    const createdAt = new Date(Date.now() - 3600_000).toISOString();
    // A user item as written before memberships: one organization and role on the user itself.
    await testDb()
      .entities.user.create({ email, userId, organizationId: owner.organizationId, role: "admin", createdAt })
      .go();
    const { session } = await signIn(email);
    const me = await call("GET", "/auth/me", { cookie: session });
    expect(me.body).toMatchObject({ user_id: userId, organization_id: owner.organizationId, role: "admin" });
    const members = await call("GET", "/v0/organizations/members", { key: owner.key });
    expect(members.body.members.find((m: { user_id: string }) => m.user_id === userId)).toMatchObject({
      role: "admin",
      created_at: createdAt,
    });
    const { data } = await testDb().entities.user.get({ email }).go({ consistent: true });
    expect(data?.organizationId).toBeUndefined();
    expect(data?.role).toBeUndefined();
  });

  it("refuses a session written before memberships (no membership it was opened with)", async () => {
    const owner = await signUp();
    const me = await call("GET", "/auth/me", { cookie: owner.session });
    const token = randomBytes(32).toString("base64url");
    const now = Date.now();
    await testDb()
      .entities.session.create({
        tokenHash: sha256Hex(token),
        userId: me.body.user_id,
        email: owner.email,
        organizationId: owner.organizationId,
        expiresAt: new Date(now + 3600_000).toISOString(),
        createdAt: new Date(now).toISOString(),
      })
      .go();
    expect((await call("GET", "/auth/me", { cookie: `mm_session=${token}` })).status).toBe(401);
  });
});

describe("which keys a removal revokes", () => {
  const key = (apiKeyId: string, by: { user?: string; key?: string }) =>
    ({ apiKeyId, createdByUserId: by.user, createdByKeyId: by.key }) as ApiKeyItem;

  it("takes the member's keys and keys minted from them at any depth, never keys without a recorded creator", () => {
    const keys = [
      key("k1", { user: "u1" }),
      key("k2", { key: "k1" }),
      key("k3", { key: "k2" }),
      key("k4", { user: "u2" }),
      key("k5", { key: "k4" }),
      key("k6", {}),
    ];
    expect(keysOfMember(keys, "u1").map((k) => k.apiKeyId)).toEqual(["k1", "k2", "k3"]);
    expect(keysOfMember(keys, "u3")).toEqual([]);
  });
});
