// Where the service is mounted. Handlers and pages speak stage-less paths (`/inboxes`, `/auth/email/verify`), as API
// Gateway hands them the path without its stage; behind the default execute-api URL the public address has the
// stage as a prefix (`…/api`). Replies are mounted here, in one place: the Location of redirects, cookie paths, and
// the href/action/src attributes of our own HTML (escaped content cannot contain `="/`, so only our markup matches).

import type { Reply } from "./request.js";

/** The path prefix of the public URL: "" at a domain's root, "/api" behind the default execute-api URL. */
export function mountPrefix(publicUrl: string): string {
  let path: string;
  try {
    path = new URL(publicUrl).pathname;
  } catch {
    return "";
  }
  return path.replace(/\/+$/, "");
}

const isLocalPath = (value: string) => value.startsWith("/") && !value.startsWith("//");

const ATTRIBUTE = /\b(href|action|src|formaction)="\/(?!\/)/g;

function mountCookie(line: string, prefix: string): string {
  return line.replace(/; ?Path=(\/[^;]*)/i, (_all, path: string) => `; Path=${prefix}${path === "/" ? "" : path}`);
}

/** The reply as the browser must see it under `prefix`. */
export function mountReply(reply: Reply, prefix: string): Reply {
  if (!prefix) return reply;
  const headers = reply.headers ? { ...reply.headers } : undefined;
  if (headers?.location && isLocalPath(headers.location)) headers.location = `${prefix}${headers.location}`;
  const cookies = reply.cookies?.map((line) => mountCookie(line, prefix));
  const html = typeof reply.raw === "string" && (headers?.["content-type"] ?? "").startsWith("text/html");
  const raw = html
    ? (reply.raw as string).replace(ATTRIBUTE, (_all, name: string) => `${name}="${prefix}/`)
    : reply.raw;
  return { ...reply, headers, cookies, raw };
}
