import { App, Validations } from "aws-cdk-lib";
import { AwsSolutionsChecks } from "cdk-nag";
import type { Throttle } from "./constructs/api.js";
import { requireSesReceivingRegionName } from "./constructs/region.js";
import { AgentMailStack, type SocialProviderProps } from "./stack.js";

// Every context value the app reads is here (docs/deploying.md lists them with their defaults).
const app = new App();

/** String context value (`-c key=value` or cdk.json), undefined when absent or empty. */
function context(key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined || value === null || value === "") return undefined;
  return String(value);
}

/** Boolean context value: "true"/"false" (or JSON booleans from cdk.json); `fallback` when absent. */
function flag(key: string, fallback: boolean): boolean {
  const value = context(key);
  if (value === undefined) return fallback;
  if (value === "true" || value === "false") return value === "true";
  throw new Error(`${key} must be true or false, not ${value}`);
}

/** Positive number context value, undefined when absent. */
function positive(key: string): number | undefined {
  const value = context(key);
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${key} must be a positive number, not ${value}`);
  return n;
}

/** A stage's throttle from two context values, each falling back to the stack's default when only one is given. */
function throttle(rateKey: string, burstKey: string): Partial<Throttle> {
  const rateLimit = positive(rateKey);
  const burstLimit = positive(burstKey);
  return { ...(rateLimit === undefined ? {} : { rateLimit }), ...(burstLimit === undefined ? {} : { burstLimit }) };
}

/** The socialProviders context value: a JSON list of providers (or the list itself, from cdk.json). */
function socialProviders(): SocialProviderProps[] | undefined {
  const raw: unknown = app.node.tryGetContext("socialProviders");
  if (raw === undefined || raw === null || raw === "") return undefined;
  const list: unknown = typeof raw === "string" ? JSON.parse(raw) : raw;
  const names = ["google", "github", "apple", "microsoft"];
  if (!Array.isArray(list)) throw new Error("socialProviders must be a JSON list");
  return list.map((p: Record<string, unknown>, i) => {
    if (!names.includes(String(p.name)))
      throw new Error(`socialProviders[${i}].name must be one of ${names.join(", ")}`);
    if (typeof p.issuer !== "string" || !p.issuer.startsWith("https://"))
      throw new Error(`socialProviders[${i}].issuer must be an https URL`);
    if (typeof p.clientId !== "string" || !p.clientId) throw new Error(`socialProviders[${i}].clientId is required`);
    if (p.clientSecretArn !== undefined && typeof p.clientSecretArn !== "string")
      throw new Error(`socialProviders[${i}].clientSecretArn must be an ARN`);
    return {
      name: p.name as SocialProviderProps["name"],
      issuer: p.issuer,
      clientId: p.clientId,
      clientSecretArn: p.clientSecretArn as string | undefined,
    };
  });
}

const classifierBackend = context("classifierBackend") ?? "local";
if (classifierBackend !== "local" && classifierBackend !== "bedrock") {
  throw new Error(`classifierBackend must be local or bedrock, not ${classifierBackend}`);
}

const sesRegionCheck = flag("sesRegionCheck", true);
// The stack's region is a token (a CloudFormation rule checks it at deploy); the region the CLI targets, when it
// knows one, is checked now, so `cdk deploy` to a region without SES receiving stops before anything is uploaded.
const targetRegion = process.env.CDK_DEFAULT_REGION;
if (sesRegionCheck && targetRegion) requireSesReceivingRegionName(targetRegion);

// Env-agnostic: the stack deploys into whatever account and region the CLI credentials point at.
new AgentMailStack(app, "AgentMailStack", {
  description: "Email service for AI agents",
  stage: context("stage"),
  sharedDomain: context("sharedDomain"),
  baseUrl: context("baseUrl"),
  // On by default so access logging deploys on an account that never gave API Gateway its logging role;
  // `-c apiGatewayCloudWatchRole=false` where the account already manages that role elsewhere.
  apiGatewayCloudWatchRole: flag("apiGatewayCloudWatchRole", true),
  // `-c classifierBackend=bedrock [-c bedrockModelId=…]`: the Bedrock classifier for inbound mail.
  classifier: { backend: classifierBackend, modelId: context("bedrockModelId") },
  // `-c alarmEmail=ops@example.com`: subscribes the address to the alarm topic (confirm the email AWS sends).
  alarmEmail: context("alarmEmail"),
  // `-c reservedConcurrency=true`: per-function reserved concurrency, for accounts whose quota allows it.
  reservedConcurrency: flag("reservedConcurrency", false),
  // `-c serverSecretArn=arn:aws:secretsmanager:…`: reuse a retained server secret instead of creating one.
  serverSecretArn: context("serverSecretArn"),
  apiThrottle: throttle("apiRateLimit", "apiBurstLimit"),
  webSocketThrottle: throttle("webSocketRateLimit", "webSocketBurstLimit"),
  // `-c sesRegionCheck=false`: deploy to a region AWS added SES receiving to after region.ts was written.
  sesRegionCheck,
  // `-c domainConnectKeySecretArn=arn:aws:secretsmanager:…`: the RSA key that signs Domain Connect apply URLs.
  domainConnectKeySecretArn: context("domainConnectKeySecretArn"),
  // `-c socialProviders='[{"name":"google","issuer":"https://accounts.google.com","clientId":"…","clientSecretArn":"arn:…"}]'`
  socialProviders: socialProviders(),
});

// `npx cdk synth -c nag=true`: cdk-nag's AwsSolutions checks; synth fails on any unacknowledged finding.
if (flag("nag", false)) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
