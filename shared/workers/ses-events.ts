// SES event worker (AWS): delivery, bounce and complaint events from the configuration set, via SNS.
import type { SNSEvent, SQSEvent } from "aws-lambda";
import { handleDeliveryNotification } from "../mail/delivery.js";
import { parseSesNotification } from "../mail/ses-notifications.js";
import type { Platform } from "../platform/platform.js";

export async function handleSesEvents(platform: Platform, event: SNSEvent | SQSEvent): Promise<void> {
  for (const record of event.Records) {
    const body = "Sns" in record ? record.Sns.Message : record.body;
    for (const notification of parseSesNotification(JSON.parse(body))) {
      await handleDeliveryNotification(platform, notification);
    }
  }
}
