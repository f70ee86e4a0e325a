import { beforeAll, describe, expect, it } from "vitest";
import { type Account, call, createInbox, signUp } from "../helpers/http.js";
import { waitFor } from "../helpers/wait.js";

let account: Account;
let a: string;
let b: string;

beforeAll(async () => {
  account = await signUp();
  a = (await createInbox(account.key, { username: `alice-${Date.now()}`, display_name: "Alice Agent" })).inbox_id;
  b = (await createInbox(account.key, { username: `bob-${Date.now()}` })).inbox_id;
});

describe("a conversation between two local inboxes", () => {
  it("A sends to B, B replies, both see one thread with the right labels, headers and order", async () => {
    const sent = await call("POST", `/v0/inboxes/${a}/messages/send`, {
      key: account.key,
      body: { to: b, subject: "Project kickoff", text: "Shall we start Monday?", labels: ["project"] },
    });
    expect(sent.status).toBe(201);
    expect(Object.keys(sent.body).sort()).toEqual(["message_id", "thread_id", "timestamp"]);

    const received = await waitFor(async () => {
      const list = await call("GET", `/v0/inboxes/${b}/messages`, { key: account.key });
      return list.body.messages[0];
    });
    expect(received).toMatchObject({
      labels: ["INBOX", "UNREAD"],
      subject: "Project kickoff",
      from: `Alice Agent <${a}>`,
      to: [b],
      direction: "inbound",
    });

    // Signed by the local transport with the instance's key, sent from loopback: it authenticates for real.
    const full = await call("GET", `/v0/inboxes/${b}/messages/${received.message_id}`, { key: account.key });
    expect(full.body.trust.authentication).toEqual({ spf: "pass", dkim: "pass", dmarc: "pass", aligned: true });

    const replied = await call("POST", `/v0/inboxes/${b}/messages/${received.message_id}/reply`, {
      key: account.key,
      body: { text: "Monday works." },
    });
    expect(replied.status).toBe(201);
    expect(replied.body.thread_id).toBe(received.thread_id);

    const backAtA = await waitFor(async () => {
      const list = await call("GET", `/v0/inboxes/${a}/messages`, { key: account.key });
      return list.body.messages.find((m: { direction: string }) => m.direction === "inbound");
    });
    expect(backAtA.subject).toBe("Re: Project kickoff");
    // B has written to A before (A's first message), and A wrote to B: prior correspondence on A's side.
    const backFull = await call("GET", `/v0/inboxes/${a}/messages/${backAtA.message_id}`, { key: account.key });
    expect(backFull.body.trust.sender.prior_correspondence).toBe(true);
    expect(backAtA.thread_id).toBe(sent.body.thread_id);
    expect(backAtA.in_reply_to).toBe(`<${sent.body.message_id}@agents.localhost>`);

    const threadA = await call("GET", `/v0/inboxes/${a}/threads/${sent.body.thread_id}`, { key: account.key });
    expect(threadA.status).toBe(200);
    expect(threadA.body.message_count).toBe(2);
    expect(threadA.body.messages.map((m: { direction: string }) => m.direction)).toEqual(["outbound", "inbound"]);
    expect(threadA.body.messages[0].labels).toEqual(["SENT", "project"]);
    expect(threadA.body.messages[1].text).toContain("Monday works.");

    const threadB = await call("GET", `/v0/inboxes/${b}/threads/${received.thread_id}`, { key: account.key });
    expect(threadB.body.messages.map((m: { direction: string }) => m.direction)).toEqual(["inbound", "outbound"]);
    expect(threadB.body.messages[1].in_reply_to).toBe(`<${sent.body.message_id}@agents.localhost>`);

    const sentMsg = await waitFor(async () => {
      const m = await call("GET", `/v0/inboxes/${a}/messages/${sent.body.message_id}`, { key: account.key });
      return m.body.delivery_status === "delivered" ? m.body : undefined;
    });
    expect(sentMsg.delivery_status).toBe("delivered");
  });
});

describe("a conversation with an outside party over SMTP", () => {
  it("mail in over SMTP, a reply out through the outbox, their answer back into the same thread", async () => {
    const nodemailer = (await import("nodemailer")).default;
    const { readFile } = await import("node:fs/promises");
    const { join } = await import("node:path");
    const { inject } = await import("vitest");
    const smtp = nodemailer.createTransport({
      host: "127.0.0.1",
      port: inject("smtpPort"),
      secure: false,
      ignoreTLS: true,
    });
    const first = await smtp.sendMail({
      from: "Carol Customer <carol@outside.example>",
      to: a,
      subject: "Order 42",
      text: "Where is my order?",
      messageId: "<order-42@outside.example>",
    });
    expect(first.accepted).toEqual([a]);
    const received = await waitFor(async () => {
      const list = await call("GET", `/v0/inboxes/${a}/messages?limit=50`, { key: account.key });
      return list.body.messages.find((m: { subject?: string }) => m.subject === "Order 42");
    });

    const reply = await call("POST", `/v0/inboxes/${a}/messages/${received.message_id}/reply`, {
      key: account.key,
      body: { text: "It ships today." },
    });
    expect(reply.status).toBe(201);
    const outboxCopy = await readFile(join(inject("outboxDir"), `${reply.body.message_id}.eml`), "utf8");
    expect(outboxCopy).toMatch(/^In-Reply-To: <order-42@outside\.example>/m);
    expect(outboxCopy).toMatch(/^To: Carol Customer <carol@outside\.example>/m);
    const ourMessageId = outboxCopy.match(/^Message-ID: (<[^>]+>)/m)?.[1];

    await smtp.sendMail({
      from: "Carol Customer <carol@outside.example>",
      to: a,
      subject: "Re: Order 42",
      text: "Thanks!",
      inReplyTo: ourMessageId,
      references: ["<order-42@outside.example>", ourMessageId as string],
    });
    const answer = await waitFor(async () => {
      const list = await call("GET", `/v0/inboxes/${a}/messages?limit=50`, { key: account.key });
      return list.body.messages.find((m: { subject?: string }) => m.subject === "Re: Order 42");
    });
    expect(answer.thread_id).toBe(received.thread_id);
    const thread = await call("GET", `/v0/inboxes/${a}/threads/${received.thread_id}`, { key: account.key });
    expect(thread.body.messages.map((m: { direction: string }) => m.direction)).toEqual([
      "inbound",
      "outbound",
      "inbound",
    ]);
    smtp.close();
  });
});
