import { CfnOutput, Duration, Stack } from "aws-cdk-lib";
import * as apigw from "aws-cdk-lib/aws-apigateway";
import * as apigwv2 from "aws-cdk-lib/aws-apigatewayv2";
import { WebSocketLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import * as eventbridge from "aws-cdk-lib/aws-events";
import * as targets from "aws-cdk-lib/aws-events-targets";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as logs from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import { KEEPALIVE_INTERVAL_MS } from "../../shared/limits.js";
import { acknowledgeWildcard } from "../nag.js";
import type { Api, Throttle } from "./api.js";
import { ServiceFunction } from "./function.js";

export interface RealtimeProps {
  /** The common service environment (serviceEnvironment in function.ts). */
  readonly environment: Record<string, string>;
  /** The REST API: the SSE route is added to it, streaming to its own function. */
  readonly api: Api;
  /** Stage-wide message rate and burst of the WebSocket API; what is left out keeps DEFAULT_WEBSOCKET_THROTTLE. */
  readonly throttle?: Partial<Throttle>;
}

/** WebSocket stage throttling unless the stack is told otherwise (context webSocketRateLimit / webSocketBurstLimit). */
export const DEFAULT_WEBSOCKET_THROTTLE: Throttle = { rateLimit: 50, burstLimit: 100 };

/**
 * The stage is named after the API version, so the WebSocket URL ends in `/v0`: AgentMail's client, given the
 * API's host as its websockets base, connects to `<base>/v0` unchanged.
 */
export const WEBSOCKET_STAGE = "v0";

/**
 * The WebSocket function's limit: $connect, $default and $disconnect take milliseconds (API Gateway waits 29 s at
 * most), the keep-alive sweep posts to every open connection, 16 at a time (tens of thousands a minute), and must end
 * before the next one starts.
 */
const WEBSOCKET_TIMEOUT = Duration.minutes(4);

/** The WebSocket function's memory (the cost bench reads it). */
export const WEBSOCKET_MEMORY_MB = 512;

/**
 * Each open SSE stream holds one instance for its whole life, billed by the millisecond × memory: the memory is what
 * a stream needs, not more. The bundle peaks at about 100 MB with a stream open (the artifact test measures it and
 * fails above 80 % of this); 256 MB leaves room for a busy organization's pages and keeps enough CPU for a cold
 * start. docs/limits.md has the cost per connected hour.
 */
export const SSE_MEMORY_MB = 256;

/** API Gateway REST response streaming lasts at most 15 minutes; the function gets the same limit. */
const SSE_TIMEOUT = Duration.minutes(15);

/**
 * Live streams.
 *
 * WebSocket: an API Gateway WebSocket API whose $connect, $disconnect and $default routes invoke one function
 * (functions/ws); connections are table records; frames are posted through the management API by that function
 * (subscribe answers, errors, and the keep-alive an EventBridge rule runs every 5 minutes, so quiet connections
 * outlive API Gateway's 10-minute idle timeout) and by the fan-out (events): see grantPostToConnections.
 *
 * SSE: GET /v0/events/stream on the REST API, integrated in STREAM mode with its own function (functions/sse),
 * which tails the event log and ends each stream with a resync frame before its 15-minute limit.
 */
export class Realtime extends Construct {
  readonly webSocketApi: apigwv2.WebSocketApi;
  readonly webSocketStage: apigwv2.WebSocketStage;
  readonly webSocketFunction: ServiceFunction;
  /** Runs the WebSocket function's keep-alive sweep (KEEPALIVE_INTERVAL_MS). */
  readonly keepAliveRule: eventbridge.Rule;
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
      description: "Agent mail WebSocket $connect, $disconnect, $default and keep-alive",
      memorySize: WEBSOCKET_MEMORY_MB,
      timeout: WEBSOCKET_TIMEOUT,
      environment: props.environment,
    });
    const wsFn = this.webSocketFunction.fn;
    // A sweep that failed is worth one retry, but not after the next one has started.
    wsFn.configureAsyncInvoke({ retryAttempts: 1, maxEventAge: Duration.minutes(4) });
    this.keepAliveRule = new eventbridge.Rule(this, "KeepAlive", {
      description: "Posts every open WebSocket connection a frame, before API Gateway's 10-minute idle timeout",
      schedule: eventbridge.Schedule.rate(Duration.millis(KEEPALIVE_INTERVAL_MS)),
      targets: [new targets.LambdaFunction(wsFn)],
    });
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
    // The function's table access and its own posting (subscribe answers, errors) come from access.ts.

    const accessLogs = new logs.LogGroup(this, "AccessLogs", { retention: logs.RetentionDays.ONE_MONTH });
    this.webSocketStage = new apigwv2.WebSocketStage(this, "Stage", {
      webSocketApi: this.webSocketApi,
      stageName: WEBSOCKET_STAGE,
      autoDeploy: true,
      // Every route ($connect, $default frames, $disconnect); per connection, not per client.
      throttle: { ...DEFAULT_WEBSOCKET_THROTTLE, ...props.throttle },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: apigw.AccessLogFormat.custom(
          JSON.stringify({
            requestId: apigw.AccessLogField.contextRequestId(),
            ip: apigw.AccessLogField.contextIdentitySourceIp(),
            requestTime: apigw.AccessLogField.contextRequestTime(),
            eventType: apigw.AccessLogField.contextEventType(),
            routeKey: apigw.AccessLogField.contextRouteKey(),
            connectionId: apigw.AccessLogField.contextConnectionId(),
            status: apigw.AccessLogField.contextStatus(),
            integrationLatency: apigw.AccessLogField.contextIntegrationLatency(),
            errorMessage: apigw.AccessLogField.contextErrorMessage(),
          }),
        ),
      },
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
      memorySize: SSE_MEMORY_MB,
      timeout: SSE_TIMEOUT,
      environment: props.environment,
    });

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
   * callback URL its platform reads (WEBSOCKET_CALLBACK_URL). The WebSocket and fan-out functions need this.
   */
  grantPostToConnections(fn: lambda.Function): void {
    const stack = Stack.of(this);
    // PostToConnection, DeleteConnection and GetConnection on this stage's connections.
    const connections = stack.formatArn({
      service: "execute-api",
      resource: this.webSocketApi.apiId,
      resourceName: `${WEBSOCKET_STAGE}/*/@connections/*`,
    });
    fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ["execute-api:ManageConnections"], resources: [connections] }),
    );
    acknowledgeWildcard(
      stack,
      fn.role ?? fn,
      connections,
      "Connection IDs are given by API Gateway per client at run time; this API's stage only (any method: post, " +
        "close, get).",
    );
    fn.addEnvironment("WEBSOCKET_CALLBACK_URL", this.callbackUrl);
  }
}
