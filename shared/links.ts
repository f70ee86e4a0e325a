// Links to the dashboard's pages ({public_url}): what MCP tool results carry as `url`. One place, so every surface
// that links to a resource links to the same page.
import type { Config } from "./config.js";

const seg = encodeURIComponent;

export const dashboardLinks = {
  inbox: (config: Config, inboxId: string) => `${config.publicUrl}/inboxes/${seg(inboxId)}`,
  thread: (config: Config, inboxId: string, threadId: string) =>
    `${config.publicUrl}/inboxes/${seg(inboxId)}/threads/${seg(threadId)}`,
  message: (config: Config, inboxId: string, messageId: string) =>
    `${config.publicUrl}/inboxes/${seg(inboxId)}/messages/${seg(messageId)}`,
  draft: (config: Config, inboxId: string, draftId: string) =>
    `${config.publicUrl}/inboxes/${seg(inboxId)}/drafts/${seg(draftId)}`,
};

/** The MCP server's address, below the service's base URL ({mcp_url}). */
export const MCP_PATH = "/mcp";

/** The protected-resource metadata of the MCP server (RFC 9728, path-suffixed form), named by its 401 challenge. */
export const MCP_METADATA_PATH = "/.well-known/oauth-protected-resource/mcp";
