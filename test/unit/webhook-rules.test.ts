// Pure webhook rules: the URL guard (resolver injected: names that resolve to private addresses, loopback only when
// allowed), which events a webhook receives, the event types a credential may ask for, the change feed's item
// parsing, and the request a delivery sends.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../../shared/auth/principal.js";
import { loadConfig, resetConfig } from "../../shared/config.js";
import type { StoredEvent } from "../../shared/db/entities/event.js";
import { EventRecord } from "../../shared/db/entities/event.js";
import { Webhook } from "../../shared/db/entities/webhook.js";
import { storedEventFromItem } from "../../shared/db/events.js";
import type { WebhookItem } from "../../shared/db/service.js";
import { eventRecord } from "../../shared/domain/events.js";
import { ApiError } from "../../shared/errors.js";
import { verifySignature } from "../../shared/events/signature.js";
import { deliveryRequest, safeWebhookSender } from "../../shared/events/webhook-delivery.js";
import { checkWebhookUrl, webhookEventTypes, webhookMatches } from "../../shared/events/webhooks.js";
import type { ResolvedAddress } from "../../shared/net/safe-fetch.js";

const v4 =
  (...addresses: string[]) =>
  async (): Promise<ResolvedAddress[]> =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

async function refusal(url: string, options: Parameters<typeof checkWebhookUrl>[1]) {
  try {
    await checkWebhookUrl(url, options);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const api = error as ApiError;
    expect(api.status).toBe(400);
    expect(api.param).toBe("url");
    return api.message;
  }
  throw new Error(`expected ${url} to be refused`);
}

describe("checkWebhookUrl", () => {
  const strict = { allowLoopback: false };

  it("refuses a DNS name that resolves to a private, link-local or ULA address (resolver injected)", async () => {
    for (const address of ["10.0.0.7", "192.168.5.5", "172.20.0.1", "169.254.169.254", "fd00::5", "fe80::1"]) {
      expect(await refusal("https://hooks.example.com/in", { ...strict, lookup: v4(address) })).toBe(
        "url must point to a public host; hooks.example.com is private, loopback or link-local",
      );
    }
  });

  it("refuses a name when any of its addresses is private (a rebinding or split-horizon sign)", async () => {
    const lookup = v4("93.184.216.34", "10.1.1.1");
    expect(await refusal("https://hooks.example.com/in", { ...strict, lookup })).toMatch(/public host/);
  });

  it("refuses unresolvable names", async () => {
    const lookup = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    expect(await refusal("https://nowhere.example/in", { ...strict, lookup })).toBe(
      "url host nowhere.example could not be resolved",
    );
    expect(await refusal("https://empty.example/in", { ...strict, lookup: v4() })).toBe(
      "url host empty.example could not be resolved",
    );
  });

  it("refuses loopback (127/8, ::1, a name resolving to them) unless loopback is allowed", async () => {
    for (const url of [
      "http://127.0.0.1:8080/",
      "http://127.3.2.1/",
      "http://[::1]:9000/",
      "http://[::ffff:127.0.0.1]/",
    ]) {
      expect(await refusal(url, strict)).toMatch(/public host/);
      await expect(checkWebhookUrl(url, { allowLoopback: true })).resolves.toBe(new URL(url).href);
    }
    expect(await refusal("http://localhost:3000/hook", { ...strict, lookup: v4("127.0.0.1", "::1") })).toMatch(
      /localhost is private, loopback or link-local/,
    );
    // Allowing loopback never opens private ranges.
    expect(await refusal("http://10.0.0.1/", { allowLoopback: true })).toMatch(/public host/);
  });

  it("refuses other schemes, credentials, empty and overlong URLs; accepts a public host as normalized", async () => {
    expect(await refusal("file:///etc/passwd", strict)).toBe("url must be http or https");
    expect(await refusal("gopher://example.com/", strict)).toBe("url must be http or https");
    expect(await refusal("https://:secret@example.com/", strict)).toBe("url must not contain credentials");
    expect(await refusal("   ", strict)).toBe("url is required");
    expect(await refusal(`https://example.com/${"a".repeat(2100)}`, strict)).toMatch(/at most 2048/);
    await expect(
      checkWebhookUrl("  HTTPS://Hooks.Example.com:443/in?x=1  ", { ...strict, lookup: v4("93.184.216.34") }),
    ).resolves.toBe("https://hooks.example.com/in?x=1");
  });
});

// ---- matching ----

const at = "2026-01-01T00:00:00.000Z";
const hook = (over: Partial<WebhookItem> = {}): WebhookItem => ({
  organizationId: "org_1",
  webhookId: "whk_1",
  url: "https://hooks.example.com/",
  eventTypes: [],
  inboxIds: [],
  podIds: [],
  secret: "whsec_x",
  enabled: true,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const event = (eventType: string, over: Partial<StoredEvent> = {}): StoredEvent => ({
  eventId: "evt_1",
  eventType,
  organizationId: "org_1",
  podId: "pod_1",
  inboxId: "a@x.test",
  data: {},
  timestamp: at,
  createdAt: at,
  ...over,
});
const orgLevel = (eventType: string) => event(eventType, { podId: undefined, inboxId: undefined });

describe("webhookMatches", () => {
  it.each([
    ["every type with an empty list", hook(), event("message.received"), true],
    ["not when disabled", hook({ enabled: false }), event("message.received"), false],
    ["not another organization's event", hook(), event("inbox.created", { organizationId: "org_2" }), false],
    ["a listed type", hook({ eventTypes: ["message.sent"] }), event("message.sent"), true],
    ["not an unlisted type", hook({ eventTypes: ["message.sent"] }), event("message.received"), false],
    ["a sub-type is its own type", hook({ eventTypes: ["message.received"] }), event("message.received.spam"), false],
    ["domain.updated not with an empty list", hook(), orgLevel("domain.updated"), false],
    ["domain.updated when listed by name", hook({ eventTypes: ["domain.updated"] }), orgLevel("domain.updated"), true],
    ["domain.verified with an empty list", hook(), orgLevel("domain.verified"), true],
    ["never webhook.test (only the test call)", hook(), event("webhook.test"), false],
    ["never webhook.test even when listed", hook({ eventTypes: ["webhook.test"] }), event("webhook.test"), false],
    ["never audit events", hook(), event("token.issued"), false],
    ["inbox filter: its inbox", hook({ inboxIds: ["a@x.test"] }), event("message.received"), true],
    ["inbox filter: another inbox", hook({ inboxIds: ["b@x.test"] }), event("message.received"), false],
    [
      "inbox filter: events without an inbox never match",
      hook({ inboxIds: ["a@x.test"] }),
      orgLevel("domain.verified"),
      false,
    ],
    ["pod filter: its pod", hook({ podIds: ["pod_1", "pod_9"] }), event("inbox.created"), true],
    ["pod filter: another pod", hook({ podIds: ["pod_2"] }), event("inbox.created"), false],
    ["pod filter: events without a pod never match", hook({ podIds: ["pod_1"] }), orgLevel("domain.verified"), false],
    ["both filters must hold", hook({ podIds: ["pod_1"], inboxIds: ["b@x.test"] }), event("inbox.created"), false],
    ["bound to a pod: its events", hook({ podId: "pod_1" }), event("inbox.created"), true],
    ["bound to a pod: not another pod's", hook({ podId: "pod_2" }), event("inbox.created"), false],
    ["bound to a pod: no organization-level events", hook({ podId: "pod_1" }), orgLevel("domain.verified"), false],
    ["bound to an inbox: its events", hook({ podId: "pod_1", inboxId: "a@x.test" }), event("message.sent"), true],
    [
      "bound to an inbox: not another inbox's",
      hook({ podId: "pod_1", inboxId: "b@x.test" }),
      event("message.sent"),
      false,
    ],
  ])("%s", (_label, webhook, ev, expected) => {
    expect(webhookMatches(webhook, ev)).toBe(expected);
  });
});

// ---- event types and permissions ----

const principal = (grant: string[] | null): Principal => ({
  kind: "api_key",
  organizationId: "org_1",
  scope: "organization",
  grant,
});

describe("webhookEventTypes", () => {
  const forbiddenMessage = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      expect((error as ApiError).status).toBe(403);
      expect((error as ApiError).param).toBe("event_types");
      return (error as ApiError).message;
    }
    throw new Error("expected 403");
  };

  it("keeps an empty list for a credential that reads every family, and dedupes a listed one", () => {
    expect(webhookEventTypes(principal(null), undefined)).toEqual([]);
    expect(webhookEventTypes(principal(["*"]), [])).toEqual([]);
    expect(webhookEventTypes(principal(null), ["inbox.created", "inbox.created", "draft.sent"])).toEqual([
      "inbox.created",
      "draft.sent",
    ]);
  });

  it("needs each listed type's family read permission", () => {
    const p = principal(["webhook_create", "message_read"]);
    expect(webhookEventTypes(p, ["message.received", "message.bounced"])).toEqual([
      "message.received",
      "message.bounced",
    ]);
    expect(forbiddenMessage(() => webhookEventTypes(p, ["message.received", "domain.verified"]))).toBe(
      "API key lacks the domain_read permission",
    );
    expect(forbiddenMessage(() => webhookEventTypes(p, ["webhook.test"]))).toBe(
      "API key lacks the webhook_read permission",
    );
  });

  it("turns an empty list into the readable types (never domain.updated or webhook.test)", () => {
    expect(webhookEventTypes(principal(["domain_read"]), [])).toEqual(["domain.verified"]);
    expect(webhookEventTypes(principal(["message_read", "webhook_read"]), [])).toEqual([
      "message.received",
      "message.received.quarantined",
      "message.received.spam",
      "message.received.unauthenticated",
      "message.received.blocked",
      "message.sent",
      "message.delivered",
      "message.bounced",
      "message.complained",
      "message.rejected",
    ]);
    expect(forbiddenMessage(() => webhookEventTypes(principal(["webhook_create"]), []))).toBe(
      "API key lacks the message_read permission",
    );
  });

  it("refuses unknown and audit types with 400 Unknown event type", () => {
    for (const type of ["message.opened", "member.invited", ""]) {
      try {
        webhookEventTypes(principal(null), [type]);
        throw new Error("expected 400");
      } catch (error) {
        expect((error as ApiError).status).toBe(400);
        expect((error as ApiError).message).toBe(`Unknown event type: ${type}`);
      }
    }
  });
});

// ---- the change feed's items ----

describe("storedEventFromItem", () => {
  it("reads an event item as ElectroDB writes it (keys and markers dropped) and ignores other entities", () => {
    const record = eventRecord({
      eventType: "inbox.created",
      organizationId: "org_1",
      podId: "pod_1",
      inboxId: "a@x.test",
      data: { inbox: { inbox_id: "a@x.test" } },
      now: new Date(at),
    });
    const item = EventRecord.put(record).params({ table: "t" }).Item as Record<string, unknown>;
    expect(item.__edb_e__).toBe("event");
    expect(storedEventFromItem(item)).toEqual(record);
    const other = Webhook.put(hook()).params({ table: "t" }).Item as Record<string, unknown>;
    expect(storedEventFromItem(other)).toBeUndefined();
    expect(storedEventFromItem(undefined)).toBeUndefined();
  });
});

// ---- the request ----

describe("deliveryRequest", () => {
  it("is the envelope as JSON with the spec's headers, signed with the webhook's secret at the send time", () => {
    const ev = event("message.sent", { data: { send: { message_id: "msg_1" }, message: { subject: "s" } } });
    const sentAt = new Date("2026-01-01T00:00:05Z");
    const { body, headers } = deliveryRequest({ secret: "whsec_abc" }, ev, "dlv_1", sentAt);
    expect(JSON.parse(body)).toEqual({
      type: "event",
      event_id: "evt_1",
      event_type: "message.sent",
      timestamp: at,
      data: ev.data,
      send: { message_id: "msg_1" },
      message: { subject: "s" },
    });
    expect(headers).toEqual({
      "Content-Type": "application/json",
      "User-Agent": "Service-Webhooks/1.0",
      "X-Service-Signature": expect.stringMatching(/^t=1767225605,v1=[0-9a-f]{64}$/),
      "X-Service-Event": "message.sent",
      "X-Service-Event-Id": "evt_1",
      "X-Service-Delivery-Id": "dlv_1",
    });
    expect(verifySignature(body, headers["X-Service-Signature"], "whsec_abc", { now: sentAt })).toBe(1767225605);
  });
});

describe("safeWebhookSender", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/big") {
        res.writeHead(500, { "content-type": "text/plain" });
        // Streamed without a length, far past 1 KB.
        for (let i = 0; i < 200; i++) res.write("0123456789".repeat(10));
        res.end();
      } else if (req.url === "/slow") {
        setTimeout(() => res.end("late"), 1000);
      } else {
        res.writeHead(200, { "content-length": "5000" });
        res.end("y".repeat(5000));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("keeps the first 1 KB of any answer, declared or streamed, instead of failing", async () => {
    const send = safeWebhookSender({ allowLoopback: true });
    const big = await send(`${base}/big`, "{}", {});
    expect(big.status).toBe(500);
    expect(big.body.length).toBe(1024);
    const declared = await send(`${base}/declared`, "{}", {});
    expect(declared.status).toBe(200);
    expect(declared.body.toString()).toBe("y".repeat(1024));
  });

  it("gives up after its timeout and refuses loopback unless allowed", async () => {
    await expect(safeWebhookSender({ allowLoopback: true, timeoutMs: 150 })(`${base}/slow`, "{}", {})).rejects.toThrow(
      /No complete response within 150 ms/,
    );
    await expect(safeWebhookSender({ allowLoopback: false })(`${base}/declared`, "{}", {})).rejects.toThrow(
      /not allowed/,
    );
  });
});

describe("ALLOW_LOOPBACK_URLS", () => {
  const saved = { ...process.env };
  const load = (env: Record<string, string | undefined>) => {
    // The suite's local OIDC providers are plain-http development issuers: not for a production config.
    for (const key of ["STAGE", "ALLOW_LOOPBACK_URLS", "SOCIAL_PROVIDERS"]) delete process.env[key];
    Object.assign(process.env, { SERVER_SECRET: "test-secret", ...env });
    resetConfig();
    return loadConfig();
  };
  afterEach(() => {
    process.env = { ...saved };
    resetConfig();
  });

  it("is on by default in development, off in production, and can be turned off in development", () => {
    expect(load({ STAGE: "development" }).allowLoopback).toBe(true);
    expect(load({ STAGE: "production" }).allowLoopback).toBe(false);
    expect(load({}).allowLoopback).toBe(false);
    expect(load({ STAGE: "development", ALLOW_LOOPBACK_URLS: "false" }).allowLoopback).toBe(false);
  });

  it("cannot be turned on in production, and must be true or false", () => {
    expect(() => load({ STAGE: "production", ALLOW_LOOPBACK_URLS: "true" })).toThrow(/development only/);
    expect(() => load({ STAGE: "development", ALLOW_LOOPBACK_URLS: "yes" })).toThrow(/true or false/);
  });
});
