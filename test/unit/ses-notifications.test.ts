import { readFileSync } from "node:fs";
import { SendEmailCommand, type SendEmailCommandInput } from "@aws-sdk/client-sesv2";
import { describe, expect, it } from "vitest";
import { sesSendInput, sesTransport } from "../../shared/adapters/aws/ses-transport.js";
import type { OutboundMessage } from "../../shared/ports/mail-transport.js";
import { parseSesNotification } from "../../shared/workers/ses-notifications.js";

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../fixtures/ses/${name}.json`, import.meta.url), "utf8"));

describe("parseSesNotification", () => {
  it("reads a delivery event", () => {
    expect(parseSesNotification(fixture("delivery"))).toEqual([
      {
        kind: "delivery",
        inboxId: "support-agent@agents.example.com",
        rfcMessageId: "<msg_01HXZ3K6Q8V2T9W4Y7B5N1M0PA@agents.example.com>",
        timestamp: "2024-05-14T09:12:31.927Z",
        recipients: [
          { address: "customer@example.org", status: "2.6.0", diagnostic: "250 2.6.0 Message received" },
          { address: "billing@example.net", status: "2.6.0", diagnostic: "250 2.6.0 Message received" },
        ],
      },
    ]);
  });

  it("reads a permanent bounce", () => {
    expect(parseSesNotification(fixture("bounce-permanent"))).toEqual([
      {
        kind: "bounce",
        inboxId: "support-agent@agents.example.com",
        rfcMessageId: "<msg_01HXZ6C1W3D5F7H9J2K4M6N8PB@agents.example.com>",
        timestamp: "2024-05-14T10:02:11.482Z",
        recipients: [{ address: "nobody@example.org", status: "5.1.1", diagnostic: "smtp; 550 5.1.1 user unknown" }],
        type: "Permanent",
        subType: "General",
      },
    ]);
  });

  it("reads a transient bounce in the notificationType (identity notification) form", () => {
    const [n] = parseSesNotification(fixture("bounce-transient"));
    expect(n).toEqual({
      kind: "bounce",
      inboxId: "research@agents.example.com",
      rfcMessageId: "<msg_01HY0A2B4C6D8E0F2G4H6J8K0M@agents.example.com>",
      timestamp: "2024-05-15T14:59:38.237Z",
      recipients: [
        {
          address: "jane@example.com",
          status: "4.2.2",
          diagnostic: "smtp; 452 4.2.2 The email account that you tried to reach is over quota",
        },
        { address: "richard@example.com" },
      ],
      type: "Transient",
      subType: "MailboxFull",
    });
  });

  it("reads a complaint, with the feedback type and the default sub type", () => {
    expect(parseSesNotification(fixture("complaint"))).toEqual([
      {
        kind: "complaint",
        inboxId: "newsletter-agent@agents.example.com",
        rfcMessageId: "<msg_01HY1Q3R5S7T9V1W3X5Y7Z9A1B@agents.example.com>",
        timestamp: "2024-05-16T08:41:02.000Z",
        recipients: [{ address: "recipient@example.com" }],
        type: "abuse",
        subType: "abuse",
      },
    ]);
  });

  it("defaults a complaint without feedback type to complaint/abuse", () => {
    const record = fixture("complaint");
    const complaint = record.complaint as Record<string, unknown>;
    delete complaint.complaintFeedbackType;
    const [n] = parseSesNotification(record);
    expect(n.type).toBe("complaint");
    expect(n.subType).toBe("abuse");
  });

  it("defaults a bounce without types to Undetermined/General", () => {
    const record = fixture("bounce-permanent");
    const bounce = record.bounce as Record<string, unknown>;
    delete bounce.bounceType;
    delete bounce.bounceSubType;
    const [n] = parseSesNotification(record);
    expect(n.type).toBe("Undetermined");
    expect(n.subType).toBe("General");
  });

  it("unwraps SNS, EventBridge, Lambda SNS and SQS envelopes and JSON strings", () => {
    const direct = parseSesNotification(fixture("bounce-permanent"));
    const sns = fixture("sns-bounce");
    expect(typeof sns.Message).toBe("string");
    expect(parseSesNotification(sns)).toEqual(direct);
    expect(parseSesNotification(JSON.stringify(sns))).toEqual(direct);
    expect(parseSesNotification({ Records: [{ EventSource: "aws:sns", Sns: sns }] })).toEqual(direct);
    expect(parseSesNotification({ Records: [{ body: JSON.stringify(sns) }, { body: "not json" }] })).toEqual(direct);
    expect(parseSesNotification(fixture("eventbridge-delivery"))).toEqual(parseSesNotification(fixture("delivery")));
  });

  it("falls back to the raw Message-ID header and the mail timestamp", () => {
    const record = fixture("bounce-permanent");
    const mail = record.mail as Record<string, unknown>;
    delete mail.commonHeaders;
    delete (record.bounce as Record<string, unknown>).timestamp;
    const [n] = parseSesNotification(record);
    expect(n.rfcMessageId).toBe("<msg_01HXZ6C1W3D5F7H9J2K4M6N8PB@agents.example.com>");
    expect(n.timestamp).toBe("2024-05-14T10:02:10.004Z");
  });

  it.each([
    ["a Send event", { ...fixture("delivery"), eventType: "Send" }],
    ["a DeliveryDelay event", { ...fixture("delivery"), eventType: "DeliveryDelay" }],
    ["an Open event", { ...fixture("delivery"), eventType: "Open" }],
    ["an SNS subscription confirmation", { Type: "SubscriptionConfirmation", Message: "You have chosen to subscribe" }],
    ["an SNS notification with a non-JSON message", { Type: "Notification", Message: "hello" }],
    [
      "a record without Message-ID",
      { eventType: "Delivery", mail: { source: "a@x.com" }, delivery: { recipients: ["b@y.com"] } },
    ],
    [
      "a bounce without recipients",
      { eventType: "Bounce", mail: fixture("bounce-permanent").mail, bounce: { bounceType: "Permanent" } },
    ],
    ["null", null],
    ["a number", 42],
    ["an empty object", {}],
    ["garbage text", "{not json"],
  ])("gives [] for %s", (_label, body) => {
    expect(parseSesNotification(body)).toEqual([]);
  });
});

describe("sesTransport", () => {
  const message: OutboundMessage = {
    messageId: "msg_01HXZ3K6Q8V2T9W4Y7B5N1M0PA",
    rfcMessageId: "<msg_01HXZ3K6Q8V2T9W4Y7B5N1M0PA@agents.example.com>",
    organizationId: "org_01HXZ2ZZQ0E6M3R1S8T4V7W9XA",
    inboxId: "agent@agents.example.com",
    recipients: ["to@example.com", "cc@example.org", "hidden-bcc@example.net"],
    raw: Buffer.from("From: agent@agents.example.com\r\nTo: to@example.com\r\n\r\nhi\r\n"),
  };

  function fakeClient(output: { MessageId?: string } | Error) {
    const inputs: SendEmailCommandInput[] = [];
    return {
      inputs,
      client: {
        async send(command: SendEmailCommand) {
          expect(command).toBeInstanceOf(SendEmailCommand);
          inputs.push(command.input);
          if (output instanceof Error) throw output;
          return { $metadata: {}, ...output };
        },
      },
    };
  }

  it("sends the raw message to every recipient, bcc included, through the configuration set", async () => {
    const { client, inputs } = fakeClient({ MessageId: "0100018f76b1c4a2-ses-id-000000" });
    const transport = sesTransport({ region: "us-east-1", configurationSetName: "agent-mail-events", client });
    expect(transport.name).toBe("ses");
    await expect(transport.send(message)).resolves.toEqual({
      providerMessageId: "0100018f76b1c4a2-ses-id-000000",
      // SES rewrites Message-ID; replies thread by these too.
      messageIdAliases: [
        "<0100018f76b1c4a2-ses-id-000000@email.amazonses.com>",
        "<0100018f76b1c4a2-ses-id-000000@us-east-1.amazonses.com>",
      ],
    });
    expect(inputs).toEqual([
      {
        FromEmailAddress: "agent@agents.example.com",
        Destination: { ToAddresses: ["to@example.com", "cc@example.org", "hidden-bcc@example.net"] },
        Content: { Raw: { Data: message.raw } },
        ConfigurationSetName: "agent-mail-events",
        EmailTags: [
          { Name: "message_id", Value: "msg_01HXZ3K6Q8V2T9W4Y7B5N1M0PA" },
          { Name: "organization_id", Value: "org_01HXZ2ZZQ0E6M3R1S8T4V7W9XA" },
        ],
      },
    ]);
  });

  it("omits the configuration set when none is given and skips tags SES would refuse", () => {
    const input = sesSendInput({ ...message, organizationId: "org with spaces" });
    expect(input.ConfigurationSetName).toBeUndefined();
    expect(input.EmailTags).toEqual([{ Name: "message_id", Value: message.messageId }]);
  });

  it("passes SES refusals through", async () => {
    const { client } = fakeClient(
      Object.assign(new Error("Email address is not verified."), { name: "MessageRejected" }),
    );
    await expect(sesTransport({ region: "us-east-1", client }).send(message)).rejects.toThrow("not verified");
  });
});
