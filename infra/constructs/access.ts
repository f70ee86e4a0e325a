// What each function may reach, as data: the one place to read (and review) every function's permissions.
//
// Found by reading each entry in functions/<name>/handler.ts and what it calls in shared/. ElectroDB turns
// get/put/create/patch/delete/query into GetItem/PutItem/PutItem/UpdateItem/DeleteItem/Query; get([...]) and
// delete([...]) into BatchGetItem/BatchWriteItem. TransactWriteItems is authorised per item as PutItem, UpdateItem,
// DeleteItem (and ConditionCheckItem for a `.check`, which nothing uses); TransactGetItems as GetItem: see
// TRANSACTION_ACTIONS. Nothing scans: every list is a Query on a key.
import { Stack } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import type * as s3 from "aws-cdk-lib/aws-s3";
import type * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type { TABLE } from "../../shared/db/table.js";
import { acknowledgeWildcard } from "../nag.js";
import type { Data } from "./data.js";

/** Every Lambda function of the stack, by the name used here, in tests and in alarm names. */
export const FUNCTION_NAMES = [
  "api",
  "inbound",
  "sesEvents",
  "scheduler",
  "reaper",
  "domainRecheck",
  "fanOut",
  "webhookDelivery",
  "webSocket",
  "sse",
  "mcp",
] as const;
export type FunctionName = (typeof FUNCTION_NAMES)[number];

export type TableAction =
  | "dynamodb:GetItem"
  | "dynamodb:BatchGetItem"
  | "dynamodb:Query"
  | "dynamodb:PutItem"
  | "dynamodb:UpdateItem"
  | "dynamodb:DeleteItem"
  | "dynamodb:BatchWriteItem"
  | "dynamodb:ConditionCheckItem";

export type IndexName = (typeof TABLE.indexes)[number]["indexName"];

/**
 * The IAM actions that authorise each item of a transaction (there is no dynamodb:TransactWriteItems action):
 * for a test that maps recorded API calls to the actions the role must allow.
 */
export const TRANSACTION_ACTIONS = {
  TransactWriteItems: {
    Put: "dynamodb:PutItem",
    Update: "dynamodb:UpdateItem",
    Delete: "dynamodb:DeleteItem",
    ConditionCheck: "dynamodb:ConditionCheckItem",
  },
  TransactGetItems: { Get: "dynamodb:GetItem" },
} as const;

/**
 * Key prefixes in the mail bucket (shared/db/blob-keys.ts; draft bodies in shared/domain/drafts.ts; SES's own
 * prefix is INBOUND_OBJECT_PREFIX in mail.ts). test/infra/access.test.ts checks the key builders against these.
 */
export const BLOB_PREFIXES = {
  /** Raw, body and attachments of every stored message. */
  messages: "messages/",
  /** Draft bodies and attachments. */
  drafts: "drafts/",
  /** Raw received mail: SES's objects (incoming/ses/) and raw injection by the API (incoming/<date>/). */
  incoming: "incoming/",
  /** Raw mail as SES stores it (the receipt rule's S3 action). */
  incomingSes: "incoming/ses/",
  /** Exports too large to answer inline, kept a day for their download. */
  exports: "exports/",
} as const;
export type BlobPrefix = keyof typeof BLOB_PREFIXES;

export type ObjectAction = "s3:GetObject" | "s3:PutObject" | "s3:DeleteObject";

export interface FunctionAccess {
  /** Item actions on the table (resource: the table ARN). */
  readonly table: readonly TableAction[];
  /** Global secondary indexes the function queries (dynamodb:Query on each index ARN). */
  readonly indexes: readonly IndexName[];
  /** Object actions on keys under prefixes of the mail bucket (resource: bucket ARN + "/prefix*"). */
  readonly objects: Partial<Record<ObjectAction, readonly BlobPrefix[]>>;
  /**
   * s3:ListBucket on the bucket: HeadBucket (/health), and GetObject of a missing key answering 404 (which the blob
   * store reads as "absent") rather than 403 (an error). Lists key names, not contents.
   */
  readonly listBucket?: boolean;
  /**
   * secretsmanager:GetSecretValue on the JWT signing key secret, and SIGNING_KEYS_SECRET_ARN naming it: the functions
   * that sign or verify agent access tokens. Writing it is the key-rotation function's alone (key-rotation.ts).
   */
  readonly signingKeys?: boolean;
  /** Other services, granted by the construct that owns them (stack.ts wires these flags to the grants). */
  readonly services: {
    /** SES v2 SendEmail with the configuration set (Mail.grantSend). */
    readonly sendMail?: boolean;
    /** EventBridge Scheduler create/get/delete in the group, and pass the invoke role (Scheduler.grantScheduling). */
    readonly scheduleJobs?: boolean;
    /** sqs:SendMessage to the webhook delivery queue (Events.grantDelivery). */
    readonly queueDeliveries?: boolean;
    /** execute-api:ManageConnections on the WebSocket stage (Realtime.grantPostToConnections). */
    readonly postToConnections?: boolean;
    /** bedrock:InvokeModel on the configured model, when the Bedrock classifier is on (configureClassifier). */
    readonly classify?: boolean;
    /**
     * SES v2 email identities of custom domains: create (Easy DKIM), read, set the custom MAIL FROM, delete, on this
     * account's identities in this region (Mail.grantDomainIdentities).
     */
    readonly manageDomains?: boolean;
  };
}

// Every function also gets secretsmanager:GetSecretValue on the server secret (loadConfig reads it once per cold
// start in every function), and its event source's own grants (SQS consume, stream read), added by CDK with the
// event source.
export const ACCESS: Record<FunctionName, FunctionAccess> = {
  // Every HTTP route: CRUD on every entity, lists on every index, message and draft blobs, raw injection.
  api: {
    table: [
      "dynamodb:GetItem",
      // Messages by ID (batch get route), suppressions of a send's recipients.
      "dynamodb:BatchGetItem",
      "dynamodb:Query",
      "dynamodb:PutItem",
      "dynamodb:UpdateItem",
      "dynamodb:DeleteItem",
      // Deleting an inbox deletes its messages, drafts, references and threads in batches.
      "dynamodb:BatchWriteItem",
    ],
    // gsi1: inboxes/drafts/keys/domains/suppressions by organization, threads and events by inbox, messages by
    // thread, deliveries by status; gsi2: inboxes/drafts/events by pod, threads by organization; gsi3: threads by pod.
    indexes: ["gsi1", "gsi2", "gsi3"],
    objects: {
      // Bodies, attachments (forwards, draft sends), raw downloads and exports of received mail (incoming/), and
      // the presigned downloads of large exports (exports/).
      "s3:GetObject": ["messages", "drafts", "incoming", "exports"],
      // Sent mail and its bodies, draft bodies and attachments, raw injection (POST /inbound/raw → incoming/<date>/),
      // large exports.
      "s3:PutObject": ["messages", "drafts", "incoming", "exports"],
      // Deleting messages (their raw key may be under incoming/), drafts and inboxes.
      "s3:DeleteObject": ["messages", "drafts", "incoming"],
    },
    listBucket: true,
    // Signs identity assertions and access tokens, serves the JWKS, verifies agent tokens.
    signingKeys: true,
    // Custom domains: their SES identities are created and deleted with them.
    services: { sendMail: true, scheduleJobs: true, queueDeliveries: true, classify: true, manageDomains: true },
  },

  // SES receipts: read the raw message SES stored, find or create (catch-all) the inbox, store the message.
  inbound: {
    table: [
      "dynamodb:GetItem",
      // Thread lookup by In-Reply-To/References.
      "dynamodb:BatchGetItem",
      // Allow/block lists by level (the table's own key).
      "dynamodb:Query",
      // Transactions: message, thread, references, event; the classification cache; catch-all inbox creation.
      "dynamodb:PutItem",
      // Counters of a catch-all inbox's pod and organization, an ephemeral inbox's expiry.
      "dynamodb:UpdateItem",
    ],
    indexes: [],
    objects: {
      "s3:GetObject": ["incomingSes"],
      "s3:PutObject": ["messages"],
    },
    // A missing raw message fails the record either way (403 or 404), so no ListBucket.
    services: { classify: true },
  },

  // SES delivery, bounce and complaint events: the sent message's status, its event, suppressions.
  sesEvents: {
    table: ["dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:UpdateItem"],
    indexes: [],
    objects: {},
    services: {},
  },

  // Scheduled draft sends and long webhook retries put back on the queue.
  scheduler: {
    table: [
      "dynamodb:GetItem",
      // Suppression check of the recipients.
      "dynamodb:BatchGetItem",
      // Send lists by level.
      "dynamodb:Query",
      "dynamodb:PutItem",
      "dynamodb:UpdateItem",
      // The sent draft and its client_id.
      "dynamodb:DeleteItem",
    ],
    indexes: [],
    objects: {
      "s3:GetObject": ["drafts"],
      "s3:PutObject": ["messages"],
      "s3:DeleteObject": ["drafts"],
    },
    // A draft body or attachment that is gone reads as absent (404), not as an error (403).
    listBucket: true,
    services: { sendMail: true, scheduleJobs: true, queueDeliveries: true },
  },

  // Expired ephemeral inboxes: the inbox with its counters and inbox.expired, then its mail.
  reaper: {
    table: [
      // Messages, drafts and references of an inbox (table key).
      "dynamodb:Query",
      // inbox.expired.
      "dynamodb:PutItem",
      // Pod and organization counters.
      "dynamodb:UpdateItem",
      // The inbox and its client_id.
      "dynamodb:DeleteItem",
      // The inbox's mail, 100 items at a time.
      "dynamodb:BatchWriteItem",
    ],
    // gsi3: inboxes by expiry; gsi1: threads by inbox.
    indexes: ["gsi1", "gsi3"],
    objects: { "s3:DeleteObject": ["messages", "drafts", "incoming"] },
    services: {},
  },

  // PENDING and INVALID custom domains due on the re-check index: read, checked (DNS), written with their events.
  domainRecheck: {
    // The domain read by name; the domain put and its event records in one transaction.
    table: ["dynamodb:GetItem", "dynamodb:PutItem"],
    // gsi2: domains by re-check time (sparse).
    indexes: ["gsi2"],
    objects: {},
    services: {},
  },

  // Committed events → webhook deliveries and open WebSocket connections.
  fanOut: {
    table: [
      // Deliveries already opened; the API key or session of a connection being rechecked.
      "dynamodb:GetItem",
      // Webhooks of an organization (table key).
      "dynamodb:Query",
      // New deliveries.
      "dynamodb:PutItem",
      // A connection's last check, an API key's used_at.
      "dynamodb:UpdateItem",
      // Connections found gone or no longer authorized.
      "dynamodb:DeleteItem",
    ],
    // gsi1: open connections by organization.
    indexes: ["gsi1"],
    objects: {},
    services: { queueDeliveries: true, postToConnections: true },
  },

  // One webhook attempt per message: claim, POST, record, dispatch the next.
  webhookDelivery: {
    table: ["dynamodb:GetItem", "dynamodb:UpdateItem"],
    indexes: [],
    objects: {},
    services: { queueDeliveries: true, scheduleJobs: true },
  },

  // $connect (credential check, connection record), $default (subscribe frames), $disconnect; the keep-alive
  // (every connection, its credential rechecked, gone ones deleted).
  webSocket: {
    table: ["dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem"],
    // gsi2: every open connection.
    indexes: ["gsi2"],
    objects: {},
    // The $connect credential may be an agent access token (?token= or Authorization).
    signingKeys: true,
    services: { postToConnections: true },
  },

  // The remote MCP server: the credential (and a key's used_at), then its tools, each the work of a REST route
  // (shared/mcp/tools.ts): reading, relabelling, sending, replying, forwarding, drafts, creating inboxes, and
  // wait_for_message tailing the organization's event log. No inbox deletion, no raw injection.
  mcp: {
    table: [
      "dynamodb:GetItem",
      // Suppressions of a send's recipients, threading references of a reply.
      "dynamodb:BatchGetItem",
      // Messages, lists, drafts and the event log (table key).
      "dynamodb:Query",
      // Sent mail, its thread, references and event; drafts; new inboxes (transactions).
      "dynamodb:PutItem",
      // Labels, thread refresh, counters, a key's used_at, a draft being sent.
      "dynamodb:UpdateItem",
      // A sent draft and its client_id.
      "dynamodb:DeleteItem",
    ],
    // gsi1: inboxes and drafts by organization, threads by inbox, messages by thread; gsi2: inboxes by pod.
    indexes: ["gsi1", "gsi2"],
    objects: {
      // Bodies with trust reports and attachments (get_message, forwards, get_attachment); draft bodies.
      "s3:GetObject": ["messages", "drafts"],
      // Sent mail and its bodies; draft bodies and attachments.
      "s3:PutObject": ["messages", "drafts"],
      // A sent draft's bodies and attachments.
      "s3:DeleteObject": ["drafts"],
    },
    // A body or attachment that is gone reads as absent (404), not as an error (403).
    listBucket: true,
    // Verifies agent access tokens (audience: the base URL or its /mcp).
    signingKeys: true,
    services: { sendMail: true, scheduleJobs: true },
  },

  // GET /v0/events/stream: the credential (and a key's used_at), then the organization's event log.
  sse: {
    table: ["dynamodb:GetItem", "dynamodb:Query", "dynamodb:UpdateItem"],
    indexes: [],
    objects: {},
    // The stream's credential may be an agent access token.
    signingKeys: true,
    services: {},
  },
};

/** ARN of a global secondary index of the table. */
export function indexArn(tableArn: string, index: IndexName): string {
  return `${tableArn}/index/${index}`;
}

/**
 * The IAM statements for the table, the indexes, the mail bucket, the server secret and (for the functions that
 * need it) the signing key secret, in that order.
 */
export function accessStatements(
  access: FunctionAccess,
  resources: {
    tableArn: string;
    bucket: s3.IBucket;
    serverSecret: secretsmanager.ISecret;
    signingKeySecret: secretsmanager.ISecret;
  },
): iam.PolicyStatement[] {
  const statements: iam.PolicyStatement[] = [];
  if (access.table.length) {
    statements.push(new iam.PolicyStatement({ actions: [...access.table], resources: [resources.tableArn] }));
  }
  if (access.indexes.length) {
    statements.push(
      new iam.PolicyStatement({
        actions: ["dynamodb:Query"],
        resources: access.indexes.map((index) => indexArn(resources.tableArn, index)),
      }),
    );
  }
  for (const [action, prefixes] of Object.entries(access.objects)) {
    statements.push(
      new iam.PolicyStatement({
        actions: [action],
        resources: (prefixes ?? []).map((p) => resources.bucket.arnForObjects(`${BLOB_PREFIXES[p]}*`)),
      }),
    );
  }
  if (access.listBucket) {
    statements.push(new iam.PolicyStatement({ actions: ["s3:ListBucket"], resources: [resources.bucket.bucketArn] }));
  }
  statements.push(
    new iam.PolicyStatement({
      actions: ["secretsmanager:GetSecretValue"],
      resources: [resources.serverSecret.secretArn],
    }),
  );
  if (access.signingKeys) {
    statements.push(
      new iam.PolicyStatement({
        actions: ["secretsmanager:GetSecretValue"],
        resources: [resources.signingKeySecret.secretArn],
      }),
    );
  }
  return statements;
}

/** Adds a function's table, bucket and secret statements to its role, and the signing key setting with its grant. */
export function grantAccess(fn: lambda.Function, access: FunctionAccess, data: Data): void {
  const resources = {
    tableArn: data.table.tableArn,
    bucket: data.bucket,
    serverSecret: data.serverSecret,
    signingKeySecret: data.signingKeySecret,
  };
  for (const statement of accessStatements(access, resources)) fn.addToRolePolicy(statement);
  // Where the key set is, not what it is: read per cold start (shared/auth/keyring.ts), and again after a rotation.
  if (access.signingKeys) fn.addEnvironment("SIGNING_KEYS_SECRET_ARN", data.signingKeySecret.secretArn);
  const prefixes = new Set(Object.values(access.objects).flat());
  for (const prefix of prefixes) {
    acknowledgeWildcard(
      Stack.of(fn),
      fn.role ?? fn,
      data.bucket.arnForObjects(`${BLOB_PREFIXES[prefix]}*`),
      "Objects are keyed by inbox, message, draft or date under this prefix (infra/constructs/access.ts); the " +
        "function works on whichever the request or event names, and on nothing outside the prefix.",
    );
  }
}
