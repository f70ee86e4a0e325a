// The remote MCP server through the MCP SDK's own client (Client + StreamableHTTPClientTransport) against the local
// runtime: initialize under every protocol version, the tool list, every tool, error results, the agent-safe view on
// a message with hidden text and on a quarantined one, and wait_for_message waking on mail and timing out.
import { randomBytes } from "node:crypto";
import type { Client } from "@modelcontextprotocol/client";
import { Client as V1Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as V1Transport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNTRUSTED_CONTENT_NOTICE } from "../../shared/mcp/agent-view.js";
import { TOOLS } from "../../shared/mcp/tools.js";
import { type Account, baseUrl, call, createInbox, createKey, signUp } from "../helpers/http.js";
import { hiddenInstructionInvoice, inject, rawKey, rawMessage } from "../helpers/mail.js";
import { mcpClient, PROTOCOL_VERSIONS, tool } from "../helpers/mcp.js";
import { waitFor } from "../helpers/wait.js";

const TOOL_NAMES = [
  "list_inboxes",
  "create_inbox",
  "list_threads",
  "get_thread",
  "list_messages",
  "get_message",
  "search_messages",
  "get_trust_report",
  "update_labels",
  "wait_for_message",
  "send_message",
  "reply_to_message",
  "forward_message",
  "create_draft",
  "send_draft",
  "get_attachment",
];

/** An HTML message whose hidden passages are harmless: the view withholds and counts them, nothing quarantines it. */
const quietHidden = (to: string) =>
  [
    "From: Events <events@venue.test>",
    `To: ${to}`,
    "Subject: Team lunch",
    `Message-ID: <${randomBytes(6).toString("hex")}@venue.test>`,
    `Date: ${new Date().toUTCString()}`,
    "MIME-Version: 1.0",
    "Content-Type: text/html; charset=utf-8",
    "",
    "<html><body><p>Team lunch is on Friday at noon in the garden room.</p>",
    '<div style="display:none">ZQXQUIET reference 5521</div>',
    '<span style="font-size:0">ZQXTINY</span>',
    "<p>See you there, Events</p></body></html>",
    "",
  ].join("\r\n");

let account: Account;
let raw: string;
let client: Client;
/** Two inboxes made by create_inbox: A sends, B receives. */
let inboxA: string;
let inboxB: string;

beforeAll(async () => {
  account = await signUp();
  raw = await rawKey(account);
  client = await mcpClient(account.key);
  const [a, b] = await Promise.all([
    tool(client, "create_inbox", { display_name: "Agent A" }),
    tool(client, "create_inbox", { displayName: "Agent B", client_id: "mcp-b" }),
  ]);
  inboxA = a.data.inbox.inbox_id;
  inboxB = b.data.inbox.inbox_id;
});

afterAll(async () => {
  await client?.close();
});

describe("connecting", () => {
  it.each(PROTOCOL_VERSIONS)("initializes under %s as service 0.1.0 and lists every tool", async (version) => {
    const c = await mcpClient(account.key, version);
    try {
      expect(c.getServerVersion()).toMatchObject({ name: "service", version: "0.1.0" });
      expect(c.getNegotiatedProtocolVersion()).toBe(version);
      const { tools } = await c.listTools();
      expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);
      const inboxes = await tool(c, "list_inboxes", { limit: 100 });
      expect(inboxes.isError).toBe(false);
      expect(inboxes.data.inboxes.map((i: { inbox_id: string }) => i.inbox_id)).toEqual(
        expect.arrayContaining([inboxA, inboxB]),
      );
    } finally {
      await c.close();
    }
  });

  it("serves the 2025-11-25 handshake to the widely deployed v1 SDK client (@modelcontextprotocol/sdk)", async () => {
    const c = new V1Client({ name: "v1-test", version: "1.0.0" });
    await c.connect(
      new V1Transport(new URL(`${baseUrl()}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${account.key}` } },
      }),
    );
    try {
      expect(c.getServerVersion()).toMatchObject({ name: "service", version: "0.1.0" });
      expect((await c.listTools()).tools.map((t) => t.name)).toEqual(TOOL_NAMES);
      const result = await c.callTool({ name: "list_messages", arguments: { inboxId: inboxB } });
      expect(result.isError).toBeFalsy();
    } finally {
      await c.close();
    }
  });

  it.each(["/v0/mcp", "/sse"])("answers as the same server at the legacy address %s", async (path) => {
    const c = await mcpClient(account.key, "2025-06-18", path);
    try {
      expect(c.getServerVersion()).toMatchObject({ name: "service", version: "0.1.0" });
      expect((await c.listTools()).tools).toHaveLength(TOOL_NAMES.length);
    } finally {
      await c.close();
    }
  });

  it("describes every tool for a language model: each parameter, limits, annotations, the external-mail notice", async () => {
    const { tools } = await client.listTools();
    for (const t of tools) {
      expect(t.description, t.name).toBeTruthy();
      expect(t.annotations, t.name).toMatchObject({
        readOnlyHint: expect.any(Boolean),
        openWorldHint: expect.any(Boolean),
      });
      const properties = (t.inputSchema.properties ?? {}) as Record<string, { description?: string }>;
      for (const [name, schema] of Object.entries(properties))
        expect(schema.description, `${t.name}.${name}`).toBeTruthy();
    }
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    for (const name of ["list_messages", "get_message", "get_thread", "wait_for_message", "search_messages"]) {
      expect(byName[name].description, name).toMatch(/external senders/);
      expect(byName[name].annotations?.readOnlyHint, name).toBe(true);
    }
    expect(byName.send_message.annotations).toMatchObject({ readOnlyHint: false, openWorldHint: true });
    expect(byName.send_message.description).toContain("At most 50 different recipients");
    expect(byName.list_messages.inputSchema.properties?.limit).toMatchObject({ minimum: 1, maximum: 100 });
    expect(byName.wait_for_message.inputSchema.properties?.timeout_seconds).toMatchObject({ minimum: 0, maximum: 60 });
    // A list parameter takes one string too.
    expect(byName.send_message.inputSchema.properties?.to).toMatchObject({
      anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }],
    });
    expect(byName.send_message.inputSchema.required).toEqual(["inbox_id", "to"]);
  });
});

describe("tools", () => {
  let sentId: string;
  let receivedId: string;
  let threadId: string;
  let attachmentId: string;

  beforeAll(async () => {
    const startedAt = new Date(Date.now() - 1000).toISOString();
    const sent = await tool(client, "send_message", {
      inbox_id: inboxA,
      to: inboxB,
      subject: "Quarterly numbers",
      text: "Hello B, the quarterly numbers are attached. Regards, A",
      // camelCase inside a list too, as AgentMail's tools write it.
      attachments: [
        { filename: "numbers.txt", contentType: "text/csv", content: Buffer.from("revenue 42").toString("base64") },
      ],
    });
    expect(sent.isError, sent.text).toBe(false);
    sentId = sent.data.message_id;
    const arrived = await tool(client, "wait_for_message", { inbox_id: inboxB, after: startedAt, timeout_seconds: 10 });
    expect(arrived.data.timed_out).toBe(false);
    receivedId = arrived.data.message.message_id;
    threadId = arrived.data.message.thread_id;
    attachmentId = arrived.data.message.attachments[0].attachment_id;
  });

  it("create_inbox creates with created_by agent, and with the same client_id returns the same inbox", async () => {
    const again = await tool(client, "create_inbox", { clientId: "mcp-b" });
    expect(again).toMatchObject({ isError: false, data: { created: false, inbox: { inbox_id: inboxB } } });
    const fresh = await tool(client, "create_inbox", {
      username: `mcp-${randomBytes(4).toString("hex")}`,
      ttl_seconds: 600,
    });
    expect(fresh.data).toMatchObject({
      created: true,
      inbox: { created_by: "agent", ephemeral: true, ttl_seconds: 600 },
    });
    expect(fresh.data.inbox.url).toContain(`/inboxes/${encodeURIComponent(fresh.data.inbox.inbox_id)}`);
    expect(fresh.text).toContain("Created inbox");
  });

  it("list_inboxes pages with limit and page_token (camelCase pageToken too)", async () => {
    const first = await tool(client, "list_inboxes", { limit: 1 });
    expect(first.data).toMatchObject({ count: 1, limit: 1, next_page_token: expect.any(String) });
    const second = await tool(client, "list_inboxes", { limit: 1, pageToken: first.data.next_page_token });
    expect(second.data.inboxes[0].inbox_id).not.toBe(first.data.inboxes[0].inbox_id);
  });

  it("send_message answers the sent copy's IDs; its own text is read back as stored", async () => {
    const res = await tool(client, "get_message", { inbox_id: inboxA, message_id: sentId });
    expect(res.data).toMatchObject({
      direction: "outbound",
      subject: "Quarterly numbers",
      text: "Hello B, the quarterly numbers are attached. Regards, A",
      text_source: "text",
      url: expect.stringContaining(`/messages/${sentId}`),
    });
    expect(res.data).not.toHaveProperty("notice");
  });

  it("list_messages lists with previews of at most 200 characters and the untrusted-content notice", async () => {
    const res = await tool(client, "list_messages", { inbox_id: inboxB });
    expect(res.isError).toBe(false);
    const item = res.data.messages.find((m: { message_id: string }) => m.message_id === receivedId);
    expect(item).toMatchObject({ direction: "inbound", notice: UNTRUSTED_CONTENT_NOTICE, attachment_count: 1 });
    expect(item.preview.length).toBeLessThanOrEqual(200);
    expect(res.text).toContain("external senders");
  });

  it("get_message returns the agent-safe text, its source, the trust summary, attachment risk and a link", async () => {
    const res = await tool(client, "get_message", { inboxId: inboxB, messageId: receivedId });
    expect(res.data).toMatchObject({
      message_id: receivedId,
      text: expect.stringContaining("the quarterly numbers are attached"),
      text_source: "trust_content",
      notice: UNTRUSTED_CONTENT_NOTICE,
      trust: {
        level: expect.any(String),
        score: expect.any(Number),
        reasons: expect.any(Array),
        authentication: { spf: expect.any(String), dkim: expect.any(String), dmarc: expect.any(String) },
        sender: { address: inboxA },
        hidden_text_found: false,
        flagged_links: [],
        risky_attachments: [],
      },
      attachments: [
        { attachment_id: attachmentId, filename: "numbers.txt", content_type: "text/csv", risk: expect.any(String) },
      ],
      url: expect.stringContaining(`/messages/${receivedId}`),
    });
    expect(res.data).not.toHaveProperty("raw");
    const withRaw = await tool(client, "get_message", { inbox_id: inboxB, message_id: receivedId, include_raw: true });
    expect(withRaw.data.raw).toMatchObject({
      size: expect.any(Number),
      download_url: expect.stringContaining("/raw/download"),
    });
    expect(withRaw.data.headers).toBeTruthy();
  });

  it("search_messages finds by a word of the text", async () => {
    const res = await tool(client, "search_messages", { inbox_id: inboxB, q: "quarterly" });
    expect(res.data.messages.map((m: { message_id: string }) => m.message_id)).toContain(receivedId);
    const none = await tool(client, "search_messages", { inbox_id: inboxB, q: "zqxnothing" });
    expect(none.data).toMatchObject({ count: 0, messages: [] });
  });

  it("get_trust_report returns the report without any message text", async () => {
    const res = await tool(client, "get_trust_report", { inbox_id: inboxB, message_id: receivedId });
    expect(res.data).toMatchObject({
      message_id: receivedId,
      level: expect.any(String),
      authentication: expect.any(Object),
      content: { hidden_text_found: false },
    });
    expect(JSON.stringify(res.data)).not.toContain("quarterly numbers are attached");
    const outbound = await tool(client, "get_trust_report", { inbox_id: inboxA, message_id: sentId });
    expect(outbound).toMatchObject({ isError: true, text: "not_found: Trust report not found" });
  });

  it("list_threads and get_thread show the conversation", async () => {
    const threads = await tool(client, "list_threads", { inbox_id: inboxB });
    expect(threads.data.threads.map((t: { thread_id: string }) => t.thread_id)).toContain(threadId);
    const thread = await tool(client, "get_thread", { inbox_id: inboxB, thread_id: threadId });
    expect(thread.data).toMatchObject({
      thread_id: threadId,
      messages: [{ message_id: receivedId, text_source: "trust_content" }],
    });
  });

  it("update_labels adds and removes labels and answers message_id, labels, url", async () => {
    const res = await tool(client, "update_labels", {
      inbox_id: inboxB,
      message_id: receivedId,
      add_labels: "follow-up",
      remove_labels: ["unread"],
    });
    expect(res.data).toEqual({
      message_id: receivedId,
      labels: expect.arrayContaining(["INBOX", "follow-up"]),
      url: expect.stringContaining(receivedId),
    });
    expect(res.data.labels).not.toContain("UNREAD");
  });

  it("reply_to_message replies in the thread; forward_message forwards with the attachment", async () => {
    const after = new Date().toISOString();
    const reply = await tool(client, "reply_to_message", { inbox_id: inboxB, message_id: receivedId, text: "Thanks!" });
    expect(reply.isError, reply.text).toBe(false);
    expect(reply.data.thread_id).toBe(threadId);
    const back = await tool(client, "wait_for_message", { inbox_id: inboxA, after, timeout_seconds: 10 });
    expect(back.data.message).toMatchObject({ subject: "Re: Quarterly numbers", in_reply_to: expect.any(String) });

    const fwd = await tool(client, "forward_message", {
      inbox_id: inboxB,
      message_id: receivedId,
      to: [inboxA],
      text: "FYI",
    });
    expect(fwd.isError, fwd.text).toBe(false);
    const forwarded = await tool(client, "get_message", { inbox_id: inboxB, message_id: fwd.data.message_id });
    expect(forwarded.data).toMatchObject({
      subject: "Fwd: Quarterly numbers",
      attachments: [{ filename: "numbers.txt" }],
    });
  });

  it("create_draft saves (again by client_id) and send_draft sends it", async () => {
    const draft = await tool(client, "create_draft", {
      inbox_id: inboxA,
      to: inboxB,
      subject: "Draft for review",
      text: "To be checked",
      client_id: "mcp-draft-1",
    });
    expect(draft.data).toMatchObject({ created: true, draft_id: expect.stringMatching(/^drf_/), to: [inboxB] });
    expect(draft.data.url).toContain(`/drafts/${draft.data.draft_id}`);
    const again = await tool(client, "create_draft", { inbox_id: inboxA, client_id: "mcp-draft-1" });
    expect(again.data).toMatchObject({ created: false, draft_id: draft.data.draft_id });
    const sent = await tool(client, "send_draft", {
      inbox_id: inboxA,
      draftId: draft.data.draft_id,
      add_labels: "reviewed",
    });
    expect(sent.isError, sent.text).toBe(false);
    const copy = await tool(client, "get_message", { inbox_id: inboxA, message_id: sent.data.message_id });
    expect(copy.data.labels).toEqual(expect.arrayContaining(["SENT", "reviewed"]));
    const gone = await tool(client, "send_draft", { inbox_id: inboxA, draft_id: draft.data.draft_id });
    expect(gone).toMatchObject({ isError: true, data: { error: { type: "not_found" } } });
  });

  it("get_attachment returns the risk and extracted text, and the bytes only when asked", async () => {
    const plain = await tool(client, "get_attachment", {
      inbox_id: inboxB,
      message_id: receivedId,
      attachment_id: attachmentId,
    });
    expect(plain.data).toMatchObject({
      attachment_id: attachmentId,
      filename: "numbers.txt",
      risk: expect.stringMatching(/^(none|low)$/),
      extracted_text: expect.stringContaining("revenue 42"),
      download_url: expect.stringContaining(`/attachments/${attachmentId}/download`),
    });
    expect(plain.data).not.toHaveProperty("content_base64");
    const bytes = await tool(client, "get_attachment", {
      inbox_id: inboxB,
      message_id: receivedId,
      attachment_id: attachmentId,
      include_content: true,
    });
    expect(Buffer.from(bytes.data.content_base64, "base64").toString()).toBe("revenue 42");
  });
});

describe("error results", () => {
  it("are isError results with `<type>: <message>` and the error envelope", async () => {
    const missing = await tool(client, "get_message", {
      inbox_id: inboxB,
      message_id: "msg_00000000000000000000000000",
    });
    expect(missing).toEqual({
      isError: true,
      text: "not_found: Message not found",
      data: { error: { type: "not_found", message: "Message not found" } },
    });
    const bad = await tool(client, "list_messages", { inbox_id: inboxB, limit: 0 });
    expect(bad).toMatchObject({
      isError: true,
      text: "validation: limit must be at least 1",
      data: { error: { type: "validation", message: "limit must be at least 1", param: "limit" } },
    });
    const required = await tool(client, "send_message", { inbox_id: inboxA });
    expect(required.text).toBe("validation: to is required");
    const unknown = await tool(client, "list_messages", { inbox_id: inboxB, query: "x" });
    expect(unknown.text).toMatch(/^validation: Unknown parameter query; list_messages takes inbox_id, labels, limit/);
    const when = await tool(client, "wait_for_message", { inbox_id: inboxB, after: "yesterday" });
    expect(when.text).toBe("validation: after must be an ISO 8601 timestamp");
    const nowhere = await tool(client, "list_messages", { inbox_id: "nobody@agents.localhost" });
    expect(nowhere.text).toBe("not_found: Inbox not found: nobody@agents.localhost");
  });

  it("refuse a tool whose permission the key lacks, with the route's message", async () => {
    const readOnly = await createKey(account, { name: "mcp read only", permissions: ["inbox_read", "message_read"] });
    const c = await mcpClient(readOnly);
    try {
      const send = await tool(c, "send_message", { inbox_id: inboxA, to: inboxB, text: "no" });
      expect(send).toEqual({
        isError: true,
        text: "forbidden: API key lacks the message_send permission",
        data: { error: { type: "forbidden", message: "API key lacks the message_send permission" } },
      });
      const reply = await tool(c, "reply_to_message", { inbox_id: inboxB, message_id: "msg_x", text: "no" });
      expect(reply.text).toBe("forbidden: API key lacks the message_reply permission");
      expect((await tool(c, "list_threads", { inbox_id: inboxB })).text).toBe(
        "forbidden: API key lacks the thread_read permission",
      );
      expect((await tool(c, "list_messages", { inbox_id: inboxB })).isError).toBe(false);
    } finally {
      await c.close();
    }
  });

  it("keep an inbox key to its inbox, and refuse it create_inbox as the route does", async () => {
    const inboxKey = await createKey(account, { name: "mcp inbox B" }, `/v0/inboxes/${inboxB}/api-keys`);
    const c = await mcpClient(inboxKey);
    try {
      expect((await tool(c, "list_messages", { inbox_id: inboxB })).isError).toBe(false);
      expect((await tool(c, "list_messages", { inbox_id: inboxA })).text).toBe(`not_found: Inbox not found: ${inboxA}`);
      expect((await tool(c, "list_inboxes")).data.inboxes.map((i: { inbox_id: string }) => i.inbox_id)).toEqual([
        inboxB,
      ]);
      expect((await tool(c, "create_inbox")).text).toBe("forbidden: Inbox-scoped credentials cannot create inboxes");
    } finally {
      await c.close();
    }
  });

  it("apply the cap of 50 distinct recipients to sending and saving tools", async () => {
    const many = Array.from({ length: 51 }, (_, i) => `r${i}@example.com`);
    const message = "validation: A message may have at most 50 distinct recipients (to, cc, bcc)";
    expect((await tool(client, "send_message", { inbox_id: inboxA, to: many, text: "x" })).text).toBe(message);
    expect(
      (await tool(client, "create_draft", { inbox_id: inboxA, to: many.slice(0, 30), cc: many.slice(30) })).text,
    ).toBe(message);
    expect((await tool(client, "forward_message", { inbox_id: inboxA, message_id: "msg_x", to: many })).isError).toBe(
      true,
    );
  });
});

describe("agent-safe view", () => {
  let inbox: string;
  let hiddenId: string;
  let quarantinedId: string;

  beforeAll(async () => {
    inbox = (await createInbox(account.key)).inbox_id;
    const [hidden, quarantined] = await Promise.all([
      inject(raw, quietHidden(inbox)),
      inject(raw, hiddenInstructionInvoice(inbox)),
    ]);
    expect([hidden.status, quarantined.status]).toEqual([201, 201]);
    hiddenId = hidden.body.message_id;
    quarantinedId = quarantined.body.message_id;
  });

  it("withholds hidden text behind a marker with its count, everywhere an agent reads", async () => {
    const res = await tool(client, "get_message", { inbox_id: inbox, message_id: hiddenId });
    expect(res.data.trust.level).not.toBe("quarantined");
    expect(res.data).toMatchObject({
      text_source: "trust_content",
      hidden_passages_withheld: 2,
      trust: { hidden_text_found: true },
    });
    expect(res.data.text).toMatch(/^\[hidden text withheld: 2 hidden passages of this message are not shown\]/);
    expect(res.data.text).toContain("Team lunch is on Friday at noon");
    const everything = JSON.stringify([
      res,
      await tool(client, "list_messages", { inbox_id: inbox }),
      await tool(client, "get_thread", { inbox_id: inbox, thread_id: res.data.thread_id }),
      await tool(client, "search_messages", { inbox_id: inbox, q: "lunch" }),
      await tool(client, "get_trust_report", { inbox_id: inbox, message_id: hiddenId }),
    ]);
    expect(everything).toContain("Team lunch");
    expect(everything).not.toContain("ZQXQUIET");
    expect(everything).not.toContain("ZQXTINY");
  });

  it("gives a quarantined message no text, no preview and a withheld_reason", async () => {
    const res = await tool(client, "get_message", { inbox_id: inbox, message_id: quarantinedId });
    expect(res.data).toMatchObject({
      labels: expect.arrayContaining(["QUARANTINE"]),
      trust: { level: "quarantined", hidden_text_found: true },
      withheld_reason: expect.stringContaining("quarantined"),
      notice: UNTRUSTED_CONTENT_NOTICE,
    });
    expect(res.data).not.toHaveProperty("text");
    expect(res.data).not.toHaveProperty("preview");
    // Left out of lists unless asked for; listed then without a preview.
    const listed = await tool(client, "list_messages", { inbox_id: inbox });
    expect(listed.data.messages.map((m: { message_id: string }) => m.message_id)).not.toContain(quarantinedId);
    const asked = await tool(client, "list_messages", { inbox_id: inbox, include_quarantine: true });
    const item = asked.data.messages.find((m: { message_id: string }) => m.message_id === quarantinedId);
    expect(item).toMatchObject({ withheld_reason: "quarantined", subject: "Invoice 4711" });
    expect(item).not.toHaveProperty("preview");
    const everything = JSON.stringify([
      res,
      asked,
      await tool(client, "get_trust_report", { inbox_id: inbox, message_id: quarantinedId }),
    ]);
    expect(everything).not.toContain("ZQXHTML");
    expect(everything).not.toContain("attacker@evil.test");
    expect(everything).not.toContain("Invoice 4711 is attached");
  });
});

describe("wait_for_message", () => {
  let inbox: string;

  beforeAll(async () => {
    inbox = (await createInbox(account.key)).inbox_id;
    const block = await call("POST", `/v0/inboxes/${inbox}/lists/receive/block`, {
      key: account.key,
      body: { entry: "blocked@sender.test" },
    });
    expect(block.status).toBe(200);
  });

  it("wakes when new mail arrives, with that message", async () => {
    const waiting = tool(client, "wait_for_message", { inbox_id: inbox, timeout_seconds: 30 });
    // The waiter is subscribed once its call reached the server; mail sent then must wake it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = await tool(client, "send_message", { inbox_id: inboxA, to: inbox, subject: "Wake up", text: "Ping" });
    expect(sent.isError, sent.text).toBe(false);
    const res = await waiting;
    expect(res.data).toMatchObject({
      timed_out: false,
      message: { subject: "Wake up", text: expect.stringContaining("Ping") },
    });
    expect(res.data.waited_seconds).toBeLessThan(10);
  });

  it("returns at once a message already received after `after`, oldest first", async () => {
    const after = new Date(Date.now() - 60_000).toISOString();
    const res = await tool(client, "wait_for_message", { inbox_id: inbox, after, timeout_seconds: 0 });
    expect(res.data).toMatchObject({ timed_out: false, message: { subject: "Wake up" } });
  });

  it("is not woken by blocked or quarantined mail, and times out with timed_out true", async () => {
    const startedAt = Date.now();
    const waiting = tool(client, "wait_for_message", { inbox_id: inbox, timeout_seconds: 3 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [blocked, quarantined] = await Promise.all([
      inject(raw, rawMessage({ from: "Blocked <blocked@sender.test>", to: inbox, subject: "Let me in", text: "Hi" })),
      inject(raw, hiddenInstructionInvoice(inbox)),
    ]);
    expect([blocked.status, quarantined.status]).toEqual([201, 201]);
    const res = await waiting;
    expect(res.data).toMatchObject({ timed_out: true });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2900);
    // Both were stored: they just do not count.
    await waitFor(async () => {
      const all = await call("GET", `/v0/inboxes/${inbox}/messages?include_blocked=true&include_quarantine=true`, {
        key: account.key,
      });
      return all.body.count >= 3 ? true : undefined;
    });
  });

  it("times out at once with timeout_seconds 0 when nothing is there", async () => {
    const res = await tool(client, "wait_for_message", { inbox_id: inbox, timeout_seconds: 0 });
    expect(res.data).toMatchObject({ timed_out: true, waited_seconds: expect.any(Number) });
    expect(res.data.waited_seconds).toBeLessThan(2);
  });
});

describe("the tool table", () => {
  it("has exactly the tools tools/list shows", () => {
    expect(TOOLS.map((t) => t.name)).toEqual(TOOL_NAMES);
  });
});
