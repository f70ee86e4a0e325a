// The dashboard's mail pages: inboxes, an inbox's threads, a thread, a message with its trust report, drafts.
// Renderers only (the routes in shared/routes/dashboard-mail.ts load the data): every value escaped, no script,
// forms posting back to this service, tables with header cells. A message body is never put in these pages: it
// is framed from its own sandboxed route, and a quarantined message's body is not framed at all.
import type { DraftItem, InboxItem, MessageItem, ThreadItem } from "../db/service.js";
import type { AttachmentMeta } from "../domain/attachments.js";
import type { MessageBodies } from "../domain/messages.js";
import type { Reply } from "../http/request.js";
import type { TrustReport } from "../trust/types.js";
import { dashboardPage, type PageSession } from "./layout.js";
import { escapeHtml as e } from "./pages.js";
import { asSentence, LEVEL_MEANING, trustReportHtml } from "./trust-report.js";

const seg = encodeURIComponent;

/** Dashboard paths, as shared/links.ts names them (relative: the page is already on {public_url}). */
export const mailPaths = {
  inboxes: "/inboxes",
  inbox: (inboxId: string) => `/inboxes/${seg(inboxId)}`,
  thread: (inboxId: string, threadId: string) => `/inboxes/${seg(inboxId)}/threads/${seg(threadId)}`,
  message: (inboxId: string, messageId: string) => `/inboxes/${seg(inboxId)}/messages/${seg(messageId)}`,
  body: (inboxId: string, messageId: string) => `/inboxes/${seg(inboxId)}/messages/${seg(messageId)}/body`,
  drafts: (inboxId: string) => `/inboxes/${seg(inboxId)}/drafts`,
  draft: (inboxId: string, draftId: string) => `/inboxes/${seg(inboxId)}/drafts/${seg(draftId)}`,
  attachment: (inboxId: string, messageId: string, attachmentId: string) =>
    `/v0/inboxes/${seg(inboxId)}/messages/${seg(messageId)}/attachments/${seg(attachmentId)}/download`,
};

/** A "Next page" link carrying the API's page token (and the page's other query values). */
export function nextPageLink(path: string, token: string | undefined, keep: Record<string, string | undefined> = {}) {
  if (!token) return "";
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(keep)) if (value !== undefined) query.set(name, value);
  query.set("page_token", token);
  return `<nav aria-label="Pages"><p><a href="${e(`${path}?${query}`)}" rel="next">Next page</a></p></nav>`;
}

const time = (iso: string | undefined) =>
  iso ? `<time datetime="${e(iso)}">${e(iso.replace("T", " ").slice(0, 16))} UTC</time>` : "";

export function trustBadge(level: string | undefined): string {
  if (!level) return "";
  return `<span class="badge level-${e(level)}" title="${e(LEVEL_MEANING[level as keyof typeof LEVEL_MEANING] ?? level)}">${e(level)}</span>`;
}

const labelList = (labels: readonly string[]) =>
  labels.length ? `<ul class="labels">${labels.map((l) => `<li>${e(l)}</li>`).join("")}</ul>` : "";

/** A message is withheld when quarantined, whatever else it carries. */
export function isQuarantined(item: Pick<MessageItem, "labels" | "trustLevel">, trust?: TrustReport): boolean {
  return item.labels.includes("QUARANTINE") || item.trustLevel === "quarantined" || trust?.level === "quarantined";
}

const field = (label: string, input: string, hint = "") =>
  `<p><label>${e(label)}<br>${input}</label>${hint ? `<br><span class="muted">${e(hint)}</span>` : ""}</p>`;

// ---- inboxes ----

export interface InboxesView {
  inboxes: InboxItem[];
  next?: string;
  limit?: string;
  /** Domains an inbox can be created on: the shared domain first, then the organization's verified ones. */
  domains: string[];
  canCreate: boolean;
  notice?: string;
}

function inboxRow(inbox: InboxItem): string {
  const id = inbox.inboxId;
  const paused = inbox.status === "paused";
  const toggle = `<form method="post" action="${e(`${mailPaths.inbox(id)}/status`)}" class="inline"><input type="hidden" name="status" value="${paused ? "active" : "paused"}"><button type="submit">${paused ? "Resume" : "Pause"}<span class="visually-hidden"> ${e(id)}</span></button></form>`;
  const remove = `<a href="${e(`${mailPaths.inbox(id)}/delete`)}">Delete<span class="visually-hidden"> ${e(id)}</span></a>`;
  return `<tr><th scope="row"><a href="${e(mailPaths.inbox(id))}">${e(id)}</a></th><td>${e(inbox.displayName ?? "")}</td><td>${e(inbox.status)}</td><td>${inbox.expiresAt ? `expires ${time(inbox.expiresAt)}` : "no expiry"}</td><td>${e(inbox.createdBy)}</td><td>${time(inbox.createdAt)}</td><td>${toggle} ${remove}</td></tr>`;
}

export function inboxesPage(session: PageSession, view: InboxesView): Reply {
  const table = view.inboxes.length
    ? `<table><caption>Inboxes, newest first</caption><thead><tr><th scope="col">Address</th><th scope="col">Display name</th><th scope="col">Status</th><th scope="col">Expiry</th><th scope="col">Created by</th><th scope="col">Created</th><th scope="col">Actions</th></tr></thead><tbody>${view.inboxes.map(inboxRow).join("")}</tbody></table>`
    : "<p>No inboxes yet.</p>";
  const options = view.domains.map((d) => `<option value="${e(d)}">${e(d)}</option>`).join("");
  const create = view.canCreate
    ? `<section aria-labelledby="create-inbox"><h2 id="create-inbox">Create an inbox</h2><form method="post" action="/inboxes">${field(
        "Username (leave empty for a random one)",
        '<input name="username" autocomplete="off" pattern="[a-z0-9._+\\-]{1,64}">',
        "a-z, 0-9 and . _ + - (1-64 characters)",
      )}${field("Domain", `<select name="domain">${options}</select>`)}${field(
        "Display name (optional)",
        '<input name="display_name" autocomplete="off">',
      )}${field(
        "Delete after (seconds, optional)",
        '<input name="ttl_seconds" type="number" min="1" step="1" inputmode="numeric">',
        "An ephemeral inbox is deleted with its mail when this time has passed.",
      )}<p><button type="submit">Create inbox</button></p></form></section>`
    : "";
  const body = `<section aria-labelledby="inbox-list"><h2 id="inbox-list">Your inboxes</h2>${table}${nextPageLink(mailPaths.inboxes, view.next, { limit: view.limit })}</section>${create}`;
  return dashboardPage(session, "Inboxes", body, { section: "inboxes", notice: view.notice });
}

export function deleteInboxPage(session: PageSession, inbox: InboxItem): Reply {
  const id = inbox.inboxId;
  const body = `<p>Delete <b>${e(id)}</b> with all its messages, threads and drafts? This cannot be undone, and mail sent to the address afterwards is not received.</p><form method="post" action="${e(`${mailPaths.inbox(id)}/delete`)}"><button type="submit">Delete this inbox</button> <a href="/inboxes">Cancel</a></form>`;
  return dashboardPage(session, `Delete ${id}?`, body, { section: "inboxes" });
}

// ---- an inbox: its threads and a send form ----

export interface InboxView {
  inbox: InboxItem;
  threads: ThreadItem[];
  /** The latest message of each thread (by message ID), for its trust level. */
  latest: Map<string, Pick<MessageItem, "trustLevel" | "labels">>;
  next?: string;
  limit?: string;
  showHidden: boolean;
  canSend: boolean;
  notice?: string;
}

function threadRow(inboxId: string, thread: ThreadItem, latest?: Pick<MessageItem, "trustLevel" | "labels">): string {
  // The preview is the latest message's: none when the thread holds quarantined mail (as the agent view does).
  const preview = thread.labels.includes("QUARANTINE") ? "(withheld: quarantined mail)" : (thread.preview ?? "");
  return `<tr><th scope="row"><a href="${e(mailPaths.thread(inboxId, thread.threadId))}">${e(thread.subject || "(no subject)")}</a></th><td>${e(thread.senders.join(", "))}</td><td>${e(preview)}</td><td>${labelList(thread.labels)}</td><td>${trustBadge(latest?.trustLevel)}</td><td>${e(String(thread.messageCount))}</td><td>${time(thread.timestamp)}</td></tr>`;
}

function sendForm(inboxId: string): string {
  return `<section aria-labelledby="send"><h2 id="send">Send a message</h2><form method="post" action="${e(`${mailPaths.inbox(inboxId)}/send`)}">${field(
    "To",
    '<input name="to" type="text" autocomplete="off" required>',
    "One address, or several separated by commas.",
  )}${field("Cc (optional)", '<input name="cc" type="text" autocomplete="off">')}${field(
    "Subject",
    '<input name="subject" autocomplete="off">',
  )}${field("Text", '<textarea name="text" rows="8" cols="60"></textarea>')}<p><button type="submit">Send</button></p></form></section>`;
}

export function inboxPage(session: PageSession, view: InboxView): Reply {
  const id = view.inbox.inboxId;
  const table = view.threads.length
    ? `<table><caption>Threads, most recently active first</caption><thead><tr><th scope="col">Subject</th><th scope="col">Senders</th><th scope="col">Preview</th><th scope="col">Labels</th><th scope="col">Trust (latest message)</th><th scope="col">Messages</th><th scope="col">Last activity</th></tr></thead><tbody>${view.threads
        .map((t) => threadRow(id, t, view.latest.get(t.lastMessageId)))
        .join("")}</tbody></table>`
    : "<p>No threads here yet.</p>";
  const toggle = view.showHidden
    ? `<a href="${e(mailPaths.inbox(id))}">Hide spam, quarantined, blocked, unauthenticated and trashed mail</a>`
    : `<a href="${e(`${mailPaths.inbox(id)}?hidden=1`)}">Also show spam, quarantined, blocked, unauthenticated and trashed mail</a>`;
  const about = `<p>${e(view.inbox.displayName ? `${view.inbox.displayName} · ` : "")}${e(view.inbox.status)}${view.inbox.expiresAt ? ` · expires ${time(view.inbox.expiresAt)}` : ""} · <a href="${e(mailPaths.drafts(id))}">Drafts</a></p>`;
  const body = `${about}<section aria-labelledby="threads"><h2 id="threads">Threads</h2><p>${toggle}</p>${table}${nextPageLink(
    mailPaths.inbox(id),
    view.next,
    { limit: view.limit, hidden: view.showHidden ? "1" : undefined },
  )}</section>${view.canSend ? sendForm(id) : ""}`;
  return dashboardPage(session, id, body, { section: "inboxes", notice: view.notice });
}

// ---- a thread ----

export interface ThreadMessage {
  item: MessageItem;
  trust?: TrustReport;
}

export interface ThreadView {
  inbox: InboxItem;
  thread: ThreadItem;
  messages: ThreadMessage[];
  /** The message whose remote images are shown (`?images=`), if any. */
  images?: string;
  /** Older messages (the page shows the newest, oldest first). */
  next?: string;
  canReply: boolean;
  notice?: string;
}

const addresses = (list: readonly string[] | undefined) => e((list ?? []).join(", "));

function attachmentList(inboxId: string, item: MessageItem): string {
  const list = (item.attachments as AttachmentMeta[] | undefined) ?? [];
  if (!list.length) return "";
  const rows = list
    .map(
      (a) =>
        `<li><a href="${e(mailPaths.attachment(inboxId, item.messageId, a.attachmentId))}" download>${e(a.filename ?? a.attachmentId)}</a> <span class="muted">${e(`${a.contentType ?? "unknown type"}, ${a.size} bytes`)}</span></li>`,
    )
    .join("");
  return `<h3>Attachments</h3><ul>${rows}</ul>`;
}

function headerTable(item: MessageItem): string {
  const rows: Array<[string, string]> = [
    ["From", e(item.from)],
    ["To", addresses(item.to)],
    ...(item.cc?.length ? ([["Cc", addresses(item.cc)]] as Array<[string, string]>) : []),
    ["Date", time(item.timestamp)],
    ["Subject", e(item.subject ?? "(no subject)")],
  ];
  return `<table class="headers"><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join("")}</tbody></table>`;
}

function trustSummary(item: MessageItem, trust?: TrustReport): string {
  if (item.direction === "outbound")
    return `<p class="muted">Sent from this inbox${item.deliveryStatus ? ` (${e(item.deliveryStatus)})` : ""}.</p>`;
  const level = trust?.level ?? item.trustLevel;
  const reasons = trust?.reasons.length
    ? `<ul>${trust.reasons.map((r) => `<li>${e(asSentence(r))}</li>`).join("")}</ul>`
    : "";
  const score = trust ? ` Score ${trust.score.toFixed(2)} of 1.` : "";
  return `<div class="trust"><p>Trust: ${trustBadge(level)} ${e(level ? (LEVEL_MEANING[level] ?? "") : "No trust report.")}${e(score)}</p>${reasons}</div>`;
}

/** Why a quarantined message shows nothing of its content (the MCP agent view withholds it too). */
const WITHHELD =
  "The trust layer quarantined this message, so its content is not shown here or to agents. The trust report explains why; remove the QUARANTINE label through the API to release it.";

function bodyFrame(inboxId: string, item: MessageItem, showImages: boolean, imagesLink: string): string {
  const src = `${mailPaths.body(inboxId, item.messageId)}${showImages ? "?images=1" : ""}`;
  const images = showImages
    ? '<p class="muted">Remote images are shown for this message.</p>'
    : `<p><a href="${e(imagesLink)}">Show remote images</a> <span class="muted">(the sender learns that the message was opened)</span></p>`;
  // No script, an opaque origin; a link in the mail opens in a new tab (no opener, no referrer), outside the sandbox.
  return `<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" src="${e(src)}" title="${e(`Message from ${item.from}`)}" referrerpolicy="no-referrer" loading="lazy"></iframe>${images}`;
}

function threadMessage(view: ThreadView, m: ThreadMessage, index: number): string {
  const { item, trust } = m;
  const inboxId = view.inbox.inboxId;
  const hold = isQuarantined(item, trust);
  const imagesLink = `${mailPaths.thread(inboxId, view.thread.threadId)}?images=${seg(item.messageId)}#m-${seg(item.messageId)}`;
  const content = hold
    ? `<div class="withheld" role="note"><p><b>Content withheld.</b> ${e(WITHHELD)}</p></div>`
    : `${bodyFrame(inboxId, item, view.images === item.messageId, imagesLink)}${attachmentList(inboxId, item)}`;
  const reply =
    view.canReply && !hold
      ? `<details><summary>Reply</summary><form method="post" action="${e(`${mailPaths.message(inboxId, item.messageId)}/reply`)}">${field(
          "Reply text",
          '<textarea name="text" rows="6" cols="60" required></textarea>',
        )}<p><label><input type="checkbox" name="reply_all" value="true"> Reply to all recipients</label></p><p><button type="submit">Send reply</button></p></form></details>`
      : "";
  return `<article id="m-${e(item.messageId)}" aria-labelledby="h-${index}"><h2 id="h-${index}">${e(`${index + 1}. ${item.subject ?? "(no subject)"}`)}</h2>${headerTable(item)}${trustSummary(item, trust)}<p><a href="${e(mailPaths.message(inboxId, item.messageId))}">Full trust report and details</a></p>${content}${reply}</article>`;
}

export function threadPage(session: PageSession, view: ThreadView): Reply {
  const inboxId = view.inbox.inboxId;
  const older = view.next
    ? `<p><a href="${e(`${mailPaths.thread(inboxId, view.thread.threadId)}?${new URLSearchParams({ page_token: view.next })}`)}">Older messages</a></p>`
    : "";
  const body = `<p><a href="${e(mailPaths.inbox(inboxId))}">Back to ${e(inboxId)}</a> · ${e(`${view.thread.messageCount} message${view.thread.messageCount === 1 ? "" : "s"}`)}</p>${older}${view.messages
    .map((m, i) => threadMessage(view, m, i))
    .join("")}`;
  return dashboardPage(session, view.thread.subject || "(no subject)", body, {
    section: "inboxes",
    frames: true,
    notice: view.notice,
  });
}

// ---- one message with its trust report ----

export interface MessageView {
  inbox: InboxItem;
  message: MessageItem;
  trust?: TrustReport;
  images: boolean;
}

export function messagePage(session: PageSession, view: MessageView): Reply {
  const { inbox, message, trust } = view;
  const inboxId = inbox.inboxId;
  const hold = isQuarantined(message, trust);
  const report =
    message.direction === "outbound"
      ? "<p>This message was sent from this inbox: outbound mail has no trust report.</p>"
      : trust
        ? trustReportHtml(trust)
        : `<p>${e("No trust report is stored for this message.")}</p>`;
  const content = hold
    ? `<div class="withheld" role="note"><p><b>Content withheld.</b> ${e(WITHHELD)}</p></div>`
    : `${bodyFrame(inboxId, message, view.images, `${mailPaths.message(inboxId, message.messageId)}?images=1`)}${attachmentList(inboxId, message)}`;
  const body = `<p><a href="${e(mailPaths.thread(inboxId, message.threadId))}">The whole thread</a> · <a href="${e(mailPaths.inbox(inboxId))}">${e(inboxId)}</a></p>${headerTable(message)}${labelList(message.labels)}${report}<section aria-labelledby="content"><h2 id="content">Content</h2>${content}</section>`;
  return dashboardPage(session, message.subject || "(no subject)", body, { section: "inboxes", frames: !hold });
}

// ---- drafts ----

export interface DraftsView {
  inbox: InboxItem;
  drafts: DraftItem[];
  next?: string;
  limit?: string;
  canCreate: boolean;
  notice?: string;
}

function draftRow(inboxId: string, d: DraftItem): string {
  const when = d.sendAt
    ? `${e(d.sendStatus ?? "scheduled")} for ${time(d.sendAt)}`
    : e(d.sendStatus ?? "not scheduled");
  return `<tr><th scope="row"><a href="${e(mailPaths.draft(inboxId, d.draftId))}">${e(d.subject || "(no subject)")}</a></th><td>${addresses(d.to)}</td><td>${e(d.preview ?? "")}</td><td>${when}</td><td>${time(d.updatedAt)}</td></tr>`;
}

export function draftsPage(session: PageSession, view: DraftsView): Reply {
  const id = view.inbox.inboxId;
  const table = view.drafts.length
    ? `<table><caption>Drafts, newest first</caption><thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Preview</th><th scope="col">Sending</th><th scope="col">Updated</th></tr></thead><tbody>${view.drafts
        .map((d) => draftRow(id, d))
        .join("")}</tbody></table>`
    : "<p>No drafts.</p>";
  const create = view.canCreate
    ? `<section aria-labelledby="new-draft"><h2 id="new-draft">New draft</h2><form method="post" action="${e(mailPaths.drafts(id))}">${field(
        "To",
        '<input name="to" autocomplete="off">',
        "One address, or several separated by commas.",
      )}${field("Subject", '<input name="subject" autocomplete="off">')}${field(
        "Text",
        '<textarea name="text" rows="8" cols="60"></textarea>',
      )}${field(
        "Send at (optional, UTC)",
        '<input name="send_at" type="datetime-local">',
        "Leave empty to keep the draft until you send it.",
      )}<p><button type="submit">Save draft</button></p></form></section>`
    : "";
  const body = `<p><a href="${e(mailPaths.inbox(id))}">Back to ${e(id)}</a></p><section aria-labelledby="draft-list"><h2 id="draft-list">Drafts</h2>${table}${nextPageLink(
    mailPaths.drafts(id),
    view.next,
    { limit: view.limit },
  )}</section>${create}`;
  return dashboardPage(session, `Drafts of ${id}`, body, { section: "inboxes", notice: view.notice });
}

export interface DraftView {
  inbox: InboxItem;
  draft: DraftItem;
  bodies: MessageBodies;
  canSend: boolean;
  canDelete: boolean;
  notice?: string;
}

export function draftPage(session: PageSession, view: DraftView): Reply {
  const { draft } = view;
  const id = view.inbox.inboxId;
  const path = mailPaths.draft(id, draft.draftId);
  const rows: Array<[string, string]> = [
    ["To", addresses(draft.to)],
    ["Cc", addresses(draft.cc)],
    ["Bcc", addresses(draft.bcc)],
    ["Subject", e(draft.subject ?? "(no subject)")],
    [
      "Sending",
      draft.sendAt
        ? `${e(draft.sendStatus ?? "scheduled")} for ${time(draft.sendAt)}`
        : e(draft.sendStatus ?? "not scheduled"),
    ],
    ["Updated", time(draft.updatedAt)],
  ];
  const text = view.bodies.text ?? "";
  const actions = [
    view.canSend
      ? `<form method="post" action="${e(`${path}/send`)}" class="inline"><button type="submit">Send now</button></form>`
      : "",
    view.canDelete
      ? `<form method="post" action="${e(`${path}/delete`)}" class="inline"><button type="submit">Delete draft</button></form>`
      : "",
  ].join(" ");
  const body = `<p><a href="${e(mailPaths.drafts(id))}">All drafts of ${e(id)}</a></p><table class="headers"><tbody>${rows
    .map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`)
    .join(
      "",
    )}</tbody></table><h2>Text</h2>${text ? `<pre class="text">${e(text)}</pre>` : "<p>(no text)</p>"}${view.bodies.html ? '<p class="muted">This draft also has an HTML part, sent as written.</p>' : ""}<p>${actions}</p>`;
  return dashboardPage(session, draft.subject || "(no subject)", body, { section: "inboxes", notice: view.notice });
}
