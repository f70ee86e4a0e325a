// Lambda entry for the WebSocket API's $connect, $disconnect and $default routes (the local `ws` server calls
// the same handler). A non-2xx answer to $connect refuses the upgrade.
import middy from "@middy/core";
import { handleWsEvent, type WsEvent, type WsResult } from "../../shared/events/websocket.js";
import { getPlatform } from "../../shared/platform/index.js";

export const handler = middy<WsEvent, WsResult>().handler((event) => handleWsEvent(getPlatform(), event));
