// A send whose composed message is larger than the transport accepts (SES: 40 MB; the local transport holds the
// same cap) answers 400 before anything is sent or stored. Attachment URLs (25 MB each) are how a send gets that
// large on AWS, where request bodies stop at 10 MB: two 15 MiB files make a 43 MB message once base64-encoded.
import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SES_MAX_MESSAGE_BYTES } from "../../shared/limits.js";
import { type Account, call, createInbox, signUp } from "../helpers/http.js";

const FILE_BYTES = 15 * 1024 * 1024;

let account: Account;
let alice: string;
let bob: string;
let server: Server;
let base: string;

beforeAll(async () => {
  const file = randomBytes(FILE_BYTES);
  server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/octet-stream" });
    res.end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  account = await signUp();
  [alice, bob] = await Promise.all(
    [createInbox(account.key), createInbox(account.key)].map((p) => p.then((i) => i.inbox_id)),
  );
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a send larger than the transport accepts", () => {
  it("is 400 validation stating the composed size and the cap; nothing is sent, stored or announced", async () => {
    const external = `big-${randomBytes(4).toString("hex")}@example.net`;
    const subject = `Too big ${randomBytes(4).toString("hex")}`;
    const res = await call("POST", `/v0/inboxes/${alice}/messages/send`, {
      key: account.key,
      body: {
        to: [bob, external],
        subject,
        text: "two large files",
        attachments: [{ url: `${base}/one.bin` }, { url: `${base}/two.bin` }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: "validation", param: "attachments" });
    expect(res.body.error.message).toMatch(
      /^Message too large: 4\d\.\d MB once composed \(attachments are base64-encoded, a third larger\); the limit is 40 MB$/,
    );
    const composed = Number(/(\d+\.\d) MB/.exec(res.body.error.message)?.[1]) * 1e6;
    expect(composed).toBeGreaterThan(SES_MAX_MESSAGE_BYTES);

    // Not recorded as sent, not delivered to the local recipient, not written to the outbox for the other.
    for (const inbox of [alice, bob]) {
      const list = await call("GET", `/v0/inboxes/${inbox}/messages`, { key: account.key });
      expect(list.body.messages.some((m: { subject?: string }) => m.subject === subject)).toBe(false);
    }
    const events = await call("GET", `/v0/inboxes/${alice}/events`, { key: account.key });
    expect(events.body.events.filter((e: { event_type: string }) => e.event_type === "message.sent")).toEqual([]);
    const outbox = inject("outboxDir");
    const sidecars = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith(".json"));
    for (const name of sidecars) {
      const text = await readFile(join(outbox, name), "utf8").catch(() => "");
      expect(text).not.toContain(external);
    }
  });
});
