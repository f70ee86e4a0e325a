// A stand-in for the AWS Lambda Node.js runtime, for one function's bundle. Plain JavaScript with only node:
// imports, because it runs under the Node binary of the runtime's major version in a folder where the bundle can
// see nothing but the AWS SDK (scripts/artifact/sandbox.ts). The parent talks to it over IPC:
//   parent → { type: "invoke", id, event, timeoutMs }      child → { type: "result", id, ok, value | error, ms }
//   for response-streaming handlers, also               child → { type: "prelude" | "chunk", id, ... } before the result
// What it provides is what the real runtime provides to a handler: the `awslambda` global (streamifyResponse,
// HttpResponseStream), a context object, the per-invocation trace id, and errors reported as errorType/errorMessage.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";

const [bundlePath, handlerName = "handler"] = process.argv.slice(2);
const STREAMING = Symbol.for("aws.lambda.runtime.handler.streaming");

// Lambda's HttpResponseStream.from writes a JSON prelude (status, headers, cookies) before the body.
class ResponseStream extends Writable {
  constructor(id) {
    super();
    this.id = id;
  }
  _write(chunk, _encoding, callback) {
    process.send({ type: "chunk", id: this.id, data: Buffer.from(chunk).toString("base64") }, callback);
  }
}

globalThis.awslambda = {
  streamifyResponse(handler) {
    handler[STREAMING] = true;
    return handler;
  },
  HttpResponseStream: {
    from(stream, prelude) {
      process.send({ type: "prelude", id: stream.id, prelude });
      return stream;
    },
  },
};

const started = performance.now();
let handler;
let loadError;
try {
  const module = await import(pathToFileURL(bundlePath).href);
  handler = module[handlerName];
  if (typeof handler !== "function") throw new Error(`${bundlePath} does not export a function named ${handlerName}`);
} catch (error) {
  loadError = error;
}
const loadMs = performance.now() - started;
process.send({
  type: "ready",
  loadMs,
  node: process.version,
  ...(loadError ? { error: describe(loadError) } : {}),
});
if (loadError) process.exit(1);

function describe(error) {
  return {
    errorType: error?.name ?? "Error",
    errorMessage: error?.message ?? String(error),
    stack: typeof error?.stack === "string" ? error.stack.split("\n") : [],
  };
}

function context(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const name = process.env.AWS_LAMBDA_FUNCTION_NAME;
  return {
    awsRequestId: randomUUID(),
    functionName: name,
    functionVersion: "$LATEST",
    invokedFunctionArn: `arn:aws:lambda:${process.env.AWS_REGION}:000000000000:function:${name}`,
    memoryLimitInMB: process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE,
    logGroupName: process.env.AWS_LAMBDA_LOG_GROUP_NAME,
    logStreamName: process.env.AWS_LAMBDA_LOG_STREAM_NAME,
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  };
}

process.on("message", async (message) => {
  if (message?.type !== "invoke") return;
  const { id, event, timeoutMs } = message;
  const ctx = context(timeoutMs);
  process.env._X_AMZN_TRACE_ID = `Root=1-${Math.floor(Date.now() / 1000).toString(16)}-${randomUUID().replaceAll("-", "").slice(0, 24)};Parent=${randomUUID().replaceAll("-", "").slice(0, 16)};Sampled=0`;
  const invokeStarted = performance.now();
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          Object.assign(new Error(`Task timed out after ${timeoutMs / 1000} seconds`), { name: "Sandbox.Timedout" }),
        ),
      timeoutMs,
    );
  });
  try {
    const run = handler[STREAMING]
      ? (async () => {
          const stream = new ResponseStream(id);
          const finished = new Promise((resolve, reject) => {
            stream.on("finish", resolve);
            stream.on("error", reject);
          });
          await handler(event, stream, ctx);
          await finished;
          return undefined;
        })()
      : handler(event, ctx);
    const value = await Promise.race([run, timeout]);
    process.send({ type: "result", id, ok: true, value: value ?? null, ms: performance.now() - invokeStarted });
  } catch (error) {
    process.send({ type: "result", id, ok: false, error: describe(error), ms: performance.now() - invokeStarted });
  } finally {
    clearTimeout(timer);
  }
});
