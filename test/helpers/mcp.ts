// MCP clients for tests: the SDK's own Client over its Streamable HTTP transport, against the local runtime.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { baseUrl } from "./http.js";

/** The per-request (`_meta`) protocol revision; the 2025-era ones below initialize first. */
export const MODERN_VERSION = "2026-07-28";
export const LEGACY_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"] as const;
export const PROTOCOL_VERSIONS = [MODERN_VERSION, ...LEGACY_VERSIONS] as const;

/** A connected client speaking `version`, with an API key as bearer. */
export async function mcpClient(key: string, version: string = MODERN_VERSION, path = "/mcp"): Promise<Client> {
  const client = new Client(
    { name: "mcp-test", version: "1.0.0" },
    version === MODERN_VERSION
      ? { versionNegotiation: { mode: { pin: MODERN_VERSION } } }
      : { supportedProtocolVersions: [version] },
  );
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl()}${path}`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  return client;
}

export interface ToolAnswer<T = any> {
  isError: boolean;
  /** The first text block: the summary, or `<type>: <message>` for an error. */
  text: string;
  data: T;
}

/** Calls a tool and returns its summary, error flag and structuredContent. */
export async function tool<T = any>(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = await client.callTool({ name, arguments: args }, { timeout: 90_000 });
  const content = (result.content ?? []) as Array<{ type: string; text?: string }>;
  return {
    isError: result.isError === true,
    text: content.find((c) => c.type === "text")?.text ?? "",
    data: result.structuredContent as T,
  } satisfies ToolAnswer<T>;
}
