import path from "node:path";
import { fileURLToPath } from "node:url";
import { Duration } from "aws-cdk-lib";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import * as logs from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";

/** Repository root, resolved from this file so synth works from any working directory. */
export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Absolute path of a file in the repository, for function entries. */
export function repoPath(relative: string): string {
  return path.join(REPO_ROOT, relative);
}

export interface ServiceFunctionProps {
  /** Entry file, relative to the repository root (e.g. "functions/api/handler.ts"). */
  readonly entry: string;
  /** Exported handler name. @default "handler" */
  readonly handler?: string;
  readonly description?: string;
  /** Merged over the defaults below. */
  readonly environment?: Record<string, string>;
  /** @default 29 s: the API Gateway integration limit, so the function never outlives its request. */
  readonly timeout?: Duration;
  /** @default 1024 MB: Lambda CPU scales with memory; MIME parsing and crypto are CPU-bound. */
  readonly memorySize?: number;
}

/** Defaults every Lambda in the stack shares; each function passes only what is specific to it. */
const DEFAULT_ENVIRONMENT: Record<string, string> = {
  NODE_OPTIONS: "--enable-source-maps",
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
};

/**
 * A Node.js 22 / arm64 Lambda bundled locally by esbuild (a devDependency, so no Docker),
 * with its own log group and active tracing.
 */
export class ServiceFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);

    // Created explicitly so retention is ours, not an implicit never-expiring /aws/lambda group.
    this.logGroup = new logs.LogGroup(this, "Logs", { retention: logs.RetentionDays.ONE_MONTH });

    this.fn = new NodejsFunction(this, "Handler", {
      entry: repoPath(props.entry),
      handler: props.handler ?? "handler",
      description: props.description,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(29),
      tracing: lambda.Tracing.ACTIVE,
      logGroup: this.logGroup,
      environment: { ...DEFAULT_ENVIRONMENT, ...props.environment },
      projectRoot: REPO_ROOT,
      depsLockFilePath: repoPath("package-lock.json"),
      bundling: {
        format: OutputFormat.ESM,
        target: "node22",
        // Prefer ESM builds of dependencies so esbuild can tree-shake them.
        mainFields: ["module", "main"],
        // The Lambda Node.js runtime ships AWS SDK v3.
        externalModules: ["@aws-sdk/*"],
        minify: true,
        sourceMap: true,
        // Stack traces map through the source map's mappings; the embedded sources only add size.
        sourcesContent: false,
        // Some CommonJS dependencies call require() at runtime; an ESM bundle has no require of its own.
        banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
      },
    });
  }
}
