// Suppressions over HTTP, and the checks mail uses (checkNotSuppressed, suppressAutomatically) called in-process
// against the same local table.
import { beforeAll, describe, expect, it } from "vitest";
import { dynamoCallCount } from "../../shared/db/client.js";
import { checkNotSuppressed, suppressAutomatically } from "../../shared/domain/suppressions.js";
import { ApiError } from "../../shared/errors.js";
import type { Platform } from "../../shared/ports/platform.js";
import { testDb } from "../helpers/db.js";
import { type Account, call, createInbox, createKey, signUp } from "../helpers/http.js";

let account: Account;
let platform: Platform;

beforeAll(async () => {
  account = await signUp();
  // The suppression functions read and write only the table.
  platform = { db: testDb() } as unknown as Platform;
});

const enc = encodeURIComponent;

async function suppress(key: string, body: Record<string, unknown>) {
  const res = await call("POST", "/v0/suppressions", { key, body });
  if (res.status !== 201) throw new Error(`suppress failed: ${res.status} ${res.text}`);
  return res.body;
}

const auto = (
  organizationId: string,
  email: string,
  reason: "bounce" | "complaint",
  extra: { detail?: string; sourceMessageId?: string } = {},
  now = new Date(),
) => suppressAutomatically(platform, { organizationId, email, reason, ...extra }, now);

async function refusal(organizationId: string, recipients: string[]): Promise<unknown> {
  try {
    await checkNotSuppressed(platform, organizationId, recipients);
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, ...error.toBody().error };
  }
}

describe("suppressions over HTTP", () => {
  it("adds a manual suppression with 201, lowercased, with the spec's fields", async () => {
    const res = await call("POST", "/v0/suppressions", {
      key: account.key,
      body: { email: "  Person@Example.COM ", detail: "asked to stop" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      email: "person@example.com",
      organization_id: account.organizationId,
      reason: "manual",
      detail: "asked to stop",
      created_at: expect.any(String),
    });
    const got = await call("GET", `/v0/suppressions/${enc("PERSON@example.com")}`, { key: account.key });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it("takes the deprecated reason as detail, ignored when detail is set; the stored reason is always manual", async () => {
    const old = await suppress(account.key, { email: "old@example.com", reason: "old client" });
    expect(old).toMatchObject({ reason: "manual", detail: "old client" });
    const both = await suppress(account.key, { email: "both@example.com", reason: "ignored", detail: "kept" });
    expect(both).toMatchObject({ reason: "manual", detail: "kept" });
    const bare = await suppress(account.key, { email: "bare@example.com" });
    expect(Object.keys(bare).sort()).toEqual(["created_at", "email", "organization_id", "reason"]);
  });

  it("validates email", async () => {
    const [missing, invalid, blank, number] = await Promise.all([
      call("POST", "/v0/suppressions", { key: account.key, body: { detail: "no email" } }),
      call("POST", "/v0/suppressions", { key: account.key, body: { email: "not-an-address" } }),
      call("POST", "/v0/suppressions", { key: account.key, body: { email: "  " } }),
      call("POST", "/v0/suppressions", { key: account.key, body: { email: 7 } }),
    ]);
    expect([missing.status, invalid.status, blank.status, number.status]).toEqual([400, 400, 400, 400]);
    expect(missing.body.error).toEqual({ type: "validation", message: "email is required", param: "email" });
    expect(invalid.body.error).toEqual({
      type: "validation",
      message: "email must be a valid email address",
      param: "email",
    });
    expect(blank.body.error).toMatchObject({ type: "validation", param: "email" });
    expect(number.body.error).toMatchObject({ type: "validation", param: "email" });
  });

  it("replaces an existing manual or bounce suppression (201, reason manual)", async () => {
    const first = await suppress(account.key, { email: "again@example.com", detail: "first" });
    const second = await call("POST", "/v0/suppressions", {
      key: account.key,
      body: { email: "Again@example.com", detail: "second" },
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ email: "again@example.com", reason: "manual", detail: "second" });
    expect(second.body.created_at >= first.created_at).toBe(true);

    await auto(account.organizationId, "bounced@example.com", "bounce", {
      detail: "550 5.1.1 user unknown",
      sourceMessageId: "msg_01BOUNCE",
    });
    const bounce = await call("GET", "/v0/suppressions/bounced%40example.com", { key: account.key });
    expect(bounce.body).toEqual({
      email: "bounced@example.com",
      organization_id: account.organizationId,
      reason: "bounce",
      detail: "550 5.1.1 user unknown",
      source_message_id: "msg_01BOUNCE",
      created_at: expect.any(String),
    });
    const replaced = await call("POST", "/v0/suppressions", {
      key: account.key,
      body: { email: "bounced@example.com" },
    });
    expect(replaced.status).toBe(201);
    expect(replaced.body).toEqual({
      email: "bounced@example.com",
      organization_id: account.organizationId,
      reason: "manual",
      created_at: expect.any(String),
    });
  });

  it("returns a complaint suppression unchanged (200) and refuses to remove it (403, param email)", async () => {
    await auto(account.organizationId, "Complainer@Example.com", "complaint", { sourceMessageId: "msg_01SPAM" });
    const before = await call("GET", "/v0/suppressions/complainer%40example.com", { key: account.key });
    expect(before.body).toMatchObject({ reason: "complaint", source_message_id: "msg_01SPAM" });
    const add = await call("POST", "/v0/suppressions", {
      key: account.key,
      body: { email: "complainer@example.com", detail: "try to overwrite" },
    });
    expect(add.status).toBe(200);
    expect(add.body).toEqual(before.body);
    const del = await call("DELETE", "/v0/suppressions/complainer%40example.com", { key: account.key });
    expect(del.status).toBe(403);
    expect(del.body).toEqual({
      error: {
        type: "forbidden",
        message: "Complaint suppressions can be removed only by the operator's support",
        param: "email",
      },
    });
    const after = await call("GET", "/v0/suppressions/complainer%40example.com", { key: account.key });
    expect(after.body).toEqual(before.body);
  });

  it("gets URL-encoded addresses and 404s a missing one", async () => {
    await suppress(account.key, { email: "First.Last+Tag@Example.com" });
    const got = await call("GET", `/v0/suppressions/${enc("first.last+tag@example.com")}`, { key: account.key });
    expect(got.status).toBe(200);
    expect(got.body.email).toBe("first.last+tag@example.com");
    for (const email of ["nobody@example.com", "not an address"]) {
      const res = await call("GET", `/v0/suppressions/${enc(email)}`, { key: account.key });
      expect(res.status, email).toBe(404);
      expect(res.body).toEqual({ error: { type: "not_found", message: "Suppression not found" } });
    }
  });

  it("removes bounce and manual suppressions ({ok: true}), then 404s them", async () => {
    await suppress(account.key, { email: "remove-me@example.com" });
    await auto(account.organizationId, "bounce-remove@example.com", "bounce");
    for (const email of ["Remove-Me@example.com", "bounce-remove@example.com"]) {
      const del = await call("DELETE", `/v0/suppressions/${enc(email)}`, { key: account.key });
      expect(del.status, email).toBe(200);
      expect(del.body).toEqual({ ok: true });
      const [get, again] = await Promise.all([
        call("GET", `/v0/suppressions/${enc(email)}`, { key: account.key }),
        call("DELETE", `/v0/suppressions/${enc(email)}`, { key: account.key }),
      ]);
      expect([get.status, again.status]).toEqual([404, 404]);
      expect(again.body).toEqual({ error: { type: "not_found", message: "Suppression not found" } });
    }
  });

  it("shows pod and inbox credentials the whole organization, and lets only organization credentials remove", async () => {
    const inbox = await createInbox(account.key);
    const [podKey, inboxKey] = await Promise.all([
      createKey(account, {}, `/v0/pods/${account.defaultPodId}/api-keys`),
      createKey(account, {}, `/v0/inboxes/${inbox.inbox_id}/api-keys`),
    ]);
    const byPod = await suppress(podKey, { email: "added-by-pod-key@example.com" });
    expect(byPod.organization_id).toBe(account.organizationId);
    const emails = async (key: string) =>
      (await call("GET", "/v0/suppressions?limit=500", { key })).body.suppressions.map(
        (s: { email: string }) => s.email,
      );
    const [org, pod, inboxSeen] = await Promise.all([emails(account.key), emails(podKey), emails(inboxKey)]);
    expect(org).toContain("added-by-pod-key@example.com");
    expect(org).toContain("person@example.com");
    expect(pod).toEqual(org);
    expect(inboxSeen).toEqual(org);
    const got = await call("GET", "/v0/suppressions/person%40example.com", { key: inboxKey });
    expect(got.status).toBe(200);

    const refused = { type: "forbidden", message: "Only organization-scoped credentials may remove suppressions" };
    const [podDel, inboxDel] = await Promise.all([
      call("DELETE", "/v0/suppressions/added-by-pod-key%40example.com", { key: podKey }),
      call("DELETE", "/v0/suppressions/added-by-pod-key%40example.com", { key: inboxKey }),
    ]);
    expect([podDel.status, inboxDel.status]).toEqual([403, 403]);
    expect(podDel.body.error).toEqual(refused);
    expect(inboxDel.body.error).toEqual(refused);
    const orgDel = await call("DELETE", "/v0/suppressions/added-by-pod-key%40example.com", { key: account.key });
    expect(orgDel.body).toEqual({ ok: true });
  });

  it("needs list_entry_read, list_entry_create and list_entry_delete", async () => {
    const [reader, writer] = await Promise.all([
      createKey(account, { permissions: ["list_entry_read"] }),
      createKey(account, { permissions: ["list_entry_create", "list_entry_delete"] }),
    ]);
    const [list, get, post, del, okList] = await Promise.all([
      call("GET", "/v0/suppressions", { key: writer }),
      call("GET", "/v0/suppressions/person%40example.com", { key: writer }),
      call("POST", "/v0/suppressions", { key: reader, body: { email: "x@example.com" } }),
      call("DELETE", "/v0/suppressions/person%40example.com", { key: reader }),
      call("GET", "/v0/suppressions", { key: reader }),
    ]);
    const lacks = (p: string) => ({ error: { type: "forbidden", message: `API key lacks the ${p} permission` } });
    expect([list.status, get.status, post.status, del.status, okList.status]).toEqual([403, 403, 403, 403, 200]);
    expect(list.body).toEqual(lacks("list_entry_read"));
    expect(get.body).toEqual(lacks("list_entry_read"));
    expect(post.body).toEqual(lacks("list_entry_create"));
    expect(del.body).toEqual(lacks("list_entry_delete"));
  });

  it("keeps organizations apart", async () => {
    const other = await signUp();
    const [list, get] = await Promise.all([
      call("GET", "/v0/suppressions", { key: other.key }),
      call("GET", "/v0/suppressions/person%40example.com", { key: other.key }),
    ]);
    expect(list.body).toEqual({ count: 0, limit: 50, suppressions: [] });
    expect(get.status).toBe(404);
  });
});

describe("listing", () => {
  let owner: Account;
  // created_at fixed per address, with a tie broken by the address.
  const STAMPS: Array<[string, string]> = [
    ["a@example.com", "2024-01-01T00:00:00.000Z"],
    ["b@example.com", "2024-01-02T00:00:00.000Z"],
    ["c@example.com", "2024-01-02T00:00:00.000Z"],
    ["d@example.com", "2024-01-03T00:00:00.000Z"],
    ["e@example.com", "2024-01-04T00:00:00.000Z"],
  ];

  beforeAll(async () => {
    owner = await signUp();
    await Promise.all(
      STAMPS.map(([email, at], i) =>
        auto(owner.organizationId, email, i % 2 ? "complaint" : "bounce", {}, new Date(at)),
      ),
    );
  });

  const walk = async (query: string) => {
    const pages: string[][] = [];
    let token: string | undefined;
    do {
      const res = await call(
        "GET",
        `/v0/suppressions?limit=2${query}${token ? `&page_token=${encodeURIComponent(token)}` : ""}`,
        { key: owner.key },
      );
      expect(res.status).toBe(200);
      expect(res.body.limit).toBe(2);
      expect(res.body.count).toBe(res.body.suppressions.length);
      pages.push(res.body.suppressions.map((s: { email: string }) => s.email));
      token = res.body.next_page_token;
    } while (token && pages.length < 10);
    return pages;
  };

  it("lists newest first by created_at, with count and limit", async () => {
    const res = await call("GET", "/v0/suppressions", { key: owner.key });
    expect(res.body.count).toBe(5);
    expect(res.body.limit).toBe(50);
    expect(res.body).not.toHaveProperty("next_page_token");
    expect(res.body.suppressions.map((s: { email: string }) => s.email)).toEqual([
      "e@example.com",
      "d@example.com",
      "c@example.com",
      "b@example.com",
      "a@example.com",
    ]);
    expect(res.body.suppressions[0]).toEqual({
      email: "e@example.com",
      organization_id: owner.organizationId,
      reason: "bounce",
      created_at: "2024-01-04T00:00:00.000Z",
    });
  });

  it("pages with limit and page_token, both ways", async () => {
    expect(await walk("")).toEqual([
      ["e@example.com", "d@example.com"],
      ["c@example.com", "b@example.com"],
      ["a@example.com"],
    ]);
    expect(await walk("&ascending=true")).toEqual([
      ["a@example.com", "b@example.com"],
      ["c@example.com", "d@example.com"],
      ["e@example.com"],
    ]);
  });

  it("moves a replaced suppression to the front", async () => {
    const res = await call("POST", "/v0/suppressions", { key: owner.key, body: { email: "a@example.com" } });
    expect(res.status).toBe(201);
    const list = await call("GET", "/v0/suppressions?limit=2", { key: owner.key });
    expect(list.body.suppressions.map((s: { email: string }) => s.email)).toEqual(["a@example.com", "e@example.com"]);
    expect(list.body.next_page_token).toEqual(expect.any(String));
  });
});

describe("checks for mail (in-process)", () => {
  let owner: Account;

  beforeAll(async () => {
    owner = await signUp();
  });

  it("passes recipients that are not suppressed, with one batch read for all of them", async () => {
    const recipients = Array.from({ length: 40 }, (_, i) => `clean${i}@example.com`);
    const before = dynamoCallCount();
    expect(await refusal(owner.organizationId, recipients)).toBeUndefined();
    expect(dynamoCallCount() - before).toBe(1);
    const none = dynamoCallCount();
    expect(await refusal(owner.organizationId, [])).toBeUndefined();
    expect(dynamoCallCount() - none).toBe(0);
  });

  it("refuses the first suppressed recipient with its reason (403, no param)", async () => {
    await suppress(owner.key, { email: "manual@example.com" });
    await auto(owner.organizationId, "bounced@example.com", "bounce");
    await auto(owner.organizationId, "complained@example.com", "complaint");
    expect(
      await refusal(owner.organizationId, ["ok@example.com", "Bounced <BOUNCED@example.com>", "manual@example.com"]),
    ).toEqual({
      status: 403,
      type: "forbidden",
      message: "Recipient bounced@example.com is suppressed (bounce)",
    });
    expect(await refusal(owner.organizationId, ["manual@example.com"])).toMatchObject({
      message: "Recipient manual@example.com is suppressed (manual)",
    });
    expect(await refusal(owner.organizationId, ["complained@example.com", "bounced@example.com"])).toMatchObject({
      message: "Recipient complained@example.com is suppressed (complaint)",
    });
    // Another organization's suppressions do not apply.
    const other = await signUp();
    expect(await refusal(other.organizationId, ["bounced@example.com"])).toBeUndefined();
  });

  it("lets a complaint replace anything and never lets a bounce replace a complaint", async () => {
    const org = owner.organizationId;
    const reasonOf = async (email: string) =>
      (await call("GET", `/v0/suppressions/${enc(email)}`, { key: owner.key })).body.reason;

    await suppress(owner.key, { email: "escalates@example.com" });
    await auto(org, "escalates@example.com", "bounce", { detail: "mailbox gone" });
    expect(await reasonOf("escalates@example.com")).toBe("bounce");
    await auto(org, "escalates@example.com", "complaint", { detail: "spam button", sourceMessageId: "msg_01C" });
    expect(await reasonOf("escalates@example.com")).toBe("complaint");
    await auto(org, "escalates@example.com", "bounce", { detail: "later bounce" });
    const kept = await call("GET", "/v0/suppressions/escalates%40example.com", { key: owner.key });
    expect(kept.body).toMatchObject({ reason: "complaint", detail: "spam button", source_message_id: "msg_01C" });
    await auto(org, "escalates@example.com", "complaint", { detail: "again" });
    expect((await call("GET", "/v0/suppressions/escalates%40example.com", { key: owner.key })).body.detail).toBe(
      "again",
    );
  });

  it("stops refusing once a suppression is removed", async () => {
    await suppress(owner.key, { email: "temporary@example.com" });
    expect(await refusal(owner.organizationId, ["temporary@example.com"])).toMatchObject({ status: 403 });
    await call("DELETE", "/v0/suppressions/temporary%40example.com", { key: owner.key });
    expect(await refusal(owner.organizationId, ["temporary@example.com"])).toBeUndefined();
  });
});
