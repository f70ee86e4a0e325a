// wait_for_message: the oldest inbound message of an inbox received after a time, waiting for one up to a timeout.
// Nothing polls the message table while it waits: it listens to the platform's live event source (the in-process
// change feed locally; on AWS the organization's event log, tailed by a poll that backs off from STREAM_POLL_MS to
// STREAM_IDLE_POLL_MS, since Lambda instances share no memory) and looks for the message only when a
// `message.received` event of this inbox arrives. Spam, quarantined, unauthenticated and blocked mail has its own
// event types (message.received.spam, …) and those labels are excluded from the look, so it never wakes a waiter.
import type { Principal } from "../auth/principal.js";
import { oldestInboundAfter } from "../db/messages.js";
import type { InboxItem, MessageItem } from "../db/service.js";
import { unreadableLabels } from "../domain/labels.js";
import { RESUME_OVERLAP_MS } from "../events/streams.js";
import { idAtTime } from "../ids.js";
import type { Platform } from "../ports/platform.js";

/** Mail that never wakes a waiter nor is returned by it. */
export const QUIET_LABELS = ["SPAM", "QUARANTINE", "UNAUTHENTICATED", "BLOCKED"] as const;

/** The event that wakes a waiter: mail stored with none of the quiet labels. */
const WAKING_EVENT = "message.received";

export interface WaitRequest {
  inbox: InboxItem;
  /** ISO 8601, normalized: messages received strictly after this. */
  after: string;
  timeoutMs: number;
}

/** The message, or undefined when the timeout came first. */
export async function waitForInbound(
  platform: Platform,
  principal: Principal,
  request: WaitRequest,
): Promise<MessageItem | undefined> {
  const { inbox, after, timeoutMs } = request;
  // Trash and whatever else this credential may not read is never handed out either.
  const exclude = [...new Set([...QUIET_LABELS, ...unreadableLabels(principal)])];
  const look = () => oldestInboundAfter(platform.db, inbox.inboxId, after, exclude);
  const source = platform.liveEvents;
  if (!source) throw new Error("This platform has no live event source to wait on");

  const deadline = Date.now() + timeoutMs;
  let woken = false;
  let wake: () => void = () => undefined;
  // Subscribed before the first look, so mail committed in between still wakes it.
  const unsubscribe = source.subscribe(
    {
      organizationId: inbox.organizationId,
      cursor: idAtTime("event", platform.clock.now().getTime() - RESUME_OVERLAP_MS),
    },
    {
      events: (events) => {
        if (!events.some((e) => e.eventType === WAKING_EVENT && e.inboxId === inbox.inboxId)) return;
        woken = true;
        wake();
      },
      session: () => undefined,
    },
  );
  try {
    for (;;) {
      woken = false;
      const found = await look();
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) return undefined;
      // An event that came during the look is looked at at once.
      if (woken) continue;
      const event = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), remaining);
        wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      wake = () => undefined;
      if (!event) return undefined;
    }
  } finally {
    unsubscribe();
  }
}
