// The classifier stage of the trust layer behind a port: the local rule/feature backend by default, an Amazon
// Bedrock backend on AWS when configured; its cache (shared/trust/classification-cache.ts) keys results by a hash of
// the exact input plus the backend and its model version, so a changed model never serves stale verdicts.

/** What the classifier sees: the agent-safe text, the hidden text kept apart, and the other stages' signals. */
export interface ClassifierInput {
  subject: string;
  /** Agent-safe visible text (hidden content and invisible characters removed). */
  text: string;
  /** Hidden + comment + attribute + decoded tag text, joined. */
  hiddenText: string;
  /** Text extracted from attachments (text-like files, PDFs): the agent reads it too. */
  attachmentText?: string;
  /** The From header as received (display name and address). */
  from: string;
  signals: ClassifierSignals;
}

export interface ClassifierSignals {
  authFailed: boolean;
  aligned: boolean;
  suspiciousLinks: number;
  displayMismatches: number;
  shorteners: number;
  riskyAttachments: number;
  highRiskAttachments: number;
  hiddenTextFound: boolean;
  zeroWidthFound: boolean;
  freeMail: boolean;
  priorCorrespondence: boolean;
  linkCount: number;
  /** The HTML holds a password field or a form that posts somewhere. */
  credentialForm?: boolean;
  /** Links whose site is not the sender's own. */
  offDomainLinks?: number;
  /** The sender's registrable domain is named for signing in or a help desk ("brand-login", "brand-support":
   * sender.ts). */
  signInDomain?: boolean;
  /** Replies go to another organisation's domain than the From address. */
  replyToElsewhere?: boolean;
  /** Of those, links to what reads as a sign-in, verification or unlock page (by the words of the URL). */
  offDomainLoginLinks?: number;
  /** Links that carry one of the message's addressees (a pre-filled sign-in), other than subscription links and,
   * for an authenticated sender, links to its own site. */
  recipientLinks?: number;
  /** Links to an app-authorisation (OAuth consent) page that asks for access to mail, files or the account's users. */
  consentLinks?: number;
  /** Addresses the hidden text holds that neither the visible text nor the message's recipients hold. */
  hiddenAddresses?: number;
  /** The organisation the mail names ("Hallbrook & Meyer") that the sender's or a link's domain imitates
   * ("hallbrookrneyer.example"). */
  imitatedName?: string;
}

/** A classification before caching fields are added. */
export type ClassifierOutput = Omit<ClassificationResult, "input_hash" | "cached">;

export interface Classifier {
  readonly backend: string;
  /** Bumped whenever rules, lexicons or weights change; part of the cache key. Defaults to "1". */
  readonly modelVersion?: string;
  classify(input: ClassifierInput): Promise<ClassifierOutput>;
}

/** A classifier whose results carry `input_hash` and `cached`. */
export interface CachedClassifier {
  readonly backend: string;
  classify(input: ClassifierInput): Promise<ClassificationResult>;
}

export interface ClassificationCache {
  get(hash: string): Promise<ClassifierOutput | undefined>;
  put(hash: string, value: ClassifierOutput): Promise<void>;
}

/** JSON with object keys sorted at every level, so equal inputs hash equally whatever their key order. */

/** Message categories the classifier assigns (a list, so stored and model answers can be checked against it). */
export const CATEGORIES = [
  "personal",
  "business",
  "transactional",
  "newsletter",
  "marketing",
  "notification",
  "security",
  "calendar",
  "spam",
  "phishing",
  "other",
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface ClassificationResult {
  is_spam: number;
  is_phishing: number;
  contains_instructions_to_agent: number;
  requests_credentials_or_payment: number;
  urgency: number;
  category: Category;
  language: string;
  backend: string;
  input_hash: string;
  cached: boolean;
  reasons: string[];
}
