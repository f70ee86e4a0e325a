// SES delivery, bounce and complaint records → DeliveryNotification. Accepts the record itself, an SNS
// envelope ({Type:"Notification", Message:"<json>"}), an EventBridge event ({detail: …}), and Lambda
// SNS/SQS batches ({Records:[…]}). Anything else, or any other event type, gives [].

import { bareAddress } from "../mime/addresses.js";
import { normalizeMessageId } from "../mime/compose.js";
import type { DeliveryNotification } from "../ports/mail-transport.js";

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Unwraps the transport envelopes down to SES records. */
function records(body: unknown, depth = 0): Json[] {
  if (depth > 4) return [];
  if (typeof body === "string") return records(parseJson(body), depth + 1);
  if (!isObject(body)) return [];
  // Lambda batches: SNS (Records[].Sns) and SQS (Records[].body).
  if (Array.isArray(body.Records)) {
    return body.Records.flatMap((r) => {
      if (!isObject(r)) return [];
      if (isObject(r.Sns)) return records(r.Sns, depth + 1);
      if (typeof r.body === "string") return records(r.body, depth + 1);
      return [];
    });
  }
  // SNS envelope; SubscriptionConfirmation and the like carry no SES record.
  if (typeof body.Type === "string" && "Message" in body) {
    return body.Type === "Notification" ? records(body.Message, depth + 1) : [];
  }
  // EventBridge.
  if (isObject(body.detail) && !("mail" in body)) return records(body.detail, depth + 1);
  if (isObject(body.mail)) return [body];
  return [];
}

function messageIdOf(mail: Json): string | undefined {
  const common = isObject(mail.commonHeaders) ? str(mail.commonHeaders.messageId) : undefined;
  if (common) return common;
  const header = arr(mail.headers).find(
    (h): h is Json => isObject(h) && typeof h.name === "string" && h.name.toLowerCase() === "message-id",
  );
  return header ? str(header.value) : undefined;
}

const address = (v: unknown): string | undefined => {
  const s = str(v);
  return s ? bareAddress(s) : undefined;
};

function convert(record: Json): DeliveryNotification | undefined {
  const kindName = str(record.eventType) ?? str(record.notificationType);
  const mail = record.mail as Json;
  const inboxId = address(mail.source);
  const rawId = messageIdOf(mail);
  if (!inboxId || !rawId) return undefined;
  const rfcMessageId = normalizeMessageId(rawId);
  const timestampOf = (detail: Json) => str(detail.timestamp) ?? str(mail.timestamp) ?? new Date().toISOString();

  switch (kindName) {
    case "Delivery": {
      const delivery = isObject(record.delivery) ? record.delivery : {};
      const smtpResponse = str(delivery.smtpResponse);
      const status = smtpResponse?.match(/\b(2\.\d{1,3}\.\d{1,3})\b/)?.[1];
      const listed = arr(delivery.recipients).length ? arr(delivery.recipients) : arr(mail.destination);
      const recipients = listed
        .map(address)
        .filter((a): a is string => !!a)
        .map((a) => ({
          address: a,
          ...(status ? { status } : {}),
          ...(smtpResponse ? { diagnostic: smtpResponse } : {}),
        }));
      if (!recipients.length) return undefined;
      return { kind: "delivery", inboxId, rfcMessageId, timestamp: timestampOf(delivery), recipients };
    }
    case "Bounce": {
      const bounce = isObject(record.bounce) ? record.bounce : {};
      const recipients = arr(bounce.bouncedRecipients)
        .filter(isObject)
        .map((r) => {
          const a = address(r.emailAddress);
          if (!a) return undefined;
          const status = str(r.status);
          const diagnostic = str(r.diagnosticCode);
          return { address: a, ...(status ? { status } : {}), ...(diagnostic ? { diagnostic } : {}) };
        })
        .filter((r) => r !== undefined);
      if (!recipients.length) return undefined;
      return {
        kind: "bounce",
        inboxId,
        rfcMessageId,
        timestamp: timestampOf(bounce),
        recipients,
        type: str(bounce.bounceType) ?? "Undetermined",
        subType: str(bounce.bounceSubType) ?? "General",
      };
    }
    case "Complaint": {
      const complaint = isObject(record.complaint) ? record.complaint : {};
      const recipients = arr(complaint.complainedRecipients)
        .filter(isObject)
        .map((r) => address(r.emailAddress))
        .filter((a): a is string => !!a)
        .map((a) => ({ address: a }));
      if (!recipients.length) return undefined;
      return {
        kind: "complaint",
        inboxId,
        rfcMessageId,
        timestamp: timestampOf(complaint),
        recipients,
        // The feedback type the ISP reported (abuse, fraud, …); the spec's defaults when there is none.
        type: str(complaint.complaintFeedbackType) ?? "complaint",
        subType: str(complaint.complaintSubType) ?? "abuse",
      };
    }
    default:
      return undefined;
  }
}

/** Delivery, bounce and complaint reports in an SES event body; [] for anything else. Never throws. */
export function parseSesNotification(body: unknown): DeliveryNotification[] {
  return records(body)
    .map(convert)
    .filter((n): n is DeliveryNotification => n !== undefined);
}
