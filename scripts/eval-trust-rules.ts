// `npx tsx scripts/eval-trust-rules.ts [corpus …]`: `npm run eval:trust` with the rules alone (the trained model
// left out), so that a lexicon or rule change shows in the figures instead of being masked by the model. Prints the
// summary figures per corpus (all corpora by default); EVAL_VERBOSE=1 names the files, as `npm run eval:trust` does.
import { CORPORA, evaluateCorpus, namedFiles, summarize, summaryLines } from "./eval-trust.js";

const which = process.argv.slice(2).filter((a): a is keyof typeof CORPORA => a in CORPORA);
for (const name of which.length ? which : (Object.keys(CORPORA) as Array<keyof typeof CORPORA>)) {
  console.log(`\n== ${name} corpus, rules alone ==`);
  const rows = await evaluateCorpus(CORPORA[name], { rulesOnly: true });
  for (const line of summaryLines(summarize(rows))) console.log(line);
  if (process.env.EVAL_VERBOSE) for (const line of namedFiles(name, rows)) console.log(line);
}
