// Secrets Manager, for the server secret: read once per cold start by the composition root.
export async function readSecretString(secretId: string, region: string): Promise<string> {
  // Loaded here, not at module load: only a cold start reads a secret.
  const { GetSecretValueCommand, SecretsManagerClient } = await import("@aws-sdk/client-secrets-manager");
  const client = new SecretsManagerClient({ region });
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (!SecretString) throw new Error(`Secret ${secretId} has no string value`);
    return SecretString;
  } finally {
    client.destroy();
  }
}
