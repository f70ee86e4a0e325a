// Lambda entry for one-time jobs: EventBridge Scheduler invokes it with the job as the event.
import { lambda } from "../../shared/observability/lambda.js";
import { awsPlatform } from "../../shared/platform/aws.js";
import { handleScheduledJob, type ScheduledJobInput } from "../../shared/workers/scheduler.js";

const platform = awsPlatform();

export const handler = lambda<ScheduledJobInput, void>(async (event) => handleScheduledJob(await platform(), event));
