// The MailTransport contract on both platforms: SES v2 (the AWS SDK against the recording stand-in) and the local
// transport (own domains to the inbound pipeline, other mail to the outbox).
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SESv2Client } from "@aws-sdk/client-sesv2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sesTransport } from "../../shared/adapters/aws/ses-transport.js";
import { LocalTransport } from "../../shared/adapters/local/local-transport.js";
import {
  type AcceptedMail,
  type MailTransportFixture,
  OWN_DOMAIN,
  outboundMessage,
  runMailTransportConformance,
} from "./mail-transport.contract.js";
import { type AwsStandIn, recorded, startAwsStandIn } from "./support/aws-stand-in.js";

async function sesFixture(): Promise<MailTransportFixture & { standIn: AwsStandIn }> {
  const standIn = await startAwsStandIn();
  const client = new SESv2Client(standIn.clientConfig());
  return {
    standIn,
    transport: sesTransport({ region: "us-east-1", configurationSetName: "agent-mail-events", client }),
    async accepted() {
      return standIn.aws.sentEmails
        .splice(0)
        .map((email) => ({ sender: String(email.from), recipients: email.destinations, raw: email.raw }));
    },
    refuseNext() {
      standIn.answerNext(recorded("sesv2-send-email-message-rejected"));
    },
    async dispose() {
      client.destroy();
      await standIn.stop();
    },
  };
}

async function localFixture(): Promise<MailTransportFixture> {
  const outboxDir = await mkdtemp(join(tmpdir(), "contract-outbox-"));
  const handedToInbound: AcceptedMail[] = [];
  let refuse = false;
  const transport = new LocalTransport({
    isLocalAddress: async (address) => address.endsWith(`@${OWN_DOMAIN}`),
    async deliverLocal(raw, recipients, sender) {
      if (refuse) {
        refuse = false;
        throw new Error("The inbound pipeline refused the message");
      }
      handedToInbound.push({ sender, recipients, raw });
      return { unknownRecipients: [] };
    },
    notify: async () => undefined,
    outboxDir,
    now: () => new Date(),
  });
  return {
    transport,
    async accepted() {
      const mails = handedToInbound.splice(0);
      // The outbox keeps `<messageId>.eml` with a `<messageId>.json` sidecar naming the envelope.
      for (const file of (await readdir(outboxDir)).filter((f) => f.endsWith(".json"))) {
        const sidecar = JSON.parse(await readFile(join(outboxDir, file), "utf8")) as {
          from: string;
          recipients: string[];
        };
        const eml = join(outboxDir, file.replace(/\.json$/, ".eml"));
        mails.push({ sender: sidecar.from, recipients: sidecar.recipients, raw: await readFile(eml) });
        await rm(eml);
        await rm(join(outboxDir, file));
      }
      return mails;
    },
    refuseNext() {
      refuse = true;
    },
    async dispose() {
      await transport.whenIdle();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

describe.each([
  { name: "SES v2 (AWS)", make: sesFixture },
  { name: "local transport", make: localFixture },
])("$name", ({ name, make }) => {
  runMailTransportConformance(name, make);
});

describe("SES transport against the recording stand-in", () => {
  let fixture: Awaited<ReturnType<typeof sesFixture>>;
  beforeAll(async () => {
    fixture = await sesFixture();
  });
  afterAll(() => fixture.dispose());

  it("names the message id SES assigned and the Message-IDs SES writes from it", async () => {
    const receipt = await fixture.transport.send(outboundMessage());
    const [sent] = fixture.standIn.aws.sentEmails.splice(0);

    expect(receipt.providerMessageId).toBe(sent.messageId);
    expect(receipt.messageIdAliases).toEqual([
      `<${sent.messageId}@email.amazonses.com>`,
      `<${sent.messageId}@us-east-1.amazonses.com>`,
    ]);
  });

  it("sends through the configuration set that publishes delivery, bounce and complaint events", async () => {
    await fixture.transport.send(outboundMessage());
    expect(fixture.standIn.aws.sentEmails.splice(0).map((email) => email.configurationSet)).toEqual([
      "agent-mail-events",
    ]);
  });
});
