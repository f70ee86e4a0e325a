// The dashboard's admin pages: webhooks with their deliveries, the event log, API keys and custom domains.
// Renderers only: they take the objects the /v0 routes answer with (toWebhook, toDelivery, toEventRecord, toApiKey,
// toDomain), so a page shows exactly what the API shows, and escape every value. No script: links, GET forms for
// filters and POST forms for actions; destructive actions go through a confirmation page.
import { PERMISSIONS } from "../auth/permissions.js";
import type { toApiKey } from "../domain/api-keys.js";
import type { toDomain } from "../domain/domains.js";
import { EVENT_TYPES } from "../domain/events.js";
import type { toEventRecord } from "../events/record.js";
import type { DeliveryStatus, toDelivery } from "../events/webhook-delivery.js";
import type { toWebhook } from "../events/webhooks.js";
import type { Reply } from "../http/request.js";
import { dashboardPage, type PageSession, type Section } from "./layout.js";
import { escapeHtml as e } from "./pages.js";

export type WebhookView = ReturnType<typeof toWebhook>;
export type DeliveryView = ReturnType<typeof toDelivery>;
export type EventView = ReturnType<typeof toEventRecord>;
export type ApiKeyView = ReturnType<typeof toApiKey>;
export type CreatedKeyView = ApiKeyView & { api_key: string };
export type DomainView = ReturnType<typeof toDomain>;

export interface PodChoice {
  pod_id: string;
  name: string;
}
export interface InboxChoice {
  inbox_id: string;
  display_name: string | null | undefined;
}

/** Where the paging links of a list go: undefined when there is no such page. */
export interface PageLinks {
  /** The first (newest) page, shown once the reader has moved past it. */
  first?: string;
  next?: string;
}

/** A path with its query; empty values are left out. */
export function href(path: string, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  return params.size ? `${path}?${params}` : path;
}

/** Fixed notices after an action (the redirect names one by key, so no text from a URL is ever shown). */
export const NOTICES = {
  "webhook-created": "Webhook created.",
  "webhook-deleted": "Webhook deleted.",
  "webhook-tested": "Test event sent: its delivery is listed below.",
  replayed: "Event sent again as a new delivery: it is listed below.",
  "key-revoked": "API key revoked. It no longer works.",
  "domain-created": "Domain added. Publish its records, then verify it.",
  "domain-checked": "DNS records checked.",
  "domain-deleted": "Domain deleted.",
  // Domain Connect discovery, one notice per outcome (the setup object's reason).
  "connect-ready": "Your DNS host supports Domain Connect: use the link below to add the records in one step.",
  "connect-unsigned":
    "Your DNS host supports Domain Connect, but this server has no Domain Connect signing key, so it cannot make the link. Publish the records yourself.",
  "connect-already_configured": "Your DNS host supports Domain Connect, and every required record is already there.",
  "connect-no_domain_connect": "Your DNS host does not offer Domain Connect. Publish the records yourself.",
  "connect-provider_error": "Your DNS host's Domain Connect service did not answer properly. Try again later.",
  "connect-no_sync_flow":
    "Your DNS host offers Domain Connect without the flow this service uses. Publish the records yourself.",
  "connect-template_not_supported":
    "Your DNS host does not support this service's Domain Connect template. Publish the records yourself.",
  "connect-records_not_templatable":
    "Some records lie outside the domain's DNS zone, so Domain Connect cannot add them. Publish the records yourself.",
} as const;
export type NoticeKey = keyof typeof NOTICES;

export function noticeOf(value: string | undefined): string | undefined {
  return value !== undefined && Object.hasOwn(NOTICES, value) ? NOTICES[value as NoticeKey] : undefined;
}

// ---- shared pieces ----

function when(iso: string | undefined | null): string {
  if (!iso) return "—";
  const shown = iso.replace("T", " ").replace(/(\.\d+)?Z$/, " UTC");
  return `<time datetime="${e(iso)}">${e(shown)}</time>`;
}

const code = (value: string) => `<code>${e(value)}</code>`;

/** A table whose first column names each row; cells are HTML already escaped by the caller. */
function table(caption: string, head: readonly string[], rows: readonly string[][], empty: string): string {
  if (!rows.length) return `<p>${e(empty)}</p>`;
  const th = head.map((h) => `<th scope="col">${e(h)}</th>`).join("");
  const body = rows
    .map(
      (cells) => `<tr>${cells.map((c, i) => (i === 0 ? `<th scope="row">${c}</th>` : `<td>${c}</td>`)).join("")}</tr>`,
    )
    .join("");
  return `<table><caption>${e(caption)}</caption><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

function pager(label: string, links: PageLinks): string {
  const items = [
    links.first ? `<li><a href="${e(links.first)}">Newest</a></li>` : "",
    links.next ? `<li><a href="${e(links.next)}" rel="next">Older</a></li>` : "",
  ].join("");
  return items ? `<nav aria-label="${e(label)}"><ul>${items}</ul></nav>` : "";
}

/**
 * A one-button form posting to this service (no fields: the path names what it acts on). `name`: the accessible
 * name when the visible label alone would be ambiguous (one button per table row); it starts with the label.
 */
function postButton(action: string, label: string, options: { name?: string; describedBy?: string } = {}): string {
  const named = options.name ? ` aria-label="${e(options.name)}"` : "";
  const described = options.describedBy ? ` aria-describedby="${e(options.describedBy)}"` : "";
  return `<form method="post" action="${e(action)}"><button type="submit"${named}${described}>${e(label)}</button></form>`;
}

/** A row's link whose accessible name says which row it acts on (the visible label starts it). */
function rowLink(target: string, label: string, name: string): string {
  return `<a href="${e(target)}" aria-label="${e(`${label} ${name}`)}">${e(label)}</a>`;
}

function details(rows: ReadonlyArray<[string, string]>): string {
  return `<dl>${rows.map(([term, value]) => `<dt>${e(term)}</dt><dd>${value}</dd>`).join("")}</dl>`;
}

function page(session: PageSession, section: Section, title: string, body: string, notice?: string): Reply {
  return dashboardPage(session, title, body, { section, notice });
}

/** An error of an action or a lookup, inside the dashboard's frame, with the spec's message. */
export function problemPage(
  session: PageSession,
  section: Section,
  status: number,
  message: string,
  back: string,
): Reply {
  const title = status === 404 ? "Not found" : status === 403 ? "Not allowed" : "Cannot continue";
  return dashboardPage(session, title, `<p role="alert">${e(message)}</p><p><a href="${e(back)}">Back</a></p>`, {
    section,
    status,
  });
}

export interface ConfirmView {
  title: string;
  /** Text before the thing acted on, the thing (shown bold), text after. */
  question: readonly [string, string, string];
  warning: string;
  action: string;
  confirm: string;
  cancel: string;
}

/** Confirms a destructive action; the button posts, Cancel goes back without doing anything. */
export function confirmPage(session: PageSession, section: Section, view: ConfirmView): Reply {
  const [before, subject, after] = view.question;
  const body = `<p>${e(before)}<b>${e(subject)}</b>${e(after)}</p><p id="confirm-warning"><strong>${e(view.warning)}</strong></p>${postButton(view.action, view.confirm, { describedBy: "confirm-warning" })}<p><a href="${e(view.cancel)}">Cancel</a></p>`;
  return page(session, section, view.title, body);
}

function checkbox(name: string, label: string, checked = false): string {
  return `<li><label><input type="checkbox" name="${e(name)}"${checked ? " checked" : ""}> ${label}</label></li>`;
}

// ---- webhooks ----

/** The event types a webhook can ask for: the spec's list without webhook.test, which only the test call sends. */
export const WEBHOOK_EVENT_TYPES: readonly string[] = EVENT_TYPES.filter((t) => t !== "webhook.test");

function eventTypesText(types: readonly string[]): string {
  return types.length ? types.map(code).join(", ") : "Every type (domain.updated only when listed)";
}

function filterText(inboxIds: readonly string[], podIds: readonly string[]): string {
  const parts = [
    inboxIds.length ? `Inboxes: ${inboxIds.map(code).join(", ")}` : "",
    podIds.length ? `Pods: ${podIds.map(code).join(", ")}` : "",
  ].filter(Boolean);
  return parts.length ? parts.join("<br>") : "None";
}

export interface WebhooksView {
  webhooks: readonly WebhookView[];
  pods: readonly PodChoice[];
  links: PageLinks;
}

export function webhooksPage(session: PageSession, view: WebhooksView, notice?: string): Reply {
  const rows = view.webhooks.map((w) => [
    `<a href="/webhooks/${e(encodeURIComponent(w.webhook_id))}">${e(w.url)}</a>`,
    e(w.status),
    eventTypesText(w.event_types),
    filterText(w.inbox_ids, w.pod_ids),
    when(w.created_at),
    rowLink(`/webhooks/${encodeURIComponent(w.webhook_id)}/delete`, "Delete", w.url),
  ]);
  const list = table(
    "Webhooks, newest first",
    ["URL", "Status", "Event types", "Filters", "Created", "Actions"],
    rows,
    "No webhooks yet.",
  );
  const types = WEBHOOK_EVENT_TYPES.map((t) => checkbox(`event_type.${t}`, code(t))).join("");
  const pods = view.pods.map((p) => checkbox(`pod_id.${p.pod_id}`, `${e(p.name)} ${code(p.pod_id)}`)).join("");
  const form = `<h2 id="new-webhook">New webhook</h2>
<form method="post" action="/webhooks" aria-labelledby="new-webhook">
<p><label for="webhook-url">URL</label> <input id="webhook-url" type="url" name="url" required aria-describedby="webhook-url-hint"></p>
<p id="webhook-url-hint" class="muted">http or https, on a public host, without a user name or password. Every request is signed with the webhook's secret.</p>
<fieldset><legend>Event types (none checked: every type except domain.updated)</legend><ul>${types}</ul></fieldset>
<fieldset><legend>Only events of these pods (none checked: every pod)</legend><ul>${pods}</ul></fieldset>
<p><label for="webhook-inboxes">Only events of these inboxes</label> <input id="webhook-inboxes" name="inbox_ids" aria-describedby="webhook-inboxes-hint"></p>
<p id="webhook-inboxes-hint" class="muted">Inbox addresses separated by commas or spaces; empty: every inbox.</p>
<button type="submit">Create webhook</button></form>`;
  return page(
    session,
    "webhooks",
    "Webhooks",
    `<h2>Your webhooks</h2>${list}${pager("Webhook pages", view.links)}${form}`,
    notice,
  );
}

/** The secret as a hint (its first characters), the whole of it one click away (it is on the API's object too). */
function secretHint(secret: string): string {
  return `${code(`${secret.slice(0, 10)}…`)}<details><summary>Show the whole signing secret</summary>${code(secret)}</details>`;
}

export interface WebhookDetailView {
  webhook: WebhookView;
  deliveries: readonly DeliveryView[];
  status: DeliveryStatus | undefined;
  statuses: readonly DeliveryStatus[];
  links: PageLinks;
}

export function webhookPage(session: PageSession, view: WebhookDetailView, notice?: string): Reply {
  const w = view.webhook;
  const base = `/webhooks/${encodeURIComponent(w.webhook_id)}`;
  const bound = w.inbox_id
    ? `Inbox ${code(w.inbox_id)}`
    : w.pod_id
      ? `Pod ${code(w.pod_id)}`
      : "The whole organization";
  const settings = details([
    ["URL", e(w.url)],
    ["Webhook ID", code(w.webhook_id)],
    ["Status", e(w.status)],
    ["Event types", eventTypesText(w.event_types)],
    ["Filters", filterText(w.inbox_ids, w.pod_ids)],
    ["Bound to", bound],
    ["Signing secret", secretHint(w.secret)],
    ["Created", when(w.created_at)],
    ["Updated", when(w.updated_at)],
  ]);
  const actions = `${postButton(`${base}/test`, "Send a test event")}<p><a href="${e(base)}/delete">Delete this webhook</a></p>`;
  const options = [
    `<option value="">Any status</option>`,
    ...view.statuses.map(
      (s) =>
        `<option value="${e(s)}"${s === view.status ? " selected" : ""}>${e(s[0].toUpperCase() + s.slice(1))}</option>`,
    ),
  ].join("");
  const filter = `<form method="get" action="${e(base)}"><label for="delivery-status">Status</label> <select id="delivery-status" name="status">${options}</select> <button type="submit">Show</button></form>`;
  const rows = view.deliveries.map((d) => [
    `${code(d.event_type)}<br><span class="muted">${e(d.event_id)}</span>`,
    e(d.status),
    e(String(d.attempt)),
    d.response_status === undefined ? "—" : e(String(d.response_status)),
    when(d.created_at),
    d.last_error
      ? e(d.last_error)
      : d.next_attempt_at && d.status === "pending"
        ? `Next try ${when(d.next_attempt_at)}`
        : "—",
    postButton(`${base}/deliveries/${encodeURIComponent(d.delivery_id)}/replay`, "Replay", {
      name: `Replay ${d.event_type} ${d.event_id} (delivery ${d.delivery_id})`,
    }),
  ]);
  const list = table(
    "Deliveries, newest first",
    ["Event", "Status", "Attempts", "Response code", "Time", "Notes", "Actions"],
    rows,
    "No deliveries yet.",
  );
  const body = `<h2>Settings</h2>${settings}${actions}<h2>Recent deliveries</h2>${filter}${list}${pager("Delivery pages", view.links)}<p><a href="/webhooks">All webhooks</a></p>`;
  return page(session, "webhooks", `Webhook ${w.url}`, body, notice);
}

// ---- events ----

export interface EventsView {
  events: readonly EventView[];
  types: readonly string[];
  pods: readonly PodChoice[];
  eventType: string | undefined;
  inboxId: string | undefined;
  podId: string | undefined;
  links: PageLinks;
}

export function eventsPage(session: PageSession, view: EventsView): Reply {
  const options = [
    `<option value="">Every type</option>`,
    ...view.types.map((t) => `<option value="${e(t)}"${t === view.eventType ? " selected" : ""}>${e(t)}</option>`),
  ].join("");
  const podOptions = [
    `<option value="">Every pod</option>`,
    ...view.pods.map(
      (p) =>
        `<option value="${e(p.pod_id)}"${p.pod_id === view.podId ? " selected" : ""}>${e(p.name)} (${e(p.pod_id)})</option>`,
    ),
  ].join("");
  const filter = `<h2>Filter</h2><form method="get" action="/events">
<p><label for="event-type">Event type</label> <select id="event-type" name="event_type">${options}</select></p>
<p><label for="event-inbox">Inbox</label> <input id="event-inbox" name="inbox_id" value="${e(view.inboxId ?? "")}" aria-describedby="event-inbox-hint"></p>
<p id="event-inbox-hint" class="muted">An inbox address; empty: every inbox.</p>
<p><label for="event-pod">Pod</label> <select id="event-pod" name="pod_id">${podOptions}</select></p>
<button type="submit">Show events</button></form>`;
  const items = view.events
    .map((ev) => {
      const where = [ev.inbox_id ? `inbox ${code(ev.inbox_id)}` : "", ev.pod_id ? `pod ${code(ev.pod_id)}` : ""]
        .filter(Boolean)
        .join(", ");
      return `<li><h3>${e(ev.event_type)}</h3><p>${when(ev.timestamp)} · ${code(ev.event_id)}${where ? ` · ${where}` : ""}</p><pre>${e(JSON.stringify(ev.data, null, 2) ?? "")}</pre></li>`;
    })
    .join("");
  const list = items ? `<ol class="events">${items}</ol>` : "<p>No events match.</p>";
  return page(
    session,
    "events",
    "Event log",
    `${filter}<h2>Events, newest first</h2>${list}${pager("Event pages", view.links)}`,
  );
}

// ---- API keys ----

function keyScope(k: { pod_id?: string; inbox_id?: string }): string {
  if (k.inbox_id) return `Inbox ${code(k.inbox_id)}`;
  if (k.pod_id) return `Pod ${code(k.pod_id)}`;
  return "Organization";
}

function keyPermissions(permissions: ApiKeyView["permissions"]): string {
  if (!permissions) return "All (except inbound_raw)";
  const held = Object.entries(permissions)
    .filter(([, granted]) => granted)
    .map(([name]) => name);
  return held.length ? held.map(code).join(", ") : "None";
}

export interface ApiKeysView {
  keys: readonly ApiKeyView[];
  pods: readonly PodChoice[];
  inboxes: readonly InboxChoice[];
  links: PageLinks;
}

export function apiKeysPage(session: PageSession, view: ApiKeysView, notice?: string): Reply {
  const rows = view.keys.map((k) => [
    e(k.name),
    `${code(k.prefix)}…`,
    keyScope(k),
    keyPermissions(k.permissions),
    when(k.created_at),
    k.used_at ? when(k.used_at) : "Never",
    rowLink(`/api-keys/${encodeURIComponent(k.api_key_id)}/revoke`, "Revoke", `${k.name} (${k.prefix})`),
  ]);
  const list = table(
    "API keys, newest first",
    ["Name", "Prefix", "Scope", "Permissions", "Created", "Last used", "Actions"],
    rows,
    "No API keys.",
  );
  const permissions = PERMISSIONS.map((p) => checkbox(`permission.${p}`, code(p))).join("");
  const scopes = [
    `<option value="organization">The whole organization</option>`,
    view.pods.length
      ? `<optgroup label="One pod">${view.pods.map((p) => `<option value="pod:${e(p.pod_id)}">Pod ${e(p.name)} (${e(p.pod_id)})</option>`).join("")}</optgroup>`
      : "",
    view.inboxes.length
      ? `<optgroup label="One inbox">${view.inboxes.map((i) => `<option value="inbox:${e(i.inbox_id)}">Inbox ${e(i.inbox_id)}${i.display_name ? ` (${e(i.display_name)})` : ""}</option>`).join("")}</optgroup>`
      : "",
  ].join("");
  const form = `<h2 id="new-key">New API key</h2>
<form method="post" action="/api-keys" aria-labelledby="new-key">
<p><label for="key-name">Name</label> <input id="key-name" name="name" maxlength="200"></p>
<p><label for="key-scope">What it may reach</label> <select id="key-scope" name="scope">${scopes}</select></p>
<fieldset><legend>Permissions</legend><ul>
<li><label><input type="radio" name="access" value="all" checked> Every permission (except inbound_raw)</label></li>
<li><label><input type="radio" name="access" value="selected"> Only the permissions checked below</label></li>
</ul><ul>${permissions}</ul></fieldset>
<button type="submit">Create API key</button></form>`;
  return page(
    session,
    "api-keys",
    "API keys",
    `<h2>Your keys</h2>${list}${pager("API key pages", view.links)}${form}`,
    notice,
  );
}

/** The only page that ever shows a key: rendered straight from the POST, never stored in a URL or a cache. */
export function createdKeyPage(session: PageSession, key: CreatedKeyView): Reply {
  const body = `<p role="alert"><strong>Copy this key now. It is shown only this once:</strong> we keep only its hash, and no page shows it again.</p>
<p><label for="new-api-key">API key</label> <input id="new-api-key" readonly size="60" value="${e(key.api_key)}" autocomplete="off" spellcheck="false"></p>
${details([
  ["Name", e(key.name)],
  ["Prefix", code(key.prefix)],
  ["Scope", keyScope(key)],
  ["Permissions", keyPermissions(key.permissions)],
  ["Created", when(key.created_at)],
])}
<p><a href="/api-keys">Back to API keys</a></p>`;
  return page(session, "api-keys", "API key created", body);
}

// ---- domains ----

export interface DomainsView {
  domains: readonly DomainView[];
  pods: readonly PodChoice[];
  links: PageLinks;
}

export function domainsPage(session: PageSession, view: DomainsView, notice?: string): Reply {
  const rows = view.domains.map((d) => [
    `<a href="/domains/${e(encodeURIComponent(d.domain_id))}">${e(d.domain)}</a>`,
    e(d.status),
    code(d.pod_id),
    when(d.created_at),
    rowLink(`/domains/${encodeURIComponent(d.domain_id)}/delete`, "Delete", d.domain),
  ]);
  const list = table("Domains, newest first", ["Domain", "Status", "Pod", "Added", "Actions"], rows, "No domains yet.");
  const pods = view.pods.map((p) => `<option value="${e(p.pod_id)}">${e(p.name)} (${e(p.pod_id)})</option>`).join("");
  const form = `<h2 id="new-domain">Add a domain</h2>
<form method="post" action="/domains" aria-labelledby="new-domain">
<p><label for="domain-name">Domain</label> <input id="domain-name" name="domain" required autocomplete="off" aria-describedby="domain-hint"></p>
<p id="domain-hint" class="muted">A domain or subdomain you control, such as mail.example.com.</p>
<p><label for="domain-pod">Pod</label> <select id="domain-pod" name="pod_id"><option value="">The default pod</option>${pods}</select></p>
<p><label><input type="checkbox" name="inbound_enabled" checked> Receive mail on this domain</label></p>
<button type="submit">Add domain</button></form>`;
  return page(
    session,
    "domains",
    "Domains",
    `<h2>Your domains</h2>${list}${pager("Domain pages", view.links)}${form}`,
    notice,
  );
}

export function domainPage(session: PageSession, d: DomainView, notice?: string): Reply {
  const base = `/domains/${encodeURIComponent(d.domain_id)}`;
  const provider = d.dns_provider
    ? d.dns_provider_url
      ? `<a href="${e(d.dns_provider_url)}" rel="noopener noreferrer">${e(d.dns_provider)}</a>`
      : e(d.dns_provider)
    : "Unknown";
  const summary = details([
    ["Status", e(d.status)],
    ...(d.reason ? ([["Why", e(d.reason)]] as Array<[string, string]>) : []),
    ["Pod", code(d.pod_id)],
    ["Receives mail", d.inbound_enabled ? "Yes" : "No"],
    ["DNS host", provider],
    ["Name servers", d.nameservers?.length ? d.nameservers.map(code).join(", ") : "—"],
    ["Last checked", when(d.last_checked_at)],
    ["Verified", when(d.verified_at)],
  ]);
  const rows = d.records.map((r) => [
    e(r.type),
    code(r.name),
    `${r.priority !== undefined ? `${e(String(r.priority))} ` : ""}${code(r.value)}`,
    e(r.status),
    r.reason ? e(r.reason) : "—",
    r.required ? "Yes" : "No",
  ]);
  const records = table(
    "DNS records to publish",
    ["Type", "Name", "Value", "Status", "Reason", "Required"],
    rows,
    "No records.",
  );
  // The link from the last discovery (kept on the domain); discovery itself asks the DNS host, so it runs on request.
  const connect = d.domain_connect?.apply_url
    ? `<p><a href="${e(d.domain_connect.apply_url)}" rel="noopener noreferrer">Add the records at ${e(d.domain_connect.provider_name ?? "your DNS host")} with Domain Connect</a></p>`
    : "";
  const discover = postButton(`${base}/domain-connect`, "Look for Domain Connect");
  const zone = `/v0/domains/${encodeURIComponent(d.domain_id)}/zone-file`;
  const body = `${summary}<h2>Records</h2>${records}
<p><a href="${e(zone)}" download="${e(d.domain)}.zone">Download the records as a zone file</a></p>${connect}${discover}
${postButton(`${base}/verify`, "Verify now")}
<p><a href="${e(base)}/delete">Delete this domain</a></p><p><a href="/domains">All domains</a></p>`;
  return page(session, "domains", d.domain, body, notice);
}
