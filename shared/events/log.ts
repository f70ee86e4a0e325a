// Reading the event log (the outbox records), oldest or newest first, by organization.
import type { Db } from "../db/service.js";
import type { StoredEvent } from "./record.js";

/** Events of an organization strictly after `afterEventId`, oldest first: stream replay and catch-up. */
export async function eventsAfter(
  db: Db,
  organizationId: string,
  afterEventId: string,
  limit: number,
): Promise<StoredEvent[]> {
  const { data } = await db.entities.event.query
    .byOrganization({ organizationId })
    .gt({ eventId: afterEventId })
    .go({ limit, order: "asc" });
  return data as StoredEvent[];
}
