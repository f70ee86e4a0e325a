// The local WebSocket front: upgrades on `/v0/ws` and `/v0` of the HTTP server, calling the same $connect,
// $default and $disconnect handler as API Gateway's WebSocket API, with events shaped like its events. Sockets
// are registered in the realtime hub, which posts frames to them as the management API does on AWS.
import { randomBytes } from "node:crypto";
import { type IncomingMessage, type Server, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import type { RealtimeHub } from "../../shared/events/local-hub.js";
import { CONNECTION_LIFETIME_MS, handleWsEvent, WS_PATHS, type WsEvent } from "../../shared/events/websocket.js";
import { WEBSOCKET_FRAME_BYTES } from "../../shared/limits.js";
import type { Platform } from "../../shared/ports/platform.js";

/** API Gateway's WebSocket frame limit. */

/** Going away: what a client sees when the connection reaches API Gateway's 2-hour limit. */
const CLOSE_GOING_AWAY = 1001;

export interface LocalWebSocketFront {
  close(): void;
}

/** API Gateway's connection IDs are short opaque strings; these look alike. */
const newConnectionId = () => randomBytes(12).toString("base64url");

function eventOf(
  eventType: WsEvent["requestContext"]["eventType"],
  connectionId: string,
  req: IncomingMessage,
  body?: string,
): WsEvent {
  const url = new URL(req.url ?? "/", "http://local");
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    headers[req.rawHeaders[i]] = req.rawHeaders[i + 1];
    multiValueHeaders[req.rawHeaders[i]] = [...(multiValueHeaders[req.rawHeaders[i]] ?? []), req.rawHeaders[i + 1]];
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = value;
    multiQuery[name] = [...(multiQuery[name] ?? []), value];
  }
  const hasQuery = Object.keys(query).length > 0;
  const routeKey = { CONNECT: "$connect", DISCONNECT: "$disconnect", MESSAGE: "$default" }[eventType];
  return {
    requestContext: {
      eventType,
      connectionId,
      routeKey,
      requestId: randomBytes(8).toString("hex"),
      identity: { sourceIp: (req.socket.remoteAddress ?? "127.0.0.1").replace(/^::ffff:/, "") },
    },
    // API Gateway passes the upgrade request's headers and query to $connect only.
    ...(eventType === "CONNECT"
      ? {
          headers,
          multiValueHeaders,
          queryStringParameters: hasQuery ? query : null,
          multiValueQueryStringParameters: hasQuery ? multiQuery : null,
        }
      : {}),
    body: body ?? null,
    isBase64Encoded: false,
  };
}

function refuse(socket: Duplex, status: number, headers: Record<string, string> = {}, body = ""): void {
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}`, "Connection: close"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
}

export function attachWebSocketFront(
  server: Server,
  platform: () => Platform,
  hub: () => RealtimeHub,
): LocalWebSocketFront {
  const wss = new WebSocketServer({ noServer: true, maxPayload: WEBSOCKET_FRAME_BYTES });

  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? "/", "http://local").pathname.replace(/\/+$/, "");
    if (!WS_PATHS.includes(path)) {
      refuse(socket, 404);
      return;
    }
    const connectionId = newConnectionId();
    handleWsEvent(platform(), eventOf("CONNECT", connectionId, req))
      .then((result) => {
        if (result.statusCode < 200 || result.statusCode > 299) {
          refuse(socket, result.statusCode, result.headers, result.body);
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => {
          hub().register(connectionId, ws);
          // Frames of one connection are handled in order, as they arrive.
          let queue: Promise<unknown> = Promise.resolve();
          const run = (event: WsEvent) => {
            queue = queue
              .then(() => handleWsEvent(platform(), event))
              .catch((error) => platform().log.error("websocket handler failed", { error, connectionId }));
          };
          const lifetime = setTimeout(
            () => ws.close(CLOSE_GOING_AWAY, "connection lifetime reached"),
            CONNECTION_LIFETIME_MS,
          );
          lifetime.unref();
          ws.on("message", (data) => {
            run(eventOf("MESSAGE", connectionId, req, data.toString()));
          });
          ws.on("close", () => {
            clearTimeout(lifetime);
            hub().unregister(connectionId);
            run(eventOf("DISCONNECT", connectionId, req));
          });
        });
      })
      .catch((error) => {
        platform().log.error("websocket connect failed", { error });
        refuse(socket, 500);
      });
  });

  return {
    close: () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
