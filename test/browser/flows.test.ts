// The dashboard's flows in Chromium, each page checked with axe (any violation fails): sign in with the dev code
// (keyboard only), create an inbox, send and read mail, a quarantined message's trust report, remote images on
// request, API keys, a webhook delivery's replay, claiming an agent, an OAuth consent.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  accessibilityViolations,
  type Canary,
  describeBrowser,
  launchBrowser,
  pageBase,
  startCanary,
  watchPage,
} from "../helpers/browser.js";
import { type Account, call, uniqueEmail } from "../helpers/http.js";
import { hiddenInstructionInvoice, inject, rawKey, rawMessage } from "../helpers/mail.js";

describeBrowser("dashboard flows in Chromium", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let canary: Canary;
  /** The person signed in through the pages (their session copied from the browser), with a key for set-up. */
  let account: Account;
  let inboxId: string;
  const visited: string[] = [];

  /** Every page a flow lands on is checked: the violations are the test's failure message. */
  async function axe(label: string): Promise<void> {
    visited.push(label);
    expect(await accessibilityViolations(page), label).toEqual([]);
  }

  async function go(path: string): Promise<void> {
    const res = await page.goto(`${pageBase()}${path}`, { waitUntil: "load" });
    expect(res?.status(), path).toBeLessThan(400);
  }

  /** Whether the field named `name` has the keyboard focus. */
  async function focused(name: string): Promise<boolean> {
    return page.locator(`[name="${name}"]`).evaluate((el) => {
      const doc = (el as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument;
      return doc.activeElement === el;
    });
  }

  /** Tab (from wherever the focus is) until the field named `name` has it. */
  async function tabTo(name: string): Promise<void> {
    for (let i = 0; i < 20 && !(await focused(name)); i++) await page.keyboard.press("Tab");
    expect(await focused(name), `Tab reaches ${name}`).toBe(true);
  }

  /** The first message body frame, scrolled into view (the thread page loads its frames lazily). */
  async function bodyFrame() {
    const iframe = page.locator("iframe").first();
    await iframe.scrollIntoViewIfNeeded();
    return page.frameLocator("iframe").first();
  }

  async function submit(button: string | RegExp): Promise<void> {
    await Promise.all([page.waitForLoadState("load"), page.getByRole("button", { name: button }).click()]);
  }

  beforeAll(async () => {
    canary = await startCanary();
    browser = await launchBrowser();
    context = await browser.newContext();
    page = await context.newPage();
    // A missing element fails the step in seconds, naming it, rather than the whole test timing out.
    page.setDefaultTimeout(10_000);
  }, 60_000);

  afterAll(async () => {
    console.log(`Pages checked with axe: ${visited.join(", ")}`);
    await browser?.close();
    await canary?.stop();
  });

  it("signs in with the development code, keyboard only (Tab and Enter)", async () => {
    const email = uniqueEmail("browser");
    await go("/login?next=%2Finboxes");
    await axe("sign-in");
    // From the top of the page: Tab until the email field has focus, type, Enter submits.
    await tabTo("email");
    await page.keyboard.type(email);
    await Promise.all([page.waitForURL(/\/login\/verify/), page.keyboard.press("Enter")]);
    await axe("sign-in code");
    const code = (await page.locator("main").innerText()).match(/\b(\d{6})\b/)?.[1];
    expect(code, "the development code on the page").toBeDefined();
    await tabTo("code");
    await page.keyboard.type(code as string);
    await Promise.all([page.waitForURL(/\/inboxes$/), page.keyboard.press("Enter")]);
    await axe("inboxes");
    const session = (await context.cookies()).find((c) => c.name === "mm_session");
    expect(session?.httpOnly).toBe(true);
    const cookie = `mm_session=${session?.value}`;
    const firstKey = await call("GET", "/auth/first-key", { cookie });
    expect(firstKey.status).toBe(200);
    account = {
      email,
      key: firstKey.body.api_key,
      session: cookie,
      organizationId: firstKey.body.organization_id,
      defaultPodId: "",
    };
  });

  it("creates an inbox with the form", async () => {
    const username = `flow${Date.now().toString(36)}`;
    await page.getByLabel(/^Username/).fill(username);
    await page.getByLabel(/^Display name/).fill("Browser flow");
    await submit("Create inbox");
    expect(page.url()).toContain(`/inboxes/${username}`);
    inboxId = decodeURIComponent(new URL(page.url()).pathname.split("/")[2]);
    await expect(page.locator('[role="status"]').innerText()).resolves.toMatch(/created/i);
    await axe("inbox");
  });

  it("sends a message and reads it in the thread page's frame", async () => {
    await page.getByLabel(/^To/).fill(inboxId);
    await page.getByLabel(/^Subject/).fill("Hello from the browser");
    await page.getByLabel(/^Text/).fill("First line of a browser test.\nSecond line <b>not bold</b>.");
    await submit("Send");
    // Sending leads to the new thread, its message shown in the sandboxed frame.
    expect(page.url()).toMatch(/\/threads\/thd_[^/?]+\?done=sent$/);
    expect(await page.locator('[role="status"]').innerText()).toMatch(/sent/i);
    const frame = await bodyFrame();
    await expect(frame.locator("pre").first().innerText()).resolves.toBe(
      "First line of a browser test.\nSecond line <b>not bold</b>.",
    );
    await axe("thread");
    // And it arrived: the inbox lists the thread.
    await go(`/inboxes/${inboxId}`);
    await page.getByRole("link", { name: "Hello from the browser" }).first().waitFor();
  });

  it("shows a quarantined message's trust report, its content withheld", async () => {
    const key = await rawKey(account);
    const res = await inject(key, hiddenInstructionInvoice(inboxId), inboxId);
    expect(res.status).toBe(201);
    await go(`/inboxes/${inboxId}`);
    expect(await page.getByRole("link", { name: "Invoice 4711" }).count()).toBe(0);
    await page.getByRole("link", { name: /Also show spam, quarantined/ }).click();
    await page.waitForLoadState("load");
    await axe("inbox with hidden mail");
    await Promise.all([page.waitForLoadState("load"), page.getByRole("link", { name: "Invoice 4711" }).click()]);
    await axe("quarantined thread");
    await Promise.all([
      page.waitForLoadState("load"),
      page.getByRole("link", { name: "Full trust report and details" }).first().click(),
    ]);
    await axe("quarantined message");
    const main = await page.locator("main").innerText();
    expect(main).toMatch(/quarantined/i);
    expect(main).toMatch(/instructions aimed at an AI reader/i);
    // The content section withholds the message; the report names its hidden text as hidden, nothing renders it.
    expect(await page.locator("section", { has: page.locator("#content") }).innerText()).toMatch(/Content withheld/);
    expect(await page.locator("iframe").count()).toBe(0);
  });

  it("loads a message's remote images only after Show remote images", async () => {
    const watch = await watchPage(page);
    const key = await rawKey(account);
    const html = `<p>Our newsletter.</p><img src="${canary.base}/flow/logo.png" alt="Newsletter logo">`;
    const res = await inject(key, rawMessage({ to: inboxId, subject: "Newsletter", text: "news", html }), inboxId);
    expect(res.status).toBe(201);
    await go(`/inboxes/${inboxId}/threads/${res.body.thread_id}`);
    const frame = await bodyFrame();
    await frame.getByRole("img", { name: /Remote image not loaded: Newsletter logo/ }).waitFor();
    await axe("thread with a remote image blocked");
    expect(canary.hits).toEqual([]);
    expect(watch.offOrigin).toEqual([]);
    // Followed with the keyboard: a mouse click right after the lazy frame loads can land before the layout settles.
    await page.getByRole("link", { name: "Show remote images" }).first().focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/[?&]images=/, { waitUntil: "commit" });
    await (await bodyFrame()).getByRole("img", { name: "Newsletter logo", exact: true }).waitFor();
    await page.waitForTimeout(200);
    expect(canary.hits).toEqual(["/c/flow/logo.png"]);
    expect(watch.scripts).toEqual([]);
    await axe("thread with remote images");
  });

  let linkThread = "";
  it("opens a link of the body document in a new tab, without an opener or a referrer", async () => {
    const key = await rawKey(account);
    const target = `${canary.base}/flow/link?x=1`;
    const html = `<p>Read <a href="${target}" onclick="xssHit('link')">the offer</a>.</p>`;
    const res = await inject(key, rawMessage({ to: inboxId, subject: "A link", text: "link", html }), inboxId);
    expect(res.status).toBe(201);
    await go(`/inboxes/${inboxId}/messages/${encodeURIComponent(res.body.message_id)}/body`);
    const link = page.getByRole("link", { name: "the offer" });
    expect(await link.getAttribute("title")).toBe(target);
    const [opened] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await opened.waitForLoadState("load");
    expect(opened.url()).toBe(target);
    expect(await opened.evaluate("window.opener === null")).toBe(true);
    expect(await opened.evaluate("document.referrer")).toBe("");
    // The body document stays where it was.
    expect(page.url()).toContain("/body");
    await opened.close();
    linkThread = res.body.thread_id;
  });

  // Retried: twice in four runs at 8d44a09 (a fresh clone and a lone run) no popup opened within the 30 s, and the next
  // runs passed; the cause is not found yet (docs/testing.md).
  it("opens a link inside the thread page's frame in a new tab too (popups may leave the sandbox)", {
    retry: 2,
  }, async () => {
    const target = `${canary.base}/flow/link?x=1`;
    await go(`/inboxes/${inboxId}/threads/${encodeURIComponent(linkThread)}`);
    const framed = page.frameLocator("iframe").getByRole("link", { name: "the offer" });
    const [tab] = await Promise.all([context.waitForEvent("page"), framed.click()]);
    await tab.waitForLoadState("load");
    expect(tab.url()).toBe(target);
    expect(await tab.evaluate("window.opener === null")).toBe(true);
    await tab.close();
  });

  it("creates an API key, shown once, and revokes it", async () => {
    await go("/api-keys");
    await axe("api keys");
    await page.getByLabel("Name").fill("Browser key");
    await submit("Create API key");
    await axe("api key created");
    const key = await page.getByLabel("API key").inputValue();
    expect(key).toMatch(/^mm_live_/);
    expect((await call("GET", "/v0/inboxes", { key })).status).toBe(200);
    // Shown once: the list does not show it again.
    await go("/api-keys");
    expect(await page.content()).not.toContain(key);
    await Promise.all([page.waitForLoadState("load"), page.getByRole("link", { name: /^Revoke Browser key/ }).click()]);
    await axe("api key revoke confirmation");
    await submit("Revoke key");
    await axe("api key revoked");
    expect(await page.locator('[role="status"]').innerText()).toMatch(/revoked/i);
    expect((await call("GET", "/v0/inboxes", { key })).status).toBe(401);
  });

  it("replays a webhook delivery", async () => {
    const hook = `${canary.base.replace(/\/c$/, "")}/hook`;
    await go("/webhooks");
    await axe("webhooks");
    await page.getByLabel("URL").fill(hook);
    await submit("Create webhook");
    await axe("webhook created");
    await submit("Send a test event");
    // The test event's delivery reaches the receiver, then shows as delivered with its Replay button.
    const replay = page.getByRole("button", { name: /^Replay / });
    for (let i = 0; i < 40 && !(await page.locator("td", { hasText: /^delivered$/ }).count()); i++) {
      await page.waitForTimeout(250);
      await page.reload();
    }
    await axe("webhook with a delivery");
    const before = canary.hits.filter((h) => h === "/hook").length;
    expect(before).toBeGreaterThanOrEqual(1);
    await Promise.all([page.waitForLoadState("load"), replay.first().click()]);
    await axe("webhook replayed");
    expect(await page.locator('[role="status"]').innerText()).toMatch(/sent again/i);
    for (let i = 0; i < 40 && canary.hits.filter((h) => h === "/hook").length === before; i++)
      await page.waitForTimeout(100);
    expect(canary.hits.filter((h) => h === "/hook").length).toBe(before + 1);
  });

  it("invites a member, and shows the event log, domains and organizations", async () => {
    await go("/members");
    await axe("members");
    const invited = uniqueEmail("invited");
    await page.getByLabel(/^Email address/).fill(invited);
    await submit("Invite");
    await axe("member invited");
    expect(await page.locator("main").innerText()).toContain(invited);
    for (const [path, label] of [
      ["/events", "events"],
      ["/domains", "domains"],
      ["/organizations", "organizations"],
    ]) {
      await go(path);
      await axe(label);
    }
  });

  it("claims an agent with its user code", async () => {
    const reg = await call("POST", "/agent/identity", { body: { type: "anonymous", name: "Flow agent" } });
    expect(reg.status).toBe(200);
    const attempt = await call("POST", "/agent/identity/claim", { body: { claim_token: reg.body.claim_token } });
    expect(attempt.status).toBe(200);
    await go("/claim");
    await axe("claim code");
    await page.getByLabel("Code").fill(attempt.body.user_code);
    await submit("Continue");
    await axe("claim");
    expect(await page.locator("main").innerText()).toContain("Flow agent");
    await submit("Claim");
    await axe("claim done");
    expect(await page.locator("h1").innerText()).toBe("Agent claimed");
  });

  it("approves an OAuth consent and returns to the app with a code", async () => {
    const redirect = `${canary.base.replace(/\/c$/, "")}/callback`;
    const client = await call("POST", "/oauth2/register", {
      body: { redirect_uris: [redirect], client_name: "Flow app", token_endpoint_auth_method: "none" },
    });
    expect(client.status, client.text).toBe(201);
    const resource = (await call("GET", "/.well-known/oauth-protected-resource")).body.resource as string;
    const url = new URL(`${pageBase()}/oauth2/authorize`);
    for (const [name, value] of Object.entries({
      response_type: "code",
      client_id: client.body.client_id,
      redirect_uri: redirect,
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
      scope: "inboxes.read messages.read",
      state: "flow-state",
      resource,
    }))
      url.searchParams.set(name, value);
    const res = await page.goto(url.toString(), { waitUntil: "load" });
    expect(res?.status()).toBe(200);
    await axe("consent");
    expect(await page.locator("main").innerText()).toContain("Flow app");
    await page.getByRole("radio", { name: /Inbox/ }).first().check();
    await Promise.all([page.waitForURL(/\/callback\?/), page.getByRole("button", { name: "Allow" }).click()]);
    const back = new URL(page.url());
    expect(back.searchParams.get("state")).toBe("flow-state");
    expect(back.searchParams.get("code")).toBeTruthy();
  });
});
