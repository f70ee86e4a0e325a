// Just enough Markdown for the documentation tests: fenced blocks, headings with GitHub's anchors, relative links.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The documents whose links are checked: the README, everything in docs/, and the trust corpus README. */
export function documents(): string[] {
  const docs = readdirSync(path.join(ROOT, "docs"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".md"))
    .map((f) => path.join("docs", f));
  return ["README.md", ...docs.sort(), "test/fixtures/trust/README.md"];
}

const FENCE = /^\s*(```|~~~)/;

/** The lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): Array<{ line: number; text: string }> {
  const out: Array<{ line: number; text: string }> = [];
  let fence: string | undefined;
  markdown.split("\n").forEach((text, i) => {
    const match = text.match(FENCE);
    if (match) {
      if (!fence) fence = match[1];
      else if (match[1] === fence) fence = undefined;
      return;
    }
    if (!fence) out.push({ line: i + 1, text });
  });
  return out;
}

/** A fenced block preceded by a marker comment, e.g. `<!-- walkthrough -->`. */
export interface MarkedBlock {
  lang: string;
  code: string;
}

export function markedBlocks(markdown: string, marker: string): MarkedBlock[] {
  const re = new RegExp(`<!--\\s*${marker}\\s*-->\\s*\\n\`\`\`(\\w*)\\n([\\s\\S]*?)\\n\`\`\`(?:\\n|$)`, "g");
  return [...markdown.matchAll(re)].map((m) => ({ lang: m[1], code: `${m[2]}\n` }));
}

/** A heading's text as GitHub renders it: inline code keeps its text, links keep their text, emphasis goes. */
function headingText(raw: string): string {
  return raw
    .replace(/\s+#+\s*$/, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/<[^>]+>/g, "")
    .trim();
}

/** GitHub's anchor for a heading (github-slugger): lowercase, punctuation removed, spaces to hyphens. */
export function githubSlug(text: string): string {
  return headingText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor a document has: one per heading, repeats numbered -1, -2 … as GitHub does. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const { text } of proseLines(markdown)) {
    const heading = text.match(/^ {0,3}#{1,6}\s+(.*)$/);
    if (!heading) continue;
    const base = githubSlug(heading[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

export interface Link {
  line: number;
  target: string;
}

/** Inline links and images outside code; external (scheme) links are left out. */
export function relativeLinks(markdown: string): Link[] {
  const links: Link[] = [];
  for (const { line, text } of proseLines(markdown)) {
    const prose = text.replace(/`[^`]*`/g, "");
    for (const m of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = m[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      links.push({ line, target });
    }
  }
  return links;
}

/** Why a link from `fromFile` (relative to ROOT) does not resolve, or undefined when it does. */
export function brokenReason(fromFile: string, target: string, root = ROOT): string | undefined {
  const [rawPath, anchor] = target.split("#", 2) as [string, string | undefined];
  const filePath = rawPath
    ? path.resolve(path.dirname(path.join(root, fromFile)), decodeURI(rawPath))
    : path.join(root, fromFile);
  if (!filePath.startsWith(root)) return "points outside the repository";
  if (!existsSync(filePath)) return "no such file";
  if (anchor === undefined || anchor === "") return undefined;
  if (!filePath.endsWith(".md")) return "an anchor into a file that is not Markdown";
  if (!anchors(readFileSync(filePath, "utf8")).has(decodeURIComponent(anchor))) return `no heading #${anchor}`;
  return undefined;
}
