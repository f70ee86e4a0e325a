import { describe, expect, it } from "vitest";
import { CLASSIFIER_RULES } from "../../shared/trust/rules/classifier.js";
import { evaluateLevelRules, evaluateRules, type Rule, STAGES, topReasons } from "../../shared/trust/rules/evaluate.js";
import { ALL_RULES } from "../../shared/trust/rules/index.js";

interface F {
  links: number;
  hidden: boolean;
  name?: string;
}
const f = (patch: Partial<F> = {}): F => ({ links: 0, hidden: false, ...patch });
const row = (r: Partial<Rule<F>> & Pick<Rule<F>, "id" | "when" | "weight">): Rule<F> => ({
  stage: "classifier",
  score: "s",
  doc: "test",
  ...r,
});

describe("evaluateRules", () => {
  it("adds a rule's weight when it fires, and nothing when it does not", () => {
    const rules = [row({ id: "s.hidden", when: (x) => x.hidden, weight: 2, reason: "hidden" })];
    expect(evaluateRules(rules, f(), { s: -1 }).sums).toEqual({ s: -1 });
    const out = evaluateRules(rules, f({ hidden: true }), { s: -1 });
    expect(out.sums).toEqual({ s: 1 });
    expect(out.fired).toEqual([{ id: "s.hidden", score: "s", value: 2, reason: "hidden" }]);
  });

  it("multiplies the weight by a numeric strength, then by scale, then caps it either way", () => {
    const rules = [
      row({ id: "s.links", when: (x) => x.links, weight: 0.5, scale: 2, cap: 3 }),
      row({ id: "t.links", score: "t", when: (x) => x.links, weight: -0.07, cap: 0.2 }),
    ];
    expect(evaluateRules(rules, f({ links: 2 })).sums).toEqual({ s: 2, t: -0.14 });
    expect(evaluateRules(rules, f({ links: 10 })).sums).toEqual({ s: 3, t: -0.2 });
  });

  it("files verdict reasons under their verdict in table order, built from the features when a function", () => {
    const rules = [
      row({ id: "v.warn1", when: () => true, weight: "warn", reason: "first" }),
      row({ id: "v.block", when: () => true, weight: "block", reason: "blocked" }),
      row({ id: "v.warn2", when: (x) => x.links > 0, weight: "warn", reason: (x) => `${x.links} links` }),
      row({ id: "v.note", when: (x) => x.hidden, weight: "note", reason: "note" }),
    ];
    const out = evaluateRules(rules, f({ links: 3 }));
    expect(out.verdicts).toEqual({ block: ["blocked"], quarantine: [], warn: ["first", "3 links"], note: [] });
    expect(out.sums).toEqual({});
    expect(out.fired.map((r) => r.id)).toEqual(["v.warn1", "v.block", "v.warn2"]);
  });

  it("sums in table order, and explains a score by its largest contributions (ties in table order)", () => {
    const rules = [
      row({ id: "s.a", when: () => true, weight: 1, reason: "a" }),
      row({ id: "s.b", when: () => true, weight: 2, reason: "b" }),
      row({ id: "s.c", when: () => true, weight: 1, reason: "c" }),
      row({ id: "s.d", when: () => true, weight: 0.5, reason: "d" }),
      row({ id: "s.e", when: () => true, weight: -3, reason: "e" }),
    ];
    const { fired } = evaluateRules(rules, f());
    expect(topReasons(fired, "s", 3)).toEqual(["b", "a", "c"]);
    expect(topReasons(fired, "s", 5, 0)).toEqual(["b", "a", "c", "d"]);
  });

  it("files verdict reasons under a table's own levels, each fired rule with its level", () => {
    type Level = "high" | "low";
    const rules: Rule<F, Level>[] = [
      { id: "r.low", stage: "attachments", score: "risk", when: () => true, weight: "low", reason: "a", doc: "x" },
      {
        id: "r.high",
        stage: "attachments",
        score: "risk",
        when: (x) => x.hidden,
        weight: "high",
        reason: "b",
        doc: "x",
      },
    ];
    const out = evaluateLevelRules(rules, f({ hidden: true }), ["high", "low"]);
    expect(out.verdicts).toEqual({ high: ["b"], low: ["a"] });
    expect(out.fired.map((r) => [r.id, r.verdict])).toEqual([
      ["r.low", "low"],
      ["r.high", "high"],
    ]);
  });

  it("changes an outcome by a table row alone", () => {
    const base = [row({ id: "s.hidden", when: (x) => x.hidden, weight: 1, reason: "hidden" })];
    const added = [...base, row({ id: "s.named", when: (x) => x.name !== undefined, weight: 2, reason: "named" })];
    const features = f({ hidden: true, name: "Hallbrook" });
    expect(evaluateRules(base, features).sums.s).toBe(1);
    expect(evaluateRules(added, features).sums.s).toBe(3);
    expect(topReasons(evaluateRules(added, features).fired, "s", 1)).toEqual(["named"]);
  });
});

describe("the rule tables", () => {
  it("name every rule once, as <score>.<what>, in a known stage, each with a doc line", () => {
    const ids = ALL_RULES.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const rule of ALL_RULES) {
      expect(rule.id).toMatch(/^[a-z_]+\.[a-z0-9_]+$/);
      expect(STAGES).toContain(rule.stage);
      expect(rule.doc.trim()).not.toBe("");
    }
    expect(ALL_RULES).toEqual(expect.arrayContaining([...CLASSIFIER_RULES]));
  });

  it("cover every stage of the pipeline, in pipeline order", () => {
    // The classifier's table covers its scores; its model floor is arithmetic after the loop, not a rule. Following a
    // link's redirects rewrites its reasons in links.ts.
    const covered = STAGES.filter((stage) => ALL_RULES.some((rule) => rule.stage === stage));
    expect(covered).toEqual([...STAGES]);
    const order = ALL_RULES.map((rule) => STAGES.indexOf(rule.stage));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("file the attachment stage's findings under risk levels, never a score", () => {
    for (const rule of ALL_RULES.filter((r) => r.stage === "attachments")) {
      expect(rule.id.startsWith("attachments.")).toBe(true);
      expect(rule.score).toBe("risk");
      expect(["high", "medium", "low", "none"]).toContain(rule.weight);
    }
  });

  it("only state facts in the stages that weigh nothing (authentication, sender, content)", () => {
    for (const rule of ALL_RULES.filter((r) => ["authentication", "sender", "content"].includes(r.stage))) {
      expect([rule.id, rule.weight, rule.score]).toEqual([rule.id, "note", "note"]);
      expect(rule.id.startsWith(`${rule.stage}.`)).toBe(true);
    }
  });
});
