// Every rule table, in pipeline order: what docs/trust.md's rule table is generated from (scripts/docs-trust.ts).
import {
  ATTACHMENT_ARCHIVE_RULES,
  ATTACHMENT_ENTRY_PART_RULES,
  ATTACHMENT_ENTRY_RULES,
  ATTACHMENT_FAILURE_RULES,
  ATTACHMENT_KIND_RULES,
  ATTACHMENT_NAME_RULES,
  ATTACHMENT_OLE_RULES,
  ATTACHMENT_RULES,
  ATTACHMENT_TEXT_RULES,
} from "./attachments.js";
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
import {
  LINK_HOST_RULES,
  LINK_LOOKALIKE_RULES,
  LINK_PATH_RULES,
  LINK_REDIRECT_RULES,
  LINK_SCHEME_RULES,
  LINK_TEXT_RULES,
} from "./links.js";
import { SENDER_RULES } from "./sender.js";

/** A rule of any stage (its features unknown here: only its id, stage, score, weight and doc are read; a verdict
 * weight is the decision's verdict or the attachment stage's risk level). */
export type AnyRule = Rule<never, string>;

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
  ...LINK_REDIRECT_RULES,
  ...ATTACHMENT_NAME_RULES,
  ...ATTACHMENT_RULES,
  ...ATTACHMENT_ARCHIVE_RULES,
  ...ATTACHMENT_ENTRY_PART_RULES,
  ...ATTACHMENT_ENTRY_RULES,
  ...ATTACHMENT_OLE_RULES,
  ...ATTACHMENT_KIND_RULES,
  ...ATTACHMENT_TEXT_RULES,
  ...ATTACHMENT_FAILURE_RULES,
  ...CLASSIFIER_RULES,
  ...INJECTION_RULES,
  ...DECISION_RULES,
];
