import { z } from "zod";
import {
  addListEntry,
  deleteListEntry,
  getListEntry,
  listListEntries,
  parseListPath,
  toListEntry,
} from "../domain/lists.js";
import { deleted, ok, route } from "../http/route.js";
import { listQuery } from "../http/validation.js";
import { listBody, pageRequest } from "../pagination.js";

// Every list route acts at exactly one level: the narrowest of the credential scope and the path prefix.
const PATH = "/lists/{direction}/{type}";

export const listRoutes = [
  route({
    method: "GET",
    path: PATH,
    auth: "credential",
    permission: "list_entry_read",
    prefixes: ["pod", "inbox"],
    summary: "List the entries of an allow or block list stored at exactly this level, by entry descending",
    query: z.object(listQuery),
    handler: async ({ platform, scope, params, query }) => {
      const path = parseListPath(params);
      const page = pageRequest(query);
      return ok(listBody("entries", await listListEntries(platform, scope, path, page), page.limit, toListEntry));
    },
  }),
  route({
    method: "POST",
    path: PATH,
    auth: "credential",
    permission: "list_entry_create",
    prefixes: ["pod", "inbox"],
    summary: "Add an address or domain (a domain also matches its subdomains); an existing entry is returned unchanged",
    body: z.object({ entry: z.string().trim().min(1), reason: z.string().nullable().optional() }),
    handler: async ({ platform, scope, params, body, now }) => {
      const path = parseListPath(params);
      const item = await addListEntry(
        platform,
        scope,
        path,
        { entry: body.entry, reason: body.reason ?? undefined },
        now,
      );
      // Adding a list entry answers 200, new or not (Conventions).
      return ok(toListEntry(item));
    },
  }),
  route({
    method: "GET",
    path: `${PATH}/{entry}`,
    auth: "credential",
    permission: "list_entry_read",
    prefixes: ["pod", "inbox"],
    summary: "Get a list entry (URL-encoded address or domain)",
    handler: async ({ platform, scope, params }) =>
      ok(toListEntry(await getListEntry(platform, scope, parseListPath(params), params.entry))),
  }),
  route({
    method: "DELETE",
    path: `${PATH}/{entry}`,
    auth: "credential",
    permission: "list_entry_delete",
    prefixes: ["pod", "inbox"],
    summary: "Remove a list entry; removing the last allow entry of a direction ends allow-only mode",
    handler: async ({ platform, scope, params }) => {
      await deleteListEntry(platform, scope, parseListPath(params), params.entry);
      return deleted();
    },
  }),
];
