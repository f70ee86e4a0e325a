// API Gateway REST proxy events in and out: the only shapes the router sees are HttpRequest and Reply.
import type { Readable } from "node:stream";
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";

export interface HttpRequest {
  method: string;
  path: string;
  /** Lowercased header names; the last value wins. */
  headers: Record<string, string>;
  /** Every value of each query name, `name[]` merged into `name`. */
  query: Record<string, string[]>;
  body: Buffer;
  cookies: Record<string, string>;
  ip: string;
  requestId: string;
}

export interface Reply {
  status: number;
  json?: unknown;
  /** A non-JSON body (text or bytes) with its content type in headers. */
  raw?: string | Buffer;
  headers?: Record<string, string>;
  cookies?: string[];
  /** A streaming route's body (SSE), opened by the streaming front once the status and headers are settled. */
  stream?: (limits: StreamLimits) => Readable;
}

/** Runtime limits of whoever serves a streaming reply. */
export interface StreamLimits {
  /** Epoch ms by which the response must have ended (the Lambda time limit); absent locally. */
  deadlineAt?: number;
}

function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

export function requestFromEvent(event: APIGatewayProxyEvent): HttpRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) {
    if (value !== undefined) headers[name.toLowerCase()] = value;
  }
  for (const [name, values] of Object.entries(event.multiValueHeaders ?? {})) {
    if (values?.length && !(name.toLowerCase() in headers)) headers[name.toLowerCase()] = values[values.length - 1];
  }
  const query: Record<string, string[]> = {};
  const add = (name: string, values: string[]) => {
    const key = name.endsWith("[]") ? name.slice(0, -2) : name;
    query[key] = [...(query[key] ?? []), ...values];
  };
  if (event.multiValueQueryStringParameters) {
    for (const [name, values] of Object.entries(event.multiValueQueryStringParameters)) add(name, values ?? []);
  } else {
    for (const [name, value] of Object.entries(event.queryStringParameters ?? {})) add(name, [value ?? ""]);
  }
  const body = event.body ? Buffer.from(event.body, event.isBase64Encoded ? "base64" : "utf8") : Buffer.alloc(0);
  // Cookies may arrive as several Cookie headers.
  const cookieHeader =
    (event.multiValueHeaders?.cookie ?? event.multiValueHeaders?.Cookie)?.join("; ") ?? headers.cookie;
  return {
    method: event.httpMethod.toUpperCase(),
    path: event.path,
    headers,
    query,
    body,
    cookies: parseCookies(cookieHeader),
    ip: event.requestContext?.identity?.sourceIp ?? "",
    requestId: event.requestContext?.requestId ?? "",
  };
}

export function resultFromReply(reply: Reply): APIGatewayProxyResult {
  const headers: Record<string, string> = { ...(reply.headers ?? {}) };
  let body = "";
  let isBase64Encoded = false;
  if (reply.json !== undefined) {
    headers["content-type"] ??= "application/json";
    body = JSON.stringify(reply.json);
  } else if (Buffer.isBuffer(reply.raw)) {
    body = reply.raw.toString("base64");
    isBase64Encoded = true;
  } else if (typeof reply.raw === "string") {
    body = reply.raw;
  }
  const result: APIGatewayProxyResult = { statusCode: reply.status, headers, body, isBase64Encoded };
  if (reply.cookies?.length) result.multiValueHeaders = { "set-cookie": reply.cookies };
  return result;
}
