// Every phrase table of the trust layer, one module per class under lexicon/ (how entries are written and
// combined: lexicon/combinators.ts). The detectors import the class they read; this index serves whatever reads
// all of them at once (the phrase-matching test, the regexp benchmark).

export * from "./lexicon/addressing.js";
export * from "./lexicon/channel-cues.js";
export { E, type Lang, type PhraseTable, UNSPACED } from "./lexicon/combinators.js";
export * from "./lexicon/cues.js";
export * from "./lexicon/injection.js";
export * from "./lexicon/payment.js";
export * from "./lexicon/phishing.js";
export * from "./lexicon/reporting.js";
export * from "./lexicon/spam.js";
export * from "./lexicon/topic-cues.js";
export * from "./lexicon/urgency.js";

import * as addressing from "./lexicon/addressing.js";
import * as channel from "./lexicon/channel-cues.js";
import type { PhraseTable } from "./lexicon/combinators.js";
import * as cues from "./lexicon/cues.js";
import * as injection from "./lexicon/injection.js";
import * as payment from "./lexicon/payment.js";
import * as phishing from "./lexicon/phishing.js";
import * as reporting from "./lexicon/reporting.js";
import * as spam from "./lexicon/spam.js";
import * as topic from "./lexicon/topic-cues.js";
import * as urgency from "./lexicon/urgency.js";

/** Every phrase table the lexicon exports (a record of language → entries), by name. */
export function phraseTables(): Array<[string, PhraseTable]> {
  const all = {
    ...addressing,
    ...channel,
    ...cues,
    ...injection,
    ...payment,
    ...phishing,
    ...reporting,
    ...spam,
    ...topic,
    ...urgency,
  };
  return Object.entries(all).filter((entry): entry is [string, PhraseTable] => {
    const value = entry[1];
    return (
      typeof value === "object" &&
      value !== null &&
      !Array.isArray(value) &&
      !(value instanceof Set) &&
      Object.values(value).every(Array.isArray)
    );
  });
}
