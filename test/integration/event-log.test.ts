// The event log over HTTP: every event type the mail and inbox features produce appears exactly once with the spec's
// payload keys; order (newest first, oldest first from `after`), `after` by ID and by time, `before`,
// `event_types`, `inbox_id` and `pod_id` filters, paging, the pod and inbox prefixes, the read rules (scope and
// permission families), GET by ID and the validation errors.
import { beforeAll, describe, expect, it } from "vitest";
import { listEvents } from "../../shared/events/log.js";
import { newId } from "../../shared/ids.js";
import { testDb } from "../helpers/db.js";
import { type Account, call, createInbox, createKey, createPod, signUp } from "../helpers/http.js";
import { waitFor } from "../helpers/wait.js";

const SUCCESS = "success@simulator.amazonses.com";
const BOUNCE = "bounce@simulator.amazonses.com";
const COMPLAINT = "complaint@simulator.amazonses.com";

interface EventRecord {
  event_id: string;
  event_type: string;
  organization_id: string;
  pod_id?: string;
  inbox_id?: string;
  data: Record<string, any>;
  timestamp: string;
  created_at: string;
}

interface World {
  account: Account;
  podB: string;
  /** Sender in the default pod; B in pod B; C paused; E ephemeral (1 second). */
  a: string;
  b: string;
  c: string;
  e: string;
  sends: Record<"toB" | "success" | "bounce" | "complaint" | "toPaused" | "draft", string>;
  draftId: string;
  /** Every event of the organization, oldest first (read once everything has arrived). */
  all: EventRecord[];
}

let w: World;

async function sendOk(key: string, inbox: string, body: Record<string, unknown>): Promise<string> {
  const res = await call("POST", `/v0/inboxes/${inbox}/messages/send`, { key, body: { text: "event log", ...body } });
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${res.text}`);
  return res.body.message_id;
}

/** Every page of a list route, following next_page_token. */
async function allPages(key: string, path: string): Promise<{ events: EventRecord[]; pages: number }> {
  const events: EventRecord[] = [];
  let token: string | undefined;
  let pages = 0;
  do {
    const sep = path.includes("?") ? "&" : "?";
    const res = await call("GET", `${path}${token ? `${sep}page_token=${token}` : ""}`, { key });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
    expect(res.body.count).toBe(res.body.events.length);
    events.push(...res.body.events);
    token = res.body.next_page_token;
    pages++;
  } while (token && pages < 100);
  return { events, pages };
}

const ids = (events: EventRecord[]) => events.map((e) => e.event_id);
const typesOf = (events: EventRecord[]) => [...new Set(events.map((e) => e.event_type))].sort();
/** When an event was made: its created_at, the time in its ID, which orders the log and time bounds compare with. */
const madeAt = (e: EventRecord) => Date.parse(e.created_at);

/** The events the world must hold once the reports, the rejection and the reaper have run. */
const EXPECTED_COUNTS: Record<string, number> = {
  "inbox.created": 4,
  "message.sent": 6,
  "message.received": 2,
  // Every accepted message: success@, complaint@ (delivered before the complaint) and the three local deliveries
  // (the local transport accepts mail for its own domains, a paused inbox's included).
  "message.delivered": 5,
  "message.bounced": 1,
  "message.complained": 1,
  "message.rejected": 1,
  "inbox.expired": 1,
  "draft.sent": 1,
};

function countByType(events: EventRecord[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of events) out[e.event_type] = (out[e.event_type] ?? 0) + 1;
  return out;
}

beforeAll(async () => {
  const account = await signUp();
  const key = account.key;
  const podB = (await createPod(key, { name: "event log B" })).pod_id;
  const a = (await createInbox(key, { display_name: "Event Sender" })).inbox_id;
  const b = (await createInbox(key, {}, `/v0/pods/${podB}/inboxes`)).inbox_id;
  const c = (await createInbox(key, { status: "paused" })).inbox_id;
  const e = (await createInbox(key, { ttl_seconds: 1 })).inbox_id;

  const toB = await sendOk(key, a, { to: b, subject: "to B" });
  const success = await sendOk(key, a, { to: SUCCESS, subject: "deliver" });
  const bounce = await sendOk(key, a, { to: BOUNCE, subject: "bounce" });
  const complaint = await sendOk(key, a, { to: COMPLAINT, subject: "complain" });
  const toPaused = await sendOk(key, a, { to: c, subject: "to paused" });
  const draft = await call("POST", `/v0/inboxes/${a}/drafts`, { key, body: { to: b, subject: "drafted", text: "d" } });
  if (draft.status !== 201) throw new Error(`draft: ${draft.status} ${draft.text}`);
  const sentDraft = await call("POST", `/v0/inboxes/${a}/drafts/${draft.body.draft_id}/send`, { key, body: {} });
  if (sentDraft.status !== 201) throw new Error(`draft send: ${sentDraft.status} ${sentDraft.text}`);

  const all = await waitFor(
    async () => {
      const { events } = await allPages(key, "/v0/events?limit=500&after=1970-01-01T00:00:00Z");
      const counts = countByType(events);
      return Object.entries(EXPECTED_COUNTS).every(([type, n]) => (counts[type] ?? 0) >= n) ? events : undefined;
    },
    15_000,
    "every event of the world",
  );
  w = {
    account,
    podB,
    a,
    b,
    c,
    e,
    sends: { toB, success, bounce, complaint, toPaused, draft: sentDraft.body.message_id },
    draftId: draft.body.draft_id,
    all,
  };
});

const only = (predicate: (e: EventRecord) => boolean) => {
  const found = w.all.filter(predicate);
  expect(found, "exactly one matching event").toHaveLength(1);
  return found[0];
};
const keysOf = (value: object) => Object.keys(value).sort();

describe("every event appears once with the spec's payload", () => {
  it("holds exactly the expected events, each as an event record", () => {
    expect(countByType(w.all)).toEqual(EXPECTED_COUNTS);
    expect(new Set(ids(w.all)).size).toBe(w.all.length);
    for (const event of w.all) {
      expect(event.event_id).toMatch(/^evt_[0-9A-Z]{26}$/);
      expect(event.organization_id).toBe(w.account.organizationId);
      expect(event.timestamp).toBe(new Date(event.timestamp).toISOString());
      expect(event.created_at).toBe(event.timestamp);
      // Every event here belongs to an inbox and its pod.
      expect(keysOf(event)).toEqual([
        "created_at",
        "data",
        "event_id",
        "event_type",
        "inbox_id",
        "organization_id",
        "pod_id",
        "timestamp",
      ]);
    }
  });

  it("inbox.created: {inbox}, one per inbox", () => {
    for (const inbox of [w.a, w.b, w.c, w.e]) {
      const event = only((e) => e.event_type === "inbox.created" && e.inbox_id === inbox);
      expect(keysOf(event.data)).toEqual(["inbox"]);
      expect(event.data.inbox.inbox_id).toBe(inbox);
      expect(event.pod_id).toBe(inbox === w.b ? w.podB : w.account.defaultPodId);
    }
  });

  it("message.sent: {send, message, thread}; send has inbox_id, thread_id, message_id, timestamp, recipients", () => {
    for (const [name, messageId] of Object.entries(w.sends)) {
      const event = only((e) => e.event_type === "message.sent" && e.data.send?.message_id === messageId);
      expect(keysOf(event.data), name).toEqual(["message", "send", "thread"]);
      expect(keysOf(event.data.send)).toEqual(["inbox_id", "message_id", "recipients", "thread_id", "timestamp"]);
      expect(event.data.send.inbox_id).toBe(w.a);
      expect(event.data.message.message_id).toBe(messageId);
      expect(event.inbox_id).toBe(w.a);
    }
    expect(only((e) => e.data.send?.message_id === w.sends.toB).data.send.recipients).toEqual([w.b]);
  });

  it("message.received: {message, thread} in the receiving inbox, for a send and for a draft send", () => {
    for (const subject of ["to B", "drafted"]) {
      const event = only((e) => e.event_type === "message.received" && e.data.message?.subject === subject);
      expect(keysOf(event.data)).toEqual(["message", "thread"]);
      expect(event.inbox_id).toBe(w.b);
      expect(event.pod_id).toBe(w.podB);
      expect(event.data.message.inbox_id).toBe(w.b);
      expect(event.data.thread.thread_id).toBe(event.data.message.thread_id);
    }
  });

  it("message.delivered, message.bounced, message.complained from the mailbox simulator", () => {
    const delivered = only(
      (e) => e.event_type === "message.delivered" && e.data.delivery?.message_id === w.sends.success,
    );
    expect(keysOf(delivered.data)).toEqual(["delivery"]);
    expect(keysOf(delivered.data.delivery)).toEqual(["inbox_id", "message_id", "recipients", "thread_id", "timestamp"]);
    expect(delivered.data.delivery.recipients).toEqual([SUCCESS]);
    for (const name of ["complaint", "toB", "toPaused", "draft"] as const) {
      only((e) => e.event_type === "message.delivered" && e.data.delivery?.message_id === w.sends[name]);
    }

    const bounced = only((e) => e.event_type === "message.bounced");
    expect(keysOf(bounced.data)).toEqual(["bounce"]);
    expect(bounced.data.bounce).toMatchObject({ message_id: w.sends.bounce, type: "Permanent", sub_type: "General" });
    expect(keysOf(bounced.data.bounce)).toEqual([
      "inbox_id",
      "message_id",
      "recipients",
      "sub_type",
      "thread_id",
      "timestamp",
      "type",
    ]);
    expect(bounced.data.bounce.recipients[0]).toMatchObject({ address: BOUNCE });

    const complained = only((e) => e.event_type === "message.complained");
    expect(keysOf(complained.data)).toEqual(["complaint"]);
    expect(complained.data.complaint).toMatchObject({
      message_id: w.sends.complaint,
      type: "abuse",
      sub_type: "abuse",
    });
    expect(keysOf(complained.data.complaint)).toEqual(keysOf(bounced.data.bounce));
  });

  it("message.rejected: {reject} for the paused inbox, with null thread and message", () => {
    const event = only((e) => e.event_type === "message.rejected");
    expect(event.inbox_id).toBe(w.c);
    expect(keysOf(event.data)).toEqual(["reject"]);
    expect(event.data.reject).toEqual({
      inbox_id: w.c,
      thread_id: null,
      message_id: null,
      timestamp: expect.any(String),
      reason: "inbox_paused",
      from: expect.stringContaining(w.a),
      subject: "to paused",
    });
  });

  it("inbox.expired: {inbox, deleted_messages} once the reaper deleted the ephemeral inbox", () => {
    const event = only((e) => e.event_type === "inbox.expired");
    expect(event.inbox_id).toBe(w.e);
    expect(keysOf(event.data)).toEqual(["deleted_messages", "inbox"]);
    expect(event.data.deleted_messages).toBe(0);
    expect(event.data.inbox.inbox_id).toBe(w.e);
  });

  it("draft.sent: {draft_id, inbox_id, send: {message_id, thread_id, timestamp}}", () => {
    const event = only((e) => e.event_type === "draft.sent");
    expect(event.data).toEqual({
      draft_id: w.draftId,
      inbox_id: w.a,
      send: { message_id: w.sends.draft, thread_id: expect.any(String), timestamp: expect.any(String) },
    });
  });
});

describe("order, ranges and filters", () => {
  it("lists newest first by default, oldest first with after, and honours ascending", async () => {
    const newest = await call("GET", "/v0/events?limit=500", { key: w.account.key });
    expect(newest.status).toBe(200);
    expect(ids(newest.body.events)).toEqual(ids(w.all).reverse());
    expect(newest.body).toMatchObject({ count: w.all.length, limit: 500 });
    expect(newest.body.next_page_token).toBeUndefined();

    const asc = await call("GET", "/v0/events?limit=500&ascending=true", { key: w.account.key });
    expect(ids(asc.body.events)).toEqual(ids(w.all));
    const afterDesc = await call("GET", `/v0/events?limit=500&after=${w.all[2].event_id}&ascending=false`, {
      key: w.account.key,
    });
    expect(ids(afterDesc.body.events)).toEqual(ids(w.all.slice(3)).reverse());
  });

  it("after an event ID: strictly after it, oldest first", async () => {
    const res = await call("GET", `/v0/events?limit=500&after=${w.all[4].event_id}`, { key: w.account.key });
    expect(ids(res.body.events)).toEqual(ids(w.all.slice(5)));
    // Any case of the ID.
    const lower = `evt_${w.all[4].event_id.slice(4).toLowerCase()}`;
    const again = await call("GET", `/v0/events?limit=500&after=${lower}`, { key: w.account.key });
    expect(ids(again.body.events)).toEqual(ids(w.all.slice(5)));
  });

  it("after a time: events made after it, oldest first; before a time: events made before it", async () => {
    // Times compare with created_at, which is the time in the event ID (the log's order).
    const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
    const t = madeAt(w.all[Math.floor(w.all.length / 2)]);
    const after = await call("GET", `/v0/events?limit=500&after=${iso(t)}`, { key: w.account.key });
    expect(after.status).toBe(200);
    expect(ids(after.body.events)).toEqual(ids(w.all.filter((e) => madeAt(e) > t)));
    const before = await call("GET", `/v0/events?limit=500&before=${iso(t)}`, { key: w.account.key });
    expect(ids(before.body.events)).toEqual(ids(w.all.filter((e) => madeAt(e) < t)).reverse());
    // What neither holds was made at t exactly.
    expect(before.body.events.length + after.body.events.length).toBe(
      w.all.length - w.all.filter((e) => madeAt(e) === t).length,
    );
    // Both: the events strictly between.
    const lo = madeAt(w.all[1]);
    const between = await call("GET", `/v0/events?limit=500&after=${iso(lo)}&before=${iso(t)}`, {
      key: w.account.key,
    });
    expect(ids(between.body.events)).toEqual(ids(w.all.filter((e) => madeAt(e) > lo && madeAt(e) < t)));
    // An empty range is an empty list.
    const empty = await call("GET", `/v0/events?after=${iso(t)}&before=${iso(lo)}`, { key: w.account.key });
    expect(empty.body).toEqual({ count: 0, limit: 50, events: [] });
  });

  it("event_types: comma-separated, repeated or a JSON array; only those types", async () => {
    const expected = w.all.filter((e) => e.event_type === "message.sent" || e.event_type === "inbox.created");
    for (const query of [
      "event_types=message.sent,inbox.created",
      "event_types=message.sent&event_types=inbox.created",
      `event_types=${encodeURIComponent('["message.sent","inbox.created"]')}`,
    ]) {
      const res = await call("GET", `/v0/events?limit=500&ascending=true&${query}`, { key: w.account.key });
      expect(ids(res.body.events), query).toEqual(ids(expected));
    }
    // message.received names only itself here (the sub-types are types of their own).
    const received = await call("GET", "/v0/events?limit=500&event_types=message.received.spam", {
      key: w.account.key,
    });
    expect(received.body.events).toEqual([]);
  });

  it("inbox_id and pod_id filters, and the pod and inbox prefixes", async () => {
    const inB = w.all.filter((e) => e.inbox_id === w.b).reverse();
    expect(inB.length).toBe(3); // created, two received
    const byFilter = await call("GET", `/v0/events?limit=500&inbox_id=${w.b}`, { key: w.account.key });
    expect(ids(byFilter.body.events)).toEqual(ids(inB));
    const byPrefix = await call("GET", `/v0/inboxes/${w.b}/events?limit=500`, { key: w.account.key });
    expect(ids(byPrefix.body.events)).toEqual(ids(inB));
    const byPod = await call("GET", `/v0/events?limit=500&pod_id=${w.podB}`, { key: w.account.key });
    expect(ids(byPod.body.events)).toEqual(ids(inB));
    const byPodPrefix = await call("GET", `/v0/pods/${w.podB}/events?limit=500`, { key: w.account.key });
    expect(ids(byPodPrefix.body.events)).toEqual(ids(inB));

    const inDefault = w.all.filter((e) => e.pod_id === w.account.defaultPodId).reverse();
    const defaultPod = await call("GET", `/v0/pods/${w.account.defaultPodId}/events?limit=500`, { key: w.account.key });
    expect(ids(defaultPod.body.events)).toEqual(ids(inDefault));

    // Filters combine with each other and with the prefix; a filter outside the prefix matches nothing.
    const sentInA = await call(
      "GET",
      `/v0/pods/${w.account.defaultPodId}/events?inbox_id=${w.a}&event_types=draft.sent`,
      {
        key: w.account.key,
      },
    );
    expect(sentInA.body.events.map((e: EventRecord) => e.event_type)).toEqual(["draft.sent"]);
    const outside = await call("GET", `/v0/inboxes/${w.b}/events?inbox_id=${w.a}`, { key: w.account.key });
    expect(outside.body.events).toEqual([]);
    const otherPod = await call("GET", `/v0/inboxes/${w.b}/events?pod_id=${w.account.defaultPodId}`, {
      key: w.account.key,
    });
    expect(otherPod.body.events).toEqual([]);
    // The prefix's own 404s.
    const unknownInbox = await call("GET", "/v0/inboxes/nobody@nowhere.test/events", { key: w.account.key });
    expect(unknownInbox.status).toBe(404);
    expect(unknownInbox.body.error.message).toBe("Inbox not found: nobody@nowhere.test");
  });
});

describe("paging", () => {
  it("pages with a token, newest first, without repeating or skipping an event", async () => {
    const { events, pages } = await allPages(w.account.key, "/v0/events?limit=4");
    expect(pages).toBe(Math.ceil(w.all.length / 4));
    expect(ids(events)).toEqual(ids(w.all).reverse());
  });

  it("pages oldest first from after, and through filters that skip most events", async () => {
    const fromStart = await allPages(w.account.key, `/v0/events?limit=3&after=${w.all[0].event_id}`);
    expect(ids(fromStart.events)).toEqual(ids(w.all.slice(1)));
    const sent = await allPages(w.account.key, "/v0/events?limit=2&event_types=message.sent");
    expect(ids(sent.events)).toEqual(ids(w.all.filter((e) => e.event_type === "message.sent")).reverse());
    expect(sent.pages).toBe(3);
  });

  it("pages through what a permission-limited key may read", async () => {
    const inboxReader = await createKey(w.account, {
      name: "inbox reader",
      permissions: ["metrics_read", "inbox_read"],
    });
    const { events } = await allPages(inboxReader, "/v0/events?limit=2");
    expect(ids(events)).toEqual(ids(w.all.filter((e) => e.event_type.startsWith("inbox."))).reverse());
  });

  it("the reader pages by key range past what the caller's own check drops, on the sparse indexes too", async () => {
    const accept = (e: { eventType: string }) => e.eventType !== "message.sent";
    for (const [name, selection] of Object.entries({
      organization: { organizationId: w.account.organizationId },
      inbox: { organizationId: w.account.organizationId, inboxId: w.a },
      pod: { organizationId: w.account.organizationId, podId: w.account.defaultPodId },
    })) {
      const inSelection = w.all.filter(
        (e) =>
          (!("inboxId" in selection) || e.inbox_id === selection.inboxId) &&
          (!("podId" in selection) || e.pod_id === selection.podId),
      );
      for (const ascending of [true, false]) {
        const seen: string[] = [];
        let cursor: { eventId: string } | undefined;
        for (let i = 0; i < 50; i++) {
          const page = await listEvents(testDb(), selection, { limit: 2, ascending, cursor }, accept);
          seen.push(...page.items.map((e) => e.eventId));
          cursor = page.next as { eventId: string } | undefined;
          if (!cursor) break;
        }
        const expected = ids(inSelection.filter((e) => e.event_type !== "message.sent"));
        expect(seen, `${name} ${ascending ? "ascending" : "descending"}`).toEqual(
          ascending ? expected : expected.reverse(),
        );
      }
    }
  });

  it("an undecodable token restarts at the first page", async () => {
    const res = await call("GET", "/v0/events?limit=2&page_token=not-a-token", { key: w.account.key });
    expect(ids(res.body.events)).toEqual(ids(w.all).reverse().slice(0, 2));
  });
});

describe("who sees what", () => {
  it("an inbox-scoped key sees only its inbox's events", async () => {
    const key = await createKey(w.account, { name: "inbox B" }, `/v0/inboxes/${w.b}/api-keys`);
    const res = await call("GET", "/v0/events?limit=500", { key });
    expect(ids(res.body.events)).toEqual(ids(w.all.filter((e) => e.inbox_id === w.b)).reverse());
    // Asking for another inbox gives nothing rather than widening the scope.
    const other = await call("GET", `/v0/events?inbox_id=${w.a}`, { key });
    expect(other.body.events).toEqual([]);
    const eventOfA = w.all.find((e) => e.inbox_id === w.a) as EventRecord;
    const get = await call("GET", `/v0/events/${eventOfA.event_id}`, { key });
    expect(get.status).toBe(404);
  });

  it("a pod-scoped key sees only its pod's events", async () => {
    const key = await createKey(w.account, { name: "pod B" }, `/v0/pods/${w.podB}/api-keys`);
    const res = await call("GET", "/v0/events?limit=500", { key });
    expect(ids(res.body.events)).toEqual(ids(w.all.filter((e) => e.pod_id === w.podB)).reverse());
  });

  it("a key lacking message_read sees no message.* events, in the list or by ID", async () => {
    const key = await createKey(w.account, {
      name: "no mail",
      permissions: ["metrics_read", "inbox_read", "draft_read", "domain_read", "webhook_read"],
    });
    const res = await call("GET", "/v0/events?limit=500", { key });
    expect(typesOf(res.body.events)).toEqual(["draft.sent", "inbox.created", "inbox.expired"]);
    expect(res.body.events.length).toBe(6);
    const asked = await call("GET", "/v0/events?event_types=message.sent", { key });
    expect(asked.body.events).toEqual([]);
    const message = w.all.find((e) => e.event_type === "message.sent") as EventRecord;
    const get = await call("GET", `/v0/events/${message.event_id}`, { key });
    expect(get.status).toBe(404);
    expect(get.body).toEqual({ error: { type: "not_found", message: "Event not found" } });
  });

  it("a key lacking metrics_read is 403 on the list and on one event", async () => {
    const key = await createKey(w.account, { name: "no metrics", permissions: ["message_read", "inbox_read"] });
    for (const path of ["/v0/events", `/v0/events/${w.all[0].event_id}`, `/v0/inboxes/${w.a}/events`]) {
      const res = await call("GET", path, { key });
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({
        error: { type: "forbidden", message: "API key lacks the metrics_read permission" },
      });
    }
  });

  it("audit events are listed to metrics_read holders and filterable by type", async () => {
    const account = await signUp();
    const now = new Date();
    const eventId = newId("event", now.getTime());
    await testDb()
      .entities.event.create({
        eventId,
        eventType: "token.issued",
        organizationId: account.organizationId,
        data: { client_id: "audit-test" },
        timestamp: now.toISOString(),
        createdAt: now.toISOString(),
      })
      .go();
    const metricsOnly = await createKey(account, { name: "metrics", permissions: ["metrics_read"] });
    const res = await call("GET", "/v0/events?event_types=token.issued", { key: metricsOnly });
    expect(res.body.events).toEqual([
      {
        event_id: eventId,
        event_type: "token.issued",
        organization_id: account.organizationId,
        data: { client_id: "audit-test" },
        timestamp: now.toISOString(),
        created_at: now.toISOString(),
      },
    ]);
    expect((await call("GET", `/v0/events/${eventId}`, { key: metricsOnly })).body.event_type).toBe("token.issued");
    // An organization-level event: no pod or inbox key sees it.
    const podKey = await createKey(account, { name: "pod" }, `/v0/pods/${account.defaultPodId}/api-keys`);
    expect((await call("GET", "/v0/events", { key: podKey })).body.events).toEqual([]);
  });
});

describe("one event by ID", () => {
  it("returns the record as listed, also under the prefixes that cover it", async () => {
    const event = w.all.find((e) => e.event_type === "message.received") as EventRecord;
    for (const path of [
      `/v0/events/${event.event_id}`,
      `/v0/inboxes/${w.b}/events/${event.event_id}`,
      `/v0/pods/${w.podB}/events/${event.event_id}`,
    ]) {
      const res = await call("GET", path, { key: w.account.key });
      expect(res.status, path).toBe(200);
      expect(res.body, path).toEqual(event);
    }
    // A prefix that does not cover it.
    const elsewhere = await call("GET", `/v0/inboxes/${w.a}/events/${event.event_id}`, { key: w.account.key });
    expect(elsewhere.status).toBe(404);
  });

  it("404 for an unknown, malformed or another organization's event", async () => {
    const other = await signUp();
    const notFound = { error: { type: "not_found", message: "Event not found" } };
    for (const id of [w.all[0].event_id, newId("event"), "evt_nope", "anything"]) {
      const res = await call("GET", `/v0/events/${id}`, { key: other.key });
      expect(res.status, id).toBe(404);
      expect(res.body, id).toEqual(notFound);
    }
  });
});

describe("validation", () => {
  it("after must be an event ID or a time; before a time; event_types known names", async () => {
    const key = w.account.key;
    const cases: Array<[string, string, string]> = [
      ["after=yesterday", "after must be an event ID or an ISO 8601 timestamp", "after"],
      ["after=evt_123", "after must be an event ID or an ISO 8601 timestamp", "after"],
      ["before=evt_01HNZX8JGFACFA36RBXDHEQN6E", "before must be an ISO 8601 timestamp", "before"],
      ["event_types=message.opened", "Unknown event type: message.opened", "event_types"],
      ["event_types=message.sent,nope", "Unknown event type: nope", "event_types"],
      ["limit=many", "limit must be a number", "limit"],
    ];
    for (const [query, message, param] of cases) {
      const res = await call("GET", `/v0/events?${query}`, { key });
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual({ error: { type: "validation", message, param } });
    }
  });
});
