// Lambda entry for every HTTP route (API Gateway REST proxy). The local server calls this same export.
import middy from "@middy/core";
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { handleApiEvent } from "../../shared/http/api.js";

export const handler = middy<APIGatewayProxyEvent, APIGatewayProxyResult>().handler(handleApiEvent);
