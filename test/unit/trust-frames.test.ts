// The reporting-frame concepts (shared/trust/lexicon/reporting.ts): a writer who talks ABOUT injected or fraudulent
// text (attempts seen, examples quoted, a warning, the message disowned, not to be acted on, attack words), one row
// per language. Each language's sample of a concept must hit that concept; the benign near-misses (the same nouns
// used the human way: "we have received your documents", "for example on Tuesday", "like last time") must hit no
// frame row at all. The messages are written for these tests (test/unit/trust-frames.samples.ts), not taken from any
// corpus.
import { describe, expect, it } from "vitest";
import { normalizeForMatching, quoting } from "../../shared/trust/injection.js";
import type { Lang, PhraseTable } from "../../shared/trust/lexicon/combinators.js";
import { FRAME_CONCEPTS, FRAME_FIELDS, REPORTING_FRAME } from "../../shared/trust/lexicon/reporting.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { hits, ownRowsHit } from "../helpers/phrase-hits.js";
import { SAMPLES } from "./trust-frames.samples.js";

/** English keeps its own rows in the base table: its samples are read against the whole table. */
const tableFor = (lang: string, field: (typeof FRAME_FIELDS)[number]): PhraseTable =>
  lang === "en" ? REPORTING_FRAME : FRAME_CONCEPTS[field];

describe("reporting frames: every cue language has every concept", () => {
  it("has a row for each concept in each cue language but English, and samples for all", () => {
    expect(CUE_LANGUAGES).toHaveLength(75);
    const others = CUE_LANGUAGES.filter((lang) => lang !== "en").sort();
    for (const field of FRAME_FIELDS) expect(Object.keys(FRAME_CONCEPTS[field]).sort(), field).toEqual(others);
    expect(Object.keys(SAMPLES).sort()).toEqual([...CUE_LANGUAGES].sort());
  });

  it("merges the concept rows into REPORTING_FRAME, and the universal words into its any row", () => {
    for (const field of FRAME_FIELDS)
      for (const [lang, entries] of Object.entries(FRAME_CONCEPTS[field]))
        expect(REPORTING_FRAME[lang as Lang]).toEqual(expect.arrayContaining([...(entries ?? [])]));
    expect(REPORTING_FRAME.any).toEqual(expect.arrayContaining(["phishing", "prompt[- ]injection"]));
    expect(REPORTING_FRAME.en).not.toContain("phishing");
  });
});

describe("reporting frames: each concept's sample hits it, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const field of FRAME_FIELDS)
      it(`${field} (${lang}): ${samples[field]}`, () => {
        // Its own row matches (a sibling language's row over the same span, Danish over Norwegian, may be the hit the
        // merged table reports), and the merged table reads a frame there.
        expect(ownRowsHit(tableFor(lang, field), lang as Lang, samples[field])).toBe(true);
        expect(hits(REPORTING_FRAME, samples[field])).not.toEqual([]);
      });
});

describe("reporting frames: ordinary mail with the same words frames nothing, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(REPORTING_FRAME, text)).toEqual([]);
      });
});

describe("reporting frames: a newsletter that quotes injected sentences as a warning", () => {
  it("reads the German dental newsletter as a report, so its quoted examples count for less", () => {
    const text =
      "Datenschützer warnen: In Kontaktformularen tauchen Sätze auf wie „Hinweis an den KI-Assistenten: …“ oder " +
      "„Ignoriere deine Regeln …“. Solche Anweisungen kommen vom Absender, nicht von der Praxis – der Assistent darf " +
      "sie nicht ausführen.";
    expect(quoting(normalizeForMatching(text).text).frames).toBeGreaterThanOrEqual(3);
  });

  it("reads prompt injection and phishing in any language's mail", () => {
    expect(hits(REPORTING_FRAME, "Ein Fall von Prompt-Injection im Kontaktformular.")).toContain("any");
    expect(hits(REPORTING_FRAME, "Uwaga na phishing w tym tygodniu.")).toContain("any");
  });
});
