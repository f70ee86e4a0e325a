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
