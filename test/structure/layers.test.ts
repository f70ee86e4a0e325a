// One direction through shared/: every folder sits in a layer and imports only from its own folder or from lower
// layers, never from a layer beside or above it, and no files import each other in a cycle. The layers, lowest
// first, are data: a new folder must be placed here before anything imports it.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { cycles, folderOf, importEdges, sharedFiles, source } from "./imports.js";

const LAYERS: readonly (readonly string[])[] = [
  // Settings, errors, IDs, limits, paging, small helpers: depend on nothing of ours.
  ["(shared)"],
  // Logs and metrics; credentials, permissions and secrets; SSRF-safe fetching.
  ["observability", "auth", "net"],
  // Pure MIME: parsing, composing, addresses, DKIM, attachments.
  ["mime"],
  // The table, its entities and the named access to them; where blobs live.
  ["db"],
  // Interfaces only: what the domain needs from the outside world, and the Platform that carries them.
  ["ports"],
  // The ports' implementations.
  ["adapters/aws", "adapters/local", "adapters/dynamodb", "adapters/net", "adapters/system"],
  // Scoring a received message.
  ["trust"],
  // Resources and their rules: organizations, pods, inboxes, keys, messages, threads, drafts, lists, suppressions.
  ["domain"],
  // The mail pipelines (receive, send, delivery reports) and the HTTP machinery (router, validation, auth).
  ["mail", "http"],
  // Events: the log, fan-out, webhooks, live streams.
  ["events"],
  // The MCP server: its tools over the domain and mail, the agent-safe view, the SDK's transport.
  ["mcp"],
  // The dashboard's pages: their frame, the renderers, the message body document.
  ["dashboard"],
  // Entry points: the route table and its handlers, the workers of each event source.
  ["routes", "workers"],
  // Composition roots: one per platform (per function on AWS, in functions/).
  ["platform"],
];

const layerOf = new Map(LAYERS.flatMap((folders, layer) => folders.map((folder) => [folder, layer] as const)));

describe("shared/ imports run one way", () => {
  const edges = importEdges();

  it("places every folder of shared/ in a layer", () => {
    const unplaced = [...new Set(edges.flatMap((e) => [e.from, e.to]).map(folderOf))].filter(
      (folder) => !layerOf.has(folder),
    );
    expect(unplaced).toEqual([]);
  });

  it("imports only from the same folder or a lower layer", () => {
    const upward = edges
      .filter((e) => folderOf(e.from) !== folderOf(e.to))
      .filter((e) => (layerOf.get(folderOf(e.to)) ?? Infinity) >= (layerOf.get(folderOf(e.from)) ?? -1))
      .map((e) => `${e.from} → ${e.to}`);
    expect(upward).toEqual([]);
  });

  it("has no import cycles", () => {
    expect(cycles(edges)).toEqual([]);
  });
});

describe("ports", () => {
  it("hold interfaces, types and data only: compiled, no port file has a function or a class", () => {
    const withCode = sharedFiles()
      .filter((file) => folderOf(file) === "ports")
      .filter((file) => {
        const js = ts.transpileModule(source(file), {
          compilerOptions: { target: ts.ScriptTarget.ES2022, removeComments: true },
        }).outputText;
        return /\bfunction\b|\bclass\b|=>/.test(js);
      });
    expect(withCode).toEqual([]);
  });
});
