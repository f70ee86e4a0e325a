// Quoted history removed from a message's text (extracted_text): by email-reply-parser, which for long texts reads
// only the head (shared/mime/parse.ts explains why).
import { describe, expect, it } from "vitest";
import { stripQuotedText } from "../../shared/mime/parse.js";

const filler = (lines: number) =>
  Array.from({ length: lines }, (_, i) => `Line ${i} of the figures we talked about on Monday.`).join("\n");

describe("stripQuotedText", () => {
  it("keeps the reply above the quote header and the quoted lines", () => {
    const text =
      "Sounds good, see you then.\n\nOn Mon, 2 Nov 2026 at 10:00, Ann <ann@example.com> wrote:\n> Lunch on Friday?";
    expect(stripQuotedText(text)).toBe("Sounds good, see you then.");
  });

  it("finds the quote header in the head of a long text and drops the long history below it", () => {
    const text = `Short answer: yes.\n\nOn Mon, 2 Nov 2026 at 10:00, Ann <ann@example.com> wrote:\n${filler(2000)
      .split("\n")
      .map((line) => `> ${line}`)
      .join("\n")}`;
    expect(text.length).toBeGreaterThan(50_000);
    expect(stripQuotedText(text)).toBe("Short answer: yes.");
  });

  it("keeps all of a long text without quoted history in its head", () => {
    const text = `${filler(2000)}\n`;
    expect(stripQuotedText(text)).toBe(text.trim());
  });
});
