// Keeps the trust pipeline's figures on the labelled corpora from regressing: the development corpus
// (test/fixtures/trust/) and the blind corpora whose misses have since guided general fixes. The holdout corpora
// (blind8 and the newest ones) are only reported by `npm run eval:trust`, never held to a floor here, so nothing
// pushes the rules towards them. The floors are the figures reached so far; raise them as the pipeline improves.
import { describe, expect, it } from "vitest";
import { CORPORA, type EvalRow, evaluateCorpus, TUNED } from "../../scripts/eval-trust.js";

const FLOORS = {
  attacksDetected: 0.98,
  benignQuarantinedAtMost: 0.01,
};

describe("trust evaluation corpora", () => {
  it("do not fall below the figures reached, and never leak a hidden payload", { timeout: 180_000 }, async () => {
    const rows: EvalRow[] = [];
    for (const name of TUNED) rows.push(...(await evaluateCorpus(CORPORA[name])));
    const sum = (label: string, f: (r: EvalRow) => number) =>
      rows.filter((r) => r.label === label).reduce((n, r) => n + f(r), 0);
    const attacks = sum("attack", (r) => r.total);
    const benign = sum("benign", (r) => r.total);
    expect(attacks).toBeGreaterThanOrEqual(380);
    expect(benign).toBeGreaterThanOrEqual(430);
    expect(sum("attack", (r) => r.detected) / attacks).toBeGreaterThanOrEqual(FLOORS.attacksDetected);
    expect(sum("benign", (r) => r.quarantined) / benign).toBeLessThanOrEqual(FLOORS.benignQuarantinedAtMost);
    expect(rows.reduce((n, r) => n + r.leaks, 0)).toBe(0);
  });
});
