// The trust classifier in the stack: with Bedrock, the functions that run the trust pipeline (inbound, API) get
// the environment and bedrock:InvokeModel on that model only; with the default local backend, nothing.
import { App, type CfnElement } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import type { IConstruct } from "constructs";
import { describe, expect, it } from "vitest";
import { bedrockModelArns } from "../../infra/constructs/classifier.js";
import { AgentMailStack, type AgentMailStackProps } from "../../infra/stack.js";
import { DEFAULT_BEDROCK_MODEL_ID } from "../../shared/config.js";

type Statement = { Action: string | string[]; Effect: string; Resource: unknown };

function synth(props: AgentMailStackProps) {
  // No bundling: these assertions are about environment and permissions, not the function code.
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new AgentMailStack(app, "ClassifierTestStack", props);
  const template = Template.fromStack(stack);
  const idOf = (construct: IConstruct) => stack.getLogicalId(construct.node.defaultChild as CfnElement);
  const json = template.toJSON() as { Resources: Record<string, { Type: string; Properties: Record<string, any> }> };
  const envOf = (fn: lambda.IFunction) =>
    (json.Resources[idOf(fn)].Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
  const statementsOf = (fn: lambda.IFunction) =>
    Object.values(json.Resources)
      .filter(
        (r) =>
          r.Type === "AWS::IAM::Policy" &&
          (r.Properties.Roles as unknown[]).some(
            (role) => JSON.stringify(role) === JSON.stringify({ Ref: idOf(fn.role as IConstruct) }),
          ),
      )
      .flatMap((r) => r.Properties.PolicyDocument.Statement as Statement[]);
  const bedrockStatements = (fn: lambda.IFunction) =>
    statementsOf(fn).filter((s) => [s.Action].flat().some((a) => a.startsWith("bedrock:")));
  const functions = {
    api: stack.api.function.fn,
    inbound: stack.mail.inboundFunction.fn,
    sesEvents: stack.mail.sesEventsFunction.fn,
    scheduler: stack.scheduler.function.fn,
    reaper: stack.reaper.function.fn,
  };
  return { stack, template, envOf, bedrockStatements, functions };
}

describe("classifier backend in the stack", { timeout: 120_000 }, () => {
  describe("bedrock", () => {
    const { stack, envOf, bedrockStatements, functions } = synth({ classifier: { backend: "bedrock" } });
    const pipeline = { api: functions.api, inbound: functions.inbound };
    const others = { sesEvents: functions.sesEvents, scheduler: functions.scheduler, reaper: functions.reaper };

    for (const [name, fn] of Object.entries(pipeline)) {
      it(`tells the ${name} function to use Bedrock with the default model`, () => {
        expect(envOf(fn)).toMatchObject({ CLASSIFIER_BACKEND: "bedrock", BEDROCK_MODEL_ID: DEFAULT_BEDROCK_MODEL_ID });
      });

      it(`lets the ${name} function invoke that model and nothing else on Bedrock`, () => {
        expect(bedrockStatements(fn)).toEqual([
          {
            Action: "bedrock:InvokeModel",
            Effect: "Allow",
            Resource: stack.resolve(bedrockModelArns(stack, DEFAULT_BEDROCK_MODEL_ID)[0]),
          },
        ]);
        expect(JSON.stringify(stack.resolve(bedrockModelArns(stack, DEFAULT_BEDROCK_MODEL_ID)))).toContain(
          `::foundation-model/${DEFAULT_BEDROCK_MODEL_ID}`,
        );
      });
    }

    for (const [name, fn] of Object.entries(others)) {
      it(`leaves the ${name} function without Bedrock`, () => {
        expect(envOf(fn).CLASSIFIER_BACKEND).toBe(undefined);
        expect(bedrockStatements(fn)).toEqual([]);
      });
    }
  });

  it("grants a cross-region inference profile and its model in the regions it routes to", () => {
    const modelId = "us.anthropic.claude-3-5-haiku-20241022-v1:0";
    const { stack, envOf, bedrockStatements, functions } = synth({ classifier: { backend: "bedrock", modelId } });
    expect(envOf(functions.inbound).BEDROCK_MODEL_ID).toBe(modelId);
    const [statement] = bedrockStatements(functions.inbound);
    const resources = JSON.stringify(statement.Resource);
    expect(statement.Resource).toEqual(stack.resolve(bedrockModelArns(stack, modelId)));
    expect(resources).toContain(`:inference-profile/${modelId}`);
    expect(resources).toContain(":bedrock:*::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0");
  });

  it("adds nothing with the default local backend", () => {
    const { template, envOf, bedrockStatements, functions } = synth({});
    for (const fn of Object.values(functions)) {
      expect(envOf(fn).CLASSIFIER_BACKEND).toBe(undefined);
      expect(envOf(fn).BEDROCK_MODEL_ID).toBe(undefined);
      expect(bedrockStatements(fn)).toEqual([]);
    }
    expect(JSON.stringify(template.toJSON())).not.toContain("bedrock:");
  });
});
