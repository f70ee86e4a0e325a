// A small trained text model beside the hand-set rules: logistic regression (attack or benign) over hashed words and
// word pairs, trained by `npm run train:trust` on the labelled corpora (test/fixtures/trust*). The rules name what they
// know; the model catches attack mail phrased in words no rule lists. It may only warn: the classifier caps what it
// adds below every quarantine line (see `classifier.ts`).

import type { ClassifierInput } from "../ports/classifier.js";
import { normalizeForMatching, quotedSpans, type Span } from "./injection.js";

/** The model's probability from which the classifier raises a warning: the highest at which rules and model together
 * still detect 95 % of the attacks in corpora the rules were never tuned on, each scored by a model trained without
 * it (`npm run train:trust -- --cross-validate`). Lower warns about more benign mail. */
export const MODEL_WARN_AT = 0.4;
/** Without a rule-level cue of the kind it raises, the model warns only about unauthenticated mail, and only from
 * this probability. Cross-validated on the eleven corpora neither rules nor model were fitted to (2026-11-27):
 * 0.4 (no such bar) detected 95.0 % and warned about 15.0 % of benign mail; 0.6, 93.4 % and 11.7 %; 0.8, 91.8 % and
 * 11.3 %; a cue always required, 86.1 % and 11.3 %. 0.6 keeps most of the detection at nearly the cue's warnings. */
export const MODEL_ALONE_AT = 0.6;

/** The model as stored: weights per hash bucket, quantised to one signed byte each (weight = byte × scale). */
export interface TrainedModel {
  /** Changes with every training run's output; part of the classification cache key. */
  version: string;
  /** log2 of the number of hash buckets. */
  bits: number;
  scale: number;
  bias: number;
  /** Base64 of one signed byte per bucket. */
  weights: string;
}

/** A stored model decoded for scoring. */
export interface LoadedModel {
  version: string;
  mask: number;
  scale: number;
  bias: number;
  weights: Int8Array;
}

export function loadModel(model: TrainedModel): LoadedModel {
  const bytes = Buffer.from(model.weights, "base64");
  if (bytes.length !== 1 << model.bits) throw new Error(`trust model: expected ${1 << model.bits} weights`);
  return {
    version: model.version,
    mask: (1 << model.bits) - 1,
    scale: model.scale,
    bias: model.bias,
    weights: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length),
  };
}

/** A model that never fires: with it, the classifier gives the rules' verdict alone (tests, cross-validation). */
export const RULES_ONLY: LoadedModel = loadModel({
  version: "rules-only",
  bits: 1,
  scale: 1,
  bias: -20,
  weights: "AAA=",
});

// A word is what /(\p{N}+)|[\p{L}\p{M}][\p{L}\p{M}\p{N}'-]*/u matches: a number, or a letter or mark followed by
// letters, marks, digits, apostrophes and hyphens. `tokens` finds them by code point, without a match object each.
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
/** Below this code point no character is Han, Hiragana, Katakana or Thai (Thai starts at U+0E01). */
const FIRST_UNSPACED = 0x0e00;
/** The head of the visible text the model reads: the classifier's phrase tables read the same head (and a tail). */
const TEXT_CAP = 16_000;
const SUBJECT_CAP = 2_000;
const SIDE_TEXT_CAP = 5_000;

/** The reserved top-level domains the corpora's made-up organisations live under: real mail never uses them, so
 * the model must not learn from which of them a corpus author preferred for attackers. */
const RESERVED_TLDS: ReadonlySet<string> = new Set(["example", "test", "invalid", "localhost"]);

/** Per BMP code unit, what a word is to it: 1 a number (\p{N}), 2 a letter or mark, 3 neither, 0 not looked up yet. */
const unitKind = new Uint8Array(0x10000);
const NUMBER = 1;
const LETTER = 2;
const IS_NUMBER = /^\p{N}$/u;
const IS_LETTER = /^[\p{L}\p{M}]$/u;

function kindOf(codePoint: number): number {
  if (codePoint <= 0xffff && unitKind[codePoint] !== 0) return unitKind[codePoint];
  const ch = String.fromCodePoint(codePoint);
  const kind = IS_NUMBER.test(ch) ? NUMBER : IS_LETTER.test(ch) ? LETTER : 3;
  if (codePoint <= 0xffff) unitKind[codePoint] = kind;
  return kind;
}

/** Where the word that starts at `from` (a number or a letter there) ends, read by code point. */
function wordEnd(text: string, from: number, number: boolean): number {
  let i = from;
  while (i < text.length) {
    const codePoint = text.codePointAt(i) ?? 0;
    const kind = kindOf(codePoint);
    const goesOn = number ? kind === NUMBER : kind !== 3 || codePoint === 0x27 || codePoint === 0x2d;
    if (!goesOn) break;
    i += codePoint > 0xffff ? 2 : 1;
  }
  return i;
}

/** Words of a normalised text; runs of unspaced scripts become overlapping letter pairs. Words inside `spans` (what
 * the writer quotes: a forwarded attack, an example in an advisory) are marked as quoted, as the rules discount
 * them: a warning about a lure is not a lure. */
function tokens(normalized: string, spans: readonly Span[] = []): string[] {
  const { lower, bounds, count } = tokenBounds(normalized, spans);
  const out: string[] = [];
  for (let t = 0; t < count; t++) {
    const from = bounds[2 * t];
    const to = bounds[2 * t + 1];
    const prefix = from < 0 ? "q:" : "";
    out.push(to === -1 ? `${prefix}#` : prefix + lower.slice(from < 0 ? -1 - from : from, to));
  }
  return out;
}

/** The tokens of a normalised text as bounds in its lower-cased text (`tokens` reads them as strings): per token, its start (negative, -1 -
 * start, when quoted) and its end (-1 for a number's "#"); a letter pair of an unspaced run is a token of two units. */
function tokenBounds(normalized: string, spans: readonly Span[]): { lower: string; bounds: Int32Array; count: number } {
  const sorted = spans.length > 1 ? [...spans].sort((a, b) => a[0] - b[0]) : spans;
  let next = 0;
  let quotedUntil = -1;
  let count = 0;
  const push = (from: number, to: number) => {
    if (2 * count + 2 > tokenBuffer.length) {
      const grown = new Int32Array(tokenBuffer.length * 2);
      grown.set(tokenBuffer);
      tokenBuffer = grown;
    }
    tokenBuffer[2 * count] = from;
    tokenBuffer[2 * count + 1] = to;
    count++;
  };
  const lower = normalized.toLowerCase();
  for (let at = 0; at < lower.length; ) {
    const codePoint = lower.codePointAt(at) ?? 0;
    const kind = kindOf(codePoint);
    if (kind === 3) {
      at += codePoint > 0xffff ? 2 : 1;
      continue;
    }
    const end = wordEnd(lower, at, kind === NUMBER);
    while (next < sorted.length && sorted[next][0] <= at) quotedUntil = Math.max(quotedUntil, sorted[next++][1]);
    const quoted = at < quotedUntil;
    if (kind === NUMBER) push(quoted ? -1 - at : at, -1);
    else if (mayBeUnspacedAt(lower, at, end)) for (let i = at; i < end - 1; i++) push(quoted ? -1 - i : i, i + 2);
    else if (!reservedTldAt(lower, at, end)) push(quoted ? -1 - at : at, end);
    at = end;
  }
  return { lower, bounds: tokenBuffer, count };
}

/** tokenBounds' bounds of the last text, reused (featureSet reads them before the next call). */
let tokenBuffer = new Int32Array(4096);

/** Whether the word `text.slice(from, to)` holds an unspaced script's letters (the string taken only when a unit may
 * be of one). */
function mayBeUnspacedAt(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) >= FIRST_UNSPACED) return UNSPACED.test(text.slice(from, to));
  return false;
}

const RESERVED_TLD_LENGTHS = new Set([...RESERVED_TLDS].map((tld) => tld.length));

function reservedTldAt(text: string, from: number, to: number): boolean {
  return RESERVED_TLD_LENGTHS.has(to - from) && RESERVED_TLDS.has(text.slice(from, to));
}

/** FNV-1a of token `i` of `bounds` (tokenBounds), continuing from state `h`. */
function tokenHash(h: number, lower: string, bounds: Int32Array, i: number): number {
  let from = bounds[2 * i];
  const to = bounds[2 * i + 1];
  if (from < 0) {
    h = fnv(h, "q:");
    from = -1 - from;
  }
  if (to < 0) return fnv(h, "#");
  for (let k = from; k < to; k++) h = Math.imul(h ^ lower.charCodeAt(k), 0x01000193);
  return h;
}

/** The words the model reads in a normalised visible text (its head; letter pairs in unspaced scripts), quoted or
 * not, numbers left out: what its vocabulary holds (vocabulary.ts). */
export function visibleWords(normalized: string): string[] {
  return tokens(normalized.slice(0, TEXT_CAP)).filter((token) => token !== "#");
}

/** The visible text as the classifier normalises it (subject, a blank line, the body) and the spans of it the writer
 * quotes. The classifier hands over its own, so nothing is normalised twice. */
export interface PreparedText {
  normalized: string;
  spans: readonly Span[];
}

export function prepareVisible(input: ClassifierInput): PreparedText {
  const normalized = normalizeForMatching(`${input.subject.slice(0, SUBJECT_CAP)}\n\n${input.text}`).text;
  // Only the spans: the model reads no frames (quoting() would screen this new text for every phrase table).
  return { normalized, spans: quotedSpans(normalized.slice(0, TEXT_CAP)) };
}

const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a over `text`, continuing from state `h` (so a word pair is hashed without building its string). */
function fnv(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

/** FNV-1a, 32 bits: stable across runs and platforms, so a model file trained here scores the same on AWS. */
function hash(feature: string): number {
  return fnv(FNV_OFFSET, feature) >>> 0;
}

/** A set of 32-bit features in the order first added (open addressing over an array of small integers): a Set of
 * numbers would hold most hashes as heap numbers (beyond the small-integer range), one allocation each. */
class FeatureSet {
  /** Slot → index in `list` + 1 (0: empty); at most half full. */
  private slots: number[] = new Array(2048).fill(0);
  /** Slot of a feature: the top bits of its product with an odd constant (multiplicative hashing). */
  private shift = 32 - 11;
  /** Features as int32 (`| 0`), in the order first added. */
  readonly list: number[] = [];

  add(feature: number): void {
    const f = feature | 0;
    const { slots, list } = this;
    if (list.length * 2 >= slots.length) {
      this.grow();
      this.add(f);
      return;
    }
    const mask = slots.length - 1;
    for (let slot = Math.imul(f, 0x9e3779b1) >>> this.shift; ; slot = (slot + 1) & mask) {
      const at = slots[slot];
      if (at === 0) {
        list.push(f);
        slots[slot] = list.length;
        return;
      }
      if (list[at - 1] === f) return;
    }
  }

  private grow(): void {
    const slots: number[] = new Array(this.slots.length * 2).fill(0);
    this.shift--;
    const mask = slots.length - 1;
    for (let i = 0; i < this.list.length; i++) {
      let slot = Math.imul(this.list[i], 0x9e3779b1) >>> this.shift;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = i + 1;
    }
    this.slots = slots;
  }
}

/** The distinct features of a message: visible words and word pairs, hidden and attachment words kept apart by a
 * prefix (the same word means more when hidden), and the other stages' signals that are set. */
export function modelFeatures(input: ClassifierInput, prepared: PreparedText = prepareVisible(input)): number[] {
  return featureSet(input, prepared).list.map((f) => f >>> 0);
}

function featureSet(input: ClassifierInput, prepared: PreparedText): FeatureSet {
  const features = new FeatureSet();
  // The tokens of `tokens`, hashed where they lie in the text (no string per token).
  const { lower, bounds, count } = tokenBounds(prepared.normalized.slice(0, TEXT_CAP), prepared.spans);
  // Each word, then the pair it starts (the hash of `${word} ${next}`).
  let state = count ? tokenHash(FNV_OFFSET, lower, bounds, 0) : 0;
  for (let i = 0; i < count; i++) {
    features.add(state);
    if (i + 1 < count) {
      features.add(tokenHash(fnv(state, " "), lower, bounds, i + 1));
      state = tokenHash(FNV_OFFSET, lower, bounds, i + 1);
    }
  }
  for (const word of tokens(normalizeForMatching(input.hiddenText.slice(0, SIDE_TEXT_CAP)).text))
    features.add(hash(`h:${word}`));
  for (const word of tokens(normalizeForMatching((input.attachmentText ?? "").slice(0, SIDE_TEXT_CAP)).text))
    features.add(hash(`a:${word}`));
  for (const [name, value] of Object.entries(input.signals)) if (value) features.add(hash(`s:${name}`));
  return features;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The log-odds of attack for a feature set. Features are scaled by 1/√n so long and short mail weigh alike. */
function logit(features: readonly number[], bias: number, weightOf: (f: number) => number | undefined): number {
  let z = bias;
  const scale = 1 / Math.sqrt(features.length || 1);
  for (const f of features) z += (weightOf(f) ?? 0) * scale;
  return z;
}

/** Probability that the message is attack mail of any kind (injection, phishing, a credential or payment request,
 * spam); which kind is left to the rules, whose scores name it. */
export function scoreModel(model: LoadedModel, input: ClassifierInput, prepared?: PreparedText): number {
  const { mask, weights, scale: weightScale } = model;
  const { list } = featureSet(input, prepared ?? prepareVisible(input));
  const size = list.length;
  // logit over the set as it stands (the same sum, in the same order, as over modelFeatures' list).
  let z = model.bias;
  const scale = 1 / Math.sqrt(size || 1);
  for (let i = 0; i < size; i++) z += weights[list[i] & mask] * weightScale * scale;
  return sigmoid(z);
}

export interface TrainingExample {
  input: ClassifierInput;
  attack: boolean;
}

export interface TrainingOptions {
  epochs?: number;
  /** L2 penalty per update. */
  l2?: number;
  /** log2 of the number of hash buckets: collisions cost a little accuracy, buckets cost file size. */
  bits?: number;
}

/** Trains the model with AdaGrad over shuffled examples. Deterministic: a fixed seed and the examples' order. */
export function trainModel(examples: readonly TrainingExample[], options: TrainingOptions = {}): TrainedModel {
  const { epochs = 20, l2 = 1e-4, bits = 17 } = options;
  const mask = (1 << bits) - 1;
  const buckets = examples.map((e) => [...new Set(modelFeatures(e.input).map((f) => f & mask))]);
  const weights = new Float64Array(1 << bits);
  const squares = new Float64Array(1 << bits).fill(1e-8);
  let bias = 0;
  let biasSquare = 1e-8;
  const rate = 0.5;
  let seed = 1;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const n of order) {
      const features = buckets[n];
      const error = sigmoid(logit(features, bias, (f) => weights[f])) - (examples[n].attack ? 1 : 0);
      const scale = 1 / Math.sqrt(features.length || 1);
      for (const f of features) {
        const gradient = error * scale + l2 * weights[f];
        squares[f] += gradient * gradient;
        weights[f] -= (rate * gradient) / Math.sqrt(squares[f]);
      }
      biasSquare += error * error;
      bias -= (rate * error) / Math.sqrt(biasSquare);
    }
  }
  let largest = 0;
  for (const w of weights) largest = Math.max(largest, Math.abs(w));
  const scale = largest / 127 || 1;
  const bytes = new Int8Array(weights.length);
  for (let i = 0; i < weights.length; i++) bytes[i] = Math.round(weights[i] / scale);
  const stored = {
    bits,
    scale: Number(scale.toPrecision(6)),
    bias: Math.round(bias * 1000) / 1000,
    weights: Buffer.from(bytes.buffer).toString("base64"),
  };
  return { version: hash(JSON.stringify(stored)).toString(16), ...stored };
}
