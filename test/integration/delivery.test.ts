// Delivery reports through the local transport's SES mailbox simulator: delivery_status, the message.delivered,
// message.bounced and message.complained events, and the suppressions permanent bounces and complaints create.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { systemClock } from "../../shared/adapters/system/clock.js";
import { handleDeliveryNotification } from "../../shared/mail/delivery.js";
import { createLogger } from "../../shared/observability/logger.js";
import { noMetrics } from "../../shared/observability/metrics.js";
import type { Platform } from "../../shared/ports/platform.js";
import { eventsOf, testDb } from "../helpers/db.js";
import { type Account, call, createInbox, signUp } from "../helpers/http.js";
import { statusBecomes } from "../helpers/mail.js";
import { waitFor } from "../helpers/wait.js";

const SUCCESS = "success@simulator.amazonses.com";
const BOUNCE = "bounce@simulator.amazonses.com";
const COMPLAINT = "complaint@simulator.amazonses.com";

/** A fresh organization per test: suppressions are organization-wide. */
async function setup(): Promise<{ account: Account; inbox: string }> {
  const account = await signUp();
  const inbox = (await createInbox(account.key, { username: `reports-${randomBytes(4).toString("hex")}` })).inbox_id;
  return { account, inbox };
}

async function send(account: Account, inbox: string, body: Record<string, unknown>) {
  return call("POST", `/v0/inboxes/${inbox}/messages/send`, { key: account.key, body: { text: "report me", ...body } });
}

async function sendOk(account: Account, inbox: string, body: Record<string, unknown>) {
  const res = await send(account, inbox, body);
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${res.text}`);
  return res.body as { message_id: string; thread_id: string; timestamp: string };
}

async function eventFor(account: Account, type: string, key: string, messageId: string) {
  return waitFor(
    async () =>
      (await eventsOf(account.organizationId)).find(
        (e) =>
          e.eventType === type && (e.data as Record<string, { message_id?: string }>)[key]?.message_id === messageId,
      ),
    8000,
    type,
  );
}

async function eventTypesFor(account: Account, messageId: string): Promise<string[]> {
  return (await eventsOf(account.organizationId))
    .filter((e) =>
      Object.values(e.data as Record<string, { message_id?: string }>).some((v) => v?.message_id === messageId),
    )
    .map((e) => e.eventType)
    .sort();
}

const enc = encodeURIComponent;

describe("delivery reports from the mailbox simulator", () => {
  it("success@ → delivered with message.delivered {delivery: inbox_id, thread_id, message_id, timestamp, recipients}", async () => {
    const { account, inbox } = await setup();
    const sent = await sendOk(account, inbox, { to: SUCCESS, subject: "deliver me" });
    const message = await statusBecomes(account, inbox, sent.message_id, "delivered");
    expect(message.labels).toEqual(["SENT"]);

    const event = await eventFor(account, "message.delivered", "delivery", sent.message_id);
    expect(event.inboxId).toBe(inbox);
    const delivery = (event.data as { delivery: Record<string, unknown> }).delivery;
    expect(delivery).toEqual({
      inbox_id: inbox,
      thread_id: sent.thread_id,
      message_id: sent.message_id,
      timestamp: expect.any(String),
      recipients: [SUCCESS],
    });
    expect(Number.isNaN(Date.parse(delivery.timestamp as string))).toBe(false);
    expect(await eventTypesFor(account, sent.message_id)).toEqual(["message.delivered", "message.sent"]);

    // No suppression for a delivery; sending again works.
    expect((await call("GET", `/v0/suppressions/${enc(SUCCESS)}`, { key: account.key })).status).toBe(404);
    expect((await send(account, inbox, { to: SUCCESS })).status).toBe(201);
  });

  it("bounce@ → bounced with message.bounced (Permanent, General, recipients) and a bounce suppression", async () => {
    const { account, inbox } = await setup();
    const sent = await sendOk(account, inbox, { to: `Bouncer <${BOUNCE}>`, subject: "bounce me" });
    await statusBecomes(account, inbox, sent.message_id, "bounced");

    const event = await eventFor(account, "message.bounced", "bounce", sent.message_id);
    const bounce = (event.data as { bounce: Record<string, unknown> }).bounce;
    expect(bounce).toEqual({
      inbox_id: inbox,
      thread_id: sent.thread_id,
      message_id: sent.message_id,
      timestamp: expect.any(String),
      type: "Permanent",
      sub_type: "General",
      recipients: [{ address: BOUNCE, status: "5.1.1" }],
    });

    const suppression = await waitFor(async () => {
      const res = await call("GET", `/v0/suppressions/${enc(BOUNCE)}`, { key: account.key });
      return res.status === 200 ? res.body : undefined;
    });
    expect(suppression).toMatchObject({
      email: BOUNCE,
      organization_id: account.organizationId,
      reason: "bounce",
      source_message_id: sent.message_id,
    });

    const again = await send(account, inbox, { to: BOUNCE });
    expect(again.status).toBe(403);
    expect(again.body.error).toEqual({
      type: "forbidden",
      message: "Recipient bounce@simulator.amazonses.com is suppressed (bounce)",
    });
    // The suppression is organization-wide: another inbox is refused too, also in bcc.
    const other = (await createInbox(account.key)).inbox_id;
    const fromOther = await send(account, other, { to: SUCCESS, bcc: BOUNCE });
    expect(fromOther.status).toBe(403);
    expect(fromOther.body.error.message).toBe("Recipient bounce@simulator.amazonses.com is suppressed (bounce)");

    // A bounce suppression can be removed; then sending works (and bounces) again.
    expect((await call("DELETE", `/v0/suppressions/${enc(BOUNCE)}`, { key: account.key })).body).toEqual({ ok: true });
    const resent = await sendOk(account, inbox, { to: BOUNCE });
    await statusBecomes(account, inbox, resent.message_id, "bounced");
  });

  it("complaint@ → delivered then complained, message.complained, a complaint suppression that cannot be deleted", async () => {
    const { account, inbox } = await setup();
    const sent = await sendOk(account, inbox, { to: COMPLAINT, subject: "complain about me" });
    await statusBecomes(account, inbox, sent.message_id, "complained");

    const event = await eventFor(account, "message.complained", "complaint", sent.message_id);
    const complaint = (event.data as { complaint: Record<string, unknown> }).complaint;
    expect(complaint).toMatchObject({
      inbox_id: inbox,
      thread_id: sent.thread_id,
      message_id: sent.message_id,
      type: "abuse",
      sub_type: "abuse",
    });
    expect(typeof complaint.timestamp).toBe("string");
    expect(complaint.recipients).toEqual([{ address: COMPLAINT, status: expect.any(String) }]);
    // The simulator delivers first, then the complaint arrives.
    const delivered = await eventFor(account, "message.delivered", "delivery", sent.message_id);
    expect(delivered.eventId < event.eventId).toBe(true);

    const suppression = await call("GET", `/v0/suppressions/${enc(COMPLAINT)}`, { key: account.key });
    expect(suppression.status).toBe(200);
    expect(suppression.body).toMatchObject({
      email: COMPLAINT,
      reason: "complaint",
      source_message_id: sent.message_id,
    });

    const again = await send(account, inbox, { to: COMPLAINT });
    expect(again.status).toBe(403);
    expect(again.body.error.message).toBe("Recipient complaint@simulator.amazonses.com is suppressed (complaint)");

    const removed = await call("DELETE", `/v0/suppressions/${enc(COMPLAINT)}`, { key: account.key });
    expect(removed.status).toBe(403);
    expect(removed.body.error).toMatchObject({ type: "forbidden", param: "email" });
    // A manual suppression does not replace it either.
    const manual = await call("POST", "/v0/suppressions", { key: account.key, body: { email: COMPLAINT } });
    expect(manual.body.reason).toBe("complaint");
    expect((await send(account, inbox, { to: COMPLAINT })).body.error.message).toBe(
      "Recipient complaint@simulator.amazonses.com is suppressed (complaint)",
    );
  });

  it("a message to several simulator mailboxes gets every report, and only the bounced address is suppressed", async () => {
    const { account, inbox } = await setup();
    const sent = await sendOk(account, inbox, { to: [SUCCESS, "bounce+tagged@simulator.amazonses.com"] });
    await statusBecomes(account, inbox, sent.message_id, "bounced");
    const bounced = await eventFor(account, "message.bounced", "bounce", sent.message_id);
    expect((bounced.data as { bounce: { recipients: unknown } }).bounce.recipients).toEqual([
      { address: "bounce+tagged@simulator.amazonses.com", status: "5.1.1" },
    ]);
    const delivered = await eventFor(account, "message.delivered", "delivery", sent.message_id);
    expect((delivered.data as { delivery: { recipients: unknown } }).delivery.recipients).toEqual([SUCCESS]);
    // Only the bounced address is suppressed.
    expect((await send(account, inbox, { to: SUCCESS })).status).toBe(201);
    expect((await send(account, inbox, { to: "bounce+tagged@simulator.amazonses.com" })).status).toBe(403);
  });

  it("mail to another domain stays sent (no report) and suppresses nothing", async () => {
    const { account, inbox } = await setup();
    const sent = await sendOk(account, inbox, { to: "someone@example.net" });
    // Reports run in order after each send: once a later message's report is in, the first had its chance.
    const later = await sendOk(account, inbox, { to: SUCCESS });
    await statusBecomes(account, inbox, later.message_id, "delivered");
    const message = await call("GET", `/v0/inboxes/${inbox}/messages/${sent.message_id}`, { key: account.key });
    expect(message.body.delivery_status).toBe("sent");
    expect(await eventTypesFor(account, sent.message_id)).toEqual(["message.sent"]);
  });
});

describe("reports handled in-process (delivery.ts against the same table)", () => {
  // handleDeliveryNotification reads and writes only the table, the clock and the log.
  const platform = () =>
    ({
      db: testDb(),
      clock: systemClock,
      log: createLogger({ test: "delivery" }, { level: "silent" }),
      metrics: noMetrics,
    }) as unknown as Platform;
  const rfc = (messageId: string) => `<${messageId}@agents.localhost>`;

  it("a delivery report arriving after a bounce keeps bounced (and is still recorded as an event)", async () => {
    const { account, inbox } = await setup();
    const sent = await sendOk(account, inbox, { to: BOUNCE });
    await statusBecomes(account, inbox, sent.message_id, "bounced");
    const handled = await handleDeliveryNotification(platform(), {
      kind: "delivery",
      inboxId: inbox,
      rfcMessageId: rfc(sent.message_id),
      timestamp: new Date().toISOString(),
      recipients: [{ address: BOUNCE }],
    });
    expect(handled).toBe(true);
    const message = await call("GET", `/v0/inboxes/${inbox}/messages/${sent.message_id}`, { key: account.key });
    expect(message.body.delivery_status).toBe("bounced");
    expect(await eventTypesFor(account, sent.message_id)).toEqual([
      "message.bounced",
      "message.delivered",
      "message.sent",
    ]);
  });

  it("a transient bounce sets bounced but suppresses nothing; an unknown message is ignored", async () => {
    const { account, inbox } = await setup();
    const sent = await sendOk(account, inbox, { to: "soft@example.net" });
    const handled = await handleDeliveryNotification(platform(), {
      kind: "bounce",
      type: "Transient",
      subType: "MailboxFull",
      inboxId: inbox,
      rfcMessageId: rfc(sent.message_id),
      timestamp: new Date().toISOString(),
      recipients: [{ address: "soft@example.net", status: "4.2.2" }],
    });
    expect(handled).toBe(true);
    await statusBecomes(account, inbox, sent.message_id, "bounced");
    const event = await eventFor(account, "message.bounced", "bounce", sent.message_id);
    expect(event.data).toMatchObject({
      bounce: {
        type: "Transient",
        sub_type: "MailboxFull",
        recipients: [{ address: "soft@example.net", status: "4.2.2" }],
      },
    });
    expect((await call("GET", `/v0/suppressions/${enc("soft@example.net")}`, { key: account.key })).status).toBe(404);
    expect((await send(account, inbox, { to: "soft@example.net" })).status).toBe(201);

    const unknown = await handleDeliveryNotification(platform(), {
      kind: "bounce",
      inboxId: inbox,
      rfcMessageId: "<nobody@agents.localhost>",
      timestamp: new Date().toISOString(),
      recipients: [{ address: "x@example.net" }],
    });
    expect(unknown).toBe(false);
  }, 15_000);
});
