// The trust report attached to every inbound message. This first version records the sender and list verdicts
// and leaves the level at `unknown`; the authentication, content, link, attachment and classifier stages
// replace it with their findings.

import type { TrustReport } from "./types.js";

export type { TrustLevel, TrustReport } from "./types.js";

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
