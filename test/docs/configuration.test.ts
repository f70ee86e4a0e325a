// docs/configuration.md names every environment variable the service reads (the config module) and every one the
// local runtime's scripts read, so a new variable cannot go undocumented.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./markdown.js";

/** The config module: `shared/config.ts`, or wherever a restructure moved the file that defines loadConfig. */
function configModule(): string {
  const direct = path.join(ROOT, "shared/config.ts");
  if (existsSync(direct)) return direct;
  const found = readdirSync(path.join(ROOT, "shared"), { recursive: true, encoding: "utf8" })
    .filter((f) => path.basename(f) === "config.ts")
    .map((f) => path.join(ROOT, "shared", f))
    .filter((f) => /export function loadConfig\b/.test(readFileSync(f, "utf8")));
  if (found.length !== 1) throw new Error(`expected one config module under shared/, found ${found.length}`);
  return found[0];
}

function localRuntimeScripts(): string[] {
  const local = path.join(ROOT, "scripts/local");
  const files = readdirSync(local, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts"))
    .map((f) => path.join(local, f));
  return [path.join(ROOT, "scripts/start.ts"), ...files];
}

/** Names read as process.env.X / process.env["X"], or passed to the config module's readers: str("X", …), int("X"…). */
function envNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const m of source.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*["']([A-Z][A-Z0-9_]*)["']\s*\])/g)) {
    names.add(m[1] ?? m[2]);
  }
  for (const m of source.matchAll(/\b(?:str|int|bool|oneOf)(?:<[^>]*>)?\(\s*"([A-Z][A-Z0-9_]*)"/g)) names.add(m[1]);
  return names;
}

describe("docs/configuration.md", () => {
  const doc = readFileSync(path.join(ROOT, "docs/configuration.md"), "utf8");
  const documented = (name: string) => doc.includes(`\`${name}\``);

  it("names every variable the config module reads", () => {
    const names = envNames(readFileSync(configModule(), "utf8"));
    // The extraction itself works: these are read there today.
    for (const known of ["STAGE", "TABLE_NAME", "CLASSIFIER_BACKEND", "STREAM_PING_MS", "SERVER_SECRET_ARN"]) {
      expect(names).toContain(known);
    }
    expect([...names].filter((name) => !documented(name))).toEqual([]);
  });

  it("names every variable the local runtime's scripts read", () => {
    const names = new Set(localRuntimeScripts().flatMap((f) => [...envNames(readFileSync(f, "utf8"))]));
    for (const known of ["PORT", "DATA_DIR", "SMTP_PORT", "REAPER_INTERVAL_MS", "WS_KEEPALIVE_MS"]) {
      expect(names).toContain(known);
    }
    expect([...names].filter((name) => !documented(name))).toEqual([]);
  });

  it("finds names in each form the code uses", () => {
    const source = `process.env.A_B; process.env["C"]; str("D", "x"); int("E_1", 5); oneOf<T>("F", [], "a");`;
    expect([...envNames(source)].sort()).toEqual(["A_B", "C", "D", "E_1", "F"]);
  });
});
