// EventBridge Scheduler one-time schedules that invoke the scheduler function with the job as input.
import type { SchedulerClient } from "@aws-sdk/client-scheduler";
import { once } from "../../once.js";
import type { Scheduler } from "../../ports/scheduler.js";

// Loaded when the first job is scheduled or cancelled.
const sdk = once(() => import("@aws-sdk/client-scheduler"));

export interface EventBridgeSchedulerOptions {
  region: string;
  groupName: string;
  targetArn: string;
  roleArn: string;
  client?: Pick<SchedulerClient, "send">;
}

/** Schedule names allow [0-9a-zA-Z-_.] up to 64 characters. */
export const scheduleName = (jobId: string) => jobId.replace(/[^0-9A-Za-z_.-]/g, "-").slice(0, 64);

/** `at()` takes a UTC time without zone or milliseconds. */
export const atExpression = (date: Date) => `at(${date.toISOString().slice(0, 19)})`;

export function eventBridgeScheduler(options: EventBridgeSchedulerOptions): Scheduler {
  const client = once(
    async (): Promise<Pick<SchedulerClient, "send">> =>
      options.client ?? new (await sdk()).SchedulerClient({ region: options.region }),
  );
  const remove = async (jobId: string) => {
    const { DeleteScheduleCommand } = await sdk();
    try {
      await (await client()).send(
        new DeleteScheduleCommand({ Name: scheduleName(jobId), GroupName: options.groupName }),
      );
    } catch (error) {
      if ((error as Error).name !== "ResourceNotFoundException") throw error;
    }
  };
  return {
    async schedule(job) {
      await remove(job.jobId);
      const { CreateScheduleCommand } = await sdk();
      await (await client()).send(
        new CreateScheduleCommand({
          Name: scheduleName(job.jobId),
          GroupName: options.groupName,
          ScheduleExpression: atExpression(job.dueAt),
          ScheduleExpressionTimezone: "UTC",
          FlexibleTimeWindow: { Mode: "OFF" },
          ActionAfterCompletion: "DELETE",
          Target: {
            Arn: options.targetArn,
            RoleArn: options.roleArn,
            Input: JSON.stringify({
              jobId: job.jobId,
              kind: job.kind,
              dueAt: job.dueAt.toISOString(),
              payload: job.payload,
            }),
          },
        }),
      );
    },
    cancel: remove,
  };
}
