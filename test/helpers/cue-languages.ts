// The forty cue languages the oversight and channel-change concepts were written for (the languages added to the
// agent-cue and payment-cue tables since have none of these concepts yet).
import type { Lang } from "../../shared/trust/lexicon/combinators.js";

export const FORTY_CUE_LANGUAGES = (
  "en de fr es it pt nl sv pl cs ru uk el tr id vi sw hi bn ur ar fa he am th lo ko ja zh km my si ta ne ka yo ha tl " +
  "ar-latn hi-latn"
).split(" ") as Lang[];
