// The local HTTP front: turns each request into an API Gateway REST proxy event and calls the Lambda handler.
// Streaming routes (SSE, MCP) go, as API Gateway sends them on AWS, to the streaming handler, whose body is piped
// into the socket as it is written.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from "aws-lambda";
import { bodyTooLargeMessage } from "../../shared/limits.js";

export type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** The streaming Lambda's contract (middy streamifyResponse): status and headers first, then a body stream. */
export interface StreamingFront {
  /** Requests served by the streaming handler (SSE, MCP), as API Gateway sends them to the streaming functions. */
  serves(method: string, path: string): boolean;
  handle(
    event: APIGatewayProxyEvent,
    context: Context,
  ): Promise<{ statusCode: number; headers: Record<string, string>; body: Readable }>;
}

/**
 * Largest body accepted locally: above the spec's 40 MB raw injection. API Gateway's own limit is 10 MB, and what
 * reaches the function there is less (docs/limits.md); local development keeps the spec's values.
 */
const MAX_BODY_BYTES = 50 * 1024 * 1024;

function lambdaContext(requestId: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: "local-api",
    functionVersion: "$LATEST",
    invokedFunctionArn: "arn:aws:lambda:local:000000000000:function:local-api",
    memoryLimitInMB: "1024",
    awsRequestId: requestId,
    logGroupName: "local",
    logStreamName: "local",
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error("body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function toProxyEvent(req: IncomingMessage, body: Buffer, requestId: string): APIGatewayProxyEvent {
  const url = new URL(req.url ?? "/", "http://local");
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i];
    const value = req.rawHeaders[i + 1];
    headers[name] = value;
    multiValueHeaders[name] = [...(multiValueHeaders[name] ?? []), value];
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = value;
    multiQuery[name] = [...(multiQuery[name] ?? []), value];
  }
  const hasQuery = Object.keys(query).length > 0;
  const sourceIp = req.socket.remoteAddress ?? "127.0.0.1";
  return {
    resource: "/{proxy+}",
    path: url.pathname,
    httpMethod: req.method ?? "GET",
    headers,
    multiValueHeaders,
    queryStringParameters: hasQuery ? query : null,
    multiValueQueryStringParameters: hasQuery ? multiQuery : null,
    pathParameters: { proxy: url.pathname.replace(/^\//, "") },
    stageVariables: null,
    // Binary media type */* on the REST API: bodies arrive base64-encoded there too.
    body: body.length ? body.toString("base64") : null,
    isBase64Encoded: body.length > 0,
    requestContext: {
      accountId: "000000000000",
      apiId: "local",
      authorizer: null,
      protocol: `HTTP/${req.httpVersion}`,
      httpMethod: req.method ?? "GET",
      path: url.pathname,
      stage: "local",
      requestId,
      requestTimeEpoch: Date.now(),
      resourceId: "local",
      resourcePath: "/{proxy+}",
      identity: {
        sourceIp: sourceIp.replace(/^::ffff:/, ""),
        userAgent: req.headers["user-agent"] ?? null,
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        user: null,
        userArn: null,
      },
    },
  };
}

function writeResult(res: ServerResponse, result: APIGatewayProxyResult): void {
  res.statusCode = result.statusCode;
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, String(value));
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) res.setHeader(name, values.map(String));
  res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? "base64" : "utf8") : undefined);
}

/** Writes a streaming result as it comes; a client that goes away destroys the body (and so ends the stream). */
async function writeStreaming(
  req: IncomingMessage,
  res: ServerResponse,
  result: Awaited<ReturnType<StreamingFront["handle"]>>,
): Promise<void> {
  req.socket.setNoDelay(true);
  res.writeHead(result.statusCode, result.headers);
  res.flushHeaders();
  try {
    await pipeline(result.body, res);
  } catch (error) {
    // A closed connection is how every stream ends from the client's side.
    if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") throw error;
  }
}

export function createProxyServer(handler: ProxyHandler, streaming?: StreamingFront): Server {
  return createServer(async (req, res) => {
    const requestId = randomUUID();
    try {
      const body = await readBody(req);
      const event = toProxyEvent(req, body, requestId);
      if (streaming?.serves(event.httpMethod, event.path)) {
        await writeStreaming(req, res, await streaming.handle(event, lambdaContext(requestId)));
        return;
      }
      writeResult(res, await handler(event, lambdaContext(requestId)));
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        console.error(error);
        return;
      }
      const tooLarge = error instanceof Error && error.message === "body too large";
      // 400 like API Gateway's answer to an oversized body (infra/constructs/api.ts).
      res.statusCode = tooLarge ? 400 : 500;
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({
          error: tooLarge
            ? { type: "validation", message: bodyTooLargeMessage(MAX_BODY_BYTES) }
            : { type: "internal", message: "Internal server error" },
        }),
      );
      if (!tooLarge) console.error(error);
    }
  });
}
