import { Entity } from "electrodb";

// Work due at a time (scheduled draft sends, later retries and re-checks), for the local timer loop.
// On AWS the same jobs are EventBridge Scheduler one-time schedules instead.
export const DueJob = new Entity({
  model: { entity: "dueJob", version: "1", service: "mail" },
  attributes: {
    /** One partition: the local runtime is one process with modest volume. */
    queue: { type: "string", required: true, readOnly: true, default: "due" },
    dueAt: { type: "string", required: true, readOnly: true },
    jobId: { type: "string", required: true, readOnly: true },
    kind: { type: "string", required: true, readOnly: true },
    payload: { type: "any", required: true, readOnly: true },
  },
  indexes: {
    byDue: { pk: { field: "pk", composite: ["queue"] }, sk: { field: "sk", composite: ["dueAt", "jobId"] } },
    byJob: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["jobId"] },
      sk: { field: "gsi1sk", composite: [] },
    },
  },
});
