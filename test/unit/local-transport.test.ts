import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  LocalTransport,
  type LocalTransportDeps,
  simulatorOutcome,
} from "../../shared/adapters/local/local-transport.js";
import { composeMime } from "../../shared/mime/compose.js";
import type { DeliveryNotification, OutboundMessage } from "../../shared/ports/mail-transport.js";

const NOW = new Date("2024-05-14T09:12:30.000Z");

async function message(recipients: string[], messageId = "msg_01HXZ3K6Q8V2T9W4Y7B5N1M0PA"): Promise<OutboundMessage> {
  const rfcMessageId = `<${messageId}@agents.localhost>`;
  const { raw } = await composeMime({
    from: { address: "agent@agents.localhost", name: "Agent" },
    to: recipients.map((address) => ({ address })),
    subject: "Hello",
    text: "Hi there",
    rfcMessageId,
    date: NOW,
  });
  return { messageId, rfcMessageId, organizationId: "org_1", inboxId: "agent@agents.localhost", recipients, raw };
}

interface Harness {
  transport: LocalTransport;
  delivered: Array<{ raw: Buffer; recipients: string[] }>;
  notified: DeliveryNotification[];
  errors: unknown[];
  outboxDir: string;
}

let dirs: string[] = [];

async function harness(overrides: Partial<LocalTransportDeps> = {}): Promise<Harness> {
  const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), "outbox-")), "outbox");
  dirs.push(path.dirname(outboxDir));
  const delivered: Harness["delivered"] = [];
  const notified: DeliveryNotification[] = [];
  const errors: unknown[] = [];
  const transport = new LocalTransport({
    isLocalAddress: async (a) => a.endsWith("@agents.localhost"),
    deliverLocal: async (raw, recipients) => {
      delivered.push({ raw, recipients });
      return undefined;
    },
    notify: async (n) => {
      notified.push(n);
    },
    outboxDir,
    now: () => NOW,
    onError: (error) => errors.push(error),
    ...overrides,
  });
  return { transport, delivered, notified, errors, outboxDir };
}

afterEach(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  dirs = [];
});

describe("simulatorOutcome", () => {
  it.each([
    ["success@simulator.amazonses.com", "success"],
    ["bounce@simulator.amazonses.com", "bounce"],
    ["Bounce+run-7@Simulator.AmazonSES.com", "bounce"],
    ["complaint+x@simulator.amazonses.com", "complaint"],
    ["ooto@simulator.amazonses.com", "ooto"],
    ["suppressionlist@simulator.amazonses.com", "suppressionlist"],
    ["whoever@simulator.amazonses.com", "bounce"],
    ["success@example.com", undefined],
    ["success@simulator.amazonses.com.evil.com", undefined],
  ])("%s → %s", (address, outcome) => {
    expect(simulatorOutcome(address)).toBe(outcome);
  });
});

describe("LocalTransport", () => {
  it("delivers own-domain recipients locally and reports their delivery afterwards", async () => {
    const h = await harness();
    const msg = await message(["bob@agents.localhost", "carol@agents.localhost"]);
    const result = await h.transport.send(msg);
    expect(h.transport.name).toBe("local");
    expect(result).toEqual({});
    expect(h.delivered).toHaveLength(1);
    expect(h.delivered[0].recipients).toEqual(["bob@agents.localhost", "carol@agents.localhost"]);
    expect(h.delivered[0].raw.equals(msg.raw)).toBe(true);
    // Reports are asynchronous: nothing yet when send() answers.
    expect(h.notified).toEqual([]);
    await h.transport.whenIdle();
    expect(h.notified).toEqual([
      {
        kind: "delivery",
        inboxId: "agent@agents.localhost",
        rfcMessageId: msg.rfcMessageId,
        timestamp: NOW.toISOString(),
        recipients: [{ address: "bob@agents.localhost" }, { address: "carol@agents.localhost" }],
      },
    ]);
    expect(await readdir(h.outboxDir).catch(() => [])).toEqual([]);
  });

  it("bounces own-domain recipients no inbox took, as SES reports a nonexistent mailbox; delivers the rest", async () => {
    const h = await harness({
      deliverLocal: async (raw, recipients) => {
        h.delivered.push({ raw, recipients });
        return { unknownRecipients: ["Nobody@Agents.localhost"] };
      },
    });
    const msg = await message(["bob@agents.localhost", "nobody@agents.localhost"]);
    await h.transport.send(msg);
    await h.transport.whenIdle();
    expect(h.delivered.map((d) => d.recipients)).toEqual([["bob@agents.localhost", "nobody@agents.localhost"]]);
    const base = { inboxId: "agent@agents.localhost", rfcMessageId: msg.rfcMessageId, timestamp: NOW.toISOString() };
    // Delivery first, then the bounce: the sent message ends up bounced (a delivery never overwrites a bounce).
    expect(h.notified).toEqual([
      { ...base, kind: "delivery", recipients: [{ address: "bob@agents.localhost" }] },
      {
        ...base,
        kind: "bounce",
        type: "Permanent",
        subType: "General",
        recipients: [
          { address: "nobody@agents.localhost", status: "5.1.1", diagnostic: "smtp; 550 5.1.1 user unknown" },
        ],
      },
    ]);
  });

  it("reports no delivery when every own-domain recipient is unknown", async () => {
    const h = await harness({ deliverLocal: async (_raw, recipients) => ({ unknownRecipients: recipients }) });
    await h.transport.send(await message(["nobody@agents.localhost"]));
    await h.transport.whenIdle();
    expect(h.notified.map((n) => n.kind)).toEqual(["bounce"]);
  });

  it("simulates SES success, bounce and complaint (with +label variants)", async () => {
    const h = await harness();
    const msg = await message([
      "success@simulator.amazonses.com",
      "bounce+a@simulator.amazonses.com",
      "complaint@simulator.amazonses.com",
    ]);
    await h.transport.send(msg);
    await h.transport.whenIdle();
    expect(h.delivered).toEqual([]);
    const base = { inboxId: "agent@agents.localhost", rfcMessageId: msg.rfcMessageId, timestamp: NOW.toISOString() };
    expect(h.notified).toEqual([
      {
        ...base,
        kind: "delivery",
        recipients: [{ address: "success@simulator.amazonses.com" }, { address: "complaint@simulator.amazonses.com" }],
      },
      {
        ...base,
        kind: "bounce",
        type: "Permanent",
        subType: "General",
        recipients: [
          { address: "bounce+a@simulator.amazonses.com", status: "5.1.1", diagnostic: "smtp; 550 5.1.1 user unknown" },
        ],
      },
      {
        ...base,
        kind: "complaint",
        type: "abuse",
        subType: "abuse",
        recipients: [{ address: "complaint@simulator.amazonses.com" }],
      },
    ]);
  });

  it("simulates the suppression-list bounce", async () => {
    const h = await harness();
    await h.transport.send(await message(["suppressionlist@simulator.amazonses.com"]));
    await h.transport.whenIdle();
    expect(h.notified).toHaveLength(1);
    expect(h.notified[0]).toMatchObject({ kind: "bounce", type: "Permanent", subType: "OnAccountSuppressionList" });
  });

  it("writes other recipients' mail to the outbox with a sidecar, and reports nothing for them", async () => {
    const h = await harness();
    const msg = await message(["Someone@Example.com", "bob@agents.localhost", "other@example.org"]);
    await h.transport.send(msg);
    await h.transport.whenIdle();
    expect((await readdir(h.outboxDir)).sort()).toEqual([`${msg.messageId}.eml`, `${msg.messageId}.json`]);
    const eml = await readFile(path.join(h.outboxDir, `${msg.messageId}.eml`));
    expect(eml.equals(msg.raw)).toBe(true);
    const sidecar = JSON.parse(await readFile(path.join(h.outboxDir, `${msg.messageId}.json`), "utf8"));
    expect(sidecar).toEqual({
      messageId: msg.messageId,
      rfcMessageId: msg.rfcMessageId,
      organizationId: "org_1",
      from: "agent@agents.localhost",
      recipients: ["someone@example.com", "other@example.org"],
      createdAt: NOW.toISOString(),
    });
    // Only the local recipient is reported.
    expect(h.notified.map((n) => [n.kind, n.recipients.map((r) => r.address)])).toEqual([
      ["delivery", ["bob@agents.localhost"]],
    ]);
  });

  it("fails the send when local delivery fails, before anything is written", async () => {
    const h = await harness({
      deliverLocal: async () => {
        throw new Error("inbound pipeline down");
      },
    });
    await expect(h.transport.send(await message(["bob@agents.localhost", "x@example.com"]))).rejects.toThrow(
      "inbound pipeline down",
    );
    await h.transport.whenIdle();
    expect(h.notified).toEqual([]);
    expect(await readdir(h.outboxDir).catch(() => [])).toEqual([]);
  });

  it("never lets a failing notify reach the sender; reports it to onError and carries on", async () => {
    const seen: string[] = [];
    const h = await harness({
      notify: async (n) => {
        seen.push(n.kind);
        if (n.kind === "delivery") throw new Error("db down");
      },
    });
    await expect(
      h.transport.send(await message(["success@simulator.amazonses.com", "complaint@simulator.amazonses.com"])),
    ).resolves.toEqual({});
    await h.transport.whenIdle();
    expect(seen).toEqual(["delivery", "complaint"]);
    expect(h.errors).toHaveLength(1);
    expect((h.errors[0] as Error).message).toBe("db down");
  });

  it("answers send() before notify runs even when notify is slow", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const h = await harness({ notify: () => gate });
    const started = Date.now();
    await h.transport.send(await message(["success@simulator.amazonses.com"]));
    expect(Date.now() - started).toBeLessThan(1000);
    release();
    await h.transport.whenIdle();
  });
});

describe("LocalTransport SMTP relay", () => {
  let server: SMTPServer;
  let port: number;
  const received: Array<{ from?: string; to: string[]; data: Buffer; user?: string }> = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth(auth, _session, cb) {
        if (auth.username === "relay" && auth.password === "s3cret") cb(null, { user: auth.username });
        else cb(new Error("bad credentials"));
      },
      onRcptTo(address, _session, cb) {
        if (address.address.startsWith("reject")) {
          const error = Object.assign(new Error("5.1.1 mailbox unavailable"), { responseCode: 550 });
          cb(error);
          return;
        }
        cb();
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks),
            user: session.user as string | undefined,
          });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    received.length = 0;
  });

  it("relays the raw message with the inbox as envelope sender to the external recipients only", async () => {
    const h = await harness({ relayUrl: `smtp://relay:s3cret@127.0.0.1:${port}` });
    const msg = await message(["ext1@example.com", "bob@agents.localhost", "ext2@example.org"]);
    await h.transport.send(msg);
    await h.transport.whenIdle();
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe("agent@agents.localhost");
    expect(received[0].to).toEqual(["ext1@example.com", "ext2@example.org"]);
    expect(received[0].user).toBe("relay");
    // Byte for byte (the SMTP layer may only add a final line break).
    expect(received[0].data.toString("utf8").replace(/\r\n$/, "")).toBe(msg.raw.toString("utf8").replace(/\r\n$/, ""));
    expect(h.delivered[0].recipients).toEqual(["bob@agents.localhost"]);
    expect(h.notified).toEqual([
      expect.objectContaining({
        kind: "delivery",
        recipients: [
          { address: "bob@agents.localhost" },
          { address: "ext1@example.com" },
          { address: "ext2@example.org" },
        ],
      }),
    ]);
    const sidecar = JSON.parse(await readFile(path.join(h.outboxDir, `${msg.messageId}.json`), "utf8"));
    expect(sidecar.relay.accepted).toEqual(["ext1@example.com", "ext2@example.org"]);
  });

  it("reports recipients the relay rejected as bounces", async () => {
    const h = await harness({ relayUrl: `smtp://relay:s3cret@127.0.0.1:${port}` });
    await h.transport.send(await message(["ok@example.com", "reject-me@example.com"]));
    await h.transport.whenIdle();
    expect(received[0].to).toEqual(["ok@example.com"]);
    expect(h.notified.map((n) => n.kind)).toEqual(["delivery", "bounce"]);
    expect(h.notified[1]).toMatchObject({
      type: "Permanent",
      subType: "General",
      recipients: [{ address: "reject-me@example.com", status: "5.1.1" }],
    });
    expect(h.notified[1].recipients[0].diagnostic).toMatch(/^smtp; 550/);
  });

  it("throws when the relay refuses the message, keeping the outbox copy", async () => {
    const h = await harness({ relayUrl: `smtp://relay:wrong@127.0.0.1:${port}` });
    const msg = await message(["ext@example.com"]);
    await expect(h.transport.send(msg)).rejects.toThrow();
    await h.transport.whenIdle();
    expect(h.notified).toEqual([]);
    expect(received).toEqual([]);
    expect((await readdir(h.outboxDir)).sort()).toEqual([`${msg.messageId}.eml`, `${msg.messageId}.json`]);
  });
});
