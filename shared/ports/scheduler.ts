// One-time work at a given time. EventBridge Scheduler on AWS; persisted due-job records and a timer locally.

/** draft.send: a scheduled draft; webhook.delivery: a webhook retry too far ahead for the delivery queue. */
export type JobKind = "draft.send" | "webhook.delivery";

export interface ScheduledJob {
  /** Stable per purpose (e.g. one per draft), so scheduling again replaces the earlier job. */
  jobId: string;
  kind: JobKind;
  dueAt: Date;
  payload: Record<string, string>;
}

export interface Scheduler {
  schedule(job: ScheduledJob): Promise<void>;
  cancel(jobId: string): Promise<void>;
}
