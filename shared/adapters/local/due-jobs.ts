// The local Scheduler: due-job records in the table and a timer that runs them, so a restart loses nothing.
import { claimDueJob, deleteDueJob, dueJobsById, insertDueJob, jobsDueBy } from "../../db/due-jobs.js";
import type { Db } from "../../db/service.js";
import type { Logger } from "../../observability/logger.js";
import type { Clock } from "../../ports/clock.js";
import type { ScheduledJob, Scheduler } from "../../ports/scheduler.js";

export function dueJobScheduler(db: Db): Scheduler {
  const scheduler: Scheduler = {
    async schedule(job) {
      await scheduler.cancel(job.jobId);
      await insertDueJob(db, {
        dueAt: job.dueAt.toISOString(),
        jobId: job.jobId,
        kind: job.kind,
        payload: job.payload,
      });
    },
    async cancel(jobId) {
      for (const item of await dueJobsById(db, jobId)) await deleteDueJob(db, item);
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
    const data = await jobsDueBy(db, now);
    let ran = 0;
    for (const item of data) {
      try {
        await claimDueJob(db, item);
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
