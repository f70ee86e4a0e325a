// Shared by the infra tests that need no bundles: build a stack without esbuild, read roles and resources back.
import { App, type CfnElement } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import type { IConstruct } from "constructs";
import { AgentMailStack, type AgentMailStackProps } from "../../infra/stack.js";

export type Resource = {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  Condition?: string;
};
export type Statement = {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Principal?: unknown;
  Condition?: Record<string, Record<string, unknown>>;
};

export const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** A stack whose functions are not bundled (an asset stub each): seconds instead of tens of seconds. */
export function unbundledStack(props: AgentMailStackProps = {}, id = "TestStack"): AgentMailStack {
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  return new AgentMailStack(app, id, props);
}

/** Lookups into one stack's template. */
export function inspect(stack: AgentMailStack) {
  const template = Template.fromStack(stack);
  const resources = template.toJSON().Resources as Record<string, Resource>;
  const idOf = (construct: IConstruct) => stack.getLogicalId(construct.node.defaultChild as CfnElement);
  const ref = (construct: IConstruct) => ({ Ref: idOf(construct) });
  const getAtt = (construct: IConstruct, attr: string) => ({ "Fn::GetAtt": [idOf(construct), attr] });
  const resource = (construct: IConstruct) => {
    const found = resources[idOf(construct)];
    if (!found) throw new Error(`no resource for ${construct.node.path}`);
    return found;
  };
  /** Every statement of every policy attached to a role. */
  const roleStatements = (roleId: string): Statement[] =>
    Object.values(resources)
      .filter((r) => r.Type === "AWS::IAM::Policy")
      .filter((p) =>
        asArray(p.Properties.Roles).some((role) => JSON.stringify(role) === JSON.stringify({ Ref: roleId })),
      )
      .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  return { template, resources, idOf, ref, getAtt, resource, roleStatements };
}
