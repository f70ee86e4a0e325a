// Lambda entry for the custom-domain re-check, run every 5 minutes by an EventBridge rule (the event carries nothing
// it needs).
import type { ScheduledEvent } from "aws-lambda";
import { lambda } from "../../shared/observability/lambda.js";
import { awsPlatform } from "../../shared/platform/aws.js";
import { handleDomainRecheck } from "../../shared/workers/domain-recheck.js";

const platform = awsPlatform();

export const handler = lambda<ScheduledEvent, { checked: number }>(async () => handleDomainRecheck(await platform()));
