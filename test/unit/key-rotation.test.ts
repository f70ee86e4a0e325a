// The signing key rotation's four steps against an in-memory secret that labels versions as Secrets Manager does.
import { describe, expect, it } from "vitest";
import { parseKeySet, RETIRED_KEY_GRACE_MS } from "../../shared/auth/signing-keys.js";
import type { SecretStage, SecretVersions } from "../../shared/ports/secret-versions.js";
import { handleKeyRotation, ROTATION_STEPS } from "../../shared/workers/key-rotation.js";

const SECRET = "arn:aws:secretsmanager:us-east-1:000000000000:secret:SigningKeys-AbCdEf";

function memorySecret(initial: string) {
  const values = new Map<string, string | undefined>([["v0", initial]]);
  const stages = new Map<string, string[]>([["v0", ["AWSCURRENT"]]]);
  const label = (stage: string, version: string) => {
    for (const [id, labels] of stages)
      stages.set(
        id,
        labels.filter((l) => l !== stage),
      );
    stages.set(version, [...(stages.get(version) ?? []), stage]);
  };
  const versions: SecretVersions = {
    describe: async () => ({ rotationEnabled: true, versions: Object.fromEntries(stages) }),
    read: async (_id, stage: SecretStage, versionId) => {
      const id = [...stages].find(([v, labels]) => labels.includes(stage) && (!versionId || v === versionId))?.[0];
      return id ? values.get(id) : undefined;
    },
    putPending: async (_id, versionId, value) => {
      values.set(versionId, value);
      label("AWSPENDING", versionId);
    },
    promote: async (_id, to, from) => {
      label("AWSCURRENT", to);
      if (from) label("AWSPREVIOUS", from);
    },
  };
  /** What RotateSecret does before the first step: a version with no value, labelled AWSPENDING. */
  const begin = (token: string) => {
    values.set(token, undefined);
    label("AWSPENDING", token);
  };
  const current = () => values.get([...stages].find(([, l]) => l.includes("AWSCURRENT"))?.[0] ?? "") as string;
  return { versions, begin, current, stages };
}

const log = { info: () => undefined };
async function rotate(secret: ReturnType<typeof memorySecret>, token: string, now: Date) {
  secret.begin(token);
  for (const step of ROTATION_STEPS) {
    await handleKeyRotation(
      { SecretId: SECRET, ClientRequestToken: token, Step: step },
      { ...secret, log, now: () => now },
    );
  }
}

describe("signing key rotation (Secrets Manager protocol)", () => {
  it("replaces CloudFormation's placeholder with a first key set, then keeps the retired key through its grace", async () => {
    const secret = memorySecret("Xq3placeholderGeneratedByCfn0000");
    const t0 = new Date("2026-11-01T00:00:00Z");
    await rotate(secret, "token-1", t0);
    const first = parseKeySet(secret.current());
    expect(first.keys).toHaveLength(1);
    expect(secret.stages.get("v0")).toEqual(["AWSPREVIOUS"]);

    await rotate(secret, "token-2", new Date(t0.getTime() + 30 * 86_400_000));
    const second = parseKeySet(secret.current());
    expect(second.keys.map((k) => k.kid)).toEqual([expect.any(String), first.keys[0].kid]);
    expect(second.keys[0].kid).not.toBe(first.keys[0].kid);

    // A rotation after the grace period drops the key retired by the one before.
    await rotate(secret, "token-3", new Date(t0.getTime() + 30 * 86_400_000 + RETIRED_KEY_GRACE_MS + 1000));
    expect(parseKeySet(secret.current()).keys.map((k) => k.kid)).toEqual([expect.any(String), second.keys[0].kid]);
  });

  it("is idempotent: a retried createSecret keeps its key set, a retried finishSecret does nothing", async () => {
    const secret = memorySecret("placeholder");
    const deps = { ...secret, log, now: () => new Date() };
    secret.begin("t");
    await handleKeyRotation({ SecretId: SECRET, ClientRequestToken: "t", Step: "createSecret" }, deps);
    const pending = await secret.versions.read(SECRET, "AWSPENDING", "t");
    await handleKeyRotation({ SecretId: SECRET, ClientRequestToken: "t", Step: "createSecret" }, deps);
    expect(await secret.versions.read(SECRET, "AWSPENDING", "t")).toBe(pending);
    await handleKeyRotation({ SecretId: SECRET, ClientRequestToken: "t", Step: "finishSecret" }, deps);
    await handleKeyRotation({ SecretId: SECRET, ClientRequestToken: "t", Step: "finishSecret" }, deps);
    expect(secret.current()).toBe(pending);
  });

  it("refuses a version Secrets Manager did not label for rotation, and a pending value that is no key set", async () => {
    const secret = memorySecret("placeholder");
    const deps = { ...secret, log, now: () => new Date() };
    await expect(
      handleKeyRotation({ SecretId: SECRET, ClientRequestToken: "unknown", Step: "createSecret" }, deps),
    ).rejects.toThrow(/no stage for rotation/);
    secret.begin("t");
    await secret.versions.putPending(SECRET, "t", "not a key set");
    await expect(
      handleKeyRotation({ SecretId: SECRET, ClientRequestToken: "t", Step: "testSecret" }, deps),
    ).rejects.toThrow(/key set/);
  });
});
