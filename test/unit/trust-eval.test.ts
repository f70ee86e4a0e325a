// Keeps the trust pipeline's figures on the labelled corpora from regressing: every corpus the rules were tuned on
// or the model was trained on (a holdout not yet reported stays out, so nothing pushes the pipeline towards it).
// These are figures on known mail; `npm run train:trust -- --cross-validate` gives the estimate for unseen mail.
// The floors are the figures reached so far; raise them as the pipeline improves.
import { describe, expect, it } from "vitest";
import { CORPORA, type EvalRow, evaluateCorpus, MODEL_CORPORA } from "../../scripts/eval-trust.js";

const FLOORS = {
  attacksDetected: 0.99,
  benignQuarantinedAtMost: 0.01,
};

describe("trust evaluation corpora", () => {
  it("do not fall below the figures reached, and never leak a hidden payload", { timeout: 180_000 }, async () => {
    const rows: EvalRow[] = [];
    for (const name of MODEL_CORPORA) rows.push(...(await evaluateCorpus(CORPORA[name])));
    const sum = (label: string, f: (r: EvalRow) => number) =>
      rows.filter((r) => r.label === label).reduce((n, r) => n + f(r), 0);
    const attacks = sum("attack", (r) => r.total);
    const benign = sum("benign", (r) => r.total);
    expect(attacks).toBeGreaterThanOrEqual(600);
    expect(benign).toBeGreaterThanOrEqual(650);
    expect(sum("attack", (r) => r.detected) / attacks).toBeGreaterThanOrEqual(FLOORS.attacksDetected);
    expect(sum("benign", (r) => r.quarantined) / benign).toBeLessThanOrEqual(FLOORS.benignQuarantinedAtMost);
    expect(rows.reduce((n, r) => n + r.leaks, 0)).toBe(0);
  });
});
