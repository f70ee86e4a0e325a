// The attachment stage's findings as rules: each row files one finding about an attachment under a risk level
// (`high`, `medium`, `low`, `none`) instead of a verdict; the highest level fired is the attachment's risk, and a
// reason given twice is stated once. attachments.ts reads the file (its name, declared type, magic bytes, archive
// listing, OLE2 streams, PDF names) into the features below; these rows decide which findings fire and word them.
//
// Tables, evaluated in this order while the file is read (their reasons in that order):
//   1. the name rows, once for the attachment's filename and once per archive entry (the reason prefixed by where);
//   2. the attachment rows: declared type, then the bytes against the name and the declared type;
//   3. per archive (the attachment, or an archive or Office file nested in it): the archive rows, then per entry the
//      Office-part rows, the name rows and the entry rows, then the archive or OLE2 file the entry holds, if any;
//   4. the OLE2 rows, once per legacy Office file (the attachment, or an archive entry);
//   5. the kind rows: an archive checked or not, a PDF's actions;
//   6. the text rows, for bytes that are no known binary format;
//   7. the failure row, when reading the file threw.
// Which entries are read (not Office document parts, not encrypted ones, the first 200) stays in code, and so do two
// conditions on earlier findings: an empty attachment's rows end the stage, and "Unrecognised file type" fires only
// when nothing else did (`TextFeatures.noOtherReason`).
import type { AttachmentRisk } from "../types.js";
import type { Rule } from "./evaluate.js";

/** The levels a row files its finding under, highest first. */
export const RISK_LEVELS: readonly AttachmentRisk[] = ["high", "medium", "low", "none"];

/** A row of an attachment table: its weight is a risk level. */
export type RiskRule<F> = Rule<F, AttachmentRisk> & { weight: AttachmentRisk };

/** An archive this large uncompressed is a possible zip bomb. */
export const BOMB_TOTAL_BYTES = 500 * 1024 * 1024;
/** So is one that expands over this ratio… */
export const BOMB_RATIO = 100;
/** …to at least this much (below it a high ratio is a small file of repeated bytes). */
export const BOMB_RATIO_MIN_BYTES = 1024 * 1024;

/** A filename, as the name rows read it. */
export interface NameFeatures {
  /** Prefix of the reasons: "" for the attachment, "Archive entry <name>: " or "<where> > <name>: " for an entry. */
  label: string;
  /** The name holds bidi controls, and whether one is a right-to-left override (U+202E). */
  bidi: boolean;
  rlo: boolean;
  /** The last extension, lowercased (invisible characters and trailing dots dropped); none: no extension. */
  ext?: string;
  /** It runs code (.exe, .js, .lnk, .iso …), or is a script or shortcut (.sh, .py, .url, .one …). */
  executable: boolean;
  script: boolean;
  /** The extension before the last one, when it is one a decoy name shows (.pdf, .doc, .jpg …). */
  decoy?: string;
  /** A macro-enabled Office extension (.docm, .xlsm …). */
  macro: boolean;
  /** An HTML-like extension: an SVG image or an HTML page (.html, .mht …). */
  markup?: "html" | "svg";
  /** An archive format whose entries are not read (.7z, .rar, .gz …). */
  uncheckedArchive: boolean;
}

/** One attachment, as the attachment rows read it. */
export interface AttachmentFeatures {
  /** The declared content type, lowercased, without parameters ("" when none). */
  mime: string;
  /** The declared type is a script type (JavaScript, shell, Python, VBScript, PowerShell, HTA). */
  scriptType: boolean;
  /** No bytes: nothing else is read. */
  empty: boolean;
  /** What the bytes are when they are code ("Windows executable (MZ/PE)", "ELF executable", or file-type's extension). */
  executable?: string;
  /** The bytes start with "#!". */
  shebang: boolean;
  /** file-type's extension for the bytes (none: not recognised). */
  sniffedExt?: string;
  /** What the bytes are, in words (an executable's kind, file-type's MIME type, or "unknown"). */
  detected: string;
  /** The filename's extension. */
  nameExt?: string;
  /** The name, or the declared type, promises another kind of file than the bytes are. */
  nameMismatch: boolean;
  typeMismatch: boolean;
}

/** One zip archive (the attachment, or a zip or Office file inside one), as the archive rows read it. */
export interface ArchiveFeatures {
  /** Prefix of the reasons: "" for the attachment, "<where>: " for a nested archive. */
  label: string;
  /** yauzl could not list it (then no other archive row fires). */
  unreadable: boolean;
  /** Its listing stopped early: 5,000 entries reached, or an error after some entries. */
  truncated: boolean;
  /** Bytes of its entries uncompressed, and their ratio to the compressed bytes. */
  total: number;
  ratio: number;
  /** An entry has the encryption bit. */
  encrypted: boolean;
}

/** One archive entry's path, as the Office-part rows read it (before the name rows). */
export interface EntryPartFeatures {
  /** The archive's prefix, as in ArchiveFeatures. */
  label: string;
  /** The entry's path inside the archive. */
  name: string;
}

/** What one archive entry's bytes are, as the entry rows read it. */
export interface EntryFeatures {
  /** Prefix of the reasons: "Archive entry <name>: ", or "<where> > <name>: " in a nested archive. */
  label: string;
  /** What the bytes are when they are code (as AttachmentFeatures.executable). */
  executable?: string;
  /** A zip, Office or OLE2 file inside the entry that could not be opened: too deep (two levels are opened), too
   * large (over 50 MB) or not decompressible. */
  nested?: "too_deep" | "too_large" | "unreadable";
  /** file-type's extension, when the entry is an archive whose entries are not read. */
  uncheckedArchive?: string;
}

/** One OLE2 (legacy Office) file, as the OLE2 rows read it. */
export interface OleFeatures {
  /** Prefix of the reasons: "" for the attachment, "<where>: " for an archive entry. */
  label: string;
  /** cfb could not read it (then no other OLE2 row fires). */
  unreadable: boolean;
  /** Its storage paths ("Root Entry/Macros/VBA/dir" …). */
  paths: readonly string[];
}

/** What kind of container the attachment is, as the kind rows read it. */
export interface KindFeatures {
  /** A zip whose entries were checked (not an Office document, jar, apk, epub, OpenDocument file or xpi). */
  checkedArchive: boolean;
  /** file-type's extension, when the attachment is an archive whose entries are not read. */
  uncheckedArchive?: string;
  /** Names in a PDF's uncompressed objects (/Launch, /JavaScript …), #xx escapes decoded; empty if not a PDF. */
  pdfNames: ReadonlySet<string>;
  /** A PDF whose text could not be extracted. */
  pdfTextFailed: boolean;
}

/** Bytes that are no known binary format, as the text rows read them. */
export interface TextFeatures {
  /** HTML by declared type, extension or its first bytes. */
  html: boolean;
  /** Binary data (a NUL byte, or over a tenth control characters). */
  binary: boolean;
  /** The declared type or the extension says text. */
  declaredText: boolean;
  /** No finding so far (computed in code: it depends on the rows evaluated before). */
  noOtherReason: boolean;
}

/** Whether reading the file threw. */
export interface FailureFeatures {
  threw: boolean;
}

const risk = <F>(row: Omit<RiskRule<F>, "stage" | "score">): RiskRule<F> => ({
  stage: "attachments",
  score: "risk",
  ...row,
});

export const ATTACHMENT_NAME_RULES: readonly RiskRule<NameFeatures>[] = [
  risk({
    id: "attachments.bidi_name",
    weight: "high",
    when: (f) => f.bidi,
    reason: (f) =>
      `${f.label}Filename contains ${f.rlo ? "a right-to-left override (U+202E)" : "bidirectional control characters"} that can disguise its real extension`,
    doc: "The filename holds bidi controls (a right-to-left override shows `fdp.exe` as `exe.pdf`).",
  }),
  risk({
    id: "attachments.executable_name",
    weight: "high",
    when: (f) => f.executable,
    reason: (f) => `${f.label}Executable file type (.${f.ext})`,
    doc: "The extension runs code: programs, scripts Windows runs, shortcuts, installers, disk images.",
  }),
  risk({
    id: "attachments.script_name",
    weight: "medium",
    when: (f) => f.script && !f.executable,
    reason: (f) => `${f.label}Script or shortcut file (.${f.ext})`,
    doc: "The extension is a script or shortcut another program runs (.sh, .py, .url, .one …).",
  }),
  risk({
    id: "attachments.double_extension",
    weight: "high",
    when: (f) => (f.executable || f.script) && f.decoy !== undefined,
    reason: (f) => `${f.label}Double extension (.${f.decoy}.${f.ext}) hides the real file type`,
    doc: "An executable or script extension after a document's, image's or archive's (`invoice.pdf.exe`).",
  }),
  risk({
    id: "attachments.macro_name",
    weight: "high",
    when: (f) => f.macro,
    reason: (f) => `${f.label}Macro-enabled Office document (.${f.ext})`,
    doc: "A macro-enabled Office extension (.docm, .xlsm, .pptm …).",
  }),
  risk({
    id: "attachments.svg_name",
    weight: "medium",
    when: (f) => f.markup === "svg",
    reason: (f) => `${f.label}SVG image can carry scripts and links`,
    doc: "An SVG image (.svg, .svgz).",
  }),
  risk({
    id: "attachments.html_name",
    weight: "medium",
    when: (f) => f.markup === "html",
    reason: (f) => `${f.label}HTML attachment can hold phishing forms or scripts`,
    doc: "An HTML page (.html, .htm, .mht …).",
  }),
  risk({
    id: "attachments.unchecked_archive_name",
    weight: "medium",
    when: (f) => f.uncheckedArchive,
    reason: (f) => `${f.label}Archive whose contents are not checked (.${f.ext})`,
    doc: "An archive format whose entries are not read (.7z, .rar, .gz, .tar …).",
  }),
];

const MACRO_CONTENT = /^(docm|dotm|xlsm|xltm|pptm|potm|ppsm)$/;

export const ATTACHMENT_RULES: readonly RiskRule<AttachmentFeatures>[] = [
  risk({
    id: "attachments.script_type",
    weight: "medium",
    when: (f) => f.scriptType,
    reason: (f) => `Script content type (${f.mime})`,
    doc: "The declared type is a script type (JavaScript, shell, Python, VBScript, PowerShell, HTA).",
  }),
  risk({
    id: "attachments.macro_type",
    weight: "high",
    when: (f) => f.mime.includes("macroenabled"),
    reason: "Macro-enabled Office document (declared type)",
    doc: "The declared type is a macro-enabled Office type.",
  }),
  risk({
    id: "attachments.html_type",
    weight: "medium",
    when: (f) => f.mime === "text/html" || f.mime === "application/xhtml+xml",
    reason: "HTML attachment can hold phishing forms or scripts",
    doc: "The declared type is HTML.",
  }),
  risk({
    id: "attachments.svg_type",
    weight: "medium",
    when: (f) => f.mime === "image/svg+xml",
    reason: "SVG image can carry scripts and links",
    doc: "The declared type is SVG.",
  }),
  risk({
    id: "attachments.empty",
    weight: "none",
    when: (f) => f.empty,
    reason: "Empty attachment",
    doc: "No bytes (nothing else is read).",
  }),
  risk({
    id: "attachments.executable_content",
    weight: "high",
    when: (f) => f.executable !== undefined,
    reason: (f) => `Executable content (${f.executable})`,
    doc: "The bytes are a program: PE, ELF, Mach-O, Java class, Windows shortcut, DEX, WebAssembly.",
  }),
  risk({
    id: "attachments.shebang",
    weight: "medium",
    when: (f) => f.shebang,
    reason: "Script content (starts with #!)",
    doc: 'The bytes start with "#!".',
  }),
  risk({
    id: "attachments.name_hides_executable",
    weight: "high",
    when: (f) => f.nameMismatch && f.executable !== undefined,
    reason: (f) => `Named .${f.nameExt} but the content is an executable (${f.sniffedExt ?? "exe"})`,
    doc: "The bytes are a program, and the extension promises another kind of file.",
  }),
  risk({
    id: "attachments.name_mismatch",
    weight: "medium",
    when: (f) => f.nameMismatch && f.executable === undefined,
    reason: (f) => `Named .${f.nameExt} but the content is ${f.detected} (${f.sniffedExt ?? "exe"})`,
    doc: "The extension promises another kind of file than the bytes are (a zip named .pdf).",
  }),
  risk({
    id: "attachments.type_hides_executable",
    weight: "high",
    when: (f) => f.typeMismatch && f.executable !== undefined,
    reason: (f) => `Declared as ${f.mime} but the content is an executable`,
    doc: "The bytes are a program, and the declared type promises another kind of file.",
  }),
  risk({
    id: "attachments.type_mismatch",
    weight: "medium",
    when: (f) => f.typeMismatch && f.executable === undefined,
    reason: (f) => `Declared as ${f.mime} but the content is ${f.detected}`,
    doc: "The declared type promises another kind of file than the bytes are.",
  }),
  risk({
    id: "attachments.macro_content",
    weight: "high",
    when: (f) => MACRO_CONTENT.test(f.sniffedExt ?? ""),
    reason: (f) => `Macro-enabled Office document (${f.sniffedExt})`,
    doc: "The bytes are a macro-enabled Office document (docm, xlsm, pptm …).",
  }),
];

export const ATTACHMENT_ARCHIVE_RULES: readonly RiskRule<ArchiveFeatures>[] = [
  risk({
    id: "attachments.archive_unreadable",
    weight: "medium",
    when: (f) => f.unreadable,
    reason: (f) => `${f.label}Archive could not be read (corrupt or unsupported)`,
    doc: "A zip that cannot be listed.",
  }),
  risk({
    id: "attachments.archive_truncated",
    weight: "medium",
    when: (f) => f.truncated,
    reason: (f) => `${f.label}Archive has too many entries to check them all`,
    doc: "A zip with 5,000 entries or more, or one whose listing breaks off.",
  }),
  risk({
    id: "attachments.zip_bomb",
    weight: "high",
    when: (f) => f.total > BOMB_TOTAL_BYTES || (f.total >= BOMB_RATIO_MIN_BYTES && f.ratio > BOMB_RATIO),
    reason: (f) =>
      `${f.label}Possible zip bomb: ${(f.total / 1024 / 1024).toFixed(1)} MB uncompressed (ratio ${Math.round(f.ratio)}:1)`,
    doc: `Over ${BOMB_TOTAL_BYTES / 1024 / 1024} MB uncompressed, or at least ${BOMB_RATIO_MIN_BYTES / 1024 / 1024} MB at over ${BOMB_RATIO}:1.`,
  }),
  risk({
    id: "attachments.archive_encrypted",
    weight: "high",
    when: (f) => f.encrypted,
    reason: (f) => `${f.label}Encrypted archive: contents cannot be checked`,
    doc: "An entry is encrypted (its bytes cannot be checked).",
  }),
];

export const ATTACHMENT_ENTRY_PART_RULES: readonly RiskRule<EntryPartFeatures>[] = [
  risk({
    id: "attachments.office_macros",
    weight: "high",
    when: (f) => /(^|\/)vbaProject\.bin$/i.test(f.name),
    reason: (f) => `${f.label}Office document with macros (${f.name})`,
    doc: "Once per entry: an Office document's VBA project (`vbaProject.bin`).",
  }),
  risk({
    id: "attachments.office_embedded_objects",
    weight: "low",
    when: (f) => /(^|\/)(activeX\/|embeddings\/oleObject)/i.test(f.name),
    reason: (f) => `${f.label}Office document with embedded objects or ActiveX controls`,
    doc: "Once per entry: an Office document's ActiveX control or embedded OLE object.",
  }),
];

export const ATTACHMENT_ENTRY_RULES: readonly RiskRule<EntryFeatures>[] = [
  risk({
    id: "attachments.entry_executable",
    weight: "high",
    when: (f) => f.executable !== undefined,
    reason: (f) => `${f.label}executable content (${f.executable})`,
    doc: "Once per entry read (the first 200, not encrypted): its bytes are a program.",
  }),
  risk({
    id: "attachments.nested_too_deep",
    weight: "medium",
    when: (f) => f.nested === "too_deep",
    reason: (f) => `${f.label}nested archive too deep to check`,
    doc: "A zip, Office or OLE2 file three archives deep (two nested levels are opened).",
  }),
  risk({
    id: "attachments.nested_too_large",
    weight: "medium",
    when: (f) => f.nested === "too_large",
    reason: (f) => `${f.label}nested file too large to check`,
    doc: "A nested zip, Office or OLE2 file over 50 MB uncompressed.",
  }),
  risk({
    id: "attachments.nested_unreadable",
    weight: "medium",
    when: (f) => f.nested === "unreadable",
    reason: (f) => `${f.label}nested file could not be decompressed`,
    doc: "A nested zip, Office or OLE2 file that does not decompress.",
  }),
  risk({
    id: "attachments.entry_unchecked_archive",
    weight: "medium",
    when: (f) => f.uncheckedArchive !== undefined,
    reason: (f) => `${f.label}archive whose contents are not checked (${f.uncheckedArchive})`,
    doc: "An entry is an archive format whose entries are not read (7z, rar, gz …).",
  }),
];

export const ATTACHMENT_OLE_RULES: readonly RiskRule<OleFeatures>[] = [
  risk({
    id: "attachments.ole_unreadable",
    weight: "low",
    when: (f) => f.unreadable,
    reason: (f) => `${f.label}OLE2 document could not be read`,
    doc: "A legacy Office (OLE2) file that cannot be read.",
  }),
  risk({
    id: "attachments.ole_macros",
    weight: "high",
    when: (f) => f.paths.some((p) => /\/(Macros\/VBA|_VBA_PROJECT_CUR)\//i.test(p) || /\/VBA\/dir$/i.test(p)),
    reason: (f) => `${f.label}Office document with VBA macros`,
    doc: "A legacy Office file with a VBA project.",
  }),
  risk({
    id: "attachments.ole_encrypted",
    weight: "high",
    when: (f) => f.paths.some((p) => /\/EncryptedPackage$/i.test(p)),
    reason: (f) => `${f.label}Password-protected Office document: contents cannot be checked`,
    doc: "A password-protected Office document (its contents cannot be checked).",
  }),
  risk({
    id: "attachments.ole_package",
    weight: "medium",
    when: (f) => f.paths.some((p) => p.endsWith("\u0001Ole10Native")),
    reason: (f) => `${f.label}Office document with an embedded package object`,
    doc: "A legacy Office file embedding a package object (any file, often a script).",
  }),
];

export const ATTACHMENT_KIND_RULES: readonly RiskRule<KindFeatures>[] = [
  risk({
    id: "attachments.archive_checked",
    weight: "low",
    when: (f) => f.checkedArchive,
    reason: "Archive (contents checked)",
    doc: "A zip whose entries were checked (not an Office document, jar, apk, epub, OpenDocument file or xpi).",
  }),
  risk({
    id: "attachments.unchecked_archive",
    weight: "medium",
    when: (f) => f.uncheckedArchive !== undefined,
    reason: (f) => `Archive whose contents are not checked (${f.uncheckedArchive})`,
    doc: "The bytes are an archive format whose entries are not read (7z, rar, gz …).",
  }),
  risk({
    id: "attachments.pdf_launch",
    weight: "high",
    when: (f) => f.pdfNames.has("Launch"),
    reason: "PDF has a Launch action that can run programs",
    doc: "A PDF with a /Launch action.",
  }),
  risk({
    id: "attachments.pdf_javascript",
    weight: "medium",
    when: (f) => f.pdfNames.has("JavaScript") || f.pdfNames.has("JS"),
    reason: "PDF contains JavaScript",
    doc: "A PDF with /JavaScript or /JS.",
  }),
  risk({
    id: "attachments.pdf_embedded_files",
    weight: "medium",
    when: (f) => f.pdfNames.has("EmbeddedFile") || f.pdfNames.has("EmbeddedFiles"),
    reason: "PDF carries embedded files",
    doc: "A PDF with embedded files.",
  }),
  risk({
    id: "attachments.pdf_no_text",
    weight: "low",
    when: (f) => f.pdfTextFailed,
    reason: "PDF text could not be extracted",
    doc: "A PDF whose text could not be extracted (unreadable, or over 5 s).",
  }),
];

export const ATTACHMENT_TEXT_RULES: readonly RiskRule<TextFeatures>[] = [
  risk({
    id: "attachments.html_content",
    weight: "medium",
    when: (f) => f.html,
    reason: "HTML attachment can hold phishing forms or scripts",
    doc: "HTML by declared type, extension or first bytes (`<!doctype html`, `<html`).",
  }),
  risk({
    id: "attachments.binary_as_text",
    weight: "low",
    when: (f) => !f.html && f.binary && f.declaredText,
    reason: "Declared as text but contains binary data",
    doc: "Declared as text (by type or extension), and the bytes are binary.",
  }),
  risk({
    id: "attachments.unrecognised",
    weight: "low",
    when: (f) => !f.html && f.binary && !f.declaredText && f.noOtherReason,
    reason: "Unrecognised file type",
    doc: "Binary bytes of no known format, and no other finding.",
  }),
];

export const ATTACHMENT_FAILURE_RULES: readonly RiskRule<FailureFeatures>[] = [
  risk({
    id: "attachments.analysis_failed",
    weight: "low",
    when: (f) => f.threw,
    reason: "Attachment could not be fully analysed",
    doc: "Reading the file threw (the findings before it stand).",
  }),
];
