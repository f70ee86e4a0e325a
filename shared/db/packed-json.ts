// Large JSON attributes stored compressed (Brotli), as a binary attribute. DynamoDB bills writes per started KB of
// item and again per index copy; event payloads (bodies, an HTML body often twice, transit headers) shrink three- to
// tenfold. Brotli rather than gzip: its window spans a whole payload, so a body repeated 40 KB later costs nothing.
// ElectroDB applies these as the attribute's set and get, so every reader (queries, the stream image, parse) sees
// the plain value.
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";

/** Values whose JSON is at most this long stay plain: an item is billed per started KB anyway. */
const PACK_ABOVE_BYTES = 1024;
/** Quality 6 of 11: within a few percent of the smallest output at a fraction of a millisecond per payload. */
const QUALITY = 6;

/** A value as stored: Brotli-compressed JSON when its JSON is large, the value itself otherwise. */
export function packJson(value: unknown): unknown {
  if (value === undefined || value === null || value instanceof Uint8Array) return value;
  const json = JSON.stringify(value);
  const bytes = Buffer.byteLength(json);
  if (bytes <= PACK_ABOVE_BYTES) return value;
  return brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  });
}

/** Plain values (small, or written before packing) come back as they are. */
export function unpackJson(value: unknown): unknown {
  return value instanceof Uint8Array ? JSON.parse(brotliDecompressSync(value).toString("utf8")) : value;
}
