// Local delivery to our own domain, over HTTP: an address with no inbox bounces as SES reports a nonexistent
// mailbox (delivery_status bounced, message.bounced, a bounce suppression); an existing inbox still gets the mail.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type Account, call, createInbox, signUp } from "../helpers/http.js";
import { statusBecomes } from "../helpers/mail.js";
import { waitFor } from "../helpers/wait.js";

const tag = () => randomBytes(4).toString("hex");
const enc = encodeURIComponent;

async function send(account: Account, from: string, to: string[]) {
  const res = await call("POST", `/v0/inboxes/${from}/messages/send`, {
    key: account.key,
    body: { to, subject: `Local ${tag()}`, text: "Can you check when order 1042 ships?" },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { message_id: string; thread_id: string };
}

async function eventsAbout(account: Account, type: string, messageId: string) {
  const res = await call("GET", `/v0/events?event_types=${type}&limit=100`, { key: account.key });
  expect(res.status).toBe(200);
  return (res.body.events as Array<{ data: Record<string, { message_id?: string }> }>).filter((e) =>
    Object.values(e.data).some((v) => v?.message_id === messageId),
  );
}

describe("local delivery to an address of our own domain", () => {
  it("with no inbox: bounced, message.bounced, a bounce suppression, never delivered", async () => {
    const account = await signUp();
    const sender = (await createInbox(account.key, { username: `sender-${tag()}` })).inbox_id;
    const nobody = `nobody-${tag()}@agents.localhost`;

    const sent = await send(account, sender, [nobody]);
    await statusBecomes(account, sender, sent.message_id, "bounced");

    const bounced = await waitFor(async () => (await eventsAbout(account, "message.bounced", sent.message_id))[0]);
    expect((bounced.data as Record<string, unknown>).bounce).toEqual({
      inbox_id: sender,
      thread_id: sent.thread_id,
      message_id: sent.message_id,
      timestamp: expect.any(String),
      type: "Permanent",
      sub_type: "General",
      recipients: [{ address: nobody, status: "5.1.1" }],
    });
    expect(await eventsAbout(account, "message.delivered", sent.message_id)).toEqual([]);

    const suppression = await waitFor(async () => {
      const res = await call("GET", `/v0/suppressions/${enc(nobody)}`, { key: account.key });
      return res.status === 200 ? res.body : undefined;
    });
    expect(suppression).toMatchObject({ email: nobody, reason: "bounce", source_message_id: sent.message_id });

    // The suppression holds: the next send to that address is refused before it leaves.
    const again = await call("POST", `/v0/inboxes/${sender}/messages/send`, {
      key: account.key,
      body: { to: [nobody], text: "again" },
    });
    expect(again.status).toBe(403);
    expect(again.body.error.message).toBe(`Recipient ${nobody} is suppressed (bounce)`);
  });

  it("with an inbox: delivered, and the recipient has the message", async () => {
    const account = await signUp();
    const sender = (await createInbox(account.key, { username: `sender-${tag()}` })).inbox_id;
    const recipient = (await createInbox(account.key, { username: `recipient-${tag()}` })).inbox_id;

    const sent = await send(account, sender, [recipient]);
    await statusBecomes(account, sender, sent.message_id, "delivered");
    const list = await call("GET", `/v0/inboxes/${recipient}/messages`, { key: account.key });
    expect(list.body.count).toBe(1);
    expect(await eventsAbout(account, "message.bounced", sent.message_id)).toEqual([]);
    expect((await call("GET", `/v0/suppressions/${enc(recipient)}`, { key: account.key })).status).toBe(404);
  });

  it("short greetings between two inboxes of one organization are not suspicious (authenticated, no cue)", async () => {
    const account = await signUp();
    const sender = (await createInbox(account.key, { username: `hi-${tag()}` })).inbox_id;
    const recipient = (await createInbox(account.key, { username: `there-${tag()}` })).inbox_id;
    for (const text of ["Hi there", "hello"]) {
      const res = await call("POST", `/v0/inboxes/${sender}/messages/send`, {
        key: account.key,
        body: { to: [recipient], subject: text, text },
      });
      expect(res.status, res.text).toBe(201);
    }
    const levels = await waitFor(
      async () => {
        const list = await call("GET", `/v0/inboxes/${recipient}/messages`, { key: account.key });
        const ids = (list.body.messages as Array<{ message_id: string }>).map((m) => m.message_id);
        if (ids.length < 2) return undefined;
        return Promise.all(
          ids.map(
            async (id) =>
              (await call("GET", `/v0/inboxes/${recipient}/messages/${id}/trust`, { key: account.key })).body,
          ),
        );
      },
      8000,
      "both messages received",
    );
    for (const trust of levels) {
      expect(trust.level, JSON.stringify(trust.reasons)).toBe("unknown");
      expect(trust.authentication.dmarc).toBe("pass");
    }
  });

  it("to both at once: the inbox gets the message, the unknown address bounces and is suppressed alone", async () => {
    const account = await signUp();
    const sender = (await createInbox(account.key, { username: `sender-${tag()}` })).inbox_id;
    const recipient = (await createInbox(account.key, { username: `recipient-${tag()}` })).inbox_id;
    const nobody = `nobody-${tag()}@agents.localhost`;

    const sent = await send(account, sender, [recipient, nobody]);
    // The delivery report comes first, the bounce after it; a delivery never overwrites a bounce.
    await statusBecomes(account, sender, sent.message_id, "bounced");
    const [delivered] = await eventsAbout(account, "message.delivered", sent.message_id);
    expect((delivered.data as { delivery: { recipients: string[] } }).delivery.recipients).toEqual([recipient]);
    const [bounced] = await eventsAbout(account, "message.bounced", sent.message_id);
    expect((bounced.data as { bounce: { recipients: unknown[] } }).bounce.recipients).toEqual([
      { address: nobody, status: "5.1.1" },
    ]);
    expect((await call("GET", `/v0/inboxes/${recipient}/messages`, { key: account.key })).body.count).toBe(1);
    await waitFor(async () =>
      (await call("GET", `/v0/suppressions/${enc(nobody)}`, { key: account.key })).status === 200 ? true : undefined,
    );
    expect((await call("GET", `/v0/suppressions/${enc(recipient)}`, { key: account.key })).status).toBe(404);
  });
});
