// The server-rendered pages' primitives (escaping, the page with its CSP, a page's session) and the pages of
// sign-in, agent claim, OAuth consent and device approval. Every value is escaped, no script runs, and the
// Content-Security-Policy allows only the page's own nonce'd style and forms posting to this service (and, after a
// consent, the client's redirect origin).
import { randomBytes } from "node:crypto";
import { SESSION_COOKIE } from "../auth/cookies.js";
import type { Principal } from "../auth/principal.js";
import { ApiError } from "../errors.js";
import { principalFromSession } from "../http/authenticate.js";
import type { HttpRequest, Reply } from "../http/request.js";
import type { Platform } from "../ports/platform.js";

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const e = escapeHtml;

// Signed-in pages (they have the dashboard's header) get a wider column for their tables.
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#222}
body:has(>header){max-width:72rem;margin-top:1rem}
th{white-space:nowrap}h1{font-size:1.4rem}h2{font-size:1.2rem;margin-top:2rem}h3{font-size:1.05rem}
fieldset{border:1px solid #ccc;margin:1rem 0}li{margin:.2rem 0}
button{font:inherit;padding:.4rem 1rem;margin-right:.5rem}.muted{color:#595959;font-size:.9rem}
a{color:#0645ad}a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,
summary:focus-visible,iframe:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
input,select,textarea{font:inherit;padding:.3rem;max-width:100%}textarea{width:100%}
header{border-bottom:1px solid #ccc;padding-bottom:.5rem}header form{display:inline}
header nav ul{list-style:none;padding:0;margin:.5rem 0;display:flex;flex-wrap:wrap;gap:1rem}
[aria-current=page]{font-weight:bold}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
table{border-collapse:collapse;width:100%;margin:.5rem 0}caption{text-align:left;font-weight:bold;padding:.3rem 0}
th,td{border:1px solid #ccc;padding:.35rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
thead th{background:#f2f2f2}table.headers{width:auto}table.headers th{background:#f7f7f7}
form.inline{display:inline}.labels{list-style:none;padding:0;margin:0}.labels li{display:inline-block;
border:1px solid #999;border-radius:3px;padding:0 .3rem;margin:0 .2rem .2rem 0;font-size:.85rem}
.badge{display:inline-block;border-radius:3px;padding:0 .4rem;font-size:.85rem;font-weight:bold;border:1px solid}
.level-verified{background:#e6f4ea;color:#0b5a23}.level-known{background:#e8f0fe;color:#174ea6}
.level-unknown{background:#f1f3f4;color:#3c4043}.level-suspicious{background:#fef7e0;color:#7a4b00}
.level-quarantined{background:#fce8e6;color:#8c1d18}
.notice{border:1px solid #0b5a23;background:#e6f4ea;padding:.5rem}
.withheld{border:2px solid #8c1d18;background:#fce8e6;padding:.5rem 1rem}
.hidden-box{border:2px dashed #7a4b00;background:#fef7e0;padding:.5rem 1rem}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f7f7f7;padding:.5rem}
iframe{width:100%;min-height:24rem;border:1px solid #ccc}article{border-top:2px solid #ccc;margin-top:1.5rem}`;

export interface PageChrome {
  /** Shown above the page's heading (the dashboard's header and navigation). */
  header?: string;
  /** The page embeds this service's own documents in iframes (the message body). */
  frames?: boolean;
}

/** A complete page with its security headers. `formTargets`: origins forms (and their redirects) may go to. */
export function htmlPage(
  status: number,
  title: string,
  body: string,
  formTargets: readonly string[] = [],
  chrome: PageChrome = {},
): Reply {
  const nonce = randomBytes(16).toString("base64");
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    ...(chrome.frames ? ["frame-src 'self'"] : []),
    `form-action 'self'${formTargets.map((t) => ` ${t}`).join("")}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="same-origin"><title>${e(title)}</title><style nonce="${nonce}">${STYLE}</style></head><body>${chrome.header ?? ""}<main id="main"><h1>${e(title)}</h1>${body}</main></body></html>`;
  return {
    status,
    raw: html,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": csp,
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      // Not no-referrer: under it Chromium posts our own forms with "Origin: null", which the CSRF check refuses.
      "referrer-policy": "same-origin",
      "cache-control": "no-store",
    },
  };
}

export function errorPage(status: number, title: string, message: string): Reply {
  return htmlPage(status, title, `<p>${e(message)}</p>`);
}

export function signInPage(loginUrl: string, why = "An application is asking for access to your mail."): Reply {
  return htmlPage(
    200,
    "Sign in to continue",
    `<p>${e(why)} Sign in first, then come back to this page.</p><p><a href="${e(loginUrl)}">Sign in</a></p>`,
  );
}

/** The signed-in person of a page request, if any (pages answer everyone; what they show depends on it). */
export async function pageSession(platform: Platform, request: HttpRequest): Promise<Principal | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  return token ? principalFromSession(platform, token) : undefined;
}

/** The dashboard's sign-in, coming back to this page afterwards. */
export function loginUrl(platform: Platform, request: HttpRequest): string {
  const query = new URLSearchParams();
  for (const [name, values] of Object.entries(request.query)) for (const v of values) query.append(name, v);
  const next = `${request.path}${query.size ? `?${query}` : ""}`;
  return `${platform.config.publicUrl}/login?next=${encodeURIComponent(next)}`;
}

/** An envelope error of a page's lookup, shown as a page. */
export async function asPage(work: () => Promise<Reply>): Promise<Reply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    // The error's headers stay (a 429's Retry-After).
    const page = errorPage(error.status, "Cannot continue", error.message);
    return { ...page, headers: { ...page.headers, ...error.headers } };
  }
}

/** A sign-in step's answer: JSON (200) to an API caller; to the page's form, 303 onward or the refusal as a page. */
export async function signInStepAnswer(
  form: boolean,
  step: () => Promise<{ body: { redirect_to: string }; cookies: string[] }>,
): Promise<Reply> {
  if (!form) {
    const result = await step();
    return { status: 200, json: result.body, cookies: result.cookies };
  }
  return asPage(async () => {
    const result = await step();
    return { status: 303, headers: { location: result.body.redirect_to }, cookies: result.cookies };
  });
}

/** `next` only ever names a path on this server. */
function safeNext(next: string | undefined): string {
  return next?.startsWith("/") && !next.startsWith("//") && !next.includes("\\") ? next : "/";
}

const PROVIDER_LABELS: Record<string, string> = {
  google: "Google",
  github: "GitHub",
  apple: "Apple",
  microsoft: "Microsoft",
};

/** Why a sign-in came back to /login (`?error=`), in plain words. */
const SIGN_IN_ERRORS: Record<string, string> = {
  signin_failed: "Signing in did not work. Please try again.",
  access_denied: "The sign-in was cancelled at the provider, so you are not signed in.",
  unverified:
    "The provider did not confirm that this email address is yours, and this server cannot email you a code. Use another way to sign in.",
  linked: "This email address already signs in another way. Use that way to sign in.",
  mfa: "Your account needs a second step this server cannot offer here. Use another way to sign in.",
  methods: "Your organization does not allow this way of signing in. Use the one it requires.",
  codes_paused: "Too many sign-in codes were asked for this email address. Wait a while (up to an hour) and try again.",
};

export interface SignInOptions {
  /** Configured social providers, one button each. */
  providers?: readonly string[];
  /** Whether the email code form is offered. */
  emailCode?: boolean;
  /** The reason a previous attempt failed (`/login?error=`). */
  error?: string;
  /** An invitation link's token: it goes with the sign-in, which accepts the invitation. */
  invitationToken?: string;
}

/** The sign-in page: an email address for a code, and one button per social provider. */
export function signInForm(next: string | undefined, options: SignInOptions = {}): Reply {
  const target = safeNext(next);
  const reason =
    options.error === undefined ? undefined : (SIGN_IN_ERRORS[options.error] ?? SIGN_IN_ERRORS.signin_failed);
  const alert = reason ? `<p role="alert"><b>${e(reason)}</b></p>` : "";
  const invitation = options.invitationToken
    ? `<input type="hidden" name="invitation_token" value="${e(options.invitationToken)}">`
    : "";
  const emailCode =
    options.emailCode === false
      ? ""
      : `<form method="post" action="/auth/email/start"><input type="hidden" name="next" value="${e(target)}">${invitation}<label>Email address <input type="email" name="email" autocomplete="email" required></label> <button type="submit">Send me a code</button></form><p class="muted">We email you a 6-digit code, valid 10 minutes.</p>`;
  // Links, not forms: the trip to the provider is a plain navigation (a form's redirect would meet form-action).
  const providers = (options.providers ?? []).map((name) => {
    const query = new URLSearchParams({ next: target });
    if (options.invitationToken) query.set("invitation_token", options.invitationToken);
    const href = `/auth/social/${encodeURIComponent(name)}?${query}`;
    return `<li><a href="${e(href)}">Continue with ${e(PROVIDER_LABELS[name] ?? name)}</a></li>`;
  });
  const social = providers.length
    ? `<nav aria-label="Sign in with another account"><ul>${providers.join("")}</ul></nav>`
    : "";
  return htmlPage(200, "Sign in", `${alert}${emailCode}${social}`);
}

/** The code step, of an email sign-in or of a social sign-in's extra step; where it leads was kept when it started. */
export function codeForm(devCode?: string, step: "email" | "pending" = "email"): Reply {
  const dev = devCode ? `<p class="muted">Development mode: your code is <b>${e(devCode)}</b>.</p>` : "";
  const why =
    step === "pending"
      ? "<p>Your provider did not confirm your email address, so we emailed you a 6-digit code. Enter it to finish signing in.</p>"
      : "";
  const action = step === "pending" ? "/auth/pending/verify" : "/auth/email/verify";
  return htmlPage(
    200,
    "Enter your code",
    `${why}${dev}<form method="post" action="${action}"><label>Code <input name="code" inputmode="numeric" pattern="[0-9]{6}" autocomplete="one-time-code" required></label> <button type="submit">Sign in</button></form>`,
  );
}

export function claimCodeForm(): Reply {
  return htmlPage(
    200,
    "Claim an agent",
    `<p>An AI agent registered itself and gave you a 6-digit code. Enter it to make the agent and its inbox part of your organization.</p><form method="get" action="/claim"><label>Code <input name="user_code" inputmode="numeric" pattern="[0-9]{6}" autocomplete="off" required></label> <button type="submit">Continue</button></form>`,
  );
}

export interface ClaimView {
  agent_id: string;
  name: string | null;
  registration_type: string;
  created_at: string;
  user_code: string;
  sandbox_inbox: { inbox_id: string } | null;
}

export function claimPage(view: ClaimView, organizationName: string, attemptToken?: string): Reply {
  const hidden = `<input type="hidden" name="user_code" value="${e(view.user_code)}">${
    attemptToken ? `<input type="hidden" name="claim_attempt_token" value="${e(attemptToken)}">` : ""
  }`;
  const body = `<p>The agent <b>${e(view.name ?? view.agent_id)}</b> <span class="muted">(its own description; ${e(view.agent_id)}, registered ${e(view.created_at)})</span> asks to join <b>${e(organizationName)}</b>.</p>
${view.sandbox_inbox ? `<p>Its inbox <b>${e(view.sandbox_inbox.inbox_id)}</b> moves into your organization's default pod and stays.</p>` : ""}
<p>It gets every permission in your organization, and you become responsible for the mail it sent before. Claim it only if you started this agent.</p>
<form method="post" action="/auth/claim">${hidden}<button type="submit">Claim</button></form>`;
  return htmlPage(200, "Claim this agent?", body);
}

export function claimDonePage(view: { agent_id: string; name: string | null }): Reply {
  return htmlPage(
    200,
    "Agent claimed",
    `<p><b>${e(view.name ?? view.agent_id)}</b> is now part of your organization. It receives its new token the next time it polls; earlier tokens no longer work. You can revoke it at any time.</p>`,
  );
}

interface ChoiceView {
  pods: ReadonlyArray<{ pod_id: string; name: string }>;
  inboxes: ReadonlyArray<{ inbox_id: string; display_name: string | null }>;
}

function targetFieldset(choices: ChoiceView): string {
  const radio = (value: string, label: string, checked = false) =>
    `<li><label><input type="radio" name="target" value="${e(value)}"${checked ? " checked" : ""}> ${label}</label></li>`;
  return `<fieldset><legend>What it may reach</legend><ul>${[
    radio("organization", "The whole organization", true),
    ...choices.pods.map((p) => radio(`pod:${p.pod_id}`, `Pod <b>${e(p.name)}</b>`)),
    ...choices.inboxes.map((i) =>
      radio(`inbox:${i.inbox_id}`, `Inbox <b>${e(i.inbox_id)}</b>${i.display_name ? ` (${e(i.display_name)})` : ""}`),
    ),
  ].join("")}</ul></fieldset>`;
}

function scopeList(scopes: ReadonlyArray<{ name: string; description: string }>): string {
  return `<ul>${scopes.map((s) => `<li>${e(s.description)} <span class="muted">(${e(s.name)})</span></li>`).join("")}</ul>`;
}

export interface ConsentView extends ChoiceView {
  request_id: string;
  client: { client_id: string; client_name: string | null; client_uri: string | null };
  redirect_uri: string;
  scopes: ReadonlyArray<{ name: string; description: string }>;
  csrf_token: string;
}

export function consentPage(view: ConsentView): Reply {
  const name = view.client.client_name ?? view.client.client_id;
  const hidden = `<input type="hidden" name="request" value="${e(view.request_id)}"><input type="hidden" name="csrf_token" value="${e(view.csrf_token)}">`;
  const body = `<p><b>${e(name)}</b> wants to use your mail account.</p>
<p class="muted">Application: ${e(view.client.client_id)}${view.client.client_uri ? ` · ${e(view.client.client_uri)}` : ""}<br>It will return to: ${e(view.redirect_uri)}</p>
<p>It asks to:</p>${scopeList(view.scopes)}
<form method="post" action="/auth/oauth/authorize/approve">${hidden}${targetFieldset(view)}<button type="submit">Allow</button></form>
<form method="post" action="/auth/oauth/authorize/deny">${hidden}<button type="submit">Deny</button></form>`;
  return htmlPage(200, "Allow access?", body, [new URL(view.redirect_uri).origin]);
}

export function deviceCodeForm(): Reply {
  return htmlPage(
    200,
    "Connect a device",
    `<form method="get" action="/oauth/device"><label>Code shown on your device <input name="user_code" autocomplete="off" required></label> <button type="submit">Continue</button></form>`,
  );
}

export interface DeviceView extends ChoiceView {
  user_code: string;
  client: { client_name: string | null; client_id: string };
  scopes: ReadonlyArray<{ name: string; description: string }>;
  csrf_token: string;
}

export function devicePage(view: DeviceView): Reply {
  const hidden = `<input type="hidden" name="user_code" value="${e(view.user_code)}"><input type="hidden" name="csrf_token" value="${e(view.csrf_token)}">`;
  const body = `<p><b>${e(view.client.client_name ?? view.client.client_id)}</b> with the code <b>${e(view.user_code)}</b> wants to use your mail account. Allow it only if you started this on your own device and it shows this code.</p>
<p>It asks to:</p>${scopeList(view.scopes)}
<form method="post" action="/auth/cli/device/approve">${hidden}${targetFieldset(view)}<button type="submit">Allow</button></form>
<form method="post" action="/auth/cli/device/deny">${hidden}<button type="submit">Deny</button></form>`;
  return htmlPage(200, "Connect a device?", body);
}

export function deviceDonePage(status: "approved" | "denied"): Reply {
  return htmlPage(
    200,
    status === "approved" ? "Device connected" : "Request denied",
    status === "approved"
      ? "<p>You can go back to your device.</p>"
      : "<p>The device was not given access. You can close this page.</p>",
  );
}
