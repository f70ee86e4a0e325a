import { z } from "zod";
import { SESSION_COOKIE, SIGNIN_COOKIE } from "../auth/cookies.js";
import { asPage, codeForm, signInForm, signInStepAnswer } from "../dashboard/pages.js";
import { readMembership } from "../db/memberships.js";
import { readUser } from "../db/sessions.js";
import { pendingOrganizationStep } from "../domain/members.js";
import { getOrganization } from "../domain/organizations.js";
import { emailCodeAvailable, signOut, startSignIn, takeFirstKey, verifySignIn } from "../domain/sign-in.js";
import { chargeEmailStart, emailOfSignIn, limitCodeCheck } from "../domain/sign-in-limits.js";
import {
  finishSocialSignIn,
  pendingEmail,
  pendingStep,
  socialProviderNames,
  startSocialSignIn,
  verifyPending,
} from "../domain/social-sign-in.js";
import { ApiError, notFound } from "../errors.js";
import type { HttpRequest } from "../http/request.js";
import { ok, route } from "../http/route.js";
import { checkOrigin } from "../http/router.js";
import { formOrJson, parseWith, q } from "../http/validation.js";

const START_BODY = z.object({
  email: z.string({ error: "email is required" }),
  next: z.string().optional(),
  invitation_token: z.string().optional(),
});
const VERIFY_BODY = z.object({ code: z.string({ error: "code is required" }) });

/** The request's query as the provider sent it (every parameter, for openid-client's checks). */
function rawQuery(request: HttpRequest): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, values] of Object.entries(request.query)) for (const v of values) query.append(name, v);
  return query;
}

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
        providers: socialProviderNames(platform),
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
      const start = async () => {
        // Every bucket of an email start, then the code rules of the address (trimmed, lowercased).
        await chargeEmailStart(platform, { ip: request.ip, email: body.email }, now);
        return startSignIn(
          platform,
          { email: body.email, next: body.next, invitationToken: body.invitation_token },
          now,
        );
      };
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
      const token = request.cookies[SIGNIN_COOKIE];
      const verify = async () =>
        limitCodeCheck(
          platform,
          "email_verify",
          { ip: request.ip, email: await emailOfSignIn(platform, token) },
          () => verifySignIn(platform, token, code, now),
          now,
        );
      return signInStepAnswer(form, verify);
    },
  }),
  route({
    method: "GET",
    path: "/login",
    absolute: true,
    auth: "none",
    permission: null,
    query: z.object({ next: q.string(), error: q.string(), invitation_token: q.string() }),
    summary: "The sign-in page (HTML): email code and social providers, coming back to `next` (a path on this server)",
    handler: async ({ platform, query }) =>
      signInForm(query.next, {
        providers: socialProviderNames(platform),
        emailCode: emailCodeAvailable(platform),
        error: query.error,
        invitationToken: query.invitation_token,
      }),
  }),
  route({
    method: "GET",
    path: "/login/verify",
    absolute: true,
    auth: "none",
    permission: null,
    query: z.object({ dev_code: q.string(), step: q.string() }),
    summary: "The code from the email (HTML): of an email sign-in, or (step=pending) of a social sign-in's extra step",
    handler: async ({ platform, query }) =>
      codeForm(
        platform.config.stage === "development" ? query.dev_code : undefined,
        query.step === "pending" ? "pending" : "email",
      ),
  }),
  route({
    method: "GET",
    path: "/auth/social/{provider}",
    absolute: true,
    auth: "none",
    permission: null,
    query: z.object({ next: q.string(), invitation_token: q.string() }),
    summary: "Sign in with a social provider (google, github, apple, microsoft, as /auth/config lists): 302 to it",
    handler: async ({ platform, params, query, now }) => {
      const trip = await startSocialSignIn(
        platform,
        params.provider,
        { next: query.next, invitationToken: query.invitation_token },
        now,
      );
      return { status: 302, headers: { location: trip.location, "cache-control": "no-store" }, cookies: trip.cookies };
    },
  }),
  route({
    method: "GET",
    path: "/auth/callback",
    absolute: true,
    auth: "none",
    permission: null,
    query: z.object({
      code: q.string(),
      state: q.string(),
      error: q.string(),
      error_description: q.string(),
      invitation_token: q.string(),
    }),
    summary: "Where the provider returns: 302 signed in to `next`, to the code step, or to /login?error=<reason>",
    handler: async ({ platform, request, now }) => {
      const done = await finishSocialSignIn(
        platform,
        { token: request.cookies[SIGNIN_COOKIE], query: rawQuery(request), ip: request.ip },
        now,
      );
      return { status: 302, headers: { location: done.location, "cache-control": "no-store" }, cookies: done.cookies };
    },
  }),
  route({
    method: "GET",
    path: "/auth/pending",
    absolute: true,
    auth: "none",
    permission: null,
    summary:
      "The extra sign-in step in progress behind mm_signin (the organization choice, or a social sign-in's emailed code); 404 if none",
    handler: async ({ platform, request, now }) => {
      const token = request.cookies[SIGNIN_COOKIE];
      const held = await pendingOrganizationStep(platform, token, now).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      });
      return ok(held ?? (await pendingStep(platform, token, now)));
    },
  }),
  route({
    method: "POST",
    path: "/auth/pending/verify",
    absolute: true,
    auth: "none",
    permission: null,
    summary: "The emailed code of a social sign-in's extra step; signs in (a form: 303 to where the sign-in started)",
    rawBody: true,
    handler: async ({ platform, request, now }) => {
      checkOrigin(platform, request);
      const { form, params } = formOrJson(request);
      const { code } = parseWith(VERIFY_BODY, params);
      const token = request.cookies[SIGNIN_COOKIE];
      const verify = async () =>
        limitCodeCheck(
          platform,
          "pending_verify",
          { ip: request.ip, email: await pendingEmail(platform, token, now) },
          () => verifyPending(platform, token, code, now),
          now,
        );
      return signInStepAnswer(form, verify);
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
    summary: "End the session (the dashboard's form post: 303 to /login)",
    rawBody: true,
    handler: async ({ platform, request }) => {
      const cookie = await signOut(platform, request.cookies[SESSION_COOKIE] ?? "");
      // The dashboard header's form (no body needed); JSON callers keep their answer.
      const form = (request.headers["content-type"] ?? "")
        .toLowerCase()
        .startsWith("application/x-www-form-urlencoded");
      if (form) return { status: 303, headers: { location: "/login" }, cookies: [cookie] };
      return { status: 200, json: { ok: true }, cookies: [cookie] };
    },
  }),
];
