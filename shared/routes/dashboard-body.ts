// The message body document the thread page embeds in a sandboxed iframe (shared/dashboard/message-body.ts says
// how it is made safe). Session cookie only; its own small pages for errors, framable by our pages like the body.
import { z } from "zod";
import { type Principal, scopeOf } from "../auth/principal.js";
import { bodyHeaders, messageBodyDocument, withheldBodyDocument } from "../dashboard/message-body.js";
import { escapeHtml as e, pageSession } from "../dashboard/pages.js";
import { getReadableMessage, readBodies } from "../domain/messages.js";
import { getInboxInScope } from "../domain/scope-loaders.js";
import { ApiError } from "../errors.js";
import type { Reply } from "../http/request.js";
import { route } from "../http/route.js";
import { checkAccess } from "../http/router.js";
import { q } from "../http/validation.js";

const bodyQuery = z.object({ images: q.bool() });

function bodyReply(status: number, html: string, remoteImages = false): Reply {
  return { status, raw: html, headers: bodyHeaders(remoteImages) };
}

/** An error inside the frame: a short document under the same headers (the dashboard's own error page refuses
 * to be framed). */
function bodyError(status: number, message: string, signIn = false): Reply {
  const link = signIn ? ` <a href="/login" target="_blank" rel="noopener noreferrer">Sign in</a>` : "";
  return bodyReply(
    status,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(message)}</title></head><body><p role="alert">${e(message)}${link}</p></body></html>`,
  );
}

/** Whether the trust layer kept this message from people (quarantined or from a blocked sender). */
function withheld(message: { trustLevel?: string | null; labels: readonly string[] }): boolean {
  return (
    message.trustLevel === "quarantined" || message.labels.includes("QUARANTINE") || message.labels.includes("BLOCKED")
  );
}

export const dashboardBodyRoutes = [
  route({
    method: "GET",
    path: "/inboxes/{inbox_id}/messages/{message_id}/body",
    absolute: true,
    // The session is checked here, not by the router: a signed-out frame gets a page, not a JSON envelope.
    auth: "none",
    permission: null,
    query: bodyQuery,
    summary:
      "A message's body as a sandboxed HTML document for the dashboard's iframe (session cookie; images=1 loads remote images)",
    handler: async ({ platform, request, params, query, now }) => {
      const principal: Principal | undefined = await pageSession(platform, request);
      if (!principal) return bodyError(401, "You are signed out.", true);
      try {
        checkAccess(principal, { permission: "message_read" });
        const inbox = await getInboxInScope(platform, scopeOf(principal), params.inbox_id.toLowerCase(), now);
        const message = await getReadableMessage(platform, principal, inbox.inboxId, params.message_id);
        if (withheld(message)) return bodyReply(200, withheldBodyDocument(message.subject ?? undefined));
        const bodies = await readBodies(platform, message);
        const remoteImages = query.images === true;
        const doc = messageBodyDocument({
          html: bodies.html,
          text: bodies.text,
          subject: message.subject ?? undefined,
          remoteImages,
        });
        return bodyReply(200, doc.html, remoteImages);
      } catch (error) {
        if (error instanceof ApiError && error.status < 500) return bodyError(error.status, error.message);
        throw error;
      }
    },
  }),
];
