// SendAttachment (API request shape) → bytes ready for the composer: base64 decoded or fetched by URL.
import { detectMimeType, parseHeaderValue } from "nodemailer/lib/mime-funcs";
import { z } from "zod";
import { validation } from "../errors.js";
import { safeFetch } from "../net/safe-fetch.js";

/** One attachment in a send, reply, forward or draft body (snake_case as the API receives it). */
export const sendAttachmentSchema = z.object({
  filename: z.string().nullish(),
  content_type: z.string().nullish(),
  content_disposition: z.enum(["inline", "attachment"]).nullish(),
  content_id: z.string().nullish(),
  /** base64 */
  content: z.string().nullish(),
  url: z.string().nullish(),
});

export type SendAttachment = z.infer<typeof sendAttachmentSchema>;

export interface ResolvedAttachment {
  filename?: string;
  contentType: string;
  contentDisposition: "inline" | "attachment";
  /** Without angle brackets. */
  contentId?: string;
  content: Buffer;
  size: number;
}

export const MAX_URL_ATTACHMENT_BYTES = 25 * 1024 * 1024;
/**
 * All of a send's attachment URLs are fetched within the request, which API Gateway ends at 29 s: a URL that has not
 * answered in 20 s is a clear 400 (not fetchable) rather than the gateway's 504 for the whole send.
 */
const FETCH_TIMEOUT_MS = 20_000;
const OCTET_STREAM = "application/octet-stream";

export interface ResolveAttachmentsOptions {
  allowLoopback: boolean;
  /** Cap for one attachment fetched by URL; 25 MB. */
  maxUrlBytes?: number;
  fetcher?: typeof safeFetch;
}

const BASE64 = /^[A-Za-z0-9+/]*$/;

/** Strict base64: standard alphabet, whitespace ignored, padding optional but never misplaced. */
export function decodeBase64Strict(value: string): Buffer | undefined {
  const compact = value.replace(/\s+/g, "");
  const unpadded = compact.replace(/={1,2}$/, "");
  if (!BASE64.test(unpadded)) return undefined;
  if (unpadded.length % 4 === 1) return undefined;
  if (compact.length !== unpadded.length && compact.length % 4 !== 0) return undefined;
  return Buffer.from(unpadded, "base64");
}

/** `data:<type>;base64,<data>` split into its type and payload, when content is given as a data URI. */
function splitDataUri(value: string): { type?: string; data: string } {
  const match = value.match(/^data:([^,;]*)((?:;[^,;]*)*);base64,/i);
  if (!match) return { data: value };
  return { type: match[1] || undefined, data: value.slice(match[0].length) };
}

function cleanFilename(name: string | null | undefined): string | undefined {
  if (!name) return undefined;
  // No directories, no control characters (header injection), bounded length.
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]+/g, "").trim();
  return cleaned ? cleaned.slice(0, 255) : undefined;
}

function filenameFromUrl(url: string): string | undefined {
  try {
    const last = new URL(url).pathname.split("/").pop() ?? "";
    return cleanFilename(decodeURIComponent(last));
  } catch {
    return undefined;
  }
}

/** Decodes RFC 2047 words (parseHeaderValue turns RFC 2231 `filename*=` into one). */
function decodeMimeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (word, charset: string, encoding: string, text: string) => {
    try {
      const bytes =
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : Buffer.from(
              text
                .replace(/_/g, " ")
                .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
              "latin1",
            );
      return new TextDecoder(charset.split("*")[0]).decode(bytes);
    } catch {
      return word;
    }
  });
}

function filenameFromDisposition(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const raw = parseHeaderValue(header).params.filename;
  return raw ? cleanFilename(decodeMimeWords(raw)) : undefined;
}

function typeFromFilename(filename: string | undefined): string | undefined {
  if (!filename?.includes(".")) return undefined;
  const type = detectMimeType(filename);
  return type && type !== OCTET_STREAM ? type : undefined;
}

function bareType(value: string | null | undefined): string | undefined {
  const type = value?.split(";")[0].trim().toLowerCase();
  return type && /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(type) ? type : undefined;
}

function finish(
  a: SendAttachment,
  content: Buffer,
  found: { filename?: string; fetchedType?: string; dataType?: string },
): ResolvedAttachment {
  const filename = cleanFilename(a.filename) ?? found.filename;
  const fetched = found.fetchedType ?? found.dataType;
  // Given type, then a specific served type, then the filename's, then whatever was served.
  const contentType =
    bareType(a.content_type) ??
    (fetched && fetched !== OCTET_STREAM ? fetched : undefined) ??
    typeFromFilename(filename) ??
    fetched ??
    OCTET_STREAM;
  const contentId = a.content_id?.trim().replace(/^<+|>+$/g, "") || undefined;
  return {
    ...(filename ? { filename } : {}),
    contentType,
    contentDisposition: a.content_disposition ?? (contentId ? "inline" : "attachment"),
    ...(contentId ? { contentId } : {}),
    content,
    size: content.length,
  };
}

/**
 * Decodes or fetches every attachment. Errors (first one, in list order) are the spec's 400s:
 * invalid base64, neither content nor url, and a URL over the cap or not fetchable.
 */
export async function resolveAttachments(
  list: SendAttachment[] | undefined | null,
  options: ResolveAttachmentsOptions,
): Promise<ResolvedAttachment[]> {
  if (!list?.length) return [];
  const maxBytes = options.maxUrlBytes ?? MAX_URL_ATTACHMENT_BYTES;
  const fetcher = options.fetcher ?? safeFetch;
  const megabytes = Math.round((maxBytes / (1024 * 1024)) * 100) / 100;

  // Everything that can be checked without the network first, so the first problem in list order wins.
  const decoded = list.map((a, i) => {
    if (a.content !== undefined && a.content !== null) {
      const { type, data } = splitDataUri(a.content);
      const content = decodeBase64Strict(data);
      if (!content) throw validation(`attachments[${i}].content must be base64`, "attachments");
      return { content, dataType: bareType(type) };
    }
    if (!a.url) throw validation(`Attachment ${i} needs content (base64) or url`, "attachments");
    return undefined;
  });

  const settled = await Promise.allSettled(
    list.map(async (a, i): Promise<ResolvedAttachment> => {
      const given = decoded[i];
      if (given) return finish(a, given.content, { dataType: given.dataType });
      const url = a.url!;
      const failed = () =>
        validation(`Attachment URL ${url} is over ${megabytes} MB or could not be fetched`, "attachments");
      let response: Awaited<ReturnType<typeof safeFetch>>;
      try {
        response = await fetcher(url, { maxBytes, timeoutMs: FETCH_TIMEOUT_MS, allowLoopback: options.allowLoopback });
      } catch {
        throw failed();
      }
      if (response.status < 200 || response.status > 299) throw failed();
      return finish(a, response.body, {
        filename: filenameFromDisposition(response.headers["content-disposition"]) ?? filenameFromUrl(url),
        fetchedType: bareType(response.headers["content-type"]),
      });
    }),
  );
  const out: ResolvedAttachment[] = [];
  for (const result of settled) {
    if (result.status === "rejected") throw result.reason;
    out.push(result.value);
  }
  return out;
}
