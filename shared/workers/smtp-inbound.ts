// The local SMTP entry point (SES receipt rules on AWS): accepts mail for this instance's domains, refuses
// everything else at RCPT, stores the raw bytes first and hands them to the same inbound pipeline.
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import { inboxExpired, readInbox } from "../db/inboxes.js";
import { USERNAME_PATTERN } from "../domain/inboxes.js";
import { receivingDomain } from "../mail/domains.js";
import { processInbound, storeIncoming, UnparsableMessageError } from "../mail/receive.js";
import type { Platform } from "../ports/platform.js";

export interface SmtpInboundOptions {
  port: number;
  host?: string;
  /** Largest message accepted (SIZE extension); bigger ones are refused with 552. */
  maxBytes: number;
  /** The name the server greets with. */
  hostname?: string;
}

export interface SmtpInbound {
  port: number;
  stop(): Promise<void>;
}

function smtpError(code: number, message: string): Error {
  // smtp-server prefixes the code itself when responseCode is set (otherwise it doubles it).
  return Object.assign(new Error(message), { responseCode: code });
}

/** Why an address cannot receive mail here, or undefined when it can. */
export async function refuseRecipient(platform: Platform, address: string, now: Date): Promise<Error | undefined> {
  const at = address.lastIndexOf("@");
  const domainName = address.slice(at + 1);
  if (at < 1) return smtpError(553, "5.1.3 Bad recipient address syntax");
  const receiving = await receivingDomain(platform, domainName);
  if (!receiving) return smtpError(550, "5.7.1 Relaying denied: this server accepts mail only for its own domains");
  const inbox = await readInbox(platform.db, address);
  if (inbox && !inboxExpired(inbox, now)) return undefined;
  // A catch-all domain creates the inbox on delivery, so only for an address an inbox can have (inboxFor's rules):
  // anything else would be accepted here and dropped after 250.
  if (!inbox && receiving.domain?.catchAll && USERNAME_PATTERN.test(address.slice(0, at))) return undefined;
  return smtpError(550, "5.1.1 No such user here");
}

async function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  // Past the SIZE limit the rest is drained, not kept: the message is refused anyway (552).
  for await (const chunk of stream) if (!stream.sizeExceeded) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startSmtpInbound(platform: Platform, options: SmtpInboundOptions): Promise<SmtpInbound> {
  const log = platform.log.child({ component: "smtp" });
  const server = new SMTPServer({
    name: options.hostname ?? platform.config.sharedDomain,
    banner: "agent mail ESMTP",
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: options.maxBytes,
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session: SMTPServerSession, callback: (err?: Error | null) => void) {
      refuseRecipient(platform, address.address.toLowerCase(), platform.clock.now()).then(
        (refusal) => callback(refusal ?? null),
        (error: unknown) => {
          log.error("recipient check failed", { error });
          callback(smtpError(451, "4.3.0 Temporary failure, try again later"));
        },
      );
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (err?: Error | null) => void) {
      const handle = async () => {
        const raw = await readAll(stream);
        if (stream.sizeExceeded) throw smtpError(552, `5.3.4 Message too big (limit ${options.maxBytes} bytes)`);
        const now = platform.clock.now();
        const rawKey = await storeIncoming(platform, raw, now);
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        try {
          await processInbound(platform, {
            raw,
            rawKey,
            recipients,
            // SPF is checked against the connecting client, as a real MX does.
            envelope: {
              ip: session.remoteAddress,
              helo: session.hostNameAppearsAs,
              mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            },
            now,
          });
        } catch (error) {
          if (error instanceof UnparsableMessageError) {
            throw smtpError(550, "5.6.0 Message could not be parsed (kept for inspection)");
          }
          log.error("inbound processing failed; raw message kept", { error, rawKey });
          throw smtpError(451, "4.3.0 Temporary failure, try again later");
        }
      };
      handle().then(
        () => callback(null),
        (error: Error) => callback("responseCode" in error ? error : smtpError(451, "4.3.0 Temporary failure")),
      );
    },
  });
  server.on("error", (error) => log.error("smtp server error", { error }));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
