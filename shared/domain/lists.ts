// Allow and block lists: entries stored per level (organization, pod, inbox), and the verdicts mail is checked with.

import type { Scope } from "../auth/principal.js";
import { deleteListEntryRecord, insertListEntry, levelEntries, queryListEntries, readListEntry } from "../db/lists.js";
import type { Db, ListEntryItem } from "../db/service.js";
import { conditionFailed } from "../db/transactions.js";
import { forbidden, notFound, validation } from "../errors.js";
import { type Cursor, type Page, type PageRequest, toPage } from "../pagination.js";
import type { Platform } from "../ports/platform.js";

export const DIRECTIONS = ["send", "receive", "reply"] as const;
export const LIST_TYPES = ["allow", "block"] as const;
export type Direction = (typeof DIRECTIONS)[number];
export type ListType = (typeof LIST_TYPES)[number];
export type EntryType = "email" | "domain";

/** The level key of organization-wide entries; pod and inbox levels use the pod id and the inbox id. */
export const ORG_LEVEL = "org";

// ---------------------------------------------------------------------------------------------------------------
// Addresses and entries (pure)

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const DOMAIN = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}$/;

/** A bare, lowercased address: `Name <a@b.c>` → `a@b.c`, surrounding space removed. */
export function normalizeAddress(raw: string): string {
  const angle = raw.match(/<([^<>]*)>\s*$/);
  return (angle ? angle[1] : raw).trim().toLowerCase();
}

export function isDomain(value: string): boolean {
  return value.length <= 253 && DOMAIN.test(value);
}

/** A lowercased `local@domain` address. */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf("@");
  if (at <= 0) return false;
  return LOCAL_PART.test(value.slice(0, at)) && isDomain(value.slice(at + 1));
}

/** The domain of an address (after the last `@`), or undefined. */
export function addressDomain(address: string): string | undefined {
  const at = address.lastIndexOf("@");
  return at >= 0 && at < address.length - 1 ? address.slice(at + 1) : undefined;
}

/** An entry as typed by a caller → the stored value and its kind (`@example.com` and `example.com.` are domains). */
export function parseEntry(raw: string): { entry: string; entryType: EntryType } {
  const value = raw.trim().toLowerCase();
  if (value.includes("@") && !value.startsWith("@")) {
    if (isEmailAddress(value)) return { entry: value, entryType: "email" };
  } else {
    const domain = value.replace(/^@/, "").replace(/\.$/, "");
    if (isDomain(domain)) return { entry: domain, entryType: "domain" };
  }
  throw validation("entry must be an email address or a domain (such as name@example.com or example.com)", "entry");
}

export interface MatchableEntry {
  entry: string;
  entryType: EntryType;
  listType: ListType;
}

/** An address entry matches that address; a domain entry matches addresses at the domain and its subdomains. */
export function entryMatches(entry: Pick<MatchableEntry, "entry" | "entryType">, address: string): boolean {
  const bare = normalizeAddress(address);
  const value = entry.entry.toLowerCase();
  if (entry.entryType === "email") return bare === value;
  const domain = addressDomain(bare);
  return domain !== undefined && (domain === value || domain.endsWith(`.${value}`));
}

export interface ListVerdict {
  allowed: boolean;
  onAllowList: boolean;
  onBlockList: boolean;
}

/**
 * The verdict of the entries of every applying level of one direction, taken together: an allow entry wins over a
 * block entry, and while any allow entry exists every address matching none of them is refused (allow-only mode).
 */
export function verdictFor(entries: readonly MatchableEntry[], address: string): ListVerdict {
  let allowOnly = false;
  let onAllowList = false;
  let onBlockList = false;
  for (const e of entries) {
    if (e.listType === "allow") {
      allowOnly = true;
      if (!onAllowList && entryMatches(e, address)) onAllowList = true;
    } else if (!onBlockList && entryMatches(e, address)) {
      onBlockList = true;
    }
  }
  return { allowed: onAllowList || (!allowOnly && !onBlockList), onAllowList, onBlockList };
}

// ---------------------------------------------------------------------------------------------------------------
// Checks used by mail (other modules)

export interface ListLocation {
  organizationId: string;
  podId: string;
  inboxId: string;
}

/** Every entry of one direction (allow and block) at the organization, pod and inbox levels: three queries. */
async function entriesApplying(db: Db, where: ListLocation, direction: Direction): Promise<ListEntryItem[]> {
  const levels = [ORG_LEVEL, where.podId, where.inboxId];
  const results = await Promise.all(levels.map((level) => levelEntries(db, where.organizationId, level, direction)));
  return results.flat();
}

/** Whether mail of `direction` with `address` (the recipient, or the sender for receive) passes the lists. */
export async function listVerdict(
  platform: Platform,
  where: { organizationId: string; podId: string; inboxId: string },
  direction: "send" | "receive" | "reply",
  address: string,
): Promise<{ allowed: boolean; onAllowList: boolean; onBlockList: boolean }> {
  return verdictFor(await entriesApplying(platform.db, where, direction), address);
}

/** 403 for the first recipient the send lists refuse (and, for replies, the reply lists too). */
export async function checkSendAllowed(
  platform: Platform,
  where: { organizationId: string; podId: string; inboxId: string },
  recipients: string[],
  options: { isReply: boolean },
): Promise<void> {
  if (!recipients.length) return;
  const [send, reply] = await Promise.all([
    entriesApplying(platform.db, where, "send"),
    options.isReply ? entriesApplying(platform.db, where, "reply") : undefined,
  ]);
  for (const recipient of recipients) {
    const address = normalizeAddress(recipient);
    if (!verdictFor(send, address).allowed || (reply && !verdictFor(reply, address).allowed)) {
      throw forbidden(`Sending to ${address} is blocked by a send list`);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The list routes

export interface ListPath {
  direction: Direction;
  listType: ListType;
}

/** `{direction}/{type}` of a list path, validated. */
export function parseListPath(params: Record<string, string | undefined>): ListPath {
  const direction = params.direction as Direction;
  if (!DIRECTIONS.includes(direction)) throw validation("direction must be send, receive or reply", "direction");
  const listType = params.type as ListType;
  if (!LIST_TYPES.includes(listType)) throw validation("type must be allow or block", "type");
  return { direction, listType };
}

/** The level a request acts at: the narrowest of the credential scope and the path prefix. */
export function levelOf(scope: Scope): { level: string; podId?: string; inboxId?: string } {
  if (scope.inboxId) return { level: scope.inboxId, podId: scope.podId, inboxId: scope.inboxId };
  if (scope.podId) return { level: scope.podId, podId: scope.podId };
  return { level: ORG_LEVEL };
}

export function toListEntry(item: ListEntryItem) {
  return {
    entry: item.entry,
    organization_id: item.organizationId,
    pod_id: item.podId,
    inbox_id: item.inboxId,
    reason: item.reason,
    direction: item.direction,
    list_type: item.listType,
    entry_type: item.entryType,
    read_only: item.readOnly,
    created_at: item.createdAt,
  };
}

/** Entries of one list at exactly the scope's level, by entry value (descending unless asked). */
export async function listListEntries(
  platform: Platform,
  scope: Scope,
  path: ListPath,
  page: PageRequest,
): Promise<Page<ListEntryItem>> {
  const { level } = levelOf(scope);
  const data = await queryListEntries(
    platform.db,
    { organizationId: scope.organizationId, level, direction: path.direction, listType: path.listType },
    { ascending: page.ascending, after: page.cursor?.entry, count: page.limit + 1 },
  );
  return toPage(data, page, (e): Cursor => ({ entry: e.entry }));
}

/** An entry in the URL → its stored form; undefined when it cannot be an entry at all. */
function entryKey(raw: string): string | undefined {
  try {
    return parseEntry(raw).entry;
  } catch {
    return undefined;
  }
}

async function readEntry(
  platform: Platform,
  scope: Scope,
  path: ListPath,
  entry: string,
): Promise<ListEntryItem | undefined> {
  return readListEntry(
    platform.db,
    {
      organizationId: scope.organizationId,
      level: levelOf(scope).level,
      direction: path.direction,
      listType: path.listType,
    },
    entry,
  );
}

/** Adds an entry at the scope's level; an entry already there is returned unchanged. */
export async function addListEntry(
  platform: Platform,
  scope: Scope,
  path: ListPath,
  input: { entry: string; reason?: string },
  now: Date,
): Promise<ListEntryItem> {
  const { entry, entryType } = parseEntry(input.entry);
  const { level, podId, inboxId } = levelOf(scope);
  const item: ListEntryItem = {
    organizationId: scope.organizationId,
    level,
    direction: path.direction,
    listType: path.listType,
    entry,
    entryType,
    podId,
    inboxId,
    reason: input.reason,
    readOnly: false,
    createdAt: now.toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await insertListEntry(platform.db, item);
      return item;
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
    // Already there: returned unchanged (tried again should it have been deleted in between).
    const existing = await readEntry(platform, scope, path, entry);
    if (existing) return existing;
  }
  throw new Error("List entry kept changing while being added");
}

export async function getListEntry(
  platform: Platform,
  scope: Scope,
  path: ListPath,
  rawEntry: string,
): Promise<ListEntryItem> {
  const entry = entryKey(rawEntry);
  const item = entry === undefined ? undefined : await readEntry(platform, scope, path, entry);
  if (!item) throw notFound("List entry not found");
  return item;
}

export async function deleteListEntry(platform: Platform, scope: Scope, path: ListPath, rawEntry: string) {
  const item = await getListEntry(platform, scope, path, rawEntry);
  if (item.readOnly) throw forbidden("This list entry is read-only", "entry");
  await deleteListEntryRecord(platform.db, item);
}
