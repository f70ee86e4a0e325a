// Drafts over HTTP: create (every field, client_id dedupe), read, list, update, the recipient cap, send (labels,
// draft.sent and message.sent), reply drafts, send_at scheduling through the due-job runner, failures, delete.
import { randomBytes } from "node:crypto";
import { simpleParser } from "mailparser";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { draftJobId } from "../../shared/domain/drafts.js";
import { eventsOf, testDb } from "../helpers/db.js";
import { type Account, call, createInbox, createKey, createPod, signUp } from "../helpers/http.js";
import { sleep, waitFor } from "../helpers/wait.js";

let account: Account;
let a: string;
let b: string;

const tag = () => randomBytes(4).toString("hex");
const rfcId = (messageId: string) => `<${messageId}@agents.localhost>`;

beforeAll(async () => {
  account = await signUp();
  [a, b] = await Promise.all([
    createInbox(account.key, { display_name: "Drafter" }).then((i) => i.inbox_id),
    createInbox(account.key).then((i) => i.inbox_id),
  ]);
});

async function createDraft(inbox: string, body: Record<string, unknown>, key = account.key) {
  const res = await call("POST", `/v0/inboxes/${inbox}/drafts`, { key, body });
  if (res.status !== 201) throw new Error(`draft create failed: ${res.status} ${res.text}`);
  return res.body;
}

const draftPath = (inbox: string, draftId: string) => `/v0/inboxes/${inbox}/drafts/${draftId}`;

async function arrived(inbox: string, subject: string) {
  const item = await waitFor(
    async () => {
      const list = await call("GET", `/v0/inboxes/${inbox}/messages`, { key: account.key });
      return list.body.messages.find((m: { subject?: string }) => m.subject === subject);
    },
    8000,
    `"${subject}" in ${inbox}`,
  );
  return (await call("GET", `/v0/inboxes/${inbox}/messages/${item.message_id}`, { key: account.key })).body;
}

async function hasMessage(inbox: string, subject: string): Promise<boolean> {
  const list = await call("GET", `/v0/inboxes/${inbox}/messages`, { key: account.key });
  return list.body.messages.some((m: { subject?: string }) => m.subject === subject);
}

/** The due-job records of a draft's scheduled send (the local Scheduler's table items). */
async function scheduledJobs(draftId: string) {
  const { data } = await testDb()
    .entities.dueJob.query.byJob({ jobId: draftJobId(draftId) })
    .go();
  return data;
}

async function draftSentEvents(organizationId: string, draftId: string) {
  return (await eventsOf(organizationId)).filter(
    (e) => e.eventType === "draft.sent" && (e.data as { draft_id?: string }).draft_id === draftId,
  );
}

describe("creating and reading drafts", () => {
  it("creates a draft with every field (201) and reads it by the inbox route, /v0/drafts/{id} and the pod route", async () => {
    const notes = Buffer.from("hello notes");
    const created = await call("POST", `/v0/inboxes/${a}/drafts`, {
      key: account.key,
      body: {
        labels: ["drafted", "Follow-Up"],
        to: `Bob <${b}>`,
        cc: ["c1@example.net", "Cee Two <C2@Example.net>"],
        bcc: "hidden@example.net",
        reply_to: "Replies <replies@example.net>",
        subject: "Every field",
        text: "the text body",
        html: "<p>the html body</p>",
        attachments: [{ filename: "notes.txt", content_type: "text/plain", content: notes.toString("base64") }],
      },
    });
    expect(created.status).toBe(201);
    const draft = created.body;
    expect(draft).toMatchObject({
      inbox_id: a,
      labels: ["drafted", "Follow-Up"],
      to: [`Bob <${b}>`],
      cc: ["c1@example.net", "Cee Two <c2@example.net>"],
      bcc: ["hidden@example.net"],
      reply_to: ["Replies <replies@example.net>"],
      subject: "Every field",
      text: "the text body",
      html: "<p>the html body</p>",
      preview: "the text body",
      pod_id: account.defaultPodId,
    });
    expect(draft.draft_id).toMatch(/^drf_/);
    expect(draft.attachments).toEqual([
      expect.objectContaining({ filename: "notes.txt", size: notes.length, content_type: "text/plain" }),
    ]);
    expect(draft.attachments[0].attachment_id).toMatch(/^att_/);
    expect(draft.created_at).toBe(draft.updated_at);
    for (const absent of ["send_at", "send_status", "in_reply_to", "client_id", "references"]) {
      expect(draft).not.toHaveProperty(absent);
    }

    for (const path of [
      draftPath(a, draft.draft_id),
      `/v0/drafts/${draft.draft_id}`,
      `/v0/pods/${account.defaultPodId}/drafts/${draft.draft_id}`,
      `/v0/pods/${account.defaultPodId}/inboxes/${a}/drafts/${draft.draft_id}`,
    ]) {
      const read = await call("GET", path, { key: account.key });
      expect({ path, status: read.status }).toEqual({ path, status: 200 });
      expect(read.body).toEqual(draft);
    }

    // Other organizations and other inboxes do not see it.
    const stranger = await signUp();
    expect((await call("GET", `/v0/drafts/${draft.draft_id}`, { key: stranger.key })).status).toBe(404);
    expect((await call("GET", draftPath(b, draft.draft_id), { key: account.key })).status).toBe(404);
    const bKey = await createKey(account, { name: "b only" }, `/v0/inboxes/${b}/api-keys`);
    expect((await call("GET", `/v0/drafts/${draft.draft_id}`, { key: bKey })).status).toBe(404);
  });

  it("takes recipients as strings or arrays and refuses invalid ones with their field", async () => {
    const draft = await createDraft(a, { to: ["x@example.net", "y@example.net"], cc: "z@example.net, w@example.net" });
    expect(draft.to).toEqual(["x@example.net", "y@example.net"]);
    expect(draft.cc).toEqual(["z@example.net", "w@example.net"]);
    // Nothing at all is a valid draft.
    const empty = await call("POST", `/v0/inboxes/${a}/drafts`, { key: account.key, body: {} });
    expect(empty.status).toBe(201);
    expect(empty.body.labels).toEqual([]);

    const bad = await call("POST", `/v0/inboxes/${a}/drafts`, {
      key: account.key,
      body: { to: b, cc: ["not-an-address"] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({ type: "validation", message: "Invalid recipient: not-an-address", param: "cc" });
    const badAttachment = await call("POST", `/v0/inboxes/${a}/drafts`, {
      key: account.key,
      body: { to: b, attachments: [{ filename: "x.txt" }] },
    });
    expect(badAttachment.status).toBe(400);
    expect(badAttachment.body.error.param).toBe("attachments");
  });

  it("dedupes on client_id: the same client_id answers 200 with the existing draft unchanged", async () => {
    const clientId = `client-${tag()}`;
    const first = await call("POST", `/v0/inboxes/${a}/drafts`, {
      key: account.key,
      body: { client_id: clientId, subject: "First", to: b },
    });
    expect(first.status).toBe(201);
    expect(first.body.client_id).toBe(clientId);
    const second = await call("POST", `/v0/inboxes/${a}/drafts`, {
      key: account.key,
      body: { client_id: clientId, subject: "Second" },
    });
    expect(second.status).toBe(200);
    expect(second.body.draft_id).toBe(first.body.draft_id);
    expect(second.body.subject).toBe("First");
    const list = await call("GET", `/v0/inboxes/${a}/drafts?limit=500`, { key: account.key });
    expect(list.body.drafts.filter((d: { client_id?: string }) => d.client_id === clientId)).toHaveLength(1);

    // Once the draft is deleted the client_id is free again.
    expect((await call("DELETE", draftPath(a, first.body.draft_id), { key: account.key })).body).toEqual({ ok: true });
    const third = await call("POST", `/v0/inboxes/${a}/drafts`, {
      key: account.key,
      body: { client_id: clientId, subject: "Third" },
    });
    expect(third.status).toBe(201);
    expect(third.body.draft_id).not.toBe(first.body.draft_id);
  });

  it("a client_id used in another inbox never hands that inbox's draft out", async () => {
    const clientId = `shared-${tag()}`;
    const secret = await createDraft(a, { client_id: clientId, subject: "A's secret", text: "private" });
    const bKey = await createKey(account, { name: "b only" }, `/v0/inboxes/${b}/api-keys`);
    const res = await call("POST", `/v0/inboxes/${b}/drafts`, {
      key: bKey,
      body: { client_id: clientId, subject: "B's draft" },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ type: "conflict", param: "client_id" });
    expect(res.text).not.toContain(secret.draft_id);
    expect(res.text).not.toContain("private");
    // A's draft is untouched.
    expect((await call("GET", draftPath(a, secret.draft_id), { key: account.key })).body.subject).toBe("A's secret");
  });
});

describe("listing drafts", () => {
  let owner: Account;
  let podId: string;
  let x: string;
  let y: string;
  const ids: Record<string, string> = {};
  const createdAt: Record<string, string> = {};

  beforeAll(async () => {
    owner = await signUp();
    podId = (await createPod(owner.key, { name: "drafts" })).pod_id;
    x = (await createInbox(owner.key)).inbox_id;
    y = (await createInbox(owner.key, { pod_id: podId })).inbox_id;
    for (const [name, inbox] of [
      ["x1", x],
      ["x2", x],
      ["x3", x],
      ["y1", y],
    ] as const) {
      const draft = await createDraft(inbox, { subject: name, text: `${name} body` }, owner.key);
      ids[name] = draft.draft_id;
      createdAt[name] = draft.created_at;
      await sleep(5);
    }
  });

  const names = (drafts: Array<{ draft_id: string }>) =>
    drafts.map((d) => Object.keys(ids).find((k) => ids[k] === d.draft_id) ?? d.draft_id);

  async function list(path: string, key = owner.key) {
    const res = await call("GET", path, { key });
    expect(res.status).toBe(200);
    return res.body;
  }

  it("lists at organization, pod and inbox level, newest first (ascending on request)", async () => {
    const org = await list("/v0/drafts");
    expect(names(org.drafts)).toEqual(["y1", "x3", "x2", "x1"]);
    expect(org.count).toBe(4);
    expect(org).not.toHaveProperty("next_page_token");
    expect(org.drafts[0]).toMatchObject({ inbox_id: y, subject: "y1", pod_id: podId, labels: [] });

    expect(names((await list(`/v0/pods/${owner.defaultPodId}/drafts`)).drafts)).toEqual(["x3", "x2", "x1"]);
    expect(names((await list(`/v0/pods/${podId}/drafts`)).drafts)).toEqual(["y1"]);
    expect(names((await list(`/v0/inboxes/${x}/drafts`)).drafts)).toEqual(["x3", "x2", "x1"]);
    expect(names((await list(`/v0/inboxes/${y}/drafts`)).drafts)).toEqual(["y1"]);
    expect(names((await list(`/v0/inboxes/${x}/drafts?ascending=true`)).drafts)).toEqual(["x1", "x2", "x3"]);

    // A pod-scoped key sees only its pod at the organization route.
    const podKey = await createKey(owner, { name: "pod" }, `/v0/pods/${podId}/api-keys`);
    expect(names((await list("/v0/drafts", podKey)).drafts)).toEqual(["y1"]);
    expect((await call("GET", `/v0/drafts/${ids.x1}`, { key: podKey })).status).toBe(404);
  });

  it("pages with limit and next_page_token", async () => {
    const first = await list("/v0/drafts?limit=3");
    expect(names(first.drafts)).toEqual(["y1", "x3", "x2"]);
    expect(first.limit).toBe(3);
    expect(first.next_page_token).toEqual(expect.any(String));
    const second = await list(`/v0/drafts?limit=3&page_token=${first.next_page_token}`);
    expect(names(second.drafts)).toEqual(["x1"]);
    expect(second).not.toHaveProperty("next_page_token");

    const inboxFirst = await list(`/v0/inboxes/${x}/drafts?limit=2&ascending=true`);
    expect(names(inboxFirst.drafts)).toEqual(["x1", "x2"]);
    const inboxSecond = await list(
      `/v0/inboxes/${x}/drafts?limit=2&ascending=true&page_token=${inboxFirst.next_page_token}`,
    );
    expect(names(inboxSecond.drafts)).toEqual(["x3"]);
    expect(inboxSecond).not.toHaveProperty("next_page_token");
  });

  it("filters by before and after (creation time)", async () => {
    const q = encodeURIComponent;
    expect(names((await list(`/v0/drafts?before=${q(createdAt.x3)}`)).drafts)).toEqual(["x2", "x1"]);
    expect(names((await list(`/v0/drafts?after=${q(createdAt.x1)}`)).drafts)).toEqual(["y1", "x3", "x2"]);
    expect(names((await list(`/v0/drafts?after=${q(createdAt.x1)}&before=${q(createdAt.y1)}`)).drafts)).toEqual([
      "x3",
      "x2",
    ]);
    const paged = await list(`/v0/drafts?after=${q(createdAt.x1)}&limit=1`);
    expect(names(paged.drafts)).toEqual(["y1"]);
    const next = await list(`/v0/drafts?after=${q(createdAt.x1)}&limit=1&page_token=${paged.next_page_token}`);
    expect(names(next.drafts)).toEqual(["x3"]);
    const bad = await call("GET", "/v0/drafts?before=yesterday", { key: owner.key });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("before");
  });
});

describe("updating drafts", () => {
  it("leaves omitted fields unchanged and clears the ones set to null", async () => {
    const draft = await createDraft(a, {
      to: b,
      cc: "keep-cc@example.net",
      reply_to: "rt@example.net",
      subject: "Original subject",
      text: "original text",
      html: "<p>original html</p>",
      labels: ["keep"],
    });
    const path = draftPath(a, draft.draft_id);
    await sleep(5);

    const textOnly = await call("PATCH", path, { key: account.key, body: { text: "second text" } });
    expect(textOnly.status).toBe(200);
    expect(textOnly.body).toMatchObject({
      to: [b],
      cc: ["keep-cc@example.net"],
      reply_to: ["rt@example.net"],
      subject: "Original subject",
      text: "second text",
      html: "<p>original html</p>",
      preview: "second text",
      labels: ["keep"],
      created_at: draft.created_at,
    });
    expect(textOnly.body.updated_at > draft.updated_at).toBe(true);

    const cleared = await call("PATCH", path, {
      key: account.key,
      body: { subject: null, text: null, to: null, reply_to: null },
    });
    expect(cleared.status).toBe(200);
    for (const field of ["subject", "text", "to", "reply_to"]) expect(cleared.body).not.toHaveProperty(field);
    expect(cleared.body).toMatchObject({ cc: ["keep-cc@example.net"], html: "<p>original html</p>" });

    const read = await call("GET", path, { key: account.key });
    expect(read.body).toEqual(cleared.body);

    const newTo = await call("PATCH", path, {
      key: account.key,
      body: { to: "New Person <new@example.net>", bcc: ["b1@example.net"] },
    });
    expect(newTo.body).toMatchObject({ to: ["New Person <new@example.net>"], bcc: ["b1@example.net"] });

    const badRecipient = await call("PATCH", path, { key: account.key, body: { to: "nope" } });
    expect(badRecipient.status).toBe(400);
    expect(badRecipient.body.error).toMatchObject({ message: "Invalid recipient: nope", param: "to" });
  });

  it("accepts and ignores label and attachment changes on update, as the spec says", async () => {
    const keep = randomBytes(300);
    const subject = `Ignored changes ${tag()}`;
    const draft = await createDraft(a, {
      to: b,
      subject,
      text: "x",
      labels: ["one", "two"],
      attachments: [{ filename: "keep.bin", content: keep.toString("base64") }],
    });
    const path = draftPath(a, draft.draft_id);
    const res = await call("PATCH", path, {
      key: account.key,
      body: {
        text: "changed",
        add_labels: ["three"],
        remove_labels: "one",
        add_attachments: [{ filename: "added.bin", content: randomBytes(40).toString("base64") }],
        remove_attachments: [draft.attachments[0].attachment_id],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.text).toBe("changed");
    expect(res.body.labels).toEqual(["one", "two"]);
    expect(res.body.attachments.map((x: { filename: string }) => x.filename)).toEqual(["keep.bin"]);
    const sent = await call("POST", `${path}/send`, { key: account.key, body: {} });
    expect(sent.status).toBe(201);
    const copy = await arrived(b, subject);
    expect(copy.attachments.map((x: { filename: string }) => x.filename)).toEqual(["keep.bin"]);
  });

  it("refuses to change in_reply_to", async () => {
    const plain = await createDraft(a, { to: b, subject: "plain" });
    const res = await call("PATCH", draftPath(a, plain.draft_id), {
      key: account.key,
      body: { in_reply_to: "msg_01HZZZZZZZZZZZZZZZZZZZZZZZ" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: "validation", param: "in_reply_to" });
    const after = await call("GET", draftPath(a, plain.draft_id), { key: account.key });
    expect(after.body).not.toHaveProperty("in_reply_to");
  });

  it("checks the 50-recipient cap on create and update (400, param to), duplicates counted once", async () => {
    const addresses = Array.from({ length: 51 }, (_, i) => `d${i}-${tag()}@example.net`);
    const over = await call("POST", `/v0/inboxes/${a}/drafts`, {
      key: account.key,
      body: { to: addresses.slice(0, 30), cc: addresses.slice(30), subject: "too many" },
    });
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({ type: "validation", param: "to" });

    const fifty = await createDraft(a, {
      to: addresses.slice(0, 30),
      cc: [...addresses.slice(20, 50), addresses[3].toUpperCase()],
    });
    expect(fifty.to).toHaveLength(30);
    const path = draftPath(a, fifty.draft_id);
    const tooMany = await call("PATCH", path, { key: account.key, body: { bcc: [addresses[50]] } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ type: "validation", param: "to" });
    expect((await call("GET", path, { key: account.key })).body).not.toHaveProperty("bcc");
    // Replacing a list stays under the cap.
    const swapped = await call("PATCH", path, { key: account.key, body: { cc: [addresses[50]] } });
    expect(swapped.status).toBe(200);
    expect(swapped.body.cc).toEqual([addresses[50]]);
  });
});

describe("sending drafts", () => {
  it("sends (201), deletes the draft, labels = draft + add_labels − remove_labels, emits draft.sent and message.sent", async () => {
    const subject = `Draft send ${tag()}`;
    const bytes = randomBytes(1500);
    const draft = await createDraft(a, {
      to: b,
      cc: "watcher@example.net",
      subject,
      text: "draft body",
      labels: ["drafted", "keep", "drop"],
      attachments: [{ filename: "blob.bin", content: bytes.toString("base64") }],
    });
    const path = draftPath(a, draft.draft_id);
    const res = await call("POST", `${path}/send`, {
      key: account.key,
      body: { add_labels: ["extra"], remove_labels: "drop" },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["message_id", "thread_id", "timestamp"]);
    expect(res.body.message_id).toMatch(/^msg_/);

    expect((await call("GET", path, { key: account.key })).status).toBe(404);
    expect((await call("GET", `/v0/drafts/${draft.draft_id}`, { key: account.key })).status).toBe(404);
    const listed = await call("GET", `/v0/inboxes/${a}/drafts?limit=500`, { key: account.key });
    expect(listed.body.drafts.some((d: { draft_id: string }) => d.draft_id === draft.draft_id)).toBe(false);

    const message = await call("GET", `/v0/inboxes/${a}/messages/${res.body.message_id}`, { key: account.key });
    expect(message.body).toMatchObject({
      labels: ["SENT", "drafted", "keep", "extra"],
      direction: "outbound",
      from: `Drafter <${a}>`,
      to: [b],
      cc: ["watcher@example.net"],
      subject,
      text: "draft body",
      thread_id: res.body.thread_id,
    });

    const events = await eventsOf(account.organizationId);
    const draftSent = events.filter(
      (e) => e.eventType === "draft.sent" && (e.data as { draft_id?: string }).draft_id === draft.draft_id,
    );
    expect(draftSent).toHaveLength(1);
    expect(draftSent[0].inboxId).toBe(a);
    expect(draftSent[0].data).toEqual({
      draft_id: draft.draft_id,
      inbox_id: a,
      send: { message_id: res.body.message_id, thread_id: res.body.thread_id, timestamp: res.body.timestamp },
    });
    const messageSent = events.find(
      (e) =>
        e.eventType === "message.sent" &&
        (e.data as { send?: { message_id?: string } }).send?.message_id === res.body.message_id,
    );
    expect(messageSent?.data).toMatchObject({
      send: { inbox_id: a, recipients: [b, "watcher@example.net"] },
      message: { message_id: res.body.message_id, subject },
    });

    const copy = await arrived(b, subject);
    expect(copy.text).toContain("draft body");
    const attachment = copy.attachments?.find((x: { filename?: string }) => x.filename === "blob.bin");
    expect(attachment?.size).toBe(bytes.length);
    const download = await fetch(
      `${inject("baseUrl")}/v0/inboxes/${b}/messages/${copy.message_id}/attachments/${attachment.attachment_id}/download`,
      { headers: { authorization: `Bearer ${account.key}` } },
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    // A sent draft cannot be sent again.
    expect((await call("POST", `${path}/send`, { key: account.key, body: {} })).status).toBe(404);
  });

  it("a draft that cannot be sent (no recipient) stays, and sends once it has one", async () => {
    const subject = `Fix me ${tag()}`;
    const draft = await createDraft(a, { subject, text: "x" });
    const path = draftPath(a, draft.draft_id);
    const refused = await call("POST", `${path}/send`, { key: account.key, body: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.error.type).toBe("validation");
    const kept = await call("GET", path, { key: account.key });
    expect(kept.status).toBe(200);
    await call("PATCH", path, { key: account.key, body: { to: b } });
    const res = await call("POST", `${path}/send`, { key: account.key, body: {} });
    expect(res.status).toBe(201);
    expect((await arrived(b, subject)).text).toContain("x");
  });

  it("a reply draft (in_reply_to) is sent in the original's thread with In-Reply-To and References", async () => {
    const subject = `Question ${tag()}`;
    const original = await call("POST", `/v0/inboxes/${b}/messages/send`, {
      key: account.key,
      body: { to: a, subject, text: "a question" },
    });
    expect(original.status).toBe(201);
    const received = await arrived(a, subject);

    const draft = await createDraft(a, { in_reply_to: received.message_id, to: b, text: "an answer" });
    expect(draft.in_reply_to).toBe(received.message_id);
    expect(draft.references).toEqual([rfcId(original.body.message_id)]);
    // Recipients are not filled in from the original.
    const bare = await createDraft(a, { in_reply_to: received.message_id });
    expect(bare).not.toHaveProperty("to");
    expect(bare.in_reply_to).toBe(received.message_id);

    // in_reply_to may be repeated unchanged on update, not changed.
    const same = await call("PATCH", draftPath(a, draft.draft_id), {
      key: account.key,
      body: { in_reply_to: received.message_id, subject: `Re: ${subject}` },
    });
    expect(same.status).toBe(200);
    const cleared = await call("PATCH", draftPath(a, draft.draft_id), {
      key: account.key,
      body: { in_reply_to: null },
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.error.param).toBe("in_reply_to");

    const res = await call("POST", `${draftPath(a, draft.draft_id)}/send`, { key: account.key, body: {} });
    expect(res.status).toBe(201);
    expect(res.body.thread_id).toBe(received.thread_id);
    const message = await call("GET", `/v0/inboxes/${a}/messages/${res.body.message_id}`, { key: account.key });
    expect(message.body.in_reply_to).toBe(rfcId(original.body.message_id));

    const atB = await arrived(b, `Re: ${subject}`);
    expect(atB.thread_id).toBe(original.body.thread_id);
    const raw = await fetch(`${inject("baseUrl")}/v0/inboxes/${b}/messages/${atB.message_id}/raw/download`, {
      headers: { authorization: `Bearer ${account.key}` },
    });
    const parsed = await simpleParser(Buffer.from(await raw.arrayBuffer()));
    expect(parsed.inReplyTo).toBe(rfcId(original.body.message_id));
    expect(parsed.references).toBe(rfcId(original.body.message_id));
  });

  it("refuses in_reply_to that is not a message of this inbox (404, param in_reply_to)", async () => {
    const unknown = await call("POST", `/v0/inboxes/${a}/drafts`, {
      key: account.key,
      body: { to: b, in_reply_to: "msg_01HZZZZZZZZZZZZZZZZZZZZZZZ" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ type: "not_found", param: "in_reply_to" });

    // A message that exists, but in another inbox.
    const sent = await call("POST", `/v0/inboxes/${b}/messages/send`, {
      key: account.key,
      body: { to: "elsewhere@example.net", text: "x" },
    });
    const foreign = await call("POST", `/v0/inboxes/${a}/drafts`, {
      key: account.key,
      body: { to: b, in_reply_to: sent.body.message_id },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.param).toBe("in_reply_to");
  });
});

describe.concurrent("scheduled drafts (send_at)", () => {
  it("is scheduled, keeps its schedule across other edits, and is sent within ~3 s of send_at", async ({ expect }) => {
    const subject = `Scheduled ${tag()}`;
    const sendAt = new Date(Date.now() + 1500);
    // Any ISO form is accepted and stored in UTC.
    const offset = `${sendAt.toISOString().slice(0, -1)}+00:00`;
    const draft = await createDraft(a, { to: b, subject, text: "before edit", send_at: offset });
    expect(draft).toMatchObject({ send_status: "scheduled", send_at: sendAt.toISOString() });
    const path = draftPath(a, draft.draft_id);
    const edited = await call("PATCH", path, { key: account.key, body: { text: "after edit" } });
    expect(edited.body).toMatchObject({ send_status: "scheduled", send_at: sendAt.toISOString() });

    await waitFor(
      async () => ((await call("GET", path, { key: account.key })).status === 404 ? true : undefined),
      10_000,
      "the scheduled draft to be sent",
    );
    const goneAt = Date.now();
    expect(goneAt - sendAt.getTime()).toBeLessThan(3000);

    const [event] = await waitFor(async () => {
      const found = await draftSentEvents(account.organizationId, draft.draft_id);
      return found.length ? found : undefined;
    });
    const sentAt = Date.parse((event.data as { send: { timestamp: string } }).send.timestamp);
    expect(sentAt).toBeGreaterThanOrEqual(sendAt.getTime());
    expect(sentAt - sendAt.getTime()).toBeLessThan(3000);
    const message = await arrived(b, subject);
    expect(message.text).toContain("after edit");
    const sentId = (event.data as { send: { message_id: string } }).send.message_id;
    const messageSent = (await eventsOf(account.organizationId)).filter(
      (e) =>
        e.eventType === "message.sent" && (e.data as { send?: { message_id?: string } }).send?.message_id === sentId,
    );
    expect(messageSent).toHaveLength(1);
  });

  it("send_at null unschedules: nothing is sent when the time passes", async ({ expect }) => {
    const subject = `Unscheduled ${tag()}`;
    const sendAt = Date.now() + 1500;
    const draft = await createDraft(a, { to: b, subject, text: "x", send_at: new Date(sendAt).toISOString() });
    const path = draftPath(a, draft.draft_id);
    const patched = await call("PATCH", path, { key: account.key, body: { send_at: null } });
    expect(patched.status).toBe(200);
    expect(patched.body).not.toHaveProperty("send_at");
    expect(patched.body).not.toHaveProperty("send_status");
    expect(await scheduledJobs(draft.draft_id)).toEqual([]);

    await sleep(sendAt + 2000 - Date.now());
    const still = await call("GET", path, { key: account.key });
    expect(still.status).toBe(200);
    expect(still.body).not.toHaveProperty("send_status");
    expect(await hasMessage(b, subject)).toBe(false);
    expect(await draftSentEvents(account.organizationId, draft.draft_id)).toEqual([]);
  });

  it("changing send_at moves the send to the new time", async ({ expect }) => {
    const subject = `Moved ${tag()}`;
    const first = Date.now() + 1500;
    const draft = await createDraft(a, { to: b, subject, text: "x", send_at: new Date(first).toISOString() });
    const path = draftPath(a, draft.draft_id);
    const later = new Date(first + 2500);
    const moved = await call("PATCH", path, { key: account.key, body: { send_at: later.toISOString() } });
    expect(moved.body).toMatchObject({ send_status: "scheduled", send_at: later.toISOString() });
    expect((await scheduledJobs(draft.draft_id)).map((j) => j.dueAt)).toEqual([later.toISOString()]);

    await sleep(first + 1500 - Date.now());
    const waiting = await call("GET", path, { key: account.key });
    expect(waiting.status).toBe(200);
    expect(waiting.body.send_status).toBe("scheduled");
    expect(await hasMessage(b, subject)).toBe(false);

    await waitFor(
      async () => ((await call("GET", path, { key: account.key })).status === 404 ? true : undefined),
      8000,
      "the moved draft to be sent",
    );
    expect(Date.now()).toBeGreaterThanOrEqual(later.getTime());
    expect(Date.now() - later.getTime()).toBeLessThan(3000);
    expect((await arrived(b, subject)).subject).toBe(subject);
    expect(await draftSentEvents(account.organizationId, draft.draft_id)).toHaveLength(1);
  });

  it("a scheduled send that fails (inbox paused) leaves the draft failed, and it is not retried", async ({
    expect,
  }) => {
    const sender = (await createInbox(account.key)).inbox_id;
    const subject = `Will fail ${tag()}`;
    const sendAt = Date.now() + 1500;
    const draft = await createDraft(sender, { to: b, subject, text: "x", send_at: new Date(sendAt).toISOString() });
    await call("PATCH", `/v0/inboxes/${sender}`, { key: account.key, body: { status: "paused" } });
    const path = draftPath(sender, draft.draft_id);

    const failed = await waitFor(
      async () => {
        const res = await call("GET", path, { key: account.key });
        return res.body?.send_status === "failed" ? res.body : undefined;
      },
      8000,
      "send_status failed",
    );
    expect(failed).toMatchObject({ draft_id: draft.draft_id, subject, to: [b] });
    expect(await scheduledJobs(draft.draft_id)).toEqual([]);

    // Active again: the failed draft is not retried.
    await call("PATCH", `/v0/inboxes/${sender}`, { key: account.key, body: { status: "active" } });
    await sleep(2500);
    const still = await call("GET", path, { key: account.key });
    expect(still.status).toBe(200);
    expect(still.body.send_status).toBe("failed");
    expect(await hasMessage(b, subject)).toBe(false);
    expect(await draftSentEvents(account.organizationId, draft.draft_id)).toEqual([]);
    const sent = await call("GET", `/v0/inboxes/${sender}/messages`, { key: account.key });
    expect(sent.body.messages).toEqual([]);

    // Rescheduling a failed draft schedules it again.
    const again = await call("PATCH", path, {
      key: account.key,
      body: { send_at: new Date(Date.now() + 500).toISOString() },
    });
    expect(again.body.send_status).toBe("scheduled");
    expect((await arrived(b, subject)).subject).toBe(subject);
  });

  it("sending a scheduled draft now cancels its schedule: it is sent once", async ({ expect }) => {
    const subject = `Sent early ${tag()}`;
    const sendAt = Date.now() + 1500;
    const draft = await createDraft(a, { to: b, subject, text: "x", send_at: new Date(sendAt).toISOString() });
    const res = await call("POST", `${draftPath(a, draft.draft_id)}/send`, { key: account.key, body: {} });
    expect(res.status).toBe(201);
    expect(await scheduledJobs(draft.draft_id)).toEqual([]);
    await sleep(sendAt + 2000 - Date.now());
    expect(await draftSentEvents(account.organizationId, draft.draft_id)).toHaveLength(1);
    const list = await call("GET", `/v0/inboxes/${b}/messages`, { key: account.key });
    expect(list.body.messages.filter((m: { subject?: string }) => m.subject === subject)).toHaveLength(1);
  });

  it("DELETE answers {ok:true} and cancels the schedule", async ({ expect }) => {
    const subject = `Deleted ${tag()}`;
    const sendAt = Date.now() + 1500;
    const draft = await createDraft(a, { to: b, subject, text: "x", send_at: new Date(sendAt).toISOString() });
    expect(await scheduledJobs(draft.draft_id)).toHaveLength(1);
    const path = draftPath(a, draft.draft_id);
    const res = await call("DELETE", path, { key: account.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await call("GET", path, { key: account.key })).status).toBe(404);
    expect((await call("DELETE", path, { key: account.key })).status).toBe(404);
    expect(await scheduledJobs(draft.draft_id)).toEqual([]);

    await sleep(sendAt + 2000 - Date.now());
    expect(await hasMessage(b, subject)).toBe(false);
    expect(await draftSentEvents(account.organizationId, draft.draft_id)).toEqual([]);
  });

  it("refuses a send_at that is not an ISO timestamp (create and update)", async ({ expect }) => {
    const created = await call("POST", `/v0/inboxes/${a}/drafts`, {
      key: account.key,
      body: { to: b, send_at: "tomorrow at noon" },
    });
    expect(created.status).toBe(400);
    expect(created.body.error).toEqual({
      type: "validation",
      message: "send_at must be an ISO timestamp",
      param: "send_at",
    });
    const draft = await createDraft(a, { to: b });
    const patched = await call("PATCH", draftPath(a, draft.draft_id), { key: account.key, body: { send_at: "soon" } });
    expect(patched.status).toBe(400);
    expect(patched.body.error).toMatchObject({ message: "send_at must be an ISO timestamp", param: "send_at" });
  });
});

describe("ephemeral inboxes", () => {
  it("are reaped with their mail, emitting inbox.expired with deleted_messages", async () => {
    const fresh = await signUp();
    const eph = (await createInbox(fresh.key, { ttl_seconds: 2 })).inbox_id;
    const sender = (await createInbox(fresh.key)).inbox_id;
    await call("POST", `/v0/inboxes/${sender}/messages/send`, { key: fresh.key, body: { to: eph, text: "x" } });
    const expired = await waitFor(
      async () => (await eventsOf(fresh.organizationId)).find((e) => e.eventType === "inbox.expired"),
      15_000,
      "inbox.expired",
    );
    expect((expired.data as { deleted_messages: number }).deleted_messages).toBe(1);
    expect((expired.data as { inbox: { inbox_id: string } }).inbox.inbox_id).toBe(eph);
    const list = await call("GET", "/v0/inboxes", { key: fresh.key });
    expect(list.body.inboxes.map((i: { inbox_id: string }) => i.inbox_id)).toEqual([sender]);
  });
});
