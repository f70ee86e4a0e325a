// docs/trust.md's rule tables are generated from shared/trust/rules/ (`npm run docs:trust`): a rule added, removed or
// reweighted without regenerating them fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderRules, TRUST_DOC, withRules } from "../../scripts/docs-trust.js";
import type { AnyRule } from "../../shared/trust/rules/index.js";

describe("docs/trust.md", () => {
  const doc = readFileSync(TRUST_DOC, "utf8");

  it("states the rule tables exactly as shared/trust/rules/ holds them (run `npm run docs:trust`)", () => {
    expect(doc).toBe(withRules(doc));
  });

  it("would change when a rule row changes", () => {
    const extra: AnyRule = {
      id: "spam.test_only",
      stage: "classifier",
      score: "spam",
      when: () => true,
      weight: 9,
      doc: "x",
    };
    expect(renderRules([extra])).toContain("| `spam.test_only` | `spam` | 9 | x | — |");
    expect(withRules(doc, [extra])).not.toBe(doc);
  });
});
