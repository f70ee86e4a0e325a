// What the domain may assume of any Scheduler (shared/ports/scheduler.ts): scheduled drafts and webhook retries
// beyond the delivery queue's reach rely on a job running once, at its time, with what it was given, and on a job id
// naming one job (scheduling it again replaces it, cancelling it removes it).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { draftJobId } from "../../shared/domain/drafts.js";
import { deliveryJobId } from "../../shared/events/webhook-delivery.js";
import type { ScheduledJob, Scheduler } from "../../shared/ports/scheduler.js";

export interface SchedulerFixture {
  scheduler: Scheduler;
  /**
   * What the platform runs if its clock reads `now`: every job then due, once, as the job's worker receives it
   * (locally the due-job runner; on AWS the schedule's target input, as shared/workers/scheduler.ts reads it).
   */
  runDue(now: Date): Promise<ScheduledJob[]>;
  dispose(): Promise<void>;
}

/**
 * How far from its due time a job may run. EventBridge Scheduler invokes targets "with 60 second precision" (a
 * schedule set for 1:00 runs between 1:00:00 and 1:00:59) and its at() takes whole seconds; the local runner polls
 * every second. The domain must not rely on anything finer: nothing it schedules checks the clock against dueAt.
 */
export const SCHEDULER_PRECISION_MS = 60_000;

/** A time in the future (EventBridge refuses to be useful for the past), with milliseconds, as the domain's are. */
const inAnHour = () => new Date(Math.floor(Date.now() / 1000) * 1000 + 3_600_000 + 345);
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

export function runSchedulerConformance(name: string, makeAdapter: () => Promise<SchedulerFixture>): void {
  describe(`${name} as a Scheduler`, () => {
    let fixture: SchedulerFixture;
    beforeEach(async () => {
      fixture = await makeAdapter();
    });
    afterEach(async () => {
      await fixture.dispose();
    });

    it("runs a job once its time has come, with its id, kind, due time and payload", async () => {
      const job: ScheduledJob = {
        jobId: draftJobId("drf_01J9Z8Y7X6W5V4T3S2R1Q0P9N8"),
        kind: "draft.send",
        dueAt: inAnHour(),
        payload: {
          inboxId: "agent@agents.example.com",
          draftId: "drf_01J9Z8Y7X6W5V4T3S2R1Q0P9N8",
          sendAt: "2031-01-02T03:04:05.678Z",
          note: 'quotes " and unicode ✓',
        },
      };
      await fixture.scheduler.schedule(job);

      expect(await fixture.runDue(later(job.dueAt, SCHEDULER_PRECISION_MS))).toEqual([job]);
    });

    it("does not run a job before its time", async () => {
      const job: ScheduledJob = { jobId: "job-early", kind: "draft.send", dueAt: inAnHour(), payload: { a: "1" } };
      await fixture.scheduler.schedule(job);

      expect(await fixture.runDue(later(job.dueAt, -SCHEDULER_PRECISION_MS - 1000))).toEqual([]);
      expect(await fixture.runDue(later(job.dueAt, SCHEDULER_PRECISION_MS))).toEqual([job]);
    });

    it("runs a job only once", async () => {
      const job: ScheduledJob = { jobId: "job-once", kind: "draft.send", dueAt: inAnHour(), payload: {} };
      await fixture.scheduler.schedule(job);
      const after = later(job.dueAt, SCHEDULER_PRECISION_MS);

      expect(await fixture.runDue(after)).toHaveLength(1);
      expect(await fixture.runDue(later(after, 3_600_000))).toEqual([]);
    });

    it("replaces a job when the same job id is scheduled again, later and with another payload", async () => {
      const first: ScheduledJob = { jobId: "job-moved", kind: "draft.send", dueAt: inAnHour(), payload: { v: "1" } };
      const second: ScheduledJob = { ...first, dueAt: later(first.dueAt, 3_600_000), payload: { v: "2" } };
      await fixture.scheduler.schedule(first);
      await fixture.scheduler.schedule(second);

      expect(await fixture.runDue(later(first.dueAt, SCHEDULER_PRECISION_MS))).toEqual([]);
      expect(await fixture.runDue(later(second.dueAt, SCHEDULER_PRECISION_MS))).toEqual([second]);
    });

    it("replaces a job when the same job id is scheduled again earlier", async () => {
      const first: ScheduledJob = { jobId: "job-earlier", kind: "draft.send", dueAt: inAnHour(), payload: { v: "1" } };
      const second: ScheduledJob = { ...first, dueAt: later(first.dueAt, -1_800_000), payload: { v: "2" } };
      await fixture.scheduler.schedule(first);
      await fixture.scheduler.schedule(second);

      expect(await fixture.runDue(later(second.dueAt, SCHEDULER_PRECISION_MS))).toEqual([second]);
      expect(await fixture.runDue(later(first.dueAt, SCHEDULER_PRECISION_MS))).toEqual([]);
    });

    it("does not run a cancelled job", async () => {
      const job: ScheduledJob = { jobId: "job-cancelled", kind: "draft.send", dueAt: inAnHour(), payload: {} };
      await fixture.scheduler.schedule(job);
      await fixture.scheduler.cancel(job.jobId);

      expect(await fixture.runDue(later(job.dueAt, SCHEDULER_PRECISION_MS))).toEqual([]);
    });

    it("treats cancelling an unknown or already-run job as done", async () => {
      await expect(fixture.scheduler.cancel("job-never-scheduled")).resolves.toBeUndefined();

      const job: ScheduledJob = { jobId: "job-ran", kind: "draft.send", dueAt: inAnHour(), payload: {} };
      await fixture.scheduler.schedule(job);
      await fixture.runDue(later(job.dueAt, SCHEDULER_PRECISION_MS));
      await expect(fixture.scheduler.cancel(job.jobId)).resolves.toBeUndefined();
    });

    it("keeps jobs with different ids apart: the domain's draft and webhook-retry jobs", async () => {
      const ulid = "01J9Z8Y7X6W5V4T3S2R1Q0P9N8";
      const retry = { webhookId: `wh_${ulid}`, deliveryId: `dlv_${ulid}`, attempt: 4 };
      const draft: ScheduledJob = {
        jobId: draftJobId(`drf_${ulid}`),
        kind: "draft.send",
        dueAt: inAnHour(),
        payload: { draftId: `drf_${ulid}` },
      };
      const webhook: ScheduledJob = {
        jobId: deliveryJobId(retry),
        kind: "webhook.delivery",
        dueAt: inAnHour(),
        payload: { webhookId: retry.webhookId, deliveryId: retry.deliveryId, attempt: String(retry.attempt) },
      };
      const nextAttempt: ScheduledJob = {
        ...webhook,
        jobId: deliveryJobId({ ...retry, attempt: 5 }),
        payload: { ...webhook.payload, attempt: "5" },
      };
      await fixture.scheduler.schedule(draft);
      await fixture.scheduler.schedule(webhook);
      await fixture.scheduler.schedule(nextAttempt);
      await fixture.scheduler.cancel(draft.jobId);

      const ran = await fixture.runDue(later(draft.dueAt, SCHEDULER_PRECISION_MS));
      expect(ran.map((job) => job.jobId).sort()).toEqual([webhook.jobId, nextAttempt.jobId].sort());
      expect(ran).toContainEqual(webhook);
      expect(ran).toContainEqual(nextAttempt);
    });
  });
}
