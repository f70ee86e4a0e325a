import { Aws, CfnRule, Fn, type Stack, Token } from "aws-cdk-lib";

/**
 * Regions where SES receives email (the "Email receiving endpoints" table of
 * https://docs.aws.amazon.com/general/latest/gr/ses.html#ses_inbound_endpoints).
 *
 * Not checked against the live page (written offline): the first eleven are that table as published in January 2024;
 * the rest were added since, each seen in real use (inbound-smtp.<region> in received headers or verified MX records).
 * AWS keeps adding regions: when yours is listed there but not here, deploy with -c sesRegionCheck=false (and add it
 * here).
 */
export const SES_RECEIVING_REGIONS = [
  "us-east-1",
  "us-east-2",
  "us-west-2",
  "ca-central-1",
  "eu-west-1",
  "eu-west-2",
  "eu-central-1",
  "ap-southeast-1",
  "ap-southeast-2",
  "ap-southeast-3",
  "ap-northeast-1",
  // Added since January 2024.
  "us-west-1",
  "sa-east-1",
  "eu-west-3",
  "eu-north-1",
  "ap-south-1",
  "ap-northeast-2",
  "ap-northeast-3",
] as const;

const DOCS = "https://docs.aws.amazon.com/general/latest/gr/ses.html#ses_inbound_endpoints";

/** Why synth refuses a region. */
export function unsupportedRegionMessage(region: string): string {
  return (
    `SES email receiving is not available in ${region}: the stack's inbound mail (receipt rule set → S3 → SNS → SQS) ` +
    `cannot work there. Deploy to one of ${SES_RECEIVING_REGIONS.join(", ")} (list: ${DOCS}); if AWS has added ` +
    "receiving to this region since, deploy with -c sesRegionCheck=false."
  );
}

/** Throws unsupportedRegionMessage for a region without SES email receiving. */
export function requireSesReceivingRegionName(region: string): void {
  if (!(SES_RECEIVING_REGIONS as readonly string[]).includes(region)) throw new Error(unsupportedRegionMessage(region));
}

/**
 * Refuses a region without SES email receiving. A stack with a known region fails at synth with a clear message; an
 * env-agnostic one (the region is a token until deploy) gets a CloudFormation rule that fails the deploy before any
 * resource is created, with the same message.
 */
export function requireSesReceivingRegion(stack: Stack): void {
  const region = stack.region;
  if (!Token.isUnresolved(region)) {
    requireSesReceivingRegionName(region);
    return;
  }
  new CfnRule(stack, "SesReceivingRegion", {
    assertions: [
      {
        assert: Fn.conditionContains([...SES_RECEIVING_REGIONS], Aws.REGION),
        // Kept short: it is what CloudFormation shows when the deploy is refused.
        assertDescription:
          `SES email receiving is not available in this region (${DOCS}): deploy elsewhere, or with ` +
          "-c sesRegionCheck=false if AWS has added it.",
      },
    ],
  });
}
