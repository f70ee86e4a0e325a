// Members, invitations and the person's organizations: the API routes (/v0/organizations/members|invitations),
// the dashboard's /auth routes (invitation lookup, organizations, switch, the sign-in's organization step) and the
// pages (/members, /organizations, /login/organization) with their form posts.
import { z } from "zod";
import { SIGNIN_COOKIE } from "../auth/cookies.js";
import { formFields, type PageSession, requirePageSession, seeOther } from "../dashboard/layout.js";
import { membersPage, organizationChoicePage, organizationsPage, problemPage } from "../dashboard/members-pages.js";
import { asPage, signInStepAnswer } from "../dashboard/pages.js";
import { readMembership } from "../db/memberships.js";
import {
  createInvitation,
  describeInvitation,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from "../domain/invitations.js";
import {
  changeMemberRole,
  choosePendingOrganization,
  listMembers,
  listMyOrganizations,
  pendingOrganizationStep,
  ROLES,
  removeMember,
  requireSession,
  switchOrganization,
} from "../domain/members.js";
import { chargeSignIn } from "../domain/sign-in-limits.js";
import { ApiError, forbidden } from "../errors.js";
import type { HttpRequest, Reply } from "../http/request.js";
import { created, ok, route } from "../http/route.js";
import { checkOrigin } from "../http/router.js";
import { formOrJson, listQuery, parseWith, q } from "../http/validation.js";
import { listBody, MAX_LIMIT, pageRequest } from "../pagination.js";
import type { Platform } from "../ports/platform.js";

const role = z.enum(ROLES, { error: "role must be owner, admin or member" });
const INVITE_BODY = z.object({ email: z.string({ error: "email is required" }), role: role.optional() });
const ROLE_BODY = z.object({ role: z.enum(ROLES, { error: "role is required: owner, admin or member" }) });
const ORGANIZATION_BODY = z.object({
  organization_id: z.string({ error: "organization_id is required" }).min(1, "organization_id is required"),
});

/** Notices after a form post, by code: the page never shows text taken from its address. */
const NOTICES: Record<string, string> = {
  invited: "Invitation sent.",
  resent: "Invitation sent again, with a new link valid for 7 days.",
  revoked: "Invitation revoked: its link no longer works.",
  role: "Role changed.",
  removed: "Member removed.",
};

/**
 * A signed-in page's work, or the sign-in page when signed out (a form post signs in back to `back`, the page the
 * form was on); envelope errors become a page in the dashboard's frame with their status and a Back link.
 */
async function page(
  platform: Platform,
  request: HttpRequest,
  back: string,
  work: (session: PageSession) => Promise<Reply>,
): Promise<Reply> {
  const from = request.method === "POST" ? { ...request, path: back, query: {} } : request;
  const found = await requirePageSession(platform, from);
  if ("redirect" in found) return found.redirect;
  const { session } = found;
  try {
    return await work(session);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return problemPage(session, error.status, error.message, back);
  }
}

export const memberRoutes = [
  // ---- API ----
  route({
    method: "GET",
    path: "/organizations/invitations",
    auth: "credential",
    permission: null,
    sessionOnly: true,
    summary: "Pending invitations (expired ones included, to resend); dashboard session only",
    query: z.object(listQuery),
    handler: async ({ platform, principal, query, now }) => {
      const pageReq = pageRequest(query);
      const result = await listInvitations(platform, principal, pageReq, query.page_token, now);
      return ok(listBody("invitations", result, pageReq.limit, (i) => i));
    },
  }),
  route({
    method: "POST",
    path: "/organizations/invitations",
    auth: "credential",
    permission: null,
    sessionOnly: true,
    summary: "Invite an address (valid 7 days for it only; mailed); 409 when already a member or invited",
    body: INVITE_BODY,
    handler: async ({ platform, principal, body, now }) =>
      created(await createInvitation(platform, principal, body, now)),
  }),
  route({
    method: "DELETE",
    path: "/organizations/invitations/{invitation_id}",
    auth: "credential",
    permission: null,
    sessionOnly: true,
    summary: "Revoke an invitation: its link stops working",
    handler: async ({ platform, principal, params, now }) =>
      ok(await revokeInvitation(platform, principal, params.invitation_id, now)),
  }),
  route({
    method: "POST",
    path: "/organizations/invitations/{invitation_id}/resend",
    auth: "credential",
    permission: null,
    sessionOnly: true,
    summary: "Send an invitation again: a new link, valid 7 days from now",
    handler: async ({ platform, principal, params, now }) =>
      ok(await resendInvitation(platform, principal, params.invitation_id, now)),
  }),
  route({
    method: "GET",
    path: "/organizations/members",
    auth: "credential",
    permission: null,
    scopes: ["organization"],
    scopeMessage: "Only organization-scoped credentials may list members",
    summary: "Members, oldest first (ascending=false: newest first)",
    query: z.object(listQuery),
    handler: async ({ platform, scope, query }) => {
      const pageReq = pageRequest(query, { ascending: true });
      const result = await listMembers(platform, scope.organizationId, pageReq, query.page_token);
      return ok(listBody("members", result, pageReq.limit, (m) => m));
    },
  }),
  route({
    method: "PATCH",
    path: "/organizations/members/{user_id}",
    auth: "credential",
    permission: null,
    sessionOnly: true,
    summary: "Change a member's role; only owners touch the owner role; the last owner cannot be demoted (409)",
    body: ROLE_BODY,
    handler: async ({ platform, principal, params, body, now }) =>
      ok(await changeMemberRole(platform, principal, params.user_id, body.role, now)),
  }),
  route({
    method: "DELETE",
    path: "/organizations/members/{user_id}",
    auth: "credential",
    permission: null,
    sessionOnly: true,
    summary: "Remove a member, or leave with one's own user_id; the last owner cannot leave (409)",
    handler: async ({ platform, principal, params, now }) =>
      ok(await removeMember(platform, principal, params.user_id, now)),
  }),

  // ---- dashboard /auth routes ----
  route({
    method: "GET",
    path: "/auth/invitations/{token}",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "An invitation by its link's token: organization_name, masked email, state; 404 unknown; 429 Retry-After",
    handler: async ({ platform, request, params, now }) => {
      await chargeSignIn(platform, "invitation_lookup", { ip: request.ip }, now);
      return ok(await describeInvitation(platform, params.token, now));
    },
  }),
  route({
    method: "GET",
    path: "/auth/organizations",
    absolute: true,
    auth: "session",
    permission: null,
    summary: "The signed-in person's organizations with their role, the session's current one marked",
    handler: async ({ platform, principal }) => ok(await listMyOrganizations(platform, principal)),
  }),
  route({
    method: "POST",
    path: "/auth/organizations/switch",
    absolute: true,
    auth: "session",
    permission: null,
    summary: "The session acts in another of the person's organizations (a form: 303 to /inboxes)",
    rawBody: true,
    handler: async ({ platform, principal, request, now }) => {
      const { form, params } = formOrJson(request);
      const { organization_id } = parseWith(ORGANIZATION_BODY, params);
      if (!form) return ok(await switchOrganization(platform, principal, organization_id, now));
      return asPage(async () => {
        const result = await switchOrganization(platform, principal, organization_id, now);
        return seeOther(result.redirect_to);
      });
    },
  }),
  route({
    method: "POST",
    path: "/auth/pending/organization",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Complete a sign-in held for the organization choice (mm_signin); a form: 303 to where it started",
    rawBody: true,
    handler: async ({ platform, request, now }) => {
      checkOrigin(platform, request);
      const { form, params } = formOrJson(request);
      const { organization_id } = parseWith(ORGANIZATION_BODY, params);
      const choose = async () => {
        await chargeSignIn(platform, "pending_organization", { ip: request.ip }, now);
        return choosePendingOrganization(platform, request.cookies[SIGNIN_COOKIE], organization_id, now);
      };
      return signInStepAnswer(form, choose);
    },
  }),

  // ---- pages ----
  route({
    method: "GET",
    path: "/login/organization",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "The sign-in's organization step (HTML): one button per organization of the person",
    handler: async ({ platform, request, now }) =>
      asPage(async () => {
        const step = await pendingOrganizationStep(platform, request.cookies[SIGNIN_COOKIE], now);
        return organizationChoicePage(step.email, step.organizations);
      }),
  }),
  route({
    method: "GET",
    path: "/organizations",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "The person's organizations (HTML), with a switch button",
    handler: async ({ platform, request }) =>
      page(platform, request, "/organizations", async (session) => {
        const { organizations } = await listMyOrganizations(platform, session.principal);
        return organizationsPage(session, organizations);
      }),
  }),
  route({
    method: "GET",
    path: "/members",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Members and invitations (HTML): role change, removal, invite, resend and revoke for those allowed",
    query: z.object({ done: q.string(), dev_link: q.string() }),
    handler: async ({ platform, request, query, now }) =>
      page(platform, request, "/members", async (session) => {
        const { principal } = session;
        const { userId } = requireSession(principal);
        const self = await readMembership(platform.db, principal.organizationId, userId);
        if (!self) throw forbidden("Not a member of this organization");
        const all = { limit: MAX_LIMIT, ascending: true };
        const members = await listMembers(platform, principal.organizationId, all, undefined);
        const manager = self.role === "owner" || self.role === "admin";
        const invitations = manager
          ? (await listInvitations(platform, principal, { ...all, ascending: false }, undefined, now)).items
          : null;
        // Only this server's own invitation link, and only in development.
        const linkPrefix = `${platform.config.publicUrl}/login?invitation_token=`;
        const devLink =
          platform.config.stage === "development" && query.dev_link?.startsWith(linkPrefix)
            ? query.dev_link
            : undefined;
        return membersPage(session, {
          members: members.items,
          invitations,
          self: { user_id: userId, role: self.role },
          notice: query.done ? NOTICES[query.done] : undefined,
          devLink,
        });
      }),
  }),
  route({
    method: "POST",
    path: "/members/invitations",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "The invite form: 303 back to /members",
    rawBody: true,
    handler: async ({ platform, request, now }) =>
      page(platform, request, "/members", async (session) => {
        const body = parseWith(INVITE_BODY, formFields(platform, request));
        const invitation = await createInvitation(platform, session.principal, body, now);
        return seeOther(membersUrl("invited", invitation.dev_link));
      }),
  }),
  route({
    method: "POST",
    path: "/members/invitations/{invitation_id}/resend",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "The resend button: 303 back to /members",
    rawBody: true,
    handler: async ({ platform, request, params, now }) =>
      page(platform, request, "/members", async (session) => {
        formFields(platform, request);
        const invitation = await resendInvitation(platform, session.principal, params.invitation_id, now);
        return seeOther(membersUrl("resent", invitation.dev_link));
      }),
  }),
  route({
    method: "POST",
    path: "/members/invitations/{invitation_id}/revoke",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "The revoke button: 303 back to /members",
    rawBody: true,
    handler: async ({ platform, request, params, now }) =>
      page(platform, request, "/members", async (session) => {
        formFields(platform, request);
        await revokeInvitation(platform, session.principal, params.invitation_id, now);
        return seeOther(membersUrl("revoked"));
      }),
  }),
  route({
    method: "POST",
    path: "/members/{user_id}/role",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "The role form: 303 back to /members",
    rawBody: true,
    handler: async ({ platform, request, params, now }) =>
      page(platform, request, "/members", async (session) => {
        const body = parseWith(ROLE_BODY, formFields(platform, request));
        await changeMemberRole(platform, session.principal, params.user_id, body.role, now);
        return seeOther(membersUrl("role"));
      }),
  }),
  route({
    method: "POST",
    path: "/members/{user_id}/remove",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "The remove (or leave) button: 303 back to /members, or to /organizations after leaving",
    rawBody: true,
    handler: async ({ platform, request, params, now }) =>
      page(platform, request, "/members", async (session) => {
        formFields(platform, request);
        await removeMember(platform, session.principal, params.user_id, now);
        // After leaving, this session no longer acts anywhere: the sign-in picks the next organization.
        return seeOther(params.user_id === session.principal.userId ? "/login" : membersUrl("removed"));
      }),
  }),
];

function membersUrl(done: string, devLink?: string): string {
  return `/members?${new URLSearchParams({ done, ...(devLink ? { dev_link: devLink } : {}) })}`;
}
