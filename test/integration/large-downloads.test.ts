// Downloads too large for a buffered Lambda response (raw messages and attachments over LAMBDA_BODY_LIMIT_BYTES)
// answer 302 to a short-lived presigned storage URL, locally as on AWS; up to the limit they stay inline.
import { randomBytes, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { DOWNLOAD_URL_TTL_SECONDS, LAMBDA_BODY_LIMIT_BYTES } from "../../shared/limits.js";
import { type Account, baseUrl, call, createInbox, signUp } from "../helpers/http.js";
import { inject, rawKey } from "../helpers/mail.js";

let account: Account;
let inboxId: string;
let messageId: string;
let raw: Buffer;
const atLimit = randomBytes(LAMBDA_BODY_LIMIT_BYTES);
const overLimit = randomBytes(LAMBDA_BODY_LIMIT_BYTES + 1);
const attachments: Record<string, string> = {};

function mimeWith(to: string, parts: Array<{ filename: string; bytes: Buffer }>): Buffer {
  const boundary = `b-${randomUUID()}`;
  const lines = [
    "From: Big Sender <big@sender.test>",
    `To: ${to}`,
    "Subject: Large files",
    `Message-ID: <${randomUUID()}@sender.test>`,
    `Date: ${new Date().toUTCString()}`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    "Two files attached.",
  ];
  for (const part of parts) {
    lines.push(
      `--${boundary}`,
      "Content-Type: application/octet-stream",
      `Content-Disposition: attachment; filename="${part.filename}"`,
      "Content-Transfer-Encoding: base64",
      "",
      part.bytes.toString("base64").replace(/(.{76})/g, "$1\r\n"),
    );
  }
  lines.push(`--${boundary}--`, "");
  return Buffer.from(lines.join("\r\n"));
}

const path = (suffix: string) => `/v0/inboxes/${encodeURIComponent(inboxId)}/messages/${messageId}${suffix}`;
const get = (suffix: string, redirect: "manual" | "follow") =>
  fetch(`${baseUrl()}${path(suffix)}`, { headers: { authorization: `Bearer ${account.key}` }, redirect });

beforeAll(async () => {
  account = await signUp();
  inboxId = (await createInbox(account.key)).inbox_id;
  raw = mimeWith(inboxId, [
    { filename: "at-limit.bin", bytes: atLimit },
    { filename: "over-limit.bin", bytes: overLimit },
  ]);
  const res = await inject(await rawKey(account), raw);
  expect(res.status).toBe(201);
  messageId = res.body.message_id;
  const message = await call("GET", path(""), { key: account.key });
  for (const a of message.body.attachments) attachments[a.filename] = a.attachment_id;
}, 60_000);

describe("large downloads", () => {
  it("an attachment over the limit answers 302 to a short-lived storage URL on another origin, no-store", async () => {
    const res = await get(`/attachments/${attachments["over-limit.bin"]}/download`, "manual");
    expect(res.status).toBe(302);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const location = new URL(res.headers.get("location") ?? "");
    // Another origin: fetch drops the Authorization header when it follows, so the key never reaches storage.
    expect(location.origin).not.toBe(new URL(baseUrl()).origin);
    expect(location.searchParams.get("X-Amz-Expires")).toBe(String(DOWNLOAD_URL_TTL_SECONDS));
    expect(location.searchParams.get("response-content-type")).toBe("application/octet-stream");
    expect(location.searchParams.get("response-content-disposition")).toContain(
      'attachment; filename="over-limit.bin"',
    );
  });

  it("following the redirect gets the exact bytes, with the type and disposition the API would send", async () => {
    const res = await get(`/attachments/${attachments["over-limit.bin"]}/download`, "follow");
    expect(res.status).toBe(200);
    expect(res.redirected).toBe(true);
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
    expect(res.headers.get("content-disposition")).toContain('filename="over-limit.bin"');
    expect(Buffer.from(await res.arrayBuffer()).equals(overLimit)).toBe(true);
  });

  it("an attachment of exactly the limit is still answered inline", async () => {
    const res = await get(`/attachments/${attachments["at-limit.bin"]}/download`, "manual");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer()).equals(atLimit)).toBe(true);
  });

  it("the raw message over the limit redirects too, and its bytes are the message as received", async () => {
    const manual = await get("/raw/download", "manual");
    expect(manual.status).toBe(302);
    expect(manual.headers.get("cache-control")).toBe("no-store");
    const res = await get("/raw/download", "follow");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("message/rfc822");
    expect(res.headers.get("content-disposition")).toContain(`${messageId}.eml`);
    expect(Buffer.from(await res.arrayBuffer()).equals(raw)).toBe(true);
  });

  it("the redirect still needs the credential: without it, 401 and no URL", async () => {
    const res = await fetch(`${baseUrl()}${path("/raw/download")}`, { redirect: "manual" });
    expect(res.status).toBe(401);
    expect(res.headers.get("location")).toBeNull();
  });

  it("an export over the limit is stored and redirected too; following it gets the whole mbox", async () => {
    const exportPath = `${baseUrl()}/v0/inboxes/${encodeURIComponent(inboxId)}/export?format=mbox`;
    const headers = { authorization: `Bearer ${account.key}` };
    const manual = await fetch(exportPath, { headers, redirect: "manual" });
    expect(manual.status).toBe(302);
    expect(manual.headers.get("cache-control")).toBe("no-store");
    expect(new URL(manual.headers.get("location") ?? "").pathname).toContain("/exports/");
    const res = await fetch(exportPath, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/mbox");
    expect(res.headers.get("content-disposition")).toContain(`${inboxId}.mbox`);
    const mbox = Buffer.from(await res.arrayBuffer()).toString("latin1");
    expect(mbox.startsWith("From big@sender.test ")).toBe(true);
    expect(mbox).toContain("Subject: Large files");
    expect(mbox.length).toBeGreaterThan(LAMBDA_BODY_LIMIT_BYTES);
  });
});
