// Sending over HTTP: send, reply, reply-all and forward through the local transport, with the checks in the
// spec's order (recipients, cap, paused, suppressions, send lists, attachments), the MIME that goes out, the
// message.sent event, the outbox for other domains, and attachments by content and by URL.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { eventsOf } from "../helpers/db.js";
import { type Account, call, createInbox, createKey, createPod, signUp } from "../helpers/http.js";
import { waitFor } from "../helpers/wait.js";

interface MessageView {
  message_id: string;
  thread_id: string;
  subject?: string;
  from: string;
  to: string[];
  cc?: string[];
  bcc?: string[];
  labels: string[];
  direction: string;
  delivery_status?: string;
  in_reply_to?: string;
  references?: string[];
  text?: string;
  html?: string;
  attachments?: Array<{
    attachment_id: string;
    filename?: string;
    size: number;
    content_type?: string;
    content_disposition?: string;
    content_id?: string;
  }>;
  [key: string]: unknown;
}

let account: Account;
/** Alice (display name), Bob (display name), Carol, Dave: local inboxes of one organization. */
let alice: string;
let bob: string;
let carol: string;
let dave: string;

const tag = () => randomBytes(4).toString("hex");

beforeAll(async () => {
  account = await signUp();
  const suffix = tag();
  [alice, bob, carol, dave] = await Promise.all([
    createInbox(account.key, { username: `alice-${suffix}`, display_name: "Alice Sender" }).then((i) => i.inbox_id),
    createInbox(account.key, { username: `bob-${suffix}`, display_name: "Bob Builder" }).then((i) => i.inbox_id),
    createInbox(account.key, { username: `carol-${suffix}` }).then((i) => i.inbox_id),
    createInbox(account.key, { username: `dave-${suffix}` }).then((i) => i.inbox_id),
  ]);
});

function send(inbox: string, body: Record<string, unknown>, key = account.key, action = "send") {
  return call("POST", `/v0/inboxes/${inbox}/messages/${action}`, { key, body });
}

async function sent(inbox: string, body: Record<string, unknown>, key = account.key, action = "send") {
  const res = await send(inbox, body, key, action);
  if (res.status !== 201) throw new Error(`${action} failed: ${res.status} ${res.text}`);
  return res.body as { message_id: string; thread_id: string; timestamp: string };
}

async function getMessage(inbox: string, messageId: string, key = account.key): Promise<MessageView> {
  const res = await call("GET", `/v0/inboxes/${inbox}/messages/${messageId}`, { key });
  if (res.status !== 200) throw new Error(`get message failed: ${res.status} ${res.text}`);
  return res.body;
}

/** The copy that arrived in `inbox` with this subject (full message, bodies included). */
async function arrived(inbox: string, subject: string, key = account.key): Promise<MessageView> {
  const item = await waitFor(
    async () => {
      const list = await call("GET", `/v0/inboxes/${inbox}/messages`, { key });
      return (list.body.messages as MessageView[]).find((m) => m.direction === "inbound" && m.subject === subject);
    },
    8000,
    `"${subject}" in ${inbox}`,
  );
  return getMessage(inbox, item.message_id, key);
}

async function inboundSubjects(inbox: string, key = account.key): Promise<string[]> {
  const list = await call("GET", `/v0/inboxes/${inbox}/messages`, { key });
  return (list.body.messages as MessageView[]).filter((m) => m.direction === "inbound").map((m) => m.subject ?? "");
}

async function rawOf(inbox: string, messageId: string, key = account.key): Promise<{ text: string; mail: ParsedMail }> {
  const res = await fetch(`${inject("baseUrl")}/v0/inboxes/${inbox}/messages/${messageId}/raw/download`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { text: bytes.toString("utf8"), mail: await simpleParser(bytes) };
}

async function download(inbox: string, messageId: string, attachmentId: string, key = account.key): Promise<Buffer> {
  const res = await fetch(
    `${inject("baseUrl")}/v0/inboxes/${inbox}/messages/${messageId}/attachments/${attachmentId}/download`,
    { headers: { authorization: `Bearer ${key}` } },
  );
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

function headerIds(mail: ParsedMail, name: "in-reply-to" | "references"): string[] {
  const value = mail.headers.get(name);
  const joined = Array.isArray(value) ? value.join(" ") : String(value ?? "");
  return joined.match(/<[^<>\s]+>/g) ?? [];
}

const rfcId = (messageId: string) => `<${messageId}@agents.localhost>`;

describe("send", () => {
  it("answers 201 with exactly message_id, thread_id and timestamp, and records the sent message", async () => {
    const subject = `Kickoff ${tag()}`;
    const before = Date.now();
    const res = await send(alice, {
      to: `Bob Builder <${bob}>`,
      cc: [carol],
      bcc: dave,
      subject,
      text: "Shall we start Monday?",
      labels: ["project", "q3"],
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["message_id", "thread_id", "timestamp"]);
    expect(res.body.message_id).toMatch(/^msg_/);
    expect(res.body.thread_id).toMatch(/^thd_/);
    const at = Date.parse(res.body.timestamp);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);

    const message = await getMessage(alice, res.body.message_id);
    expect(message).toMatchObject({
      message_id: res.body.message_id,
      thread_id: res.body.thread_id,
      inbox_id: alice,
      labels: ["SENT", "project", "q3"],
      direction: "outbound",
      from: `Alice Sender <${alice}>`,
      to: [`Bob Builder <${bob}>`],
      cc: [carol],
      bcc: [dave],
      subject,
      text: "Shall we start Monday?",
      timestamp: res.body.timestamp,
    });
    expect(["sent", "delivered"]).toContain(message.delivery_status);
    // Local recipients are delivered through the inbound pipeline, so the report says delivered.
    await waitFor(async () =>
      (await getMessage(alice, res.body.message_id)).delivery_status === "delivered" ? true : undefined,
    );

    // The sent message is in the sender's list and thread.
    const thread = await call("GET", `/v0/inboxes/${alice}/threads/${res.body.thread_id}`, { key: account.key });
    expect(thread.status).toBe(200);
    expect(thread.body.messages.map((m: MessageView) => m.message_id)).toEqual([res.body.message_id]);
  });

  it("emits message.sent with send {inbox_id, thread_id, message_id, timestamp, recipients}, message and thread", async () => {
    const subject = `Event ${tag()}`;
    const res = await sent(alice, { to: [bob], cc: `Carol <${carol}>`, bcc: [dave], subject, text: "event body" });
    const event = await waitFor(async () =>
      (await eventsOf(account.organizationId)).find(
        (e) =>
          e.eventType === "message.sent" &&
          (e.data as { send?: { message_id?: string } }).send?.message_id === res.message_id,
      ),
    );
    expect(event.inboxId).toBe(alice);
    const data = event.data as Record<string, any>;
    expect(data.send).toEqual({
      inbox_id: alice,
      thread_id: res.thread_id,
      message_id: res.message_id,
      timestamp: res.timestamp,
      recipients: [bob, carol, dave],
    });
    expect(data.message).toMatchObject({
      message_id: res.message_id,
      thread_id: res.thread_id,
      subject,
      direction: "outbound",
      labels: ["SENT"],
      from: `Alice Sender <${alice}>`,
      to: [bob],
      cc: [`Carol <${carol}>`],
      bcc: [dave],
    });
    expect(data.thread).toMatchObject({ thread_id: res.thread_id, inbox_id: alice, last_message_id: res.message_id });
  });

  it("writes From with the display name and the Message-ID, never a Bcc header; the bcc recipient still gets it", async () => {
    const subject = `Mime ${tag()}`;
    const res = await sent(alice, { to: `Bob Builder <${bob}>`, bcc: [dave], subject, text: "mime check" });
    const expectedId = rfcId(res.message_id);
    expect(expectedId).toMatch(/^<msg_[0-9A-Z]+@agents\.localhost>$/);

    const outgoing = await rawOf(alice, res.message_id);
    expect(outgoing.mail.from?.value).toEqual([{ address: alice, name: "Alice Sender" }]);
    expect(outgoing.mail.messageId).toBe(expectedId);
    expect(outgoing.mail.subject).toBe(subject);
    expect(outgoing.mail.headers.has("bcc")).toBe(false);
    expect(outgoing.text).not.toMatch(/^bcc:/im);
    expect(outgoing.text).not.toContain(dave);

    const atBob = await arrived(bob, subject);
    expect(atBob.from).toBe(`Alice Sender <${alice}>`);
    const received = await rawOf(bob, atBob.message_id);
    expect(received.mail.messageId).toBe(expectedId);
    expect(received.mail.from?.value).toEqual([{ address: alice, name: "Alice Sender" }]);
    expect(received.mail.headers.has("bcc")).toBe(false);
    expect(received.text).not.toContain(dave);
    expect(atBob.bcc).toBeUndefined();

    const atDave = await arrived(dave, subject);
    expect(atDave.text).toContain("mime check");
    const daveRaw = await rawOf(dave, atDave.message_id);
    expect(daveRaw.mail.messageId).toBe(expectedId);
    expect(daveRaw.mail.headers.has("bcc")).toBe(false);
  });

  it("takes to, cc and bcc as a string, a comma-separated string or an array, with display names", async () => {
    const subject = `Forms ${tag()}`;
    const res = await sent(alice, {
      to: 'one@example.net, "Last, First" <two@example.net>',
      cc: ["Three Person <THREE@Example.net>", "four@example.net"],
      bcc: "five@example.net",
      subject,
      text: "x",
    });
    const message = await getMessage(alice, res.message_id);
    expect(message.to).toEqual(["one@example.net", '"Last, First" <two@example.net>']);
    expect(message.cc).toEqual(["Three Person <three@example.net>", "four@example.net"]);
    expect(message.bcc).toEqual(["five@example.net"]);
    const raw = await rawOf(alice, res.message_id);
    expect((raw.mail.to as { value: unknown[] }).value).toEqual([
      { address: "one@example.net", name: "" },
      { address: "two@example.net", name: "Last, First" },
    ]);
  });

  it("refuses invalid recipients with the field they came in, and a message without recipients", async () => {
    const bad = await send(alice, { to: "not-an-address", text: "x" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({ type: "validation", message: "Invalid recipient: not-an-address", param: "to" });

    const inArray = await send(alice, { to: [bob, "nope@"], text: "x" });
    expect(inArray.status).toBe(400);
    expect(inArray.body.error).toMatchObject({ message: "Invalid recipient: nope@", param: "to" });

    const cc = await send(alice, { to: bob, cc: ["ok@example.net", "bad address"], text: "x" });
    expect(cc.status).toBe(400);
    expect(cc.body.error).toMatchObject({ type: "validation", message: "Invalid recipient: bad address", param: "cc" });

    const bcc = await send(alice, { to: bob, bcc: "x@@example.net", text: "x" });
    expect(bcc.status).toBe(400);
    expect(bcc.body.error).toMatchObject({ param: "bcc" });

    for (const body of [{ text: "x" }, { to: [], cc: [], text: "x" }, { to: null, subject: "s" }]) {
      const none = await send(alice, body);
      expect(none.status).toBe(400);
      expect(none.body.error.type).toBe("validation");
    }
  });

  it("caps a message at 50 distinct recipients across to, cc and bcc (duplicates counted once)", async () => {
    const addresses = Array.from({ length: 51 }, (_, i) => `cap${i}-${tag()}@example.net`);
    // 50 distinct: cc repeats some of to (in another case), bcc repeats one of cc.
    const fifty = {
      to: addresses.slice(0, 30),
      cc: [...addresses.slice(20, 50), addresses[0].toUpperCase()],
      bcc: [addresses[45], `Name <${addresses[1]}>`],
      subject: `Cap ${tag()}`,
      text: "x",
    };
    const accepted = await send(alice, fifty);
    expect(accepted.status).toBe(201);

    const over = await send(alice, { ...fifty, bcc: [...fifty.bcc, addresses[50]] });
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({ type: "validation", param: "to" });
    expect(over.body.error.message).toContain("50");

    const allInBcc = await send(alice, { bcc: addresses, text: "x" });
    expect(allInBcc.status).toBe(400);
    expect(allInBcc.body.error.param).toBe("to");
  });

  it("checks recipients before the cap, and refuses reserved extra headers such as Bcc", async () => {
    const many = Array.from({ length: 60 }, (_, i) => `many${i}@example.net`);
    const invalidFirst = await send(alice, { to: [...many, "broken"], text: "x" });
    expect(invalidFirst.status).toBe(400);
    expect(invalidFirst.body.error).toMatchObject({ message: "Invalid recipient: broken", param: "to" });

    const subject = `Headers ${tag()}`;
    const ok = await sent(alice, { to: "h@example.net", subject, text: "x", headers: { "X-Campaign": "spring" } });
    expect((await rawOf(alice, ok.message_id)).mail.headers.get("x-campaign")).toBe("spring");
    const bcc = await send(alice, { to: "h@example.net", text: "x", headers: { Bcc: "spy@example.net" } });
    expect(bcc.status).toBe(400);
    expect(bcc.body.error.param).toBe("headers");
  });

  it("refuses to send from a paused inbox (403 forbidden) and sends again once active", async () => {
    const paused = (await createInbox(account.key)).inbox_id;
    expect(
      (await call("PATCH", `/v0/inboxes/${paused}`, { key: account.key, body: { status: "paused" } })).status,
    ).toBe(200);
    const res = await send(paused, { to: "someone@example.net", text: "x" });
    expect(res.status).toBe(403);
    expect(res.body.error.type).toBe("forbidden");
    // Recipient errors come before the paused check.
    const invalid = await send(paused, { to: "not-an-address", text: "x" });
    expect(invalid.status).toBe(400);
    await call("PATCH", `/v0/inboxes/${paused}`, { key: account.key, body: { status: "active" } });
    expect((await send(paused, { to: "someone@example.net", text: "x" })).status).toBe(201);
  });

  it("refuses suppressed recipients in to, cc or bcc with the exact message and reason", async () => {
    const address = `supp-${tag()}@example.net`;
    const added = await call("POST", "/v0/suppressions", { key: account.key, body: { email: address.toUpperCase() } });
    expect(added.status).toBe(201);
    for (const body of [
      { to: `Someone <${address}>` },
      { to: bob, cc: [address] },
      { to: bob, bcc: address.toUpperCase() },
    ]) {
      const res = await send(alice, { ...body, text: "x" });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({
        type: "forbidden",
        message: `Recipient ${address} is suppressed (manual)`,
      });
    }
    // Nothing was recorded for the refused sends.
    const list = await call("GET", `/v0/inboxes/${alice}/messages`, { key: account.key });
    expect(list.body.messages.some((m: MessageView) => m.to.some((t) => t.includes(address)))).toBe(false);

    // The paused check comes before the suppression check.
    const paused = (await createInbox(account.key)).inbox_id;
    await call("PATCH", `/v0/inboxes/${paused}`, { key: account.key, body: { status: "paused" } });
    const res = await send(paused, { to: address, text: "x" });
    expect(res.status).toBe(403);
    expect(res.body.error.message).not.toContain("suppressed");

    // Removing it lets mail through again.
    expect((await call("DELETE", `/v0/suppressions/${encodeURIComponent(address)}`, { key: account.key })).status).toBe(
      200,
    );
    expect((await send(alice, { to: address, text: "x" })).status).toBe(201);
  });
});

describe("send lists", () => {
  // A fresh organization: allow-only entries must not leak into the other tests.
  let owner: Account;
  let podId: string;
  let inPod: string;
  let inDefault: string;

  beforeAll(async () => {
    owner = await signUp();
    podId = (await createPod(owner.key, { name: "lists" })).pod_id;
    inPod = (await createInbox(owner.key, { pod_id: podId })).inbox_id;
    inDefault = (await createInbox(owner.key)).inbox_id;
  });

  async function addEntry(prefix: string, list: string, entry: string) {
    const res = await call("POST", `${prefix}/lists/send/${list}`, { key: owner.key, body: { entry } });
    expect(res.status).toBe(200);
  }

  const blocked = (address: string) => `Sending to ${address} is blocked by a send list`;

  it("combines organization, pod and inbox lists; an allow entry wins and turns on allow-only mode", async () => {
    await addEntry("/v0", "block", "org-blocked@example.net");
    await addEntry(`/v0/pods/${podId}`, "block", "pod-blocked@example.net");
    await addEntry(`/v0/inboxes/${inPod}`, "block", "inbox-blocked@example.net");
    await addEntry("/v0", "block", "blocked-domain.test");

    const cases: Array<[string, string, number]> = [
      [inPod, "org-blocked@example.net", 403],
      [inPod, "pod-blocked@example.net", 403],
      [inPod, "inbox-blocked@example.net", 403],
      [inPod, "someone@sub.blocked-domain.test", 403],
      [inPod, "free@example.net", 201],
      [inDefault, "org-blocked@example.net", 403],
      [inDefault, "pod-blocked@example.net", 201],
      [inDefault, "inbox-blocked@example.net", 201],
    ];
    for (const [inbox, to, status] of cases) {
      const res = await send(inbox, { to: `Name <${to}>`, text: "x" }, owner.key);
      expect({ inbox, to, status: res.status }).toEqual({ inbox, to, status });
      if (status === 403) expect(res.body.error).toEqual({ type: "forbidden", message: blocked(to) });
    }

    // A blocked recipient in cc or bcc blocks the whole message.
    const cc = await send(inPod, { to: "free@example.net", bcc: "pod-blocked@example.net", text: "x" }, owner.key);
    expect(cc.status).toBe(403);
    expect(cc.body.error.message).toBe(blocked("pod-blocked@example.net"));

    // An inbox allow entry beats the organization's block entry, and from then on only allowed addresses pass.
    await addEntry(`/v0/inboxes/${inPod}`, "allow", "org-blocked@example.net");
    expect((await send(inPod, { to: "org-blocked@example.net", text: "x" }, owner.key)).status).toBe(201);
    const other = await send(inPod, { to: "free@example.net", text: "x" }, owner.key);
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe(blocked("free@example.net"));
    // The other inbox is not affected by that inbox's allow list.
    expect((await send(inDefault, { to: "free@example.net", text: "x" }, owner.key)).status).toBe(201);
    expect((await send(inDefault, { to: "org-blocked@example.net", text: "x" }, owner.key)).status).toBe(403);

    // Deleting the allow entry ends allow-only mode for that inbox.
    const del = await call("DELETE", `/v0/inboxes/${inPod}/lists/send/allow/org-blocked@example.net`, {
      key: owner.key,
    });
    expect(del.status).toBe(200);
    expect((await send(inPod, { to: "free@example.net", text: "x" }, owner.key)).status).toBe(201);
  });

  it("an organization allow entry (a domain) blocks every other recipient, for every inbox", async () => {
    const org = await signUp();
    const inbox = (await createInbox(org.key)).inbox_id;
    const res = await call("POST", "/v0/lists/send/allow", { key: org.key, body: { entry: "partner.test" } });
    expect(res.status).toBe(200);
    expect((await send(inbox, { to: "a@partner.test", text: "x" }, org.key)).status).toBe(201);
    expect((await send(inbox, { to: "b@eu.partner.test", text: "x" }, org.key)).status).toBe(201);
    const refused = await send(inbox, { to: "a@partner.test", cc: "c@elsewhere.test", text: "x" }, org.key);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ type: "forbidden", message: blocked("c@elsewhere.test") });

    // Suppressions are checked before send lists.
    await call("POST", "/v0/suppressions", { key: org.key, body: { email: "gone@elsewhere.test" } });
    const both = await send(inbox, { to: "gone@elsewhere.test", text: "x" }, org.key);
    expect(both.status).toBe(403);
    expect(both.body.error.message).toBe("Recipient gone@elsewhere.test is suppressed (manual)");

    // Send lists are checked before attachments.
    const withBad = await send(
      inbox,
      { to: "c@elsewhere.test", text: "x", attachments: [{ filename: "a.txt", content: "!!!" }] },
      org.key,
    );
    expect(withBad.status).toBe(403);
  });
});

describe("attachments", () => {
  let server: Server;
  let base: string;
  const served = randomBytes(4096);

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === "/files/report.pdf") {
        res.writeHead(200, { "content-type": "application/pdf" });
        res.end(served);
        return;
      }
      if (req.url === "/named") {
        res.writeHead(200, {
          "content-type": "text/csv",
          "content-disposition": 'attachment; filename="figures.csv"',
        });
        res.end("a,b\n1,2\n");
        return;
      }
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("delivers base64 content byte for byte, and an inline part referenced from html by cid", async () => {
    const bytes = randomBytes(3000);
    const png = randomBytes(256);
    const subject = `Files ${tag()}`;
    const res = await sent(alice, {
      to: bob,
      subject,
      text: "see attached",
      html: '<p>logo: <img src="cid:logo123"></p>',
      attachments: [
        { filename: "data.bin", content_type: "application/octet-stream", content: bytes.toString("base64") },
        {
          filename: "logo.png",
          content_type: "image/png",
          content_disposition: "inline",
          content_id: "logo123",
          content: png.toString("base64"),
        },
      ],
    });

    const own = await getMessage(alice, res.message_id);
    expect(own.attachments).toHaveLength(2);
    expect(own.attachments?.[0]).toMatchObject({
      filename: "data.bin",
      size: 3000,
      content_type: "application/octet-stream",
    });
    expect(own.attachments?.[0].attachment_id).toMatch(/^att_/);

    const copy = await arrived(bob, subject);
    const data = copy.attachments?.find((a) => a.filename === "data.bin");
    expect(data).toMatchObject({ size: 3000, content_type: "application/octet-stream" });
    expect((await download(bob, copy.message_id, data!.attachment_id)).equals(bytes)).toBe(true);
    const logo = copy.attachments?.find((a) => a.filename === "logo.png");
    expect(logo).toMatchObject({ content_type: "image/png", content_disposition: "inline", content_id: "logo123" });
    expect((await download(bob, copy.message_id, logo!.attachment_id)).equals(png)).toBe(true);
    expect(copy.html).toContain("cid:logo123");

    const raw = await rawOf(bob, copy.message_id);
    const inline = raw.mail.attachments.find((a) => a.filename === "logo.png");
    expect(inline?.contentId).toBe("<logo123>");
    expect(inline?.contentDisposition).toBe("inline");
    expect(inline?.content.equals(png)).toBe(true);
    expect(raw.mail.attachments.find((a) => a.filename === "data.bin")?.content.equals(bytes)).toBe(true);
  });

  it("refuses bad base64 and an attachment with neither content nor url (400, nothing sent)", async () => {
    const subject = `Bad attachment ${tag()}`;
    const bad = await send(alice, {
      to: bob,
      subject,
      text: "x",
      attachments: [{ filename: "a.txt", content: "not base64!!" }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ type: "validation", param: "attachments" });

    const neither = await send(alice, { to: bob, subject, text: "x", attachments: [{ filename: "a.txt" }] });
    expect(neither.status).toBe(400);
    expect(neither.body.error).toMatchObject({ type: "validation", param: "attachments" });
    expect(neither.body.error.message).toMatch(/content.*url/);

    const list = await call("GET", `/v0/inboxes/${alice}/messages`, { key: account.key });
    expect(list.body.messages.some((m: MessageView) => m.subject === subject)).toBe(false);
  });

  it("fetches an attachment by URL (loopback allowed in development) and refuses one that answers 404", async () => {
    const subject = `By URL ${tag()}`;
    await sent(alice, {
      to: bob,
      subject,
      text: "fetched",
      attachments: [{ url: `${base}/files/report.pdf` }, { url: `${base}/named` }],
    });
    const copy = await arrived(bob, subject);
    const report = copy.attachments?.find((a) => a.filename === "report.pdf");
    expect(report).toMatchObject({ size: served.length, content_type: "application/pdf" });
    expect((await download(bob, copy.message_id, report!.attachment_id)).equals(served)).toBe(true);
    const named = copy.attachments?.find((a) => a.filename === "figures.csv");
    expect(named?.content_type).toBe("text/csv");
    expect((await download(bob, copy.message_id, named!.attachment_id)).toString()).toBe("a,b\n1,2\n");

    const missing = await send(alice, { to: bob, text: "x", attachments: [{ url: `${base}/missing.pdf` }] });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ type: "validation", param: "attachments" });
    expect(missing.body.error.message).toContain(`${base}/missing.pdf`);
  });
});

describe("other domains", () => {
  it("writes mail for other domains to the outbox as <message_id>.eml and .json with those recipients", async () => {
    const external = `someone-${tag()}@example.net`;
    const subject = `Outbox ${tag()}`;
    const res = await sent(alice, { to: [external, bob], subject, text: "to the outside" });
    const stem = path.join(inject("outboxDir"), res.message_id);
    const sidecar = await waitFor(async () => {
      try {
        return JSON.parse(await readFile(`${stem}.json`, "utf8"));
      } catch {
        return undefined;
      }
    });
    expect(sidecar).toMatchObject({
      messageId: res.message_id,
      rfcMessageId: rfcId(res.message_id),
      organizationId: account.organizationId,
      from: alice,
      recipients: [external],
    });
    const eml = await simpleParser(await readFile(`${stem}.eml`));
    expect(eml.messageId).toBe(rfcId(res.message_id));
    expect(eml.subject).toBe(subject);
    expect(eml.text?.trim()).toBe("to the outside");
    // The local recipient went through the inbound pipeline instead.
    expect((await arrived(bob, subject)).text).toContain("to the outside");
  });
});

describe("reply", () => {
  it("answers the sender with Re:, In-Reply-To and References, in the same thread on both sides", async () => {
    const subject = `Plan ${tag()}`;
    const original = await sent(bob, { to: alice, subject, text: "the plan" });
    const atAlice = await arrived(alice, subject);

    const reply = await sent(alice, { text: "sounds good" }, account.key, `${atAlice.message_id}/reply`);
    expect(reply.thread_id).toBe(atAlice.thread_id);
    const own = await getMessage(alice, reply.message_id);
    expect(own).toMatchObject({
      subject: `Re: ${subject}`,
      to: [`Bob Builder <${bob}>`],
      in_reply_to: rfcId(original.message_id),
      references: [rfcId(original.message_id)],
      labels: ["SENT"],
      direction: "outbound",
    });

    const atBob = await arrived(bob, `Re: ${subject}`);
    expect(atBob.thread_id).toBe(original.thread_id);
    expect(atBob.text).toContain("sounds good");
    const raw = await rawOf(bob, atBob.message_id);
    expect(headerIds(raw.mail, "in-reply-to")).toEqual([rfcId(original.message_id)]);
    expect(headerIds(raw.mail, "references")).toEqual([rfcId(original.message_id)]);

    // A reply to the reply: subject not doubled, References = the original's references + its Message-ID.
    const second = await sent(bob, { text: "great" }, account.key, `${atBob.message_id}/reply`);
    expect(second.thread_id).toBe(original.thread_id);
    const back = await arrived(alice, `Re: ${subject}`);
    expect(back.thread_id).toBe(atAlice.thread_id);
    const backRaw = await rawOf(alice, back.message_id);
    expect(backRaw.mail.subject).toBe(`Re: ${subject}`);
    expect(headerIds(backRaw.mail, "in-reply-to")).toEqual([rfcId(reply.message_id)]);
    expect(headerIds(backRaw.mail, "references")).toEqual([rfcId(original.message_id), rfcId(reply.message_id)]);
    const thread = await call("GET", `/v0/inboxes/${alice}/threads/${atAlice.thread_id}`, { key: account.key });
    expect(thread.body.message_count).toBe(3);
  });

  it("goes to Reply-To when the original has one, and to the given recipients when to is set", async () => {
    const subject = `Reply-To ${tag()}`;
    await sent(bob, { to: alice, reply_to: `Carol Desk <${carol}>`, subject, text: "write to Carol" });
    const atAlice = await arrived(alice, subject);
    expect(atAlice.reply_to).toEqual([`Carol Desk <${carol}>`]);

    const reply = await sent(alice, { text: "to carol" }, account.key, `${atAlice.message_id}/reply`);
    expect((await getMessage(alice, reply.message_id)).to).toEqual([`Carol Desk <${carol}>`]);
    const atCarol = await arrived(carol, `Re: ${subject}`);
    expect(atCarol.text).toContain("to carol");

    const override = await sent(
      alice,
      { to: [`Dave <${dave}>`], cc: "cc-person@example.net", text: "to dave" },
      account.key,
      `${atAlice.message_id}/reply`,
    );
    const overridden = await getMessage(alice, override.message_id);
    expect(overridden).toMatchObject({
      to: [`Dave <${dave}>`],
      cc: ["cc-person@example.net"],
      subject: `Re: ${subject}`,
      thread_id: atAlice.thread_id,
    });
    expect((await arrived(dave, `Re: ${subject}`)).text).toContain("to dave");
    // Bob (the sender) got neither reply.
    expect((await inboundSubjects(bob)).includes(`Re: ${subject}`)).toBe(false);
  });

  it("a reply to the inbox's own sent message goes to that message's recipients (reply-all adds its cc)", async () => {
    const subject = `Follow-up ${tag()}`;
    const first = await sent(alice, { to: bob, cc: carol, subject, text: "first" });
    const followUp = await sent(alice, { text: "bump" }, account.key, `${first.message_id}/reply`);
    expect(followUp.thread_id).toBe(first.thread_id);
    const message = await getMessage(alice, followUp.message_id);
    expect(message).toMatchObject({ to: [bob], subject: `Re: ${subject}`, in_reply_to: rfcId(first.message_id) });
    expect(message.cc).toBeUndefined();
    const all = await getMessage(
      alice,
      (await sent(alice, { text: "bump all" }, account.key, `${first.message_id}/reply-all`)).message_id,
    );
    expect(all.to).toEqual([bob]);
    expect(all.cc).toEqual([carol]);
    // Another inbox's message is not found through this inbox.
    const foreign = await send(bob, { text: "x" }, account.key, `${first.message_id}/reply`);
    expect(foreign.status).toBe(404);
  });

  it("refuses reply_all combined with to, cc or bcc", async () => {
    const subject = `No mix ${tag()}`;
    await sent(bob, { to: alice, subject, text: "x" });
    const atAlice = await arrived(alice, subject);
    for (const extra of [{ to: carol }, { cc: [carol] }, { bcc: carol }]) {
      const res = await send(
        alice,
        { reply_all: true, ...extra, text: "x" },
        account.key,
        `${atAlice.message_id}/reply`,
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ type: "validation", param: "reply_all" });
    }
  });

  it("reply-all copies the original's to and cc without the inbox's own address", async () => {
    const subject = `All ${tag()}`;
    await sent(bob, {
      to: [alice, "outside-to@example.net"],
      cc: [carol, "Outside Cc <outside-cc@example.net>"],
      subject,
      text: "everyone",
    });
    const atAlice = await arrived(alice, subject);

    const all = await sent(alice, { text: "reply to all" }, account.key, `${atAlice.message_id}/reply-all`);
    const message = await getMessage(alice, all.message_id);
    expect(message.to).toEqual([`Bob Builder <${bob}>`, "outside-to@example.net"]);
    expect(message.cc).toEqual([carol, "Outside Cc <outside-cc@example.net>"]);
    expect(message.thread_id).toBe(atAlice.thread_id);
    expect([...message.to, ...(message.cc ?? [])].some((a) => a.includes(alice))).toBe(false);
    expect((await arrived(carol, `Re: ${subject}`)).text).toContain("reply to all");
    expect((await arrived(bob, `Re: ${subject}`)).text).toContain("reply to all");

    // The same through /reply with reply_all: true.
    const viaFlag = await sent(alice, { reply_all: true, text: "again" }, account.key, `${atAlice.message_id}/reply`);
    const flagged = await getMessage(alice, viaFlag.message_id);
    expect(flagged.to).toEqual(message.to);
    expect(flagged.cc).toEqual(message.cc);
  });

  it("a key with only message_reply can reply but not send or forward", async () => {
    const subject = `Perm ${tag()}`;
    await sent(bob, { to: alice, subject, text: "x" });
    const atAlice = await arrived(alice, subject);
    const replyOnly = await createKey(account, { name: "reply only", permissions: ["message_reply"] });

    const reply = await send(alice, { text: "allowed" }, replyOnly, `${atAlice.message_id}/reply`);
    expect(reply.status).toBe(201);
    const replyAll = await send(alice, { text: "allowed" }, replyOnly, `${atAlice.message_id}/reply-all`);
    expect(replyAll.status).toBe(201);

    const refused = await send(alice, { to: bob, text: "not allowed" }, replyOnly);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      type: "forbidden",
      message: "API key lacks the message_send permission",
    });
    const forward = await send(alice, { to: carol }, replyOnly, `${atAlice.message_id}/forward`);
    expect(forward.status).toBe(403);
    expect(forward.body.error.message).toBe("API key lacks the message_send permission");
  });
});

describe("forward", () => {
  it("sends to new recipients with Fwd:, the note, the forwarded block and the original attachments", async () => {
    const subject = `Specs ${tag()}`;
    const bytes = randomBytes(2048);
    const original = await sent(bob, {
      to: alice,
      subject,
      text: "original body line",
      attachments: [
        { filename: "specs.bin", content_type: "application/octet-stream", content: bytes.toString("base64") },
      ],
    });
    const atAlice = await arrived(alice, subject);

    const forward = await sent(
      alice,
      { to: `Carol <${carol}>`, text: "FYI, see below" },
      account.key,
      `${atAlice.message_id}/forward`,
    );
    expect(forward.thread_id).toBe(atAlice.thread_id);
    const own = await getMessage(alice, forward.message_id);
    expect(own).toMatchObject({
      subject: `Fwd: ${subject}`,
      to: [`Carol <${carol}>`],
      thread_id: atAlice.thread_id,
      labels: ["SENT"],
    });
    expect(own.in_reply_to).toBeUndefined();

    const atCarol = await arrived(carol, `Fwd: ${subject}`);
    expect(atCarol.text).toContain("FYI, see below");
    expect(atCarol.text).toContain("---------- Forwarded message ---------");
    expect(atCarol.text).toContain(`From: Bob Builder <${bob}>`);
    expect(atCarol.text).toContain(`Subject: ${subject}`);
    expect(atCarol.text).toContain("original body line");
    expect((atCarol.text ?? "").indexOf("FYI")).toBeLessThan((atCarol.text ?? "").indexOf("Forwarded message"));
    const att = atCarol.attachments?.find((a) => a.filename === "specs.bin");
    expect(att?.size).toBe(bytes.length);
    expect((await download(carol, atCarol.message_id, att!.attachment_id)).equals(bytes)).toBe(true);
    // Carol's copy is not threaded into anything of Bob's.
    expect(atCarol.thread_id).not.toBe(original.thread_id);

    const thread = await call("GET", `/v0/inboxes/${alice}/threads/${atAlice.thread_id}`, { key: account.key });
    expect(thread.body.messages.map((m: MessageView) => m.message_id)).toEqual([
      atAlice.message_id,
      forward.message_id,
    ]);
  });
});
