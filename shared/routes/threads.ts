import { z } from "zod";
import { readableLabels, unreadableLabels } from "../domain/labels.js";
import {
  deleteMessages,
  mailFilter,
  readBodies,
  relabelMessages,
  THREAD_MESSAGE_CAP,
  threadMessages,
  toMessage,
} from "../domain/messages.js";
import { getThreadInScope, listThreads, searchWords, threadMessagePage, toThread } from "../domain/threads.js";
import { conflict, validation } from "../errors.js";
import { deleted, ok, route } from "../http/route.js";
import { listQuery, q } from "../http/validation.js";
import { listBody, offsetPage, pageRequest } from "../pagination.js";
import { labelList, mailListFilters } from "./messages.js";

const SEARCH_SCAN = 500;
const PREFIXES = ["pod", "inbox", "pod_inbox"] as const;

/** Bodies are read from the blob store a few at a time. */
async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        out[index] = await fn(items[index]);
      }
    }),
  );
  return out;
}

export const threadRoutes = [
  route({
    method: "GET",
    path: "/threads",
    auth: "credential",
    permission: "thread_read",
    prefixes: PREFIXES,
    summary: "Threads, most recently active first; threads with hidden mail left out unless asked",
    query: z.object({ ...listQuery, ...mailListFilters, q: q.string() }),
    handler: async ({ platform, principal, scope, query }) => {
      const page = pageRequest(query);
      const words = searchWords(query.q ?? "");
      const result = await listThreads(platform, scope, page, mailFilter(principal, query, words));
      return ok({ ...listBody("threads", result, page.limit, toThread), truncated: false });
    },
  }),
  route({
    method: "GET",
    path: "/threads/search",
    auth: "credential",
    permission: "thread_read",
    prefixes: PREFIXES,
    summary: "Threads whose messages' subject, addresses, body or attachment names contain every word of q",
    query: z.object({ ...listQuery, ...mailListFilters, q: q.string() }),
    handler: async ({ platform, principal, scope, query }) => {
      const words = searchWords(query.q ?? "");
      if (!words.length) throw validation("q is required", "q");
      const page = pageRequest(query);
      const scanned = await listThreads(
        platform,
        scope,
        { limit: SEARCH_SCAN, ascending: false },
        mailFilter(principal, query, words),
      );
      const result = offsetPage(scanned.items, page, query.page_token);
      return ok({ ...listBody("threads", result, page.limit, toThread), truncated: scanned.next !== undefined });
    },
  }),
  route({
    method: "GET",
    path: "/threads/{thread_id}",
    auth: "credential",
    permission: "thread_read",
    prefixes: PREFIXES,
    summary: "A thread with its messages: pages of up to 500, newest page first, oldest first within a page",
    query: z.object({ limit: q.number(), page_token: q.string() }),
    handler: async ({ platform, principal, scope, params, query }) => {
      const thread = await getThreadInScope(platform, principal, scope, params.thread_id);
      const page = pageRequest({ ...query, ascending: false }, { cap: THREAD_MESSAGE_CAP });
      if (query.limit === undefined) page.limit = THREAD_MESSAGE_CAP;
      // In a thread the reader sees every message except those with hidden labels it may not read.
      const messages = await threadMessagePage(platform, thread.threadId, page, unreadableLabels(principal));
      const withBodies = await mapLimited(messages.items, 16, async (m) => toMessage(m, await readBodies(platform, m)));
      return ok({
        ...toThread(thread),
        ...listBody("messages", { ...messages, items: withBodies }, page.limit, (m) => m),
      });
    },
  }),
  route({
    method: "PATCH",
    path: "/threads/{thread_id}",
    auth: "credential",
    permission: "message_update",
    prefixes: PREFIXES,
    summary: "Add and remove labels on up to 500 messages of the thread",
    body: z.object({ add_labels: labelList.optional(), remove_labels: labelList.optional() }),
    handler: async ({ platform, principal, scope, params, body, now }) => {
      const thread = await getThreadInScope(platform, principal, scope, params.thread_id);
      // Only the messages this credential may read are changed.
      const messages = (await threadMessages(platform, thread.threadId)).filter((m) =>
        readableLabels(principal, m.labels),
      );
      await relabelMessages(platform, messages, body.add_labels ?? [], body.remove_labels ?? [], now);
      return ok(toThread(await getThreadInScope(platform, principal, scope, thread.threadId)));
    },
  }),
  route({
    method: "DELETE",
    path: "/threads/{thread_id}",
    auth: "credential",
    permission: "thread_delete",
    prefixes: PREFIXES,
    summary: "Delete a thread and up to 500 of its messages (409 when more remain)",
    handler: async ({ platform, principal, scope, params, now }) => {
      const thread = await getThreadInScope(platform, principal, scope, params.thread_id);
      const messages = (await threadMessages(platform, thread.threadId, THREAD_MESSAGE_CAP + 1)).filter((m) =>
        readableLabels(principal, m.labels),
      );
      await deleteMessages(platform, messages.slice(0, THREAD_MESSAGE_CAP), now);
      if (messages.length > THREAD_MESSAGE_CAP) {
        throw conflict(`Deleted ${THREAD_MESSAGE_CAP} messages; the thread has more, delete it again`);
      }
      return deleted();
    },
  }),
];
