// The filters the trust bench compares against, run as a mail system runs them: rspamd's daemon (Debian's package)
// through its HTTP `/checkv2`, and SpamAssassin's `spamd` with compiled rules (`sa-compile`) through the SPAMC
// protocol, both on loopback with every network check off, one message at a time. Packages are installed with
// apt-get when missing and we are root; otherwise the comparison is skipped with the reason.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmod, copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../local/ports.js";

export interface ReferenceFilter {
  name: string;
  version: string;
  /** Scores one raw message and resolves when the filter has answered. */
  check(raw: Buffer): Promise<void>;
  stop(): Promise<void>;
}

const onPath = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

/** Installs Debian packages when a command is missing; the reason it cannot, or undefined when all are there. */
function ensure(commands: Record<string, string>, log: (m: string) => void): string | undefined {
  const missing = Object.entries(commands).filter(([command]) => !onPath(command));
  if (!missing.length) return undefined;
  const packages = [...new Set(missing.map(([, pkg]) => pkg))];
  if (process.platform !== "linux" || process.getuid?.() !== 0 || !onPath("apt-get")) {
    return `${missing.map(([c]) => c).join(", ")} not on PATH and not installable here (needs root and apt-get): install Debian's ${packages.join(", ")}`;
  }
  log(`  installing ${packages.join(", ")} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update"], { stdio: "ignore", env });
  const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", ...packages], {
    encoding: "utf8",
    env,
  });
  const still = missing.filter(([command]) => !onPath(command));
  if (install.status !== 0 || still.length) return `apt-get install ${packages.join(" ")} failed`;
  return undefined;
}

/** A message for the readiness probe. */
const READY = Buffer.from("Subject: ready\r\n\r\nready\r\n");

/** The started daemon as a filter once `check` answers (probed every 250 ms up to `readyWithinMs`): its version line,
 * and a stop that ends it and removes its directory. */
async function runningFilter(
  name: string,
  child: ChildProcess,
  dir: string,
  check: (raw: Buffer) => Promise<void>,
  readyWithinMs: number,
): Promise<ReferenceFilter> {
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) before it was ready`);
    if (
      await check(READY).then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() >= deadline) throw new Error(`${name} was not ready within ${readyWithinMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const version = spawnSync(name, ["--version"], { encoding: "utf8" }).stdout.trim().split("\n")[0] || name;
  return {
    name,
    version,
    check,
    stop: async () => {
      await stopChild(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5000).unref();
  });
}

// ---- rspamd ----

/**
 * Modules that would reach the network are off, as in the figure: DNS lists, fuzzy storage, feeds, Redis, and
 * the DNS-based authentication and HELO checks (SPF, DKIM, DMARC, hfilter), which would otherwise wait on timeouts.
 */
const RSPAMD_OFF = [
  "spf",
  "dkim",
  "dmarc",
  "hfilter",
  "rbl",
  "fuzzy_check",
  "dcc",
  "asn",
  "emails",
  "phishing",
  "neural",
  "url_redirector",
  "maillist",
  "mx_check",
  "dkim_signing",
  "arc",
  "replies",
  "greylist",
  "ratelimit",
  "history_redis",
];

export async function startRspamd(log: (m: string) => void): Promise<ReferenceFilter | string> {
  const missing = ensure({ rspamd: "rspamd" }, log);
  if (missing) return missing;
  const dir = await mkdtemp(join(tmpdir(), "bench-rspamd-"));
  const local = join(dir, "local.d");
  await mkdir(local, { recursive: true });
  for (const module of RSPAMD_OFF) await writeFile(join(local, `${module}.conf`), "enabled = false;\n");
  const [normal, controller, proxy] = [await freePort(), await freePort(), await freePort()];
  await writeFile(
    join(local, "options.inc"),
    'dns { nameserver = ["127.0.0.1:1"]; timeout = 0.1s; retransmits = 1; }\n',
  );
  await writeFile(join(local, "worker-normal.inc"), `bind_socket = "127.0.0.1:${normal}";\ncount = 1;\n`);
  await writeFile(join(local, "worker-controller.inc"), `bind_socket = "127.0.0.1:${controller}";\n`);
  await writeFile(join(local, "worker-proxy.inc"), `bind_socket = "127.0.0.1:${proxy}";\n`);
  const args = [
    "-f",
    "-u",
    "root",
    "-g",
    "root",
    "-c",
    "/etc/rspamd/rspamd.conf",
    `--var=LOCAL_CONFDIR=${dir}`,
    `--var=DBDIR=${dir}`,
    `--var=RUNDIR=${dir}`,
    `--var=LOGDIR=${dir}`,
  ];
  const child = spawn("rspamd", args, { stdio: "ignore" });
  const url = `http://127.0.0.1:${normal}/checkv2`;
  const check = async (raw: Buffer) => {
    const res = await fetch(url, { method: "POST", body: raw });
    if (!res.ok) throw new Error(`rspamd answered ${res.status}`);
    await res.json();
  };
  // It answers once its regular expressions are compiled (hyperscan): tens of seconds on the first start.
  return runningFilter("rspamd", child, dir, check, 180_000);
}

// ---- spamd ----

/** One SPAMC `CHECK` over a fresh connection (as spamc does): resolves with spamd's answer. */
function spamcCheck(port: number, raw: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("connect", () => {
      socket.write(`CHECK SPAMC/1.5\r\nContent-length: ${raw.length}\r\n\r\n`);
      socket.end(raw);
    });
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      const answer = Buffer.concat(chunks).toString("latin1");
      if (!/^SPAMD\/[\d.]+ 0 EX_OK/.test(answer)) reject(new Error(`spamd answered: ${answer.slice(0, 120)}`));
      else resolve(answer);
    });
  });
}

export async function startSpamd(log: (m: string) => void): Promise<ReferenceFilter | string> {
  const missing = ensure({ spamd: "spamd", "sa-compile": "sa-compile", re2c: "re2c", make: "make", gcc: "gcc" }, log);
  if (missing) return missing;
  // Compiled body rules (Rule2XSBody), as the SpamAssassin docs advise for a daemon.
  const compiled = spawnSync("sh", ["-c", "ls /var/lib/spamassassin/compiled/*/*/bases_body_0.pl"]);
  if (compiled.status !== 0) {
    log("  compiling SpamAssassin's rules (sa-compile)…");
    if (spawnSync("sa-compile", [], { stdio: "ignore" }).status !== 0) return "sa-compile failed";
  }
  const dir = await mkdtemp(join(tmpdir(), "bench-spamd-"));
  // spamd's children run as `nobody`: they must be able to read the configuration.
  await chmod(dir, 0o755);
  for (const name of await readdir("/etc/spamassassin")) {
    if (name.endsWith(".pre") || name === "local.cf") await copyFile(join("/etc/spamassassin", name), join(dir, name));
  }
  await writeFile(join(dir, "zz-compiled.pre"), "loadplugin Mail::SpamAssassin::Plugin::Rule2XSBody\n");
  await writeFile(
    join(dir, "zz-bench.cf"),
    "use_bayes 0\nbayes_auto_learn 0\nskip_rbl_checks 1\ndns_available no\nuse_razor2 0\nuse_pyzor 0\n",
  );
  const port = await freePort();
  const child = spawn(
    "spamd",
    [
      `--listen=127.0.0.1:${port}`,
      "--max-children=1",
      "--min-children=1",
      `--siteconfigpath=${dir}`,
      "--local",
      "--nouser-config",
      "--username=nobody",
      `--pidfile=${join(dir, "spamd.pid")}`,
      "--syslog=stderr",
    ],
    { stdio: "ignore" },
  );
  return runningFilter("spamd", child, dir, async (raw) => void (await spamcCheck(port, raw)), 120_000);
}
