// Hostile and broken inbound mail through POST /inbound/raw: every message is either stored (readable through
// GET message and byte-identical through the raw download) or refused with a clear 400 envelope; never a 500.
import { readFileSync } from "node:fs";
import nodemailer from "nodemailer";
import { beforeAll, describe, expect, it, inject as provided } from "vitest";
import { testDb } from "../helpers/db.js";
import { type Account, baseUrl, call, createInbox, signUp } from "../helpers/http.js";
import { inject, rawKey } from "../helpers/mail.js";

let account: Account;
let key: string;
let inboxId: string;

beforeAll(async () => {
  account = await signUp();
  key = await rawKey(account);
  inboxId = (await createInbox(account.key)).inbox_id;
});

const fixture = (name: string): Buffer => readFileSync(new URL(`../fixtures/mail/${name}`, import.meta.url));

async function download(path: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${account.key}` } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

const messagePath = (messageId: string) => `/v0/inboxes/${encodeURIComponent(inboxId)}/messages/${messageId}`;

/** Injects raw bytes, expects 201, and proves the message reads back and the raw bytes were kept unchanged. */
async function storedMessage(raw: Buffer) {
  const res = await inject(key, raw, inboxId);
  expect(res.status, res.text).toBe(201);
  expect(res.body).toMatchObject({ inbox_id: inboxId, received_via: "raw" });
  const msg = await call("GET", messagePath(res.body.message_id), { key: account.key });
  expect(msg.status, msg.text).toBe(200);
  expect(msg.body).toMatchObject({ message_id: res.body.message_id, direction: "inbound", size: raw.length });
  expect(typeof msg.body.from).toBe("string");
  expect(Array.isArray(msg.body.to)).toBe(true);
  const rawInfo = await call("GET", `${messagePath(res.body.message_id)}/raw`, { key: account.key });
  expect(rawInfo.status).toBe(200);
  expect(rawInfo.body.size).toBe(raw.length);
  const rawBytes = await download(`${messagePath(res.body.message_id)}/raw/download`);
  expect(rawBytes.status).toBe(200);
  expect(rawBytes.headers.get("content-type")).toContain("message/rfc822");
  expect(rawBytes.bytes.equals(raw)).toBe(true);
  return msg.body;
}

async function attachmentBytes(messageId: string, attachmentId: string) {
  const res = await download(`${messagePath(messageId)}/attachments/${attachmentId}/download`);
  expect(res.status).toBe(200);
  return res.bytes;
}

describe("malformed MIME is stored, not lost", () => {
  it("a multipart whose parts use an undeclared boundary", async () => {
    const msg = await storedMessage(fixture("broken-boundary.eml"));
    expect(msg).toMatchObject({ subject: "Broken boundary", from: "Broken Boundary <broken@sender.test>" });
    expect(msg.labels).toEqual(["INBOX", "UNREAD"]);
  });

  it("a multipart cut off before its closing boundary keeps the parts that arrived", async () => {
    const msg = await storedMessage(fixture("missing-closing-boundary.eml"));
    expect(msg.text).toContain("The first part arrived whole.");
    expect(msg.attachments).toHaveLength(1);
    expect(msg.attachments[0]).toMatchObject({ filename: "tail.bin", size: 6 });
    const bytes = await attachmentBytes(msg.message_id, msg.attachments[0].attachment_id);
    expect([...bytes]).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("binary garbage with no header structure", async () => {
    const msg = await storedMessage(fixture("garbage.eml"));
    expect(msg.labels).toEqual(["INBOX", "UNREAD"]);
    // Header "names" made of binary noise are not kept (DynamoDB refuses an empty map key: a 500 before).
    for (const name of Object.keys(msg.headers ?? {})) expect(name).toMatch(/^[\x21-\x39\x3b-\x7e]+$/);
  });

  it("headers and no body at all", async () => {
    const msg = await storedMessage(fixture("headers-only.eml"));
    expect(msg.subject).toBe("Headers only, no body");
    expect(msg.text).toBeUndefined();
  });

  it("headers running straight into text without the blank line", async () => {
    const msg = await storedMessage(fixture("no-blank-line.eml"));
    expect(msg.subject).toBe("No blank line");
    expect(msg.from).toBe("No Blank <noblank@sender.test>");
    expect(Object.keys(msg.headers).sort()).toEqual(["From", "Subject", "To"]);
  });

  it("a message without From, Subject, Date and Message-ID", async () => {
    const msg = await storedMessage(fixture("missing-headers.eml"));
    expect(msg.subject).toBeUndefined();
    expect(msg.from).toBe("");
    expect(msg.text).toContain("A message with no From, Subject, Date or Message-ID.");
    expect(msg.to).toEqual(["agent@agents.localhost"]);
    // The thread view works for it too.
    const thread = await call("GET", `/v0/inboxes/${encodeURIComponent(inboxId)}/threads/${msg.thread_id}`, {
      key: account.key,
    });
    expect(thread.status).toBe(200);
    expect(thread.body.message_count).toBe(1);
  });

  it("a message body with nothing to parse is still a clear answer (empty body 400)", async () => {
    const res = await inject(key, Buffer.alloc(0), inboxId);
    expect(res.status).toBe(400);
    expect(res.body.error.type).toBe("validation");
  });
});

describe("character sets and encodings", () => {
  it("8-bit unencoded UTF-8 subject, name and body", async () => {
    const msg = await storedMessage(fixture("utf8-8bit.eml"));
    expect(msg.subject).toBe("Grüße aus Köln — 日本語 🎉");
    expect(msg.from).toBe("Zoë Ünal <zoe@sender.test>");
    expect(msg.text).toBe("Héllo wörld — 日本語 🎉\n");
  });

  it("ISO-8859-1 body", async () => {
    const msg = await storedMessage(fixture("iso-8859-1.eml"));
    expect(msg.text).toBe("Café crème brûlée £5 ½\n");
  });

  it("Windows-1252 body (smart quotes, euro, dash, ellipsis in 0x80-0x9F)", async () => {
    const msg = await storedMessage(fixture("windows-1252.eml"));
    expect(msg.text).toBe("“Quoted” costs €5 – really…\n");
  });

  it("Shift_JIS body", async () => {
    const msg = await storedMessage(fixture("shift_jis.eml"));
    expect(msg.text).toBe("日本語のメール本文\n");
    expect(msg.preview).toBe("日本語のメール本文");
  });

  it("RFC 2047 encoded subject and display names in several charsets", async () => {
    const msg = await storedMessage(fixture("rfc2047.eml"));
    expect(msg.subject).toBe("Café 日本語“ok”");
    expect(msg.from).toBe("Jürgen Müller <juergen@sender.test>");
    expect(msg.to).toEqual(["André <agent@agents.localhost>"]);
  });

  it("base64 with bad padding decodes what it can", async () => {
    const msg = await storedMessage(fixture("base64-bad-padding.eml"));
    expect(msg.text).toBe("Body without padding");
    expect(msg.attachments).toHaveLength(1);
    const bytes = await attachmentBytes(msg.message_id, msg.attachments[0].attachment_id);
    expect(bytes.toString("utf8")).toBe("Hello World");
  });
});

describe("attachments", () => {
  it("a zero-byte attachment is stored and downloads as zero bytes", async () => {
    const msg = await storedMessage(fixture("zero-byte-attachment.eml"));
    expect(msg.attachments).toHaveLength(1);
    expect(msg.attachments[0]).toMatchObject({ filename: "empty.bin", size: 0, content_disposition: "attachment" });
    const meta = await call("GET", `${messagePath(msg.message_id)}/attachments/${msg.attachments[0].attachment_id}`, {
      key: account.key,
    });
    expect(meta.status).toBe(200);
    expect(meta.body.size).toBe(0);
    const bytes = await attachmentBytes(msg.message_id, msg.attachments[0].attachment_id);
    expect(bytes.length).toBe(0);
  });

  it("an attachment without a filename is stored and downloadable", async () => {
    const msg = await storedMessage(fixture("attachment-no-filename.eml"));
    expect(msg.attachments).toHaveLength(1);
    const [attachment] = msg.attachments;
    expect(attachment.filename).toBeUndefined();
    expect(attachment.content_type).toBe("application/pdf");
    const res = await download(`${messagePath(msg.message_id)}/attachments/${attachment.attachment_id}/download`);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(Buffer.from("JVBERi0xLjQKJcOkw7zDtsOfCg==", "base64"))).toBe(true);
    expect(res.headers.get("content-disposition")).toContain(attachment.attachment_id);
  });

  it("a nested message/rfc822 attachment is kept whole", async () => {
    const msg = await storedMessage(fixture("nested-rfc822.eml"));
    expect(msg.subject).toBe("Fwd: the original");
    expect(msg.text).toContain("See the attached original.");
    expect(msg.attachments).toHaveLength(1);
    expect(msg.attachments[0]).toMatchObject({ filename: "original.eml", content_type: "message/rfc822" });
    const bytes = await attachmentBytes(msg.message_id, msg.attachments[0].attachment_id);
    expect(bytes.toString("utf8")).toContain("Subject: The original subject");
    expect(bytes.toString("utf8")).toContain("The original body.");
  });
});

describe("huge headers", () => {
  const header = (extra: string) =>
    Buffer.from(
      [
        "From: Big Headers <big@sender.test>",
        `To: ${"agent@agents.localhost"}`,
        extra,
        "Subject: Huge headers",
        `Message-ID: <huge-${Date.now()}-${Math.random()}@sender.test>`,
        "Date: Mon, 01 Jan 2024 10:00:00 +0000",
        "",
        "Body after huge headers.",
        "",
      ].join("\r\n"),
    );

  async function storedItemSize(messageId: string): Promise<number> {
    const { data } = await testDb().entities.message.get({ inboxId, messageId }).go();
    expect(data).not.toBeNull();
    return Buffer.byteLength(JSON.stringify(data));
  }

  it("a 200 KB header line is stored with its value capped", async () => {
    const msg = await storedMessage(header(`X-Huge: ${"x".repeat(200 * 1024)}`));
    expect(msg.subject).toBe("Huge headers");
    expect(msg.text).toBe("Body after huge headers.\n");
    expect(msg.headers["X-Huge"].length).toBeLessThanOrEqual(4097);
    expect(await storedItemSize(msg.message_id)).toBeLessThan(100 * 1024);
  });

  it("2000 Received headers are stored; the headers map is capped and the item stays small", async () => {
    const received = Array.from(
      { length: 2000 },
      (_, i) =>
        `Received: from relay${i}.example.test (relay${i}.example.test [192.0.2.${i % 250}])\r\n\tby mx.example.test with ESMTP id ${i}; Mon, 1 Jan 2024 00:00:00 +0000`,
    ).join("\r\n");
    const msg = await storedMessage(header(received));
    expect(msg.subject).toBe("Huge headers");
    expect(msg.from).toBe("Big Headers <big@sender.test>");
    expect(msg.headers.Received.length).toBeLessThanOrEqual(4097);
    expect(Buffer.byteLength(JSON.stringify(msg.headers))).toBeLessThan(40 * 1024);
    expect(await storedItemSize(msg.message_id)).toBeLessThan(100 * 1024);
  });

  it("2000 distinct long header names count against the cap too", async () => {
    const names = Array.from({ length: 2000 }, (_, i) => `X-Custom-${i}-${"n".repeat(200)}: v${i}`).join("\r\n");
    const msg = await storedMessage(header(names));
    expect(msg.subject).toBe("Huge headers");
    expect(Buffer.byteLength(JSON.stringify(msg.headers))).toBeLessThan(40 * 1024);
    expect(await storedItemSize(msg.message_id)).toBeLessThan(100 * 1024);
  });

  it("a head over the parser's 1 MB limit is a clear 400, not a 500", async () => {
    const res = await inject(key, header(`X-Too-Big: ${"y".repeat(1100 * 1024)}`), inboxId);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ type: "validation", message: "Message could not be parsed as RFC 5322" });
  });
});

describe("the same bad input over SMTP", () => {
  const smtp = () =>
    nodemailer.createTransport({ host: "127.0.0.1", port: provided("smtpPort"), secure: false, ignoreTLS: true });

  it("is stored byte for byte (no blank line, no From/Subject/Message-ID)", async () => {
    for (const name of ["no-blank-line.eml", "missing-headers.eml", "shift_jis.eml"]) {
      const raw = fixture(name);
      const before = (
        await call("GET", `/v0/inboxes/${encodeURIComponent(inboxId)}/messages?limit=500`, {
          key: account.key,
        })
      ).body.messages.length;
      const info = await smtp().sendMail({ envelope: { from: "smtp@sender.test", to: [inboxId] }, raw });
      expect(info.accepted, name).toEqual([inboxId]);
      const list = await call("GET", `/v0/inboxes/${encodeURIComponent(inboxId)}/messages?limit=500`, {
        key: account.key,
      });
      expect(list.body.messages.length, name).toBe(before + 1);
      const newest = list.body.messages[0];
      expect(newest.received_via).toBeUndefined();
      const rawBytes = await download(`${messagePath(newest.message_id)}/raw/download`);
      expect(rawBytes.bytes.equals(raw), name).toBe(true);
    }
  });

  it("a message the parser refuses is answered 550 at DATA, not dropped silently", async () => {
    const raw = Buffer.from(
      `From: a@sender.test\r\nTo: ${inboxId}\r\nX-Too-Big: ${"y".repeat(1100 * 1024)}\r\nSubject: x\r\n\r\nbody\r\n`,
    );
    let error: any;
    try {
      await smtp().sendMail({ envelope: { from: "smtp@sender.test", to: [inboxId] }, raw });
    } catch (e) {
      error = e;
    }
    expect(error?.responseCode).toBe(550);
    expect(error.response).toContain("could not be parsed");
  });
});
