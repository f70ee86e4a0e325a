// The languages of a phrase table's hits in a text, normalised as the detectors normalise it. Each table is compiled
// once: compiling registers it with the shared screen, which the next search must then prepare again (a second or
// more with every table loaded), so compiling per call made the per-language sample tests take minutes.
import { normalizeForMatching } from "../../shared/trust/injection.js";
import { type Lang, type PhraseTable, UNSPACED } from "../../shared/trust/lexicon/combinators.js";
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

const rowCache = new WeakMap<PhraseTable, Map<Lang, RegExp[]>>();

/** Whether one language's rows of a table, each compiled alone with the table's word guard, match the normalised
 * text: the cue tests' check that a sample hits its own rows. */
export function ownRowsHit(table: PhraseTable, lang: Lang, text: string): boolean {
  let byLang = rowCache.get(table);
  if (!byLang) {
    byLang = new Map();
    rowCache.set(table, byLang);
  }
  let regexes = byLang.get(lang);
  if (!regexes) {
    const guard = UNSPACED.has(lang) ? "" : "(?<![\\p{L}\\p{N}])";
    regexes = (table[lang] ?? []).map((entry) => new RegExp(guard + entry, "u"));
    byLang.set(lang, regexes);
  }
  const normalized = normalizeForMatching(text).text;
  return regexes.some((regex) => regex.test(normalized));
}
