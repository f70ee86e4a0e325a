// The AWS MailTransport: SES v2 SendEmail with the raw MIME message.
import type {
  MessageTag,
  SendEmailCommand,
  SendEmailCommandInput,
  SendEmailCommandOutput,
} from "@aws-sdk/client-sesv2";
import { messageSizeError, SES_MAX_MESSAGE_BYTES } from "../../limits.js";
import { once } from "../../once.js";
import type { MailTransport, OutboundMessage } from "../../ports/mail-transport.js";

// Loaded on the first send: most invocations of the functions that may send never do.
const sdk = once(() => import("@aws-sdk/client-sesv2"));

/** The part of SESv2Client the transport uses (a fake in tests). */
export interface SesSendClient {
  send(command: SendEmailCommand): Promise<SendEmailCommandOutput>;
}

export interface SesTransportOptions {
  region: string;
  /** Configuration set whose event destination publishes delivery, bounce and complaint events. */
  configurationSetName?: string;
  client?: SesSendClient;
}

// SES tag values: ASCII letters, digits, underscore, dash, period, at most 256 characters.
const TAG_VALUE = /^[A-Za-z0-9_.-]{1,256}$/;

function tags(message: OutboundMessage): MessageTag[] {
  const out: MessageTag[] = [];
  if (TAG_VALUE.test(message.messageId)) out.push({ Name: "message_id", Value: message.messageId });
  if (TAG_VALUE.test(message.organizationId)) out.push({ Name: "organization_id", Value: message.organizationId });
  return out;
}

/** The SendEmail input for a message; every recipient (bcc too: the raw has no Bcc header) is a destination. */
export function sesSendInput(message: OutboundMessage, configurationSetName?: string): SendEmailCommandInput {
  const emailTags = tags(message);
  return {
    FromEmailAddress: message.inboxId,
    Destination: { ToAddresses: [...message.recipients] },
    Content: { Raw: { Data: message.raw } },
    ...(configurationSetName ? { ConfigurationSetName: configurationSetName } : {}),
    ...(emailTags.length ? { EmailTags: emailTags } : {}),
  };
}

export function sesTransport(options: SesTransportOptions): MailTransport {
  const client = once(
    async (): Promise<SesSendClient> => options.client ?? new (await sdk()).SESv2Client({ region: options.region }),
  );
  return {
    name: "ses",
    maxMessageBytes: SES_MAX_MESSAGE_BYTES,
    async send(message) {
      const tooLarge = messageSizeError(message.messageId, message.raw.length, SES_MAX_MESSAGE_BYTES);
      if (tooLarge) throw tooLarge;
      const { SendEmailCommand } = await sdk();
      const command = new SendEmailCommand(sesSendInput(message, options.configurationSetName));
      const out = await (await client()).send(command);
      // SES replaces the Message-ID header with its own; replies will reference that one.
      const aliases = out.MessageId
        ? [`<${out.MessageId}@email.amazonses.com>`, `<${out.MessageId}@${options.region}.amazonses.com>`]
        : [];
      return { providerMessageId: out.MessageId, messageIdAliases: aliases };
    },
  };
}
