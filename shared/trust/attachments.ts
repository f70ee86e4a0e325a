// Attachment stage of the trust report: what each attachment really is (magic bytes), how risky it is and why,
// and its text when it is text-like, a document, a PDF or a PNG's text chunks. Archives are listed (yauzl) and chosen entries sniffed (fflate),
// legacy Office files are checked for macros (cfb). Never throws: malformed input yields reasons, not errors.
// This file reads the facts; the rows of rules/attachments.ts decide which findings they give, at what risk, in
// what words.

import CFB from "cfb";
import { Inflate } from "fflate";
import { fileTypeFromBuffer } from "file-type";
import { Parser } from "htmlparser2";
import yauzl from "yauzl";
import {
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
  type EntryFeatures,
  type KindFeatures,
  RISK_LEVELS,
  type RiskRule,
} from "./rules/attachments.js";
import { evaluateLevelRules } from "./rules/evaluate.js";
import type { AttachmentRisk, AttachmentTrust } from "./types.js";

export interface AttachmentPart {
  attachmentId?: string;
  filename?: string;
  contentType?: string;
  content: Buffer;
}

export const MAX_EXTRACTED_TEXT = 64 * 1024;
const MAX_PDF_PAGES = 20;
const PDF_TIMEOUT_MS = 5000;
const MAX_ZIP_DEPTH = 2;
const MAX_ZIP_ENTRIES = 5000;
const MAX_SNIFFED_ENTRIES = 200;
const SNIFF_BYTES = 4100;
/** Nested archives and Office files inside archives are decompressed whole up to this size. */
const MAX_NESTED_BYTES = 50 * 1024 * 1024;

const RISK_ORDER: AttachmentRisk[] = ["none", "low", "medium", "high"];

export const EXECUTABLE_EXTENSIONS = new Set([
  "exe",
  "scr",
  "com",
  "pif",
  "bat",
  "cmd",
  "js",
  "jse",
  "vbs",
  "vbe",
  "wsf",
  "wsh",
  "wsc",
  "hta",
  "lnk",
  "msi",
  "msp",
  "mst",
  "ps1",
  "psm1",
  "psd1",
  "jar",
  "iso",
  "img",
  "vhd",
  "vhdx",
  "dll",
  "ocx",
  "sys",
  "drv",
  "cpl",
  "reg",
  "inf",
  "scf",
  "chm",
  "hlp",
  "xll",
  "msc",
  "gadget",
  "application",
  "appref-ms",
  "appx",
  "appxbundle",
  "msix",
  "msixbundle",
  "appinstaller",
  "settingcontent-ms",
  "library-ms",
  "apk",
  "app",
  "dmg",
  "pkg",
  "deb",
  "rpm",
  "run",
]);
const SCRIPT_EXTENSIONS = new Set([
  "sh",
  "bash",
  "zsh",
  "py",
  "pyw",
  "pl",
  "rb",
  "php",
  "applescript",
  "scpt",
  "command",
  "url",
  "one",
]);
const MACRO_EXTENSIONS = new Set(["docm", "dotm", "xlsm", "xltm", "xlam", "pptm", "potm", "ppsm", "ppam", "sldm"]);
const HTML_EXTENSIONS = new Set(["html", "htm", "xhtml", "shtml", "mht", "mhtml", "svg", "svgz"]);
const UNCHECKED_ARCHIVE_EXTENSIONS = new Set([
  "7z",
  "rar",
  "ace",
  "arj",
  "cab",
  "lzh",
  "gz",
  "tgz",
  "bz2",
  "xz",
  "tar",
  "zst",
  "z",
]);
/** Extensions a double extension pretends to be. */
const DECOY_EXTENSIONS = new Set([
  "pdf",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "rtf",
  "txt",
  "csv",
  "odt",
  "jpg",
  "jpeg",
  "png",
  "gif",
  "bmp",
  "tif",
  "tiff",
  "zip",
  "rar",
  "7z",
  "mp3",
  "mp4",
  "wav",
  "mov",
  "avi",
  "html",
  "htm",
  "xml",
  "eml",
  "msg",
  "ics",
  "invoice",
]);
const TEXT_EXTENSIONS = new Set([
  "txt",
  "text",
  "csv",
  "tsv",
  "json",
  "ics",
  "ical",
  "vcf",
  "eml",
  "md",
  "log",
  "yaml",
  "yml",
  "xml",
]);
const TEXT_TYPES = new Set([
  "application/json",
  "application/csv",
  "application/ics",
  "application/xml",
  "application/yaml",
  "application/x-yaml",
  "message/rfc822",
  "message/global",
]);
const SCRIPT_TYPES = new Set([
  "application/javascript",
  "application/x-javascript",
  "text/javascript",
  "text/ecmascript",
  "application/x-sh",
  "application/x-shellscript",
  "text/x-sh",
  "text/x-shellscript",
  "text/x-python",
  "application/x-python-code",
  "text/vbscript",
  "application/x-powershell",
  "application/hta",
]);
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const INVISIBLE_IN_NAME = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

type Family = "executable" | "pdf" | "zip" | "ooxml" | "ole" | "rtf" | "image" | "media" | "archive" | "text";

/** Families of file-type extensions. */
function detectedFamily(ext: string | undefined): Family | undefined {
  if (!ext) return undefined;
  if (["exe", "elf", "macho", "dex", "class", "lnk", "wasm"].includes(ext)) return "executable";
  if (ext === "pdf") return "pdf";
  if (ext === "zip" || ["jar", "apk", "epub", "xpi", "odt", "ods", "odp"].includes(ext)) return "zip";
  if (/^(docx|xlsx|pptx|docm|xlsm|pptm|dotx|dotm|xltx|xltm|potx|potm|ppsx|ppsm)$/.test(ext)) return "ooxml";
  if (ext === "cfb") return "ole";
  if (ext === "rtf") return "rtf";
  if (/^(png|jpg|gif|webp|bmp|tif|heic|avif|ico|jxl|jp2|cur|icns|psd)$/.test(ext)) return "image";
  if (/^(mp3|mp4|m4a|m4v|wav|ogg|oga|opus|flac|mov|avi|mkv|webm|mpg|aac|3gp)$/.test(ext)) return "media";
  if (/^(7z|rar|gz|bz2|xz|tar|cab|zst|lz|lzh|arj|ace|rpm|deb|ar|cpio|dmg)$/.test(ext)) return "archive";
  return undefined;
}

/** Families a filename extension promises. */
function nameFamily(ext: string | undefined): Family | undefined {
  if (!ext) return undefined;
  if (["exe", "dll", "scr", "com", "pif", "cpl", "sys", "ocx", "drv"].includes(ext)) return "executable";
  if (ext === "pdf") return "pdf";
  if (["zip", "jar", "apk", "epub", "odt", "ods", "odp", "xpi"].includes(ext)) return "zip";
  if (/^(docx|xlsx|pptx|docm|xlsm|pptm|dotx|dotm|xltx|xltm|potx|potm|ppsx|ppsm|xlam|ppam)$/.test(ext)) return "ooxml";
  if (["doc", "xls", "ppt", "msg", "dot", "xlt", "pot", "pps", "pub", "vsd", "msi"].includes(ext)) return "ole";
  if (ext === "rtf") return "rtf";
  if (/^(png|jpg|jpeg|jpe|gif|webp|bmp|tif|tiff|heic|heif|avif|ico|jxl)$/.test(ext)) return "image";
  if (/^(mp3|mp4|m4a|m4v|wav|ogg|opus|flac|mov|avi|mkv|webm|mpg|mpeg|aac)$/.test(ext)) return "media";
  if (/^(7z|rar|gz|tgz|bz2|xz|tar|cab|zst)$/.test(ext)) return "archive";
  if (TEXT_EXTENSIONS.has(ext) || ext === "html" || ext === "htm") return "text";
  return undefined;
}

function declaredFamily(mime: string): Family | undefined {
  if (!mime || mime === "application/octet-stream" || mime === "binary/octet-stream") return undefined;
  if (
    /^application\/(x-msdownload|x-dosexec|x-executable|vnd\.microsoft\.portable-executable|x-msdos-program)$/.test(
      mime,
    )
  )
    return "executable";
  if (mime === "application/pdf") return "pdf";
  if (mime === "application/zip" || mime === "application/x-zip-compressed") return "zip";
  if (mime.startsWith("application/vnd.openxmlformats-officedocument.") || mime.includes("macroenabled"))
    return "ooxml";
  if (/^application\/(msword|vnd\.ms-excel|vnd\.ms-powerpoint|vnd\.ms-outlook)$/.test(mime)) return "ole";
  if (mime === "application/rtf" || mime === "text/rtf") return "rtf";
  if (mime === "image/svg+xml") return "text";
  if (mime.startsWith("image/")) return "image";
  if (mime.startsWith("audio/") || mime.startsWith("video/")) return "media";
  if (/^application\/(x-7z-compressed|x-rar-compressed|vnd\.rar|gzip|x-gzip|x-tar|x-bzip2|x-xz)$/.test(mime))
    return "archive";
  if (mime.startsWith("text/") || TEXT_TYPES.has(mime)) return "text";
  return undefined;
}

function compatible(promised: Family, detected: Family): boolean {
  if (promised === detected) return true;
  if (promised === "zip" || promised === "ooxml") return detected === "zip" || detected === "ooxml";
  if (promised === "ole") return detected === "rtf" || detected === "ooxml" || detected === "zip";
  if (promised === "rtf") return detected === "ole";
  return false;
}

// ---- findings ----

/** The attachment's findings so far: the highest risk wins, a reason already given is not repeated. */
class Findings {
  risk: AttachmentRisk = "none";
  readonly reasons: string[] = [];
  add(risk: AttachmentRisk, reason: string): void {
    if (RISK_ORDER.indexOf(risk) > RISK_ORDER.indexOf(this.risk)) this.risk = risk;
    if (!this.reasons.includes(reason)) this.reasons.push(reason);
  }
  /** Adds the findings of the rows of `rules` that fire on `features`, in table order. */
  apply<F>(rules: readonly RiskRule<F>[], features: F): void {
    for (const fired of evaluateLevelRules(rules, features, RISK_LEVELS).fired) {
      if (fired.verdict !== undefined && fired.reason !== undefined) this.add(fired.verdict, fired.reason);
    }
  }
}

interface NameInfo {
  /** Name with invisible and bidi characters removed. */
  clean: string;
  ext?: string;
  exts: string[];
}

function nameInfo(filename: string | undefined): NameInfo {
  const clean = (filename ?? "").replace(INVISIBLE_IN_NAME, "").replace(/[\s.]+$/, "");
  const base = clean.split(/[\\/]/).pop() ?? "";
  const parts = base.split(".").map((p) => p.trim().toLowerCase());
  const exts = parts.length > 1 ? parts.slice(1) : [];
  return { clean: base, ext: exts[exts.length - 1], exts };
}

/** Filename checks (the name rows), for attachments and for archive entries (`where` prefixes the reason). */
function checkName(filename: string | undefined, findings: Findings, where = ""): NameInfo {
  const info = nameInfo(filename);
  const { ext, exts } = info;
  const before = exts.length >= 2 ? exts[exts.length - 2] : undefined;
  findings.apply(ATTACHMENT_NAME_RULES, {
    label: where ? `${where}: ` : "",
    bidi: !!filename && BIDI_CONTROLS.test(filename),
    rlo: !!filename && filename.includes("\u202e"),
    ext,
    executable: !!ext && EXECUTABLE_EXTENSIONS.has(ext),
    script: !!ext && SCRIPT_EXTENSIONS.has(ext),
    decoy: ext && before !== undefined && DECOY_EXTENSIONS.has(before) ? before : undefined,
    macro: !!ext && MACRO_EXTENSIONS.has(ext),
    markup: ext && HTML_EXTENSIONS.has(ext) ? (ext.startsWith("svg") ? "svg" : "html") : undefined,
    uncheckedArchive: !!ext && UNCHECKED_ARCHIVE_EXTENSIONS.has(ext),
  });
  return info;
}

// ---- magic bytes ----

function nativeExecutable(buf: Uint8Array): string | undefined {
  if (buf.length >= 2 && buf[0] === 0x4d && buf[1] === 0x5a) return "Windows executable (MZ/PE)";
  if (buf.length >= 4 && buf[0] === 0x7f && buf[1] === 0x45 && buf[2] === 0x4c && buf[3] === 0x46)
    return "ELF executable";
  if (buf.length >= 4) {
    const magic = ((buf[0] << 24) | (buf[1] << 16) | (buf[2] << 8) | buf[3]) >>> 0;
    if ([0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe].includes(magic)) return "Mach-O executable";
    // 0xcafebabe is both a Mach-O fat binary and a Java class; either way it is code.
    if (magic === 0xcafebabe) return "Mach-O universal binary or Java class";
  }
  if (buf.length >= 4 && buf[0] === 0x4c && buf[1] === 0x00 && buf[2] === 0x00 && buf[3] === 0x00) {
    if (buf.length >= 20 && buf[4] === 0x01 && buf[5] === 0x14 && buf[6] === 0x02) return "Windows shortcut (LNK)";
  }
  return undefined;
}

async function sniff(buf: Uint8Array): Promise<{ ext: string; mime: string } | undefined> {
  try {
    const found = await fileTypeFromBuffer(buf);
    return found ? { ext: found.ext, mime: found.mime } : undefined;
  } catch {
    return undefined;
  }
}

// ---- zip ----

interface ZipEntryInfo {
  fileName: string;
  compressedSize: number;
  uncompressedSize: number;
  flags: number;
  method: number;
  offset: number;
}

function listZip(buf: Buffer): Promise<{ entries: ZipEntryInfo[]; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      buf,
      { lazyEntries: true, decodeStrings: true, strictFileNames: false, validateEntrySizes: false },
      (err, zip) => {
        if (err || !zip) {
          reject(err ?? new Error("unreadable zip"));
          return;
        }
        const entries: ZipEntryInfo[] = [];
        let settled = false;
        const finish = (truncated: boolean) => {
          if (settled) return;
          settled = true;
          zip.close();
          resolve({ entries, truncated });
        };
        zip.on("entry", (entry: yauzl.Entry) => {
          entries.push({
            fileName: entry.fileName,
            compressedSize: entry.compressedSize,
            uncompressedSize: entry.uncompressedSize,
            flags: entry.generalPurposeBitFlag,
            method: entry.compressionMethod,
            offset: entry.relativeOffsetOfLocalHeader,
          });
          if (entries.length >= MAX_ZIP_ENTRIES) finish(true);
          else zip.readEntry();
        });
        zip.on("end", () => finish(false));
        zip.on("error", (error: Error) => {
          if (settled) return;
          settled = true;
          if (entries.length) resolve({ entries, truncated: true });
          else reject(error);
        });
        zip.readEntry();
      },
    );
  });
}

/**
 * Decompresses at most `limit` bytes of an entry (stored or deflated) straight from the archive buffer. Only call it
 * for entries without the encryption bit: fflate would return ciphertext. Undefined when the data is unreadable.
 */
function readEntry(
  buf: Buffer,
  entry: ZipEntryInfo,
  limit: number,
): { data: Uint8Array; complete: boolean } | undefined {
  const at = entry.offset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== 0x04034b50) return undefined;
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const end = Math.min(buf.length, start + entry.compressedSize);
  if (start > end) return undefined;
  const compressed = buf.subarray(start, end);
  if (entry.method === 0) {
    return { data: compressed.subarray(0, limit), complete: compressed.length <= limit };
  }
  if (entry.method !== 8) return undefined;
  return inflateAtMost(compressed, limit);
}

/** Inflates raw deflate (or, with `zlib`, a zlib stream) up to `limit` bytes; undefined when nothing is readable. */
function inflateAtMost(
  compressed: Uint8Array,
  limit: number,
  zlib = false,
): { data: Uint8Array; complete: boolean } | undefined {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  // A zlib stream is raw deflate after a two-byte header (RFC 1950); the checksum at its end is not needed.
  const stream = zlib ? compressed.subarray(2) : compressed;
  try {
    const inflate = new Inflate((chunk, final) => {
      chunks.push(chunk);
      size += chunk.length;
      if (final) ended = true;
    });
    // Deflate expands at most ~1032:1, so small input steps keep a bomb from inflating far past `limit`.
    const step = Math.max(256, Math.min(64 * 1024, Math.ceil(limit / 1024)));
    for (let i = 0; i < stream.length && size < limit && !ended; i += step) {
      inflate.push(stream.subarray(i, i + step), i + step >= stream.length);
    }
  } catch {
    if (!size) return undefined;
  }
  const data = Buffer.concat(chunks);
  return { data: data.subarray(0, limit), complete: ended && data.length <= limit };
}

/** The parts of an Office Open XML or OpenDocument file that hold its words: the body, headers, footers, notes and
 * comments of a document; a workbook's shared and inline strings and cell comments; slides and speaker notes. */
const DOCUMENT_PARTS =
  /^(?:word\/(?:document|header\d*|footer\d*|comments|footnotes|endnotes)\.xml|xl\/(?:sharedStrings|comments\d*|worksheets\/sheet\d+)\.xml|ppt\/(?:slides\/slide\d+|notesSlides\/notesSlide\d+)\.xml|content\.xml)$/;
/** Uncompressed bytes read per part (a workbook's sheet can be large; its words come first in sharedStrings). */
const DOCUMENT_PART_LIMIT = 4 * 1024 * 1024;
/** Elements that end a line of text: paragraphs, breaks, table cells, shared strings, comments. */
const LINE_ENDS = new Set([
  "w:p",
  "w:br",
  "w:cr",
  "w:tc",
  "a:p",
  "a:br",
  "si",
  "is",
  "comment",
  "text:p",
  "text:h",
  "text:line-break",
  "table:table-cell",
]);

/** The words of an Office Open XML (docx, xlsx, pptx) or OpenDocument file, in part order, at most
 * MAX_EXTRACTED_TEXT characters; undefined when it has none. OOXML keeps text in `t` elements (`w:t`, `a:t`, `t`);
 * numbers and formulas in cells are left out. Encrypted entries are skipped. */
function documentText(buf: Buffer, entries: readonly ZipEntryInfo[]): string | undefined {
  let text = "";
  for (const entry of entries) {
    if (text.length >= MAX_EXTRACTED_TEXT) break;
    if (!DOCUMENT_PARTS.test(entry.fileName) || entry.flags & 0x1) continue;
    const read = readEntry(buf, entry, DOCUMENT_PART_LIMIT);
    if (!read) continue;
    const odf = entry.fileName === "content.xml";
    let inText = 0;
    const parser = new Parser(
      {
        onopentag(name) {
          if (name === "w:t" || name === "a:t" || name === "t") inText++;
        },
        ontext(chunk) {
          if (inText > 0 || odf) text += chunk;
        },
        onclosetag(name) {
          if (name === "w:t" || name === "a:t" || name === "t") inText--;
          if (LINE_ENDS.has(name)) text += "\n";
        },
      },
      { xmlMode: true, decodeEntities: true },
    );
    parser.end(Buffer.from(read.data).toString("utf8"));
    text = `${text}\n`.replace(/\n{3,}/g, "\n\n");
  }
  const out = text.trim().slice(0, MAX_EXTRACTED_TEXT);
  return out || undefined;
}

interface ZipReport {
  office: boolean;
  checked: number;
  /** The archive's entries as listed (none when it could not be read). */
  entries: readonly ZipEntryInfo[];
}

async function inspectZip(buf: Buffer, findings: Findings, depth: number, where: string): Promise<ZipReport> {
  const label = where ? `${where}: ` : "";
  let listing: { entries: ZipEntryInfo[]; truncated: boolean };
  try {
    listing = await listZip(buf);
  } catch {
    findings.apply(ATTACHMENT_ARCHIVE_RULES, {
      label,
      unreadable: true,
      truncated: false,
      total: 0,
      ratio: 0,
      encrypted: false,
    });
    return { office: false, checked: 0, entries: [] };
  }
  const { entries } = listing;
  const names = entries.map((e) => e.fileName);
  const office = names.includes("[Content_Types].xml");

  let total = 0;
  let compressedTotal = 0;
  for (const e of entries) {
    total += e.uncompressedSize;
    compressedTotal += e.compressedSize;
  }
  const ratio = compressedTotal > 0 ? total / compressedTotal : total > 0 ? Number.POSITIVE_INFINITY : 0;
  findings.apply(ATTACHMENT_ARCHIVE_RULES, {
    label,
    unreadable: false,
    truncated: listing.truncated,
    total,
    ratio,
    encrypted: entries.some((e) => e.flags & 0x1),
  });

  let sniffed = 0;
  for (const entry of entries) {
    const name = entry.fileName;
    if (name.endsWith("/")) continue;
    const entryWhere = where ? `${where} > ${name}` : `Archive entry ${name}`;
    findings.apply(ATTACHMENT_ENTRY_PART_RULES, { label, name });
    if (office && /^(word|xl|ppt)\//.test(name)) continue; // document parts: the name checks do not apply
    checkName(name, findings, entryWhere);
    if (entry.flags & 0x1) continue; // never decompress an encrypted entry (fflate returns ciphertext)
    if (sniffed >= MAX_SNIFFED_ENTRIES) continue;
    sniffed += 1;
    const head = readEntry(buf, entry, SNIFF_BYTES);
    if (!head?.data.length) continue;
    const facts: EntryFeatures = { label: `${entryWhere}: ` };
    const native = nativeExecutable(head.data);
    // A native executable is not sniffed further.
    const type = native ? undefined : await sniff(head.data);
    const family = native ? "executable" : detectedFamily(type?.ext);
    let inner: Buffer | undefined;
    if (family === "executable") {
      facts.executable = native ?? type?.ext;
    } else if (type?.ext === "zip" || family === "ooxml" || type?.ext === "cfb") {
      if (depth >= MAX_ZIP_DEPTH) facts.nested = "too_deep";
      else if (entry.uncompressedSize > MAX_NESTED_BYTES) facts.nested = "too_large";
      else {
        const whole = readEntry(buf, entry, MAX_NESTED_BYTES);
        if (whole?.complete) inner = Buffer.from(whole.data.buffer, whole.data.byteOffset, whole.data.byteLength);
        else facts.nested = "unreadable";
      }
    } else if (family === "archive") {
      facts.uncheckedArchive = type?.ext;
    }
    findings.apply(ATTACHMENT_ENTRY_RULES, facts);
    if (inner && type?.ext === "cfb") inspectOle(inner, findings, entryWhere);
    else if (inner) await inspectZip(inner, findings, depth + 1, entryWhere);
  }
  return { office, checked: sniffed, entries };
}

// ---- OLE2 ----

function inspectOle(buf: Buffer, findings: Findings, where = ""): void {
  const label = where ? `${where}: ` : "";
  let paths: string[];
  try {
    paths = CFB.read(buf, { type: "buffer" }).FullPaths;
  } catch {
    findings.apply(ATTACHMENT_OLE_RULES, { label, unreadable: true, paths: [] });
    return;
  }
  findings.apply(ATTACHMENT_OLE_RULES, { label, unreadable: false, paths });
}

// ---- PDF ----

type PdfModule = typeof import("unpdf");
let pdfModule: Promise<PdfModule> | undefined;
const loadPdf = () => {
  pdfModule ??= import("unpdf");
  return pdfModule;
};

/** The names (/Launch, /JavaScript …) in a PDF's uncompressed objects: the PDF rows read them. */
function pdfNames(buf: Buffer): Set<string> {
  // Names may hide behind #xx escapes (/J#61vaScript). Compressed object streams are not searched.
  const raw = buf.subarray(0, 16 * 1024 * 1024).toString("latin1");
  const names = new Set<string>();
  for (const m of raw.matchAll(/\/([A-Za-z0-9#]{2,32})/g)) {
    names.add(m[1].replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))));
  }
  return names;
}

async function pdfText(buf: Buffer): Promise<string | undefined> {
  const { getDocumentProxy } = await loadPdf();
  let timer: NodeJS.Timeout | undefined;
  const doc = await getDocumentProxy(new Uint8Array(buf), {
    verbosity: 0,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
  });
  try {
    const work = (async () => {
      const pages = Math.min(doc.numPages, MAX_PDF_PAGES);
      let text = "";
      for (let i = 1; i <= pages && text.length < MAX_EXTRACTED_TEXT; i++) {
        const page = await doc.getPage(i);
        const content = await page.getTextContent();
        for (const item of content.items) {
          if ("str" in item) text += item.str + (item.hasEOL ? "\n" : "");
        }
        text += "\n";
        page.cleanup();
      }
      return text.trim().slice(0, MAX_EXTRACTED_TEXT);
    })();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("PDF timeout")), PDF_TIMEOUT_MS);
    });
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    void doc.destroy().catch(() => undefined);
  }
}

/** Chunks read for text, at most: a PNG's text sits before or after its image data, rarely in more than a few. */
const MAX_PNG_CHUNKS = 512;

/** The text chunks of a PNG (tEXt, zTXt, iTXt: title, description, comment, author, XMP), one "keyword: text" line
 * each, at most MAX_EXTRACTED_TEXT characters; undefined when it has none. An image viewer shows them under its
 * properties, and an agent reading the file is given them as its text. */
function pngText(buf: Buffer): string | undefined {
  const lines: string[] = [];
  let size = 0;
  for (let at = 8, n = 0; at + 12 <= buf.length && n < MAX_PNG_CHUNKS && size < MAX_EXTRACTED_TEXT; n++) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString("latin1", at + 4, at + 8);
    const data = buf.subarray(at + 8, Math.min(buf.length, at + 8 + length));
    at += 12 + length;
    if (type === "IEND") break;
    if (type !== "tEXt" && type !== "zTXt" && type !== "iTXt") continue;
    const nul = data.indexOf(0);
    if (nul < 1) continue;
    const keyword = data.toString("latin1", 0, nul);
    let text: string | undefined;
    if (type === "tEXt") text = data.toString("latin1", nul + 1);
    else if (type === "zTXt") {
      const inflated = inflateAtMost(data.subarray(nul + 2), MAX_EXTRACTED_TEXT, true);
      text = inflated && Buffer.from(inflated.data).toString("latin1");
    } else {
      // iTXt: compression flag and method, then the language tag and the translated keyword, each ended by a NUL.
      const compressed = data[nul + 1] === 1;
      const langEnd = data.indexOf(0, nul + 3);
      const keyEnd = langEnd < 0 ? -1 : data.indexOf(0, langEnd + 1);
      if (keyEnd < 0) continue;
      const body = data.subarray(keyEnd + 1);
      const bytes = compressed ? inflateAtMost(body, MAX_EXTRACTED_TEXT, true)?.data : body;
      text = bytes && new TextDecoder("utf-8", { fatal: false }).decode(bytes);
    }
    // XMP packs its words in XML: the words, not the markup.
    const words = text
      ?.replace(/<[^>]*>/g, " ")
      .replace(/[ \t]+/g, " ")
      .trim();
    if (!words) continue;
    lines.push(`${keyword}: ${words}`);
    size += keyword.length + words.length + 3;
  }
  return lines.length ? lines.join("\n").slice(0, MAX_EXTRACTED_TEXT) : undefined;
}

// ---- text ----

function decodeText(buf: Buffer): string {
  let bytes: Uint8Array = buf;
  let encoding = "utf-8";
  if (buf.length >= 2 && buf[0] === 0xff && buf[1] === 0xfe) encoding = "utf-16le";
  else if (buf.length >= 2 && buf[0] === 0xfe && buf[1] === 0xff) encoding = "utf-16be";
  if (bytes.length > MAX_EXTRACTED_TEXT) {
    let end = MAX_EXTRACTED_TEXT;
    if (encoding === "utf-8") while (end > 0 && (bytes[end] & 0xc0) === 0x80) end--;
    else end -= end % 2;
    bytes = bytes.subarray(0, end);
  }
  return new TextDecoder(encoding, { fatal: false }).decode(bytes).replace(/^\ufeff/, "");
}

function looksBinary(buf: Buffer): boolean {
  if (buf.length >= 2 && ((buf[0] === 0xff && buf[1] === 0xfe) || (buf[0] === 0xfe && buf[1] === 0xff))) return false;
  const sample = buf.subarray(0, 8192);
  let control = 0;
  for (const b of sample) {
    if (b === 0) return true;
    if (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b)) control++;
  }
  return control > sample.length * 0.1;
}

// ---- one attachment ----

function baseMime(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0].trim().toLowerCase();
}

async function analyzeOne(part: AttachmentPart): Promise<AttachmentTrust> {
  const findings = new Findings();
  const result: AttachmentTrust = { risk: "none", reasons: findings.reasons };
  if (part.attachmentId !== undefined) result.attachment_id = part.attachmentId;
  if (part.filename !== undefined) result.filename = part.filename;
  if (part.contentType !== undefined) result.content_type = part.contentType;
  try {
    const content = Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content ?? []);
    const mime = baseMime(part.contentType);
    const name = checkName(part.filename, findings);
    const facts: AttachmentFeatures = {
      mime,
      scriptType: SCRIPT_TYPES.has(mime),
      empty: !content.length,
      shebang: false,
      detected: "unknown",
      nameExt: name.ext,
      nameMismatch: false,
      typeMismatch: false,
    };
    if (facts.empty) {
      findings.apply(ATTACHMENT_RULES, facts);
      result.risk = findings.risk;
      return result;
    }

    const type = await sniff(content);
    const native = nativeExecutable(content);
    if (type) result.detected_type = type.mime;
    else if (native) result.detected_type = "application/x-msdownload";
    const family: Family | undefined = native ? "executable" : detectedFamily(type?.ext);
    if (family === "executable") facts.executable = native ?? type?.ext;
    facts.shebang = content.subarray(0, 2).toString("latin1") === "#!";
    facts.sniffedExt = type?.ext;
    facts.detected = native ?? type?.mime ?? "unknown";
    // Declared name or type versus the bytes.
    const promisedByName = nameFamily(name.ext);
    facts.nameMismatch = !!family && !!promisedByName && !compatible(promisedByName, family);
    const promisedByType = declaredFamily(mime);
    facts.typeMismatch = !!family && !!promisedByType && !compatible(promisedByType, family);
    findings.apply(ATTACHMENT_RULES, facts);

    const kind: KindFeatures = { checkedArchive: false, pdfNames: new Set(), pdfTextFailed: false };
    if (
      family === "zip" ||
      family === "ooxml" ||
      (!type && name.ext === "zip" && content.subarray(0, 2).toString() === "PK")
    ) {
      const report = await inspectZip(content, findings, 0, "");
      kind.checkedArchive =
        !report.office && family !== "ooxml" && !/^(jar|apk|epub|odt|ods|odp|xpi)$/.test(type?.ext ?? "");
      // The agent reads documents, so an instruction written into one reaches it as surely as one in the body.
      if (report.office || family === "ooxml" || /^(odt|ods|odp)$/.test(type?.ext ?? "")) {
        const text = documentText(content, report.entries);
        if (text) result.extracted_text = text;
      }
    } else if (type?.ext === "cfb") {
      inspectOle(content, findings);
    } else if (family === "archive") {
      kind.uncheckedArchive = type?.ext;
    } else if (type?.ext === "png") {
      const text = pngText(content);
      if (text) result.extracted_text = text;
    } else if (family === "pdf") {
      kind.pdfNames = pdfNames(content);
      try {
        const text = await pdfText(content);
        if (text) result.extracted_text = text;
      } catch {
        kind.pdfTextFailed = true;
      }
    }
    findings.apply(ATTACHMENT_KIND_RULES, kind);

    const textDetected = type !== undefined && (type.mime.startsWith("text/") || /^(ics|vcf|xml|json)$/.test(type.ext));
    if (!family && (!type || textDetected)) {
      const declaredText = mime.startsWith("text/") || TEXT_TYPES.has(mime) || TEXT_EXTENSIONS.has(name.ext ?? "");
      const html =
        mime === "text/html" ||
        mime === "application/xhtml+xml" ||
        HTML_EXTENSIONS.has(name.ext ?? "") ||
        /^\s*(<!doctype html|<html)/i.test(content.subarray(0, 512).toString("latin1"));
      const binary = !html && looksBinary(content);
      findings.apply(ATTACHMENT_TEXT_RULES, {
        html,
        binary,
        declaredText,
        noOtherReason: !findings.reasons.length,
      });
      if (!html && !binary && (declaredText || !mime || mime === "application/octet-stream")) {
        const text = decodeText(content);
        result.extracted_text =
          mime === "text/calendar" || name.ext === "ics" || type?.ext === "ics" ? unfoldCalendar(text) : text;
      }
    }
  } catch {
    findings.apply(ATTACHMENT_FAILURE_RULES, { threw: true });
  }
  result.risk = findings.risk;
  return result;
}

/** A line break that starts no iCalendar property: the names of RFC 5545, 5546 and 7986 and the experimental
 * "X-" ones, so a sentence folded before "ASSISTANT: …" is joined like any other fold. */
const CALENDAR_PROPERTIES =
  "BEGIN END VERSION PRODID METHOD CALSCALE UID DTSTAMP DTSTART DTEND DUE DURATION SUMMARY DESCRIPTION LOCATION " +
  "ORGANIZER ATTENDEE STATUS SEQUENCE CLASS CREATED LAST-MODIFIED RRULE RDATE EXDATE EXRULE RECURRENCE-ID TRANSP " +
  "PRIORITY CATEGORIES COMMENT CONTACT GEO URL RESOURCES ATTACH RELATED-TO TZID TZNAME TZOFFSETFROM TZOFFSETTO TZURL " +
  "ACTION TRIGGER REPEAT FREEBUSY COMPLETED PERCENT-COMPLETE REQUEST-STATUS NAME COLOR IMAGE CONFERENCE " +
  "REFRESH-INTERVAL SOURCE";
const CALENDAR_FOLD = new RegExp(`\\n(?!(?:X-[A-Z0-9-]+|${CALENDAR_PROPERTIES.split(" ").join("|")})[:;])`, "gi");

/** The properties a calendar shows its reader: the event's words and the names of the people in it. */
const CALENDAR_SHOWN =
  /^(SUMMARY|DESCRIPTION|LOCATION|COMMENT|CONTACT|CATEGORIES|RESOURCES|X-ALT-DESC|ORGANIZER|ATTENDEE)([;:])(.*)$/i;

/** An iCalendar file as its reader sees it: folded lines joined (RFC 5545 3.1; also a line that starts no property,
 * as lenient readers join a fold written with the space at the end), the text escapes undone, and only what a
 * calendar shows: the summary, description, location and comments as the sentences they hold, and the organiser's
 * and attendees' names, not their addresses, parameters or the file's other properties. */
function unfoldCalendar(text: string): string {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .replace(/\n[ \t]/g, "")
    .replace(CALENDAR_FOLD, "")
    .split("\n");
  const shown: string[] = [];
  for (const line of lines) {
    const match = CALENDAR_SHOWN.exec(line);
    if (!match) continue;
    const name = match[1].toUpperCase();
    if (name === "ORGANIZER" || name === "ATTENDEE") {
      // The name is the CN parameter, possibly quoted; the value is the address.
      const cn = /;CN=("[^"]*"|[^;:]*)/i.exec(line)?.[1]?.replace(/^"|"$/g, "");
      if (cn) shown.push(`${name}: ${cn}`);
      continue;
    }
    // The value starts after the first colon outside a quoted parameter.
    const rest = match[2] === ":" ? match[3] : match[3].replace(/^(?:[^":]|"[^"]*")*:/, "");
    const value = name === "X-ALT-DESC" ? rest.replace(/<[^>]*>/g, " ") : rest;
    shown.push(`${name}: ${value.replace(/\\([nN,;\\])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c))}`);
  }
  return shown.join("\n");
}

/**
 * Analyses each attachment: detected type from magic bytes, risk with reasons, and extracted text for text-like
 * parts and PDFs (64 KB at most). Never throws.
 */
export async function analyzeAttachments(parts: AttachmentPart[]): Promise<AttachmentTrust[]> {
  const out: AttachmentTrust[] = [];
  for (const part of parts) out.push(await analyzeOne(part));
  return out;
}
