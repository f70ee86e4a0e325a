// The MCP Inspector's command-line mode (@modelcontextprotocol/inspector --cli) as a second real client of the
// remote MCP server, in both protocol eras: tools/list, tool calls that create, send and wait, an error result, and
// no credential (the Inspector reads the 401 challenge and asks for OAuth). The Inspector needs Node 22.19+: it runs
// under the Node 22 the artifact test fetches into .local/node22 (scripts/artifact/sandbox.ts).
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureNode } from "../../scripts/artifact/sandbox.js";
import { type Account, baseUrl, signUp } from "../helpers/http.js";

const INSPECTOR = fileURLToPath(
  new URL("../../node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js", import.meta.url),
);

let node: string;
let home: string;
let account: Account;

interface Run {
  code: number;
  /** The JSON the Inspector printed first (the result). */
  json: any;
  stdout: string;
  stderr: string;
}

function inspector(args: string[], options: { key?: string; era?: "legacy" | "modern" } = {}): Promise<Run> {
  const auth = options.key ? ["--header", `Authorization: Bearer ${options.key}`] : ["--stored-auth-only"];
  const argv = [
    INSPECTOR,
    "--cli",
    `${baseUrl()}/mcp`,
    "--transport",
    "http",
    "--protocol-era",
    options.era ?? "legacy",
    ...auth,
    ...args,
  ];
  return new Promise((resolve, reject) => {
    // stdin closed: the Inspector would otherwise wait on it.
    const child = spawn(node, argv, { env: { ...process.env, HOME: home }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill(), 60_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      // The result is one JSON document; an error line may follow it.
      const end = stdout.indexOf("\n}");
      const first = end >= 0 ? stdout.slice(0, end + 2) : stdout.trim().split("\n")[0];
      let json: unknown;
      try {
        json = JSON.parse(first ?? "null");
      } catch {
        json = undefined;
      }
      resolve({ code: code ?? 1, json, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  const binary = await ensureNode(22);
  if (binary.fallback) throw new Error(`The MCP Inspector needs Node 22.19+: ${binary.fallback}`);
  node = binary.path;
  home = await mkdtemp(join(tmpdir(), "mcp-inspector-"));
  account = await signUp();
}, 180_000);

afterAll(async () => {
  if (home) await rm(home, { recursive: true, force: true });
});

describe.each(["legacy", "modern"] as const)("the MCP Inspector CLI (%s era)", (era) => {
  it("lists the tools", async () => {
    const run = await inspector(["--method", "tools/list"], { key: account.key, era });
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.tools.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(["list_inboxes", "get_message", "wait_for_message", "send_message", "get_attachment"]),
    );
    expect(run.json.tools).toHaveLength(16);
  });

  it("creates an inbox, sends to it and waits for the message", async () => {
    const created = await inspector(
      ["--method", "tools/call", "--tool-name", "create_inbox", "--tool-arg", `display_name=Inspector ${era}`],
      { key: account.key, era },
    );
    expect(created.code).toBe(0);
    const inbox = created.json.structuredContent.inbox.inbox_id as string;
    expect(created.json.structuredContent.inbox.created_by).toBe("agent");
    const after = new Date(Date.now() - 1000).toISOString();
    const sent = await inspector(
      [
        "--method",
        "tools/call",
        "--tool-name",
        "send_message",
        "--tool-arg",
        `inbox_id=${inbox}`,
        `to=${inbox}`,
        "subject=From the Inspector",
        "text=Hello",
      ],
      { key: account.key, era },
    );
    expect(sent.json.isError ?? false).toBe(false);
    const waited = await inspector(
      [
        "--method",
        "tools/call",
        "--tool-name",
        "wait_for_message",
        "--tool-arg",
        `inbox_id=${inbox}`,
        `after=${after}`,
        "timeout_seconds=20",
      ],
      { key: account.key, era },
    );
    expect(waited.json.structuredContent).toMatchObject({
      timed_out: false,
      message: { subject: "From the Inspector", text: "Hello", text_source: "trust_content" },
    });
  });

  it("shows a tool error as an isError result", async () => {
    const run = await inspector(
      ["--method", "tools/call", "--tool-name", "list_messages", "--tool-arg", "inbox_id=nobody@agents.localhost"],
      { key: account.key, era },
    );
    expect(run.code).not.toBe(0);
    expect(run.json).toMatchObject({
      isError: true,
      content: [{ type: "text", text: "not_found: Inbox not found: nobody@agents.localhost" }],
      structuredContent: { error: { type: "not_found" } },
    });
  });

  it("is refused without a credential and reads the challenge as an OAuth request", async () => {
    const run = await inspector(["--method", "tools/list"], { era });
    expect(run.code).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain("auth_required");
  });
});
