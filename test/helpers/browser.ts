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
    describe(name, body);
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

/** axe-core over the page and its frames; returns the violations as readable lines (none expected). */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) => `${page.url()} ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
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
