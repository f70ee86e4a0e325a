// The pages of members and invitations, of the person's organizations (the switch) and of the sign-in's
// organization step. Server-rendered, every value escaped, no script; every button is a form post that answers 303.

import type { Invitation } from "../domain/invitations.js";
import type { Member } from "../domain/members.js";
import type { Reply } from "../http/request.js";
import { dashboardPage, type PageSession } from "./layout.js";
import { escapeHtml as e, htmlPage } from "./pages.js";

const ROLES = ["owner", "admin", "member"] as const;

export interface MembersView {
  members: readonly Member[];
  /** null: the person may not manage invitations (not an owner or admin). */
  invitations: readonly Invitation[] | null;
  self: { user_id: string; role: Member["role"] };
  notice?: string;
  /** Development only: the link of the invitation just made or resent. */
  devLink?: string;
}

function roleOptions(selected: string, allowOwner: boolean): string {
  return ROLES.filter((r) => allowOwner || r !== "owner" || r === selected)
    .map((r) => `<option value="${r}"${r === selected ? " selected" : ""}>${r}</option>`)
    .join("");
}

function memberRow(view: MembersView, m: Member): string {
  const manager = view.self.role === "owner" || view.self.role === "admin";
  const isOwner = view.self.role === "owner";
  const self = m.user_id === view.self.user_id;
  // Only owners change or remove an owner; only owners grant the owner role.
  const mayChange = manager && (m.role !== "owner" || isOwner);
  const action = (what: string) => `/members/${encodeURIComponent(m.user_id)}/${what}`;
  const roleForm = mayChange
    ? `<form class="inline" method="post" action="${e(action("role"))}"><label><span class="visually-hidden">Role of ${e(m.email)}</span><select name="role">${roleOptions(m.role, isOwner)}</select></label> <button type="submit">Change role</button></form>`
    : "";
  const removeForm =
    mayChange || self
      ? `<form class="inline" method="post" action="${e(action("remove"))}"><button type="submit">${self ? "Leave organization" : `Remove<span class="visually-hidden"> ${e(m.email)}</span>`}</button></form>`
      : "";
  return `<tr><td>${e(m.name ?? "")}${m.name ? "<br>" : ""}${e(m.email)}${self ? ' <span class="muted">(you)</span>' : ""}</td><td>${e(m.role)}</td><td>${e(m.created_at)}</td><td>${roleForm}${removeForm}</td></tr>`;
}

function invitationRow(view: MembersView, i: Invitation): string {
  const mayTouch = i.role !== "owner" || view.self.role === "owner";
  const action = (what: string) => `/members/invitations/${encodeURIComponent(i.invitation_id)}/${what}`;
  const buttons = mayTouch
    ? `<form class="inline" method="post" action="${e(action("resend"))}"><button type="submit">Resend<span class="visually-hidden"> to ${e(i.email)}</span></button></form><form class="inline" method="post" action="${e(action("revoke"))}"><button type="submit">Revoke<span class="visually-hidden"> the invitation of ${e(i.email)}</span></button></form>`
    : "";
  return `<tr><td>${e(i.email)}</td><td>${e(i.role)}</td><td>${e(i.state)}</td><td>${e(i.expires_at)}</td><td>${buttons}</td></tr>`;
}

export function membersPage(session: PageSession, view: MembersView): Reply {
  const members = `<h2>Members</h2><table><caption class="visually-hidden">Members</caption><thead><tr><th scope="col">Person</th><th scope="col">Role</th><th scope="col">Member since</th><th scope="col">Actions</th></tr></thead><tbody>${view.members.map((m) => memberRow(view, m)).join("")}</tbody></table>`;
  let invitations = "";
  if (view.invitations) {
    const dev = view.devLink
      ? `<p class="muted">Development mode: the invitation link is <a href="${e(view.devLink)}">${e(view.devLink)}</a></p>`
      : "";
    const list = view.invitations.length
      ? `<table><caption class="visually-hidden">Invitations</caption><thead><tr><th scope="col">Address</th><th scope="col">Role</th><th scope="col">State</th><th scope="col">Expires</th><th scope="col">Actions</th></tr></thead><tbody>${view.invitations.map((i) => invitationRow(view, i)).join("")}</tbody></table>`
      : "<p>No pending invitations.</p>";
    const form = `<form method="post" action="/members/invitations"><label>Email address <input type="email" name="email" autocomplete="off" required></label> <label>Role <select name="role">${roleOptions("member", view.self.role === "owner")}</select></label> <button type="submit">Invite</button></form><p class="muted">The invitation is mailed to the address and is valid for 7 days.</p>`;
    invitations = `<h2>Invitations</h2>${dev}${list}<h3>Invite someone</h3>${form}`;
  }
  return dashboardPage(session, "Members", `${members}${invitations}`, { section: "members", notice: view.notice });
}

/** A refused action or a missing member or invitation, in the dashboard's frame, with its status. */
export function problemPage(session: PageSession, status: number, message: string, back: string): Reply {
  const title = status === 404 ? "Not found" : status === 403 ? "Not allowed" : "Cannot continue";
  const section = back === "/organizations" ? "organizations" : "members";
  return dashboardPage(session, title, `<p role="alert">${e(message)}</p><p><a href="${e(back)}">Back</a></p>`, {
    section,
    status,
  });
}

export interface OrganizationChoice {
  organization_id: string;
  name: string;
  role: string;
  current?: boolean;
}

export function organizationsPage(session: PageSession, organizations: readonly OrganizationChoice[]): Reply {
  const rows = organizations
    .map((o) => {
      const button = o.current
        ? '<span class="muted">(current)</span>'
        : `<form method="post" action="/auth/organizations/switch"><input type="hidden" name="organization_id" value="${e(o.organization_id)}"><button type="submit">Switch</button></form>`;
      return `<li><b>${e(o.name)}</b> <span class="muted">${e(o.role)}</span> ${button}</li>`;
    })
    .join("");
  return dashboardPage(session, "Your organizations", `<ul>${rows}</ul>`, { section: "organizations" });
}

/** The sign-in's organization step: one button per organization. */
export function organizationChoicePage(email: string, organizations: readonly OrganizationChoice[]): Reply {
  const buttons = organizations
    .map(
      (o) =>
        `<li><form method="post" action="/auth/pending/organization"><input type="hidden" name="organization_id" value="${e(o.organization_id)}"><button type="submit">${e(o.name)}</button> <span class="muted">${e(o.role)}</span></form></li>`,
    )
    .join("");
  return htmlPage(
    200,
    "Choose an organization",
    `<p>${e(email)} belongs to several organizations. Which one do you want to work in? You can switch later.</p><ul>${buttons}</ul>`,
  );
}
