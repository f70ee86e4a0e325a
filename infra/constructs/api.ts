import { type CfnOutput, Stack } from "aws-cdk-lib";
import * as apigw from "aws-cdk-lib/aws-apigateway";
import * as logs from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import type { ErrorBody } from "../../shared/errors.js";
import { API_GATEWAY_MAX_BODY_BYTES, bodyTooLargeMessage, LAMBDA_BODY_LIMIT_BYTES } from "../../shared/limits.js";
import type { Data } from "./data.js";
import { ServiceFunction, serviceEnvironment } from "./function.js";

export interface ApiProps {
  readonly data: Data;
  readonly stage: string;
  readonly sharedDomain: string;
  /** Public base URL; omitted from the environment when not known before deploy. */
  readonly baseUrl?: string;
  /**
   * Let the stack set the region's API Gateway CloudWatch role (AWS::ApiGateway::Account).
   * REST API access logging is refused at deploy time unless that account setting exists.
   * @default false
   */
  readonly cloudWatchRole?: boolean;
  /** Stage-wide request rate and burst for every method (API Gateway answers 429 beyond them). */
  readonly throttle?: Partial<Throttle>;
}

/** Steady-state requests per second and burst size of an API Gateway stage. */
export interface Throttle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/** REST stage throttling unless the stack is told otherwise (context apiRateLimit / apiBurstLimit). */
export const DEFAULT_API_THROTTLE: Throttle = { rateLimit: 100, burstLimit: 200 };

/**
 * Answers API Gateway gives itself, before or instead of the function, in the spec's error envelope rather than its
 * own `{"message": …}`. Bodies over 10 MB never reach a function: 400 validation, as the spec answers any oversized
 * body (raw injection says 400), not 413. Throttling is the spec's 429. Every other gateway 5xx (an integration
 * timeout after 29 s, an invoke Lambda refused) keeps its status with the spec's internal error.
 */
export const GATEWAY_RESPONSES: ReadonlyArray<{ type: apigw.ResponseType; statusCode?: string; body: ErrorBody }> = [
  {
    type: apigw.ResponseType.REQUEST_TOO_LARGE,
    statusCode: "400",
    body: { error: { type: "validation", message: bodyTooLargeMessage(API_GATEWAY_MAX_BODY_BYTES) } },
  },
  {
    type: apigw.ResponseType.THROTTLED,
    statusCode: "429",
    body: { error: { type: "rate_limited", message: "Too many requests; retry later" } },
  },
  { type: apigw.ResponseType.DEFAULT_5XX, body: { error: { type: "internal", message: "Internal server error" } } },
];

/** The REST API and the one Lambda behind it; routing happens inside the function. */
export class Api extends Construct {
  readonly function: ServiceFunction;
  readonly restApi: apigw.RestApi;
  /** API_BASE_URL of every function: the baseUrl prop, else the execute-api URL of the stage. */
  readonly baseUrl: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    const accessLogs = new logs.LogGroup(this, "AccessLogs", { retention: logs.RetentionDays.ONE_MONTH });
    const throttle = { ...DEFAULT_API_THROTTLE, ...props.throttle };

    this.restApi = new apigw.RestApi(this, "RestApi", {
      // Unique per stack: API Gateway metrics are keyed by API name.
      restApiName: `${Stack.of(this).stackName}-api`,
      description: "Agent mail service API",
      cloudWatchRole: props.cloudWatchRole ?? false,
      // Raw MIME and attachment bytes must reach the function intact; it receives every body base64-encoded.
      binaryMediaTypes: ["*/*"],
      deployOptions: {
        stageName: "api",
        // Below the account's own limit (10,000 rps), so one stack cannot use up the account's API Gateway quota,
        // and a runaway client meets 429s before it meets the function's concurrency.
        throttlingRateLimit: throttle.rateLimit,
        throttlingBurstLimit: throttle.burstLimit,
        // Execution logs of failures only (integration errors, throttling); request and response bodies never.
        loggingLevel: apigw.MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        accessLogDestination: new apigw.LogGroupLogDestination(accessLogs),
        accessLogFormat: apigw.AccessLogFormat.custom(
          JSON.stringify({
            requestId: apigw.AccessLogField.contextRequestId(),
            ip: apigw.AccessLogField.contextIdentitySourceIp(),
            userAgent: apigw.AccessLogField.contextIdentityUserAgent(),
            requestTime: apigw.AccessLogField.contextRequestTime(),
            httpMethod: apigw.AccessLogField.contextHttpMethod(),
            path: apigw.AccessLogField.contextPath(),
            protocol: apigw.AccessLogField.contextProtocol(),
            status: apigw.AccessLogField.contextStatus(),
            responseLength: apigw.AccessLogField.contextResponseLength(),
            responseLatency: apigw.AccessLogField.contextResponseLatency(),
            integrationLatency: apigw.AccessLogField.contextIntegrationLatency(),
            integrationStatus: apigw.AccessLogField.contextIntegrationStatus(),
            errorMessage: apigw.AccessLogField.contextErrorMessage(),
            xrayTraceId: apigw.AccessLogField.contextXrayTraceId(),
          }),
        ),
      },
    });

    // Built from the API id and the fixed stage name, not restApi.url: the stage depends on the function's
    // methods, so referencing it from the function's environment would be a cycle.
    const stack = Stack.of(this);
    this.baseUrl =
      props.baseUrl ?? `https://${this.restApi.restApiId}.execute-api.${stack.region}.${stack.urlSuffix}/api`;

    this.function = new ServiceFunction(this, "Function", {
      entry: "functions/api/handler.ts",
      description: "Agent mail HTTP API, MCP, dashboard and OAuth",
      environment: {
        ...serviceEnvironment({ ...props, apiBaseUrl: this.baseUrl }),
        // A raw message reaches the function base64-encoded inside Lambda's 6 MB invoke payload.
        INBOUND_RAW_LIMIT_BYTES: String(LAMBDA_BODY_LIMIT_BYTES),
      },
    });
    const fn = this.function.fn;

    const integration = new apigw.LambdaIntegration(fn);
    this.restApi.root.addMethod("ANY", integration);
    this.restApi.root.addProxy({ defaultIntegration: integration, anyMethod: true });

    for (const response of GATEWAY_RESPONSES) {
      this.restApi.addGatewayResponse(response.type.responseType, {
        type: response.type,
        statusCode: response.statusCode,
        // A mapping template: the JSON has no `$` or `#`, so it is sent as written.
        templates: { "application/json": JSON.stringify(response.body) },
      });
    }

    // The RestApi already outputs its URL; give that output a stable key that scripts can read.
    const endpoint = this.restApi.node.findChild("Endpoint") as CfnOutput;
    endpoint.overrideLogicalId("ApiUrl");
    endpoint.description = "Base URL of the API stage";
  }
}
