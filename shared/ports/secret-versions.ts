// What a Secrets Manager rotation function needs of its secret (the rotation protocol's versions and labels).

/** The version labels Secrets Manager's rotation protocol moves between versions of a secret. */
export type SecretStage = "AWSCURRENT" | "AWSPENDING" | "AWSPREVIOUS";

/** The versions of one secret, as its rotation function sees them (Secrets Manager on AWS). */
export interface SecretVersions {
  /** Whether rotation is on, and the labels of each version (by version id). */
  describe(secretId: string): Promise<{ rotationEnabled: boolean; versions: Record<string, string[]> }>;
  /** The value of the version with that label (and id); undefined when no such version holds a value yet. */
  read(secretId: string, stage: SecretStage, versionId?: string): Promise<string | undefined>;
  /** Stores the value as the version `versionId`, labelled AWSPENDING (idempotent for one id and value). */
  putPending(secretId: string, versionId: string, value: string): Promise<void>;
  /** Moves AWSCURRENT from `fromVersionId` to `toVersionId` (the previous one becomes AWSPREVIOUS). */
  promote(secretId: string, toVersionId: string, fromVersionId: string | undefined): Promise<void>;
}
