// Page tokens and list responses: {count, limit, next_page_token?, <items>}.

/** The spec's page size: default 50, at most 500 (a larger limit is capped, not refused). */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 500;

export function effectiveLimit(limit: number | undefined, cap: number = MAX_LIMIT): number {
  if (limit === undefined || !Number.isFinite(limit) || limit <= 0) return DEFAULT_LIMIT;
  return Math.min(Math.floor(limit), cap);
}

export type Cursor = Record<string, string>;

export interface PageRequest {
  limit: number;
  ascending: boolean;
  /** Sort-key values of the last item of the previous page. */
  cursor?: Cursor;
}

export interface Page<T> {
  items: T[];
  next?: Cursor;
}

export function encodeToken(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** Opaque token → cursor; anything undecodable restarts at the first page. */
export function decodeToken(token: string | undefined): Cursor | undefined {
  if (!token) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
    if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
    const entries = Object.entries(value);
    if (!entries.length || entries.some(([, v]) => typeof v !== "string")) return undefined;
    return value as Cursor;
  } catch {
    return undefined;
  }
}

export function pageRequest(
  query: { limit?: number; page_token?: string; ascending?: boolean },
  options: { cap?: number; ascending?: boolean } = {},
): PageRequest {
  return {
    limit: effectiveLimit(query.limit, options.cap),
    ascending: query.ascending ?? options.ascending ?? false,
    cursor: decodeToken(query.page_token),
  };
}

/** Items fetched with one extra beyond the limit: the extra one only tells that another page exists. */
export function toPage<T>(fetched: T[], page: PageRequest, cursorOf: (item: T) => Cursor): Page<T> {
  if (fetched.length <= page.limit) return { items: fetched };
  const items = fetched.slice(0, page.limit);
  return { items, next: cursorOf(items[items.length - 1]) };
}

export function listBody<T>(
  key: string,
  page: Page<T>,
  limit: number,
  render: (item: T) => unknown,
): Record<string, unknown> {
  return {
    count: page.items.length,
    limit,
    ...(page.next ? { next_page_token: encodeToken(page.next) } : {}),
    [key]: page.items.map(render),
  };
}

/** Paging over an in-memory list (search results): the token is an offset. */
export function offsetPage<T>(all: T[], page: PageRequest, offsetToken?: string): Page<T> & { offset: number } {
  const offset = Math.max(0, Number(decodeToken(offsetToken)?.offset ?? 0) || 0);
  const items = all.slice(offset, offset + page.limit);
  const more = offset + page.limit < all.length;
  return { items, offset, ...(more ? { next: { offset: String(offset + page.limit) } } : {}) };
}
