// Lambda entry for the reaper, run every minute by an EventBridge rule (the event carries nothing it needs).
import type { ScheduledEvent } from "aws-lambda";
import { lambda } from "../../shared/observability/lambda.js";
import { awsPlatform } from "../../shared/platform/aws.js";
import { handleReaper } from "../../shared/workers/reaper.js";

const platform = awsPlatform();

export const handler = lambda<ScheduledEvent, { reaped: number }>(async () => handleReaper(await platform()));
