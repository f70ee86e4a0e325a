// Scheduler worker (AWS): EventBridge Scheduler invokes this with the job it was given.
import { runJob } from "../jobs.js";
import { getPlatform } from "../platform/index.js";
import type { JobKind } from "../ports/scheduler.js";

export interface ScheduledJobInput {
  jobId: string;
  kind: JobKind;
  dueAt: string;
  payload: Record<string, string>;
}

export async function handleScheduledJob(input: ScheduledJobInput): Promise<void> {
  await runJob(getPlatform(), { ...input, dueAt: new Date(input.dueAt) });
}
