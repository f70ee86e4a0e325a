// Suppressed recipient addresses, keyed by organization and address (a send checks its recipients with one batch
// get) and listed newest first from a partition that holds only the organization's suppressions. A complaint is
// never replaced by anything but another complaint.
import { type Cursor, type Page, type PageRequest, toPage } from "../pagination.js";
import type { Db, SuppressionItem } from "./service.js";

/** Suppressions of an organization by creation time, one page. */
export async function pageSuppressions(
  db: Db,
  organizationId: string,
  page: PageRequest,
): Promise<Page<SuppressionItem>> {
  const base = db.entities.suppression.query.byOrganization({ organizationId });
  const cursor = page.cursor as { createdAt: string; email: string } | undefined;
  const valid = cursor && typeof cursor.createdAt === "string" && typeof cursor.email === "string";
  const ranged = valid ? (page.ascending ? base.gt(cursor) : base.lt(cursor)) : base;
  const { data } = await ranged.go({ order: page.ascending ? "asc" : "desc", count: page.limit + 1 });
  return toPage(data, page, (s): Cursor => ({ createdAt: s.createdAt, email: s.email }));
}

/** Suppression by organization and address: strongly consistent. */
export async function readSuppression(
  db: Db,
  organizationId: string,
  email: string,
): Promise<SuppressionItem | undefined> {
  const { data } = await db.entities.suppression.get({ organizationId, email }).go({ consistent: true });
  return data ?? undefined;
}

/** Suppressions of an organization by address, in one batch read; the keys DynamoDB left unprocessed come back. */
export async function readSuppressions(
  db: Db,
  keys: Array<{ organizationId: string; email: string }>,
): Promise<{ data: SuppressionItem[]; unprocessed: Array<{ organizationId: string; email: string }> }> {
  const { data, unprocessed } = await db.entities.suppression.get(keys).go({ consistent: true });
  return { data, unprocessed };
}

/** Suppress an address (a complaint: replaces whatever was there). */
export async function putSuppression(db: Db, item: SuppressionItem): Promise<void> {
  await db.entities.suppression.put(item).go({ response: "none" });
}

/** Suppress an address unless a complaint suppresses it already (throws the conditional failure then). */
export async function putSuppressionUnlessComplaint(db: Db, item: SuppressionItem): Promise<void> {
  await db.entities.suppression
    .put(item)
    // Replaces nothing or anything but a complaint.
    .where((a, op) => `${op.notExists(a.reason)} OR ${op.ne(a.reason, "complaint")}`)
    .go({ response: "none" });
}

/** Lift a suppression unless it is a complaint (throws the conditional failure then). */
export async function deleteSuppressionUnlessComplaint(db: Db, organizationId: string, email: string): Promise<void> {
  await db.entities.suppression
    .delete({ organizationId, email })
    .where((a, op) => op.ne(a.reason, "complaint"))
    .go({ response: "none" });
}
