import { Stack, type StackProps } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import type { Construct } from "constructs";
import { ACCESS, FUNCTION_NAMES, type FunctionName, grantAccess } from "./constructs/access.js";
import { Api, type Throttle } from "./constructs/api.js";
import { type ClassifierSettings, configureClassifier } from "./constructs/classifier.js";
import { Data } from "./constructs/data.js";
import { DomainRecheck } from "./constructs/domain-recheck.js";
import { Events } from "./constructs/events.js";
import { type ServiceFunction, serviceEnvironment } from "./constructs/function.js";
import { KeyRotation } from "./constructs/key-rotation.js";
import { Mail } from "./constructs/mail.js";
import { Mcp } from "./constructs/mcp.js";
import { Observability } from "./constructs/observability.js";
import { Realtime } from "./constructs/realtime.js";
import { Reaper } from "./constructs/reaper.js";
import { requireSesReceivingRegion } from "./constructs/region.js";
import { Scheduler } from "./constructs/scheduler.js";
import { TopicKey } from "./constructs/topics.js";
import { suppressAcceptedFindings } from "./nag.js";

export interface AgentMailStackProps extends StackProps {
  /** @default "production" */
  readonly stage?: string;
  /** Domain that hosts inboxes created without a custom domain. @default "agents.example.com" */
  readonly sharedDomain?: string;
  /** Public base URL of the API; left unset when it is only known after the first deploy. */
  readonly baseUrl?: string;
  /** Let the stack configure the region's API Gateway CloudWatch role. @default false */
  readonly apiGatewayCloudWatchRole?: boolean;
  /** The trust classifier backend (local rules, or Amazon Bedrock with a model id). @default local */
  readonly classifier?: ClassifierSettings;
  /** Email address subscribed to the alarm topic. @default none (subscribe to the AlarmTopicArn output yourself) */
  readonly alarmEmail?: string;
  /**
   * Reserve concurrency per function (RESERVED_CONCURRENCY). Off by default: it needs an account concurrency quota
   * of at least their sum plus the 100 Lambda keeps unreserved, and new accounts start at 10. @default false
   */
  readonly reservedConcurrency?: boolean;
  /** Complete ARN of an existing server secret to use instead of a new one (e.g. one a destroyed stack retained). */
  readonly serverSecretArn?: string;
  /** REST API stage throttling; what is left out keeps DEFAULT_API_THROTTLE (api.ts). */
  readonly apiThrottle?: Partial<Throttle>;
  /** WebSocket stage throttling; what is left out keeps DEFAULT_WEBSOCKET_THROTTLE (realtime.ts). */
  readonly webSocketThrottle?: Partial<Throttle>;
  /** Refuse regions without SES email receiving (region.ts). @default true */
  readonly sesRegionCheck?: boolean;
  /**
   * Complete ARN of a Secrets Manager secret holding the RSA private key (PEM) that signs Domain Connect apply URLs
   * (docs/domains.md#domain-connect). @default none: discovery works, apply_url is left out
   */
  readonly domainConnectKeySecretArn?: string;
  /**
   * Social sign-in on the dashboard: each provider is any OpenID Connect issuer, its client secret kept in Secrets
   * Manager (docs/dashboard-sign-in.md). @default none: email code sign-in only
   */
  readonly socialProviders?: readonly SocialProviderProps[];
}

export interface SocialProviderProps {
  /** The name on the sign-in page and in /auth/social/{provider}. */
  readonly name: "google" | "github" | "apple" | "microsoft";
  /** The issuer URL (https); its /.well-known/openid-configuration is read. */
  readonly issuer: string;
  readonly clientId: string;
  /** Complete ARN of the Secrets Manager secret holding the client secret; absent for a public client. */
  readonly clientSecretArn?: string;
}

export const DEFAULT_STAGE = "production";
export const DEFAULT_SHARED_DOMAIN = "agents.example.com";

/**
 * Reserved concurrency per function with the reservedConcurrency switch on (sum 292: the account quota must be at
 * least 392). Reserving is also a ceiling: these keep the long-lived streams (SSE, 15 minutes each) and the queue
 * consumers from starving the API, and run the reaper one at a time.
 */
export const RESERVED_CONCURRENCY: Record<FunctionName, number> = {
  api: 100,
  // Each open SSE stream holds one execution for up to 15 minutes: at most 50 streams at once.
  sse: 50,
  // A wait_for_message call holds one execution for up to a minute.
  mcp: 50,
  webSocket: 20,
  inbound: 20,
  webhookDelivery: 20,
  // A stream consumer runs one batch per shard at a time.
  fanOut: 10,
  sesEvents: 10,
  scheduler: 10,
  reaper: 1,
  domainRecheck: 1,
};

export class AgentMailStack extends Stack {
  readonly data: Data;
  readonly api: Api;
  readonly mail: Mail;
  readonly scheduler: Scheduler;
  readonly reaper: Reaper;
  readonly domainRecheck: DomainRecheck;
  readonly events: Events;
  readonly realtime: Realtime;
  readonly mcp: Mcp;
  readonly keyRotation: KeyRotation;
  readonly observability: Observability;
  readonly topicKey: TopicKey;
  /** Every function, by the names access.ts grants to. */
  readonly functions: Record<FunctionName, ServiceFunction>;

  constructor(scope: Construct, id: string, props: AgentMailStackProps = {}) {
    super(scope, id, props);

    if (props.sesRegionCheck ?? true) requireSesReceivingRegion(this);

    const stage = props.stage ?? DEFAULT_STAGE;
    const sharedDomain = props.sharedDomain ?? DEFAULT_SHARED_DOMAIN;

    this.data = new Data(this, "Data", { serverSecretArn: props.serverSecretArn });
    const data = this.data;
    this.topicKey = new TopicKey(this, "TopicKey");
    this.api = new Api(this, "Api", {
      data,
      stage,
      sharedDomain,
      baseUrl: props.baseUrl,
      cloudWatchRole: props.apiGatewayCloudWatchRole,
      throttle: props.apiThrottle,
    });
    // What every other function starts from; the API function's environment is built by the same helper.
    const environment = serviceEnvironment({ data, stage, sharedDomain, apiBaseUrl: this.api.baseUrl });

    this.mail = new Mail(this, "Mail", { data, environment, topicKey: this.topicKey });
    this.scheduler = new Scheduler(this, "Scheduler", { environment });
    this.reaper = new Reaper(this, "Reaper", { environment });
    this.domainRecheck = new DomainRecheck(this, "DomainRecheck", { environment });
    this.events = new Events(this, "Events", { data, environment });
    this.realtime = new Realtime(this, "Realtime", { environment, api: this.api, throttle: props.webSocketThrottle });
    // After Realtime: /v0/mcp joins the /v0 resource the SSE route made.
    this.mcp = new Mcp(this, "Mcp", { environment, api: this.api });
    // Not a service function (no table, bucket or server secret): Secrets Manager's rotation of the signing keys.
    this.keyRotation = new KeyRotation(this, "KeyRotation", { secret: data.signingKeySecret });

    this.functions = {
      api: this.api.function,
      inbound: this.mail.inboundFunction,
      sesEvents: this.mail.sesEventsFunction,
      scheduler: this.scheduler.function,
      reaper: this.reaper.function,
      domainRecheck: this.domainRecheck.function,
      fanOut: this.events.fanOutFunction,
      webhookDelivery: this.events.deliveryFunction,
      webSocket: this.realtime.webSocketFunction,
      sse: this.realtime.sseFunction,
      mcp: this.mcp.function,
    };

    // Every permission of every function, from the one table in access.ts.
    for (const name of FUNCTION_NAMES) {
      const fn = this.functions[name].fn;
      const access = ACCESS[name];
      grantAccess(fn, access, data);
      if (access.services.sendMail) this.mail.grantSend(fn);
      if (access.services.scheduleJobs) this.scheduler.grantScheduling(fn);
      if (access.services.queueDeliveries) this.events.grantDelivery(fn);
      if (access.services.postToConnections) this.realtime.grantPostToConnections(fn);
      if (access.services.manageDomains) this.mail.grantDomainIdentities(fn);
      // The trust pipeline runs where mail comes in: SES receipts (inbound) and raw injection (API).
      if (access.services.classify) configureClassifier(fn, props.classifier ?? {});
      if (props.reservedConcurrency) {
        // On the CloudFormation resource: the L2 function takes it only at construction, in each construct.
        (fn.node.defaultChild as lambda.CfnFunction).reservedConcurrentExecutions = RESERVED_CONCURRENCY[name];
      }
    }

    // Domain Connect's signing key, where the operator keeps one: only the API signs apply URLs.
    if (props.domainConnectKeySecretArn) {
      const api = this.functions.api.fn;
      api.addEnvironment("DOMAIN_CONNECT_KEY_SECRET_ARN", props.domainConnectKeySecretArn);
      api.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ["secretsmanager:GetSecretValue"],
          resources: [props.domainConnectKeySecretArn],
        }),
      );
    }

    // Social sign-in: only the API function signs people in, and only it reads the client secrets.
    if (props.socialProviders?.length) {
      const api = this.functions.api.fn;
      api.addEnvironment("SOCIAL_PROVIDERS", props.socialProviders.map((p) => p.name).join(","));
      for (const provider of props.socialProviders) {
        const env = `SOCIAL_${provider.name.toUpperCase()}`;
        api.addEnvironment(`${env}_ISSUER`, provider.issuer);
        api.addEnvironment(`${env}_CLIENT_ID`, provider.clientId);
        if (!provider.clientSecretArn) continue;
        api.addEnvironment(`${env}_CLIENT_SECRET_ARN`, provider.clientSecretArn);
        api.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ["secretsmanager:GetSecretValue"],
            resources: [provider.clientSecretArn],
          }),
        );
      }
    }

    this.observability = new Observability(this, "Observability", {
      api: this.api,
      mail: this.mail,
      functions: this.functions,
      topicKey: this.topicKey,
      alarmEmail: props.alarmEmail,
    });
    // Last, so it reaches every alarm: events.ts's, observability.ts's and any added later.
    this.observability.notifyFromAll(this);

    suppressAcceptedFindings(this);
  }
}
