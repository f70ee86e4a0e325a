// Scoring rules as data (SpamAssassin's `score`/`describe` lines, rspamd's rule tables): each rule names a condition
// over the features a stage extracted, a weight and the reason it gives; one loop evaluates a table in order. The
// tables live beside this file, one per stage (authentication.ts, sender.ts, content.ts, links.ts, attachments.ts,
// classifier.ts, injection.ts, decision.ts; following a link's redirects rewrites its reasons in links.ts);
// docs/trust.md's rule table is generated from them (`npm run docs:trust`).
//
// The loop only adds: what a stage does besides summing (a logistic, a cap on one score, a floor from the trained
// model, the decision's level and event) is done after the loop, in the stage's own file.

/** The pipeline's stages, in order (pipeline.ts runs them). */
export const STAGES = [
  "authentication",
  "sender",
  "content",
  "links",
  "attachments",
  "classifier",
  "decision",
] as const;
export type StageName = (typeof STAGES)[number];

/** What a verdict rule does when it fires: files its reason under the decision's block, quarantine or warning
 * list, or as a note (a finding stated in the report that moves no score). */
export type Verdict = "block" | "quarantine" | "warn" | "note";
export const VERDICTS: readonly Verdict[] = ["block", "quarantine", "warn", "note"];

/** A rule over features `F`. `V` is what its verdict rows file under: the decision's verdicts, or another table's
 * own levels (the attachment stage's risk levels, evaluated by `evaluateLevelRules`). */
export interface Rule<F, V extends string = Verdict> {
  /** Stable name, `<score>.<what>` (docs, stage records and tests name rules by it). */
  id: string;
  stage: StageName;
  /** The sum a weighted rule adds to (a classifier score's log-odds, the decision's trust score), or the list a
   * verdict rule files its reason under. */
  score: string;
  /** Whether the rule fires, and how strongly: `false` or 0 → not at all; `true` → its weight; a number n → its
   * weight × n (a count, a saturated count, a 0..1 strength). */
  when: (features: F) => boolean | number;
  /** Log-odds (classifier scores) or points of the 0..1 trust score (decision); or a verdict (a level). */
  weight: number | V;
  /** Multiplies weight × strength (hidden text weighs 1.6×; a known, authenticated sender's request 0.3×). */
  scale?: number;
  /** The most the rule may move its sum, either way (several suspicious links together). */
  cap?: number;
  /** The explanation the report gives, fixed or built from the features; none: the rule moves its score silently. */
  reason?: string | ((features: F) => string);
  /** One line for docs/trust.md. */
  doc: string;
}

/** A rule that fired: its id, the sum it went to, what it added (0 for a verdict) and the reason it gave; a verdict
 * rule also its verdict (the attachment stage reads each finding's level in table order from it). */
export interface Fired<V extends string = Verdict> {
  id: string;
  score: string;
  value: number;
  reason?: string;
  verdict?: V;
}

export interface RuleOutcome<V extends string = Verdict> {
  /** Each score's sum: its start value plus what the rules added, in table order. */
  sums: Record<string, number>;
  /** Every rule that fired, in table order. */
  fired: Fired<V>[];
  /** Reasons of the verdict rules that fired, per verdict, in table order. */
  verdicts: Record<V, string[]>;
}

/** Evaluates a rule table over one message's features. `start` holds each score's start value (a bias). */
export function evaluateRules<F>(
  rules: readonly Rule<F>[],
  features: F,
  start: Readonly<Record<string, number>> = {},
): RuleOutcome {
  return evaluateLevelRules(rules, features, VERDICTS, start);
}

/** The same loop for a table whose verdict rows file under `levels` instead of the decision's verdicts. */
export function evaluateLevelRules<F, V extends string>(
  rules: readonly Rule<F, V>[],
  features: F,
  levels: readonly V[],
  start: Readonly<Record<string, number>> = {},
): RuleOutcome<V> {
  const sums: Record<string, number> = { ...start };
  const fired: Fired<V>[] = [];
  const verdicts = {} as Record<V, string[]>;
  for (const level of levels) verdicts[level] = [];
  for (const rule of rules) {
    const strength = rule.when(features);
    if (strength === false || strength === 0) continue;
    const reason = typeof rule.reason === "function" ? rule.reason(features) : rule.reason;
    if (typeof rule.weight === "string") {
      if (reason !== undefined) verdicts[rule.weight].push(reason);
      fired.push({ id: rule.id, score: rule.score, value: 0, reason, verdict: rule.weight });
      continue;
    }
    // Left to right, as the scores were written by hand: (weight × strength) × scale.
    let value = strength === true ? rule.weight : rule.weight * strength;
    if (rule.scale !== undefined) value *= rule.scale;
    if (rule.cap !== undefined && Math.abs(value) > rule.cap) value = Math.sign(value) * rule.cap;
    if (value === 0) continue;
    sums[rule.score] = (sums[rule.score] ?? 0) + value;
    fired.push({ id: rule.id, score: rule.score, value, reason });
  }
  return { sums, fired, verdicts };
}

// ---------------------------------------------------------------------------------------------------------------
// Combinators shared by the tables
// ---------------------------------------------------------------------------------------------------------------

export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
export const logit = (p: number) => Math.log(p / (1 - p));

/** The reasons of the `n` largest contributions of at least `min` to one score (largest first, ties in table
 * order): a score's explanation. */
export function topReasons(fired: readonly Fired[], score: string, n: number, min = 0.7): string[] {
  return fired
    .filter((f) => f.score === score && f.value >= min && f.reason !== undefined)
    .sort((a, b) => b.value - a.value)
    .slice(0, n)
    .map((f) => f.reason as string);
}
