// The official AgentMail client (agentmail@0.5.27) against the local service: pods, inboxes and API keys through
// its typed methods. Only `baseUrl` points it here, so any wire-shape drift shows up as a thrown error or as the
// SDK's "Failed to validate" console warning.
import { randomUUID } from "node:crypto";
import { AgentMail, AgentMailClient, AgentMailError } from "agentmail";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { type Account, baseUrl, signUp } from "../helpers/http.js";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

let account: Account;
let client: AgentMailClient;
let warn: MockInstance<typeof console.warn>;

function clientFor(apiKey: string): AgentMailClient {
  return new AgentMailClient({ baseUrl: baseUrl(), apiKey, maxRetries: 0 });
}

function username(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}`;
}

/** Runs the call and returns what it threw (fails the test if it did not throw). */
async function rejection(promise: Promise<unknown>): Promise<AgentMailError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AgentMailError);
    return error as AgentMailError;
  }
  throw new Error("expected the call to throw");
}

function validationWarnings(): string[] {
  return warn.mock.calls
    .map((args) => args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "))
    .filter((line) => line.includes("Failed to validate"));
}

beforeAll(async () => {
  account = await signUp();
  client = clientFor(account.key);
});

beforeEach(() => {
  // Not mocked away: a warning still prints, so the offending field is visible in the test output.
  warn = vi.spyOn(console, "warn");
});

afterEach(() => {
  expect(validationWarnings()).toEqual([]);
  warn.mockRestore();
});

afterAll(() => {
  vi.restoreAllMocks();
});

describe("agentmail SDK: pods", () => {
  it("creates, lists, gets and deletes a pod", async () => {
    const clientId = `pod-${randomUUID()}`;
    const pod = await client.pods.create({ name: "SDK pod", clientId });
    expect(pod.podId).toEqual(expect.any(String));
    expect(pod.name).toBe("SDK pod");
    expect(pod.clientId).toBe(clientId);
    expect(pod.createdAt).toBeInstanceOf(Date);
    expect(pod.updatedAt).toBeInstanceOf(Date);
    expect(Number.isNaN(pod.createdAt.getTime())).toBe(false);

    // The same client_id returns the same pod.
    const again = await client.pods.create({ name: "SDK pod", clientId });
    expect(again.podId).toBe(pod.podId);

    const list = await client.pods.list();
    expect(list.count).toBe(list.pods.length);
    const ids = list.pods.map((p) => p.podId);
    expect(ids).toContain(pod.podId);
    expect(ids).toContain(account.defaultPodId);

    const got = await client.pods.get(pod.podId);
    expect(got.podId).toBe(pod.podId);
    expect(got.name).toBe("SDK pod");
    expect(got.createdAt.toISOString()).toBe(pod.createdAt.toISOString());

    await client.pods.delete(pod.podId);
    const missing = await rejection(client.pods.get(pod.podId));
    expect(missing).toBeInstanceOf(AgentMail.NotFoundError);
    expect(missing.statusCode).toBe(404);
  });

  it("refuses to delete the default pod or one that still holds inboxes", async () => {
    const defaultPod = await rejection(client.pods.delete(account.defaultPodId));
    expect(defaultPod.statusCode).toBe(409);

    const pod = await client.pods.create({ name: "Busy pod" });
    const inbox = await client.pods.inboxes.create(pod.podId, { username: username("busy") });
    expect(inbox.podId).toBe(pod.podId);
    const busy = await rejection(client.pods.delete(pod.podId));
    expect(busy.statusCode).toBe(409);

    await client.inboxes.delete(inbox.inboxId);
    await client.pods.delete(pod.podId);
  });
});

describe("agentmail SDK: inboxes", () => {
  it("creates, lists, gets, updates and deletes an inbox", async () => {
    const name = username("sdk");
    const clientId = `inbox-${randomUUID()}`;
    const inbox = await client.inboxes.create({
      username: name,
      displayName: "SDK Agent",
      clientId,
      metadata: { team: "qa", tier: 2 },
    });
    expect(inbox.inboxId).toMatch(new RegExp(`^${name}@`));
    expect(inbox.email).toBe(inbox.inboxId);
    expect(inbox.podId).toBe(account.defaultPodId);
    expect(inbox.displayName).toBe("SDK Agent");
    expect(inbox.clientId).toBe(clientId);
    expect(inbox.metadata).toEqual({ team: "qa", tier: 2 });
    expect(inbox.createdAt).toBeInstanceOf(Date);
    expect(inbox.updatedAt).toBeInstanceOf(Date);

    // Same client_id: the existing inbox comes back.
    const again = await client.inboxes.create({ username: username("other"), clientId });
    expect(again.inboxId).toBe(inbox.inboxId);

    const list = await client.inboxes.list();
    expect(list.count).toBe(list.inboxes.length);
    expect(list.inboxes.map((i) => i.inboxId)).toContain(inbox.inboxId);
    const limited = await client.inboxes.list({ limit: 1 });
    expect(limited.inboxes).toHaveLength(1);

    // The inbox id is an address: the SDK sends the `@` as %40.
    const got = await client.inboxes.get(inbox.inboxId);
    expect(got.inboxId).toBe(inbox.inboxId);
    expect(got.displayName).toBe("SDK Agent");
    expect(got.metadata).toEqual({ team: "qa", tier: 2 });

    const updated = await client.inboxes.update(inbox.inboxId, {
      displayName: "Renamed Agent",
      metadata: { tier: 3, region: "eu" },
    });
    expect(updated.inboxId).toBe(inbox.inboxId);
    expect(updated.displayName).toBe("Renamed Agent");
    expect(updated.metadata).toEqual({ team: "qa", tier: 3, region: "eu" });
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(inbox.updatedAt.getTime());

    const reread = await client.inboxes.get(inbox.inboxId);
    expect(reread.displayName).toBe("Renamed Agent");

    await client.inboxes.delete(inbox.inboxId);
    const missing = await rejection(client.inboxes.get(inbox.inboxId));
    expect(missing).toBeInstanceOf(AgentMail.NotFoundError);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatchObject({ error: expect.any(Object) });
  });

  it("surfaces a duplicate username as 409 and a bad username as ValidationError", async () => {
    const name = username("dup");
    const first = await client.inboxes.create({ username: name });
    const duplicate = await rejection(client.inboxes.create({ username: name }));
    expect(duplicate.statusCode).toBe(409);

    const invalid = await rejection(client.inboxes.create({ username: "no spaces allowed" }));
    expect(invalid).toBeInstanceOf(AgentMail.ValidationError);
    expect(invalid.statusCode).toBe(400);

    await client.inboxes.delete(first.inboxId);
  });

  it("rejects an unknown inbox and a bad API key with typed errors", async () => {
    const unknown = await rejection(client.inboxes.get("nobody-here@example.invalid"));
    expect(unknown).toBeInstanceOf(AgentMail.NotFoundError);

    const stranger = clientFor("mm_live_00000000000000000000000000000000");
    const denied = await rejection(stranger.inboxes.list());
    expect(denied.statusCode).toBe(401);
  });
});

describe("agentmail SDK: API keys", () => {
  it("creates, lists, gets, renames and deletes an organization key", async () => {
    const created = await client.apiKeys.create({
      name: "sdk reader",
      permissions: { inboxRead: true, podRead: true },
    });
    if (!("apiKey" in created)) throw new Error("expected a bearer key");
    expect(created.apiKeyId).toEqual(expect.any(String));
    expect(created.apiKey).toMatch(/^mm_live_/);
    expect(created.apiKey.startsWith(created.prefix)).toBe(true);
    expect(created.name).toBe("sdk reader");
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(created.permissions).toMatchObject({ inboxRead: true, podRead: true, inboxCreate: false });

    // The new key works for what it may do, and only that.
    const reader = clientFor(created.apiKey);
    await expect(reader.inboxes.list()).resolves.toMatchObject({ count: expect.any(Number) });
    const refused = await rejection(reader.inboxes.create({ username: username("nope") }));
    expect(refused.statusCode).toBe(403);

    const list = await client.apiKeys.list();
    expect(list.count).toBe(list.apiKeys.length);
    expect(list.apiKeys.map((k) => k.type === "bearer" && k.apiKeyId)).toContain(created.apiKeyId);

    const got = await client.apiKeys.get(created.apiKeyId);
    if (got.type !== "bearer") throw new Error("expected a bearer key");
    expect(got.apiKeyId).toBe(created.apiKeyId);
    expect(got.prefix).toBe(created.prefix);
    expect(got.name).toBe("sdk reader");
    expect(got.createdAt).toBeInstanceOf(Date);
    expect(got.updatedAt).toBeInstanceOf(Date);
    expect(got.permissions).toMatchObject({ inboxRead: true, inboxDelete: false });
    expect(got).not.toHaveProperty("apiKey");

    const renamed = await client.apiKeys.update(created.apiKeyId, { name: "sdk reader v2" });
    if (renamed.type !== "bearer") throw new Error("expected a bearer key");
    expect(renamed.apiKeyId).toBe(created.apiKeyId);
    expect(renamed.name).toBe("sdk reader v2");
    expect(renamed.updatedAt.getTime()).toBeGreaterThanOrEqual(got.updatedAt.getTime());
    expect(renamed.permissions).toMatchObject({ inboxRead: true });

    await client.apiKeys.delete(created.apiKeyId);
    const revoked = await rejection(reader.inboxes.list());
    expect(revoked.statusCode).toBe(401);
    const gone = await client.apiKeys.list();
    expect(gone.apiKeys.map((k) => k.type === "bearer" && k.apiKeyId)).not.toContain(created.apiKeyId);
  });

  it("creates, lists, renames and deletes a pod-scoped key", async () => {
    const pod = await client.pods.create({ name: "Keyed pod" });
    const created = await client.pods.apiKeys.create(pod.podId, { name: "pod key" });
    expect(created.apiKeyId).toEqual(expect.any(String));
    expect(created.apiKey).toMatch(/^mm_live_/);
    expect(created.name).toBe("pod key");
    expect(created.podId).toBe(pod.podId);
    expect(created.inboxId).toBeUndefined();
    expect(created.createdAt).toBeInstanceOf(Date);

    // Scoped to its pod: inboxes it creates land there.
    const scoped = clientFor(created.apiKey);
    const inbox = await scoped.inboxes.create({ username: username("podkey") });
    expect(inbox.podId).toBe(pod.podId);

    const list = await client.pods.apiKeys.list(pod.podId);
    expect(list.apiKeys.map((k) => k.type === "bearer" && k.apiKeyId)).toEqual([created.apiKeyId]);

    const renamed = await client.pods.apiKeys.update(pod.podId, created.apiKeyId, { name: "pod key v2" });
    if (renamed.type !== "bearer") throw new Error("expected a bearer key");
    expect(renamed.name).toBe("pod key v2");
    expect(renamed.podId).toBe(pod.podId);

    await client.pods.apiKeys.delete(pod.podId, created.apiKeyId);
    const revoked = await rejection(scoped.inboxes.list());
    expect(revoked.statusCode).toBe(401);

    await client.inboxes.delete(inbox.inboxId);
    await client.pods.delete(pod.podId);
  });

  it("creates, lists, renames and deletes an inbox-scoped key", async () => {
    const inbox = await client.inboxes.create({ username: username("keyed") });
    const other = await client.inboxes.create({ username: username("other") });
    const created = await client.inboxes.apiKeys.create(inbox.inboxId, {
      name: "inbox key",
      permissions: { inboxRead: true },
    });
    if (!("apiKey" in created)) throw new Error("expected a bearer key");
    expect(created.inboxId).toBe(inbox.inboxId);
    expect(created.podId).toBe(inbox.podId);
    expect(created.name).toBe("inbox key");
    expect(created.permissions).toMatchObject({ inboxRead: true, inboxUpdate: false });

    const scoped = clientFor(created.apiKey);
    await expect(scoped.inboxes.get(inbox.inboxId)).resolves.toMatchObject({ inboxId: inbox.inboxId });
    const outside = await rejection(scoped.inboxes.get(other.inboxId));
    expect([403, 404]).toContain(outside.statusCode);

    const list = await client.inboxes.apiKeys.list(inbox.inboxId);
    expect(list.apiKeys.map((k) => k.type === "bearer" && k.apiKeyId)).toEqual([created.apiKeyId]);

    const renamed = await client.inboxes.apiKeys.update(inbox.inboxId, created.apiKeyId, { name: "inbox key v2" });
    if (renamed.type !== "bearer") throw new Error("expected a bearer key");
    expect(renamed.name).toBe("inbox key v2");
    expect(renamed.inboxId).toBe(inbox.inboxId);
    expect(renamed.updatedAt).toBeInstanceOf(Date);

    await client.inboxes.apiKeys.delete(inbox.inboxId, created.apiKeyId);
    const revoked = await rejection(scoped.inboxes.get(inbox.inboxId));
    expect(revoked.statusCode).toBe(401);
    // A revoked key can still be read (it carries revoked_at, passed through raw), but no longer changed.
    const after = await client.apiKeys.get(created.apiKeyId);
    expect(after).toMatchObject({ apiKeyId: created.apiKeyId, revoked_at: expect.stringMatching(ISO) });
    const stale = await rejection(client.inboxes.apiKeys.update(inbox.inboxId, created.apiKeyId, { name: "x" }));
    expect(stale).toBeInstanceOf(AgentMail.NotFoundError);
    expect((await client.inboxes.apiKeys.list(inbox.inboxId)).apiKeys).toEqual([]);

    await client.inboxes.delete(inbox.inboxId);
    await client.inboxes.delete(other.inboxId);
  });

  it("reports an unknown key as NotFoundError", async () => {
    const missing = await rejection(client.apiKeys.get("ak_doesnotexist"));
    expect(missing).toBeInstanceOf(AgentMail.NotFoundError);
    expect(missing.statusCode).toBe(404);
  });
});
