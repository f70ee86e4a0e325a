// On AWS the key set is the current version of a Secrets Manager secret, written by the key-rotation function.
import type { SigningKeySource } from "../../auth/keyring.js";
import { readSecretString } from "./secrets.js";

export function secretKeySource(secretId: string, region: string): SigningKeySource {
  return { read: () => readSecretString(secretId, region) };
}
