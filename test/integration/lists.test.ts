// Allow and block lists over HTTP (every level and prefix), and the verdicts mail uses, called in-process against the
// same local table.
import { beforeAll, describe, expect, it } from "vitest";
import { dynamoCallCount } from "../../shared/db/client.js";
import { checkSendAllowed, listVerdict } from "../../shared/domain/lists.js";
import { ApiError } from "../../shared/errors.js";
import type { Platform } from "../../shared/ports/platform.js";
import { testDb } from "../helpers/db.js";
import { type Account, call, createInbox, createKey, createPod, signUp } from "../helpers/http.js";

let account: Account;
let platform: Platform;

beforeAll(async () => {
  account = await signUp();
  // The verdict functions read only the table.
  platform = { db: testDb() } as unknown as Platform;
});

const ENTRY_KEYS = ["created_at", "direction", "entry", "entry_type", "list_type", "organization_id", "read_only"];

async function add(key: string, path: string, entry: string, reason?: string) {
  const res = await call("POST", path, { key, body: reason === undefined ? { entry } : { entry, reason } });
  if (res.status !== 200) throw new Error(`add ${entry} on ${path} failed: ${res.status} ${res.text}`);
  return res.body;
}

const entriesOf = async (key: string, path: string): Promise<string[]> => {
  const res = await call("GET", `${path}?limit=500`, { key });
  expect(res.status).toBe(200);
  return res.body.entries.map((e: { entry: string }) => e.entry);
};

describe("list entries over HTTP", () => {
  it("adds an address entry with 200, lowercased and trimmed, with the spec's fields", async () => {
    const res = await call("POST", "/v0/lists/send/block", {
      key: account.key,
      body: { entry: "  Boss@Example.COM ", reason: "too many emails" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      entry: "boss@example.com",
      organization_id: account.organizationId,
      reason: "too many emails",
      direction: "send",
      list_type: "block",
      entry_type: "email",
      read_only: false,
      created_at: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(res.body.created_at))).toBe(false);
    const got = await call("GET", "/v0/lists/send/block/boss%40example.com", { key: account.key });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it("adds domains (entry_type domain) and omits an absent reason", async () => {
    const res = await call("POST", "/v0/lists/receive/allow", { key: account.key, body: { entry: "Partner.ORG" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ entry: "partner.org", entry_type: "domain", direction: "receive" });
    expect(Object.keys(res.body).sort()).toEqual(ENTRY_KEYS);
    const at = await add(account.key, "/v0/lists/receive/allow", "@vendor.example");
    expect(at).toMatchObject({ entry: "vendor.example", entry_type: "domain" });
  });

  it("returns an existing entry unchanged (200) when it is added again", async () => {
    const first = await add(account.key, "/v0/lists/reply/block", "again@example.com", "first reason");
    const second = await call("POST", "/v0/lists/reply/block", {
      key: account.key,
      body: { entry: "AGAIN@example.com", reason: "second reason" },
    });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first);
    expect(await entriesOf(account.key, "/v0/lists/reply/block")).toEqual(["again@example.com"]);
  });

  it("treats a null reason as absent", async () => {
    const res = await call("POST", "/v0/lists/reply/allow", {
      key: account.key,
      body: { entry: "x.test", reason: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty("reason");
    expect((await call("DELETE", "/v0/lists/reply/allow/x.test", { key: account.key })).body).toEqual({ ok: true });
  });

  it("validates direction, type and entry with the spec's messages", async () => {
    const key = account.key;
    const cases = await Promise.all([
      call("GET", "/v0/lists/sideways/allow", { key }),
      call("POST", "/v0/lists/inbound/block", { key, body: { entry: "a@b.com" } }),
      call("GET", "/v0/lists/send/maybe", { key }),
      call("POST", "/v0/lists/send/deny", { key, body: { entry: "a@b.com" } }),
      call("GET", "/v0/lists/Send/allow/a%40b.com", { key }),
      call("DELETE", "/v0/lists/send/allowed/a%40b.com", { key }),
      call("POST", "/v0/lists/send/block", { key, body: {} }),
      call("POST", "/v0/lists/send/block", { key, body: { reason: "no entry" } }),
    ]);
    const direction = { type: "validation", message: "direction must be send, receive or reply", param: "direction" };
    const type = { type: "validation", message: "type must be allow or block", param: "type" };
    const required = { type: "validation", message: "entry is required", param: "entry" };
    expect(cases.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400, 400, 400]);
    expect(cases.map((r) => r.body.error)).toEqual([
      direction,
      direction,
      type,
      type,
      direction,
      type,
      required,
      required,
    ]);
  });

  it("refuses an entry that is neither an address nor a domain (400, param entry)", async () => {
    for (const entry of ["not a domain", "a@b@c", "@", "user@", "under_score.com"]) {
      const res = await call("POST", "/v0/lists/send/block", { key: account.key, body: { entry } });
      expect(res.status, entry).toBe(400);
      expect(res.body.error).toEqual({
        type: "validation",
        message: "entry must be an email address or a domain (such as name@example.com or example.com)",
        param: "entry",
      });
    }
    const blank = await call("POST", "/v0/lists/send/block", { key: account.key, body: { entry: "   " } });
    expect(blank.body.error).toEqual({ type: "validation", message: "entry cannot be empty", param: "entry" });
    const number = await call("POST", "/v0/lists/send/block", { key: account.key, body: { entry: 42 } });
    expect(number.body.error).toMatchObject({ type: "validation", param: "entry" });
  });

  it("gets URL-encoded entries in any case, and 404s a missing one", async () => {
    await add(account.key, "/v0/lists/send/allow", "First.Last+Tag@Example.com");
    const encoded = encodeURIComponent("first.last+tag@EXAMPLE.com");
    const got = await call("GET", `/v0/lists/send/allow/${encoded}`, { key: account.key });
    expect(got.status).toBe(200);
    expect(got.body.entry).toBe("first.last+tag@example.com");
    const domainForm = await call("GET", "/v0/lists/receive/allow/%40partner.org", { key: account.key });
    expect(domainForm.body.entry).toBe("partner.org");
    for (const path of [
      "/v0/lists/send/allow/nobody%40example.com",
      // Same entry, other list of the same direction and level.
      `/v0/lists/send/block/${encoded}`,
      "/v0/lists/send/allow/not%20an%20entry",
    ]) {
      const res = await call("GET", path, { key: account.key });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ error: { type: "not_found", message: "List entry not found" } });
    }
    await call("DELETE", `/v0/lists/send/allow/${encoded}`, { key: account.key });
  });

  it("deletes an entry ({ok: true}), then 404s it", async () => {
    await add(account.key, "/v0/lists/receive/block", "gone.example");
    const del = await call("DELETE", "/v0/lists/receive/block/Gone.Example", { key: account.key });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ ok: true });
    const [get, again] = await Promise.all([
      call("GET", "/v0/lists/receive/block/gone.example", { key: account.key }),
      call("DELETE", "/v0/lists/receive/block/gone.example", { key: account.key }),
    ]);
    expect([get.status, again.status]).toEqual([404, 404]);
    expect(again.body).toEqual({ error: { type: "not_found", message: "List entry not found" } });
  });

  it("refuses to delete a read-only entry (403) and shows read_only", async () => {
    await testDb()
      .entities.listEntry.create({
        organizationId: account.organizationId,
        level: "org",
        direction: "receive",
        listType: "block",
        entry: "operator.example",
        entryType: "domain",
        readOnly: true,
        createdAt: new Date().toISOString(),
      })
      .go();
    const got = await call("GET", "/v0/lists/receive/block/operator.example", { key: account.key });
    expect(got.body.read_only).toBe(true);
    const del = await call("DELETE", "/v0/lists/receive/block/operator.example", { key: account.key });
    expect(del.status).toBe(403);
    expect(del.body.error).toEqual({ type: "forbidden", message: "This list entry is read-only", param: "entry" });
  });
});

describe("listing", () => {
  let owner: Account;
  const PATH = "/v0/lists/receive/block";
  const ENTRIES = ["a.example", "b@example.com", "c.example", "d@example.com", "e.example"];

  beforeAll(async () => {
    owner = await signUp();
    await Promise.all(ENTRIES.map((e) => add(owner.key, PATH, e)));
    // Neighbours in the same partition: the other lists of the level, sorting before and after this one.
    await Promise.all([
      add(owner.key, "/v0/lists/receive/allow", "zz-allow.example"),
      add(owner.key, "/v0/lists/receive/allow", "0-allow.example"),
      add(owner.key, "/v0/lists/send/block", "zz-send.example"),
      add(owner.key, "/v0/lists/send/block", "0-send.example"),
      add(owner.key, "/v0/lists/reply/block", "zz-reply.example"),
      add(owner.key, "/v0/lists/reply/allow", "0-reply.example"),
    ]);
  });

  it("lists one list by entry descending, with count and limit and no token on the last page", async () => {
    const res = await call("GET", PATH, { key: owner.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      count: 5,
      limit: 50,
      entries: expect.any(Array),
    });
    expect(res.body.entries.map((e: { entry: string }) => e.entry)).toEqual([...ENTRIES].reverse());
    expect(res.body.entries.every((e: { list_type: string }) => e.list_type === "block")).toBe(true);
  });

  it("pages with limit and page_token, within the list only, both ways", async () => {
    const walk = async (query: string) => {
      const seen: string[][] = [];
      let token: string | undefined;
      do {
        const res = await call(
          "GET",
          `${PATH}?limit=2${query}${token ? `&page_token=${encodeURIComponent(token)}` : ""}`,
          { key: owner.key },
        );
        expect(res.status).toBe(200);
        expect(res.body.limit).toBe(2);
        expect(res.body.count).toBe(res.body.entries.length);
        seen.push(res.body.entries.map((e: { entry: string }) => e.entry));
        token = res.body.next_page_token;
      } while (token && seen.length < 10);
      return seen;
    };
    expect(await walk("")).toEqual([["e.example", "d@example.com"], ["c.example", "b@example.com"], ["a.example"]]);
    expect(await walk("&ascending=true")).toEqual([
      ["a.example", "b@example.com"],
      ["c.example", "d@example.com"],
      ["e.example"],
    ]);
  });

  it("has no next_page_token when the last page is exactly full, and restarts on a bad token", async () => {
    const full = await call("GET", `${PATH}?limit=5`, { key: owner.key });
    expect(full.body.count).toBe(5);
    expect(full.body).not.toHaveProperty("next_page_token");
    const bad = await call("GET", `${PATH}?limit=2&page_token=garbage!!`, { key: owner.key });
    expect(bad.body.entries.map((e: { entry: string }) => e.entry)).toEqual(["e.example", "d@example.com"]);
    const badLimit = await call("GET", `${PATH}?limit=many`, { key: owner.key });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.error).toEqual({ type: "validation", message: "limit must be a number", param: "limit" });
  });

  it("answers an empty list for a list with no entries", async () => {
    const res = await call("GET", "/v0/lists/send/allow", { key: owner.key });
    expect(res.body).toEqual({ count: 0, limit: 50, entries: [] });
  });
});

describe("levels and scopes", () => {
  let owner: Account;
  let podId: string;
  let inboxId: string;
  let otherInboxId: string;

  beforeAll(async () => {
    owner = await signUp();
    podId = (await createPod(owner.key, { name: "lists" })).pod_id;
    [inboxId, otherInboxId] = (
      await Promise.all([createInbox(owner.key, { pod_id: podId }), createInbox(owner.key, { pod_id: podId })])
    ).map((i) => i.inbox_id);
  });

  it("stores the same entry separately at organization, pod and inbox level, each listed at its own level", async () => {
    const entry = "shared.example";
    const [org, pod, inbox] = await Promise.all([
      add(owner.key, "/v0/lists/send/block", entry),
      add(owner.key, `/v0/pods/${podId}/lists/send/block`, entry),
      add(owner.key, `/v0/inboxes/${inboxId}/lists/send/block`, entry),
    ]);
    expect(org).not.toHaveProperty("pod_id");
    expect(org).not.toHaveProperty("inbox_id");
    expect(pod).toMatchObject({ entry, pod_id: podId });
    expect(pod).not.toHaveProperty("inbox_id");
    expect(inbox).toMatchObject({ entry, pod_id: podId, inbox_id: inboxId });
    expect(Object.keys(inbox).sort()).toEqual([...ENTRY_KEYS, "inbox_id", "pod_id"].sort());

    await Promise.all([
      add(owner.key, "/v0/lists/send/block", "org-only.example"),
      add(owner.key, `/v0/pods/${podId}/lists/send/block`, "pod-only.example"),
      add(owner.key, `/v0/inboxes/${inboxId}/lists/send/block`, "inbox-only.example"),
    ]);
    expect(await entriesOf(owner.key, "/v0/lists/send/block")).toEqual(["shared.example", "org-only.example"]);
    expect(await entriesOf(owner.key, `/v0/pods/${podId}/lists/send/block`)).toEqual([
      "shared.example",
      "pod-only.example",
    ]);
    expect(await entriesOf(owner.key, `/v0/inboxes/${inboxId}/lists/send/block`)).toEqual([
      "shared.example",
      "inbox-only.example",
    ]);
    expect(await entriesOf(owner.key, `/v0/inboxes/${otherInboxId}/lists/send/block`)).toEqual([]);

    // An entry is reached only at its own level.
    const [orgGet, podGet, inboxGet, otherGet] = await Promise.all([
      call("GET", "/v0/lists/send/block/pod-only.example", { key: owner.key }),
      call("GET", `/v0/pods/${podId}/lists/send/block/pod-only.example`, { key: owner.key }),
      call("GET", `/v0/inboxes/${inboxId}/lists/send/block/pod-only.example`, { key: owner.key }),
      call("GET", `/v0/inboxes/${otherInboxId}/lists/send/block/inbox-only.example`, { key: owner.key }),
    ]);
    expect([orgGet.status, podGet.status, inboxGet.status, otherGet.status]).toEqual([404, 200, 404, 404]);

    // Deleting at one level leaves the others.
    const del = await call("DELETE", `/v0/pods/${podId}/lists/send/block/shared.example`, { key: owner.key });
    expect(del.body).toEqual({ ok: true });
    expect(await entriesOf(owner.key, "/v0/lists/send/block")).toContain("shared.example");
    expect(await entriesOf(owner.key, `/v0/inboxes/${inboxId}/lists/send/block`)).toContain("shared.example");
    expect(await entriesOf(owner.key, `/v0/pods/${podId}/lists/send/block`)).toEqual(["pod-only.example"]);
  });

  it("lets a pod key read and write its pod level, without a prefix or through its pod", async () => {
    const podKey = await createKey(owner, {}, `/v0/pods/${podId}/api-keys`);
    const added = await add(podKey, "/v0/lists/receive/block", "by-pod-key.example");
    expect(added).toMatchObject({ pod_id: podId });
    expect(added).not.toHaveProperty("inbox_id");
    expect(await entriesOf(owner.key, `/v0/pods/${podId}/lists/receive/block`)).toEqual(["by-pod-key.example"]);
    expect(await entriesOf(owner.key, "/v0/lists/receive/block")).toEqual([]);
    expect(await entriesOf(podKey, "/v0/lists/receive/block")).toEqual(["by-pod-key.example"]);
    expect(await entriesOf(podKey, `/v0/pods/${podId}/lists/receive/block`)).toEqual(["by-pod-key.example"]);
    // Its inboxes' levels through the inbox prefix.
    await add(podKey, `/v0/inboxes/${inboxId}/lists/receive/block`, "inbox-by-pod-key.example");
    expect(await entriesOf(owner.key, `/v0/inboxes/${inboxId}/lists/receive/block`)).toEqual([
      "inbox-by-pod-key.example",
    ]);
    // Another pod is out of scope.
    const elsewhere = await call("GET", `/v0/pods/${owner.defaultPodId}/lists/receive/block`, { key: podKey });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.message).toBe(`Pod not found: ${owner.defaultPodId}`);
  });

  it("lets an inbox key read and write its inbox level only", async () => {
    const inboxKey = await createKey(owner, {}, `/v0/inboxes/${otherInboxId}/api-keys`);
    const added = await add(inboxKey, "/v0/lists/reply/block", "by-inbox-key.example");
    expect(added).toMatchObject({ pod_id: podId, inbox_id: otherInboxId });
    expect(await entriesOf(owner.key, `/v0/inboxes/${otherInboxId}/lists/reply/block`)).toEqual([
      "by-inbox-key.example",
    ]);
    expect(await entriesOf(owner.key, `/v0/pods/${podId}/lists/reply/block`)).toEqual([]);
    expect(await entriesOf(inboxKey, "/v0/lists/reply/block")).toEqual(["by-inbox-key.example"]);
    const [pod, sibling] = await Promise.all([
      call("GET", `/v0/pods/${podId}/lists/reply/block`, { key: inboxKey }),
      call("GET", `/v0/inboxes/${inboxId}/lists/reply/block`, { key: inboxKey }),
    ]);
    // The pod prefix narrows nothing for an inbox key: it stays at its inbox level.
    expect(pod.status).toBe(200);
    expect(pod.body.entries.map((e: { entry: string }) => e.entry)).toEqual(["by-inbox-key.example"]);
    expect(sibling.status).toBe(404);
    expect(sibling.body.error.message).toBe(`Inbox not found: ${inboxId}`);
  });

  it("keeps organizations apart", async () => {
    const other = await signUp();
    expect(await entriesOf(other.key, "/v0/lists/send/block")).toEqual([]);
    const res = await call("GET", `/v0/pods/${podId}/lists/send/block`, { key: other.key });
    expect(res.status).toBe(404);
  });

  it("needs list_entry_read, list_entry_create and list_entry_delete", async () => {
    const [reader, writer] = await Promise.all([
      createKey(owner, { permissions: ["list_entry_read"] }),
      createKey(owner, { permissions: ["list_entry_create", "list_entry_delete"] }),
    ]);
    const [list, get, post, del, okList, okPost] = await Promise.all([
      call("GET", "/v0/lists/send/block", { key: writer }),
      call("GET", `/v0/pods/${podId}/lists/send/block/pod-only.example`, { key: writer }),
      call("POST", "/v0/lists/send/block", { key: reader, body: { entry: "nope.example" } }),
      call("DELETE", "/v0/lists/send/block/org-only.example", { key: reader }),
      call("GET", "/v0/lists/send/block", { key: reader }),
      call("POST", "/v0/lists/send/block", { key: writer, body: { entry: "yes.example" } }),
    ]);
    const lacks = (p: string) => ({ error: { type: "forbidden", message: `API key lacks the ${p} permission` } });
    expect([list.status, get.status, post.status, del.status, okList.status, okPost.status]).toEqual([
      403, 403, 403, 403, 200, 200,
    ]);
    expect(list.body).toEqual(lacks("list_entry_read"));
    expect(get.body).toEqual(lacks("list_entry_read"));
    expect(post.body).toEqual(lacks("list_entry_create"));
    expect(del.body).toEqual(lacks("list_entry_delete"));
  });
});

describe("verdicts for mail (in-process)", () => {
  let owner: Account;
  let where: { organizationId: string; podId: string; inboxId: string };
  let sibling: { organizationId: string; podId: string; inboxId: string };
  let elsewhere: { organizationId: string; podId: string; inboxId: string };
  const org = (d: string, t: string) => `/v0/lists/${d}/${t}`;
  const pod = (d: string, t: string) => `/v0/pods/${where.podId}/lists/${d}/${t}`;
  const inbox = (d: string, t: string) => `/v0/inboxes/${encodeURIComponent(where.inboxId)}/lists/${d}/${t}`;
  const remove = async (path: string, entry: string) => {
    const res = await call("DELETE", `${path}/${encodeURIComponent(entry)}`, { key: owner.key });
    expect(res.status, `${path} ${entry}`).toBe(200);
  };
  const allowed = async (at: typeof where, direction: "send" | "receive" | "reply", address: string) =>
    (await listVerdict(platform, at, direction, address)).allowed;
  const sendRefusal = async (at: typeof where, recipients: string[], isReply = false): Promise<unknown> => {
    try {
      await checkSendAllowed(platform, at, recipients, { isReply });
      return undefined;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { status: error.status, ...error.toBody().error };
    }
  };
  const blocked = (address: string) => ({
    status: 403,
    type: "forbidden",
    message: `Sending to ${address} is blocked by a send list`,
  });

  beforeAll(async () => {
    owner = await signUp();
    const [podA, podB] = await Promise.all([createPod(owner.key), createPod(owner.key)]);
    const [i1, i2, k] = await Promise.all([
      createInbox(owner.key, { pod_id: podA.pod_id }),
      createInbox(owner.key, { pod_id: podA.pod_id }),
      createInbox(owner.key, { pod_id: podB.pod_id }),
    ]);
    const organizationId = owner.organizationId;
    where = { organizationId, podId: podA.pod_id, inboxId: i1.inbox_id };
    sibling = { organizationId, podId: podA.pod_id, inboxId: i2.inbox_id };
    elsewhere = { organizationId, podId: podB.pod_id, inboxId: k.inbox_id };
  });

  it("allows everything while no list has entries", async () => {
    expect(await listVerdict(platform, where, "send", "anyone@anywhere.test")).toEqual({
      allowed: true,
      onAllowList: false,
      onBlockList: false,
    });
    expect(await sendRefusal(where, ["a@b.test", "c@d.test"], true)).toBeUndefined();
  });

  it("combines organization, pod and inbox block lists, by address, domain and subdomain", async () => {
    await Promise.all([
      add(owner.key, org("send", "block"), "spam.test"),
      add(owner.key, pod("send", "block"), "Pest@Example.com"),
      add(owner.key, inbox("send", "block"), "inbox-only.test"),
    ]);
    const cases = {
      orgDomain: await allowed(where, "send", "x@spam.test"),
      orgSubdomain: await allowed(where, "send", "x@mail.spam.test"),
      notASubdomain: await allowed(where, "send", "x@notspam.test"),
      podAddress: await allowed(where, "send", "PEST@example.com"),
      podOtherAddress: await allowed(where, "send", "friend@example.com"),
      inboxDomain: await allowed(where, "send", "x@inbox-only.test"),
      siblingInboxLevel: await allowed(sibling, "send", "x@inbox-only.test"),
      siblingPodLevel: await allowed(sibling, "send", "pest@example.com"),
      otherPodPodLevel: await allowed(elsewhere, "send", "pest@example.com"),
      otherPodOrgLevel: await allowed(elsewhere, "send", "x@spam.test"),
      receiveUnaffected: await allowed(where, "receive", "x@spam.test"),
    };
    expect(cases).toEqual({
      orgDomain: false,
      orgSubdomain: false,
      notASubdomain: true,
      podAddress: false,
      podOtherAddress: true,
      inboxDomain: false,
      siblingInboxLevel: true,
      siblingPodLevel: false,
      otherPodPodLevel: true,
      otherPodOrgLevel: false,
      receiveUnaffected: true,
    });
    expect(await listVerdict(platform, where, "send", "x@mail.spam.test")).toEqual({
      allowed: false,
      onAllowList: false,
      onBlockList: true,
    });
  });

  it("checkSendAllowed refuses the first blocked recipient (403, no param) and passes clean ones", async () => {
    expect(await sendRefusal(where, ["ok@fine.test", "Pal <pal@fine.test>"])).toBeUndefined();
    expect(await sendRefusal(where, ["ok@fine.test", "Bad <X@Mail.Spam.test>", "pest@example.com"])).toEqual(
      blocked("x@mail.spam.test"),
    );
    expect(await sendRefusal(where, [])).toBeUndefined();
  });

  it("lets an allow entry win over a block entry, and an allow entry puts its scope in allow-only mode", async () => {
    await add(owner.key, inbox("send", "allow"), "vip@spam.test");
    expect(await listVerdict(platform, where, "send", "vip@spam.test")).toEqual({
      allowed: true,
      onAllowList: true,
      onBlockList: true,
    });
    // Allow-only at the inbox: everything else is refused there, also addresses on no list.
    expect(await listVerdict(platform, where, "send", "ok@fine.test")).toEqual({
      allowed: false,
      onAllowList: false,
      onBlockList: false,
    });
    expect(await sendRefusal(where, ["vip@spam.test", "ok@fine.test"])).toEqual(blocked("ok@fine.test"));
    // The sibling inbox has no allow entry: its lists are as before.
    expect(await allowed(sibling, "send", "ok@fine.test")).toBe(true);
    expect(await allowed(sibling, "send", "vip@spam.test")).toBe(false);
    // Receive lists are separate.
    expect(await allowed(where, "receive", "ok@fine.test")).toBe(true);
  });

  it("ends allow-only mode when the last allow entry is deleted", async () => {
    await add(owner.key, pod("send", "allow"), "partner.test");
    expect(await allowed(where, "send", "a@sub.partner.test")).toBe(true);
    expect(await allowed(sibling, "send", "ok@fine.test")).toBe(false);
    await remove(inbox("send", "allow"), "vip@spam.test");
    expect(await allowed(where, "send", "ok@fine.test")).toBe(false);
    expect(await allowed(where, "send", "vip@spam.test")).toBe(false);
    await remove(pod("send", "allow"), "partner.test");
    expect(await allowed(where, "send", "ok@fine.test")).toBe(true);
    expect(await allowed(sibling, "send", "ok@fine.test")).toBe(true);
    expect(await allowed(where, "send", "x@spam.test")).toBe(false);
  });

  it("applies an organization allow entry to every inbox in every pod", async () => {
    await add(owner.key, org("send", "allow"), "only-these.test");
    for (const at of [where, sibling, elsewhere]) {
      expect(await allowed(at, "send", "x@only-these.test")).toBe(true);
      expect(await allowed(at, "send", "ok@fine.test")).toBe(false);
    }
    await remove(org("send", "allow"), "only-these.test");
    for (const at of [where, sibling, elsewhere]) expect(await allowed(at, "send", "ok@fine.test")).toBe(true);
  });

  it("applies reply lists to replies only, on top of the send lists", async () => {
    await add(owner.key, pod("reply", "block"), "no-replies.test");
    expect(await sendRefusal(where, ["a@no-replies.test"])).toBeUndefined();
    expect(await sendRefusal(where, ["ok@fine.test", "a@no-replies.test"], true)).toEqual(blocked("a@no-replies.test"));
    // Reply allow-only at the organization: replies go only to its entries, and the send lists still apply.
    await add(owner.key, org("reply", "allow"), "friends.test");
    expect(await sendRefusal(where, ["x@friends.test"], true)).toBeUndefined();
    expect(await sendRefusal(where, ["ok@fine.test"], true)).toEqual(blocked("ok@fine.test"));
    expect(await sendRefusal(where, ["ok@fine.test"], false)).toBeUndefined();
    await add(owner.key, org("send", "block"), "bad.friends.test");
    expect(await sendRefusal(where, ["x@bad.friends.test"], true)).toEqual(blocked("x@bad.friends.test"));
    expect(await allowed(where, "reply", "x@bad.friends.test")).toBe(true);
    await remove(org("reply", "allow"), "friends.test");
    expect(await sendRefusal(where, ["ok@fine.test"], true)).toBeUndefined();
  });

  it("keeps receive lists to receiving", async () => {
    await add(owner.key, inbox("receive", "block"), "phish.test");
    expect(await listVerdict(platform, where, "receive", "ceo@phish.test")).toEqual({
      allowed: false,
      onAllowList: false,
      onBlockList: true,
    });
    expect(await allowed(sibling, "receive", "ceo@phish.test")).toBe(true);
    expect(await sendRefusal(where, ["ceo@phish.test"], true)).toBeUndefined();
  });

  it("reads each level once per direction, whatever the number of recipients", async () => {
    const recipients = Array.from({ length: 40 }, (_, i) => `r${i}@fine.test`);
    const before = dynamoCallCount();
    await checkSendAllowed(platform, where, recipients, { isReply: false });
    expect(dynamoCallCount() - before).toBe(3);
    const beforeReply = dynamoCallCount();
    await checkSendAllowed(platform, where, recipients, { isReply: true });
    expect(dynamoCallCount() - beforeReply).toBe(6);
  });
});
