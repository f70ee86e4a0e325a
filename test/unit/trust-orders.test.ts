// The order-cue concept tables (shared/trust/lexicon/order-cues.ts): the AI reader as the object of someone's order
// followed by an act's marker ("the police order the assistant of Kresnik Auto to hand over …"), and a note dedicated
// to whoever or whatever reads the mail ("for whoever (or whatever) files this:"). Each language's sample of a concept
// must hit that language's rows; the benign counterparts (a person's assistant, a court ordering a tenant, "to whom it
// may concern", smart assistants as a product topic) must hit neither table. The messages are written for these tests
// (test/unit/trust-orders.samples.ts), not taken from any corpus.
import { describe, expect, it } from "vitest";
import { ADDRESSING, DIRECTIVE } from "../../shared/trust/lexicon/addressing.js";
import type { Lang, PhraseTable } from "../../shared/trust/lexicon/combinators.js";
import { ORDER_CUES, ORDERED_READER, UNKNOWN_READER } from "../../shared/trust/lexicon/order-cues.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { hits, ownRowsHit } from "../helpers/phrase-hits.js";
import { type OrderSamples, SAMPLES } from "./trust-orders.samples.js";

const LANGS = Object.keys(ORDER_CUES) as Lang[];

const CONCEPTS: Array<[keyof Omit<OrderSamples, "benign">, string, PhraseTable]> = [
  ["ordered", "the AI reader as the object of an order", ORDERED_READER],
  ["unknown", "a note to whoever or whatever reads this", UNKNOWN_READER],
];

describe("order cues: every language has both concepts, merged into the detector's tables", () => {
  it("covers every cue language of agent-cues.ts", () => {
    expect(CUE_LANGUAGES).toHaveLength(75);
    expect([...LANGS].sort()).toEqual([...CUE_LANGUAGES].sort());
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGS].sort());
  });

  it("has entries for each concept in each language", () => {
    for (const table of [ORDERED_READER, UNKNOWN_READER]) expect(Object.keys(table).sort()).toEqual([...LANGS].sort());
  });

  it("merges the ordered reader into DIRECTIVE and the unknown reader into ADDRESSING", () => {
    for (const lang of LANGS) {
      expect(DIRECTIVE[lang]).toEqual(expect.arrayContaining([...(ORDERED_READER[lang] ?? [])]));
      expect(ADDRESSING[lang]).toEqual(expect.arrayContaining([...(UNKNOWN_READER[lang] ?? [])]));
    }
  });
});

describe("order cues: each concept's sample hits it, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES) as Array<[Lang, OrderSamples]>)
    for (const [field, name, table] of CONCEPTS)
      for (const text of samples[field])
        it(`${name} (${lang}): ${text}`, () => {
          expect(ownRowsHit(table, lang, text)).toBe(true);
          // Hits at one place in several languages are reported once ("virtuell assistent:" is Swedish and Norwegian).
          expect(hits(table, text).length).toBeGreaterThan(0);
        });
});

describe("order cues: the human senses stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(ORDERED_READER, text), "ordered reader").toEqual([]);
        expect(hits(UNKNOWN_READER, text), "unknown reader").toEqual([]);
      });
});
