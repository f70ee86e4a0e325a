// The artifact harness: synthesizes the stack, and runs every function's bundle from cdk.out in its own sandboxed
// process under the Node major the stack declares, against the local engines (DynamoDB Local, s3rver) and the
// local AWS endpoint (scripts/artifact/local-aws.ts). Used by test/artifact and `npm run bench -- bundles`.
//
// The only departures from the template's environment, each because a local engine needs it:
// - AWS_ENDPOINT_URL points every SDK client at the local endpoint, and WEBSOCKET_CALLBACK_URL (the management
//   API's https://<api>.execute-api… URL) at the same endpoint;
// - AWS_REQUEST_CHECKSUM_CALCULATION / AWS_RESPONSE_CHECKSUM_VALIDATION = WHEN_REQUIRED, which s3rver needs
//   (platform notes, C);
// - STAGE=development with ALLOW_LOOPBACK_URLS=true (unless `stage: "production"`), so webhook deliveries may
//   reach a receiver on this machine's loopback, which the production URL guard refuses by design.
//
// Secrets start as CloudFormation creates them: the server secret with a generated value, a secret with a rotation
// schedule with a generated placeholder that its rotation (run once, as RotateImmediatelyOnUpdate does at deploy,
// by invoking the rotation function's bundle with the recorded rotation events) replaces.
import { randomBytes, randomUUID } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { CreateTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { createTableInput } from "../../shared/db/table.js";
import { localDynamoDbClientConfig } from "../local/dynamodb.js";
import { type LocalS3, startS3 } from "../local/s3.js";
import { type AssemblyFunction, type CloudAssembly, type LocalValue, Resolver, synthesize } from "./cloud-assembly.js";
import { BundleLoadError, type LambdaProcess, startLambda } from "./lambda-process.js";
import { type LocalAws, startLocalAws } from "./local-aws.js";
import { createSandbox, ensureNode, type NodeBinary, REPO_ROOT, type Sandbox } from "./sandbox.js";

export const ARTIFACT_OUTDIR = join(REPO_ROOT, ".local", "artifact", "cdk.out");

/** The logical-id prefix of each resource the harness gives its own local value. */
const TABLE_TYPE = "AWS::DynamoDB::GlobalTable";
const BUCKET_TYPE = "AWS::S3::Bucket";
const SECRET_TYPE = "AWS::SecretsManager::Secret";
const WEBSOCKET_API_TYPE = "AWS::ApiGatewayV2::Api";
const ROTATION_SCHEDULE_TYPE = "AWS::SecretsManager::RotationSchedule";

/** The steps Secrets Manager invokes a rotation function with, in order, each a recorded event. */
const ROTATION_STEPS = ["createSecret", "setSecret", "testSecret", "finishSecret"] as const;
const ROTATION_EVENTS = join(REPO_ROOT, "test", "fixtures", "events", "secretsmanager");

export interface ArtifactRun {
  assembly: CloudAssembly;
  node: NodeBinary;
  aws: LocalAws;
  resolver: Resolver;
  tableName: string;
  bucketName: string;
  /** The server secret's value in this run. */
  serverSecret: string;
  /** Where the WebSocket management API is reached: <aws>/<apiId>/<stage>. */
  websocketCallbackUrl: string;
  /** Secrets with a rotation schedule, by ARN, with the construct path of the function that rotates each. */
  rotatingSecrets: Array<{ arn: string; rotationFunction: string }>;
  /**
   * One rotation as Secrets Manager runs it: a pending version (the token), then createSecret, setSecret,
   * testSecret and finishSecret invoked on the rotation function's bundle. Returns the version it made current.
   */
  rotate(secretArn: string): Promise<string>;
  /** Starts (or returns) a function's process; rejects with BundleLoadError when its bundle does not load. */
  start(
    name: string,
    options?: { stage?: "development" | "production"; instance?: string; environment?: Record<string, string> },
  ): Promise<LambdaProcess>;
  fn(name: string): AssemblyFunction;
  /** The function a recorded call's caller (access key id) belongs to. */
  functionOf(caller: string): AssemblyFunction | undefined;
  stop(): Promise<void>;
}

export async function startArtifactRun(options: {
  dynamodbEndpoint: string;
  /** Reuse an existing cloud assembly instead of synthesizing. */
  assembly?: CloudAssembly;
  outdir?: string;
}): Promise<ArtifactRun> {
  const assembly = options.assembly ?? (await synthesize(options.outdir ?? ARTIFACT_OUTDIR));
  const majors = new Set(assembly.functions.map((f) => f.nodeMajor));
  if (majors.size !== 1) throw new Error(`Functions declare several Node runtimes: ${[...majors].join(", ")}`);
  const node = await ensureNode([...majors][0]);

  const suffix = randomBytes(4).toString("hex");
  const tableName = `artifact-${suffix}`;
  const bucketName = `artifact-${suffix}`;
  const serverSecret = randomBytes(32).toString("base64url");
  let sandbox: Sandbox | undefined;
  let s3: LocalS3 | undefined;
  let aws: LocalAws | undefined;
  const processes = new Map<string, Promise<LambdaProcess>>();
  const callers = new Map<string, string>();
  const stop = async () => {
    await Promise.all(
      [...processes.values()].map((p) =>
        p.then(
          (l) => l.stop(),
          () => undefined,
        ),
      ),
    );
    await aws?.stop();
    await s3?.stop();
    await sandbox?.dispose();
  };
  try {
    const dynamo = new DynamoDBClient(localDynamoDbClientConfig(options.dynamodbEndpoint));
    await dynamo.send(new CreateTableCommand(createTableInput(tableName)));
    dynamo.destroy();
    s3 = await startS3({ directory: join(REPO_ROOT, ".local", "artifact", `s3-${suffix}`), bucket: bucketName });
    aws = await startLocalAws({ dynamodb: options.dynamodbEndpoint, s3: s3.endpoint });
    sandbox = await createSandbox();

    const overrides: Record<string, LocalValue> = {};
    let websocketApiId = "wsapi";
    // Secret logical id → logical id of the function that rotates it.
    const rotationFunctions = new Map<string, string>();
    for (const resource of Object.values(assembly.template.Resources)) {
      if (resource.Type !== ROTATION_SCHEDULE_TYPE) continue;
      const secretId = (resource.Properties?.SecretId as { Ref: string }).Ref;
      const lambdaArn = resource.Properties?.RotationLambdaARN as { "Fn::GetAtt": [string, string] };
      rotationFunctions.set(secretId, lambdaArn["Fn::GetAtt"][0]);
    }
    const rotatingSecrets: ArtifactRun["rotatingSecrets"] = [];
    for (const [logicalId, resource] of Object.entries(assembly.template.Resources)) {
      if (resource.Type === TABLE_TYPE) {
        overrides[logicalId] = {
          ref: tableName,
          attributes: {
            Arn: `arn:aws:dynamodb:us-east-1:000000000000:table/${tableName}`,
            StreamArn: `arn:aws:dynamodb:us-east-1:000000000000:table/${tableName}/stream/2026-01-01T00:00:00.000`,
          },
        };
      } else if (resource.Type === BUCKET_TYPE) {
        overrides[logicalId] = { ref: bucketName, attributes: { Arn: `arn:aws:s3:::${bucketName}` } };
      } else if (resource.Type === SECRET_TYPE) {
        const arn = `arn:aws:secretsmanager:us-east-1:000000000000:secret:${logicalId}-AbCdEf`;
        const rotatedBy = rotationFunctions.get(logicalId);
        if (rotatedBy) {
          // What GenerateSecretString gives it: a value that is no key set until the first rotation.
          aws.secrets.set(arn, randomBytes(24).toString("base64url").replace(/[-_]/g, "x"));
          const fnName = assembly.functions.find((f) => f.logicalId === rotatedBy)?.name;
          if (!fnName) throw new Error(`The rotation function ${rotatedBy} of ${logicalId} is not in the template`);
          rotatingSecrets.push({ arn, rotationFunction: fnName });
        } else {
          aws.secrets.set(arn, serverSecret);
        }
        overrides[logicalId] = { ref: arn, attributes: { Id: arn } };
      } else if (resource.Type === WEBSOCKET_API_TYPE) {
        websocketApiId = logicalId.toLowerCase().slice(0, 10);
      }
    }
    const resolver = new Resolver(assembly.template, overrides, aws.url);
    const websocketCallbackUrl = `${aws.url}/${websocketApiId}/v0`;
    const localAws = aws;
    const activeSandbox = sandbox;

    const fn = (name: string) => {
      const found = assembly.functions.find((f) => f.name === name);
      if (!found)
        throw new Error(
          `No function ${name} in the template (have: ${assembly.functions.map((f) => f.name).join(", ")})`,
        );
      return found;
    };

    // CloudFormation resolves {{resolve:secretsmanager:…}} dynamic references at deploy time.
    const deployTime = (value: string) =>
      value.replace(/\{\{resolve:secretsmanager:([^:}]+(?::[^:}]+)*?):SecretString:::\}\}/g, (_, id: string) => {
        const secret = localAws.secrets.get(id);
        if (secret === undefined) throw new Error(`dynamic reference to unknown secret ${id}`);
        return secret;
      });

    const run: ArtifactRun = {
      assembly,
      node,
      aws,
      resolver,
      tableName,
      bucketName,
      serverSecret,
      websocketCallbackUrl,
      rotatingSecrets,
      async rotate(secretArn) {
        const rotating = rotatingSecrets.find((r) => r.arn === secretArn);
        if (!rotating) throw new Error(`${secretArn} has no rotation schedule`);
        const token = randomUUID();
        localAws.secrets.beginRotation(secretArn, token);
        const rotation = await run.start(rotating.rotationFunction);
        for (const step of ROTATION_STEPS) {
          const event = JSON.parse(await readFile(join(ROTATION_EVENTS, `rotation-${step}.json`), "utf8"));
          Object.assign(event, { SecretId: secretArn, ClientRequestToken: token });
          const result = await rotation.invoke(event);
          if (!result.ok) {
            throw new Error(
              `rotation ${step} of ${secretArn} failed: ${result.error?.errorType}: ${result.error?.errorMessage}`,
            );
          }
        }
        return token;
      },
      fn,
      functionOf: (caller) => {
        const name = callers.get(caller);
        return name ? fn(name) : undefined;
      },
      start(name, startOptions = {}) {
        const instance = startOptions.instance ?? name;
        let started = processes.get(instance);
        if (!started) {
          const target = fn(name);
          const environment = Object.fromEntries(
            Object.entries(resolver.environment(target)).map(([k, v]) => [k, deployTime(v)]),
          );
          const stage = startOptions.stage ?? "development";
          Object.assign(environment, {
            AWS_ENDPOINT_URL: localAws.url,
            AWS_REQUEST_CHECKSUM_CALCULATION: "WHEN_REQUIRED",
            AWS_RESPONSE_CHECKSUM_VALIDATION: "WHEN_REQUIRED",
            STAGE: stage,
            ...(stage === "development" ? { ALLOW_LOOPBACK_URLS: "true" } : {}),
          });
          if (environment.WEBSOCKET_CALLBACK_URL) environment.WEBSOCKET_CALLBACK_URL = websocketCallbackUrl;
          Object.assign(environment, startOptions.environment ?? {});
          callers.set(accessKeyFor(instance), name);
          started = startLambda({
            fn: target,
            sandbox: activeSandbox,
            node,
            environment,
            accessKeyId: accessKeyFor(instance),
            taskName: `${instance.replace(/[^A-Za-z0-9]+/g, "-")}-${randomUUID().slice(0, 4)}`,
          });
          processes.set(instance, started);
        }
        return started;
      },
      stop,
    };
    // What CloudFormation's RotationSchedule (RotateImmediatelyOnUpdate) does at deploy: the first key set.
    for (const { arn } of rotatingSecrets) await run.rotate(arn);
    return run;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Each process signs with its own access key id, so recorded calls name their caller. */
export function accessKeyFor(instance: string): string {
  return `AKIA${instance.replace(/[^A-Za-z0-9]/g, "").toUpperCase()}`;
}

export { BundleLoadError };

/** Removes the harness's scratch folders (synthesized assembly, s3rver data). */
export async function cleanArtifactScratch(): Promise<void> {
  await rm(join(REPO_ROOT, ".local", "artifact"), { recursive: true, force: true });
}
