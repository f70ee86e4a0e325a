// Every rule table, in pipeline order: what docs/trust.md's rule table is generated from (scripts/docs-trust.ts).
import {
  AUTHENTICATION_DKIM_RULES,
  AUTHENTICATION_DMARC_END_RULES,
  AUTHENTICATION_DMARC_RULES,
  AUTHENTICATION_SPF_RULES,
  AUTHENTICATION_UNALIGNED_RULES,
} from "./authentication.js";
import { CLASSIFIER_RULES } from "./classifier.js";
import { CONTENT_FINDING_RULES, CONTENT_HIDDEN_RULES, CONTENT_PART_RULES } from "./content.js";
import { DECISION_RULES } from "./decision.js";
import type { Rule } from "./evaluate.js";
import { INJECTION_RULES } from "./injection.js";
import { LINK_HOST_RULES, LINK_LOOKALIKE_RULES, LINK_PATH_RULES, LINK_SCHEME_RULES, LINK_TEXT_RULES } from "./links.js";
import { SENDER_RULES } from "./sender.js";

/** A rule of any stage (its features unknown here: only its id, stage, score, weight and doc are read). */
export type AnyRule = Rule<never>;

export const ALL_RULES: readonly AnyRule[] = [
  ...AUTHENTICATION_SPF_RULES,
  ...AUTHENTICATION_DKIM_RULES,
  ...AUTHENTICATION_DMARC_RULES,
  ...AUTHENTICATION_UNALIGNED_RULES,
  ...AUTHENTICATION_DMARC_END_RULES,
  ...SENDER_RULES,
  ...CONTENT_PART_RULES,
  ...CONTENT_HIDDEN_RULES,
  ...CONTENT_FINDING_RULES,
  ...LINK_SCHEME_RULES,
  ...LINK_HOST_RULES,
  ...LINK_LOOKALIKE_RULES,
  ...LINK_PATH_RULES,
  ...LINK_TEXT_RULES,
  ...CLASSIFIER_RULES,
  ...INJECTION_RULES,
  ...DECISION_RULES,
];
