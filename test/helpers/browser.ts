// Browser tests: Chromium (installed by scripts/browser.ts when missing), one browser per test file, sign-in
// helpers, an accessibility check of every page, and a watch on what a page runs and fetches.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { describe, it } from "vitest";
import { CHROMIUM_ARGS, type ChromiumStatus, ensureChromium } from "../../scripts/browser.js";
import { type Account, baseUrl } from "./http.js";

/**
 * The service as a browser must address it: its configured origin (API_BASE_URL, http://localhost:{port}), since
 * form posts from any other origin are refused as cross-site (the tests' HTTP client dials 127.0.0.1).
 */
export function pageBase(): string {
  return baseUrl().replace("//127.0.0.1:", "//localhost:");
}

let status: ChromiumStatus | undefined;

/** Chromium's path, or why the browser tests cannot run (printed once per file). */
export function chromiumStatus(): ChromiumStatus {
  status ??= ensureChromium((line) => console.log(line));
  return status;
}

/**
 * A describe block that runs only with Chromium. Without it, the reason is printed and shows up as the name of a
 * skipped test, so a run without a browser says so instead of passing quietly.
 */
export function describeBrowser(name: string, body: () => void): void {
  const s = chromiumStatus();
  if (s.ok) {
    // A page, its frames and a new tab can take a while on a loaded 2-core machine.
    describe(name, { timeout: 90_000 }, body);
    return;
  }
  console.warn(`[browser tests skipped] ${name}: ${s.reason}`);
  describe(name, () => {
    // biome-ignore lint/suspicious/noSkippedTests: the skip is the point: its name carries the reason.
    it.skip(`skipped, no browser: ${s.reason}`, () => {});
  });
}

/** Headless Chromium with the platform's flags and a fresh temporary profile (launch() makes one each time). */
export async function launchBrowser(): Promise<Browser> {
  const s = chromiumStatus();
  if (!s.ok) throw new Error(s.reason);
  return chromium.launch({ executablePath: s.path, headless: true, args: CHROMIUM_ARGS });
}

/** A browser context signed in as `account` (its session cookie, as the sign-in form would have set it). */
export async function signedInContext(browser: Browser, account: Account): Promise<BrowserContext> {
  const context = await browser.newContext();
  await addSession(context, account.session);
  return context;
}

export async function addSession(context: BrowserContext, session: string): Promise<void> {
  const [name, value] = session.split("=", 2) as [string, string];
  await context.addCookies([
    { name, value: decodeURIComponent(value), url: pageBase(), httpOnly: true, sameSite: "Lax" },
  ]);
}

/** Signs in through the pages: email, then the development code the code page shows. */
export async function signInThroughPages(page: Page, email: string, next = "/"): Promise<void> {
  await page.goto(`${pageBase()}/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel(/email/i).fill(email);
  await page
    .getByRole("button", { name: /code|continue|sign in/i })
    .first()
    .click();
  await page.waitForLoadState("load");
  const code = (await page.locator("body").innerText()).match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no development code on ${page.url()}`);
  await page.getByLabel(/code/i).first().fill(code);
  await page
    .getByRole("button", { name: /sign in|verify|continue/i })
    .first()
    .click();
  await page.waitForLoadState("load");
}

const scratchPages = new WeakMap<BrowserContext, Page>();

/** A page of the same context with every request refused, where copies of framed documents are checked. */
async function scratchPage(context: BrowserContext): Promise<Page> {
  let scratch = scratchPages.get(context);
  if (!scratch) {
    scratch = await context.newPage();
    await scratch.route("**/*", (route) => route.abort());
    scratchPages.set(context, scratch);
  }
  return scratch;
}

const lines = (where: string, results: Awaited<ReturnType<AxeBuilder["analyze"]>>) =>
  results.violations.map(
    (v) => `${where} ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );

/**
 * axe-core over the page and the documents it frames; the violations as readable lines (none expected). axe cannot
 * run inside our message frames: they are sandboxed without scripts, so its timers never fire. Each frame's
 * document is therefore checked as a copy in a scratch page (same markup, requests refused), and the page itself
 * with the frames left out, their titles checked here (axe's frame-title rule).
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const frames = page.locator("iframe");
  const count = await frames.count();
  const builder = new AxeBuilder({ page });
  if (count) builder.exclude("iframe");
  const out = lines(page.url(), await builder.analyze());
  for (let i = 0; i < count; i++) {
    const frame = frames.nth(i);
    const [title, src] = await Promise.all([frame.getAttribute("title"), frame.getAttribute("src")]);
    if (!title?.trim()) out.push(`${page.url()} frame-title: iframe ${i} (${src}) has no title`);
    if (!src) continue;
    const res = await page.context().request.get(new URL(src, page.url()).toString());
    const scratch = await scratchPage(page.context());
    await scratch.setContent(await res.text());
    // Rules axe judges over the page and its frames together (a main landmark, a level-one heading, content in
    // landmarks): the framing page, inside whose <main> the frame sits, answers them.
    const framed = new AxeBuilder({ page: scratch }).disableRules([
      "landmark-one-main",
      "page-has-heading-one",
      "region",
    ]);
    out.push(...lines(`frame ${src}`, await framed.analyze()));
  }
  return out;
}

export interface Canary {
  base: string;
  hits: string[];
  stop(): Promise<void>;
}

/** A local HTTP server standing for every remote host: any request it gets is a resource that left the page. */
export async function startCanary(): Promise<Canary> {
  const hits: string[] = [];
  const pixel = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? "");
    res.writeHead(200, { "content-type": "image/gif", "cache-control": "no-store" });
    res.end(pixel);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/c`,
    hits,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface PageWatch {
  /** Script ran: a dialog, the console marker or a call to the watched global. */
  scripts: string[];
  /** Requests to any origin but the service's. */
  offOrigin: string[];
  clear(): void;
}

/** Watches a page for script running and for requests leaving the service's origin. */
export async function watchPage(page: Page): Promise<PageWatch> {
  const origin = new URL(pageBase()).origin;
  const watch: PageWatch = {
    scripts: [],
    offOrigin: [],
    clear() {
      watch.scripts.length = 0;
      watch.offOrigin.length = 0;
    },
  };
  await page.exposeFunction("xssHit", (id: string) => watch.scripts.push(`xssHit ${id}`));
  page.on("dialog", (dialog) => {
    watch.scripts.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  page.on("console", (message) => {
    if (message.text().includes("XSS-RAN")) watch.scripts.push(`console ${message.text()}`);
  });
  page.on("request", (request) => {
    const url = request.url();
    if (/^https?:/i.test(url) && new URL(url).origin !== origin) watch.offOrigin.push(url);
  });
  return watch;
}
