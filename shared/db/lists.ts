// Allow and block list entries. A level is "org", a pod ID or an inbox ID; one partition per level holds every
// list of that level, sorted by direction, list type and entry, so a direction's entries of a level are one query
// and a list page is a range of one partition.
import type { Db, ListEntryItem } from "./service.js";

/** One list at one level: its entries share a key prefix. */
export interface ListKey {
  organizationId: string;
  level: string;
  direction: ListEntryItem["direction"];
  listType: ListEntryItem["listType"];
}

/** Above every stored entry (entries are ASCII): the open end of an ascending range. */
const AFTER_ALL = "\uffff";

/** Every entry (allow and block) of one direction at one level. */
export async function levelEntries(
  db: Db,
  organizationId: string,
  level: string,
  direction: ListEntryItem["direction"],
): Promise<ListEntryItem[]> {
  const { data } = await db.entities.listEntry.query.byLevel({ organizationId, level, direction }).go({ pages: "all" });
  return data;
}

/** Entries of one list by entry value: up to `count`, from after (ascending) or before (descending) `after`. */
export async function queryListEntries(
  db: Db,
  list: ListKey,
  options: { ascending: boolean; after?: string; count: number },
): Promise<ListEntryItem[]> {
  const base = db.entities.listEntry.query.byLevel(list);
  const go = { order: options.ascending ? "asc" : "desc", count: options.count } as const;
  const { after } = options;
  if (after === undefined) return (await base.go(go)).data;
  // A closed range inside this one list (a bare gt/lt would run on into the level's other lists); the cursor's
  // own entry is filtered out.
  const range = options.ascending
    ? base.between({ entry: after }, { entry: AFTER_ALL })
    : base.between({ entry: "" }, { entry: after });
  return (await range.where((a, op) => op.ne(a.entry, after)).go(go)).data;
}

/** Entry by list and value: strongly consistent. */
export async function readListEntry(db: Db, list: ListKey, entry: string): Promise<ListEntryItem | undefined> {
  const { data } = await db.entities.listEntry.get({ ...list, entry }).go({ consistent: true });
  return data ?? undefined;
}

/** Add an entry; throws the conditional failure when it is there already. */
export async function insertListEntry(db: Db, item: ListEntryItem): Promise<void> {
  await db.entities.listEntry.create(item).go();
}

/** Remove an entry. */
export async function deleteListEntryRecord(db: Db, item: ListEntryItem): Promise<void> {
  await db.entities.listEntry
    .delete({
      organizationId: item.organizationId,
      level: item.level,
      direction: item.direction,
      listType: item.listType,
      entry: item.entry,
    })
    .go({ response: "none" });
}
