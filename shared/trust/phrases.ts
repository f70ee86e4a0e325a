// Phrase-table matching, shared by the injection detector and the classifier: each table of lexicon.ts is one regex,
// an alternation with one capture group per language. A screen (prefilter.ts) first finds, in one pass over the text,
// where each entry of each table can begin; a table then tries only those entries there, each alone (sticky), and
// scans the whole text with its alternation only when it holds an entry the screen cannot place or the candidates
// are dense.
//
// Most of this file is about V8, not about phrases. The hits are exactly those of the table's plain u-flag pattern
// on the original text (test/unit/trust-phrases.test.ts compares them); what changes is the code V8 runs.
//
// - Two-byte text. With the u flag, every construct that can match an astral character (\p{L}, \S, a negated
//   class) compiles, for a two-byte subject, to surrogate-pair code several kilobytes long, and the tables hold
//   about 1,900 of them: 25.7 MB of native code, past V8's 16 MB budget for regexp code, after which V8 compiles
//   regexps without optimisation (scans ten times slower for whichever tables came last, so speed depended on the
//   order of first use). The tables are therefore compiled BMP-only (8 MB); an astral character in the text is
//   replaced by a BMP stand-in of its kind (letter, number, other) and hit offsets are mapped back.
// - Latin-1 text. V8 runs a one-byte subject with code several times faster than a two-byte one (every table over
//   70 KB, Node 22: 7 ms against 37 ms). Strings derived from two-byte strings stay two-byte (normalize, replace),
//   and most mail that is not Latin-1 holds only a few characters beyond it (dashes, the euro sign, arrows, emoji).
//   Such text is projected onto Latin-1: each of those characters becomes a Latin-1 character that NFKC-normalised
//   text never holds and that every table treats exactly like the original, and the one-byte copy is scanned by a
//   Latin-1 variant of each table.
// - Tier-up. V8 runs a regexp's first executions in its bytecode interpreter and compiles native code later, unless
//   the subject is at least 1,000 characters long; for these tables the bytecode stage is the expensive one, so a
//   table's first short text is preceded by a long one (`ensureNative`).
import { type Lang, type PhraseTable, UNSPACED } from "./lexicon/combinators.js";
import {
  entryAnchors,
  entryNeeds,
  entryStarts,
  isLetterOrDigit,
  needPrograms,
  type Probes,
  probeOf,
  type Screening,
  spellNeed,
  type TableEntries,
  TableScreen,
} from "./prefilter.js";

/** Word-start guard, consuming (a lookbehind is evaluated at every position before the alternation's first-character
 * checks and costs several times more); `findPhrases` strips the consumed separator from the hit. */
const START_CONSUMING = "(?:^|[^\\p{L}\\p{N}])";

export interface CompiledTable {
  /** For text beyond Latin-1: the table, BMP-only. */
  readonly regex: RegExp;
  /** For text projected onto Latin-1: the same with the projected characters' stand-ins. */
  readonly latin1: RegExp;
  /** Its entries in the alternation's order, each tried alone (sticky) where the screen found it could begin. */
  readonly entries: readonly TableEntry[];
  /** Its number in the screen (prefilter.ts). */
  readonly screenIndex: number;
  /** Its alternation is too large for V8 to optimise: scanning the text with it costs far more than trying each
   * candidate, however dense (see `tableMatches`). */
  readonly large: boolean;
  /** Capture-group index → language. */
  readonly langs: Lang[];
}

export interface TableEntry {
  lang: Lang;
  /** After the word-start guard (a space-delimited language), or anywhere. */
  spaced: boolean;
  /** The entry alone, BMP-only and its Latin-1 variant, sticky (compiled on first use). */
  sticky(latin1: boolean): RegExp;
  /** The same, global: finds where an entry the screen cannot place matches. */
  scan(latin1: boolean): RegExp;
}

export interface PhraseHit {
  lang: Lang;
  index: number;
  text: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Stand-ins
// ---------------------------------------------------------------------------------------------------------------

type Kind = "letter" | "number" | "other";

/** BMP stand-ins for astral characters: a Vai syllable (Lo), a Vai digit (Nd), a Yi radical (So). */
const BMP_STAND_IN: Record<Kind, string> = { letter: "\uA500", number: "\uA620", other: "\uA490" };
/** Latin-1 stand-ins for characters beyond Latin-1 that no table names: ª (Lo), ¹ (No), ¨ (Sk). */
const LATIN1_STAND_IN: Record<Kind, string> = { letter: "\u00AA", number: "\u00B9", other: "\u00A8" };
/** Characters beyond Latin-1 that tables name and mail often holds, with their Latin-1 stand-ins: – → ¯, — → ´,
 * € → ¸. Every stand-in above is changed by NFKC, so normalised text never holds one of its own. */
const LATIN1_MAPPED: Readonly<Record<string, string>> = { "\u2013": "\u00AF", "\u2014": "\u00B4", "\u20AC": "\u00B8" };
const STAND_INS = new Set([
  ...Object.values(BMP_STAND_IN),
  ...Object.values(LATIN1_STAND_IN),
  ...Object.values(LATIN1_MAPPED),
]);

/** Characters each stand-in must be indistinguishable from, in every class of every table. */
const SAMPLES: Record<Kind, string[]> = {
  letter: ["\u16A0", String.fromCodePoint(0x10400)], // Runic ᚠ, Deseret 𐐀 (Armenian is a cue language)
  number: ["\u2167", String.fromCodePoint(0x10107)], // Roman numeral Ⅷ, Aegean number one
  other: ["\u2192", String.fromCodePoint(0x1f600)], // →, 😀
};

function kindOf(ch: string): Kind {
  return /\p{L}/u.test(ch) ? "letter" : /\p{N}/u.test(ch) ? "number" : "other";
}

// ---------------------------------------------------------------------------------------------------------------
// Compiling
// ---------------------------------------------------------------------------------------------------------------

const ASTRAL = `${String.fromCodePoint(0x10000)}-${String.fromCodePoint(0x10ffff)}`;
const SURROGATES = "\\uD800-\\uDFFF";
/** Escapes that match BMP characters only, passed through as they are. */
const BMP_ESCAPE = /^\\(?:[sdwbBntrfv0]|[\^$\\.*+?()[\]{}|/\-'"])$/;

/** Characters beyond Latin-1 that some compiled table names (literally or in a class range), other than those in
 * LATIN1_MAPPED: text holding one cannot be projected onto Latin-1. */
const named = { chars: new Set<string>(), ranges: [] as Array<[number, number]>, version: 0 };
let namedPattern: RegExp | undefined;

/** Code units noteNamed has seen (what it notes stays noted, and what it passes over always would be). */
const seenUnits = new Uint8Array(0x10000);

function noteNamed(ch: string): void {
  if (ch.length === 1) {
    const unit = ch.charCodeAt(0);
    if (seenUnits[unit]) return;
    seenUnits[unit] = 1;
  }
  if (ch.charCodeAt(0) > 0xff && !(ch in LATIN1_MAPPED) && !named.chars.has(ch)) {
    named.chars.add(ch);
    named.version++;
    namedPattern = undefined;
  }
}

function noteNamedRange(from: number, to: number): void {
  if (to <= 0xff) return;
  named.ranges.push([Math.max(from, 0x100), to]);
  named.version++;
  namedPattern = undefined;
}

/** Matches a character that keeps text from being projected onto Latin-1 (named by a table, or a space). */
function unprojectable(): RegExp {
  if (!namedPattern) {
    const hex = (n: number) => `\\u{${n.toString(16)}}`;
    const chars = [...named.chars].map((ch) => hex(ch.codePointAt(0) ?? 0)).join("");
    const ranges = named.ranges.map(([from, to]) => `${hex(from)}-${hex(to)}`).join("");
    // Spaces beyond Latin-1 too: normalised text has none, and no stand-in is a space.
    namedPattern = new RegExp(`[${chars}${ranges}]|(?=\\s)[^\\u0000-\\u00ff]`, "u");
  }
  return namedPattern;
}

/** The BMP-only version of a class escape that can match astral characters, or undefined for any other escape. */
function bmpClassEscape(esc: string): string | undefined {
  const property = /^\\([pP])\{(L|N)\}$/.exec(esc);
  if (property) {
    return property[1] === "p" ? `[^\\P{${property[2]}}${ASTRAL}]` : `[^\\p{${property[2]}}${SURROGATES}${ASTRAL}]`;
  }
  if (esc === "\\S" || esc === "\\D" || esc === "\\W") return `[^\\${esc[1].toLowerCase()}${SURROGATES}${ASTRAL}]`;
  return undefined;
}

const escapeAt = (source: string, at: number) =>
  /^\\[pP]\{[^}]*\}/.exec(source.slice(at))?.[0] ?? source.slice(at, at + 2);

const MAPPED = new RegExp(`[${Object.keys(LATIN1_MAPPED).join("")}]`, "g");
const latin1Variant = (source: string) => source.replace(MAPPED, (ch) => LATIN1_MAPPED[ch]);

const checkedClasses = new Set<string>();

/** Throws unless, in the class `atom`, every stand-in behaves as what it stands for. */
function checkClass(atom: string): void {
  if (checkedClasses.has(atom)) return;
  checkedClasses.add(atom);
  const original = new RegExp(`^${atom}$`, "u");
  const projected = new RegExp(`^${latin1Variant(atom)}$`, "u");
  for (const kind of ["letter", "number", "other"] as const) {
    for (const sample of SAMPLES[kind]) {
      const expected = original.test(sample);
      if (original.test(BMP_STAND_IN[kind]) !== expected || projected.test(LATIN1_STAND_IN[kind]) !== expected) {
        throw new Error(`phrase table class ${atom} tells a ${kind} stand-in from ${sample}`);
      }
    }
  }
  for (const [ch, standIn] of Object.entries(LATIN1_MAPPED)) {
    if (projected.test(standIn) !== original.test(ch))
      throw new Error(`phrase table class ${atom} tells ${standIn} from ${ch}`);
  }
}

/** Records what a class names beyond Latin-1 (its literal characters and ranges). */
function noteClassItems(items: string): void {
  const chars = [...items.replace(/\\[pP]\{[^}]*\}|\\./g, "")];
  for (let i = 0; i < chars.length; i++) {
    if (chars[i + 1] === "-" && i + 2 < chars.length) {
      noteNamedRange(chars[i].codePointAt(0) ?? 0, chars[i + 2].codePointAt(0) ?? 0);
      i += 2;
    } else noteNamed(chars[i]);
  }
}

function checkNameable(ch: string): void {
  if (ch >= "\uD800" && ch <= "\uDFFF") throw new Error("phrase tables must not name astral characters");
  if (STAND_INS.has(ch)) throw new Error(`phrase tables must not name ${ch} (a stand-in)`);
}

/** Characters that bmpOnly copies as they are (code units: no u flag), and those checkNameable refuses. */
const PLAIN_RUN = /[^\\[.]+/y;
const UNNAMEABLE = new RegExp(`[\\uD800-\\uDFFF${[...STAND_INS].join("")}]`);

/**
 * `source` (a u-flag pattern) rewritten so that nothing in it matches an astral character or a surrogate: on text
 * without surrogates it matches exactly what `source` matches. Throws on any construct it does not know, so a new
 * lexicon entry cannot silently break that.
 */
function bmpOnly(source: string): string {
  // Parts joined at the end: `out += ch` per character left a rope of one node per character (about 130 MB over
  // every table) held until the table's regex was compiled.
  const out: string[] = [];
  for (let i = 0; i < source.length; i++) {
    // A run of plain characters at once: checked, its characters beyond Latin-1 noted, copied.
    PLAIN_RUN.lastIndex = i;
    if (PLAIN_RUN.test(source)) {
      const run = source.slice(i, PLAIN_RUN.lastIndex);
      const unnameable = UNNAMEABLE.exec(run);
      if (unnameable) checkNameable(unnameable[0]);
      for (let k = 0; k < run.length; k++) {
        const unit = run.charCodeAt(k);
        if (unit > 0xff && !seenUnits[unit]) noteNamed(run[k]);
      }
      out.push(run);
      i = PLAIN_RUN.lastIndex - 1;
      continue;
    }
    const ch = source[i];
    checkNameable(ch);
    if (ch === "\\") {
      const esc = escapeAt(source, i);
      const bmp = bmpClassEscape(esc);
      if (bmp !== undefined) out.push(bmp);
      else if (BMP_ESCAPE.test(esc)) out.push(esc);
      else throw new Error(`unsupported escape ${esc} in a phrase table`);
      i += esc.length - 1;
      continue;
    }
    if (ch === "[") {
      let end = i + 1;
      while (end < source.length && source[end] !== "]") end += source[end] === "\\" ? 2 : 1;
      const negated = source[i + 1] === "^";
      const items = source.slice(i + (negated ? 2 : 1), end);
      for (const item of items) checkNameable(item);
      checkClass(source.slice(i, end + 1));
      noteClassItems(items);
      if (negated) out.push(`[^${items}${SURROGATES}${ASTRAL}]`);
      else {
        // A positive class: its plain items stay one class, each astral-capable escape becomes its own alternative.
        const alternatives: string[] = [];
        let plain = "";
        for (let j = 0; j < items.length; j++) {
          if (items[j] !== "\\") {
            plain += items[j];
            continue;
          }
          const esc = escapeAt(items, j);
          const bmp = bmpClassEscape(esc);
          if (bmp !== undefined) alternatives.push(bmp);
          else if (BMP_ESCAPE.test(esc)) plain += esc;
          else throw new Error(`unsupported escape ${esc} in a phrase table`);
          j += esc.length - 1;
        }
        if (plain) alternatives.unshift(`[${plain}]`);
        out.push(alternatives.length === 1 ? alternatives[0] : `(?:${alternatives.join("|")})`);
      }
      i = end;
      continue;
    }
    throw new Error("unsupported . in a phrase table (write a class)");
  }
  return out.join("");
}

/** The table as one u-flag pattern: what `compileTable` compiles, before the rewrites above. */
export function tableSource(table: PhraseTable): { source: string; langs: Lang[] } {
  const groups = languageGroups(table).map(({ lang, entries }) => ({
    lang,
    group: `(${entries.map((entry) => `(?:${entry})`).join("|")})`,
  }));
  const spaced = groups.filter(({ lang }) => !UNSPACED.has(lang));
  const unspaced = groups.filter(({ lang }) => UNSPACED.has(lang));
  const parts: string[] = [];
  if (spaced.length) parts.push(`${START_CONSUMING}(?:${spaced.map(({ group }) => group).join("|")})`);
  for (const { group } of unspaced) parts.push(group);
  return { source: parts.join("|"), langs: groups.map(({ lang }) => lang) };
}

/** The table's languages in the order of its alternation: space-delimited ones first (behind one word-start guard),
 * then the unspaced ones, each in the table's own order. */
function languageGroups(table: PhraseTable): Array<{ lang: Lang; entries: readonly string[] }> {
  const groups = (Object.entries(table) as Array<[Lang, readonly string[] | undefined]>)
    .filter((group): group is [Lang, readonly string[]] => Boolean(group[1]?.length))
    .map(([lang, entries]) => ({ lang, entries }));
  return [...groups.filter(({ lang }) => !UNSPACED.has(lang)), ...groups.filter(({ lang }) => UNSPACED.has(lang))];
}

// ---------------------------------------------------------------------------------------------------------------
// Screening (prefilter.ts): which tables can match a text, and where
// ---------------------------------------------------------------------------------------------------------------

/** Each compiled table's entries' starts (prefilter.ts) by screen index; undefined: the table is not screened. */
const screened: Array<TableEntries | undefined> = [];
let screen: TableScreen | undefined;
/** Screenings of the last few subjects (the detectors scan a message's few texts with every table in turn). */
const screenings = new Map<string, Screening>();

/** Per table (by screen index), its entries the screen cannot place, each found by scanning the text with it alone
 * when the text holds one of its anchors (their probes, prefilter.ts; undefined: always scanned). */
const unplaced: Array<Array<{ index: number; probes?: Probes }>> = [];

/** The table's entries' starts (prefilter.ts) in the spellings of both subjects (original and Latin-1); an entry
 * without (one that may begin with a class) is listed in `unplaced` instead. */
function tableEntries(table: PhraseTable, screenIndex: number): TableEntries {
  const out: Array<TableEntries[number]> = [];
  unplaced[screenIndex] = [];
  for (const [lang, source] of entrySources(table)) {
    let known = analysed.get(source);
    if (!known) {
      known = analyse(source);
      analysed.set(source, known);
    }
    const { read, probes, programs, starts } = known;
    if (!read) unplaced[screenIndex].push({ index: out.length, probes });
    out.push({ starts, atZero: read?.atZero ?? false, spaced: !UNSPACED.has(lang), probes, programs });
  }
  return out;
}

/** What the screen reads from an entry's pattern (prefilter.ts), whichever table holds it. */
function analyse(source: string) {
  const read = entryStarts(source);
  const plain = entryAnchors(source);
  const probes = plain && { plain: plain.map(probeOf), latin1: plain.map(latin1Variant).map(probeOf) };
  const need = entryNeeds(source);
  // The same object when the entry names no character the Latin-1 spelling maps (the screen then keeps one program).
  const needs = { plain: need, latin1: latin1Variant(source) === source ? need : spellNeed(need, latin1Variant) };
  const starts = read ? [...new Set(read.starts.flatMap((start) => [start, latin1Variant(start)]))] : [];
  // Kept as programs: the formulas themselves took about 35 MB over every table.
  return { read, probes, programs: needPrograms({ needs, probes }), starts };
}

/** Entries already read while tables are prepared (one entry may be in several tables); emptied afterwards. */
const analysed = new Map<string, ReturnType<typeof analyse>>();

/** The table's entries with their languages, in the order of its alternation (tableSource). */
function entrySources(table: PhraseTable): Array<[Lang, string]> {
  return languageGroups(table).flatMap(({ lang, entries }) => entries.map((entry): [Lang, string] => [lang, entry]));
}

function screeningOf(subject: Subject): Screening {
  if (!screen) {
    screen = new TableScreen(screened);
    screenings.clear();
  }
  let screening = screenings.get(subject.text);
  if (!screening) {
    // The oldest goes: one message's stages screen up to about eight texts, some of them twice.
    if (screenings.size >= 8) screenings.delete(screenings.keys().next().value as string);
    screening = screen.screen(subject.text, { latin1: subject.latin1, oneByte: !subject.twoByte });
    screenings.set(subject.text, screening);
  }
  return screening;
}

/** Tables compiled but not rewritten yet: rewriting and parsing them all takes about 0.1 s, so it waits for the
 * first scan rather than adding to every import (a cold start). */
const unprepared: Array<() => void> = [];

function prepareTables(): void {
  if (!unprepared.length) return;
  for (let prepare = unprepared.pop(); prepare; prepare = unprepared.pop()) prepare();
  analysed.clear();
}

/** One regex per table: an alternation with one capture group per language (so a hit tells its language). The
 * word-start guard is written once for all space-delimited languages: a lookbehind per entry is several times
 * slower, since the engine evaluates it at every position before the first-character checks. */
export function compileTable(table: PhraseTable): CompiledTable {
  const { source, langs } = tableSource(table);
  let bmp: string | undefined;
  const compiled: { regex?: RegExp; latin1?: RegExp } = {};
  const screenIndex = screened.length;
  screened.push(undefined);
  unprepared.push(() => {
    bmp ??= bmpOnly(source);
    screened[screenIndex] = tableEntries(table, screenIndex);
    screen = undefined;
  });
  const whole = (latin1: boolean) => {
    prepareTables();
    const kind = latin1 ? "latin1" : "regex";
    compiled[kind] ??= new RegExp(latin1 ? latin1Variant(bmp!) : bmp!, "gu");
    return compiled[kind];
  };
  const entries = entrySources(table).map(([lang, entry]): TableEntry => {
    // By spelling and use: [BMP sticky, BMP scan, Latin-1 sticky, Latin-1 scan].
    const regexes: Array<RegExp | undefined> = [];
    const alone = (latin1: boolean, sticky: boolean) => {
      const slot = (latin1 ? 2 : 0) + (sticky ? 0 : 1);
      let regex = regexes[slot];
      if (!regex) {
        regex = new RegExp(latin1 ? latin1Variant(bmpOnly(entry)) : bmpOnly(entry), sticky ? "uy" : "gu");
        regexes[slot] = regex;
      }
      return regex;
    };
    return {
      lang,
      spaced: !UNSPACED.has(lang),
      sticky: (latin1) => alone(latin1, true),
      scan: (latin1) => alone(latin1, false),
    };
  });
  return {
    screenIndex,
    large: source.length > LARGE_TABLE,
    langs,
    entries,
    get regex() {
      return whole(false);
    },
    get latin1() {
      return whole(true);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------------------------

/** A text prepared for the tables. */
interface Subject {
  text: string;
  /** Positions in `text` of stand-ins that replaced a surrogate pair (two code units in the original), ascending. */
  collapsed: number[];
  /** `text` is one-byte and projected: scan it with the tables' Latin-1 variants. */
  latin1: boolean;
  /** `text` holds characters beyond Latin-1 (V8 stores it, and compiles regexps for it, as two-byte). */
  twoByte: boolean;
}

const BEYOND_LATIN1 = /[\u0100-\uffff]/;
const SURROGATE = /[\uD800-\uDFFF]/;
const LATIN1_STAND_INS = new RegExp(
  `[${Object.values(LATIN1_STAND_IN).join("")}${Object.values(LATIN1_MAPPED).join("")}]`,
);
const kindCache = new Map<number, Kind>();

function cachedKind(codePoint: number): Kind {
  let kind = kindCache.get(codePoint);
  if (kind === undefined) {
    kind = kindOf(String.fromCodePoint(codePoint));
    if (kindCache.size < 4096) kindCache.set(codePoint, kind);
  }
  return kind;
}

/** A one-byte copy (V8 keeps strings derived from a two-byte string two-byte, even when all they hold is Latin-1). */
const oneByte = (text: string) => Buffer.from(text, "latin1").toString("latin1");

/** Replaces every character beyond Latin-1 (`toLatin1`) or every astral character and lone surrogate (BMP). */
function replaceWide(text: string, toLatin1: boolean): Subject {
  const collapsed: number[] = [];
  const parts: string[] = [];
  let length = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit <= 0xff || (!toLatin1 && (unit < 0xd800 || unit > 0xdfff))) continue;
    const next = text.charCodeAt(i + 1);
    const pair = unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
    parts.push(text.slice(from, i));
    length += i - from;
    if (pair) collapsed.push(length);
    const codePoint = pair ? (text.codePointAt(i) ?? unit) : unit;
    // A lone surrogate is a code point of its own under the u flag, neither letter nor number.
    const kind = unit >= 0xd800 && unit <= 0xdfff && !pair ? "other" : cachedKind(codePoint);
    parts.push(toLatin1 ? (LATIN1_MAPPED[text[i]] ?? LATIN1_STAND_IN[kind]) : BMP_STAND_IN[kind]);
    length++;
    from = pair ? i + 2 : i + 1;
    if (pair) i++;
  }
  parts.push(text.slice(from));
  const out = parts.join("");
  return toLatin1
    ? { text: oneByte(out), collapsed, latin1: true, twoByte: false }
    : { text: out, collapsed, latin1: false, twoByte: true };
}

function prepareSubject(text: string): Subject {
  // A stand-in in the text itself (never after NFKC) would be taken for what it stands for: no projection then.
  const projectable = !LATIN1_STAND_INS.test(text);
  if (!BEYOND_LATIN1.test(text)) return { text: oneByte(text), collapsed: [], latin1: projectable, twoByte: false };
  if (projectable && !unprojectable().test(text)) return replaceWide(text, true);
  if (SURROGATE.test(text)) return replaceWide(text, false);
  return { text, collapsed: [], latin1: false, twoByte: true };
}

/** Offset in the original text of offset `at` in the prepared one. */
function originalOffset(subject: Subject, at: number): number {
  let shift = 0;
  while (shift < subject.collapsed.length && subject.collapsed[shift] < at) shift++;
  return at + shift;
}

/** The last few results of a pure function of a string: the stages (report framing, classifier, injection score,
 * trained model) each normalise, split and scan the same texts of one message, and only the first pays. */
export function lastResults<T>(compute: (input: string) => T, size = 4): (input: string) => T {
  const results = new Map<string, T>();
  return (input) => {
    let result = results.get(input);
    if (result === undefined) {
      result = compute(input);
      if (results.size >= size) results.delete(results.keys().next().value as string);
      results.set(input, result);
    }
    return result;
  };
}

// Every table scans the same few texts of a message, in turns: each is prepared once (again if a table compiled since
// names new characters). One message's stages scan up to about eight texts (screenings keeps as many).
const SUBJECTS_KEPT = 8;
let subjects = lastResults(prepareSubject, SUBJECTS_KEPT);
let subjectsVersion = -1;

function subjectFor(text: string): Subject {
  prepareTables();
  if (named.version !== subjectsVersion) {
    subjects = lastResults(prepareSubject, SUBJECTS_KEPT);
    subjectsVersion = named.version;
  }
  return subjects(text);
}

// ---------------------------------------------------------------------------------------------------------------
// Scanning
// ---------------------------------------------------------------------------------------------------------------

/** Subjects of at least this length get native code at once (JSRegExp::kTierUpForSubjectLengthValue). Measured, all
 * tables, Node 22, CPU: a short Latin-1 first text cost 165 ms of bytecode and then 80 ms of native code, against
 * 75 ms for native code at once; the old tables' bytecode for a short two-byte text took 1 to 5 s. */
const NATIVE_AT_ONCE = 1000;
/** Ordinary prose (V8 samples the subject's character frequencies when it compiles a regexp); no table matches it. */
const PRIMER = "The weekly figures arrive on Monday morning, and the team reads them together before lunch. ".repeat(
  12,
);
const PRIMER_TWO_BYTE = `${PRIMER}\u2014`;
const nativeFor = { oneByte: new WeakSet<RegExp>(), twoByte: new WeakSet<RegExp>() };

/** Before a regex's first short subject of a string width, one long subject of that width: native code at once. */
function ensureNative(regex: RegExp, subject: Subject): void {
  const done = subject.twoByte ? nativeFor.twoByte : nativeFor.oneByte;
  if (done.has(regex)) return;
  if (subject.text.length < NATIVE_AT_ONCE) {
    regex.lastIndex = 0;
    regex.exec(subject.twoByte ? PRIMER_TWO_BYTE : PRIMER);
  }
  done.add(regex);
}

/** Matches of a global regex, by `exec` on the regex itself. `matchAll` clones the regex on every call, and V8
 * compiles each clone of a large pattern to native code again: on these tables that made every scan many times
 * slower. Not reentrant for one regex (nothing here nests a scan inside a scan of the same regex). */
export function* execAll(regex: RegExp, text: string): Generator<RegExpExecArray> {
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    if (match[0] === "") regex.lastIndex++;
    yield match;
  }
}

const LETTER_OR_DIGIT_START = /^[\p{L}\p{N}]/u;

/** Sticky attempts pay when candidates are at least this many characters apart on average; denser, one scan is
 * cheaper, unless the table is large. */
const STICKY_SPACING = 8;
/** V8 compiles a pattern longer than this (RegExp::kRegExpTooLargeToOptimize, 20 KB) without its optimisations (no
 * quick checks, no Boyer-Moore skip): a scan of such a table tries every alternative at every offset. Measured on
 * 400 benign texts, the large tables (ADDRESSING, SECRECY, ACTION_SENSITIVE: 250-300 K characters) scanned at
 * 15-90 µs per character against a few µs per sticky try, so on dense candidates they are tried one by one all the
 * same. */
const LARGE_TABLE = 20 * 1024;

/** A match of a table in a prepared text: [index, end) and the language of the entry that matched. */
interface TableMatch {
  index: number;
  end: number;
  lang: Lang;
}

/** The table's first `limit` matches in the subject: a scan of the whole text with the table's alternation, or, when
 * the screen knows where each entry could begin, that entry alone tried (sticky) there. The two agree: the
 * alternation, at each offset s in turn from where its last match ended, tries the space-delimited entries at s when
 * s is 0 (^), then those right after a separator at s, then the unspaced entries at s, each group in table order,
 * and takes the first entry that matches; the candidates are tried in exactly that order. */
function tableMatches(
  table: CompiledTable,
  subject: Subject,
  candidates: number[] | undefined,
  limit: number,
): TableMatch[] {
  const out: TableMatch[] = [];
  if (!candidates || (!table.large && (candidates.length / 2) * STICKY_SPACING > subject.text.length)) {
    const regex = subject.latin1 ? table.latin1 : table.regex;
    ensureNative(regex, subject);
    for (const match of execAll(regex, subject.text)) {
      let lang: Lang = table.langs[0];
      for (let i = 0; i < table.langs.length; i++) {
        if (match[i + 1] !== undefined) {
          lang = table.langs[i];
          break;
        }
      }
      out.push({ index: match.index, end: match.index + match[0].length, lang });
      if (out.length >= limit) break;
    }
    return out;
  }
  // Each try as one number, sorted ascending: offset s where the match starts, then its order at s (entry-start
  // group: 0 at offset 0, 1 after a separator, 2 unspaced; then entry index). A typed array sorts numbers without a
  // comparator or an array per try.
  const count = table.entries.length;
  const perOffset = 3 * count;
  const tries = new Float64Array(candidates.length / 2);
  for (let i = 0; i < candidates.length; i += 2) {
    const p = candidates[i];
    const k = candidates[i + 1];
    const group = table.entries[k].spaced ? (p === 0 ? 0 : 1) : 2;
    tries[i / 2] = (group === 1 ? p - 1 : p) * perOffset + group * count + k;
  }
  tries.sort();
  let from = 0;
  for (const key of tries) {
    const s = Math.floor(key / perOffset);
    if (s < from) continue;
    const order = key - s * perOffset;
    const group = Math.floor(order / count);
    const k = order - group * count;
    // The entry starts at p: after the separator the word-start guard consumes.
    const p = group === 1 ? s + 1 : s;
    const sticky = table.entries[k].sticky(subject.latin1);
    sticky.lastIndex = p;
    const match = sticky.exec(subject.text);
    if (!match) continue;
    from = Math.max(p + match[0].length, s + 1);
    out.push({ index: s, end: p + match[0].length, lang: table.entries[k].lang });
    if (out.length >= limit) break;
  }
  return out;
}

const withUnplaced = new WeakMap<Screening, Map<number, number[]>>();

/** Where the table's entries may begin in the subject: the screen's candidates, and every offset where an entry the
 * screen cannot place matches, found by scanning the text with that entry alone (far cheaper than the whole table,
 * which scanning would otherwise take; offsets inside an earlier match of the entry are looked at too). */
function candidatesOf(table: CompiledTable, subject: Subject): number[] | undefined {
  const screening = screeningOf(subject);
  const fromScreen = screening.candidates[table.screenIndex];
  const scan = unplaced[table.screenIndex];
  if (!fromScreen || !scan?.length) return fromScreen;
  const byTable = withUnplaced.get(screening) ?? new Map<number, number[]>();
  withUnplaced.set(screening, byTable);
  let candidates = byTable.get(table.screenIndex);
  if (candidates) return candidates;
  candidates = [...fromScreen];
  for (const { index: k, probes } of scan) {
    if (!screening.mayMatch(table.screenIndex, k)) continue;
    const spelled = probes && (subject.latin1 ? probes.latin1 : probes.plain);
    if (spelled && !spelled.some((anchor) => subject.text.includes(anchor))) continue;
    const entry = table.entries[k];
    const regex = entry.scan(subject.latin1);
    ensureNative(regex, subject);
    regex.lastIndex = 0;
    for (let match = regex.exec(subject.text); match; match = regex.exec(subject.text)) {
      const p = match.index;
      if (!entry.spaced || p === 0 || !isLetterOrDigit(subject.text.charCodeAt(p - 1))) candidates.push(p, k);
      regex.lastIndex = p + 1;
    }
  }
  byTable.set(table.screenIndex, candidates);
  return candidates;
}

/** All hits of a compiled table (bounded, so a pathological message cannot make this slow). */
export function findPhrases(table: CompiledTable, text: string, limit = 32): PhraseHit[] {
  const hits: PhraseHit[] = [];
  if (!text) return hits;
  const subject = subjectFor(text);
  for (const match of tableMatches(table, subject, candidatesOf(table, subject), limit)) {
    const { lang } = match;
    // Offsets and text from the original (the prepared text may hold stand-ins, and fewer code units).
    let index = match.index;
    let end = match.end;
    if (subject.collapsed.length) {
      end = originalOffset(subject, end);
      index = originalOffset(subject, index);
    }
    let matched = text.slice(index, end);
    // A spaced-language hit starts with the separator the guard consumed: drop it.
    const first = matched.codePointAt(0) ?? 0;
    if (matched && !UNSPACED.has(lang) && !LETTER_OR_DIGIT_START.test(String.fromCodePoint(first))) {
      const width = first > 0xffff ? 2 : 1;
      index += width;
      matched = matched.slice(width);
    }
    hits.push({ lang, index, text: matched });
    if (hits.length >= limit) break;
  }
  return hits;
}

export function countPhrases(table: CompiledTable, text: string, limit = 32): number {
  return findPhrases(table, text, limit).length;
}
