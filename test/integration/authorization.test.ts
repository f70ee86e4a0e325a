// Authorization walk over the route table: every credential route (every scoped copy) is called with credentials
// that must fail (401, 403, out-of-scope 404) and every GET route with credentials that must succeed, so the test
// fails in both directions. Cookie-only dashboard routes are walked separately.
import { beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS, type Permission } from "../../shared/auth/permissions.js";
import type { ScopeType } from "../../shared/auth/principal.js";
import type { CompiledRoute } from "../../shared/http/router.js";
import { COMPILED_ROUTES } from "../../shared/routes/index.js";
import { type Account, type CallOptions, call, type Response, signUp } from "../helpers/http.js";

// ---------------------------------------------------------------------------------------------------------------
// The table, as the test sees it

interface Walked {
  label: string;
  route: CompiledRoute;
  params: string[];
  /** The parameters that name a resource inside a scope (pod, inbox, API key); the others are plain values. */
  scoping: string[];
  /** Permissions the route accepts (any one of them); empty when a valid credential is enough. */
  permissions: Permission[];
}

const SCOPING_PARAMS = new Set(["pod_id", "inbox_id", "api_key_id"]);
const paramsOf = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

const walk = (route: CompiledRoute): Walked => {
  const p = route.def.permission;
  return {
    label: `${route.method} ${route.template}`,
    route,
    params: paramsOf(route.template),
    scoping: paramsOf(route.template).filter((p) => SCOPING_PARAMS.has(p)),
    permissions: p === null ? [] : typeof p === "string" ? [p] : [...p],
  };
};

const CREDENTIAL_ROUTES = COMPILED_ROUTES.filter((r) => r.def.auth === "credential").map(walk);
const SESSION_ROUTES = COMPILED_ROUTES.filter((r) => r.def.auth === "session").map(walk);
const GET_ROUTES = CREDENTIAL_ROUTES.filter((w) => w.route.method === "GET");

/** Path parameters the fixtures can fill with real resources. A new one needs a fixture (see the first test). */
const KNOWN_PARAMS = new Set([...SCOPING_PARAMS, "direction", "type", "entry", "email"]);

/** Values for the plain parameters; the GET walk finds these list entries and this suppression (see beforeAll). */
const LIST_ENTRY = "authz.example";
const SUPPRESSED = "authz@example.com";
const PLAIN_VALUES: Record<string, string> = { direction: "send", type: "block", entry: LIST_ENTRY, email: SUPPRESSED };
const fullyFillable = (w: Walked) => w.params.every((p) => KNOWN_PARAMS.has(p));

/** Query strings a GET route needs to answer 200 (keyed by the route's own path, before any prefix). */
const REQUIRED_QUERY: Record<string, string> = { "/inboxes/search": "q=inbox" };

/** Permission groups: one key lacking each group (every permission of an array route). */
const groupKey = (perms: readonly string[]) => [...perms].sort().join(",");
const PERMISSION_GROUPS = new Map<string, Permission[]>();
for (const w of CREDENTIAL_ROUTES) {
  if (w.permissions.length) PERMISSION_GROUPS.set(groupKey(w.permissions), w.permissions);
}

const MISSING_KEY = { error: { type: "unauthorized", message: "Missing or invalid API key" } };
const NOT_SIGNED_IN = { error: { type: "unauthorized", message: "Not signed in" } };
const CHALLENGE = expect.stringMatching(/^Bearer resource_metadata=".*\/\.well-known\/oauth-protected-resource"$/);
const DEFAULT_SCOPE_MESSAGE = expect.any(String);

/** The spec's key alphabet: `mm_live_` + 32 base62 characters. */
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const base62 = (n: number) =>
  Array.from({ length: n }, () => BASE62[Math.floor(Math.random() * BASE62.length)] ?? "0").join("");

// ---------------------------------------------------------------------------------------------------------------
// Fixtures

interface MintedKey {
  id: string;
  token: string;
  body: any;
}

/** Resources that fill path parameters: one pod, one inbox in it, and an API key id for each scope level. */
interface Targets {
  podId: string;
  inboxId: string;
  keyIds: Record<ScopeType, string>;
}

interface Fixtures {
  org: Account;
  orgKeyId: string;
  other: Account;
  podA: string;
  podB: string;
  inboxA1: string;
  inboxA2: string;
  inboxB1: string;
  podKeyA: MintedKey;
  podKeyBId: string;
  inboxKeyA1: MintedKey;
  inboxKeyA2Id: string;
  /** Throwaway resources for the calls that must fail before touching anything (a bug would only hurt these). */
  throwaway: Targets;
  revokedKey: string;
  expiredKey: string;
  /** Keys holding every permission except one group, by groupKey. */
  lacking: Map<string, MintedKey>;
}

let fx: Fixtures;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function mintKey(creator: string, path = "/v0/api-keys", body: Record<string, unknown> = {}): Promise<MintedKey> {
  const res = await call("POST", path, { key: creator, body: { name: "authz", ...body } });
  if (res.status !== 201) throw new Error(`key create on ${path} failed: ${res.status} ${res.text}`);
  return { id: res.body.api_key_id, token: res.body.api_key, body: res.body };
}

async function mustCreate(key: string, path: string, idField: string, body: Record<string, unknown> = {}) {
  const res = await call("POST", path, { key, body });
  if (res.status !== 201) throw new Error(`create on ${path} failed: ${res.status} ${res.text}`);
  return res.body[idField] as string;
}

async function expectStatus(label: string, res: Promise<Response>, status: number): Promise<void> {
  const r = await res;
  if (r.status !== status) throw new Error(`${label}: expected ${status}, got ${r.status} ${r.text}`);
}

beforeAll(async () => {
  const [org, other] = await Promise.all([signUp(), signUp()]);
  const key = org.key;

  // The expired key first, so its few seconds run out while the rest is built; it works before it expires.
  const expiresAt = Date.now() + 2_500;
  const expired = await mintKey(key, "/v0/api-keys", { expires_at: new Date(expiresAt).toISOString() });
  await expectStatus("expiring key before expiry", call("GET", "/v0/organization", { key: expired.token }), 200);

  const [podA, podB, podT] = await Promise.all([
    mustCreate(key, "/v0/pods", "pod_id", { name: "authz A" }),
    mustCreate(key, "/v0/pods", "pod_id", { name: "authz B" }),
    mustCreate(key, "/v0/pods", "pod_id", { name: "authz throwaway" }),
  ]);
  const [inboxA1, inboxA2, inboxB1, inboxT] = await Promise.all([
    mustCreate(key, `/v0/pods/${podA}/inboxes`, "inbox_id"),
    mustCreate(key, `/v0/pods/${podA}/inboxes`, "inbox_id"),
    mustCreate(key, `/v0/pods/${podB}/inboxes`, "inbox_id"),
    mustCreate(key, `/v0/pods/${podT}/inboxes`, "inbox_id"),
  ]);

  const everyGrantable = PERMISSIONS.filter((p) => p !== "inbound_raw");
  const lackingEntries = [...PERMISSION_GROUPS].map(async ([group, perms]): Promise<[string, MintedKey]> => {
    const minted = await mintKey(key, "/v0/api-keys", {
      name: `lacks ${group}`,
      permissions: everyGrantable.filter((p) => !perms.includes(p)),
    });
    return [group, minted];
  });

  const [keyList, podKeyA, podKeyB, inboxKeyA1, inboxKeyA2, keyT, podKeyT, inboxKeyT, revoked, lacking] =
    await Promise.all([
      call("GET", "/v0/api-keys?limit=500", { key }),
      mintKey(key, `/v0/pods/${podA}/api-keys`),
      mintKey(key, `/v0/pods/${podB}/api-keys`),
      mintKey(key, `/v0/inboxes/${inboxA1}/api-keys`),
      mintKey(key, `/v0/inboxes/${inboxA2}/api-keys`),
      mintKey(key, "/v0/api-keys"),
      mintKey(key, `/v0/pods/${podT}/api-keys`),
      mintKey(key, `/v0/inboxes/${inboxT}/api-keys`),
      mintKey(key, "/v0/api-keys", { name: "to revoke" }),
      Promise.all(lackingEntries),
    ]);
  const orgKeyId = keyList.body.api_keys.find((k: { prefix: string }) => k.prefix === key.slice(0, 12))?.api_key_id;
  if (!orgKeyId) throw new Error(`organization key not listed: ${keyList.text}`);

  // A list entry at the organization, pod A and inbox A1 levels, and a suppression, for the GET walk.
  await Promise.all([
    ...["/v0", `/v0/pods/${podA}`, `/v0/inboxes/${inboxA1}`].map((prefix) =>
      expectStatus(
        `list entry under ${prefix}`,
        call("POST", `${prefix}/lists/send/block`, { key, body: { entry: LIST_ENTRY } }),
        200,
      ),
    ),
    expectStatus("suppression", call("POST", "/v0/suppressions", { key, body: { email: SUPPRESSED } }), 201),
  ]);

  // The revoked key works, then DELETE revokes it.
  await expectStatus("key before revocation", call("GET", "/v0/organization", { key: revoked.token }), 200);
  await expectStatus("revoke", call("DELETE", `/v0/api-keys/${revoked.id}`, { key }), 200);

  fx = {
    org,
    orgKeyId,
    other,
    podA,
    podB,
    inboxA1,
    inboxA2,
    inboxB1,
    podKeyA,
    podKeyBId: podKeyB.id,
    inboxKeyA1,
    inboxKeyA2Id: inboxKeyA2.id,
    throwaway: {
      podId: podT,
      inboxId: inboxT,
      keyIds: { organization: keyT.id, pod: podKeyT.id, inbox: inboxKeyT.id },
    },
    revokedKey: revoked.token,
    expiredKey: expired.token,
    lacking: new Map(lacking),
  };

  const wait = expiresAt - Date.now() + 300;
  if (wait > 0) await sleep(wait);
});

// ---------------------------------------------------------------------------------------------------------------
// Calling a route

/** The API key id that lives in the narrowest of the credential's scope and the path's scope. */
function keyIdFor(w: Walked, targets: Targets, credentialScope: ScopeType): string {
  if (credentialScope === "inbox" || w.params.includes("inbox_id")) return targets.keyIds.inbox;
  if (credentialScope === "pod" || w.params.includes("pod_id")) return targets.keyIds.pod;
  return targets.keyIds.organization;
}

function fill(w: Walked, targets: Targets, credentialScope: ScopeType = "organization"): string {
  let path = w.route.template;
  for (const name of w.params) {
    const value =
      name === "pod_id"
        ? targets.podId
        : name === "inbox_id"
          ? targets.inboxId
          : name === "api_key_id"
            ? keyIdFor(w, targets, credentialScope)
            : (PLAIN_VALUES[name] ?? `unknown_${name}`);
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  }
  return path;
}

interface Outcome {
  status: number;
  body?: unknown;
  challenge?: unknown;
}

async function outcome(method: string, path: string, options: CallOptions): Promise<Outcome> {
  const res = await call(method, path, options);
  return {
    status: res.status,
    body: res.body,
    ...(res.status === 401 ? { challenge: res.headers.get("www-authenticate") } : {}),
  };
}

/** Runs every case of one route at once; a single toEqual names the cases that differ. */
async function runCases(
  method: string,
  cases: Record<string, { path: string; options: CallOptions; expected: Outcome }>,
): Promise<void> {
  const names = Object.keys(cases);
  const results = await Promise.all(names.map((n) => outcome(method, cases[n].path, cases[n].options)));
  const actual = Object.fromEntries(names.map((n, i) => [n, results[i]]));
  const expected = Object.fromEntries(names.map((n) => [n, cases[n].expected]));
  expect(actual).toEqual(expected);
}

const unauthorized: Outcome = { status: 401, body: MISSING_KEY, challenge: CHALLENGE };
const forbidden = (message: unknown): Outcome => ({ status: 403, body: { error: { type: "forbidden", message } } });
const notFound = (message: string): Outcome => ({ status: 404, body: { error: { type: "not_found", message } } });

const excludedScope = (w: Walked, scope: ScopeType) =>
  w.route.def.scopes !== undefined && !w.route.def.scopes.includes(scope);
const scopeRefusal = (w: Walked) => forbidden(w.route.def.scopeMessage ?? DEFAULT_SCOPE_MESSAGE);

/** What a full-access key of `scope` gets when every path parameter names a resource outside its reach. */
function outOfScope(
  w: Walked,
  scope: ScopeType,
  targets: Targets,
  reachable: { pod?: boolean; inbox?: boolean } = {},
): Outcome {
  if (excludedScope(w, scope)) return scopeRefusal(w);
  if (w.params.includes("pod_id") && !reachable.pod) return notFound(`Pod not found: ${targets.podId}`);
  if (w.params.includes("inbox_id") && !reachable.inbox) return notFound(`Inbox not found: ${targets.inboxId}`);
  if (w.params.includes("api_key_id")) return notFound("API key not found");
  throw new Error(`${w.label}: no out-of-scope resource in the path`);
}

const basic = (token: string) => `Basic ${Buffer.from(`${token}:`).toString("base64")}`;

// ---------------------------------------------------------------------------------------------------------------

describe("authorization over the route table", () => {
  it("has credential, session and GET routes to walk, and a fixture for every path parameter", () => {
    expect(CREDENTIAL_ROUTES.length).toBeGreaterThan(0);
    expect(SESSION_ROUTES.length).toBeGreaterThan(0);
    expect(GET_ROUTES.length).toBeGreaterThan(0);
    const unknown = CREDENTIAL_ROUTES.filter((w) => !fullyFillable(w)).map((w) => w.label);
    expect(unknown, "routes with path parameters this test has no fixture for").toEqual([]);
  });

  it("permission-limited keys hold every permission but their group, and still authenticate", async () => {
    for (const [group, minted] of fx.lacking) {
      const granted = minted.body.permissions as Record<string, boolean>;
      for (const p of PERMISSIONS) {
        expect(granted[p], `${group} key, ${p}`).toBe(p !== "inbound_raw" && !group.split(",").includes(p));
      }
    }
    const res = await Promise.all(
      [...fx.lacking.values()].map((m) => call("GET", "/v0/organization", { key: m.token })),
    );
    expect(res.map((r) => r.status)).toEqual(res.map(() => 200));
  });

  describe.each(CREDENTIAL_ROUTES)("$label", (w) => {
    it("refuses missing, unknown, malformed, revoked, expired, ignored and out-of-scope credentials", async () => {
      const method = w.route.method;
      const t = fx.throwaway;
      const path = fill(w, t);
      const session = fx.org.session;
      const validKey = fx.org.key;
      const cases: Record<string, { path: string; options: CallOptions; expected: Outcome }> = {
        "no credential": { path, options: {}, expected: unauthorized },
        "unknown well-formed key": { path, options: { key: `mm_live_${base62(32)}` }, expected: unauthorized },
        "malformed token": { path, options: { key: "not-a-key" }, expected: unauthorized },
        "key one character short": { path, options: { key: validKey.slice(0, -1) }, expected: unauthorized },
        "reserved test prefix": { path, options: { key: `mm_test_${validKey.slice(8)}` }, expected: unauthorized },
        "revoked key": { path, options: { key: fx.revokedKey }, expected: unauthorized },
        "expired key": { path, options: { key: fx.expiredKey }, expected: unauthorized },
        "bad bearer with a valid session cookie": {
          path,
          options: { key: `mm_live_${base62(32)}`, cookie: session },
          expected: unauthorized,
        },
        "X-API-Key header": { path, options: { headers: { "x-api-key": validKey } }, expected: unauthorized },
        "Basic auth": { path, options: { headers: { authorization: basic(validKey) } }, expected: unauthorized },
      };
      // `?token=` is read only on stream routes.
      if (!w.route.def.queryToken) {
        cases["valid key as ?token="] = { path: `${path}?token=${validKey}`, options: {}, expected: unauthorized };
      }

      // 403: an organization key holding every permission except the route's.
      if (w.permissions.length) {
        const lacking = fx.lacking.get(groupKey(w.permissions))!;
        cases["key lacking the permission"] = {
          path,
          options: { key: lacking.token },
          expected: forbidden(`API key lacks the ${w.permissions[0]} permission`),
        };
      }

      // A pod-scoped key (pod A) on pod B's resources.
      const podTargets: Targets = {
        podId: fx.podB,
        inboxId: fx.inboxB1,
        keyIds: { organization: fx.podKeyBId, pod: fx.podKeyBId, inbox: fx.podKeyBId },
      };
      const scoped = fullyFillable(w);
      if (scoped && (w.scoping.length || excludedScope(w, "pod"))) {
        cases["pod key on another pod"] = {
          path: fill(w, podTargets, "pod"),
          options: { key: fx.podKeyA.token },
          expected: outOfScope(w, "pod", podTargets),
        };
      }

      // An inbox-scoped key (inbox A1) on inbox A2 of the same pod (and its key); on pod B when the path names
      // only a pod. Routes its scope may not call are 403 on its own pod A.
      const podOnly = !w.params.includes("inbox_id") && !w.params.includes("api_key_id");
      const otherPod = podOnly && !excludedScope(w, "inbox");
      const inboxTargets: Targets = {
        podId: otherPod ? fx.podB : fx.podA,
        inboxId: fx.inboxA2,
        keyIds: { organization: fx.inboxKeyA2Id, pod: fx.inboxKeyA2Id, inbox: fx.inboxKeyA2Id },
      };
      if (scoped && (w.scoping.length || excludedScope(w, "inbox"))) {
        cases["inbox key outside its inbox"] = {
          path: fill(w, inboxTargets, "inbox"),
          options: { key: fx.inboxKeyA1.token },
          expected: outOfScope(w, "inbox", inboxTargets, { pod: !otherPod }),
        };
      }

      // A full key of another organization on this organization's resources.
      if (scoped && w.scoping.length) {
        cases["other organization's key"] = {
          path: fill(w, podTargets),
          options: { key: fx.other.key },
          expected: outOfScope(w, "organization", podTargets),
        };
      }

      // The organization key through a prefix, on a resource outside the prefix's pod or inbox.
      if (scoped && w.route.prefix !== null && w.scoping.length > (w.route.prefix === "pod_inbox" ? 1 : 0) + 1) {
        const viaInbox = w.route.prefix === "inbox" || w.route.prefix === "pod_inbox";
        const prefixTargets: Targets = {
          podId: fx.podA,
          inboxId: viaInbox ? fx.inboxA1 : fx.inboxB1,
          keyIds: viaInbox
            ? { organization: fx.inboxKeyA2Id, pod: fx.inboxKeyA2Id, inbox: fx.inboxKeyA2Id }
            : { organization: fx.podKeyBId, pod: fx.podKeyBId, inbox: fx.podKeyBId },
        };
        cases["org key, resource outside the path prefix"] = {
          path: fill(w, prefixTargets),
          options: { key: fx.org.key },
          expected: outOfScope(w, "organization", prefixTargets, { pod: true, inbox: viaInbox }),
        };
      }

      await runCases(method, cases);
    });
  });

  describe.each(GET_ROUTES.filter(fullyFillable))("$label", (w) => {
    it("answers 200 to the organization key, the session cookie and in-scope pod and inbox keys", async () => {
      const query = REQUIRED_QUERY[w.route.def.path];
      const withQuery = (path: string) => (query ? `${path}?${query}` : path);
      const live: Targets = {
        podId: fx.podA,
        inboxId: fx.inboxA1,
        keyIds: { organization: fx.orgKeyId, pod: fx.podKeyA.id, inbox: fx.inboxKeyA1.id },
      };
      const ok = (scope: ScopeType): Outcome => (excludedScope(w, scope) ? scopeRefusal(w) : { status: 200 });
      const summarize = async (path: string, options: CallOptions) => {
        const res = await call("GET", path, options);
        return res.status === 200 ? { status: 200 } : { status: res.status, body: res.body };
      };
      const [org, cookie, pod, inbox] = await Promise.all([
        summarize(withQuery(fill(w, live, "organization")), { key: fx.org.key }),
        summarize(withQuery(fill(w, live, "organization")), { cookie: fx.org.session }),
        summarize(withQuery(fill(w, live, "pod")), { key: fx.podKeyA.token }),
        summarize(withQuery(fill(w, live, "inbox")), { key: fx.inboxKeyA1.token }),
      ]);
      expect({ org, cookie, pod, inbox }).toEqual({
        org: ok("organization"),
        cookie: ok("organization"),
        pod: ok("pod"),
        inbox: ok("inbox"),
      });
    });
  });

  describe.each(SESSION_ROUTES)("$label (dashboard session only)", (w) => {
    it("is 401 Not signed in without the cookie, with an API key as bearer, and with an unknown cookie", async () => {
      const path = w.route.template;
      const refused: Outcome = { status: 401, body: NOT_SIGNED_IN, challenge: CHALLENGE };
      await runCases(w.route.method, {
        "no cookie": { path, options: {}, expected: refused },
        "API key as bearer": { path, options: { key: fx.org.key }, expected: refused },
        "unknown session cookie": { path, options: { cookie: `mm_session=${base62(43)}` }, expected: refused },
      });
    });
  });

  describe("credential reading", () => {
    it("accepts the session cookie alone on /v0 and on dashboard routes", async () => {
      const [pods, me] = await Promise.all([
        call("GET", "/v0/pods", { cookie: fx.org.session }),
        call("GET", "/auth/me", { cookie: fx.org.session }),
      ]);
      expect(pods.status).toBe(200);
      expect(pods.body.pods.map((p: { pod_id: string }) => p.pod_id)).toContain(fx.podA);
      expect(me.status).toBe(200);
      expect(me.body.organization_id).toBe(fx.org.organizationId);
    });

    it("ignores the cookie when a bearer is present", async () => {
      const [bad, podKeyWithCookie] = await Promise.all([
        call("GET", "/v0/pods", { key: `mm_live_${base62(32)}`, cookie: fx.org.session }),
        // The pod key is not lifted to the session's organization scope by the cookie.
        call("GET", "/v0/pods", { key: fx.podKeyA.token, cookie: fx.org.session }),
      ]);
      expect(bad.status).toBe(401);
      expect(bad.body).toEqual(MISSING_KEY);
      expect(podKeyWithCookie.status).toBe(200);
      expect(podKeyWithCookie.body.pods.map((p: { pod_id: string }) => p.pod_id)).toEqual([fx.podA]);
    });

    it("refuses X-API-Key and ?token= on GET /v0/pods, accepts the bearer keyword in any case", async () => {
      const [xApiKey, query, lower, upper] = await Promise.all([
        call("GET", "/v0/pods", { headers: { "x-api-key": fx.org.key } }),
        call("GET", `/v0/pods?token=${fx.org.key}`),
        call("GET", "/v0/pods", { headers: { authorization: `bearer ${fx.org.key}` } }),
        call("GET", "/v0/pods", { headers: { authorization: `BEARER ${fx.org.key}` } }),
      ]);
      expect([xApiKey.status, query.status, lower.status, upper.status]).toEqual([401, 401, 200, 200]);
      expect(xApiKey.body).toEqual(MISSING_KEY);
      expect(query.body).toEqual(MISSING_KEY);
    });
  });
});
