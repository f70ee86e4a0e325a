// The trust report attached to every inbound message. This first version records the sender and list verdicts
// and leaves the level at `unknown`; the authentication, content, link, attachment and classifier stages
// replace it with their findings.

export type TrustLevel = "verified" | "known" | "unknown" | "suspicious" | "quarantined";

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
  links: Array<Record<string, unknown>>;
  attachments: Array<Record<string, unknown>>;
  reasons: string[];
  computed_at: string;
}

export interface TrustInput {
  fromAddress: string;
  text: string;
  onAllowList: boolean;
  onBlockList: boolean;
  priorCorrespondence: boolean;
  now: Date;
}

export function basicTrustReport(input: TrustInput): TrustReport {
  const domain = input.fromAddress.split("@")[1] ?? "";
  const reasons = ["Sender authentication was not evaluated"];
  if (input.onBlockList) reasons.unshift("Sender is on a receive block list");
  else if (input.onAllowList) reasons.unshift("Sender is on a receive allow list");
  if (input.priorCorrespondence) reasons.push("This inbox has written to the sender before");
  return {
    level: input.onBlockList ? "suspicious" : "unknown",
    score: input.onBlockList ? 0.2 : 0.5,
    authentication: { spf: "none", dkim: "none", dmarc: "none", aligned: false },
    sender: {
      address: input.fromAddress,
      domain,
      prior_correspondence: input.priorCorrespondence,
      on_allow_list: input.onAllowList,
      on_block_list: input.onBlockList,
      free_mail_provider: false,
    },
    content: {
      text: input.text,
      segments: input.text ? [{ kind: "visible", text: input.text }] : [],
      hidden_text_found: false,
      zero_width_found: false,
      tracking_pixels: 0,
    },
    links: [],
    attachments: [],
    reasons,
    computed_at: input.now.toISOString(),
  };
}
