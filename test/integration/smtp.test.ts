// The local SMTP entry point, driven by a real SMTP client (nodemailer): storage, multiple recipients, RCPT
// refusals (unknown user, relaying), the 40 MB SIZE limit and paused inboxes.
import { randomBytes, randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { eventsOf } from "../helpers/db.js";
import { type Account, baseUrl, call, createInbox, signUp } from "../helpers/http.js";
import { sleep, waitFor } from "../helpers/wait.js";

let account: Account;

beforeAll(async () => {
  account = await signUp();
});

function transport() {
  return nodemailer.createTransport({ host: "127.0.0.1", port: inject("smtpPort"), secure: false, ignoreTLS: true });
}

const enc = encodeURIComponent;

async function messages(inboxId: string): Promise<any[]> {
  const res = await call("GET", `/v0/inboxes/${enc(inboxId)}/messages`, { key: account.key });
  expect(res.status).toBe(200);
  return res.body.messages;
}

async function getMessage(inboxId: string, messageId: string) {
  const res = await call("GET", `/v0/inboxes/${enc(inboxId)}/messages/${messageId}`, { key: account.key });
  expect(res.status).toBe(200);
  return res.body;
}

async function downloadBytes(path: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${account.key}` } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

/** The one message with this subject in the inbox, polled through the API. */
function arrived(inboxId: string, subject: string) {
  return waitFor(
    async () => (await messages(inboxId)).find((m) => m.subject === subject),
    8000,
    `"${subject}" in ${inboxId}`,
  );
}

async function rejection(promise: Promise<unknown>): Promise<any> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the SMTP transaction to fail");
}

describe("SMTP delivery to existing inboxes", () => {
  it("stores the message with INBOX and UNREAD, headers, text and a byte-exact attachment", async () => {
    const inbox = await createInbox(account.key);
    const subject = `Over SMTP ${randomUUID()}`;
    const payload = randomBytes(150_000);
    const info = await transport().sendMail({
      from: '"Sam Sender" <sam@sender.test>',
      to: inbox.inbox_id,
      subject,
      text: "Hello over SMTP.\nSecond line.",
      attachments: [{ filename: "payload.bin", content: payload, contentType: "application/octet-stream" }],
    });
    expect(info.accepted).toEqual([inbox.inbox_id]);
    expect(info.rejected).toEqual([]);
    expect(info.response).toMatch(/^250/);

    const listed = await arrived(inbox.inbox_id, subject);
    expect(listed.labels).toEqual(["INBOX", "UNREAD"]);
    const msg = await getMessage(inbox.inbox_id, listed.message_id);
    expect(msg).toMatchObject({
      inbox_id: inbox.inbox_id,
      direction: "inbound",
      labels: ["INBOX", "UNREAD"],
      from: "Sam Sender <sam@sender.test>",
      to: [inbox.inbox_id],
      subject,
    });
    expect(msg.text).toBe("Hello over SMTP.\nSecond line.");
    // Mail that came over SMTP is not marked as injected.
    expect(msg.received_via).toBeUndefined();
    expect(msg.headers["Message-ID"]).toBe(info.messageId);

    expect(msg.attachments).toHaveLength(1);
    const [attachment] = msg.attachments;
    expect(attachment).toMatchObject({
      filename: "payload.bin",
      size: payload.length,
      content_type: "application/octet-stream",
      content_disposition: "attachment",
    });
    expect(attachment.attachment_id).toMatch(/^att_/);
    const download = await downloadBytes(
      `/v0/inboxes/${enc(inbox.inbox_id)}/messages/${msg.message_id}/attachments/${attachment.attachment_id}/download`,
    );
    expect(download.status).toBe(200);
    expect(download.bytes.length).toBe(payload.length);
    expect(download.bytes.equals(payload)).toBe(true);

    const raw = await downloadBytes(`/v0/inboxes/${enc(inbox.inbox_id)}/messages/${msg.message_id}/raw/download`);
    expect(raw.status).toBe(200);
    expect(raw.bytes.length).toBe(msg.size);
    expect(raw.bytes.toString("latin1")).toContain(`Subject: ${subject}`);
  });

  it("several recipients in one transaction each get their own copy (envelope, not headers, decides)", async () => {
    const [a, b, c] = await Promise.all([createInbox(account.key), createInbox(account.key), createInbox(account.key)]);
    const subject = `Fan out ${randomUUID()}`;
    const info = await transport().sendMail({
      envelope: { from: "fan@sender.test", to: [a.inbox_id, b.inbox_id.toUpperCase(), c.inbox_id] },
      from: "fan@sender.test",
      // c is only in the envelope (a Bcc as the receiving server sees it).
      to: [a.inbox_id, b.inbox_id],
      subject,
      text: "One transaction, three inboxes.",
    });
    expect(info.accepted).toHaveLength(3);
    expect(info.rejected).toEqual([]);

    const copies = await Promise.all([a, b, c].map((inbox) => arrived(inbox.inbox_id, subject)));
    expect(new Set(copies.map((m) => m.message_id)).size).toBe(3);
    copies.forEach((copy, i) => {
      expect(copy.inbox_id).toBe([a, b, c][i].inbox_id);
      expect(copy.labels).toEqual(["INBOX", "UNREAD"]);
      expect(copy.to).toEqual([a.inbox_id, b.inbox_id]);
    });
    // Exactly one copy per inbox.
    for (const inbox of [a, b, c]) {
      expect((await messages(inbox.inbox_id)).filter((m) => m.subject === subject)).toHaveLength(1);
    }
  });
});

describe("SMTP refusals at RCPT", () => {
  it("an unknown user on the shared domain is refused with 550", async () => {
    const unknown = `nobody-${randomUUID().slice(0, 8)}@agents.localhost`;
    const error = await rejection(
      transport().sendMail({ from: "x@sender.test", to: unknown, subject: "To nobody", text: "?" }),
    );
    expect(error.code).toBe("EENVELOPE");
    expect(error.responseCode).toBe(550);
    expect(error.response).toMatch(/^550 5\.1\.1 No such user here/);
    expect(error.rejected).toEqual([unknown]);
    expect(error.rejectedErrors[0].responseCode).toBe(550);
  });

  it("a mix of known and unknown users: the known one gets the mail, the unknown one is reported rejected", async () => {
    const inbox = await createInbox(account.key);
    const unknown = `ghost-${randomUUID().slice(0, 8)}@agents.localhost`;
    const subject = `Partly rejected ${randomUUID()}`;
    const info = await transport().sendMail({
      from: "x@sender.test",
      to: [inbox.inbox_id, unknown],
      subject,
      text: "Half of this goes through.",
    });
    expect(info.accepted).toEqual([inbox.inbox_id]);
    expect(info.rejected).toEqual([unknown]);
    expect((info as any).rejectedErrors[0].responseCode).toBe(550);
    await arrived(inbox.inbox_id, subject);
  });

  it("an expired ephemeral inbox no longer receives (550)", async () => {
    const inbox = await createInbox(account.key, { ttl_seconds: 1 });
    await sleep(1100);
    const error = await rejection(
      transport().sendMail({ from: "x@sender.test", to: inbox.inbox_id, subject: "Too late", text: "?" }),
    );
    expect(error.responseCode).toBe(550);
    expect(error.rejected).toEqual([inbox.inbox_id]);
  });

  it("another domain (relaying) is refused with 550 Relaying denied", async () => {
    const error = await rejection(
      transport().sendMail({ from: "x@sender.test", to: "someone@example.com", subject: "Relay?", text: "?" }),
    );
    expect(error.code).toBe("EENVELOPE");
    expect(error.responseCode).toBe(550);
    expect(error.response).toContain("Relaying denied");
    expect(error.rejected).toEqual(["someone@example.com"]);
  });

  it("a lookalike of the shared domain is relaying too", async () => {
    const error = await rejection(
      transport().sendMail({ from: "x@sender.test", to: "a@sub.agents.localhost", subject: "Relay?", text: "?" }),
    );
    expect(error.responseCode).toBe(550);
    expect(error.response).toContain("Relaying denied");
  });
});

describe("SMTP size limit", () => {
  it("a 50 MB message is refused with 552 and nothing is stored", async () => {
    const inbox = await createInbox(account.key);
    const head = Buffer.from(
      [
        "From: big@sender.test",
        `To: ${inbox.inbox_id}`,
        "Subject: Fifty megabytes",
        `Message-ID: <${randomUUID()}@sender.test>`,
        "Content-Type: text/plain",
        "",
        "",
      ].join("\r\n"),
    );
    // One buffer of 76-character lines, built once.
    const line = Buffer.from(`${"a".repeat(76)}\r\n`);
    const raw = Buffer.concat([head, Buffer.alloc(50 * 1024 * 1024, line)]);
    const error = await rejection(
      transport().sendMail({ envelope: { from: "big@sender.test", to: [inbox.inbox_id] }, raw }),
    );
    expect(error.responseCode).toBe(552);
    expect(error.response).toMatch(/^552 5\.3\.4 Message too big/);
    expect(await messages(inbox.inbox_id)).toEqual([]);
    const received = (await eventsOf(account.organizationId)).filter((e) => e.inboxId === inbox.inbox_id);
    expect(received.map((e) => e.eventType)).toEqual(["inbox.created"]);
  }, 30_000);
});

describe("SMTP to a paused inbox", () => {
  it("is accepted at SMTP, not stored, and emits message.rejected with reason inbox_paused", async () => {
    const inbox = await createInbox(account.key);
    const paused = await call("PATCH", `/v0/inboxes/${enc(inbox.inbox_id)}`, {
      key: account.key,
      body: { status: "paused" },
    });
    expect(paused.status).toBe(200);
    expect(paused.body.status).toBe("paused");

    const subject = `While paused ${randomUUID()}`;
    const info = await transport().sendMail({
      from: '"Pat Sender" <pat@sender.test>',
      to: inbox.inbox_id,
      subject,
      text: "Nobody home.",
    });
    expect(info.accepted).toEqual([inbox.inbox_id]);

    const rejected = await waitFor(async () => {
      const events = await eventsOf(account.organizationId);
      return events.find((e) => e.eventType === "message.rejected" && e.inboxId === inbox.inbox_id);
    });
    expect(rejected.data.reject).toMatchObject({
      inbox_id: inbox.inbox_id,
      thread_id: null,
      message_id: null,
      reason: "inbox_paused",
      from: "Pat Sender <pat@sender.test>",
      subject,
    });
    expect(Date.parse(rejected.data.reject.timestamp)).not.toBeNaN();
    expect(await messages(inbox.inbox_id)).toEqual([]);
    const forInbox = (await eventsOf(account.organizationId)).filter((e) => e.inboxId === inbox.inbox_id);
    expect(forInbox.filter((e) => e.eventType.startsWith("message.received"))).toEqual([]);

    // Resumed: mail is stored again.
    const resumed = await call("PATCH", `/v0/inboxes/${enc(inbox.inbox_id)}`, {
      key: account.key,
      body: { status: "active" },
    });
    expect(resumed.status).toBe(200);
    const again = `After resume ${randomUUID()}`;
    await transport().sendMail({ from: "pat@sender.test", to: inbox.inbox_id, subject: again, text: "Back." });
    expect((await arrived(inbox.inbox_id, again)).labels).toEqual(["INBOX", "UNREAD"]);
  });
});
