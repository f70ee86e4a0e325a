// The README's first run, as written: the shell blocks marked <!-- walkthrough --> run with bash against this test
// run's service, then the marked TypeScript block (the official client) is type-checked and run with tsx. A step
// that fails fails the test, so the README cannot drift from the code.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startBanner } from "../../scripts/local/banner.js";
import { markedBlocks, ROOT } from "./markdown.js";

const run = promisify(execFile);
const README_LIMIT_BYTES = 12_000;

const readme = await readFile(path.join(ROOT, "README.md"), "utf8");
const blocks = markedBlocks(readme, "walkthrough");
const shell = blocks.filter((b) => b.lang === "sh" || b.lang === "bash");
const typescript = blocks.filter((b) => b.lang === "ts");

/** Runs a command, answering its output whatever its exit code (a failure is asserted, not thrown). */
async function exec(file: string, args: string[], env: Record<string, string>, timeout = 90_000) {
  try {
    const { stdout, stderr } = await run(file, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      timeout,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number | string; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

const scratch = path.join(ROOT, ".scratch", `readme-${randomBytes(4).toString("hex")}`);
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe("README", () => {
  it(`is under ${README_LIMIT_BYTES} bytes`, () => {
    expect(Buffer.byteLength(readme)).toBeLessThan(README_LIMIT_BYTES);
  });

  it("has its first run marked for this test: one shell block and the official client's block", () => {
    expect(shell).toHaveLength(1);
    expect(typescript).toHaveLength(1);
  });

  it("reads the base URL from B, defaulting to what npm start prints", () => {
    const fallback = shell[0].code.match(/^B=\$\{B:-([^}]+)\}/m)?.[1];
    expect(fallback).toBe("http://localhost:3000");
    const banner = startBanner({
      stage: "development",
      baseUrl: "http://localhost:3000",
      smtpPort: 2525,
      sharedDomain: "agents.localhost",
      outboxDir: ".data/outbox",
      dataDir: ".data",
    });
    expect(banner).toMatch(/Base URL: +http:\/\/localhost:3000 /);
    // No "<…>" placeholder to copy by hand, and the base URL is never printed with /v0 on it.
    expect(banner).not.toMatch(/<[a-z_]+>/);
    expect(banner).not.toContain("3000/v0");
  });

  it("runs the first run as written, then the official client with its key", { timeout: 180_000 }, async () => {
    const B = inject("baseUrl");
    const EMAIL = `readme-${randomBytes(6).toString("hex")}@example.com`;
    const script = `set -euo pipefail\n${shell.map((b) => b.code).join("\n")}`;
    // The custom domain's records go into this run's local DNS zone file (npm start's is .data/dns.zone).
    const sh = await exec("bash", ["-c", script], { B, EMAIL, ZONE: inject("dnsZoneFile") });
    expect(sh.code, `${sh.stdout}\n${sh.stderr}`).toBe(0);

    const out = sh.stdout;
    const key = out.match(/^key: (mm_live_[A-Za-z0-9]+)$/m)?.[1];
    expect(key).toBeDefined();
    expect(out).toContain("support@agents.localhost\nsales@agents.localhost\n");
    expect(out).toMatch(/^sales got msg_\w+, trust level: unknown$/m);
    expect(out).toMatch(/^support got msg_\w+, trust level: verified$/m);
    expect(out).toMatch(/^message\.received events: 2$/m);
    expect(out).toContain("event: ready");
    expect(out).toMatch(/^domain: VERIFIED$/m);
    const lines = out.trim().split("\n");
    const delivery = JSON.parse(lines.at(-2) as string);
    // The dashboard's sign-in page, where the run ends.
    expect(lines.at(-1)).toBe(`dashboard: ${B}/login`);
    const login = await fetch(`${B}/login`);
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('action="/auth/email/start"');
    expect(delivery).toMatchObject({ event_type: "webhook.test", attempt: 1 });
    expect(delivery.delivery_id).toMatch(/^dlv_/);

    // The official client: type-checked as a reader's editor would, then run with the key the shell block printed.
    await mkdir(scratch, { recursive: true });
    const demo = path.join(scratch, "demo.ts");
    await writeFile(demo, typescript[0].code);
    const tsc = await exec(
      path.join(ROOT, "node_modules/.bin/tsc"),
      ["--noEmit", "--strict", "--module", "nodenext", "--target", "es2022", "--skipLibCheck", "--types", "node", demo],
      {},
    );
    expect(tsc.code, tsc.stdout).toBe(0);
    const ts = await exec(path.join(ROOT, "node_modules/.bin/tsx"), [demo], { B, KEY: key as string }, 60_000);
    expect(ts.code, `${ts.stdout}\n${ts.stderr}`).toBe(0);
    expect(ts.stdout).toMatch(/^message\.received in [a-z0-9._+-]+@agents\.localhost: Hi$/m);
  });
});
