// The local runtime's realtime hub: the fan-out publishes committed events here, in process. SSE streams
// subscribe to it directly; WebSocket connections are the same table records as on AWS, and the hub is also
// the WsConnections port that writes to the local `ws` server's sockets (scripts/local/ws-server.ts).

import type { StoredEvent } from "../db/entities/event.js";
import { WEBSOCKET_FRAME_BYTES } from "../limits.js";
import type { Platform } from "../ports/platform.js";
import type {
  LiveEventSource,
  LiveListener,
  LiveSubscription,
  RealtimePublisher,
  SessionEvent,
} from "../ports/realtime.js";
import type { WsConnections } from "../ports/ws-connections.js";
import { publishSessionToConnections, publishToConnections } from "./websocket.js";

/** The part of a `ws` WebSocket the hub uses. */
export interface HubSocket {
  readonly readyState: number;
  send(data: string, callback: (error?: Error) => void): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

/** Policy violation: the server closes a connection whose credential no longer holds. */
const CLOSE_POLICY = 1008;

export class RealtimeHub implements RealtimePublisher, LiveEventSource, WsConnections {
  private readonly listeners = new Set<{ subscription: LiveSubscription; listener: LiveListener }>();
  private readonly sockets = new Map<string, HubSocket>();

  constructor(private readonly platform: Platform) {}

  // ---- RealtimePublisher (called by the fan-out after commit)

  async publish(events: readonly StoredEvent[]): Promise<void> {
    for (const { subscription, listener } of this.listeners) {
      const mine = events.filter((e) => e.organizationId === subscription.organizationId);
      if (mine.length) listener.events(mine);
    }
    // Nothing to look up when no socket is open in this process.
    if (this.sockets.size) await publishToConnections(this.platform, this, events);
  }

  async publishSession(event: SessionEvent): Promise<void> {
    for (const { subscription, listener } of this.listeners) {
      if (subscription.userId === event.userId && subscription.organizationId === event.organizationId) {
        listener.session(event);
      }
    }
    if (this.sockets.size) await publishSessionToConnections(this.platform, this, event);
  }

  // ---- LiveEventSource (SSE streams)

  subscribe(subscription: LiveSubscription, listener: LiveListener): () => void {
    const entry = { subscription, listener };
    this.listeners.add(entry);
    return () => {
      this.listeners.delete(entry);
    };
  }

  /** Open SSE subscriptions (for the local front's shutdown and the tests). */
  get subscriberCount(): number {
    return this.listeners.size;
  }

  // ---- WsConnections (the local `ws` server's sockets)

  register(connectionId: string, socket: HubSocket): void {
    this.sockets.set(connectionId, socket);
  }

  unregister(connectionId: string): void {
    this.sockets.delete(connectionId);
  }

  async post(connectionId: string, frame: string): Promise<boolean> {
    // API Gateway refuses to post a larger frame (413 PayloadTooLargeException); so does the local front.
    if (Buffer.byteLength(frame) > WEBSOCKET_FRAME_BYTES) {
      throw new RangeError(`A WebSocket frame is at most ${WEBSOCKET_FRAME_BYTES} bytes`);
    }
    const socket = this.sockets.get(connectionId);
    if (!socket || socket.readyState !== OPEN) return false;
    return new Promise((resolve) => socket.send(frame, (error) => resolve(!error)));
  }

  async close(connectionId: string): Promise<void> {
    this.sockets.get(connectionId)?.close(CLOSE_POLICY, "closed by the server");
    this.sockets.delete(connectionId);
  }
}
