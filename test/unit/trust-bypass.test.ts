// The people kept out in the impersonal and nominal forms (shared/trust/lexicon/oversight-cues.ts, OVERSIGHT_KEEP_OUT:
// "no need to ask anyone", "Rückfragen beim Sekretariat sind nicht nötig", "don't pass this to a person", "without
// waiting for the committee's opinion", "on my responsibility", "already approved, do not report this change"), and
// the conclusion handed to the reader with its act as a verbal noun or after numbered premises
// (shared/trust/lexicon/framing-cues.ts, FRAMING_PREMISES and the widened FRAMING_CONCLUSION: "Conclusion: the only
// logical action is the deletion of …", "Step 1 … Step 2 … Conclusion:"), in every cue language. Each language's
// samples must hit their concept; together they must be scored as an injection; the benign near-misses ("no need to
// reply", "I take responsibility for the delay", "without waiting for the bus", a citizen's "don't forward my complaint
// to the neighbour", a lawyer's "the only reasonable step is to appeal", "the only logical explanation") must hit none.
// The messages are written for these tests (test/unit/trust-bypass.samples.ts), not taken from any corpus.
import { describe, expect, it } from "vitest";
import { injectionScore } from "../../shared/trust/injection.js";
import type { Lang } from "../../shared/trust/lexicon/combinators.js";
import { FRAMING_CONCLUSION, FRAMING_PREMISES } from "../../shared/trust/lexicon/framing-cues.js";
import { ROLE, SECRECY } from "../../shared/trust/lexicon/injection.js";
import { OVERSIGHT_KEEP_OUT, OVERSIGHT_KEEP_OUT_CUES } from "../../shared/trust/lexicon/oversight-cues.js";
import { CUE_LANGUAGES } from "../helpers/cue-languages.js";
import { hits } from "../helpers/phrase-hits.js";
import { SAMPLES } from "./trust-bypass.samples.js";

const SUSPICIOUS = 0.5;
const LOW = 0.3;
const SECRECY_REASON = "asks to keep the action from the user";
const ROLE_REASON = "tries to give the reader a new role";

/** Languages that share the words of a form: a hit is reported once, under the first language whose row meets it
 * (Malay "tanpa menunggu keputusan" under Indonesian, isiXhosa "musa ukudlulisela" under isiZulu). */
const SIBLINGS: Partial<Record<string, string[]>> = {
  ms: ["id"],
  jv: ["id", "ms"],
  id: ["ms"],
  xh: ["zu"],
  zu: ["xh"],
  "hi-latn": ["en"],
  ne: ["hi", "mr"],
  mr: ["hi", "ne"],
  da: ["nb", "sv"],
  nb: ["da", "sv"],
};
const accepted = (lang: string) => [lang, ...(SIBLINGS[lang] ?? [])];

describe("keep-out and conclusion forms: every cue language has them", () => {
  it("covers the 75 cue languages", () => expect(CUE_LANGUAGES).toHaveLength(75));

  it("has a keep-out row with every field, premises entries and samples in each cue language", () => {
    for (const lang of CUE_LANGUAGES) {
      const row = OVERSIGHT_KEEP_OUT_CUES[lang as Lang];
      for (const field of ["need", "ask", "who", "pass", "human", "mine", "done", "report", "change"] as const)
        expect(row?.[field], `${lang}.${field}`).toBeTruthy();
      expect(row?.frame ?? (row?.wait && row?.review), `${lang}.wait`).toBeTruthy();
      expect(FRAMING_PREMISES[lang as Lang]?.length, `${lang} premises`).toBe(2);
      expect(Object.keys(SAMPLES)).toContain(lang);
    }
    expect(Object.keys(OVERSIGHT_KEEP_OUT).sort()).toEqual([...CUE_LANGUAGES].sort());
  });

  it("merges the rows into SECRECY and ROLE", () => {
    for (const lang of CUE_LANGUAGES as Lang[]) {
      expect(SECRECY[lang]).toEqual(expect.arrayContaining([...(OVERSIGHT_KEEP_OUT[lang] ?? [])]));
      expect(ROLE[lang]).toEqual(expect.arrayContaining([...(FRAMING_PREMISES[lang] ?? [])]));
    }
  });
});

describe("keep-out forms: each sample hits, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.keepOut)
      it(`people kept out (${lang}): ${text}`, () => {
        expect(hits(OVERSIGHT_KEEP_OUT, text).some((hit) => accepted(lang).includes(hit))).toBe(true);
      });
});

describe("conclusion forms: each sample hits, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.conclusion)
      it(`conclusion handed to the reader (${lang}): ${text}`, () => {
        const found = [...hits(FRAMING_PREMISES, text), ...hits(FRAMING_CONCLUSION, text)];
        expect(found.some((hit) => accepted(lang).includes(hit))).toBe(true);
      });
});

describe("keep-out and conclusion: scored as an injection, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    it(`flags the ${lang} reader told to keep the office out, with a conclusion handed to it`, () => {
      const result = injectionScore(`${samples.keepOut[0]} ${samples.keepOut[1]} ${samples.conclusion[0]}`, "");
      expect(result.score).toBeGreaterThanOrEqual(SUSPICIOUS);
      expect(result.reasons).toEqual(expect.arrayContaining([SECRECY_REASON, ROLE_REASON]));
    });
});

describe("keep-out and conclusion: the human senses stay quiet, per language", () => {
  for (const [lang, samples] of Object.entries(SAMPLES))
    for (const text of samples.benign)
      it(`leaves the ${lang} text alone: ${text}`, () => {
        expect(hits(OVERSIGHT_KEEP_OUT, text)).toEqual([]);
        expect(hits(FRAMING_PREMISES, text)).toEqual([]);
        expect(hits(FRAMING_CONCLUSION, text)).toEqual([]);
        expect(injectionScore(text, "").score).toBeLessThan(LOW);
      });
});
