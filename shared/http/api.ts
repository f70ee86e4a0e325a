// The API function's handler: API Gateway REST proxy event in, proxy result out.
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { getPlatform } from "../platform/index.js";
import { COMPILED_ROUTES } from "../routes/index.js";
import { requestFromEvent, resultFromReply } from "./request.js";
import { dispatch } from "./router.js";

export async function handleApiEvent(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const platform = getPlatform();
  const reply = await dispatch(platform, COMPILED_ROUTES, requestFromEvent(event));
  return resultFromReply(reply);
}
