// Content stage of the trust layer: what a person would see in an inbound message, what is hidden from them,
// and an agent-safe rendering. Pure and synchronous: parses the HTML once with htmlparser2, resolves the CSS that
// can hide text (<style> rules via css-tree + css-select, inline styles), walks the tree carrying a "hidden
// because ..." reason, and renders the visible nodes itself. Invisible characters (zero-width, bidi, Unicode tag
// characters) are recorded and stripped. Nothing is fetched: images are only inspected. The findings are worded by
// the rows of rules/content.ts.

import { selectAll } from "css-select";
import * as csstree from "css-tree";
import type { AnyNode, Element, Text } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";
import { parse as parseCss } from "postcss";
import sanitizeHtml from "sanitize-html";
import { addressesIn } from "../mime/addresses.js";
import { type HiddenSpanReason, isSpellingJoiner, withholdHiddenSpans } from "../mime/hidden-spans.js";
import { SPACED_SENTENCE } from "./injection.js";
import { type ExtractedLink, htmlLinksOf } from "./links.js";
import {
  CONTENT_FINDING_RULES,
  CONTENT_HIDDEN_RULES,
  CONTENT_PART_RULES,
  type ContentFeatures,
  type InvisibleCounts,
} from "./rules/content.js";
import { evaluateRules } from "./rules/evaluate.js";
import type { ContentResult, Segment, SegmentKind } from "./types.js";

export type ContentAnalysis = ContentResult & {
  hiddenText: string;
  attributeText: string;
  /** A newsletter's preview line (hidden in the body, shown in the inbox list): scored as visible text. */
  preheaderText: string;
  /** Words of the hidden and attribute text found nowhere in what the reader sees (see `novelHiddenWords`). */
  hiddenNovelWords: number;
  /** Addresses in the hidden and attribute text that the reader never sees (see `hiddenAddresses`). */
  hiddenAddresses: string[];
  /** The HTML body's links, read from the document parsed here (with `links`; see `htmlLinksOf`). */
  htmlLinks?: readonly ExtractedLink[];
};

/** Preview text is short: the inbox list shows about one line of it. */
const PREHEADER_MAX_CHARS = 250;
/** Visible text allowed above the preheader: none (hidden text after a greeting is just hidden). */
const PREHEADER_MAX_LEAD = 0;
const isPreheader = (text: string) => text.replace(/\s+/g, " ").trim().length <= PREHEADER_MAX_CHARS;

/** Cap on the total text kept in `segments` (and on `hiddenText`). */
const SEGMENT_TEXT_CAP = 64 * 1024;
/** Bounds on CSS work, so a hostile <style> block cannot make selector matching quadratic. */
const MAX_CSS_CHARS = 256 * 1024;
const MAX_CSS_RULES = 1000;
/** Euclidean RGB distance under which text counts as the background colour. */
const NEAR_COLOR_DISTANCE = 25;
/** Looser distance used only together with aria-hidden="true". */
const ARIA_NEAR_COLOR_DISTANCE = 60;
/** Text smaller than this (CSS px) is treated as font-size:0. */
const MIN_FONT_PX = 2;

const REASON_LABELS: Record<string, string> = {
  display_none: "display:none",
  visibility_hidden: "visibility:hidden",
  zero_font: "font-size:0",
  zero_opacity: "opacity:0",
  same_color: "text colour matches background",
  off_screen: "positioned off-screen",
  hidden_attribute: "hidden attribute",
  collapsed: "zero-size box with overflow hidden",
  template: "<template>",
  noscript: "<noscript>",
  mso_hide: "mso-hide:all",
  bidi_reordered: "bidi controls reorder what is displayed",
  zero_width_interleaved: "letters interleaved with invisible characters",
};

/** Spans withheld for how they are written (shared/mime/hidden-spans.ts), not for where they sit: never a preheader. */
const WITHHELD_SPAN_REASONS = new Set<string>([
  "bidi_reordered",
  "zero_width_interleaved",
] satisfies HiddenSpanReason[]);

// ---------------------------------------------------------------------------------------------------------------
// Colours

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };
const LINK_BLUE: Rgba = { r: 0, g: 0, b: 238, a: 1 };

// CSS named colours (data from the color-name package, MIT).
const NAMED_COLORS = new Map<string, string>(
  (
    "aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc " +
    "bisque:ffe4c4 black:000000 blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a " +
    "burlywood:deb887 cadetblue:5f9ea0 chartreuse:7fff00 chocolate:d2691e coral:ff7f50 cornflowerblue:6495ed " +
    "cornsilk:fff8dc crimson:dc143c cyan:00ffff darkblue:00008b darkcyan:008b8b darkgoldenrod:b8860b " +
    "darkgray:a9a9a9 darkgreen:006400 darkgrey:a9a9a9 darkkhaki:bdb76b darkmagenta:8b008b " +
    "darkolivegreen:556b2f darkorange:ff8c00 darkorchid:9932cc darkred:8b0000 darksalmon:e9967a " +
    "darkseagreen:8fbc8f darkslateblue:483d8b darkslategray:2f4f4f darkslategrey:2f4f4f darkturquoise:00ced1 " +
    "darkviolet:9400d3 deeppink:ff1493 deepskyblue:00bfff dimgray:696969 dimgrey:696969 dodgerblue:1e90ff " +
    "firebrick:b22222 floralwhite:fffaf0 forestgreen:228b22 fuchsia:ff00ff gainsboro:dcdcdc ghostwhite:f8f8ff " +
    "gold:ffd700 goldenrod:daa520 gray:808080 green:008000 greenyellow:adff2f grey:808080 honeydew:f0fff0 " +
    "hotpink:ff69b4 indianred:cd5c5c indigo:4b0082 ivory:fffff0 khaki:f0e68c lavender:e6e6fa " +
    "lavenderblush:fff0f5 lawngreen:7cfc00 lemonchiffon:fffacd lightblue:add8e6 lightcoral:f08080 " +
    "lightcyan:e0ffff lightgoldenrodyellow:fafad2 lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 " +
    "lightpink:ffb6c1 lightsalmon:ffa07a lightseagreen:20b2aa lightskyblue:87cefa lightslategray:778899 " +
    "lightslategrey:778899 lightsteelblue:b0c4de lightyellow:ffffe0 lime:00ff00 limegreen:32cd32 linen:faf0e6 " +
    "magenta:ff00ff maroon:800000 mediumaquamarine:66cdaa mediumblue:0000cd mediumorchid:ba55d3 " +
    "mediumpurple:9370db mediumseagreen:3cb371 mediumslateblue:7b68ee mediumspringgreen:00fa9a " +
    "mediumturquoise:48d1cc mediumvioletred:c71585 midnightblue:191970 mintcream:f5fffa mistyrose:ffe4e1 " +
    "moccasin:ffe4b5 navajowhite:ffdead navy:000080 oldlace:fdf5e6 olive:808000 olivedrab:6b8e23 " +
    "orange:ffa500 orangered:ff4500 orchid:da70d6 palegoldenrod:eee8aa palegreen:98fb98 paleturquoise:afeeee " +
    "palevioletred:db7093 papayawhip:ffefd5 peachpuff:ffdab9 peru:cd853f pink:ffc0cb plum:dda0dd " +
    "powderblue:b0e0e6 purple:800080 rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f royalblue:4169e1 " +
    "saddlebrown:8b4513 salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 seashell:fff5ee sienna:a0522d " +
    "silver:c0c0c0 skyblue:87ceeb slateblue:6a5acd slategray:708090 slategrey:708090 snow:fffafa " +
    "springgreen:00ff7f steelblue:4682b4 tan:d2b48c teal:008080 thistle:d8bfd8 tomato:ff6347 turquoise:40e0d0 " +
    "violet:ee82ee wheat:f5deb3 white:ffffff whitesmoke:f5f5f5 yellow:ffff00 yellowgreen:9acd32 "
  )
    .trim()
    .split(" ")
    .map((pair) => pair.split(":") as [string, string]),
);

function clamp255(n: number): number {
  return Math.max(0, Math.min(255, n));
}

function hexToRgba(hex: string): Rgba | null {
  let h = hex;
  if (h.length === 3 || h.length === 4) h = [...h].map((c) => c + c).join("");
  if (h.length !== 6 && h.length !== 8) return null;
  const n = Number.parseInt(h, 16);
  if (Number.isNaN(n)) return null;
  const r = Number.parseInt(h.slice(0, 2), 16);
  const g = Number.parseInt(h.slice(2, 4), 16);
  const b = Number.parseInt(h.slice(4, 6), 16);
  const a = h.length === 8 ? Number.parseInt(h.slice(6, 8), 16) / 255 : 1;
  return { r, g, b, a };
}

function channel(part: string, scale: number): number {
  const p = part.trim();
  if (p.endsWith("%")) return (Number.parseFloat(p) / 100) * scale;
  return Number.parseFloat(p);
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

const colorCache = new Map<string, Rgba | null>();

/** Parses a CSS colour (hex, named, rgb[a](), hsl[a](), transparent). Returns null for anything else. */
export function parseColor(raw: string): Rgba | null {
  const cached = colorCache.get(raw);
  if (cached !== undefined) return cached;
  const parsed = parseColorUncached(raw);
  if (colorCache.size < 2048) colorCache.set(raw, parsed);
  return parsed;
}

function parseColorUncached(raw: string): Rgba | null {
  const v = raw.trim().toLowerCase();
  if (!v) return null;
  if (v[0] === "#") return hexToRgba(v.slice(1));
  if (v === "transparent") return { r: 0, g: 0, b: 0, a: 0 };
  const named = NAMED_COLORS.get(v);
  if (named) return hexToRgba(named);
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(v);
  if (fn) {
    const parts = fn[2]
      .replace("/", " ")
      .split(/[\s,]+/)
      .filter(Boolean);
    if (parts.length < 3) return null;
    const alpha = parts[3] === undefined ? 1 : Math.max(0, Math.min(1, channel(parts[3], 1)));
    let rgb: [number, number, number];
    if (fn[1].startsWith("rgb")) rgb = [channel(parts[0], 255), channel(parts[1], 255), channel(parts[2], 255)];
    else rgb = hslToRgb(Number.parseFloat(parts[0]), channel(parts[1], 1), channel(parts[2], 1));
    if (rgb.some(Number.isNaN) || Number.isNaN(alpha)) return null;
    return { r: clamp255(rgb[0]), g: clamp255(rgb[1]), b: clamp255(rgb[2]), a: alpha };
  }
  // Legacy HTML attribute colours are often written without the '#'.
  if (/^[0-9a-f]{6}$/.test(v)) return hexToRgba(v);
  return null;
}

/** Composites `top` over an opaque `bottom`. */
function blend(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return {
    r: top.r * a + bottom.r * (1 - a),
    g: top.g * a + bottom.g * (1 - a),
    b: top.b * a + bottom.b * (1 - a),
    a: 1,
  };
}

function colorDistance(x: Rgba, y: Rgba): number {
  return Math.sqrt((x.r - y.r) ** 2 + (x.g - y.g) ** 2 + (x.b - y.b) ** 2);
}

/** The colour in a `background` shorthand, if any (first token that parses as a colour). */
function colorInBackground(value: string): Rgba | null {
  const tokens = value.match(/(?:rgba?|hsla?)\([^)]*\)|#[0-9a-f]+|[a-z]+/gi) ?? [];
  for (const token of tokens) {
    const c = parseColor(token);
    if (c) return c;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Invisible characters

type InvisibleClass = "zero_width" | "bidi" | "tag" | "control";

type InvisibleTally = InvisibleCounts;

const INVISIBLE_TEST =
  /[\p{Default_Ignorable_Code_Point}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|[^\P{Cc}\t\n\r\f]/u;
const EXTENDED_PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const EMOJI_MODIFIER = /\p{Emoji_Modifier}/u;
const EMOJI = /\p{Emoji}/u;

function isBidi(cp: number): boolean {
  return (
    cp === 0x061c || cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069)
  );
}

function isVariationSelector(cp: number): boolean {
  return (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
}

function classify(ch: string, cp: number): InvisibleClass | null {
  if (cp >= 0xe0000 && cp <= 0xe007f) return "tag";
  if (isBidi(cp)) return "bidi";
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) {
    return cp === 0x09 || cp === 0x0a || cp === 0x0d || cp === 0x0c ? null : "control";
  }
  return INVISIBLE_TEST.test(ch) ? "zero_width" : null;
}

interface CleanResult {
  text: string;
  /** Text to record in an invisible_characters segment ("" when nothing was found). */
  segmentText: string;
  /** Text decoded from tag characters or variation-selector runs. */
  decoded: string[];
}

function decodeVariationSelectors(cps: number[]): string {
  const bytes = cps.map((cp) => (cp <= 0xfe0f ? cp - 0xfe00 : cp - 0xe0100 + 16));
  const text = new TextDecoder("utf-8", { fatal: false }).decode(new Uint8Array(bytes));
  return /[\p{L}\p{N}]{2}/u.test(text) ? text.replace(/[\p{Cc}\uFFFD]/gu, "") : "";
}

/** Strips invisible and control characters from `input`, counting them into `tally`. Emoji ZWJ sequences,
 * emoji presentation selectors, subdivision-flag tag sequences and the joiners of scripts that spell with them are
 * left alone. */
function cleanInvisible(input: string, tally: InvisibleTally): CleanResult {
  if (!INVISIBLE_TEST.test(input)) return { text: input, segmentText: "", decoded: [] };
  const chars = Array.from(input);
  const out: string[] = [];
  const codes = new Map<string, number>();
  const decoded: string[] = [];
  let i = 0;
  while (i < chars.length) {
    const ch = chars[i];
    const cp = ch.codePointAt(0)!;
    const prev = out.length > 0 ? out[out.length - 1] : "";
    const next = i + 1 < chars.length ? chars[i + 1] : "";
    // Emoji sequences: ZWJ between pictographs, FE0E/FE0F after an emoji-capable base.
    if (cp === 0x200d && prev && next && EXTENDED_PICTOGRAPHIC.test(next)) {
      if (EXTENDED_PICTOGRAPHIC.test(prev) || EMOJI_MODIFIER.test(prev) || prev === "\uFE0F") {
        out.push(ch);
        i++;
        continue;
      }
    }
    // Its neighbours in the input, not in the output: a run of joiners is no spelling, whatever was kept of it.
    if ((cp === 0x200c || cp === 0x200d) && isSpellingJoiner(ch, i > 0 ? chars[i - 1] : "", next)) {
      out.push(ch);
      i++;
      continue;
    }
    if (
      (cp === 0xfe0f || cp === 0xfe0e) &&
      prev &&
      EMOJI.test(prev) &&
      !(next && isVariationSelector(next.codePointAt(0)!))
    ) {
      out.push(ch);
      i++;
      continue;
    }
    // Subdivision flags: U+1F3F4, up to 6 tag letters/digits, U+E007F.
    if (cp >= 0xe0020 && cp <= 0xe007e && prev === "\u{1F3F4}") {
      let j = i;
      while (j < chars.length && j - i < 7 && /[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]/u.test(chars[j])) j++;
      if (j < chars.length && chars[j] === "\u{E007F}" && j > i) {
        for (let k = i; k <= j; k++) out.push(chars[k]);
        i = j + 1;
        continue;
      }
    }
    const kind = classify(ch, cp);
    if (!kind) {
      out.push(ch);
      i++;
      continue;
    }
    if (kind === "tag") {
      let ascii = "";
      while (i < chars.length) {
        const c = chars[i].codePointAt(0)!;
        if (c < 0xe0000 || c > 0xe007f) break;
        if (c >= 0xe0020 && c <= 0xe007e) ascii += String.fromCharCode(c - 0xe0000);
        tally.tag++;
        i++;
      }
      if (ascii.trim()) decoded.push(ascii);
      continue;
    }
    if (isVariationSelector(cp)) {
      const run: number[] = [];
      while (i < chars.length && isVariationSelector(chars[i].codePointAt(0)!)) {
        run.push(chars[i].codePointAt(0)!);
        tally.zero_width++;
        i++;
      }
      const text = run.length >= 2 ? decodeVariationSelectors(run) : "";
      if (text) decoded.push(text);
      else codes.set("variation selector", (codes.get("variation selector") ?? 0) + run.length);
      continue;
    }
    tally[kind]++;
    const code = `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
    codes.set(code, (codes.get(code) ?? 0) + 1);
    i++;
  }
  const parts = [...decoded];
  for (const [code, n] of codes) parts.push(n > 1 ? `${code}\u00D7${n}` : code);
  return { text: out.join(""), segmentText: parts.join(" "), decoded };
}

// ---------------------------------------------------------------------------------------------------------------
// Segment collection

interface Piece {
  kind: SegmentKind;
  reason?: string;
  text: string;
}

class Collector {
  readonly pieces: Piece[] = [];
  readonly tally: InvisibleTally = { zero_width: 0, bidi: 0, tag: 0, control: 0 };
  readonly decoded: string[] = [];
  readonly attributes: string[] = [];

  push(kind: SegmentKind, text: string, reason?: string): void {
    if (!text) return;
    const last = this.pieces[this.pieces.length - 1];
    if (last && last.kind === kind && last.reason === reason) last.text += text;
    else this.pieces.push(reason ? { kind, reason, text } : { kind, text });
  }

  /** Cleans invisible characters out of `text`, records them, and returns the clean text. With `withhold` (text a
   * person is shown), spans that read differently to a model than to a person are replaced by the withheld marker
   * and recorded as hidden text, in their logical order. */
  clean(text: string, withhold = false): string {
    let shown = text;
    if (withhold) {
      const w = withholdHiddenSpans(text);
      for (const span of w.spans) {
        const said = this.clean(span.text);
        this.push("hidden", span.reversed ? `${said}\n${span.reversed}\n` : `${said}\n`, span.reason);
      }
      shown = w.text;
    }
    const r = cleanInvisible(shown, this.tally);
    if (r.segmentText) {
      this.pieces.push({ kind: "invisible_characters", text: r.segmentText });
      this.decoded.push(...r.decoded);
    }
    return r.text;
  }
}

/** Collapses whitespace the way a reader sees it: spaces within lines, at most one blank line. */
/** Anything normalizeText would change: most pieces of an HTML body are already clean. */
const UNNORMALIZED = /[\u00A0\t\f\v\r]| [ \n]|\n |\n\n\n|^\s|\s$/;

// Each replace matches only what it changes: a lone space or a bare newline is left alone (replacing every space
// and newline with itself rebuilt the whole text).
function normalizeText(text: string): string {
  if (!UNNORMALIZED.test(text)) return text;
  // A sentence spelled out letter by letter keeps the wider gaps between its words, as a reader sees them: collapsed,
  // "n o t e   t o" would read as one run of letters.
  const gaps = text.includes("   ") ? text.replace(SPACED_SENTENCE, (run) => run.replace(/ {2,}/g, WORD_GAP)) : text;
  const out = gaps
    .replace(/\u00A0/g, " ")
    .replace(/[ \t\f\v\r]{2,}|[\t\f\v\r]/g, " ")
    .replace(/ +\n *|\n +/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return gaps === text ? out : out.replaceAll(WORD_GAP, "   ");
}
/** Stands for a spelled-out sentence's word gap while whitespace is collapsed (a private-use character). */
const WORD_GAP = "\uE000";

const TEXT_KINDS = new Set<SegmentKind>(["visible", "hidden", "quoted", "comment"]);

function buildSegments(pieces: Piece[]): Segment[] {
  const segments: Segment[] = [];
  let total = 0;
  for (const piece of pieces) {
    const text = TEXT_KINDS.has(piece.kind) ? normalizeText(piece.text) : piece.text.trim();
    if (!text) continue;
    const last = segments[segments.length - 1];
    if (last && last.kind === piece.kind && last.reason === piece.reason) {
      const sep = TEXT_KINDS.has(piece.kind) ? "\n" : " ";
      last.text += sep + text;
      total += sep.length + text.length;
    } else {
      segments.push(piece.reason ? { kind: piece.kind, text, reason: piece.reason } : { kind: piece.kind, text });
      total += text.length;
    }
  }
  if (total <= SEGMENT_TEXT_CAP) return segments;
  const capped: Segment[] = [];
  let left = SEGMENT_TEXT_CAP;
  for (const s of segments) {
    if (left <= 0) break;
    capped.push(s.text.length > left ? { ...s, text: `${s.text.slice(0, left)}\u2026` } : s);
    left -= s.text.length;
  }
  return capped;
}

// ---------------------------------------------------------------------------------------------------------------
// CSS

type Decls = Map<string, { value: string; important: boolean }>;

const RELEVANT = new Set([
  "display",
  "visibility",
  "font-size",
  "font",
  "opacity",
  "color",
  "background",
  "background-color",
  "position",
  "left",
  "top",
  "text-indent",
  "margin",
  "margin-left",
  "margin-top",
  "clip",
  "clip-path",
  "transform",
  "max-height",
  "height",
  "width",
  "max-width",
  "overflow",
  "overflow-x",
  "overflow-y",
  "mso-hide",
  "direction",
  "unicode-bidi",
]);

function setDecl(into: Decls, prop: string, value: string, important: boolean): void {
  const existing = into.get(prop);
  if (existing?.important && !important) return;
  into.set(prop, { value, important });
}

function addDeclarations(list: csstree.List<csstree.CssNode> | undefined, into: Decls): void {
  list?.forEach((node) => {
    if (node.type !== "Declaration") return;
    const prop = node.property.toLowerCase();
    if (!RELEVANT.has(prop)) return;
    const value = (node.value.type === "Raw" ? node.value.value : csstree.generate(node.value)).trim().toLowerCase();
    setDecl(into, prop, value, Boolean(node.important));
  });
}

function parseInlineStyle(style: string, into: Decls): void {
  try {
    const ast = csstree.parse(style, { context: "declarationList", parseValue: false });
    if (ast.type === "DeclarationList") addDeclarations(ast.children, into);
  } catch {
    // css-tree is tolerant; a throw means nothing usable.
  }
}

/** Matches every non-@media rule of every <style> element and returns the declarations per element. */
function collectSheetStyles(doc: AnyNode): Map<Element, Decls> {
  const styles = new Map<Element, Decls>();
  const styleEls = DomUtils.getElementsByTagName("style", doc, true);
  let budget = MAX_CSS_CHARS;
  let rules = 0;
  for (const el of styleEls) {
    const css = DomUtils.textContent(el).slice(0, budget);
    budget -= css.length;
    if (!css.trim()) continue;
    let ast: csstree.CssNode;
    try {
      ast = csstree.parse(css, { parseValue: false, parseAtrulePrelude: false });
    } catch {
      continue;
    }
    csstree.walk(ast, {
      visit: "Rule",
      enter(rule: csstree.Rule) {
        if (this.atrule && /media/i.test(this.atrule.name)) return;
        if (rules >= MAX_CSS_RULES) return;
        const decls: Decls = new Map();
        addDeclarations(rule.block.children, decls);
        if (decls.size === 0) return;
        rules++;
        const selectors: string[] = [];
        if (rule.prelude.type === "SelectorList") {
          rule.prelude.children.forEach((s) => {
            selectors.push(csstree.generate(s));
          });
        } else selectors.push(rule.prelude.value);
        for (const selector of selectors) {
          let matched: Element[];
          try {
            matched = selectAll<AnyNode, Element>(selector, doc);
          } catch {
            continue; // css-select rejects pseudo-elements and some pseudo-classes
          }
          for (const m of matched) {
            let target = styles.get(m);
            if (!target) {
              target = new Map();
              styles.set(m, target);
            }
            for (const [prop, d] of decls) setDecl(target, prop, d.value, d.important);
          }
        }
      },
    });
  }
  return styles;
}

function parseLength(value: string): { n: number; unit: string } | null {
  const m = /^(-?(?:\d+(?:\.\d+)?|\.\d+))([a-z%]*)$/.exec(value.trim());
  return m ? { n: Number.parseFloat(m[1]), unit: m[2] } : null;
}

/**
 * The direction an element overrides its text to (`<bdo dir>`, or `unicode-bidi: bidi-override` with a direction),
 * the HTML form of U+202D/U+202E: letters are laid out in that order whatever their own direction.
 */
function bidiOverride(el: Element, get: (p: string) => string | undefined): "rtl" | "ltr" | null {
  const dir = (el.attribs.dir ?? "").toLowerCase();
  if (el.name === "bdo" && (dir === "rtl" || dir === "ltr")) return dir;
  if (!/override/.test(get("unicode-bidi") ?? "")) return null;
  const direction = (get("direction") ?? dir).toLowerCase();
  return direction === "rtl" || direction === "ltr" ? direction : null;
}

/** Text an override turns around: two letters in a row of the other direction (a lone letter reads the same). */
const RTL_LETTER = "\\p{Script=Hebrew}\\p{Script=Arabic}\\p{Script=Syriac}\\p{Script=Thaana}\\p{Script=Nko}";
const OVERRIDE_REVERSES = {
  rtl: new RegExp(`(?:(?![${RTL_LETTER}])[\\p{L}\\p{N}]){2}`, "u"),
  ltr: new RegExp(`[${RTL_LETTER}]{2}`, "u"),
};

function isZeroLength(value: string | undefined, allowOnePx = false): boolean {
  if (value === undefined) return false;
  const len = parseLength(value);
  if (!len) return false;
  if (len.n === 0) return true;
  return allowOnePx && (len.unit === "px" || len.unit === "pt" || len.unit === "") && len.n > 0 && len.n <= 1;
}

const FONT_KEYWORDS: Record<string, number> = {
  "xx-small": 9,
  "x-small": 10,
  small: 13,
  medium: 16,
  large: 18,
  "x-large": 24,
  "xx-large": 32,
  "xxx-large": 48,
};

/** Resolves a font-size value to CSS px relative to the parent's size; null when it cannot be resolved. */
function fontSizePx(value: string, parentPx: number): number | null {
  const v = value.trim();
  if (v in FONT_KEYWORDS) return FONT_KEYWORDS[v];
  if (v === "smaller") return parentPx / 1.2;
  if (v === "larger") return parentPx * 1.2;
  const len = parseLength(v);
  if (!len) return null;
  switch (len.unit) {
    case "":
    case "px":
      return len.n;
    case "pt":
      return (len.n * 4) / 3;
    case "em":
      return len.n * parentPx;
    case "%":
      return (len.n / 100) * parentPx;
    case "rem":
      return len.n * 16;
    case "ex":
    case "ch":
      return len.n * parentPx * 0.5;
    default:
      return len.n === 0 ? 0 : Math.max(len.n, MIN_FONT_PX); // vw, vh, ...: only zero is certain
  }
}

const OFFSET_PROPS = ["left", "top", "text-indent", "margin", "margin-left", "margin-top"];
const OVERFLOW_PROPS = ["overflow", "overflow-x", "overflow-y"];
const SIZE_PROPS = ["max-height", "height", "width", "max-width"];
const LARGE_NEGATIVE = /(?:^|[\s,(])-\d{3,}(?:\.\d+)?[a-z%]*/;

function clipIsEmpty(value: string): boolean {
  const m = /rect\(([^)]*)\)/.exec(value);
  if (!m) return false;
  const parts = m[1].split(/[\s,]+/).filter(Boolean);
  if (parts.length !== 4 || parts.includes("auto")) return false;
  const [top, right, bottom, left] = parts.map((p) => Number.parseFloat(p));
  if ([top, right, bottom, left].some(Number.isNaN)) return false;
  return bottom <= top || right <= left;
}

function clipPathHides(value: string): boolean {
  const inset = /inset\(\s*(\d+(?:\.\d+)?)%/.exec(value);
  if (inset && Number.parseFloat(inset[1]) >= 50) return true;
  return /circle\(\s*0(?:px|%)?[\s)]/.test(value) || /ellipse\(\s*0(?:px|%)?\s+0(?:px|%)?[\s)]/.test(value);
}

function transformHides(value: string): { reason: string } | null {
  for (const m of value.matchAll(/scale([xyz]|3d)?\(([^)]*)\)/g)) {
    const nums = m[2]
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number.parseFloat);
    if (nums.some((n) => Math.abs(n) < 0.05)) return { reason: "collapsed" };
  }
  if (/translate(?:[xy]|3d)?\(\s*-\d{3,}/.test(value) || /translate\([^,)]*,\s*-\d{3,}/.test(value)) {
    return { reason: "off_screen" };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Tree walk

interface Ctx {
  /** A reason that no descendant can undo (display:none, opacity, off-screen, ...). */
  hard: string | null;
  visibilityHidden: boolean;
  fontPx: number;
  opacity: number;
  /** Inherited text colour (may be translucent) and the opaque background behind it. */
  color: Rgba;
  bg: Rgba;
  quoted: boolean;
  pre: boolean;
  ariaHidden: boolean;
}

const SKIP_TAGS = new Set(["script", "style", "head", "title", "iframe", "object", "embed", "applet", "frameset"]);
const PARAGRAPH_TAGS = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "pre",
  "table",
  "ul",
  "ol",
  "dl",
]);
const BLOCK_TAGS = new Set([
  "address",
  "article",
  "aside",
  "body",
  "caption",
  "center",
  "dd",
  "details",
  "dialog",
  "div",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "header",
  "hgroup",
  "hr",
  "html",
  "legend",
  "li",
  "main",
  "nav",
  "section",
  "summary",
  "tbody",
  "tfoot",
  "thead",
  "tr",
]);
const ATTRIBUTE_TEXT = ["alt", "title"];
const CELL_TAGS = new Set(["td", "th"]);

function isQuoteElement(el: Element): boolean {
  const cls = el.attribs.class;
  if (cls && /(?:^|\s)(?:gmail_quote|yahoo_quoted)(?:\s|$)/.test(cls)) return true;
  return el.name === "blockquote" && (el.attribs.type ?? "").toLowerCase() === "cite";
}

interface Pixel {
  host: string;
}

const TRACKING_PATH =
  /(?:^|[/_.\-=?&])(?:open|opens|opened|track|tracking|tracker|trk|pixel|beacon|wf\/open)(?:[/_.\-=?&]|$)/i;

function dimensionPx(attr: string | undefined, style: string | undefined): number | null {
  for (const v of [style, attr]) {
    if (v === undefined) continue;
    const len = parseLength(v.trim().toLowerCase());
    if (len && (len.unit === "" || len.unit === "px")) return len.n;
  }
  return null;
}

interface WalkOutput {
  collector: Collector;
  pixels: Pixel[];
  removals: AnyNode[];
}

const NO_DECLS: Decls = new Map();

/** Sheet declarations overlaid with the inline style. `inlineCache` holds parsed style attributes (mail repeats
 * the same style string on many elements). */
function elementStyle(el: Element, sheet: Map<Element, Decls>, inlineCache: Map<string, Decls>): Decls {
  const fromSheet = sheet.get(el);
  const style = el.attribs.style;
  if (!style) return fromSheet ?? NO_DECLS;
  let inline = inlineCache.get(style);
  if (!inline) {
    inline = new Map();
    parseInlineStyle(style, inline);
    inlineCache.set(style, inline);
  }
  if (!fromSheet) return inline;
  if (inline.size === 0) return fromSheet;
  const decls: Decls = new Map(fromSheet);
  for (const [prop, d] of inline) setDecl(decls, prop, d.value, d.important);
  return decls;
}

/** Computes the context for `el`'s content. Returns the hard reason this element introduces, if any. */
function enterElement(el: Element, parent: Ctx, decls: Decls): { ctx: Ctx; ownReason: string | null } {
  const ctx: Ctx = { ...parent };
  const get = (p: string) => decls.get(p)?.value;
  let own: string | null = null;
  const name = el.name;

  if (name === "template") own = "template";
  else if (name === "noscript") own = "noscript";
  else if (el.attribs.hidden !== undefined) own = "hidden_attribute";

  const display = get("display");
  if (!own && display === "none") own = "display_none";
  if (!own && get("mso-hide") === "all") own = "mso_hide";

  const opacity = get("opacity");
  if (opacity !== undefined) {
    const o = opacity.endsWith("%") ? Number.parseFloat(opacity) / 100 : Number.parseFloat(opacity);
    if (!Number.isNaN(o)) ctx.opacity = parent.opacity * Math.max(0, Math.min(1, o));
  }
  if (!own && ctx.opacity < 0.05) own = "zero_opacity";

  if (!own && decls.size > 0) {
    for (const p of OFFSET_PROPS) {
      const v = get(p);
      if (v && LARGE_NEGATIVE.test(v)) {
        own = "off_screen";
        break;
      }
    }
  }
  if (!own) {
    const clip = get("clip");
    const clipPath = get("clip-path");
    if ((clip && clipIsEmpty(clip)) || (clipPath && clipPathHides(clipPath))) own = "off_screen";
  }
  if (!own) {
    const transform = get("transform");
    const t = transform ? transformHides(transform) : null;
    if (t) own = t.reason;
  }
  // An inline SVG drawn at zero size shows none of its text.
  if (!own && name === "svg" && (isZeroLength(el.attribs.width, true) || isZeroLength(el.attribs.height, true))) {
    own = "collapsed";
  }
  if (!own) {
    const override = bidiOverride(el, get);
    if (override && OVERRIDE_REVERSES[override].test(DomUtils.textContent(el))) own = "bidi_reordered";
  }
  if (!own && decls.size > 0 && OVERFLOW_PROPS.some((p) => /hidden|clip/.test(get(p) ?? ""))) {
    for (const p of SIZE_PROPS) {
      if (isZeroLength(get(p), true)) {
        own = "collapsed";
        break;
      }
    }
  }

  const visibility = get("visibility");
  if (visibility === "hidden" || visibility === "collapse") ctx.visibilityHidden = true;
  else if (visibility === "visible") ctx.visibilityHidden = false;

  let fontSize = get("font-size");
  if (fontSize === undefined) {
    const font = get("font");
    const m = font ? /(?:^|\s)((?:\d+(?:\.\d+)?|\.\d+)[a-z%]*)(?:\/\S+)?\s/.exec(`${font} `) : null;
    if (m) fontSize = m[1];
  }
  if (fontSize !== undefined) {
    const px = fontSizePx(fontSize, parent.fontPx);
    if (px !== null) ctx.fontPx = px;
  }

  if (name === "a" && !get("color")) ctx.color = LINK_BLUE;
  const color = get("color") ?? (name === "font" ? el.attribs.color : undefined);
  if (color !== undefined) {
    const c = parseColor(color);
    if (c) ctx.color = c;
  }
  const bgValue = get("background-color") ?? get("background") ?? el.attribs.bgcolor;
  if (bgValue !== undefined) {
    const c = get("background-color") !== undefined ? parseColor(bgValue) : colorInBackground(bgValue);
    if (c && c.a > 0) ctx.bg = blend(c, parent.bg);
  }

  const aria = (el.attribs["aria-hidden"] ?? "").toLowerCase() === "true";
  if (aria) ctx.ariaHidden = true;
  if (!own && aria) {
    // aria-hidden alone hides nothing from a reader; with a weak visual signal it is deliberate.
    if (ctx.fontPx < 4) own = "zero_font";
    else if (ctx.opacity < 0.2) own = "zero_opacity";
    else if (colorDistance(blend(ctx.color, ctx.bg), ctx.bg) < ARIA_NEAR_COLOR_DISTANCE) own = "same_color";
  }

  if (own && !parent.hard) ctx.hard = own;
  if (!ctx.quoted && isQuoteElement(el)) ctx.quoted = true;
  if (name === "pre") ctx.pre = true;
  return { ctx, ownReason: own };
}

/** Why a text node in this context is not seen, or null when it is. */
function textReason(ctx: Ctx): string | null {
  if (ctx.hard) return ctx.hard;
  if (ctx.visibilityHidden) return "visibility_hidden";
  if (ctx.fontPx < MIN_FONT_PX) return "zero_font";
  if (colorDistance(blend(ctx.color, ctx.bg), ctx.bg) < NEAR_COLOR_DISTANCE) return "same_color";
  return null;
}

function commentText(data: string): string {
  return data
    .replace(/^\s*\[if[^\]]*\]>?/i, "")
    .replace(/<!\[endif\]\s*$/i, "")
    .replace(/\[endif\]\s*$/i, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

type Frame = { node: AnyNode; ctx: Ctx } | { exit: Element; ctx: Ctx };

function walk(root: AnyNode, sheet: Map<Element, Decls>): WalkOutput {
  const collector = new Collector();
  const inlineCache = new Map<string, Decls>();
  const pixels: Pixel[] = [];
  const removals: AnyNode[] = [];
  const rootCtx: Ctx = {
    hard: null,
    visibilityHidden: false,
    fontPx: 16,
    opacity: 1,
    color: BLACK,
    bg: WHITE,
    quoted: false,
    pre: false,
    ariaHidden: false,
  };
  const kindOf = (ctx: Ctx, reason: string | null): SegmentKind =>
    reason ? "hidden" : ctx.quoted ? "quoted" : "visible";
  const breakFor = (ctx: Ctx, text: string) => {
    const reason = ctx.hard ?? (ctx.visibilityHidden ? "visibility_hidden" : null);
    collector.push(kindOf(ctx, reason), text, reason ?? undefined);
  };

  const children = "children" in root ? (root.children as AnyNode[]) : [];
  const stack: Frame[] = [];
  for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], ctx: rootCtx });

  while (stack.length > 0) {
    const frame = stack.pop()!;
    if ("exit" in frame) {
      const name = frame.exit.name;
      if (name === "q") breakFor(frame.ctx, "\u201d");
      else if (PARAGRAPH_TAGS.has(name)) breakFor(frame.ctx, "\n\n");
      else if (name !== "li" && BLOCK_TAGS.has(name)) breakFor(frame.ctx, "\n");
      else if (CELL_TAGS.has(name)) breakFor(frame.ctx, " ");
      continue;
    }
    const { node, ctx } = frame;
    if (node.type === "text") {
      const textNode = node as Text;
      const clean = collector.clean(textNode.data, textReason(ctx) === null);
      if (clean !== textNode.data) textNode.data = clean;
      if (!clean) continue;
      const text = ctx.pre ? clean : clean.replace(/[ \t\n\r\f]+/g, " ");
      const reason = /\S/.test(text) ? textReason(ctx) : (ctx.hard ?? null);
      collector.push(kindOf(ctx, reason), text, reason ?? undefined);
      if (reason && !ctx.hard) removals.push(node);
      continue;
    }
    if (node.type === "comment") {
      removals.push(node);
      const text = commentText(collector.clean((node as unknown as Text).data));
      if (text) collector.push("comment", `\n${text}\n`);
      continue;
    }
    if (node.type !== "tag" && node.type !== "script" && node.type !== "style") {
      if (node.type === "cdata" || node.type === "directive") removals.push(node);
      continue;
    }
    const el = node as Element;
    const name = el.name.toLowerCase();
    if (SKIP_TAGS.has(name)) {
      removals.push(el);
      // The document <title> is never shown in a mail client, but a reader of the raw mail sees it: like alt text.
      if (name === "head" || name === "title") {
        const titles = name === "title" ? [el] : DomUtils.getElementsByTagName("title", el.children, true, 4);
        for (const title of titles) {
          const clean = collector.clean(DomUtils.textContent(title)).replace(/\s+/g, " ").trim();
          if (clean) {
            collector.push("attribute", ` ${clean} `);
            collector.attributes.push(clean);
          }
        }
      }
      continue;
    }
    const decls = elementStyle(el, sheet, inlineCache);
    const { ctx: inner, ownReason } = enterElement(el, ctx, decls);
    if (ownReason && !ctx.hard) removals.push(el);

    for (const attr of ATTRIBUTE_TEXT) {
      const v = el.attribs[attr];
      if (v?.trim()) {
        const clean = collector.clean(v).replace(/\s+/g, " ").trim();
        if (clean) {
          collector.push("attribute", ` ${clean} `);
          collector.attributes.push(clean);
        }
      }
    }

    if (name === "img") {
      const src = (el.attribs.src ?? "").trim();
      if (/^(?:https?:)?\/\//i.test(src)) {
        const w = dimensionPx(el.attribs.width, decls.get("width")?.value);
        const h = dimensionPx(el.attribs.height, decls.get("height")?.value);
        const dims = [w, h].filter((d): d is number => d !== null);
        const tiny = dims.length > 0 && dims.every((d) => d <= 2);
        const hidden = Boolean(inner.hard) || inner.visibilityHidden;
        let host = "";
        let pathy = false;
        try {
          const url = new URL(src, "https://invalid.invalid/");
          host = url.hostname;
          pathy = TRACKING_PATH.test(url.pathname + url.search);
        } catch {
          pathy = TRACKING_PATH.test(src);
        }
        if (tiny || hidden || pathy) pixels.push({ host });
      }
      continue;
    }
    if (name === "br") {
      breakFor(inner, "\n");
      continue;
    }
    if (name === "li") breakFor(inner, "\n- ");
    else if (PARAGRAPH_TAGS.has(name)) breakFor(inner, "\n\n");
    else if (BLOCK_TAGS.has(name)) breakFor(inner, "\n");
    // Browsers draw quotation marks around <q>: the reader sees a quotation, and so does the agent-safe text.
    else if (name === "q") breakFor(inner, "\u201c");
    stack.push({ exit: el, ctx: inner });
    const kids = el.children;
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i], ctx: inner });
  }
  return { collector, pixels, removals };
}

// ---------------------------------------------------------------------------------------------------------------
// Sanitizing for display

const SAFE_COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];

/** The declarations a style attribute may keep, each with the values it may take. */
const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color: SAFE_COLOR,
  "background-color": SAFE_COLOR,
  "text-align": [/^(?:left|right|center|justify)$/i],
  "font-weight": [/^(?:normal|bold|bolder|lighter|[1-9]00)$/i],
  "font-style": [/^(?:normal|italic|oblique)$/i],
  "text-decoration": [/^(?:none|underline|line-through)$/i],
};

// Style attributes are filtered here (filterStyles), not by sanitize-html: it would parse every style attribute with
// postcss, and a newsletter repeats the same few styles on hundreds of elements (at 200 KB, 560 attributes and 15
// distinct values: half of the sanitizing time).
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "center", "font"],
  allowedAttributes: {
    a: ["href", "name", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height"],
    table: ["width", "border", "cellpadding", "cellspacing", "align", "bgcolor"],
    td: ["colspan", "rowspan", "align", "valign", "width", "bgcolor"],
    th: ["colspan", "rowspan", "align", "valign", "width", "bgcolor"],
    tr: ["align", "valign", "bgcolor"],
    font: ["color"],
    "*": ["style"],
  },
  parseStyleAttributes: false,
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["cid", "data"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }, true),
  },
  exclusiveFilter: (frame) =>
    frame.tag === "img" && !/^(?:cid:|data:image\/(?:png|gif|jpe?g|webp|bmp);)/i.test(frame.attribs.src ?? ""),
};

/** A style attribute as sanitize-html's allowedStyles leaves it (what its filterCss and stringifyStyleAttributes
 * do, sanitize-html 2.17): the allowed declarations of `tag {style}` as postcss reads it, "prop:value" joined by
 * ";"; undefined when nothing is left or postcss cannot read it (sanitize-html then drops the attribute). */
function filteredStyle(tag: string, style: string): string | undefined {
  let kept: string[];
  try {
    const rule = parseCss(`${tag} {${style}}`, { map: false }).nodes[0];
    if (rule?.type !== "rule") return undefined;
    kept = rule.nodes.flatMap((node) =>
      node.type === "decl" &&
      Object.hasOwn(ALLOWED_STYLES, node.prop) &&
      ALLOWED_STYLES[node.prop].some((re) => re.test(node.value))
        ? [`${node.prop}:${node.value}${node.important ? " !important" : ""}`]
        : [],
    );
  } catch {
    return undefined;
  }
  return kept.length ? kept.join(";") : undefined;
}

/** Filters every style attribute in place, each distinct one read once. Elements sanitize-html discards are
 * filtered too: their attributes are dropped with them, so it makes no difference. */
function filterStyles(doc: AnyNode): void {
  const seen = new Map<string, string | undefined>();
  for (const el of DomUtils.findAll((el) => el.attribs.style !== undefined, [doc])) {
    const key = `${el.name}\u0000${el.attribs.style}`;
    let style = seen.get(key);
    if (!seen.has(key)) {
      style = filteredStyle(el.name, el.attribs.style);
      seen.set(key, style);
    }
    if (style === undefined) delete el.attribs.style;
    else el.attribs.style = style;
  }
}

function sanitizeForDisplay(doc: AnyNode, removals: AnyNode[]): string {
  for (const node of removals) DomUtils.removeElement(node);
  filterStyles(doc);
  const serialized = DomUtils.getOuterHTML(doc);
  return sanitizeHtml(serialized, SANITIZE_OPTIONS).trim();
}

// ---------------------------------------------------------------------------------------------------------------
// Plain text

function walkPlain(text: string, collector: Collector): void {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  for (const line of lines) {
    const clean = collector.clean(line, true);
    collector.push(/^\s*>/.test(clean) ? "quoted" : "visible", `${clean}\n`);
  }
}

const WORD = /[\p{L}\p{N}]{3,}/gu;
/** Scripts written without spaces: read as two-character pieces, since a whole run would be one "word". */
const UNSPACED_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]+/gu;
/** Every code unit that can start a character of UNSPACED_RUN's scripts (a high surrogate for the astral ones), as
 * plain ranges: text without one has no unspaced run, and is spared the two scans with the script classes. Dashes,
 * quotes and emoji, in much mail, lie outside it. A superset (test/unit/trust-content.test.ts checks every code
 * point). */
export const MAY_BE_UNSPACED =
  /[\u0e01-\u0edf\u1780-\u17f9\u19e0-\u19ff\u2e80-\u9fff\ud81b\ud82b\ud82c\ud83c\ud840-\ud87b\ud87e\ud880-\ud88d\uf900-\ufad9\uff66-\uff9d]/;
const NOT_WORDS = /https?:\/\/\S+|www\.\S+|\S+@\S+|<[^>]*>/g;

/** Words of `text`, lowercased: runs of three or more letters, and unspaced scripts in two-character pieces
 * (every overlapping pair when `overlapping`, so a set of them holds any pair of the text). */
function words(text: string, overlapping = false): string[] {
  const lower = text.toLowerCase();
  const out: string[] = [];
  const unspaced = MAY_BE_UNSPACED.test(lower);
  if (unspaced)
    for (const match of lower.matchAll(UNSPACED_RUN)) {
      const run = match[0];
      for (let i = 0; i === 0 || i < run.length - 1; i += overlapping ? 1 : 2) out.push(run.slice(i, i + 2));
    }
  for (const word of (unspaced ? lower.replace(UNSPACED_RUN, " ") : lower).match(WORD) ?? []) out.push(word);
  return out;
}

/** How many words of the hidden text the reader never sees anywhere (links, addresses and markup left out): a
 * hidden block saying something of its own, in whatever language, rather than repeating the visible body. */
export function novelHiddenWords(hidden: string, visible: string): number {
  return novelWords(hidden, () => new Set(words(visible, true)));
}

/** `novelHiddenWords` with the visible words given as a set built only when needed (the caller may have it). */
function novelWords(hidden: string, seen: () => WordSet): number {
  const said = hidden.replace(NOT_WORDS, " ");
  // Most mail hides nothing: then there is no word to look for, and the visible text's words are not needed.
  if (!words(said).length) return 0;
  return wordsNotIn(seen(), said).missing;
}

type WordSet = Pick<ReadonlySet<string>, "has">;

/** The distinct e-mail addresses the hidden text holds that the visible text does not (lowercase): an address hidden
 * from the reader is where a hidden instruction sends what it asks for, in whatever language it asks. */
export function hiddenAddresses(hidden: string, visible: string): string[] {
  if (!hidden.includes("@")) return [];
  const seen = visible.toLowerCase();
  const found = new Set<string>();
  for (const match of addressesIn(hidden)) {
    const address = match[0].toLowerCase().replace(/\.+$/, "");
    if (!seen.includes(address)) found.add(address);
  }
  return [...found];
}

/** What a plain-text part says that a person reading the HTML never sees (`all`: its paragraphs, or lines, whose
 * words are mostly not shown), and what of it counts as hidden words (`counted`). A paragraph between paragraphs the
 * HTML shows is taken whole and counted: what a text alternative slips in between the greeting and the signature is a
 * payload. At its edges sit its own title line, its links spelled out and its subscription footer, several short
 * pieces: there only the unseen lines are taken, and only the one edge paragraph that says the most is counted. */
function plainNotIn(have: WordSet, text: string, html: string): { all: string[]; counted: string[] } {
  const novel = (part: string) =>
    // A link spelled out is the plain rendering of one the HTML shows under its label.
    wordsNotIn(
      have,
      part.replace(/https?:\/\/\S+/g, (url) =>
        html.includes(url) || html.includes(url.replaceAll("&", "&amp;")) ? " " : url,
      ),
    );
  const unseen = (part: string) => {
    const diff = novel(part);
    return diff.total >= 3 && diff.missing / diff.total > 0.5;
  };
  const paragraphs = text.split(/\n[ \t]*\n+/).filter((p) => p.trim());
  const seen = paragraphs.map((p) => !unseen(p));
  const first = seen.indexOf(true);
  const last = seen.lastIndexOf(true);
  const inside: string[] = [];
  const edges: string[] = [];
  let most = { text: "", missing: 0 };
  paragraphs.forEach((paragraph, i) => {
    if (first >= 0 && i > first && i < last) {
      if (!seen[i]) inside.push(paragraph);
      return;
    }
    const edge = paragraph.split("\n").filter(unseen).join("\n");
    if (!edge) return;
    edges.push(edge);
    const { missing } = novel(edge);
    if (missing > most.missing) most = { text: edge, missing };
  });
  return { all: [...edges, ...inside], counted: most.text ? [...inside, most.text] : inside };
}

/** How many words of `text` are not in `have` (the words of another text, built once with `words(…, true)`). */
function wordsNotIn(have: WordSet, text: string): { missing: number; total: number } {
  const list = words(text);
  let missing = 0;
  for (const w of list) if (!have.has(w)) missing++;
  return { missing, total: list.length };
}

// ---------------------------------------------------------------------------------------------------------------
// Entry point

/** What a person sees of an HTML body, as the agent-safe text renders it (hidden nodes left out, withheld spans
 * marked): the text of a message that has no text/plain part. */
export function visibleText(html: string): string {
  return analyzeContent({ html }).text;
}

/** Splits inbound content into what a person sees and what is hidden from them. */
export function analyzeContent(
  input: { html?: string; text?: string },
  options: { links?: boolean } = {},
): ContentAnalysis {
  const html = input.html ?? "";
  const plain = input.text ?? "";
  let pieces: Piece[] = [];
  let tally: InvisibleTally = { zero_width: 0, bidi: 0, tag: 0, control: 0 };
  let decoded: string[] = [];
  let attributes: string[] = [];
  let trackingPixels = 0;
  let sanitized: string | undefined;
  let htmlLinks: readonly ExtractedLink[] | undefined;
  const pixelHosts = new Set<string>();

  if (html.trim()) {
    const doc = parseDocument(html);
    // The links stage reads the same HTML: its links are taken here, from this parse, before the walk below cleans
    // text nodes and sanitizing removes hidden ones.
    if (options.links) htmlLinks = htmlLinksOf(doc);
    const sheet = collectSheetStyles(doc);
    const out = walk(doc, sheet);
    ({ pieces, tally, decoded, attributes } = out.collector);
    trackingPixels = out.pixels.length;
    for (const p of out.pixels) if (p.host) pixelHosts.add(p.host);
    sanitized = sanitizeForDisplay(doc, out.removals);
  }

  let text = normalizeText(
    pieces
      .filter((p) => p.kind === "visible" || p.kind === "quoted")
      .map((p) => p.text)
      .join(""),
  );

  const htmlShowsText = Boolean(html.trim() && text);
  // The words a person sees, taken once: the plain-text comparison and the hidden text's novel words both need them.
  let shown: Set<string> | undefined;
  const shownWords = () => {
    shown ??= new Set(words(text, true));
    return shown;
  };
  // Said only by the plain-text alternative, which a person reading the HTML never sees: scored as hidden text.
  let plainOnly: { all: string[]; counted: string[] } = { all: [], counted: [] };
  let htmlShowsNoText = false;
  let plainOnlyWords = 0;
  if (plain.trim()) {
    const plainCollector = new Collector();
    walkPlain(plain, plainCollector);
    const plainText = normalizeText(
      plainCollector.pieces
        .filter((p) => p.kind === "visible" || p.kind === "quoted")
        .map((p) => p.text)
        .join(""),
    );
    if (!html.trim() || !text) {
      htmlShowsNoText = Boolean(html.trim() && plainText);
      pieces = [...pieces.filter((p) => p.kind !== "visible" && p.kind !== "quoted"), ...plainCollector.pieces];
      text = plainText;
    } else {
      // Keep the HTML reading, but record what the plain-text part smuggles and whether it says something else.
      pieces = [...pieces, ...plainCollector.pieces.filter((p) => p.kind === "invisible_characters")];
      const shown = shownWords();
      const diff = wordsNotIn(shown, plainText);
      if (diff.missing >= 10 && diff.missing / Math.max(1, diff.total) > 0.2) {
        plainOnlyWords = diff.missing;
        plainOnly = plainNotIn(shown, plainText, html);
      }
    }
    for (const k of Object.keys(tally) as InvisibleClass[]) tally[k] += plainCollector.tally[k];
    decoded = [...decoded, ...plainCollector.decoded];
  }

  const segments = buildSegments(pieces);

  const byReason = new Map<string, { blocks: number; chars: number }>();
  let comments = 0;
  let commentChars = 0;
  let hiddenFound = false;
  const hiddenParts: string[] = [];
  const attributeParts: string[] = [];
  /** Visible characters seen so far: a preheader sits at the top, before (or right after) a title line. */
  let seenVisible = 0;
  let preheader = "";
  // Only an HTML body that shows text has a preview line above it; otherwise the hidden text is just hidden.
  const hasBodyText = htmlShowsText;
  for (const s of segments) {
    const hasText = /[\p{L}\p{N}]/u.test(s.text);
    if (s.kind === "visible" && hasText) seenVisible += s.text.trim().length;
    if (
      s.kind === "hidden" &&
      hasText &&
      !WITHHELD_SPAN_REASONS.has(s.reason ?? "") &&
      seenVisible <= PREHEADER_MAX_LEAD &&
      !preheader &&
      isPreheader(s.text) &&
      hasBodyText
    ) {
      // The preheader: a short hidden line before the body that mail clients show as the inbox preview.
      preheader = s.text.trim();
      hiddenFound = true;
    } else if (s.kind === "hidden" || s.kind === "comment") {
      hiddenParts.push(s.text);
      if (hasText) hiddenFound = true;
    }
    if (s.kind === "hidden") {
      const r = s.reason ?? "hidden";
      const entry = byReason.get(r) ?? { blocks: 0, chars: 0 };
      entry.blocks++;
      entry.chars += s.text.length;
      byReason.set(r, entry);
    } else if (s.kind === "comment") {
      comments++;
      commentChars += s.text.length;
    } else if (s.kind === "attribute") attributeParts.push(s.text);
  }
  if (decoded.length) hiddenParts.push(...decoded);

  // The findings worded by the rows of rules/content.ts: the parts, each kind of hidden text, the rest.
  const features: ContentFeatures = {
    htmlShowsNoText,
    plainOnlyWords,
    comments,
    commentChars,
    invisible: tally,
    decodedChars: decoded.reduce((sum, d) => sum + d.length, 0),
    decodedBlocks: decoded.length,
    trackingPixels,
    pixelHosts: [...pixelHosts].slice(0, 3),
  };
  const reasons = [
    ...evaluateRules(CONTENT_PART_RULES, features).verdicts.note,
    ...[...byReason].flatMap(
      ([reason, e]) =>
        evaluateRules(CONTENT_HIDDEN_RULES, {
          label: REASON_LABELS[reason] ?? reason,
          blocks: e.blocks,
          chars: e.chars,
        }).verdicts.note,
    ),
    ...evaluateRules(CONTENT_FINDING_RULES, features).verdicts.note,
  ];

  const zeroWidthFound = tally.zero_width + tally.bidi + tally.tag + tally.control > 0;
  const hiddenText = [...hiddenParts, ...plainOnly.all].join("\n").slice(0, SEGMENT_TEXT_CAP);
  // Every hidden word counts toward the novel words but most of a text alternative's edges (see plainNotIn).
  const countedHidden = [...hiddenParts, ...plainOnly.counted].join("\n").slice(0, SEGMENT_TEXT_CAP);
  const attributeText = (attributeParts.length ? attributeParts : attributes).join("\n").slice(0, SEGMENT_TEXT_CAP);
  const result: ContentAnalysis = {
    text,
    segments,
    hidden_text_found: hiddenFound || decoded.length > 0,
    zero_width_found: zeroWidthFound,
    tracking_pixels: trackingPixels,
    reasons,
    hiddenText,
    preheaderText: preheader,
    attributeText,
    // The preheader is seen too: its words count as shown, beside the body's.
    hiddenNovelWords: novelWords(`${countedHidden}\n${attributeText}`, () => {
      const inPreheader = new Set(words(preheader, true));
      const body = shownWords();
      return { has: (word: string) => body.has(word) || inPreheader.has(word) };
    }),
    hiddenAddresses: hiddenAddresses(`${hiddenText}\n${attributeText}`, `${preheader}\n${text}`),
  };
  if (sanitized !== undefined) result.html = sanitized;
  if (htmlLinks) result.htmlLinks = htmlLinks;
  return result;
}
