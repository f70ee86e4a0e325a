// Lambda entry for the WebSocket API's $connect, $disconnect and $default routes (the local `ws` server calls
// the same handleWsEvent), and for the keep-alive rule that EventBridge fires every few minutes. A non-2xx answer
// to $connect refuses the upgrade.
import {
  handleWsEvent,
  isKeepAliveEvent,
  type KeepAliveEvent,
  type KeepAliveResult,
  keepConnectionsAlive,
  type WsEvent,
  type WsResult,
} from "../../shared/events/websocket.js";
import { lambda } from "../../shared/observability/lambda.js";
import { awsPlatform } from "../../shared/platform/aws.js";

const platform = awsPlatform();

export const handler = lambda<WsEvent | KeepAliveEvent, WsResult | KeepAliveResult>(async (event) =>
  isKeepAliveEvent(event) ? keepConnectionsAlive(await platform()) : handleWsEvent(await platform(), event),
);
