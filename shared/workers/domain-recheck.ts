// Domain re-check worker: PENDING and INVALID custom domains are checked again (EventBridge rate(5 minutes) on AWS,
// a timer locally), until 7 days after their creation.
import { recheckDomains } from "../domain/domains.js";
import type { Platform } from "../ports/platform.js";

/** One run of the re-check: how many domains were checked. */
export async function handleDomainRecheck(platform: Platform): Promise<{ checked: number }> {
  return { checked: await recheckDomains(platform) };
}
