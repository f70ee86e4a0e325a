// Lambda entry for the reaper, run every minute by an EventBridge rule (the event carries nothing it needs).
import middy from "@middy/core";
import type { ScheduledEvent } from "aws-lambda";
import { handleReaper } from "../../shared/workers/reaper.js";

export const handler = middy<ScheduledEvent, { reaped: number }>().handler(() => handleReaper());
