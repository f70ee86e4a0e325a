// The prompt-injection score as rules: each phrase-class feature weighs once in the visible text and 1.6× in the
// hidden text (score sums "visible" and "hidden"), and co-occurrences add to "interaction". injection.ts sums them
// from the bias through a logistic, discounts a report quoting attacks and caps an ordinary request.
import type { Rule } from "./evaluate.js";

/** The feature classes the injection scan counts (phrase tables of lexicon/injection.ts and pattern checks). */
export type InjectionFeature =
  | "override_strong"
  | "override_medium"
  | "override_weak"
  | "role_strong"
  | "role"
  | "addressing"
  | "directive"
  | "action_sensitive"
  | "action_generic"
  | "addressed_request"
  | "secrecy"
  | "marker_template"
  | "marker_line"
  | "marker_dialogue"
  | "encoded_payload"
  | "obfuscation";

/** What the injection rules read: each feature's saturated count, visible and hidden, and the co-occurrences. */
export interface InjectionFeatures {
  /** First hit counts fully, further ones 35 % each (up to three more); a quoted hit counts as a fraction of one. */
  visible: Record<InjectionFeature, number>;
  hidden: Record<InjectionFeature, number>;
  /** Hidden text that speaks to an AI at all, or commands, or names an address the reader never sees. */
  hiddenCore: boolean;
  /** Hidden text holds an address that neither the visible text nor the message's recipients hold: where a hidden
   * instruction sends what it asks for, in whatever language it is written. */
  hiddenAddress: boolean;
  /** Hidden text that speaks to an AI reader and tells it to do something. */
  hiddenAddressed: boolean;
  /** How present two classes are together, 0..1 (the weaker of the two; quoted phrases only partly). */
  addressingOverride: number;
  addressingSensitive: number;
  overrideAction: number;
  secrecyAction: number;
  markersAroundInstructions: number;
  addressedAct: number;
  /** Command classes (CORE) present with at least 0.9 of a hit, visible and hidden together. */
  coreClasses: number;
}

export const INJECTION_BIAS = -4.2;
/** Hidden text is written for machines only: its features weigh more. */
export const HIDDEN_MULTIPLIER = 1.6;

/** Hand-set log-odds per feature class: [feature, weight, reason, why]. */
const FEATURE_WEIGHTS: ReadonlyArray<[InjectionFeature, number, string, string]> = [
  [
    "override_strong",
    3.8,
    "asks to ignore all previous instructions",
    '"Ignore all (your) previous instructions": almost never written by one person to another.',
  ],
  [
    "override_medium",
    2.6,
    "asks to ignore previous instructions",
    '"Ignore previous instructions": strong, but also a (rare) human correction.',
  ],
  [
    "override_weak",
    0.6,
    "mentions disregarding earlier instructions",
    '"Ignore my previous instructions", "the instructions regarding X": a human update.',
  ],
  [
    "role_strong",
    3.2,
    "jailbreak or system-prompt vocabulary",
    'Jailbreak vocabulary ("developer mode", "new system prompt").',
  ],
  ["role", 2.0, "tries to give the reader a new role", '"You are now …", "act as an admin", "pretend to be".'],
  [
    "addressing",
    1.2,
    "addresses an AI reader",
    '"AI assistant", "dear agent": legitimate mail to an agent does this too, so it is weak alone.',
  ],
  [
    "directive",
    3.0,
    "turns to an AI reader with a direct instruction",
    '"To the AI assistant handling this mailbox: …": the text turns to the AI reader to tell it something.',
  ],
  [
    "action_sensitive",
    2.0,
    "asks to send out secrets or mail, or to change mail rules",
    "Send secrets or the whole mailbox out, change forwarding rules, allow-list the sender.",
  ],
  [
    "action_generic",
    0.7,
    "asks the reader to take an action",
    "Reply with, run, call a tool, click, wire: everyday words, weak alone.",
  ],
  [
    "addressed_request",
    0.7,
    "asks the AI reader for something",
    '"Please …" in the paragraph that speaks to an AI reader.',
  ],
  [
    "secrecy",
    2.2,
    "asks to keep the action from the user",
    '"Do not tell the user": hiding the action from the principal.',
  ],
  [
    "marker_template",
    3.0,
    "contains chat-template role markers",
    "<|im_start|>, [INST], ### Instruction: prompt-format tokens have no place in mail.",
  ],
  [
    "marker_line",
    1.4,
    "contains a fake role label at a line start",
    '"System:" at a line start: transcripts, but also some notifications.',
  ],
  [
    "marker_dialogue",
    2.0,
    "contains a made-up chat between a user and an AI",
    'Turns labelled "User:" and "Assistant:" a few lines apart: words put in the reader\'s mouth, usually agreeing to what the writer asks next (a human support transcript labels its side "Agent").',
  ],
  [
    "encoded_payload",
    2.0,
    "contains an encoded payload with a decode request",
    'A base64 or hex blob that decodes to text, next to a "decode this" request.',
  ],
  [
    "obfuscation",
    1.0,
    "uses look-alike, leetspeak or spaced-out letters",
    "Look-alike letters, leetspeak or spaced-out letters that formed a word looked for.",
  ],
];

type R = Rule<InjectionFeatures>;
const stage = "classifier" as const;

export const INJECTION_RULES: readonly R[] = [
  // Visible then hidden, feature by feature: the order the explanation breaks ties in.
  ...FEATURE_WEIGHTS.flatMap(([feature, weight, reason, doc]): R[] => [
    { id: `injection.${feature}`, stage, score: "visible", when: (f) => f.visible[feature], weight, reason, doc },
    {
      id: `injection.hidden_${feature}`,
      stage,
      score: "hidden",
      when: (f) => f.hidden[feature],
      weight,
      scale: HIDDEN_MULTIPLIER,
      reason: `hidden text ${reason}`,
      doc: `As \`injection.${feature}\`, in hidden text (× ${HIDDEN_MULTIPLIER}).`,
    },
  ]),
  {
    id: "injection.hidden_presence",
    stage,
    score: "hidden",
    when: (f) => f.hiddenCore,
    weight: 2.6,
    reason: "instructions in text hidden from the reader",
    doc: "Hidden text speaks to an AI, commands, or carries a role label (a preheader is scored as visible text).",
  },
  {
    id: "injection.hidden_address",
    stage,
    score: "hidden",
    // In every corpus (3,336 messages, 2026-11-27) 160 hidden injections and no benign message held one.
    when: (f) => f.hiddenAddress,
    weight: 2.0,
    reason: "hidden text names an address to send to",
    doc: "Hidden text holds an e-mail address the reader never sees (not a recipient's): where a hidden instruction sends what it asks for, in any language.",
  },
  // Co-occurrence over both parts: the combinations that make an instruction an attack.
  {
    id: "injection.addressing_override",
    stage,
    score: "interaction",
    when: (f) => f.addressingOverride,
    weight: 1.5,
    reason: "speaks to an AI and overrides its instructions",
    doc: "Addresses an AI reader and overrides its instructions or gives it a role.",
  },
  {
    id: "injection.addressing_sensitive",
    stage,
    score: "interaction",
    when: (f) => f.addressingSensitive,
    weight: 1.2,
    reason: "speaks to an AI and asks for a sensitive action",
    doc: "Addresses an AI reader and asks for a sensitive action.",
  },
  {
    id: "injection.override_action",
    stage,
    score: "interaction",
    when: (f) => f.overrideAction,
    weight: 1.5,
    reason: "overrides instructions and asks for an action",
    doc: "Overrides instructions (or gives a role) and asks for an action.",
  },
  {
    id: "injection.secret_action",
    stage,
    score: "interaction",
    when: (f) => f.secrecyAction,
    weight: 1.0,
    reason: "asks for an action kept from the user",
    doc: "Asks to keep an action or an override from the user.",
  },
  {
    id: "injection.markers_around",
    stage,
    score: "interaction",
    when: (f) => f.markersAroundInstructions,
    weight: 1.0,
    reason: "role markers around instructions",
    doc: "Role markers around an override, a role or a sensitive action.",
  },
  {
    id: "injection.hidden_addressed",
    stage,
    score: "interaction",
    // No legitimate sender hides that.
    when: (f) => f.hiddenAddressed,
    weight: 1.5,
    reason: "hidden text gives an AI reader an instruction",
    doc: "Hidden text speaks to an AI reader and tells it to do something.",
  },
  {
    id: "injection.addressed_act",
    stage,
    score: "interaction",
    // Whatever the action: the decision lets it through for a known, authenticated sender (the agent's own people).
    when: (f) => f.addressedAct,
    weight: 2.3,
    reason: "speaks to an AI and asks it to act",
    doc: "Speaks to an AI reader and asks it to act.",
  },
  {
    id: "injection.core_classes",
    stage,
    score: "interaction",
    when: (f) => f.coreClasses >= 3,
    weight: 0.8,
    doc: "Three or more command classes present (silent: not a reason of its own).",
  },
];
