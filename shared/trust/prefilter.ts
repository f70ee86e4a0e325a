// A screen over a text tells each phrase table where which of its entries could begin, so only those entries are
// tried there (small sticky regexes) instead of the table's whole alternation scanning the whole text.
//
// Every lexicon entry starts with a literal (a word, a few alternative words, a stem, a digit): from each entry's
// pattern (parsed with regexpp) we read the strings one of which begins any match, its "starts". One pass over the
// text walks two tries of the starts of every table: at each word start (after a character that is neither letter
// nor digit, where the tables' word-start guard lets a spaced-language entry begin) and, for Chinese and Japanese
// entries, at each character. An entry without starts (one that begins with a class such as \p{L}) is found by
// scanning the text with it alone, when the text holds one of its anchors (literals every match contains). The hits are exactly those of a scan
// (test/unit/trust-phrases.test.ts compares every table's hits with the plain patterns on three corpora).
//
// The tries work on UTF-16 code units, as the regexes do: a grapheme-aware matcher would miss "e" before a combining
// accent, which a regex finds, and the table would then lose a hit.
import { type AST, RegExpParser } from "@eslint-community/regexpp";

/** Start sets grow by cross product ("(?:re|un)(?:send|sent)" → 4); past this size an entry's starts stop growing
 * (they stay valid, only shorter), and an entry with more alternatives than this is not screened. */
const MAX_PREFIXES = 512;
/** Starts are cut to this many code units, or to the longer bound when that keeps an entry's starts at least as long
 * (a longer start places an entry more precisely: "without " tells nothing of the word after it, "without brin"
 * does; but more alternatives may then outgrow MAX_PREFIXES, leaving shorter starts). */
const SHORT_START = 8;
const LONG_START = 12;
/** A repetition bounded by at most this many is expanded into its whole matches. */
const MAX_REPEAT = 3;
/** A character class with at most this many characters (\d included) is expanded into alternative literals. */
const MAX_CLASS = 10;

interface Prefixes {
  strings: string[];
  /** Every string is a whole match of the element (so what follows the element may extend it). */
  complete: boolean;
}

const parser = new RegExpParser({ ecmaVersion: 2024 });
/** The last pattern parsed: an entry's starts and anchors are read one after the other. */
let lastParsed: { source: string; pattern: AST.Pattern } | undefined;

function parse(source: string): AST.Pattern {
  if (lastParsed?.source !== source) {
    lastParsed = { source, pattern: parser.parsePattern(source, 0, source.length, { unicode: true }) };
  }
  return lastParsed.pattern;
}

function cross(left: string[], right: string[]): string[] | undefined {
  // One by one (every character of a literal run): no set.
  if (left.length === 1 && right.length === 1) return [left[0] + right[0]];
  if (left.length * right.length > MAX_PREFIXES) return undefined;
  const out = new Set<string>();
  for (const a of left) for (const b of right) out.add(a + b);
  return [...out];
}

/** Strings cut to the bound (no longer whole matches, so incomplete) and deduplicated: sets stay small. */
function bounded(found: Prefixes): Prefixes {
  const max = readState.maxStart;
  if (!found.strings.some((s) => s.length > max)) return found;
  return { strings: [...new Set(found.strings.map((s) => s.slice(0, max)))], complete: false };
}

function classChars(node: AST.CharacterClass): string[] | undefined {
  if (node.negate || node.unicodeSets) return undefined;
  const chars: string[] = [];
  for (const element of node.elements) {
    if (element.type === "Character") chars.push(String.fromCodePoint(element.value));
    else if (element.type === "CharacterClassRange") {
      if (element.max.value - element.min.value >= MAX_CLASS) return undefined;
      for (let c = element.min.value; c <= element.max.value; c++) chars.push(String.fromCodePoint(c));
    } else return undefined;
    if (chars.length > MAX_CLASS) return undefined;
  }
  return chars.length ? chars : undefined;
}

/** The literal strings one of which starts every match of `node` (one occurrence of a quantified element), or
 * undefined when it can start with anything. */
function elementPrefixes(node: AST.Element, budget: number): Prefixes | undefined {
  switch (node.type) {
    case "Character":
      return { strings: [String.fromCodePoint(node.value)], complete: true };
    case "CharacterClass": {
      const chars = classChars(node);
      return chars ? { strings: chars, complete: true } : undefined;
    }
    case "CharacterSet":
      return node.kind === "digit" && !node.negate ? { strings: [..."0123456789"], complete: true } : undefined;
    case "Group":
    case "CapturingGroup": {
      const strings: string[] = [];
      let complete = true;
      for (const alternative of node.alternatives) {
        const own = prefixesFrom(alternative.elements, 0, budget);
        if (own.strings.includes("")) return undefined;
        strings.push(...own.strings);
        complete &&= own.complete;
      }
      return strings.length <= MAX_PREFIXES ? { strings, complete } : undefined;
    }
    case "Quantifier": {
      const inner = elementPrefixes(node.element, budget);
      if (!inner) return undefined;
      // A short bounded repetition of whole matches ("\d{1,2}"): every count from one to max, each a whole match,
      // so what follows extends them ("\d{1,2} hours" starts "1 h", "12 h", not just a digit, which every number
      // begins with). The caller handles min 0.
      if (readState.expandRepeats && inner.complete && node.max > 1 && node.max <= MAX_REPEAT) {
        const strings: string[] = [];
        let power: string[] | undefined = [""];
        for (let count = 1; count <= node.max && power; count++) {
          power = cross(power, inner.strings);
          if (power && count >= node.min) strings.push(...power);
        }
        if (power && strings.length <= MAX_PREFIXES) return bounded({ strings: [...new Set(strings)], complete: true });
      }
      // One occurrence of the element.
      return { strings: inner.strings, complete: inner.complete && node.max === 1 };
    }
    default:
      return undefined;
  }
}

const UNCONSTRAINED: Prefixes = { strings: [""], complete: false };

/** The strings one of which starts every match of `elements[at..]` ("" among them: no constraint), read as far as
 * `budget` code units (the strings are cut to the bound anyway). */
function prefixesFrom(elements: readonly AST.Element[], at: number, budget = readState.maxStart): Prefixes {
  if (at === elements.length) return { strings: [""], complete: true };
  if (budget <= 0) return UNCONSTRAINED;
  const node = elements[at];
  // ^ matches at offset 0 only (the tables have no m flag): no start, the entry is tried at offset 0 instead.
  if (node.type === "Assertion" && node.kind === "start") {
    readState.atZero = true;
    return { strings: [], complete: true };
  }
  // Other zero-width assertions ($, \b, lookarounds) consume nothing.
  if (node.type === "Assertion") return prefixesFrom(elements, at + 1, budget);
  const head = elementPrefixes(node, budget);
  if (!head) return UNCONSTRAINED;
  const consumed = Math.min(...head.strings.map((s) => s.length));
  const rest = head.complete ? prefixesFrom(elements, at + 1, budget - consumed) : undefined;
  const withHead = rest ? cross(head.strings, rest.strings) : undefined;
  const taken = bounded(
    withHead ? { strings: withHead, complete: rest?.complete ?? false } : { strings: head.strings, complete: false },
  );
  if (node.type !== "Quantifier" || node.min > 0) return taken;
  // Optional: a match starts with the element or with whatever follows it.
  const skipped = prefixesFrom(elements, at + 1, budget);
  const strings = [...new Set([...taken.strings, ...skipped.strings])];
  return strings.length <= MAX_PREFIXES ? { strings, complete: taken.complete && skipped.complete } : UNCONSTRAINED;
}

/** Set while an entry is read: it has an alternative that begins with ^; how it is read. */
const readState = { atZero: false, expandRepeats: false, maxStart: SHORT_START };

export interface EntryStarts {
  /** Literal strings one of which begins every match not at offset 0. */
  starts: string[];
  /** A match may begin at offset 0 without one (an alternative starts with ^). */
  atZero: boolean;
}

/** How a lexicon entry (a u-flag pattern) can begin, or undefined when a match can begin with anything (a class such
 * as \p{L}, a long alternation). */
export function entryStarts(source: string): EntryStarts | undefined {
  const short = readBounded(source, SHORT_START);
  const long = readBounded(source, LONG_START);
  const shortest = (read: EntryStarts) => Math.min(...read.starts.map((start) => start.length));
  return long && (!short || shortest(long) >= shortest(short)) ? long : short;
}

/** With short repetitions expanded when that keeps the entry's starts within bounds, else as one occurrence. */
function readBounded(source: string, maxStart: number): EntryStarts | undefined {
  readState.maxStart = maxStart;
  return readStarts(source, true) ?? readStarts(source, false);
}

function readStarts(source: string, expandRepeats: boolean): EntryStarts | undefined {
  const pattern = parse(source);
  readState.atZero = false;
  readState.expandRepeats = expandRepeats;
  const starts: string[] = [];
  for (const alternative of pattern.alternatives) starts.push(...prefixesFrom(alternative.elements, 0).strings);
  if (starts.length > MAX_PREFIXES || starts.includes("")) return undefined;
  return {
    starts: [...new Set(starts.map((start) => start.slice(0, readState.maxStart)))],
    atZero: readState.atZero,
  };
}

/** ASCII anchors shorter than this tell little (most texts hold them); one holding a character beyond ASCII (a
 * script or sign most mail never uses) tells much at any length. */
const MIN_ANCHOR = 3;
const BEYOND_ASCII = /[\u0080-\uffff]/;

/** How few texts hold an anchor, roughly: any one beyond ASCII beats any ASCII one, then the longer the better. */
const rarity = (anchor: string) => (BEYOND_ASCII.test(anchor) ? 1000 : 0) + anchor.length;

/** Literal strings one of which every match of `elements` contains, or undefined when none is known: the rarest run
 * of plain characters the sequence must match, or a required group's anchors (one set per alternative). */
function requiredIn(elements: readonly AST.Element[]): string[] | undefined {
  let best: Anchors | undefined;
  let run = "";
  for (const node of elements) {
    if (node.type === "Character") {
      run += String.fromCodePoint(node.value);
      continue;
    }
    best = better([run], best);
    run = "";
    if (node.type === "Group" || node.type === "CapturingGroup")
      best = better(requiredInAlternatives(node.alternatives), best);
    else if (node.type === "Quantifier" && node.min >= 1) best = better(requiredIn([node.element]), best);
  }
  return better([run], best)?.set;
}

/** A set of anchors and how rare its least rare one is. */
interface Anchors {
  set: string[];
  rarity: number;
}

const tellsLittle = (anchor: string) => !anchor || (!BEYOND_ASCII.test(anchor) && anchor.length < MIN_ANCHOR);

/** `set` when every anchor in it tells something and its least rare one is rarer than `best`'s, else `best`. */
function better(set: string[] | undefined, best: Anchors | undefined): Anchors | undefined {
  if (!set?.length || set.some(tellsLittle)) return best;
  const least = Math.min(...set.map(rarity));
  return !best || least > best.rarity ? { set, rarity: least } : best;
}

function requiredInAlternatives(alternatives: readonly AST.Alternative[]): string[] | undefined {
  const out: string[] = [];
  for (const alternative of alternatives) {
    const own = requiredIn(alternative.elements);
    if (!own) return undefined;
    out.push(...own);
  }
  return [...new Set(out)];
}

/** Strings one of which every match of a lexicon entry contains, or undefined when none is known. A text with none
 * of them cannot match the entry (in the pattern's spelling: phrases.ts spells them as each prepared text does). */
export function entryAnchors(source: string): string[] | undefined {
  return requiredInAlternatives(parse(source).alternatives);
}

/** What every match of an entry contains, as a formula over literal strings: a string (the match holds it), `all`
 * (every part holds), `any` (one part holds), or true (nothing known). A text for which it is false cannot match the
 * entry. Unlike its anchors (one set of strings), it keeps every required part of the pattern ("send … verification
 * … code" needs a word of each group), so the screen can turn away entries whose rarest part alone is common. */
export type Need = true | string | { readonly all: readonly Need[] } | { readonly any: readonly Need[] };

/** The formula of a lexicon entry (a u-flag pattern): its alternatives, one of which matches. */
export function entryNeeds(source: string): Need {
  return anyOf(parse(source).alternatives.map((alternative) => needsOf(alternative.elements)));
}

/** Every match of `elements` holds each run of plain characters and what each required group needs; lookarounds,
 * classes and optional parts add nothing. */
function needsOf(elements: readonly AST.Element[]): Need {
  const parts: Need[] = [];
  let run = "";
  for (const node of elements) {
    if (node.type === "Character") {
      run += String.fromCodePoint(node.value);
      continue;
    }
    if (run) parts.push(run);
    run = "";
    if (node.type === "Group" || node.type === "CapturingGroup")
      parts.push(anyOf(node.alternatives.map((alternative) => needsOf(alternative.elements))));
    else if (node.type === "Quantifier" && node.min >= 1) parts.push(needsOf([node.element]));
  }
  if (run) parts.push(run);
  return allOf(parts);
}

function allOf(parts: readonly Need[]): Need {
  const kept: Need[] = [];
  for (const part of parts) {
    if (part === true) continue;
    if (typeof part === "object" && "all" in part) kept.push(...part.all);
    else kept.push(part);
  }
  return kept.length === 0 ? true : kept.length === 1 ? kept[0] : { all: kept };
}

function anyOf(parts: readonly Need[]): Need {
  const kept: Need[] = [];
  for (const part of parts) {
    if (part === true) return true;
    if (typeof part === "object" && "any" in part) kept.push(...part.any);
    else kept.push(part);
  }
  return kept.length === 1 ? kept[0] : { any: kept };
}

/** The formula with each string respelled (as a prepared text spells it), or replaced by any formula. */
export function spellNeed(need: Need, spell: (literal: string) => Need): Need {
  if (need === true) return true;
  if (typeof need === "string") return spell(need);
  if ("all" in need) return allOf(need.all.map((part) => spellNeed(part, spell)));
  return anyOf(need.any.map((part) => spellNeed(part, spell)));
}

// ---------------------------------------------------------------------------------------------------------------
// The screen
// ---------------------------------------------------------------------------------------------------------------

/** A table's entries, in its alternation's order, each with its starts and where it may begin: `spaced` right after
 * a character that is neither letter nor digit (the word-start guard) or at offset 0, otherwise anywhere (Chinese,
 * Japanese). An entry with no starts (it may begin with a class) is left to its table, which finds where it matches
 * by scanning the text with it alone (phrases.ts); the screen gives it no candidates. */
export type TableEntries = ReadonlyArray<{
  readonly starts: readonly string[];
  readonly atZero: boolean;
  readonly spaced: boolean;
  /** The probes (probeOf) of the strings one of which every match contains (entryAnchors), in the spelling of each
   * kind of subject: as written, and for text projected onto Latin-1 (phrases.ts); undefined when none is known. */
  readonly probes?: Probes;
  /** What every match contains (entryNeeds), in the same two spellings; without it, one of the probes. */
  readonly needs?: { readonly plain: Need; readonly latin1: Need };
  /** The same written as programs already (needPrograms), which the screen then reads instead of `needs`. */
  readonly programs?: NeedPrograms;
}>;

/** An entry's needs as programs (writeNeed) for text as written and for Latin-1 text; undefined when nothing is known
 * (or the program would be too long). `latin1` is `plain` itself when the two are the same program. */
export interface NeedPrograms {
  readonly plain?: Int32Array;
  readonly latin1?: Int32Array;
}

/** The programs of an entry's needs (without them, of one of its probes), so its Need formulas need not be kept. */
export function needPrograms(entry: Pick<TableEntries[number], "needs" | "probes">): NeedPrograms {
  const write = (need: Need) => {
    const code: number[] = [];
    writeNeed(need, code);
    return code.length > 0 && code.length <= MAX_PROGRAM ? Int32Array.from(code) : undefined;
  };
  const { needs, probes } = entry;
  const plain = write(needs?.plain ?? (probes ? { any: probes.plain } : true));
  // Most entries are spelled alike in both: one program.
  if (needs !== undefined && needs.latin1 === needs.plain) return { plain, latin1: plain };
  const latin1 = write(needs?.latin1 ?? (probes ? { any: probes.latin1 } : true));
  const same = plain && latin1 && latin1.length === plain.length && latin1.every((value, i) => value === plain[i]);
  return { plain, latin1: same ? plain : latin1 };
}

export interface Probes {
  readonly plain: readonly string[];
  readonly latin1: readonly string[];
}

/** How a text is spelled for the tables (phrases.ts): `latin1` projected onto Latin-1, `oneByte` Latin-1 only. */
export interface Spelling {
  latin1: boolean;
  oneByte: boolean;
}

/** An entry whose starts occur this often (a digit, punctuation, a word of one or two letters: "to", "an") is
 * admitted to a text only when the text holds one of its anchors, if it has at most MAX_GATE_ANCHORS of them and
 * each is quick to search for: one search of the text instead of an attempt at every occurrence. */
const frequentStart = (start: string) => start.length <= 2 || !/^\p{L}/u.test(start);

/** Characters by how often mail holds them, most often first: a search finds a string fastest from a rare one. */
const COMMON = " etaoinshrdlcumwfgypbvkjxqz";
/** The shortest a probe is made, when the anchor is longer. */
const MIN_PROBE = 3;
/** A probe starting with one of this many most common characters is slow to search for in a long text (V8 stops
 * at each occurrence of its first character): an entry with one is not gated. */
const SLOW_START = 10;

const quickToFind = (probe: string) => {
  const rank = COMMON.indexOf(probe[0]);
  return rank < 0 || rank >= SLOW_START;
};

/** The part of an anchor a text is searched for: from its rarest character on (at least MIN_PROBE long). A text
 * without it cannot hold the anchor; searching for "ent" beats "agent", whose first letter is everywhere. */
export function probeOf(anchor: string): string {
  let best = 0;
  let bestRank = -1;
  for (let i = 0; i <= Math.max(0, anchor.length - MIN_PROBE); i++) {
    const known = COMMON.indexOf(anchor[i]);
    const rank = known < 0 ? COMMON.length : known;
    if (rank > bestRank) {
      best = i;
      bestRank = rank;
    }
  }
  return anchor.slice(best);
}
const MAX_GATE_ANCHORS = 4;
const BEYOND_LATIN1 = /[\u0100-\uffff]/;

export interface Screening {
  /** Per table: pairs (offset, entry index), flat, where one of the entry's starts occurs, by ascending offset; or
   * undefined when the table was not screened. */
  candidates: Array<number[] | undefined>;
  /** Whether an entry without starts (table, index) may match the text: false when it cannot. */
  mayMatch(table: number, index: number): boolean;
}

/** A trie over UTF-16 code units, written straight into typed arrays; each node lists the entries (by number) one of
 * whose starts ends there. Nodes are numbered breadth first with each node's children numbered together, in code-unit
 * order: node n's children are the nodes firstChild[n] to firstChild[n + 1] - 1, and units[c] is the code unit that
 * leads to node c (no edge arrays, no array per node while building). */
class Trie {
  /** The root's children by code unit (-1: none). */
  readonly root = new Int32Array(0x10000).fill(-1);
  private readonly firstChild: Int32Array;
  private readonly units: Uint16Array;
  readonly outStart: Int32Array;
  readonly out: Int32Array;

  constructor(words: ReadonlyArray<readonly [string, number]>) {
    // words: [start, entry number]. Sorted in code-unit order, a node's words (those beginning with its path) are one
    // run of the list, the words ending at the node first, then one run per child in code-unit order.
    const sorted = [...words].sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
    // One node per code unit a word does not share with the word before it.
    let bound = 1;
    let previous = "";
    for (const [word] of sorted) {
      let shared = 0;
      while (shared < word.length && word.charCodeAt(shared) === previous.charCodeAt(shared)) shared++;
      bound += word.length - shared;
      previous = word;
    }
    // Per node while building: its run of `sorted` [from, to), its depth, its parent (`bound` is the number of nodes).
    const from = new Int32Array(bound);
    const to = new Int32Array(bound);
    const depth = new Uint16Array(bound);
    const parent = new Int32Array(bound);
    const firstChild = new Int32Array(bound + 1);
    const units = new Uint16Array(bound);
    const outStart = new Int32Array(bound + 1);
    const out = new Int32Array(sorted.length);
    to[0] = sorted.length;
    parent[0] = -1;
    let count = 1;
    let outputs = 0;
    for (let node = 0; node < count; node++) {
      const d = depth[node];
      let i = from[node];
      const end = to[node];
      outStart[node] = outputs;
      for (; i < end && sorted[i][0].length === d; i++) {
        const entry = sorted[i][1];
        // Listed once per walk: not twice at a node, nor below a node that lists it.
        let listed = false;
        for (let k = outStart[node]; k < outputs && !listed; k++) listed = out[k] === entry;
        for (let above = parent[node]; above >= 0 && !listed; above = parent[above]) {
          for (let k = outStart[above]; k < outStart[above + 1] && !listed; k++) listed = out[k] === entry;
        }
        if (!listed) out[outputs++] = entry;
      }
      firstChild[node] = count;
      while (i < end) {
        const unit = sorted[i][0].charCodeAt(d);
        const child = count++;
        units[child] = unit;
        depth[child] = d + 1;
        parent[child] = node;
        from[child] = i;
        while (i < end && sorted[i][0].charCodeAt(d) === unit) i++;
        to[child] = i;
      }
      outStart[node + 1] = outputs;
    }
    firstChild[count] = count;
    for (let child = firstChild[0]; child < firstChild[1]; child++) this.root[units[child]] = child;
    this.firstChild = firstChild;
    this.units = units;
    this.outStart = outStart;
    this.out = outputs === out.length ? out : out.slice(0, outputs);
  }

  /** The child of a non-root node by code unit, or -1. */
  child(node: number, unit: number): number {
    let lo = this.firstChild[node];
    let hi = this.firstChild[node + 1] - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const u = this.units[mid];
      if (u === unit) return mid;
      if (u < unit) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
}

/** Per code unit: 1 letter or digit, 2 neither, 0 not looked up yet. */
const letterOrDigit = new Uint8Array(0x10000);
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export function isLetterOrDigit(unit: number): boolean {
  let known = letterOrDigit[unit];
  if (known === 0) {
    known = LETTER_OR_DIGIT.test(String.fromCharCode(unit)) ? 1 : 2;
    letterOrDigit[unit] = known;
  }
  return known === 1;
}

/** Texts up to this long get a trigram filter of 2^16 bits (past it that set fills up and tells nothing), longer ones
 * up to LARGE_TEXT_MAX one of 2^20 bits: on a 200 KB message three candidates in four belonged to entries whose
 * required words the text lacks, each a sticky try, when long texts had no filter. */
const TRIGRAM_TEXT_MAX = 40_000;
const LARGE_TEXT_MAX = 1_000_000;

/** Number (0..2^20-1) of the trigram of code units a, b, c: its bit in the large set, and shifted right by four in the
 * small one. */
const trigramBit = (a: number, b: number, c: number) =>
  (Math.imul(a, 0x2c1b3c6d) ^ Math.imul(b, 0x297a2d39) ^ Math.imul(c, 0x5bd1e995)) >>> 12;

/** One text's trigrams as a set of bits (reused: a screen is synchronous), 2^16 for a text up to TRIGRAM_TEXT_MAX long
 * and 2^20 for a longer one. A probe with a trigram whose bit is clear is not in the text; a set bit proves nothing
 * (another trigram may share it). */
const smallTrigrams = new Int32Array(1 << 11);
const largeTrigrams = new Int32Array(1 << 15);
let textTrigrams = smallTrigrams;
/** How far a trigram's number is shifted right for its bit in `textTrigrams`. */
let trigramShift = 4;

/** Fills the set for `text`; false when the text is too short or too long for one. */
function fillTrigrams(text: string): boolean {
  if (text.length < 3 || text.length > LARGE_TEXT_MAX) return false;
  const small = text.length <= TRIGRAM_TEXT_MAX;
  const set = small ? smallTrigrams : largeTrigrams;
  const shift = small ? 4 : 0;
  set.fill(0);
  let a = text.charCodeAt(0);
  let b = text.charCodeAt(1);
  for (let i = 2; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const bit = trigramBit(a, b, c) >>> shift;
    set[bit >>> 5] |= 1 << (bit & 31);
    a = b;
    b = c;
  }
  textTrigrams = set;
  trigramShift = shift;
  return true;
}

// An entry's needs (entryNeeds) compiled into one array of numbers for all entries: a node is [kind, size, ...], size
// its length in numbers. A string: [STRING, size, 1 if it holds a character beyond Latin-1, its trigrams' numbers...];
// `all` and `any`: [kind, size, the parts' nodes...]. One flat array, not objects: the screen reads it for several
// hundred entries per text, after the rest of the pipeline has pushed it out of the processor's cache.
const STRING = 1;
const ALL = 2;
const ANY = 3;
/** An entry's program longer than this is not written (the entry is then always admitted). */
const MAX_PROGRAM = 4096;

/** Appends the program of `need` to `out`, a string shorter than three code units within Latin-1 (which most texts
 * hold, and no trigram tells) counted as true; false (nothing appended) when the need comes out true. */
function writeNeed(need: Need, out: number[]): boolean {
  if (need === true) return false;
  const at = out.length;
  if (typeof need === "string") {
    const wide = BEYOND_LATIN1.test(need);
    if (need.length < 3 && !wide) return false;
    out.push(STRING, 0, wide ? 1 : 0);
    for (let i = 0; i + 2 < need.length; i++)
      out.push(trigramBit(need.charCodeAt(i), need.charCodeAt(i + 1), need.charCodeAt(i + 2)));
  } else {
    const all = "all" in need;
    out.push(all ? ALL : ANY, 0);
    for (const part of all ? need.all : need.any) {
      // A part that is true: dropped from `all`, makes `any` true.
      if (!writeNeed(part, out) && !all) {
        out.length = at;
        return false;
      }
    }
    if (out.length === at + 2) {
      out.length = at;
      return false;
    }
  }
  out[at + 1] = out.length - at;
  return true;
}

/** Whether the text may meet the need at `at` in `code`: false only when it cannot (a string holding a character
 * beyond Latin-1 in a one-byte text, or one with a trigram the text lacks, when `filtered`: fillTrigrams). */
function mayMeet(code: Int32Array, at: number, oneByte: boolean, filtered: boolean): boolean {
  const kind = code[at];
  const end = at + code[at + 1];
  if (kind === STRING) {
    if (oneByte && code[at + 2] === 1) return false;
    if (!filtered) return true;
    for (let i = at + 3; i < end; i++) {
      const bit = code[i] >>> trigramShift;
      if ((textTrigrams[bit >>> 5] & (1 << (bit & 31))) === 0) return false;
    }
    return true;
  }
  // all: false at the first part that cannot be met; any: true at the first that may.
  const any = kind === ANY;
  for (let part = at + 2; part < end; part += code[part + 1]) {
    if (mayMeet(code, part, oneByte, filtered) === any) return any;
  }
  return !any;
}

/** Finds, in one pass, where each table's entries may begin: at every word start the spaced trie is walked as far as
 * the text follows it, at every character the unspaced one. */
export class TableScreen {
  /** The starts of every entry, spaced and unspaced (for text beyond Latin-1), and of those that can match one-byte
   * text (most mail): a one-byte text's walks then never enter starts only a wide entry has, which are many (the
   * unspaced tables' entries that begin with "a", "i" or "o" followed by a CJK word walked at most letters). Each pair
   * is built on first use. */
  private readonly tries: Array<{ spaced: Trie; unspaced: Trie } | undefined> = [undefined, undefined];
  private readonly screened: number[] = [];
  /** Entry number → its table, and its index in the table. */
  private readonly tableOf: number[] = [];
  private readonly indexOf: number[] = [];
  /** Per table, the entries tried at offset 0 whatever the text holds. */
  private readonly atZero: number[][] = [];
  /** Entry number → 1 when it cannot match a one-byte text (each of its probes, so each of its anchors, holds a
   * character beyond Latin-1). */
  private readonly wide: Uint8Array;
  /** Entry number → its anchors' probes when the text must hold one before the entry gets candidates. */
  private readonly gates: Array<Probes | undefined> = [];
  /** What each entry needs (entryNeeds, else one of its probes), as programs (writeNeed) for text as written and for
   * Latin-1 text: entry number × 2 + 1 if Latin-1 → offset in `needCode`, or -1 (nothing known). A text that cannot
   * meet it gives the entry no candidates, each of which costs a sticky try of a regex whose code is seldom in the
   * processor's cache. */
  private readonly needAt: Int32Array;
  private readonly needCode: Int32Array;
  /** Entries with no starts (the tables scan for them): decided for every text, when its trigrams are at hand. */
  private readonly unstarted: number[] = [];
  /** Per screened table, its first entry's number. */
  private readonly firstEntry: number[] = [];

  constructor(private readonly tables: ReadonlyArray<TableEntries | undefined>) {
    const wide: number[] = [];
    const needAt: number[] = [];
    const needCode: number[] = [];
    tables.forEach((entries, table) => {
      if (!entries) return;
      this.screened.push(table);
      this.atZero[table] = [];
      this.firstEntry[table] = this.tableOf.length;
      entries.forEach((entry, index) => {
        const number = this.tableOf.length;
        if (entry.atZero) this.atZero[table].push(number);
        if (entry.starts.length === 0) this.unstarted.push(number);
        const programs = entry.programs ?? needPrograms(entry);
        const append = (program: Int32Array | undefined) => {
          if (!program) return -1;
          const at = needCode.length;
          for (const value of program) needCode.push(value);
          return at;
        };
        const plainAt = append(programs.plain);
        needAt.push(plainAt, programs.latin1 === programs.plain ? plainAt : append(programs.latin1));
        const probes = entry.probes;
        wide.push(probes?.latin1.every((probe) => BEYOND_LATIN1.test(probe)) ? 1 : 0);
        const gated =
          probes &&
          probes.plain.length <= MAX_GATE_ANCHORS &&
          probes.plain.every(quickToFind) &&
          entry.starts.some(frequentStart);
        this.gates.push(gated ? probes : undefined);
        this.tableOf.push(table);
        this.indexOf.push(index);
      });
    });
    this.wide = Uint8Array.from(wide);
    this.needAt = Int32Array.from(needAt);
    this.needCode = Int32Array.from(needCode);
  }

  /** The tries for a one-byte text (without the entries that cannot match one), or for any text. */
  private triesFor(oneByte: boolean): { spaced: Trie; unspaced: Trie } {
    const slot = oneByte ? 1 : 0;
    let tries = this.tries[slot];
    if (!tries) {
      const spaced: Array<[string, number]> = [];
      const unspaced: Array<[string, number]> = [];
      // Read from the tables' entries (a list of every start would hold a quarter of a million objects).
      for (const table of this.screened) {
        (this.tables[table] as TableEntries).forEach((entry, index) => {
          const number = this.firstEntry[table] + index;
          if (oneByte && this.wide[number]) return;
          for (const start of entry.starts) (entry.spaced ? spaced : unspaced).push([start, number]);
        });
      }
      tries = { spaced: new Trie(spaced), unspaced: new Trie(unspaced) };
      this.tries[slot] = tries;
    }
    return tries;
  }

  screen(text: string, spelling: Spelling): Screening {
    const candidates: Array<number[] | undefined> = new Array(this.tables.length);
    // Per entry, for this text: 0 not decided, 1 admitted, 2 not (it cannot match).
    const admitted = new Uint8Array(this.tableOf.length);
    const filtered = fillTrigrams(text);
    const admits = (entry: number) => {
      let known = admitted[entry];
      if (known === 0) {
        const gate = this.gates[entry];
        const need = this.needAt[2 * entry + (spelling.latin1 ? 1 : 0)];
        const fits =
          !(spelling.oneByte && this.wide[entry]) &&
          (need < 0 || !(filtered || spelling.oneByte) || mayMeet(this.needCode, need, spelling.oneByte, filtered)) &&
          (!gate || (spelling.latin1 ? gate.latin1 : gate.plain).some((anchor) => text.includes(anchor)));
        known = fits ? 1 : 2;
        admitted[entry] = known;
      }
      return known === 1;
    };
    for (const table of this.screened) {
      candidates[table] = this.atZero[table].filter(admits).flatMap((entry) => [0, this.indexOf[entry]]);
    }
    // The entries the tables scan for, decided now: the trigrams are this text's only during this call.
    for (const entry of this.unstarted) admits(entry);
    const { firstEntry } = this;
    const mayMatch = (table: number, index: number) => admitted[firstEntry[table] + index] !== 2;
    const { spaced, unspaced } = this.triesFor(spelling.oneByte);
    const spacedRoot = spaced.root;
    const unspacedRoot = unspaced.root;
    // Whether the previous code unit is a letter or digit, carried along (each unit is classified once).
    let afterWord = false;
    for (let p = 0; p < text.length; p++) {
      const unit = text.charCodeAt(p);
      // A word start with no start beginning there walks nothing: checked here, without the call.
      if (!afterWord && spacedRoot[unit] >= 0) this.walk(spaced, text, p, candidates, admitted, admits);
      if (unspacedRoot[unit] >= 0) this.walk(unspaced, text, p, candidates, admitted, admits);
      afterWord = isLetterOrDigit(unit);
    }
    return { candidates, mayMatch };
  }

  private walk(
    trie: Trie,
    text: string,
    from: number,
    candidates: Array<number[] | undefined>,
    admitted: Uint8Array,
    admits: (entry: number) => boolean,
  ): void {
    let node = trie.root[text.charCodeAt(from)];
    for (let i = from + 1; node >= 0; i++) {
      for (let k = trie.outStart[node], end = trie.outStart[node + 1]; k < end; k++) {
        const entry = trie.out[k];
        // Decided once per entry and text; the call only the first time.
        const known = admitted[entry];
        if (known === 2 || (known === 0 && !admits(entry))) continue;
        (candidates[this.tableOf[entry]] as number[]).push(from, this.indexOf[entry]);
      }
      if (i >= text.length) break;
      node = trie.child(node, text.charCodeAt(i));
    }
  }
}
