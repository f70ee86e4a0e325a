// Rotation of the JWT signing key set in Secrets Manager, one step per invocation as the rotation protocol calls
// it: createSecret builds the next key set (a new signing key in front of the keys still in their grace period) as
// the pending version, testSecret checks it parses, finishSecret makes it current. There is no external system
// holding the key, so setSecret has nothing to do. The first rotation (at deployment) starts from the placeholder
// CloudFormation generated, which is no key set: it creates the first key.
import { parseKeySet, rotateKeySet, type SigningKeySet } from "../auth/signing-keys.js";
import type { Logger } from "../observability/logger.js";
import type { SecretVersions } from "../ports/secret-versions.js";

export const ROTATION_STEPS = ["createSecret", "setSecret", "testSecret", "finishSecret"] as const;
export type RotationStep = (typeof ROTATION_STEPS)[number];

/** What Secrets Manager invokes the rotation function with. */
export interface RotationEvent {
  SecretId: string;
  ClientRequestToken: string;
  Step: RotationStep;
  RotationToken?: string;
}

export interface RotationDeps {
  versions: SecretVersions;
  now: () => Date;
  log: Pick<Logger, "info">;
}

export async function handleKeyRotation(event: RotationEvent, deps: RotationDeps): Promise<void> {
  const { SecretId: secretId, ClientRequestToken: token, Step: step } = event;
  if (!ROTATION_STEPS.includes(step)) throw new Error(`Unknown rotation step ${String(step)}`);
  const { versions, log } = deps;

  // The checks every step starts with: a rotation Secrets Manager started, for a version it labelled pending.
  const described = await versions.describe(secretId);
  if (!described.rotationEnabled) throw new Error(`Rotation is not enabled for ${secretId}`);
  const stages = described.versions[token];
  if (!stages) throw new Error(`Version ${token} of ${secretId} has no stage for rotation`);
  if (stages.includes("AWSCURRENT")) {
    // A retried step of a rotation that already finished.
    log.info("signing key rotation already current", { step, version: token });
    return;
  }
  if (!stages.includes("AWSPENDING")) throw new Error(`Version ${token} of ${secretId} is not pending rotation`);

  switch (step) {
    case "createSecret": {
      // A retried createSecret keeps the key set it made the first time.
      if ((await versions.read(secretId, "AWSPENDING", token)) !== undefined) return;
      const next = await rotateKeySet(currentKeySet(await versions.read(secretId, "AWSCURRENT")), deps.now());
      await versions.putPending(secretId, token, JSON.stringify(next));
      log.info("signing key created", { step, kid: next.keys[0].kid, keys: next.keys.length });
      return;
    }
    case "setSecret":
      return;
    case "testSecret": {
      const pending = await versions.read(secretId, "AWSPENDING", token);
      if (pending === undefined) throw new Error(`Version ${token} of ${secretId} holds no value`);
      parseKeySet(pending);
      return;
    }
    case "finishSecret": {
      const current = Object.entries(described.versions).find(([, labels]) => labels.includes("AWSCURRENT"))?.[0];
      await versions.promote(secretId, token, current);
      log.info("signing key rotation finished", { step, version: token, previous: current });
      return;
    }
  }
}

/** The current key set, or none when the secret still holds CloudFormation's generated placeholder. */
function currentKeySet(text: string | undefined): SigningKeySet | undefined {
  if (text === undefined) return undefined;
  try {
    return parseKeySet(text);
  } catch {
    return undefined;
  }
}
