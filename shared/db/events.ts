// The event log (outbox): each event is written in the same transaction as the change it records, and read by
// organization from the table's own key, by inbox and by pod from sparse indexes, always over a range of event IDs
// (`evt_` + ULID, so a time is an ID bound too).
import { ID_PREFIXES } from "../ids.js";
import { EventRecord, type StoredEvent } from "./entities/event.js";
import type { CreateEventItem, Db } from "./service.js";

const PREFIX = ID_PREFIXES.event;

/** ElectroDB marks each item with its entity name. */
const ENTITY_ATTRIBUTE = "__edb_e__";
const EVENT_ENTITY = EventRecord.schema.model.entity;

/** Below and above every event ID (the keys lowercase IDs; `~` sorts after every ULID character either way). */
const LOWEST = PREFIX;
const HIGHEST = `${PREFIX}~`;

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

export interface EventReadOptions {
  order: "asc" | "desc";
  /** Stop once this many matching items were read (the query still reads whole DynamoDB pages). */
  count: number;
  /** Only these attributes (counting needs no more); whole events otherwise. */
  attributes?: ("eventId" | "eventType" | "data")[];
}

/** Event from a change-feed item (plain values, as DocumentClient sees them); undefined for any other entity's item. */
export function storedEventFromItem(item: Record<string, unknown> | undefined): StoredEvent | undefined {
  if (!item || item[ENTITY_ATTRIBUTE] !== EVENT_ENTITY) return undefined;
  const parsed = EventRecord.parse({ Item: item });
  return (parsed?.data as StoredEvent | undefined) ?? undefined;
}

/** Write one event on its own (a change with nothing else to record in the same transaction). */
export async function insertEvent(db: Db, event: CreateEventItem): Promise<void> {
  await db.entities.event.create(event).go();
}

/** Event by organization and ID. */
export async function readEvent(db: Db, organizationId: string, eventId: string): Promise<StoredEvent | undefined> {
  const { data } = await db.entities.event.get({ organizationId, eventId }).go();
  return (data ?? undefined) as StoredEvent | undefined;
}

/**
 * Events of a selection, in ID order: one query on the narrowest index (inbox, pod, organization) over the ID
 * range, filtered by owner and type, starting at the range's start (no ElectroDB cursor: callers read on by
 * narrowing the range). Whole events, or only the projected attributes when `attributes` is given.
 */
export async function queryEvents(
  db: Db,
  selection: EventSelection,
  options: EventReadOptions,
): Promise<StoredEvent[]> {
  const after = selection.afterId ?? LOWEST;
  const lo = selection.fromId && selection.fromId > after ? selection.fromId : after;
  const hi = selection.beforeId ?? HIGHEST;
  if (lo >= hi || selection.eventTypes?.length === 0) return [];
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
  const go = {
    order: options.order,
    count: options.count,
    cursor: null as string | null,
    ...(options.attributes ? { attributes: options.attributes } : {}),
  };
  // The projection is chosen per call, hence the casts.
  if (selection.inboxId) {
    const { data } = await event.query
      .byInbox({ inboxId: selection.inboxId })
      .between({ inboxEventId: lo }, { inboxEventId: hi })
      .where(filter)
      .go(go);
    return data as unknown as StoredEvent[];
  }
  if (selection.podId) {
    const { data } = await event.query
      .byPod({ podId: selection.podId })
      .between({ podEventId: lo }, { podEventId: hi })
      .where(filter)
      .go(go);
    return data as unknown as StoredEvent[];
  }
  const { data } = await event.query
    .byOrganization({ organizationId: selection.organizationId })
    .between({ eventId: lo }, { eventId: hi })
    .where(filter)
    .go(go);
  return data as unknown as StoredEvent[];
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
