import { Stack } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import { type ClassifierBackendName, DEFAULT_BEDROCK_MODEL_ID } from "../../shared/config.js";
import { acknowledgeWildcard } from "../nag.js";

export interface ClassifierSettings {
  /** @default "local": the rules run inside the function, no AWS call. */
  readonly backend?: ClassifierBackendName;
  /** Bedrock model id, cross-region inference profile id (us.…, eu.…) or ARN. @default DEFAULT_BEDROCK_MODEL_ID */
  readonly modelId?: string;
}

/** Geography prefixes of Bedrock's cross-region inference profiles ("us.anthropic.claude-…"). */
const PROFILE_PREFIX = /^(?:us|us-gov|eu|apac|jp|au|ca|global)\.(.+)$/;

/**
 * What bedrock:InvokeModel must be allowed on for a model id: the foundation model in this region; for a
 * cross-region inference profile, the profile and its model in every region it may route to; an ARN as given.
 */
export function bedrockModelArns(stack: Stack, modelId: string): string[] {
  if (modelId.startsWith("arn:")) return [modelId];
  const foundationModel = (name: string, region?: string) =>
    stack.formatArn({ service: "bedrock", resource: "foundation-model", resourceName: name, account: "", region });
  const profile = PROFILE_PREFIX.exec(modelId);
  if (profile) {
    return [
      stack.formatArn({ service: "bedrock", resource: "inference-profile", resourceName: modelId }),
      foundationModel(profile[1], "*"),
    ];
  }
  return [foundationModel(modelId)];
}

/**
 * Points a function that runs the trust pipeline at the configured classifier: with Bedrock, the environment
 * the function reads (CLASSIFIER_BACKEND, BEDROCK_MODEL_ID) and InvokeModel (what Converse needs) on that model
 * only. With the local backend nothing is added.
 */
export function configureClassifier(fn: lambda.Function, settings: ClassifierSettings): void {
  if ((settings.backend ?? "local") !== "bedrock") return;
  const modelId = settings.modelId ?? DEFAULT_BEDROCK_MODEL_ID;
  fn.addEnvironment("CLASSIFIER_BACKEND", "bedrock");
  fn.addEnvironment("BEDROCK_MODEL_ID", modelId);
  const models = bedrockModelArns(Stack.of(fn), modelId);
  fn.addToRolePolicy(new iam.PolicyStatement({ actions: ["bedrock:InvokeModel"], resources: models }));
  for (const model of models.filter((arn) => arn.includes("*"))) {
    acknowledgeWildcard(
      Stack.of(fn),
      fn.role ?? fn,
      model,
      "A cross-region inference profile routes to its model in any region of its geography: that model only.",
    );
  }
}
