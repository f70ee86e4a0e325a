// What an MCP tool is: its name and description for a language model, its input schema, the REST route whose work
// it does (same domain functions, same permission and scopes: test/unit/mcp-tools.test.ts compares them), and what
// it runs. server.ts registers them with the SDK; this module also builds their results.
import { z } from "zod";
import type { Permission } from "../auth/permissions.js";
import type { Principal, Scope, ScopeType } from "../auth/principal.js";
import type { InboxItem } from "../db/service.js";
import { getInboxInScope } from "../domain/scope-loaders.js";
import { type ApiError, type ErrorBody, validation } from "../errors.js";
import { checkAccess } from "../http/router.js";
import { parseWith, snakeKeys } from "../http/validation.js";
import type { Platform } from "../ports/platform.js";

/** Who calls a tool, with what: the same context a route handler gets. */
export interface ToolCall {
  platform: Platform;
  principal: Principal;
  /** The credential's scope; a tool naming an inbox narrows it to that inbox (as a route's path does). */
  scope: Scope;
  now: Date;
}

/** What a tool answers: a sentence for the model and the data (structuredContent). */
export interface ToolOutcome {
  summary: string;
  data: Record<string, unknown>;
}

/** MCP tool annotations (hints for clients: what a tool changes). */
export interface ToolHints {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  /** Reaches outside the service (mail to the world). */
  openWorldHint: boolean;
}

export interface ToolDef<I extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: I;
  /** The REST route doing the same work: `METHOD /v0/…` as in the route table. */
  mirrors: string;
  permission: Permission | readonly Permission[];
  scopes?: readonly ScopeType[];
  scopeMessage?: string;
  hints: ToolHints;
  run(call: ToolCall, args: z.output<I>): Promise<ToolOutcome>;
}

/** Keeps a tool's run() typed by its input schema. */
export function tool<I extends z.ZodObject>(def: ToolDef<I>): ToolDef {
  return def as unknown as ToolDef;
}

export const READ_ONLY: ToolHints = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * Arguments as the tool reads them: camelCase names (AgentMail's tools use them) renamed to snake_case, at the top
 * and in lists of objects (attachments' contentType).
 */
export function toolArguments(def: ToolDef, raw: unknown): z.output<ToolDef["input"]> {
  const args = isRecord(raw) ? snakeKeys(raw) : {};
  for (const [key, value] of Object.entries(args)) {
    if (Array.isArray(value)) args[key] = value.map((item) => (isRecord(item) ? snakeKeys(item) : item));
  }
  const known = Object.keys(def.input.shape);
  const unknown = Object.keys(args).find((key) => !known.includes(key));
  if (unknown !== undefined) {
    throw validation(`Unknown parameter ${unknown}; ${def.name} takes ${known.join(", ")}`, unknown);
  }
  return parseWith(def.input, args);
}

/** Runs a tool for a caller: its permission and scope checks as the route's, then its work. */
export async function runTool(def: ToolDef, call: ToolCall, raw: unknown): Promise<ToolOutcome> {
  checkAccess(call.principal, def);
  return def.run(call, toolArguments(def, raw));
}

/** The inbox a tool names, inside the caller's scope (404 outside it); the call's scope narrows to it. */
export async function inboxOf(call: ToolCall, inboxId: string): Promise<InboxItem> {
  const inbox = await getInboxInScope(call.platform, call.scope, inboxId.toLowerCase(), call.now);
  call.scope = { ...call.scope, podId: inbox.podId, inboxId: inbox.inboxId };
  return inbox;
}

/** A tool result as the MCP SDK takes it. */
export interface ToolResult {
  [key: string]: unknown;
  content: Array<{ type: "text"; text: string }>;
  structuredContent: Record<string, unknown>;
  isError?: boolean;
}

/**
 * A success: the summary, then the same data as JSON text for clients that show a model only `content` (the MCP
 * spec asks tools with structured content to send it serialized too), and as `structuredContent`.
 */
export function success(outcome: ToolOutcome): ToolResult {
  return {
    content: [
      { type: "text", text: outcome.summary },
      { type: "text", text: JSON.stringify(outcome.data) },
    ],
    structuredContent: outcome.data,
  };
}

/** A failure as a tool result: `<type>: <message>` and the API's error envelope. */
export function failure(error: ApiError): ToolResult {
  const body: ErrorBody = error.toBody();
  return {
    content: [{ type: "text", text: `${error.type}: ${error.message}` }],
    structuredContent: { ...body },
    isError: true,
  };
}

// ---- input schema pieces, worded for a language model ----

/** One string or a list of them, always a list after parsing. */
export const stringList = (description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .describe(`${description} One string or a list of strings.`);

/** Email addresses: one string (comma-separated allowed) or a list. */
export const addresses = (description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .describe(
      `${description} One address ("a@example.com" or "Name <a@example.com>"), several separated by commas, or a list.`,
    );

export const inboxId = z
  .string()
  .min(1)
  .describe("The inbox's ID, which is its email address (for example support@agents.example.com).");

export const messageId = z.string().min(1).describe("The message's ID (msg_…), from list_messages or search_messages.");

/** A page size within the MCP list limits. */
export const pageSize = (fallback: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(max)
    .optional()
    .describe(`How many items to return, 1 to ${max} (default ${fallback}).`);

export const pageToken = z
  .string()
  .optional()
  .describe("The next_page_token of the previous call, to get the next page; leave out for the first page.");
