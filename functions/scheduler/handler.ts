// Lambda entry for one-time jobs: EventBridge Scheduler invokes it with the job as the event.
import middy from "@middy/core";
import { handleScheduledJob, type ScheduledJobInput } from "../../shared/workers/scheduler.js";

export const handler = middy<ScheduledJobInput, void>().handler(handleScheduledJob);
