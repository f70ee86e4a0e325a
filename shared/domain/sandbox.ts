// The caps on an unclaimed anonymous registration's sandbox inbox: recipients per message, and messages and
// different recipients per rolling 24 hours, counted in the table so they hold across instances. Every send path
// (send, reply, reply-all, forward, draft send, scheduled drafts, MCP tools) goes through sendFromInbox, which asks
// here; draft create and update check the per-message cap. Claiming clears `sandboxOf`, which lifts them all.
import { readWindows, type WindowUse, writeWindows } from "../db/rate-windows.js";
import type { InboxItem } from "../db/service.js";
import { ApiError } from "../errors.js";
import type { Platform } from "../ports/platform.js";

const DAY_MS = 24 * 3600_000;
const MAX_RACES = 5;

/** The per-message recipient cap in force for an inbox. */
export function recipientCapFor(platform: Platform, inbox: Pick<InboxItem, "sandboxOf">): number {
  return inbox.sandboxOf ? platform.config.agentAuth.sandboxRecipientsPerMessage : platform.config.recipientCap;
}

function distinct(uses: readonly WindowUse[]): Set<string> {
  return new Set(uses.flatMap((u) => u.tags ?? []));
}

/**
 * Seconds until enough earlier sends are 24 hours old for this one to fit: the oldest sends age out first, and the
 * send fits once fewer than `maxMessages` remain and the remaining recipients plus the new ones are at most
 * `maxRecipients`.
 */
export function sandboxRetryAfter(
  uses: readonly WindowUse[],
  recipients: readonly string[],
  caps: { maxMessages: number; maxRecipients: number },
  now: number,
): number {
  for (let dropped = 0; dropped <= uses.length; dropped++) {
    const rest = uses.slice(dropped);
    const fits =
      rest.length < caps.maxMessages && new Set([...distinct(rest), ...recipients]).size <= caps.maxRecipients;
    if (fits) {
      const at = dropped === 0 ? now : uses[dropped - 1].at + DAY_MS;
      return Math.max(1, Math.ceil((at - now) / 1000));
    }
  }
  // More new recipients than the cap itself: the per-message cap refuses that first; a day is the honest bound.
  return Math.ceil(DAY_MS / 1000);
}

/** Counts a sandbox send, or throws 429 with Retry-After when it would pass a daily cap. */
export async function takeSandboxSend(
  platform: Platform,
  inbox: InboxItem,
  recipients: readonly string[],
  now: Date,
): Promise<void> {
  if (!inbox.sandboxOf) return;
  const { sandboxMessagesPerDay: maxMessages, sandboxRecipientsPerDay: maxRecipients } = platform.config.agentAuth;
  const bare = [...new Set(recipients.map((r) => r.trim().toLowerCase()))];
  const key = `sandbox-sends:${inbox.inboxId}`;
  const t = now.getTime();
  for (let race = 0; race < MAX_RACES; race++) {
    const [state] = await readWindows(platform.db, [key]);
    const live = state.uses.filter((u) => u.at > t - DAY_MS);
    const refuse = (message: string) =>
      new ApiError("rate_limited", message, {
        headers: { "retry-after": String(sandboxRetryAfter(live, bare, { maxMessages, maxRecipients }, t)) },
      });
    if (live.length >= maxMessages) {
      throw refuse(`Sandbox inbox limit: ${maxMessages} messages per 24 hours until the agent is claimed`);
    }
    if (new Set([...distinct(live), ...bare]).size > maxRecipients) {
      throw refuse(
        `Sandbox inbox limit: ${maxRecipients} different recipients per 24 hours until the agent is claimed`,
      );
    }
    const written = await writeWindows(platform.db, [
      { ...state, uses: [...live, { at: t, tags: bare }], expiresAtSeconds: Math.ceil((t + DAY_MS) / 1000) + 60 },
    ]);
    if (written) return;
  }
  throw new Error("Sandbox send window kept changing under concurrent senders");
}
