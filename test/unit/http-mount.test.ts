import { describe, expect, it } from "vitest";
import { mountPrefix, mountReply } from "../../shared/http/mount.js";

describe("mounting replies under the public URL's path", () => {
  it("takes the prefix from the public URL", () => {
    expect(mountPrefix("https://abc.execute-api.us-east-1.amazonaws.com/api")).toBe("/api");
    expect(mountPrefix("https://abc.execute-api.us-east-1.amazonaws.com/api/")).toBe("/api");
    expect(mountPrefix("https://mail.example.com")).toBe("");
    expect(mountPrefix("not a url")).toBe("");
  });

  it("prefixes our own paths in HTML, redirects and cookies, and nothing else", () => {
    const reply = mountReply(
      {
        status: 303,
        raw: `<a href="/inboxes">x</a><form action="/auth/logout"></form><iframe src="/inboxes/a/messages/b/body"></iframe><a href="//evil.example/">y</a><a href="https://example.com/">z</a><p>href=&quot;/x&quot;</p>`,
        headers: { "content-type": "text/html; charset=utf-8", location: "/login/verify" },
        cookies: ["mm_signin=abc; Path=/auth; Max-Age=600; HttpOnly", "mm_session=t; Path=/; HttpOnly"],
      },
      "/api",
    );
    expect(reply.raw).toBe(
      `<a href="/api/inboxes">x</a><form action="/api/auth/logout"></form><iframe src="/api/inboxes/a/messages/b/body"></iframe><a href="//evil.example/">y</a><a href="https://example.com/">z</a><p>href=&quot;/x&quot;</p>`,
    );
    expect(reply.headers?.location).toBe("/api/login/verify");
    expect(reply.cookies).toEqual([
      "mm_signin=abc; Path=/api/auth; Max-Age=600; HttpOnly",
      "mm_session=t; Path=/api; HttpOnly",
    ]);
  });

  it("leaves absolute redirects, JSON and the root mount alone", () => {
    const json = { status: 302, json: { a: "/x" }, headers: { location: "https://bucket.example/presigned" } };
    expect(mountReply(json, "/api")).toEqual({ ...json, cookies: undefined, raw: undefined });
    const page = { status: 200, raw: `<a href="/inboxes">`, headers: { "content-type": "text/html" } };
    expect(mountReply(page, "")).toBe(page);
  });
});
