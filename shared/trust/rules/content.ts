// The content stage's findings as rules: each row states one thing the stage found in the body (which part was read,
// hidden text, comments, invisible characters, smuggled text, tracking pixels) as a reason. Notes only: the stage
// weighs nothing itself; the classifier, the injection score and the decision read its signals. The detection stays
// in content.ts; these rows only word what it found.
//
// Three tables, evaluated in this order (their reasons in that order): the parts, then the hidden-text row once per
// kind of hidden text (in the order the kinds first occur in the body), then the other findings.
import type { Rule } from "./evaluate.js";

/** Counts of invisible characters, per class. */
export interface InvisibleCounts {
  zero_width: number;
  bidi: number;
  tag: number;
  control: number;
}

/** What the content rules read, extracted by content.ts. */
export interface ContentFeatures {
  /** The HTML part shows no text and the plain-text part does: the plain-text part is read instead. */
  htmlShowsNoText: boolean;
  /** Words of the plain-text part the HTML part does not show, when they are enough to call the parts different
   * (at least 10, and over a fifth of the plain text); 0 otherwise. */
  plainOnlyWords: number;
  /** HTML comments: blocks and their characters. */
  comments: number;
  commentChars: number;
  /** Invisible characters in either part. */
  invisible: InvisibleCounts;
  /** Characters of text decoded from invisible characters (tag characters, variation selectors). */
  decodedChars: number;
  /** Blocks of decoded text (none: nothing was decoded). */
  decodedBlocks: number;
  trackingPixels: number;
  /** Hosts of the tracking pixels (the first three). */
  pixelHosts: string[];
}

/** One kind of hidden text, as the hidden-text row reads it. */
export interface HiddenKindFeatures {
  /** How the text is hidden, in words ("display:none", "white on white", …). */
  label: string;
  blocks: number;
  chars: number;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

type R = Rule<ContentFeatures>;
const note = <F = ContentFeatures>(row: Omit<Rule<F>, "stage" | "score" | "weight">): Rule<F> => ({
  stage: "content",
  score: "note",
  weight: "note",
  ...row,
});

/** Which part was read, and whether the other one says something else. */
export const CONTENT_PART_RULES: readonly R[] = [
  note({
    id: "content.html_no_text",
    when: (f) => f.htmlShowsNoText,
    reason: "The HTML part shows no text; using the plain-text part",
    doc: "The HTML part shows no text, and the plain-text part does: the plain-text part is read.",
  }),
  note({
    id: "content.plain_differs",
    when: (f) => f.plainOnlyWords > 0,
    reason: (f) => `Plain-text part differs from the HTML part (${f.plainOnlyWords} words not shown in HTML)`,
    doc: "At least 10 words of the plain-text part, over a fifth of it, are not shown by the HTML part (they are scored as hidden text).",
  }),
];

/** Evaluated once per kind of hidden text. */
export const CONTENT_HIDDEN_RULES: readonly Rule<HiddenKindFeatures>[] = [
  note<HiddenKindFeatures>({
    id: "content.hidden_text",
    when: (k) => k.blocks > 0,
    reason: (k) => `Hidden text (${k.label}): ${plural(k.blocks, "block")}, ${plural(k.chars, "character")}`,
    doc: "Once per kind of hidden text (CSS, attributes, colours, sizes, off-screen, withheld spans …), in the order the kinds first occur.",
  }),
];

function invisibleReason(t: InvisibleCounts): string {
  const parts: string[] = [];
  if (t.zero_width) parts.push(`${t.zero_width} zero-width`);
  if (t.bidi) parts.push(plural(t.bidi, "bidi control"));
  if (t.tag) parts.push(plural(t.tag, "tag character"));
  if (t.control) parts.push(plural(t.control, "control character"));
  return `Invisible characters: ${parts.join(", ")}`;
}

/** The other findings. */
export const CONTENT_FINDING_RULES: readonly R[] = [
  note({
    id: "content.html_comments",
    when: (f) => f.comments > 0,
    reason: (f) => `HTML comments: ${plural(f.comments, "block")}, ${plural(f.commentChars, "character")}`,
    doc: "The HTML holds comments (a person never sees them; the agent-safe text shows them as hidden).",
  }),
  note({
    id: "content.invisible_characters",
    when: (f) => f.invisible.zero_width + f.invisible.bidi + f.invisible.tag + f.invisible.control > 0,
    reason: (f) => invisibleReason(f.invisible),
    doc: "Zero-width characters, bidi controls, tag characters or control characters, counted per class.",
  }),
  note({
    id: "content.smuggled_text",
    when: (f) => f.decodedBlocks > 0,
    reason: (f) => `Text smuggled in invisible characters was decoded (${plural(f.decodedChars, "character")})`,
    doc: "Text encoded in invisible characters (tag characters, variation selectors) was decoded.",
  }),
  note({
    id: "content.tracking_pixels",
    when: (f) => f.trackingPixels > 0,
    reason: (f) =>
      `${plural(f.trackingPixels, "tracking pixel")}${f.pixelHosts.length ? ` (${f.pixelHosts.join(", ")})` : ""}`,
    doc: "Tiny, hidden or tracking-path remote images (with up to three of their hosts).",
  }),
];
