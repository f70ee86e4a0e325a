// Work due at a time (scheduled draft sends, later retries and re-checks) for the local timer loop, in one
// partition sorted by due time and indexed by job ID. On AWS the same jobs are EventBridge Scheduler schedules.
import type { Db, DueJobItem } from "./service.js";

/** Record a job due at its time. */
export async function insertDueJob(db: Db, job: Omit<DueJobItem, "queue">): Promise<void> {
  await db.entities.dueJob.create({ queue: "due", ...job }).go();
}

/** The records of one job (normally one). */
export async function dueJobsById(db: Db, jobId: string): Promise<DueJobItem[]> {
  const { data } = await db.entities.dueJob.query.byJob({ jobId }).go();
  return data;
}

/** Jobs due at or before `nowIso`, soonest first, up to 100. */
export async function jobsDueBy(db: Db, nowIso: string): Promise<DueJobItem[]> {
  const { data } = await db.entities.dueJob.query.byDue({ queue: "due" }).lte({ dueAt: nowIso }).go({ count: 100 });
  return data;
}

/** Delete a job's record (cancelling it). */
export async function deleteDueJob(db: Db, job: Pick<DueJobItem, "dueAt" | "jobId">): Promise<void> {
  await db.entities.dueJob.delete({ queue: "due", dueAt: job.dueAt, jobId: job.jobId }).go();
}

/** Claim a job by deleting its record if it is still there (throws the conditional failure when another runner did). */
export async function claimDueJob(db: Db, job: Pick<DueJobItem, "dueAt" | "jobId">): Promise<void> {
  await db.entities.dueJob
    .delete({ queue: "due", dueAt: job.dueAt, jobId: job.jobId })
    .where((a, op) => op.exists(a.jobId))
    .go();
}
