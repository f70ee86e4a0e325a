// Keeps the trust pipeline's figures on the labelled corpus (test/fixtures/trust/) from regressing.
// The floors are the figures reached so far; raise them as the pipeline improves (`npm run eval:trust`).
import { describe, expect, it } from "vitest";
import { evaluateCorpus } from "../../scripts/eval-trust.js";

const FLOORS = {
  attacksDetected: 0.95,
  benignQuarantinedAtMost: 0.01,
};

describe("trust evaluation corpus", () => {
  it("does not fall below the figures reached, and never leaks a hidden payload", { timeout: 120_000 }, async () => {
    const rows = await evaluateCorpus();
    const sum = (label: string, f: (r: (typeof rows)[number]) => number) =>
      rows.filter((r) => r.label === label).reduce((n, r) => n + f(r), 0);
    const attacks = sum("attack", (r) => r.total);
    const benign = sum("benign", (r) => r.total);
    expect(attacks).toBeGreaterThanOrEqual(70);
    expect(benign).toBeGreaterThanOrEqual(100);
    expect(sum("attack", (r) => r.detected) / attacks).toBeGreaterThanOrEqual(FLOORS.attacksDetected);
    expect(sum("benign", (r) => r.quarantined) / benign).toBeLessThanOrEqual(FLOORS.benignQuarantinedAtMost);
    expect(rows.reduce((n, r) => n + r.leaks, 0)).toBe(0);
  });
});
