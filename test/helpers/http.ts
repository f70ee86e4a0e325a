// A small HTTP client for tests against the local runtime started in test/global-setup.ts.
import { randomUUID } from "node:crypto";
import { inject } from "vitest";

export const baseUrl = (): string => inject("baseUrl");

export interface CallOptions {
  key?: string;
  cookie?: string;
  body?: unknown;
  /** Sent as is (not JSON-encoded). */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
}

export interface Response<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
  cookies: string[];
}

export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<Response<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | Buffer | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, body: json as T, text, headers: res.headers, cookies: res.headers.getSetCookie() };
}

/** "name=value" of a Set-Cookie line, for sending back. */
export function cookieValue(setCookies: string[], name: string): string | undefined {
  const line = setCookies.find((c) => c.startsWith(`${name}=`));
  return line?.split(";")[0];
}

export interface Account {
  email: string;
  key: string;
  session: string;
  organizationId: string;
  defaultPodId: string;
}

export function uniqueEmail(tag = "user"): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs a new person in with the development code: a fresh organization, its default pod and first key. */
export async function signUp(email = uniqueEmail()): Promise<Account> {
  const start = await call("POST", "/auth/email/start", { body: { email } });
  if (start.status !== 202) throw new Error(`sign-in start failed: ${start.status} ${start.text}`);
  const signin = cookieValue(start.cookies, "mm_signin");
  const verify = await call("POST", "/auth/email/verify", { cookie: signin, body: { code: start.body.dev_code } });
  if (verify.status !== 200) throw new Error(`sign-in verify failed: ${verify.status} ${verify.text}`);
  const session = cookieValue(verify.cookies, "mm_session") as string;
  const firstKey = await call("GET", "/auth/first-key", { cookie: session });
  if (firstKey.status !== 200) throw new Error(`first key failed: ${firstKey.status} ${firstKey.text}`);
  const key = firstKey.body.api_key as string;
  const pods = await call("GET", "/v0/pods", { key });
  const defaultPod = pods.body.pods.find((p: { is_default: boolean }) => p.is_default);
  return { email, key, session, organizationId: firstKey.body.organization_id, defaultPodId: defaultPod.pod_id };
}

export async function createKey(
  account: { key: string },
  body: Record<string, unknown> = {},
  path = "/v0/api-keys",
): Promise<string> {
  const res = await call("POST", path, { key: account.key, body });
  if (res.status !== 201) throw new Error(`key create failed: ${res.status} ${res.text}`);
  return res.body.api_key as string;
}

export async function createInbox(key: string, body: Record<string, unknown> = {}, path = "/v0/inboxes") {
  const res = await call("POST", path, { key, body });
  if (res.status !== 201) throw new Error(`inbox create failed: ${res.status} ${res.text}`);
  return res.body as { inbox_id: string; pod_id: string; [k: string]: unknown };
}

export async function createPod(key: string, body: Record<string, unknown> = {}) {
  const res = await call("POST", "/v0/pods", { key, body });
  if (res.status !== 201) throw new Error(`pod create failed: ${res.status} ${res.text}`);
  return res.body as { pod_id: string; [k: string]: unknown };
}

/** Sends a plain-text message from one inbox; throws unless the API answers 201. */
export async function sendMessage(key: string, from: string, to: string, subject: string, text: string) {
  const res = await call("POST", `/v0/inboxes/${from}/messages/send`, { key, body: { to: [to], subject, text } });
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${res.text}`);
  return res.body as { message_id: string; thread_id: string };
}
