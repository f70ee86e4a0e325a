// The sender stage's findings as rules: each row states one fact about the From and Reply-To addresses as a reason
// (a note: the sender stage weighs nothing itself; the classifier and the decision read its signals).
import type { Rule } from "./evaluate.js";

/** What the sender rules read, extracted by sender.ts. */
export interface SenderFeatures {
  address: string;
  /** Empty when the From address is missing or unparseable. */
  domain: string;
  /** Addresses the From header names. */
  fromCount: number;
  disposable: boolean;
  freeMail: boolean;
  /** A consumer mail provider (free-mail ones included). */
  consumer: boolean;
  displayName: string;
  /** Addresses the display name shows that are not the sender's. */
  shownAddresses: string[];
  /** Domains the display name names of another organisation than the sender's (when it shows no address). */
  namedDomains: string[];
  /** One of those is this organisation's own. */
  namedOwnDomain: boolean;
  /** The brand or own domain a display name on free-mail or disposable domain claims to be. */
  claimed?: string;
  /** Reply-To domains of another organisation than the sender's. */
  replyElsewhere: string[];
  priorCorrespondence: boolean;
  onAllowList: boolean;
  onBlockList: boolean;
}

type R = Rule<SenderFeatures>;
const note = (row: Omit<R, "stage" | "score" | "weight">): R => ({
  stage: "sender",
  score: "note",
  weight: "note",
  ...row,
});

export const SENDER_RULES: readonly R[] = [
  note({
    id: "sender.no_address",
    when: (f) => !f.domain,
    reason: "From address is missing or could not be parsed",
    doc: "No From address, or none that parses.",
  }),
  note({
    id: "sender.several_from",
    when: (f) => f.fromCount > 1,
    reason: "From header names more than one address",
    doc: "The From header names more than one address.",
  }),
  note({
    id: "sender.disposable",
    when: (f) => f.disposable,
    reason: (f) => `Sender domain ${f.domain} is a disposable email service`,
    doc: "The domain (or a parent) is on the disposable-domain lists.",
  }),
  note({
    id: "sender.free_mail",
    when: (f) => !f.disposable && f.freeMail,
    reason: (f) => `Sender domain ${f.domain} is a free email provider`,
    doc: "A big free-mail provider (email-providers' common list).",
  }),
  note({
    id: "sender.consumer",
    when: (f) => !f.disposable && !f.freeMail && f.consumer,
    reason: (f) => `Sender domain ${f.domain} is a consumer email provider`,
    doc: "Another consumer mail provider.",
  }),
  note({
    id: "sender.name_shows_address",
    when: (f) => f.shownAddresses.length > 0,
    reason: (f) => `Display name shows the address ${f.shownAddresses.join(", ")}, but the mail is from ${f.address}`,
    doc: "The display name shows another address than the sender's.",
  }),
  note({
    id: "sender.name_names_domain",
    when: (f) => f.namedDomains.length > 0,
    reason: (f) =>
      `Display name names ${f.namedDomains.join(", ")}${f.namedOwnDomain ? " (one of this organization's domains)" : ""}, but the mail is from ${f.domain}`,
    doc: "The display name names another organisation's domain (and shows no address).",
  }),
  note({
    id: "sender.name_claims",
    when: (f) => f.claimed !== undefined,
    reason: (f) =>
      `Display name "${f.displayName}" suggests ${f.claimed}, but the address is on ${f.disposable ? "a disposable" : "a free"} email domain ${f.domain}`,
    doc: "On a free-mail or disposable domain, the display name claims a brand or this organisation.",
  }),
  note({
    id: "sender.reply_elsewhere",
    when: (f) => f.replyElsewhere.length > 0,
    reason: (f) => `Reply-To goes to ${f.replyElsewhere.join(", ")}, a different domain than ${f.domain}`,
    doc: "Reply-To goes to another organisation's domain.",
  }),
  note({
    id: "sender.prior_correspondence",
    when: (f) => f.priorCorrespondence,
    reason: "This inbox has written to the sender before",
    doc: "Every send records its recipients.",
  }),
  note({
    id: "sender.block_list",
    when: (f) => f.onBlockList,
    reason: "Sender is on a receive block list",
    doc: "A receive block entry at any level matches.",
  }),
  note({
    id: "sender.allow_list",
    when: (f) => f.onAllowList,
    reason: "Sender is on a receive allow list",
    doc: "A receive allow entry at any level matches.",
  }),
];
