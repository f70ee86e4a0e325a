// Mail to a person about their sign-in (codes, a pause after too many wrong codes, invitations), sent through the
// platform's transport from the shared domain's no-reply address.
import { newToken } from "../auth/secrets.js";
import { composeMime } from "../mime/compose.js";
import type { Platform } from "../ports/platform.js";

export async function mailPerson(
  platform: Platform,
  email: string,
  message: { subject: string; text: string; senderName?: string },
  now: Date,
): Promise<void> {
  const transport = platform.transport;
  if (!transport) return;
  const sender = `no-reply@${platform.config.sharedDomain}`;
  const rfcMessageId = `<signin-${newToken().slice(0, 16)}@${platform.config.sharedDomain}>`;
  const { raw } = await composeMime({
    from: { address: sender, name: message.senderName ?? "Sign-in" },
    to: [{ address: email }],
    subject: message.subject,
    text: message.text,
    rfcMessageId,
    date: now,
  });
  await transport.send({
    messageId: rfcMessageId.slice(1, -1),
    rfcMessageId,
    organizationId: "",
    inboxId: sender,
    recipients: [email],
    raw,
  });
}
