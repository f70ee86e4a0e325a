// `npx tsx scripts/eval-trust-rules.ts [corpus …]`: `npm run eval:trust` with the rules alone (the trained model
// replaced by RULES_ONLY), so that a lexicon change shows in the figures instead of being masked by the model.
// Prints, per corpus: attack detection (suspicious or quarantined), benign false-suspicious and false quarantine;
// with EVAL_VERBOSE=1 the missed attacks and quarantined benign files.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parseMessage } from "../shared/mime/parse.js";
import { offlineTrust } from "../shared/platform/trust.js";
import { cachedClassifier, memoryClassificationCache } from "../shared/trust/classification-cache.js";
import { localClassifier } from "../shared/trust/classifier.js";
import { RULES_ONLY } from "../shared/trust/model.js";
import { computeTrust, trustInputFor } from "../shared/trust/pipeline.js";
import { CORPORA } from "./eval-trust.js";

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : "-");

const which = process.argv.slice(2).filter((a): a is keyof typeof CORPORA => a in CORPORA);
const deps = {
  ...offlineTrust(10),
  classifier: cachedClassifier(localClassifier({ model: RULES_ONLY }), memoryClassificationCache(10)),
};
console.log(
  `${"corpus".padEnd(8)} ${"attacks".padStart(8)} ${"detected".padStart(9)} ${"benign".padStart(7)} ${"suspic.".padStart(8)} ${"quarant.".padStart(9)}`,
);
for (const name of which.length ? which : (Object.keys(CORPORA) as Array<keyof typeof CORPORA>)) {
  const root = CORPORA[name];
  const manifest = JSON.parse(await readFile(join(root, "manifest.json"), "utf8")) as Array<{
    file: string;
    label: string;
  }>;
  let attacks = 0;
  let detected = 0;
  let benign = 0;
  let warned = 0;
  let quarantined = 0;
  const misses: string[] = [];
  for (const entry of manifest) {
    const raw = await readFile(join(root, entry.file));
    const parsed = await parseMessage(raw);
    const { report } = await computeTrust(
      deps,
      trustInputFor(raw, parsed, { ownDomains: ["agents.localhost"], now: new Date() }),
    );
    const flagged = report.level === "suspicious" || report.level === "quarantined";
    if (entry.label === "attack") {
      attacks++;
      if (flagged) detected++;
      else misses.push(`${name}/${entry.file}`);
    } else {
      benign++;
      if (report.level === "suspicious") warned++;
      if (report.level === "quarantined") {
        quarantined++;
        misses.push(`${name}/${entry.file} (benign quarantined)`);
      }
    }
  }
  console.log(
    `${name.padEnd(8)} ${String(attacks).padStart(8)} ${pct(detected, attacks).padStart(9)} ${String(benign).padStart(7)} ${pct(warned, benign).padStart(8)} ${pct(quarantined, benign).padStart(9)}`,
  );
  if (process.env.EVAL_VERBOSE) for (const m of misses) console.log(`  miss: ${m}`);
}
