// The event log tailed as a live source: what an SSE stream reads on AWS, where Lambda instances share no
// memory and the fan-out cannot reach a stream held by another instance. Each subscription polls its
// organization's events; every poll looks RESUME_OVERLAP_MS back, because events committed by concurrent
// writers can become visible slightly out of ID order, and drops the IDs it already delivered. A quiet stream polls
// less often: each poll that finds nothing doubles the wait, up to idlePollMs; the first event brings it back.

import { eventsAfter } from "../db/events.js";
import type { Db } from "../db/service.js";
import { idAtTime } from "../ids.js";
import type { Logger } from "../observability/logger.js";
import type { LiveEventSource } from "../ports/realtime.js";
import { RESUME_OVERLAP_MS, RecentIds } from "./streams.js";

/** One page of the log per query; a busy organization is read in several pages per poll. */
const PAGE = 100;
/** Covers the overlap window of a busy organization. */
const SEEN_CAPACITY = 10_000;

export interface EventLogTailOptions {
  /** Wait between polls while events come. */
  pollMs: number;
  /** Longest wait, reached after a few polls that found nothing (pollMs when absent: no backing off). */
  idlePollMs?: number;
  now(): number;
  log: Logger;
}

export function eventLogTail(db: Db, options: EventLogTailOptions): LiveEventSource {
  return {
    subscribe(subscription, listener) {
      const seen = new RecentIds(SEEN_CAPACITY);
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      let lastPollAt: number | undefined;

      const from = () => {
        if (lastPollAt === undefined) return subscription.cursor;
        const back = idAtTime("event", lastPollAt - RESUME_OVERLAP_MS);
        return back > subscription.cursor ? back : subscription.cursor;
      };

      /** Whether the poll delivered anything. */
      const poll = async (): Promise<boolean> => {
        const startedAt = options.now();
        let cursor = from();
        let delivered = false;
        for (;;) {
          const page = await eventsAfter(db, subscription.organizationId, cursor, PAGE);
          if (stopped) return delivered;
          const fresh = page.filter((e) => !seen.has(e.eventId));
          for (const e of fresh) seen.add(e.eventId);
          if (fresh.length) {
            listener.events(fresh);
            delivered = true;
          }
          if (page.length < PAGE) break;
          cursor = page[page.length - 1].eventId;
        }
        lastPollAt = startedAt;
        return delivered;
      };

      const longest = Math.max(options.pollMs, options.idlePollMs ?? options.pollMs);
      let wait = options.pollMs;
      const loop = () => {
        timer = setTimeout(async () => {
          try {
            wait = (await poll()) ? options.pollMs : Math.min(wait * 2, longest);
          } catch (error) {
            // The next poll covers the same window again; nothing is skipped.
            options.log.warn("event log tail poll failed", { error });
          }
          if (!stopped) loop();
        }, wait);
      };
      loop();

      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
  };
}
