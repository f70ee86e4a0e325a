// SES event worker (AWS): delivery, bounce and complaint events from the configuration set, via SNS.
import type { SNSEvent, SQSEvent } from "aws-lambda";
import { handleDeliveryNotification } from "../mail/delivery.js";
import type { Platform } from "../ports/platform.js";
import { parseSesNotification } from "./ses-notifications.js";

export async function handleSesEvents(platform: Platform, event: SNSEvent | SQSEvent): Promise<void> {
  for (const record of event.Records) {
    const body = "Sns" in record ? record.Sns.Message : record.body;
    for (const notification of parseSesNotification(JSON.parse(body))) {
      await handleDeliveryNotification(platform, notification);
    }
  }
}
