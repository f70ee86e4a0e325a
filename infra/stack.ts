import { Stack, type StackProps } from "aws-cdk-lib";
import type { Construct } from "constructs";
import { Api } from "./constructs/api.js";
import { Data } from "./constructs/data.js";
import { Observability } from "./constructs/observability.js";

export interface AgentMailStackProps extends StackProps {
  /** @default "production" */
  readonly stage?: string;
  /** Domain that hosts inboxes created without a custom domain. @default "agents.example.com" */
  readonly sharedDomain?: string;
  /** Public base URL of the API; left unset when it is only known after the first deploy. */
  readonly baseUrl?: string;
  /** Let the stack configure the region's API Gateway CloudWatch role. @default false */
  readonly apiGatewayCloudWatchRole?: boolean;
}

export const DEFAULT_STAGE = "production";
export const DEFAULT_SHARED_DOMAIN = "agents.example.com";

export class AgentMailStack extends Stack {
  readonly data: Data;
  readonly api: Api;
  readonly observability: Observability;

  constructor(scope: Construct, id: string, props: AgentMailStackProps = {}) {
    super(scope, id, props);

    this.data = new Data(this, "Data");
    this.api = new Api(this, "Api", {
      data: this.data,
      stage: props.stage ?? DEFAULT_STAGE,
      sharedDomain: props.sharedDomain ?? DEFAULT_SHARED_DOMAIN,
      baseUrl: props.baseUrl,
      cloudWatchRole: props.apiGatewayCloudWatchRole,
    });
    this.observability = new Observability(this, "Observability", { api: this.api });
  }
}
