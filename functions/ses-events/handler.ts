// Lambda entry for SES sending events (delivery, bounce, complaint, reject) from the configuration set's SNS topic.
import type { SNSEvent } from "aws-lambda";
import { lambda } from "../../shared/observability/lambda.js";
import { awsPlatform } from "../../shared/platform/aws.js";
import { handleSesEvents } from "../../shared/workers/ses-events.js";

const platform = awsPlatform();

export const handler = lambda<SNSEvent, void>(async (event) => handleSesEvents(await platform(), event));
