// Outbound delivery. SES v2 on AWS; locally, own domains go through the inbound pipeline, the rest to an outbox.

export interface OutboundMessage {
  /** Our message ID (msg_…) and the RFC 5322 Message-ID header it carries. */
  messageId: string;
  rfcMessageId: string;
  organizationId: string;
  /** The sending inbox (envelope sender). */
  inboxId: string;
  /** Every envelope recipient (to, cc and bcc), bare lowercased addresses. */
  recipients: string[];
  /** The complete MIME message as it goes on the wire (no Bcc header). */
  raw: Buffer;
}

export interface SendReceipt {
  providerMessageId?: string;
  /** Message-IDs the provider put on the wire instead of ours (SES rewrites it): replies thread by them too. */
  messageIdAliases?: string[];
}

export interface MailTransport {
  readonly name: string;
  /**
   * The largest raw message (bytes, as composed) the provider accepts. Sending refuses larger ones before send()
   * with a message for the caller; send() refuses them too (messageSizeError in shared/limits.ts), handing nothing to the provider.
   */
  readonly maxMessageBytes: number;
  /** Resolves once the provider accepted the message; throws when it refused. */
  send(message: OutboundMessage): Promise<SendReceipt>;
}

/** A delivery, bounce or complaint report about a sent message (SES notification or the local simulator). */
export interface DeliveryNotification {
  kind: "delivery" | "bounce" | "complaint";
  /** The sending inbox and the Message-ID header of the sent message: together they find our message. */
  inboxId: string;
  rfcMessageId: string;
  timestamp: string;
  recipients: Array<{ address: string; status?: string; diagnostic?: string }>;
  /** Bounce: Permanent, Transient or the provider's type. Complaint: the feedback type. */
  type?: string;
  subType?: string;
}
