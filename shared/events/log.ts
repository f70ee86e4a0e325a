// Reading the event log (the outbox records): by organization, pod or inbox, between event-ID bounds (IDs are
// `evt_` + ULID, so a time is an ID bound too), filtered by type, oldest or newest first.

import type { StoredEvent } from "../db/entities/event.js";
import type { Db } from "../db/service.js";
import { ID_PREFIXES, idAtTime, idTime } from "../ids.js";
import type { Cursor, Page, PageRequest } from "../pagination.js";

const PREFIX = ID_PREFIXES.event;
const EVENT_ID = /^evt_[0-9A-HJKMNP-TV-Z]{26}$/i;

/** Below and above every event ID (the keys lowercase IDs; `~` sorts after every ULID character either way). */
const LOWEST = PREFIX;
const HIGHEST = `${PREFIX}~`;

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

/** Which events: one organization, optionally narrowed to a pod and an inbox, some types, an ID range. */
export interface EventSelection {
  organizationId: string;
  podId?: string;
  inboxId?: string;
  /** Exact type names; undefined means every type, an empty list none. */
  eventTypes?: readonly string[];
  /** Bounds on the event ID: after (exclusive), from (inclusive), before (exclusive). */
  afterId?: string;
  fromId?: string;
  beforeId?: string;
}

interface ReadOptions {
  order: "asc" | "desc";
  /** Stop once this many matching items were read (the query still reads whole DynamoDB pages). */
  count: number;
  attributes?: ("eventId" | "eventType" | "data")[];
}

/** Whole events, or only the projected attributes when `attributes` is given (chosen per call, hence the casts). */
interface ReadResult {
  data: StoredEvent[];
}

/** The selection as one DynamoDB query: the narrowest index, a key range, and filters for the rest. */
function reader(db: Db, selection: EventSelection): ((options: ReadOptions) => Promise<ReadResult>) | undefined {
  const after = selection.afterId ?? LOWEST;
  const lo = selection.fromId && selection.fromId > after ? selection.fromId : after;
  const hi = selection.beforeId ?? HIGHEST;
  if (lo >= hi || selection.eventTypes?.length === 0) return undefined;
  const { event } = db.entities;
  // The key range is inclusive; the bounds themselves are excluded by the filter.
  const filter = (
    a: { eventId: string; eventType: string; organizationId: string; podId: string; inboxId: string },
    op: {
      eq: (attr: string, value: string) => string;
      ne: (attr: string, value: string) => string;
    },
  ) => {
    const parts = [op.ne(a.eventId, after), op.ne(a.eventId, hi)];
    // Inbox addresses can be reused by another organization after a delete; pod IDs are unique but cheap to check.
    if (selection.inboxId || selection.podId) parts.push(op.eq(a.organizationId, selection.organizationId));
    if (selection.inboxId && selection.podId) parts.push(op.eq(a.podId, selection.podId));
    if (selection.eventTypes) parts.push(`(${selection.eventTypes.map((t) => op.eq(a.eventType, t)).join(" OR ")})`);
    return parts.join(" AND ");
  };
  // Every read starts at the range's start (no ElectroDB cursor): further reads narrow the range instead.
  const go = (options: ReadOptions) => ({
    order: options.order,
    count: options.count,
    cursor: null as string | null,
    ...(options.attributes ? { attributes: options.attributes } : {}),
  });
  if (selection.inboxId) {
    const inboxId = selection.inboxId;
    return async (options) =>
      (await event.query
        .byInbox({ inboxId })
        .between({ inboxEventId: lo }, { inboxEventId: hi })
        .where(filter)
        .go(go(options))) as unknown as ReadResult;
  }
  if (selection.podId) {
    const podId = selection.podId;
    return async (options) =>
      (await event.query
        .byPod({ podId })
        .between({ podEventId: lo }, { podEventId: hi })
        .where(filter)
        .go(go(options))) as unknown as ReadResult;
  }
  const organizationId = selection.organizationId;
  return async (options) =>
    (await event.query
      .byOrganization({ organizationId })
      .between({ eventId: lo }, { eventId: hi })
      .where(filter)
      .go(go(options))) as unknown as ReadResult;
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
    const read = reader(db, range);
    if (!read) break;
    const count = want - items.length;
    const { data } = await read({ order: page.ascending ? "asc" : "desc", count });
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
  const { data } = await db.entities.event.get({ organizationId, eventId: id }).go();
  return (data ?? undefined) as StoredEvent | undefined;
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
  const read = reader(db, selection);
  if (!read) return { events: [], truncated: false };
  const { data } = await read({
    order: options.order,
    count: options.cap + 1,
    attributes: options.withData ? ["eventId", "eventType", "data"] : ["eventId", "eventType"],
  });
  return { events: data.slice(0, options.cap), truncated: data.length > options.cap };
}

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
