// Every phrase table of the trust layer, one module per class under lexicon/ (how entries are written and
// combined: lexicon/combinators.ts). The detectors import the class they read; this index serves whatever reads
// all of them at once (the phrase-matching test, the regexp benchmark).

export * from "./lexicon/addressing.js";
export { E, type Lang, type PhraseTable, UNSPACED } from "./lexicon/combinators.js";
export * from "./lexicon/cues.js";
export * from "./lexicon/injection.js";
export * from "./lexicon/payment.js";
export * from "./lexicon/phishing.js";
export * from "./lexicon/reporting.js";
export * from "./lexicon/spam.js";
export * from "./lexicon/urgency.js";
