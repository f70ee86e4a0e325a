// Catch-all domains: mail to an unknown address of such a domain creates the inbox on demand.
import { readDomain } from "../db/domains.js";
import { readInbox } from "../db/inboxes.js";
import type { InboxItem } from "../db/service.js";
import { createInbox, USERNAME_PATTERN } from "../domain/inboxes.js";
import { ApiError } from "../errors.js";
import type { Platform } from "../ports/platform.js";

export async function createCatchAllInbox(
  platform: Platform,
  address: string,
  now: Date,
): Promise<InboxItem | undefined> {
  const at = address.lastIndexOf("@");
  const username = address.slice(0, at);
  const domainName = address.slice(at + 1);
  if (at < 1 || !USERNAME_PATTERN.test(username)) return undefined;
  const domain = await readDomain(platform.db, domainName);
  if (!domain?.catchAll || !domain.inboundEnabled || domain.status !== "VERIFIED") return undefined;
  try {
    const { inbox } = await createInbox(
      platform,
      { organizationId: domain.organizationId, podId: domain.podId },
      { username, domain: domainName, ttlSeconds: domain.catchAllTtlSeconds },
      "catch_all",
      now,
    );
    return inbox;
  } catch (error) {
    // Two messages for the same new address at once: the other one created it.
    if (error instanceof ApiError && error.type === "conflict") {
      return readInbox(platform.db, address, { consistent: true });
    }
    throw error;
  }
}
