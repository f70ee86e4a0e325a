// Lambda entry for the WebSocket API's $connect, $disconnect and $default routes (the local `ws` server calls
// the same handleWsEvent). A non-2xx answer to $connect refuses the upgrade.
import { handleWsEvent, type WsEvent, type WsResult } from "../../shared/events/websocket.js";
import { lambda } from "../../shared/observability/lambda.js";
import { awsPlatform } from "../../shared/platform/aws.js";

const platform = awsPlatform();

export const handler = lambda<WsEvent, WsResult>(async (event) => handleWsEvent(await platform(), event));
