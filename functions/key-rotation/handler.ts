// Lambda entry for the signing key rotation, invoked by Secrets Manager once per rotation step (at deployment and
// every 30 days: infra/constructs/key-rotation.ts). It needs no table, bucket, server secret or settings: only
// the secret named in its event, so it builds no platform and reads no configuration.
import { secretsManagerVersions } from "../../shared/adapters/aws/secret-versions.js";
import { lambda } from "../../shared/observability/lambda.js";
import { processLogger } from "../../shared/observability/logger.js";
import { handleKeyRotation, type RotationEvent } from "../../shared/workers/key-rotation.js";

// The SDK takes the region from the runtime (AWS_REGION); production: nothing development-only is ever logged.
const versions = secretsManagerVersions();
const log = processLogger({ stage: "production" });

export const handler = lambda<RotationEvent, void>((event) =>
  handleKeyRotation(event, { versions, now: () => new Date(), log }),
);
