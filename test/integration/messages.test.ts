import { randomBytes, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { type Account, baseUrl, call, createInbox, createKey, createPod, signUp } from "../helpers/http.js";
import { inject, type RawOptions, rawKey, rawMessage } from "../helpers/mail.js";
import { sleep } from "../helpers/wait.js";

let account: Account;
let injector: string;

beforeAll(async () => {
  account = await signUp();
  injector = await rawKey(account);
});

interface Injected {
  message_id: string;
  thread_id: string;
  raw: string;
}

/** Injects one message into an inbox; a short pause keeps timestamps of consecutive messages apart. */
async function deliver(inboxId: string, options: Omit<RawOptions, "to"> & { raw?: string } = {}): Promise<Injected> {
  const raw = options.raw ?? rawMessage({ to: inboxId, ...options });
  const res = await inject(injector, raw, inboxId);
  if (res.status !== 201) throw new Error(`inject failed: ${res.status} ${res.text}`);
  await sleep(3);
  return { message_id: res.body.message_id, thread_id: res.body.thread_id, raw };
}

const messagesPath = (inboxId: string) => `/v0/inboxes/${encodeURIComponent(inboxId)}/messages`;

async function list(inboxId: string, query = "", key = account.key) {
  const res = await call("GET", `${messagesPath(inboxId)}${query ? `?${query}` : ""}`, { key });
  expect(res.status, res.text).toBe(200);
  return res.body as { count: number; limit: number; next_page_token?: string; messages: any[] };
}

const ids = (messages: Array<{ message_id: string }>) => messages.map((m) => m.message_id);

async function patch(inboxId: string, messageId: string, body: Record<string, unknown>, key = account.key) {
  const res = await call("PATCH", `${messagesPath(inboxId)}/${messageId}`, { key, body });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** Raw bytes of a download URL, fetched with the credential. */
async function download(url: string, key = account.key) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Paths of every `null` inside a JSON value. */
function nullPaths(value: unknown, path = "$"): string[] {
  if (value === null) return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => nullPaths(v, `${path}[${i}]`));
  if (typeof value === "object") return Object.entries(value).flatMap(([k, v]) => nullPaths(v, `${path}.${k}`));
  return [];
}

describe("GET /messages: order, paging and filters", () => {
  let inboxId: string;
  const sent: Injected[] = [];

  beforeAll(async () => {
    inboxId = (await createInbox(account.key)).inbox_id;
    for (let i = 0; i < 5; i++) sent.push(await deliver(inboxId, { subject: `Paging ${i}` }));
    await patch(inboxId, sent[1].message_id, { add_labels: "project" });
    await patch(inboxId, sent[3].message_id, { add_labels: ["project", "urgent"] });
  });

  it("lists newest first with count and limit, and no next_page_token on the last page", async () => {
    const body = await list(inboxId);
    expect(ids(body.messages)).toEqual(ids([...sent].reverse()));
    expect(body.messages.map((m) => m.subject)).toEqual(["Paging 4", "Paging 3", "Paging 2", "Paging 1", "Paging 0"]);
    expect(body).toMatchObject({ count: 5, limit: 50 });
    expect(body).not.toHaveProperty("next_page_token");
  });

  it("pages with limit and page_token", async () => {
    const first = await list(inboxId, "limit=2");
    expect(first).toMatchObject({ count: 2, limit: 2 });
    expect(ids(first.messages)).toEqual([sent[4].message_id, sent[3].message_id]);
    expect(first.next_page_token).toEqual(expect.any(String));
    const second = await list(inboxId, `limit=2&page_token=${encodeURIComponent(first.next_page_token!)}`);
    expect(ids(second.messages)).toEqual([sent[2].message_id, sent[1].message_id]);
    expect(second.next_page_token).toEqual(expect.any(String));
    const third = await list(inboxId, `limit=2&page_token=${encodeURIComponent(second.next_page_token!)}`);
    expect(ids(third.messages)).toEqual([sent[0].message_id]);
    expect(third.count).toBe(1);
    expect(third).not.toHaveProperty("next_page_token");
  });

  it("lists oldest first with ascending, and pages that way", async () => {
    const all = await list(inboxId, "ascending=true");
    expect(ids(all.messages)).toEqual(ids(sent));
    const first = await list(inboxId, "ascending&limit=3");
    expect(ids(first.messages)).toEqual(ids(sent.slice(0, 3)));
    const second = await list(inboxId, `ascending=1&limit=3&page_token=${first.next_page_token}`);
    expect(ids(second.messages)).toEqual(ids(sent.slice(3)));
    expect(second).not.toHaveProperty("next_page_token");
  });

  it("filters by labels in all four list forms (every label must be present)", async () => {
    const forms = [
      `labels=${encodeURIComponent(JSON.stringify(["project", "urgent"]))}`,
      "labels=project&labels=urgent",
      "labels=project,urgent",
      "labels[]=project&labels[]=urgent",
      `${encodeURIComponent("labels[]")}=project&${encodeURIComponent("labels[]")}=urgent`,
    ];
    for (const form of forms) {
      const body = await list(inboxId, form);
      expect(ids(body.messages), form).toEqual([sent[3].message_id]);
    }
    expect(ids((await list(inboxId, "labels=project")).messages)).toEqual([sent[3].message_id, sent[1].message_id]);
    expect((await list(inboxId, "labels=nothing-has-this")).messages).toEqual([]);
    // System labels match whatever case the caller writes.
    expect((await list(inboxId, "labels=unread")).count).toBe(5);
  });

  it("filters by before and after (exclusive)", async () => {
    const all = (await list(inboxId, "ascending=true")).messages;
    const middle = all[2].timestamp as string;
    expect(ids((await list(inboxId, `after=${encodeURIComponent(middle)}`)).messages)).toEqual([
      sent[4].message_id,
      sent[3].message_id,
    ]);
    expect(ids((await list(inboxId, `before=${encodeURIComponent(middle)}`)).messages)).toEqual([
      sent[1].message_id,
      sent[0].message_id,
    ]);
    const window = `after=${encodeURIComponent(all[0].timestamp)}&before=${encodeURIComponent(all[4].timestamp)}`;
    expect(ids((await list(inboxId, window)).messages)).toEqual(ids(sent.slice(1, 4).reverse()));
    const bad = await call("GET", `${messagesPath(inboxId)}?before=yesterday`, { key: account.key });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ type: "validation", message: "before must be an ISO 8601 timestamp" });
  });

  it("answers 400 for a limit that is not a number, 50 for 0 and caps at 500", async () => {
    const bad = await call("GET", `${messagesPath(inboxId)}?limit=ten`, { key: account.key });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ type: "validation", message: "limit must be a number", param: "limit" });
    expect((await list(inboxId, "limit=0")).limit).toBe(50);
    expect((await list(inboxId, "limit=9000")).limit).toBe(500);
  });
});

describe("hidden labels", () => {
  let inboxId: string;
  let normal: string;
  const hidden: Record<string, string> = {};
  let narrowKey: string;

  beforeAll(async () => {
    inboxId = (await createInbox(account.key)).inbox_id;
    normal = (await deliver(inboxId, { subject: "Visible" })).message_id;
    for (const label of ["SPAM", "BLOCKED", "UNAUTHENTICATED", "TRASH", "QUARANTINE"]) {
      const id = (await deliver(inboxId, { subject: `Hidden ${label}` })).message_id;
      // Lowercase on purpose: system labels are stored uppercase.
      const body = await patch(inboxId, id, { add_labels: [label.toLowerCase()] });
      expect(body.labels).toContain(label);
      hidden[label] = id;
    }
    narrowKey = await createKey(account, {
      name: "no hidden labels",
      permissions: ["message_read", "message_update", "thread_read"],
    });
  });

  it("leaves spam, blocked, unauthenticated, trash and quarantine out of the default list", async () => {
    expect(ids((await list(inboxId)).messages)).toEqual([normal]);
    expect(ids((await list(inboxId, "include_spam=false")).messages)).toEqual([normal]);
    // The hidden messages are newer: a one-item page still finds the visible one and knows nothing follows.
    const page = await list(inboxId, "limit=1");
    expect(ids(page.messages)).toEqual([normal]);
    expect(page).not.toHaveProperty("next_page_token");
  });

  it("shows each hidden label with its include flag or a label filter", async () => {
    const flags: Record<string, string> = {
      SPAM: "include_spam",
      BLOCKED: "include_blocked",
      UNAUTHENTICATED: "include_unauthenticated",
      TRASH: "include_trash",
      QUARANTINE: "include_quarantine",
    };
    for (const [label, flag] of Object.entries(flags)) {
      expect(ids((await list(inboxId, `${flag}=true`)).messages), flag).toEqual([hidden[label], normal]);
      expect(ids((await list(inboxId, `labels=${label}`)).messages), label).toEqual([hidden[label]]);
      expect(ids((await list(inboxId, `labels=${label.toLowerCase()}`)).messages), label).toEqual([hidden[label]]);
    }
    // An empty boolean parameter is true.
    expect(ids((await list(inboxId, "include_spam&include_trash=1")).messages)).toEqual([
      hidden.TRASH,
      hidden.SPAM,
      normal,
    ]);
    const everything = Object.values(flags)
      .map((f) => `${f}=true`)
      .join("&");
    expect((await list(inboxId, everything)).count).toBe(6);
  });

  it("narrows a key without label_spam_read silently (200) and hides SPAM mail by ID (404)", async () => {
    const asked = await list(inboxId, "include_spam=true&include_blocked=true&include_trash=true", narrowKey);
    expect(ids(asked.messages)).toEqual([normal]);
    expect((await list(inboxId, "labels=SPAM", narrowKey)).messages).toEqual([]);
    for (const label of ["SPAM", "BLOCKED", "UNAUTHENTICATED", "TRASH"]) {
      const res = await call("GET", `${messagesPath(inboxId)}/${hidden[label]}`, { key: narrowKey });
      expect(res.status, label).toBe(404);
      expect(res.body.error).toMatchObject({ type: "not_found", message: "Message not found" });
      // The full key sees it.
      expect((await call("GET", `${messagesPath(inboxId)}/${hidden[label]}`, { key: account.key })).status).toBe(200);
    }
    const batch = await call("POST", `${messagesPath(inboxId)}/batch-get`, {
      key: narrowKey,
      body: { message_ids: [hidden.SPAM, normal] },
    });
    expect(ids(batch.body.messages)).toEqual([normal]);
  });

  it("needs no extra permission for QUARANTINE", async () => {
    expect(ids((await list(inboxId, "include_quarantine", narrowKey)).messages)).toEqual([hidden.QUARANTINE, normal]);
    expect(ids((await list(inboxId, "labels=QUARANTINE", narrowKey)).messages)).toEqual([hidden.QUARANTINE]);
    const res = await call("GET", `${messagesPath(inboxId)}/${hidden.QUARANTINE}`, { key: narrowKey });
    expect(res.status).toBe(200);
    expect(res.body.labels).toContain("QUARANTINE");
  });

  it("shows a message again once the hidden label is removed", async () => {
    const id = (await deliver(inboxId, { subject: "Rescued" })).message_id;
    await patch(inboxId, id, { add_labels: "SPAM" });
    expect(ids((await list(inboxId)).messages)).not.toContain(id);
    await patch(inboxId, id, { remove_labels: "spam" });
    expect(ids((await list(inboxId)).messages)).toContain(id);
  });
});

describe("GET /messages/{id}", () => {
  let inboxId: string;

  beforeAll(async () => {
    inboxId = (await createInbox(account.key)).inbox_id;
  });

  it("has every required field, bodies, trust and trust_level, and leaves empty optional fields out", async () => {
    const { message_id, thread_id, raw } = await deliver(inboxId, {
      subject: "Shape check",
      text: "Plain body",
      html: "<p>Html body</p>",
    });
    const res = await call("GET", `${messagesPath(inboxId)}/${message_id}`, { key: account.key });
    expect(res.status).toBe(200);
    const m = res.body;
    expect(m).toMatchObject({
      inbox_id: inboxId,
      thread_id,
      message_id,
      labels: ["INBOX", "UNREAD"],
      from: "Alice Sender <alice@sender.test>",
      to: [inboxId],
      subject: "Shape check",
      size: Buffer.byteLength(raw),
      pod_id: account.defaultPodId,
      direction: "inbound",
      received_via: "raw",
      trust_level: expect.stringMatching(/^(verified|known|unknown|suspicious|quarantined)$/),
    });
    expect(m.message_id).toMatch(/^msg_/);
    expect(m.thread_id).toMatch(/^thd_/);
    for (const field of ["timestamp", "updated_at", "created_at"]) {
      expect(new Date(m[field]).toISOString(), field).toBe(m[field]);
    }
    expect(m.text).toContain("Plain body");
    expect(m.extracted_text).toBe("Plain body");
    expect(m.html).toContain("<p>Html body</p>");
    expect(m.extracted_html).toContain("<p>Html body</p>");
    expect(m.trust).toMatchObject({
      level: m.trust_level,
      score: expect.any(Number),
      authentication: expect.any(Object),
      sender: { address: "alice@sender.test", domain: "sender.test" },
    });
    expect(m.headers).toMatchObject({ Subject: "Shape check" });
    for (const absent of ["cc", "bcc", "reply_to", "attachments", "in_reply_to", "references", "delivery_status"]) {
      expect(m, absent).not.toHaveProperty(absent);
    }
    expect(nullPaths(m)).toEqual([]);
    // The list item has no bodies or trust report.
    const item = (await list(inboxId)).messages.find((x) => x.message_id === message_id);
    expect(item).toMatchObject({ message_id, subject: "Shape check", trust_level: m.trust_level });
    expect(item).not.toHaveProperty("trust");
    expect(nullPaths(item)).toEqual([]);
  });

  it("keeps cc, reply_to, in_reply_to and references when the message has them", async () => {
    const { message_id } = await deliver(inboxId, {
      subject: "With headers",
      inReplyTo: "<somewhere@else.test>",
      references: ["<first@else.test>", "<somewhere@else.test>"],
      extraHeaders: ["Cc: Carol <carol@else.test>", "Reply-To: replies@else.test"],
    });
    const m = (await call("GET", `${messagesPath(inboxId)}/${message_id}`, { key: account.key })).body;
    expect(m).toMatchObject({
      cc: ["Carol <carol@else.test>"],
      reply_to: ["replies@else.test"],
      in_reply_to: "<somewhere@else.test>",
      references: ["<first@else.test>", "<somewhere@else.test>"],
    });
  });

  it("extracts the text without the quoted reply and the HTML without the gmail_quote block", async () => {
    const text = [
      "Thanks, Thursday works for me.",
      "",
      "On Mon, Jan 1, 2024 at 10:00 AM Bob Example <bob@example.test> wrote:",
      "> Can we meet on Thursday?",
      "> Quoted second line",
      "",
    ].join("\r\n");
    const html =
      '<div dir="ltr">Thanks, Thursday works in HTML.</div><br><div class="gmail_quote"><div dir="ltr" ' +
      'class="gmail_attr">On Mon, Jan 1, 2024 Bob wrote:<br></div><blockquote class="gmail_quote">Can we meet on ' +
      "Thursday?</blockquote></div>";
    const { message_id } = await deliver(inboxId, { subject: "Re: Meeting", text, html });
    const m = (await call("GET", `${messagesPath(inboxId)}/${message_id}`, { key: account.key })).body;
    expect(m.text).toContain("> Can we meet on Thursday?");
    expect(m.extracted_text).toBe("Thanks, Thursday works for me.");
    expect(m.extracted_text).not.toContain("wrote:");
    expect(m.html).toContain("gmail_quote");
    expect(m.extracted_html).toContain("Thanks, Thursday works in HTML.");
    expect(m.extracted_html).not.toContain("gmail_quote");
    expect(m.extracted_html).not.toContain("Can we meet");
    expect(m.preview).toBe("Thanks, Thursday works for me.");
  });

  it("answers 404 Message not found for an unknown ID and for another inbox's message", async () => {
    const unknown = await call("GET", `${messagesPath(inboxId)}/msg_01HZZZZZZZZZZZZZZZZZZZZZZZ`, {
      key: account.key,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ type: "not_found", message: "Message not found" });
    const other = (await createInbox(account.key)).inbox_id;
    const { message_id } = await deliver(other);
    expect((await call("GET", `${messagesPath(inboxId)}/${message_id}`, { key: account.key })).status).toBe(404);
  });
});

describe("PATCH and DELETE /messages/{id}", () => {
  let inboxId: string;

  beforeAll(async () => {
    inboxId = (await createInbox(account.key)).inbox_id;
  });

  it("adds and removes labels given as a string or an array; system labels are uppercased", async () => {
    const { message_id } = await deliver(inboxId);
    let m = await patch(inboxId, message_id, { add_labels: "Project-X" });
    expect(m.labels).toEqual(["INBOX", "UNREAD", "Project-X"]);
    expect(m.message_id).toBe(message_id);
    m = await patch(inboxId, message_id, { add_labels: ["follow-up", "Project-X"], remove_labels: "unread" });
    expect(m.labels).toEqual(["INBOX", "Project-X", "follow-up"]);
    m = await patch(inboxId, message_id, { remove_labels: ["inbox", "follow-up"] });
    expect(m.labels).toEqual(["Project-X"]);
    m = await patch(inboxId, message_id, { addLabels: ["Inbox", "unread"] });
    expect(m.labels).toEqual(["Project-X", "INBOX", "UNREAD"]);
    expect(m.updated_at >= m.created_at).toBe(true);
    const stored = (await call("GET", `${messagesPath(inboxId)}/${message_id}`, { key: account.key })).body;
    expect(stored.labels).toEqual(["Project-X", "INBOX", "UNREAD"]);
    // The thread's labels follow.
    const thread = await call("GET", `/v0/inboxes/${inboxId}/threads/${stored.thread_id}`, { key: account.key });
    expect([...thread.body.labels].sort()).toEqual(["INBOX", "Project-X", "UNREAD"]);
  });

  it("deletes a message: {ok:true}, then 404 Message not found everywhere", async () => {
    const { message_id } = await deliver(inboxId, { subject: "Doomed" });
    const path = `${messagesPath(inboxId)}/${message_id}`;
    const res = await call("DELETE", path, { key: account.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    for (const [method, suffix] of [
      ["GET", ""],
      ["DELETE", ""],
      ["PATCH", ""],
      ["GET", "/raw"],
      ["GET", "/raw/download"],
    ]) {
      const again = await call(method, `${path}${suffix}`, {
        key: account.key,
        ...(method === "PATCH" ? { body: { add_labels: "x" } } : {}),
      });
      expect(again.status, `${method} ${suffix}`).toBe(404);
      expect(again.body.error).toMatchObject({ type: "not_found", message: "Message not found" });
    }
    expect(ids((await list(inboxId)).messages)).not.toContain(message_id);
  });
});

describe("raw message", () => {
  it("answers JSON with a download URL that serves the exact bytes as message/rfc822", async () => {
    const inboxId = (await createInbox(account.key)).inbox_id;
    // Non-ASCII 8-bit body bytes must come back unchanged.
    const raw = rawMessage({ to: inboxId, subject: "Raw bytes", text: "caf\u00e9 \u2603 line\r\n\tindented" });
    const { message_id } = await deliver(inboxId, { raw });
    const before = Date.now();
    const res = await call("GET", `${messagesPath(inboxId)}/${message_id}/raw`, { key: account.key });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(Object.keys(res.body).sort()).toEqual(["download_url", "expires_at", "message_id", "size"]);
    expect(res.body).toMatchObject({ message_id, size: Buffer.byteLength(raw) });
    const lifetime = Date.parse(res.body.expires_at) - before;
    expect(lifetime).toBeGreaterThan(3600_000 - 60_000);
    expect(lifetime).toBeLessThan(3600_000 + 60_000);
    const url = new URL(res.body.download_url);
    expect(url.port).toBe(new URL(baseUrl()).port);
    expect(url.pathname).toBe(`${messagesPath(inboxId)}/${message_id}/raw/download`);

    const got = await download(res.body.download_url);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("message/rfc822");
    expect(got.bytes.equals(Buffer.from(raw))).toBe(true);
    // The URL needs the credential.
    expect((await fetch(res.body.download_url)).status).toBe(401);
  });
});

describe("attachments", () => {
  let inboxId: string;
  let messageId: string;
  const binary = randomBytes(70 * 1024);
  const png = randomBytes(1500);
  let attachments: any[];

  const base64Lines = (bytes: Buffer) => (bytes.toString("base64").match(/.{1,76}/g) ?? []).join("\r\n");

  beforeAll(async () => {
    inboxId = (await createInbox(account.key)).inbox_id;
    const raw = [
      "From: Files Sender <files@sender.test>",
      `To: ${inboxId}`,
      "Subject: Files attached",
      `Message-ID: <${randomUUID()}@sender.test>`,
      `Date: ${new Date().toUTCString()}`,
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="mixed-b"',
      "",
      "--mixed-b",
      'Content-Type: multipart/related; boundary="related-b"',
      "",
      "--related-b",
      "Content-Type: text/html; charset=utf-8",
      "",
      '<p>See the logo <img src="cid:logo@sender.test"></p>',
      "--related-b",
      'Content-Type: image/png; name="logo.png"',
      "Content-Transfer-Encoding: base64",
      "Content-ID: <logo@sender.test>",
      'Content-Disposition: inline; filename="logo.png"',
      "",
      base64Lines(png),
      "--related-b--",
      "--mixed-b",
      'Content-Type: application/octet-stream; name="report data.bin"',
      "Content-Transfer-Encoding: base64",
      'Content-Disposition: attachment; filename="report data.bin"',
      "",
      base64Lines(binary),
      "--mixed-b",
      'Content-Type: text/plain; name="empty.txt"',
      "Content-Transfer-Encoding: base64",
      'Content-Disposition: attachment; filename="empty.txt"',
      "",
      "",
      "--mixed-b--",
      "",
    ].join("\r\n");
    messageId = (await deliver(inboxId, { raw })).message_id;
    const m = (await call("GET", `${messagesPath(inboxId)}/${messageId}`, { key: account.key })).body;
    attachments = m.attachments;
  });

  const byName = (name: string) => attachments.find((a) => a.filename === name);

  it("lists the binary, zero-byte and inline attachments on the message", async () => {
    expect(attachments).toHaveLength(3);
    expect(byName("report data.bin")).toMatchObject({
      size: binary.length,
      content_type: "application/octet-stream",
      content_disposition: "attachment",
    });
    expect(byName("empty.txt")).toMatchObject({ size: 0, content_disposition: "attachment" });
    expect(byName("logo.png")).toMatchObject({
      size: png.length,
      content_type: "image/png",
      content_disposition: "inline",
      content_id: "logo@sender.test",
    });
    for (const a of attachments) expect(a.attachment_id).toMatch(/^att_/);
    expect(byName("report data.bin")).not.toHaveProperty("content_id");
    const item = (await list(inboxId)).messages[0];
    expect(item.attachments).toHaveLength(3);
  });

  it("answers attachment metadata with a download URL valid for an hour", async () => {
    for (const a of attachments) {
      const before = Date.now();
      const res = await call("GET", `${messagesPath(inboxId)}/${messageId}/attachments/${a.attachment_id}`, {
        key: account.key,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        attachment_id: a.attachment_id,
        filename: a.filename,
        size: a.size,
        content_type: a.content_type,
        content_disposition: a.content_disposition,
      });
      if (a.content_id) expect(res.body.content_id).toBe(a.content_id);
      expect(res.body.download_url).toMatch(new RegExp(`/attachments/${a.attachment_id}/download$`));
      const lifetime = Date.parse(res.body.expires_at) - before;
      expect(lifetime).toBeGreaterThan(3600_000 - 60_000);
      expect(lifetime).toBeLessThan(3600_000 + 60_000);
    }
  });

  it("downloads byte-identical content as an attachment with the content type", async () => {
    const expected: Record<string, Buffer> = {
      "report data.bin": binary,
      "empty.txt": Buffer.alloc(0),
      "logo.png": png,
    };
    for (const [name, bytes] of Object.entries(expected)) {
      const a = byName(name);
      const meta = await call("GET", `${messagesPath(inboxId)}/${messageId}/attachments/${a.attachment_id}`, {
        key: account.key,
      });
      const got = await download(meta.body.download_url);
      expect(got.status, name).toBe(200);
      expect(got.bytes.equals(bytes), name).toBe(true);
      expect(got.headers.get("content-type"), name).toContain(a.content_type);
      const disposition = got.headers.get("content-disposition") ?? "";
      expect(disposition.startsWith("attachment"), name).toBe(true);
      expect(disposition, name).toContain(`filename="${name}"`);
    }
  });

  it("answers 404 Attachment not found for an unknown attachment", async () => {
    for (const suffix of ["", "/download"]) {
      const res = await call(
        "GET",
        `${messagesPath(inboxId)}/${messageId}/attachments/att_01HZZZZZZZZZZZZZZZZZZZZZZZ${suffix}`,
        { key: account.key },
      );
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ type: "not_found", message: "Attachment not found" });
    }
  });
});

describe("batch-get and batch-update", () => {
  let inboxId: string;
  let m: string[];

  beforeAll(async () => {
    inboxId = (await createInbox(account.key)).inbox_id;
    m = [];
    for (let i = 0; i < 3; i++) m.push((await deliver(inboxId, { subject: `Batch ${i}` })).message_id);
  });

  const batchGet = (body: unknown) =>
    call("POST", `${messagesPath(inboxId)}/batch-get`, { key: account.key, body: body as Record<string, unknown> });

  it("answers messages in request order, distinct, unknown IDs left out, with limit and count", async () => {
    const res = await batchGet({ message_ids: [m[2], "msg_01HZZZZZZZZZZZZZZZZZZZZZZZ", m[0], m[2], m[1]] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ limit: 100, count: 3 });
    expect(ids(res.body.messages)).toEqual([m[2], m[0], m[1]]);
    expect(res.body.messages[0]).toMatchObject({ inbox_id: inboxId, subject: "Batch 2" });
    const camel = await batchGet({ messageIds: [m[1]] });
    expect(ids(camel.body.messages)).toEqual([m[1]]);
    const empty = await batchGet({ message_ids: [] });
    expect(empty.body).toMatchObject({ count: 0, messages: [] });
  });

  it("reads only the first 100 distinct IDs", async () => {
    const fakes = Array.from({ length: 100 }, (_, i) => `msg_fake${String(i).padStart(4, "0")}`);
    const late = await batchGet({ message_ids: [...fakes, m[0]] });
    expect(late.body.count).toBe(0);
    // Duplicates do not use up the 100.
    const dupes = await batchGet({ message_ids: [...fakes.slice(0, 99), ...fakes.slice(0, 99), m[0]] });
    expect(ids(dupes.body.messages)).toEqual([m[0]]);
  });

  it("answers 400 message_ids must be a list", async () => {
    for (const body of [{ message_ids: m[0] }, {}]) {
      const res = await batchGet(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        type: "validation",
        message: "message_ids must be a list",
        param: "message_ids",
      });
    }
    const update = await call("POST", `${messagesPath(inboxId)}/batch-update`, {
      key: account.key,
      body: { message_ids: "nope", add_labels: ["x"] },
    });
    expect(update.status).toBe(400);
    expect(update.body.error.message).toBe("message_ids must be a list");
  });

  it("batch-update adds and removes labels and answers updates in request order", async () => {
    const res = await call("POST", `${messagesPath(inboxId)}/batch-update`, {
      key: account.key,
      body: {
        message_ids: [m[2], "msg_01HZZZZZZZZZZZZZZZZZZZZZZZ", m[0]],
        add_labels: "batched",
        remove_labels: ["unread"],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ limit: 100, count: 2 });
    expect(res.body.updates).toEqual([
      { message_id: m[2], labels: ["INBOX", "batched"] },
      { message_id: m[0], labels: ["INBOX", "batched"] },
    ]);
    for (const id of [m[0], m[2]]) {
      const got = (await call("GET", `${messagesPath(inboxId)}/${id}`, { key: account.key })).body;
      expect(got.labels).toEqual(["INBOX", "batched"]);
    }
    const untouched = (await call("GET", `${messagesPath(inboxId)}/${m[1]}`, { key: account.key })).body;
    expect(untouched.labels).toEqual(["INBOX", "UNREAD"]);
  });
});

describe("GET /messages/search", () => {
  let inboxId: string;
  let budget: string;
  let invoice: string;
  let other: string;

  beforeAll(async () => {
    inboxId = (await createInbox(account.key)).inbox_id;
    budget = (
      await deliver(inboxId, {
        from: "Carol Finance <carol@finance.test>",
        subject: "Quarterly budget review",
        text: "The zebra project numbers are attached.",
      })
    ).message_id;
    const raw = [
      "From: Dan Vendor <dan@vendor.test>",
      `To: ${inboxId}`,
      "Subject: Paperwork",
      `Message-ID: <${randomUUID()}@vendor.test>`,
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="s-b"',
      "",
      "--s-b",
      "Content-Type: text/plain",
      "",
      "Please find it enclosed.",
      "--s-b",
      'Content-Type: application/pdf; name="invoice-7731.pdf"',
      'Content-Disposition: attachment; filename="invoice-7731.pdf"',
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from("%PDF-1.4 fake").toString("base64"),
      "--s-b--",
      "",
    ].join("\r\n");
    invoice = (await deliver(inboxId, { raw })).message_id;
    other = (await deliver(inboxId, { subject: "Budget lunch", text: "Pizza on Friday" })).message_id;
  });

  const search = async (query: string, key = account.key) => {
    const res = await call("GET", `${messagesPath(inboxId)}/search?${query}`, { key });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  it("needs q (400 q is required)", async () => {
    for (const query of ["", "?q=", "?q=%20%20"]) {
      const res = await call("GET", `${messagesPath(inboxId)}/search${query}`, { key: account.key });
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatchObject({ type: "validation", message: "q is required", param: "q" });
    }
  });

  it("matches every word across subject, sender, body and attachment names", async () => {
    expect(ids((await search("q=budget")).messages)).toEqual([other, budget]);
    expect(ids((await search("q=BUDGET%20zebra")).messages)).toEqual([budget]);
    expect(ids((await search("q=budget%20carol")).messages)).toEqual([budget]);
    expect(ids((await search("q=carol@finance.test")).messages)).toEqual([budget]);
    expect(ids((await search("q=pizza")).messages)).toEqual([other]);
    expect(ids((await search("q=invoice-7731.pdf")).messages)).toEqual([invoice]);
    expect(ids((await search("q=dan%20enclosed")).messages)).toEqual([invoice]);
    expect((await search("q=budget%20unicorn")).messages).toEqual([]);
    const page = await search("q=budget&limit=1");
    expect(page).toMatchObject({ count: 1, limit: 1, truncated: false });
    expect(ids(page.messages)).toEqual([other]);
    const next = await search(`q=budget&limit=1&page_token=${page.next_page_token}`);
    expect(ids(next.messages)).toEqual([budget]);
  });

  it("leaves hidden mail out unless asked", async () => {
    const spam = (await deliver(inboxId, { subject: "Budget offer", text: "cheap" })).message_id;
    await patch(inboxId, spam, { add_labels: "SPAM" });
    expect(ids((await search("q=budget")).messages)).toEqual([other, budget]);
    expect(ids((await search("q=budget&include_spam=true")).messages)).toEqual([spam, other, budget]);
    expect(ids((await search("q=budget&labels=SPAM")).messages)).toEqual([spam]);
    const narrow = await createKey(account, { name: "narrow search", permissions: ["message_read"] });
    expect(ids((await search("q=budget&include_spam=true", narrow)).messages)).toEqual([other, budget]);
  });
});

describe("trust report route", () => {
  it("answers the report for inbound mail and 404 Trust report not found for a sent message", async () => {
    const a = (await createInbox(account.key)).inbox_id;
    const b = (await createInbox(account.key)).inbox_id;
    const inbound = await deliver(a, { from: "Eve <eve@trust.test>" });
    const report = await call("GET", `${messagesPath(a)}/${inbound.message_id}/trust`, { key: account.key });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({
      level: expect.any(String),
      score: expect.any(Number),
      sender: { address: "eve@trust.test", domain: "trust.test" },
      reasons: expect.any(Array),
    });
    const full = (await call("GET", `${messagesPath(a)}/${inbound.message_id}`, { key: account.key })).body;
    expect(report.body).toEqual(full.trust);

    const sent = await call("POST", `${messagesPath(a)}/send`, {
      key: account.key,
      body: { to: b, subject: "Outbound", text: "hi" },
    });
    expect(sent.status).toBe(201);
    const outbound = await call("GET", `${messagesPath(a)}/${sent.body.message_id}`, { key: account.key });
    expect(outbound.body.direction).toBe("outbound");
    expect(outbound.body).not.toHaveProperty("trust");
    const missing = await call("GET", `${messagesPath(a)}/${sent.body.message_id}/trust`, { key: account.key });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ type: "not_found", message: "Trust report not found" });
  });
});

describe("pod-scoped message routes", () => {
  it("work under /v0/pods/{pod}/inboxes/{inbox}/messages and answer 404 under another pod", async () => {
    const pod = await createPod(account.key, { name: "Message pod" });
    const other = await createPod(account.key, { name: "Other pod" });
    const inboxId = (await createInbox(account.key, { pod_id: pod.pod_id })).inbox_id;
    const { message_id } = await deliver(inboxId, { subject: "Pod mail" });
    const base = `/v0/pods/${pod.pod_id}/inboxes/${inboxId}/messages`;
    const listed = await call("GET", base, { key: account.key });
    expect(listed.status).toBe(200);
    expect(ids(listed.body.messages)).toEqual([message_id]);
    const one = await call("GET", `${base}/${message_id}`, { key: account.key });
    expect(one.body).toMatchObject({ message_id, pod_id: pod.pod_id, subject: "Pod mail" });
    const patched = await call("PATCH", `${base}/${message_id}`, { key: account.key, body: { add_labels: "pod" } });
    expect(patched.body.labels).toContain("pod");

    const wrong = `/v0/pods/${other.pod_id}/inboxes/${inboxId}/messages`;
    for (const path of [wrong, `${wrong}/${message_id}`, `${wrong}/${message_id}/raw`]) {
      const res = await call("GET", path, { key: account.key });
      expect(res.status, path).toBe(404);
      expect(res.body.error.type).toBe("not_found");
    }
    // A key scoped to the other pod cannot reach it through the plain route either.
    const podKey = await createKey(account, { name: "other pod" }, `/v0/pods/${other.pod_id}/api-keys`);
    expect((await call("GET", messagesPath(inboxId), { key: podKey })).status).toBe(404);
    const ownPodKey = await createKey(account, { name: "own pod" }, `/v0/pods/${pod.pod_id}/api-keys`);
    expect(ids((await list(inboxId, "", ownPodKey)).messages)).toEqual([message_id]);
  });
});
