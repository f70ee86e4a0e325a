// Quoted history removed from a message's text (extracted_text): by email-reply-parser, which for long texts reads
// only the head, and is skipped for texts with none of its markers (shared/mime/parse.ts explains both).
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import EmailReplyParser from "email-reply-parser";
import { simpleParser } from "mailparser";
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

// One line of each kind email-reply-parser 2.3.9 recognises (the examples of its own pattern list). The fast path
// (no marker: the text minus each line's trailing space) must give the parser's answer, so each of these must count
// as a marker.
const PARSER_LINES = [
  "On Mon, 2 Nov 2026 at 10:00, Ann <ann@example.com> wrote:",
  "Le lun. 2 nov. 2026 à 10:00, Ann <ann@example.com> a écrit :",
  "El lun, 2 nov 2026 a las 10:00, Ann <ann@example.com> escribió:",
  "Il giorno lun 2 nov 2026 alle 10:00 Ann <ann@example.com> ha scritto:",
  "Em seg., 2 de nov. de 2026 às 10:00, Ann <ann@example.com> escreveu:",
  "Am 02.11.2026 um 10:00 schrieb Ann <ann@example.com>:",
  "Op ma 2 nov. 2026 om 10:00 schreef Ann <ann@example.com>:",
  "W dniu 2.11.2026 o 10:00, Ann <ann@example.com> pisze:",
  "Dnia 2.11.2026 Ann <ann@example.com> napisał:",
  "Den 2 nov. 2026 kl. 10:00 skrev Ann <ann@example.com>:",
  "pe 2. marrask. 2026 klo 10.00 Ann <ann@example.com> kirjoitti:",
  "ср, 2 нояб. 2026 г. в 10:00, Ann <ann@example.com>:",
  "在 2026年11月2日 10:00, Ann 写道：",
  "2026. 11. 2. 오전 10:00, Ann 작성:",
  "2026/11/02 10:00、Ann のメッセージ:",
  "Ann <ann@example.com> schrieb:",
  "Ann on Monday at 10:00 wrote:",
  "From: Ann <ann@example.com>",
  "Von: Ann <ann@example.com>",
  "De : Ann <ann@example.com>",
  "Van: Ann <ann@example.com>",
  "Da: Ann <ann@example.com>",
  "2026-11-02 10:00 GMT+01:00 Ann <ann@example.com>:",
  "man. 2. nov. 2026 skrev Ann <ann@example.com>:",
  '02.11.2026 10:00 Ann "ann" <ann@example.com>:',
  '10:00, 2026, Ann "ann" <ann@example.com>:',
  "Mon 2 Nov 2026 from Ann <ann@example.com>:",
  "-----Original Message-----",
  "-----Oprindelig besked-----",
  "-----Message d'origine-----",
  "-----Ursprüngliche Nachricht-----",
  "--",
  "__",
  "-- ",
  "++",
  "==",
  "________________________________",
  "Sent from my iPhone",
  "Get Outlook for iOS",
  "Cheers,",
  "Best wishes,",
  "Kind regards,",
  "Von meinem iPhone gesendet",
  "Gesendet von Mail für Windows",
  "Sendt fra min iPhone",
  "Envoyé depuis mon iPhone",
  "Envoyé de mon iPad",
  "Envoyé à partir de Outlook",
  "Télécharger Outlook pour iOS",
  "Bien à vous,",
  "Bien cordialement,",
  "Bonne journée!",
  "Enviado desde mi iPhone",
  "In data 2 nov 2026, Ann <ann@example.com> ha scritto:",
  "Verzonden vanaf mijn iPhone",
  "Verstuurd vanaf mijn iPad",
  "> quoted line",
];

const parser = (text: string) => new EmailReplyParser().parseReply(text).trim();

describe("stripQuotedText gives email-reply-parser's answer", () => {
  it.each(PARSER_LINES)("with the line %j", (line) => {
    for (const text of [
      `Reply line one.\nReply line two.  \n\n${line}\nThe part below.\n> quoted`,
      `Reply line one.\n${line}\nMore words after it.`,
      `${line}\nThe part below.`,
    ])
      expect(stripQuotedText(text)).toBe(parser(text));
    // The parser does act on each of these lines (so the comparison above tests the screen).
    const text = `Reply line one.\n\n${line}\nThe part below.\n> quoted`;
    expect(parser(text)).not.toBe(text.replace(/[ \t]+$/gm, "").trim());
  });

  it("on every text part of the fixture mail, as sent and with CRLF and trailing spaces", async () => {
    const root = fileURLToPath(new URL("../fixtures/", import.meta.url));
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith(".eml"));
    expect(files.length).toBeGreaterThan(1500);
    let unmarked = 0;
    for (const file of files) {
      const { text } = await simpleParser(await readFile(join(root, file)), { skipHtmlToText: true });
      if (!text) continue;
      for (const variant of [text, text.replace(/\n/g, " \r\n"), `\n\n${text}~~\n`]) {
        if (variant.length > 16_384) continue;
        expect(stripQuotedText(variant), file).toBe(parser(variant));
      }
      if (!/wrote|regards|^>|^--/im.test(text)) unmarked++;
    }
    expect(unmarked).toBeGreaterThan(500);
  }, 60_000);
});
