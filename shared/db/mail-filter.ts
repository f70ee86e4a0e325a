// Filtering lists of messages and threads (labels, dates, search words): both items carry labels, a timestamp and
// a search text, so one filter and one expression serve both.
export interface MessageFilter {
  /** Every one of these labels must be present. */
  labels: string[];
  /** None of these labels may be present (hidden labels not asked for or not permitted). */
  exclude: string[];
  before?: string;
  after?: string;
  /** Lowercased words or substrings that must all appear in the message's search text. */
  words: string[];
}

/** The operations of an ElectroDB `where` callback this filter uses. */
export type WhereOps = Record<"contains" | "notContains" | "lt" | "gt", (attr: unknown, value: string) => string>;

/** The attributes of an ElectroDB `where` callback this filter reads: messages and threads both have them. */
export interface FilterAttributes {
  labels: unknown;
  timestamp: unknown;
  searchText: unknown;
}

/** DynamoDB filter expression for a message or thread filter (both items carry labels, timestamp, searchText). */
export function filterExpression(attr: FilterAttributes, op: WhereOps, filter: MessageFilter): string {
  const parts: string[] = [];
  for (const label of filter.labels) parts.push(op.contains(attr.labels, label));
  for (const label of filter.exclude) parts.push(op.notContains(attr.labels, label));
  if (filter.before) parts.push(op.lt(attr.timestamp, filter.before));
  if (filter.after) parts.push(op.gt(attr.timestamp, filter.after));
  for (const word of filter.words) parts.push(op.contains(attr.searchText, word));
  return parts.join(" AND ");
}
