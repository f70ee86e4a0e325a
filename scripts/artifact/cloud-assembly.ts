// What `cdk synth` writes, read back: the functions of the template with their bundles, settings and roles, and a
// small evaluator of CloudFormation intrinsics so their environments and IAM policies can be resolved to the values
// a local run gives the resources (table name, bucket name, queue URLs, ARNs).
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { REPO_ROOT } from "./sandbox.js";

const execFileAsync = promisify(execFile);

export const STACK_NAME = "AgentMailStack";
export const ACCOUNT = "000000000000";
export const REGION = "us-east-1";
/** Metadata key under which infra/constructs/function.ts records each function's source entry. */
export const ENTRY_METADATA = "agentmail:entry";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export interface CfnResource {
  Type: string;
  Properties?: Record<string, Json>;
  Metadata?: Record<string, Json>;
}
export interface Template {
  Resources: Record<string, CfnResource>;
}

export interface PolicyStatement {
  Effect: "Allow" | "Deny";
  Action: string | string[];
  Resource: Json;
  Condition?: Json;
}

export interface AssemblyFunction {
  logicalId: string;
  /** Construct path inside the stack without the trailing /Handler/Resource, e.g. "Api/Function". */
  name: string;
  /** The source entry it was bundled from (the ServiceFunction's `agentmail:entry` metadata). */
  entry?: string;
  /** Absolute folder of the bundle (cdk.out/asset.<hash>). */
  assetDir: string;
  /** "index.handler" → file index.mjs, export handler. */
  handlerFile: string;
  handlerExport: string;
  runtime: string;
  nodeMajor: number;
  memoryMb: number;
  timeoutSeconds: number;
  /** Raw CloudFormation values: resolve them with a Resolver. */
  environment: Record<string, Json>;
  roleLogicalId: string;
  /** Every statement of the inline policies attached to the function's role (unresolved). */
  statements: PolicyStatement[];
}

export interface CloudAssembly {
  outdir: string;
  template: Template;
  functions: AssemblyFunction[];
}

/** Runs `cdk synth` (the CLI, so cdk.json's context applies exactly as for a deploy) into `outdir`. */
export async function synthesize(outdir: string, context: Record<string, string> = {}): Promise<CloudAssembly> {
  const args = ["cdk", "synth", "--quiet", "--no-notices", "--output", outdir];
  for (const [key, value] of Object.entries(context)) args.push("--context", `${key}=${value}`);
  await execFileAsync("npx", args, {
    cwd: REPO_ROOT,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CDK_DISABLE_VERSION_CHECK: "true", CDK_DISABLE_CLI_TELEMETRY: "true" },
  });
  return readAssembly(outdir);
}

const asString = (value: Json | undefined): string => (typeof value === "string" ? value : "");

export function readAssembly(outdir: string): CloudAssembly {
  const template = JSON.parse(readFileSync(join(outdir, `${STACK_NAME}.template.json`), "utf8")) as Template;
  const policiesByRole = new Map<string, PolicyStatement[]>();
  for (const resource of Object.values(template.Resources)) {
    if (resource.Type !== "AWS::IAM::Policy") continue;
    const document = resource.Properties?.PolicyDocument as unknown as { Statement: PolicyStatement[] };
    for (const role of (resource.Properties?.Roles as Array<{ Ref: string }>) ?? []) {
      policiesByRole.set(role.Ref, [...(policiesByRole.get(role.Ref) ?? []), ...document.Statement]);
    }
  }
  const functions: AssemblyFunction[] = [];
  for (const [logicalId, resource] of Object.entries(template.Resources)) {
    if (resource.Type !== "AWS::Lambda::Function") continue;
    const props = resource.Properties ?? {};
    const [handlerFile, handlerExport] = asString(props.Handler).split(".");
    const assetDir = join(outdir, asString(resource.Metadata?.["aws:asset:path"]));
    const runtime = asString(props.Runtime);
    const role = (props.Role as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0];
    const path = asString(resource.Metadata?.["aws:cdk:path"]);
    functions.push({
      logicalId,
      name: path.replace(`${STACK_NAME}/`, "").replace(/\/Handler\/Resource$|\/Resource$/, ""),
      entry: asString(resource.Metadata?.[ENTRY_METADATA]) || undefined,
      assetDir,
      handlerFile: existsSync(join(assetDir, `${handlerFile}.mjs`)) ? `${handlerFile}.mjs` : `${handlerFile}.js`,
      handlerExport,
      runtime,
      nodeMajor: Number(/^nodejs(\d+)/.exec(runtime)?.[1] ?? Number.NaN),
      memoryMb: Number(props.MemorySize ?? 128),
      timeoutSeconds: Number(props.Timeout ?? 3),
      environment: ((props.Environment as { Variables?: Record<string, Json> } | undefined)?.Variables ?? {}) as Record<
        string,
        Json
      >,
      roleLogicalId: role,
      statements: policiesByRole.get(role) ?? [],
    });
  }
  return { outdir, template, functions };
}

/** Local values for a resource: what Ref gives and what each GetAtt attribute gives. */
export interface LocalValue {
  ref: string;
  attributes?: Record<string, string>;
}

const arn = (service: string, resource: string, region = REGION) =>
  `arn:aws:${service}:${region}:${ACCOUNT}:${resource}`;

/** The values a resource has in the local run: by type, unless `overrides` names the resource. */
function defaultValue(logicalId: string, resource: CfnResource, queueBaseUrl: string): LocalValue {
  const name = logicalId.toLowerCase();
  switch (resource.Type) {
    case "AWS::SQS::Queue":
      return {
        ref: `${queueBaseUrl}/${ACCOUNT}/${logicalId}`,
        attributes: {
          Arn: arn("sqs", logicalId),
          QueueName: logicalId,
          QueueUrl: `${queueBaseUrl}/${ACCOUNT}/${logicalId}`,
        },
      };
    case "AWS::SecretsManager::Secret": {
      const secretArn = arn("secretsmanager", `secret:${logicalId}-AbCdEf`);
      return { ref: secretArn, attributes: { Id: secretArn } };
    }
    case "AWS::IAM::Role":
      return { ref: logicalId, attributes: { Arn: `arn:aws:iam::${ACCOUNT}:role/${logicalId}`, RoleId: logicalId } };
    case "AWS::Lambda::Function":
      return { ref: logicalId, attributes: { Arn: arn("lambda", `function:${logicalId}`) } };
    case "AWS::SNS::Topic":
      return { ref: arn("sns", logicalId), attributes: { TopicArn: arn("sns", logicalId), TopicName: logicalId } };
    case "AWS::ApiGateway::RestApi":
      return { ref: name.slice(0, 10), attributes: { RootResourceId: "root" } };
    case "AWS::ApiGatewayV2::Api":
      return {
        ref: name.slice(0, 10),
        attributes: { ApiEndpoint: `wss://${name.slice(0, 10)}.execute-api.${REGION}.amazonaws.com` },
      };
    default:
      return { ref: name, attributes: { Arn: arn("local", logicalId) } };
  }
}

/** Evaluates the intrinsics a CDK template uses in environments and policies: Ref, GetAtt, Join, Select, Split, Sub. */
export class Resolver {
  private readonly values = new Map<string, LocalValue>();

  constructor(template: Template, overrides: Record<string, LocalValue>, queueBaseUrl: string) {
    for (const [logicalId, resource] of Object.entries(template.Resources)) {
      this.values.set(logicalId, overrides[logicalId] ?? defaultValue(logicalId, resource, queueBaseUrl));
    }
  }

  private pseudo(name: string): string | undefined {
    return {
      "AWS::Region": REGION,
      "AWS::AccountId": ACCOUNT,
      "AWS::Partition": "aws",
      "AWS::URLSuffix": "amazonaws.com",
      "AWS::StackName": STACK_NAME,
      "AWS::NoValue": "",
    }[name];
  }

  ref(logicalId: string): string {
    const pseudo = this.pseudo(logicalId);
    if (pseudo !== undefined) return pseudo;
    const value = this.values.get(logicalId);
    if (!value) throw new Error(`Ref to unknown resource ${logicalId}`);
    return value.ref;
  }

  getAtt(logicalId: string, attribute: string): string {
    const value = this.values.get(logicalId)?.attributes?.[attribute];
    if (value === undefined) throw new Error(`GetAtt ${logicalId}.${attribute} has no local value`);
    return value;
  }

  resolve(value: Json): Json {
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) return value.map((v) => this.resolve(v));
    const keys = Object.keys(value);
    if (keys.length === 1) {
      const [key] = keys;
      const arg = value[key];
      switch (key) {
        case "Ref":
          return this.ref(arg as string);
        case "Fn::GetAtt": {
          const [id, attribute] = Array.isArray(arg) ? (arg as string[]) : String(arg).split(".");
          return this.getAtt(id, attribute);
        }
        case "Fn::Join": {
          const [separator, parts] = arg as [string, Json[]];
          return (this.resolve(parts) as Json[]).map(String).join(separator);
        }
        case "Fn::Select": {
          const [index, list] = arg as [number | string, Json];
          return (this.resolve(list) as Json[])[Number(index)];
        }
        case "Fn::Split": {
          const [separator, source] = arg as [string, Json];
          return String(this.resolve(source)).split(separator);
        }
        case "Fn::Sub": {
          const [text, variables] = Array.isArray(arg) ? (arg as [string, Record<string, Json>]) : [arg as string, {}];
          return text.replace(/\$\{([^}]+)\}/g, (_, name: string) => {
            if (name in variables) return String(this.resolve(variables[name]));
            const [id, attribute] = name.split(".");
            return attribute ? this.getAtt(id, attribute) : this.ref(id);
          });
        }
      }
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.resolve(v)]));
  }

  /** A function's environment as Lambda would hand it over (every value a string). */
  environment(fn: AssemblyFunction): Record<string, string> {
    return Object.fromEntries(Object.entries(fn.environment).map(([k, v]) => [k, String(this.resolve(v))]));
  }

  /** The function role's statements with every resource resolved to a list of ARN patterns. */
  statements(
    fn: AssemblyFunction,
  ): Array<{ effect: string; actions: string[]; resources: string[]; condition?: Json }> {
    return fn.statements.map((s) => ({
      effect: s.Effect,
      actions: Array.isArray(s.Action) ? s.Action : [s.Action],
      resources: ([] as Json[]).concat(this.resolve(s.Resource)).map(String),
      condition: s.Condition,
    }));
  }
}

/** IAM wildcard match (`*` any run, `?` one character), case-insensitive for actions as IAM is. */
function wildcard(pattern: string, value: string, ignoreCase: boolean): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, ".*")
    .replace(/\?/g, ".");
  return new RegExp(`^${source}$`, ignoreCase ? "i" : "").test(value);
}

/** Whether resolved statements allow `action` on `resource` (an explicit Deny wins; conditions are not evaluated). */
export function isAllowed(statements: ReturnType<Resolver["statements"]>, action: string, resource: string): boolean {
  const applies = (s: (typeof statements)[number]) =>
    s.actions.some((a) => wildcard(a, action, true)) && s.resources.some((r) => wildcard(r, resource, false));
  if (statements.some((s) => s.effect === "Deny" && applies(s))) return false;
  return statements.some((s) => s.effect === "Allow" && applies(s));
}
