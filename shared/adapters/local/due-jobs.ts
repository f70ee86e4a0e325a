// The local Scheduler: due-job records in the table and a timer that runs them, so a restart loses nothing.
import type { Db } from "../../db/service.js";
import type { Logger } from "../../observability/logger.js";
import type { Clock } from "../../ports/clock.js";
import type { ScheduledJob, Scheduler } from "../../ports/scheduler.js";

export function dueJobScheduler(db: Db): Scheduler {
  const scheduler: Scheduler = {
    async schedule(job) {
      await scheduler.cancel(job.jobId);
      await db.entities.dueJob
        .create({
          queue: "due",
          dueAt: job.dueAt.toISOString(),
          jobId: job.jobId,
          kind: job.kind,
          payload: job.payload,
        })
        .go();
    },
    async cancel(jobId) {
      const { data } = await db.entities.dueJob.query.byJob({ jobId }).go();
      for (const item of data) {
        await db.entities.dueJob.delete({ queue: "due", dueAt: item.dueAt, jobId: item.jobId }).go();
      }
    },
  };
  return scheduler;
}

export interface JobRunner {
  /** Runs every job due now (also used by tests to avoid waiting for the timer). */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Polls for due jobs every `intervalMs`. A job is claimed by deleting its record (conditionally), so two
 * runners never run it twice; a job whose handler throws is logged and not retried (as the spec wants for drafts).
 */
export function startJobRunner(
  db: Db,
  clock: Clock,
  log: Logger,
  run: (job: ScheduledJob) => Promise<void>,
  intervalMs = 1000,
): JobRunner {
  let running: Promise<number> | undefined;
  let stopped = false;
  const tick = async (): Promise<number> => {
    const now = clock.now().toISOString();
    const { data } = await db.entities.dueJob.query.byDue({ queue: "due" }).lte({ dueAt: now }).go({ count: 100 });
    let ran = 0;
    for (const item of data) {
      try {
        await db.entities.dueJob
          .delete({ queue: "due", dueAt: item.dueAt, jobId: item.jobId })
          .where((a, op) => op.exists(a.jobId))
          .go();
      } catch {
        continue; // another runner claimed it
      }
      ran++;
      try {
        await run({
          jobId: item.jobId,
          kind: item.kind as ScheduledJob["kind"],
          dueAt: new Date(item.dueAt),
          payload: item.payload as Record<string, string>,
        });
      } catch (error) {
        log.error("scheduled job failed", { error, jobId: item.jobId, kind: item.kind });
      }
    }
    return ran;
  };
  const once = () => {
    running ??= tick().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) once().catch((error) => log.error("job runner tick failed", { error }));
  }, intervalMs);
  timer.unref();
  return {
    tick: async () => {
      await running;
      return once();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
