// The XSS corpus (test/fixtures/xss) delivered as real MIME messages and opened in Chromium: no vector runs script
// or makes the page fetch from anywhere but the service, until the person asks for remote images; then the benign
// vector's plain remote image loads, and still nothing runs.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vectorHtml, XSS_VECTORS, type XssVector } from "../fixtures/xss/vectors.js";
import {
  type Canary,
  describeBrowser,
  launchBrowser,
  type PageWatch,
  pageBase,
  signedInContext,
  startCanary,
  watchPage,
} from "../helpers/browser.js";
import { type Account, call, createInbox, signUp } from "../helpers/http.js";
import { inject, rawKey, rawMessage } from "../helpers/mail.js";

interface Delivered {
  vector: XssVector;
  messageId: string;
  threadId: string;
  trustLevel: string;
}

/** Long enough for a zero-delay meta refresh, a 1 ms animation or an autofocus handler to have fired. */
const SETTLE_MS = 120;

describeBrowser("XSS corpus in Chromium", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watch: PageWatch;
  /** Pages opening vectors side by side (each watched on its own), so the corpus takes seconds. */
  let pool: Array<{ page: Page; watch: PageWatch }>;
  let canary: Canary;
  let account: Account;
  let inboxId: string;
  const delivered: Delivered[] = [];

  const bodyUrl = (d: Delivered, images = false) =>
    `${pageBase()}/inboxes/${inboxId}/messages/${encodeURIComponent(d.messageId)}/body${images ? "?images=1" : ""}`;

  async function open(url: string, on = page): Promise<void> {
    const res = await on.goto(url, { waitUntil: "load" });
    expect(res?.status(), url).toBe(200);
    await on.waitForTimeout(SETTLE_MS);
  }

  /** Opens every delivered vector (in the pool's pages) and returns what each one ran or fetched that it should not. */
  async function openAll(
    images: boolean,
    extra: (p: Page) => string[] = () => [],
    openOne: (d: Delivered, p: Page) => Promise<void> = (d, p) => open(bodyUrl(d, images), p),
  ): Promise<Record<string, string[]>> {
    const found: Record<string, string[]> = {};
    const queue = [...delivered];
    await Promise.all(
      pool.map(async (slot) => {
        for (let d = queue.shift(); d; d = queue.shift()) {
          slot.watch.clear();
          await openOne(d, slot.page);
          const issues = [
            ...slot.watch.scripts,
            ...(images ? extra(slot.page) : slot.watch.offOrigin.map((u) => `request ${u}`)),
          ];
          if (issues.length) found[d.vector.id] = issues;
        }
      }),
    );
    return found;
  }

  beforeAll(async () => {
    canary = await startCanary();
    account = await signUp();
    const key = await rawKey(account);
    inboxId = (await createInbox(account.key)).inbox_id;
    const queue = [...XSS_VECTORS];
    const deliverNext = async (): Promise<void> => {
      for (let vector = queue.shift(); vector; vector = queue.shift()) {
        const raw = rawMessage({
          to: inboxId,
          subject: `XSS ${vector.id}`,
          text: `Vector ${vector.id}`,
          html: vectorHtml(vector, canary.base),
        });
        const res = await inject(key, raw, inboxId);
        if (res.status !== 201) throw new Error(`${vector.id}: ${res.status} ${res.text}`);
        const message = await call("GET", `/v0/inboxes/${inboxId}/messages/${res.body.message_id}`, {
          key: account.key,
        });
        delivered.push({
          vector,
          messageId: res.body.message_id,
          threadId: res.body.thread_id,
          trustLevel: message.body.trust_level,
        });
      }
    };
    await Promise.all([deliverNext(), deliverNext(), deliverNext()]);
    browser = await launchBrowser();
    context = await signedInContext(browser, account);
    page = await context.newPage();
    watch = await watchPage(page);
    pool = [{ page, watch }];
    for (let i = 0; i < 3; i++) {
      const p = await context.newPage();
      pool.push({ page: p, watch: await watchPage(p) });
    }
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await canary?.stop();
  });

  it("delivers every vector as a MIME message, most of them shown (not quarantined)", () => {
    expect(delivered).toHaveLength(XSS_VECTORS.length);
    const withheld = delivered.filter((d) => d.trustLevel === "quarantined").map((d) => d.vector.id);
    console.log(
      `XSS corpus: ${delivered.length} vectors delivered, ${delivered.length - withheld.length} rendered, quarantined (content withheld): ${withheld.join(", ") || "none"}`,
    );
    // The corpus tests the body document, not the trust layer: most vectors must actually be rendered.
    expect(delivered.length - withheld.length).toBeGreaterThanOrEqual(50);
  });

  it("runs no script and fetches nothing off the service's origin for any vector", async () => {
    expect(await openAll(false)).toEqual({});
    expect(canary.hits).toEqual([]);
  }, 120_000);

  it("runs no script and fetches nothing off-origin inside the thread page's sandboxed frame either", async () => {
    let framed = 0;
    const found = await openAll(false, undefined, async (d, p) => {
      const res = await p.goto(`${pageBase()}/inboxes/${inboxId}/threads/${d.threadId}`, { waitUntil: "load" });
      expect(res?.status()).toBe(200);
      const iframe = p.locator("iframe");
      if (!(await iframe.count())) return; // a quarantined message has no frame
      // The page loads its frames lazily: bring this one into view and let it load and settle.
      await iframe.first().scrollIntoViewIfNeeded();
      await p.frameLocator("iframe").first().locator("body").waitFor({ state: "attached" });
      await p.waitForTimeout(SETTLE_MS);
      framed++;
    });
    expect(found).toEqual({});
    expect(framed).toBeGreaterThanOrEqual(50);
    expect(canary.hits).toEqual([]);
  }, 120_000);

  it("loads the benign vector's remote image once the person clicks Show remote images, and only then", async () => {
    const benign = delivered.find((d) => d.vector.benign);
    if (!benign) throw new Error("benign vector missing");
    watch.clear();
    await open(bodyUrl(benign));
    expect(canary.hits).toEqual([]);
    await page.getByRole("img", { name: /Remote image not loaded: Company logo/ }).waitFor();
    await page.getByRole("link", { name: "Show remote images" }).click();
    await page.waitForLoadState("load");
    expect(page.url()).toBe(bodyUrl(benign, true));
    const logo = page.getByRole("img", { name: "Company logo" });
    await logo.waitFor();
    const loaded = await logo.evaluate((img) => {
      const i = img as unknown as { complete: boolean; naturalWidth: number };
      return i.complete && i.naturalWidth > 0;
    });
    expect(loaded).toBe(true);
    expect(canary.hits).toEqual(["/c/benign-remote-image/benign.png"]);
    expect(watch.scripts).toEqual([]);
  });

  it("with remote images allowed, still runs no script and loads nothing but images", async () => {
    const types = new Map<Page, string[]>(pool.map((slot) => [slot.page, []]));
    for (const slot of pool)
      slot.page.on("request", (request) => {
        if (request.url().startsWith(canary.base))
          types.get(slot.page)?.push(`${request.resourceType()} ${request.url()}`);
      });
    const found = await openAll(true, (p) => {
      const seen = types.get(p) ?? [];
      const wrong = seen.filter((t) => !t.startsWith("image "));
      seen.length = 0;
      return wrong;
    });
    expect(found).toEqual({});
  }, 120_000);
});
