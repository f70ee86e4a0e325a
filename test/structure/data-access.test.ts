// Data access has one home: the ElectroDB Service's entities and transactions are used in shared/db/ only, where
// each access pattern is a named function, and each of those says in a doc comment what it reads or writes.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { REPO, source } from "./imports.js";

/** The Service's members that reach the table directly. */
const SERVICE_MEMBERS = new Set(["entities", "transaction"]);

/** Where code that reaches the table could be: everything but the tests, which read the table to check it. */
const SOURCE_FOLDERS = ["shared", "functions", "scripts", "infra"];

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") walk(path, out);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

const parse = (file: string) => ts.createSourceFile(file, source(file), ts.ScriptTarget.Latest, true);

/** `x.entities`, `x.transaction`, and `{ entities }` / `{ transaction }` taken apart from something. */
function serviceUses(file: string): string[] {
  const sourceFile = parse(file);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const line = () => sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    if (ts.isPropertyAccessExpression(node) && SERVICE_MEMBERS.has(node.name.text)) {
      found.push(`${file}:${line()} .${node.name.text}`);
    }
    if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const name = (node.propertyName ?? node.name).getText(sourceFile);
      if (SERVICE_MEMBERS.has(name)) found.push(`${file}:${line()} { ${name} }`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Exported functions (declarations, and consts holding a function) without a `/** … *\/` right above them. */
function undocumentedExports(file: string): string[] {
  const sourceFile = parse(file);
  const text = sourceFile.getFullText();
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const documented = (node: ts.Node) => {
    const comments = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
    const last = comments[comments.length - 1];
    return (
      last !== undefined && text.startsWith("/**", last.pos) && text.slice(last.end, node.getStart()).trim() === ""
    );
  };
  const missing: string[] = [];
  for (const statement of sourceFile.statements) {
    if (!exported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      if (!documented(statement)) missing.push(`${file}: ${statement.name.text}`);
    } else if (ts.isVariableStatement(statement)) {
      const functions = statement.declarationList.declarations.filter(
        (d) => d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)),
      );
      if (functions.length && !documented(statement)) {
        missing.push(...functions.map((d) => `${file}: ${d.name.getText(sourceFile)}`));
      }
    }
  }
  return missing;
}

const relativeFiles = (folder: string) => walk(join(REPO, folder)).map((f) => relative(REPO, f));

describe("data access", () => {
  it("reaches the table through shared/db only: no .entities or .transaction of the Service elsewhere", () => {
    const outside = SOURCE_FOLDERS.flatMap(relativeFiles).filter((file) => !file.startsWith("shared/db/"));
    expect(outside.length).toBeGreaterThan(100);
    expect(outside.flatMap(serviceUses)).toEqual([]);
  });

  it("finds such a use where there is one (the check itself works)", () => {
    expect(serviceUses("shared/db/ws-connections.ts").length).toBeGreaterThan(0);
  });

  it("documents every exported function of the modules in shared/db/ with a doc comment right above it", () => {
    const modules = relativeFiles("shared/db").filter((file) => !file.startsWith("shared/db/entities/"));
    expect(modules.length).toBeGreaterThan(15);
    expect(modules.flatMap(undocumentedExports)).toEqual([]);
  });
});
