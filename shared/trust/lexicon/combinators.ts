// How phrase-table entries are written and combined. Every entry of shared/trust/lexicon/*.ts is a regular-expression
// source matched against text that was NFKC-normalised, lowercased, stripped of invisible characters and
// de-obfuscated (see `normalizeForMatching` in injection.ts), so entries are written in lowercase and use plain
// spaces. Entries describe phrase CLASSES (a verb family near a noun family, a frame), not sentences copied from
// examples: the detectors count class hits and weigh them (shared/trust/rules/), a single hit is never a verdict.
//
// Languages: en, de, fr, es, it, pt, nl, pl, ru, zh, ja (pl only where cheap); the cue-concept tables of
// lexicon/agent-cues.ts add rows for 63 more (cs … ko, bn; km, my, si, ta, ne, ka, yo, ha, tl, and Arabic and Hindi in
// Latin letters; zu, xh, af, so, ti, ig, ms, ps, Kurdish in Latin and in Arabic letters (ku, ckb), gu, mr, pa, te,
// kn, ml, jv; and 18 of Europe, the Caucasus and Central Asia: ro, hu, fi, da, nb, bg, sh, sk, sl, lt, lv, et, ca,
// hy, az, kk, uz, mn, the Latin-script ones also without their diacritics). Entries for
// space-delimited languages
// get a "not preceded by a letter or digit" guard when compiled (phrases.ts); zh and ja entries are matched anywhere.
// The combinators below (`alt`, `near`, `either`) build entries from vocabularies: a verb family near an object
// family in either order, so paraphrases of the same request still meet.

export type Lang =
  | "en"
  | "de"
  | "fr"
  | "es"
  | "it"
  | "pt"
  | "nl"
  | "pl"
  | "sv"
  | "ru"
  | "zh"
  | "ja"
  | CueOnlyLanguage
  /** Entries meant for every language at once (closed classes such as "please" words or names for an AI). */
  | "any"
  /** The same, for scripts without word boundaries to guard (CJK, Thai, Hangul with attached particles, Arabic
   * with attached prefixes). */
  | "any_unspaced";

export type PhraseTable = Partial<Record<Lang, readonly string[]>>;

/** Languages with rows only in the cue-concept tables (lexicon/agent-cues.ts). */
export type CueOnlyLanguage =
  | "cs"
  | "el"
  | "tr"
  | "id"
  | "vi"
  | "sw"
  | "hi"
  | "bn"
  | "uk"
  | "ur"
  | "ar"
  | "fa"
  | "he"
  | "am"
  | "th"
  | "lo"
  | "ko"
  | "km"
  | "my"
  | "si"
  | "ta"
  | "ne"
  | "ka"
  | "yo"
  | "ha"
  | "tl"
  /** Arabic and Hindi written in Latin letters (Arabizi "ensa kell el ta3limat", Hinglish "saare instructions bhool
   * jao"): their own rows, since neither the Arabic nor the Hindi script rows can meet them. */
  | "ar-latn"
  | "hi-latn"
  | "zu"
  | "xh"
  | "af"
  | "so"
  | "ti"
  | "ig"
  | "ms"
  | "ps"
  /** Kurdish: Kurmanji in Latin letters (ku) and Sorani in Arabic script (ckb), a row each. */
  | "ku"
  | "ckb"
  | "gu"
  | "mr"
  | "pa"
  | "te"
  | "kn"
  | "ml"
  | "jv"
  /** Serbo-Croatian ("sh") is one row: Croatian, Bosnian and Serbian in Latin letters, Serbian in Cyrillic too. */
  | "ro"
  | "hu"
  | "fi"
  | "da"
  | "nb"
  | "bg"
  | "sh"
  | "sk"
  | "sl"
  | "lt"
  | "lv"
  | "et"
  | "ca"
  | "hy"
  | "az"
  | "kk"
  | "uz"
  | "mn";

/** A natural language with rows in every per-language table (not one of the "any" buckets, nor a language that
 * only the cue-concept tables cover). */
export type Language = Exclude<Lang, "any" | "any_unspaced" | CueOnlyLanguage>;

/** Languages that put the verb last (subject–object–verb): an object or a place comes before the act. Cue files whose
 * rows were written for another ordering in some languages say so with `languagesWith`. */
export const VERB_FINAL_LANGUAGES: ReadonlySet<Lang> = new Set<Lang>([
  "tr",
  "az",
  "hi",
  "hi-latn",
  "bn",
  "ur",
  "fa",
  "ps",
  "ckb",
  "ku",
  "am",
  "ti",
  "so",
  "ko",
  "ja",
  "ta",
  "te",
  "kn",
  "ml",
  "si",
  "ne",
  "mr",
  "gu",
  "pa",
  "my",
  "hy",
  "ka",
  "kk",
  "uz",
  "mn",
]);

/** A language set with some languages added and some left out. */
export function languagesWith(
  base: ReadonlySet<Lang>,
  change: { with?: readonly Lang[]; without?: readonly Lang[] },
): ReadonlySet<Lang> {
  const out = new Set<Lang>([...base, ...(change.with ?? [])]);
  for (const lang of change.without ?? []) out.delete(lang);
  return out;
}

/** Languages written without spaces between words (zh, ja, th, lo, km, my; Korean particles attach to the word), and
 * scripts whose prepositions and articles attach to the word (ar, fa, ur, he, am, and Tigrinya, Pashto and Sorani
 * Kurdish): no word-boundary guards, character-window gaps. Latin-script languages whose particles attach (isiZulu,
 * Somali) keep their guards: their entries list the attached forms. */
export const UNSPACED: ReadonlySet<Lang> = new Set<Lang>([
  "zh",
  "ja",
  "th",
  "lo",
  "ko",
  "ar",
  "fa",
  "ur",
  "he",
  "am",
  "km",
  "my",
  "any_unspaced",
  "ti",
  "ps",
  "ckb",
]);

/** End-of-word guard (JS `\b` is ASCII-only even with the u flag). */
export const E = "(?![\\p{L}\\p{N}])";

/** The same for the Indic scripts (U+0900–U+0DFF but the danda), whose vowel signs are marks, not letters: "ಮಾಡು" (do, imperative)
 * is not the start of "ಮಾಡುತ್ತಾರೆ" (they will do). A literal range: the phrase compiler takes no \p{M}. */
export const EM = "(?![\\p{L}\\p{N}\u0900-\u0963\u0966-\u0DFF])";

/** A word ends here: whitespace, punctuation or the end follows (a cheap class: the tables are compiled into one
 * reference pattern too, and every \\p{L} there costs code). */
export const END = `(?=$|[\\s.,;:!?"'»«()\\[\\]{}<>/|*—–…।॥])`;
/** The end of an Indic verb: no letter or vowel sign of U+0900–U+0DFF follows (as EM, without \\p{L}). */
export const IEND = "(?![\u0900-\u0963\u0966-\u0DFFa-z0-9])";

/** A verb ends its word in spaced languages ("follow" is not "followed"); UNSPACED scripts have no word end. */
export const wordEnd = (lang: Lang, source: string) => (UNSPACED.has(lang) ? source : `${source}${END}`);

/** A field without zero-width joiners or non-joiners: the text is met without them (Persian "میگوید" without its
 * ZWNJ). */
export const withoutJoiners = (source: string) => source.replace(/[\u200c\u200d]/g, "");

/** A field as the text meets it: no joiners (`withoutJoiners`), and a Turkish or Azerbaijani dotless ı that may have
 * been folded to "i" (injection.ts). */
export const asMet = (lang: Lang, source: string) => {
  const joined = withoutJoiners(source);
  return lang === "tr" || lang === "az" ? joined.replace(/ı/g, "[ıi]") : joined;
};

/** The second half of a pair starts a word, as far as Latin-1 letters tell: "send … pin" is not "send us your
 * opinion", "confirm … pin" not "confirm the shipping address", "pay … eth" not "payment method". (The phrase tables
 * tell only Latin-1 letters apart; other scripts keep matching inside words, as their attached particles need.) */
// Its ends are letters that the diacritic-free spellings (`unmarked`, `romanian`) leave as they are (ÿ becomes y,
// inside the class already); the text is lowercase.
const WORD_START = "(?<![0-9a-zA-Zß-þÿ])";

/** Entries are written as they read; the text they meet is NFKC-normalised, so they are too. */
export const nfkc = (source: string) => source.normalize("NFKC");

/** A concept's phrase table from its rows: per language, the entries `build` reads from the row, NFKC-normalised;
 * a language without entries is left out. */
export function conceptTable<R>(
  rows: Readonly<Partial<Record<Lang, R>>>,
  build: (row: R, lang: Lang) => Array<string | undefined>,
): PhraseTable {
  const table: PhraseTable = {};
  for (const [lang, row] of Object.entries(rows) as Array<[Lang, R]>) {
    const entries = build(row, lang).filter((entry): entry is string => Boolean(entry));
    if (entries.length) table[lang] = entries.map(nfkc);
  }
  return table;
}

export const alt = (...parts: string[]) => `(?:${parts.join("|")})`;

/** A word start: no letter or digit right before (none in the UNSPACED scripts). The source is wrapped, so a field
 * written as an alternation ("a|b") is guarded and spliced as one piece. */
export const wordStart = (lang: Lang, source: string) =>
  UNSPACED.has(lang) ? `(?:${source})` : `(?<![\\p{L}\\p{N}])(?:${source})`;

/** `a` then `b` within `n` characters of the same sentence (a period inside "evil.example" does not end it; the
 * danda of Hindi and Bengali and the Urdu full stop end one too). */
export const near = (a: string, b: string, n = 40) =>
  `${a}(?:[^.!?;。！？।۔\\n]|[.!?](?=\\S)){0,${n}}?${WORD_START}${b}`;

/** `a` and `b` in either order within `n` characters of the same sentence. */
export const either = (a: string, b: string, n = 40) => alt(near(a, b, n), near(b, a, n));

/** An entry written with its marks, and the same entry without them: Yoruba mail is written with tone marks and dots
 * below ("olùrànlọ́wọ́") or without any ("oluranlowo"), Hausa with its hooked letters ("ƙarshe") or plain ones
 * ("karshe"). Two spellings, not one class per letter: per-letter classes multiply an entry's starts past what the
 * screen places. */
function withPlain(source: string, plain: (entry: string) => string): string {
  const stripped = plain(source);
  return stripped === source ? source : alt(source, stripped);
}

const HOOKED: Readonly<Record<string, string>> = { ɓ: "b", ɗ: "d", ƙ: "k", ƴ: "y" };

/** A Yoruba entry, with or without tone marks and dots below. */
export const yoruba = (source: string) =>
  withPlain(source, (entry) =>
    entry
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .normalize("NFC"),
  );
/** A Hausa entry, with its hooked letters or plain ones. */
export const hausa = (source: string) => withPlain(source, (entry) => entry.replace(/[ɓɗƙƴ]/g, (ch) => HOOKED[ch]));

/** Several spellings of one entry, each once (an entry whose spellings agree stays one). */
function spellings(source: string, ...variants: Array<(entry: string) => string>): string {
  const all = [...new Set([source, ...variants.map((variant) => variant(source))])];
  return all.length === 1 ? source : alt(...all);
}

const stripMarks = (entry: string) =>
  entry
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC");

/** An entry of a Latin-script language with its diacritics and without them, as mail often drops them (Slovak
 * "pošlite" / "poslite", Hungarian "jelszó" / "jelszo"); `extra` maps letters that carry no combining mark
 * (Azerbaijani "ə" written "e", Croatian "đ" written "dj"). */
export const unmarked = (source: string, extra: Readonly<Record<string, string>> = {}) =>
  spellings(source, (entry) => stripMarks(entry).replace(/./gu, (ch) => extra[ch] ?? ch));

/** A Romanian entry written with comma-below ș ț (the standard), with the cedilla ş ţ that older keyboards type, and
 * without diacritics. */
export const romanian = (source: string) =>
  spellings(source, (entry) => entry.replace(/ș/g, "ş").replace(/ț/g, "ţ"), stripMarks);

const SERBIAN_CYRILLIC: Readonly<Record<string, string>> = {
  lj: "љ",
  nj: "њ",
  dž: "џ",
  a: "а",
  b: "б",
  c: "ц",
  č: "ч",
  ć: "ћ",
  d: "д",
  đ: "ђ",
  e: "е",
  f: "ф",
  g: "г",
  h: "х",
  i: "и",
  j: "ј",
  k: "к",
  l: "л",
  m: "м",
  n: "н",
  o: "о",
  p: "п",
  r: "р",
  s: "с",
  š: "ш",
  t: "т",
  u: "у",
  v: "в",
  z: "з",
  ž: "ж",
};

/** Latin letters of a Serbo-Croatian entry in Serbian Cyrillic; regex syntax (`\p{L}`, `(?:`, `\n`) and the Latin
 * abbreviations Cyrillic mail keeps (AI, API, SMS, PIN, OTP, CVV, IBAN) stay as they are. */
function serbianCyrillic(entry: string): string {
  return entry.replace(
    /\\[pP]\{\w+\}|\\[a-zA-Z]|\(\?<?[:=!]|\{\d+(?:,\d*)?\}|(?<![\p{L}])(?:ai|api|sms|pin|otp|cvv|iban|usdt|bitcoin\p{L}*)(?![\p{L}])|dž|lj|nj|[a-zčćđšž]/gu,
    (token) => SERBIAN_CYRILLIC[token] ?? token,
  );
}

/** A Serbo-Croatian entry in Latin letters (Croatian, Bosnian, Serbian), the same in Serbian Cyrillic, and the Latin
 * without diacritics that mail often has ("posaljite", "djelatnici" for "đ"). */
export const serbian = (source: string) =>
  spellings(source, serbianCyrillic, (entry) => stripMarks(entry).replace(/đ/g, "dj"));

/** An Azerbaijani entry with its letters and in the plain Latin that mail often has instead ("gonderin" for
 * "göndərin", "sifre" for "şifrə"). */
export const azerbaijani = (source: string) => unmarked(source, { ə: "e", ı: "i" });

/** An Uzbek entry whose "oʻ" and "gʻ" (and the tutuq belgisi "ʼ") match the apostrophes mail types for them
 * (ʻ ' ‘ ’ `). */
export const uzbek = (source: string) => source.replace(/([ogOG])ʻ/g, "$1[ʻ'‘’`]").replace(/ʼ/g, "[ʼ'’]");

/** How a language's entries are spelled where its mail drops diacritics or has two scripts (the report frames' and
 * the doubted message's rows). */
export const MAIL_SPELLING: Readonly<Partial<Record<Lang, (source: string) => string>>> = {
  cs: unmarked,
  sk: unmarked,
  sl: unmarked,
  pl: unmarked,
  hu: unmarked,
  lt: unmarked,
  lv: unmarked,
  et: unmarked,
  vi: unmarked,
  ku: unmarked,
  ca: unmarked,
  tr: (source) => source.replace(/ı/g, "[ıi]"),
  ro: romanian,
  sh: serbian,
  az: azerbaijani,
  uz: uzbek,
  yo: yoruba,
  ha: hausa,
};

/** Scripts where a character is a word or most of one: a verb sits fewer characters from its object. */
export const DENSE: ReadonlySet<Lang> = new Set<Lang>(["zh", "ja", "th", "lo"]);

/** How many characters a pair's halves may sit apart: `spaced` in spaced scripts, 16 in the dense ones. */
export const gap = (lang: Lang, spaced: number) => (DENSE.has(lang) ? 16 : spaced);

/** The top-level alternatives of a regex source or of a frame template ("{DOC}{g}…{AI}", which the regex parser the
 * screen uses would refuse). */
export function alternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === "\\") i++;
    else if (inClass) inClass = ch !== "]";
    else if (ch === "[") inClass = true;
    else if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "|" && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}
