import { z } from "zod";
import { SESSION_COOKIE, SIGNIN_COOKIE } from "../auth/cookies.js";
import { readUser } from "../db/sessions.js";
import { getOrganization } from "../domain/organizations.js";
import { emailCodeAvailable, signOut, startSignIn, takeFirstKey, verifySignIn } from "../domain/sign-in.js";
import { notFound } from "../errors.js";
import { ok, route } from "../http/route.js";
import { checkOrigin } from "../http/router.js";

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
    summary: "Send a 6-digit sign-in code; sets the mm_signin cookie (202, same answer for any address)",
    body: z.object({
      email: z.string({ error: "email is required" }),
      next: z.string().optional(),
      invitation_token: z.string().optional(),
    }),
    handler: async ({ platform, request, body, now }) => {
      checkOrigin(platform, request);
      const result = await startSignIn(
        platform,
        { email: body.email, next: body.next, invitationToken: body.invitation_token },
        now,
      );
      return { status: 202, json: result.body, cookies: [result.cookie] };
    },
  }),
  route({
    method: "POST",
    path: "/auth/email/verify",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "Check the code; signs in with the mm_session cookie",
    body: z.object({ code: z.string({ error: "code is required" }) }),
    handler: async ({ platform, request, body, now }) => {
      const result = await verifySignIn(platform, request.cookies[SIGNIN_COOKIE], body.code, now);
      return { status: 200, json: result.body, cookies: result.cookies };
    },
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
      if (!user) throw notFound("User not found");
      const org = await getOrganization(platform, principal.organizationId);
      return ok({
        user_id: user.userId,
        email: user.email,
        name: user.name ?? null,
        role: user.role,
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
