import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseDocument } from "htmlparser2";
import * as linkify from "linkifyjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noNetworkResolver, safeRedirectResolver } from "../../shared/adapters/net/url-resolver.js";
import { parseMessage } from "../../shared/mime/parse.js";
import type { UrlResolver } from "../../shared/ports/url-resolver.js";
import { URL_SHORTENERS } from "../../shared/trust/data/url-shorteners.js";
import {
  analyzeLinks,
  consentLinks,
  extractLinks,
  findUrls,
  htmlLinksOf,
  imitatedCorrespondent,
  imitatedName,
  imitatedRecipient,
  MAX_LINKS,
  offSiteLinks,
  offSiteLoginLinks,
  recipientLinks,
} from "../../shared/trust/links.js";
import {
  LINK_HOST_RULES,
  LINK_LOOKALIKE_RULES,
  LINK_PATH_RULES,
  LINK_REDIRECT_RULES,
  LINK_SCHEME_RULES,
  LINK_TEXT_RULES,
} from "../../shared/trust/rules/links.js";
import type { LinkResult } from "../../shared/trust/types.js";

async function link(href: string, text = "click here", ownDomains?: string[]): Promise<LinkResult> {
  const html = `<p><a href="${href.replace(/"/g, "&quot;")}">${text}</a></p>`;
  const results = await analyzeLinks({ html, ownDomains });
  expect(results).toHaveLength(1);
  return results[0];
}

const has = (result: LinkResult, pattern: RegExp) => result.reasons.some((r) => pattern.test(r));

describe("findUrls (linkify over the runs that can hold a URL)", () => {
  const whole = (text: string) =>
    linkify.find(text, "url").map(({ start, end, value, href }) => ({ start, end, value, href }));

  it("finds what linkify finds in the whole text", () => {
    for (const text of [
      "see http://intranet/page now, or (https://x.com/a). Or www.example.org/x?y=1,2!",
      "go to localhost:3000/x and 10.0.0.1/admin; ftp://files and http://例子.测试/路径",
      "mail bob@x.com; e.g. the end. Nothing here: a.b, x.y and 3.14",
      "https://a.example/path\u00a0next https://b.example/\tc",
    ]) {
      expect(findUrls(text)).toEqual(whole(text));
    }
  });

  it("finds what linkify finds on the labelled corpus (text and HTML of every message)", async () => {
    const corpus = fileURLToPath(new URL("../fixtures/trust/", import.meta.url));
    const manifest = JSON.parse(await readFile(join(corpus, "manifest.json"), "utf8")) as Array<{ file: string }>;
    let urls = 0;
    for (const { file } of manifest) {
      const parsed = await parseMessage(await readFile(join(corpus, file)));
      for (const text of [parsed.text ?? "", parsed.html ?? ""]) {
        const expected = whole(text);
        urls += expected.length;
        expect(findUrls(text), file).toEqual(expected);
      }
    }
    expect(urls).toBeGreaterThan(200);
  });
});

describe("extractLinks", () => {
  it("takes anchors with their text, areas, form actions and plain-text URLs", () => {
    const links = extractLinks({
      html: `<a href="https://a.example/x"> Read <b>more</b>
        here</a><map><area href="https://b.example/" alt="B"></map>
        <form action="https://c.example/post"><button formaction="https://d.example/alt" value="">Go</button></form>
        <a href="https://e.example/"><img src="x.png" alt="e.example logo"></a><a name="top">no href</a>`,
      text: "See https://f.example/path, www.g-site.com and http://[2001:db8::1]:8080/admin.",
    });
    expect(links.map((l) => [l.source, l.href, l.text])).toEqual([
      ["anchor", "https://a.example/x", "Read more here"],
      ["area", "https://b.example/", "B"],
      ["form", "https://c.example/post", ""],
      ["form", "https://d.example/alt", ""],
      ["anchor", "https://e.example/", "e.example logo"],
      ["text", "https://f.example/path", "https://f.example/path"],
      ["text", "http://www.g-site.com", "www.g-site.com"],
      ["text", "http://[2001:db8::1]:8080/admin", "http://[2001:db8::1]:8080/admin"],
    ]);
  });

  it("resolves relative hrefs against <base href> and skips them without one", async () => {
    expect(await analyzeLinks({ html: '<a href="/reset">x</a><a href="#top">y</a>' })).toEqual([]);
    const [withBase] = await analyzeLinks({ html: '<base href="https://shop.example/"><a href="/reset">x</a>' });
    expect(withBase.href).toBe("https://shop.example/reset");
  });
});

describe("htmlLinksOf (the links of an HTML body the content stage parsed already)", () => {
  const fromHtml = (html: string) => extractLinks({ html });

  it("finds what parsing the HTML again finds", async () => {
    const cases = [
      `<a href="https://a.example/x"> Read &amp; <b>more</b> &lt;here&gt;</a><map><area href="https://b.example/" alt="B"></map>`,
      `<form action="https://c.example/post"><input formaction="https://d.example/alt" value="Go &rarr;"></form>`,
      `<a href="https://e.example/"><img src="x.png" alt="logo"></a><a href=https://f.example/>unclosed <a href="/g">nested`,
      `<base href="https://shop.example/"><p><a href="reset">x</p></a><A HREF="https://H.example/">caps</A>`,
      `<script>var a = '<a href="https://s.example/">';</script><!-- <a href="https://c.example/"> --><![CDATA[x]]>`,
      `<table><tr><td><a href="https://t.example/">cell</td></tr></table></a>text <a href="https://u.example/">`,
    ];
    for (const html of cases) expect(htmlLinksOf(parseDocument(html)), html).toEqual(fromHtml(html));
    const corpus = fileURLToPath(new URL("../fixtures/trust/", import.meta.url));
    const manifest = JSON.parse(await readFile(join(corpus, "manifest.json"), "utf8")) as Array<{ file: string }>;
    for (const { file } of manifest) {
      const { html } = await parseMessage(await readFile(join(corpus, file)));
      if (html) expect(htmlLinksOf(parseDocument(html)), file).toEqual(fromHtml(html));
    }
  });

  it("gives no answer once an anchor's text reaches its cap (where the parser's pieces of text matter)", () => {
    const long = `<a href="https://a.example/">${"word &amp; ".repeat(100)}</a>`;
    expect(htmlLinksOf(parseDocument(long))).toBeUndefined();
    expect(htmlLinksOf(parseDocument(`<a href="https://a.example/">${"word ".repeat(100)}</a>`))).toEqual(
      fromHtml(`<a href="https://a.example/">${"word ".repeat(100)}</a>`),
    );
  });
});

describe("analyzeLinks: normalisation and domain", () => {
  it("reports a benign brand link as not suspicious", async () => {
    const result = await link("https://www.paypal.com/myaccount/summary", "https://www.paypal.com/myaccount");
    expect(result).toEqual({
      href: "https://www.paypal.com/myaccount/summary",
      text: "https://www.paypal.com/myaccount",
      domain: "paypal.com",
      display_mismatch: false,
      shortener: false,
      suspicious: false,
      reasons: [],
    });
  });

  it.each([
    "https://accounts.google.com/signin",
    "https://login.microsoftonline.com/common/oauth2",
    "https://www.amazon.co.uk/gp/css/order-history",
    "https://paypalobjects.com/logo.png",
    "https://appleid.apple.com/",
    "https://github.com/org/repo",
    "https://chase.com/",
  ])("does not flag the real %s", async (href) => {
    const result = await link(href);
    expect(result.suspicious).toBe(false);
    expect(result.reasons).toEqual([]);
  });

  it("uses the registrable domain with private suffixes", async () => {
    expect((await link("https://alice.github.io/x")).domain).toBe("alice.github.io");
    expect((await link("https://a.b.example.co.uk/")).domain).toBe("example.co.uk");
  });

  it("normalises decimal and hex IPv4 hosts and flags IP literals", async () => {
    const decimal = await link("http://3232235521/login");
    expect(decimal.href).toBe("http://192.168.0.1/login");
    expect(decimal.domain).toBe("192.168.0.1");
    expect(decimal.suspicious).toBe(true);
    expect(has(decimal, /^Host is an IP address \(192\.168\.0\.1\)$/)).toBe(true);
    const hex = await link("http://0x7f.0.0.1/");
    expect(hex.domain).toBe("127.0.0.1");
    expect(has(hex, /IP address/)).toBe(true);
  });

  it("flags bracketed IPv6 hosts in plain text", async () => {
    const [result] = await analyzeLinks({ text: "admin panel: http://[::1]:8080/admin" });
    expect(result.href).toBe("http://[::1]:8080/admin");
    expect(result.domain).toBe("::1");
    expect(has(result, /IP address/)).toBe(true);
  });

  it("flags credentials in the URL, including a fake host before @", async () => {
    const creds = await link("http://user:pass@example.com/");
    expect(creds.suspicious).toBe(true);
    expect(has(creds, /credentials or a fake host/)).toBe(true);
    const fake = await link("https://www.paypal.com@evil.example/login");
    expect(fake.domain).toBe("evil.example");
    expect(has(fake, /\(www\.paypal\.com@…\)/)).toBe(true);
  });

  it.each([
    ["javascript:alert(document.cookie)", "javascript:"],
    ["java&#x09;script:alert(1)", "javascript:"],
    ["data:text/html;base64,PHNjcmlwdD4=", "data:"],
    ["vbscript:msgbox(1)", "vbscript:"],
    ["file:///C:/Windows/System32/calc.exe", "file:"],
  ])("flags the dangerous scheme of %s", async (href, scheme) => {
    const result = await link(href);
    expect(result.suspicious).toBe(true);
    expect(result.reasons).toEqual([`Dangerous ${scheme} link`]);
  });

  it("flags schemes that launch local programs", async () => {
    const result = await link("ms-msdt:/id PCWDiagnostic /skip force");
    expect(result.suspicious).toBe(true);
    expect(has(result, /ms-msdt: scheme can launch local programs/)).toBe(true);
  });

  it("leaves tel: links out and keeps mailto: links with the address domain", async () => {
    const results = await analyzeLinks({
      html: '<a href="tel:+15551234">call</a><a href="mailto:help@shop.example">mail</a>',
    });
    expect(results.map((r) => [r.href, r.domain, r.suspicious])).toEqual([
      ["mailto:help@shop.example", "shop.example", false],
    ]);
  });
});

describe("analyzeLinks: look-alikes", () => {
  it.each([
    ["http://pаypal.com/signin", "PayPal"], // Cyrillic а
    ["http://paypa1.com/", "PayPal"],
    ["http://rnicrosoft.com/", "Microsoft"],
    ["http://g00gle.com/", "Google"],
    ["http://аpple.com/", "Apple"], // Cyrillic а
    ["http://arnazon.com/", "Amazon"],
  ])("flags %s as a look-alike of %s", async (href, brand) => {
    const result = await link(href);
    expect(result.suspicious).toBe(true);
    expect(has(result, new RegExp(`looks like ${brand} \\(look-alike characters\\)`))).toBe(true);
  });

  it("flags punycode and mixed-script hosts", async () => {
    const result = await link("http://pаypal.com/");
    expect(result.href).toBe("http://xn--pypal-4ve.com/");
    expect(has(result, /punycode\) host xn--pypal-4ve\.com shows as pаypal\.com/)).toBe(true);
    expect(has(result, /mixes scripts \(Latin \+ Cyrillic\)/)).toBe(true);
  });

  it("flags a non-look-alike punycode host for being punycode only", async () => {
    const result = await link("https://bücher.example/");
    expect(result.suspicious).toBe(true);
    expect(result.reasons).toEqual(["Internationalised (punycode) host xn--bcher-kva.example shows as bücher.example"]);
  });

  it("flags a brand name in the subdomain of an unrelated domain", async () => {
    const result = await link("http://paypal.com.secure-login.xyz/verify");
    expect(result.domain).toBe("secure-login.xyz");
    expect(result.suspicious).toBe(true);
    expect(has(result, /Brand name of PayPal in the subdomain of unrelated secure-login\.xyz/)).toBe(true);
  });

  it("flags a brand name as a token of an unrelated domain", async () => {
    const result = await link("https://paypal-account-verify.com/");
    expect(has(result, /uses the name of PayPal without belonging to it/)).toBe(true);
  });

  it("flags look-alikes of the recipient's own domains", async () => {
    const result = await link("https://acrne.com/invoice", "invoice", ["acme.com"]);
    expect(result.suspicious).toBe(true);
    expect(has(result, /looks like your domain acme\.com/)).toBe(true);
    const own = await link("https://portal.acme.com/", "portal", ["acme.com"]);
    expect(own.suspicious).toBe(false);
  });
});

describe("analyzeLinks: display mismatch and tracking redirects", () => {
  it("flags anchor text showing another domain", async () => {
    const result = await link("https://evil.example/login", "https://www.paypal.com/login");
    expect(result.display_mismatch).toBe(true);
    expect(result.suspicious).toBe(true);
    expect(result.reasons).toEqual(["Link text shows paypal.com but the link goes to evil.example"]);
  });

  it("ignores text that is not a URL, www vs bare, http vs https and one brand's own domains", async () => {
    for (const [href, text] of [
      ["https://evil.example/", "Click here to log in"],
      ["http://www.example.com/", "https://example.com"],
      ["https://example.com/", "www.example.com/path"],
      ["https://youtu.be/abc", "https://www.youtube.com/watch?v=abc"],
    ]) {
      const result = await link(href, text);
      expect(result.display_mismatch, `${href} / ${text}`).toBe(false);
      expect(result.suspicious).toBe(false);
    }
  });

  it("flags a mailto whose text shows another address domain", async () => {
    const result = await link("mailto:support@evil.example", "support@paypal.com");
    expect(result.display_mismatch).toBe(true);
    expect(result.suspicious).toBe(true);
  });

  it.each([
    "https://u1234.ct.sendgrid.net/ls/click?upn=abc",
    "https://example.us5.list-manage.com/track/click?u=1",
    "https://d2v8Mb04.na1.hubspotlinks.com/Ctc/abc",
    "https://mandrillapp.com/track/click/1/abc",
    "https://abc.r.us-east-1.awstrack.me/L0/https:%2F%2Fexample.com",
    "https://email.mg.acme-shop.com/c/abc",
    "https://click.news-esp.com/?qs=abc",
    "https://links.mailer.example/ls/click",
  ])("softens a click-tracking href (%s) to a non-suspicious mismatch", async (href) => {
    const result = await link(href, "https://www.nytimes.com/2026/article");
    expect(result.display_mismatch).toBe(true);
    expect(result.suspicious).toBe(false);
    expect(has(result, /^Tracking redirect: text shows nytimes\.com/)).toBe(true);
  });

  it("keeps a generic click.* host suspicious when its text shows a protected brand", async () => {
    const result = await link("https://click.evil.xyz/x", "https://www.paypal.com/");
    expect(result.display_mismatch).toBe(true);
    expect(result.suspicious).toBe(true);
  });

  it("does not soften other problems of a tracker link", async () => {
    const result = await link("https://paypal.ct.sendgrid.net/x", "https://nytimes.com");
    expect(result.suspicious).toBe(true);
    expect(has(result, /Brand name of PayPal in the subdomain/)).toBe(true);
  });
});

describe("analyzeLinks: shorteners, files, TLDs, dedupe and caps", () => {
  it("marks shorteners, including www. and subdomain forms", async () => {
    expect(URL_SHORTENERS.length).toBeGreaterThanOrEqual(100);
    const results = await analyzeLinks({
      text: "https://bit.ly/3xyz www.bit.ly/abc https://t.co/q https://on.fb.me/x https://example.com/",
    });
    expect(results.map((r) => [r.domain, r.shortener])).toEqual([
      ["bit.ly", true],
      ["bit.ly", true],
      ["t.co", true],
      ["fb.me", true],
      ["example.com", false],
    ]);
    expect(results.every((r) => !r.suspicious)).toBe(true);
  });

  it("flags a shortener whose text shows a domain", async () => {
    const result = await link("https://bit.ly/abc", "https://www.paypal.com/");
    expect(result.shortener).toBe(true);
    expect(result.suspicious).toBe(true);
    expect(has(result, /goes to the shortener bit\.ly/)).toBe(true);
  });

  it.each(["exe", "scr", "msi", "hta", "iso"])("flags links to executable files (.%s)", async (ext) => {
    const result = await link(`https://cdn.example/files/Invoice.${ext}`);
    expect(result.suspicious).toBe(true);
    expect(result.reasons).toEqual([`Links to an executable file (.${ext})`]);
  });

  it("gives .zip and .mov TLDs a weak, non-suspicious reason", async () => {
    const [zip, mov] = await analyzeLinks({ text: "get invoice.zip or https://clip.mov/watch" });
    expect(zip.domain).toBe("invoice.zip");
    expect(zip.suspicious).toBe(false);
    expect(zip.reasons).toEqual(["Uncommon, often-abused top-level domain .zip"]);
    expect(mov.reasons).toEqual(["Uncommon, often-abused top-level domain .mov"]);
  });

  it("dedupes identical hrefs keeping the first text, unless a later copy is a mismatch", async () => {
    const results = await analyzeLinks({
      html: `<a href="https://example.com/a">First</a><a href="https://example.com/a">Second</a>
        <a href="https://other.example/b">Shop</a><a href="https://other.example/b">https://www.paypal.com</a>`,
      text: "https://example.com/a",
    });
    expect(results.map((r) => [r.href, r.text])).toEqual([
      ["https://example.com/a", "First"],
      ["https://other.example/b", "https://www.paypal.com"],
    ]);
    expect(results[1].display_mismatch).toBe(true);
  });

  it(`caps the list at ${MAX_LINKS} links`, async () => {
    const html = Array.from({ length: 800 }, (_, i) => `<a href="https://example.com/${i}">${i}</a>`).join("");
    const results = await analyzeLinks({ html });
    expect(results).toHaveLength(MAX_LINKS);
    expect(results.at(-1)?.href).toBe(`https://example.com/${MAX_LINKS - 1}`);
  });

  it("analyses every anchor of a 277-anchor newsletter", async () => {
    const anchors = Array.from({ length: 277 }, (_, i) => {
      const host = ["www.example.com", "click.esp-mailer.net", "bit.ly", "cdn.shop.example", "paypa1.com"][i % 5];
      return `<td><a href="https://${host}/p/${i}?utm_source=news">Item ${i} — https://www.example.com/p/${i}</a></td>`;
    });
    const html = `<html><body><table><tr>${anchors.join("</tr><tr>")}</tr></table></body></html>`;
    const results = await analyzeLinks({ html, ownDomains: ["example.com"] });
    expect(results).toHaveLength(277);
  });

  it("never throws on hostile markup", async () => {
    const html = `<a href="http://[::1">x</a><a href="http://%%%/">y</a><a href="https://a..b/">z</a><a href=${"x".repeat(10_000)}>w</a><a href="http://ex ample.com/">v</a>`;
    await expect(analyzeLinks({ html, text: "http://[zz]/ http://999999999999/" })).resolves.toBeInstanceOf(Array);
  });
});

describe("analyzeLinks with a resolver", () => {
  it("makes no request by default and leaves final_url out", async () => {
    expect(await noNetworkResolver.resolve("https://bit.ly/x")).toBeUndefined();
    const [result] = await analyzeLinks({ text: "https://bit.ly/x" });
    expect(result.final_url).toBeUndefined();
  });

  it("resolves shorteners and trackers only and checks the destination", async () => {
    const asked: string[] = [];
    const resolver: UrlResolver = {
      async resolve(url) {
        asked.push(url);
        return url.includes("bit.ly") ? "https://paypal.com.account-check.xyz/login" : undefined;
      },
    };
    const results = await analyzeLinks({
      text: "https://bit.ly/abc https://example.com/x https://links.esp.example/c",
      resolver,
    });
    expect(asked).toEqual(["https://bit.ly/abc", "https://links.esp.example/c"]);
    expect(results[0].final_url).toBe("https://paypal.com.account-check.xyz/login");
    expect(results[0].suspicious).toBe(true);
    expect(has(results[0], /^Redirects to: Brand name of PayPal/)).toBe(true);
    expect(results[1].final_url).toBeUndefined();
  });

  it("clears a shortener mismatch when the destination is the displayed domain", async () => {
    const resolver: UrlResolver = { resolve: async () => "https://www.nytimes.com/2026/x" };
    const [result] = await analyzeLinks({
      html: '<a href="https://nyti.ms/abc">https://www.nytimes.com/2026/x</a>',
      resolver,
    });
    expect(result.display_mismatch).toBe(true);
    expect(result.suspicious).toBe(false);
    expect(has(result, /matches the destination nytimes\.com/)).toBe(true);
  });

  it("survives a resolver that throws", async () => {
    const resolver: UrlResolver = {
      resolve: async () => {
        throw new Error("boom");
      },
    };
    const [result] = await analyzeLinks({ text: "https://bit.ly/x", resolver });
    expect(result.final_url).toBeUndefined();
  });
});

describe("safeRedirectResolver against a local redirect chain", () => {
  let server: http.Server;
  let port = 0;
  const methods: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      methods.push(`${req.method} ${req.url}`);
      const hops: Record<string, [number, string]> = {
        "/a": [301, "/b"],
        "/b": [302, "/c"],
        "/c": [307, "http://redirect.test:PORT/final"],
        "/loop1": [302, "/loop2"],
        "/loop2": [302, "/loop3"],
        "/loop3": [302, "/loop4"],
        "/loop4": [302, "/loop5"],
        "/to-private": [302, "http://10.0.0.1/internal"],
        "/to-js": [302, "javascript:alert(1)"],
      };
      const hop = hops[req.url ?? ""];
      if (req.url === "/head-refused" && req.method === "HEAD") {
        res.writeHead(405).end();
      } else if (req.url === "/head-refused") {
        res.writeHead(302, { location: "/final" }).end();
      } else if (hop) {
        res.writeHead(hop[0], { location: hop[1].replace("PORT", String(port)) }).end();
      } else {
        res.writeHead(200, { "content-type": "text/plain" }).end("ok");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const lookup = async () => [{ address: "127.0.0.1", family: 4 as const }];

  it("follows up to three hops with HEAD requests", async () => {
    const resolver = safeRedirectResolver({ allowLoopback: true, lookup });
    expect(await resolver.resolve(`http://127.0.0.1:${port}/a`)).toBe(`http://redirect.test:${port}/final`);
    expect(methods.filter((m) => m.startsWith("HEAD")).length).toBeGreaterThanOrEqual(3);
    expect(await resolver.resolve(`http://127.0.0.1:${port}/loop1`)).toBe(`http://127.0.0.1:${port}/loop4`);
    expect(await resolver.resolve(`http://127.0.0.1:${port}/final`)).toBeUndefined();
  });

  it("falls back to GET when HEAD is refused", async () => {
    const resolver = safeRedirectResolver({ allowLoopback: true, lookup });
    expect(await resolver.resolve(`http://127.0.0.1:${port}/head-refused`)).toBe(`http://127.0.0.1:${port}/final`);
  });

  it("stops at blocked addresses and non-http targets without fetching them", async () => {
    const resolver = safeRedirectResolver({ allowLoopback: true, lookup });
    expect(await resolver.resolve(`http://127.0.0.1:${port}/to-private`)).toBe("http://10.0.0.1/internal");
    expect(await resolver.resolve(`http://127.0.0.1:${port}/to-js`)).toBe("javascript:alert(1)");
    const strict = safeRedirectResolver({ lookup });
    expect(await strict.resolve(`http://127.0.0.1:${port}/a`)).toBeUndefined();
  });

  it("feeds final_url into analyzeLinks end to end", async () => {
    const resolver = safeRedirectResolver({ allowLoopback: true, lookup }); // every host resolves to the local server
    const [result] = await analyzeLinks({ text: `https://bit.ly/x and more`, resolver: wrapPort(resolver, port) });
    expect(result.shortener).toBe(true);
    expect(result.final_url).toBe(`http://redirect.test:${port}/final`);
  });
});

/** Points https://bit.ly/… at the local server's /a (plain http on its port); the chain then runs for real. */
function wrapPort(resolver: UrlResolver, port: number): UrlResolver {
  return { resolve: (url) => resolver.resolve(url.replace(/^https:\/\/bit\.ly\/.*/, `http://bit.ly:${port}/a`)) };
}

describe("analyzeLinks: a newsletter's own click tracker", () => {
  const anchors = (pairs: Array<[string, string]>) =>
    pairs.map(([href, text]) => `<p><a href="${href}">${text}</a></p>`).join("");

  it("softens mismatches when one redirector carries links to several different sites", async () => {
    const results = await analyzeLinks({
      html: anchors([
        ["https://tracking.news.example/c/1", "nodejs.org/en/blog"],
        ["https://tracking.news.example/c/2", "blog.engineering.example"],
        ["https://tracking.news.example/c/3", "github.com/nodejs/undici"],
      ]),
    });
    expect(results).toHaveLength(3);
    for (const result of results) {
      expect(result.display_mismatch).toBe(true);
      expect(result.suspicious).toBe(false);
      expect(result.reasons[0]).toMatch(/^Tracking redirect: 3 links to 3 sites go through news\.example/);
    }
  });

  it("keeps the mismatch suspicious when the links all show one brand, or too few links share the host", async () => {
    const oneBrand = await analyzeLinks({
      html: anchors([
        ["https://secure-login.example/a", "https://www.paypal.com/signin"],
        ["https://secure-login.example/b", "https://www.paypal.com/security"],
        ["https://secure-login.example/c", "https://www.paypal.com/help"],
      ]),
    });
    expect(oneBrand.every((r) => r.suspicious)).toBe(true);
    const two = await analyzeLinks({
      html: anchors([
        ["https://go.example/a", "nodejs.org"],
        ["https://go.example/b", "blog.engineering.example"],
      ]),
    });
    expect(two.every((r) => r.suspicious)).toBe(true);
  });
});

describe("analyzeLinks: a generic click.* redirector carrying many sites", () => {
  it("is tracking even when one of the sites shown is a protected brand", async () => {
    const html = ["embracethered.com", "simonwillison.net", "bleepingcomputer.com", "github.com"]
      .map((site, i) => `<p><a href="https://click.brief.example/ls/${i}">${site}</a></p>`)
      .join("");
    const results = await analyzeLinks({ html });
    expect(results).toHaveLength(4);
    expect(results.every((r) => !r.suspicious)).toBe(true);
  });
});

describe("links: hosts that start with another domain name", () => {
  it.each([
    ["https://paypal.com.secure-login.example/verify", "paypal.com"],
    ["https://bank.com-verify.net/login", "bank.com"],
    ["https://nordbanken.se-verifiering.se/bankid", "nordbanken.se"],
  ])("flags %s as suspicious", async (href, embedded) => {
    const result = await link(href);
    expect(result.suspicious).toBe(true);
    expect(result.reasons.some((r) => r.includes(`another domain name (${embedded})`))).toBe(true);
  });

  it.each([
    "https://www.test-prep.com/",
    "https://mail.google.com/",
    "https://api.eu.company.net/x",
  ])("leaves %s alone", async (href) => {
    expect((await link(href)).reasons.some((r) => r.includes("another domain name"))).toBe(false);
  });
});

describe("links: sign-in pages off the sender's site, and imitated names", () => {
  const result = (href: string) => ({
    href,
    text: href,
    domain: new URL(href).hostname.split(".").slice(-2).join("."),
  });
  it("counts links off the sender's site, and those that lead to a sign-in or verification step", () => {
    const links = [
      result("https://docs.sender.example/report"),
      result("https://esign-secure.docsflow.example/s/abc"),
      result("https://news.other.example/story"),
      result("https://kargo-odeme.example/tr/odeme?id=1"),
    ] as LinkResult[];
    expect(offSiteLinks(links, "sender.example")).toBe(3);
    expect(offSiteLoginLinks(links, "sender.example")).toBe(2);
    expect(offSiteLoginLinks(links, undefined)).toBe(0);
  });

  it("counts links that carry an addressee's address, but not subscription links or an authenticated sender's own", () => {
    const links = [
      result("https://files-share.example/open?login=pm%40agency.example"),
      result("https://portal.sender.example/login?u=pm@agency.example"),
      result("https://news.sender.example/unsubscribe?email=pm@agency.example"),
      result("https://files-share.example/open?doc=7"),
    ] as LinkResult[];
    const to = ["pm@agency.example"];
    expect(recipientLinks(links, to, undefined)).toBe(2);
    expect(recipientLinks(links, to, "sender.example")).toBe(1);
    expect(recipientLinks(links, [], undefined)).toBe(0);
  });

  it("counts links to an app-consent page that asks for mail, files or users, not a plain sign-in or a narrow scope", () => {
    const links = [
      result("https://apps.example/oauth/authorize?client_id=cal&scope=messages.read%20files.read&prompt=consent"),
      result("https://login.example/common/oauth2/v2.0/authorize?client_id=1&scope=offline_access%20Mail.Read"),
      result("https://apps.example/oauth/authorize?client_id=cal&scope=profile%20email"),
      result("https://apps.example/login?next=/oauth/authorize"),
    ] as LinkResult[];
    expect(consentLinks(links)).toBe(2);
  });

  it("finds the recipient's own domain imitated by the sender or a link host, but not its second domain or a tenant", () => {
    const to = ["projects@tessalywater.example"];
    // A hyphen or one letter away.
    expect(imitatedRecipient(to, "tessaly-water.example", [])).toBe("tessalywater.example");
    expect(imitatedRecipient(to, "tessalywatre.example", [])).toBe("tessalywater.example");
    // The name worn in a compound label of another site's host.
    expect(imitatedRecipient(to, "mail-guard.test", ["tessalywater-mail.mail-guard.test"])).toBe(
      "tessalywater.example",
    );
    // The organisation itself, its second domain, and a tenant named after it on a service's site.
    expect(imitatedRecipient(to, "tessalywater.example", ["intranet.tessalywater.example"])).toBeUndefined();
    expect(imitatedRecipient(to, "tessalywater.org", [])).toBeUndefined();
    expect(imitatedRecipient(to, "helpdesk.example", ["tessalywater.helpdesk.example"])).toBeUndefined();
    // The name with a service word appended, as a domain of its own; a club or school puts its own word first.
    expect(imitatedRecipient(to, "tessalywater-it.test", [])).toBe("tessalywater.example");
    expect(imitatedRecipient(to, "tessalywater-billing.test", [])).toBe("tessalywater.example");
    expect(imitatedRecipient(to, "sv-tessalywater.example", [])).toBeUndefined();
    expect(imitatedRecipient(to, "tessalywater-rowing.example", [])).toBeUndefined();
    // Short names are too often one letter from another word.
    expect(imitatedRecipient(["me@acme.example"], "acne.example", [])).toBeUndefined();
    expect(imitatedRecipient([], "tessaly-water.example", [])).toBeUndefined();
  });

  it("finds the organisation named in the text that a domain imitates with look-alike letters", () => {
    const text = "Hallbrook & Meyer IT Helpdesk\nAll users must re-enroll by Friday.";
    expect(imitatedName(text, ["hallbrookrneyer.example"])).toBe("hallbrook meyer");
    expect(imitatedName("Kestrel Goods operating policy", ["kestre1goods.example"])).toBe("kestrel goods");
    expect(imitatedName(text, ["hallbrookmeyer.example"])).toBeUndefined();
    // A stroked letter spelled plainly is the same name, not an imitation of it.
    expect(imitatedName("Trans Wisła Sp. z o.o., dział kadr", ["trans-wisla.example"])).toBeUndefined();
    expect(imitatedName("Trans Wisła Sp. z o.o., dział kadr", ["trans-wizla.example"])).toBe("trans wisla");
    expect(imitatedName("Hello from Northwind", ["fabrikam.example"])).toBeUndefined();
  });
});

describe("links: imitated names that are not", () => {
  it("accepts a domain that drops accents or a name that only gains a word", () => {
    expect(imitatedName("Código Abierto Semanal", ["codigoabierto.example"])).toBeUndefined();
    expect(imitatedName("Infra Weekly 2", ["infraweekly.example"])).toBeUndefined();
    expect(imitatedName("Helix Logistics purchase order", ["helix-logistlcs.example"])).toBe("helix logistics");
  });
});

describe("links: an imitation next to the real domain", () => {
  it("still finds the look-alike when the sender's own domain is the real one", () => {
    expect(imitatedName("Kestrel Goods policy", ["kestrelgoods.example", "kestre1goods.example"])).toBe(
      "kestrel goods",
    );
  });
});

describe("imitatedCorrespondent", () => {
  const thread =
    "Thanks.\n\n-----Original Message-----\nFrom: Ana Ruiz <ana.ruiz@northwind-freight.example>\nSent: Monday";
  it("finds a thread domain the sender's domain is one letter away from", () => {
    expect(imitatedCorrespondent(thread, [], "northwind-freigth.example")).toBe("northwind-freight.example");
    expect(imitatedCorrespondent("", ["<a1b2@northwind-freight.example>"], "northwind-freightt.test")).toBe(
      "northwind-freight.example",
    );
  });
  it("leaves the same name under another suffix, unrelated domains and the receiver's own domains alone", () => {
    expect(imitatedCorrespondent(thread, [], "northwind-freight.co.uk")).toBeUndefined();
    expect(imitatedCorrespondent(thread, [], "harbourline.example")).toBeUndefined();
    expect(
      imitatedCorrespondent("From: ops@agents.localhost", [], "agentz.localhost", ["agents.localhost"]),
    ).toBeUndefined();
  });
});

describe("link rules (shared/trust/rules/links.ts)", () => {
  // One link per row, what the row says of it and whether it makes the link suspicious (a warn row) or is only
  // stated (a note row: an often-abused TLD alone, a known click tracker).
  const SAMPLES: Record<string, { href: string; text?: string; reason: RegExp }> = {
    "links.dangerous_scheme": { href: "javascript:alert(1)", reason: /^Dangerous javascript: link$/ },
    "links.launcher_scheme": {
      href: "ms-msdt:/id PCWDiagnostic",
      reason: /^The ms-msdt: scheme can launch/,
    },
    "links.ip_host": {
      href: "http://192.0.2.7/login",
      reason: /^Host is an IP address \(192\.0\.2\.7\)$/,
    },
    "links.embedded_domain": {
      href: "https://bank.com.login-check.example/",
      reason: /another domain name \(bank\.com\)/,
    },
    "links.userinfo": {
      href: "https://paypal.com@evil.example/",
      reason: /fake host before "@" \(paypal\.com@…\)/,
    },
    "links.punycode": {
      href: "https://xn--pypal-4ve.com/",
      reason: /^Internationalised \(punycode\) host/,
    },
    "links.mixed_scripts": { href: "https://xn--pypal-4ve.com/", reason: /^Host label mixes scripts \(/ },
    "links.look_alike": {
      href: "https://xn--pypal-4ve.com/",
      reason: /looks like PayPal \(look-alike characters\)/,
    },
    "links.name_in_domain": {
      href: "https://paypal-secure.example/",
      reason: /uses the name of PayPal without/,
    },
    "links.name_on_weak_tld": {
      href: "https://paypal.zip/",
      reason: /uses the name of PayPal on an often-abused TLD/,
    },
    "links.name_in_subdomain": {
      href: "https://paypal.account-help.example/",
      reason: /^Brand name of PayPal in/,
    },
    "links.executable": {
      href: "https://files.example/setup.exe",
      reason: /^Links to an executable file \(\.exe\)$/,
    },
    "links.weak_tld": {
      href: "https://notes.zip/",
      reason: /^Uncommon, often-abused top-level domain \.zip$/,
    },
    "links.tracking_redirect": {
      href: "https://u1234.ct.sendgrid.net/ls/click?upn=abc",
      text: "https://news.example.org/article",
      reason: /^Tracking redirect: text shows example\.org/,
    },
    "links.display_mismatch": {
      href: "https://evil.example/login",
      text: "https://www.paypal.com/login",
      reason: /^Link text shows paypal\.com but the link goes to evil\.example$/,
    },
  };
  const ROWS = [LINK_SCHEME_RULES, LINK_HOST_RULES, LINK_LOOKALIKE_RULES, LINK_PATH_RULES, LINK_TEXT_RULES].flat();
  // The redirect rows need the links' destinations (a resolver) or several links through one redirector.
  const resolveTo = (to: string): UrlResolver => ({ resolve: async () => to });
  const throughOneRedirector = (host: string) =>
    ["nodejs.org/en/blog", "blog.engineering.example", "github.com/nodejs/undici"]
      .map((text, i) => `<p><a href="https://${host}/c/${i}">${text}</a></p>`)
      .join("");
  const REDIRECT_SAMPLES: Record<string, { run: () => Promise<LinkResult[]>; reason: RegExp }> = {
    "links.redirect_dangerous": {
      run: () => analyzeLinks({ text: "https://bit.ly/x", resolver: resolveTo("javascript:alert(1)") }),
      reason: /^Redirects to a dangerous javascript: link$/,
    },
    "links.redirect_elsewhere": {
      run: () => analyzeLinks({ html: throughOneRedirector("bit.ly"), resolver: resolveTo("https://evil.example/x") }),
      reason: /^Link text shows nodejs\.org but the link leads to evil\.example$/,
    },
    "links.redirect_matches": {
      run: () =>
        analyzeLinks({
          html: '<a href="https://nyti.ms/abc">https://www.nytimes.com/2026/x</a>',
          resolver: resolveTo("https://www.nytimes.com/2026/x"),
        }),
      reason: /^Link text matches the destination nytimes\.com after redirects$/,
    },
    "links.shared_redirector": {
      run: () => analyzeLinks({ html: throughOneRedirector("tracking.news.example") }),
      reason: /^Tracking redirect: 3 links to 3 sites go through news\.example$/,
    },
  };

  it("has a sample for every row", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(ROWS.map((row) => row.id).sort());
    expect(Object.keys(REDIRECT_SAMPLES).sort()).toEqual(LINK_REDIRECT_RULES.map((row) => row.id).sort());
  });

  it.each(
    LINK_REDIRECT_RULES.map((row) => [row.id, row.weight] as const),
  )("%s gives its reason (%s)", async (id, weight) => {
    const { run, reason } = REDIRECT_SAMPLES[id];
    const [result] = await run();
    expect(
      result.reasons.some((r) => reason.test(r)),
      result.reasons.join(" | "),
    ).toBe(true);
    expect(result.suspicious).toBe(weight === "warn");
  });

  it.each(ROWS.map((row) => [row.id, row.weight] as const))("%s gives its reason (%s)", async (id, weight) => {
    const { href, text, reason } = SAMPLES[id];
    const result = await link(href, text);
    expect(
      result.reasons.some((r) => reason.test(r)),
      result.reasons.join(" | "),
    ).toBe(true);
    if (weight === "note") expect(result.suspicious).toBe(false);
    else expect(result.suspicious).toBe(true);
  });
});
