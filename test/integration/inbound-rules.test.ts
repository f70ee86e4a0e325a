// Inbound rules through POST /inbound/raw and SMTP: the injection contract (recipient choice, scope, paused,
// permissions, size), receive lists, one message.received* event per stored message, ephemeral expiry pushes,
// catch-all domains and duplicate processing.
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import { beforeAll, describe, expect, it, inject as provided } from "vitest";
import { newId } from "../../shared/ids.js";
import { eventsOf, testDb } from "../helpers/db.js";
import { publishZone, txt, zoneOf } from "../helpers/dns-zone.js";
import { type Account, call, createInbox, createKey, signUp } from "../helpers/http.js";
import { inject, rawKey, rawMessage } from "../helpers/mail.js";
import { sleep } from "../helpers/wait.js";

let account: Account;
let key: string;

beforeAll(async () => {
  account = await signUp();
  key = await rawKey(account);
});

const enc = encodeURIComponent;

function smtp() {
  return nodemailer.createTransport({ host: "127.0.0.1", port: provided("smtpPort"), secure: false, ignoreTLS: true });
}

async function listMessages(apiKey: string, inboxId: string, query = ""): Promise<any[]> {
  const res = await call("GET", `/v0/inboxes/${enc(inboxId)}/messages${query}`, { key: apiKey });
  expect(res.status, res.text).toBe(200);
  return res.body.messages;
}

async function getMessage(apiKey: string, inboxId: string, messageId: string) {
  return call("GET", `/v0/inboxes/${enc(inboxId)}/messages/${messageId}`, { key: apiKey });
}

/** The message.received* events of an organization, by the message they carry. */
async function receivedEventsByMessage(organizationId: string): Promise<Map<string, string[]>> {
  const byMessage = new Map<string, string[]>();
  for (const event of await eventsOf(organizationId)) {
    if (!event.eventType.startsWith("message.received")) continue;
    const messageId = event.data.message.message_id as string;
    byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), event.eventType]);
  }
  return byMessage;
}

describe("POST /inbound/raw: the injection contract", () => {
  it("answers 201 with message_id, thread_id, inbox_id and received_via raw", async () => {
    const inbox = await createInbox(account.key);
    const res = await inject(key, rawMessage({ to: inbox.inbox_id, subject: "Shape" }));
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["inbox_id", "message_id", "received_via", "thread_id"]);
    expect(res.body).toMatchObject({ inbox_id: inbox.inbox_id, received_via: "raw" });
    expect(res.body.message_id).toMatch(/^msg_/);
    expect(res.body.thread_id).toMatch(/^thd_/);
    const msg = await getMessage(account.key, inbox.inbox_id, res.body.message_id);
    expect(msg.body).toMatchObject({ thread_id: res.body.thread_id, received_via: "raw", subject: "Shape" });
  });

  it("X-Recipient wins over To", async () => {
    const [byHeader, byTo] = await Promise.all([createInbox(account.key), createInbox(account.key)]);
    const res = await inject(key, rawMessage({ to: byTo.inbox_id, subject: "Header wins" }), byHeader.inbox_id);
    expect(res.status).toBe(201);
    expect(res.body.inbox_id).toBe(byHeader.inbox_id);
    expect((await listMessages(account.key, byHeader.inbox_id)).map((m) => m.subject)).toEqual(["Header wins"]);
    expect(await listMessages(account.key, byTo.inbox_id)).toEqual([]);
    // The stored To is still the message's own header.
    const msg = await getMessage(account.key, byHeader.inbox_id, res.body.message_id);
    expect(msg.body.to).toEqual([byTo.inbox_id]);
  });

  it("without X-Recipient the To header decides (display names and several addresses)", async () => {
    const [a, b] = await Promise.all([createInbox(account.key), createInbox(account.key)]);
    const res = await inject(key, rawMessage({ to: `"Agent A" <${a.inbox_id.toUpperCase()}>, ${b.inbox_id}` }));
    expect(res.status).toBe(201);
    expect(res.body.inbox_id).toBe(a.inbox_id);
    expect(res.body.deliveries.map((d: { inbox_id: string }) => d.inbox_id)).toEqual([a.inbox_id, b.inbox_id]);
    expect(await listMessages(account.key, a.inbox_id)).toHaveLength(1);
    expect(await listMessages(account.key, b.inbox_id)).toHaveLength(1);
  });

  it("no recipient at all is 400 with param recipient", async () => {
    const raw = "From: a@sender.test\r\nSubject: Nobody\r\n\r\nNo To header.\r\n";
    const res = await inject(key, raw);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: "validation", param: "recipient" });
  });

  it("an unknown inbox is 404 with param recipient", async () => {
    const res = await inject(key, rawMessage({ to: `nobody-${randomUUID().slice(0, 8)}@agents.localhost` }));
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ type: "not_found", param: "recipient" });
  });

  it("an inbox of another organization is 404 and receives nothing", async () => {
    const other = await signUp();
    const theirs = await createInbox(other.key);
    const res = await inject(key, rawMessage({ to: theirs.inbox_id }), theirs.inbox_id);
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ type: "not_found", param: "recipient" });
    expect(await listMessages(other.key, theirs.inbox_id)).toEqual([]);
  });

  it("a paused inbox is 403 forbidden and stores nothing", async () => {
    const inbox = await createInbox(account.key, { status: "paused" });
    expect(inbox.status).toBe("paused");
    const res = await inject(key, rawMessage({ to: inbox.inbox_id }));
    expect(res.status).toBe(403);
    expect(res.body.error.type).toBe("forbidden");
    expect(await listMessages(account.key, inbox.inbox_id)).toEqual([]);
  });

  it("keys without inbound_raw are refused, even a key without a list or with *", async () => {
    const inbox = await createInbox(account.key);
    const star = await createKey(account, { name: "star", permissions: ["*"] });
    for (const apiKey of [account.key, star]) {
      const res = await inject(apiKey, rawMessage({ to: inbox.inbox_id }));
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ type: "forbidden", message: "API key lacks the inbound_raw permission" });
    }
    expect(await listMessages(account.key, inbox.inbox_id)).toEqual([]);
  });

  it("a dashboard session cannot inject", async () => {
    const inbox = await createInbox(account.key);
    const res = await call("POST", "/inbound/raw", {
      cookie: account.session,
      rawBody: rawMessage({ to: inbox.inbox_id }),
      headers: { "content-type": "message/rfc822" },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.type).toBe("forbidden");
    expect(await listMessages(account.key, inbox.inbox_id)).toEqual([]);
  });

  it("40 MB + 1 byte is 400 Message too large", async () => {
    const inbox = await createInbox(account.key);
    const head = Buffer.from(`From: a@sender.test\r\nTo: ${inbox.inbox_id}\r\nSubject: Big\r\n\r\n`);
    const raw = Buffer.alloc(40 * 1024 * 1024 + 1, "b");
    head.copy(raw);
    const res = await inject(key, raw);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ type: "validation", message: "Message too large (over 40 MB)" });
    expect(await listMessages(account.key, inbox.inbox_id)).toEqual([]);
  }, 30_000);
});

describe("receive lists", () => {
  it("an organization block entry for the sender's domain: BLOCKED only, hidden, message.received.blocked", async () => {
    const org = await signUp();
    const orgRaw = await rawKey(org);
    const inbox = await createInbox(org.key);
    const added = await call("POST", "/v0/lists/receive/block", { key: org.key, body: { entry: "spam.test" } });
    expect(added.status).toBe(200);

    // A subdomain of a blocked domain is blocked too.
    const blocked = await inject(orgRaw, rawMessage({ to: inbox.inbox_id, from: "Spammer <bad@mail.spam.test>" }));
    expect(blocked.status).toBe(201);
    const fine = await inject(orgRaw, rawMessage({ to: inbox.inbox_id, from: "friend@fine.test", subject: "Fine" }));
    expect(fine.status).toBe(201);

    const full = await getMessage(org.key, inbox.inbox_id, blocked.body.message_id);
    expect(full.status).toBe(200);
    expect(full.body.labels).toEqual(["BLOCKED"]);
    expect((await getMessage(org.key, inbox.inbox_id, fine.body.message_id)).body.labels).toEqual(["INBOX", "UNREAD"]);

    // Hidden by default; shown with include_blocked to a key holding label_blocked_read.
    expect((await listMessages(org.key, inbox.inbox_id)).map((m) => m.message_id)).toEqual([fine.body.message_id]);
    const withBlocked = await listMessages(org.key, inbox.inbox_id, "?include_blocked=true");
    expect(withBlocked.map((m) => m.message_id).sort()).toEqual([blocked.body.message_id, fine.body.message_id].sort());
    // A key without label_blocked_read is silently narrowed, and cannot read it by ID.
    const reader = await createKey(org, { name: "reader", permissions: ["message_read"] });
    const narrowed = await listMessages(reader, inbox.inbox_id, "?include_blocked=true");
    expect(narrowed.map((m) => m.message_id)).toEqual([fine.body.message_id]);
    expect((await getMessage(reader, inbox.inbox_id, blocked.body.message_id)).status).toBe(404);

    const events = await receivedEventsByMessage(org.organizationId);
    expect(events.get(blocked.body.message_id)).toEqual(["message.received.blocked"]);
    expect(events.get(fine.body.message_id)).toEqual(["message.received"]);
  });

  it("a receive allow entry puts the inbox in allow-only mode (over raw injection and SMTP)", async () => {
    const org = await signUp();
    const orgRaw = await rawKey(org);
    const inbox = await createInbox(org.key);
    const added = await call("POST", "/v0/lists/receive/allow", { key: org.key, body: { entry: "friend@ok.test" } });
    expect(added.status).toBe(200);

    const stranger = await inject(orgRaw, rawMessage({ to: inbox.inbox_id, from: "stranger@ok.test" }));
    const friend = await inject(orgRaw, rawMessage({ to: inbox.inbox_id, from: "Friend <FRIEND@ok.test>" }));
    expect(stranger.status).toBe(201);
    expect(friend.status).toBe(201);
    const smtpSubject = `Stranger over SMTP ${randomUUID()}`;
    await smtp().sendMail({ from: "other@elsewhere.test", to: inbox.inbox_id, subject: smtpSubject, text: "hi" });

    expect((await getMessage(org.key, inbox.inbox_id, stranger.body.message_id)).body.labels).toEqual(["BLOCKED"]);
    expect((await getMessage(org.key, inbox.inbox_id, friend.body.message_id)).body.labels).toEqual([
      "INBOX",
      "UNREAD",
    ]);
    const visible = await listMessages(org.key, inbox.inbox_id);
    expect(visible.map((m) => m.message_id)).toEqual([friend.body.message_id]);
    const all = await listMessages(org.key, inbox.inbox_id, "?include_blocked=true");
    const overSmtp = all.find((m) => m.subject === smtpSubject);
    expect(overSmtp.labels).toEqual(["BLOCKED"]);

    const events = await receivedEventsByMessage(org.organizationId);
    expect(events.get(stranger.body.message_id)).toEqual(["message.received.blocked"]);
    expect(events.get(overSmtp.message_id)).toEqual(["message.received.blocked"]);
    expect(events.get(friend.body.message_id)).toEqual(["message.received"]);
  });

  it("every stored inbound message of an organization has exactly one message.received* event", async () => {
    const org = await signUp();
    const orgRaw = await rawKey(org);
    const [a, b] = await Promise.all([createInbox(org.key), createInbox(org.key)]);
    await call("POST", "/v0/lists/receive/block", { key: org.key, body: { entry: "blocked@sender.test" } });
    const stored: string[] = [];
    for (const from of ["ok@sender.test", "blocked@sender.test", "ok2@sender.test"]) {
      const res = await inject(orgRaw, rawMessage({ to: `${a.inbox_id}, ${b.inbox_id}`, from }));
      expect(res.status).toBe(201);
      stored.push(...res.body.deliveries.map((d: { message_id: string }) => d.message_id));
    }
    await smtp().sendMail({ from: "smtp@sender.test", to: [a.inbox_id, b.inbox_id], subject: "SMTP", text: "x" });
    for (const inbox of [a, b]) {
      for (const m of await listMessages(org.key, inbox.inbox_id, "?include_blocked=true")) {
        if (!stored.includes(m.message_id)) stored.push(m.message_id);
      }
    }
    expect(stored).toHaveLength(8);
    const events = await receivedEventsByMessage(org.organizationId);
    for (const messageId of stored) expect(events.get(messageId), messageId).toHaveLength(1);
    expect([...events.keys()].sort()).toEqual([...stored].sort());
  });
});

describe("ephemeral inboxes", () => {
  it("an inbound message pushes expires_at to now + ttl_seconds", async () => {
    const inbox = await createInbox(account.key, { ephemeral: true, ttl_seconds: 3600 });
    const before = await call("GET", `/v0/inboxes/${enc(inbox.inbox_id)}`, { key: account.key });
    expect(before.body.ephemeral).toBe(true);
    const expiresBefore = Date.parse(before.body.expires_at);
    await sleep(1100);
    const sentAt = Date.now();
    expect((await inject(key, rawMessage({ to: inbox.inbox_id }))).status).toBe(201);
    const after = await call("GET", `/v0/inboxes/${enc(inbox.inbox_id)}`, { key: account.key });
    const expiresAfter = Date.parse(after.body.expires_at);
    expect(expiresAfter).toBeGreaterThanOrEqual(expiresBefore + 1000);
    expect(Math.abs(expiresAfter - (sentAt + 3600_000))).toBeLessThan(5000);
    expect(after.body.ttl_seconds).toBe(3600);

    // Over SMTP too.
    await sleep(1100);
    await smtp().sendMail({ from: "x@sender.test", to: inbox.inbox_id, subject: "push", text: "again" });
    const later = await call("GET", `/v0/inboxes/${enc(inbox.inbox_id)}`, { key: account.key });
    expect(Date.parse(later.body.expires_at)).toBeGreaterThanOrEqual(expiresAfter + 1000);
  });

  it("a permanent inbox gets no expires_at from inbound mail", async () => {
    const inbox = await createInbox(account.key);
    expect((await inject(key, rawMessage({ to: inbox.inbox_id }))).status).toBe(201);
    const after = await call("GET", `/v0/inboxes/${enc(inbox.inbox_id)}`, { key: account.key });
    expect(after.body.ephemeral).toBe(false);
    expect(after.body.expires_at).toBeUndefined();
  });
});

describe("catch-all and custom domains", () => {
  async function writeDomain(owner: Account, fields: { catchAll: boolean; status?: "VERIFIED" | "PENDING" }) {
    const domain = `d-${randomUUID().slice(0, 8)}.test`;
    const at = new Date().toISOString();
    await testDb()
      .entities.domain.create({
        domain,
        domainId: newId("domain"),
        organizationId: owner.organizationId,
        podId: owner.defaultPodId,
        status: fields.status ?? "VERIFIED",
        inboundEnabled: true,
        catchAll: fields.catchAll,
        ...(fields.catchAll ? { catchAllTtlSeconds: 600 } : {}),
        createdAt: at,
        updatedAt: at,
      })
      .go();
    return domain;
  }

  async function smtpError(to: string): Promise<any> {
    try {
      await smtp().sendMail({ from: "x@sender.test", to, subject: "?", text: "?" });
    } catch (error) {
      return error;
    }
    throw new Error(`expected ${to} to be refused`);
  }

  it("mail over SMTP to an unknown address creates an ephemeral catch_all inbox and stores the message", async () => {
    const org = await signUp();
    const domain = await writeDomain(org, { catchAll: true });
    const address = `newcomer@${domain}`;
    const subject = `Hello catch-all ${randomUUID()}`;
    const startedAt = Date.now();
    const info = await smtp().sendMail({ from: "x@sender.test", to: address.toUpperCase(), subject, text: "hi" });
    expect(info.rejected).toEqual([]);

    const inbox = await call("GET", `/v0/inboxes/${enc(address)}`, { key: org.key });
    expect(inbox.status).toBe(200);
    expect(inbox.body).toMatchObject({
      inbox_id: address,
      created_by: "catch_all",
      ephemeral: true,
      ttl_seconds: 600,
      pod_id: org.defaultPodId,
      organization_id: org.organizationId,
      status: "active",
    });
    expect(Math.abs(Date.parse(inbox.body.expires_at) - (startedAt + 600_000))).toBeLessThan(10_000);
    const stored = await listMessages(org.key, address);
    expect(stored.map((m) => m.subject)).toEqual([subject]);
    expect(stored[0].labels).toEqual(["INBOX", "UNREAD"]);

    const events = await eventsOf(org.organizationId);
    expect(events.filter((e) => e.eventType === "inbox.created" && e.inboxId === address)).toHaveLength(1);

    // A second message reuses the inbox.
    await smtp().sendMail({ from: "x@sender.test", to: address, subject: "second", text: "again" });
    expect(await listMessages(org.key, address)).toHaveLength(2);
    const created = (await eventsOf(org.organizationId)).filter((e) => e.eventType === "inbox.created");
    expect(created.filter((e) => e.inboxId === address)).toHaveLength(1);
  });

  it("an address a catch-all inbox cannot have is refused at RCPT, not accepted and dropped", async () => {
    const org = await signUp();
    const domain = await writeDomain(org, { catchAll: true });
    const error = await smtpError(`not=valid@${domain}`);
    expect(error.responseCode).toBe(550);
    expect(error.rejected).toEqual([`not=valid@${domain}`]);
  });

  it("raw injection by the owning organization also creates the catch-all inbox", async () => {
    const org = await signUp();
    const domain = await writeDomain(org, { catchAll: true });
    const res = await inject(await rawKey(org), rawMessage({ to: `raw-made@${domain}` }));
    expect(res.status).toBe(201);
    expect(res.body.inbox_id).toBe(`raw-made@${domain}`);
    const inbox = await call("GET", `/v0/inboxes/${enc(`raw-made@${domain}`)}`, { key: org.key });
    expect(inbox.body.created_by).toBe("catch_all");
  });

  it("raw injection from another organization does not create an inbox on someone's catch-all domain", async () => {
    const owner = await signUp();
    const domain = await writeDomain(owner, { catchAll: true });
    const address = `intruder-made@${domain}`;
    const res = await inject(key, rawMessage({ to: address }));
    expect(res.status).toBe(404);
    expect(res.body.error.param).toBe("recipient");
    const inbox = await call("GET", `/v0/inboxes/${enc(address)}`, { key: owner.key });
    expect(inbox.status).toBe(404);
  });

  it("a verified domain without catch-all refuses unknown users at RCPT and delivers to its inboxes", async () => {
    const org = await signUp();
    const domain = await writeDomain(org, { catchAll: false });
    const error = await smtpError(`unknown@${domain}`);
    expect(error.responseCode).toBe(550);
    expect(error.response).toContain("No such user");
    const inbox = await call("GET", `/v0/inboxes/${enc(`unknown@${domain}`)}`, { key: org.key });
    expect(inbox.status).toBe(404);

    const known = await createInbox(org.key, { username: "desk", domain });
    expect(known.inbox_id).toBe(`desk@${domain}`);
    const subject = `Custom domain ${randomUUID()}`;
    await smtp().sendMail({ from: "x@sender.test", to: known.inbox_id, subject, text: "hi" });
    expect((await listMessages(org.key, known.inbox_id)).map((m) => m.subject)).toEqual([subject]);
  });

  it("on a verified domain, an authenticated colleague may ask the assistant for work; a stranger may not", async () => {
    const org = await signUp();
    const domain = await writeDomain(org, { catchAll: false });
    const stranger = `s-${randomUUID().slice(0, 8)}.test`;
    // SPF and DMARC pass for mail from this machine: both senders authenticate, aligned.
    for (const name of [domain, stranger])
      await publishZone(
        name,
        zoneOf(name, [
          [name, "TXT", txt("v=spf1 ip4:127.0.0.1 ip6:::1 -all")],
          [`_dmarc.${name}`, "TXT", txt("v=DMARC1; p=reject")],
        ]),
      );
    const desk = await createInbox(org.key, { username: "desk", domain });
    const text = "Hey assistant, please archive (don't delete) all CI success notifications older than 30 days.";
    await smtp().sendMail({ from: `yuki@${domain}`, to: desk.inbox_id, subject: "colleague", text });
    await smtp().sendMail({ from: `yuki@${stranger}`, to: desk.inbox_id, subject: "stranger", text });
    const levels = Object.fromEntries(
      (await listMessages(org.key, desk.inbox_id)).map((m) => [m.subject, m.trust_level]),
    );
    expect(levels).toEqual({ colleague: "verified", stranger: "suspicious" });
  });

  it("a catch-all domain that is not verified is not ours: relaying denied", async () => {
    const org = await signUp();
    const domain = await writeDomain(org, { catchAll: true, status: "PENDING" });
    const error = await smtpError(`someone@${domain}`);
    expect(error.responseCode).toBe(550);
    expect(error.response).toContain("Relaying denied");
  });
});

describe("duplicate processing", () => {
  it("the same raw message injected twice is stored twice, under different raw keys, in one thread", async () => {
    const inbox = await createInbox(account.key);
    const rfcId = `<dup-${randomUUID()}@sender.test>`;
    const raw = rawMessage({ to: inbox.inbox_id, subject: "Twice", messageId: rfcId });
    const first = await inject(key, raw);
    const second = await inject(key, raw);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.message_id).not.toBe(first.body.message_id);

    const items = await Promise.all(
      [first, second].map(async (r) => {
        const { data } = await testDb()
          .entities.message.get({ inboxId: inbox.inbox_id, messageId: r.body.message_id })
          .go();
        return data!;
      }),
    );
    expect(items[0].rawKey).not.toBe(items[1].rawKey);
    expect(items.map((m) => m.rfcMessageId)).toEqual([rfcId, rfcId]);
    expect(await listMessages(account.key, inbox.inbox_id)).toHaveLength(2);

    // The second copy carries the same Message-ID, so it joins the first copy's thread, and so does a reply.
    expect(second.body.thread_id).toBe(first.body.thread_id);
    const threads = await call("GET", `/v0/inboxes/${enc(inbox.inbox_id)}/threads`, { key: account.key });
    expect(threads.body.threads).toHaveLength(1);
    const reply = await inject(key, rawMessage({ to: inbox.inbox_id, subject: "Re: Twice", inReplyTo: rfcId }));
    expect(reply.status).toBe(201);
    expect(reply.body.thread_id).toBe(second.body.thread_id);

    const events = await receivedEventsByMessage(account.organizationId);
    for (const r of [first, second, reply]) expect(events.get(r.body.message_id)).toEqual(["message.received"]);
  });
});
