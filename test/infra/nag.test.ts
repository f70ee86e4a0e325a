// cdk-nag's AwsSolutions checks on the synthesized stack: no finding left unacknowledged, in the default
// configuration and with every option on. Acknowledgements and their reasons: infra/nag.ts and acknowledgeWildcard.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { App, Validations } from "aws-cdk-lib";
import * as sns from "aws-cdk-lib/aws-sns";
import { AwsSolutionsChecks } from "cdk-nag";
import { describe, expect, it } from "vitest";
import { AgentMailStack, type AgentMailStackProps } from "../../infra/stack.js";

interface Violation {
  ruleName: string;
  severity: string;
  violatingConstructs: Array<{ constructPath: string }>;
}

/** Synthesizes with the checks as app.ts does with -c nag=true; the findings, errors and warnings alike. */
function findings(props: AgentMailStackProps, extra?: (stack: AgentMailStack) => void): string[] {
  const outdir = mkdtempSync(path.join(tmpdir(), "nag-"));
  const app = new App({ outdir, context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new AgentMailStack(app, "NagStack", props);
  extra?.(stack);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  try {
    app.synth();
    return [];
  } catch (error) {
    const report = JSON.parse(readFileSync(path.join(outdir, "validation-report.json"), "utf8")) as {
      pluginReports: Array<{ violations: Violation[] }>;
    };
    const violations = report.pluginReports.flatMap((r) => r.violations);
    if (!violations.length) throw error;
    return violations.flatMap((v) =>
      v.violatingConstructs.map((c) => `${v.severity} ${v.ruleName} ${c.constructPath}`),
    );
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

describe("cdk-nag AwsSolutions", { timeout: 120_000 }, () => {
  it("finds nothing unacknowledged in the default stack", () => {
    expect(findings({})).toEqual([]);
  });

  it("finds nothing unacknowledged with every option on", () => {
    expect(
      findings({
        alarmEmail: "ops@example.com",
        apiGatewayCloudWatchRole: true,
        reservedConcurrency: true,
        serverSecretArn: "arn:aws:secretsmanager:us-east-1:111111111111:secret:agent-mail-AbCdEf",
        classifier: { backend: "bedrock", modelId: "eu.amazon.nova-lite-v1:0" },
        apiThrottle: { rateLimit: 10, burstLimit: 20 },
      }),
    ).toEqual([]);
  });

  it("does report what the stack does not acknowledge (the check is live)", () => {
    const found = findings({}, (stack) => new sns.Topic(stack, "PlainTopic"));
    expect(found).toEqual(["error AwsSolutions-SNS3 NagStack/PlainTopic/Resource"]);
  });
});
