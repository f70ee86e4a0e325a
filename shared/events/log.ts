// Reading the event log (the outbox records): by organization, pod or inbox, between event-ID bounds (IDs are
// `evt_` + ULID, so a time is an ID bound too), filtered by type, oldest or newest first, a page at a time.

import type { StoredEvent } from "../db/entities/event.js";
import { type EventSelection, queryEvents, readEvent } from "../db/events.js";
import type { Db } from "../db/service.js";
import { ID_PREFIXES, idAtTime, idTime } from "../ids.js";
import type { Cursor, Page, PageRequest } from "../pagination.js";

const PREFIX = ID_PREFIXES.event;
const EVENT_ID = /^evt_[0-9A-HJKMNP-TV-Z]{26}$/i;

export type { EventSelection };

/** `evt_` + 26 Crockford base32 characters, any case; returned in the canonical (upper) case. */
export function parseEventId(value: string): string | undefined {
  return EVENT_ID.test(value) ? PREFIX + value.slice(PREFIX.length).toUpperCase() : undefined;
}

/** Milliseconds since the epoch at which an event ID was made. */
export function eventIdTime(eventId: string): number {
  return idTime("event", eventId) ?? 0;
}

/** The smallest event ID at a time: events made at or after `ms` sort at or above it, earlier ones below. */
export function eventIdAt(ms: number): string {
  return idAtTime("event", ms);
}

/** The selection narrowed to the IDs after (ascending) or before (descending) `eventId`. */
function past(selection: EventSelection, eventId: string, ascending: boolean): EventSelection {
  if (ascending)
    return selection.afterId && selection.afterId >= eventId ? selection : { ...selection, afterId: eventId };
  return selection.beforeId && selection.beforeId <= eventId ? selection : { ...selection, beforeId: eventId };
}

/**
 * One page of the log. `accept` drops what the caller may not see after the query's own filters; the page keeps
 * reading until it has `limit + 1` accepted items or the range ends. Each further read starts past the last item
 * examined (a new key range rather than ElectroDB's cursor, which cannot rebuild the sparse indexes' keys), and
 * the next token holds the last item returned, so no item is repeated or skipped whatever `accept` drops.
 */
export async function listEvents(
  db: Db,
  selection: EventSelection,
  page: PageRequest,
  accept: (event: StoredEvent) => boolean,
): Promise<Page<StoredEvent>> {
  const cursorId = page.cursor?.eventId ? parseEventId(page.cursor.eventId) : undefined;
  let range = cursorId ? past(selection, cursorId, page.ascending) : selection;
  const want = page.limit + 1;
  const items: StoredEvent[] = [];
  for (;;) {
    const count = want - items.length;
    const data = await queryEvents(db, range, { order: page.ascending ? "asc" : "desc", count });
    for (const event of data) if (accept(event)) items.push(event);
    if (data.length < count || items.length >= want) break;
    range = past(range, data[data.length - 1].eventId, page.ascending);
  }
  if (items.length <= page.limit) return { items };
  const shown = items.slice(0, page.limit);
  const next: Cursor = { eventId: shown[shown.length - 1].eventId };
  return { items: shown, next };
}

/** One event of an organization by ID, or undefined. */
export async function getEvent(db: Db, organizationId: string, eventId: string): Promise<StoredEvent | undefined> {
  const id = parseEventId(eventId);
  if (!id) return undefined;
  return readEvent(db, organizationId, id);
}

/** The events metrics count: type and ID (its time) only, plus the payload when asked. */
export type CountedEvent = Pick<StoredEvent, "eventId" | "eventType"> & { data?: Record<string, unknown> };

/**
 * Up to `cap` events of the selection, read in `order`; `truncated` when more matched. Only the attributes counting
 * needs are fetched.
 */
export async function eventsForCounting(
  db: Db,
  selection: EventSelection,
  options: { cap: number; order: "asc" | "desc"; withData?: boolean },
): Promise<{ events: CountedEvent[]; truncated: boolean }> {
  const data = await queryEvents(db, selection, {
    order: options.order,
    count: options.cap + 1,
    attributes: options.withData ? ["eventId", "eventType", "data"] : ["eventId", "eventType"],
  });
  return { events: data.slice(0, options.cap), truncated: data.length > options.cap };
}
