// The Scheduler contract on both platforms: EventBridge Scheduler (the AWS SDK against the recording stand-in) and
// the local due-job records in DynamoDB Local with their runner.
import { SchedulerClient } from "@aws-sdk/client-scheduler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventBridgeScheduler } from "../../shared/adapters/aws/eventbridge-scheduler.js";
import { dueJobScheduler, startJobRunner } from "../../shared/adapters/local/due-jobs.js";
import type { ScheduledJob } from "../../shared/ports/scheduler.js";
import type { ScheduledJobInput } from "../../shared/workers/scheduler.js";
import { runSchedulerConformance, type SchedulerFixture } from "./scheduler.contract.js";
import { type AwsStandIn, recorded, startAwsStandIn } from "./support/aws-stand-in.js";
import { recordingLog } from "./support/log.js";
import { contractTable } from "./support/table.js";

const GROUP = "agent-mail-jobs";
const TARGET_ARN = "arn:aws:lambda:us-east-1:000000000000:function:AgentMailStack-Scheduler";
const ROLE_ARN = "arn:aws:iam::000000000000:role/AgentMailStack-SchedulerInvoke";

/** `at(2031-01-02T03:04:05)` in UTC (the adapter sets ScheduleExpressionTimezone UTC). */
function atTime(expression: string): Date {
  const match = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/.exec(expression);
  if (!match) throw new Error(`not a one-time schedule expression: ${expression}`);
  return new Date(`${match[1]}Z`);
}

async function eventBridgeFixture(): Promise<SchedulerFixture & { standIn: AwsStandIn }> {
  const standIn = await startAwsStandIn();
  // The stand-in overwrites a schedule created again under the same name; the service refuses with a conflict.
  standIn.answerEvery(recorded("scheduler-create-schedule-conflict"), (request) => {
    const name = /^\/schedules\/([^?]+)/.exec(request.url)?.[1];
    return (
      request.method === "POST" &&
      name !== undefined &&
      standIn.aws.schedules.has(`${GROUP}/${decodeURIComponent(name)}`)
    );
  });
  const client = new SchedulerClient(standIn.clientConfig());
  const scheduler = eventBridgeScheduler({
    region: "us-east-1",
    groupName: GROUP,
    targetArn: TARGET_ARN,
    roleArn: ROLE_ARN,
    client,
  });
  return {
    standIn,
    scheduler,
    // What EventBridge Scheduler does at `now`: invokes the target of every schedule of the group whose time has
    // come with the schedule's input, then deletes it (ActionAfterCompletion DELETE).
    async runDue(now) {
      const ran: ScheduledJob[] = [];
      for (const [key, schedule] of standIn.aws.schedules) {
        if (schedule.group !== GROUP || atTime(schedule.expression) > now) continue;
        standIn.aws.schedules.delete(key);
        expect(schedule.target).toMatchObject({ Arn: TARGET_ARN, RoleArn: ROLE_ARN });
        // As shared/workers/scheduler.ts reads its event.
        const input = JSON.parse(String(schedule.target.Input)) as ScheduledJobInput;
        ran.push({ ...input, dueAt: new Date(input.dueAt) });
      }
      return ran;
    },
    async dispose() {
      client.destroy();
      await standIn.stop();
    },
  };
}

async function dueJobFixture(): Promise<SchedulerFixture> {
  const table = await contractTable();
  return {
    scheduler: dueJobScheduler(table.db),
    async runDue(now) {
      const ran: ScheduledJob[] = [];
      // A runner whose clock reads `now`, ticked once by hand (its own timer is an hour away).
      const runner = startJobRunner(
        table.db,
        { now: () => now },
        recordingLog(),
        async (job) => {
          ran.push(job);
        },
        3_600_000,
      );
      await runner.tick();
      await runner.stop();
      return ran;
    },
    dispose: () => table.drop(),
  };
}

describe.each([
  { name: "EventBridge Scheduler (AWS)", make: eventBridgeFixture },
  { name: "due-job records (local)", make: dueJobFixture },
])("$name", ({ name, make }) => {
  runSchedulerConformance(name, make);
});

describe("EventBridge Scheduler against recorded service responses", () => {
  let fixture: Awaited<ReturnType<typeof eventBridgeFixture>>;
  beforeAll(async () => {
    fixture = await eventBridgeFixture();
  });
  afterAll(() => fixture.dispose());

  const job: ScheduledJob = {
    jobId: "draft-send-drf_01J9Z8Y7X6W5V4T3S2R1Q0P9N8",
    kind: "draft.send",
    dueAt: new Date(Date.now() + 3_600_000),
    payload: {},
  };

  it("treats the service's not-found answer to a delete as a cancelled job", async () => {
    fixture.standIn.answerNext(recorded("scheduler-delete-schedule-not-found"));
    await expect(fixture.scheduler.cancel(job.jobId)).resolves.toBeUndefined();
  });

  it("surfaces any other refusal of a cancel", async () => {
    fixture.standIn.answerNext(recorded("scheduler-access-denied"));
    await expect(fixture.scheduler.cancel(job.jobId)).rejects.toMatchObject({ name: "AccessDeniedException" });
  });

  it("surfaces a refused schedule, so the caller knows the job will not run", async () => {
    fixture.standIn.answerNext(recorded("scheduler-create-schedule-validation"), (r) => r.method === "POST");
    await expect(fixture.scheduler.schedule(job)).rejects.toMatchObject({ name: "ValidationException" });
    expect(fixture.standIn.aws.schedules.size).toBe(0);
  });
});
