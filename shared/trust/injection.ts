// Prompt-injection detection: instructions aimed at an AI reader of the mail.
//
// Regexes are features here, never the verdict. The text is normalised (NFKC, lowercase, invisible characters
// removed, look-alike letters and spaced-out or leetspeak words folded back), phrase classes from lexicon.ts are
// counted in the visible and the hidden text separately, and a logistic over hand-set weights (the rows of
// rules/injection.ts) turns the counts into a 0..1 score. Co-occurrence carries most of the weight: "ignore my previous email" alone is human, an override
// next to an action aimed at the agent's tools is not. Text hidden from the person weighs much more, and text that
// reports on an attack (a security notice quoting a phishing mail) weighs less.

import unhomoglyph from "unhomoglyph";
import { addressesIn } from "../mime/addresses.js";
import { ADDRESSING, ADDRESSING_ANY, DIRECTIVE, REQUEST_MARKER, TOPIC_PLURAL } from "./lexicon/addressing.js";
import { E, type Lang } from "./lexicon/combinators.js";
import { FRAMING_TURN_LABELS } from "./lexicon/framing-cues.js";
import {
  ACTION_GENERIC,
  ACTION_SENSITIVE,
  DECODE_WORDS,
  FIRST_PERSON,
  JOIN_LETTERS_WORDS,
  MARKER_DIALOGUE,
  MARKER_LINE,
  MARKER_TEMPLATE,
  OVERRIDE,
  OVERRIDE_MEDIUM_QUALIFIER,
  OVERRIDE_STRONG_QUALIFIER,
  ROLE,
  ROLE_STRONG,
  SECRECY,
  TOPICAL_CONTINUATION,
} from "./lexicon/injection.js";
import {
  ANSWERS_INLINE,
  INVOKED_QUOTE,
  RELAYED_FIELD_LABELS,
  RELAYED_LABEL_OWNER,
  REPORTING_FRAME,
} from "./lexicon/reporting.js";
import { AI_TOPIC } from "./lexicon/topic-cues.js";
import { type CompiledTable, compileTable, execAll, findPhrases, lastResults, type PhraseHit } from "./phrases.js";
import { evaluateRules, logit, sigmoid } from "./rules/evaluate.js";
import { INJECTION_BIAS, INJECTION_RULES, type InjectionFeature, type InjectionFeatures } from "./rules/injection.js";

// No V8 flag is changed here: engine flags are process-wide, and turning regexp tier-up off at run time crashed
// Node 20. Without the flag the old tables were slow because of how V8 compiled them, which phrases.ts now
// controls. Measured (scripts/bench/regexp-tier.ts, CPU ms, Node 22 bundle, default flags / --no-regexp-tier-up):
// a 70 KB message after a short first message took 110 / 13 ms with the old tables, 15 / 13 ms now; a short first
// message holding one dash took 1,150 / 190 ms, now 210 / 200 ms (all tables compiled on it).

// ---------------------------------------------------------------------------------------------------------------
// Normalisation
// ---------------------------------------------------------------------------------------------------------------

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
/** Words spelled out with single separators: "i g n o r e", "i.g.n.o.r.e". Starts at a letter followed by a
 * separator (cheap to reject); the word-start check is done on the match. */
const SPACED_LETTERS = /(?:\p{L}[ .\-_*·•|]){3,}\p{L}(?![\p{L}\p{N}])/gu;
const SPACED_SEPARATORS = /[ .\-_*·•|]/g;
/** A sentence spelled out character by character, its words apart by two or more spaces: "n o t e   t o   t h e
 * a s s i s t a n t :" (addresses and punctuation spelled out too). At least three words, starting with a letter. */
export const SPACED_SENTENCE =
  /(?<![\p{L}\p{N}])\p{L}(?: [\p{L}\p{N}@.,:;!?'_-])+(?: {2,}[\p{L}\p{N}@.,:;!?'_-](?: [\p{L}\p{N}@.,:;!?'_-])*){2,}(?![\p{L}\p{N}])/gu;
/** What every spelled-out run holds (a letter between separators, twice): scanned from the separators, several
 * times cheaper than trying the run at every letter. */
const SPACED_GATE = /[ .\-_*·•|]\p{L}[ .\-_*·•|]\p{L}[ .\-_*·•|]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Quick gate for the token folding below: ASCII letters next to digits or to Greek/Cyrillic/IPA/small capitals. */
const MIXED_ADJACENT =
  /[a-z][\d\u0250-\u02af\u0370-\u03ff\u0400-\u052f\u13a0-\u13ff\u1d00-\u1dbf]|[\d\u0250-\u02af\u0370-\u03ff\u0400-\u052f\u13a0-\u13ff\u1d00-\u1dbf][a-z]/u;
const TOKEN_AT = /[\p{L}\p{M}\p{N}]+/uy;
const TOKEN_CHAR = /[\p{L}\p{M}\p{N}]/u;
/** A digit or a code unit beyond ASCII: what a token foldToken can change holds (one of ASCII letters never). */
const FOLD_CANDIDATE = /[0-9\u0080-\uffff]/g;
/** Per BMP code point: 1 letter, mark or digit, 2 not, 0 not looked up yet. */
const tokenChar = new Uint8Array(0x10000);

function isTokenChar(codePoint: number): boolean {
  if (codePoint > 0xffff) return TOKEN_CHAR.test(String.fromCodePoint(codePoint));
  if (tokenChar[codePoint] === 0) tokenChar[codePoint] = TOKEN_CHAR.test(String.fromCharCode(codePoint)) ? 1 : 2;
  return tokenChar[codePoint] === 1;
}

/** The text with foldToken applied to every token (run of letters, marks and digits), found from the candidates
 * alone: a token of ASCII letters, most of any text, is never looked at. */
function foldTokens(text: string, stats: FoldStats): string {
  let out = "";
  let copied = 0;
  // In Arabic written in Latin letters, 3, 5, 7 and 9 are letters: "a7ad" (anyone) is no leetspeak "atad".
  const arabizi = RE_ARABIZI.test(text);
  FOLD_CANDIDATE.lastIndex = 0;
  for (let hit = FOLD_CANDIDATE.exec(text); hit; hit = FOLD_CANDIDATE.exec(text)) {
    // Back to the start of the token the candidate is in (if it is in one).
    let start = hit.index;
    const here = text.codePointAt(start) ?? 0;
    if ((here >= 0xdc00 && here <= 0xdfff) || !isTokenChar(here)) continue;
    while (start > 0) {
      const low = text.charCodeAt(start - 1);
      const pair = low >= 0xdc00 && low <= 0xdfff && start > 1 && (text.codePointAt(start - 2) ?? 0) > 0xffff;
      if (!isTokenChar(pair ? (text.codePointAt(start - 2) ?? 0) : low)) break;
      start -= pair ? 2 : 1;
    }
    TOKEN_AT.lastIndex = start;
    const token = TOKEN_AT.exec(text)?.[0] ?? "";
    const folded = foldToken(token, stats, arabizi);
    if (folded !== token) {
      out += text.slice(copied, start) + folded;
      copied = start + token.length;
    }
    FOLD_CANDIDATE.lastIndex = start + token.length;
  }
  return copied ? out + text.slice(copied) : text;
}
const ASCII_LETTERS = /^[a-z]+$/;
const HAS_ASCII_LETTER = /[a-z]/;
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "9": "g" };

/** Lowercase ASCII words of the injection lexicon: the targets that look-alike and leetspeak tokens fold onto. Whole
 * words only: a run of ASCII letters inside a word with other letters ("sat" of Turkish "satın", "deme" of "ödeme")
 * is no word, and would fold Arabizi "sa7" onto it; nor is one joined to a digit (Arabizi "dafe3" holds no "dafe"). */
const LEXICON_WORDS: ReadonlySet<string> = (() => {
  const words = new Set<string>();
  const tables = [OVERRIDE, ROLE, ROLE_STRONG, ADDRESSING, ACTION_SENSITIVE, ACTION_GENERIC, SECRECY];
  for (const table of tables)
    for (const entries of Object.values(table))
      for (const entry of entries ?? [])
        for (const word of entry.match(/(?<![\p{L}\p{N}])[a-z]{3,}(?![\p{L}\p{N}])/gu) ?? []) words.add(word);
  for (const word of ["ignore", "instructions", "previous", "system", "prompt", "assistant", "password", "forward"])
    words.add(word);
  return words;
})();

/** Short words a spelled-out sentence is made of besides the lexicon's own (which holds words of three letters or
 * more): the join of "s e n d t h e f u l l l i s t t o" is cut back into words with both. */
const SHORT_WORDS: ReadonlySet<string> = new Set(
  "a i to of in on at by me my it is be do no or an we us as if so up all and the for any you your our this that with not".split(
    " ",
  ),
);
/** Letters a spelled-out run must hold before it is cut into words (RE_SPELLED_RUN's count: shorter runs are joined
 * only when they form one word looked for). */
const SEGMENT_MIN = 16;

/** A run of ASCII letters cut into words of the lexicon, or undefined when too little of it is made of them: single
 * spaces collapse in HTML, so "a s s i s t a n t : s e n d t h e …" reaches here without its word gaps. The cheapest
 * cut wins: a word costs one or less (longer words less), a piece outside every word 1.5 plus 0.5 a letter, so an
 * unknown word stays whole rather than chopped around the lexicon's short foreign words ("example and do not", not
 * "examp lea nd dono t"). */
function segmentWords(letters: string): string | undefined {
  const n = letters.length;
  // Two states per position: the cut so far ends in a word (known) or in a piece outside every word (unknown).
  const known = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
  const unknown = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
  const wordStart = new Int32Array(n + 1);
  const wordAfterUnknown = new Uint8Array(n + 1);
  const letterAfterUnknown = new Uint8Array(n + 1);
  known[0] = 0;
  for (let end = 1; end <= n; end++) {
    const extend = unknown[end - 1] + 0.5;
    const open = known[end - 1] + 2;
    unknown[end] = Math.min(extend, open);
    letterAfterUnknown[end] = extend <= open ? 1 : 0;
    for (let start = Math.max(0, end - 20); start < end; start++) {
      const word = letters.slice(start, end);
      if (!LEXICON_WORDS.has(word) && !SHORT_WORDS.has(word)) continue;
      // Of two cuts with as many words the one with longer words wins ("numbers to", not "number sto").
      const step = Math.max(0.2, 1 - 0.004 * word.length * word.length);
      const before = Math.min(known[start], unknown[start]);
      if (before + step < known[end]) {
        known[end] = before + step;
        wordStart[end] = start;
        wordAfterUnknown[end] = unknown[start] < known[start] ? 1 : 0;
      }
    }
  }
  const words: string[] = [];
  let knownLetters = 0;
  let inUnknown = unknown[n] < known[n];
  let piece = "";
  for (let end = n; end > 0; ) {
    if (inUnknown) {
      piece = letters[end - 1] + piece;
      inUnknown = letterAfterUnknown[end] === 1;
      end--;
      if (!inUnknown) {
        words.push(piece);
        piece = "";
      }
    } else {
      words.push(letters.slice(wordStart[end], end));
      knownLetters += end - wordStart[end];
      inUnknown = wordAfterUnknown[end] === 1;
      end = wordStart[end];
    }
  }
  if (piece) words.push(piece);
  return knownLetters >= 0.7 * n ? words.reverse().join(" ") : undefined;
}

const confusableCache = new Map<string, string>();
/** The ASCII letter a non-ASCII character imitates (UTS #39 skeleton via unhomoglyph), or "" if none. */
function asciiLookalike(ch: string): string {
  // The dotless ı is a letter of Turkish and Azerbaijani, whose words it spells ("onları"), not an i in disguise: folded,
  // a word half in plain spelling ("onlari yerinə") met neither of its rows' spellings.
  if (ch === "ı") return "";
  let mapped = confusableCache.get(ch);
  if (mapped === undefined) {
    mapped = "";
    for (const candidate of [ch, ch.toUpperCase()]) {
      const skeleton = unhomoglyph(candidate).toLowerCase();
      if (/^[a-z]$/.test(skeleton)) {
        mapped = skeleton;
        break;
      }
    }
    if (confusableCache.size < 4096) confusableCache.set(ch, mapped);
  }
  return mapped;
}

/** Letters of the Latin alphabets of European and Turkic languages (Latin-1 Supplement and Extended-A and -B). */
const LATIN_ALPHABET_LETTER = /^[\u00c0-\u024f]$/u;

interface FoldStats {
  folded: number;
  spelled: boolean;
}

/** Leetspeak words folded onto the lexicon from which a text counts as written in leetspeak throughout. */
const LEET_DENSE_AT = 2;
/** A token of Latin letters mixed with digits or an "@" for "a" ("sezn@m", "vš3ch"), not a code: no run of four
 * digits, no 2 or 6 (which leetspeak writes for no letter: "b2b", "a6"), not an address's local part or domain. */
const LEET_CHAR = "[\\p{Script=Latin}0-9@]";
const RE_LEET_TOKEN = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}@.])(?!${LEET_CHAR}*[26])(?=${LEET_CHAR}*[\\d@])(?=${LEET_CHAR}*\\p{Script=Latin})(?!${LEET_CHAR}*\\d{4})${LEET_CHAR}{2,}(?![\\p{L}\\p{M}\\p{N}@]|\\.[\\p{L}\\p{N}])`,
  "gu",
);

/** Arabic written in Latin letters and digits ("delwa2ti", "so2al"): its 3, 5, 7 and 9 are letters of their own, not
 * leetspeak's e, s, t and g; a 2 between letters is its hamza, which leetspeak does not write. */
const RE_ARABIZI = /[a-z]2[a-z]/;

/** In a text written in leetspeak (two words of the lexicon folded already), every mixed token is folded: the
 * sentence around those words ("4nnul33r 4ll3 4fspr4k3n") is written the same way, in words the lexicon's folding
 * does not look for one by one. */
function foldLeetRun(text: string): string {
  return text.replace(RE_LEET_TOKEN, (token) => token.replace(/@/g, "a").replace(/\d/g, (d) => LEET[d] ?? d));
}

/** Folds one token written with look-alike letters or digits back to the lexicon word it imitates. */
function foldToken(token: string, stats: FoldStats, arabizi: boolean): string {
  if (ASCII_LETTERS.test(token)) return token;
  let ascii = true;
  for (let i = 0; i < token.length; i++) {
    if (token.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  }
  if (ascii) {
    // Leetspeak: letters and digits mixed ("1gn0re").
    if (!HAS_ASCII_LETTER.test(token) || !/\d/.test(token) || (arabizi && /[3579]/.test(token))) return token;
    const candidate = token.replace(/\d/g, (d) => LEET[d] ?? d);
    if (LEXICON_WORDS.has(candidate)) {
      stats.folded++;
      return candidate;
    }
    return token;
  }
  // Mixed scripts or all look-alikes: map every non-ASCII character that imitates an ASCII letter.
  let out = "";
  let changed = 0;
  let unmapped = 0;
  let foreign = 0;
  for (const ch of token) {
    if (ch.charCodeAt(0) <= 0x7f) {
      out += ch;
      continue;
    }
    const mapped = asciiLookalike(ch);
    if (mapped) {
      out += mapped;
      changed++;
      if (!LATIN_ALPHABET_LETTER.test(ch)) foreign++;
    } else {
      out += ch;
      unmapped++;
    }
  }
  if (changed === 0) return token;
  const mixed = HAS_ASCII_LETTER.test(token);
  // A token made only of look-alikes (all-Cyrillic "асе") is folded only when it lands on a lexicon word, so real
  // Russian or Greek words are left alone. A token mixing ASCII with look-alikes from another script is a spoof
  // whatever it spells; a letter of a Latin alphabet (Turkish "ı" in "aralık", Polish "ł") is not a look-alike.
  if (unmapped === 0 && ((mixed && foreign > 0) || LEXICON_WORDS.has(out))) {
    stats.folded++;
    return out;
  }
  return token;
}

const QUOTE_LINE = /^ ?>/;
const LIST_ITEM = /^ ?(?:[-*•·]|\d{1,2}[.)]|\(?[a-z\d]\)) /;
/** Sentence ends in every script mail is written in: the Latin and CJK stops, the Arabic question mark, the Urdu full
 * stop, the dandas, the Ethiopic, Burmese, Khmer and Armenian full stops. */
const STOPS = ".!?。！？؟۔।॥።။។։";
/** A line closed by a sentence end (or a colon or semicolon) is not wrapped onto the next. */
const SENTENCE_END = new RegExp(`[${STOPS}:;：]\\s*$`, "u");
const CONTINUES = /^ ?["'(\p{L}\p{N}]/u;

/**
 * Plain-text mail is hard-wrapped at ~76 characters, so a phrase can cross a line break ("Ignorieren Sie\nalle
 * bisherigen Anweisungen"). A line that does not end a sentence is joined to the next when that one carries on the
 * sentence; paragraphs, list items and the boundary between quoted (`>`) and unquoted lines stay apart.
 */
function joinWrappedLines(text: string): string {
  if (!text.includes("\n")) return text;
  const lines = text.split("\n");
  let out = lines[0];
  let listOpen = false;
  let prev = lines[0];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    // "Reply with the following:\n\n- item": a blank line between the request and its list does not end it.
    if (line.trim() === "" && /:\s*$/.test(prev) && LIST_ITEM.test(lines[i + 1] ?? "")) continue;
    // "Reply with:\n- your token\n- the code": the list is the object of the request, keep it in the sentence.
    if (LIST_ITEM.test(line) && (/:\s*$/.test(prev) || (LIST_ITEM.test(prev) && listOpen))) {
      out += `${/:\s*$/.test(prev) ? " " : ", "}${line.replace(LIST_ITEM, "")}`;
      listOpen = true;
      prev = line;
      continue;
    }
    listOpen = false;
    const join =
      prev.trim() !== "" &&
      line.trim() !== "" &&
      !SENTENCE_END.test(prev) &&
      !LIST_ITEM.test(line) &&
      QUOTE_LINE.test(prev) === QUOTE_LINE.test(line) &&
      (QUOTE_LINE.test(line) || CONTINUES.test(line));
    out += join ? ` ${QUOTE_LINE.test(line) ? line.replace(QUOTE_LINE, "") : line}` : `\n${line}`;
    prev = line;
  }
  return out;
}

export interface NormalizedText {
  text: string;
  /** Tokens that were folded from look-alike characters, leetspeak or spaced-out letters. */
  obfuscated: number;
  /** A sentence spelled out letter by letter without its word gaps was cut back into words. */
  spelled: boolean;
}

/** NFKC, invisible characters removed, lowercase, spaced-out words joined, look-alike letters folded (the result is
 * shared: do not change it). */
export const normalizeForMatching = lastResults(normalize);

function normalize(input: string): NormalizedText {
  const stats: FoldStats = { folded: 0, spelled: false };
  let text = input.normalize("NFKC").replace(IGNORABLE, "").toLowerCase();
  if (text.includes("\u0307")) text = text.replace(/i\u0307/g, "i");
  text = text.replace(/[\u2018\u2019\u02bc\u2032`]/g, "'").replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"');
  text = text.replace(/\r\n?/g, "\n");
  // A JSON string's text as its reader sees it: quotes escaped inside it are quotes.
  if (text.includes('\\"')) text = text.replace(/\\"/g, '"');
  if (SPACED_GATE.test(text) && text.includes("   "))
    text = text.replace(SPACED_SENTENCE, (run: string) => {
      stats.folded++;
      return run
        .split(/ {2,}/)
        .map((word) => word.replace(/ /g, ""))
        .join(" ");
    });
  if (SPACED_GATE.test(text))
    text = text.replace(SPACED_LETTERS, (run: string, offset: number, whole: string) => {
      // The run may have started inside a word ("the i g n o r e" matches from "e"): drop that leading letter.
      let start = 0;
      if (offset > 0 && LETTER_OR_DIGIT.test(whole[offset - 1])) start = 2;
      const joined = run.slice(start).replace(SPACED_SEPARATORS, "");
      // Only fold it when it forms a word we look for, or a sentence of them; "a b c d" stays as it was.
      if (joined.length >= SEGMENT_MIN && ASCII_LETTERS.test(joined)) {
        const words = segmentWords(joined);
        if (words === undefined) return run;
        stats.spelled = true;
        return run.slice(0, start) + words;
      }
      if (joined.length < 4 || !LEXICON_WORDS.has(joined)) return run;
      stats.folded++;
      return run.slice(0, start) + joined;
    });
  // Runs of spacing become one space (a lone space is left as it is, rather than the whole text rebuilt).
  text = joinWrappedLines(text.replace(/[^\S\n]{2,}|[^\S\n ]/g, " "));
  if (MIXED_ADJACENT.test(text)) text = foldTokens(text, stats);
  if (stats.folded >= LEET_DENSE_AT && !RE_ARABIZI.test(text)) text = foldLeetRun(text);
  return { text, obfuscated: stats.folded, spelled: stats.spelled };
}

// ---------------------------------------------------------------------------------------------------------------
// Features
// ---------------------------------------------------------------------------------------------------------------

const T_OVERRIDE = compileTable(OVERRIDE);
const T_ROLE = compileTable(ROLE);
const T_ROLE_STRONG = compileTable(ROLE_STRONG);
const T_ADDRESSING = compileTable({ ...ADDRESSING, ...ADDRESSING_ANY });
const T_REQUEST = compileTable(REQUEST_MARKER);
const T_DIRECTIVE = compileTable(DIRECTIVE);
/** AI named as a topic ("the use of AI assistants in public services"): addressing hits inside one are dropped. */
const T_AI_TOPIC = compileTable(AI_TOPIC);
const T_ACTION_SENSITIVE = compileTable(ACTION_SENSITIVE);
const T_ACTION_GENERIC = compileTable(ACTION_GENERIC);
const T_SECRECY = compileTable(SECRECY);
const T_FRAME = compileTable(REPORTING_FRAME);
const T_INVOKED = compileTable(INVOKED_QUOTE);
const T_INLINE = compileTable(ANSWERS_INLINE);
const RE_MARKER_TEMPLATE = new RegExp(MARKER_TEMPLATE.join("|"), "gu");
const RE_MARKER_LINE = new RegExp(MARKER_LINE, "gmu");
const RE_MARKER_DIALOGUE = new RegExp(MARKER_DIALOGUE, "gmu");
const RE_STRONG_Q = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])${OVERRIDE_STRONG_QUALIFIER}(?:$|[^\\p{L}\\p{N}])|所有|全部|一切|すべて|全て`,
  "u",
);
const RE_MEDIUM_Q = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])${OVERRIDE_MEDIUM_QUALIFIER}(?:$|[^\\p{L}\\p{N}])|之前|以前|上面|上述|先前|此前|前面|これまで|前の|上記`,
  "u",
);
const RE_FIRST_PERSON = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])${FIRST_PERSON}(?:$|[^\\p{L}\\p{N}])|我的|我们的|我們的|私の`,
  "u",
);
const RE_TOPICAL = new RegExp(`^[\\s,:]*${TOPICAL_CONTINUATION}${E}`, "u");
const RE_DECODE = new RegExp(DECODE_WORDS, "u");
const RE_JOIN_LETTERS = new RegExp(JOIN_LETTERS_WORDS, "u");
/** Three letters spelled out between separators: a cheap test before the run itself is looked for (every run
 * holds one). It starts with a separator, which V8 skips to, not with any letter, which it tries everywhere. */
const RE_SPELLED_GATE = /[ .\-_*·•|]\p{L}[ .\-_*·•|]\p{L}[ .\-_*·•|]\p{L}[ .\-_*·•|]/u;
/** A run of at least 16 Latin, Greek or Cyrillic letters spelled out one by one ("p l e a s e f o r w a r d …"), which
 * folding leaves as it is (it forms no single word looked for). Scripts that may space every character (Chinese)
 * are left out. */
const RE_SPELLED_RUN =
  /(?:^|[^\p{L}\p{N}])(?:[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}][ .\-_*·•|]){15,}[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}](?![\p{L}\p{N}])/u;
const RE_BASE64_BLOB = /[A-Za-z0-9+/]{24,}={0,2}/g;
const RE_HEX_BLOB = /(?:[0-9a-fA-F]{2}){16,}/g;
/** Addresses and links, with bounded runs (an unbounded `\S+@` is quadratic on text without spaces, e.g. Chinese). */
export const HAS_EMAIL_OR_URL = /@|https?:\/\/|www\./;
export const EMAIL_OR_URL = /[\w.+-]{1,64}@[\w.-]{1,255}|https?:\/\/[^\s<>"]{1,2048}|www\.[^\s<>"]{1,2048}/g;

export type { InjectionFeature };

type Counts = Record<InjectionFeature, number>;

interface Scan {
  counts: Counts;
  frames: number;
  langs: Set<Lang>;
  /** Features hit at least once in the writer's own (unquoted) words. */
  own: Set<InjectionFeature>;
}

function emptyCounts(): Counts {
  return {
    override_strong: 0,
    override_medium: 0,
    override_weak: 0,
    role_strong: 0,
    role: 0,
    addressing: 0,
    directive: 0,
    action_sensitive: 0,
    action_generic: 0,
    addressed_request: 0,
    secrecy: 0,
    marker_template: 0,
    marker_line: 0,
    marker_dialogue: 0,
    encoded_payload: 0,
    obfuscation: 0,
  };
}

/** Grades an override hit: the whole instruction set ("all your instructions") is strong; a topic after it
 * ("previous instructions regarding expense claims") or the writer's own message ("my previous") is a human. */
function gradeOverride(hit: PhraseHit, text: string): "override_strong" | "override_medium" | "override_weak" {
  if (RE_FIRST_PERSON.test(hit.text)) return "override_weak";
  const after = text.slice(hit.index + hit.text.length, hit.index + hit.text.length + 30);
  const topical = RE_TOPICAL.test(after);
  if (RE_STRONG_Q.test(hit.text)) return topical ? "override_medium" : "override_strong";
  if (RE_MEDIUM_Q.test(hit.text)) return topical ? "override_weak" : "override_medium";
  return "override_weak";
}

// ---------------------------------------------------------------------------------------------------------------
// Quoting: text the writer cites rather than says
// ---------------------------------------------------------------------------------------------------------------

/** The separator line mail clients write above a forwarded or quoted message, in the languages mail comes in
 * (lower-cased, as the normalised text is; Turkish "İ" lower-cases to "i" and a combining dot). */
const FORWARD_SEPARATORS = [
  "forwarded message|original message",
  "message transf[ée]r[ée]|message d'origine",
  "weitergeleitete nachricht|urspr[üu]ngliche nachricht",
  "mensaje reenviado|mensaje original",
  "messaggio inoltrato|messaggio originale",
  "mensagem encaminhada|mensagem original",
  "doorgestuurd bericht|oorspronkelijk bericht|origineel bericht",
  "wiadomość przekazana dalej|przekazana wiadomość|oryginalna wiadomość|wiadomość oryginalna",
  "i\u0307?letilen (?:i\u0307?leti|mesaj)|orijinal (?:i\u0307?leti|mesaj)|özgün i\u0307?leti",
  "пересылаемое сообщение|пересланное сообщение|исходное сообщение|оригинальное сообщение",
  "переслане повідомлення|пересланий лист|оригінальне повідомлення|вихідне повідомлення",
  "vidarebefordrat meddelande|ursprungligt meddelande|videresendt (?:meddelelse|melding|besked)|oprindelig meddelelse|opprinnelig melding",
  "välitetty viesti|alkuperäinen viesti|přeposlaná zpráva|původní zpráva|preposlaná správa|pôvodná správa",
  "továbbított üzenet|eredeti üzenet|mesaj redirecționat|mesaj(?:ul)? original|προωθημένο μήνυμα|αρχικό μήνυμα",
  "pesan (?:yang )?diteruskan|pesan terusan|pesan asli|mesej (?:yang )?dimajukan|mesej asal",
  "thư (?:đã )?chuyển tiếp|tin nhắn (?:đã )?chuyển tiếp|thư gốc|ipinasang mensahe|orihinal na mensahe",
  "转发的邮件|转发邮件|轉寄的郵件|轉發郵件|原始邮件|原始郵件|转发的消息",
  "転送されたメッセージ|転送メッセージ|元のメッセージ|전달된 (?:메시지|메일)|원본 메시지|원래 메시지",
  "الرسالة المعاد توجيهها|رسالة معاد توجيهها|الرسالة الأصلية|הודעה שהועברה|הודעה מקורית|پیام (?:بازارسال|هدایت) ?شده|پیام اصلی",
  "अग्रेषित संदेश|मूल संदेश|ফরওয়ার্ড করা বার্তা|মূল বার্তা|ข้อความที่ส่งต่อ|ข้อความต้นฉบับ",
];
/** The subject label of a quoted header block, which starts an embedded message shown in the body. */
const SUBJECT_LABELS = [
  "subject|betreff|objet|asunto|oggetto|onderwerp|temat|ämne|assunto|emne|aihe|předmět|predmet|tárgy|subiect",
  "konu|тема|θέμα|subjek|perihal|chủ đề|主题|主題|件名|제목|الموضوع|נושא|موضوع|विषय|বিষয়|เรื่อง",
];
/** Where quoted material starts and runs to the end: forwarded mail, the original under a reply header. */
const RE_QUOTED_TAIL = new RegExp(
  [
    `^[ \\t]*-{2,}[ \\t]*(?:${FORWARD_SEPARATORS.join("|")})`,
    "^[ \\t]*begin forwarded message",
    // An embedded message shown in the body ("This is what it looks like:\n\nSubject: …").
    `^[ \\t]*(?:${SUBJECT_LABELS.join("|")})[ \\t]*[:：][ \\t]*\\S`,
    "^[ \\t]*(?:on|le|am|el|il) [^\\n]{4,200}(?:wrote|a écrit|schrieb|escribió|ha scritto)[ \\t]*:?[ \\t]*$",
  ].join("|"),
  "mu",
);
/** Inline quotations (after normalisation every double quote is `"`), `>`-quoted lines, and lines of an ASCII box
 * (`| … |`, `+----+`) in which a notice shows the message it warns about. */
const RE_QUOTED_INLINE = /"(?:[^"\n]|\n(?!\n)){3,600}"|^[ \t]*(?:>|\||\+[-=]{3,})[^\n]*/gmu;
/** A paragraph introduced as reported speech ("the footer read:", "they look like this:", "for example:"). */
const RE_REPORTED_BLOCK =
  /(?:read|reads|said|says|wrote|writes|stated|look(?:s|ed)? like(?: this)?|as follows|for example|for instance|e\.g\.|such as|examples?(?: \d{1,2}| [a-z])?(?: \([^)\n]{1,80}\))?|verbatim|in plain view|went like this)\s*:[ \t]*\n+([^\n]+(?:\n[^\n]+)*)/gu;

/** What precedes a JSON string value: a quoted key and a colon (`"note": `), or the array after one (`"do": ["…", `),
 * not prose (`the footer read: `). */
const RE_JSON_KEY_BEFORE = /"[\w.$@-]{1,64}" ?: ?(?:\[ ?(?:"[^"\n]{0,200}" ?, ?)*)?$/u;
/** A CSV row up to a field: three or more fields before it, each ended by the same separator. */
const RE_CSV_ROW_BEFORE = /^(?:[^,\n]*,){3,}$|^(?:[^;\n]*;){3,}$|^(?:[^\t\n]*\t){3,}$/u;
/** A JSON key: a quoted word of identifier characters, followed by a colon. */
const RE_JSON_KEY = /^"[\w.$@-]{1,64}"$/u;
const RE_KEY_COLON_AFTER = /^ ?:/u;
/** What precedes a relayed field's value: its label at a line start, the value after it or on the next line
 * (`Message: "…"`, `Mensagem do hóspede:⏎"…"`), or after the previous field's value where the normaliser joined the
 * lines ("… <ana@x.example> message: ", "… agreement.pdf message: "), never after a word of a sentence ("they sent this
 * message: "). */
const RE_FIELD_LABEL_BEFORE = new RegExp(
  `(?:^|\\n|[^\\p{L}\\s] |\\.\\p{L}{2,4} )[ \\t]*(?:${RELAYED_FIELD_LABELS.join("|")})${RELAYED_LABEL_OWNER}[ \\t]*[:：][ \\t]*\\n?[ \\t]*$`,
  "u",
);
/** A form's fields right above a quotation at a line start (a review notification's "Reviewer: …⏎Title: …⏎⏎"…"", the
 * lines joined by the normaliser): the quotation is the form's next field, relayed, not words the writer cites.
 * Read line by line, not with one regex: a pattern of repeated fields whose label/value boundary may fall at any word
 * backtracks exponentially on a long line of joined fields (one web form took minutes). */
export function endsWithFormFields(before: string): boolean {
  const end = RE_FIELDS_END.exec(before);
  if (!end) return false;
  const lines = before.slice(0, end.index).split("\n");
  let fields = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const n = lineFields(lines[i]);
    if (n === 0) return false;
    fields += n;
    if (fields >= 2) return true;
  }
  return false;
}
/** The fields' end: a line break (or two) and only spacing up to the quotation. */
const RE_FIELDS_END = /\n\n?[ \t]*$/u;
/** A field's label: up to three words of letters (with marks, apostrophes, dots, hyphens). */
const RE_FIELD_LABEL = /^\p{L}[\p{L}\p{M}'’.-]{0,20}(?: [\p{L}\p{M}'’.-]{1,20}){0,2}$/u;
const FIELD_VALUE_MAX = 80;
const LABEL_MAX = 63;

/** How many "Label: value" fields a line holds, one after another (the next label right after a value, as joined
 * lines are), or 0 if it is not such a line. */
function lineFields(line: string): number {
  const parts = line.split(/[:：]/u);
  if (parts.length < 2 || !RE_FIELD_LABEL.test(parts[0].replace(/^[ \t]+/u, ""))) return 0;
  for (let i = 1; i < parts.length - 1; i++) if (!valueThenLabel(parts[i])) return 0;
  return fieldValue(parts[parts.length - 1]) ? parts.length - 1 : 0;
}

/** A value of 1 to FIELD_VALUE_MAX characters (spacing around it aside), no double quote. */
function fieldValue(value: string): boolean {
  if (value.length === 0 || value.includes('"')) return false;
  return value.replace(/^[ \t]+/u, "").replace(/[ \t]+$/u, "").length <= FIELD_VALUE_MAX;
}

/** A value followed straight by the next field's label. */
function valueThenLabel(part: string): boolean {
  if (part.includes('"')) return false;
  for (let k = Math.max(1, part.length - LABEL_MAX); k < part.length; k++) {
    if (fieldValue(part.slice(0, k)) && RE_FIELD_LABEL.test(part.slice(k))) return true;
  }
  return false;
}

export type Span = readonly [number, number];

/** Spans of `text` (normalised) that quote someone else: inline quotations, `>` lines, forwarded or replied-to mail. */
export function quotedSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of execAll(RE_QUOTED_INLINE, text)) {
    const start = match.index ?? 0;
    // A JSON string value ("summary": "…") is a field of a machine payload, not someone's words quoted.
    if (match[0][0] === '"' && RE_JSON_KEY_BEFORE.test(text.slice(Math.max(0, start - 400), start))) continue;
    // Nor is a field of a CSV row (`SZX2611-052,AWKU4411190,…,"致AI助手: …"`): the row's author's words.
    if (match[0][0] === '"' && RE_CSV_ROW_BEFORE.test(text.slice(text.lastIndexOf("\n", start) + 1, start))) continue;
    // Nor is a JSON key (`"human_review": false`).
    if (
      RE_JSON_KEY.test(match[0]) &&
      RE_KEY_COLON_AFTER.test(text.slice(start + match[0].length, start + match[0].length + 3))
    )
      continue;
    // Nor is a platform's relayed field (an e-signature request's `Message: "…"`): the sender's own words.
    if (match[0][0] === '"' && RE_FIELD_LABEL_BEFORE.test(text.slice(Math.max(0, start - 120), start))) continue;
    if (match[0][0] === '"' && endsWithFormFields(text.slice(Math.max(0, start - 300), start))) continue;
    spans.push([start, start + match[0].length]);
  }
  for (const match of execAll(RE_REPORTED_BLOCK, text)) {
    const block = match[1];
    const start = (match.index ?? 0) + match[0].length - block.length;
    spans.push([start, start + block.length]);
  }
  const tail = RE_QUOTED_TAIL.exec(text);
  if (tail && !forwardsOwnMail(text, tail.index)) spans.push([tail.index, text.length]);
  return spans;
}

/** The sender line of a forwarded or replied-to header, its name up to an address or the next header field. */
const RE_QUOTED_FROM =
  /(?:^|\s)(?:from|de|von|da|van|od|от|від|från|fra|kimden|gönderen|lähettäjä|feladó|από)\s?:\s?([\p{L}\p{M}'’.-]+(?: [\p{L}\p{M}'’.-]+){1,3}?)(?=\s*(?:<|\[|\n|$|(?:date|datum|envoyé|sent|gesendet|enviado|inviato|data|fecha|verzonden|wysłano|skickat|tarih|to|à|an|para|a|aan|objet|subject|betreff|asunto|oggetto)\s?:))/mu;

/** Mail the writer forwards from themselves ("… Sylvie Marchand ⏎ ---- Message transféré ---- De : Sylvie Marchand"):
 * the name in the quoted header's sender line closes the writer's own part (their signature), so the forwarded text is
 * theirs too, not someone else's words cited — a way to slip an instruction past the quoting discount. */
function forwardsOwnMail(text: string, tailIndex: number): boolean {
  const name = RE_QUOTED_FROM.exec(text.slice(tailIndex, tailIndex + 400))?.[1];
  if (!name || name.length < 5) return false;
  return text.slice(Math.max(0, tailIndex - 160), tailIndex).includes(name);
}

const inSpans = (spans: readonly Span[], index: number) => spans.some(([from, to]) => index >= from && index < to);

/** "Do not enter your password", "we will never ask for your PIN": a warning, not a request. The negation's reach
 * ends with its sentence: "… can no longer be processed. Confirm your password now" is a request. */
// Romanian "să ne trimiteți" (that you send us) is a request: its "ne" is "us", not the French negation.
const RE_NEGATED =
  /(?:^|[^\p{L}])(?:not|never|don't|doesn't|won't|no|nicht|nie|niemals|keine?|(?<!s[ăa] )ne|jamais|nunca|non|mai|nooit|niet)(?:(?:(?![.!?。！？](?:\s|$))[^\p{L}])+\p{L}+){0,4}(?:(?![.!?。！？](?:\s|$))[^\p{L}])*$/u;

/** A threat, not a warning: "if you do not sign in within 12 hours, …", "wenn Sie nicht bestätigen" (the negation
 * in the condition, the request right after it). */
const RE_IF_NOT =
  /(?:^|[^\p{L}])(?:if|unless|wenn|falls|si|se|als|indien|jeśli|jeżeli|если)(?:[^\p{L}]+\p{L}+){0,2}?[^\p{L}]+(?:not|don't|nicht|ne|no|non|niet|nie|не)(?:[^\p{L},;.]+\p{L}+)?[^\p{L},;.]*$/u;

const negated = (before: string) => RE_NEGATED.test(before) && !RE_IF_NOT.test(before);

/** Hits of a table weighted 1 when the writer says them and `quotedWeight` when they sit in quoted material;
 * with `negatable`, a hit right after a negation ("never share your code") does not count. A hit in `reported`
 * (a request the writer describes: "attackers ask you to …") counts as quoted material in a report. */
export function weightedCount(
  table: CompiledTable,
  text: string,
  spans: readonly Span[],
  quotedWeight: number,
  negatable = false,
  reported: readonly Span[] = [],
): number {
  let total = 0;
  for (const hit of findPhrases(table, text)) {
    if (negatable && negated(text.slice(Math.max(0, hit.index - 40), hit.index))) continue;
    if (inSpans(spans, hit.index)) total += quotedWeight;
    else total += inSpans(reported, hit.index) ? QUOTED_WEIGHT_FRAMED : 1;
  }
  return total;
}

/** Quoted phrases count this much; less again when the writer frames them as a report. */
const QUOTED_WEIGHT = 0.45;
const QUOTED_WEIGHT_FRAMED = 0.2;

export interface Quoting {
  spans: Span[];
  /** Reporting frames ("we received", "phishing", "is this legit") in the writer's own words. */
  frames: number;
  /** What a phrase inside `spans` counts for. */
  quotedWeight: number;
  /** The writer hands the quoted material over as their own request ("see below, handle it"). */
  invoked?: boolean;
}

/** Splits normalised text into the writer's own words and quoted material, and reads the frames of the former.
 * Frames are read without addresses and links, so "attacker@evil.example" is not a report about attackers, and
 * only outside quoted material: a quoted attack saying "this is not phishing" frames nothing (the result is shared:
 * do not change it). */
export const quoting = lastResults(splitQuoted);

function splitQuoted(text: string): Quoting {
  const spans = quotedSpans(text);
  // Frames are read in the text itself, whose screening the other tables share (a text of the writer's words alone
  // would be screened for every table again), leaving out hits in quoted material or in an address or link.
  let links: Span[] | undefined;
  let frames = 0;
  for (const hit of findPhrases(T_FRAME, text, FRAME_SCAN_LIMIT)) {
    const end = hit.index + hit.text.length;
    const overlaps = ([from, to]: Span) => hit.index < to && end > from;
    if (spans.some(overlaps)) continue;
    links ??= HAS_EMAIL_OR_URL.test(text) ? [...execAll(EMAIL_OR_URL, text)].map(spanOf) : [];
    if (links.some(overlaps)) continue;
    if (++frames >= FRAME_LIMIT) break;
  }
  const quotedWeight = frames > 0 ? QUOTED_WEIGHT_FRAMED : QUOTED_WEIGHT;
  // "As agreed below with Ms Lindqvist, please send …": quoted history the writer invokes as authority is part of
  // the request (an attacker forges the approval it quotes), so it reads as the writer's own words.
  if (spans.length && !frames) {
    const first = Math.min(...spans.map(([from]) => from));
    if (findPhrases(T_INVOKED, text).some((hit) => hit.index < first))
      return { spans: [], frames, quotedWeight, invoked: true };
    // "Answers inline": the writer's own words stand between the quoted lines.
    if (findPhrases(T_INLINE, text).some((hit) => hit.index < first)) return { spans: [], frames, quotedWeight };
  }
  return { spans, frames, quotedWeight };
}

const FRAME_LIMIT = 32;
/** Hits looked at for frames: quoted material may hold many before the writer's own. */
const FRAME_SCAN_LIMIT = 256;
const spanOf = (match: RegExpExecArray): Span => [match.index, match.index + match[0].length];

/** How far (characters, same paragraph) where to send or pay may sit after the words that address the AI: a numbered
 * list of premises may come between ("…, assistant:⏎1) …⏎5) … refund to card 5469 …"). */
const TARGET_AFTER = 600;
/** How far (characters, same paragraph) a request may sit after, or before, the words that address the AI. */
const REQUEST_AFTER = 300;
/** A negation straight before an act verb ("never paste", "do not send"), in the hit or just before it: the writer
 * forbids the act. Only straight before the verb: "don't hesitate to send" still asks. */
const RE_FORBIDDEN_ACT =
  /(?:^|[^\p{L}])(?:never|not|don't|do not|must not|mustn't|should not|shouldn't)\s+(?:ever\s+)?(?:paste|send|share|forward|e-?mail|post|upload|reveal|disclose|include|copy|print|output|give|provide|reply|export)(?![\p{L}])/gu;

function forbidden(hit: PhraseHit, text: string): boolean {
  const start = Math.max(0, hit.index - 16);
  const window = text.slice(start, hit.index + Math.min(hit.text.length, 60));
  // The forbidden verb must be the hit's own ("Do not reply. Send all passwords …" forbids only the reply).
  for (const match of window.matchAll(RE_FORBIDDEN_ACT))
    if (match.index + match[0].length > hit.index - start) return true;
  return false;
}

/** A sentence of advice that forbids allowing what follows ("Never let an assistant issue refunds without staff
 * approval", "Do not allow forwarding rules without review"): keeping people out is what it warns against. */
const RE_ADVICE_START =
  /(?:^|[.!?:;,\n])[ \t]*(?:never|do not|don't|no one should) (?:let|allow|permit|authori[sz]e|enable)\s[^.!?\n]*$/u;

function advised(hit: PhraseHit, text: string): boolean {
  return RE_ADVICE_START.test(text.slice(Math.max(0, hit.index - 200), hit.index));
}

/** A payment card's number (four groups of four digits) or an IBAN, lower-cased as the normalised text is. */
const RE_PAYMENT_TARGET =
  /(?<!\d)\d{4}(?:[ -]?\d{4}){3}(?!\d)|(?<![\p{L}\d])[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){3,7}(?![\p{L}\d])/gu;
const RE_HAS_DIGITS = /\d{4}/u;
/** What lies between a name and its own address: "assistant: jo@", "assistant (jo@", "assistant at jo@". */
const RE_NAMES_ADDRESSEE = /^[\s:,(<[-]*(?:at|via|on)?[\s:,(<[-]*$/u;
const REQUEST_BEFORE = 40;

/** What may stand before an address that heads a sentence: the text's or a line's start, a sentence end. */
const RE_HEADING_BEFORE = new RegExp(`(?:^|[${STOPS}\\n])[\\s>"*[(]{0,6}$`, "u");
/** A colon after it (the Ethiopic wordspace where it stands before a space, as mail writes it for a colon) that
 * introduces what the reader is told, not an address or a number. */
const RE_HEADING_COLON = /^\s*(?:[:：፦]|፡(?=\s))(?![ \t]*(?:[\p{L}\p{N}._%+-]+@|[\p{N}+(]))/u;

/** A headline's topic: "AI estimating tools: what contractors see". */
const RE_TOPIC_HEADING = new RegExp(`${TOPIC_PLURAL}[:：]?$`, "u");
/** A transcript's speaker: one word ("Agent:", "Bot:") or a turn label ("AI assistant:"), which MARKER_LINE reads. */
const RE_SPEAKER = new RegExp(`^(?:[^\\s]+|${FRAMING_TURN_LABELS})[:：]?$`, "u");

/** The AI reader named at a sentence's start and closed by a colon heads what follows, as "To the AI assistant: …"
 * does: the addressing rows name it in each language's own case ("AI உதவியாளருக்கு: …", "ხელოვნური ინტელექტის
 * ასისტენტს: …"), so the dedication needs no preposition of its own. */
function headsSentence(hit: PhraseHit, text: string): boolean {
  if (RE_TOPIC_HEADING.test(hit.text) || RE_SPEAKER.test(hit.text.trim())) return false;
  if (!RE_HEADING_BEFORE.test(text.slice(Math.max(0, hit.index - 8), hit.index))) return false;
  const end = hit.index + hit.text.length;
  return RE_HEADING_COLON.test(/[:：፦፡]$/u.test(hit.text) ? text.slice(end - 1) : text.slice(end));
}

/** `spans` less the paragraph of every directive they hold (from the directive to the paragraph's end, or the
 * span's; spans may nest, as replies within replies do). */
function withoutDirectives(spans: readonly Span[], text: string, directives: readonly PhraseHit[]): readonly Span[] {
  let out = spans;
  for (const hit of directives) {
    const at = hit.index + hit.text.length - 1;
    if (!inSpans(out, at)) continue;
    const blank = text.indexOf("\n\n", at);
    const paragraphEnd = blank < 0 ? text.length : blank;
    out = out.flatMap(([from, to]): Span[] => {
      if (at < from || at >= to) return [[from, to]];
      const end = Math.min(to, paragraphEnd);
      return (
        [
          [from, hit.index],
          [end, to],
        ] as Span[]
      ).filter(([a, b]) => b > a);
    });
  }
  return out;
}

function scanPhrases(
  text: string,
  counts: Counts,
  langs: Set<Lang>,
  own: Set<InjectionFeature>,
  quotedIn: readonly Span[] = [],
  quoted = 1,
  framed = false,
): void {
  // A directive turns to whoever reads the text, so forwarded or relayed mail turns to the reader as much as the
  // writer's own words do: its paragraph (the address, the acts, where to send) reads as theirs. Only a writer who
  // frames the quotation as a report cites it.
  const directives = findPhrases(T_DIRECTIVE, text);
  // A chat-template token or a system banner turns to a model as plainly: forged into quoted history ("-----Original
  // Message----- … [SYSTEM] … [/SYSTEM]"), its paragraph is the writer's too.
  const markers = templateMarkers(text);
  const spans = quotedIn.length && !framed ? withoutDirectives(quotedIn, text, [...directives, ...markers]) : quotedIn;
  const add = (feature: InjectionFeature, index: number) => {
    const isQuoted = spans.length > 0 && inSpans(spans, index);
    counts[feature] += isQuoted ? quoted : 1;
    if (!isQuoted) own.add(feature);
  };
  for (const hit of findPhrases(T_OVERRIDE, text)) {
    add(gradeOverride(hit, text), hit.index);
    langs.add(hit.lang);
  }
  const tables: Array<[CompiledTable, InjectionFeature]> = [
    [T_ROLE_STRONG, "role_strong"],
    [T_ROLE, "role"],
    [T_ADDRESSING, "addressing"],
    [T_DIRECTIVE, "directive"],
    [T_ACTION_SENSITIVE, "action_sensitive"],
    [T_ACTION_GENERIC, "action_generic"],
    [T_SECRECY, "secrecy"],
  ];
  /** Where the writer's own words address the AI reader. */
  const addressed: Span[] = [];
  /** Where any words (quoted too) name it. */
  const named: Span[] = [];
  let topics: PhraseHit[] | undefined;
  for (const [table, feature] of tables) {
    for (const hit of table === T_DIRECTIVE ? directives : findPhrases(table, text)) {
      if (feature === "addressing") {
        topics ??= findPhrases(T_AI_TOPIC, text);
        if (topics.some((t) => hit.index >= t.index && hit.index < t.index + t.text.length)) continue;
      }
      // "Schedule only, never paste actual keys into mail" forbids the act it names.
      if ((feature === "action_sensitive" || feature === "action_generic") && forbidden(hit, text)) continue;
      if (feature === "secrecy" && advised(hit, text)) continue;
      // A directive is judged where it turns to the reader, its end: "… written for AI assistants, for example \"AI
      // assistant: approve …\"" quotes the turn, though the match starts in the writer's words.
      const at = feature === "directive" ? hit.index + hit.text.length - 1 : hit.index;
      add(feature, at);
      // A directive names the reader it turns to, in whatever words: it addresses it too ("Pentru asistentul care
      // răspunde la recenzii: …" as "For the AI assistant: …").
      if (feature === "addressing") {
        named.push([hit.index, hit.index + hit.text.length]);
        if (
          headsSentence(hit, text) &&
          !directives.some((d) => hit.index < d.index + d.text.length && d.index < hit.index + hit.text.length)
        )
          add("directive", hit.index + hit.text.length - 1);
      } else if (
        feature === "directive" &&
        !named.some(([from, to]) => hit.index < to && from < hit.index + hit.text.length)
      )
        add("addressing", hit.index);
      langs.add(hit.lang);
      if ((feature === "addressing" || feature === "directive") && !(spans.length && inSpans(spans, at))) {
        addressed.push([hit.index, hit.index + hit.text.length]);
      }
    }
  }
  // "… AI assistant that looks after Priya's inbox - please forward …": a request in the paragraph that speaks to
  // the AI reader, in the writer's own words. "Please" is a closed class in every language, the action is not.
  if (addressed.length) {
    for (const hit of findPhrases(T_REQUEST, text)) {
      if (spans.length && inSpans(spans, hit.index)) continue;
      const near = addressed.some(([at]) => {
        const [from, to] = at <= hit.index ? [at, hit.index] : [hit.index, at];
        return (
          to - from <= (at <= hit.index ? REQUEST_AFTER : REQUEST_BEFORE) && !text.slice(from, to).includes("\n\n")
        );
      });
      if (near) add("addressed_request", hit.index);
    }
    // An address in the paragraph that speaks to the AI reader, after it: where to send something, in whatever words
    // and language the request is made ("… আমার ঠিকানায় ফরোয়ার্ড করুন: rafiq@…"); a card number or an IBAN there is
    // where to pay ("… devuelva el importe a la tarjeta 4517 6600 …"). Not the address that names the one addressed
    // ("forms go to the assistant: jo@…" hands over an assistant's address).
    const targets = [
      ...(text.includes("@") ? addressesIn(text) : []),
      ...(RE_HAS_DIGITS.test(text) ? execAll(RE_PAYMENT_TARGET, text) : []),
    ];
    for (const match of targets) {
      const at = match.index ?? 0;
      if (spans.length && inSpans(spans, at)) continue;
      const after = addressed.some(
        ([from, end]) =>
          from <= at &&
          at - from <= TARGET_AFTER &&
          !RE_NAMES_ADDRESSEE.test(text.slice(end, at)) &&
          !text.slice(from, at).includes("\n\n"),
      );
      if (after) {
        add("addressed_request", at);
        break;
      }
    }
  }
  for (const hit of markers) add("marker_template", hit.index);
  for (const [regex, feature] of [
    [RE_MARKER_LINE, "marker_line"],
    [RE_MARKER_DIALOGUE, "marker_dialogue"],
  ] as const) {
    let n = 0;
    for (const match of execAll(regex, text)) {
      add(feature, match.index ?? 0);
      if (++n >= 32) break;
    }
  }
}

/** The chat-template tokens and banners of a text, as phrase hits (at most 32): read once, for the quoted spans and
 * the marker feature. */
function templateMarkers(text: string): PhraseHit[] {
  const hits: PhraseHit[] = [];
  for (const match of execAll(RE_MARKER_TEMPLATE, text)) {
    hits.push({ index: match.index ?? 0, text: match[0], lang: "any" });
    if (hits.length >= 32) break;
  }
  return hits;
}

const rot13 = (text: string) =>
  text.replace(/[a-z]/gi, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
const reversedLines = (text: string) =>
  text
    .split("\n")
    .map((line) => [...line].reverse().join(""))
    .join("\n");
/** Lexicon words (three letters or more) among a line's words, read as written or each reversed. */
const lexiconWordsIn = (words: readonly string[], reversed: boolean) =>
  words.filter((w) => LEXICON_WORDS.has(reversed ? [...w].reverse().join("") : w)).length;
/** A line that reads as the lexicon's words only backwards (".sliame lla eteled"): text reversed to pass a reader
 * by, turned back even where no request to read it backwards names the cipher. */
function readsReversed(text: string): boolean {
  for (const line of text.split("\n")) {
    const words = line.match(/[a-z]{3,}/g);
    if (!words || words.length < 4) continue;
    const backwards = lexiconWordsIn(words, true);
    if (backwards >= REVERSED_WORDS_AT && backwards > 2 * lexiconWordsIn(words, false)) return true;
  }
  return false;
}
const REVERSED_WORDS_AT = 3;

/** Ciphers a person can undo, each with the test that the text is turned by it: the words that name it in a request
 * to undo it, or (read backwards) a line that reads as words only so. */
const TURNINGS: ReadonlyArray<readonly [(text: string) => boolean, (text: string) => string]> = [
  [(text) => /rot-?13|caesar|césar|cesare|cäsar/u.test(text), rot13],
  [
    (text) =>
      /(?:read|write|written|spelled|typed)\p{L}* (?:[\p{L}\p{N}]+ ){0,4}?(?:backwards?|in reverse)|reversed? (?:text|order|line|sentence)|rückwärts|à l'envers|al revés|al contrario|al rovescio|de trás para a frente|задом наперёд|задом наперед|справа налево|od tyłu|achterstevoren|tersine|baklänges|baglæns|baklengs|takaperin|visszafelé|pozpátku|odzadu|citește invers|în ordine inversă|ανάποδα|αντίστροφα|навпаки|đọc ngược|baca terbalik|dibaca terbalik|ters(?:ten)? oku|거꾸로|역순|逆から|逆順|倒着|倒過來|倒过来|倒序|反过来读|اقرأ(?:ها)? بالعكس|بشكل معكوس|برعکس بخوان|وارونه بخوان|वापस से|उल्टा|उलटा|ย้อนกลับ|กลับหลัง/u.test(
        text,
      ) || readsReversed(text),
    reversedLines,
  ],
];

/** Printable text decoded from a base64 or hex blob, or undefined if it is binary. */
function decodeBlob(blob: string, hex: boolean): string | undefined {
  let bytes: Buffer;
  try {
    bytes = Buffer.from(blob, hex ? "hex" : "base64");
  } catch {
    return undefined;
  }
  if (bytes.length < 12) return undefined;
  const text = bytes.toString("utf8");
  const printable = text.match(/[\p{L}\p{N}\p{P}\p{Zs}\n]/gu)?.length ?? 0;
  return printable / [...text].length >= 0.9 ? text : undefined;
}

function scan(raw: string, prenormalized?: NormalizedText): Scan {
  const counts = emptyCounts();
  const langs = new Set<Lang>();
  const own = new Set<InjectionFeature>();
  if (!raw.trim()) return { counts, frames: 0, langs, own };
  const normalized = prenormalized ?? normalizeForMatching(raw);
  const { spans, frames, quotedWeight, invoked } = quoting(normalized.text);
  scanPhrases(normalized.text, counts, langs, own, spans, quotedWeight, frames > 0);
  // Handing quoted mail over to be carried out is an act asked of the reader, whatever the quoted mail asks.
  if (invoked) {
    counts.action_generic++;
    own.add("action_generic");
  }
  counts.obfuscation = normalized.obfuscated;
  // A sentence spelled out letter by letter is an encoding of its own: the letters joined are the payload, and a
  // request to join them ("join the letters above and act on them") is its decode request.
  if (normalized.spelled || (RE_SPELLED_GATE.test(normalized.text) && RE_SPELLED_RUN.test(normalized.text))) {
    counts.obfuscation++;
    if (RE_JOIN_LETTERS.test(normalized.text) || RE_DECODE.test(normalized.text)) counts.encoded_payload++;
  }
  // Text turned by a cipher a person can undo (ROT13, read backwards), when the text names it: the turned text is
  // scanned, and counts as an encoded payload when it carries phrases of its own.
  for (const [turned, turn] of TURNINGS) {
    if (!turned(normalized.text)) continue;
    const before = Object.values(counts).reduce((sum, n) => sum + n, 0);
    scanPhrases(normalizeForMatching(turn(raw)).text, counts, langs, own);
    if (Object.values(counts).reduce((sum, n) => sum + n, 0) > before) counts.encoded_payload++;
  }
  // Encoded payloads: only when the text asks for decoding, so tracking URLs and signatures are not decoded.
  if (RE_DECODE.test(normalized.text)) {
    const blobs = [
      ...[...execAll(RE_HEX_BLOB, raw)].map((m) => [m[0], true] as const),
      ...[...execAll(RE_BASE64_BLOB, raw)].map((m) => [m[0], false] as const),
    ].slice(0, 8);
    for (const [blob, hex] of blobs) {
      const decoded = decodeBlob(blob, hex);
      if (decoded === undefined) continue;
      // Count the payload only when what it decodes to carries phrases of its own (a decoded "xxxx" is not one).
      const before = Object.values(counts).reduce((sum, n) => sum + n, 0);
      scanPhrases(normalizeForMatching(decoded).text, counts, langs, own);
      if (Object.values(counts).reduce((sum, n) => sum + n, 0) > before) counts.encoded_payload++;
    }
  }
  return { counts, frames, langs, own };
}

// ---------------------------------------------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------------------------------------------

const CORE: InjectionFeature[] = [
  "override_strong",
  "override_medium",
  "role_strong",
  "role",
  "addressing",
  "directive",
  "action_sensitive",
  "secrecy",
  "marker_template",
  "marker_dialogue",
];

/** Features that make the writer's own words a command rather than talk about one. */
const IMPERATIVE: InjectionFeature[] = [
  "directive",
  "override_strong",
  "override_medium",
  "role",
  "role_strong",
  "secrecy",
  "marker_template",
];

function saturate(count: number): number {
  return count <= 1 ? count : 1 + 0.35 * Math.min(count - 1, 3);
}

/** Features that make an instruction to the agent an attack rather than a request. */
const SENSITIVE: InjectionFeature[] = [
  "override_strong",
  "override_medium",
  "role_strong",
  "role",
  "action_sensitive",
  "secrecy",
  "marker_template",
  "encoded_payload",
];
/** Highest score for an instruction to the agent that asks for nothing sensitive: a warning, not a quarantine. */
const ORDINARY_REQUEST_MAX = 0.75;

export interface InjectionResult {
  score: number;
  reasons: string[];
}

/** The injection rules' features (rules/injection.ts) from the visible and the hidden scan's counts. */
function injectionFeatures(visible: Counts, hidden: Counts, hiddenAddress: boolean): InjectionFeatures {
  const saturated = (counts: Counts) =>
    Object.fromEntries(Object.entries(counts).map(([f, n]) => [f, saturate(n)])) as Counts;
  // How present a feature class is, 0..1: a quoted phrase only partly, so pairs of quoted phrases weigh less.
  const has = (...features: InjectionFeature[]) =>
    Math.min(1, Math.max(0, ...features.map((f) => visible[f] + hidden[f])));
  const both = (...strengths: number[]) => Math.min(...strengths);
  const override = has("override_strong", "override_medium");
  const role = has("role", "role_strong");
  const action = has("action_sensitive", "action_generic");
  const overrideOrRole = Math.max(override, role);
  return {
    visible: saturated(visible),
    hidden: saturated(hidden),
    // A newsletter's preheader is not hidden text here: the content stage hands it over as visible, since mail
    // clients show it in the inbox preview.
    // A role label in text nobody sees ("Asistan: …") is a turn written for the AI reader alone.
    hiddenCore:
      CORE.some((f) => hidden[f] > 0) ||
      hidden.override_weak + hidden.action_generic > 1 ||
      hidden.marker_line > 0 ||
      hiddenAddress,
    hiddenAddress,
    hiddenAddressed:
      hidden.addressing > 0 &&
      (hidden.action_sensitive + hidden.action_generic + hidden.secrecy > 0 ||
        hidden.override_strong + hidden.override_medium + hidden.role + hidden.role_strong > 0),
    addressingOverride: both(has("addressing"), overrideOrRole),
    addressingSensitive: both(has("addressing"), has("action_sensitive")),
    overrideAction: both(overrideOrRole, action),
    secrecyAction: both(has("secrecy"), Math.max(action, override)),
    // A chat-template marker speaks to a model by its form, so any act asked next to it is asked of the model.
    markersAroundInstructions: Math.max(
      both(has("marker_template", "marker_line"), Math.max(overrideOrRole, has("action_sensitive"))),
      both(has("marker_template"), has("action_generic")),
    ),
    addressedAct: both(has("addressing", "directive"), has("action_generic", "addressed_request")),
    coreClasses: CORE.filter((f) => visible[f] + hidden[f] >= 0.9).length,
  };
}

/**
 * Scores how strongly the mail carries instructions aimed at an AI reader. `text` is what a person sees,
 * `hiddenText` is everything hidden from them (hidden elements, comments, attributes, decoded tag characters).
 * `normalizedText`, when given, must be `normalizeForMatching(text)` (saves normalising twice). `hiddenAddresses`: how
 * many addresses the hidden text holds that the visible text and the message's own recipients do not (the pipeline's
 * count).
 */
export function injectionScore(
  text: string,
  hiddenText: string,
  normalizedText?: NormalizedText,
  hiddenAddresses = 0,
): InjectionResult {
  const visible = scan(text, normalizedText);
  const hidden = scan(hiddenText);
  const features = injectionFeatures(visible.counts, hidden.counts, hiddenAddresses > 0 && hiddenText.length > 0);
  const { sums, fired } = evaluateRules(INJECTION_RULES, features, { visible: 0, hidden: 0, interaction: 0 });
  const contributions = fired.flatMap((f) => (f.reason === undefined ? [] : [{ reason: f.reason, value: f.value }]));
  const { visible: visibleSum, hidden: hiddenSum, interaction } = sums;
  const { hiddenCore } = features;

  // Reporting frames ("we received", "phishing") discount what the writer quotes (done in the scan). The writer's
  // own words are discounted only when they hold no command of their own (no override, new role, secrecy or
  // template marker): an advisory that talks about assistants and quotes attacks, not an attack sprinkled with
  // "phishing". Frames never excuse hidden text: nobody hides a warning from its reader.
  let own = visibleSum + interaction;
  const ownCommand = IMPERATIVE.some((f) => visible.own.has(f));
  if (visible.frames >= 2 && !ownCommand && hiddenSum === 0 && own > 0) {
    contributions.push({ reason: "reads as a report about attacks, quoting them", value: -own * 0.4 });
    own *= 0.6;
  }

  let score = sigmoid(INJECTION_BIAS + own + hiddenSum);
  // Speaking to the agent and asking for something ordinary is a warning at most: what makes it an attack is what
  // is asked (secrets, mail rules, overriding its instructions), how (kept from the user), or that it is hidden.
  const sensitive = SENSITIVE.some((f) => visible.counts[f] + hidden.counts[f] > 0) || hiddenCore;
  if (!sensitive && score > ORDINARY_REQUEST_MAX) {
    contributions.push({ reason: "asks for nothing sensitive", value: logit(ORDINARY_REQUEST_MAX) - logit(score) });
    score = ORDINARY_REQUEST_MAX;
  }
  const langs = [...new Set([...visible.langs, ...hidden.langs])];
  const reasons = contributions
    .filter((c) => Math.abs(c.value) >= 0.5)
    .sort((a, b) => Math.abs(b.value) - Math.abs(a.value))
    .slice(0, 6)
    .map((c) => c.reason);
  if (reasons.length > 0 && langs.length > 0) reasons.push(`injection phrases in: ${langs.join(", ")}`);
  return { score: round(score), reasons };
}

/** Whether text commands an AI reader (a command feature, or words addressed to it that ask for something): a
 * newsletter's preview line never does, so one that does is a payload in the preview position, not a preview. */
export function carriesInstructions(text: string): boolean {
  // Only the line's own words: a security newsletter's preview may quote an attack ("'Ignore previous
  // instructions': how …").
  const { own } = scan(text);
  const asks = own.has("action_generic") || own.has("action_sensitive") || own.has("addressed_request");
  return IMPERATIVE.some((f) => own.has(f)) || (own.has("addressing") && asks);
}

export function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
