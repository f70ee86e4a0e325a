// The trust report's parts, one per stage of the pipeline. Each stage is a pure function over the parsed
// message plus context; shared/trust/pipeline.ts assembles them and decision.ts decides the level.
import type { ClassificationResult } from "../ports/classifier.js";

export type TrustLevel = "verified" | "known" | "unknown" | "suspicious" | "quarantined";

/** SPF, DKIM and DMARC results as mailauth words them (pass, fail, softfail, neutral, none, temperror, permerror, policy). */
export interface AuthenticationResult {
  spf: string;
  dkim: string;
  dmarc: string;
  /** DMARC alignment: an SPF or DKIM pass whose domain aligns with the From domain (relaxed or strict per policy). */
  aligned: boolean;
  /** Signing domains of passing DKIM signatures, and the SPF-checked envelope domain (for explanations). */
  dkimDomains?: string[];
  spfDomain?: string;
  /** DMARC failed only the way mailing-list mail fails it: a List-Id, SPF passing for the list's own domain, and the
   * author's DKIM signature broken in the body (the list added a footer or a subject tag). */
  listRelay?: boolean;
  reasons: string[];
}

export interface SenderResult {
  address: string;
  domain: string;
  prior_correspondence: boolean;
  on_allow_list: boolean;
  on_block_list: boolean;
  free_mail_provider: boolean;
  /** Extra signals (not in the spec's object, kept out of the API view): disposable domain, display-name spoofing. */
  disposable?: boolean;
  /** Replies go to another organisation's domain than the From address. */
  replyElsewhere?: boolean;
  reasons: string[];
}

/** Kinds of content segments. `visible`: what a person sees; `hidden`: present but not rendered (with why);
 * `quoted`: quoted earlier messages; `comment`: HTML comments; `invisible_characters`: zero-width, bidi or tag
 * characters (decoded tag text included); `attribute`: alt/title text that is not body text. */
export type SegmentKind = "visible" | "hidden" | "quoted" | "comment" | "invisible_characters" | "attribute";

export interface Segment {
  kind: SegmentKind;
  text: string;
  /** For hidden segments: display_none, visibility_hidden, zero_font, zero_opacity, same_color, off_screen,
   * hidden_attribute, collapsed, template, noscript, mso_hide. */
  reason?: string;
}

export interface ContentResult {
  /** Agent-safe text: what a person would see, hidden content and invisible characters removed. */
  text: string;
  /** Sanitized HTML with hidden content removed (no scripts, handlers, remote-loading tricks). */
  html?: string;
  segments: Segment[];
  hidden_text_found: boolean;
  zero_width_found: boolean;
  tracking_pixels: number;
  reasons: string[];
}

export interface LinkResult {
  href: string;
  text: string;
  final_url?: string;
  domain: string;
  display_mismatch: boolean;
  shortener: boolean;
  suspicious: boolean;
  reasons: string[];
}

export type AttachmentRisk = "none" | "low" | "medium" | "high";

export interface AttachmentTrust {
  attachment_id?: string;
  filename?: string;
  content_type?: string;
  /** The type the bytes actually are (magic bytes), when known. */
  detected_type?: string;
  risk: AttachmentRisk;
  reasons: string[];
  extracted_text?: string;
}

export interface TrustReport {
  level: TrustLevel;
  score: number;
  authentication: { spf: string; dkim: string; dmarc: string; aligned: boolean };
  sender: {
    address: string;
    domain: string;
    prior_correspondence: boolean;
    on_allow_list: boolean;
    on_block_list: boolean;
    free_mail_provider: boolean;
  };
  content: {
    text: string;
    html?: string;
    segments: Array<{ kind: string; text: string }>;
    hidden_text_found: boolean;
    zero_width_found: boolean;
    tracking_pixels: number;
  };
  links: Array<Omit<LinkResult, never>>;
  attachments: AttachmentTrust[];
  classification?: Omit<ClassificationResult, "reasons">;
  reasons: string[];
  computed_at: string;
}
