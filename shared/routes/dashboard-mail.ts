// The dashboard's mail pages (HTML): inboxes, threads, messages with their trust report, drafts. They answer
// everyone (auth "none") and check the session themselves, so a signed-out visit goes to the sign-in page rather
// than getting a JSON 401. Data comes from the same domain functions the /v0 routes call, with the session's
// principal, its permissions and its scope; anything outside it is a 404 page. Every form post passes the Origin
// check (formFields) and answers 303.
import { z } from "zod";
import type { Permission } from "../auth/permissions.js";
import { type Principal, type Scope, type ScopeType, scopeOf } from "../auth/principal.js";
import { formFields, type PageSession, requirePageSession, seeOther } from "../dashboard/layout.js";
import {
  deleteInboxPage,
  draftPage,
  draftsPage,
  inboxesPage,
  inboxPage,
  mailPaths,
  messagePage,
  type ThreadMessage,
  threadPage,
} from "../dashboard/mail-pages.js";
import { asPage } from "../dashboard/pages.js";
import type { InboxItem } from "../db/service.js";
import { listDomains } from "../domain/domains.js";
import { createDraft, deleteDraft, getDraft, listDrafts, readDraftBodies } from "../domain/drafts.js";
import { createInbox, deleteInbox, listInboxes, updateInbox } from "../domain/inboxes.js";
import { unreadableLabels } from "../domain/labels.js";
import {
  batchGetMessages,
  getReadableMessage,
  mailFilter,
  readBodiesAndTrust,
  readTrust,
  THREAD_MESSAGE_CAP,
} from "../domain/messages.js";
import { getInboxInScope } from "../domain/scope-loaders.js";
import { getThreadInScope, listThreads, threadMessagePage } from "../domain/threads.js";
import { validation } from "../errors.js";
import type { HttpRequest, Reply } from "../http/request.js";
import { type RouteContext, route } from "../http/route.js";
import { checkAccess } from "../http/router.js";
import { isIsoTimestamp, parseWith, q } from "../http/validation.js";
import { replyToMessage, sendNewMessage } from "../mail/outgoing.js";
import { sendDraft } from "../mail/send-draft.js";
import { encodeToken, pageRequest } from "../pagination.js";
import type { Platform } from "../ports/platform.js";

type Ctx = RouteContext<unknown, unknown>;

/** Lists on a page: the API's page size rules, at most 100 (a thread list reads each thread's latest message). */
const PAGE_CAP = 100;
/** Messages of a thread on one page, newest page first (older ones behind a link). */
const THREAD_PAGE = 50;

const LIST_QUERY = z.object({ limit: q.number(), page_token: q.string(), done: q.string() });

/** What a 303 after an action tells the next page (a fixed set: no text from the URL is shown). */
const NOTICES: Record<string, string> = {
  created: "Inbox created.",
  paused: "Inbox paused: it no longer receives or sends mail.",
  resumed: "Inbox resumed.",
  deleted: "Inbox deleted.",
  sent: "Message sent.",
  replied: "Reply sent.",
  draft_saved: "Draft saved.",
  draft_sent: "Draft sent.",
  draft_deleted: "Draft deleted.",
};

const notice = (done: string | undefined) => (done ? NOTICES[done] : undefined);
const withDone = (path: string, done: string) => `${path}${path.includes("?") ? "&" : "?"}done=${done}`;

/** An inbox's scope: what its threads and drafts are listed under. */
const inboxScope = (inbox: InboxItem): Scope => ({
  organizationId: inbox.organizationId,
  podId: inbox.podId,
  inboxId: inbox.inboxId,
});

const allowed = (principal: Principal, permission: Permission | readonly Permission[], scopes?: ScopeType[]) => {
  try {
    checkAccess(principal, { permission, scopes });
    return true;
  } catch {
    return false;
  }
};

/** A form value, or undefined when the field was left empty. */
function value(fields: Record<string, string>, name: string): string | undefined {
  const v = fields[name]?.trim();
  return v ? v : undefined;
}

/** A signed-in page; envelope errors (403, 404, 400) become pages with the spec's message. */
async function page(ctx: Ctx, work: (session: PageSession) => Promise<Reply>): Promise<Reply> {
  const got = await requirePageSession(ctx.platform, ctx.request);
  if ("redirect" in got) return got.redirect;
  return asPage(() => work(got.session));
}

/**
 * A form post: the Origin check first (another site's form gets 403), then the session (signed out: the sign-in,
 * coming back to `back`, a page, since a post cannot be repeated by a redirect), then the action.
 */
async function post(
  ctx: Ctx,
  back: string,
  work: (session: PageSession, fields: Record<string, string>) => Promise<Reply>,
): Promise<Reply> {
  return asPage(async () => {
    const fields = formFields(ctx.platform, ctx.request);
    const got = await requirePageSession(ctx.platform, ctx.request);
    if ("redirect" in got) {
      return seeOther(`${ctx.platform.config.publicUrl}/login?next=${encodeURIComponent(back)}`);
    }
    return work(got.session, fields);
  });
}

async function loadInbox(
  platform: Platform,
  principal: Principal,
  params: Record<string, string>,
  now: Date,
): Promise<InboxItem> {
  return getInboxInScope(platform, scopeOf(principal), (params.inbox_id ?? "").toLowerCase(), now);
}

function listQuery(request: HttpRequest) {
  return parseWith(LIST_QUERY, request.query);
}

/** Domains an inbox may be created on: the shared one, then the organization's verified ones. */
async function creatableDomains(platform: Platform, principal: Principal): Promise<string[]> {
  const verified = await listDomains(
    platform,
    { organizationId: principal.organizationId },
    { limit: PAGE_CAP, ascending: true },
  );
  const own = verified.items.filter((d) => d.status === "VERIFIED").map((d) => d.domain);
  return [platform.config.sharedDomain, ...own.filter((d) => d !== platform.config.sharedDomain)];
}

/** A datetime-local field (no zone: read as UTC, as the form says) or an ISO timestamp. */
function sendAt(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const withZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(raw) ? `${raw}Z` : raw;
  if (!isIsoTimestamp(withZone)) throw validation("send_at must be an ISO timestamp", "send_at");
  return new Date(withZone).toISOString();
}

const STATUS_FORM = z.object({
  status: z.enum(["active", "paused"], { error: "status must be active or paused" }),
});

const INBOX = "/inboxes/{inbox_id}";

export const dashboardMailRoutes = [
  route({
    method: "GET",
    path: "/",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "The dashboard's start (HTML): 303 to the inboxes, or to the sign-in",
    handler: async (ctx) => page(ctx, async () => seeOther(mailPaths.inboxes)),
  }),
  route({
    method: "GET",
    path: "/inboxes",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Dashboard (HTML): the organization's inboxes, newest first, with the create form",
    handler: async (ctx) =>
      page(ctx, async (session) => {
        const { principal } = session;
        checkAccess(principal, { permission: "inbox_read" });
        const query = listQuery(ctx.request);
        const pageReq = pageRequest(query, { cap: PAGE_CAP });
        const result = await listInboxes(ctx.platform, scopeOf(principal), pageReq, { now: ctx.now });
        const canCreate = allowed(principal, "inbox_create", ["organization", "pod"]);
        return inboxesPage(session, {
          inboxes: result.items,
          next: result.next ? encodeToken(result.next) : undefined,
          limit: query.limit === undefined ? undefined : String(pageReq.limit),
          domains: canCreate ? await creatableDomains(ctx.platform, principal) : [],
          canCreate,
          notice: notice(query.done),
        });
      }),
  }),
  route({
    method: "POST",
    path: "/inboxes",
    absolute: true,
    auth: "none",
    permission: null,
    rawBody: true,
    summary: "Dashboard form (HTML): create an inbox (created_by dashboard), then 303 to it",
    handler: async (ctx) =>
      post(ctx, mailPaths.inboxes, async ({ principal }, fields) => {
        checkAccess(principal, {
          permission: "inbox_create",
          scopes: ["organization", "pod"],
          scopeMessage: "Inbox-scoped credentials cannot create inboxes",
        });
        const ttl = value(fields, "ttl_seconds");
        const ttlSeconds = ttl === undefined ? undefined : Number(ttl);
        if (ttlSeconds !== undefined && !(Number.isInteger(ttlSeconds) && ttlSeconds > 0)) {
          throw validation("ttl_seconds must be a positive number", "ttl_seconds");
        }
        const { inbox } = await createInbox(
          ctx.platform,
          scopeOf(principal),
          {
            username: value(fields, "username"),
            domain: value(fields, "domain"),
            displayName: value(fields, "display_name"),
            ttlSeconds,
          },
          "dashboard",
          ctx.now,
        );
        return seeOther(withDone(mailPaths.inbox(inbox.inboxId), "created"));
      }),
  }),
  route({
    method: "POST",
    path: `${INBOX}/status`,
    absolute: true,
    auth: "none",
    permission: null,
    rawBody: true,
    summary: "Dashboard form (HTML): pause or resume an inbox (status active or paused)",
    handler: async (ctx) =>
      post(ctx, mailPaths.inboxes, async ({ principal }, fields) => {
        const { status } = parseWith(STATUS_FORM, fields);
        const inbox = await loadInbox(ctx.platform, principal, ctx.params, ctx.now);
        checkAccess(principal, { permission: "inbox_update" });
        await updateInbox(ctx.platform, inbox, { status }, ctx.now);
        return seeOther(withDone(mailPaths.inboxes, status === "paused" ? "paused" : "resumed"));
      }),
  }),
  route({
    method: "GET",
    path: `${INBOX}/delete`,
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Dashboard (HTML): confirm deleting an inbox",
    handler: async (ctx) =>
      page(ctx, async (session) => {
        const inbox = await loadInbox(ctx.platform, session.principal, ctx.params, ctx.now);
        checkAccess(session.principal, {
          permission: "inbox_delete",
          scopes: ["organization", "pod"],
          scopeMessage: "Inbox-scoped credentials cannot delete inboxes",
        });
        return deleteInboxPage(session, inbox);
      }),
  }),
  route({
    method: "POST",
    path: `${INBOX}/delete`,
    absolute: true,
    auth: "none",
    permission: null,
    rawBody: true,
    summary: "Dashboard form (HTML): delete an inbox with its mail, then 303 to the inboxes",
    handler: async (ctx) =>
      post(ctx, mailPaths.inboxes, async ({ principal }) => {
        const inbox = await loadInbox(ctx.platform, principal, ctx.params, ctx.now);
        checkAccess(principal, {
          permission: "inbox_delete",
          scopes: ["organization", "pod"],
          scopeMessage: "Inbox-scoped credentials cannot delete inboxes",
        });
        await deleteInbox(ctx.platform, inbox);
        return seeOther(withDone(mailPaths.inboxes, "deleted"));
      }),
  }),
  route({
    method: "GET",
    path: INBOX,
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Dashboard (HTML): an inbox's threads, most recently active first, and a send form",
    handler: async (ctx) =>
      page(ctx, async (session) => {
        const { principal } = session;
        const inbox = await loadInbox(ctx.platform, principal, ctx.params, ctx.now);
        checkAccess(principal, { permission: "thread_read" });
        const query = parseWith(LIST_QUERY.extend({ hidden: q.bool() }), ctx.request.query);
        const showHidden = query.hidden === true;
        const pageReq = pageRequest(query, { cap: PAGE_CAP });
        // Hidden mail (spam, quarantine, …) only when asked for, and only what this person may see.
        const include = showHidden
          ? {
              include_spam: true,
              include_blocked: true,
              include_unauthenticated: true,
              include_trash: true,
              include_quarantine: true,
            }
          : {};
        const result = await listThreads(ctx.platform, inboxScope(inbox), pageReq, mailFilter(principal, include));
        const latest = await batchGetMessages(
          ctx.platform,
          principal,
          inbox.inboxId,
          result.items.map((t) => t.lastMessageId),
        );
        return inboxPage(session, {
          inbox,
          threads: result.items,
          latest: new Map(latest.map((m) => [m.messageId, m])),
          next: result.next ? encodeToken(result.next) : undefined,
          limit: query.limit === undefined ? undefined : String(pageReq.limit),
          showHidden,
          canSend: allowed(principal, "message_send"),
          notice: notice(query.done),
        });
      }),
  }),
  route({
    method: "POST",
    path: `${INBOX}/send`,
    absolute: true,
    auth: "none",
    permission: null,
    rawBody: true,
    summary: "Dashboard form (HTML): send a message (as POST /v0/inboxes/{inbox_id}/messages/send), 303 to its thread",
    handler: async (ctx) =>
      post(ctx, mailPaths.inboxes, async ({ principal }, fields) => {
        const inbox = await loadInbox(ctx.platform, principal, ctx.params, ctx.now);
        checkAccess(principal, { permission: "message_send" });
        const sent = await sendNewMessage(
          ctx.platform,
          inbox,
          {
            to: value(fields, "to"),
            cc: value(fields, "cc"),
            subject: value(fields, "subject"),
            text: fields.text ?? undefined,
          },
          ctx.now,
        );
        return seeOther(withDone(mailPaths.thread(inbox.inboxId, sent.thread_id), "sent"));
      }),
  }),
  route({
    method: "GET",
    path: `${INBOX}/threads/{thread_id}`,
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Dashboard (HTML): a thread's messages in order, bodies in sandboxed frames (none when quarantined)",
    handler: async (ctx) =>
      page(ctx, async (session) => {
        const { principal } = session;
        const inbox = await loadInbox(ctx.platform, principal, ctx.params, ctx.now);
        checkAccess(principal, { permission: "thread_read" });
        const query = parseWith(
          z.object({ page_token: q.string(), images: q.string(), done: q.string() }),
          ctx.request.query,
        );
        const thread = await getThreadInScope(ctx.platform, principal, inboxScope(inbox), ctx.params.thread_id ?? "");
        const pageReq = pageRequest({ limit: THREAD_PAGE, page_token: query.page_token }, { cap: THREAD_MESSAGE_CAP });
        // Messages with hidden labels this person may not read are left out, as GET /v0/threads/{id} does.
        const messages = await threadMessagePage(ctx.platform, thread.threadId, pageReq, unreadableLabels(principal));
        const withTrust: ThreadMessage[] = await Promise.all(
          messages.items.map(async (item) => ({ item, trust: await readTrust(ctx.platform, item) })),
        );
        return threadPage(session, {
          inbox,
          thread,
          messages: withTrust,
          images: query.images,
          next: messages.next ? encodeToken(messages.next) : undefined,
          canReply: allowed(principal, ["message_reply", "message_send"]),
          notice: notice(query.done),
        });
      }),
  }),
  route({
    method: "POST",
    path: `${INBOX}/messages/{message_id}/reply`,
    absolute: true,
    auth: "none",
    permission: null,
    rawBody: true,
    summary: "Dashboard form (HTML): reply (or reply all) to a message, 303 to its thread",
    handler: async (ctx) =>
      post(ctx, mailPaths.inboxes, async ({ principal }, fields) => {
        const inbox = await loadInbox(ctx.platform, principal, ctx.params, ctx.now);
        checkAccess(principal, { permission: ["message_reply", "message_send"] });
        const sent = await replyToMessage(
          ctx.platform,
          principal,
          inbox,
          ctx.params.message_id ?? "",
          { text: fields.text ?? undefined, replyAll: fields.reply_all === "true" },
          ctx.now,
        );
        return seeOther(withDone(mailPaths.thread(inbox.inboxId, sent.thread_id), "replied"));
      }),
  }),
  route({
    method: "GET",
    path: `${INBOX}/messages/{message_id}`,
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Dashboard (HTML): one message with its trust report in plain words",
    handler: async (ctx) =>
      page(ctx, async (session) => {
        const { principal } = session;
        const inbox = await loadInbox(ctx.platform, principal, ctx.params, ctx.now);
        checkAccess(principal, { permission: "message_read" });
        const query = parseWith(z.object({ images: q.bool() }), ctx.request.query);
        const message = await getReadableMessage(ctx.platform, principal, inbox.inboxId, ctx.params.message_id ?? "");
        const trust =
          message.direction === "inbound" ? (await readBodiesAndTrust(ctx.platform, message)).trust : undefined;
        return messagePage(session, { inbox, message, trust, images: query.images === true });
      }),
  }),
  route({
    method: "GET",
    path: `${INBOX}/drafts`,
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Dashboard (HTML): an inbox's drafts, newest first, with the create form",
    handler: async (ctx) =>
      page(ctx, async (session) => {
        const { principal } = session;
        const inbox = await loadInbox(ctx.platform, principal, ctx.params, ctx.now);
        checkAccess(principal, { permission: "draft_read" });
        const query = listQuery(ctx.request);
        const pageReq = pageRequest(query, { cap: PAGE_CAP });
        const result = await listDrafts(ctx.platform, inboxScope(inbox), pageReq, {});
        return draftsPage(session, {
          inbox,
          drafts: result.items,
          next: result.next ? encodeToken(result.next) : undefined,
          limit: query.limit === undefined ? undefined : String(pageReq.limit),
          canCreate: allowed(principal, "draft_create"),
          notice: notice(query.done),
        });
      }),
  }),
  route({
    method: "POST",
    path: `${INBOX}/drafts`,
    absolute: true,
    auth: "none",
    permission: null,
    rawBody: true,
    summary: "Dashboard form (HTML): create a draft (send_at schedules it), 303 to it",
    handler: async (ctx) =>
      post(ctx, mailPaths.inboxes, async ({ principal }, fields) => {
        const inbox = await loadInbox(ctx.platform, principal, ctx.params, ctx.now);
        checkAccess(principal, { permission: "draft_create" });
        const { draft } = await createDraft(
          ctx.platform,
          principal,
          inbox,
          {
            to: value(fields, "to"),
            subject: value(fields, "subject"),
            text: fields.text || undefined,
            sendAt: sendAt(value(fields, "send_at")),
          },
          ctx.now,
        );
        return seeOther(withDone(mailPaths.draft(inbox.inboxId, draft.draftId), "draft_saved"));
      }),
  }),
  route({
    method: "GET",
    path: `${INBOX}/drafts/{draft_id}`,
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Dashboard (HTML): a draft, with send now and delete",
    handler: async (ctx) =>
      page(ctx, async (session) => {
        const { principal } = session;
        const inbox = await loadInbox(ctx.platform, principal, ctx.params, ctx.now);
        checkAccess(principal, { permission: "draft_read" });
        const query = parseWith(z.object({ done: q.string() }), ctx.request.query);
        const draft = await getDraft(ctx.platform, inbox.inboxId, ctx.params.draft_id ?? "");
        return draftPage(session, {
          inbox,
          draft,
          bodies: await readDraftBodies(ctx.platform, draft),
          canSend: allowed(principal, "draft_send"),
          canDelete: allowed(principal, "draft_delete"),
          notice: notice(query.done),
        });
      }),
  }),
  route({
    method: "POST",
    path: `${INBOX}/drafts/{draft_id}/send`,
    absolute: true,
    auth: "none",
    permission: null,
    rawBody: true,
    summary: "Dashboard form (HTML): send a draft now, 303 to the thread it went into",
    handler: async (ctx) =>
      post(ctx, mailPaths.inboxes, async ({ principal }) => {
        const inbox = await loadInbox(ctx.platform, principal, ctx.params, ctx.now);
        checkAccess(principal, { permission: "draft_send" });
        const draft = await getDraft(ctx.platform, inbox.inboxId, ctx.params.draft_id ?? "");
        const sent = await sendDraft(ctx.platform, inbox, draft, {}, ctx.now);
        return seeOther(withDone(mailPaths.thread(inbox.inboxId, sent.thread_id), "draft_sent"));
      }),
  }),
  route({
    method: "POST",
    path: `${INBOX}/drafts/{draft_id}/delete`,
    absolute: true,
    auth: "none",
    permission: null,
    rawBody: true,
    summary: "Dashboard form (HTML): delete a draft (and its schedule), 303 to the drafts",
    handler: async (ctx) =>
      post(ctx, mailPaths.inboxes, async ({ principal }) => {
        const inbox = await loadInbox(ctx.platform, principal, ctx.params, ctx.now);
        checkAccess(principal, { permission: "draft_delete" });
        const draft = await getDraft(ctx.platform, inbox.inboxId, ctx.params.draft_id ?? "");
        await deleteDraft(ctx.platform, draft);
        return seeOther(withDone(mailPaths.drafts(inbox.inboxId), "draft_deleted"));
      }),
  }),
];
