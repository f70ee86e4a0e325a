// Live delivery of committed events to open streams (SSE and WebSocket). The fan-out function calls it after
// webhook matching; locally an in-process hub, on AWS the WebSocket connections kept in the table.
import type { StoredEvent } from "../db/entities/event.js";

/** Session events: one person's own dashboard notices, never stored, replayed or sent to other credentials. */
export const SESSION_EVENT_TYPES = ["session.agent.claimed", "session.cli.device", "session.oauth.request"] as const;

export type SessionEventType = (typeof SESSION_EVENT_TYPES)[number];

export interface SessionEvent {
  eventType: SessionEventType;
  /** The person whose cookie-authenticated streams get it, while signed in to this organization. */
  userId: string;
  organizationId: string;
  data: Record<string, unknown>;
  timestamp: string;
}

export interface RealtimePublisher {
  publish(events: readonly StoredEvent[]): Promise<void>;
  /** The per-person channel of session events (cookie-authenticated streams only). */
  publishSession?(event: SessionEvent): Promise<void>;
}

/** What an open SSE stream receives while it lives. */
export interface LiveListener {
  events(events: readonly StoredEvent[]): void;
  session(event: SessionEvent): void;
}

export interface LiveSubscription {
  organizationId: string;
  /** Set for cookie-authenticated streams: that person's session events are delivered too. */
  userId?: string;
  /** Events after this ID (a real one or `idAtTime`) are the stream's; a source that tails the log starts here. */
  cursor: string;
}

/**
 * Where an SSE stream gets committed events: the in-process hub locally (fed by the fan-out), the event log
 * tailed by the stream itself on AWS (no memory is shared between Lambda instances there).
 */
export interface LiveEventSource {
  subscribe(subscription: LiveSubscription, listener: LiveListener): () => void;
}
