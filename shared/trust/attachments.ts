// Attachment stage of the trust report: what each attachment really is (magic bytes), how risky it is and why,
// and its text when it is text-like or a PDF. Archives are listed (yauzl) and chosen entries sniffed (fflate),
// legacy Office files are checked for macros (cfb). Never throws: malformed input yields reasons, not errors.

import CFB from "cfb";
import { Inflate } from "fflate";
import { fileTypeFromBuffer } from "file-type";
import yauzl from "yauzl";
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
const BOMB_TOTAL_BYTES = 500 * 1024 * 1024;
const BOMB_RATIO = 100;
/** Below this uncompressed total a high ratio is harmless (a small file of repeated bytes). */
const BOMB_RATIO_MIN_BYTES = 1024 * 1024;

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

class Findings {
  risk: AttachmentRisk = "none";
  readonly reasons: string[] = [];
  add(risk: AttachmentRisk, reason: string): void {
    if (RISK_ORDER.indexOf(risk) > RISK_ORDER.indexOf(this.risk)) this.risk = risk;
    if (!this.reasons.includes(reason)) this.reasons.push(reason);
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

/** Filename-only checks, used for attachments and for archive entries (`where` prefixes the reason). */
function checkName(filename: string | undefined, findings: Findings, where = ""): NameInfo {
  const info = nameInfo(filename);
  const label = where ? `${where}: ` : "";
  if (filename && BIDI_CONTROLS.test(filename)) {
    const rlo = filename.includes("\u202e");
    findings.add(
      "high",
      `${label}Filename contains ${rlo ? "a right-to-left override (U+202E)" : "bidirectional control characters"} that can disguise its real extension`,
    );
  }
  const { ext, exts } = info;
  if (!ext) return info;
  const executable = EXECUTABLE_EXTENSIONS.has(ext);
  if (executable) findings.add("high", `${label}Executable file type (.${ext})`);
  else if (SCRIPT_EXTENSIONS.has(ext)) findings.add("medium", `${label}Script or shortcut file (.${ext})`);
  if ((executable || SCRIPT_EXTENSIONS.has(ext)) && exts.length >= 2 && DECOY_EXTENSIONS.has(exts[exts.length - 2])) {
    findings.add("high", `${label}Double extension (.${exts[exts.length - 2]}.${ext}) hides the real file type`);
  }
  if (MACRO_EXTENSIONS.has(ext)) findings.add("high", `${label}Macro-enabled Office document (.${ext})`);
  if (HTML_EXTENSIONS.has(ext)) {
    const svg = ext.startsWith("svg");
    findings.add(
      "medium",
      svg
        ? `${label}SVG image can carry scripts and links`
        : `${label}HTML attachment can hold phishing forms or scripts`,
    );
  }
  if (UNCHECKED_ARCHIVE_EXTENSIONS.has(ext))
    findings.add("medium", `${label}Archive whose contents are not checked (.${ext})`);
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
  const chunks: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  try {
    const inflate = new Inflate((chunk, final) => {
      chunks.push(chunk);
      size += chunk.length;
      if (final) ended = true;
    });
    // Deflate expands at most ~1032:1, so small input steps keep a bomb from inflating far past `limit`.
    const step = Math.max(256, Math.min(64 * 1024, Math.ceil(limit / 1024)));
    for (let i = 0; i < compressed.length && size < limit && !ended; i += step) {
      inflate.push(compressed.subarray(i, i + step), i + step >= compressed.length);
    }
  } catch {
    if (!size) return undefined;
  }
  const data = Buffer.concat(chunks);
  return { data: data.subarray(0, limit), complete: ended && data.length <= limit };
}

interface ZipReport {
  office: boolean;
  checked: number;
}

async function inspectZip(buf: Buffer, findings: Findings, depth: number, where: string): Promise<ZipReport> {
  const prefix = where ? `${where}: ` : "";
  let listing: { entries: ZipEntryInfo[]; truncated: boolean };
  try {
    listing = await listZip(buf);
  } catch {
    findings.add("medium", `${prefix}Archive could not be read (corrupt or unsupported)`);
    return { office: false, checked: 0 };
  }
  const { entries } = listing;
  if (listing.truncated) findings.add("medium", `${prefix}Archive has too many entries to check them all`);
  const names = entries.map((e) => e.fileName);
  const office = names.includes("[Content_Types].xml");

  let total = 0;
  let compressedTotal = 0;
  for (const e of entries) {
    total += e.uncompressedSize;
    compressedTotal += e.compressedSize;
  }
  const ratio = compressedTotal > 0 ? total / compressedTotal : total > 0 ? Number.POSITIVE_INFINITY : 0;
  if (total > BOMB_TOTAL_BYTES || (total >= BOMB_RATIO_MIN_BYTES && ratio > BOMB_RATIO)) {
    const mb = (total / 1024 / 1024).toFixed(1);
    findings.add("high", `${prefix}Possible zip bomb: ${mb} MB uncompressed (ratio ${Math.round(ratio)}:1)`);
  }
  if (entries.some((e) => e.flags & 0x1)) {
    findings.add("high", `${prefix}Encrypted archive: contents cannot be checked`);
  }

  let sniffed = 0;
  for (const entry of entries) {
    const name = entry.fileName;
    if (name.endsWith("/")) continue;
    const entryWhere = where ? `${where} > ${name}` : `Archive entry ${name}`;
    if (/(^|\/)vbaProject\.bin$/i.test(name)) {
      findings.add("high", `${prefix}Office document with macros (${name})`);
    }
    if (/(^|\/)(activeX\/|embeddings\/oleObject)/i.test(name)) {
      findings.add("low", `${prefix}Office document with embedded objects or ActiveX controls`);
    }
    if (office && /^(word|xl|ppt)\//.test(name)) continue; // document parts: the name checks do not apply
    checkName(name, findings, entryWhere);
    if (entry.flags & 0x1) continue; // never decompress an encrypted entry (fflate returns ciphertext)
    if (sniffed >= MAX_SNIFFED_ENTRIES) continue;
    sniffed += 1;
    const head = readEntry(buf, entry, SNIFF_BYTES);
    if (!head?.data.length) continue;
    const native = nativeExecutable(head.data);
    if (native) {
      findings.add("high", `${entryWhere}: executable content (${native})`);
      continue;
    }
    const type = await sniff(head.data);
    const family = detectedFamily(type?.ext);
    if (family === "executable") {
      findings.add("high", `${entryWhere}: executable content (${type?.ext})`);
    } else if (type?.ext === "zip" || family === "ooxml" || type?.ext === "cfb") {
      if (depth >= MAX_ZIP_DEPTH) {
        findings.add("medium", `${entryWhere}: nested archive too deep to check`);
        continue;
      }
      if (entry.uncompressedSize > MAX_NESTED_BYTES) {
        findings.add("medium", `${entryWhere}: nested file too large to check`);
        continue;
      }
      const whole = readEntry(buf, entry, MAX_NESTED_BYTES);
      if (!whole?.complete) {
        findings.add("medium", `${entryWhere}: nested file could not be decompressed`);
        continue;
      }
      const inner = Buffer.from(whole.data.buffer, whole.data.byteOffset, whole.data.byteLength);
      if (type?.ext === "cfb") inspectOle(inner, findings, entryWhere);
      else await inspectZip(inner, findings, depth + 1, entryWhere);
    } else if (family === "archive") {
      findings.add("medium", `${entryWhere}: archive whose contents are not checked (${type?.ext})`);
    }
  }
  return { office, checked: sniffed };
}

// ---- OLE2 ----

function inspectOle(buf: Buffer, findings: Findings, where = ""): void {
  const prefix = where ? `${where}: ` : "";
  let paths: string[];
  try {
    paths = CFB.read(buf, { type: "buffer" }).FullPaths;
  } catch {
    findings.add("low", `${prefix}OLE2 document could not be read`);
    return;
  }
  if (paths.some((p) => /\/(Macros\/VBA|_VBA_PROJECT_CUR)\//i.test(p) || /\/VBA\/dir$/i.test(p))) {
    findings.add("high", `${prefix}Office document with VBA macros`);
  }
  if (paths.some((p) => /\/EncryptedPackage$/i.test(p))) {
    findings.add("high", `${prefix}Password-protected Office document: contents cannot be checked`);
  }
  if (paths.some((p) => p.endsWith("\u0001Ole10Native"))) {
    findings.add("medium", `${prefix}Office document with an embedded package object`);
  }
}

// ---- PDF ----

type PdfModule = typeof import("unpdf");
let pdfModule: Promise<PdfModule> | undefined;
const loadPdf = () => {
  pdfModule ??= import("unpdf");
  return pdfModule;
};

function pdfActiveContent(buf: Buffer, findings: Findings): void {
  // Names may hide behind #xx escapes (/J#61vaScript). Compressed object streams are not searched.
  const raw = buf.subarray(0, 16 * 1024 * 1024).toString("latin1");
  const names = new Set<string>();
  for (const m of raw.matchAll(/\/([A-Za-z0-9#]{2,32})/g)) {
    names.add(m[1].replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))));
  }
  if (names.has("Launch")) findings.add("high", "PDF has a Launch action that can run programs");
  if (names.has("JavaScript") || names.has("JS")) findings.add("medium", "PDF contains JavaScript");
  if (names.has("EmbeddedFile") || names.has("EmbeddedFiles")) findings.add("medium", "PDF carries embedded files");
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

    if (SCRIPT_TYPES.has(mime)) findings.add("medium", `Script content type (${mime})`);
    if (mime.includes("macroenabled")) findings.add("high", "Macro-enabled Office document (declared type)");
    if (mime === "text/html" || mime === "application/xhtml+xml") {
      findings.add("medium", "HTML attachment can hold phishing forms or scripts");
    }
    if (mime === "image/svg+xml") findings.add("medium", "SVG image can carry scripts and links");

    if (!content.length) {
      findings.add("none", "Empty attachment");
      result.risk = findings.risk;
      return result;
    }

    const type = await sniff(content);
    const native = nativeExecutable(content);
    if (type) result.detected_type = type.mime;
    else if (native) result.detected_type = "application/x-msdownload";
    const family: Family | undefined = native ? "executable" : detectedFamily(type?.ext);
    if (family === "executable") findings.add("high", `Executable content (${native ?? type?.ext})`);
    if (content.subarray(0, 2).toString("latin1") === "#!") findings.add("medium", "Script content (starts with #!)");

    // Declared name or type versus the bytes.
    const whatItIs = native ?? type?.mime ?? "unknown";
    const promisedByName = nameFamily(name.ext);
    if (family && promisedByName && !compatible(promisedByName, family)) {
      findings.add(
        family === "executable" ? "high" : "medium",
        `Named .${name.ext} but the content is ${family === "executable" ? "an executable" : whatItIs} (${type?.ext ?? "exe"})`,
      );
    }
    const promisedByType = declaredFamily(mime);
    if (family && promisedByType && !compatible(promisedByType, family)) {
      findings.add(
        family === "executable" ? "high" : "medium",
        `Declared as ${mime} but the content is ${family === "executable" ? "an executable" : whatItIs}`,
      );
    }

    if (type && /^(docm|dotm|xlsm|xltm|pptm|potm|ppsm)$/.test(type.ext)) {
      findings.add("high", `Macro-enabled Office document (${type.ext})`);
    }

    if (
      family === "zip" ||
      family === "ooxml" ||
      (!type && name.ext === "zip" && content.subarray(0, 2).toString() === "PK")
    ) {
      const report = await inspectZip(content, findings, 0, "");
      if (!report.office && family !== "ooxml" && !/^(jar|apk|epub|odt|ods|odp|xpi)$/.test(type?.ext ?? "")) {
        findings.add("low", "Archive (contents checked)");
      }
    } else if (type?.ext === "cfb") {
      inspectOle(content, findings);
    } else if (family === "archive") {
      findings.add("medium", `Archive whose contents are not checked (${type?.ext})`);
    } else if (family === "pdf") {
      pdfActiveContent(content, findings);
      try {
        const text = await pdfText(content);
        if (text) result.extracted_text = text;
      } catch {
        findings.add("low", "PDF text could not be extracted");
      }
    }

    const textDetected = type !== undefined && (type.mime.startsWith("text/") || /^(ics|vcf|xml|json)$/.test(type.ext));
    if (!family && (!type || textDetected)) {
      const declaredText = mime.startsWith("text/") || TEXT_TYPES.has(mime) || TEXT_EXTENSIONS.has(name.ext ?? "");
      const html =
        mime === "text/html" ||
        mime === "application/xhtml+xml" ||
        HTML_EXTENSIONS.has(name.ext ?? "") ||
        /^\s*(<!doctype html|<html)/i.test(content.subarray(0, 512).toString("latin1"));
      if (html) {
        findings.add("medium", "HTML attachment can hold phishing forms or scripts");
      } else if (looksBinary(content)) {
        if (declaredText) findings.add("low", "Declared as text but contains binary data");
        else if (!findings.reasons.length) findings.add("low", "Unrecognised file type");
      } else if (declaredText || !mime || mime === "application/octet-stream") {
        result.extracted_text = decodeText(content);
      }
    }
  } catch {
    findings.add("low", "Attachment could not be fully analysed");
  }
  result.risk = findings.risk;
  return result;
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
