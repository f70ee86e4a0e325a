// The authorization server for apps and MCP clients, driven by a real OAuth client library (oauth4webapi): dynamic
// registration, authorization code + PKCE through the consent endpoints, refresh rotation and reuse detection,
// revocation, the device grant, and every error value these endpoints answer.
import { readFile } from "node:fs/promises";
import { createLocalJWKSet, jwtVerify } from "jose";
import * as oauth from "oauth4webapi";
import { beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../shared/auth/secrets.js";
import { parseKeySet, publicJwks } from "../../shared/auth/signing-keys.js";
import { testDb } from "../helpers/db.js";
import { type Account, baseUrl, call, createInbox, signUp } from "../helpers/http.js";
import { mcpClient } from "../helpers/mcp.js";

const insecure = { [oauth.allowInsecureRequests]: true } as const;
const REDIRECT = "http://127.0.0.1:9/callback";

/** The issuer: the service's configured base URL (the 401 challenge names it), not the address tests dial. */
let issuer = "";
let as: oauth.AuthorizationServer;
let account: Account;

function form(params: Record<string, string>) {
  return {
    rawBody: new URLSearchParams(params).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  };
}

async function register(metadata: Record<string, unknown> = {}) {
  const response = await oauth.dynamicClientRegistrationRequest(
    as,
    { redirect_uris: [REDIRECT], client_name: "Test app", ...metadata },
    insecure,
  );
  return oauth.processDynamicClientRegistrationResponse(response);
}

function authorizeUrl(client: oauth.Client, challenge: string, extra: Record<string, string | string[]> = {}) {
  const url = new URL(`${baseUrl()}/oauth2/authorize`);
  const params: Record<string, string | string[]> = {
    response_type: "code",
    client_id: client.client_id,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: "S256",
    scope: "inboxes.read messages.read",
    state: "st-123",
    resource: issuer,
    ...extra,
  };
  for (const [name, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(name, v);
  }
  return url.toString();
}

/** GET /oauth2/authorize without following redirects. */
async function authorize(url: string) {
  const res = await fetch(url, { redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), text: await res.text(), headers: res.headers };
}

/** Authorize, consent as `who` (target organization unless given), and return the redirect back to the client. */
async function consent(
  client: oauth.Client,
  options: {
    scope?: string;
    resource?: string | string[];
    target?: string;
    who?: Account;
    decision?: "approve" | "deny";
  } = {},
) {
  const verifier = oauth.generateRandomCodeVerifier();
  const challenge = await oauth.calculatePKCECodeChallenge(verifier);
  const started = await authorize(
    authorizeUrl(client, challenge, {
      ...(options.scope ? { scope: options.scope } : {}),
      ...(options.resource ? { resource: options.resource } : {}),
    }),
  );
  expect(started.status).toBe(302);
  const requestId = new URL(started.location as string).searchParams.get("request") as string;
  const who = options.who ?? account;
  const details = await call("GET", `/auth/oauth/authorize?request=${requestId}`, { cookie: who.session });
  expect(details.status).toBe(200);
  const decided = await call("POST", `/auth/oauth/authorize/${options.decision ?? "approve"}`, {
    cookie: who.session,
    body: { request: requestId, csrf_token: details.body.csrf_token, target: options.target ?? "organization" },
  });
  expect(decided.status).toBe(200);
  return { verifier, redirect: new URL(decided.body.redirect_to as string), details: details.body };
}

/** A full authorization code flow for a public client: the token response. */
async function codeFlow(client: oauth.Client, options: Parameters<typeof consent>[1] = {}) {
  const { verifier, redirect } = await consent(client, options);
  const params = oauth.validateAuthResponse(as, client, redirect, "st-123");
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.None(),
    params,
    REDIRECT,
    verifier,
    insecure,
  );
  return oauth.processAuthorizationCodeResponse(as, client, response);
}

async function token(params: Record<string, string>, headers: Record<string, string> = {}) {
  const options = form(params);
  return call("POST", "/oauth2/token", { ...options, headers: { ...options.headers, ...headers } });
}

beforeAll(async () => {
  const challenge = await call("GET", "/v0/inboxes");
  issuer = (challenge.headers.get("www-authenticate") ?? "").match(/resource_metadata="(.+?)\/\.well-known/)?.[1] ?? "";
  expect(issuer).toMatch(/^http/);
  // Discovery is another branch's: the endpoints the metadata document will list, by hand.
  as = {
    issuer,
    authorization_endpoint: `${baseUrl()}/oauth2/authorize`,
    token_endpoint: `${baseUrl()}/oauth2/token`,
    registration_endpoint: `${baseUrl()}/oauth2/register`,
    revocation_endpoint: `${baseUrl()}/oauth2/revoke`,
    device_authorization_endpoint: `${baseUrl()}/auth/cli/device/code`,
    authorization_response_iss_parameter_supported: true,
    code_challenge_methods_supported: ["S256"],
  };
  account = await signUp();
});

describe("dynamic client registration", () => {
  it("registers a public client by default, and an unknown method becomes none", async () => {
    const client = await register({ token_endpoint_auth_method: "private_key_jwt" });
    expect(client.client_id).toMatch(/^oac_/);
    expect(client.token_endpoint_auth_method).toBe("none");
    expect(client.client_secret).toBeUndefined();
    expect(client.redirect_uris).toEqual([REDIRECT]);
    expect(client.registration_access_token).toBeUndefined();
    // Unused registrations carry a 7-day TTL.
    const stored = await testDb().entities.oauthClient.get({ clientId: client.client_id }).go();
    expect((stored.data?.ttl ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 120);
  });

  it("gives a confidential client its secret once (expires_at 0), stored hashed", async () => {
    const client = await register({ token_endpoint_auth_method: "client_secret_basic" });
    expect(client.client_secret).toMatch(/^[0-9A-Za-z]{48}$/);
    expect(client.client_secret_expires_at).toBe(0);
    const stored = await testDb().entities.oauthClient.get({ clientId: client.client_id }).go();
    expect(stored.data?.secretHash).toBe(sha256Hex(client.client_secret as string));
  });

  it("refuses bad redirect URIs and metadata with the RFC 7591 error values", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ redirect_uris: ["http://example.com/cb"] }, "invalid_redirect_uri"],
      [{ redirect_uris: ["https://example.com/cb#frag"] }, "invalid_redirect_uri"],
      [{ redirect_uris: [] }, "invalid_redirect_uri"],
      [{ redirect_uris: ["https://example.com/cb"], grant_types: ["client_credentials"] }, "invalid_client_metadata"],
      [{ redirect_uris: ["https://example.com/cb"], scope: "everything" }, "invalid_client_metadata"],
    ];
    for (const [body, error] of cases) {
      const res = await call("POST", "/oauth2/register", { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(error);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    const ok = await call("POST", "/oauth2/register", {
      body: { redirect_uris: ["http://localhost:8080/cb", "https://app.example/cb"] },
    });
    expect(ok.status).toBe(201);
  });
});

describe("authorization code with PKCE", () => {
  it("issues a JWT access token the API accepts, verifiable with the service's keys", async () => {
    const client = await register();
    const tokens = await codeFlow(client);
    expect(tokens.token_type).toBe("bearer");
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.scope).toBe("inboxes.read messages.read");
    expect(tokens.refresh_token).toMatch(/^mmr_/);
    const keys = parseKeySet(await readFile(process.env.SIGNING_KEYS_FILE as string, "utf8"));
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, createLocalJWKSet(publicJwks(keys)), {
      issuer,
      audience: issuer,
      typ: "at+jwt",
    });
    expect(protectedHeader.alg).toBe("ES256");
    expect(payload.client_id).toBe(client.client_id);
    expect(payload.grant).toMatch(/^grt_/);
    const inboxes = await call("GET", "/v0/inboxes", { key: tokens.access_token });
    expect(inboxes.status).toBe(200);
    // inboxes.read only: no pod writes.
    const pod = await call("POST", "/v0/pods", { key: tokens.access_token, body: { name: "nope" } });
    expect(pod.status).toBe(403);
    // The client stopped being an unused registration.
    const stored = await testDb().entities.oauthClient.get({ clientId: client.client_id }).go();
    expect(stored.data?.ttl).toBeUndefined();
    expect(stored.data?.usedAt).toBeDefined();
  });

  it("limits a token to the one inbox the person picked", async () => {
    const [a, b] = [await createInbox(account.key), await createInbox(account.key)];
    const client = await register();
    const tokens = await codeFlow(client, { target: `inbox:${a.inbox_id}` });
    const list = await call("GET", "/v0/inboxes", { key: tokens.access_token });
    expect(list.body.inboxes.map((i: { inbox_id: string }) => i.inbox_id)).toEqual([a.inbox_id]);
    expect((await call("GET", `/v0/inboxes/${b.inbox_id}`, { key: tokens.access_token })).status).toBe(404);
    expect((await call("GET", `/v0/inboxes/${a.inbox_id}`, { key: tokens.access_token })).status).toBe(200);
  });

  it("gives an MCP-only token for the MCP address: 401 on /v0, accepted by the MCP server", async () => {
    const client = await register();
    const tokens = await codeFlow(client, { resource: `${issuer}/mcp` });
    expect((await call("GET", "/v0/inboxes", { key: tokens.access_token })).status).toBe(401);
    const mcp = await mcpClient(tokens.access_token);
    const tools = await mcp.listTools();
    expect(tools.tools.length).toBeGreaterThan(0);
    await mcp.close();
  });

  it("redirects the person's denial as access_denied with state and iss", async () => {
    const client = await register();
    const { redirect } = await consent(client, { decision: "deny" });
    expect(Object.fromEntries(redirect.searchParams)).toMatchObject({
      error: "access_denied",
      state: "st-123",
      iss: issuer,
    });
    expect(() => oauth.validateAuthResponse(as, client, redirect, "st-123")).toThrow(oauth.AuthorizationResponseError);
  });

  it("answers a reused code with invalid_grant and revokes what the code granted", async () => {
    const client = await register();
    const { verifier, redirect } = await consent(client);
    const code = redirect.searchParams.get("code") as string;
    const first = await token({
      grant_type: "authorization_code",
      client_id: client.client_id,
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(first.status).toBe(200);
    expect((await call("GET", "/v0/inboxes", { key: first.body.access_token })).status).toBe(200);
    const again = await token({
      grant_type: "authorization_code",
      client_id: client.client_id,
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("invalid_grant");
    expect((await call("GET", "/v0/inboxes", { key: first.body.access_token })).status).toBe(401);
    const refreshed = await token({
      grant_type: "refresh_token",
      client_id: client.client_id,
      refresh_token: first.body.refresh_token,
    });
    expect(refreshed.body.error).toBe("invalid_grant");
  });

  it("checks the verifier, the redirect URI and the client at the token endpoint", async () => {
    const client = await register();
    const other = await register();
    const attempt = async (change: Record<string, string>) => {
      const { verifier, redirect } = await consent(client);
      const params = {
        grant_type: "authorization_code",
        client_id: client.client_id,
        code: redirect.searchParams.get("code") as string,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
        ...change,
      };
      return token(params);
    };
    const wrongVerifier = await attempt({ code_verifier: oauth.generateRandomCodeVerifier() });
    const wrongRedirect = await attempt({ redirect_uri: "http://127.0.0.1:9/other" });
    const wrongClient = await attempt({ client_id: other.client_id });
    const noVerifier = await attempt({ code_verifier: "" });
    expect([wrongVerifier, wrongRedirect, wrongClient].map((r) => r.body.error)).toEqual([
      "invalid_grant",
      "invalid_grant",
      "invalid_grant",
    ]);
    expect(noVerifier.body.error).toBe("invalid_request");
    expect(noVerifier.headers.get("cache-control")).toBe("no-store");
  });

  it("authenticates confidential clients by client_secret_basic or client_secret_post (invalid_client 401 otherwise)", async () => {
    const client = await register({ token_endpoint_auth_method: "client_secret_basic" });
    const secret = client.client_secret as string;
    const { verifier, redirect } = await consent(client);
    const params = oauth.validateAuthResponse(as, client, redirect, "st-123");
    const basic = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretBasic(secret),
      params,
      REDIRECT,
      verifier,
      insecure,
    );
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, basic);
    const viaPost = await oauth.refreshTokenGrantRequest(
      as,
      client,
      oauth.ClientSecretPost(secret),
      tokens.refresh_token as string,
      insecure,
    );
    expect((await oauth.processRefreshTokenResponse(as, client, viaPost)).access_token).toBeTruthy();

    const wrongBasic = await token(
      { grant_type: "refresh_token", refresh_token: "x" },
      { authorization: `Basic ${Buffer.from(`${client.client_id}:wrong`).toString("base64")}` },
    );
    expect(wrongBasic.status).toBe(401);
    expect(wrongBasic.body.error).toBe("invalid_client");
    expect(wrongBasic.headers.get("www-authenticate")).toMatch(/^Basic /);
    const noSecret = await token({ grant_type: "refresh_token", refresh_token: "x", client_id: client.client_id });
    expect(noSecret.status).toBe(401);
    expect(noSecret.body.error).toBe("invalid_client");
    const unknown = await token({ grant_type: "refresh_token", refresh_token: "x", client_id: "oac_unknown" });
    expect(unknown.body.error).toBe("invalid_client");
  });
});

describe("refresh tokens", () => {
  it("rotate; a rotated one presented again revokes the family", async () => {
    const client = await register();
    const first = await codeFlow(client);
    const rotated = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.None(), first.refresh_token as string, insecure),
    );
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect((await call("GET", "/v0/inboxes", { key: rotated.access_token })).status).toBe(200);
    const reuse = await token({
      grant_type: "refresh_token",
      client_id: client.client_id,
      refresh_token: first.refresh_token as string,
    });
    expect(reuse.body.error).toBe("invalid_grant");
    expect((await call("GET", "/v0/inboxes", { key: rotated.access_token })).status).toBe(401);
    const next = await token({
      grant_type: "refresh_token",
      client_id: client.client_id,
      refresh_token: rotated.refresh_token as string,
    });
    expect(next.body.error).toBe("invalid_grant");
  });

  it("may narrow the scope, never widen it", async () => {
    const client = await register();
    const first = await codeFlow(client);
    const narrowed = await token({
      grant_type: "refresh_token",
      client_id: client.client_id,
      refresh_token: first.refresh_token as string,
      scope: "inboxes.read",
    });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.scope).toBe("inboxes.read");
    const wider = await token({
      grant_type: "refresh_token",
      client_id: client.client_id,
      refresh_token: narrowed.body.refresh_token,
      scope: "inboxes.read pods.write",
    });
    expect(wider.body.error).toBe("invalid_scope");
    const elsewhere = await token({
      grant_type: "refresh_token",
      client_id: client.client_id,
      refresh_token: narrowed.body.refresh_token,
      resource: "https://elsewhere.example",
    });
    expect(elsewhere.body.error).toBe("invalid_target");
  });
});

describe("revocation", () => {
  it("denylists an access token, revokes a refresh token's grant, and is 200 for unknown tokens", async () => {
    const client = await register();
    const a = await codeFlow(client);
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, client, oauth.None(), a.access_token, insecure),
    );
    expect((await call("GET", "/v0/inboxes", { key: a.access_token })).status).toBe(401);
    const b = await codeFlow(client);
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, client, oauth.None(), b.refresh_token as string, insecure),
    );
    expect((await call("GET", "/v0/inboxes", { key: b.access_token })).status).toBe(401);
    const refreshed = await token({
      grant_type: "refresh_token",
      client_id: client.client_id,
      refresh_token: b.refresh_token as string,
    });
    expect(refreshed.body.error).toBe("invalid_grant");
    const unknown = await call(
      "POST",
      "/oauth2/revoke",
      form({ token: "nothing-like-it", client_id: client.client_id }),
    );
    expect(unknown.status).toBe(200);
    const noClient = await call("POST", "/oauth2/revoke", form({ token: "x" }));
    expect(noClient.status).toBe(401);
    expect(noClient.body.error).toBe("invalid_client");
  });
});

describe("the authorization request", () => {
  it("never redirects for an unknown client or an unregistered redirect URI: an HTML error page", async () => {
    const client = await register();
    const challenge = await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier());
    const unknown = await authorize(authorizeUrl({ client_id: "oac_nobody" }, challenge));
    const elsewhere = await authorize(authorizeUrl(client, challenge, { redirect_uri: "https://attacker.example/cb" }));
    const metadataDoc = await authorize(authorizeUrl({ client_id: "https://127.0.0.1:1/client.json" }, challenge));
    for (const res of [unknown, elsewhere, metadataDoc]) {
      expect(res.status).toBe(400);
      expect(res.location).toBeNull();
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    }
  });

  it("sends the other errors back to the client with error_description, state and iss", async () => {
    const client = await register();
    const challenge = await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier());
    const cases: Array<[Record<string, string | string[]>, string]> = [
      [{ response_type: "token" }, "unsupported_response_type"],
      [{ code_challenge_method: "plain" }, "invalid_request"],
      [{ scope: "inboxes.read everything" }, "invalid_scope"],
      [{ resource: "https://elsewhere.example" }, "invalid_target"],
      [{ resource: [] as string[] }, "invalid_request"],
    ];
    for (const [change, error] of cases) {
      const res = await authorize(authorizeUrl(client, challenge, change));
      expect(res.status, JSON.stringify(change)).toBe(302);
      const back = new URL(res.location as string);
      expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
      expect(Object.fromEntries(back.searchParams)).toMatchObject({ error, state: "st-123", iss: issuer });
      expect(back.searchParams.get("error_description")).toBeTruthy();
    }
  });

  it("shows a consent page with escaped names and a strict CSP, and asks strangers to sign in", async () => {
    const client = await register({ client_name: `<script>alert("x")</script>` });
    const challenge = await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier());
    const started = await authorize(authorizeUrl(client, challenge));
    const page = await call(
      "GET",
      new URL(started.location as string).pathname + new URL(started.location as string).search,
      { cookie: account.session },
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(page.text).not.toContain("<script>");
    expect(page.text).toContain("Read messages and threads");
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).not.toMatch(/unsafe-inline/);
    const stranger = await call(
      "GET",
      new URL(started.location as string).pathname + new URL(started.location as string).search,
    );
    expect(stranger.text).toContain("/login?next=");
  });

  it("refuses a decision without the form token, and decides each request once", async () => {
    const client = await register();
    const challenge = await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier());
    const started = await authorize(authorizeUrl(client, challenge));
    const requestId = new URL(started.location as string).searchParams.get("request") as string;
    const noToken = await call("POST", "/auth/oauth/authorize/approve", {
      cookie: account.session,
      body: { request: requestId },
    });
    expect(noToken.status).toBe(403);
    const details = await call("GET", `/auth/oauth/authorize?request=${requestId}`, { cookie: account.session });
    const other = await signUp();
    const otherSession = await call("POST", "/auth/oauth/authorize/approve", {
      cookie: other.session,
      body: { request: requestId, csrf_token: details.body.csrf_token },
    });
    expect(otherSession.status).toBe(403);
    const body = { request: requestId, csrf_token: details.body.csrf_token };
    const first = await call("POST", "/auth/oauth/authorize/approve", { cookie: account.session, body });
    const second = await call("POST", "/auth/oauth/authorize/approve", { cookie: account.session, body });
    expect([first.status, second.status]).toEqual([200, 404]);
    // A browser form post gets a 303 to the client.
    const again = await authorize(authorizeUrl(client, challenge));
    const id2 = new URL(again.location as string).searchParams.get("request") as string;
    const d2 = await call("GET", `/auth/oauth/authorize?request=${id2}`, { cookie: account.session });
    const viaForm = await fetch(`${baseUrl()}/auth/oauth/authorize/deny`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: account.session, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ request: id2, csrf_token: d2.body.csrf_token }).toString(),
    });
    expect(viaForm.status).toBe(303);
    expect(viaForm.headers.get("location")).toMatch(/^http:\/\/127\.0\.0\.1:9\/callback\?error=access_denied/);
  });
});

describe("token endpoint errors", () => {
  it("answers a missing or unknown grant type", async () => {
    const missing = await token({ client_id: "mail-cli" });
    const unknown = await token({ grant_type: "password", client_id: "mail-cli" });
    const notForm = await call("POST", "/oauth2/token", { body: { grant_type: "authorization_code" } });
    expect([missing.body.error, unknown.body.error, notForm.body.error]).toEqual([
      "invalid_request",
      "unsupported_grant_type",
      "invalid_request",
    ]);
  });
});

describe("device grant (command-line client)", () => {
  const cli: oauth.Client = { client_id: "mail-cli", token_endpoint_auth_method: "none" };

  async function start(parameters: Record<string, string> = {}) {
    const response = await oauth.deviceAuthorizationRequest(as, cli, oauth.None(), parameters, insecure);
    return oauth.processDeviceAuthorizationResponse(as, cli, response);
  }

  async function decide(userCode: string, decision: "approve" | "deny", target?: string) {
    const details = await call("GET", `/auth/cli/device?user_code=${userCode}`, { cookie: account.session });
    expect(details.status).toBe(200);
    return call("POST", `/auth/cli/device/${decision}`, {
      cookie: account.session,
      body: { user_code: userCode, csrf_token: details.body.csrf_token, ...(target ? { target } : {}) },
    });
  }

  it("polls pending, slows down a fast poller, then gets tokens once the person approves", async () => {
    const device = await start({ scope: "inboxes.read" });
    expect(device.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(device.verification_uri_complete).toContain(device.user_code);
    expect(device.interval).toBe(5);
    expect(device.expires_in).toBe(600);
    const poll = () =>
      token({
        grant_type: "urn:ietf:params:oauth:grant-type:device_code",
        client_id: "mail-cli",
        device_code: device.device_code,
      });
    expect((await poll()).body.error).toBe("authorization_pending");
    expect((await poll()).body.error).toBe("slow_down");
    expect((await decide(device.user_code.toLowerCase(), "approve")).body).toEqual({ ok: true, status: "approved" });
    // Skip the wait: the last poll is moved back past the (lengthened) interval.
    await testDb()
      .entities.deviceAuthorization.patch({ deviceCodeHash: sha256Hex(device.device_code) })
      .set({ lastPolledAt: 0 })
      .go();
    const tokens = await oauth.processDeviceCodeResponse(
      as,
      cli,
      await oauth.deviceCodeGrantRequest(as, cli, oauth.None(), device.device_code, insecure),
    );
    expect(tokens.scope).toBe("inboxes.read");
    expect((await call("GET", "/v0/inboxes", { key: tokens.access_token })).status).toBe(200);
    await testDb()
      .entities.deviceAuthorization.patch({ deviceCodeHash: sha256Hex(device.device_code) })
      .set({ lastPolledAt: 0 })
      .go();
    expect((await poll()).body.error).toBe("invalid_grant");
  });

  it("answers access_denied after a denial and expired_token after the code lapsed", async () => {
    const denied = await start();
    expect((await decide(denied.user_code, "deny")).body).toEqual({ ok: true, status: "denied" });
    const deniedPoll = await token({
      grant_type: "urn:ietf:params:oauth:grant-type:device_code",
      client_id: "mail-cli",
      device_code: denied.device_code,
    });
    expect(deniedPoll.body.error).toBe("access_denied");
    const lapsed = await start();
    await testDb()
      .entities.deviceAuthorization.delete({ deviceCodeHash: sha256Hex(lapsed.device_code) })
      .go();
    const past = new Date(Date.now() - 60_000).toISOString();
    await testDb()
      .entities.deviceAuthorization.create({
        deviceCodeHash: sha256Hex(lapsed.device_code),
        userCode: "BBBBBBBB",
        clientId: "mail-cli",
        scope: "inboxes.read",
        resources: [issuer],
        status: "pending",
        interval: 5,
        expiresAt: past,
        createdAt: past,
        ttl: Math.floor(Date.now() / 1000) + 600,
      })
      .go();
    const expired = await token({
      grant_type: "urn:ietf:params:oauth:grant-type:device_code",
      client_id: "mail-cli",
      device_code: lapsed.device_code,
    });
    expect(expired.body.error).toBe("expired_token");
  });

  it("is for the command-line client only, with known scopes and resources", async () => {
    const app = await register();
    const other = await call("POST", "/auth/cli/device/code", form({ client_id: app.client_id }));
    const unknown = await call("POST", "/auth/cli/device/code", form({ client_id: "oac_nobody" }));
    const badScope = await call("POST", "/auth/cli/device/code", form({ client_id: "mail-cli", scope: "everything" }));
    const badTarget = await call(
      "POST",
      "/auth/cli/device/code",
      form({ client_id: "mail-cli", resource: "https://x.example" }),
    );
    expect([other.body.error, unknown.body.error, badScope.body.error, badTarget.body.error]).toEqual([
      "unauthorized_client",
      "invalid_client",
      "invalid_scope",
      "invalid_target",
    ]);
    expect(unknown.status).toBe(401);
  });
});

describe("security event push", () => {
  it("refuses every token while no issuer is trusted, and wrong content types", async () => {
    const jwt = [{ alg: "ES256" }, { iss: "https://idp.example", jti: "1" }]
      .map((part) => Buffer.from(JSON.stringify(part)).toString("base64url"))
      .join(".");
    const untrusted = await call("POST", "/agent/event/notify", {
      rawBody: `${jwt}.c2ln`,
      headers: { "content-type": "application/secevent+jwt" },
    });
    expect(untrusted.status).toBe(400);
    expect(untrusted.body).toEqual({ err: "invalid_issuer", description: expect.any(String) });
    const wrongType = await call("POST", "/agent/event/notify", {
      rawBody: jwt,
      headers: { "content-type": "application/json" },
    });
    expect(wrongType.body.err).toBe("invalid_request");
    const notJwt = await call("POST", "/agent/event/notify", {
      rawBody: "hello",
      headers: { "content-type": "application/secevent+jwt" },
    });
    expect(notJwt.body.err).toBe("invalid_request");
  });
});
