// Metrics over HTTP: event counts after real mail (sub-types counted under message.received), buckets and their
// order, rates from the mailbox simulator's bounces and complaints, usage, every query rule with the spec's
// messages, the pod and inbox prefixes and the permission.
import { beforeAll, describe, expect, it } from "vitest";
import { eventsForCounting } from "../../shared/events/log.js";
import { newId } from "../../shared/ids.js";
import { METRICS_EVENT_CAP } from "../../shared/limits.js";
import { eventsOf, testDb } from "../helpers/db.js";
import { type Account, call, createInbox, createKey, createPod, signUp } from "../helpers/http.js";
import { inject, rawKey, rawMessage } from "../helpers/mail.js";
import { waitFor } from "../helpers/wait.js";

const BOUNCE = "bounce@simulator.amazonses.com";
const COMPLAINT = "complaint@simulator.amazonses.com";
const SUCCESS = "success@simulator.amazonses.com";

interface World {
  account: Account;
  podB: string;
  /** Sender in the default pod; receiver in pod B. */
  a: string;
  b: string;
  /** Before the first event and after the last. */
  start: string;
  end: string;
}

let w: World;

async function sendOk(key: string, inbox: string, body: Record<string, unknown>) {
  const res = await call("POST", `/v0/inboxes/${inbox}/messages/send`, { key, body: { text: "metrics", ...body } });
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${res.text}`);
  return res.body.message_id as string;
}

const total = (buckets: Array<{ count: number }> | undefined) => (buckets ?? []).reduce((s, b) => s + b.count, 0);

beforeAll(async () => {
  const start = new Date(Date.now() - 1000).toISOString();
  const account = await signUp();
  const key = account.key;
  const podB = (await createPod(key, { name: "metrics B" })).pod_id;
  const a = (await createInbox(key)).inbox_id;
  const b = (await createInbox(key, {}, `/v0/pods/${podB}/inboxes`)).inbox_id;
  // Two plain receptions in B (sent from A) and one blocked one (a receive block list entry for the sender).
  await sendOk(key, a, { to: b, subject: "one" });
  await sendOk(key, a, { to: b, subject: "two" });
  const raw = await rawKey(account);
  const added = await call("POST", `/v0/inboxes/${b}/lists/receive/block`, { key, body: { entry: "spam.test" } });
  if (added.status !== 200) throw new Error(`block entry: ${added.status} ${added.text}`);
  const blocked = await inject(raw, rawMessage({ to: b, from: "bad@spam.test", subject: "blocked" }));
  if (blocked.status !== 201) throw new Error(`inject: ${blocked.status} ${blocked.text}`);
  // Reports: delivered for the two local sends and success@, bounced, complained (complaint@ is delivered first).
  await sendOk(key, a, { to: SUCCESS });
  await sendOk(key, a, { to: BOUNCE });
  await sendOk(key, a, { to: COMPLAINT });
  await waitFor(
    async () => {
      const types = (await eventsOf(account.organizationId)).map((e) => e.eventType);
      const n = (t: string) => types.filter((x) => x === t).length;
      return n("message.bounced") === 1 &&
        n("message.complained") === 1 &&
        n("message.delivered") === 4 &&
        n("message.received") === 2
        ? true
        : undefined;
    },
    15_000,
    "the delivery reports",
  );
  w = { account, podB, a, b, start, end: new Date(Date.now() + 1000).toISOString() };
});

const range = () => `start=${encodeURIComponent(w.start)}&end=${encodeURIComponent(w.end)}`;

describe("event counts", () => {
  it("counts each type over the last 24 hours by default, one bucket of a day; message.received includes sub-types", async () => {
    const res = await call("GET", "/v0/metrics/events", { key: w.account.key });
    expect(res.status).toBe(200);
    const body = res.body as Record<string, Array<{ timestamp: string; count: number }>>;
    // Only arrays at the top level (the official SDK throws on anything else).
    for (const value of Object.values(body)) expect(Array.isArray(value)).toBe(true);
    expect(total(body["message.sent"])).toBe(5);
    expect(total(body["message.received"])).toBe(3);
    expect(total(body["message.received.blocked"])).toBe(1);
    expect(total(body["message.delivered"])).toBe(4);
    expect(total(body["message.bounced"])).toBe(1);
    expect(total(body["message.complained"])).toBe(1);
    expect(total(body["inbox.created"])).toBe(2);
    expect(body["domain.verified"]).toEqual([]);
    expect(body["message.sent"]).toHaveLength(1);
    expect(Object.keys(body["message.sent"][0]).sort()).toEqual(["count", "timestamp"]);
    expect(res.headers.get("x-metrics-truncated")).toBeNull();
  });

  it("/v0/metrics is the same series", async () => {
    const query = `?${range()}&period=86400`;
    const alias = await call("GET", `/v0/metrics${query}`, { key: w.account.key });
    const events = await call("GET", `/v0/metrics/events${query}`, { key: w.account.key });
    expect(alias.status).toBe(200);
    expect(alias.body).toEqual(events.body);
  });

  it("buckets of period seconds from start, only non-empty ones, oldest first or newest first, limited", async () => {
    // Four buckets over the range: every event falls into one of them, each labelled with its start.
    const span = (Date.parse(w.end) - Date.parse(w.start)) / 1000;
    const period = Math.max(1, Math.ceil(span / 4));
    const res = await call("GET", `/v0/metrics/events?${range()}&period=${period}&event_types=message.sent`, {
      key: w.account.key,
    });
    expect(Object.keys(res.body)).toEqual(["message.sent"]);
    const buckets = res.body["message.sent"] as Array<{ timestamp: string; count: number }>;
    expect(total(buckets)).toBe(5);
    const starts = buckets.map((b) => Date.parse(b.timestamp));
    expect(starts).toEqual([...starts].sort((x, y) => x - y));
    for (const t of starts) expect((t - Date.parse(w.start)) % (period * 1000)).toBe(0);
    for (const b of buckets) expect(b.count).toBeGreaterThan(0);

    const desc = await call(
      "GET",
      `/v0/metrics/events?${range()}&period=${period}&event_types=message.sent&descending=true&limit=1`,
      { key: w.account.key },
    );
    expect(desc.body["message.sent"]).toEqual([buckets[buckets.length - 1]]);
  });

  it("event_types: a JSON array (as the official SDK sends it), sub-types on their own, audit types by name", async () => {
    const types = encodeURIComponent('["message.received","message.received.blocked","token.issued"]');
    const res = await call("GET", `/v0/metrics/events?event_types=${types}`, { key: w.account.key });
    expect(Object.keys(res.body).sort()).toEqual(["message.received", "message.received.blocked", "token.issued"]);
    expect(total(res.body["message.received"])).toBe(3);
    expect(total(res.body["message.received.blocked"])).toBe(1);
    expect(res.body["token.issued"]).toEqual([]);
  });

  it("a range without the events counts nothing", async () => {
    const res = await call(
      "GET",
      "/v0/metrics/events?start=2020-01-01T00:00:00Z&end=2020-01-02T00:00:00Z&event_types=message.sent",
      { key: w.account.key },
    );
    expect(res.body).toEqual({ "message.sent": [] });
  });

  it("the pod and inbox prefixes count their own events only", async () => {
    const inB = await call("GET", `/v0/inboxes/${w.b}/metrics/events?${range()}`, { key: w.account.key });
    expect(inB.status).toBe(200);
    expect(total(inB.body["message.received"])).toBe(3);
    expect(total(inB.body["message.sent"])).toBe(0);
    expect(total(inB.body["inbox.created"])).toBe(1);
    const podB = await call("GET", `/v0/pods/${w.podB}/metrics?${range()}`, { key: w.account.key });
    expect(podB.body).toEqual(inB.body);
    const inA = await call("GET", `/v0/inboxes/${w.a}/metrics/events?event_types=message.sent`, {
      key: w.account.key,
    });
    expect(total(inA.body["message.sent"])).toBe(5);
    // An inbox-scoped key sees its inbox's counts on the unprefixed route.
    const inboxKey = await createKey(w.account, { name: "B" }, `/v0/inboxes/${w.b}/api-keys`);
    const scoped = await call("GET", `/v0/metrics/events?${range()}`, { key: inboxKey });
    expect(scoped.body).toEqual(inB.body);
  });
});

describe("rates", () => {
  it("rolling bounce and complaint rates with the send count, hourly over the last day by default", async () => {
    const res = await call("GET", "/v0/metrics/rates", { key: w.account.key });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["bounce_rate", "complaint_rate"]);
    const bounce = res.body.bounce_rate as Array<{ timestamp: string; value: number; count: number; sent: number }>;
    expect(bounce).toHaveLength(24);
    // The last point's window (the day before it) holds every send of this test.
    const last = bounce[bounce.length - 1];
    expect(last).toEqual({ timestamp: expect.any(String), value: 1 / 5, count: 1, sent: 5 });
    expect(res.body.complaint_rate[23]).toMatchObject({ value: 1 / 5, count: 1, sent: 5 });
    // Hourly points, oldest first.
    const times = bounce.map((p) => Date.parse(p.timestamp));
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBe(3_600_000);
  });

  it("rate_types, window, period, descending and limit", async () => {
    const query = `${range()}&period=1&window=3600&rate_types=bounce_rate&descending=true&limit=3`;
    const res = await call("GET", `/v0/metrics/rates?${query}`, { key: w.account.key });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["bounce_rate"]);
    expect(res.body.bounce_rate).toHaveLength(3);
    // Newest first, the first one at end (the last period may be shorter), then one second apart; an hour's
    // window covers everything sent.
    expect(res.body.bounce_rate[0]).toEqual({ timestamp: w.end, value: 0.2, count: 1, sent: 5 });
    expect(Date.parse(res.body.bounce_rate[1].timestamp) - Date.parse(res.body.bounce_rate[2].timestamp)).toBe(1000);
    expect((Date.parse(res.body.bounce_rate[1].timestamp) - Date.parse(w.start)) % 1000).toBe(0);
  });

  it("the inbox prefix narrows the rates to that inbox", async () => {
    const inB = await call("GET", `/v0/inboxes/${w.b}/metrics/rates`, { key: w.account.key });
    expect(inB.body.bounce_rate[23]).toEqual({ timestamp: expect.any(String), value: 0, count: 0, sent: 0 });
    const inA = await call("GET", `/v0/pods/${w.account.defaultPodId}/metrics/rates`, { key: w.account.key });
    expect(inA.body.bounce_rate[23]).toMatchObject({ count: 1, sent: 5 });
  });
});

describe("usage", () => {
  it("one point per series at end: mail, inboxes, domains and pods for the organization", async () => {
    const res = await call("GET", "/v0/metrics/usage", { key: w.account.key });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      "domain_count",
      "inbox_count",
      "message_count",
      "pod_count",
      "storage_bytes",
      "thread_count",
    ]);
    for (const points of Object.values(res.body) as Array<Array<{ timestamp: string; value: number }>>) {
      expect(points).toHaveLength(1);
      expect(Object.keys(points[0]).sort()).toEqual(["timestamp", "value"]);
    }
    expect(res.body.inbox_count[0].value).toBe(2);
    expect(res.body.pod_count[0].value).toBe(2);
    expect(res.body.domain_count[0].value).toBe(0);
    // A's five sent messages (three threads to the simulator, two to B) and B's three received ones.
    expect(res.body.message_count[0].value).toBe(8);
    expect(res.body.thread_count[0].value).toBe(8);
    expect(res.body.storage_bytes[0].value).toBeGreaterThan(8 * 100);
  });

  it("at end when given; the inbox and pod prefixes narrow it; usage_types picks series", async () => {
    const end = "2031-05-01T00:00:00.000Z";
    const inB = await call("GET", `/v0/inboxes/${w.b}/metrics/usage?end=${end}`, { key: w.account.key });
    expect(inB.body).toEqual({
      message_count: [{ timestamp: end, value: 3 }],
      thread_count: [{ timestamp: end, value: 3 }],
      storage_bytes: [{ timestamp: end, value: expect.any(Number) }],
    });
    const podB = await call("GET", `/v0/pods/${w.podB}/metrics/usage?usage_types=inbox_count,message_count`, {
      key: w.account.key,
    });
    expect(Object.keys(podB.body)).toEqual(["inbox_count", "message_count"]);
    expect(podB.body.inbox_count[0].value).toBe(1);
    expect(podB.body.message_count[0].value).toBe(3);
  });

  it("usage_types: unknown names and names the scope does not have are 400", async () => {
    const unknown = await call("GET", "/v0/metrics/usage?usage_types=bandwidth", { key: w.account.key });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({
      type: "validation",
      message: "Unknown usage type: bandwidth",
      param: "usage_types",
    });
    const notHere = await call("GET", `/v0/inboxes/${w.b}/metrics/usage?usage_types=pod_count`, {
      key: w.account.key,
    });
    expect(notHere.status).toBe(400);
    expect(notHere.body.error).toEqual({
      type: "validation",
      message: "Usage type pod_count is not available for an inbox",
      param: "usage_types",
    });
  });
});

describe("query rules", () => {
  const cases: Array<[string, string, string | undefined]> = [
    ["period=0", "period must be between 1 and 86400 seconds", "period"],
    ["period=86401", "period must be between 1 and 86400 seconds", "period"],
    ["period=-5", "period must be between 1 and 86400 seconds", "period"],
    ["period=soon", "period must be a number", "period"],
    ["start=2030-01-02T00:00:00Z&end=2030-01-01T00:00:00Z", "start must be before end", undefined],
    ["start=2030-01-01T00:00:00Z&end=2030-01-01T00:00:00Z", "start must be before end", undefined],
    ["start=yesterday", "start must be an ISO 8601 timestamp", "start"],
    ["end=later", "end must be an ISO 8601 timestamp", "end"],
    ["limit=all", "limit must be a number", "limit"],
  ];

  for (const route of ["/v0/metrics", "/v0/metrics/events", "/v0/metrics/rates", "/v0/metrics/usage"]) {
    it(`${route}: period, start, end and limit`, async () => {
      for (const [query, message, param] of cases) {
        const res = await call("GET", `${route}?${query}`, { key: w.account.key });
        expect(res.status, `${route}?${query}`).toBe(400);
        expect(res.body, `${route}?${query}`).toEqual({
          error: { type: "validation", message, ...(param ? { param } : {}) },
        });
      }
    });
  }

  it("rates: window must be a multiple of period", async () => {
    for (const query of ["period=3600&window=5400", "period=60&window=30", "window=0", "window=1000"]) {
      const res = await call("GET", `/v0/metrics/rates?${query}`, { key: w.account.key });
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toEqual({
        type: "validation",
        message: "window must be a multiple of period",
        param: "window",
      });
    }
    // Without a window, a period that does not divide a day still works (the day rounds up to a multiple).
    const odd = await call("GET", "/v0/metrics/rates?period=7000&limit=1", { key: w.account.key });
    expect(odd.status).toBe(200);
  });

  it("unknown event and rate types", async () => {
    const event = await call("GET", "/v0/metrics/events?event_types=message.opened", { key: w.account.key });
    expect(event.body.error).toEqual({
      type: "validation",
      message: "Unknown event type: message.opened",
      param: "event_types",
    });
    const rate = await call("GET", "/v0/metrics/rates?rate_types=open_rate", { key: w.account.key });
    expect(rate.body.error).toEqual({
      type: "validation",
      message: "Unknown rate type: open_rate",
      param: "rate_types",
    });
  });
});

describe("permission", () => {
  it("every metrics route, with every prefix, needs metrics_read", async () => {
    const key = await createKey(w.account, { name: "no metrics", permissions: ["message_read", "inbox_read"] });
    for (const prefix of ["/v0", `/v0/pods/${w.podB}`, `/v0/inboxes/${w.b}`]) {
      for (const route of ["/metrics", "/metrics/events", "/metrics/rates", "/metrics/usage"]) {
        const res = await call("GET", `${prefix}${route}`, { key });
        expect(res.status, `${prefix}${route}`).toBe(403);
        expect(res.body).toEqual({
          error: { type: "forbidden", message: "API key lacks the metrics_read permission" },
        });
      }
    }
    const allowed = await createKey(w.account, { name: "metrics", permissions: ["metrics_read"] });
    expect((await call("GET", "/v0/metrics/usage", { key: allowed })).status).toBe(200);
  });
});

describe("the event cap", () => {
  it("counting stops at the cap and says so; the read keeps the requested order", async () => {
    const account = await signUp();
    const base = Date.now() - 60_000;
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const at = new Date(base + i * 1000);
      const eventId = newId("event", at.getTime());
      ids.push(eventId);
      await testDb()
        .entities.event.create({
          eventId,
          eventType: i % 2 ? "message.sent" : "inbox.created",
          organizationId: account.organizationId,
          podId: account.defaultPodId,
          data: {},
          timestamp: at.toISOString(),
          createdAt: at.toISOString(),
        })
        .go();
    }
    const selection = { organizationId: account.organizationId, eventTypes: ["message.sent"] };
    const asc = await eventsForCounting(testDb(), selection, { cap: 10, order: "asc" });
    expect(asc.truncated).toBe(true);
    expect(asc.events.map((e) => e.eventId)).toEqual(ids.filter((_, i) => i % 2).slice(0, 10));
    const desc = await eventsForCounting(
      testDb(),
      { ...selection, podId: account.defaultPodId },
      { cap: 10, order: "desc" },
    );
    expect(desc.events.map((e) => e.eventId)).toEqual(
      ids
        .filter((_, i) => i % 2)
        .reverse()
        .slice(0, 10),
    );
    const all = await eventsForCounting(testDb(), selection, { cap: 15, order: "asc" });
    expect(all).toMatchObject({ truncated: false });
    expect(all.events).toHaveLength(15);
    // The HTTP route counts up to the spec's cap, far above these.
    expect(METRICS_EVENT_CAP).toBe(100_000);
    const res = await call("GET", "/v0/metrics/events?event_types=message.sent", { key: account.key });
    expect(total(res.body["message.sent"])).toBe(15);
    expect(res.headers.get("x-metrics-truncated")).toBeNull();
  });
});
