// Authorization walk over the route table: every credential route (every scoped copy) is called with credentials
// that must fail (401, 403, out-of-scope 404) and every GET route with credentials that must succeed, so the test
// fails in both directions. Cookie-only dashboard routes are walked separately.
//
// Every path parameter names a real resource: each inbox of the walk receives one message with an attachment (so it
// has an inbound message, a thread and an attachment) and holds a draft. The positive controls read inbox A1's; the
// scope cases aim at inbox A2's (an inbox key of A1) or inbox B1's in pod B (a pod key of A, another organization).
// Destructive routes are only called with credentials that must fail, on throwaway resources or out-of-scope ones,
// so the routes' tests can run concurrently.
import { beforeAll, describe, type ExpectStatic, expect, it } from "vitest";
import { PERMISSIONS, type Permission } from "../../shared/auth/permissions.js";
import type { ScopeType } from "../../shared/auth/principal.js";
import type { CompiledRoute } from "../../shared/http/router.js";
import { COMPILED_ROUTES } from "../../shared/routes/index.js";
import { type Account, type CallOptions, call, type Response, signUp } from "../helpers/http.js";
import { rawMessage } from "../helpers/mail.js";
import { waitFor } from "../helpers/wait.js";

// ---------------------------------------------------------------------------------------------------------------
// The table, as the test sees it

interface Walked {
  label: string;
  route: CompiledRoute;
  params: string[];
  /** The parameters that name a resource inside a scope (pod, inbox, API key, mail, draft); the others are plain. */
  scoping: string[];
  /** Permissions the route accepts (any one of them); empty when a valid credential is enough. */
  permissions: Permission[];
}

/** Resources that live in a pod or an inbox: out of a credential's scope they are 404. */
const SCOPING_PARAMS = new Set([
  "pod_id",
  "inbox_id",
  "api_key_id",
  "message_id",
  "attachment_id",
  "thread_id",
  "draft_id",
  "event_id",
  "webhook_id",
  "delivery_id",
  "domain_id",
]);
/** Scoped resources that live below a pod or inbox named in the same path (checked after it, in path order). */
const CHILD_PARAMS = new Set([
  "inbox_id",
  "api_key_id",
  "message_id",
  "attachment_id",
  "thread_id",
  "draft_id",
  "event_id",
  "webhook_id",
  "delivery_id",
  "domain_id",
]);
/** Organization-wide resources: another organization does not see them, every scope of this one does. */
const ORGANIZATION_PARAMS = new Set(["entry", "email", "agent_id"]);
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

const CREDENTIAL_ROUTES = COMPILED_ROUTES.filter((r) => r.def.auth === "credential" && !r.def.sessionOnly).map(walk);
/** Routes only a dashboard session may call (members, invitations): every key gets 403, whatever the path names. */
const SESSION_ONLY_ROUTES = COMPILED_ROUTES.filter((r) => r.def.auth === "credential" && r.def.sessionOnly).map(walk);
/** The MCP server's routes: bearer credentials only (its tools check their own permissions: mcp.test.ts). */
const MCP_ROUTES = COMPILED_ROUTES.filter((r) => r.def.auth === "mcp").map(walk);
const SESSION_ROUTES = COMPILED_ROUTES.filter((r) => r.def.auth === "session").map(walk);
// A streaming route's 200 never ends (its body is a live stream): streams-sse.test.ts opens it with each credential.
const GET_ROUTES = CREDENTIAL_ROUTES.filter((w) => w.route.method === "GET" && !w.route.def.stream);

/** Path parameters the fixtures can fill with real resources. A new one needs a fixture (see the first test). */
const KNOWN_PARAMS = new Set([...SCOPING_PARAMS, ...ORGANIZATION_PARAMS, "direction", "type"]);

/** Values for the plain parameters; the GET walk finds these list entries and this suppression (see beforeAll). */
const LIST_ENTRY = "authz.example";
const SUPPRESSED = "authz@example.com";
/** agent_id: an agent registration claimed into the organization in beforeAll. */
const PLAIN_VALUES: Record<string, string> = { direction: "send", type: "block", entry: LIST_ENTRY, email: SUPPRESSED };
const fullyFillable = (w: Walked) => w.params.every((p) => KNOWN_PARAMS.has(p));

/** The subject of the mail every inbox of the fixtures receives; the search routes look for its last word. */
const SUBJECT = "Authorization walk";

/** Query strings a GET route needs to answer 200 (keyed by the route's own path, before any prefix). */
const REQUIRED_QUERY: Record<string, string> = {
  "/inboxes/search": "q=inbox",
  "/inboxes/{inbox_id}/messages/search": "q=walk",
  "/threads/search": "q=walk",
  "/inboxes/{inbox_id}/export": "format=jsonl",
};

/** The 404 message of each resource parameter when what it names is out of reach. */
const NOT_FOUND_MESSAGE: Record<string, (place: Place) => string> = {
  pod_id: (p) => `Pod not found: ${p.podId}`,
  inbox_id: (p) => `Inbox not found: ${p.inboxId}`,
  api_key_id: () => "API key not found",
  message_id: () => "Message not found",
  attachment_id: () => "Attachment not found",
  thread_id: () => "Thread not found",
  draft_id: () => "Draft not found",
  event_id: () => "Event not found",
  webhook_id: () => "Webhook not found",
  delivery_id: () => "Delivery not found",
  domain_id: () => "Domain not found",
  entry: () => "List entry not found",
  email: () => "Suppression not found",
  agent_id: () => "Agent registration not found",
};

/** Permission groups: one key lacking each group (every permission of an array route). */
const groupKey = (perms: readonly string[]) => [...perms].sort().join(",");
const PERMISSION_GROUPS = new Map<string, Permission[]>();
for (const w of CREDENTIAL_ROUTES) {
  if (w.permissions.length) PERMISSION_GROUPS.set(groupKey(w.permissions), w.permissions);
}

const MISSING_KEY = { error: { type: "unauthorized", message: "Missing or invalid API key" } };
const NOT_SIGNED_IN = { error: { type: "unauthorized", message: "Not signed in" } };
const CHALLENGE = expect.stringMatching(/^Bearer resource_metadata=".*\/\.well-known\/oauth-protected-resource"$/);
const MCP_CHALLENGE = expect.stringMatching(
  /^Bearer resource_metadata=".*\/\.well-known\/oauth-protected-resource\/mcp", scope="[a-z._ ]+"$/,
);
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

/**
 * Resources that fill path parameters: a pod, an inbox in it, an API key id for each scope level, and in the inbox an
 * inbound message (with a thread and an attachment) and a draft.
 */
interface Place {
  podId: string;
  inboxId: string;
  keyIds: Record<ScopeType, string>;
  messageId: string;
  attachmentId: string;
  threadId: string;
  draftId: string;
  /** The inbox's inbox.created event. */
  eventId: string;
  /** A webhook bound to the inbox, and a delivery of it (its test event). */
  webhookId: string;
  deliveryId: string;
  /** A custom domain in the inbox's pod (one per inbox of the walk). */
  domainId: string;
}

/** What an inbox holds for the walk. */
type Mail = Pick<
  Place,
  "messageId" | "attachmentId" | "threadId" | "draftId" | "eventId" | "webhookId" | "deliveryId" | "domainId"
>;

/** Keys granted inbound_raw by name (only a signed-in person can grant it). */
interface RawKeys {
  organization: string;
  pod: string;
  inbox: string;
  otherOrganization: string;
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
  /** Mail and drafts in inboxes A1 (the live place of the positive controls), A2 and B1 (the scope cases' targets). */
  mail: { A1: Mail; A2: Mail; B1: Mail };
  /** Throwaway resources for the calls that must fail before touching anything (a bug would only hurt these). */
  throwaway: Place;
  rawKeys: RawKeys;
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

/** A key granted inbound_raw: only a signed-in person can grant it, so the session cookie mints it. */
async function mintRawKey(session: string, path: string): Promise<string> {
  const res = await call("POST", path, { cookie: session, body: { name: "raw", permissions: ["*", "inbound_raw"] } });
  if (res.status !== 201) throw new Error(`raw key create on ${path} failed: ${res.status} ${res.text}`);
  if (res.body.permissions?.inbound_raw !== true) throw new Error(`raw key lacks inbound_raw: ${res.text}`);
  return res.body.api_key;
}

/**
 * The received copy of the fixtures' mail in an inbox (inbound, with its thread and attachment), a new draft and the
 * inbox's inbox.created event.
 */
async function mailIn(key: string, inboxId: string, podId: string): Promise<Mail> {
  const [message, draft, events, domainId] = await Promise.all([
    waitFor(
      async () => {
        const res = await call("GET", `/v0/inboxes/${inboxId}/messages`, { key });
        return res.body.messages?.find((m: { direction: string }) => m.direction === "inbound");
      },
      8000,
      `the fixtures' mail in ${inboxId}`,
    ),
    mustCreate(key, `/v0/inboxes/${inboxId}/drafts`, "draft_id", { to: SUPPRESSED, subject: "authz draft" }),
    call("GET", `/v0/inboxes/${inboxId}/events?event_types=inbox.created`, { key }),
    mustCreate(key, `/v0/pods/${podId}/domains`, "domain_id", {
      domain: `authz-${inboxId.split("@")[0]}.example.net`,
    }),
  ]);
  const attachmentId = message.attachments?.[0]?.attachment_id;
  const eventId = events.body?.events?.[0]?.event_id;
  if (!message.thread_id || !attachmentId) throw new Error(`incomplete fixture mail: ${JSON.stringify(message)}`);
  if (!eventId) throw new Error(`no inbox.created event for ${inboxId}: ${events.text}`);
  // Bound to the inbox; domain.updated never happens to it, and nothing listens on port 9 (the test call fails fast).
  const webhookId = await mustCreate(key, `/v0/inboxes/${inboxId}/webhooks`, "webhook_id", {
    url: "http://127.0.0.1:9/authz",
    event_types: ["domain.updated"],
  });
  const test = await call("POST", `/v0/webhooks/${webhookId}/test`, { key });
  const deliveryId = test.body?.delivery_id;
  if (!deliveryId) throw new Error(`no test delivery for ${webhookId}: ${test.text}`);
  return {
    messageId: message.message_id,
    attachmentId,
    threadId: message.thread_id,
    draftId: draft,
    eventId,
    webhookId,
    deliveryId,
    domainId,
  };
}

/** A service_auth agent registered for the person and claimed by them: the organization's agent registration. */
async function claimAgent(person: Account): Promise<string> {
  const reg = await call("POST", "/agent/identity", { body: { type: "service_auth", login_hint: person.email } });
  if (reg.status !== 200) throw new Error(`agent registration failed: ${reg.status} ${reg.text}`);
  await expectStatus(
    "agent claim",
    call("POST", "/auth/claim", { cookie: person.session, body: { user_code: reg.body.claim.user_code } }),
    200,
  );
  return reg.body.agent_id as string;
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
  const [inboxA1, inboxA2, inboxB1, inboxT, sender] = await Promise.all([
    mustCreate(key, `/v0/pods/${podA}/inboxes`, "inbox_id"),
    mustCreate(key, `/v0/pods/${podA}/inboxes`, "inbox_id"),
    mustCreate(key, `/v0/pods/${podB}/inboxes`, "inbox_id"),
    mustCreate(key, `/v0/pods/${podT}/inboxes`, "inbox_id"),
    // In the default pod, outside every pod the walk uses.
    mustCreate(key, "/v0/inboxes", "inbox_id"),
  ]);

  // One message with an attachment to every inbox of the walk: local delivery gives each an inbound copy and a thread.
  await expectStatus(
    "fixture mail",
    call("POST", `/v0/inboxes/${sender}/messages/send`, {
      key,
      body: {
        to: [inboxA1, inboxA2, inboxB1, inboxT],
        subject: SUBJECT,
        text: "Every route, every credential.",
        attachments: [{ filename: "a.txt", content: Buffer.from("authz attachment").toString("base64") }],
      },
    }),
    201,
  );
  const mailing = Promise.all(
    (
      [
        [inboxA1, podA],
        [inboxA2, podA],
        [inboxB1, podB],
        [inboxT, podT],
      ] as const
    ).map(([inbox, pod]) => mailIn(key, inbox, pod)),
  );

  const everyGrantable = PERMISSIONS.filter((p) => p !== "inbound_raw");
  const lackingEntries = [...PERMISSION_GROUPS].map(async ([group, perms]): Promise<[string, MintedKey]> => {
    const minted = await mintKey(key, "/v0/api-keys", {
      name: `lacks ${group}`,
      permissions: everyGrantable.filter((p) => !perms.includes(p)),
    });
    return [group, minted];
  });

  const rawKeys = Promise.all([
    mintRawKey(org.session, "/v0/api-keys"),
    mintRawKey(org.session, `/v0/pods/${podA}/api-keys`),
    mintRawKey(org.session, `/v0/inboxes/${inboxA1}/api-keys`),
    mintRawKey(other.session, "/v0/api-keys"),
  ]);

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
    claimAgent(org).then((agentId) => {
      PLAIN_VALUES.agent_id = agentId;
    }),
  ]);

  const [[mailA1, mailA2, mailB1, mailT], [rawOrganization, rawPod, rawInbox, rawOther]] = await Promise.all([
    mailing,
    rawKeys,
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
    mail: { A1: mailA1, A2: mailA2, B1: mailB1 },
    throwaway: {
      podId: podT,
      inboxId: inboxT,
      keyIds: { organization: keyT.id, pod: podKeyT.id, inbox: inboxKeyT.id },
      ...mailT,
    },
    rawKeys: { organization: rawOrganization, pod: rawPod, inbox: rawInbox, otherOrganization: rawOther },
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
function keyIdFor(w: Walked, place: Place, credentialScope: ScopeType): string {
  if (credentialScope === "inbox" || w.params.includes("inbox_id")) return place.keyIds.inbox;
  if (credentialScope === "pod" || w.params.includes("pod_id")) return place.keyIds.pod;
  return place.keyIds.organization;
}

const RESOURCE_VALUE: Record<string, (place: Place) => string> = {
  pod_id: (p) => p.podId,
  inbox_id: (p) => p.inboxId,
  message_id: (p) => p.messageId,
  attachment_id: (p) => p.attachmentId,
  thread_id: (p) => p.threadId,
  draft_id: (p) => p.draftId,
  event_id: (p) => p.eventId,
  webhook_id: (p) => p.webhookId,
  delivery_id: (p) => p.deliveryId,
  domain_id: (p) => p.domainId,
};

function fill(w: Walked, place: Place, credentialScope: ScopeType = "organization"): string {
  let path = w.route.template;
  for (const name of w.params) {
    const value =
      name === "api_key_id"
        ? keyIdFor(w, place, credentialScope)
        : (RESOURCE_VALUE[name]?.(place) ?? PLAIN_VALUES[name] ?? `unknown_${name}`);
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  }
  return path;
}

/** The inbox of a place with its mail, its pod and the API key id standing for every scope level. */
const placeOf = (podId: string, inboxId: string, mail: Mail, keyId: string): Place => ({
  podId,
  inboxId,
  keyIds: { organization: keyId, pod: keyId, inbox: keyId },
  ...mail,
});

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

/**
 * Runs every case of one route at once; a single toEqual names the cases that differ. Concurrent tests pass their
 * own `expect`.
 */
async function runCases(
  check: ExpectStatic,
  method: string,
  cases: Record<string, { path: string; options: CallOptions; expected: Outcome }>,
): Promise<void> {
  const names = Object.keys(cases);
  const results = await Promise.all(names.map((n) => outcome(method, cases[n].path, cases[n].options)));
  const actual = Object.fromEntries(names.map((n, i) => [n, results[i]]));
  const expected = Object.fromEntries(names.map((n) => [n, cases[n].expected]));
  check(actual).toEqual(expected);
}

const unauthorized: Outcome = { status: 401, body: MISSING_KEY, challenge: CHALLENGE };
const forbidden = (message: unknown): Outcome => ({ status: 403, body: { error: { type: "forbidden", message } } });
const notFound = (message: string, param?: string): Outcome => ({
  status: 404,
  body: { error: { type: "not_found", message, ...(param ? { param } : {}) } },
});

const excludedScope = (w: Walked, scope: ScopeType) =>
  w.route.def.scopes !== undefined && !w.route.def.scopes.includes(scope);
const scopeRefusal = (w: Walked) => forbidden(w.route.def.scopeMessage ?? DEFAULT_SCOPE_MESSAGE);

/**
 * What a full-access key of `scope` gets when the path names resources outside its reach: the scope refusal, else
 * the 404 of the first resource parameter, in path order (the order the router and handler load them), that is not
 * `reachable`.
 */
function outOfScope(w: Walked, scope: ScopeType, place: Place, reachable: readonly string[] = []): Outcome {
  if (excludedScope(w, scope)) return scopeRefusal(w);
  const first = w.params.find((p) => NOT_FOUND_MESSAGE[p] && !reachable.includes(p));
  if (!first) throw new Error(`${w.label}: no out-of-scope resource in the path`);
  return notFound(NOT_FOUND_MESSAGE[first](place));
}

const INBOUND_RAW = "/inbound/raw";
const rawOptions = (credential: CallOptions, to: string): CallOptions => ({
  ...credential,
  rawBody: rawMessage({ to, subject: "authz raw" }),
  headers: { "content-type": "message/rfc822" },
});

const basic = (token: string) => `Basic ${Buffer.from(`${token}:`).toString("base64")}`;

// ---------------------------------------------------------------------------------------------------------------

describe("authorization over the route table", () => {
  it("has credential, session, MCP and GET routes to walk, and a fixture for every path parameter", () => {
    expect(CREDENTIAL_ROUTES.length).toBeGreaterThan(0);
    expect(MCP_ROUTES.length).toBeGreaterThan(0);
    expect(SESSION_ROUTES.length).toBeGreaterThan(0);
    expect(GET_ROUTES.length).toBeGreaterThan(0);
    expect(SESSION_ONLY_ROUTES.length).toBeGreaterThan(0);
    const unknown = CREDENTIAL_ROUTES.filter((w) => !fullyFillable(w)).map((w) => w.label);
    expect(unknown, "routes with path parameters this test has no fixture for").toEqual([]);
  });

  describe.concurrent.each(SESSION_ONLY_ROUTES)("$label (session only)", (w) => {
    it("refuses every key with 403 and no credential with 401; a GET answers the session cookie", async ({
      expect,
    }) => {
      const path = w.route.template.replace(/\{(\w+)\}/g, "authz_missing");
      const options = (extra: CallOptions): CallOptions => (w.route.method === "GET" ? extra : { ...extra, body: {} });
      const refusal = {
        status: 403,
        body: {
          error: {
            type: "forbidden",
            message: "Only a dashboard session may call this route; API keys and agent tokens cannot",
          },
        },
      };
      const summarize = async (extra: CallOptions) => {
        const res = await call(w.route.method, path, options(extra));
        return { status: res.status, body: res.status === 403 ? res.body : undefined };
      };
      const [none, org, pod, inbox] = await Promise.all([
        summarize({}),
        summarize({ key: fx.org.key }),
        summarize({ key: fx.podKeyA.token }),
        summarize({ key: fx.inboxKeyA1.token }),
      ]);
      expect(none.status).toBe(401);
      expect({ org: org.status, pod: pod.status, inbox: inbox.status }).toEqual({ org: 403, pod: 403, inbox: 403 });
      expect(org).toEqual(refusal);
      if (w.route.method === "GET") expect((await call("GET", path, { cookie: fx.org.session })).status).toBe(200);
    });
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

  describe.concurrent.each(CREDENTIAL_ROUTES)("$label", (w) => {
    it("refuses missing, unknown, malformed, revoked, expired, ignored and out-of-scope credentials", async ({
      expect,
    }) => {
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

      // A pod-scoped key (pod A) on pod B's resources (inbox B1 and its mail and draft, pod B's key).
      const podB1 = placeOf(fx.podB, fx.inboxB1, fx.mail.B1, fx.podKeyBId);
      const scoped = fullyFillable(w);
      if (scoped && (w.scoping.length || excludedScope(w, "pod"))) {
        cases["pod key on another pod"] = {
          path: fill(w, podB1, "pod"),
          options: { key: fx.podKeyA.token },
          expected: outOfScope(w, "pod", podB1),
        };
      }

      // An inbox-scoped key (inbox A1) on inbox A2 of the same pod (its mail, draft and key); on pod B when the path
      // names only a pod. Routes its scope may not call are 403 on its own pod A.
      const podOnly = !w.params.some((p) => CHILD_PARAMS.has(p));
      const otherPod = podOnly && !excludedScope(w, "inbox");
      const inboxA2 = placeOf(otherPod ? fx.podB : fx.podA, fx.inboxA2, fx.mail.A2, fx.inboxKeyA2Id);
      if (scoped && (w.scoping.length || excludedScope(w, "inbox"))) {
        cases["inbox key outside its inbox"] = {
          path: fill(w, inboxA2, "inbox"),
          options: { key: fx.inboxKeyA1.token },
          expected: outOfScope(w, "inbox", inboxA2, otherPod ? [] : ["pod_id"]),
        };
      }

      // A full key of another organization on this organization's resources, list entries and suppressions included.
      if (scoped && w.params.some((p) => SCOPING_PARAMS.has(p) || ORGANIZATION_PARAMS.has(p))) {
        cases["other organization's key"] = {
          path: fill(w, podB1),
          options: { key: fx.other.key },
          expected: outOfScope(w, "organization", podB1),
        };
      }

      // The organization key on a path whose inbox is not in the path's pod.
      if (scoped && w.params.includes("pod_id") && w.params.includes("inbox_id")) {
        const crossed = { ...podB1, podId: fx.podA };
        cases["org key, inbox outside the path's pod"] = {
          path: fill(w, crossed),
          options: { key: fx.org.key },
          expected: outOfScope(w, "organization", crossed, ["pod_id"]),
        };
      }

      // The organization key on a path whose resource (key, message, thread, draft) is not in the path's deepest pod
      // or inbox: in inbox A1, inbox A2's; in pod A, pod B's.
      const container = w.params.includes("inbox_id") ? "inbox_id" : w.params.includes("pod_id") ? "pod_id" : null;
      if (scoped && container && w.params.some((p) => CHILD_PARAMS.has(p) && p !== "inbox_id")) {
        const outside =
          container === "inbox_id"
            ? placeOf(fx.podA, fx.inboxA1, fx.mail.A2, fx.inboxKeyA2Id)
            : { ...podB1, podId: fx.podA };
        cases["org key, resource outside the path's pod or inbox"] = {
          path: fill(w, outside),
          options: { key: fx.org.key },
          expected: outOfScope(w, "organization", outside, ["pod_id", "inbox_id"]),
        };
      }

      // The organization key on an attachment of another message (inbox A2's, under inbox A1's message).
      if (scoped && w.params.includes("attachment_id")) {
        const otherAttachment = {
          ...placeOf(fx.podA, fx.inboxA1, fx.mail.A1, fx.orgKeyId),
          attachmentId: fx.mail.A2.attachmentId,
        };
        cases["org key, attachment of another message"] = {
          path: fill(w, otherAttachment),
          options: { key: fx.org.key },
          expected: outOfScope(w, "organization", otherAttachment, ["pod_id", "inbox_id", "message_id"]),
        };
      }

      // POST /inbound/raw: no path parameter; the recipient names the inbox, so the scope cases use keys granted
      // inbound_raw by name, and a full key (no permission list) lacks it.
      if (w.route.template === INBOUND_RAW) {
        const recipientNotFound = (inbox: string) => notFound(`No inbox for ${inbox}`, "recipient");
        Object.assign(cases, {
          "full-access key (no permission list)": {
            path,
            options: rawOptions({ key: validKey }, fx.inboxA1),
            expected: forbidden("API key lacks the inbound_raw permission"),
          },
          // The spec: a session "cannot call /inbound/raw" without naming the status; the router refuses it like a
          // credential without the permission (403).
          "session cookie": {
            path,
            options: rawOptions({ cookie: session }, fx.inboxA1),
            expected: forbidden("API key lacks the inbound_raw permission"),
          },
          "pod key with inbound_raw, another pod's inbox": {
            path,
            options: rawOptions({ key: fx.rawKeys.pod }, fx.inboxB1),
            expected: recipientNotFound(fx.inboxB1),
          },
          "inbox key with inbound_raw, another inbox": {
            path,
            options: rawOptions({ key: fx.rawKeys.inbox }, fx.inboxA2),
            expected: recipientNotFound(fx.inboxA2),
          },
          "other organization's key with inbound_raw": {
            path,
            options: rawOptions({ key: fx.rawKeys.otherOrganization }, fx.inboxA1),
            expected: recipientNotFound(fx.inboxA1),
          },
        });
      }

      await runCases(expect, method, cases);
    });
  });

  describe.concurrent.each(GET_ROUTES.filter(fullyFillable))("$label", (w) => {
    it("answers 200 to the organization key, the session cookie and in-scope pod and inbox keys", async ({
      expect,
    }) => {
      const query = REQUIRED_QUERY[w.route.def.path];
      const withQuery = (path: string) => (query ? `${path}?${query}` : path);
      const live: Place = {
        podId: fx.podA,
        inboxId: fx.inboxA1,
        keyIds: { organization: fx.orgKeyId, pod: fx.podKeyA.id, inbox: fx.inboxKeyA1.id },
        ...fx.mail.A1,
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

  describe("list and search routes", () => {
    it("show a pod key only its pod's inboxes, an inbox key only its inbox, another organization none", async () => {
      const domain = fx.inboxA1.split("@")[1];
      const lists = [
        "/v0/threads",
        "/v0/threads/search?q=walk",
        "/v0/drafts",
        "/v0/inboxes",
        `/v0/inboxes/search?q=${domain}`,
        `/v0/pods/${fx.podA}/threads`,
        `/v0/pods/${fx.podA}/threads/search?q=walk`,
        `/v0/pods/${fx.podA}/drafts`,
        `/v0/pods/${fx.podA}/inboxes`,
      ];
      const inboxesSeen = async (path: string, key: string) => {
        const res = await call("GET", path, { key });
        const items = Object.values(res.body ?? {}).find(Array.isArray) as Array<{ inbox_id: string }> | undefined;
        return { status: res.status, inboxes: [...new Set(items?.map((i) => i.inbox_id))].sort() };
      };
      const credentials = {
        pod: { key: fx.podKeyA.token, inboxes: [fx.inboxA1, fx.inboxA2].sort(), paths: lists },
        inbox: { key: fx.inboxKeyA1.token, inboxes: [fx.inboxA1], paths: lists },
        // Pod A's routes are 404 to it (the walk above); the unprefixed ones list nothing of this organization.
        other: { key: fx.other.key, inboxes: [], paths: lists.filter((p) => !p.startsWith("/v0/pods/")) },
      };
      const entries = Object.entries(credentials).flatMap(([name, c]) => c.paths.map((p) => ({ name, p, c })));
      const results = await Promise.all(entries.map(({ p, c }) => inboxesSeen(p, c.key)));
      const label = (name: string, path: string) => `${name} ${path.replace(fx.podA, "{pod A}")}`;
      expect(Object.fromEntries(entries.map(({ name, p }, i) => [label(name, p), results[i]]))).toEqual(
        Object.fromEntries(entries.map(({ name, p, c }) => [label(name, p), { status: 200, inboxes: c.inboxes }])),
      );
    });
  });

  describe(`POST ${INBOUND_RAW}`, () => {
    it("delivers for organization, pod and inbox keys granted inbound_raw by name, into their own scope", async () => {
      const keys = [fx.rawKeys.organization, fx.rawKeys.pod, fx.rawKeys.inbox];
      const results = await Promise.all(keys.map((key) => call("POST", INBOUND_RAW, rawOptions({ key }, fx.inboxA1))));
      expect(results.map((r) => ({ status: r.status, inbox_id: r.body?.inbox_id }))).toEqual(
        keys.map(() => ({ status: 201, inbox_id: fx.inboxA1 })),
      );
    });
  });

  describe.concurrent.each(MCP_ROUTES)("$label (MCP: bearer only)", (w) => {
    // GET asks for a stream (without that Accept it is the public description document); POST initializes.
    const request = (credential: CallOptions): CallOptions => ({
      ...credential,
      headers: { ...credential.headers, accept: "application/json, text/event-stream" },
      ...(w.route.method === "POST"
        ? {
            body: {
              jsonrpc: "2.0",
              id: 1,
              method: "initialize",
              params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "authz", version: "1" } },
            },
          }
        : {}),
    });
    const refused: Outcome = { status: 401, body: MISSING_KEY, challenge: MCP_CHALLENGE };

    it("refuses missing, unknown, malformed, revoked and expired keys, the session cookie, X-API-Key, Basic, ?token=", async ({
      expect,
    }) => {
      const path = w.route.template;
      const key = fx.org.key;
      const cases: Record<string, { path: string; options: CallOptions; expected: Outcome }> = {
        "no credential": { path, options: request({}), expected: refused },
        "unknown well-formed key": { path, options: request({ key: `mm_live_${base62(32)}` }), expected: refused },
        "malformed token": { path, options: request({ key: "not-a-key" }), expected: refused },
        "revoked key": { path, options: request({ key: fx.revokedKey }), expected: refused },
        "expired key": { path, options: request({ key: fx.expiredKey }), expected: refused },
        "session cookie": { path, options: request({ cookie: fx.org.session }), expected: refused },
        "bad bearer with a valid session cookie": {
          path,
          options: request({ key: `mm_live_${base62(32)}`, cookie: fx.org.session }),
          expected: refused,
        },
        "X-API-Key header": { path, options: request({ headers: { "x-api-key": key } }), expected: refused },
        "Basic auth": { path, options: request({ headers: { authorization: basic(key) } }), expected: refused },
        "valid key as ?token=": { path: `${path}?token=${key}`, options: request({}), expected: refused },
      };
      await runCases(expect, w.route.method, cases);
    });

    it("lets organization, pod and inbox keys through (200 for POST, 405 for GET streams and DELETE)", async ({
      expect,
    }) => {
      const keys = { organization: fx.org.key, pod: fx.podKeyA.token, inbox: fx.inboxKeyA1.token };
      const expected = w.route.method === "POST" ? 200 : 405;
      const statuses = await Promise.all(
        Object.values(keys).map(async (key) => (await call(w.route.method, w.route.template, request({ key }))).status),
      );
      expect(statuses).toEqual([expected, expected, expected]);
    });
  });

  describe.each(SESSION_ROUTES)("$label (dashboard session only)", (w) => {
    it("is 401 Not signed in without the cookie, with an API key as bearer, and with an unknown cookie", async () => {
      const path = w.route.template;
      const refused: Outcome = { status: 401, body: NOT_SIGNED_IN, challenge: CHALLENGE };
      await runCases(expect, w.route.method, {
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
