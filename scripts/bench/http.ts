// Plain HTTP helpers for setting up benchmark data (sign-up, bulk creation); the measured load uses autocannon.

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  text: string;
  cookies: string[];
}

export async function request<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: { key?: string; cookie?: string; body?: unknown } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed as T, text, cookies: res.headers.getSetCookie() };
}

function cookie(setCookies: string[], name: string): string | undefined {
  return setCookies.find((c) => c.startsWith(`${name}=`))?.split(";")[0];
}

function expectStatus(res: ApiResponse, status: number, what: string): void {
  if (res.status !== status) throw new Error(`${what} failed: ${res.status} ${res.text.slice(0, 300)}`);
}

export interface BenchAccount {
  email: string;
  key: string;
  organizationId: string;
}

/** Email sign-in with the development code, then the organization's first API key. */
export async function signUp(baseUrl: string, email: string): Promise<BenchAccount> {
  const start = await request(baseUrl, "POST", "/auth/email/start", { body: { email } });
  expectStatus(start, 202, "sign-in start");
  const verify = await request(baseUrl, "POST", "/auth/email/verify", {
    cookie: cookie(start.cookies, "mm_signin"),
    body: { code: start.body.dev_code },
  });
  expectStatus(verify, 200, "sign-in verify");
  const firstKey = await request(baseUrl, "GET", "/auth/first-key", { cookie: cookie(verify.cookies, "mm_session") });
  expectStatus(firstKey, 200, "first key");
  return { email, key: firstKey.body.api_key, organizationId: firstKey.body.organization_id };
}

/** Runs `task(i)` for i in [0, count) with at most `concurrency` in flight; results keep their order. */
export async function inParallel<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

export async function createInbox(baseUrl: string, key: string, body: Record<string, unknown>) {
  const res = await request<{ inbox_id: string; pod_id: string }>(baseUrl, "POST", "/v0/inboxes", { key, body });
  expectStatus(res, 201, "inbox create");
  return res.body;
}
