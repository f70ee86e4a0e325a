// `npx tsx scripts/eval-trust-rules.ts [corpus …]`: `npm run eval:trust` with the rules alone (the trained model
// left out), so that a lexicon or rule change shows in the figures instead of being masked by the model. Prints the
// summary figures per corpus (all corpora by default).
import { CORPORA, evaluateCorpus, summarize, summaryLines } from "./eval-trust.js";

const which = process.argv.slice(2).filter((a): a is keyof typeof CORPORA => a in CORPORA);
for (const name of which.length ? which : (Object.keys(CORPORA) as Array<keyof typeof CORPORA>)) {
  console.log(`\n== ${name} corpus, rules alone ==`);
  for (const line of summaryLines(summarize(await evaluateCorpus(CORPORA[name], { rulesOnly: true })))) {
    console.log(line);
  }
}
