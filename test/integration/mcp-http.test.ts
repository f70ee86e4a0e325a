// The MCP server's HTTP rules, in raw requests (spec: Remote MCP server; Authentication): the description document
// without a credential, 405 for GET with an event-stream Accept and DELETE (JSON-RPC -32000, Allow: POST) when
// authenticated and 401 otherwise, the MCP challenge, cookies refused, 202 for notifications, 400 over 2 MiB, JSON or
// SSE by Accept in both protocol eras, and no session.
import { beforeAll, describe, expect, it } from "vitest";
import { MCP_LIMITS } from "../../shared/limits.js";
import { type Account, baseUrl, call, signUp } from "../helpers/http.js";
import { LEGACY_VERSIONS, MODERN_VERSION } from "../helpers/mcp.js";

const BOTH = "application/json, text/event-stream";
const JSON_ONLY = "application/json";

let account: Account;

const CHALLENGE =
  /^Bearer resource_metadata="http:\/\/[^"]+\/\.well-known\/oauth-protected-resource\/mcp", scope="([a-z._ ]+)"$/;

function rpc(method: string, params: Record<string, unknown> = {}, id = 1) {
  return { jsonrpc: "2.0", method, params, id };
}

/** A 2026-07-28 request: the protocol version in the per-request `_meta` and its header. */
function modern(method: string, params: Record<string, unknown> = {}) {
  return rpc(method, {
    ...params,
    _meta: {
      "io.modelcontextprotocol/protocolVersion": MODERN_VERSION,
      "io.modelcontextprotocol/clientInfo": { name: "raw", version: "1" },
      "io.modelcontextprotocol/clientCapabilities": {},
    },
  });
}

async function post(body: unknown, options: { accept?: string; key?: string; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${baseUrl()}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: options.accept ?? BOTH,
      ...(options.key === undefined
        ? { authorization: `Bearer ${account.key}` }
        : options.key
          ? { authorization: `Bearer ${options.key}` }
          : {}),
      ...options.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { res, text: await res.text() };
}

/** The JSON-RPC messages of an SSE body. */
function sseMessages(text: string): any[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith("data:"))
    .map((line) => JSON.parse(line.slice(5)));
}

beforeAll(async () => {
  account = await signUp();
});

describe("the description document", () => {
  it.each([
    "/mcp",
    "/.well-known/mcp.json",
    "/v0/mcp",
    "/sse",
  ])("is served at GET %s without a credential", async (path) => {
    const res = await call("GET", path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: "service",
      version: "0.1.0",
      transport: "streamable-http",
      url: expect.stringMatching(/^http:\/\/.+\/mcp$/),
      authentication: {
        type: "bearer",
        header: expect.any(String),
        resource_metadata: expect.stringMatching(/\/\.well-known\/oauth-protected-resource\/mcp$/),
        scopes: ["inboxes.read", "inboxes.write", "messages.read", "messages.send", "messages.write"],
      },
      docs: expect.stringMatching(/\/docs\/mcp$/),
    });
  });
});

describe("the reference its docs link names", () => {
  it("is Markdown generated from the tool table, every tool with its permission and parameters", async () => {
    const doc = await call("GET", "/.well-known/mcp.json");
    const res = await fetch(doc.body.docs);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/markdown/);
    const text = await res.text();
    for (const name of ["list_inboxes", "get_message", "wait_for_message", "send_draft", "get_attachment"]) {
      expect(text).toContain(`## ${name}`);
    }
    expect(text).toContain("Permission: message_reply or message_send.");
    expect(text).toContain("- `timeout_seconds` (number): How long to wait, 0 to 60 seconds");
  });
});

describe("GET with an event-stream Accept, and DELETE", () => {
  it.each([
    ["GET", { accept: "text/event-stream" }],
    ["DELETE", {}],
  ])("%s is 405 (-32000, Allow: POST) with a key and 401 with the MCP challenge without", async (method, headers) => {
    const [anonymous, authed] = await Promise.all([
      call(method, "/mcp", { headers }),
      call(method, "/mcp", { headers, key: account.key }),
    ]);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toMatch(CHALLENGE);
    expect(authed.status).toBe(405);
    expect(authed.headers.get("allow")).toBe("POST");
    expect(authed.body).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32000, message: expect.any(String) } });
  });
});

describe("credentials", () => {
  it("refuses the session cookie, a bad bearer beside a valid cookie, ?token= and X-API-Key, with the MCP challenge", async () => {
    const body = JSON.stringify(rpc("ping"));
    const attempts = await Promise.all([
      fetch(`${baseUrl()}/mcp`, { method: "POST", headers: { cookie: account.session, accept: BOTH }, body }),
      fetch(`${baseUrl()}/mcp`, {
        method: "POST",
        headers: {
          cookie: account.session,
          authorization: "Bearer mm_live_00000000000000000000000000000000",
          accept: BOTH,
        },
        body,
      }),
      fetch(`${baseUrl()}/mcp?token=${account.key}`, { method: "POST", headers: { accept: BOTH }, body }),
      fetch(`${baseUrl()}/mcp`, { method: "POST", headers: { "x-api-key": account.key, accept: BOTH }, body }),
    ]);
    for (const res of attempts) {
      expect(res.status).toBe(401);
      const challenge = res.headers.get("www-authenticate") ?? "";
      expect(challenge).toMatch(CHALLENGE);
      expect(challenge.match(CHALLENGE)?.[1].split(" ")).toEqual(
        expect.arrayContaining(["messages.read", "messages.send"]),
      );
      expect(await res.json()).toEqual({ error: { type: "unauthorized", message: "Missing or invalid API key" } });
    }
  });
});

describe("POST", () => {
  it("answers initialize as JSON when the client accepts only JSON, as SSE when it accepts the stream", async () => {
    const init = rpc("initialize", {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "raw", version: "1" },
    });
    const json = await post(init, { accept: JSON_ONLY });
    expect(json.res.status).toBe(200);
    expect(json.res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(JSON.parse(json.text).result).toMatchObject({
      protocolVersion: "2025-06-18",
      serverInfo: { name: "service", version: "0.1.0" },
      capabilities: { tools: {} },
    });
    // Stateless: no session is handed out.
    expect(json.res.headers.get("mcp-session-id")).toBeNull();

    const sse = await post(init, { accept: BOTH });
    expect(sse.res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(sseMessages(sse.text)[0].result.serverInfo).toEqual({ name: "service", version: "0.1.0" });
  });

  it.each(LEGACY_VERSIONS)("negotiates %s and then answers requests without any session", async (version) => {
    const init = await post(
      rpc("initialize", { protocolVersion: version, capabilities: {}, clientInfo: { name: "raw", version: "1" } }),
      { accept: JSON_ONLY },
    );
    expect(JSON.parse(init.text).result.protocolVersion).toBe(version);
    const list = await post(rpc("tools/list", {}, 2), {
      accept: JSON_ONLY,
      headers: { "mcp-protocol-version": version },
    });
    expect(list.res.status).toBe(200);
    expect(JSON.parse(list.text).result.tools).toHaveLength(16);
  });

  it("serves the 2026-07-28 per-request form as JSON or SSE by Accept", async () => {
    const headers = { "mcp-protocol-version": MODERN_VERSION, "mcp-method": "tools/list" };
    const json = await post(modern("tools/list"), { accept: JSON_ONLY, headers });
    expect(json.res.status).toBe(200);
    expect(json.res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(JSON.parse(json.text).result.tools).toHaveLength(16);
    const sse = await post(modern("tools/list"), { accept: BOTH, headers });
    expect(sse.res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(sseMessages(sse.text).find((m) => m.id === 1)?.result.tools).toHaveLength(16);
  });

  it("answers a notification with 202 and no body", async () => {
    const { res, text } = await post({ jsonrpc: "2.0", method: "notifications/initialized" });
    expect(res.status).toBe(202);
    expect(text).toBe("");
  });

  it("refuses a body over 2 MiB with 400, and answers a parse error as JSON-RPC", async () => {
    const big = JSON.stringify({ ...rpc("ping"), params: { pad: "x".repeat(MCP_LIMITS.bodyBytes) } });
    const tooLarge = await post(big);
    expect(tooLarge.res.status).toBe(400);
    expect(JSON.parse(tooLarge.text)).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: "Request body too large (over 2 MB); send large attachments by URL" },
    });
    const garbled = await post("{not json");
    expect(garbled.res.status).toBe(400);
    expect(JSON.parse(garbled.text).error.code).toBe(-32700);
  });

  it("answers a tool call with its result as JSON, with the summary and the data", async () => {
    const { res, text } = await post(rpc("tools/call", { name: "list_inboxes", arguments: { limit: 5 } }), {
      accept: JSON_ONLY,
      headers: { "mcp-protocol-version": "2025-11-25" },
    });
    expect(res.status).toBe(200);
    const result = JSON.parse(text).result;
    expect(result.content[0]).toEqual({ type: "text", text: expect.stringMatching(/inbox/) });
    expect(JSON.parse(result.content[1].text)).toEqual(result.structuredContent);
    expect(result.structuredContent).toMatchObject({ limit: 5, inboxes: expect.any(Array) });
  });
});
