// `npm run eval:trust`: scores the labelled corpus in test/fixtures/trust/ with the trust pipeline and prints, per
// category, the detection rate (attacks reaching suspicious or quarantined), the false quarantine rate (benign
// mail quarantined) and hidden payloads that survived into the agent-safe text.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseMessage } from "../shared/mime/parse.js";
import { offlineTrust } from "../shared/platform/trust.js";
import { computeTrust, trustInputFor } from "../shared/trust/pipeline.js";

interface Entry {
  file: string;
  label: "benign" | "attack";
  category: string;
  expect: { min_level?: string; max_level?: string; not_quarantined?: boolean; hidden_payload?: string };
}

export const CORPORA = {
  /** The labelled corpus the rules were developed against. */
  main: fileURLToPath(new URL("../test/fixtures/trust/", import.meta.url)),
  /** Written blind; its misses then guided general fixes, so it is no longer unseen. */
  holdout: fileURLToPath(new URL("../test/fixtures/trust-holdout/", import.meta.url)),
  /** Written blind; its misses also guided general fixes. */
  blind2: fileURLToPath(new URL("../test/fixtures/trust-blind2/", import.meta.url)),
  /** Written blind; its misses also guided general fixes. */
  blind3: fileURLToPath(new URL("../test/fixtures/trust-blind3/", import.meta.url)),
  /** Written blind; its misses also guided general fixes. */
  blind4: fileURLToPath(new URL("../test/fixtures/trust-blind4/", import.meta.url)),
  /** Written blind; reported once as unseen (75 % detected), then its misses guided general fixes. */
  blind5: fileURLToPath(new URL("../test/fixtures/trust-blind5/", import.meta.url)),
  /** Written blind; reported once as unseen (85.0 %), then its misses guided general fixes. */
  blind6: fileURLToPath(new URL("../test/fixtures/trust-blind6/", import.meta.url)),
  /** Written blind; reported once as unseen (67.5 %), then its misses guided general fixes. */
  blind7: fileURLToPath(new URL("../test/fixtures/trust-blind7/", import.meta.url)),
  /** Written blind; a holdout for the rules (only its aggregate figures are read, see its README), training data
   * for the model. */
  blind8: fileURLToPath(new URL("../test/fixtures/trust-blind8/", import.meta.url)),
  /** Written blind; reported once as unseen (82.5 %), kept as a holdout for a day, then its misses guided general fixes. */
  blind9: fileURLToPath(new URL("../test/fixtures/trust-blind9/", import.meta.url)),
  /** Written blind; reported once as unseen (75.0 %), kept as a holdout for a day, then its misses guided general fixes. */
  blind10: fileURLToPath(new URL("../test/fixtures/trust-blind10/", import.meta.url)),
  /** Written blind; a holdout for the rules (it chose the model's settings), training data for the model. */
  blind11: fileURLToPath(new URL("../test/fixtures/trust-blind11/", import.meta.url)),
  /** Written blind alongside blind11; a holdout for the rules, training data for the model. */
  blind12: fileURLToPath(new URL("../test/fixtures/trust-blind12/", import.meta.url)),
  /** Written blind after the trained model was added; scored once, then training data for the model. */
  blind13: fileURLToPath(new URL("../test/fixtures/trust-blind13/", import.meta.url)),
  /** Written blind alongside blind13; scored once, then training data for the model. */
  blind14: fileURLToPath(new URL("../test/fixtures/trust-blind14/", import.meta.url)),
  /** Written blind after the model was trained; scored once (its one false quarantine then read and fixed in
   * general), then training data for the model. */
  blind15: fileURLToPath(new URL("../test/fixtures/trust-blind15/", import.meta.url)),
  /** Written blind alongside blind15; scored once, then training data for the model. */
  blind16: fileURLToPath(new URL("../test/fixtures/trust-blind16/", import.meta.url)),
  /** Written blind after the model was trained on blind16 and everything before it; scored once, then training
   * data for the model. */
  blind17: fileURLToPath(new URL("../test/fixtures/trust-blind17/", import.meta.url)),
  /** Written blind alongside blind17; scored once (its one false quarantine then read and fixed in general), then
   * training data for the model. */
  blind18: fileURLToPath(new URL("../test/fixtures/trust-blind18/", import.meta.url)),
};
/** Corpora whose misses have guided the rules; the others are holdouts for the rules, only ever reported. */
export const TUNED = [
  "main",
  "holdout",
  "blind2",
  "blind3",
  "blind4",
  "blind5",
  "blind6",
  "blind7",
  "blind9",
  "blind10",
] as const satisfies ReadonlyArray<keyof typeof CORPORA>;

/** Corpora the shipped model is trained on (`npm run train:trust`): every labelled corpus whose first, unseen score
 * has been reported. A new corpus stays out of this list until then. */
export const MODEL_CORPORA = [
  ...TUNED,
  "blind8",
  "blind11",
  "blind12",
  "blind13",
  "blind14",
  "blind15",
  "blind16",
  "blind17",
  "blind18",
] as const satisfies ReadonlyArray<keyof typeof CORPORA>;

const ORDER = ["verified", "known", "unknown", "suspicious", "quarantined"];

export interface EvalRow {
  category: string;
  label: string;
  total: number;
  detected: number;
  quarantined: number;
  /** Benign mail flagged suspicious: not withheld, but shown with a warning. */
  warned: number;
  leaks: number;
  misses: string[];
}

export async function evaluateCorpus(root: string = CORPORA.main): Promise<EvalRow[]> {
  const manifest = JSON.parse(await readFile(join(root, "manifest.json"), "utf8")) as Entry[];
  const deps = offlineTrust(10);
  const rows = new Map<string, EvalRow>();
  for (const entry of manifest) {
    const raw = await readFile(join(root, entry.file));
    const parsed = await parseMessage(raw);
    const { report } = await computeTrust(
      deps,
      trustInputFor(raw, parsed, { ownDomains: ["agents.localhost"], now: new Date() }),
    );
    const key = `${entry.label}/${entry.category}`;
    const row = rows.get(key) ?? {
      category: entry.category,
      label: entry.label,
      total: 0,
      detected: 0,
      quarantined: 0,
      warned: 0,
      leaks: 0,
      misses: [],
    };
    row.total++;
    const rank = ORDER.indexOf(report.level);
    if (rank >= ORDER.indexOf("suspicious")) row.detected++;
    if (report.level === "quarantined") row.quarantined++;
    if (entry.label === "benign" && report.level === "suspicious") row.warned++;
    if (entry.label === "attack" && rank < ORDER.indexOf("suspicious")) row.misses.push(entry.file);
    if (entry.label === "benign" && report.level === "quarantined") row.misses.push(entry.file);
    const payload = entry.expect.hidden_payload;
    if (payload && report.content.text.includes(payload)) row.leaks++;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => (a.label + a.category).localeCompare(b.label + b.category));
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : "-");

function report(name: string, rows: EvalRow[]): void {
  console.log(`\n== ${name} corpus ==`);
  console.log("label   category                      n   detected   quarantined   hidden leaks");
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(7)} ${r.category.padEnd(28)} ${String(r.total).padStart(3)}   ${pct(r.detected, r.total).padStart(8)}   ${pct(r.quarantined, r.total).padStart(11)}   ${String(r.leaks).padStart(12)}`,
    );
  }
  const attacks = rows.filter((r) => r.label === "attack");
  const benign = rows.filter((r) => r.label === "benign");
  const sum = (list: EvalRow[], f: (r: EvalRow) => number) => list.reduce((n, r) => n + f(r), 0);
  console.log(
    `\nattacks detected: ${pct(
      sum(attacks, (r) => r.detected),
      sum(attacks, (r) => r.total),
    )} (target ≥ 95 %)`,
  );
  console.log(
    `benign quarantined: ${pct(
      sum(benign, (r) => r.quarantined),
      sum(benign, (r) => r.total),
    )} (target ≤ 1 %)`,
  );
  console.log(
    `benign flagged suspicious (warned, not withheld): ${pct(
      sum(benign, (r) => r.warned),
      sum(benign, (r) => r.total),
    )}`,
  );
  console.log(`hidden payloads in agent-safe text: ${sum(rows, (r) => r.leaks)} (target 0)`);
  if (process.env.EVAL_VERBOSE) for (const r of rows) for (const m of r.misses) console.log(`  miss: ${m}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // `npm run eval:trust` reports both corpora; `-- main` or `-- holdout` reports one.
  const which = process.argv.slice(2).filter((a): a is keyof typeof CORPORA => a in CORPORA);
  for (const name of which.length ? which : (Object.keys(CORPORA) as Array<keyof typeof CORPORA>)) {
    report(name, await evaluateCorpus(CORPORA[name]));
  }
}
