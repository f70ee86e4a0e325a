import { describe, expect, it } from "vitest";
import { type DecisionInput, decide, isUnauthenticated } from "../../shared/trust/decision.js";

const clean: DecisionInput = {
  authentication: { spf: "none", dkim: "none", dmarc: "none", aligned: false },
  onAllowList: false,
  onBlockList: false,
  priorCorrespondence: false,
  hiddenTextFound: false,
  zeroWidthFound: false,
  links: [],
  attachments: [],
  classification: {
    is_spam: 0.05,
    is_phishing: 0.05,
    contains_instructions_to_agent: 0.02,
    requests_credentials_or_payment: 0.05,
    urgency: 0.1,
  },
};
const aligned = { spf: "pass", dkim: "pass", dmarc: "pass", aligned: true };
const with_ = (patch: Partial<DecisionInput>, cls: Partial<DecisionInput["classification"]> = {}): DecisionInput => ({
  ...clean,
  ...patch,
  classification: { ...clean.classification, ...cls },
});

describe("trust decision", () => {
  it("leaves clean mail from a stranger unknown, labelled INBOX and UNREAD, event message.received", () => {
    expect(decide(clean)).toMatchObject({
      level: "unknown",
      labels: ["INBOX", "UNREAD"],
      eventType: "message.received",
    });
  });

  it("makes an allow-listed sender verified only with an aligned DMARC pass", () => {
    expect(decide(with_({ onAllowList: true })).level).toBe("known");
    expect(decide(with_({ onAllowList: true, authentication: { ...aligned, aligned: false } })).level).toBe("known");
    expect(decide(with_({ onAllowList: true, authentication: aligned })).level).toBe("verified");
    expect(decide(with_({ priorCorrespondence: true, authentication: aligned })).level).toBe("verified");
    expect(decide(with_({ authentication: aligned })).level).toBe("unknown");
  });

  it("orders the event: blocked, quarantined, spam, unauthenticated, plain", () => {
    const failing = { spf: "fail", dkim: "fail", dmarc: "fail", aligned: false };
    const everything = with_(
      { onBlockList: true, authentication: failing },
      { contains_instructions_to_agent: 0.95, is_spam: 0.95 },
    );
    expect(decide(everything)).toMatchObject({ eventType: "message.received.blocked", labels: ["BLOCKED"] });
    expect(decide({ ...everything, onBlockList: false })).toMatchObject({
      eventType: "message.received.quarantined",
      level: "quarantined",
      labels: ["QUARANTINE", "UNREAD"],
    });
    expect(decide(with_({ authentication: failing }, { is_spam: 0.95 }))).toMatchObject({
      eventType: "message.received.spam",
      labels: ["SPAM", "UNREAD"],
    });
    expect(decide(with_({ authentication: failing }))).toMatchObject({
      eventType: "message.received.unauthenticated",
      labels: ["INBOX", "UNREAD", "UNAUTHENTICATED"],
      level: "suspicious",
    });
  });

  it("notes a mailing list's DMARC failure instead of warning, still labelled and evented UNAUTHENTICATED", () => {
    const relayed = { spf: "pass", dkim: "fail", dmarc: "fail", aligned: false, listRelay: true };
    const result = decide(with_({ authentication: relayed }));
    expect(result).toMatchObject({
      eventType: "message.received.unauthenticated",
      labels: ["INBOX", "UNREAD", "UNAUTHENTICATED"],
      level: "unknown",
    });
    expect(result.reasons.join("\n")).toMatch(/DMARC fails as mailing-list mail does/);
    expect(result.reasons).not.toContain("Sender authentication failed");
    // The content is judged as usual.
    expect(decide(with_({ authentication: relayed }, { is_phishing: 0.7 })).level).toBe("suspicious");
  });

  it("quarantines prompt injection, phishing and high-risk attachments", () => {
    expect(decide(with_({}, { contains_instructions_to_agent: 0.85 })).level).toBe("quarantined");
    expect(decide(with_({}, { is_phishing: 0.9 })).level).toBe("quarantined");
    expect(decide(with_({ attachments: [{ risk: "high" }] })).level).toBe("quarantined");
    expect(decide(with_({}, { contains_instructions_to_agent: 0.6 })).level).toBe("suspicious");
  });

  it("marks credential requests suspicious unless the sender is authenticated and known", () => {
    expect(decide(with_({}, { requests_credentials_or_payment: 0.9 })).level).toBe("suspicious");
    expect(
      decide(with_({ priorCorrespondence: true, authentication: aligned }, { requests_credentials_or_payment: 0.9 }))
        .level,
    ).toBe("verified");
  });

  it("keeps the score in 0..1, higher for safer mail, and explains itself", () => {
    const safe = decide(with_({ priorCorrespondence: true, authentication: aligned }));
    const risky = decide(
      with_({ links: [{ suspicious: true, display_mismatch: true, shortener: false }] }, { is_phishing: 0.7 }),
    );
    expect(safe.score).toBeGreaterThan(risky.score);
    for (const d of [safe, risky]) {
      expect(d.score).toBeGreaterThanOrEqual(0);
      expect(d.score).toBeLessThanOrEqual(1);
    }
    expect(risky.reasons).toContain("1 suspicious link");
    expect(safe.reasons).toContain("Sender authenticated (DMARC pass, aligned)");
  });

  it("defines unauthenticated as DMARC fail, or SPF and DKIM both failing", () => {
    expect(isUnauthenticated({ spf: "pass", dkim: "pass", dmarc: "fail", aligned: false })).toBe(true);
    expect(isUnauthenticated({ spf: "fail", dkim: "fail", dmarc: "none", aligned: false })).toBe(true);
    expect(isUnauthenticated({ spf: "fail", dkim: "pass", dmarc: "none", aligned: false })).toBe(false);
    expect(isUnauthenticated({ spf: "none", dkim: "none", dmarc: "none", aligned: false })).toBe(false);
  });
});

describe("trust decision: warnings below the labels", () => {
  it("warns on probable bulk mail from 0.6 and labels SPAM only from 0.9", () => {
    expect(decide(with_({}, { is_spam: 0.59 })).level).toBe("unknown");
    const likely = decide(with_({}, { is_spam: 0.6 }));
    expect(likely).toMatchObject({ level: "suspicious", labels: ["INBOX", "UNREAD"], eventType: "message.received" });
    expect(likely.reasons).toContain("Looks like unsolicited bulk mail");
    expect(decide(with_({}, { is_spam: 0.9 })).labels).toEqual(["SPAM", "UNREAD"]);
  });

  it("warns on credential or payment requests from 0.6 unless the sender is known and authenticated", () => {
    expect(decide(with_({}, { requests_credentials_or_payment: 0.6 })).level).toBe("suspicious");
    expect(decide(with_({}, { requests_credentials_or_payment: 0.59 })).level).toBe("unknown");
    const known = with_(
      { priorCorrespondence: true, authentication: aligned },
      { requests_credentials_or_payment: 0.8 },
    );
    expect(decide(known).level).toBe("verified");
  });
});

describe("trust decision: reports about attacks", () => {
  it("warns instead of quarantining when the message reads as a report quoting an attack", () => {
    const reported = decide(
      with_({ reportsOnAttacks: true }, { contains_instructions_to_agent: 0.95, is_phishing: 0.9 }),
    );
    expect(reported.level).toBe("suspicious");
    expect(reported.labels).toEqual(["INBOX", "UNREAD"]);
    expect(reported.reasons).toContain("Quotes instructions aimed at an AI reader (reads as a report about them)");
    const bare = decide(with_({}, { contains_instructions_to_agent: 0.95 }));
    expect(bare.level).toBe("quarantined");
  });

  it("notes, not warns, a credential request the message only reports, unless it carries a link or file to act on", () => {
    const cls = { requests_credentials_or_payment: 0.95 };
    const reported = decide(with_({ reportsOnAttacks: true }, cls));
    expect(reported.level).toBe("unknown");
    expect(reported.reasons).toContain("Describes a request for credentials or payment (reads as a warning about it)");
    expect(decide(with_({}, cls)).reasons).toContain("Asks for credentials or payment");
    const withLink = with_(
      { reportsOnAttacks: true, links: [{ suspicious: true, display_mismatch: false, shortener: false }] },
      cls,
    );
    expect(decide(withLink).reasons).toContain("Asks for credentials or payment");
    expect(decide(with_({ reportsOnAttacks: true, attachments: [{ risk: "medium" }] }, cls)).level).toBe("suspicious");
  });

  it("notes a report from an authenticated sender at any injection score, as it does above the quarantine line", () => {
    for (const score of [0.6, 0.95]) {
      const signed = decide(
        with_({ reportsOnAttacks: true, authentication: aligned }, { contains_instructions_to_agent: score }),
      );
      expect(signed.level).not.toBe("suspicious");
      expect(signed.reasons).toContain(
        "Quotes instructions aimed at an AI reader (reads as a report about them, from an authenticated sender)",
      );
    }
    // Not authenticated, or not a report: warned.
    expect(decide(with_({ reportsOnAttacks: true }, { contains_instructions_to_agent: 0.6 })).level).toBe("suspicious");
    expect(decide(with_({ authentication: aligned }, { contains_instructions_to_agent: 0.6 })).level).toBe(
      "suspicious",
    );
  });

  it("still quarantines a report that carries a high-risk attachment", () => {
    const withAttachment = with_({ reportsOnAttacks: true, attachments: [{ risk: "high" }] }, { is_phishing: 0.9 });
    expect(decide(withAttachment).level).toBe("quarantined");
  });
});

describe("trust decision: an address only hidden text holds", () => {
  it("warns when hidden text holds an address the reader does not see, however few its words", () => {
    expect(decide(with_({ hiddenTextFound: true, hiddenAddresses: 0 })).level).toBe("unknown");
    const warned = decide(with_({ hiddenTextFound: true, hiddenAddresses: 1 }));
    expect(warned.level).toBe("suspicious");
    expect(warned.reasons).toContain("Hidden text holds an address the reader does not see");
  });
});

describe("trust decision: hidden text with words of its own", () => {
  it("warns when hidden text says 15 or more words the reader never sees", () => {
    expect(decide(with_({ hiddenTextFound: true, hiddenNovelWords: 14 })).level).toBe("unknown");
    const warned = decide(with_({ hiddenTextFound: true, hiddenNovelWords: 15 }));
    expect(warned.level).toBe("suspicious");
    expect(warned.reasons).toContain("Hidden text says what the visible text does not (15 words)");
  });
});
