// What the domain may assume of any MailTransport (shared/ports/mail-transport.ts): sending (shared/mail/send.ts)
// records a message as sent only once send() resolved, threads replies by the Message-ID aliases it answers, relies on
// every envelope recipient (bcc too: the raw has no Bcc header) getting the message exactly as composed, and on a
// refusal (too large, or by the provider) rejecting with nothing delivered.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SES_MAX_MESSAGE_BYTES } from "../../shared/limits.js";
import type { MailTransport, OutboundMessage } from "../../shared/ports/mail-transport.js";

/** One hand-over to the provider: who it is from, whom it goes to, and the bytes. */
export interface AcceptedMail {
  sender: string;
  recipients: string[];
  raw: Buffer;
}

export interface MailTransportFixture {
  transport: MailTransport;
  /**
   * What the provider took since the last call (SES: each SendEmail the service accepted; local: each hand-over to
   * the inbound pipeline for own domains and each outbox entry for the others).
   */
  accepted(): Promise<AcceptedMail[]>;
  /** Makes the provider refuse the next message (SES: a recorded MessageRejected; local: the inbound pipeline). */
  refuseNext(): void;
  dispose(): Promise<void>;
}

/** An own-domain address: the local transport hands mail for it to the inbound pipeline. */
export const OWN_DOMAIN = "agents.example.com";

export function outboundMessage(overrides: Partial<OutboundMessage> = {}): OutboundMessage {
  const messageId = "msg_01J9Z8Y7X6W5V4T3S2R1Q0P9N8";
  const rfcMessageId = `<${messageId}@${OWN_DOMAIN}>`;
  const raw = [
    `From: Agent <agent@${OWN_DOMAIN}>`,
    `To: to@example.com, colleague@${OWN_DOMAIN}`,
    "Cc: cc@example.org",
    "Subject: Quarterly numbers",
    `Message-ID: ${rfcMessageId}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    "Numbers attached — ünïcödé ✓",
    "",
  ].join("\r\n");
  return {
    messageId,
    rfcMessageId,
    organizationId: "org_01J9Z8Y7X6W5V4T3S2R1Q0P9N8",
    inboxId: `agent@${OWN_DOMAIN}`,
    recipients: ["to@example.com", `colleague@${OWN_DOMAIN}`, "cc@example.org", "hidden-bcc@example.net"],
    raw: Buffer.from(raw, "utf8"),
    ...overrides,
  };
}

export function runMailTransportConformance(name: string, makeAdapter: () => Promise<MailTransportFixture>): void {
  describe(`${name} as a MailTransport`, () => {
    let fixture: MailTransportFixture;
    beforeEach(async () => {
      fixture = await makeAdapter();
    });
    afterEach(async () => {
      await fixture.dispose();
    });

    it("answers an accepted message with the Message-IDs the provider put on the wire instead of ours", async () => {
      const receipt = await fixture.transport.send(outboundMessage());

      for (const alias of receipt.messageIdAliases ?? []) expect(alias).toMatch(/^<[^<>\s@]+@[^<>\s@]+>$/);
      if (receipt.providerMessageId !== undefined) expect(receipt.providerMessageId).not.toBe("");
    });

    it("hands the message to the provider byte for byte", async () => {
      const message = outboundMessage();
      await fixture.transport.send(message);

      const accepted = await fixture.accepted();
      expect(accepted.length).toBeGreaterThan(0);
      for (const mail of accepted) expect(mail.raw.equals(message.raw)).toBe(true);
    });

    it("hands every recipient to the provider, bcc included though the message has no Bcc header", async () => {
      const message = outboundMessage();
      expect(message.raw.toString("utf8")).not.toContain("hidden-bcc@example.net");
      await fixture.transport.send(message);

      const recipients = (await fixture.accepted()).flatMap((mail) => mail.recipients);
      expect(recipients.sort()).toEqual([...message.recipients].sort());
    });

    it("sends from the sending inbox", async () => {
      const message = outboundMessage();
      await fixture.transport.send(message);

      for (const mail of await fixture.accepted()) expect(mail.sender).toBe(message.inboxId);
    });

    it("holds SES's size limit, so a message sent locally is never one AWS refuses as too large", () => {
      expect(fixture.transport.maxMessageBytes).toBe(SES_MAX_MESSAGE_BYTES);
    });

    it("refuses a message over its size limit, delivering it to no one", async () => {
      const raw = Buffer.alloc(fixture.transport.maxMessageBytes + 1, "a");
      await expect(fixture.transport.send(outboundMessage({ raw }))).rejects.toThrow(/limit/);

      expect(await fixture.accepted()).toEqual([]);
    });

    it("rejects a message the provider refuses, delivering it to no one", async () => {
      fixture.refuseNext();
      await expect(fixture.transport.send(outboundMessage())).rejects.toThrow();

      expect(await fixture.accepted()).toEqual([]);
    });
  });
}
