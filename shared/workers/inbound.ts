// Inbound worker (AWS): SES stored the raw message in S3 and published the receipt (recipients, object key)
// to SNS → SQS → here. Each record is processed on its own; failures go back to the queue (then the DLQ).
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { isLocalAddress } from "../mail/domains.js";
import { processInbound, UnparsableMessageError } from "../mail/receive.js";
import { eachSqsRecord } from "../observability/batch.js";
import type { Platform } from "../ports/platform.js";
import { sesEnvelope } from "./ses-received.js";

interface SesReceipt {
  recipients: string[];
  objectKey?: string;
  /** MAIL FROM as SES received it (`mail.source`). */
  source?: string;
}

/** The SES receipt notification inside an SQS record (raw SNS delivery or an SNS envelope). */
export function sesReceiptOf(body: string): SesReceipt | undefined {
  let value: unknown = JSON.parse(body);
  const envelope = value as { Type?: string; Message?: string };
  if (envelope.Type === "Notification" && typeof envelope.Message === "string") value = JSON.parse(envelope.Message);
  const notification = value as {
    notificationType?: string;
    mail?: { source?: unknown };
    receipt?: { recipients?: string[]; action?: { type?: string; objectKey?: string } };
  };
  if (notification.notificationType !== "Received" || !notification.receipt) return undefined;
  return {
    recipients: (notification.receipt.recipients ?? []).map((r) => r.toLowerCase()),
    objectKey: notification.receipt.action?.objectKey,
    source: typeof notification.mail?.source === "string" ? notification.mail.source : undefined,
  };
}

/** One SES receipt: read the raw message SES stored, then run it through the inbound pipeline. */
async function processReceipt(platform: Platform, record: SQSRecord): Promise<void> {
  try {
    const receipt = sesReceiptOf(record.body);
    if (!receipt?.objectKey) {
      platform.log.warn("inbound record without a receipt or object key", { messageId: record.messageId });
      return;
    }
    // The receipt rule takes mail for every domain of the account (custom domains join at run time): only the
    // shared domain and VERIFIED custom domains with inbound on are ours to deliver.
    const recipients: string[] = [];
    for (const r of receipt.recipients) if (await isLocalAddress(platform, r)) recipients.push(r);
    if (!recipients.length) {
      platform.log.info("inbound mail for no receiving domain dropped", { recipients: receipt.recipients.length });
      return;
    }
    const raw = await platform.blobs.get(receipt.objectKey);
    if (!raw) throw new Error(`raw message ${receipt.objectKey} not found`);
    await processInbound(platform, {
      raw,
      rawKey: receipt.objectKey,
      recipients,
      // Client IP and HELO from SES's own Received header, so SPF is evaluated (with real DNS).
      envelope: sesEnvelope(raw, { source: receipt.source }),
      now: platform.clock.now(),
    });
  } catch (error) {
    if (error instanceof UnparsableMessageError) {
      // Retrying will not help; the raw message stays in the bucket for inspection.
      platform.log.error("unparsable inbound message", { error, messageId: record.messageId });
      return;
    }
    platform.log.error("inbound record failed", { error, messageId: record.messageId });
    throw error;
  }
}

/** Each record is processed on its own; failed ones go back to the queue (then the DLQ), the others are done. */
export async function handleInboundQueue(
  platform: Platform,
  event: SQSEvent,
  context?: Context,
): Promise<SQSBatchResponse> {
  return eachSqsRecord(event, (record) => processReceipt(platform, record), context);
}
