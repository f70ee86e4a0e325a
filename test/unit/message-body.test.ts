// The message body document (shared/dashboard/message-body.ts) over the XSS corpus, without a browser: what is left
// after sanitising can neither run nor fetch anything unasked. test/browser/xss.test.ts opens the same corpus in
// Chromium.
import type { Element } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import {
  bodyHeaders,
  filterStyle,
  messageBodyDocument,
  sanitizeMessageHtml,
  withheldBodyDocument,
} from "../../shared/dashboard/message-body.js";
import { vectorHtml, XSS_VECTORS } from "../fixtures/xss/vectors.js";

const CANARY = "http://127.0.0.1:9/c";

const FORBIDDEN_TAGS = new Set(
  "script style iframe frame frameset object embed applet form input button select textarea option meta base link svg math video audio source track picture template noscript noembed noframes xmp plaintext canvas area map bgsound image marquee details".split(
    " ",
  ),
);
const URL_ATTRIBUTES = ["href", "src"];
const FORBIDDEN_ATTRIBUTES =
  /^(?:on.*|srcset|srcdoc|formaction|action|background|poster|ping|data|xlink:href|lowsrc|dynsrc|usemap|autofocus|tabindex|http-equiv|content|id)$/i;

/** Every reason an element of sanitised output could run or fetch something. */
function problems(html: string, remoteImages: boolean): string[] {
  const out: string[] = [];
  const doc = parseDocument(html);
  for (const el of DomUtils.findAll(() => true, doc.children) as Element[]) {
    if (FORBIDDEN_TAGS.has(el.name)) out.push(`<${el.name}>`);
    for (const [name, value] of Object.entries(el.attribs)) {
      if (FORBIDDEN_ATTRIBUTES.test(name)) out.push(`${el.name}[${name}]`);
      if (name === "href" && !/^(?:https?:\/\/|mailto:|tel:)/i.test(value)) out.push(`href=${value}`);
      if (name === "src") {
        const inline = /^data:image\/(?:png|gif|jpe?g|webp);base64,/i.test(value);
        const remote = /^https?:\/\//i.test(value);
        if (!inline && !(remote && remoteImages)) out.push(`src=${value}`);
      }
      if (name === "style") {
        if (/expression|javascript|behavio|binding|image-set|\\|@import/i.test(value)) out.push(`style=${value}`);
        if (/url\(/i.test(value) && !remoteImages) out.push(`style=${value}`);
      }
      // Without remote images, the canary may only appear where nothing is fetched (a link's target and title).
      if (!remoteImages && value.includes(CANARY) && !["href", "title"].includes(name)) out.push(`${name}=${value}`);
      if (el.name === "a" && name === "href" && (el.attribs.target !== "_blank" || !/noopener/.test(el.attribs.rel)))
        out.push("link without target=_blank rel=noopener");
    }
    if (!URL_ATTRIBUTES.some((a) => a in el.attribs) && el.name === "img") out.push("img without src");
  }
  return out;
}

describe("message body sanitiser over the XSS corpus", () => {
  it("has at least 50 distinct vectors, one benign", () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(XSS_VECTORS.map((v) => v.id)).size).toBe(XSS_VECTORS.length);
    expect(XSS_VECTORS.filter((v) => v.benign)).toHaveLength(1);
  });

  for (const remoteImages of [false, true]) {
    it(`leaves nothing active in any vector (remote images ${remoteImages ? "allowed" : "blocked"})`, () => {
      const found: Record<string, string[]> = {};
      for (const vector of XSS_VECTORS) {
        const { html } = sanitizeMessageHtml(vectorHtml(vector, CANARY), remoteImages);
        const issues = problems(html, remoteImages);
        if (issues.length) found[vector.id] = issues;
        // The output is a fixed point: what a second pass (or a browser's re-serialisation) reads is the same.
        expect(sanitizeMessageHtml(html, remoteImages).html, vector.id).toBe(html);
        // Whatever text is left is text: no raw tag of a script or a style survives.
        expect(html, vector.id).not.toMatch(/<\/?(?:script|style)/i);
      }
      expect(found).toEqual({});
    });
  }

  it("replaces remote images by a placeholder with their alt text until asked, then keeps them", () => {
    const benign = XSS_VECTORS.find((v) => v.benign);
    if (!benign) throw new Error("no benign vector");
    const blocked = sanitizeMessageHtml(vectorHtml(benign, CANARY), false);
    expect(blocked.blockedImages).toBe(1);
    expect(blocked.html).not.toContain(CANARY);
    expect(blocked.html).toContain('aria-label="Remote image not loaded: Company logo"');
    const allowed = sanitizeMessageHtml(vectorHtml(benign, CANARY), true);
    expect(allowed.blockedImages).toBe(0);
    expect(allowed.html).toContain(`src="${CANARY}/benign-remote-image/benign.png"`);
    const doc = messageBodyDocument({ html: vectorHtml(benign, CANARY), remoteImages: false });
    expect(doc.html).toContain('<a href="?images=1" target="_self">Show remote images</a>');
    expect(messageBodyDocument({ html: vectorHtml(benign, CANARY), remoteImages: true }).html).not.toContain(
      "Show remote images",
    );
  });

  it("counts remote CSS backgrounds as blocked images and keeps them only when asked", () => {
    const html = '<div style="background:url(https://img.test/bg.png) no-repeat;color:#333">x</div>';
    const blocked = sanitizeMessageHtml(html, false);
    expect(blocked).toEqual({ html: '<div style="color:#333">x</div>', blockedImages: 1 });
    expect(sanitizeMessageHtml(html, true).html).toContain("url(https://img.test/bg.png)");
    expect(filterStyle("color:red;position:fixed;top:0", false)).toBe("color:red");
    expect(filterStyle("background-image:url(data:image/png;base64,iVBORw0KGgo=)", false)).toContain("data:image");
    expect(filterStyle("width:expression(alert(1))", true)).toBeUndefined();
  });

  it("keeps ordinary mail: text, tables, inline images and links that open in a new tab showing their target", () => {
    const html =
      '<table border="0" cellpadding="4"><tr><td align="center" style="color:#123456;font-weight:bold">Hi <b>there</b></td></tr></table>' +
      '<p><a href="https://shop.test/offer?id=1&amp;x=2">See the offer</a> or <a href="mailto:help@shop.test">write</a></p>' +
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">';
    const { html: out } = sanitizeMessageHtml(html, false);
    expect(out).toContain('<td align="center" style="color:#123456;font-weight:bold">Hi <b>there</b></td>');
    expect(out).toContain(
      '<a href="https://shop.test/offer?id=1&amp;x=2" target="_blank" rel="noopener noreferrer" title="https://shop.test/offer?id=1&amp;x=2">See the offer</a>',
    );
    expect(out).toContain('<a href="mailto:help@shop.test" target="_blank" rel="noopener noreferrer"');
    expect(out).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot" />');
  });

  it("shows a text-only message escaped in a <pre>", () => {
    const doc = messageBodyDocument({ text: "Hi <script>alert(1)</script>\n> quoted & more", remoteImages: false });
    expect(doc.html).toContain(
      '<pre class="text">Hi &lt;script&gt;alert(1)&lt;/script&gt;\n&gt; quoted &amp; more</pre>',
    );
    expect(doc.html).not.toContain("<script>");
    expect(messageBodyDocument({ remoteImages: false, subject: "<b>x</b>" }).html).toContain(
      "<title>&lt;b&gt;x&lt;/b&gt;</title>",
    );
  });

  it("withholds a quarantined message's content", () => {
    const doc = withheldBodyDocument("Invoice 4711");
    expect(doc).toContain("Content withheld");
    expect(doc).toContain("<title>Invoice 4711</title>");
  });

  it("serves the document under its own CSP and sandbox, remote images only when asked", () => {
    const blocked = bodyHeaders(false);
    const csp = blocked["content-security-policy"];
    for (const part of [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      "img-src data:;",
      "form-action 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
    ])
      expect(csp).toContain(part);
    expect(csp).toMatch(/sandbox [^;]*$/);
    expect(csp).not.toContain("allow-scripts");
    expect(csp).not.toContain("allow-same-origin");
    expect(blocked).toMatchObject({
      "x-frame-options": "SAMEORIGIN",
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
    });
    expect(bodyHeaders(true)["content-security-policy"]).toContain("img-src data: https: http:");
  });
});
