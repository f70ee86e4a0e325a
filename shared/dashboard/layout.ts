// The signed-in dashboard's frame: one layout with the navigation, the session check of every page, and the form
// posts of its buttons (checked against another site's Origin, answered with a 303 so a reload never re-posts).
import type { Principal } from "../auth/principal.js";
import { getOrganization } from "../domain/organizations.js";
import type { HttpRequest, Reply } from "../http/request.js";
import { checkOrigin } from "../http/router.js";
import { formOrJson } from "../http/validation.js";
import type { Platform } from "../ports/platform.js";
import { escapeHtml as e, htmlPage, loginUrl, pageSession } from "./pages.js";

export type Section = "inboxes" | "webhooks" | "events" | "api-keys" | "domains" | "members" | "organizations";

/** The navigation, in order; a page names the section it belongs to. */
export const NAV: ReadonlyArray<{ section: Section; href: string; label: string }> = [
  { section: "inboxes", href: "/inboxes", label: "Inboxes" },
  { section: "webhooks", href: "/webhooks", label: "Webhooks" },
  { section: "events", href: "/events", label: "Events" },
  { section: "api-keys", href: "/api-keys", label: "API keys" },
  { section: "domains", href: "/domains", label: "Domains" },
  { section: "members", href: "/members", label: "Members" },
];

export interface PageSession {
  principal: Principal;
  email: string;
  organizationName: string;
}

/** The page's session, or the sign-in page's address coming back here. */
export async function requirePageSession(
  platform: Platform,
  request: HttpRequest,
): Promise<{ session: PageSession } | { redirect: Reply }> {
  const principal = await pageSession(platform, request);
  if (!principal) return { redirect: seeOther(loginUrl(platform, request)) };
  const organization = await getOrganization(platform, principal.organizationId);
  return { session: { principal, email: principal.email ?? "", organizationName: organization.name } };
}

/** 303 See Other: where a form post or a signed-out page goes next. */
export function seeOther(location: string, cookies?: string[]): Reply {
  return { status: 303, headers: { location, "cache-control": "no-store" }, cookies };
}

/** A dashboard form's fields, after the CSRF check (SameSite=Lax cookies plus another site's Origin refused). */
export function formFields(platform: Platform, request: HttpRequest): Record<string, string> {
  checkOrigin(platform, request);
  return formOrJson(request).params;
}

export interface DashboardPageOptions {
  section?: Section;
  status?: number;
  /** A short message shown above the page (after an action). */
  notice?: string;
  /** The page embeds this service's own documents in iframes (the message body). */
  frames?: boolean;
}

/** A signed-in page: the header (organization, person, sign out), the navigation, then the body. */
export function dashboardPage(
  session: PageSession,
  title: string,
  body: string,
  options: DashboardPageOptions = {},
): Reply {
  const nav = NAV.map(
    (n) =>
      `<li><a href="${n.href}"${n.section === options.section ? ' aria-current="page"' : ""}>${e(n.label)}</a></li>`,
  ).join("");
  const header = `<header><a class="skip" href="#main">Skip to content</a><p><b>${e(session.organizationName)}</b> · ${e(session.email)} · <a href="/organizations">Switch organization</a></p><form method="post" action="/auth/logout"><button type="submit">Sign out</button></form><nav aria-label="Dashboard"><ul>${nav}</ul></nav></header>`;
  const notice = options.notice ? `<p role="status" class="notice">${e(options.notice)}</p>` : "";
  return htmlPage(options.status ?? 200, title, `${notice}${body}`, [], { header, frames: options.frames });
}
