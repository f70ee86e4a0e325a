import { App } from "aws-cdk-lib";
import { AgentMailStack } from "./stack.js";

const app = new App();

/** String context value (`-c key=value` or cdk.json), undefined when absent or empty. */
function context(key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined || value === null || value === "") return undefined;
  return String(value);
}

const classifierBackend = context("classifierBackend") ?? "local";
if (classifierBackend !== "local" && classifierBackend !== "bedrock") {
  throw new Error(`classifierBackend must be local or bedrock, not ${classifierBackend}`);
}

// Env-agnostic: the stack deploys into whatever account and region the CLI credentials point at.
new AgentMailStack(app, "AgentMailStack", {
  description: "Email service for AI agents",
  stage: context("stage"),
  sharedDomain: context("sharedDomain"),
  baseUrl: context("baseUrl"),
  // On by default so access logging deploys on an account that never gave API Gateway its logging role;
  // `-c apiGatewayCloudWatchRole=false` where the account already manages that role elsewhere.
  apiGatewayCloudWatchRole: context("apiGatewayCloudWatchRole") !== "false",
  // `-c classifierBackend=bedrock [-c bedrockModelId=…]`: the Bedrock classifier for inbound mail.
  classifier: { backend: classifierBackend, modelId: context("bedrockModelId") },
});
