// WebSocket frames through API Gateway's management API (PostToConnection, DeleteConnection) on the WebSocket
// API's callback endpoint, https://{api-id}.execute-api.{region}.amazonaws.com/{stage}.
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from "@aws-sdk/client-apigatewaymanagementapi";
import type { WsConnections } from "../../ports/ws-connections.js";

export interface ApiGatewayConnectionsOptions {
  region: string;
  /** The stage's callback URL (WEBSOCKET_CALLBACK_URL). */
  endpoint: string;
  client?: Pick<ApiGatewayManagementApiClient, "send">;
}

export function apiGatewayConnections(options: ApiGatewayConnectionsOptions): WsConnections {
  const client =
    options.client ?? new ApiGatewayManagementApiClient({ region: options.region, endpoint: options.endpoint });
  return {
    async post(connectionId, frame) {
      try {
        await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from(frame) }));
        return true;
      } catch (error) {
        // 410: the client went away without a $disconnect reaching us yet.
        if (error instanceof GoneException) return false;
        throw error;
      }
    },
    async close(connectionId) {
      try {
        await client.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
      } catch (error) {
        if (!(error instanceof GoneException)) throw error;
      }
    },
  };
}
