import { beforeAll, describe, expect, it } from "vitest";
import { type Account, baseUrl, call, createInbox, createPod, signUp } from "../helpers/http.js";
import { inject, rawKey, rawMessage } from "../helpers/mail.js";
import { sleep } from "../helpers/wait.js";

let account: Account;
let inboxId: string;
let peer: string;
const raws: string[] = [];
const ids: string[] = [];

async function deliver(to: string, raw: string, key: string) {
  const res = await inject(key, raw, to);
  if (res.status !== 201) throw new Error(`inject failed: ${res.status} ${res.text}`);
  await sleep(3);
  return res.body.message_id as string;
}

async function exportOf(path: string) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${account.key}` } });
  return { status: res.status, headers: res.headers, text: Buffer.from(await res.arrayBuffer()).toString("latin1") };
}

/** mboxrd entries: each starts at a line beginning with "From " (escaped body lines start with ">From "). */
function mboxEntries(text: string): Array<{ separator: string; body: string }> {
  const parts = text.split(/^(?=From )/m).filter(Boolean);
  return parts.map((part) => {
    const newline = part.indexOf("\n");
    return { separator: part.slice(0, newline), body: part.slice(newline + 1) };
  });
}

beforeAll(async () => {
  account = await signUp();
  const injector = await rawKey(account);
  inboxId = (await createInbox(account.key)).inbox_id;
  peer = (await createInbox(account.key)).inbox_id;
  const bodies = [
    { subject: "Export one", text: "First message" },
    {
      subject: "Export two",
      text: "Line before\r\nFrom the start of a line\r\n>From already quoted\r\nFromage is not a From line",
    },
    { subject: "Export three", text: "Third", html: "<p>Third in <b>HTML</b></p>" },
  ];
  for (const body of bodies) {
    const raw = rawMessage({ to: inboxId, from: "Olive Sender <olive@sender.test>", ...body });
    raws.push(raw);
    ids.push(await deliver(inboxId, raw, injector));
  }
  // A sent message belongs to the export too.
  const sent = await call("POST", `/v0/inboxes/${inboxId}/messages/send`, {
    key: account.key,
    body: { to: peer, subject: "Export four (sent)", text: "Outbound" },
  });
  expect(sent.status).toBe(201);
  ids.push(sent.body.message_id);
});

describe("GET /v0/inboxes/{id}/export", () => {
  it("format=mbox streams every message oldest first as an mbox attachment", async () => {
    const res = await exportOf(`/v0/inboxes/${inboxId}/export?format=mbox`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/mbox");
    const disposition = res.headers.get("content-disposition") ?? "";
    expect(disposition.startsWith("attachment")).toBe(true);
    expect(disposition).toContain(`filename="${inboxId}.mbox"`);

    const entries = mboxEntries(res.text);
    expect(entries).toHaveLength(4);
    expect(entries.map((e) => e.body.match(/^Subject: (.*)$/m)?.[1])).toEqual([
      "Export one",
      "Export two",
      "Export three",
      "Export four (sent)",
    ]);
    for (const entry of entries.slice(0, 3)) {
      expect(entry.separator).toMatch(/^From olive@sender\.test \w{3} \w{3} +\d{1,2} \d\d:\d\d:\d\d \d{4}$/);
    }
    expect(entries[3].separator).toMatch(new RegExp(`^From ${inboxId.replace(/\./g, "\\.")} `));
    // Each entry holds the raw message (LF line ends), with body lines starting "From " escaped.
    for (let i = 0; i < 3; i++) {
      const expected = raws[i].replace(/\r\n/g, "\n").replace(/^(>*From )/gm, ">$1");
      expect(entries[i].body).toBe(`${expected}${expected.endsWith("\n") ? "" : "\n"}\n`);
    }
    const second = entries[1].body;
    expect(second).toContain("\n>From the start of a line\n");
    expect(second).toContain("\n>>From already quoted\n");
    expect(second).toContain("\nFromage is not a From line");
    expect(second.startsWith("From: Olive Sender <olive@sender.test>\n")).toBe(true);
    // Nothing but the entries' separators starts with "From ".
    expect(res.text.match(/^From /gm)).toHaveLength(4);
  });

  it("format=jsonl answers one Message per line, oldest first", async () => {
    const res = await exportOf(`/v0/inboxes/${inboxId}/export?format=jsonl`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/x-ndjson");
    expect(res.headers.get("content-disposition")).toContain(`filename="${inboxId}.jsonl"`);
    expect(res.text.endsWith("\n")).toBe(true);
    const lines = res.text.trimEnd().split("\n");
    expect(lines).toHaveLength(4);
    const messages = lines.map((line) => JSON.parse(line));
    expect(messages.map((m) => m.message_id)).toEqual(ids);
    expect(messages[0]).toMatchObject({
      inbox_id: inboxId,
      message_id: ids[0],
      subject: "Export one",
      direction: "inbound",
      labels: ["INBOX", "UNREAD"],
      text: expect.stringContaining("First message"),
    });
    expect(messages[2].html).toContain("<b>HTML</b>");
    expect(messages[3]).toMatchObject({ direction: "outbound", subject: "Export four (sent)", labels: ["SENT"] });
    // The same objects as GET /messages/{id}.
    const single = await call("GET", `/v0/inboxes/${inboxId}/messages/${ids[1]}`, { key: account.key });
    expect(messages[1]).toEqual(single.body);
  });

  it("answers 400 format must be mbox or jsonl for a bad or missing format", async () => {
    for (const query of ["", "?format=csv", "?format=MBOX", "?format="]) {
      const res = await call("GET", `/v0/inboxes/${inboxId}/export${query}`, { key: account.key });
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatchObject({
        type: "validation",
        message: "format must be mbox or jsonl",
        param: "format",
      });
    }
  });

  it("exports an empty inbox as an empty file", async () => {
    const res = await exportOf(`/v0/inboxes/${peer}/export?format=jsonl`);
    expect(res.status).toBe(200);
    // The peer received the sent message only.
    expect(res.text.trimEnd().split("\n")).toHaveLength(1);
    const empty = (await createInbox(account.key)).inbox_id;
    const none = await exportOf(`/v0/inboxes/${empty}/export?format=mbox`);
    expect(none.status).toBe(200);
    expect(none.text).toBe("");
  });

  it("pages through more than 100 messages", async () => {
    const big = (await createInbox(account.key)).inbox_id;
    const injector = await rawKey(account);
    const total = 101;
    for (let start = 0; start < total; start += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, total - start) }, (_, i) =>
          deliver(big, rawMessage({ to: big, subject: `Bulk ${start + i}` }), injector),
        ),
      );
    }
    const res = await exportOf(`/v0/inboxes/${big}/export?format=jsonl`);
    expect(res.status).toBe(200);
    const exported = res.text
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line).message_id as string);
    expect(exported).toHaveLength(total);
    expect(new Set(exported).size).toBe(total);
    expect(exported).toEqual([...exported].sort());
    const mbox = await exportOf(`/v0/inboxes/${big}/export?format=mbox`);
    expect(mboxEntries(mbox.text)).toHaveLength(total);
  });

  it("works under the pod prefix and 404s under another pod", async () => {
    const pod = await createPod(account.key, { name: "Export pod" });
    const podInbox = (await createInbox(account.key, { pod_id: pod.pod_id })).inbox_id;
    const injector = await rawKey(account);
    const raw = rawMessage({ to: podInbox, subject: "Pod export" });
    const id = await deliver(podInbox, raw, injector);
    const res = await exportOf(`/v0/pods/${pod.pod_id}/inboxes/${podInbox}/export?format=jsonl`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text.trim())).toMatchObject({ message_id: id, pod_id: pod.pod_id, subject: "Pod export" });
    const mbox = await exportOf(`/v0/pods/${pod.pod_id}/inboxes/${podInbox}/export?format=mbox`);
    expect(mbox.status).toBe(200);
    expect(mboxEntries(mbox.text)[0].body).toContain(raw.replace(/\r\n/g, "\n"));
    const wrong = await call("GET", `/v0/pods/${account.defaultPodId}/inboxes/${podInbox}/export?format=jsonl`, {
      key: account.key,
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.type).toBe("not_found");
  });
});
