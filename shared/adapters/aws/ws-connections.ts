// WebSocket frames through API Gateway's management API (PostToConnection, DeleteConnection) on the WebSocket
// API's callback endpoint, https://{api-id}.execute-api.{region}.amazonaws.com/{stage}.
import type { ApiGatewayManagementApiClient } from "@aws-sdk/client-apigatewaymanagementapi";
import { once } from "../../once.js";
import type { WsConnections } from "../../ports/ws-connections.js";

// Loaded when the first frame is posted.
const sdk = once(() => import("@aws-sdk/client-apigatewaymanagementapi"));

/** 410: the client went away without a $disconnect reaching us yet. */
const isGone = (error: unknown) => (error as Error).name === "GoneException";

export interface ApiGatewayConnectionsOptions {
  region: string;
  /** The stage's callback URL (WEBSOCKET_CALLBACK_URL). */
  endpoint: string;
  client?: Pick<ApiGatewayManagementApiClient, "send">;
}

export function apiGatewayConnections(options: ApiGatewayConnectionsOptions): WsConnections {
  const client = once(
    async (): Promise<Pick<ApiGatewayManagementApiClient, "send">> =>
      options.client ??
      new (await sdk()).ApiGatewayManagementApiClient({ region: options.region, endpoint: options.endpoint }),
  );
  return {
    async post(connectionId, frame) {
      const { PostToConnectionCommand } = await sdk();
      try {
        await (await client()).send(
          new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from(frame) }),
        );
        return true;
      } catch (error) {
        if (isGone(error)) return false;
        throw error;
      }
    },
    async close(connectionId) {
      const { DeleteConnectionCommand } = await sdk();
      try {
        await (await client()).send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
      } catch (error) {
        if (!isGone(error)) throw error;
      }
    },
  };
}
