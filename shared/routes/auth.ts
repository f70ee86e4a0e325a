import { z } from "zod";
import { SESSION_COOKIE, SIGNIN_COOKIE } from "../auth/cookies.js";
import { asPage, codeForm, signInForm } from "../dashboard/pages.js";
import { readMembership } from "../db/memberships.js";
import { readUser } from "../db/sessions.js";
import { getOrganization } from "../domain/organizations.js";
import { emailCodeAvailable, signOut, startSignIn, takeFirstKey, verifySignIn } from "../domain/sign-in.js";
import { notFound } from "../errors.js";
import { ok, route } from "../http/route.js";
import { checkOrigin } from "../http/router.js";
import { formOrJson, parseWith, q } from "../http/validation.js";

const START_BODY = z.object({
  email: z.string({ error: "email is required" }),
  next: z.string().optional(),
  invitation_token: z.string().optional(),
});
const VERIFY_BODY = z.object({ code: z.string({ error: "code is required" }) });

export const authRoutes = [
  route({
    method: "GET",
    path: "/auth/config",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Which sign-in methods this server offers",
    handler: async ({ platform }) =>
      ok({
        workos: false,
        email_code: emailCodeAvailable(platform),
        providers: [],
        magic_link: false,
        password: false,
        authkit: false,
      }),
  }),
  route({
    method: "POST",
    path: "/auth/email/start",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Send a 6-digit sign-in code; sets the mm_signin cookie (202, same answer for any address; a form: 303)",
    rawBody: true,
    handler: async ({ platform, request, now }) => {
      checkOrigin(platform, request);
      const { form, params } = formOrJson(request);
      const body = parseWith(START_BODY, params);
      const start = () =>
        startSignIn(platform, { email: body.email, next: body.next, invitationToken: body.invitation_token }, now);
      if (!form) {
        const result = await start();
        return { status: 202, json: result.body, cookies: [result.cookie] };
      }
      // The sign-in page's form: on to the code page (in development with the code, as the JSON answer has it).
      return asPage(async () => {
        const result = await start();
        const query = result.body.dev_code ? `?${new URLSearchParams({ dev_code: result.body.dev_code })}` : "";
        return { status: 303, headers: { location: `/login/verify${query}` }, cookies: [result.cookie] };
      });
    },
  }),
  route({
    method: "POST",
    path: "/auth/email/verify",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Check the code; signs in with the mm_session cookie (a form: 303 to where the sign-in started)",
    rawBody: true,
    handler: async ({ platform, request, now }) => {
      const { form, params } = formOrJson(request);
      const { code } = parseWith(VERIFY_BODY, params);
      const verify = () => verifySignIn(platform, request.cookies[SIGNIN_COOKIE], code, now);
      if (!form) {
        const result = await verify();
        return { status: 200, json: result.body, cookies: result.cookies };
      }
      return asPage(async () => {
        const result = await verify();
        return { status: 303, headers: { location: result.body.redirect_to }, cookies: result.cookies };
      });
    },
  }),
  route({
    method: "GET",
    path: "/login",
    absolute: true,
    auth: "none",
    permission: null,
    query: z.object({ next: q.string(), invitation_token: q.string() }),
    summary: "The sign-in page (HTML): email code, coming back to `next` (a path on this server)",
    handler: async ({ query }) => signInForm(query.next, query.invitation_token),
  }),
  route({
    method: "GET",
    path: "/login/verify",
    absolute: true,
    auth: "none",
    permission: null,
    query: z.object({ dev_code: q.string() }),
    summary: "The sign-in page's second step (HTML): the code from the email",
    handler: async ({ platform, query }) =>
      codeForm(platform.config.stage === "development" ? query.dev_code : undefined),
  }),
  route({
    method: "GET",
    path: "/auth/me",
    absolute: true,
    auth: "session",
    permission: null,
    summary: "The signed-in person and their organization",
    handler: async ({ platform, principal }) => {
      const user = await readUser(platform.db, principal.email ?? "");
      const member = await readMembership(platform.db, principal.organizationId, principal.userId ?? "");
      if (!user || !member) throw notFound("User not found");
      const org = await getOrganization(platform, principal.organizationId);
      return ok({
        user_id: user.userId,
        email: user.email,
        name: user.name ?? null,
        role: member.role,
        organization_id: org.organizationId,
        organization: { organization_id: org.organizationId, name: org.name, slug: org.slug },
      });
    },
  }),
  route({
    method: "GET",
    path: "/auth/first-key",
    absolute: true,
    auth: "session",
    permission: null,
    summary: "The organization's first key, once, within 10 minutes of the first sign-in",
    handler: async ({ platform, request, now }) =>
      ok(await takeFirstKey(platform, request.cookies[SESSION_COOKIE] ?? "", now)),
  }),
  route({
    method: "POST",
    path: "/auth/logout",
    absolute: true,
    auth: "session",
    permission: null,
    summary: "End the session",
    handler: async ({ platform, request }) => {
      const cookie = await signOut(platform, request.cookies[SESSION_COOKIE] ?? "");
      return { status: 200, json: { ok: true }, cookies: [cookie] };
    },
  }),
];
