// Pushing frames to open WebSocket connections by ID: the API Gateway management API on AWS, the local `ws`
// server's sockets locally. The connection records themselves live in the table (shared/events/websocket.ts).

export interface WsConnections {
  /** Sends one text frame; false when the connection is gone (its record should be deleted). */
  post(connectionId: string, frame: string): Promise<boolean>;
  /** Closes the connection from the server side (after an error frame). */
  close(connectionId: string): Promise<void>;
}
