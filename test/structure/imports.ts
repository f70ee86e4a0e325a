// The import graph of shared/: every relative import (static, dynamic, export-from, type-only included) between
// its files, read from the source text. The structure tests check it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

export const REPO = resolve(import.meta.dirname, "..", "..");
const SHARED = join(REPO, "shared");

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;

export interface Edge {
  from: string;
  to: string;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (path.endsWith(".ts")) out.push(path);
  }
  return out;
}

/** Repository-relative paths of shared/'s source files. */
export function sharedFiles(): string[] {
  return walk(SHARED).map((f) => relative(REPO, f));
}

export function source(file: string): string {
  return readFileSync(join(REPO, file), "utf8");
}

/** Every import of every file under shared/, as repository-relative paths (.js specifiers mapped to .ts). */
export function importEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const from of sharedFiles()) {
    for (const match of source(from).matchAll(SPECIFIER)) {
      const target = resolve(dirname(join(REPO, from)), match[1]).replace(/\.js$/, ".ts");
      edges.push({ from, to: relative(REPO, target) });
    }
  }
  return edges;
}

/** The folder a file belongs to for layering: its first folder under shared/ ("adapters/<kind>" for adapters). */
export function folderOf(file: string): string {
  const parts = relative("shared", file).split("/");
  if (parts[0] === "..") return parts.slice(0, 2).join("/");
  if (parts.length === 1) return "(shared)";
  return parts[0] === "adapters" ? parts.slice(0, 2).join("/") : parts[0];
}

/** Strongly connected components of more than one file (or a file importing itself): the import cycles. */
export function cycles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (next.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found;
}
