import { CfnOutput, Duration, Stack } from "aws-cdk-lib";
import * as apigw from "aws-cdk-lib/aws-apigateway";
import * as apigwv2 from "aws-cdk-lib/aws-apigatewayv2";
import { WebSocketLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import { Construct } from "constructs";
import type { Api } from "./api.js";
import type { Data } from "./data.js";
import { ServiceFunction } from "./function.js";

export interface RealtimeProps {
  readonly data: Data;
  /** The common service environment (serviceEnvironment in function.ts). */
  readonly environment: Record<string, string>;
  /** The REST API: the SSE route is added to it, streaming to its own function. */
  readonly api: Api;
}

/**
 * The stage is named after the API version, so the WebSocket URL ends in `/v0`: AgentMail's client, given the
 * API's host as its websockets base, connects to `<base>/v0` unchanged.
 */
export const WEBSOCKET_STAGE = "v0";

/** API Gateway REST response streaming lasts at most 15 minutes; the function gets the same limit. */
const SSE_TIMEOUT = Duration.minutes(15);

/**
 * Live streams.
 *
 * WebSocket: an API Gateway WebSocket API whose $connect, $disconnect and $default routes invoke one function
 * (functions/ws); connections are table records; frames are posted through the management API by that function
 * (subscribe answers, errors) and by the fan-out (events): see grantPostToConnections.
 *
 * SSE: GET /v0/events/stream on the REST API, integrated in STREAM mode with its own function (functions/sse),
 * which tails the event log and ends each stream with a resync frame before its 15-minute limit.
 */
export class Realtime extends Construct {
  readonly webSocketApi: apigwv2.WebSocketApi;
  readonly webSocketStage: apigwv2.WebSocketStage;
  readonly webSocketFunction: ServiceFunction;
  readonly sseFunction: ServiceFunction;
  /** wss://… URL of the stage: clients connect here (it ends in /v0). */
  readonly webSocketUrl: string;
  /** https://… management endpoint of the stage (PostToConnection, DeleteConnection). */
  readonly callbackUrl: string;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // ---- WebSocket ----

    this.webSocketFunction = new ServiceFunction(this, "WebSocketFunction", {
      entry: "functions/ws/handler.ts",
      description: "Agent mail WebSocket $connect, $disconnect and $default",
      memorySize: 512,
      environment: props.environment,
    });
    const wsFn = this.webSocketFunction.fn;
    const integration = (name: string) => ({ integration: new WebSocketLambdaIntegration(name, wsFn) });
    this.webSocketApi = new apigwv2.WebSocketApi(this, "WebSocketApi", {
      apiName: `${stack.stackName}-ws`,
      description: "Agent mail event stream (WebSocket)",
      // Not "Default": construct IDs named so drop out of logical IDs and would collide with the route's own.
      connectRouteOptions: integration("ConnectIntegration"),
      disconnectRouteOptions: integration("DisconnectIntegration"),
      defaultRouteOptions: integration("DefaultIntegration"),
    });
    // Built from the API id and the fixed stage name rather than read from the stage resource.
    const host = `${this.webSocketApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    this.callbackUrl = `https://${host}/${WEBSOCKET_STAGE}`;
    this.webSocketUrl = `wss://${host}/${WEBSOCKET_STAGE}`;
    wsFn.addEnvironment("WEBSOCKET_CALLBACK_URL", this.callbackUrl);
    // Connection records, and the key and session lookups of $connect and the recheck.
    props.data.table.grantReadWriteData(wsFn);
    this.webSocketApi.grantManageConnections(wsFn);

    this.webSocketStage = new apigwv2.WebSocketStage(this, "Stage", {
      webSocketApi: this.webSocketApi,
      stageName: WEBSOCKET_STAGE,
      autoDeploy: true,
    });

    new CfnOutput(this, "WebSocketUrl", {
      key: "WebSocketUrl",
      value: this.webSocketUrl,
      description: "WebSocket stream (/v0/ws protocol); AgentMail's client: environment.websockets without /v0",
    });

    // ---- SSE ----

    this.sseFunction = new ServiceFunction(this, "SseFunction", {
      entry: "functions/sse/handler.ts",
      description: "Agent mail GET /v0/events/stream (response streaming)",
      memorySize: 512,
      timeout: SSE_TIMEOUT,
      environment: props.environment,
    });
    // Reads events, keys and sessions; writes only a key's used_at.
    props.data.table.grantReadWriteData(this.sseFunction.fn);

    // Explicit resources down to the stream, each also sending everything else to the API function, so the
    // rest of /v0 keeps reaching it whatever API Gateway makes of the root proxy next to these paths.
    const apiIntegration = new apigw.LambdaIntegration(props.api.function.fn);
    const root = props.api.restApi.root;
    const v0 = root.getResource("v0") ?? root.addResource("v0");
    const events = v0.getResource("events") ?? v0.addResource("events");
    for (const resource of [v0, events]) {
      resource.addMethod("ANY", apiIntegration);
      resource.addProxy({ defaultIntegration: apiIntegration, anyMethod: true });
    }
    const stream = events.addResource("stream");
    stream.addMethod(
      "GET",
      new apigw.LambdaIntegration(this.sseFunction.fn, {
        responseTransferMode: apigw.ResponseTransferMode.STREAM,
        timeout: SSE_TIMEOUT,
      }),
    );
    // CORS preflight and the other methods (Route not found) stay with the API function.
    stream.addMethod("ANY", apiIntegration);
  }

  /**
   * Lets a function post frames to (and close) WebSocket connections: the management API permission and the
   * callback URL its platform reads (WEBSOCKET_CALLBACK_URL). The fan-out function needs this.
   */
  grantPostToConnections(fn: lambda.Function): void {
    this.webSocketApi.grantManageConnections(fn);
    fn.addEnvironment("WEBSOCKET_CALLBACK_URL", this.callbackUrl);
  }
}
