// The words the trained model has seen: a Bloom filter over the visible words of its training mail, written by
// `npm run train:trust` beside the model. The model hashes words into shared buckets, so on text in words it never
// saw its score is a sum of other words' weights (hash collisions), not evidence; where a message's words are mostly
// unknown to it, it may not warn on its own (classifier.ts).

import { visibleWords } from "./model.js";

export interface StoredVocabulary {
  /** log2 of the filter's size in bits. */
  bits: number;
  /** Base64 of the filter. */
  filter: string;
}

export interface Vocabulary {
  mask: number;
  filter: Uint8Array;
}

/** The distinct words of a normalised text, as the model reads them. */
export function vocabularyWords(normalized: string): Set<string> {
  return new Set(visibleWords(normalized));
}

/** Two FNV-1a hashes of a word (distinct seeds), for the filter's two probes. */
function probes(word: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000197);
  }
  return [a >>> 0, b >>> 0];
}

/** The filter over every word of `texts` (normalised). 2^18 bits hold the ~35,000 words of the corpora with about
 * 5 % false hits. */
export function buildVocabulary(texts: Iterable<string>, bits = 18): StoredVocabulary {
  const mask = (1 << bits) - 1;
  const filter = new Uint8Array(1 << (bits - 3));
  for (const text of texts) {
    for (const word of vocabularyWords(text)) {
      for (const h of probes(word)) filter[(h & mask) >>> 3] |= 1 << (h & 7);
    }
  }
  return { bits, filter: Buffer.from(filter).toString("base64") };
}

export function loadVocabulary(stored: StoredVocabulary): Vocabulary {
  const filter = new Uint8Array(Buffer.from(stored.filter, "base64"));
  if (filter.length !== 1 << (stored.bits - 3)) throw new Error("trust vocabulary: wrong filter size");
  return { mask: (1 << stored.bits) - 1, filter };
}

/** Of a normalised text's distinct words, the share the vocabulary holds (1 for a text without words). */
export function knownShare(vocabulary: Vocabulary, normalized: string): number {
  const words = vocabularyWords(normalized);
  if (!words.size) return 1;
  let known = 0;
  for (const word of words) {
    const [a, b] = probes(word);
    const { filter, mask } = vocabulary;
    if (filter[(a & mask) >>> 3] & (1 << (a & 7)) && filter[(b & mask) >>> 3] & (1 << (b & 7))) known++;
  }
  return known / words.size;
}
