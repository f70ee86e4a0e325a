// The event log is ordered by created_at (spec: GET /v0/events): newest first by default, oldest first from
// `after`, page after page. Events here come from every kind of writer in one organization, several at once: the
// API (inbox.created, message.sent), the inbound pipeline (message.received, local and injected), a webhook test
// and delivery reports, so their IDs and times are made in different places and commit out of order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idTime } from "../../shared/ids.js";
import { type Account, call, createInbox, signUp } from "../helpers/http.js";
import { inject, rawKey, rawMessage } from "../helpers/mail.js";
import { waitFor } from "../helpers/wait.js";
import { type Receiver, startReceiver } from "../helpers/webhook-receiver.js";

interface EventRecord {
  event_id: string;
  event_type: string;
  created_at: string;
  timestamp: string;
}

const EXPECTED: Record<string, number> = {
  "inbox.created": 4,
  "message.sent": 2,
  "message.received": 2,
  "message.delivered": 2,
  "webhook.test": 1,
};

let account: Account;
let receiver: Receiver;
/** Every event of the organization, as the default (newest first) listing returned it. */
let newest: EventRecord[];

async function pages(path: string): Promise<{ events: EventRecord[]; pages: number }> {
  const events: EventRecord[] = [];
  let token: string | undefined;
  let count = 0;
  do {
    const sep = path.includes("?") ? "&" : "?";
    const res = await call("GET", `${path}${token ? `${sep}page_token=${token}` : ""}`, { key: account.key });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
    events.push(...res.body.events);
    token = res.body.next_page_token;
    count++;
  } while (token && count < 100);
  return { events, pages: count };
}

const counts = (events: EventRecord[]) => {
  const out: Record<string, number> = {};
  for (const e of events) out[e.event_type] = (out[e.event_type] ?? 0) + 1;
  return out;
};
const times = (events: EventRecord[]) => events.map((e) => Date.parse(e.created_at));
const ids = (events: EventRecord[]) => events.map((e) => e.event_id);
const newestFirst = (values: number[]) => [...values].sort((x, y) => y - x);
const oldestFirst = (values: number[]) => [...values].sort((x, y) => x - y);

async function send(from: string, to: string, subject: string) {
  const res = await call("POST", `/v0/inboxes/${from}/messages/send`, {
    key: account.key,
    body: { to, subject, text: "order" },
  });
  if (res.status !== 201) throw new Error(`send: ${res.status} ${res.text}`);
}

beforeAll(async () => {
  account = await signUp();
  receiver = await startReceiver();
  const [a, b, c] = [
    (await createInbox(account.key)).inbox_id,
    (await createInbox(account.key)).inbox_id,
    (await createInbox(account.key)).inbox_id,
  ];
  const hook = await call("POST", "/v0/webhooks", {
    key: account.key,
    body: { url: receiver.url, event_types: ["inbox.created"] },
  });
  if (hook.status !== 201) throw new Error(`webhook: ${hook.status} ${hook.text}`);
  const raw = await rawKey(account);
  // Side by side, so writers interleave: a local delivery's message.received is made while its send is running.
  await Promise.all([
    send(a, b, "to a local inbox"),
    send(a, "success@simulator.amazonses.com", "to the simulator"),
    inject(raw, rawMessage({ from: "someone@example.com", to: c, subject: "from outside" }), c).then((res) => {
      if (res.status >= 300) throw new Error(`inject: ${res.status} ${res.text}`);
    }),
    call("POST", `/v0/webhooks/${hook.body.webhook_id}/test`, { key: account.key }).then((res) => {
      if (res.status !== 201) throw new Error(`webhook test: ${res.status} ${res.text}`);
    }),
    createInbox(account.key),
  ]);
  newest = await waitFor(
    async () => {
      const { events } = await pages("/v0/events?limit=500");
      const got = counts(events);
      return Object.entries(EXPECTED).every(([type, n]) => (got[type] ?? 0) >= n) ? events : undefined;
    },
    15_000,
    "every event",
  );
});

afterAll(async () => {
  await receiver?.close();
});

describe("the event log's order is created_at", () => {
  it("holds events from every source", () => {
    expect(counts(newest)).toEqual(EXPECTED);
  });

  it("lists newest first by created_at by default", () => {
    expect(times(newest)).toEqual(newestFirst(times(newest)));
  });

  it("lists oldest first by created_at from `after`, by time or by event ID", async () => {
    const fromTime = (await pages("/v0/events?limit=500&after=1970-01-01T00:00:00Z")).events;
    expect(ids(fromTime)).toEqual(ids(newest).reverse());
    expect(times(fromTime)).toEqual(oldestFirst(times(fromTime)));
    const oldest = fromTime[0];
    const fromId = (await pages(`/v0/events?limit=500&after=${oldest.event_id}`)).events;
    expect(ids(fromId)).toEqual(ids(fromTime.slice(1)));
    expect(times(fromId)).toEqual(oldestFirst(times(fromId)));
  });

  it("keeps the order across pages, both ways", async () => {
    const down = await pages("/v0/events?limit=3");
    expect(down.pages).toBe(Math.ceil(newest.length / 3));
    expect(ids(down.events)).toEqual(ids(newest));
    expect(times(down.events)).toEqual(newestFirst(times(down.events)));
    const up = await pages("/v0/events?limit=3&after=1970-01-01T00:00:00Z");
    expect(ids(up.events)).toEqual(ids(newest).reverse());
    expect(times(up.events)).toEqual(oldestFirst(times(up.events)));
  });

  it("agrees with the time in each event's ID, which orders the log; timestamp is created_at", () => {
    for (const event of newest) {
      expect(Date.parse(event.created_at), event.event_type).toBe(idTime("event", event.event_id));
      expect(event.timestamp).toBe(event.created_at);
    }
  });
});
