// Spans of text that read differently to a model than to a person, found in a plain string: text whose display
// order the bidi controls change, and words whose letters are interleaved with invisible characters. Both are
// withheld from every text the service derives for an agent (the agent-safe text, the stored `text`,
// `extracted_text` and `preview`) and replaced by WITHHELD_MARKER; the trust layer records what they said as hidden
// text. The raw message and its `html` stay as sent.
//
// Rules (docs/trust.md, "Hidden text"):
// - Bidi: a span opened by an embedding, override or isolate (U+202A–U+202E, U+2066–U+2068) at the outermost level,
//   up to its matching PDF/PDI (or the end of the paragraph), is withheld when the order in which its letters and
//   digits are displayed (the Unicode Bidirectional Algorithm, bidi-js) differs from their order when the same
//   text, without those controls, is laid out in its own natural direction (first strong character). An FSI…PDI
//   or RLI…PDI around an Arabic or Hebrew name, or an LRI around a Latin word, changes nothing and passes; an
//   RLO/LRO that reverses letters, or isolates nested to swap words, is withheld. A span opened by an override
//   (LRO, RLO) is withheld whatever it displays: it forces a direction on letters that have their own, which no
//   writer needs (an embedding, isolate or mark does), and text stored reversed under an override of its own
//   direction shows as the same jumble to a person while a model can read it backwards; its reversed reading is
//   recorded too. Marks (LRM, RLM, ALM) are not spans: they are stripped and counted as before.
// - Interleaving: a word (a run of letters, marks and digits with invisible characters among them) is withheld
//   when an invisible character (zero-width space, ZWNJ, ZWJ, word joiner, BOM, soft hyphen, CGJ, Hangul fillers,
//   other default-ignorables; not bidi controls, variation selectors or tag characters) sits between two of its
//   letters, except:
//   - ZWNJ/ZWJ next to a letter of a script that uses them in spelling (Arabic, Persian, Syriac, the Indic
//     scripts, Sinhala, Myanmar, Khmer, Mongolian, ...);
//   - soft hyphens (hyphenation points) that leave at least two letters on both sides;
//   - in scripts written without spaces (Chinese, Japanese, Thai, Lao, Khmer, Myanmar), where a zero-width space
//     marks word boundaries: there the word is withheld only when it has three or more pieces and more than half
//     of them are a single character (letters interleaved one by one, not words separated).
//   Adjacent withheld words, separated only by spaces, are one span.

import type { Bidi } from "bidi-js";
import bidiModule from "bidi-js";

/** What replaces a withheld span in the text an agent reads. */
export const WITHHELD_MARKER = "[hidden text withheld]";

export type HiddenSpanReason = "bidi_reordered" | "zero_width_interleaved";

export interface HiddenSpan {
  start: number;
  end: number;
  reason: HiddenSpanReason;
}

const BIDI_INITIATOR = /[\u202A-\u202E\u2066-\u2068]/;
const OVERRIDE = /[\u202D\u202E]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, "g");
/** Paragraph separators (bidi class B): a span never runs past one. */
const isParagraphEnd = (ch: string) => "\n\r\u2029\u001C\u001D\u001E\u0085".includes(ch);
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LETTERS = /\p{L}/gu;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
/** Invisible characters that can sit inside a word: default-ignorables, less bidi controls, variation selectors
 * and tag characters (each handled on its own). */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}]/u;
const BIDI_MARK_OR_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const SOFT_HYPHEN = "\u00AD";
const JOINERS = /[\u200C\u200D]/;
/** Scripts that use ZWNJ and ZWJ in ordinary spelling. */
const JOINING_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Myanmar}\p{Script=Khmer}\p{Script=Tibetan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
/** Scripts written without spaces between words. */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const QUICK_TEST = /[\p{Default_Ignorable_Code_Point}]/u;

function isInterleaving(ch: string): boolean {
  if (!INVISIBLE.test(ch) || BIDI_MARK_OR_CONTROL.test(ch)) return false;
  const cp = ch.codePointAt(0) ?? 0;
  // Variation selectors and tag characters.
  return !((cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0000 && cp <= 0xe0fff));
}

// bidi-js is CommonJS whose module.exports is the factory; its types declare it as an ES default export.
const bidiFactory = bidiModule as unknown as () => Bidi;
let bidi: Bidi | undefined;

/** Indices of the letters and digits of `text` in the order they are displayed. */
function displayedOrder(text: string, direction: "ltr" | "auto"): number[] {
  bidi ??= bidiFactory();
  const levels = bidi.getEmbeddingLevels(text, direction);
  return bidi.getReorderedIndices(text, levels).filter((i) => LETTER_OR_DIGIT.test(text[i]));
}

/** Whether the controls in `span` (which opens with one) display its letters in another order than its own text
 * laid out in its natural direction does. */
function reordersDisplay(span: string): boolean {
  const shown = displayedOrder(span, "ltr");
  // The same text without embedding, override and isolate controls; `kept[i]` is its index in `span`.
  const kept: number[] = [];
  let natural = "";
  for (let i = 0; i < span.length; i++) {
    if (BIDI_CONTROL.test(span[i])) continue;
    kept.push(i);
    natural += span[i];
  }
  const plain = displayedOrder(natural, "auto").map((i) => kept[i]);
  return shown.length !== plain.length || shown.some((index, i) => index !== plain[i]);
}

/** Spans opened by a bidi control at the outermost level whose display differs from their logical reading. */
function bidiSpans(text: string): HiddenSpan[] {
  if (!BIDI_INITIATOR.test(text)) return [];
  const spans: HiddenSpan[] = [];
  let i = 0;
  while (i < text.length) {
    if (!BIDI_INITIATOR.test(text[i])) {
      i++;
      continue;
    }
    const start = i;
    // The stack of open controls: "e" embedding or override (closed by PDF), "i" isolate (closed by PDI).
    const stack: string[] = [];
    let end = text.length;
    for (; i < text.length; i++) {
      const ch = text[i];
      if (isParagraphEnd(ch)) {
        end = i;
        break;
      }
      if (ch >= "\u2066" && ch <= "\u2068") stack.push("i");
      else if (ch >= "\u202A" && ch <= "\u202E" && ch !== "\u202C") stack.push("e");
      else if (ch === "\u202C" && stack[stack.length - 1] === "e") stack.pop();
      else if (ch === "\u2069" && stack.includes("i")) stack.splice(stack.lastIndexOf("i"));
      if (stack.length === 0) {
        end = i + 1;
        break;
      }
    }
    i = end;
    const span = text.slice(start, end);
    const overridden = OVERRIDE.test(span[0]) && (span.match(LETTERS) ?? []).length >= 2;
    if (overridden || reordersDisplay(span)) spans.push({ start, end, reason: "bidi_reordered" });
  }
  return spans;
}

/** Whether a single ZWNJ or ZWJ next to a letter of a script that spells with it (Persian می‌خواهم, Sinhala and
 * Devanagari conjuncts) is ordinary spelling, to be kept in the text as it is, not an invisible character. */
export function isSpellingJoiner(joiner: string, before: string, after: string): boolean {
  return (
    JOINERS.test(joiner) &&
    !JOINERS.test(before) &&
    !JOINERS.test(after) &&
    (JOINING_SCRIPT.test(before) || JOINING_SCRIPT.test(after))
  );
}

/** Whether a break (a run of invisible characters) between `before` and `after` is ordinary spelling. */
function exemptBreak(breakChars: string, before: string, after: string, pieceBefore: number, pieceAfter: number) {
  const chars = [...breakChars];
  if (chars.every((c) => JOINERS.test(c)) && (JOINING_SCRIPT.test(before) || JOINING_SCRIPT.test(after))) return true;
  if (chars.every((c) => c === SOFT_HYPHEN) && pieceBefore >= 2 && pieceAfter >= 2) return true;
  return false;
}

/** Words whose letters are interleaved with invisible characters (see the rules at the top). */
function interleavedSpans(text: string): HiddenSpan[] {
  const spans: HiddenSpan[] = [];
  const chars = Array.from(text);
  let offset = 0;
  let i = 0;
  while (i < chars.length) {
    const ch = chars[i];
    if (!WORD_CHAR.test(ch) && !isInterleaving(ch)) {
      offset += ch.length;
      i++;
      continue;
    }
    // One word: letters, marks, digits and the invisible characters among them.
    const start = offset;
    const word: string[] = [];
    while (i < chars.length && (WORD_CHAR.test(chars[i]) || isInterleaving(chars[i]))) {
      word.push(chars[i]);
      offset += chars[i].length;
      i++;
    }
    if (wordIsInterleaved(word)) spans.push({ start, end: offset, reason: "zero_width_interleaved" });
  }
  return spans;
}

function wordIsInterleaved(word: string[]): boolean {
  // Pieces of visible characters and the breaks between them.
  const pieces: string[][] = [];
  const breaks: string[] = [];
  let current: string[] = [];
  let pending = "";
  for (const ch of word) {
    if (isInterleaving(ch)) {
      if (current.length) pending += ch;
      continue;
    }
    if (pending) {
      pieces.push(current);
      breaks.push(pending);
      current = [];
      pending = "";
    }
    current.push(ch);
  }
  if (current.length) pieces.push(current);
  if (breaks.length === 0) return false;
  const letters = (piece: string[]) => piece.filter((c) => /[\p{L}\p{N}]/u.test(c)).length;
  let unspacedPieces = 0;
  let singlePieces = 0;
  let unspacedBreak = false;
  for (let b = 0; b < breaks.length; b++) {
    const before = pieces[b][pieces[b].length - 1];
    const after = pieces[b + 1][0];
    if (exemptBreak(breaks[b], before, after, letters(pieces[b]), letters(pieces[b + 1]))) continue;
    if (UNSPACED_SCRIPT.test(before) || UNSPACED_SCRIPT.test(after)) {
      unspacedBreak = true;
      continue;
    }
    return true;
  }
  if (!unspacedBreak) return false;
  for (const piece of pieces) {
    if (!piece.some((c) => UNSPACED_SCRIPT.test(c))) continue;
    unspacedPieces++;
    if (letters(piece) === 1) singlePieces++;
  }
  return unspacedPieces >= 3 && singlePieces * 2 > unspacedPieces;
}

/**
 * Whether the ordinary text between two interleaved spans goes with them: on the same line and shorter than the
 * interleaved text around it. An instruction interleaved in part hides the rest of it from a filter just as well,
 * so what sits between its interleaved words is withheld with them.
 */
function bridged(text: string, last: HiddenSpan, span: HiddenSpan): boolean {
  if (last.reason !== "zero_width_interleaved" || span.reason !== "zero_width_interleaved") return false;
  const gap = text.slice(last.end, span.start);
  return !gap.includes("\n") && gap.length < last.end - last.start + (span.end - span.start);
}

/**
 * The spans of `text` to withhold, in order: overlapping ones merged, words separated by spaces joined, and the
 * ordinary words between interleaved ones on a line joined with them (bridged).
 */
export function findHiddenSpans(text: string): HiddenSpan[] {
  if (!QUICK_TEST.test(text)) return [];
  const all = [...bidiSpans(text), ...interleavedSpans(text)].sort((a, b) => a.start - b.start);
  const joined = mergeSpans(all, (last, span) => /^[ \t]+$/.test(text.slice(last.end, span.start)));
  return mergeSpans(joined, (last, span) => bridged(text, last, span));
}

/** Spans in order, each overlapping one or one `join` accepts folded into the one before it. */
function mergeSpans(spans: HiddenSpan[], join: (last: HiddenSpan, span: HiddenSpan) => boolean): HiddenSpan[] {
  const merged: HiddenSpan[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && (span.start <= last.end || join(last, span))) {
      last.end = Math.max(last.end, span.end);
      if (span.reason === "bidi_reordered") last.reason = "bidi_reordered";
    } else merged.push({ ...span });
  }
  return merged;
}

export interface Withheld {
  /** `text` with each span replaced by WITHHELD_MARKER. */
  text: string;
  /** What each span said, in logical order, with its reason; a span opened by an override also read backwards. */
  spans: Array<{ reason: HiddenSpanReason; text: string; reversed?: string }>;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** `text` read backwards, character by character (a base letter keeps its marks), without its bidi controls. */
function reversedReading(text: string): string {
  return Array.from(graphemes.segment(text.replace(BIDI_CONTROLS, "")), (g) => g.segment)
    .reverse()
    .join("");
}

/** Replaces the spans of `text` that read differently to a model than to a person with WITHHELD_MARKER. */
export function withholdHiddenSpans(text: string): Withheld {
  const spans = findHiddenSpans(text);
  if (spans.length === 0) return { text, spans: [] };
  let out = "";
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + WITHHELD_MARKER;
    at = span.end;
  }
  out += text.slice(at);
  return {
    text: out,
    spans: spans.map((s) => {
      const said = text.slice(s.start, s.end);
      return OVERRIDE.test(said[0])
        ? { reason: s.reason, text: said, reversed: reversedReading(said) }
        : { reason: s.reason, text: said };
    }),
  };
}
