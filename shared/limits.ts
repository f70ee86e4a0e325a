// Limits of the AWS services the API runs behind, held on both platforms so local behaviour matches AWS, and how
// sizes are written in error messages. docs/limits.md says what each means for a client.

const MiB = 1024 * 1024;

/**
 * The largest body the API function answers inline (or reads from a request): API Gateway hands bodies to Lambda,
 * and takes them back, base64-encoded inside a 6 MB invoke payload (6,291,456 bytes), so 4 MiB (5.6 MB once
 * encoded) leaves room for headers and the rest of the event. Larger downloads are redirected to S3.
 */
export const LAMBDA_BODY_LIMIT_BYTES = 4 * MiB;

/** API Gateway REST APIs refuse request bodies over 10 MB before any function runs (a gateway response). */
export const API_GATEWAY_MAX_BODY_BYTES = 10 * MiB;

/** A redirected download's presigned URL works this long: long enough to follow the redirect, short to leak. */
export const DOWNLOAD_URL_TTL_SECONDS = 300;

/**
 * SES v2 SendEmail takes at most 40 MB per raw message, base64-encoded attachments included. Counted in decimal
 * megabytes, the stricter reading, so a message we accept is never one SES refuses as too large.
 */
export const SES_MAX_MESSAGE_BYTES = 40_000_000;

/**
 * What a body over a front's limit is answered with (API Gateway's gateway response, the local front's own cap):
 * 400 validation, as the spec answers every oversized body, never the function's work.
 */
export function bodyTooLargeMessage(limitBytes: number): string {
  return `Request body too large (over ${formatMegabytes(limitBytes)}); send large attachments by URL`;
}

/**
 * API Gateway closes a WebSocket after 10 minutes without a frame either way. Every connection is posted a frame at
 * least this often (an EventBridge rule on the WebSocket function on AWS, a timer locally): half the timeout, so one
 * late or failed sweep still leaves a frame in time.
 */
export const KEEPALIVE_INTERVAL_MS = 5 * 60 * 1000;

/** API Gateway WebSocket frames are at most 128 KB either way; the local server holds the same line. */
export const WEBSOCKET_FRAME_BYTES = 128 * 1024;

/** Events counted per metrics query at most (spec: Limits); what lies beyond is left out and the response says so. */
export const METRICS_EVENT_CAP = 100_000;

/** A transport's refusal of a message over its limit (the send pipeline checks first), or undefined when it fits. */
export function messageSizeError(messageId: string, bytes: number, maxMessageBytes: number): RangeError | undefined {
  if (bytes <= maxMessageBytes) return undefined;
  return new RangeError(`Message ${messageId} is ${bytes} bytes, over the transport's limit of ${maxMessageBytes}`);
}

/** Sizes as limits are stated: "40 MB" for 40 MiB (binary, as Lambda and API Gateway count). */
export function formatMegabytes(bytes: number, unit: number = MiB): string {
  const value = bytes / unit;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}

/** The MCP server (spec: Limits): request bodies, list page sizes, how long wait_for_message may wait. */
export const MCP_LIMITS = {
  bodyBytes: 2 * MiB,
  listMax: 100,
  /** Default page size of the list tools; list_inboxes has its own. */
  listDefault: 20,
  inboxListDefault: 50,
  waitMaxSeconds: 60,
  waitDefaultSeconds: 30,
} as const;
