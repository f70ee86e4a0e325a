// One local endpoint for every AWS service the bundles call (AWS_ENDPOINT_URL points the SDK at it):
// - DynamoDB and S3 pass through to the local engines (DynamoDB Local, s3rver);
// - SQS, EventBridge Scheduler, SES v2, Secrets Manager and the API Gateway management API, which have no local
//   engine here, are answered by small stand-ins that keep what they were given (queued messages, schedules, sent
//   mail, posted frames, secret versions and their labels), so a test can hand one function's output to the next as
//   AWS would;
// - every call is recorded with the caller (each function signs with its own access key id), the IAM action it
//   needs and the resource ARNs, so a test can check the function's role allows it.
import { createHash, randomUUID } from "node:crypto";
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { ACCOUNT, REGION } from "./cloud-assembly.js";

export interface RecordedCall {
  /** Access key id of the caller: the function name in the harness. */
  caller: string;
  service: string;
  operation: string;
  /** IAM actions the call needs, each with the ARN it is evaluated against. */
  needs: Array<{ action: string; resource: string }>;
  status: number;
}

export interface QueuedMessage {
  messageId: string;
  body: string;
  delaySeconds: number;
  attributes: Record<string, unknown>;
}

export interface SentEmail {
  caller: string;
  raw: Buffer;
  from?: string;
  destinations: string[];
  configurationSet?: string;
  messageId: string;
}

export interface Schedule {
  group: string;
  name: string;
  expression: string;
  target: { Arn: string; RoleArn: string; Input?: string };
}

export interface LocalAws {
  url: string;
  calls: RecordedCall[];
  /** Messages sent to each queue (by queue name), in order; take() empties the queue. */
  take(queueName: string): QueuedMessage[];
  sentEmails: SentEmail[];
  /** SES v2 email identities (custom domains): their Easy DKIM tokens and custom MAIL FROM domain. */
  emailIdentities: Map<string, EmailIdentity>;
  schedules: Map<string, Schedule>;
  /** Frames posted to WebSocket connections, by connection id; deleted connections. */
  posted: Map<string, Buffer[]>;
  deletedConnections: Set<string>;
  /** Connection ids the management API answers 410 Gone for. */
  goneConnections: Set<string>;
  secrets: LocalSecrets;
  stop(): Promise<void>;
}

export interface EmailIdentity {
  tokens: string[];
  mailFromDomain?: string;
}

/** One version of a secret: its value (none yet for the version a rotation starts with) and its labels. */
interface SecretVersion {
  value?: string;
  stages: string[];
  createdAt: number;
}

class SecretError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Secrets Manager's versions and staging labels, as the rotation protocol uses them: a label is on one version at
 * a time, and the version AWSCURRENT leaves becomes AWSPREVIOUS.
 */
export class LocalSecrets {
  private readonly secrets = new Map<string, { versions: Map<string, SecretVersion>; rotationEnabled: boolean }>();

  /** Creates the secret (or a new current version of it) with this value, as CloudFormation or PutSecretValue do. */
  set(id: string, value: string): void {
    const secret = this.secrets.get(id) ?? { versions: new Map(), rotationEnabled: false };
    this.secrets.set(id, secret);
    const versionId = randomUUID();
    secret.versions.set(versionId, { value, stages: [], createdAt: Date.now() });
    this.label(id, "AWSCURRENT", versionId);
  }

  /** The current value, as a GetSecretValue without version would read it. */
  get(id: string): string | undefined {
    return this.secrets.has(id) ? this.version(id, undefined, "AWSCURRENT")?.[1].value : undefined;
  }

  /**
   * What RotateSecret does before it invokes the rotation function: rotation on, and a new version (the token)
   * with no value yet, labelled AWSPENDING.
   */
  beginRotation(id: string, token: string): void {
    const secret = this.require(id);
    secret.rotationEnabled = true;
    secret.versions.set(token, { stages: [], createdAt: Date.now() });
    this.label(id, "AWSPENDING", token);
  }

  describe(id: string) {
    const secret = this.require(id);
    const versions = [...secret.versions].filter(([, v]) => v.stages.length);
    return {
      ARN: id,
      Name: nameOf(id),
      RotationEnabled: secret.rotationEnabled,
      VersionIdsToStages: Object.fromEntries(versions.map(([versionId, v]) => [versionId, [...v.stages]])),
    };
  }

  getValue(id: string, versionId?: string, stage?: string) {
    const found = this.version(id, versionId, stage ?? (versionId ? undefined : "AWSCURRENT"));
    if (!found || found[1].value === undefined) {
      throw new SecretError(
        "ResourceNotFoundException",
        "Secrets Manager can't find the specified secret value for staging label or version.",
      );
    }
    const [foundId, version] = found;
    return {
      ARN: id,
      Name: nameOf(id),
      VersionId: foundId,
      SecretString: version.value,
      VersionStages: [...version.stages],
      CreatedDate: version.createdAt / 1000,
    };
  }

  putValue(id: string, token: string, value: string, stages: string[] = ["AWSCURRENT"]) {
    const secret = this.require(id);
    const existing = secret.versions.get(token);
    if (existing?.value !== undefined && existing.value !== value) {
      throw new SecretError("ResourceExistsException", `A version with ID ${token} already exists with another value.`);
    }
    secret.versions.set(token, { value, stages: existing?.stages ?? [], createdAt: existing?.createdAt ?? Date.now() });
    for (const stage of stages) this.label(id, stage, token);
    return {
      ARN: id,
      Name: nameOf(id),
      VersionId: token,
      VersionStages: [...(secret.versions.get(token)?.stages ?? [])],
    };
  }

  updateStage(id: string, stage: string, moveTo?: string, removeFrom?: string) {
    const secret = this.require(id);
    const holder = [...secret.versions].find(([, v]) => v.stages.includes(stage))?.[0];
    if (holder && holder !== moveTo && holder !== removeFrom) {
      throw new SecretError(
        "InvalidParameterException",
        `The staging label ${stage} is attached to version ${holder}; name it in RemoveFromVersionId.`,
      );
    }
    if (moveTo) {
      if (!secret.versions.has(moveTo)) throw new SecretError("ResourceNotFoundException", `No version ${moveTo}.`);
      this.label(id, stage, moveTo);
    } else if (removeFrom) {
      const version = secret.versions.get(removeFrom);
      if (version) version.stages = version.stages.filter((s) => s !== stage);
    }
    return { ARN: id, Name: nameOf(id) };
  }

  private require(id: string) {
    const secret = this.secrets.get(id);
    if (!secret) throw new SecretError("ResourceNotFoundException", "Secrets Manager can't find the specified secret.");
    return secret;
  }

  private version(id: string, versionId: string | undefined, stage: string | undefined) {
    return [...this.require(id).versions].find(
      ([vid, v]) => (!versionId || vid === versionId) && (!stage || v.stages.includes(stage)),
    );
  }

  /** Puts a label on one version; AWSCURRENT's previous holder becomes AWSPREVIOUS. */
  private label(id: string, stage: string, versionId: string): void {
    const versions = this.require(id).versions;
    for (const [vid, v] of versions) {
      if (vid === versionId || !v.stages.includes(stage)) continue;
      v.stages = v.stages.filter((s) => s !== stage);
      if (stage === "AWSCURRENT") {
        for (const other of versions.values()) other.stages = other.stages.filter((s) => s !== "AWSPREVIOUS");
        v.stages.push("AWSPREVIOUS");
      }
    }
    const target = versions.get(versionId);
    if (target && !target.stages.includes(stage)) target.stages.push(stage);
  }
}

const nameOf = (id: string) => id.split(":").pop() ?? id;

const arn = (service: string, resource: string) => `arn:aws:${service}:${REGION}:${ACCOUNT}:${resource}`;

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Caller and service from the SigV4 credential scope (header or presigned query). */
function credentialScope(req: IncomingMessage, url: URL): { caller: string; service: string } {
  const header = /Credential=([^/]+)\/\d{8}\/[^/]+\/([^/]+)\/aws4_request/.exec(req.headers.authorization ?? "");
  if (header) return { caller: header[1], service: header[2] };
  const query = url.searchParams.get("X-Amz-Credential")?.split("/");
  if (query && query.length >= 4) return { caller: query[0], service: query[3] };
  return { caller: "anonymous", service: "unknown" };
}

function json(res: ServerResponse, status: number, body: unknown, contentType = "application/x-amz-json-1.0"): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": contentType, "content-length": Buffer.byteLength(text) });
  res.end(text);
}

function awsJsonError(res: ServerResponse, status: number, type: string, message: string): void {
  res.setHeader("x-amzn-errortype", type);
  json(res, status, { __type: type, message });
}

/** Forwards the request unchanged to a local engine and relays its answer. */
export function forward(req: IncomingMessage, body: Buffer, res: ServerResponse, target: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on("end", () => resolve(answer.statusCode ?? 502));
      },
    );
    upstream.on("error", reject);
    upstream.end(body);
  });
}

// ---- what each call needs from IAM ----

const tableArn = (table: string) => arn("dynamodb", `table/${table}`);

function dynamoNeeds(operation: string, input: Record<string, unknown>): RecordedCall["needs"] {
  const on = (action: string, table: string, index?: string) => ({
    action: `dynamodb:${action}`,
    resource: index ? `${tableArn(table)}/index/${index}` : tableArn(table),
  });
  switch (operation) {
    case "TransactWriteItems": {
      // IAM evaluates each item's own action; there is no TransactWriteItems action.
      const items = (input.TransactItems as Array<Record<string, { TableName: string }>>) ?? [];
      const actions: Record<string, string> = {
        Put: "PutItem",
        Update: "UpdateItem",
        Delete: "DeleteItem",
        ConditionCheck: "ConditionCheckItem",
      };
      return items.flatMap((item) => Object.entries(item).map(([kind, op]) => on(actions[kind], op.TableName)));
    }
    case "TransactGetItems":
      return ((input.TransactItems as Array<{ Get: { TableName: string } }>) ?? []).map((i) =>
        on("GetItem", i.Get.TableName),
      );
    case "BatchGetItem":
    case "BatchWriteItem":
      return Object.keys((input.RequestItems as Record<string, unknown>) ?? {}).map((table) => on(operation, table));
    default:
      return [on(operation, String(input.TableName), input.IndexName as string | undefined)];
  }
}

function s3Needs(req: IncomingMessage, url: URL, body: Buffer): { operation: string; needs: RecordedCall["needs"] } {
  const [, bucket, ...rest] = decodeURIComponent(url.pathname).split("/");
  const key = rest.join("/");
  const object = `arn:aws:s3:::${bucket}/${key}`;
  const method = req.method ?? "GET";
  if (!key) {
    if (method === "POST" && url.searchParams.has("delete")) {
      const keys = [...body.toString("utf8").matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]);
      return {
        operation: "DeleteObjects",
        needs: keys.map((k) => ({ action: "s3:DeleteObject", resource: `arn:aws:s3:::${bucket}/${k}` })),
      };
    }
    return { operation: `${method} bucket`, needs: [{ action: "s3:ListBucket", resource: `arn:aws:s3:::${bucket}` }] };
  }
  if (method === "GET" || method === "HEAD") {
    return {
      operation: method === "GET" ? "GetObject" : "HeadObject",
      needs: [{ action: "s3:GetObject", resource: object }],
    };
  }
  if (method === "DELETE")
    return { operation: "DeleteObject", needs: [{ action: "s3:DeleteObject", resource: object }] };
  const copySource = req.headers["x-amz-copy-source"];
  if (typeof copySource === "string") {
    return {
      operation: "CopyObject",
      needs: [
        { action: "s3:PutObject", resource: object },
        { action: "s3:GetObject", resource: `arn:aws:s3:::${decodeURIComponent(copySource).replace(/^\//, "")}` },
      ],
    };
  }
  return { operation: "PutObject", needs: [{ action: "s3:PutObject", resource: object }] };
}

export async function startLocalAws(engines: { dynamodb: string; s3: string }): Promise<LocalAws> {
  const calls: RecordedCall[] = [];
  const queues = new Map<string, QueuedMessage[]>();
  const sentEmails: SentEmail[] = [];
  const emailIdentities = new Map<string, EmailIdentity>();
  const schedules = new Map<string, Schedule>();
  const posted = new Map<string, Buffer[]>();
  const deletedConnections = new Set<string>();
  const goneConnections = new Set<string>();
  const secrets = new LocalSecrets();
  const dynamodb = new URL(engines.dynamodb);
  const s3 = new URL(engines.s3);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://localhost");
    const body = await readBody(req);
    const { caller, service } = credentialScope(req, url);
    const record = (operation: string, needs: RecordedCall["needs"], status: number) =>
      calls.push({ caller, service, operation, needs, status });
    const target = String(req.headers["x-amz-target"] ?? "");
    const input = (): Record<string, unknown> => (body.length ? JSON.parse(body.toString("utf8")) : {});

    switch (service) {
      case "dynamodb": {
        const operation = target.split(".")[1] ?? "unknown";
        const status = await forward(req, body, res, dynamodb);
        record(operation, dynamoNeeds(operation, input()), status);
        return;
      }
      case "s3": {
        const { operation, needs } = s3Needs(req, url, body);
        // s3rver accepts any signature but only its own access key id; the caller was recorded above.
        if (req.headers.authorization) {
          req.headers.authorization = req.headers.authorization.replace(/Credential=[^/]+\//, "Credential=S3RVER/");
        }
        if (url.searchParams.has("X-Amz-Credential")) {
          url.searchParams.set(
            "X-Amz-Credential",
            String(url.searchParams.get("X-Amz-Credential")).replace(/^[^/]+\//, "S3RVER/"),
          );
          req.url = `${url.pathname}?${url.searchParams}`;
        }
        const status = await forward(req, body, res, s3);
        record(operation, needs, status);
        return;
      }
      case "sqs": {
        const operation = target.replace("AmazonSQS.", "");
        const params = input();
        const queueName = String(params.QueueUrl).split("/").pop() as string;
        const queue = queues.get(queueName) ?? [];
        queues.set(queueName, queue);
        const needs = [{ action: "sqs:SendMessage", resource: arn("sqs", queueName) }];
        const md5 = (text: string) => createHash("md5").update(text).digest("hex");
        const enqueue = (entry: Record<string, unknown>): QueuedMessage => {
          const message = {
            messageId: randomUUID(),
            body: String(entry.MessageBody),
            delaySeconds: Number(entry.DelaySeconds ?? 0),
            attributes: (entry.MessageAttributes as Record<string, unknown>) ?? {},
          };
          queue.push(message);
          return message;
        };
        if (operation === "SendMessage") {
          const message = enqueue(params);
          record(operation, needs, 200);
          json(res, 200, { MessageId: message.messageId, MD5OfMessageBody: md5(message.body) });
          return;
        }
        if (operation === "SendMessageBatch") {
          const entries = (params.Entries as Array<Record<string, unknown>>) ?? [];
          const successful = entries.map((entry) => {
            const message = enqueue(entry);
            return { Id: entry.Id, MessageId: message.messageId, MD5OfMessageBody: md5(message.body) };
          });
          record(operation, needs, 200);
          json(res, 200, { Successful: successful, Failed: [] });
          return;
        }
        record(operation, needs, 400);
        awsJsonError(res, 400, "InvalidAction", `${operation} is not emulated`);
        return;
      }
      case "secretsmanager": {
        const operation = target.replace("secretsmanager.", "");
        const params = input();
        const id = String(params.SecretId);
        const answer = (): unknown => {
          switch (operation) {
            case "GetSecretValue":
              return secrets.getValue(id, params.VersionId as string | undefined, params.VersionStage as string);
            case "DescribeSecret":
              return secrets.describe(id);
            case "PutSecretValue":
              return secrets.putValue(
                id,
                String(params.ClientRequestToken ?? randomUUID()),
                String(params.SecretString),
                params.VersionStages as string[] | undefined,
              );
            case "UpdateSecretVersionStage":
              return secrets.updateStage(
                id,
                String(params.VersionStage),
                params.MoveToVersionId as string | undefined,
                params.RemoveFromVersionId as string | undefined,
              );
            default:
              throw new SecretError("InvalidRequestException", `${operation} is not emulated`);
          }
        };
        const needs = [{ action: `secretsmanager:${operation}`, resource: id }];
        try {
          const body = answer();
          record(operation, needs, 200);
          json(res, 200, body, "application/x-amz-json-1.1");
        } catch (error) {
          if (!(error instanceof SecretError)) throw error;
          record(operation, needs, 400);
          awsJsonError(res, 400, error.type, error.message);
        }
        return;
      }
      case "scheduler": {
        const name = decodeURIComponent(url.pathname.replace(/^\/schedules\//, ""));
        const method = req.method ?? "GET";
        const params = method === "POST" || method === "PUT" ? input() : {};
        const group = String(params.GroupName ?? url.searchParams.get("groupName") ?? "default");
        const scheduleArn = arn("scheduler", `schedule/${group}/${name}`);
        const key = `${group}/${name}`;
        if (method === "POST") {
          const target = params.Target as Schedule["target"];
          schedules.set(key, { group, name, expression: String(params.ScheduleExpression), target });
          record(
            "CreateSchedule",
            [
              { action: "scheduler:CreateSchedule", resource: scheduleArn },
              { action: "iam:PassRole", resource: target.RoleArn },
            ],
            200,
          );
          json(res, 200, { ScheduleArn: scheduleArn }, "application/json");
          return;
        }
        if (method === "DELETE") {
          const existed = schedules.delete(key);
          record(
            "DeleteSchedule",
            [{ action: "scheduler:DeleteSchedule", resource: scheduleArn }],
            existed ? 200 : 404,
          );
          if (!existed) {
            res.setHeader("x-amzn-errortype", "ResourceNotFoundException");
            json(res, 404, { Message: `Schedule ${name} does not exist.` }, "application/json");
            return;
          }
          json(res, 200, {}, "application/json");
          return;
        }
        record(`${method} schedule`, [{ action: "scheduler:GetSchedule", resource: scheduleArn }], 400);
        json(res, 400, { Message: "not emulated" }, "application/json");
        return;
      }
      case "ses": {
        if (req.method === "POST" && url.pathname === "/v2/email/outbound-emails") {
          const params = input() as {
            FromEmailAddress?: string;
            Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
            Content: { Raw?: { Data: string } };
            ConfigurationSetName?: string;
          };
          const raw = Buffer.from(params.Content.Raw?.Data ?? "", "base64");
          const from =
            params.FromEmailAddress ?? /^From:.*?<?([^<>\s]+@[^<>\s]+)>?\s*$/im.exec(raw.toString("utf8"))?.[1];
          const domain = from?.split("@")[1] ?? "unknown";
          const messageId = `0100${randomUUID().replaceAll("-", "")}-000000`;
          sentEmails.push({
            caller,
            raw,
            from,
            destinations: [
              ...(params.Destination?.ToAddresses ?? []),
              ...(params.Destination?.CcAddresses ?? []),
              ...(params.Destination?.BccAddresses ?? []),
            ],
            configurationSet: params.ConfigurationSetName,
            messageId,
          });
          const needs = [{ action: "ses:SendEmail", resource: arn("ses", `identity/${domain}`) }];
          if (params.ConfigurationSetName) {
            needs.push({
              action: "ses:SendEmail",
              resource: arn("ses", `configuration-set/${params.ConfigurationSetName}`),
            });
          }
          record("SendEmail", needs, 200);
          json(res, 200, { MessageId: messageId }, "application/json");
          return;
        }
        // Email identities (custom domains): create with Easy DKIM, read, custom MAIL FROM, delete.
        const identity = /^\/v2\/email\/identities(?:\/([^/]+)(\/mail-from)?)?$/.exec(url.pathname);
        if (identity) {
          const name = identity[1]
            ? decodeURIComponent(identity[1])
            : (input() as { EmailIdentity: string }).EmailIdentity;
          const resource = arn("ses", `identity/${name}`);
          const errorOut = (status: number, type: string, message: string) => {
            res.setHeader("x-amzn-errortype", type);
            json(res, status, { message }, "application/json");
          };
          const view = (i: EmailIdentity) => ({
            IdentityType: "DOMAIN",
            VerifiedForSendingStatus: false,
            DkimAttributes: {
              SigningEnabled: true,
              Status: "PENDING",
              Tokens: i.tokens,
              SigningAttributesOrigin: "AWS_SES",
            },
            ...(i.mailFromDomain ? { MailFromAttributes: { MailFromDomain: i.mailFromDomain } } : {}),
          });
          const existing = emailIdentities.get(name);
          if (req.method === "POST" && !identity[1]) {
            record("CreateEmailIdentity", [{ action: "ses:CreateEmailIdentity", resource }], existing ? 400 : 200);
            if (existing) return errorOut(400, "AlreadyExistsException", `Email identity ${name} already exist.`);
            const created = { tokens: [0, 1, 2].map(() => randomUUID().replaceAll("-", "").slice(0, 32)) };
            emailIdentities.set(name, created);
            json(res, 200, view(created), "application/json");
            return;
          }
          const operation =
            req.method === "GET"
              ? "GetEmailIdentity"
              : req.method === "DELETE"
                ? "DeleteEmailIdentity"
                : "PutEmailIdentityMailFromAttributes";
          record(operation, [{ action: `ses:${operation}`, resource }], existing ? 200 : 404);
          if (!existing) return errorOut(404, "NotFoundException", `Email identity ${name} does not exist.`);
          if (identity[2] && req.method === "PUT") {
            existing.mailFromDomain = (input() as { MailFromDomain?: string }).MailFromDomain;
            json(res, 200, {}, "application/json");
          } else if (req.method === "DELETE") {
            emailIdentities.delete(name);
            json(res, 200, {}, "application/json");
          } else json(res, 200, view(existing), "application/json");
          return;
        }
        record(`${req.method} ${url.pathname}`, [], 400);
        json(res, 400, { message: "not emulated" }, "application/json");
        return;
      }
      case "execute-api": {
        // <apiId>/<stage>/@connections/<id> (the functions' callback URL points here with that path).
        const match = /^\/([^/]+)\/([^/]+)\/@connections\/([^/]+)$/.exec(url.pathname);
        if (!match) {
          record(`${req.method} ${url.pathname}`, [], 404);
          json(res, 404, { message: "Not Found" }, "application/json");
          return;
        }
        const [, apiId, stage, rawId] = match;
        const connectionId = decodeURIComponent(rawId);
        const method = req.method ?? "GET";
        const resource = `arn:aws:execute-api:${REGION}:${ACCOUNT}:${apiId}/${stage}/${method}/@connections/${connectionId}`;
        const gone = goneConnections.has(connectionId) || deletedConnections.has(connectionId);
        const operation =
          method === "POST" ? "PostToConnection" : method === "DELETE" ? "DeleteConnection" : "GetConnection";
        record(operation, [{ action: "execute-api:ManageConnections", resource }], gone ? 410 : 200);
        if (gone) {
          res.setHeader("x-amzn-errortype", "GoneException");
          json(res, 410, { message: null }, "application/json");
          return;
        }
        if (method === "POST") posted.set(connectionId, [...(posted.get(connectionId) ?? []), body]);
        if (method === "DELETE") deletedConnections.add(connectionId);
        json(res, 200, method === "GET" ? { connectedAt: new Date().toISOString() } : {}, "application/json");
        return;
      }
      default:
        record(`${req.method} ${url.pathname}`, [], 400);
        json(res, 400, { message: `service ${service} is not emulated` }, "application/json");
    }
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { message: String(error) }, "application/json");
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    take(queueName) {
      const messages = queues.get(queueName) ?? [];
      queues.set(queueName, []);
      return messages;
    },
    sentEmails,
    emailIdentities,
    schedules,
    posted,
    deletedConnections,
    goneConnections,
    secrets,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
