// The forty cue languages the oversight and channel-change concepts were written for (the languages added to the
// agent-cue and payment-cue tables since have none of these concepts yet).
import { CUE_OVERRIDE_FRAME } from "../../shared/trust/lexicon/agent-cues.js";
import type { Lang } from "../../shared/trust/lexicon/combinators.js";

export const FORTY_CUE_LANGUAGES = (
  "en de fr es it pt nl sv pl cs ru uk el tr id vi sw hi bn ur ar fa he am th lo ko ja zh km my si ta ne ka yo ha tl " +
  "ar-latn hi-latn"
).split(" ") as Lang[];

/** All 75 cue languages: the keys of agent-cues.ts's CUE_OVERRIDE_FRAME less its script-wide rows (every concept
 * written per language covers exactly these, and its test checks that). */
export const CUE_LANGUAGES: string[] = Object.keys(CUE_OVERRIDE_FRAME).filter(
  (lang) => lang !== "any" && lang !== "any_unspaced",
);
