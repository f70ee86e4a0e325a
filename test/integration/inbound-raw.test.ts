import { beforeAll, describe, expect, it } from "vitest";
import { type Account, call, createInbox, signUp } from "../helpers/http.js";
import { inject, rawKey, rawMessage } from "../helpers/mail.js";

let account: Account;
let key: string;
let inboxId: string;

beforeAll(async () => {
  account = await signUp();
  key = await rawKey(account);
  inboxId = (await createInbox(account.key)).inbox_id;
});

describe("POST /inbound/raw", () => {
  it("stores the message with INBOX and UNREAD and received_via raw", async () => {
    const res = await inject(key, rawMessage({ to: inboxId, subject: "First", text: "Body text" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ inbox_id: inboxId, received_via: "raw" });
    expect(res.body.message_id).toMatch(/^msg_/);
    expect(res.body.thread_id).toMatch(/^thd_/);
    const msg = await call("GET", `/v0/inboxes/${inboxId}/messages/${res.body.message_id}`, { key: account.key });
    expect(msg.status).toBe(200);
    expect(msg.body).toMatchObject({
      labels: ["INBOX", "UNREAD"],
      subject: "First",
      from: "Alice Sender <alice@sender.test>",
      to: [inboxId],
      direction: "inbound",
      received_via: "raw",
      text: "Body text\n",
      extracted_text: "Body text",
      preview: "Body text",
    });
    expect(msg.body.trust).toBeDefined();
  });
});
