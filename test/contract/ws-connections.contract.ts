// What the domain may assume of any WsConnections (shared/ports/ws-connections.ts): the fan-out and the WebSocket
// handler (shared/events/websocket.ts) post frames to connections by id and forget a connection when post answers
// false; they close connections whose credential no longer holds. They rely on a frame reaching an open connection
// as posted and in order, on a vanished connection answering false rather than throwing, on closing being safe
// whatever the connection's state, and on a frame over API Gateway's limit being refused (eventFrame keeps under it).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WEBSOCKET_FRAME_BYTES } from "../../shared/limits.js";
import type { WsConnections } from "../../shared/ports/ws-connections.js";

/** A client connected to the platform's WebSocket front. */
export interface WsClient {
  connectionId: string;
  /** Frames received so far, waiting (briefly) until there are at least `count`. */
  received(count: number): Promise<string[]>;
  /** Whether the server has closed the connection, waiting (briefly) for it. */
  closedByServer(): Promise<boolean>;
}

export interface WsConnectionsFixture {
  connections: WsConnections;
  open(): Promise<WsClient>;
  /** The client vanishes (tab closed, network gone) and the platform has noticed. */
  goAway(client: WsClient): Promise<void>;
  dispose(): Promise<void>;
}

export function runWsConnectionsConformance(name: string, makeAdapter: () => Promise<WsConnectionsFixture>): void {
  describe(`${name} as WsConnections`, () => {
    let fixture: WsConnectionsFixture;
    beforeEach(async () => {
      fixture = await makeAdapter();
    });
    afterEach(async () => {
      await fixture.dispose();
    });

    it("delivers a frame posted to an open connection as posted, answering true", async () => {
      const client = await fixture.open();
      const frame = JSON.stringify({ type: "event", event_type: "message.received", subject: "Grüße ✓ 📬" });

      expect(await fixture.connections.post(client.connectionId, frame)).toBe(true);
      expect(await client.received(1)).toEqual([frame]);
    });

    it("delivers frames in the order they were posted", async () => {
      const client = await fixture.open();
      const frames = ["first", "second", "third"].map((n) => JSON.stringify({ type: "event", n }));

      for (const frame of frames) expect(await fixture.connections.post(client.connectionId, frame)).toBe(true);
      expect(await client.received(3)).toEqual(frames);
    });

    it("delivers a frame of the largest size API Gateway carries", async () => {
      const client = await fixture.open();
      const frame = JSON.stringify({ pad: "x".repeat(WEBSOCKET_FRAME_BYTES - 10) });
      expect(Buffer.byteLength(frame)).toBe(WEBSOCKET_FRAME_BYTES);

      expect(await fixture.connections.post(client.connectionId, frame)).toBe(true);
      expect(await client.received(1)).toEqual([frame]);
    });

    it("refuses a frame over API Gateway's limit, delivering nothing", async () => {
      const client = await fixture.open();
      const frame = JSON.stringify({ pad: "x".repeat(WEBSOCKET_FRAME_BYTES - 9) });

      await expect(fixture.connections.post(client.connectionId, frame)).rejects.toThrow();
      expect(await client.received(0)).toEqual([]);
    });

    it("answers false for a connection that went away", async () => {
      const client = await fixture.open();
      await fixture.goAway(client);

      expect(await fixture.connections.post(client.connectionId, '{"type":"event"}')).toBe(false);
    });

    it("closes an open connection, after which posts to it answer false", async () => {
      const client = await fixture.open();
      await fixture.connections.close(client.connectionId);

      expect(await client.closedByServer()).toBe(true);
      expect(await fixture.connections.post(client.connectionId, '{"type":"event"}')).toBe(false);
    });

    it("treats closing a connection that went away, or closing twice, as done", async () => {
      const client = await fixture.open();
      await fixture.goAway(client);

      await expect(fixture.connections.close(client.connectionId)).resolves.toBeUndefined();
      await expect(fixture.connections.close(client.connectionId)).resolves.toBeUndefined();
    });
  });
}
