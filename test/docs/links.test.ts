// Every relative link in the README, docs/ and the trust corpus README resolves to a file, and every #anchor to a
// heading of that file (GitHub's anchors), so moving or renaming a doc or a heading cannot leave a dead link.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { anchors, brokenReason, documents, githubSlug, ROOT, relativeLinks } from "./markdown.js";

describe("documentation links", () => {
  const files = documents();

  it("covers the README, every doc and the trust score history", () => {
    expect(files).toContain("README.md");
    expect(files).toContain("docs/api.md");
    expect(files).toContain("docs/deploying.md");
    expect(files).toContain("test/fixtures/trust/README.md");
  });

  it.each(files)("%s: every relative link resolves to a file or heading", (file) => {
    const markdown = readFileSync(path.join(ROOT, file), "utf8");
    const broken = relativeLinks(markdown)
      .map((link) => ({ ...link, reason: brokenReason(file, link.target) }))
      .filter((link) => link.reason)
      .map((link) => `${file}:${link.line} ${link.target}: ${link.reason}`);
    expect(broken).toEqual([]);
  });
});

describe("the link checker", () => {
  const root = mkdtempSync(path.join(tmpdir(), "links-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("makes GitHub's anchors", () => {
    expect(githubSlug("Credentials, scopes and permissions")).toBe("credentials-scopes-and-permissions");
    expect(githubSlug("5. SES: the shared domain")).toBe("5-ses-the-shared-domain");
    expect(githubSlug("Measured, before and after (2026-11-26)")).toBe("measured-before-and-after-2026-11-26");
    expect(githubSlug("The artifact test (`test/artifact/bundles.test.ts`, part of `npm test`)")).toBe(
      "the-artifact-test-testartifactbundlestestts-part-of-npm-test",
    );
    expect(githubSlug("SSE: the 15-minute stream, and what a connected client costs")).toBe(
      "sse-the-15-minute-stream-and-what-a-connected-client-costs",
    );
    expect(githubSlug("Score history")).toBe("score-history");
    expect([...anchors("# A\n## Notes\n```sh\n# not a heading\n```\n## Notes\n")]).toEqual(["a", "notes", "notes-1"]);
  });

  it("finds links outside code only, and skips external ones", () => {
    const md = "See [a](a.md#x) and `[b](b.md)`.\n```\n[c](c.md)\n```\n[d](https://example.com) ![e](img/e.png)\n";
    expect(relativeLinks(md)).toEqual([
      { line: 1, target: "a.md#x" },
      { line: 5, target: "img/e.png" },
    ]);
  });

  it("reports a missing file, a missing heading, and accepts what exists", () => {
    mkdirSync(path.join(root, "docs"));
    writeFileSync(path.join(root, "README.md"), "# Top\n## First run\n");
    writeFileSync(path.join(root, "docs/a.md"), "# A\n");
    expect(brokenReason("docs/a.md", "../README.md#first-run", root)).toBeUndefined();
    expect(brokenReason("README.md", "#top", root)).toBeUndefined();
    expect(brokenReason("README.md", "docs/", root)).toBeUndefined();
    expect(brokenReason("README.md", "docs/b.md", root)).toBe("no such file");
    expect(brokenReason("README.md", "docs/a.md#b", root)).toBe("no heading #b");
    expect(brokenReason("README.md", "#first", root)).toBe("no heading #first");
  });
});
