// The languages of a phrase table's hits in a text, normalised as the detectors normalise it. Each table is compiled
// once: compiling registers it with the shared screen, which the next search must then prepare again (a second or
// more with every table loaded), so compiling per call made the per-language sample tests take minutes.
import { normalizeForMatching } from "../../shared/trust/injection.js";
import type { Lang, PhraseTable } from "../../shared/trust/lexicon/combinators.js";
import { type CompiledTable, compileTable, findPhrases } from "../../shared/trust/phrases.js";

const compiled = new Map<PhraseTable, CompiledTable>();

export function compiledOnce(table: PhraseTable): CompiledTable {
  let found = compiled.get(table);
  if (!found) {
    found = compileTable(table);
    compiled.set(table, found);
  }
  return found;
}

export function hits(table: PhraseTable, text: string): Lang[] {
  return findPhrases(compiledOnce(table), normalizeForMatching(text).text).map((hit) => hit.lang);
}
