// Scheduler worker (AWS): EventBridge Scheduler invokes this with the job it was given.

import type { Platform } from "../ports/platform.js";
import type { JobKind } from "../ports/scheduler.js";
import { runJob } from "./jobs.js";

export interface ScheduledJobInput {
  jobId: string;
  kind: JobKind;
  dueAt: string;
  payload: Record<string, string>;
}

export async function handleScheduledJob(platform: Platform, input: ScheduledJobInput): Promise<void> {
  await runJob(platform, { ...input, dueAt: new Date(input.dueAt) });
}
