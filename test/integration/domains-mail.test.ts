// Mail on custom domains, end to end against the local runtime: the SMTP server takes mail for VERIFIED domains with
// inbound on (and refuses send-only and unverified ones), a catch-all domain creates the inbox on the first message
// (created_by catch_all, expiring after catch_all_ttl_seconds) and announces inbox.created before message.received,
// and mail sent from a custom domain is DKIM-signed with the domain's own key, so DMARC passes aligned.
import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDomain, unpublishAll, verifiedDomain } from "../helpers/domains.js";
import { type Account, baseUrl, call, createInbox, sendMessage, signUp } from "../helpers/http.js";
import { waitFor } from "../helpers/wait.js";
import { type Receiver, startReceiver } from "../helpers/webhook-receiver.js";

let account: Account;
let receiver: Receiver;

beforeAll(async () => {
  [account, receiver] = await Promise.all([signUp(), startReceiver()]);
});

afterAll(async () => {
  await Promise.all([unpublishAll(), receiver.close()]);
});

const tag = () => randomBytes(3).toString("hex");

function smtp() {
  return nodemailer.createTransport({ host: "127.0.0.1", port: inject("smtpPort"), secure: false, ignoreTLS: true });
}

async function rejection(promise: Promise<unknown>): Promise<{ responseCode?: number; response?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { responseCode?: number; response?: string };
  }
  throw new Error("expected the SMTP transaction to fail");
}

async function messages(key: string, inboxId: string): Promise<Array<Record<string, any>>> {
  const res = await call("GET", `/v0/inboxes/${inboxId}/messages`, { key });
  return res.status === 200 ? res.body.messages : [];
}

describe("a catch-all domain over SMTP", () => {
  it("creates the inbox on the first message, expiring after catch_all_ttl_seconds, and delivers the message", async () => {
    const fresh = await signUp();
    const hook = await call("POST", "/v0/webhooks", {
      key: fresh.key,
      body: { url: receiver.urlFor(`/catch-all-${tag()}`), event_types: ["inbox.created", "message.received"] },
    });
    expect(hook.status).toBe(201);
    const d = await verifiedDomain(fresh.key, {
      domain: `catch-${tag()}.example.com`,
      catch_all: true,
      catch_all_ttl_seconds: 600,
    });
    const address = `orders-${tag()}@${d.domain}`;
    expect((await call("GET", `/v0/inboxes/${address}`, { key: fresh.key })).status).toBe(404);

    const subject = `First mail ${tag()}`;
    const sent = Date.now();
    const info = await smtp().sendMail({
      from: "Customer <customer@example.org>",
      to: address,
      subject,
      text: "Where is my order?",
    });
    expect(info.accepted).toEqual([address]);

    const message = await waitFor(
      async () => (await messages(fresh.key, address)).find((m) => m.subject === subject),
      8000,
      "the message in the new inbox",
    );
    const inbox = await call("GET", `/v0/inboxes/${address}`, { key: fresh.key });
    expect(inbox.status).toBe(200);
    expect(inbox.body).toMatchObject({
      inbox_id: address,
      pod_id: d.pod_id,
      created_by: "catch_all",
      ephemeral: true,
      ttl_seconds: 600,
    });
    const expires = Date.parse(inbox.body.expires_at);
    expect(expires).toBeGreaterThanOrEqual(sent + 600_000 - 1000);
    expect(expires).toBeLessThan(Date.now() + 600_000 + 1000);
    expect(message.labels).toContain("INBOX");

    // inbox.created comes first, then the one message.received event, in the log and to the webhook.
    const log = await call("GET", `/v0/events?inbox_id=${address}&ascending=true`, { key: fresh.key });
    const types = log.body.events.map((e: { event_type: string }) => e.event_type);
    expect(types[0]).toBe("inbox.created");
    expect(types.filter((t: string) => t.startsWith("message.received"))).toHaveLength(1);
    expect(types.indexOf("inbox.created")).toBeLessThan(
      types.findIndex((t: string) => t.startsWith("message.received")),
    );
    const path = new URL(hook.body.url).pathname;
    await receiver.waitFor(
      () => receiver.requests.filter((r) => r.path === path).length >= 2,
      "inbox.created and message.received delivered",
    );
    const delivered = receiver.requests.filter((r) => r.path === path).map((r) => r.json.event_type);
    expect(delivered).toEqual(["inbox.created", "message.received"]);

    // The second message goes to the same inbox.
    await smtp().sendMail({ from: "customer@example.org", to: address, subject: `${subject} again`, text: "Hello?" });
    await waitFor(
      async () => ((await messages(fresh.key, address)).length === 2 ? true : undefined),
      8000,
      "the second message",
    );
    const created = await call("GET", `/v0/events?event_types=inbox.created&inbox_id=${address}`, { key: fresh.key });
    expect(created.body.count).toBe(1);
  });

  it("makes permanent inboxes without a TTL", async () => {
    const d = await verifiedDomain(account.key, { domain: `catch-perm-${tag()}.example.com`, catch_all: true });
    const address = `support@${d.domain}`;
    await smtp().sendMail({ from: "someone@example.org", to: address, subject: "hi", text: "hello" });
    const inbox = await waitFor(async () => {
      const res = await call("GET", `/v0/inboxes/${address}`, { key: account.key });
      return res.status === 200 ? res.body : undefined;
    });
    expect(inbox).toMatchObject({ created_by: "catch_all", ephemeral: false });
    expect(inbox.expires_at).toBeUndefined();
  });

  it("refuses unknown addresses (550) of a domain without catch-all, and any address of an unverified domain", async () => {
    const plain = await verifiedDomain(account.key, { domain: `plain-${tag()}.example.com` });
    const unknown = await rejection(
      smtp().sendMail({ from: "a@example.org", to: `nobody@${plain.domain}`, text: "x" }),
    );
    expect(unknown.responseCode).toBe(550);
    expect(unknown.response).toMatch(/^550 5\.1\.1 /);

    const pending = await createDomain(account.key, { domain: `pending-${tag()}.example.com`, catch_all: true });
    const refused = await rejection(smtp().sendMail({ from: "a@example.org", to: `x@${pending.domain}`, text: "x" }));
    expect(refused.responseCode).toBe(550);
    expect(refused.response).toMatch(/Relaying denied/);
  });
});

describe("a send-only domain", () => {
  it("sends, but the SMTP server takes no mail for it", async () => {
    const d = await verifiedDomain(account.key, { domain: `sendonly-${tag()}.example.com`, inbound_enabled: false });
    const inbox = await createInbox(account.key, { username: `out-${tag()}`, domain: d.domain });
    const refused = await rejection(smtp().sendMail({ from: "a@example.org", to: inbox.inbox_id, text: "x" }));
    expect(refused.responseCode).toBe(550);
    const to = await createInbox(account.key, { username: `in-${tag()}` });
    await sendMessage(account.key, inbox.inbox_id, to.inbox_id, "From a send-only domain", "hello");
    await waitFor(async () => (await messages(account.key, to.inbox_id)).find((m) => m.direction === "inbound"));
  });
});

describe("mail sent from a custom domain", () => {
  it("is DKIM-signed with the domain's key (d= the domain) and passes DMARC aligned", async () => {
    const d = await verifiedDomain(account.key, { domain: `signed-${tag()}.example.com` });
    const dkim = d.records.find((r: { purpose: string }) => r.purpose === "dkim");
    const selector = dkim.name.split("._domainkey.")[0];
    const from = await createInbox(account.key, { username: `agent-${tag()}`, domain: d.domain });
    const to = await createInbox(account.key, { username: `reader-${tag()}` });
    await sendMessage(account.key, from.inbox_id, to.inbox_id, "Signed on a custom domain", "hello");
    const received = await waitFor(async () =>
      (await messages(account.key, to.inbox_id)).find((m) => m.subject === "Signed on a custom domain"),
    );
    const raw = await fetch(`${baseUrl()}/v0/inboxes/${to.inbox_id}/messages/${received.message_id}/raw/download`, {
      headers: { authorization: `Bearer ${account.key}` },
    });
    const text = await raw.text();
    const signature = /^DKIM-Signature:[\s\S]*?(?=\r?\n\S)/m.exec(text)?.[0].replace(/\s+/g, " ") ?? "";
    expect(signature).toContain(`d=${d.domain};`);
    expect(signature).toContain(`s=${selector};`);
    const trust = await call("GET", `/v0/inboxes/${to.inbox_id}/messages/${received.message_id}/trust`, {
      key: account.key,
    });
    expect(trust.body.authentication).toMatchObject({ spf: "pass", dkim: "pass", dmarc: "pass" });

    // Mail to an outside address leaves signed too (the local outbox).
    const out = await sendMessage(account.key, from.inbox_id, `someone-${tag()}@example.org`, "Outbound", "hi");
    const { readFile } = await import("node:fs/promises");
    const eml = await readFile(`${inject("outboxDir")}/${out.message_id}.eml`, "utf8");
    expect(eml.startsWith("DKIM-Signature:")).toBe(true);
    expect(eml.split(/\r?\n\r?\n/)[0]).toContain(`d=${d.domain};`);
  });
});
