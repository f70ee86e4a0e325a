// Lambda entry for SES sending events (delivery, bounce, complaint, reject) from the configuration set's SNS topic.
import middy from "@middy/core";
import type { SNSEvent } from "aws-lambda";
import { handleSesEvents } from "../../shared/workers/ses-events.js";

export const handler = middy<SNSEvent, void>().handler(handleSesEvents);
