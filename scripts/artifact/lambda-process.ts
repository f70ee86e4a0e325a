// One function's bundle running in its own process, as a Lambda execution environment runs it: the Node binary of
// the declared runtime, the task folder as working directory, only the runtime's environment variables plus the
// function's own, and nothing from this repository's node_modules.
import { type ChildProcess, fork } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { AssemblyFunction } from "./cloud-assembly.js";
import { REGION } from "./cloud-assembly.js";
import type { NodeBinary, Sandbox } from "./sandbox.js";

export interface InvokeResult<T = unknown> {
  ok: boolean;
  value?: T;
  error?: { errorType: string; errorMessage: string; stack: string[] };
  ms: number;
  /** Response streaming: the prelude (status, headers) and the body written. */
  prelude?: { statusCode?: number; headers?: Record<string, string> };
  body?: Buffer;
}

export interface LambdaProcess {
  fn: AssemblyFunction;
  node: string;
  /** Time to import the bundle (module load, before the first invocation). */
  loadMs: number;
  /** Everything the function wrote to stdout and stderr, line by line (CloudWatch Logs on AWS). */
  logs: string[];
  invoke<T = unknown>(
    event: unknown,
    options?: { onChunk?: (chunk: Buffer) => void; onPrelude?: (prelude: InvokeResult["prelude"]) => void },
  ): Promise<InvokeResult<T>>;
  /**
   * The process's peak resident memory so far in MB (VmHWM), what Lambda reports as "Max Memory Used" give or take
   * its runtime client; undefined where /proc is not there (not Linux).
   */
  peakMemoryMb(): Promise<number | undefined>;
  stop(): Promise<void>;
}

type ChildMessage =
  | { type: "ready"; loadMs: number; node: string; error?: InvokeResult["error"] }
  | { type: "prelude"; id: string; prelude: InvokeResult["prelude"] }
  | { type: "chunk"; id: string; data: string }
  | { type: "result"; id: string; ok: boolean; value?: unknown; error?: InvokeResult["error"]; ms: number };

export class BundleLoadError extends Error {
  constructor(
    readonly fn: string,
    readonly detail: InvokeResult["error"] | undefined,
    readonly logs: string[],
  ) {
    super(
      `${fn}: the bundle failed to load: ${detail?.errorMessage ?? "the process exited"}\n${logs.slice(-20).join("\n")}`,
    );
    this.name = "BundleLoadError";
  }
}

/** The variables the Lambda runtime sets for every function (documented in "Defined runtime environment variables"). */
function runtimeEnvironment(
  fn: AssemblyFunction,
  sandbox: Sandbox,
  task: string,
  accessKeyId: string,
): Record<string, string> {
  const name = `AgentMailStack-${fn.logicalId}`;
  return {
    PATH: "/usr/local/bin:/usr/bin/:/bin:/opt/bin",
    LANG: "en_US.UTF-8",
    TZ: ":UTC",
    LAMBDA_TASK_ROOT: task,
    LAMBDA_RUNTIME_DIR: join(sandbox.root, "runtime"),
    NODE_PATH: join(sandbox.root, "node_modules"),
    AWS_REGION: REGION,
    AWS_DEFAULT_REGION: REGION,
    AWS_EXECUTION_ENV: `AWS_Lambda_${fn.runtime}`,
    AWS_LAMBDA_FUNCTION_NAME: name,
    AWS_LAMBDA_FUNCTION_VERSION: "$LATEST",
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.memoryMb),
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${name}`,
    AWS_LAMBDA_LOG_STREAM_NAME: "2026/01/01/[$LATEST]0123456789abcdef",
    AWS_LAMBDA_INITIALIZATION_TYPE: "on-demand",
    AWS_ACCESS_KEY_ID: accessKeyId,
    AWS_SECRET_ACCESS_KEY: "local-secret",
    AWS_SESSION_TOKEN: "local-session",
  };
}

export async function startLambda(options: {
  fn: AssemblyFunction;
  sandbox: Sandbox;
  node: NodeBinary;
  /** The function's environment from the template, resolved, plus the harness's own overrides. */
  environment: Record<string, string>;
  /** Signs the function's AWS calls, so recorded calls name their caller. */
  accessKeyId: string;
  /** Task folder name inside the sandbox. @default the access key id */
  taskName?: string;
}): Promise<LambdaProcess> {
  const { fn, sandbox, node } = options;
  const task = await sandbox.addTask(options.taskName ?? options.accessKeyId, fn.assetDir);
  const env = { ...runtimeEnvironment(fn, sandbox, task, options.accessKeyId), ...options.environment };
  const logs: string[] = [];
  const child: ChildProcess = fork(sandbox.runtimeScript, [join(task, fn.handlerFile), fn.handlerExport], {
    execPath: node.path,
    execArgv: [],
    cwd: task,
    env,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = "";
    stream?.on("data", (chunk: Buffer) => {
      const lines = (partial + chunk.toString("utf8")).split("\n");
      partial = lines.pop() ?? "";
      logs.push(...lines);
    });
  }

  const pending = new Map<
    string,
    {
      resolve: (r: InvokeResult) => void;
      result: Partial<InvokeResult>;
      onChunk?: (c: Buffer) => void;
      onPrelude?: (p: InvokeResult["prelude"]) => void;
      chunks: Buffer[];
    }
  >();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ready = await new Promise<Extract<ChildMessage, { type: "ready" }>>((resolve, reject) => {
    child.once("message", (message: ChildMessage) => {
      if (message.type === "ready") resolve(message);
    });
    child.once("exit", (code) =>
      reject(
        new BundleLoadError(fn.name, { errorType: "Runtime.ExitError", errorMessage: `exit ${code}`, stack: [] }, logs),
      ),
    );
  });
  if (ready.error) {
    await exited;
    throw new BundleLoadError(fn.name, ready.error, logs);
  }
  child.on("message", (message: ChildMessage) => {
    if (message.type === "ready") return;
    const entry = pending.get(message.id);
    if (!entry) return;
    if (message.type === "prelude") {
      entry.result.prelude = message.prelude;
      entry.onPrelude?.(message.prelude);
    } else if (message.type === "chunk") {
      const chunk = Buffer.from(message.data, "base64");
      entry.chunks.push(chunk);
      entry.onChunk?.(chunk);
    } else {
      pending.delete(message.id);
      entry.resolve({
        ...entry.result,
        ok: message.ok,
        value: message.value,
        error: message.error,
        ms: message.ms,
        ...(entry.chunks.length || entry.result.prelude ? { body: Buffer.concat(entry.chunks) } : {}),
      });
    }
  });
  child.on("exit", () => {
    for (const [id, entry] of pending) {
      pending.delete(id);
      entry.resolve({
        ok: false,
        ms: 0,
        error: { errorType: "Runtime.ExitError", errorMessage: "the process exited during the invocation", stack: [] },
      });
    }
  });

  let next = 0;
  return {
    fn,
    node: ready.node,
    loadMs: ready.loadMs,
    logs,
    invoke<T>(
      event: unknown,
      invokeOptions: { onChunk?: (chunk: Buffer) => void; onPrelude?: (prelude: InvokeResult["prelude"]) => void } = {},
    ) {
      const id = String(++next);
      return new Promise<InvokeResult<T>>((resolve) => {
        pending.set(id, {
          resolve: resolve as (r: InvokeResult) => void,
          result: {},
          onChunk: invokeOptions.onChunk,
          onPrelude: invokeOptions.onPrelude,
          chunks: [],
        });
        child.send({ type: "invoke", id, event, timeoutMs: fn.timeoutSeconds * 1000 });
      });
    },
    async peakMemoryMb() {
      try {
        const status = await readFile(`/proc/${child.pid}/status`, "utf8");
        const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
        return kb ? Number(kb) / 1024 : undefined;
      } catch {
        return undefined;
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
  };
}
