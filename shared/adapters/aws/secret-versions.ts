// The rotation function's view of a Secrets Manager secret: the four calls the rotation protocol makes, and nothing
// else (its role allows exactly these on the signing key secret: infra/constructs/key-rotation.ts).
import type { SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import type { SecretVersions } from "../../ports/secret-versions.js";

/** `region` defaults to the SDK's own resolution (AWS_REGION in a Lambda function). */
export function secretsManagerVersions(region?: string): SecretVersions {
  // Loaded on first use, like every other adapter's SDK client.
  let client: Promise<{ sm: SecretsManagerClient; sdk: typeof import("@aws-sdk/client-secrets-manager") }> | undefined;
  const connect = () => {
    client ??= import("@aws-sdk/client-secrets-manager").then((sdk) => ({
      sm: new sdk.SecretsManagerClient({ region }),
      sdk,
    }));
    return client;
  };
  return {
    async describe(secretId) {
      const { sm, sdk } = await connect();
      const out = await sm.send(new sdk.DescribeSecretCommand({ SecretId: secretId }));
      return { rotationEnabled: Boolean(out.RotationEnabled), versions: out.VersionIdsToStages ?? {} };
    },
    async read(secretId, stage, versionId) {
      const { sm, sdk } = await connect();
      try {
        const out = await sm.send(
          new sdk.GetSecretValueCommand({ SecretId: secretId, VersionStage: stage, VersionId: versionId }),
        );
        return out.SecretString;
      } catch (error) {
        // The pending version exists (rotation created it) but holds no value until createSecret puts one.
        if (error instanceof sdk.ResourceNotFoundException) return undefined;
        throw error;
      }
    },
    async putPending(secretId, versionId, value) {
      const { sm, sdk } = await connect();
      await sm.send(
        new sdk.PutSecretValueCommand({
          SecretId: secretId,
          ClientRequestToken: versionId,
          SecretString: value,
          VersionStages: ["AWSPENDING"],
        }),
      );
    },
    async promote(secretId, toVersionId, fromVersionId) {
      const { sm, sdk } = await connect();
      await sm.send(
        new sdk.UpdateSecretVersionStageCommand({
          SecretId: secretId,
          VersionStage: "AWSCURRENT",
          MoveToVersionId: toVersionId,
          RemoveFromVersionId: fromVersionId,
        }),
      );
    },
  };
}
