import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { type Account, call, createInbox, createKey, createPod, signUp } from "../helpers/http.js";
import { inject, type RawOptions, rawKey, rawMessage } from "../helpers/mail.js";
import { sleep } from "../helpers/wait.js";

interface Org {
  account: Account;
  injector: string;
}

async function newOrg(): Promise<Org> {
  const account = await signUp();
  return { account, injector: await rawKey(account) };
}

interface Injected {
  message_id: string;
  thread_id: string;
  rfc: string;
}

/** Injects a message with a known RFC Message-ID; a short pause keeps consecutive timestamps apart. */
async function deliver(org: Org, inboxId: string, options: Omit<RawOptions, "to"> = {}): Promise<Injected> {
  const rfc = options.messageId ?? `<${randomUUID()}@sender.test>`;
  const res = await inject(org.injector, rawMessage({ to: inboxId, ...options, messageId: rfc }), inboxId);
  if (res.status !== 201) throw new Error(`inject failed: ${res.status} ${res.text}`);
  await sleep(3);
  return { message_id: res.body.message_id, thread_id: res.body.thread_id, rfc };
}

async function get(path: string, key: string) {
  const res = await call("GET", path, { key });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.body;
}

const threadIds = (body: { threads: Array<{ thread_id: string }> }) => body.threads.map((t) => t.thread_id);
const messageIds = (list: Array<{ message_id: string }>) => list.map((m) => m.message_id);

/** Paths of every `null` inside a JSON value. */
function nullPaths(value: unknown, path = "$"): string[] {
  if (value === null) return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => nullPaths(v, `${path}[${i}]`));
  if (typeof value === "object") return Object.entries(value).flatMap(([k, v]) => nullPaths(v, `${path}.${k}`));
  return [];
}

describe("the four thread route families", () => {
  let org: Org;
  let key: string;
  let defaultPod: string;
  let podB: string;
  let i1: string;
  let i2: string;
  let i3: string;
  let t1: Injected;
  let t2: Injected;
  let t3: Injected;

  beforeAll(async () => {
    org = await newOrg();
    key = org.account.key;
    defaultPod = org.account.defaultPodId;
    podB = (await createPod(key, { name: "Pod B" })).pod_id;
    i1 = (await createInbox(key)).inbox_id;
    i2 = (await createInbox(key)).inbox_id;
    i3 = (await createInbox(key, { pod_id: podB })).inbox_id;
    t1 = await deliver(org, i1, { subject: "Thread one" });
    t2 = await deliver(org, i2, { subject: "Thread two" });
    t3 = await deliver(org, i3, { subject: "Thread three" });
  });

  it("lists the threads each family covers, most recently active first", async () => {
    const all = await get("/v0/threads", key);
    expect(threadIds(all)).toEqual([t3.thread_id, t2.thread_id, t1.thread_id]);
    expect(all).toMatchObject({ count: 3, limit: 50, truncated: false });
    expect(threadIds(await get(`/v0/inboxes/${i1}/threads`, key))).toEqual([t1.thread_id]);
    expect(threadIds(await get(`/v0/inboxes/${i3}/threads`, key))).toEqual([t3.thread_id]);
    expect(threadIds(await get(`/v0/pods/${defaultPod}/threads`, key))).toEqual([t2.thread_id, t1.thread_id]);
    expect(threadIds(await get(`/v0/pods/${podB}/threads`, key))).toEqual([t3.thread_id]);
    expect(threadIds(await get(`/v0/pods/${podB}/inboxes/${i3}/threads`, key))).toEqual([t3.thread_id]);
    expect(threadIds(await get(`/v0/pods/${defaultPod}/inboxes/${i2}/threads`, key))).toEqual([t2.thread_id]);
    const wrong = await call("GET", `/v0/pods/${podB}/inboxes/${i1}/threads`, { key });
    expect(wrong.status).toBe(404);
  });

  it("limits pod and inbox keys to their scope", async () => {
    const podKey = await createKey(org.account, { name: "pod b" }, `/v0/pods/${podB}/api-keys`);
    expect(threadIds(await get("/v0/threads", podKey))).toEqual([t3.thread_id]);
    expect((await call("GET", `/v0/inboxes/${i1}/threads`, { key: podKey })).status).toBe(404);
    expect((await call("GET", `/v0/threads/${t1.thread_id}`, { key: podKey })).status).toBe(404);
    const inboxKey = await createKey(org.account, { name: "inbox 2" }, `/v0/inboxes/${i2}/api-keys`);
    expect(threadIds(await get("/v0/threads", inboxKey))).toEqual([t2.thread_id]);
    expect(threadIds(await get(`/v0/pods/${defaultPod}/threads`, inboxKey))).toEqual([t2.thread_id]);
  });

  it("gets a thread through every family in scope and 404s outside it", async () => {
    for (const path of [
      `/v0/threads/${t1.thread_id}`,
      `/v0/inboxes/${i1}/threads/${t1.thread_id}`,
      `/v0/pods/${defaultPod}/threads/${t1.thread_id}`,
      `/v0/pods/${defaultPod}/inboxes/${i1}/threads/${t1.thread_id}`,
    ]) {
      const body = await get(path, key);
      expect(body.thread_id, path).toBe(t1.thread_id);
      expect(messageIds(body.messages), path).toEqual([t1.message_id]);
    }
    for (const path of [
      `/v0/inboxes/${i2}/threads/${t1.thread_id}`,
      `/v0/pods/${podB}/threads/${t1.thread_id}`,
      `/v0/threads/thd_01HZZZZZZZZZZZZZZZZZZZZZZZ`,
    ]) {
      const res = await call("GET", path, { key });
      expect(res.status, path).toBe(404);
      expect(res.body.error.type).toBe("not_found");
    }
    const unknown = await call("GET", "/v0/threads/thd_01HZZZZZZZZZZZZZZZZZZZZZZZ", { key });
    expect(unknown.body.error.message).toBe("Thread not found");
  });

  it("moves a thread to the top when a reply arrives", async () => {
    const reply = await deliver(org, i1, { subject: "Re: Thread one", inReplyTo: t1.rfc, references: [t1.rfc] });
    expect(reply.thread_id).toBe(t1.thread_id);
    expect(threadIds(await get("/v0/threads", key))).toEqual([t1.thread_id, t3.thread_id, t2.thread_id]);
    expect(threadIds(await get(`/v0/pods/${defaultPod}/threads`, key))).toEqual([t1.thread_id, t2.thread_id]);
    expect(threadIds(await get("/v0/threads?ascending=true", key))).toEqual([t2.thread_id, t3.thread_id, t1.thread_id]);
    const first = await get("/v0/threads?limit=2", key);
    expect(threadIds(first)).toEqual([t1.thread_id, t3.thread_id]);
    const second = await get(`/v0/threads?limit=2&page_token=${first.next_page_token}`, key);
    expect(threadIds(second)).toEqual([t2.thread_id]);
    expect(second).not.toHaveProperty("next_page_token");
    const thread = await get(`/v0/threads/${t1.thread_id}`, key);
    expect(thread).toMatchObject({ message_count: 2, last_message_id: reply.message_id });
  });
});

describe("thread items", () => {
  it("carry the required fields, and received_timestamp / sent_timestamp by direction", async () => {
    const org = await newOrg();
    const key = org.account.key;
    const x = (await createInbox(key, { display_name: "Xavier" })).inbox_id;
    const y = (await createInbox(key)).inbox_id;
    const sent = await call("POST", `/v0/inboxes/${x}/messages/send`, {
      key,
      body: { to: y, subject: "Item fields", text: "Hello Y" },
    });
    expect(sent.status).toBe(201);

    const [xThread] = (await get(`/v0/inboxes/${x}/threads`, key)).threads;
    expect(xThread).toMatchObject({
      inbox_id: x,
      thread_id: sent.body.thread_id,
      labels: ["SENT"],
      senders: [`Xavier <${x}>`],
      recipients: [y],
      subject: "Item fields",
      preview: "Hello Y",
      last_message_id: sent.body.message_id,
      message_count: 1,
      size: expect.any(Number),
      pod_id: org.account.defaultPodId,
      sent_timestamp: sent.body.timestamp,
      timestamp: sent.body.timestamp,
    });
    expect(xThread.size).toBeGreaterThan(0);
    expect(xThread).not.toHaveProperty("received_timestamp");
    expect(xThread).not.toHaveProperty("attachments");
    expect(nullPaths(xThread)).toEqual([]);

    const [yThread] = (await get(`/v0/inboxes/${y}/threads`, key)).threads;
    expect(yThread).toMatchObject({ inbox_id: y, labels: ["INBOX", "UNREAD"], message_count: 1 });
    for (const field of ["timestamp", "received_timestamp", "updated_at", "created_at"]) {
      expect(new Date(yThread[field]).toISOString(), field).toBe(yThread[field]);
    }
    expect(yThread).not.toHaveProperty("sent_timestamp");
    const yMessage = (await get(`/v0/inboxes/${y}/messages`, key)).messages[0];
    expect(yThread.last_message_id).toBe(yMessage.message_id);
    expect(yThread.size).toBe(yMessage.size);

    const reply = await call("POST", `/v0/inboxes/${y}/messages/${yMessage.message_id}/reply`, {
      key,
      body: { text: "Hello back" },
    });
    expect(reply.status).toBe(201);
    const after = await get(`/v0/inboxes/${x}/threads/${sent.body.thread_id}`, key);
    expect(after.message_count).toBe(2);
    expect(after.sent_timestamp).toBe(sent.body.timestamp);
    expect(after.received_timestamp).toEqual(expect.any(String));
    expect(after.received_timestamp >= after.sent_timestamp).toBe(true);
    expect(after.timestamp).toBe(after.received_timestamp);
    expect(after.senders).toEqual([`Xavier <${x}>`, y]);
    expect(after.size).toBe(after.messages[0].size + after.messages[1].size);
    expect(after.last_message_id).toBe(after.messages[1].message_id);
    expect([...after.labels].sort()).toEqual(["INBOX", "SENT", "UNREAD"]);
  });
});

describe("thread list filters and search", () => {
  let org: Org;
  let key: string;
  let inbox: string;
  let alpha: Injected;
  let beta: Injected;
  let gamma: Injected;
  let spam: Injected;
  let mixed: Injected;
  let mixedSpam: Injected;

  beforeAll(async () => {
    org = await newOrg();
    key = org.account.key;
    inbox = (await createInbox(key)).inbox_id;
    alpha = await deliver(org, inbox, { subject: "Alpha launch plan", text: "rocket schedule" });
    beta = await deliver(org, inbox, { subject: "Beta feedback", text: "rocket colour", from: "Bea <bea@beta.test>" });
    gamma = await deliver(org, inbox, { subject: "Gamma notes", text: "nothing here" });
    spam = await deliver(org, inbox, { subject: "Rocket discount", text: "cheap rocket" });
    mixed = await deliver(org, inbox, { subject: "Mixed thread", text: "first rocket" });
    mixedSpam = await deliver(org, inbox, {
      subject: "Re: Mixed thread",
      text: "second",
      inReplyTo: mixed.rfc,
    });
    expect(mixedSpam.thread_id).toBe(mixed.thread_id);
    const label = async (m: Injected, body: Record<string, unknown>) => {
      const res = await call("PATCH", `/v0/inboxes/${inbox}/messages/${m.message_id}`, { key, body });
      expect(res.status).toBe(200);
    };
    await label(alpha, { add_labels: ["launch", "q3"] });
    await label(beta, { add_labels: "launch" });
    await label(spam, { add_labels: "spam" });
    await label(mixedSpam, { add_labels: "SPAM" });
  });

  const list = async (query: string, k = key) => get(`/v0/inboxes/${inbox}/threads?${query}`, k);

  it("hides threads holding a hidden-label message unless asked", async () => {
    expect(threadIds(await list(""))).toEqual([gamma.thread_id, beta.thread_id, alpha.thread_id]);
    expect(threadIds(await list("include_spam=true"))).toEqual([
      mixed.thread_id,
      spam.thread_id,
      gamma.thread_id,
      beta.thread_id,
      alpha.thread_id,
    ]);
    expect(threadIds(await list("labels=SPAM"))).toEqual([mixed.thread_id, spam.thread_id]);
    expect(threadIds(await list("include_trash=true"))).toHaveLength(3);
    expect(threadIds(await get("/v0/threads", key))).toEqual([gamma.thread_id, beta.thread_id, alpha.thread_id]);
  });

  it("narrows a key without label_spam_read silently", async () => {
    const narrow = await createKey(org.account, {
      name: "narrow",
      permissions: ["thread_read", "message_read", "message_update", "thread_delete"],
    });
    expect(threadIds(await list("include_spam=true", narrow))).toEqual([
      gamma.thread_id,
      beta.thread_id,
      alpha.thread_id,
    ]);
    expect(threadIds(await list("labels=SPAM", narrow))).toEqual([]);
    // In a thread it may read, it sees only the messages it may read.
    const thread = await get(`/v0/inboxes/${inbox}/threads/${mixed.thread_id}`, narrow);
    expect(messageIds(thread.messages)).toEqual([mixed.message_id]);
    const full = await get(`/v0/inboxes/${inbox}/threads/${mixed.thread_id}`, key);
    expect(messageIds(full.messages)).toEqual([mixed.message_id, mixedSpam.message_id]);
    // A thread whose every message is spam does not exist for it.
    const spamOnly = await call("GET", `/v0/inboxes/${inbox}/threads/${spam.thread_id}`, { key: narrow });
    expect(spamOnly.status, JSON.stringify(spamOnly.body)).toBe(404);
    expect(spamOnly.body.error).toMatchObject({ type: "not_found", message: "Thread not found" });
    for (const method of ["PATCH", "DELETE"]) {
      const res = await call(method, `/v0/threads/${spam.thread_id}`, {
        key: narrow,
        ...(method === "PATCH" ? { body: { remove_labels: "SPAM" } } : {}),
      });
      expect(res.status, method).toBe(404);
    }
    const stillSpam = await get(`/v0/inboxes/${inbox}/messages/${spam.message_id}`, key);
    expect(stillSpam.labels).toContain("SPAM");
    expect((await call("GET", `/v0/inboxes/${inbox}/threads/${spam.thread_id}`, { key })).status).toBe(200);
  });

  it("filters by labels (every label, any list form)", async () => {
    expect(threadIds(await list("labels=launch"))).toEqual([beta.thread_id, alpha.thread_id]);
    expect(threadIds(await list("labels=launch,q3"))).toEqual([alpha.thread_id]);
    expect(threadIds(await list(`labels=${encodeURIComponent('["launch","q3"]')}`))).toEqual([alpha.thread_id]);
    expect(threadIds(await list("labels[]=launch&labels[]=q3"))).toEqual([alpha.thread_id]);
    expect(threadIds(await list("labels=launch&labels=q3"))).toEqual([alpha.thread_id]);
    expect(threadIds(await list("labels=nope"))).toEqual([]);
  });

  it("filters by before and after on the thread timestamp", async () => {
    const threads = (await list("")).threads;
    const betaTs = threads.find((t: { thread_id: string }) => t.thread_id === beta.thread_id).timestamp;
    expect(threadIds(await list(`after=${encodeURIComponent(betaTs)}`))).toEqual([gamma.thread_id]);
    expect(threadIds(await list(`before=${encodeURIComponent(betaTs)}`))).toEqual([alpha.thread_id]);
    expect(threadIds(await list(`before=${encodeURIComponent(betaTs)}&include_spam`))).toEqual([alpha.thread_id]);
    const bad = await call("GET", `/v0/inboxes/${inbox}/threads?after=soon`, { key });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("after must be an ISO 8601 timestamp");
  });

  it("matches every word of q on the list and on /threads/search", async () => {
    expect(threadIds(await list("q=rocket"))).toEqual([beta.thread_id, alpha.thread_id]);
    expect(threadIds(await list("q=rocket%20schedule"))).toEqual([alpha.thread_id]);
    expect(threadIds(await list("q=ROCKET%20bea@beta.test"))).toEqual([beta.thread_id]);
    expect(threadIds(await list("q=rocket&include_spam"))).toEqual([
      mixed.thread_id,
      spam.thread_id,
      beta.thread_id,
      alpha.thread_id,
    ]);
    const search = await get(`/v0/inboxes/${inbox}/threads/search?q=rocket%20feedback`, key);
    expect(threadIds(search)).toEqual([beta.thread_id]);
    expect(search.truncated).toBe(false);
    expect(threadIds(await get("/v0/threads/search?q=rocket", key))).toEqual([beta.thread_id, alpha.thread_id]);
    expect(threadIds(await get("/v0/threads/search?q=rocket&labels=spam", key))).toEqual([
      mixed.thread_id,
      spam.thread_id,
    ]);
    expect(threadIds(await get("/v0/threads/search?q=rocket%20unicorn", key))).toEqual([]);
    const paged = await get(`/v0/inboxes/${inbox}/threads/search?q=rocket&limit=1`, key);
    expect(threadIds(paged)).toEqual([beta.thread_id]);
    const next = await get(
      `/v0/inboxes/${inbox}/threads/search?q=rocket&limit=1&page_token=${paged.next_page_token}`,
      key,
    );
    expect(threadIds(next)).toEqual([alpha.thread_id]);
    for (const path of ["/v0/threads/search", `/v0/inboxes/${inbox}/threads/search?q=`]) {
      const res = await call("GET", path, { key });
      expect(res.status, path).toBe(400);
      expect(res.body.error).toMatchObject({ type: "validation", message: "q is required", param: "q" });
    }
  });
});

describe("GET /threads/{id}: message pages", () => {
  let org: Org;
  let inbox: string;
  const chain: Injected[] = [];

  beforeAll(async () => {
    org = await newOrg();
    inbox = (await createInbox(org.account.key)).inbox_id;
    chain.push(await deliver(org, inbox, { subject: "Five messages" }));
    for (let i = 1; i < 5; i++) {
      const previous = chain[i - 1];
      chain.push(
        await deliver(org, inbox, {
          subject: "Re: Five messages",
          text: `Reply ${i}`,
          inReplyTo: previous.rfc,
          references: chain.map((c) => c.rfc),
        }),
      );
    }
  });

  it("answers every message oldest first with the thread fields", async () => {
    const thread = await get(`/v0/threads/${chain[0].thread_id}`, org.account.key);
    expect(new Set(chain.map((c) => c.thread_id))).toEqual(new Set([chain[0].thread_id]));
    expect(messageIds(thread.messages)).toEqual(messageIds(chain));
    expect(thread).toMatchObject({ count: 5, limit: 500, message_count: 5, last_message_id: chain[4].message_id });
    expect(thread).not.toHaveProperty("next_page_token");
    expect(thread.messages[1].text).toContain("Reply 1");
  });

  it("pages newest first, oldest first within a page, and caps limit at 500", async () => {
    const path = `/v0/threads/${chain[0].thread_id}`;
    const first = await get(`${path}?limit=2`, org.account.key);
    expect(messageIds(first.messages)).toEqual([chain[3].message_id, chain[4].message_id]);
    expect(first).toMatchObject({ count: 2, limit: 2, message_count: 5 });
    const second = await get(`${path}?limit=2&page_token=${first.next_page_token}`, org.account.key);
    expect(messageIds(second.messages)).toEqual([chain[1].message_id, chain[2].message_id]);
    const third = await get(`${path}?limit=2&page_token=${second.next_page_token}`, org.account.key);
    expect(messageIds(third.messages)).toEqual([chain[0].message_id]);
    expect(third).not.toHaveProperty("next_page_token");
    const capped = await get(`${path}?limit=600`, org.account.key);
    expect(capped.limit).toBe(500);
    expect(capped.count).toBe(5);
  });
});

describe("PATCH and DELETE /threads/{id}", () => {
  it("relabels every message and answers the thread without messages", async () => {
    const org = await newOrg();
    const key = org.account.key;
    const inbox = (await createInbox(key)).inbox_id;
    const root = await deliver(org, inbox, { subject: "Relabel me" });
    const reply = await deliver(org, inbox, { subject: "Re: Relabel me", inReplyTo: root.rfc });
    const other = await deliver(org, inbox, { subject: "Leave me" });
    const res = await call("PATCH", `/v0/inboxes/${inbox}/threads/${root.thread_id}`, {
      key,
      body: { add_labels: ["tagged", "Inbox"], remove_labels: "unread" },
    });
    expect(res.status).toBe(200);
    expect(res.body.thread_id).toBe(root.thread_id);
    expect(res.body).not.toHaveProperty("messages");
    expect(res.body).not.toHaveProperty("count");
    expect([...res.body.labels].sort()).toEqual(["INBOX", "tagged"]);
    for (const m of [root, reply]) {
      const got = await get(`/v0/inboxes/${inbox}/messages/${m.message_id}`, key);
      expect(got.labels).toEqual(["INBOX", "tagged"]);
    }
    expect((await get(`/v0/inboxes/${inbox}/messages/${other.message_id}`, key)).labels).toEqual(["INBOX", "UNREAD"]);
    const viaOrg = await call("PATCH", `/v0/threads/${root.thread_id}`, { key, body: { remove_labels: ["tagged"] } });
    expect(viaOrg.body.labels).toEqual(["INBOX"]);
    expect(threadIds(await get(`/v0/inboxes/${inbox}/threads?labels=tagged`, key))).toEqual([]);
  });

  it("deletes the thread and its messages", async () => {
    const org = await newOrg();
    const key = org.account.key;
    const inbox = (await createInbox(key)).inbox_id;
    const root = await deliver(org, inbox, { subject: "Delete me" });
    const reply = await deliver(org, inbox, { subject: "Re: Delete me", inReplyTo: root.rfc });
    const keep = await deliver(org, inbox, { subject: "Keep me" });
    const res = await call("DELETE", `/v0/inboxes/${inbox}/threads/${root.thread_id}`, { key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    for (const m of [root, reply]) {
      const gone = await call("GET", `/v0/inboxes/${inbox}/messages/${m.message_id}`, { key });
      expect(gone.status).toBe(404);
      expect(gone.body.error.message).toBe("Message not found");
    }
    const thread = await call("GET", `/v0/threads/${root.thread_id}`, { key });
    expect(thread.status).toBe(404);
    expect(thread.body.error).toMatchObject({ type: "not_found", message: "Thread not found" });
    expect((await call("DELETE", `/v0/threads/${root.thread_id}`, { key })).status).toBe(404);
    expect(threadIds(await get("/v0/threads", key))).toEqual([keep.thread_id]);
    expect(messageIds((await get(`/v0/inboxes/${inbox}/messages`, key)).messages)).toEqual([keep.message_id]);
  });
});

describe("threading of inbound mail", () => {
  let org: Org;
  let inbox: string;
  let root: Injected;

  beforeAll(async () => {
    org = await newOrg();
    inbox = (await createInbox(org.account.key)).inbox_id;
    root = await deliver(org, inbox, { subject: "Weekly sync", messageId: `<root-${randomUUID()}@sender.test>` });
  });

  it("joins the thread of the message named in In-Reply-To", async () => {
    const reply = await deliver(org, inbox, { subject: "Re: Weekly sync", inReplyTo: root.rfc });
    expect(reply.thread_id).toBe(root.thread_id);
    const got = await get(`/v0/inboxes/${inbox}/messages/${reply.message_id}`, org.account.key);
    expect(got).toMatchObject({ thread_id: root.thread_id, in_reply_to: root.rfc });
    // A reply to the reply joins too.
    const deeper = await deliver(org, inbox, { subject: "Re: Re: Weekly sync", inReplyTo: reply.rfc });
    expect(deeper.thread_id).toBe(root.thread_id);
  });

  it("joins by References when In-Reply-To is unknown or missing", async () => {
    const byRefs = await deliver(org, inbox, { subject: "Different subject", references: [root.rfc] });
    expect(byRefs.thread_id).toBe(root.thread_id);
    const mixed = await deliver(org, inbox, {
      subject: "Another",
      inReplyTo: `<unknown-${randomUUID()}@nowhere.test>`,
      references: [root.rfc, `<unknown-${randomUUID()}@nowhere.test>`],
    });
    expect(mixed.thread_id).toBe(root.thread_id);
  });

  it("starts a new thread for an unknown In-Reply-To or the same subject without references", async () => {
    const unknown = await deliver(org, inbox, {
      subject: "Re: Weekly sync",
      inReplyTo: `<unknown-${randomUUID()}@nowhere.test>`,
    });
    expect(unknown.thread_id).not.toBe(root.thread_id);
    const sameSubject = await deliver(org, inbox, { subject: "Weekly sync" });
    expect(sameSubject.thread_id).not.toBe(root.thread_id);
    expect(sameSubject.thread_id).not.toBe(unknown.thread_id);
    const thread = await get(`/v0/threads/${root.thread_id}`, org.account.key);
    expect(thread.message_count).toBe(5);
  });

  it("does not join a thread of another inbox", async () => {
    const other = (await createInbox(org.account.key)).inbox_id;
    const elsewhere = await deliver(org, other, { subject: "Re: Weekly sync", inReplyTo: root.rfc });
    expect(elsewhere.thread_id).not.toBe(root.thread_id);
    const thread = await get(`/v0/inboxes/${other}/threads/${elsewhere.thread_id}`, org.account.key);
    expect(thread.message_count).toBe(1);
  });
});
