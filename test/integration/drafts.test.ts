import { beforeAll, describe, expect, it } from "vitest";
import { eventsOf } from "../helpers/db.js";
import { type Account, call, createInbox, signUp } from "../helpers/http.js";
import { waitFor } from "../helpers/wait.js";

let account: Account;
let a: string;
let b: string;

beforeAll(async () => {
  account = await signUp();
  a = (await createInbox(account.key)).inbox_id;
  b = (await createInbox(account.key)).inbox_id;
});

describe("drafts", () => {
  it("creates, reads, updates and sends a draft, emitting draft.sent and message.sent", async () => {
    const created = await call("POST", `/v0/inboxes/${a}/drafts`, {
      key: account.key,
      body: { to: b, subject: "Draft", text: "first", labels: ["drafted"] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ inbox_id: a, to: [b], subject: "Draft", text: "first", labels: ["drafted"] });
    expect(created.body.draft_id).toMatch(/^drf_/);
    const path = `/v0/inboxes/${a}/drafts/${created.body.draft_id}`;
    const patched = await call("PATCH", path, { key: account.key, body: { text: "second", subject: null } });
    expect(patched.body.text).toBe("second");
    expect(patched.body).not.toHaveProperty("subject");
    const byId = await call("GET", `/v0/drafts/${created.body.draft_id}`, { key: account.key });
    expect(byId.body.text).toBe("second");
    const sent = await call("POST", `${path}/send`, { key: account.key, body: { add_labels: ["extra"] } });
    expect(sent.status).toBe(201);
    expect(sent.body.message_id).toMatch(/^msg_/);
    expect((await call("GET", path, { key: account.key })).status).toBe(404);
    const message = await call("GET", `/v0/inboxes/${a}/messages/${sent.body.message_id}`, { key: account.key });
    expect(message.body.labels).toEqual(["SENT", "drafted", "extra"]);
    const types = (await eventsOf(account.organizationId)).map((e) => e.eventType);
    expect(types).toContain("draft.sent");
    expect(types).toContain("message.sent");
  });

  it("sends a scheduled draft at send_at", async () => {
    const sendAt = new Date(Date.now() + 1500).toISOString();
    const created = await call("POST", `/v0/inboxes/${a}/drafts`, {
      key: account.key,
      body: { to: b, subject: "Later", text: "scheduled", send_at: sendAt },
    });
    expect(created.body).toMatchObject({ send_status: "scheduled", send_at: sendAt });
    const path = `/v0/inboxes/${a}/drafts/${created.body.draft_id}`;
    await waitFor(
      async () => ((await call("GET", path, { key: account.key })).status === 404 ? true : undefined),
      10_000,
    );
    const arrived = await waitFor(async () => {
      const list = await call("GET", `/v0/inboxes/${b}/messages`, { key: account.key });
      return list.body.messages.find((m: { subject?: string }) => m.subject === "Later");
    });
    expect(arrived.subject).toBe("Later");
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
