// GET /inboxes/{inbox_id}/messages/{message_id}/body over HTTP: session only, the organization's own mail only,
// quarantined content withheld, the document's security headers.
import { beforeAll, describe, expect, it } from "vitest";
import { type Account, call, createInbox, signUp } from "../helpers/http.js";
import { hiddenInstructionInvoice, inject, rawKey, rawMessage } from "../helpers/mail.js";

describe("message body document", () => {
  let owner: Account;
  let other: Account;
  let inboxId: string;
  let htmlId: string;
  let textId: string;
  let quarantinedId: string;

  const path = (id: string, query = "") => `/inboxes/${inboxId}/messages/${encodeURIComponent(id)}/body${query}`;

  beforeAll(async () => {
    [owner, other] = await Promise.all([signUp(), signUp()]);
    const key = await rawKey(owner);
    inboxId = (await createInbox(owner.key)).inbox_id;
    const html = await inject(
      key,
      rawMessage({
        to: inboxId,
        subject: "Newsletter",
        text: "plain",
        html: '<p onclick="alert(1)">Hello <b>reader</b></p><img src="https://img.test/logo.png" alt="Logo"><script>alert(2)</script>',
      }),
      inboxId,
    );
    htmlId = html.body.message_id;
    const text = await inject(
      key,
      rawMessage({ to: inboxId, subject: "Plain", text: "Hi <b>there</b> & bye" }),
      inboxId,
    );
    textId = text.body.message_id;
    const quarantined = await inject(key, hiddenInstructionInvoice(inboxId), inboxId);
    quarantinedId = quarantined.body.message_id;
  });

  it("renders the HTML sanitised, under its own CSP and sandbox, remote images replaced", async () => {
    const res = await call("GET", path(htmlId), { cookie: owner.session });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("img-src data:;");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/sandbox(?! [^;]*allow-scripts)/);
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.text).toContain("<p>Hello <b>reader</b></p>");
    expect(res.text).not.toMatch(/onclick|<script|alert\(2\)|img\.test/);
    expect(res.text).toContain("Remote image not loaded: Logo");
    expect(res.text).toContain("<title>Newsletter</title>");
  });

  it("loads remote images with images=1, and only then allows them in the CSP", async () => {
    const res = await call("GET", path(htmlId, "?images=1"), { cookie: owner.session });
    expect(res.status).toBe(200);
    expect(res.text).toContain('src="https://img.test/logo.png"');
    expect(res.headers.get("content-security-policy")).toContain("img-src data: https: http:");
  });

  it("shows a text-only message escaped in a <pre>", async () => {
    const res = await call("GET", path(textId), { cookie: owner.session });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<pre class="text">Hi &lt;b&gt;there&lt;/b&gt; &amp; bye');
  });

  it("withholds a quarantined message's content", async () => {
    const message = await call("GET", `/v0/inboxes/${inboxId}/messages/${quarantinedId}`, { key: owner.key });
    expect(message.body.trust_level).toBe("quarantined");
    const res = await call("GET", path(quarantinedId), { cookie: owner.session });
    expect(res.status).toBe(200);
    expect(res.text).toContain("Content withheld");
    expect(res.text).not.toMatch(/Invoice 4711 is attached|ZQXHTML/);
  });

  it("answers a signed-out request with a 401 page and another organization's message as not found", async () => {
    const signedOut = await call("GET", path(htmlId));
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(signedOut.text).toContain("signed out");
    expect(signedOut.text).not.toContain("reader");
    const bogus = await call("GET", path(htmlId), { cookie: "mm_session=not-a-session" });
    expect(bogus.status).toBe(401);
    const foreign = await call("GET", path(htmlId), { cookie: other.session });
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain("reader");
    const missing = await call("GET", path("<nope@x.test>"), { cookie: owner.session });
    expect(missing.status).toBe(404);
    // An API key is not a session: the body document is for the dashboard's frame only.
    const withKey = await call("GET", path(htmlId), { key: owner.key });
    expect(withKey.status).toBe(401);
  });

  it("reads images as the API reads booleans: 0 or anything else but 1/true keeps them blocked", async () => {
    for (const query of ["?images=0", "?images=false", "?images=maybe"]) {
      const res = await call("GET", path(htmlId, query), { cookie: owner.session });
      expect(res.status, query).toBe(200);
      expect(res.text, query).not.toContain("img.test");
    }
  });
});
