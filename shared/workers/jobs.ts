// Runs a due job, whichever platform's scheduler fired it.

import { wakeDelivery } from "../events/webhook-delivery.js";
import { runScheduledDraft } from "../mail/send-draft.js";
import type { Platform } from "../ports/platform.js";
import type { ScheduledJob } from "../ports/scheduler.js";

export async function runJob(platform: Platform, job: ScheduledJob): Promise<void> {
  switch (job.kind) {
    case "draft.send":
      await runScheduledDraft(platform, job.payload);
      return;
    case "webhook.delivery":
      await wakeDelivery(platform, job.payload);
      return;
    default:
      platform.log.warn("unknown job kind", { kind: job.kind, jobId: job.jobId });
  }
}
