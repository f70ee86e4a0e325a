import { Stack, type StackProps } from "aws-cdk-lib";
import type { Construct } from "constructs";
import { Api } from "./constructs/api.js";
import { type ClassifierSettings, configureClassifier } from "./constructs/classifier.js";
import { Data } from "./constructs/data.js";
import { Events } from "./constructs/events.js";
import { serviceEnvironment } from "./constructs/function.js";
import { Mail } from "./constructs/mail.js";
import { Observability } from "./constructs/observability.js";
import { Realtime } from "./constructs/realtime.js";
import { Reaper } from "./constructs/reaper.js";
import { Scheduler } from "./constructs/scheduler.js";

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
}

export const DEFAULT_STAGE = "production";
export const DEFAULT_SHARED_DOMAIN = "agents.example.com";

export class AgentMailStack extends Stack {
  readonly data: Data;
  readonly api: Api;
  readonly mail: Mail;
  readonly scheduler: Scheduler;
  readonly reaper: Reaper;
  readonly events: Events;
  readonly realtime: Realtime;
  readonly observability: Observability;

  constructor(scope: Construct, id: string, props: AgentMailStackProps = {}) {
    super(scope, id, props);

    const stage = props.stage ?? DEFAULT_STAGE;
    const sharedDomain = props.sharedDomain ?? DEFAULT_SHARED_DOMAIN;

    this.data = new Data(this, "Data");
    const data = this.data;
    this.api = new Api(this, "Api", {
      data,
      stage,
      sharedDomain,
      baseUrl: props.baseUrl,
      cloudWatchRole: props.apiGatewayCloudWatchRole,
    });
    // What every other function starts from; the API function's environment is built by the same helper.
    const environment = serviceEnvironment({ data, stage, sharedDomain, apiBaseUrl: this.api.baseUrl });

    this.mail = new Mail(this, "Mail", { data, environment, receivingDomains: [sharedDomain] });
    this.scheduler = new Scheduler(this, "Scheduler", { data, environment });
    this.reaper = new Reaper(this, "Reaper", { data, environment });
    this.events = new Events(this, "Events", { data, environment, scheduler: this.scheduler });
    this.realtime = new Realtime(this, "Realtime", { data, environment, api: this.api });
    // The fan-out publishes committed events to open WebSocket connections.
    this.realtime.grantPostToConnections(this.events.fanOutFunction.fn);
    // Test and replay attempt in the API and queue their retries; a due retry job puts its attempt on the queue.
    for (const fn of [this.api.function.fn, this.scheduler.function.fn]) this.events.grantDelivery(fn);

    // The trust pipeline runs where mail comes in: SES receipts (inbound) and raw injection (API).
    for (const fn of [this.mail.inboundFunction.fn, this.api.function.fn]) {
      configureClassifier(fn, props.classifier ?? {});
    }

    // The API sends and schedules; the scheduler function sends scheduled drafts and may schedule follow-ups.
    for (const fn of [this.api.function.fn, this.scheduler.function.fn]) {
      this.mail.grantSend(fn);
      this.scheduler.grantScheduling(fn);
    }

    this.observability = new Observability(this, "Observability", { api: this.api, mail: this.mail });
  }
}
