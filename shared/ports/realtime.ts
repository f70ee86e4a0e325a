// Live delivery of committed events to open streams (SSE and WebSocket). The fan-out function calls it after
// webhook matching; locally an in-process hub, on AWS the WebSocket connections kept in the table.
import type { StoredEvent } from "../events/record.js";

export interface RealtimePublisher {
  publish(events: readonly StoredEvent[]): Promise<void>;
}
