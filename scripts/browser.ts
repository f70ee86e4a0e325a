// Chromium for the browser tests and the screenshots: Debian's package, installed when missing (platform notes F).
// `npm test` runs this first (the `pretest` script); the browser tests call it again and skip, saying why, when it
// answers with a reason instead of a path. Never `npx playwright install`: it cannot download here.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Launch arguments verified on this platform: no sandbox (root, no user namespaces), nothing phoning home. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export type ChromiumStatus = { ok: true; path: string; installed: boolean } | { ok: false; reason: string };

function onPath(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

function run(command: string, args: string[]): { ok: boolean; output: string } {
  const result = spawnSync(command, args, {
    encoding: "utf8",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    timeout: 15 * 60_000,
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? String(result.error) : ""}`;
  return { ok: result.status === 0, output };
}

const lastLines = (text: string) => text.trim().split("\n").slice(-3).join(" | ");

/**
 * The Chromium binary, installing Debian's package when it is missing and we may (root with apt-get);
 * otherwise the reason the browser tests cannot run. CHROMIUM_PATH names another binary; SKIP_CHROMIUM_INSTALL=1
 * never installs.
 */
export function ensureChromium(log: (line: string) => void = () => {}): ChromiumStatus {
  if (existsSync(CHROMIUM_PATH)) return { ok: true, path: CHROMIUM_PATH, installed: false };
  if (process.env.CHROMIUM_PATH) return { ok: false, reason: `CHROMIUM_PATH=${CHROMIUM_PATH} does not exist` };
  if (process.env.SKIP_CHROMIUM_INSTALL === "1")
    return { ok: false, reason: `${CHROMIUM_PATH} is missing and SKIP_CHROMIUM_INSTALL=1 forbids installing it` };
  if (process.platform !== "linux") return { ok: false, reason: `${CHROMIUM_PATH} is missing (not Linux)` };
  if (!onPath("apt-get")) return { ok: false, reason: `${CHROMIUM_PATH} is missing and there is no apt-get` };
  if (process.getuid?.() !== 0)
    return {
      ok: false,
      reason: `${CHROMIUM_PATH} is missing and installing it needs root: sudo apt-get install -y chromium`,
    };
  log("Chromium is missing: apt-get install -y --no-install-recommends chromium (about 110 MB, once)…");
  // Two test files may ask at once (`npx vitest run` without the pretest step): the second waits for apt's lock,
  // and finds the browser the first one installed.
  const wait = ["-o", "DPkg::Lock::Timeout=600"];
  const update = run("apt-get", [...wait, "update"]);
  if (!update.ok && !existsSync(CHROMIUM_PATH))
    return { ok: false, reason: `apt-get update failed: ${lastLines(update.output)}` };
  const install = existsSync(CHROMIUM_PATH)
    ? { ok: true, output: "" }
    : run("apt-get", [...wait, "install", "-y", "--no-install-recommends", "chromium"]);
  if (!install.ok && !existsSync(CHROMIUM_PATH))
    return { ok: false, reason: `apt-get install chromium failed: ${lastLines(install.output)}` };
  if (!existsSync(CHROMIUM_PATH))
    return { ok: false, reason: `apt-get installed chromium but ${CHROMIUM_PATH} is still missing` };
  log(`Chromium installed at ${CHROMIUM_PATH}.`);
  return { ok: true, path: CHROMIUM_PATH, installed: true };
}

// `tsx scripts/browser.ts` (the pretest script): install when missing; never fails the test run, which skips the
// browser tests with the same reason.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const status = ensureChromium((line) => console.log(line));
  if (status.ok) console.log(`Browser tests: Chromium at ${status.path}.`);
  else console.log(`Browser tests will be skipped: ${status.reason}`);
}
