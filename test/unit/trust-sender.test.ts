// Sender signals: free-mail and disposable domains, display-name spoofing, Reply-To elsewhere, normalisation.
import { describe, expect, it } from "vitest";
import { analyzeSender, isDisposable, isFreeMailDomain, type SenderInput } from "../../shared/trust/sender.js";

const base = { onAllowList: false, onBlockList: false, priorCorrespondence: false };
const analyze = (input: Partial<SenderInput> & { from: string }) => analyzeSender({ ...base, ...input });

describe("analyzeSender", () => {
  it("flags a free-mail provider", () => {
    const result = analyze({ from: "Jane Doe <jane.doe@gmail.com>" });
    expect(result).toMatchObject({
      address: "jane.doe@gmail.com",
      domain: "gmail.com",
      free_mail_provider: true,
      disposable: false,
    });
    expect(result.reasons).toContain("Sender domain gmail.com is a free email provider");
  });

  it("does not flag a company domain (nor example.com, which the provider list wrongly includes)", () => {
    for (const from of ["Ops <ops@acme-widgets.io>", "Alice <alice@example.com>"]) {
      const result = analyze({ from });
      expect(result.free_mail_provider).toBe(false);
      expect(result.disposable).toBe(false);
      expect(result.reasons).toEqual([]);
    }
  });

  it("flags a disposable domain before the free-mail check", () => {
    const result = analyze({ from: "temp@mailinator.com" });
    expect(result).toMatchObject({ domain: "mailinator.com", disposable: true, free_mail_provider: false });
    expect(result.reasons).toContain("Sender domain mailinator.com is a disposable email service");
    expect(isDisposable("Sub.Mailinator.com")).toBe(true);
    expect(isFreeMailDomain("mailinator.com")).toBe(false);
    expect(isFreeMailDomain("GMAIL.com")).toBe(true);
  });

  it("flags a display name that shows a different address", () => {
    const result = analyze({ from: '"PayPal <service@paypal.com>" <attacker@evil.xyz>' });
    expect(result.address).toBe("attacker@evil.xyz");
    expect(result.reasons).toContain(
      "Display name shows the address service@paypal.com, but the mail is from attacker@evil.xyz",
    );
  });

  it("flags a display name that names another domain, but not the sender's own", () => {
    const spoof = analyze({ from: "paypal.com Billing <billing@pay-pal-secure.xyz>" });
    expect(spoof.reasons).toContain("Display name names paypal.com, but the mail is from pay-pal-secure.xyz");
    const genuine = analyze({ from: "Booking.com <noreply@mailer.booking.com>" });
    expect(genuine.reasons).toEqual([]);
    const same = analyze({ from: "alice@example.com <alice@example.com>" });
    expect(same.reasons).toEqual([]);
  });

  it("flags a brand or own organization in the display name of free mail, homoglyphs included", () => {
    const brand = analyze({ from: "PayPal Support <paypal.support.team@gmail.com>" });
    expect(brand.reasons).toContain(
      'Display name "PayPal Support" suggests PayPal, but the address is on a free email domain gmail.com',
    );
    // Cyrillic "а" in "PаyPal".
    const homoglyph = analyze({ from: "P\u0430yPal Security <alerts@outlook.com>" });
    expect(homoglyph.reasons.some((r) => r.includes("suggests PayPal"))).toBe(true);

    const own = analyze({ from: "Acme IT Helpdesk <acme.helpdesk@outlook.com>", ownDomains: ["acme.com"] });
    expect(own.reasons).toContain(
      'Display name "Acme IT Helpdesk" suggests acme.com, but the address is on a free email domain outlook.com',
    );
    const colleague = analyze({ from: "Acme IT Helpdesk <it@acme.com>", ownDomains: ["acme.com"] });
    expect(colleague.reasons).toEqual([]);
    const person = analyze({ from: "Jane Doe <jane.doe@gmail.com>", ownDomains: ["acme.com"] });
    expect(person.reasons.some((r) => r.includes("suggests"))).toBe(false);
  });

  it("flags a Reply-To on a different registrable domain", () => {
    const elsewhere = analyze({ from: "ceo@example.com", replyTo: ["CEO <ceo.private@other-mail.net>"] });
    expect(elsewhere.reasons).toContain("Reply-To goes to other-mail.net, a different domain than example.com");
    const sameOrg = analyze({ from: "ceo@example.com", replyTo: ["support@help.example.com", "ceo@Example.com"] });
    expect(sameOrg.reasons).toEqual([]);
  });

  it("normalises case and internationalised domains", () => {
    const result = analyze({ from: "Jürgen <Juergen@BÜCHER.de>" });
    expect(result.address).toBe("juergen@xn--bcher-kva.de");
    expect(result.domain).toBe("xn--bcher-kva.de");
    const upper = analyze({ from: "Someone <X@Y.com>", fromAddress: "Jane.Doe@GMAIL.COM" });
    expect(upper).toMatchObject({ address: "jane.doe@gmail.com", domain: "gmail.com", free_mail_provider: true });
  });

  it("records prior correspondence and list membership", () => {
    const result = analyzeSender({
      from: "partner@example.com",
      onAllowList: true,
      onBlockList: false,
      priorCorrespondence: true,
    });
    expect(result).toMatchObject({ prior_correspondence: true, on_allow_list: true, on_block_list: false });
    expect(result.reasons).toEqual([
      "This inbox has written to the sender before",
      "Sender is on a receive allow list",
    ]);
    const blocked = analyze({ from: "spam@example.com", onBlockList: true });
    expect(blocked.reasons).toEqual(["Sender is on a receive block list"]);
  });

  it("reports a missing or doubled From address", () => {
    expect(analyze({ from: "" })).toMatchObject({ address: "", domain: "" });
    expect(analyze({ from: "" }).reasons).toContain("From address is missing or could not be parsed");
    expect(analyze({ from: "a@example.com, b@example.org" }).reasons).toContain(
      "From header names more than one address",
    );
  });
});
