// Keeps the trust pipeline's figures on the labelled corpora from regressing.
//
// The floor test scores the held-out corpora (HELD_OUT in scripts/eval-trust.ts: written blind, neither the rules
// nor the model were fitted to them), so it measures mail the pipeline has not learned. Its floors sit just under
// the first, unseen scores recorded in each corpus's README; raise them as the pipeline improves in general, never
// by reading these corpora's misses.
//
// The second test keeps the figures on known mail (every corpus the rules were tuned on or the model was trained
// on) and checks no hidden payload leaks. `npm run train:trust -- --cross-validate` estimates unseen mail too.
import { describe, expect, it } from "vitest";
import {
  CORPORA,
  type EvalRow,
  evaluateCorpus,
  HELD_OUT,
  MODEL_CORPORA,
  summarize,
  TUNED,
} from "../../scripts/eval-trust.js";

/** Held-out floors, just under today's figures (first score at 0ca8390: 90.0 %, 72.3 %, 37.2 %, 35.7 %, 0 quarantined;
 * after the cue tables, the model gate and the payment cues: 92.5 %, 86.2 %, 9.4 %, 3.2 %, 0). Adding the unseen
 * support corpus (first score at a499fac: 85.0 %, 79.2 %, 10.0 %, 6.9 %, 0) brought the four held-out corpora to
 * 90.6 %, 84.3 %, 9.6 %, 4.2 %, 0, so three floors were set just under those new totals (were 0.91, 0.85, 0.04);
 * with the phishing cue at 0.15 the four give 90.6 %, 84.3 %, 8.8 %, 3.3 %, 0. Then templated, machine and languages,
 * scored once, became training data for the model (the corpus discipline), and support alone is held out: 85.0 %,
 * 79.2 %, 6.7 %, 5.2 %, 0 with the retrained model. Then support retired too (its misses guided general fixes, it
 * is in TUNED): the test reads HELD_OUT generically, and a newly registered blind corpus is held to these floors. */
const HELD_OUT_FLOORS = {
  attacksDetected: 0.84,
  injectionWithReason: 0.79,
  benignSuspiciousAtMost: 0.07,
  authenticatedBenignSuspiciousAtMost: 0.055,
  benignQuarantinedAtMost: 0,
};

/** The rules alone (no trained model, which would mask a rules regression on its own training mail) on every corpus
 * the rules were not tuned on (2026-11-26: 72.9 % detected, 75.6 % of injections with an injection reason, 0
 * quarantined; once support was retired into TUNED, on the twelve others: 73.5 %, 77.1 %, 0). */
const RULES_FLOORS = {
  attacksDetected: 0.72,
  injectionWithReason: 0.75,
  benignQuarantinedAtMost: 0,
};

const FITTED_FLOORS = {
  attacksDetected: 0.99,
  benignQuarantinedAtMost: 0.01,
};

describe("trust evaluation corpora", () => {
  it("held out: the rules and the model do not fall below their first unseen scores", { timeout: 60_000 }, async () => {
    // Empty between the retirement of one blind corpus and the registration of the next: that must not pass.
    expect(HELD_OUT.length).toBeGreaterThan(0);
    for (const name of HELD_OUT) {
      expect((TUNED as readonly string[]).includes(name)).toBe(false);
      expect((MODEL_CORPORA as readonly string[]).includes(name)).toBe(false);
    }
    const rows: EvalRow[] = [];
    for (const name of HELD_OUT) rows.push(...(await evaluateCorpus(CORPORA[name])));
    const s = summarize(rows);
    expect(s.attacks).toBeGreaterThan(0);
    expect(s.benign).toBeGreaterThan(0);
    expect(s.injection).toBeGreaterThan(0);
    // Every message the manifests say authenticates does (zone.json and the SMTP envelope are loaded).
    expect(s.authMismatches).toBe(0);
    expect(s.authenticated).toBeGreaterThan(0);
    expect(s.detected / s.attacks).toBeGreaterThanOrEqual(HELD_OUT_FLOORS.attacksDetected);
    expect(s.injectionDetected / s.injection).toBeGreaterThanOrEqual(HELD_OUT_FLOORS.injectionWithReason);
    expect(s.warned / s.benign).toBeLessThanOrEqual(HELD_OUT_FLOORS.benignSuspiciousAtMost);
    expect(s.authenticatedWarned / s.authenticated).toBeLessThanOrEqual(
      HELD_OUT_FLOORS.authenticatedBenignSuspiciousAtMost,
    );
    expect(s.quarantined / s.benign).toBeLessThanOrEqual(HELD_OUT_FLOORS.benignQuarantinedAtMost);
    expect(s.leaks).toBe(0);
  });

  it("rules alone, on corpora the rules were not tuned on: do not fall below their figures", {
    timeout: 180_000,
  }, async () => {
    const untuned = (Object.keys(CORPORA) as Array<keyof typeof CORPORA>).filter(
      (name) => !(TUNED as readonly string[]).includes(name),
    );
    expect(untuned.length).toBeGreaterThanOrEqual(12);
    const rows: EvalRow[] = [];
    for (const name of untuned) rows.push(...(await evaluateCorpus(CORPORA[name], { rulesOnly: true })));
    const s = summarize(rows);
    expect(s.attacks).toBeGreaterThanOrEqual(480);
    expect(s.detected / s.attacks).toBeGreaterThanOrEqual(RULES_FLOORS.attacksDetected);
    expect(s.injectionDetected / s.injection).toBeGreaterThanOrEqual(RULES_FLOORS.injectionWithReason);
    expect(s.quarantined / s.benign).toBeLessThanOrEqual(RULES_FLOORS.benignQuarantinedAtMost);
  });

  it("fitted: do not fall below the figures reached, and never leak a hidden payload", {
    timeout: 180_000,
  }, async () => {
    const rows: EvalRow[] = [];
    for (const name of MODEL_CORPORA) rows.push(...(await evaluateCorpus(CORPORA[name])));
    const s = summarize(rows);
    expect(s.attacks).toBeGreaterThanOrEqual(600);
    expect(s.benign).toBeGreaterThanOrEqual(650);
    expect(s.detected / s.attacks).toBeGreaterThanOrEqual(FITTED_FLOORS.attacksDetected);
    expect(s.quarantined / s.benign).toBeLessThanOrEqual(FITTED_FLOORS.benignQuarantinedAtMost);
    expect(s.leaks).toBe(0);
  });
});
