// The attachment stage's rule rows (shared/trust/rules/attachments.ts): every row fires on a sample of its features
// with its risk level, and the rows reach the report from files built in code. Removing a row, adding one without a
// sample here, or changing a row's level fails.
import { gzipSync } from "node:zlib";
import CFB from "cfb";
import { describe, expect, it } from "vitest";
import { type AttachmentPart, analyzeAttachments } from "../../shared/trust/attachments.js";
import {
  type ArchiveFeatures,
  ATTACHMENT_ARCHIVE_RULES,
  ATTACHMENT_ENTRY_PART_RULES,
  ATTACHMENT_ENTRY_RULES,
  ATTACHMENT_FAILURE_RULES,
  ATTACHMENT_KIND_RULES,
  ATTACHMENT_NAME_RULES,
  ATTACHMENT_OLE_RULES,
  ATTACHMENT_RULES,
  ATTACHMENT_TEXT_RULES,
  type AttachmentFeatures,
  type KindFeatures,
  type NameFeatures,
  RISK_LEVELS,
  type RiskRule,
  type TextFeatures,
} from "../../shared/trust/rules/attachments.js";
import { evaluateLevelRules } from "../../shared/trust/rules/evaluate.js";
import { ALL_RULES } from "../../shared/trust/rules/index.js";
import type { AttachmentRisk } from "../../shared/trust/types.js";
import { fakePe, minimalPdf, zip } from "../fixtures/trust-attachments/build.js";

/** The rows of `table` that fire on `features`, with the level each files its reason under. */
const fire = <F>(table: readonly RiskRule<F>[], features: F) =>
  evaluateLevelRules(table, features, RISK_LEVELS).fired.map((r) => ({ id: r.id, level: r.verdict, reason: r.reason }));

const name = (p: Partial<NameFeatures>): NameFeatures => ({
  label: "",
  bidi: false,
  rlo: false,
  executable: false,
  script: false,
  macro: false,
  uncheckedArchive: false,
  ...p,
});
const attachment = (p: Partial<AttachmentFeatures>): AttachmentFeatures => ({
  mime: "",
  scriptType: false,
  empty: false,
  shebang: false,
  detected: "unknown",
  nameMismatch: false,
  typeMismatch: false,
  ...p,
});
const archive = (p: Partial<ArchiveFeatures>): ArchiveFeatures => ({
  label: "",
  unreadable: false,
  truncated: false,
  total: 0,
  ratio: 0,
  encrypted: false,
  ...p,
});
const kind = (p: Partial<KindFeatures>): KindFeatures => ({
  checkedArchive: false,
  pdfNames: new Set(),
  pdfTextFailed: false,
  ...p,
});
const text = (p: Partial<TextFeatures>): TextFeatures => ({
  html: false,
  binary: false,
  declaredText: false,
  noOtherReason: false,
  ...p,
});

/** Every row: its level, and the rows that fire on a sample of its features. */
const CASES: Record<string, [AttachmentRisk, ReturnType<typeof fire>]> = {
  "attachments.bidi_name": ["high", fire(ATTACHMENT_NAME_RULES, name({ bidi: true, rlo: true }))],
  "attachments.executable_name": ["high", fire(ATTACHMENT_NAME_RULES, name({ ext: "exe", executable: true }))],
  "attachments.script_name": ["medium", fire(ATTACHMENT_NAME_RULES, name({ ext: "py", script: true }))],
  "attachments.double_extension": [
    "high",
    fire(ATTACHMENT_NAME_RULES, name({ ext: "scr", executable: true, decoy: "pdf" })),
  ],
  "attachments.macro_name": ["high", fire(ATTACHMENT_NAME_RULES, name({ ext: "docm", macro: true }))],
  "attachments.svg_name": ["medium", fire(ATTACHMENT_NAME_RULES, name({ ext: "svg", markup: "svg" }))],
  "attachments.html_name": ["medium", fire(ATTACHMENT_NAME_RULES, name({ ext: "htm", markup: "html" }))],
  "attachments.unchecked_archive_name": [
    "medium",
    fire(ATTACHMENT_NAME_RULES, name({ ext: "7z", uncheckedArchive: true })),
  ],
  "attachments.script_type": ["medium", fire(ATTACHMENT_RULES, attachment({ mime: "text/x-sh", scriptType: true }))],
  "attachments.macro_type": [
    "high",
    fire(ATTACHMENT_RULES, attachment({ mime: "application/vnd.ms-word.document.macroenabled.12" })),
  ],
  "attachments.html_type": ["medium", fire(ATTACHMENT_RULES, attachment({ mime: "text/html" }))],
  "attachments.svg_type": ["medium", fire(ATTACHMENT_RULES, attachment({ mime: "image/svg+xml" }))],
  "attachments.empty": ["none", fire(ATTACHMENT_RULES, attachment({ empty: true }))],
  "attachments.executable_content": ["high", fire(ATTACHMENT_RULES, attachment({ executable: "ELF executable" }))],
  "attachments.shebang": ["medium", fire(ATTACHMENT_RULES, attachment({ shebang: true }))],
  "attachments.name_hides_executable": [
    "high",
    fire(ATTACHMENT_RULES, attachment({ executable: "exe", nameExt: "pdf", nameMismatch: true })),
  ],
  "attachments.name_mismatch": [
    "medium",
    fire(
      ATTACHMENT_RULES,
      attachment({ nameExt: "pdf", sniffedExt: "png", detected: "image/png", nameMismatch: true }),
    ),
  ],
  "attachments.type_hides_executable": [
    "high",
    fire(ATTACHMENT_RULES, attachment({ mime: "application/pdf", executable: "exe", typeMismatch: true })),
  ],
  "attachments.type_mismatch": [
    "medium",
    fire(ATTACHMENT_RULES, attachment({ mime: "application/pdf", detected: "image/png", typeMismatch: true })),
  ],
  "attachments.macro_content": ["high", fire(ATTACHMENT_RULES, attachment({ sniffedExt: "xlsm" }))],
  "attachments.archive_unreadable": ["medium", fire(ATTACHMENT_ARCHIVE_RULES, archive({ unreadable: true }))],
  "attachments.archive_truncated": ["medium", fire(ATTACHMENT_ARCHIVE_RULES, archive({ truncated: true }))],
  "attachments.zip_bomb": ["high", fire(ATTACHMENT_ARCHIVE_RULES, archive({ total: 2 * 1024 * 1024, ratio: 500 }))],
  "attachments.archive_encrypted": ["high", fire(ATTACHMENT_ARCHIVE_RULES, archive({ encrypted: true }))],
  "attachments.office_macros": ["high", fire(ATTACHMENT_ENTRY_PART_RULES, { label: "", name: "xl/vbaProject.bin" })],
  "attachments.office_embedded_objects": [
    "low",
    fire(ATTACHMENT_ENTRY_PART_RULES, { label: "", name: "word/activeX/activeX1.xml" }),
  ],
  "attachments.entry_executable": ["high", fire(ATTACHMENT_ENTRY_RULES, { label: "a: ", executable: "exe" })],
  "attachments.nested_too_deep": ["medium", fire(ATTACHMENT_ENTRY_RULES, { label: "a: ", nested: "too_deep" })],
  "attachments.nested_too_large": ["medium", fire(ATTACHMENT_ENTRY_RULES, { label: "a: ", nested: "too_large" })],
  "attachments.nested_unreadable": ["medium", fire(ATTACHMENT_ENTRY_RULES, { label: "a: ", nested: "unreadable" })],
  "attachments.entry_unchecked_archive": [
    "medium",
    fire(ATTACHMENT_ENTRY_RULES, { label: "a: ", uncheckedArchive: "rar" }),
  ],
  "attachments.ole_unreadable": ["low", fire(ATTACHMENT_OLE_RULES, { label: "", unreadable: true, paths: [] })],
  "attachments.ole_macros": [
    "high",
    fire(ATTACHMENT_OLE_RULES, { label: "", unreadable: false, paths: ["Root Entry/Macros/VBA/dir"] }),
  ],
  "attachments.ole_encrypted": [
    "high",
    fire(ATTACHMENT_OLE_RULES, { label: "", unreadable: false, paths: ["Root Entry/EncryptedPackage"] }),
  ],
  "attachments.ole_package": [
    "medium",
    fire(ATTACHMENT_OLE_RULES, { label: "", unreadable: false, paths: ["Root Entry/\u0001Ole10Native"] }),
  ],
  "attachments.archive_checked": ["low", fire(ATTACHMENT_KIND_RULES, kind({ checkedArchive: true }))],
  "attachments.unchecked_archive": ["medium", fire(ATTACHMENT_KIND_RULES, kind({ uncheckedArchive: "7z" }))],
  "attachments.pdf_launch": ["high", fire(ATTACHMENT_KIND_RULES, kind({ pdfNames: new Set(["Launch"]) }))],
  "attachments.pdf_javascript": ["medium", fire(ATTACHMENT_KIND_RULES, kind({ pdfNames: new Set(["JS"]) }))],
  "attachments.pdf_embedded_files": [
    "medium",
    fire(ATTACHMENT_KIND_RULES, kind({ pdfNames: new Set(["EmbeddedFiles"]) })),
  ],
  "attachments.pdf_no_text": ["low", fire(ATTACHMENT_KIND_RULES, kind({ pdfTextFailed: true }))],
  "attachments.html_content": ["medium", fire(ATTACHMENT_TEXT_RULES, text({ html: true }))],
  "attachments.binary_as_text": ["low", fire(ATTACHMENT_TEXT_RULES, text({ binary: true, declaredText: true }))],
  "attachments.unrecognised": ["low", fire(ATTACHMENT_TEXT_RULES, text({ binary: true, noOtherReason: true }))],
  "attachments.analysis_failed": ["low", fire(ATTACHMENT_FAILURE_RULES, { threw: true })],
};

describe("the attachment rule rows", () => {
  const rows = ALL_RULES.filter((r) => r.stage === "attachments");

  it("are all registered, and each has a sample here", () => {
    expect(rows.map((r) => r.id).sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.entries(CASES))("%s fires on its sample with its level", (id, [level, fired]) => {
    expect(fired.find((r) => r.id === id)?.level).toBe(level);
  });

  it("word a finding once, however many rows give the same reason", async () => {
    // The declared type and the extension both say HTML: one reason.
    const [result] = await analyzeAttachments([
      { filename: "page.html", contentType: "text/html", content: Buffer.from("<html><body>hi</body></html>") },
    ]);
    expect(result.reasons).toEqual(["HTML attachment can hold phishing forms or scripts"]);
    expect(result.risk).toBe("medium");
  });

  it("do not fire without their condition", () => {
    expect(fire(ATTACHMENT_NAME_RULES, name({ ext: "txt" }))).toEqual([]);
    expect(fire(ATTACHMENT_RULES, attachment({ mime: "application/pdf" }))).toEqual([]);
    expect(fire(ATTACHMENT_ARCHIVE_RULES, archive({ total: 1024, ratio: 1000 }))).toEqual([]);
    // "Unrecognised file type" only when nothing else was found.
    expect(fire(ATTACHMENT_TEXT_RULES, text({ binary: true }))).toEqual([]);
  });
});

function oleWith(stream: string): Buffer {
  const cfb = CFB.utils.cfb_new();
  CFB.utils.cfb_add(cfb, "WordDocument", Buffer.from("not really a word document"));
  CFB.utils.cfb_add(cfb, stream, Buffer.from([1, 2, 3, 4]));
  return Buffer.from(CFB.write(cfb, { type: "buffer" }) as Uint8Array);
}

const png = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082",
  "hex",
);

/** Files built in code whose highest finding is the row's: the report gives its reason and its level as the risk. */
const BUILT: [id: string, part: AttachmentPart, reason: RegExp][] = [
  [
    "attachments.script_name",
    { filename: "run.py", content: Buffer.from("print(1)") },
    /^Script or shortcut file \(\.py\)$/,
  ],
  ["attachments.svg_name", { filename: "logo.svg", content: Buffer.from("<svg/>") }, /^SVG image/],
  [
    "attachments.unchecked_archive_name",
    { filename: "a.rar", content: Buffer.from("x") },
    /^Archive whose contents are not checked \(\.rar\)$/,
  ],
  [
    "attachments.script_type",
    { contentType: "text/x-python", content: Buffer.from("print(1)") },
    /^Script content type \(text\/x-python\)$/,
  ],
  ["attachments.empty", { filename: "a.txt", content: Buffer.alloc(0) }, /^Empty attachment$/],
  [
    "attachments.shebang",
    { filename: "notes", content: Buffer.from("#!/bin/sh\necho hi\n") },
    /^Script content \(starts with #!\)$/,
  ],
  [
    "attachments.name_mismatch",
    { filename: "scan.pdf", content: png },
    /^Named \.pdf but the content is image\/png \(png\)$/,
  ],
  [
    "attachments.type_mismatch",
    { contentType: "application/pdf", content: png },
    /^Declared as application\/pdf but the content is image\/png$/,
  ],
  [
    "attachments.type_hides_executable",
    { contentType: "application/pdf", content: fakePe() },
    /^Declared as application\/pdf but the content is an executable$/,
  ],
  [
    "attachments.zip_bomb",
    { filename: "z.zip", content: zip({ "zeros.bin": new Uint8Array(2 * 1024 * 1024) }) },
    /^Possible zip bomb/,
  ],
  [
    "attachments.entry_executable",
    { filename: "a.zip", content: zip({ "notes.txt": fakePe() }) },
    /^Archive entry notes\.txt: executable content/,
  ],
  [
    "attachments.nested_too_deep",
    // Two levels are opened (b.zip, c.zip); d.zip is the third.
    { filename: "a.zip", content: zip({ "b.zip": zip({ "c.zip": zip({ "d.zip": zip({ "e.txt": "x" }) }) }) }) },
    /^Archive entry b\.zip > c\.zip > d\.zip: nested archive too deep to check$/,
  ],
  [
    "attachments.entry_unchecked_archive",
    { filename: "a.zip", content: zip({ "data.bin": gzipSync("hello") }) },
    /^Archive entry data\.bin: archive whose contents are not checked \(gz\)$/,
  ],
  [
    "attachments.archive_checked",
    { filename: "a.zip", content: zip({ "a.txt": "hello" }) },
    /^Archive \(contents checked\)$/,
  ],
  [
    "attachments.archive_unreadable",
    { filename: "a.zip", content: zip({ "a.txt": "hello" }).subarray(0, 40) },
    /^Archive could not be read/,
  ],
  [
    "attachments.ole_encrypted",
    { filename: "a.doc", content: oleWith("EncryptedPackage") },
    /^Password-protected Office document/,
  ],
  [
    "attachments.ole_package",
    { filename: "a.doc", content: oleWith("\u0001Ole10Native") },
    /^Office document with an embedded package object$/,
  ],
  ["attachments.unchecked_archive", { content: gzipSync("hello") }, /^Archive whose contents are not checked \(gz\)$/],
  [
    "attachments.pdf_javascript",
    { filename: "a.pdf", content: Buffer.concat([minimalPdf("hi"), Buffer.from("<< /S /JavaScript >>")]) },
    /^PDF contains JavaScript$/,
  ],
  [
    "attachments.pdf_no_text",
    { filename: "a.pdf", content: Buffer.from("%PDF-1.4\nnot a pdf at all\n") },
    /^PDF text could not be extracted$/,
  ],
  [
    "attachments.html_content",
    { filename: "a.txt", content: Buffer.from("<!DOCTYPE html><p>hi</p>") },
    /^HTML attachment/,
  ],
  [
    "attachments.binary_as_text",
    { filename: "a.txt", content: Buffer.from([0, 1, 2, 3]) },
    /^Declared as text but contains binary data$/,
  ],
  ["attachments.unrecognised", { filename: "a.dat", content: Buffer.from([0, 1, 2, 3]) }, /^Unrecognised file type$/],
  [
    "attachments.analysis_failed",
    { filename: "a.dat", content: 5 as unknown as Buffer },
    /^Attachment could not be fully analysed$/,
  ],
];

describe("the attachment rule rows on built files", () => {
  it.each(BUILT)("%s", async (id, part, reason) => {
    const [result] = await analyzeAttachments([part]);
    expect(result.reasons.filter((r) => reason.test(r))).toHaveLength(1);
    expect(result.risk).toBe(CASES[id][0]);
  });
});
